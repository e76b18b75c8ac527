#pragma once
/**
 * @file
 * @brief A results folder as the report reads it (docs/report.md): summary.csv, the
 *        facts of plan.json the report needs, and bench.json.
 *
 * The one reader of results folders: the GUI's Report page and `iometry-run report` both
 * go through it, so they give the same tables. summary.csv is read by column name, so
 * files from older or newer versions (extra or missing optional columns) still load.
 */

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/results/metrics.hpp"

namespace iometry::report {

/** @brief What the report takes from a run's plan.json. */
struct PlanFacts {
    std::string name;                      ///< trimmed; empty when the plan has none
    std::vector<std::string> workerKinds;  ///< "kind" of each entry of "workers", in order
    /** "workers" or "targets" when the plan cycles them (docs/plan-format.md "Sweeps"). */
    std::string cycleAxis;
    std::string aggregate = "mean";  ///< how repeats combine: mean, median or best
    int repeats = 1;
};

/**
 * @brief True when @p kinds (a plan's workers' `kind`s) are all of kinds with a storage
 *        target (docs/plan-format.md, "Disk semantics"): the run reads as I/O rates.
 */
bool storageOnly(const std::vector<std::string>& kinds);

/** @brief One run's results folder. */
struct RunFolder {
    std::filesystem::path dir;
    std::string planName;  ///< the plan's name, or the folder's name without one
    PlanFacts plan;
    nlohmann::json bench;  ///< bench.json; null when the folder has none
    std::vector<results::MetricRow> rows;  ///< summary.csv, in file order

    /** True when every worker of the plan had a storage target (storageOnly). */
    bool diskOnly() const { return storageOnly(plan.workerKinds); }
};

/**
 * @brief Parses summary.csv text (RFC 4180; a UTF-8 BOM is skipped).
 *
 * Required columns: step, scope, name, size, mbit_per_s; every other known column is
 * optional (0, or "1" for repeat, when absent) and unknown columns are ignored. A field
 * that is not a number, or a malformed record, is an error naming @p fileName, the line
 * and the column.
 */
std::optional<std::vector<results::MetricRow>> parseSummaryCsv(std::string_view text,
                                                               const std::string& fileName,
                                                               std::string& error);

/**
 * @brief Reads DIR/plan.json's report facts. A folder without one gives empty facts; a
 *        file that cannot be read or is not a JSON object gives nothing, with @p error.
 */
std::optional<PlanFacts> readPlanFacts(const std::filesystem::path& dir, std::string& error);

/**
 * @brief Reads a results folder: summary.csv (required), plan.json and bench.json (each
 *        optional, but an unreadable or malformed one is an error naming it).
 */
std::optional<RunFolder> loadRunFolder(const std::filesystem::path& dir, std::string& error);

}  // namespace iometry::report
