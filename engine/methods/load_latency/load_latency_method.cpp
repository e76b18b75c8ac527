#include "engine/methods/load_latency/load_latency_method.hpp"

#include <algorithm>
#include <cmath>

#include "engine/json/json_fields.hpp"
#include "engine/methods/load_latency/load_latency_source.hpp"
#include "engine/methods/rate_methods.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = MethodParam::Type;

/** True when a result's rate is I/Os (disk workers), not transactions. */
bool opsOf(const Json& result) { return stringAt(result, "metric") == "ops_per_s"; }

/** True when some level of @p result timed both reads and writes (a disk mix). */
bool mixesDirections(const Json& result) {
    const Json* levels = resultRows(result, "levels");
    if (!levels) return false;
    return std::any_of(levels->begin(), levels->end(), [](const Json& l) {
        return std::isfinite(resultNumber(l, "read_lat_p99_us")) && std::isfinite(resultNumber(l, "write_lat_p99_us"));
    });
}

class LoadLatencyMethod final : public Method {
public:
    std::string name() const override { return "load_latency"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "Load–latency curve"); }

    std::vector<MethodParam> params() const override {
        return {
            field({.key = "fractions", .type = Type::NumberList, .lo = 0, .hi = kMaxLoadFraction,
                   .exclusiveLow = true,
                   .help = QT_TRANSLATE_NOOP("MethodParam",
                                             "Fractions of the highest rate found in a closed loop, "
                                             "each offered open loop as one level")},
                  &LoadLatencyParams::fractions),
            field({.key = "rates_per_s", .type = Type::NumberList, .lo = 0, .hi = kMaxRatePerS,
                   .exclusiveLow = true, .unit = "/s",
                   .help = QT_TRANSLATE_NOOP("MethodParam",
                                             "Total rates offered instead of fractions, one level "
                                             "each, without the search")},
                  &LoadLatencyParams::ratesPerS),
            field({.key = "arrivals", .type = Type::Choice, .choices = {"constant", "poisson"},
                   .help = QT_TRANSLATE_NOOP("MethodParam",
                                             "How a level's requests come due: at even gaps, or "
                                             "at exponential gaps of the same mean")},
                  &LoadLatencyParams::arrivals),
            trialSecondsParam(&LoadLatencyParams::trialS,
                              QT_TRANSLATE_NOOP("MethodParam", "How long each step runs, the search's too")),
        };
    }

    PolyValue<MethodSettings> makeSettings() const override { return LoadLatencyParams{}; }

    /**
     * Its trial time as run_s, and the plan checked to have load it can pace
     * (docs/plan-format.md, "Load–latency curve"): every load worker takes rate_per_s, none
     * has one of its own, and they count one rate (all disks, or all request/response).
     */
    void apply(Plan& plan, Problems& problems) const override {
        const auto& p = *plan.procedure.as<LoadLatencyParams>();
        if (p.trialS) plan.runS = *p.trialS;
        bool storage = false;
        bool network = false;
        for (std::size_t i = 0; i < plan.workers.size(); ++i) {
            const WorkerDef& w = plan.workers[i];
            if (w.probe || !w.kind()) continue;  // a probe asks at its own rate in every step
            const std::string at = indexPath("workers", i);
            (w.kind()->isStorage() ? storage : network) = true;
            if (w.ratePerS)
                problems.push_back({at + ".rate_per_s", "worker \"" + w.name + "\": load_latency sets every "
                                                        "worker's rate_per_s itself, after a search without "
                                                        "it: leave it out"});
            const AccessSpec* spec = plan.findSpec(w.spec);
            if (!spec) continue;
            if (const std::string why = pacingProblem(*w.kind(), *spec); !why.empty())
                problems.push_back({at + ".spec", "worker \"" + w.name + "\": load_latency puts its requests "
                                                  "on a schedule, and " + why});
        }
        if (storage && network)
            problems.push_back({"procedure.kind", "load_latency offers one rate to all its workers: they must be "
                                                  "all disk workers (I/Os per second) or all request/response "
                                                  "workers (transactions per second), not both"});
    }

    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        return std::make_unique<LoadLatencySource>(plan);
    }

    std::string checkText(const Plan& plan, const StepSource& source) const override {
        const auto& p = *plan.procedure.as<LoadLatencyParams>();
        std::string out = "procedure: load_latency, " + countText(source.plannedSteps(), "step") + " x " +
                          countText(plan.repeats, "repeat") + ", " + formatNumber(plan.runS) + " s each: ";
        out += p.searches() ? "the highest rate in a closed loop, then " +
                                  countText(static_cast<long long>(p.fractions.size()), "fraction") +
                                  " of it offered open loop"
                            : countText(static_cast<long long>(p.ratesPerS.size()), "rate") + " offered open loop";
        out += " (" + p.arrivals + " arrivals, shared evenly by the load's workers)\n  ";
        out += p.searches() ? "fractions:" : "rates per second:";
        for (double v : p.levels()) out += " " + formatNumber(v);
        return out + "\n";
    }

    std::vector<ResultTable> resultTables(const Json& result) const override {
        const bool ops = opsOf(result);
        ResultTable t{"levels",
                      {{"fraction", QT_TRANSLATE_NOOP("ProcedureReport", "Fraction of max"), 2},
                       {"offered_per_s",
                        ops ? QT_TRANSLATE_NOOP("ProcedureReport", "Offered (operations/s)")
                            : QT_TRANSLATE_NOOP("ProcedureReport", "Offered (transactions/s)"),
                        0},
                       {"achieved_per_s",
                        ops ? QT_TRANSLATE_NOOP("ProcedureReport", "Achieved (operations/s)")
                            : QT_TRANSLATE_NOOP("ProcedureReport", "Achieved (transactions/s)"),
                        0},
                       {"lat_mean_us", QT_TRANSLATE_NOOP("ProcedureReport", "Mean (µs)"), 2},
                       {"lat_p50_us", QT_TRANSLATE_NOOP("ProcedureReport", "p50 (µs)"), 2},
                       {"lat_p90_us", QT_TRANSLATE_NOOP("ProcedureReport", "p90 (µs)"), 2},
                       {"lat_p99_us", QT_TRANSLATE_NOOP("ProcedureReport", "p99 (µs)"), 2},
                       {"lat_p999_us", QT_TRANSLATE_NOOP("ProcedureReport", "p99.9 (µs)"), 2},
                       {"lat_max_us", QT_TRANSLATE_NOOP("ProcedureReport", "Max (µs)"), 2}}};
        if (mixesDirections(result)) {
            t.columns.push_back({"read_lat_p99_us", QT_TRANSLATE_NOOP("ProcedureReport", "Reads p99 (µs)"), 2});
            t.columns.push_back({"write_lat_p99_us", QT_TRANSLATE_NOOP("ProcedureReport", "Writes p99 (µs)"), 2});
        }
        return {std::move(t)};
    }

    std::vector<ResultFigure> resultFigures(const Json& result) const override {
        // The article compares the median and p99 of each device, and its knee; the Report
        // page draws one run's p90 and p99.9 too (detail).
        const auto detail = [](const char* field, const char* label) {
            ResultCurve c{field, label};
            c.detail = true;
            return c;
        };
        ResultFigure f{QT_TRANSLATE_NOOP("ProcedureFigure", "Latency against load, open loop"),
                       QT_TRANSLATE_NOOP("ProcedureFigure",
                                         "Each point is one level of offered load, drawn at the rate it "
                                         "achieved; every latency is timed from the request's scheduled "
                                         "time, on a logarithmic axis. The circle marks the knee: the first "
                                         "level whose p99 is more than twice that of the lightest level."),
                       "levels", "achieved_per_s", article::Figure::Scale::Linear, article::Figure::Kind::Lines,
                       opsOf(result) ? QT_TRANSLATE_NOOP("ProcedureFigure", "Achieved rate (operations/s)")
                                     : QT_TRANSLATE_NOOP("ProcedureFigure", "Achieved rate (transactions/s)"),
                       QT_TRANSLATE_NOOP("ProcedureFigure", "Latency (µs)"), nullptr,
                       {{"lat_p50_us", QT_TRANSLATE_NOOP("ProcedureFigure", "median")},
                        detail("lat_p90_us", QT_TRANSLATE_NOOP("ProcedureFigure", "p90")),
                        {"lat_p99_us", QT_TRANSLATE_NOOP("ProcedureFigure", "p99")},
                        detail("lat_p999_us", QT_TRANSLATE_NOOP("ProcedureFigure", "p99.9")),
                        {"lat_p99_us", QT_TRANSLATE_NOOP("ProcedureFigure", "Knee"), false, false, "knee", true}}};
        if (mixesDirections(result)) {
            f.curves.push_back(detail("read_lat_p99_us", QT_TRANSLATE_NOOP("ProcedureFigure", "reads, p99")));
            f.curves.push_back(detail("write_lat_p99_us", QT_TRANSLATE_NOOP("ProcedureFigure", "writes, p99")));
        }
        f.yScale = article::Figure::Scale::Log10;
        return {std::move(f)};
    }

    std::vector<Headline> headlines(const Json& result) const override {
        std::vector<Headline> out;
        const bool ops = opsOf(result);
        const Json* levels = resultRows(result, "levels");
        if (levels && !levels->empty()) {
            std::vector<double> fractions;
            for (const Json& l : *levels) fractions.push_back(resultNumber(l, "fraction"));
            if (std::all_of(fractions.begin(), fractions.end(), [](double f) { return std::isfinite(f); })) {
                // "p99 at 90 % of the highest rate": a level below saturation, as the reviews quote.
                if (const auto at = loadLatencyHeadlineLevel(fractions)) {
                    const double pct = fractions[*at] * 100;
                    out.push_back({article::text("ProcedureReport",
                                                 QT_TRANSLATE_NOOP("ProcedureReport", "p99 at %1 % of the highest rate (µs)"))
                                       .num(pct, pct == std::round(pct) ? 0 : 1),
                                   resultNumber((*levels)[*at], "lat_p99_us"), 1});
                }
            } else {
                // Rates of its own: the p99 at the highest rate offered.
                const Json& top = levels->back();
                out.push_back({article::text("ProcedureReport",
                                             QT_TRANSLATE_NOOP("ProcedureReport", "p99 at %1/s offered (µs)"))
                                   .num(resultNumber(top, "rate_per_s"), 0),
                               resultNumber(top, "lat_p99_us"), 1});
            }
        }
        const double max = resultNumber(result, "max_rate_per_s");
        if (std::isfinite(max))
            out.push_back({article::text("ProcedureReport",
                                         ops ? QT_TRANSLATE_NOOP("ProcedureReport", "Highest rate, closed loop (operations/s)")
                                             : QT_TRANSLATE_NOOP("ProcedureReport", "Highest rate, closed loop (transactions/s)")),
                           max, 0});
        if (const Json* knee = resultAt(result, "knee"); knee && knee->is_object())
            out.push_back({article::text("ProcedureReport",
                                         ops ? QT_TRANSLATE_NOOP("ProcedureReport", "Knee, achieved rate (operations/s)")
                                             : QT_TRANSLATE_NOOP("ProcedureReport", "Knee, achieved rate (transactions/s)")),
                           resultNumber(*knee, "achieved_per_s"), 0});
        return out;
    }

