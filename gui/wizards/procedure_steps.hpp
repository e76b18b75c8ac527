#pragma once
// How many steps a plan runs and how long they take, as the engine counts them: the
// summaries' duration lines.
#include <QString>
#include <optional>

#include "engine/model/plan.hpp"

namespace iometry::gui {

/**
 * The summary's duration line of a sweep: "13 × 15 ≈ 39 min (each 12 s)", the steps as
 * model::sweepStepCount() counts them.
 */
QString stepsTimesRepeatsText(const model::Plan& plan);

/** How many steps a procedure runs: exact (udp_ramp, fine_sweep, …) or an upper bound. */
struct ProcedureSteps {
    int steps = 0;
    bool exact = true;
    int usual = 0;     ///< StepSource::usualSteps(): the bound when no trial runs again
    double stepS = 0;  ///< ramp + run of one step as the engine runs it (trial_s replaces run_s)
};

/**
 * The steps @p plan's procedure will run, as the engine's step source counts them
 * (model::makeStepSource); nullopt while the plan does not pass the validator.
 */
std::optional<ProcedureSteps> procedureSteps(const model::Plan& plan);

/**
 * The summary's duration line of a procedure: "9 ≈ 27 s (each 3 s)", with repeats
 * "9 × 15 ≈ …", for a bound "at most 63 ≈ …"; "—" while the plan does not validate.
 */
QString procedureStepsText(const model::Plan& plan);

}  // namespace iometry::gui
