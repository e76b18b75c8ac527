#include "engine/methods/ramp/ramp_method.hpp"

#include "engine/json/json_fields.hpp"
#include "engine/methods/ramp/ramp_source.hpp"
#include "engine/model/plan_parts.hpp"
#include "engine/methods/procedure.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = MethodParam::Type;

RampParams& paramsOf(MethodSettings& s) { return static_cast<RampParams&>(s); }
const RampParams& paramsOf(const MethodSettings& s) { return static_cast<const RampParams&>(s); }

/** A key of the range, read with `param` (its bounds depend on the knob). */
MethodParam rangeKey(const char* key, Type type, std::vector<std::string> choices, const char* help,
                     std::function<Json(const RampParams&)> get) {
    MethodParam p{.key = key, .type = type, .choices = std::move(choices), .help = help};
    p.get = [get](const MethodSettings& s) { return get(paramsOf(s)); };
    p.read = [](ObjectReader&, MethodSettings&) {};  // `param` reads it
    return p;
}

const RateMetric kMetrics[] = {RateMetric::Auto, RateMetric::MbitPerS, RateMetric::OpsPerS,
                               RateMetric::TransactionsPerS};

class RampMethod final : public Method {
public:
    std::string name() const override { return "ramp"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "Ramp"); }

    std::vector<MethodParam> params() const override {
        MethodParam param{.key = "param", .type = Type::Choice, .required = true,
                          .choices = {"outstanding", "size"}, .help =
                              QT_TRANSLATE_NOOP("MethodParam", "The knob the ramp raises")};
        param.get = [](const MethodSettings& s) { return Json(toString(paramsOf(s).param)); };
        param.read = [](ObjectReader& r, MethodSettings& s) {
            RampParams& p = paramsOf(s);
            std::string name;
            r.string("param", name, true);
            std::optional<SweepParam> knob;
            if (name == "outstanding") knob = SweepParam::Outstanding;
            else if (name == "size") knob = SweepParam::Size;
            else if (r.hasString("param"))
                r.problem("param", "must be outstanding or size, got \"" + name + "\"");
            if (!knob) {  // without a knob the range cannot be judged
                r.skip(std::vector<std::string>{"start", "end", "step", "mode"});
                return;
            }
            p.param = *knob;
            const std::int64_t lo = *knob == SweepParam::Size ? kMinRequestSize : 1;
            const std::int64_t hi = *knob == SweepParam::Size ? kMaxRequestSize : kMaxOutstanding;
            const std::size_t before = r.problems().size();
            readRange(r, p.range, lo, hi);
            if (r.problems().size() == before) checkRange(r, p.range);
        };
        MethodParam metric{.key = "metric", .type = Type::Choice,
                           .choices = {"auto", "mbit_per_s", "ops_per_s", "transactions_per_s"},
                           .help =
                               QT_TRANSLATE_NOOP("MethodParam", "The rate that must keep "
                                                                "growing")};
        metric.get = [](const MethodSettings& s) { return Json(toString(paramsOf(s).metric)); };
        metric.set = [](MethodSettings& s, const Json& j) {
            for (RateMetric m : kMetrics)
                if (j.get<std::string>() == toString(m)) paramsOf(s).metric = m;
        };
        return {
            param,
            rangeKey("start", Type::Integer, {},
                QT_TRANSLATE_NOOP("MethodParam", "The knob's first value"),
                     [](const RampParams& p) { return Json(p.range.start); }),
            rangeKey("end", Type::Integer, {},
                QT_TRANSLATE_NOOP("MethodParam", "Its last value: the ramp never goes beyond it"),
                     [](const RampParams& p) { return Json(p.range.end); }),
            rangeKey("step", Type::Integer, {},
                QT_TRANSLATE_NOOP("MethodParam", "Added to (linear) or multiplied by "
                                                 "(exponential) each value"),
                     [](const RampParams& p) { return Json(p.range.step); }),
            rangeKey("mode", Type::Choice, {"linear", "exponential"},
                QT_TRANSLATE_NOOP("MethodParam", "How the values grow"),
                     [](const RampParams& p) { return Json(p.range.exponential ? "exponential" : "linear"); }),
            field({.key = "min_growth_pct", .type = Type::Number, .lo = 0, .hi = 1000, .exclusiveLow = true,
                   .unit = "%", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "Less growth than this over the knee so "
                                                        "far is a stall")},
                  &RampParams::minGrowthPct),
            field({.key = "patience", .type = Type::Integer, .lo = 1, .hi = 100,
                   .help = QT_TRANSLATE_NOOP("MethodParam", "Stalls in a row that end the ramp")},
                  &RampParams::patience),
            metric,
        };
    }

    PolyValue<MethodSettings> makeSettings() const override { return RampParams{}; }

    std::vector<ParamUse> uses(const Plan& plan) const override {
        const auto& p = *plan.procedure.as<RampParams>();
        return {{p.param, p.range.values(), "procedure.end", "a ramp"}};
    }

    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        const auto& p = *plan.procedure.as<RampParams>();
        RampSettings settings;
        for (std::int64_t v : p.range.values()) settings.values.push_back(static_cast<double>(v));
        settings.minGrowthPct = p.minGrowthPct;
        settings.patience = p.patience;
        settings.metric = resolveMetric(plan, p.metric);
        return std::make_unique<RampSource>(knobFor(plan, p.param), std::move(settings));
    }

    std::string checkText(const Plan& plan, const StepSource& source) const override {
        const auto& p = *plan.procedure.as<RampParams>();
        const RateMetric metric = resolveMetric(plan, p.metric);
        return "procedure: ramp over " + std::string(toString(p.param)) +
               " (adaptive: each next step is chosen from the last one's results)\n  values " +
               valuesText(p.range.values()) + "; at most " + countText(source.plannedSteps(), "step") +
               " x " + countText(plan.repeats, "repeat") + "\n  stops when " + columnName(metric) +
               " grows less than " + formatNumber(p.minGrowthPct) + " % over the knee for " +
               countText(p.patience, "step") + " in a row\n";
    }

    std::vector<ResultTable> resultTables(const Json& result) const override {
        // The knob and the rate as the result names them.
        const std::string param = model::stringAt(result, "param");
        const std::string metric = model::stringAt(result, "metric");
        const std::string knob = param == "size" ? QT_TRANSLATE_NOOP("ProcedureReport", "Request size (bytes)")
                                             : QT_TRANSLATE_NOOP("ProcedureReport", "Outstanding I/Os");
        const ResultColumn rate = metric == "ops_per_s" ? ResultColumn{metric, QT_TRANSLATE_NOOP("ProcedureReport", "Operations/s"), 2}
                                  : metric == "transactions_per_s"
                                      ? ResultColumn{metric, QT_TRANSLATE_NOOP("ProcedureReport", "Transactions/s"), 2}
                                      : rateColumn(metric, QT_TRANSLATE_NOOP("ProcedureReport", "Throughput (%1)"), 2);
        return {{"points",
                 {{param, knob, 0, "value"},
                  rate,
                  {"growth_pct", QT_TRANSLATE_NOOP("ProcedureReport", "Growth over the knee (%)"), 1},
                  {"grew", QT_TRANSLATE_NOOP("ProcedureReport", "Grew"), 0}}}};
    }

    std::vector<ResultFigure> resultFigures(const Json& result) const override {
        const std::string param = model::stringAt(result, "param");
        const std::string metric = model::stringAt(result, "metric");
        const bool size = param == "size";
        ResultFigure f{QT_TRANSLATE_NOOP("ProcedureFigure", "Ramp: the rate at each step"),
                 QT_TRANSLATE_NOOP("ProcedureFigure",
                                   "Each point is one step; the ramp stops where the rate stops growing."),
                 "points", "value",
                 // Ramped values are positive, usually doublings (1, 2, 4 … in flight): log2.
                 article::Figure::Scale::Log2,
                 article::Figure::Kind::Lines,
                 size ? QT_TRANSLATE_NOOP("ProcedureFigure", "Request size (bytes)")
                      : QT_TRANSLATE_NOOP("ProcedureFigure", "Outstanding I/Os"),
                 metric == "ops_per_s"            ? QT_TRANSLATE_NOOP("ProcedureFigure", "Operations/s")
                 : metric == "transactions_per_s" ? QT_TRANSLATE_NOOP("ProcedureFigure", "Transactions/s")
                                                  : QT_TRANSLATE_NOOP("ProcedureFigure", "Throughput (%1)"),
                 nullptr,
                 {{metric},
                  {metric, QT_TRANSLATE_NOOP("ProcedureFigure", "Knee"), false, false, "knee", true}}};
        if (mbit(metric)) f.yUnit = ResultUnit::MbitPerS;
        return {std::move(f)};
    }
    std::vector<Headline> headlines(const Json& result) const override {
        const Json* knee = resultAt(result, "knee");
        if (!knee || !knee->is_object()) return {};
        const std::string metric = model::stringAt(result, "metric");
        const bool size = model::stringAt(result, "param") == "size";
        return {{article::text("ProcedureReport", size ? QT_TRANSLATE_NOOP("ProcedureReport", "Knee at request size (bytes)")
                                                       : QT_TRANSLATE_NOOP("ProcedureReport", "Knee at outstanding I/Os")),
                 resultNumber(*knee, "value"), 0},
                {article::text("ProcedureReport",
                               metric == "ops_per_s"            ? QT_TRANSLATE_NOOP("ProcedureReport", "Rate at the knee (operations/s)")
                               : metric == "transactions_per_s" ? QT_TRANSLATE_NOOP("ProcedureReport", "Rate at the knee (transactions/s)")
                                                                : QT_TRANSLATE_NOOP("ProcedureReport", "Rate at the knee (%1)")),
                 resultNumber(*knee, metric), 1, mbit(metric) ? ResultUnit::MbitPerS : ResultUnit::None}};
    }

private:
    /** A result's metric is Mbit/s (the one that is neither operations nor transactions). */
    static bool mbit(const std::string& metric) {
        return metric != "ops_per_s" && metric != "transactions_per_s";
    }
    /** Long linear ranges: the first six, …, the last two. */
    static std::string valuesText(const std::vector<std::int64_t>& values) {
        std::string out;
        const std::size_t n = values.size();
        for (std::size_t i = 0; i < n; ++i) {
            if (n > 12 && i == 6) {
                out += ", …";
                i = n - 3;
                continue;
            }
            out += (out.empty() ? "" : ", ") + std::to_string(values[i]);
        }
        return out;
    }
};

}  // namespace

const Method& rampMethod() {
    static const RampMethod method;
    return method;
}

const Method& RampParams::method() const { return rampMethod(); }

}  // namespace iometry::model
