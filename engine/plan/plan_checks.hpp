#pragma once
/**
 * @file
 * @brief The checks of a plan that span its parts, once every part is read
 *        (docs/plan-format.md, "Validation errors"): names unique and references resolved,
 *        an MTU sweep only over the links under test, and each worker kind's checks of its
 *        workers against the whole plan (its sweeps and its method).
 */

#include "engine/model/json_reader.hpp"
#include "engine/model/plan.hpp"

namespace iometry::model {

/** @brief Every problem of @p plan across its parts, appended to @p problems. */
void checkPlan(const Plan& plan, Problems& problems);

}  // namespace iometry::model
