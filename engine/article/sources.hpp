#pragma once
/**
 * @file
 * @brief What an article is written from (docs/report.md, "The article"): one results
 *        folder per device under test, each a suite's (suite.json and a folder per member)
 *        or a single run's, read back with the engine's readers.
 */

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/report/results_folder.hpp"
#include "engine/suite/suite_run.hpp"

namespace iometry::article {

/** @brief One member of a device's suite, as measured. */
struct MemberResults {
    std::string name;          ///< the member's name (its folder)
    model::Plan plan;          ///< the plan as it ran
    suite::MemberStatus status = suite::MemberStatus::Completed;
    std::string error;         ///< why it failed or stopped
    /** Its results folder; absent when it never ran (then only the record speaks of it). */
    std::optional<report::RunFolder> run;
    nlohmann::ordered_json procedure;  ///< procedure.json; null without one
};

/** @brief Everything measured on one device under test. */
struct DeviceResults {
    std::string device;  ///< the device's name: the suite's `device`, else the folder's name
    std::vector<MemberResults> members;
    /** Members the suite left out before it ran (`--loopback`), each with why. */
    std::vector<std::pair<std::string, std::string>> leftOut;
    /** What the suite's overrides changed of its template before it ran (repeats, run_s, the MTU list). */
    std::vector<suite::SuiteChange> changes;
};

/**
 * @brief Reads @p dir: a suite's results folder (suite.json) or a single run's (its
 *        summary.csv: one member named after the folder). A member that never ran is kept
 *        without a run; a member folder that cannot be read is an error naming it.
 * @return nothing, with @p error naming the folder and the problem.
 */
std::optional<DeviceResults> loadDeviceResults(const std::filesystem::path& dir,
                                               std::string& error);

}  // namespace iometry::article
