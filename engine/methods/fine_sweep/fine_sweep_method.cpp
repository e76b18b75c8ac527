#include "engine/methods/fine_sweep/fine_sweep_method.hpp"

#include <cmath>
#include <limits>

#include "engine/methods/fine_sweep/fine_sweep_source.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = MethodParam::Type;

class FineSweepMethod final : public Method {
public:
    std::string name() const override { return "fine_sweep"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "Fine size sweep"); }

    std::vector<MethodParam> params() const override {
        const double lo = static_cast<double>(kMinRequestSize), hi = static_cast<double>(kMaxRequestSize);
        return {
            field({.key = "from", .type = Type::Integer, .lo = lo, .hi = hi, .required = true,
                   .unit = "bytes", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "The smallest request size")},
                  &FineSweepParams::from),
            field({.key = "to", .type = Type::Integer, .lo = lo, .hi = hi, .required = true,
                   .unit = "bytes", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "The largest request size")},
                  &FineSweepParams::to),
            field({.key = "points_per_doubling", .type = Type::Integer, .lo = 1, .hi = 16,
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "Base sizes per doubling: 1 tries the "
                                                        "powers of two, 4 adds three sizes "
                                                        "between each two")},
                  &FineSweepParams::pointsPerDoubling),
            field({.key = "perturbation", .type = Type::Integer, .lo = 0, .hi = 4096, .unit = "bytes",
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "Each size is also tried this many "
                                                        "bytes below and above, as NetPIPE does")},
                  &FineSweepParams::perturbation),
            field({.key = "dropout_pct", .type = Type::Number, .lo = 0, .hi = 100, .exclusiveLow = true,
                   .unit = "%", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "A size whose Mbit/s is more than this "
                                                        "below both neighbours' is a drop-out")},
                  &FineSweepParams::dropoutPct),
        };
    }

    PolyValue<MethodSettings> makeSettings() const override { return FineSweepParams{}; }

    std::vector<ParamUse> uses(const Plan& plan) const override {
        const auto& p = *plan.procedure.as<FineSweepParams>();
        return {{SweepParam::Size, {p.from, p.to}, "procedure.from", "a fine sweep"}};
    }

    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        return std::make_unique<FineSweepSource>(plan);
    }

    std::string checkText(const Plan& plan, const StepSource& source) const override {
        std::string out = "procedure: fine_sweep, " + countText(source.plannedSteps(), "size") + " x " +
                          countText(plan.repeats, "repeat") + " (replies answer in kind)\n  sizes:";
        for (std::uint64_t size : fineSweepSizes(*plan.procedure.as<FineSweepParams>()))
            out += " " + std::to_string(size);
        return out + "\n";
    }

    std::vector<ResultTable> resultTables(const Json&) const override {
        return {{"points",
                 {{"size", QT_TRANSLATE_NOOP("ProcedureReport", "Size (bytes)"), 0},
                  rateColumn("mbit_per_s", QT_TRANSLATE_NOOP("ProcedureReport", "Throughput (%1)"), 2),
                  {"transactions_per_s", QT_TRANSLATE_NOOP("ProcedureReport", "Transactions/s"), 0},
                  {"lat_mean_us", QT_TRANSLATE_NOOP("ProcedureReport", "Latency mean (µs)"), 2},
                  {"lat_p50_us", QT_TRANSLATE_NOOP("ProcedureReport", "Latency p50 (µs)"), 2},
                  {"lat_p99_us", QT_TRANSLATE_NOOP("ProcedureReport", "Latency p99 (µs)"), 2},
                  {"drop_pct", QT_TRANSLATE_NOOP("ProcedureReport", "Drop-out (%)"), 1}}}};
    }

    std::vector<ResultFigure> resultFigures(const Json&) const override {
        ResultFigure throughput{QT_TRANSLATE_NOOP("ProcedureFigure", "Fine size sweep: throughput against message size"),
                 QT_TRANSLATE_NOOP("ProcedureFigure",
                                   "Request/response exchanges of every size on the fine grid; a dip "
                                   "shows a size the path handles badly."),
                 "points", "size", article::Figure::Scale::Log2, article::Figure::Kind::Lines,
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Message size (bytes)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Throughput (%1)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Mean latency (µs)"),
                 {{"mbit_per_s"},
                  // The Report page's one figure of a run: its latency beside its throughput.
                  {"lat_mean_us", QT_TRANSLATE_NOOP("ProcedureFigure", "Mean latency"), true, true, {}, false, true},
                  {"mbit_per_s", QT_TRANSLATE_NOOP("ProcedureFigure", "Drop-out"), false, false, "dropouts", true}}};
        throughput.yUnit = ResultUnit::MbitPerS;
        return {std::move(throughput),
                {QT_TRANSLATE_NOOP("ProcedureFigure", "Fine size sweep: latency against message size"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "The median round trip of each size."),
                 "points", "size", article::Figure::Scale::Log2, article::Figure::Kind::Lines,
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Message size (bytes)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Round trip, median (µs)"), nullptr,
                 {{"lat_p50_us"}}}};
    }
    std::vector<Headline> headlines(const Json& result) const override {
        double peak = std::numeric_limits<double>::quiet_NaN(), peakSize = 0;
        if (const Json* points = resultRows(result, "points"))
            for (const Json& p : *points) {
                const double v = resultNumber(p, "mbit_per_s");
                if (std::isfinite(v) && !(v <= peak)) {
                    peak = v;
                    peakSize = resultNumber(p, "size");
                }
            }
        if (!std::isfinite(peak)) return {};
        return {{article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Highest throughput, at %1 (%2)"))
                     .bytes(peakSize),
                 peak, 1, ResultUnit::MbitPerS}};
    }

protected:
    void checkRead(ObjectReader& r, MethodSettings& settings) const override {
        // At most 24 doublings × 16 points × 3 sizes: no count to check.
        const auto& p = static_cast<const FineSweepParams&>(settings);
        if (p.to < p.from)
            r.problem("to", "must be at least from (" + std::to_string(p.from) + "), got " +
                                std::to_string(p.to));
    }
};

}  // namespace

const Method& fineSweepMethod() {
    static const FineSweepMethod method;
    return method;
}

const Method& FineSweepParams::method() const { return fineSweepMethod(); }

}  // namespace iometry::model
