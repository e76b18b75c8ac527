#include "engine/methods/latency/latency_method.hpp"

#include <algorithm>

#include "engine/methods/latency/latency_source.hpp"
#include "engine/model/plan_parts.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = MethodParam::Type;

constexpr std::size_t kMaxLatencySizes = 1000;

class LatencyMethod final : public Method {
public:
    std::string name() const override { return "latency"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "Request/response latency"); }

    std::vector<MethodParam> params() const override {
        MethodParam sizes = field({.key = "sizes", .type = Type::IntegerList,
                                   .lo = static_cast<double>(kMinRequestSize),
                                   .hi = static_cast<double>(kMaxRequestSize), .unit = "bytes",
                                   .help = QT_TRANSLATE_NOOP("MethodParam",
                                                             "The request sizes, one step each, "
                                                             "every request answered with as "
                                                             "many bytes")},
                                  &LatencyParams::sizes);
        sizes.read = [](ObjectReader& r, MethodSettings& s) {
            // A list of sizes, or a range of them as a sweep takes it.
            const Json* j = r.find("sizes");
            if (!j) return;
            auto& p = static_cast<LatencyParams&>(s);
            p.sizes = parseSweepAxis(*j, SweepParam::Size, r.pathOf("sizes"), r.problems()).values;
            if (p.sizes.size() > kMaxLatencySizes)
                r.problem("sizes", "must have at most " + std::to_string(kMaxLatencySizes) +
                                       " sizes, got " + std::to_string(p.sizes.size()));
        };
        return {
            sizes,
            field({.key = "outstanding", .type = Type::Integer, .lo = 1,
                   .hi = static_cast<double>(kMaxOutstanding),
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "Requests every worker keeps in flight")},
                  &LatencyParams::outstanding),
            field({.key = "interval_ms", .type = Type::Integer, .lo = 0, .hi = 60000, .unit = "ms",
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "A pause after each reply before the "
                                                        "next request, as ping -i")},
                  &LatencyParams::intervalMs),
            field({.key = "count", .type = Type::Integer, .lo = 1,
                   .hi = static_cast<double>(kMaxRoundTripCount),
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "Round trips per size and worker, as "
                                                        "ping -c: every one is timed")},
                  &LatencyParams::count),
            field({.key = "trial_s", .type = Type::Number, .lo = 0, .hi = 86400, .exclusiveLow = true,
                   .unit = "s", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "How long each size runs")},
                  &LatencyParams::trialS),
        };
    }

    PolyValue<MethodSettings> makeSettings() const override { return LatencyParams{}; }

    /**
     * Its trial time, outstanding and interval written into the plan, and the plan checked
     * to be request/response throughout (docs/plan-format.md, "Request/response latency").
     */
    void apply(Plan& plan, Problems& problems) const override {
        const LatencyParams& p = *plan.procedure.as<LatencyParams>();
        if (p.trialS) plan.runS = *p.trialS;
        if (p.outstanding)
            for (WorkerDef& w : plan.workers) w.outstanding = *p.outstanding;
        // Every counted round trip must be in the histogram: a ramp's are not counted. (The
        // session gives the count to every worker's `configure`.)
        if (p.count && plan.rampS > 0)
            problems.push_back({"ramp_s", "a latency procedure with a count measures every round "
                                          "trip it makes: ramp_s must be 0, got " +
                                              formatNumber(plan.rampS)});
        if (p.intervalMs)
            for (AccessSpec& spec : plan.specs)
                for (AccessLine& line : spec.lines) {
                    line.delayMs = *p.intervalMs;
                    line.burst = 1;
                }
        const std::string pairs =
            workerKinds().names([](const WorkerKind& k) { return k.hasPartnerEnd(); }, " or ");
        for (std::size_t i = 0; i < plan.workers.size(); ++i) {
            const WorkerDef& w = plan.workers[i];
            const std::string at = indexPath("workers", i);
            if (!w.ends()) {
                problems.push_back({at + ".kind", "latency times round trips over the network: a "
                                                  "worker must be " + pairs});
                continue;
            }
            const AccessSpec* spec = plan.findSpec(w.spec);
            if (spec && std::any_of(spec->lines.begin(), spec->lines.end(),
                                    [](const AccessLine& l) { return l.reply == 0; }))
                problems.push_back({at + ".spec", "latency times round trips: every line of spec \"" +
                                                      w.spec + "\" needs a reply (a request/response "
                                                      "or ping-pong spec)"});
            if (w.kind()->countsDatagrams() && w.outstanding > 1)
                problems.push_back({p.outstanding ? std::string("procedure.outstanding") : at + ".outstanding",
                                    "a udp ping-pong keeps one request in flight: outstanding must be 1"});
        }
    }

    std::vector<ParamUse> uses(const Plan& plan) const override {
        return {{SweepParam::Size, latencyStepSizes(*plan.procedure.as<LatencyParams>()),
                 "procedure.sizes", "a latency procedure"}};
    }

    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        return std::make_unique<LatencySource>(plan);
    }

    void configure(const Plan& plan, nlohmann::json& entry) const override {
        // The count bounds every worker's round trips (docs/protocol.md).
        if (const auto& count = plan.procedure.as<LatencyParams>()->count) entry["count"] = *count;
    }

    std::string checkText(const Plan& plan, const StepSource& source) const override {
        const LatencyParams& p = *plan.procedure.as<LatencyParams>();
        std::string out = "procedure: latency, round trips of " + countText(source.plannedSteps(), "size") +
                          " x " + countText(plan.repeats, "repeat") + ", " + formatNumber(plan.runS) +
                          " s each (replies answer in kind)";
        if (p.outstanding) out += ", " + std::to_string(*p.outstanding) + " outstanding";
        if (p.intervalMs) out += ", " + std::to_string(*p.intervalMs) + " ms between requests";
        out += "\n  sizes:";
        for (std::int64_t size : latencyStepSizes(p)) out += " " + std::to_string(size);
        return out + "\n";
    }

    std::vector<ResultTable> resultTables(const Json&) const override;

    std::vector<ResultFigure> resultFigures(const Json&) const override {
        // The article compares the median and p99; the Report page shows one run's every
        // percentile (detail).
        const auto detail = [](const char* field, const char* label) {
            ResultCurve c{field, label};
            c.detail = true;
            return c;
        };
        ResultFigure percentiles{
            QT_TRANSLATE_NOOP("ProcedureFigure", "Round-trip latency against request size"),
            QT_TRANSLATE_NOOP("ProcedureFigure",
                              "The median round trip of each size (solid) and its 99th percentile "
                              "(dashed), on a logarithmic axis."),
            "points", "size", article::Figure::Scale::Log2, article::Figure::Kind::Lines,
            QT_TRANSLATE_NOOP("ProcedureFigure", "Request size (bytes)"),
            QT_TRANSLATE_NOOP("ProcedureFigure", "Round trip (µs)"), nullptr,
            {{"p50_us", QT_TRANSLATE_NOOP("ProcedureFigure", "median")},
             {"p99_us", QT_TRANSLATE_NOOP("ProcedureFigure", "99th percentile")},
             detail("min_us", QT_TRANSLATE_NOOP("ProcedureFigure", "min")),
             detail("mean_us", QT_TRANSLATE_NOOP("ProcedureFigure", "mean")),
             detail("p999_us", QT_TRANSLATE_NOOP("ProcedureFigure", "p99.9")),
             detail("p9999_us", QT_TRANSLATE_NOOP("ProcedureFigure", "p99.99"))}};
        percentiles.yScale = article::Figure::Scale::Log10;
        ResultFigure distribution{
            QT_TRANSLATE_NOOP("ProcedureFigure", "Latency distribution: P(RTT ≥ x) per size"),
            QT_TRANSLATE_NOOP("ProcedureFigure",
                              "For each size, the share of round trips that took x or longer; both "
                              "axes logarithmic, so the tail down to 1 in 100 000 reads."),
            "points", "rtt_us", article::Figure::Scale::Log10, article::Figure::Kind::Lines,
            QT_TRANSLATE_NOOP("ProcedureFigure", "Round-trip time x (µs)"),
            QT_TRANSLATE_NOOP("ProcedureFigure", "Share of round trips ≥ x"), nullptr,
            {{"share"}}};
        distribution.yScale = article::Figure::Scale::Log10;
        distribution.pairs = "exceedance";
        distribution.seriesBy = "size";
        distribution.inArticle = false;
        return {std::move(percentiles), std::move(distribution)};
    }
    std::vector<Headline> headlines(const Json& result) const override {
        const Json* points = resultRows(result, "points");
        if (!points || points->empty()) return {};
        const Json& first = points->front();
        return {{article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Round trip at %1, median (µs)"))
                     .bytes(resultNumber(first, "size")),
                 resultNumber(first, "p50_us"), 2},
                {article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Round trip at %1, 99th percentile (µs)"))
                     .bytes(resultNumber(first, "size")),
                 resultNumber(first, "p99_us"), 2}};
    }
};

