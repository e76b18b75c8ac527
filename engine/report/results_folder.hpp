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
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/results/metrics.hpp"
#include "engine/stats/histogram.hpp"

namespace iometry::report {

/** @brief What the report takes from a run's plan.json. */
struct PlanFacts {
    std::string name;                      ///< trimmed; empty when the plan has none
    std::vector<std::string> workerKinds;  ///< "kind" of each entry of "workers", in order
    /** "workers" or "targets" when the plan cycles them (docs/plan-format.md "Sweeps"). */
    std::string cycleAxis;
    std::string aggregate = "mean";  ///< how repeats combine: mean, median or best
    int repeats = 1;
    /** The procedure's kind ("sweep", "ramp", …); empty when the plan names none. */
    std::string procedure;
    std::string description;  ///< the plan's own words on what it measures; may be empty
};

/**
 * @brief True when @p kinds (a plan's workers' `kind`s) are all of kinds with a storage
 *        target (docs/plan-format.md, "Disk semantics"): the run reads as I/O rates.
 */
bool storageOnly(const std::vector<std::string>& kinds);

/**
 * @brief A file of a results folder that is missing or damaged (docs/report.md, "A damaged
 *        results folder"): the report is then drawn from summary.csv alone.
 */
struct FolderProblem {
    enum class Kind {
        Missing,     ///< the file is not there
        Unreadable,  ///< it cannot be read
        NotJson,     ///< it is not valid JSON; `byte` is where the parser stopped
        NotObject,   ///< valid JSON, but not an object
        Unexpected,  ///< an object, but without what the file holds (a procedure's name)
    };
    std::string file;  ///< "plan.json", "bench.json", "results.json", "procedure.json"
    Kind kind = Kind::Missing;
    std::size_t byte = 0;

    /** "plan.json is damaged (not valid JSON at byte 12)", "bench.json is missing". */
    std::string toString() const;
};

/** @brief "shown from summary.csv alone: …; …": the one line that names what was missing. */
std::string describeProblems(const std::vector<FolderProblem>& problems);

/** @brief One row of samples.csv: an interval's end (`t_s`, seconds since its step's
 *         start), whether it was in the ramp, and the row. */
struct IntervalRow {
    double t = 0;
    bool ramp = false;
    results::MetricRow row;
};

/** @brief One probe's latency over a run: every idle second's and every loaded second's,
 *         each merged over the steps and their repeats (results.json's `latency_histogram`). */
struct ProbeDistribution {
    stats::LatencyHistogram idle;  ///< idle_before and idle_after
    stats::LatencyHistogram load;  ///< the load's seconds
};

/** @brief True when @p rows have a probe's (scope `probe`): the run had probes. */
bool hasProbeRows(const std::vector<results::MetricRow>& rows);

/** @brief One run's results folder. */
struct RunFolder {
    std::filesystem::path dir;
    std::string planName;  ///< the plan's name, or the folder's name without one
    PlanFacts plan;
    nlohmann::json bench;  ///< bench.json; null when the folder has none
    std::vector<results::MetricRow> rows;  ///< summary.csv, in file order
    /** procedure.json, the result of the plan's procedure; null without one (a sweep) or
     *  when it is damaged (then listed in problems). */
    nlohmann::ordered_json procedure;
    /** The run's other files that are missing or damaged; what they held is not shown. */
    std::vector<FolderProblem> problems;
    /** samples.csv's `all` and `probe` rows, read only for a run that had probes (its
     *  latency under load against time, docs/report.md); empty otherwise. */
    std::vector<IntervalRow> timeline;
    /** Each probe's distribution idle and under the load, by probe name, read only for a
     *  run that had probes; empty otherwise (or from a results.json written before them). */
    std::map<std::string, ProbeDistribution> probeLatency;

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
 * @brief Parses samples.csv text as parseSummaryCsv() does summary.csv: the same columns
 *        (`interval_s` for `seconds`, no aggregate's), and `t_s` (required) and `ramp`.
 */
std::optional<std::vector<IntervalRow>> parseSamplesCsv(std::string_view text,
                                                        const std::string& fileName,
                                                        std::string& error);

/** @brief samples.csv's `all` and `probe` rows in @p dir (RunFolder::timeline); nullopt
 *         when the file cannot be read or parsed. */
std::optional<std::vector<IntervalRow>> readProbeTimeline(const std::filesystem::path& dir);

/**
 * @brief The probes' distributions of a results.json (RunFolder::probeLatency): the
 *        `latency_histogram` of every probe row of every repeat (not the aggregates, which
 *        hold none), idle parts and load apart. A histogram that does not parse is skipped.
 */
std::map<std::string, ProbeDistribution> probeLatencyOf(const nlohmann::json& results);

/**
 * @brief Gives @p rows (summary.csv's) the evidence of their verdicts that results.json
 *        keeps (docs/metrics.md, "What limited it"), matched by step, repeat, scope, name
 *        and phase; a row results.json has no evidence for keeps none.
 */
void attachEvidence(std::vector<results::MetricRow>& rows, const nlohmann::json& results);

/**
 * @brief Reads DIR/plan.json's report facts. A folder without one gives empty facts; a
 *        file that cannot be read or is not a JSON object gives nothing, with @p error
 *        (and @p problem, when given, says which).
 */
std::optional<PlanFacts> readPlanFacts(const std::filesystem::path& dir, std::string& error,
                                       FolderProblem* problem = nullptr);

/**
 * @brief Reads a results folder: summary.csv, which is required (a damaged one is an error
 *        naming its line), and plan.json and bench.json, which give the title, the workers'
 *        kinds and the hosts. A missing or damaged plan.json, bench.json or results.json,
 *        or a damaged procedure.json (a missing one when the plan's procedure writes one),
 *        is listed in RunFolder::problems and the rest is read from summary.csv.
 */
std::optional<RunFolder> loadRunFolder(const std::filesystem::path& dir, std::string& error);

/** @brief What a list of results folders says of one (the workbench's results picker). */
struct FolderGlance {
    PlanFacts plan;       ///< empty facts when plan.json is missing or damaged
    std::string started;  ///< bench.json's "started" (ISO 8601 UTC); empty without it
    int steps = 0;        ///< the distinct steps of summary.csv; 0 when it cannot be read
    /** results.json's status: running, completed, stopped or failed; empty when unknown. */
    std::string status;
};

/** @brief The facts of the folder @p dir that a list shows, each file read as the report reads it. */
FolderGlance glanceAtFolder(const std::filesystem::path& dir);

/**
 * @brief The status a results.json ends with (docs/report.md), read from the file's last
 *        few KiB: the recorder keeps it after the steps, so a long run's record is not
 *        read whole. Empty when the file has none.
 */
std::string runStatus(const std::filesystem::path& resultsJson);

}  // namespace iometry::report
