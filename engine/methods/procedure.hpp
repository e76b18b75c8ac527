#pragma once
/**
 * @file
 * @brief What adaptive procedures share (docs/plan-format.md, "Procedures"): the knob a
 *        procedure turns, and the rate it reads from a finished step's rows.
 *
 * A knob builds the step of a plan at one value of one parameter (every worker's
 * outstanding, every line's size, every udp worker's offered rate); the ramp
 * (ramp_source.hpp) and the binary search (search_source.hpp) only choose values.
 */

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/model/step_source.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::model {

/** @brief A numeric parameter a procedure varies, and how to build the step at a value. */
struct Knob {
    std::string name;  ///< as in the plan and in procedure.json: outstanding, size, rate_mbit
    bool integer = true;  ///< values are rounded to whole numbers before they are applied
    /** The step at @p value: index 0 (the source numbers its steps), params set. */
    std::function<Step(double value)> stepAt;
};

/** @brief The plan's single step, with no sweep applied (the base every knob changes). */
Step baseStep(const Plan& plan);

/** @brief Every worker's outstanding (StepParams::outstanding). */
Knob outstandingKnob(const Plan& plan);
/**
 * @brief Every line of every spec gets this size (StepParams::size); with
 *        @p repliesInKind, every reply too (a ping-pong answers with what it was asked).
 */
Knob sizeKnob(const Plan& plan, bool repliesInKind = false);
/** @brief Every udp worker's offered rate in Mbit/s (StepParams::rateMbit). */
Knob rateKnob(const Plan& plan);
/** @brief The knob a sweep parameter names. */
Knob knobFor(const Plan& plan, SweepParam param);

/**
 * @brief The metric Auto stands for in this plan: transactions/s when every worker's
 *        spec is request/response (every line has a reply), operations/s when every
 *        worker is a disk, else Mbit/s.
 */
RateMetric resolveMetric(const Plan& plan, RateMetric metric);

/** @brief The CSV column name of a metric (`mbit_per_s`, …); "auto" for Auto. */
const char* columnName(RateMetric metric);

/** @brief The row of scope `all` among a step's rows, or null when there is none. */
const results::MetricRow* allRow(const std::vector<results::MetricRow>& rows);

/** @brief The metric's value in a row. */
double metricValue(const results::MetricRow& row, RateMetric metric);

/** @brief A knob's value as written in procedure.json (an integer for integer knobs). */
nlohmann::ordered_json knobValueJson(const Knob& knob, double value);

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

}  // namespace iometry::model
