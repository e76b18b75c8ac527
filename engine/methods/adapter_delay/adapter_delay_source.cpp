#include "engine/methods/adapter_delay/adapter_delay_source.hpp"

#include "engine/model/address.hpp"

namespace iometry::model {

std::vector<std::int64_t> defaultDelaySizes() { return {32, 64, 128, 256, 512, 768, 1024, 1280, 1460}; }

namespace {

/** The plan with its ping-pong worker's both ends on its own dynamo, over loopback. */
Plan loopbackPlan(Plan plan) {
    for (WorkerDef& w : plan.workers) {
        PairEnds* ends = w.ends();
        if (!ends) continue;  // the plan reader lets only a pair through
        const std::string loopback = loopbackAddress(ipFamily(ends->bind));
        ends->bind = loopback;
        ends->peer.address = loopback;
        ends->peer.dynamo = w.dynamo;
    }
    return plan;
}

}  // namespace

AdapterDelaySource::AdapterDelaySource(const Plan& plan)
    : m_plan(plan),
      m_sizes(plan.procedure.as<AdapterDelayParams>()->sizes.empty() ? defaultDelaySizes()
                                                                     : plan.procedure.as<AdapterDelayParams>()->sizes),
      m_peer(sizeKnob(plan, true)),
      m_loopback(sizeKnob(loopbackPlan(plan), true)) {}

Step AdapterDelaySource::stepFor(std::size_t index) const {
    const double size = static_cast<double>(m_sizes[index / 2]);
    Step step = index % 2 == 0 ? m_peer.stepAt(size) : m_loopback.stepAt(size);
    step.index = static_cast<int>(index);
    return step;
}

std::optional<Step> AdapterDelaySource::next(const std::vector<StepRecord>& finished) {
    readFinished(finished, m_seen, m_stopped, [this] { m_rows.clear(); },
                 [this](const StepRecord&, const results::MetricRow& all) { m_rows.push_back(all); });
    if (m_stopped == "running" && m_rows.size() >= 2 * m_sizes.size()) m_stopped = "end";
    if (m_stopped != "running") return std::nullopt;
    return stepFor(m_rows.size());
}

nlohmann::ordered_json AdapterDelaySource::result() const {
    using Json = nlohmann::ordered_json;
    const AdapterDelayParams& p = *m_plan.procedure.as<AdapterDelayParams>();
    Json points = Json::array();
    std::vector<analysis::RttPoint> rtts;
    for (std::size_t i = 0; i + 1 < m_rows.size(); i += 2) {
        const results::MetricRow& peer = m_rows[i];
        const results::MetricRow& loop = m_rows[i + 1];
        auto ns = [](const results::MetricRow& r, double us) { return r.latEmpty ? Json() : Json(us * 1e3); };
        points.push_back({{"size", m_sizes[i / 2]},
                          {"rtt_peer_ns", ns(peer, peer.latMeanUs)},
                          {"rtt_loopback_ns", ns(loop, loop.latMeanUs)},
                          {"rtt_peer_p50_ns", ns(peer, peer.latP50Us)},
                          {"rtt_loopback_p50_ns", ns(loop, loop.latP50Us)}});
        if (!peer.latEmpty && !loop.latEmpty)
            rtts.push_back({static_cast<double>(m_sizes[i / 2]), peer.latMeanUs * 1e3, loop.latMeanUs * 1e3});
    }
    std::string error;
    const auto fit = analysis::fitAdapterDelay(rtts, p.linkMbps, p.headerBytes, error);
    Json sizes = Json::array();
    for (std::int64_t s : m_sizes) sizes.push_back(s);
    return Json{{"procedure", "adapter_delay"},
                {"sizes", sizes},
                {"link_mbps", p.linkMbps},
                {"link_mbps_from", p.linkMbpsFrom.empty() ? std::string("plan") : p.linkMbpsFrom},
                {"header_bytes", p.headerBytes},
                {"stopped", m_stopped},
                {"points", points},
                {"fit", fit ? fit->toJson() : Json()},
                {"fit_error", fit ? Json() : Json(error)}};
}

}  // namespace iometry::model