protected:
    void checkRead(ObjectReader& r, MethodSettings& settings) const override {
        auto& p = static_cast<LoadLatencyParams&>(settings);
        const bool fractions = !p.fractions.empty() || r.find("fractions");
        const bool rates = !p.ratesPerS.empty() || r.find("rates_per_s");
        if (fractions && rates)
            r.problem("rates_per_s", "cannot be given with fractions: the levels are fractions of the highest "
                                     "rate found, or rates of their own without a search, not both");
        else if (!fractions && !rates)
            r.problem("fractions", "is required, or rates_per_s instead: the levels to offer, as fractions of "
                                   "the highest rate found or as rates per second");
        checkLevels(r, "fractions", p.fractions);
        checkLevels(r, "rates_per_s", p.ratesPerS);
    }

private:
    /** A list of levels: not empty, not too long, lightest first. */
    static void checkLevels(ObjectReader& r, const std::string& key, std::vector<double>& levels) {
        const Json* given = r.find(key);
        if (given && given->is_array() && given->empty()) r.problem(key, "must not be empty");
        if (levels.size() > kMaxLoadLevels) {
            r.problem(key, "must have at most " + std::to_string(kMaxLoadLevels) + " levels, got " +
                               std::to_string(levels.size()));
            levels.clear();
            return;
        }
        for (std::size_t i = 1; i < levels.size(); ++i)
            if (!(levels[i] > levels[i - 1])) {
                // The levels run from the lightest load up: the knee is read in that order.
                r.problems().push_back({indexPath(r.pathOf(key), i),
                                        "must be more than the level before it (" + formatNumber(levels[i - 1]) +
                                            "): the levels run from the lightest load up, got " +
                                            formatNumber(levels[i])});
                levels.clear();
                return;
            }
    }
};

}  // namespace

const Method& loadLatencyMethod() {
    static const LoadLatencyMethod method;
    return method;
}

const Method& LoadLatencyParams::method() const { return loadLatencyMethod(); }

}  // namespace iometry::model
