#pragma once
/**
 * @file
 * @brief Reading one JSON object of a document with every problem recorded at its path
 *        (docs/plan-format.md, "Validation errors"): what the plan reader, each worker
 *        kind's and each method's reader share.
 */

#include <cstdint>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace iometry::model {

/** @brief One validation problem: where, and what was expected. */
struct PlanProblem {
    std::string path;     ///< JSON path, e.g. `workers[1].outstanding`; empty for the document
    std::string message;  ///< e.g. `must be 1–4096, got 0`

    std::string toString() const { return path.empty() ? message : path + ": " + message; }
    bool operator==(const PlanProblem&) const = default;
};

using Problems = std::vector<PlanProblem>;

/** @brief "an integer", "a string", … : a JSON value's type in messages. */
std::string typeName(const nlohmann::ordered_json& j);
/** @brief A value as messages quote it, cut at 40 characters (whole UTF-8 characters). */
std::string shortValue(const nlohmann::ordered_json& j);
/** @brief A number as messages write it (the shortest of `<<`). */
std::string formatNumber(double v);
/** @brief `base[i]`. */
std::string indexPath(const std::string& base, std::size_t i);
/** @brief "a, b or c" with @p last " or ": @p words joined for messages. */
std::string joinWords(const std::vector<std::string>& words, const std::string& last);
/** @brief "lo–hi". */
std::string rangeText(std::int64_t lo, std::int64_t hi);

/** @brief True when @p v lies within lo … hi (more than lo with @p exclusiveLow), finite. */
bool numberFits(double v, double lo, double hi, bool exclusiveLow);
/** @brief "must be at least lo and at most hi" ("more than lo" with @p exclusiveLow). */
std::string numberBounds(double lo, double hi, bool exclusiveLow);

/** @brief True for an object; otherwise a problem "must be an object, got …" at @p path. */
bool expectObject(const nlohmann::ordered_json& j, const std::string& path, Problems& problems);

/**
 * @brief Reads the fields of one JSON object, recording every problem with its path. Each
 *        key asked for is known; rejectUnknownKeys() names every other one (keys that
 *        start with `x-` or `_` are the user's own).
 */
class ObjectReader {
public:
    using Json = nlohmann::ordered_json;

    ObjectReader(const Json& object, std::string path, Problems& problems)
        : m_object(object), m_path(std::move(path)), m_problems(problems) {}

    const std::string& path() const { return m_path; }
    std::string pathOf(const std::string& key) const {
        return m_path.empty() ? key : m_path + "." + key;
    }
    Problems& problems() { return m_problems; }

    void problem(const std::string& key, const std::string& message) {
        m_problems.push_back({key.empty() ? m_path : pathOf(key), message});
    }

    /** The value of @p key, or null; the key is known from now on. */
    const Json* find(const std::string& key) {
        m_known.insert(key);
        auto it = m_object.find(key);
        return it == m_object.end() ? nullptr : &*it;
    }
    bool has(const std::string& key) { return find(key) != nullptr; }
    /** True when @p key holds a string (so that a message may quote it). */
    bool hasString(const std::string& key) {
        const Json* j = find(key);
        return j && j->is_string();
    }
    const Json* require(const std::string& key);
    /** An array (non-empty when asked), or null with a problem. */
    const Json* requireArray(const std::string& key, bool nonEmpty);

    /** An integer within lo … hi (10.0 reads as 10); out is left alone on a problem. */
    template <typename T>
    void integer(const std::string& key, T& out, std::int64_t lo, std::int64_t hi, bool required) {
        std::int64_t value = 0;
        if (readInteger(key, value, lo, hi, required)) out = static_cast<T>(value);
    }
    /** An integer into an optional: absent or null leaves it unset. */
    template <typename T>
    void optionalInteger(const std::string& key, std::optional<T>& out, std::int64_t lo,
                         std::int64_t hi) {
        const Json* j = find(key);
        if (!j || j->is_null()) return;
        std::int64_t value = 0;
        if (readInteger(key, value, lo, hi, false)) out = static_cast<T>(value);
    }
    void number(const std::string& key, double& out, double lo, double hi, bool required,
                bool exclusiveLow = false);
    /** A number into an optional: absent or null leaves it unset. */
    void optionalNumber(const std::string& key, std::optional<double>& out, double lo, double hi,
                        bool exclusiveLow = false);
    void string(const std::string& key, std::string& out, bool required, bool nonEmpty = false);
    void boolean(const std::string& key, bool& out);
    /** A boolean into an optional: absent or null leaves it unset. */
    void optionalBoolean(const std::string& key, std::optional<bool>& out);

    /** Marks @p keys known without reading them (keys that cannot be judged). */
    template <typename Keys>
    void skip(const Keys& keys) {
        for (const auto& key : keys) m_known.insert(std::string(key));
    }
    /** Every key not asked for is a problem (typos must not pass silently). */
    void rejectUnknownKeys();

private:
    bool readInteger(const std::string& key, std::int64_t& out, std::int64_t lo, std::int64_t hi,
                     bool required);

    const Json& m_object;
    std::string m_path;
    Problems& m_problems;
    std::set<std::string> m_known;
};

}  // namespace iometry::model
