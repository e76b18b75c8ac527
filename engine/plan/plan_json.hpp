#pragma once
/**
 * @file
 * @brief Reading, validating and writing `iometry.plan/1` JSON: the whole plan, with each
 *        worker's kind and the procedure's method (engine/kinds, engine/methods) reading
 *        their own keys.
 */

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/model/address.hpp"
#include "engine/model/json_reader.hpp"
#include "engine/model/plan_parts.hpp"
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

/**
 * @brief The problems parsePlan(toJson(@p plan)) would report, found in the plan in memory by
 *        the same rules (the settings tables of its kinds and method, the checks across its
 *        parts), without the JSON round trip: the workbench asks it after every edit.
 */
Problems check(const Plan& plan);

/**
 * @brief What the reader would say of @p value at @p key of @p worker (`outstanding`,
 *        `socket.mss`: a key every worker has, or one of its kind's table): a value typed in
 *        an editor that the plan in memory cannot hold ("abc" for a number). Empty when it
 *        reads well, or when no rule has @p key.
 */
Problems checkWorkerKey(const WorkerDef& worker, const std::string& key, const nlohmann::ordered_json& value);

/** @brief Reads a plan file; an unreadable file is reported as a problem too. */
PlanParseResult loadPlanFile(const std::string& path);

/** @brief The plan in its normalised JSON form (defaults filled in, sweeps as lists). */
nlohmann::ordered_json toJson(const Plan& plan);

nlohmann::ordered_json toJson(const AccessSpec& spec);

nlohmann::ordered_json toJson(const WorkerDef& worker);


}  // namespace iometry::model
