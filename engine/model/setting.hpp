#pragma once
/**
 * @file
 * @brief One key of a settings table (docs/architecture.md, "Worker kinds and methods"):
 *        its type, range, unit, one-line help, and how to get and set it. A method's
 *        parameters (`MethodParam`) and a worker kind's settings (`KindParam`) are both
 *        such tables, from which the plan reader reads and checks, the writer writes,
 *        check(const Plan&) judges a plan already in memory, and the workbench takes its
 *        editors' ranges, units and help.
 */

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/model/json_reader.hpp"

/*
 * The words of a setting the workbench shows are English here and translated there: a
 * method's parameters' help in the context "MethodParam", a kind's settings' help in
 * "KindSetting". lupdate reads this marker in the engine's method and kind sources
 * (gui/CMakeLists.txt). It leaves the text as it is.
 */
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace iometry::model {

/** @brief What a setting holds, which decides how it is read and checked. */
enum class SettingType { Integer, Number, Boolean, Choice, IntegerList, Text, NumberList };

/** @brief The rule of a setting that its value is checked by, whatever settings it belongs to. */
struct SettingRule {
    std::string_view key;
    SettingType type = SettingType::Number;
    double lo = 0;
    double hi = 0;
    bool exclusiveLow = false;
    bool required = false;
    bool nullable = false;
    const std::vector<std::string>* choices = nullptr;
};

/**
 * @brief One key of the object that settings of type @p Settings are read from (a method's
 *        `procedure` object, a worker object). A key with a dot (`socket.mss`) is a key of
 *        an object inside it (`socket`), read and written there.
 */
template <typename Settings>
struct SettingOf {
    using Json = nlohmann::ordered_json;
    using Type = SettingType;

    std::string key;
    Type type = Type::Number;
    double lo = 0;  ///< Integer, Number, IntegerList, NumberList (each value): the bounds; Text: 1 = must not be empty
    double hi = 0;
    bool exclusiveLow = false;  ///< Number, NumberList: more than lo, not at least
    bool required = false;
    bool nullable = false;  ///< null reads as unset (a CPU, a socket control), not as a wrong type
    std::vector<std::string> choices;  ///< Choice: the words it takes
    /**
     * "Mbit/s", "bytes", "s", "ms", "%"; empty for counts and words. The workbench shows it
     * as its editors' suffix (gui/wizards/method_fields.hpp, gui/kinds/).
     */
    std::string unit;
    /** One line, no full stop: what it sets (QT_TRANSLATE_NOOP("MethodParam" or "KindSetting", …)). */
    std::string help;
    /**
     * The value held (null when unset: the writer leaves it out). Its value in new settings
     * is its default.
     */
    std::function<Json(const Settings&)> get = {};
    /** Sets a value the reader has checked against the type and bounds. */
    std::function<void(Settings&, const Json&)> set = {};
    /**
     * Reads the key itself, instead of the checks of its type (a list that may be a range,
     * bounds that depend on another key); null for the usual reading. check(const Plan&)
     * judges such a key by reading its value written alone into an object.
     */
    std::function<void(ObjectReader&, Settings&)> read = {};

    SettingRule rule() const { return {key, type, lo, hi, exclusiveLow, required, nullable, &choices}; }
    /** The key inside its object: `mss` of `socket.mss`. */
    std::string leaf() const { return key.substr(key.find('.') + 1); }
    /** The object it is in: `socket` of `socket.mss`; empty for a key of the object itself. */
    std::string group() const {
        const auto dot = key.find('.');
        return dot == std::string::npos ? std::string() : key.substr(0, dot);
    }
};

namespace detail {
template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {};
template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};
}  // namespace detail

/**
 * @brief @p p with get and set bound to the value @p at(settings) gives of the settings type
 *        @p S (derived from @p Base): a generic lambda `[](auto& s) -> auto& { return
 *        s.socket.mss; }`. An unset optional and an empty list are written as absent; with
 *        @p omitZero, so are 0, false and an empty text.
 */
template <typename Base, typename S, typename At>
SettingOf<Base> bindAt(SettingOf<Base> p, At at, bool omitZero) {
    using Json = nlohmann::ordered_json;
    p.get = [at, omitZero](const Base& s) -> Json {
        static_cast<void>(omitZero);  // unused where T is an optional or a list
        const auto& v = at(static_cast<const S&>(s));
        using T = std::decay_t<decltype(v)>;
        if constexpr (detail::IsOptional<T>::value) {
            return v ? Json(*v) : Json();
        } else if constexpr (detail::IsVector<T>::value) {
            return v.empty() ? Json() : Json(v);
        } else if constexpr (std::is_same_v<T, std::string>) {
            return omitZero && v.empty() ? Json() : Json(v);
        } else if constexpr (std::is_arithmetic_v<T>) {
            return omitZero && !v ? Json() : Json(v);
        } else {
            return Json(v);
        }
    };
    p.set = [at](Base& s, const Json& j) {
        auto& v = at(static_cast<S&>(s));
        using T = std::decay_t<decltype(v)>;
        if constexpr (detail::IsOptional<T>::value) v = j.get<typename T::value_type>();
        else v = j.get<T>();
    };
    return p;
}

