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

#include "engine/model/plan.hpp"

namespace iometry::model {

/** @brief One validation problem: where, and what was expected. */
struct PlanProblem {
    std::string path;     ///< JSON path, e.g. `workers[1].outstanding`; empty for the document
    std::string message;  ///< e.g. `must be 1–4096, got 0`

    std::string toString() const { return path.empty() ? message : path + ": " + message; }
    bool operator==(const PlanProblem&) const = default;
};

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
/** @brief Reads a tcp worker's `socket` object; problems carry @p path. */
SocketOptions parseSocketOptions(const nlohmann::ordered_json& j, const std::string& path,
                                 std::vector<PlanProblem>& problems);
/** @brief A tcp worker's `socket` object: only the controls that are set. */
nlohmann::ordered_json toJson(const SocketOptions& options);

/** @brief True for an address in 127.0.0.0/8 or ::1, in any notation inet_pton reads. */
bool isLoopbackAddress(const std::string& address);

}  // namespace iometry::model
