#pragma once
// How many steps a plan runs and how long they take, as the engine counts them: the
// summaries' duration lines.
#include <QString>
#include <optional>

#include "engine/methods/method.hpp"
#include "engine/model/plan.hpp"

namespace iometry::gui {

/**
 * The summary's duration line of a sweep: "13 × 15 ≈ 39 min (each 12 s)", the steps as
 * model::sweepStepCount() counts them, the duration the engine's estimate.
 */
QString stepsTimesRepeatsText(const model::Plan& plan);

/**
 * What @p plan will run and how long it takes, as the engine estimates it
 * (model::estimateRun: its method's step source counts, each step run its ramp, its run
 * and the overhead of setting it up); nullopt while the plan does not pass the validator.
 */
std::optional<model::RunEstimate> procedureSteps(const model::Plan& plan);

/**
 * The summary's duration line of a procedure: "9 ≈ 27 s (each 3 s)", with repeats
 * "9 × 15 ≈ …", for a bound "at most 63 ≈ …"; "—" while the plan does not validate.
 */
QString procedureStepsText(const model::Plan& plan);

}  // namespace iometry::gui
