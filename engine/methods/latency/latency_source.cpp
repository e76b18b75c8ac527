#include "engine/methods/latency/latency_source.hpp"

#include <algorithm>

namespace iometry::model {

LatencySource::LatencySource(const Plan& plan)
    : m_knob(sizeKnob(plan, true)), m_params(*plan.procedure.as<LatencyParams>()), m_sizes(latencyStepSizes(m_params)) {}

std::optional<Step> LatencySource::next(const std::vector<StepRecord>& finished) {
    readFinished(finished, m_seen, m_stopped, [this] { m_points.clear(); },
                 [this](const StepRecord& record, const results::MetricRow& all) {
                     m_points.push_back({static_cast<std::uint64_t>(m_sizes[m_points.size()]),
                                         all.transactionsPerS, record.latency});
                 });
    if (m_stopped == "running" && m_points.size() >= m_sizes.size()) m_stopped = "end";
    if (m_stopped != "running") return std::nullopt;
    Step step = m_knob.stepAt(static_cast<double>(m_sizes[m_points.size()]));
    step.index = static_cast<int>(m_points.size());
    return step;
}

nlohmann::ordered_json LatencySource::result() const {
    using Json = nlohmann::ordered_json;
    Json points = Json::array();
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const Point& p = m_points[i];
        const stats::LatencyHistogram& h = p.latency;
        const bool any = h.count() > 0;
        auto us = [any](double ns) { return any ? Json(ns / 1e3) : Json(); };
        auto pct = [&](double q) { return us(static_cast<double>(h.percentile(q))); };
        Json curve = Json::array();
        for (const auto& point : stats::exceedanceCurve(h)) curve.push_back({point.first, point.second});
        points.push_back({{"step", static_cast<int>(i)},
                          {"size", p.size},
                          {"round_trips", h.count()},
                          {"transactions_per_s", p.transactionsPerS},
                          {"min_us", us(static_cast<double>(h.min()))},
                          {"mean_us", us(h.mean())},
                          {"stddev_us", us(h.stddev())},
                          {"p50_us", pct(50)},
                          {"p90_us", pct(90)},
                          {"p99_us", pct(99)},
                          {"p999_us", pct(99.9)},
                          {"p9999_us", pct(99.99)},
                          {"max_us", us(static_cast<double>(h.max()))},
                          {"exceedance", curve}});
    }
    Json j = {{"procedure", "latency"}, {"sizes", m_sizes}};
    j["outstanding"] = m_params.outstanding ? Json(*m_params.outstanding) : Json();
    j["interval_ms"] = m_params.intervalMs ? Json(*m_params.intervalMs) : Json();
    j["count"] = m_params.count ? Json(*m_params.count) : Json();
    j["trial_s"] = m_params.trialS ? Json(*m_params.trialS) : Json();
    j["stopped"] = m_stopped;
    j["points"] = points;
    return j;
}

}  // namespace iometry::model
