#include "engine/methods/ramp/ramp_source.hpp"

#include <cmath>
#include <stdexcept>

namespace iometry::model {

RampSource::RampSource(Knob knob, RampSettings settings)
    : m_knob(std::move(knob)), m_settings(std::move(settings)) {
    if (!m_knob.stepAt) throw std::invalid_argument("ramp: the knob cannot build steps");
    if (m_settings.values.empty()) throw std::invalid_argument("ramp: no values to try");
    if (!(m_settings.minGrowthPct > 0) || !std::isfinite(m_settings.minGrowthPct))
        throw std::invalid_argument("ramp: min_growth_pct must be more than 0");
    if (m_settings.patience < 1) throw std::invalid_argument("ramp: patience must be at least 1");
    if (m_settings.metric == RateMetric::Auto)
        throw std::invalid_argument("ramp: resolve the metric before building the ramp");
}

void RampSource::take(const StepRecord& record) {
    if (m_stopped != "running") return;
    const results::MetricRow* all = decidingRow(record, m_stopped);
    if (!all) return;
    Point p;
    p.step = record.step.index;
    p.value = m_settings.values[m_points.size()];
    p.rate = metricValue(*all, m_settings.metric);
    if (m_knee < 0) {
        p.grew = true;
    } else {
        const double kneeRate = m_points[static_cast<std::size_t>(m_knee)].rate;
        p.growthPct = kneeRate > 0 ? (p.rate / kneeRate - 1) * 100 : 0;
        p.grew = kneeRate > 0 ? p.rate > kneeRate * (1 + m_settings.minGrowthPct / 100)
                              : p.rate > 0;
    }
    m_points.push_back(p);
    if (p.grew) {
        m_knee = static_cast<int>(m_points.size()) - 1;
        m_stalls = 0;
    } else if (++m_stalls >= m_settings.patience) {
        m_stopped = "plateau";
        return;
    }
    if (m_points.size() >= m_settings.values.size()) m_stopped = "end";
}

std::optional<Step> RampSource::next(const std::vector<StepRecord>& finished) {
    if (finished.size() < m_seen) {  // a caller that starts over: read it all again
        m_points.clear();
        m_seen = 0;
        m_knee = -1;
        m_stalls = 0;
        m_stopped = "running";
    }
    for (; m_seen < finished.size(); ++m_seen) take(finished[m_seen]);
    if (m_stopped != "running") return std::nullopt;
    // Every record seen was taken as a point, so the next value is the next point's.
    Step step = m_knob.stepAt(m_settings.values[m_points.size()]);
    step.index = static_cast<int>(m_points.size());
    return step;
}

nlohmann::ordered_json RampSource::result() const {
    using Json = nlohmann::ordered_json;
    auto point = [&](const Point& p) {
        return Json{{"step", p.step},
                    {"value", knobValueJson(m_knob, p.value)},
                    {columnName(m_settings.metric), p.rate}};
    };
    Json values = Json::array();
    for (double v : m_settings.values) values.push_back(knobValueJson(m_knob, v));
    Json points = Json::array();
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        Json p = point(m_points[i]);
        p["growth_pct"] = i == 0 ? Json() : Json(m_points[i].growthPct);
        p["grew"] = m_points[i].grew;
        points.push_back(p);
    }
    Json knee, peak;
    if (m_knee >= 0) {
        knee = point(m_points[static_cast<std::size_t>(m_knee)]);
        std::size_t best = 0;
        for (std::size_t i = 1; i < m_points.size(); ++i)
            if (m_points[i].rate > m_points[best].rate) best = i;
        peak = point(m_points[best]);
    }
    return Json{{"procedure", "ramp"},
                {"param", m_knob.name},
                {"metric", columnName(m_settings.metric)},
                {"min_growth_pct", m_settings.minGrowthPct},
                {"patience", m_settings.patience},
                {"values", values},
                {"stopped", m_stopped},
                {"knee", knee},
                {"peak", peak},
                {"points", points}};
}

}  // namespace iometry::model
