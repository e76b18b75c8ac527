#include "engine/article/under_load.hpp"

#include <algorithm>
#include <cmath>

#include "engine/report/under_load.hpp"

namespace iometry::article {

namespace {

/** A latency in µs, or ms once the largest reaches 1 ms (docs/report.md, "Units"). */
struct LatencyUnit {
    bool ms = false;
    double of(double us) const { return ms ? us / 1e3 : us; }
    int decimals() const { return ms ? 2 : 1; }
    /** A column's header with the unit: "Idle median (µs)". */
    Text header(Text words) const {
        return text(ms ? QT_TRANSLATE_NOOP("Article", "%1 (ms)") : QT_TRANSLATE_NOOP("Article", "%1 (µs)")).arg(std::move(words));
    }
    /** A column's key with the unit: "idle_p50" + "_us". */
    std::string key(const std::string& name) const { return name + (ms ? "_ms" : "_us"); }
};

LatencyUnit latencyUnitOf(const std::vector<report::ProbeStep>& steps) {
    double top = 0;
    for (const auto& s : steps)
        for (double v : {s.idleMedianUs, s.loadMedianUs, s.loadP99Us, s.idleAfterMedianUs})
            if (std::isfinite(v)) top = std::max(top, v);
    return {top >= 1000};
}

Cell latencyCell(double us, LatencyUnit unit) {
    return std::isfinite(us) ? Cell::of(unit.of(us), unit.decimals()) : Cell::empty();
}

/** The unit of the runs' probe distributions: ms once the largest maximum reaches 1 ms. */
LatencyUnit latencyUnitOf(const std::vector<DeviceRun>& runs) {
    std::uint64_t top = 0;
    for (const DeviceRun& r : runs)
        if (r.run)
            for (const auto& [probe, d] : r.run->probeLatency) top = std::max({top, d.idle.max(), d.load.max()});
    return {top >= 1'000'000};
}

/** A probe's two parts, in the order they are drawn and listed. */
struct ProbePart {
    const char* words;
    const stats::LatencyHistogram report::ProbeDistribution::*part;
    int variant;  ///< its dash in the figure
};
constexpr ProbePart kProbeParts[] = {
    {QT_TRANSLATE_NOOP("Article", "idle"), &report::ProbeDistribution::idle, 1},
    {QT_TRANSLATE_NOOP("Article", "under load"), &report::ProbeDistribution::load, 0},
};

}  // namespace

bool hasProbes(const report::RunFolder& run) {
    return report::hasProbeRows(run.rows);
}

Figure underLoadFigure(const DeviceRun& run) {
    Figure f;
    f.id = "under-load";
    f.kind = Figure::Kind::Lines;
    f.xKey = "t_s";
    f.xLabel = text(QT_TRANSLATE_NOOP("Article", "Time (s)"));
    f.title = text(QT_TRANSLATE_NOOP("Article", "Latency under load"));
    if (!run.run) return f;
    const bool iops = run.run->diskOnly();
    const report::UnderLoadTimeline timeline = report::underLoadTimeline(run.run->timeline, iops);
    double topRate = 0, topLatency = 0;
    for (const auto& p : timeline.throughput) topRate = std::max(topRate, p.value);
    for (const auto& [probe, points] : timeline.medians)
        for (const auto& p : points) topLatency = std::max(topLatency, p.value);
    const RateUnit rate = RateUnit::forTop(topRate);
    const LatencyUnit latency{topLatency >= 1000};
    f.yLabel = iops ? text(QT_TRANSLATE_NOOP("Article", "I/O rate (IOPS)")) : rate.axisLabel();
    f.yKey = iops ? "iops" : rate.key();
    f.y2Label = latency.ms ? text(QT_TRANSLATE_NOOP("Article", "Probe's median latency (ms)"))
                           : text(QT_TRANSLATE_NOOP("Article", "Probe's median latency (µs)"));
    f.y2Key = latency.ms ? "probe_p50_ms" : "probe_p50_us";
    f.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "The load's throughput (left axis) and each probe's median "
                                       "latency per interval (right axis) through the run; in the "
                                       "shaded seconds only the probes ran."));
    FigureSeries load{run.device, text(QT_TRANSLATE_NOOP("Article", "throughput")), run.colour, 0};
    for (const auto& p : timeline.throughput) load.points.push_back({p.t, iops ? p.value : rate.of(p.value)});
    if (!load.points.empty()) f.series.push_back(std::move(load));
    int variant = 1;
    for (const auto& [probe, points] : timeline.medians) {
        FigureSeries s{run.device, text(QT_TRANSLATE_NOOP("Article", "probe %1, median")).arg(probe),
                       run.colour, variant++, true};
        for (const auto& p : points) s.points.push_back({p.t, latency.of(p.value)});
        f.series.push_back(std::move(s));
    }
    f.shaded = timeline.idle;
    return f;
}