/** @brief bindAt() for a @p member of @p S: method.hpp's and worker_kind.hpp's `field`. */
template <typename Base, typename S, typename T>
SettingOf<Base> bindField(SettingOf<Base> p, T S::*member, bool omitZero) {
    return bindAt<Base, S>(std::move(p), [member](auto& s) -> auto& { return s.*member; }, omitZero);
}

/**
 * @brief Reads one setting of @p rule by its type; its value, or null (absent, or a problem
 *        recorded at its path).
 */
nlohmann::ordered_json readSettingValue(ObjectReader& reader, const SettingRule& rule);

/**
 * @brief The problems the reader would find in @p value of a setting of @p rule, a value
 *        already of its type (a plan in memory): out of range, not one of the choices,
 *        empty; none for a null value that is not required. @p path is the setting's.
 */
void checkSettingValue(const SettingRule& rule, const nlohmann::ordered_json& value,
                       const std::string& path, Problems& problems);

/** @brief "a, b or c": @p choices for messages. */
std::string choiceText(const std::vector<std::string>& choices);

/**
 * @brief The keys of the object that @p params read, each once, in order: `socket` for
 *        `socket.mss`.
 */
template <typename Settings>
std::vector<std::string> topKeys(const std::vector<SettingOf<Settings>>& params) {
    std::vector<std::string> keys;
    for (const auto& p : params) {
        const std::string top = p.group().empty() ? p.key : p.group();
        if (std::find(keys.begin(), keys.end(), top) == keys.end()) keys.push_back(top);
    }
    return keys;
}

namespace detail {
template <typename Settings>
void readOne(ObjectReader& reader, const SettingOf<Settings>& p, Settings& settings) {
    if (p.read) {
        p.read(reader, settings);
        return;
    }
    SettingRule rule = p.rule();
    const std::string leaf = p.leaf();
    rule.key = leaf;
    const nlohmann::ordered_json value = readSettingValue(reader, rule);
    if (!value.is_null()) p.set(settings, value);
}
}  // namespace detail

/**
 * @brief Reads every setting of @p params from the object of @p reader into @p settings, in
 *        order; a dotted key's object is read (and its unknown keys refused) where its first
 *        key stands. The caller refuses the object's own unknown keys.
 */
template <typename Settings>
void readSettings(ObjectReader& reader, const std::vector<SettingOf<Settings>>& params, Settings& settings) {
    std::vector<std::string> groupsRead;
    for (const auto& p : params) {
        const std::string group = p.group();
        if (group.empty()) {
            detail::readOne(reader, p, settings);
            continue;
        }
        if (std::find(groupsRead.begin(), groupsRead.end(), group) != groupsRead.end()) continue;
        groupsRead.push_back(group);
        const nlohmann::ordered_json* object = reader.find(group);
        // An object that holds a required key is required itself (a pair's `peer`).
        if (!object && std::any_of(params.begin(), params.end(),
                                   [&](const auto& q) { return q.required && q.group() == group; }))
            reader.problem(group, "is required");
        if (!object || !expectObject(*object, reader.pathOf(group), reader.problems())) continue;
        ObjectReader inner(*object, reader.pathOf(group), reader.problems());
        for (const auto& q : params)
            if (q.group() == group) detail::readOne(inner, q, settings);
        inner.rejectUnknownKeys();
    }
}

/**
 * @brief Writes every setting of @p params that holds a value into @p object, in order; a
 *        dotted key into its object, which is written only when it holds some.
 */
template <typename Settings>
void writeSettings(const std::vector<SettingOf<Settings>>& params, const Settings& settings,
                   nlohmann::ordered_json& object) {
    for (const auto& p : params) {
        nlohmann::ordered_json v = p.get(settings);
        if (v.is_null()) continue;
        const std::string group = p.group();
        if (group.empty()) object[p.key] = std::move(v);
        else object[group][p.leaf()] = std::move(v);
    }
}

/**
 * @brief The problems the reader would find in @p settings (a plan in memory) at @p path,
 *        each setting judged as readSettings() judges it. @p valid gets every value that
 *        passed (it starts as new settings): what the reader would have read, for the
 *        checks across keys.
 */
template <typename Settings>
void checkSettings(const std::vector<SettingOf<Settings>>& params, const Settings& settings,
                   const std::string& path, Problems& problems, Settings& valid) {
    using Json = nlohmann::ordered_json;
    // A key read by hand is judged as the reader judges it: its value alone in an object.
    Json byHand = Json::object();
    for (const auto& p : params) {
        if (!p.read || !p.get) continue;
        Json v = p.get(settings);
        if (v.is_null()) continue;
        if (p.group().empty()) byHand[p.key] = std::move(v);
        else byHand[p.group()][p.leaf()] = std::move(v);
    }
    ObjectReader reader(byHand, path, problems);
    for (const auto& p : params) {
        if (p.read) {
            const std::string group = p.group();
            if (group.empty()) {
                p.read(reader, valid);
            } else if (const Json* object = reader.find(group)) {
                ObjectReader inner(*object, reader.pathOf(group), problems);
                p.read(inner, valid);
            }
            continue;
        }
        const Json v = p.get(settings);
        const std::string at = path.empty() ? p.key : path + "." + p.key;
        if (v.is_null()) {
            if (p.required) problems.push_back({at, "is required"});
            continue;
        }
        const std::size_t before = problems.size();
        checkSettingValue(p.rule(), v, at, problems);
        if (problems.size() == before) p.set(valid, v);
    }
}

}  // namespace iometry::model
