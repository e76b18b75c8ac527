#pragma once
/**
 * @file
 * @brief Reading, validating and writing `iometry.plan/1` JSON.
 */

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/model/address.hpp"
#include "engine/model/json_reader.hpp"
#include "engine/model/plan.hpp"

namespace iometry::model {

/** @brief A plan, or every problem found in the document. */
struct PlanParseResult {
    std::optional<Plan> plan;
    std::vector<PlanProblem> problems;

    bool ok() const { return plan.has_value(); }
};

/** @brief Parses and validates plan text. Never throws; reports every problem found. */
PlanParseResult parsePlanText(std::string_view text);

/** @brief Validates an already-parsed JSON document. */
PlanParseResult parsePlan(const nlohmann::ordered_json& document);

/** @brief Reads a plan file; an unreadable file is reported as a problem too. */
PlanParseResult loadPlanFile(const std::string& path);

/** @brief The plan in its normalised JSON form (defaults filled in, sweeps as lists). */
nlohmann::ordered_json toJson(const Plan& plan);

nlohmann::ordered_json toJson(const AccessSpec& spec);

/** @brief Reads one access spec (as in a plan's `specs` array); problems carry @p path. */
AccessSpec parseAccessSpec(const nlohmann::ordered_json& j, const std::string& path,
                           std::vector<PlanProblem>& problems);
nlohmann::ordered_json toJson(const WorkerDef& worker);

/**
 * @brief Reads a sweep axis (a list of values, or a range {start, end, step, mode}) of
 *        parameter @p param, bounded as the plan bounds it; a method's list of sizes too.
 */
SweepAxis parseSweepAxis(const nlohmann::ordered_json& j, SweepParam param, const std::string& path,
                         Problems& problems);
/** @brief start, end, step and mode of a range object into @p range, each within lo … hi. */
void readRange(ObjectReader& r, RangeAxis& range, std::int64_t lo, std::int64_t hi);
/** @brief The checks of a range whose keys read well; false (with a problem) when one fails. */
bool checkRange(ObjectReader& r, const RangeAxis& range);

}  // namespace iometry::model
