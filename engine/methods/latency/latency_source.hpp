#pragma once
/**
 * @file
 * @brief Request/response latency (docs/plan-format.md, "Request/response latency"):
 *        every request size is one step of round trips — a TCP request/response or a UDP
 *        ping-pong, replies answered in kind — and the result keeps each size's whole
 *        distribution.
 *
 * Per size: the number of round trips, min, mean, standard deviation, p50, p90, p99,
 * p99.9, p99.99 and max (µs), from the step's merged histogram of scope `all`
 * (docs/metrics.md, "Latency columns"), and the exceedance curve P(RTT ≥ x) that the
 * report draws on a log axis.
 */

#include "engine/methods/latency/latency_method.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"
#include "engine/stats/histogram.hpp"

namespace iometry::model {

class LatencySource final : public StepSource {
public:
    explicit LatencySource(const Plan& plan);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    int plannedSteps() const override { return static_cast<int>(m_sizes.size()); }
    bool needsLatency() const override { return true; }
    /**
     * @brief {"procedure": "latency", "sizes", "outstanding", "interval_ms", "count", "trial_s",
     *        "stopped", "points": [{step, size, round_trips, transactions_per_s, min_us,
     *        mean_us, stddev_us, p50_us, p90_us, p99_us, p999_us, p9999_us, max_us,
     *        exceedance: [[us, share], …]}]}; a size with no round trip has null times.
     */
    nlohmann::ordered_json result() const override;

private:
    struct Point {
        std::uint64_t size = 0;
        double transactionsPerS = 0;
        stats::LatencyHistogram latency;
    };

    Knob m_knob;
    LatencyParams m_params;
    std::vector<std::int64_t> m_sizes;
    std::vector<Point> m_points;
    std::size_t m_seen = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