Table underLoadTable(const std::vector<DeviceRun>& runs) {
    Table t;
    t.id = "under-load";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "Per step each probe's median latency idle (the seconds before "
                                       "the load), under the load, and what the load added; its 99th "
                                       "percentile under the load, and its median idle again after it."));
    std::vector<report::ProbeStep> all;
    for (const DeviceRun& r : runs)
        if (r.run) {
            auto steps = report::probeSteps(r.run->rows);
            all.insert(all.end(), steps.begin(), steps.end());
        }
    const LatencyUnit unit = latencyUnitOf(all);
    auto header = [&](const char* words) { return unit.header(text(words)); };
    if (runs.size() > 1) t.columns.push_back({"device", text(QT_TRANSLATE_NOOP("Article", "Device"))});
    t.columns.push_back({"step", text(QT_TRANSLATE_NOOP("Article", "Step"))});
    t.columns.push_back({"probe", text(QT_TRANSLATE_NOOP("Article", "Probe"))});
    t.columns.push_back({unit.key("idle_p50"), header(QT_TRANSLATE_NOOP("Article", "Idle median"))});
    t.columns.push_back({unit.key("load_p50"), header(QT_TRANSLATE_NOOP("Article", "Median under load"))});
    t.columns.push_back({unit.key("added"), header(QT_TRANSLATE_NOOP("Article", "Added by the load"))});
    t.columns.push_back({unit.key("load_p99"), header(QT_TRANSLATE_NOOP("Article", "p99 under load"))});
    t.columns.push_back({unit.key("idle_after_p50"), header(QT_TRANSLATE_NOOP("Article", "Idle median after"))});
    for (const DeviceRun& r : runs) {
        if (!r.run) continue;
        for (const report::ProbeStep& s : report::probeSteps(r.run->rows)) {
            std::vector<Cell> row;
            if (runs.size() > 1) row.push_back(Cell::of(r.device));
            row.push_back(Cell::of(static_cast<double>(s.step + 1), 0));
            row.push_back(Cell::of(s.probe));
            row.push_back(latencyCell(s.idleMedianUs, unit));
            row.push_back(latencyCell(s.loadMedianUs, unit));
            row.push_back(latencyCell(s.addedUs, unit));
            row.push_back(latencyCell(s.loadP99Us, unit));
            row.push_back(latencyCell(s.idleAfterMedianUs, unit));
            t.rows.push_back(std::move(row));
        }
    }
    return t;
}

Figure underLoadDistributionFigure(const std::vector<DeviceRun>& runs) {
    Figure f;
    f.id = "under-load-distribution";
    f.kind = Figure::Kind::Lines;
    f.xScale = Figure::Scale::Log10;
    f.yScale = Figure::Scale::Log10;
    const LatencyUnit unit = latencyUnitOf(runs);
    f.xKey = unit.ms ? "latency_ms" : "latency_us";
    f.xLabel = unit.ms ? text(QT_TRANSLATE_NOOP("Article", "Probe's latency x (ms)"))
                       : text(QT_TRANSLATE_NOOP("Article", "Probe's latency x (µs)"));
    f.yKey = "share";
    f.yLabel = text(QT_TRANSLATE_NOOP("Article", "Share of the probe's requests ≥ x"));
    f.title = text(QT_TRANSLATE_NOOP("Article", "Latency under load: the probes' distribution"));
    f.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "For each probe, the share of its requests that took x or "
                                       "longer: in the idle seconds (dashed) and under the load "
                                       "(solid), every step's together; both axes logarithmic."));
    const bool one = runs.size() == 1;
    std::size_t curve = 0;
    for (const DeviceRun& r : runs) {
        if (!r.run) continue;
        for (const auto& [probe, d] : r.run->probeLatency) {
            for (const ProbePart& part : kProbeParts) {
                // One run: a colour per probe; several: the device's colour.
                FigureSeries s{r.device, text(QT_TRANSLATE_NOOP("Article", "probe %1, %2")).arg(probe).arg(text(part.words)),
                               one ? curve : r.colour, part.variant};
                s.steps = true;
                for (const auto& [us, share] : stats::exceedanceCurve(d.*part.part))
                    s.points.push_back({unit.of(us), share});
                if (!s.points.empty()) f.series.push_back(std::move(s));
            }
            ++curve;
        }
    }
    return f;
}

Table underLoadDistributionTable(const std::vector<DeviceRun>& runs) {
    Table t;
    t.id = "under-load-distribution";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "Each probe's latency in the idle seconds and under the load, "
                                       "every step's together: how many requests it timed and their "
                                       "percentiles."));
    const LatencyUnit unit = latencyUnitOf(runs);
    if (runs.size() > 1) t.columns.push_back({"device", text(QT_TRANSLATE_NOOP("Article", "Device"))});
    t.columns.push_back({"probe", text(QT_TRANSLATE_NOOP("Article", "Probe"))});
    t.columns.push_back({"part", text(QT_TRANSLATE_NOOP("Article", "Seconds"))});
    t.columns.push_back({"requests", text(QT_TRANSLATE_NOOP("Article", "Requests"))});
    struct Quantile {
        const char* key;
        const char* label;  ///< a percentile's name, as it is in every language
        double percent;     ///< 100: the maximum
    };
    constexpr Quantile kQuantiles[] = {
        {"p50", "p50", 50}, {"p90", "p90", 90}, {"p99", "p99", 99}, {"p999", "p99.9", 99.9}, {"max", nullptr, 100}};
    for (const Quantile& q : kQuantiles)
        t.columns.push_back({unit.key(q.key),
                             unit.header(q.label ? verbatim(q.label) : text(QT_TRANSLATE_NOOP("Article", "max")))});
    for (const DeviceRun& r : runs) {
        if (!r.run) continue;
        for (const auto& [probe, d] : r.run->probeLatency) {
            for (const ProbePart& part : kProbeParts) {
                const stats::LatencyHistogram& h = d.*part.part;
                if (h.count() == 0) continue;
                std::vector<Cell> row;
                if (runs.size() > 1) row.push_back(Cell::of(r.device));
                row.push_back(Cell::of(probe));
                row.push_back(Cell::of(text(part.words)));
                row.push_back(Cell::of(static_cast<double>(h.count()), 0));
                for (const Quantile& q : kQuantiles) {
                    const std::uint64_t ns = q.percent < 100 ? h.percentile(q.percent) : h.max();
                    row.push_back(latencyCell(static_cast<double>(ns) / 1e3, unit));
                }
                t.rows.push_back(std::move(row));
            }
        }
    }
    return t;
}

}  // namespace iometry::article
