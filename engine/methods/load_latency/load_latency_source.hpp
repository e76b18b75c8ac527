#pragma once
/**
 * @file
 * @brief The load–latency curve's steps (docs/plan-format.md, "Load–latency curve";
 *        docs/metrics.md, "The load–latency curve").
 *
 * With `fractions`, the first step runs the load's workers as written, closed loop: the
 * achieved rate of its `all` row (`transactions_per_s` for request/response workers,
 * `ops_per_s` for disk workers) is the highest rate, `max_rate_per_s`. Then one step per
 * fraction f, open loop: every load worker gets `rate_per_s` f × max ÷ N (N load workers:
 * the total is shared evenly) and the procedure's `arrivals`. With `rates_per_s` there is
 * no search: one step per rate R, each worker at R ÷ N. A level's latencies are timed from
 * every request's scheduled time (docs/metrics.md, "Paced requests"), so a level the
 * target cannot sustain shows its queue.
 *
 * The knee is the first level, lightest first, whose p99 exceeds kKneeP99Factor × the p99
 * of the lightest level. The procedure ends early when a step was aborted or has no `all`
 * row, and after the search when it achieved no rate at all ("no_rate").
 */

#include <optional>
#include <string>
#include <vector>

#include "engine/methods/load_latency/load_latency_method.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

/**
 * @brief The knee of levels whose p99s are @p p99Us, lightest first (NaN: nothing timed):
 *        the index of the first after the lightest whose p99 exceeds kKneeP99Factor × the
 *        lightest's; none with fewer than two levels, or when the lightest timed nothing.
 */
std::optional<std::size_t> loadLatencyKnee(const std::vector<double>& p99Us);

/**
 * @brief The level the headline gives the p99 of (docs/report.md): the fraction 0.9 when
 *        @p fractions has it, else the largest fraction below 0.9; none when every one is
 *        above.
 */
std::optional<std::size_t> loadLatencyHeadlineLevel(const std::vector<double>& fractions);

class LoadLatencySource final : public StepSource {
public:
    /** @brief From a validated plan whose procedure is load_latency, without its probes. */
    explicit LoadLatencySource(const Plan& plan);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    /** @brief The search (with fractions) and one step per level. */
    int plannedSteps() const override;
    /**
     * @brief {"procedure": "load_latency", "fractions", "rates_per_s", "arrivals", "trial_s",
     *        "metric", "workers", "stopped", "max_rate_per_s", "search", "knee_factor",
     *        "knee", "levels": [{step, fraction, rate_per_s, offered_per_s, achieved_per_s,
     *        lat_mean_us, lat_p50_us, lat_p90_us, lat_p99_us, lat_p999_us, lat_max_us, and
     *        for disk workers read_lat_* and write_lat_*}]}; see docs/plan-format.md.
     */
    nlohmann::ordered_json result() const override;

    /** @brief "running", then "end", "aborted", "no_rows" or "no_rate". */
    const std::string& stopped() const { return m_stopped; }

private:
    struct Level {
        int step = 0;
        double ratePerS = 0;  ///< the total asked of the workers
        results::MetricRow all;
    };

    void take(const StepRecord& record, const results::MetricRow& all);
    /** The total the next level offers: its fraction of the search's rate, or its rate. */
    double nextTotal() const;
    /** The step that offers @p totalPerS to the load's workers together. */
    Step levelStep(double totalPerS) const;

    Step m_base;
    LoadLatencyParams m_params;
    RateMetric m_metric = RateMetric::TransactionsPerS;
    bool m_storage = false;
    std::optional<results::MetricRow> m_search;  ///< the closed-loop step's `all` row
    int m_searchStep = 0;
    std::vector<Level> m_levels;
    std::size_t m_seen = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
