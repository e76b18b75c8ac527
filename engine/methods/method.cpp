#include "engine/methods/method.hpp"

#include <algorithm>

#include "engine/model/step_source.hpp"

namespace iometry::model {

using Json = nlohmann::ordered_json;

namespace {

std::string choiceText(const std::vector<std::string>& choices) {
    std::string text;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0) text += i + 1 == choices.size() ? " or " : ", ";
        text += choices[i];
    }
    return text;
}

/** Reads one parameter by its type; its value, or null (absent, or a problem recorded). */
Json readParam(ObjectReader& r, const MethodParam& p) {
    const Json* j = p.required ? r.require(p.key) : r.find(p.key);
    if (!j) return nullptr;  // a null is a value of the wrong type: its problem is said
    const std::size_t before = r.problems().size();
    Json value;
    switch (p.type) {
    case MethodParam::Type::Integer: {
        std::int64_t v = 0;
        r.integer(p.key, v, static_cast<std::int64_t>(p.lo), static_cast<std::int64_t>(p.hi), false);
        value = v;
        break;
    }
    case MethodParam::Type::Number: {
        double v = 0;
        r.number(p.key, v, p.lo, p.hi, false, p.exclusiveLow);
        value = v;
        break;
    }
    case MethodParam::Type::Boolean: {
        bool v = false;
        r.boolean(p.key, v);
        value = v;
        break;
    }
    case MethodParam::Type::Choice: {
        std::string v;
        r.string(p.key, v, false);
        if (r.problems().size() == before &&
            std::find(p.choices.begin(), p.choices.end(), v) == p.choices.end())
            r.problem(p.key, "must be " + choiceText(p.choices) + ", got \"" + v + "\"");
        value = v;
        break;
    }
    case MethodParam::Type::IntegerList: {
        if (!j->is_array()) {
            r.problem(p.key, "must be an array, got " + typeName(*j));
            break;
        }
        value = Json::array();
        for (std::size_t i = 0; i < j->size(); ++i) {
            const Json& v = (*j)[i];
            if (!(v.is_number_integer() || v.is_number_unsigned()) || v.get<double>() < p.lo ||
                v.get<double>() > p.hi) {
                r.problems().push_back({indexPath(r.pathOf(p.key), i),
                                        "must be an integer " +
                                            rangeText(static_cast<std::int64_t>(p.lo),
                                                      static_cast<std::int64_t>(p.hi)) +
                                            ", got " + shortValue(v)});
                continue;
            }
            value.push_back(v.get<std::int64_t>());
        }
        break;
    }
    }
    return r.problems().size() == before ? value : Json();
}

}  // namespace

void Method::read(ObjectReader& reader, MethodSettings& settings) const {
    for (const MethodParam& p : params()) {
        if (p.read) {
            p.read(reader, settings);
            continue;
        }
        const Json value = readParam(reader, p);
        if (!value.is_null()) p.set(settings, value);
    }
    checkRead(reader, settings);
}

Json Method::write(const MethodSettings& settings) const {
    Json j = {{"kind", name()}};
    for (const MethodParam& p : params())
        if (Json v = p.get(settings); !v.is_null()) j[p.key] = std::move(v);
    return j;
}

MethodRegistry& MethodRegistry::instance() {
    static MethodRegistry registry = [] {
        MethodRegistry r;
        addBuiltInMethods(r);
        return r;
    }();
    return registry;
}

void MethodRegistry::add(const Method& method) {
    auto it = std::find_if(m_methods.begin(), m_methods.end(),
                           [&](const Method* m) { return m->name() == method.name(); });
    if (it != m_methods.end()) *it = &method;
    else m_methods.push_back(&method);
}

const Method* MethodRegistry::find(std::string_view name) const {
    auto it = std::find_if(m_methods.begin(), m_methods.end(),
                           [&](const Method* m) { return m->name() == name; });
    return it == m_methods.end() ? nullptr : *it;
}

std::string MethodRegistry::names() const {
    std::vector<std::string> names;
    for (const Method* m : m_methods) names.push_back(m->name());
    return choiceText(names);
}

std::string countText(long long n, const char* word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

RunEstimate estimateRun(const Plan& plan) {
    const std::unique_ptr<StepSource> source = plan.procedure.method().makeSource(plan);
    RunEstimate e;
    e.steps = source->plannedSteps();
    e.exact = source->exact();
    e.usualSteps = source->usualSteps();
    e.stepRuns = e.steps * plan.repeats;
    e.stepS = plan.rampS + plan.runS;
    e.seconds = static_cast<double>(e.stepRuns) * (e.stepS + kStepOverheadS);
    return e;
}

std::vector<std::int64_t> integerList(const Json& j) {
    std::vector<std::int64_t> values;
    if (j.is_array())
        for (const Json& v : j) values.push_back(v.get<std::int64_t>());
    return values;
}

const Method& Procedure::method() const { return settings ? settings->method() : sweepMethod(); }

std::string Procedure::name() const { return method().name(); }

}  // namespace iometry::model
