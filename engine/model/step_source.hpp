#pragma once
/**
 * @file
 * @brief Where a run's steps come from: a source that sees every finished step's rows
 *        before it yields the next one (docs/architecture.md, "A run"; docs/plan-format.md, "Procedures").
 *
 * A plain sweep is the simplest source (the cross product of the sweep axes, known in
 * advance). Procedures that steer themselves — a ramp that stops when the achieved rate
 * stops growing, a binary search for the highest zero-loss rate — are other sources;
 * the Session's step driver runs any of them the same way:
 *
 *   source = makeStepSource(plan);   (engine/methods/method.hpp)
 *   while (auto step = source->next(finished)) { run step->repeats; finished.push_back(...); }
 *   procedure.json <- source->result()   (when not null)
 *
 * Steps are numbered by the source from 0 in the order it yields them.
 */

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/metrics.hpp"
#include "engine/stats/histogram.hpp"

namespace iometry::model {

/** @brief One finished step and its summary rows (scope all first). */
struct StepRecord {
    Step step;
    /**
     * The step's rows over its repeats: the `agg` rows when the plan repeats a step,
     * else the rows of its single repeat. Scope `all` comes first.
     */
    std::vector<results::MetricRow> rows;
    bool aborted = false;
    /**
     * The round trips of scope `all`, every repeat's merged: the whole distribution. Only
     * for a source that needs it (StepSource::needsLatency): a histogram that holds values
     * is ~36 KB, and the driver keeps every record of the run.
     */
    stats::LatencyHistogram latency{};
};

class StepSource {
public:
    virtual ~StepSource() = default;

    /**
     * @brief The next step to run, or nullopt when the procedure is over.
     * @param finished every step finished so far, in the order they ran.
     */
    virtual std::optional<Step> next(const std::vector<StepRecord>& finished) = 0;

    /** @brief Steps this source will yield when known in advance (sweeps), else its bound. */
    virtual int plannedSteps() const = 0;

    /** @brief True when plannedSteps() is exact (a sweep); false for an upper bound. */
    virtual bool exact() const { return true; }

    /** @brief Steps when no trial has to run again (a bound's usual case); plannedSteps() else. */
    virtual int usualSteps() const { return plannedSteps(); }

    /** @brief The procedure's own result for procedure.json; null for plain sweeps. */
    virtual nlohmann::ordered_json result() const { return nullptr; }

    /** @brief True when the source reads StepRecord::latency (else it stays empty). */
    virtual bool needsLatency() const { return false; }
};

}  // namespace iometry::model
