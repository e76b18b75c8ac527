#pragma once
/**
 * @file
 * @brief Probes in the steps (docs/plan-format.md, "Probes"): the methods choose their
 *        steps from the load alone, and every step then gets the plan's probes as they were
 *        written, untouched by the step's sizes, depths or rates.
 */

#include <string>

#include "engine/model/plan.hpp"

namespace iometry::model {

/** @brief The name a probe's spec has in a step: apart from the load's, which a step changes. */
std::string probeSpecName(const std::string& spec);

/** @brief @p plan without its probe workers: what the methods choose steps from. */
Plan withoutProbes(Plan plan);

/** @brief True when @p plan has a probe worker. */
bool hasProbes(const Plan& plan);

/**
 * @brief Appends @p plan's probes to @p step's workers (after the load's, so the load's ids
 *        stay), each with its own spec as the plan has it.
 */
void addProbes(const Plan& plan, Step& step);

/** @brief @p step's probes alone (its idle seconds): the same index, params and probes. */
Step probesOf(const Step& step);

}  // namespace iometry::model
