#include "engine/report/under_load.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace iometry::report {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

}  // namespace

std::vector<ProbeStep> probeSteps(const std::vector<results::MetricRow>& summary) {
    // The aggregate rows of a step with repeats, else the first repeat it lists.
    std::map<int, std::string> repeatOf;
    for (const auto& r : summary)
        if (r.scope == "probe" && (r.repeat == "agg" || !repeatOf.count(r.step))) repeatOf[r.step] = r.repeat;
    std::map<std::pair<int, std::string>, ProbeStep> steps;
    std::vector<std::pair<int, std::string>> order;
    for (const auto& r : summary) {
        if (r.scope != "probe") continue;
        if (r.repeat != repeatOf[r.step]) continue;
        const auto key = std::make_pair(r.step, r.name);
        auto [it, added] = steps.try_emplace(key, ProbeStep{r.step, r.name, kNaN, kNaN, kNaN, kNaN, kNaN, {}});
        if (added) order.push_back(key);
        const double median = r.latEmpty ? kNaN : r.latP50Us;
        if (r.phase == "idle_before") it->second.idleMedianUs = median;
        else if (r.phase == "idle_after") it->second.idleAfterMedianUs = median;
        else if (r.phase == "load") {
            it->second.loadMedianUs = median;
            it->second.loadP99Us = r.latEmpty ? kNaN : r.latP99Us;
            it->second.load = r;
        }
    }
    std::vector<ProbeStep> out;
    for (const auto& key : order) {
        ProbeStep p = steps.at(key);
        const double idle = std::isnan(p.idleMedianUs) ? p.idleAfterMedianUs : p.idleMedianUs;
        p.addedUs = p.loadMedianUs - idle;  // NaN when either is
        out.push_back(std::move(p));
    }
    std::stable_sort(out.begin(), out.end(), [](const ProbeStep& a, const ProbeStep& b) { return a.step < b.step; });
    return out;
}

UnderLoadTimeline underLoadTimeline(const std::vector<IntervalRow>& samples, bool iops) {
    UnderLoadTimeline out;
    out.iops = iops;
    double offset = 0, lastEnd = 0;
    std::pair<int, std::string> current{-1, ""};
    for (const IntervalRow& s : samples) {
        const auto& r = s.row;
        if (r.scope == "core" || r.scope == "connection") continue;
        const std::pair<int, std::string> step{r.step, r.repeat};
        if (step != current) {
            // The next step (or repeat) begins where the last one's last interval ended.
            offset = lastEnd;
            current = step;
        }
        const double t = offset + s.t;
        lastEnd = std::max(lastEnd, t);
        if (r.scope == "all" && !s.ramp) out.throughput.push_back({t, iops ? r.opsPerS : r.mbitPerS});
        if (r.scope != "probe") continue;
        if (!r.latEmpty) out.medians[r.name].push_back({t, r.latP50Us});
        if (r.phase.rfind("idle_", 0) == 0) {
            // No load in the idle seconds: the throughput's line breaks there.
            if (!out.throughput.empty() && !std::isnan(out.throughput.back().value))
                out.throughput.push_back({t, std::numeric_limits<double>::quiet_NaN()});
            const double from = t - r.seconds;
            // Intervals follow one another within a few ms of the sampler's timer: one span.
            if (!out.idle.empty() && std::abs(out.idle.back().second - from) < 0.25 * r.seconds) out.idle.back().second = t;
            else if (out.idle.empty() || out.idle.back().second < t) out.idle.emplace_back(from, t);
        }
    }
    return out;
}

}  // namespace iometry::report
