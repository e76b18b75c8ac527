#pragma once
// iometry-run --check PLAN: validates a plan and prints its steps and estimated duration;
// starts nothing (docs/plan-format.md, "Checking a plan").

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/suite/suite.hpp"

namespace iometry::cli {

/** "1m31s", "2h05m", "7s". */
std::string formatDuration(double seconds);

/** "64 B", "4 KiB", "1 MiB". */
std::string formatSize(std::uint64_t bytes);

/** "iometry-run: PLAN is not a valid plan (N problems); …" and one `path: message` a line;
 *  @p what is "plan" or "suite". */
void printProblems(const std::string& planPath, const std::vector<model::PlanProblem>& problems,
                   std::ostream& err, const char* what = "plan");

/**
 * Validates the plan file and prints the report to @p out, or every problem with its
 * JSON path to @p err. Returns 0 (valid) or 2 (invalid). Starts no process, opens no
 * socket and writes no file.
 */
int checkPlan(const std::string& planPath, std::ostream& out, std::ostream& err);

/**
 * The same for a suite (docs/suite-format.md): every member's plan validated, one line per
 * member with its steps and duration, and the suite's total estimated duration.
 */
int checkSuite(const std::string& suitePath, const suite::SuiteOverrides& overrides,
               std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
