#include "engine/model/setting.hpp"

#include <algorithm>
#include <limits>

namespace iometry::model {

using Json = nlohmann::ordered_json;

namespace {

bool isChoice(const SettingRule& rule, const std::string& v) {
    return rule.choices && std::find(rule.choices->begin(), rule.choices->end(), v) != rule.choices->end();
}

/** A bound as an integer: the largest double below 2^63 and beyond read as INT64_MAX. */
std::int64_t wholeBound(double v) {
    constexpr double kTop = 9223372036854775807.0;  // rounds to 2^63
    if (v >= kTop) return std::numeric_limits<std::int64_t>::max();
    if (v <= -kTop) return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(v);
}

std::string choiceProblem(const SettingRule& rule, const std::string& v) {
    return "must be " + choiceText(rule.choices ? *rule.choices : std::vector<std::string>{}) + ", got \"" + v + "\"";
}

/** An entry of an IntegerList or a NumberList out of bounds (or of another type): its problem. */
bool listItemFits(const SettingRule& rule, const Json& v) {
    if (rule.type == SettingType::NumberList)
        return v.is_number() && numberFits(v.get<double>(), rule.lo, rule.hi, rule.exclusiveLow);
    return (v.is_number_integer() || v.is_number_unsigned()) && v.get<double>() >= rule.lo &&
           v.get<double>() <= rule.hi;
}

std::string listItemProblem(const SettingRule& rule, const Json& v) {
    if (rule.type == SettingType::NumberList)
        return numberBounds(rule.lo, rule.hi, rule.exclusiveLow) + ", got " + shortValue(v);
    return "must be an integer " + rangeText(wholeBound(rule.lo), wholeBound(rule.hi)) +
           ", got " + shortValue(v);
}

}  // namespace

std::string choiceText(const std::vector<std::string>& choices) { return joinWords(choices, " or "); }

Json readSettingValue(ObjectReader& r, const SettingRule& p) {
    const std::string key(p.key);
    const Json* j = p.required ? r.require(key) : r.find(key);
    // Else a null is a value of the wrong type: its problem is said.
    if (!j || (p.nullable && j->is_null())) return nullptr;
    const std::size_t before = r.problems().size();
    Json value;
    switch (p.type) {
    case SettingType::Integer: {
        std::int64_t v = 0;
        r.integer(key, v, wholeBound(p.lo), wholeBound(p.hi), false);
        value = v;
        break;
    }
    case SettingType::Number: {
        double v = 0;
        r.number(key, v, p.lo, p.hi, false, p.exclusiveLow);
        value = v;
        break;
    }
    case SettingType::Boolean: {
        bool v = false;
        r.boolean(key, v);
        value = v;
        break;
    }
    case SettingType::Choice: {
        std::string v;
        r.string(key, v, false);
        if (r.problems().size() == before && !isChoice(p, v)) r.problem(key, choiceProblem(p, v));
        value = v;
        break;
    }
    case SettingType::Text: {
        std::string v;
        r.string(key, v, false, p.lo >= 1);
        value = v;
        break;
    }
    case SettingType::IntegerList:
    case SettingType::NumberList: {
        if (!j->is_array()) {
            r.problem(key, "must be an array, got " + typeName(*j));
            break;
        }
        value = Json::array();
        for (std::size_t i = 0; i < j->size(); ++i) {
            const Json& v = (*j)[i];
            if (!listItemFits(p, v)) {
                r.problems().push_back({indexPath(r.pathOf(key), i), listItemProblem(p, v)});
                continue;
            }
            if (p.type == SettingType::NumberList) value.push_back(v.get<double>());
            else value.push_back(v.get<std::int64_t>());
        }
        break;
    }
    }
    return r.problems().size() == before ? value : Json();
}

void checkSettingValue(const SettingRule& p, const Json& v, const std::string& path, Problems& problems) {
    if (v.is_null()) {
        if (p.required) problems.push_back({path, "is required"});
        return;
    }
    switch (p.type) {
    case SettingType::Integer: {
        const double x = v.get<double>();
        if (x < p.lo || x > p.hi)
            problems.push_back({path, "must be " + rangeText(wholeBound(p.lo), wholeBound(p.hi)) +
                                          ", got " + shortValue(v)});
        break;
    }
    case SettingType::Number: {
        const double x = v.get<double>();
        if (!numberFits(x, p.lo, p.hi, p.exclusiveLow))
            problems.push_back({path, numberBounds(p.lo, p.hi, p.exclusiveLow) + ", got " + shortValue(v)});
        break;
    }
    case SettingType::Boolean: break;
    case SettingType::Choice:
        if (!isChoice(p, v.get<std::string>())) problems.push_back({path, choiceProblem(p, v.get<std::string>())});
        break;
    case SettingType::Text:
        if (p.lo >= 1 && v.get<std::string>().empty()) problems.push_back({path, "must not be empty"});
        break;
    case SettingType::IntegerList:
    case SettingType::NumberList:
        for (std::size_t i = 0; i < v.size(); ++i)
            if (!listItemFits(p, v[i])) problems.push_back({indexPath(path, i), listItemProblem(p, v[i])});
        break;
    }
}

}  // namespace iometry::model
