#pragma once
/**
 * @file
 * @brief The UDP ramp (docs/plan-format.md, "Procedures"): every udp worker is offered
 *        rates from → to in steps, one trial each, and the achieved rate and the loss of
 *        each trial make the curve the reviews plot.
 *
 * Every rate is tried (the curve past the knee is what shows how an adapter degrades);
 * the ramp ends early only when a trial was aborted or has no `all` row. Its result
 * names the highest achieved rate (payload that arrived, `mbit_per_s` of `all`), the
 * offered rate that reached it, and the highest offered rate up to which nothing was lost.
 */

#include "engine/methods/udp_ramp/udp_ramp_method.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

class UdpRampSource final : public StepSource {
public:
    /** @brief Throws std::invalid_argument when @p rates is empty or the knob cannot build. */
    UdpRampSource(Knob knob, std::vector<double> rates, const UdpRampParams& params);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    int plannedSteps() const override { return static_cast<int>(m_rates.size()); }
    /**
     * @brief {"procedure": "udp_ramp", "from_mbit", "to_mbit", "step_mbit", "size"?,
     *        "trial_s"?, "stopped", "max_achieved_mbit_per_s", "max_at_offered_mbit",
     *        "lossless_up_to_mbit", "points": [{step, offered_mbit, achieved_mbit_per_s,
     *        sent_mbit_per_s, loss_pct, datagrams, lost, jitter_us}]}.
     */
    nlohmann::ordered_json result() const override;

    struct Point {
        int step = 0;
        double offered = 0;
        double achieved = 0;
        double sent = 0;
        double lossPct = 0;
        std::uint64_t datagrams = 0;
        std::uint64_t lost = 0;
        double jitterUs = 0;
    };
    const std::vector<Point>& points() const { return m_points; }
    /** @brief "running", then "end", "aborted" or "no_rows". */
    const std::string& stopped() const { return m_stopped; }

private:
    void take(const StepRecord& record, const results::MetricRow& all);

    Knob m_knob;
    std::vector<double> m_rates;
    UdpRampParams m_params;
    std::vector<Point> m_points;
    std::size_t m_seen = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
