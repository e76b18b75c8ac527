#pragma once
/**
 * @file
 * @brief Reading the parts of a plan that stand on their own: an access spec, a sweep
 *        axis, a range (docs/plan-format.md). The plan reader (engine/plan/) and the
 *        methods' own parameters (a list of sizes, a range of rates) use them alike.
 */

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/model/json_reader.hpp"
#include "engine/model/plan.hpp"

namespace iometry::model {

/** @brief Reads one access spec (as in a plan's `specs` array); problems carry @p path. */
AccessSpec parseAccessSpec(const nlohmann::ordered_json& j, const std::string& path,
                           std::vector<PlanProblem>& problems);

/**
 * @brief The problems parseAccessSpec() would find in @p spec of a plan in memory, at
 *        @p path; @p valid gets what it would have read (a value out of range left at its
 *        default), for the checks across the plan.
 */
void checkAccessSpec(const AccessSpec& spec, const std::string& path, Problems& problems, AccessSpec& valid);

/**
 * @brief Reads a sweep axis (a list of values, or a range {start, end, step, mode}) of
 *        parameter @p param, bounded as the plan bounds it; a method's list of sizes too.
 */
SweepAxis parseSweepAxis(const nlohmann::ordered_json& j, SweepParam param, const std::string& path,
                         Problems& problems);
/**
 * @brief The problems parseSweepAxis() would find in the list of @p axis (a plan in memory),
 *        at @p path; @p valid gets the values it would have read.
 */
void checkSweepAxis(const SweepAxis& axis, const std::string& path, Problems& problems, SweepAxis& valid);
/** @brief start, end, step and mode of a range object into @p range, each within lo … hi. */
void readRange(ObjectReader& r, RangeAxis& range, std::int64_t lo, std::int64_t hi);
/** @brief The checks of a range whose keys read well; false (with a problem) when one fails. */
bool checkRange(ObjectReader& r, const RangeAxis& range);

}  // namespace iometry::model
