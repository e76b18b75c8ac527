#pragma once
/**
 * @file
 * @brief The adapter delay procedure (the round-trip method; docs/metrics.md, "Adapter
 *        delay"): for each payload size, a UDP ping-pong to the peer and the same ping-pong
 *        over loopback on the requester's host, then the delay per size and its
 *        least-squares line (engine/analysis/nic_delay.hpp).
 *
 * The plan has one `udp` worker whose spec is a ping-pong (`reply`, `read: 0`). For each
 * size L the source yields two steps: the worker as written (RTT to the peer), then a copy
 * of it whose both ends sit on the worker's own dynamo at the loopback address of its
 * family (RTT over loopback). Requests and replies are L bytes (as ping's).
 */

#include "engine/analysis/nic_delay.hpp"
#include "engine/methods/adapter_delay/adapter_delay_method.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

/** @brief The sizes the method of the seed paper uses when a plan gives none. */
std::vector<std::int64_t> defaultDelaySizes();

class AdapterDelaySource final : public StepSource {
public:
    /** @brief From a validated plan whose procedure is an adapter_delay. */
    explicit AdapterDelaySource(const Plan& plan);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    int plannedSteps() const override { return static_cast<int>(2 * m_sizes.size()); }
    /**
     * @brief {"procedure": "adapter_delay", "sizes", "link_mbps", "header_bytes", "stopped",
     *        "points": [{size, rtt_peer_ns, rtt_loopback_ns, rtt_peer_p50_ns,
     *        rtt_loopback_p50_ns}], "fit": the analysis (A_ns_per_byte, B_ns,
     *        max_relative_error, sizes) or null, "fit_error": why there is none}.
     */
    nlohmann::ordered_json result() const override;

private:
    Step stepFor(std::size_t index) const;

    Plan m_plan;
    std::vector<std::int64_t> m_sizes;
    Knob m_peer, m_loopback;
    std::vector<results::MetricRow> m_rows;  // the all row of every finished step
    std::size_t m_seen = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
