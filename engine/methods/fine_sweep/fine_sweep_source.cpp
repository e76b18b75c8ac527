#include "engine/methods/fine_sweep/fine_sweep_source.hpp"

#include <algorithm>
#include <cmath>

namespace iometry::model {

std::vector<std::uint64_t> fineSweepSizes(const FineSweepParams& p) {
    std::vector<std::uint64_t> sizes;
    if (p.from < 1 || p.to < p.from || p.pointsPerDoubling < 1) return sizes;
    const auto from = static_cast<double>(p.from);
    const auto to = static_cast<double>(p.to);
    for (int i = 0;; ++i) {
        const double base = std::round(from * std::exp2(static_cast<double>(i) / p.pointsPerDoubling));
        if (base > to) break;
        for (std::int64_t d : {-p.perturbation, std::int64_t{0}, p.perturbation}) {
            const double size = base + static_cast<double>(d);
            if (size >= from && size <= to) sizes.push_back(static_cast<std::uint64_t>(size));
        }
    }
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

FineSweepSource::FineSweepSource(const Plan& plan)
    : m_knob(sizeKnob(plan, true)), m_params(*plan.procedure.as<FineSweepParams>()), m_sizes(fineSweepSizes(m_params)) {}

std::optional<Step> FineSweepSource::next(const std::vector<StepRecord>& finished) {
    readFinished(finished, m_seen, m_stopped, [this] { m_points.clear(); },
                 [this](const StepRecord&, const results::MetricRow& all) {
                     m_points.emplace_back(m_sizes[m_points.size()], all);
                 });
    if (m_stopped == "running" && m_points.size() >= m_sizes.size()) m_stopped = "end";
    if (m_stopped != "running") return std::nullopt;
    Step step = m_knob.stepAt(static_cast<double>(m_sizes[m_points.size()]));
    step.index = static_cast<int>(m_points.size());
    return step;
}

nlohmann::ordered_json FineSweepSource::result() const {
    using Json = nlohmann::ordered_json;
    // A drop-out: more than dropout_pct below both neighbours (the first and last sizes
    // have one neighbour only and are never called one).
    Json dropouts = Json::array();
    std::vector<Json> dropAt(m_points.size());
    for (std::size_t i = 1; i + 1 < m_points.size(); ++i) {
        const double here = m_points[i].second.mbitPerS;
        const double neighbours = std::min(m_points[i - 1].second.mbitPerS, m_points[i + 1].second.mbitPerS);
        if (neighbours > 0 && here < neighbours * (1 - m_params.dropoutPct / 100)) {
            dropAt[i] = (1 - here / neighbours) * 100;
            dropouts.push_back({{"size", m_points[i].first},
                                {"mbit_per_s", here},
                                {"neighbours_mbit_per_s", neighbours},
                                {"drop_pct", dropAt[i]}});
        }
    }
    Json points = Json::array();
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const std::uint64_t size = m_points[i].first;
        const results::MetricRow& row = m_points[i].second;  // not a binding: clang 14 cannot capture those
        auto lat = [&](double v) { return row.latEmpty ? Json() : Json(v); };
        points.push_back({{"step", static_cast<int>(i)},
                          {"size", size},
                          {"mbit_per_s", row.mbitPerS},
                          {"transactions_per_s", row.transactionsPerS},
                          {"lat_mean_us", lat(row.latMeanUs)},
                          {"lat_p50_us", lat(row.latP50Us)},
                          {"lat_p99_us", lat(row.latP99Us)},
                          {"drop_pct", dropAt[i]}});
    }
    return Json{{"procedure", "fine_sweep"},
                {"from", m_params.from},
                {"to", m_params.to},
                {"points_per_doubling", m_params.pointsPerDoubling},
                {"perturbation", m_params.perturbation},
                {"dropout_pct", m_params.dropoutPct},
                {"stopped", m_stopped},
                {"points", points},
                {"dropouts", dropouts}};
}

}  // namespace iometry::model
