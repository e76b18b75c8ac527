#include "engine/model/json_reader.hpp"

#include <cmath>
#include <sstream>

namespace iometry::model {

using Json = nlohmann::ordered_json;

std::string typeName(const Json& j) {
    if (j.is_null()) return "null";
    if (j.is_boolean()) return "a boolean";
    if (j.is_number_integer() || j.is_number_unsigned()) return "an integer";
    if (j.is_number()) return "a number";
    if (j.is_string()) return "a string";
    if (j.is_array()) return "an array";
    return "an object";
}

namespace {

// j as dump() writes it, compactly, until @p s holds more than @p limit bytes: a value nested
// 100 000 deep costs no more stack than its first 40 characters (dump() recursed to its
// bottom and overflowed), and a string that is not UTF-8 gets U+FFFD (dump() threw).
void appendShort(const Json& j, std::string& s, std::size_t limit) {
    const auto scalar = [](const Json& v) {
        return v.dump(-1, ' ', false, Json::error_handler_t::replace);
    };
    if (!j.is_structured()) {
        s += scalar(j);
        return;
    }
    s += j.is_array() ? '[' : '{';
    bool first = true;
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (s.size() > limit) return;
        if (!first) s += ',';
        first = false;
        if (j.is_object()) s += scalar(Json(it.key())) + ":";
        appendShort(it.value(), s, limit);
    }
    s += j.is_array() ? ']' : '}';
}

}  // namespace

std::string shortValue(const Json& j) {
    std::string s;
    appendShort(j, s, 40);
    if (s.size() > 40) {
        std::size_t cut = 37;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // whole UTF-8
        s = s.substr(0, cut) + "...";
    }
    return s;
}

std::string formatNumber(double v) {
    std::ostringstream os;
    os << v;
    return os.str();
}

std::string indexPath(const std::string& base, std::size_t i) {
    return base + "[" + std::to_string(i) + "]";
}

std::string joinWords(const std::vector<std::string>& words, const std::string& last) {
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) text += i + 1 == words.size() ? last : ", ";
        text += words[i];
    }
    return text;
}

std::string rangeText(std::int64_t lo, std::int64_t hi) {
    return std::to_string(lo) + "–" + std::to_string(hi);
}

bool numberFits(double v, double lo, double hi, bool exclusiveLow) {
    return std::isfinite(v) && v <= hi && (exclusiveLow ? v > lo : v >= lo);
}

std::string numberBounds(double lo, double hi, bool exclusiveLow) {
    return "must be " + std::string(exclusiveLow ? "more than " : "at least ") + formatNumber(lo) +
           " and at most " + formatNumber(hi);
}

bool expectObject(const Json& j, const std::string& path, Problems& problems) {
    if (j.is_object()) return true;
    problems.push_back({path, "must be an object, got " + typeName(j)});
    return false;
}

const Json* ObjectReader::require(const std::string& key) {
    const Json* j = find(key);
    if (!j) problem(key, "is required");
    return j;
}

const Json* ObjectReader::requireArray(const std::string& key, bool nonEmpty) {
    const Json* j = require(key);
    if (!j) return nullptr;
    if (!j->is_array()) {
        problem(key, "must be an array, got " + typeName(*j));
        return nullptr;
    }
    if (nonEmpty && j->empty()) {
        problem(key, "must not be empty");
        return nullptr;
    }
    return j;
}

bool ObjectReader::readInteger(const std::string& key, std::int64_t& out, std::int64_t lo,
                               std::int64_t hi, bool required) {
    const Json* j = required ? require(key) : find(key);
    if (!j) return false;
    if (!(j->is_number_integer() || j->is_number_unsigned())) {
        if (j->is_number_float() && std::floor(j->get<double>()) == j->get<double>() &&
            std::abs(j->get<double>()) < 9e15) {
            // 10.0 is a whole number: accept it like 10
        } else {
            problem(key, "must be an integer " + rangeText(lo, hi) + ", got " + shortValue(*j));
            return false;
        }
    }
    const double asDouble = j->get<double>();
    if (asDouble < static_cast<double>(lo) || asDouble > static_cast<double>(hi)) {
        problem(key, "must be " + rangeText(lo, hi) + ", got " + shortValue(*j));
        return false;
    }
    out = j->is_number_unsigned() ? static_cast<std::int64_t>(j->get<std::uint64_t>())
          : j->is_number_integer() ? j->get<std::int64_t>()
                                   : static_cast<std::int64_t>(asDouble);
    return true;
}

void ObjectReader::number(const std::string& key, double& out, double lo, double hi,
                          bool required, bool exclusiveLow) {
    const Json* j = required ? require(key) : find(key);
    if (!j) return;
    if (!j->is_number()) {
        problem(key, "must be a number, got " + typeName(*j));
        return;
    }
    const double v = j->get<double>();
    if (!numberFits(v, lo, hi, exclusiveLow)) {
        problem(key, numberBounds(lo, hi, exclusiveLow) + ", got " + shortValue(*j));
        return;
    }
    out = v;
}

void ObjectReader::optionalNumber(const std::string& key, std::optional<double>& out, double lo,
                                  double hi, bool exclusiveLow) {
    const Json* j = find(key);
    if (!j || j->is_null()) return;
    const std::size_t before = m_problems.size();
    double value = 0;
    number(key, value, lo, hi, false, exclusiveLow);
    if (m_problems.size() == before) out = value;
}

void ObjectReader::string(const std::string& key, std::string& out, bool required, bool nonEmpty) {
    const Json* j = required ? require(key) : find(key);
    if (!j) return;
    if (!j->is_string()) {
        problem(key, "must be a string, got " + typeName(*j));
        return;
    }
    out = j->get<std::string>();
    if (nonEmpty && out.empty()) problem(key, "must not be empty");
}

void ObjectReader::boolean(const std::string& key, bool& out) {
    const Json* j = find(key);
    if (!j) return;
    if (!j->is_boolean()) {
        problem(key, "must be true or false, got " + shortValue(*j));
        return;
    }
    out = j->get<bool>();
}

void ObjectReader::optionalBoolean(const std::string& key, std::optional<bool>& out) {
    const Json* j = find(key);
    if (!j || j->is_null()) return;
    const std::size_t before = m_problems.size();
    bool value = false;
    boolean(key, value);
    if (m_problems.size() == before) out = value;
}

void ObjectReader::rejectUnknownKeys() {
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        const std::string& key = it.key();
        if (m_known.count(key) || key.rfind("x-", 0) == 0 || key.rfind("_", 0) == 0) continue;
        std::string expected;
        for (const std::string& k : m_known) expected += (expected.empty() ? "" : ", ") + k;
        problem(key, "unknown key; expected one of: " + expected);
    }
}

}  // namespace iometry::model
