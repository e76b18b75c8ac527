#pragma once
/**
 * @file
 * @brief The fine size sweep (NetPIPE style; docs/plan-format.md, "Fine size sweep"):
 *        roughly exponential request sizes, each also a few bytes below and above, so that
 *        a throughput drop-out at a size a powers-of-two sweep never tries shows up.
 *
 * Every size is one step; lines with a reply (ping-pong) answer with as many bytes as
 * they asked. The result lists every point and the **drop-outs**: sizes whose Mbit/s is
 * more than `dropout_pct` below both of their neighbours'.
 */

#include "engine/methods/fine_sweep/fine_sweep_method.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

/**
 * @brief The sizes of a fine sweep: from × 2^(i / points_per_doubling), rounded, up to
 *        `to`, each with its neighbours ± perturbation (within from … to), sorted, distinct.
 */
std::vector<std::uint64_t> fineSweepSizes(const FineSweepParams& params);

class FineSweepSource final : public StepSource {
public:
    explicit FineSweepSource(const Plan& plan);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    int plannedSteps() const override { return static_cast<int>(m_sizes.size()); }
    /**
     * @brief {"procedure": "fine_sweep", the plan's keys, "stopped", "points": [{step, size,
     *        mbit_per_s, transactions_per_s, lat_mean_us, lat_p50_us, lat_p99_us, drop_pct (null
     *        unless a drop-out)}],
     *        "dropouts": [{size, mbit_per_s, neighbours_mbit_per_s, drop_pct}]}.
     */
    nlohmann::ordered_json result() const override;

private:
    Knob m_knob;
    FineSweepParams m_params;
    std::vector<std::uint64_t> m_sizes;
    std::vector<std::pair<std::uint64_t, results::MetricRow>> m_points;
    std::size_t m_seen = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
