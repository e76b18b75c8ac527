#include "engine/methods/method.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/model/probes.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

using Json = nlohmann::ordered_json;

void Method::read(ObjectReader& reader, MethodSettings& settings) const {
    readSettings(reader, params(), settings);
    checkRead(reader, settings);
}

Json Method::write(const MethodSettings& settings) const {
    Json j = {{"kind", name()}};
    writeSettings(params(), settings, j);
    return j;
}

void Method::check(const MethodSettings& settings, const std::string& path, Problems& problems,
                   MethodSettings& valid) const {
    checkSettings(params(), settings, path, problems, valid);
    // The checks across keys see what the reader would have read, and speak at its path.
    const Json none = Json::object();
    ObjectReader reader(none, path, problems);
    checkRead(reader, valid);
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
    const std::unique_ptr<StepSource> source = makeStepSource(plan);
    RunEstimate e;
    e.steps = source->plannedSteps();
    e.exact = source->exact();
    e.usualSteps = source->usualSteps();
    e.stepRuns = e.steps * plan.repeats;
    e.stepS = plan.rampS + plan.runS;
    // The probes' idle seconds before and after every step run, each a part of its own
    // (docs/metrics.md, "Latency under load").
    const int parts = plan.idleS > 0 && hasProbes(plan) ? 3 : 1;
    if (parts > 1) e.stepS += 2 * plan.idleS;
    e.seconds = static_cast<double>(e.stepRuns) * (e.stepS + parts * kStepOverheadS);
    return e;
}

namespace {

/** A parameter's value in the article's words: a number with its unit, a list, yes or no. */
article::Text paramValue(const MethodParam& p, const Json& v) {
    const auto number = [&](const Json& n) {
        const double x = n.get<double>();
        const int decimals = p.type == MethodParam::Type::Number && x != static_cast<double>(
                                                                        static_cast<long long>(x))
                                 ? 2
                                 : 0;
        return article::quantity(x, decimals, p.unit);
    };
    switch (p.type) {
    case MethodParam::Type::Boolean:
        return article::text(v.get<bool>() ? QT_TRANSLATE_NOOP("Article", "yes")
                                           : QT_TRANSLATE_NOOP("Article", "no"));
    case MethodParam::Type::Choice:
    case MethodParam::Type::Text: return article::verbatim(v.get<std::string>());
    case MethodParam::Type::IntegerList:
    case MethodParam::Type::NumberList: {
        // A list of numbers keeps the decimals its values have (0.25), up to two.
        std::vector<article::Text> items;
        for (const Json& n : v) {
            const double x = n.get<double>();
            const int decimals = p.type == MethodParam::Type::IntegerList ? 0
                                 : x * 10 == std::round(x * 10) ? (x == std::round(x) ? 0 : 1)
                                                                 : 2;
            items.push_back(article::Text{"", "%1", {}}.num(x, decimals));
        }
        article::Text list = article::join(items, ", ");
        if (p.unit.empty()) return list;
        return article::Text{"", "%1 %2", {}}.arg(std::move(list)).arg(article::unit(p.unit));
    }
    case MethodParam::Type::Integer:
    case MethodParam::Type::Number: break;
    }
    return v.is_number() ? number(v) : article::verbatim(v.dump());
}

}  // namespace

article::Text Method::paragraph(const Plan& plan) const {
    // "UDP ramp: offered rate of the first step 200 Mbit/s; …." from the parameters' help.
    std::vector<article::Text> items;
    for (const MethodParam& p : params()) {
        if (!p.get || p.help.empty()) continue;
        const Json v = plan.procedure.settings ? p.get(*plan.procedure.settings) : Json();
        if (v.is_null()) continue;
        items.push_back(article::Text{"", "%1: %2", {}}
                            .arg(article::Text{"MethodParam", p.help, {}})
                            .arg(paramValue(p, v)));
    }
    article::Text intro = article::text(QT_TRANSLATE_NOOP("Article", "The method: %1.")).arg(article::Text{"MethodTitle", title(), {}});
    if (items.empty()) return intro;
    return article::text(QT_TRANSLATE_NOOP("Article", "%1 Its settings: %2.")).arg(std::move(intro)).arg(article::join(items, "; "));
}

const Json* resultAt(const Json& result, const std::string& path) {
    const Json* at = &result;
    std::size_t start = 0;
    while (at) {
        const std::size_t dot = path.find('.', start);
        const std::string key = path.substr(start, dot == std::string::npos ? dot : dot - start);
        if (!at->is_object()) return nullptr;
        const auto it = at->find(key);
        at = it == at->end() ? nullptr : &*it;
        if (dot == std::string::npos) break;
        start = dot + 1;
    }
    return at;
}

const Json* resultRows(const Json& result, const std::string& path) {
    const Json* at = resultAt(result, path);
    return at && at->is_array() ? at : nullptr;
}

double resultNumber(const Json& row, const std::string& field) {
    if (!row.is_object()) return std::numeric_limits<double>::quiet_NaN();
    const auto it = row.find(field);
    return it != row.end() && it->is_number() ? it->get<double>()
                                              : std::numeric_limits<double>::quiet_NaN();
}

std::unique_ptr<StepSource> makeStepSource(const Plan& plan) {
    // The steps are the load's: the probes join every step as written (probes.hpp).
    return plan.procedure.method().makeSource(withoutProbes(plan));
}

const Method& Procedure::method() const { return settings ? settings->method() : sweepMethod(); }

std::string Procedure::name() const { return method().name(); }

}  // namespace iometry::model
