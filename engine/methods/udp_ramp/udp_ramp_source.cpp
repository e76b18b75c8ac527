#include "engine/methods/udp_ramp/udp_ramp_source.hpp"

#include <stdexcept>

namespace iometry::model {

UdpRampSource::UdpRampSource(Knob knob, std::vector<double> rates, const UdpRampParams& params)
    : m_knob(std::move(knob)), m_rates(std::move(rates)), m_params(params) {
    if (!m_knob.stepAt) throw std::invalid_argument("udp_ramp: the knob cannot build steps");
    if (m_rates.empty()) throw std::invalid_argument("udp_ramp: no rates to offer");
}

void UdpRampSource::take(const StepRecord& record, const results::MetricRow& all) {
    Point p;
    p.step = record.step.index;
    p.offered = m_rates[m_points.size()];
    p.achieved = all.mbitPerS;
    p.sent = all.sentMbitPerS;
    p.lossPct = all.lossPct;
    p.datagrams = all.datagrams;
    p.lost = all.lostDatagrams;
    p.jitterUs = all.jitterUs;
    m_points.push_back(p);
    if (m_points.size() >= m_rates.size()) m_stopped = "end";
}

std::optional<Step> UdpRampSource::next(const std::vector<StepRecord>& finished) {
    readFinished(finished, m_seen, m_stopped, [this] { m_points.clear(); },
                 [this](const StepRecord& record, const results::MetricRow& all) { take(record, all); });
    if (m_stopped != "running") return std::nullopt;
    Step step = m_knob.stepAt(m_rates[m_points.size()]);
    step.index = static_cast<int>(m_points.size());
    return step;
}

nlohmann::ordered_json UdpRampSource::result() const {
    using Json = nlohmann::ordered_json;
    Json points = Json::array();
    const Point* best = nullptr;
    Json lossless;  // the highest offered rate up to which no trial lost a datagram
    bool lossFree = true;
    for (const Point& p : m_points) {
        points.push_back({{"step", p.step},
                          {"offered_mbit", p.offered},
                          {"achieved_mbit_per_s", p.achieved},
                          {"sent_mbit_per_s", p.sent},
                          {"loss_pct", p.lossPct},
                          {"datagrams", p.datagrams},
                          {"lost", p.lost},
                          {"jitter_us", p.jitterUs}});
        if (!best || p.achieved > best->achieved) best = &p;
        lossFree = lossFree && p.lost == 0 && p.datagrams > 0;
        if (lossFree) lossless = p.offered;
    }
    Json j = {{"procedure", "udp_ramp"},
              {"from_mbit", m_params.fromMbit},
              {"to_mbit", m_params.toMbit},
              {"step_mbit", m_params.stepMbit}};
    if (m_params.size) j["size"] = *m_params.size;
    if (m_params.trialS) j["trial_s"] = *m_params.trialS;
    j["stopped"] = m_stopped;
    j["max_achieved_mbit_per_s"] = best ? Json(best->achieved) : Json();
    j["max_at_offered_mbit"] = best ? Json(best->offered) : Json();
    j["lossless_up_to_mbit"] = lossless;
    j["points"] = points;
    return j;
}

}  // namespace iometry::model