std::vector<ResultTable> LatencyMethod::resultTables(const Json&) const {
    return {{"points",
             {{"size", QT_TRANSLATE_NOOP("ProcedureReport", "Size (bytes)"), 0},
              {"round_trips", QT_TRANSLATE_NOOP("ProcedureReport", "Round trips"), 0},
              {"transactions_per_s", QT_TRANSLATE_NOOP("ProcedureReport", "Transactions/s"), 0},
              {"min_us", QT_TRANSLATE_NOOP("ProcedureReport", "Min (µs)"), 2},
              {"mean_us", QT_TRANSLATE_NOOP("ProcedureReport", "Mean (µs)"), 2},
              {"stddev_us", QT_TRANSLATE_NOOP("ProcedureReport", "Std dev (µs)"), 2},
              {"p50_us", QT_TRANSLATE_NOOP("ProcedureReport", "p50 (µs)"), 2},
              {"p90_us", QT_TRANSLATE_NOOP("ProcedureReport", "p90 (µs)"), 2},
              {"p99_us", QT_TRANSLATE_NOOP("ProcedureReport", "p99 (µs)"), 2},
              {"p999_us", QT_TRANSLATE_NOOP("ProcedureReport", "p99.9 (µs)"), 2},
              {"p9999_us", QT_TRANSLATE_NOOP("ProcedureReport", "p99.99 (µs)"), 2},
              {"max_us", QT_TRANSLATE_NOOP("ProcedureReport", "Max (µs)"), 2}}}};
}

}  // namespace

const Method& latencyMethod() {
    static const LatencyMethod method;
    return method;
}

const Method& LatencyParams::method() const { return latencyMethod(); }

std::vector<std::int64_t> latencyStepSizes(const LatencyParams& p) {
    if (!p.sizes.empty()) return p.sizes;
    return {16, 64, 256, 1024, 4096, 16384};
}

}  // namespace iometry::model
