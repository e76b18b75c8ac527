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
 *   source = makeStepSource(plan);
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

/**
 * @brief The `all` row of a finished step, for a source that decides from it; null when
 *        the procedure must end there, with @p stopped set to "aborted" (the step was
 *        stopped or failed) or "no_rows" (it has no `all` row).
 */
const results::MetricRow* decidingRow(const StepRecord& record, std::string& stopped);

/**
 * @brief How the sources that take one point per step read the driver's records: each
 *        record from @p seen on, while @p stopped is "running", goes to @p take with its
 *        deciding row (decidingRow ends the procedure on an aborted or empty step). A
 *        caller with fewer records than @p seen starts over: @p stopped is reset to
 *        "running", @p seen to 0, and @p restart forgets the points first.
 */
void readFinished(const std::vector<StepRecord>& finished, std::size_t& seen, std::string& stopped,
                  const std::function<void()>& restart,
                  const std::function<void(const StepRecord&, const results::MetricRow&)>& take);

/** @brief The source a plan asks for (a sweep unless the plan names a procedure). */
std::unique_ptr<StepSource> makeStepSource(const Plan& plan);

}  // namespace iometry::model
