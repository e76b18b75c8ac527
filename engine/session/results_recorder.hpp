#pragma once
/**
 * @file
 * @brief The results recorder: what a run writes into its results folder, as it goes
 *        (README.md, "Quick start": the results folder; docs/metrics.md for the columns).
 *
 * `plan.json` and `bench.json` when known; `samples.csv` every interval; `summary.csv`,
 * `results.json` and `iometer.csv` (IOmeter's results layout, session/iometer_csv.hpp)
 * grow by appending after every step (results::ResultsWriter; iometer.csv here), so a
 * crash loses at most the step in progress; `procedure.json` when the step source has a
 * result of its own.
 *
 * results.json (`iometry.results/2`): `{format, tool, plan, steps: [...], status, error?}`.
 * Each entry of `steps` is one repeat of a step — `{step, repeat, size, outstanding,
 * rate_mbit, mtu, workers, cycle_workers, cycle_targets, phase, aborted, duration_s, rows}` — or, after a step's repeats, `{step, repeat: "agg", rows}`;
 * `rows` are the step's summary.csv rows as objects with the CSV column names; a probe's
 * row (scope `probe`) of a repeat also holds `latency_histogram`, its whole distribution
 * (stats::LatencyHistogram::toJson(), ns), from which the report draws P(latency ≥ x)
 * idle and under the load (docs/report.md, "Latency under load").
 */

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/metrics.hpp"
#include "engine/results/results_writer.hpp"
#include "engine/stats/latencies.hpp"

namespace iometry::session {

/** @brief One step (one repeat of it) as results.json lists it. */
struct StepLogEntry {
    int step = 0;
    int repeat = 1;
    model::StepParams params;
    bool aborted = false;
    double durationS = 0;
    int workers = 0;  ///< the workers that ran (fewer than the plan's when cycling)
    /** The specs as the step ran them (the sweep's size applied); empty: the plan's, with
     *  params.size applied. */
    std::vector<model::AccessSpec> specs;
    /** The dynamos' windows on the manager's clock and the start skew (docs/protocol.md,
     *  "One clock"); null when a dynamo did not tell its own. */
    nlohmann::ordered_json clock;
    /** The dynamos lost during the step or absent from it (docs/plan-format.md, "on_dynamo_loss"). */
    std::vector<std::string> dynamosLost;
};

class ResultsRecorder {
public:
    /** @brief Starts a run's folder: creates it, samples.csv and plan.json. */
    bool begin(const std::filesystem::path& dir, const model::Plan& plan, std::string& error);

    void writeBench(const nlohmann::ordered_json& bench);
    /** @brief One interval's rows into samples.csv (measured `core` rows also into the
     *         step's per-core CPU for iometer.csv). */
    void appendInterval(const std::vector<results::MetricRow>& rows, double tS, bool ramp);
    /** @brief A finished repeat of a step: its rows (scope all first) and its log entry;
     *         the connections of its streams of several go to connections.csv; @p latency,
     *         when given, is each row's distribution (the same order): the probes' go into
     *         results.json. */
    void recordStep(const StepLogEntry& entry, const std::vector<results::MetricRow>& rows,
                    const std::vector<results::MetricRow>& connections = {},
                    const std::vector<stats::Latencies>& latency = {});
    /** @brief The `agg` rows of a step whose repeats are all done. */
    void recordAggregate(int step, const std::vector<results::MetricRow>& rows);
    /** @brief The run's state in results.json: running, completed, failed or stopped;
     *         `completed` also ends iometer.csv as IOmeter ends a finished run. */
    void writeStatus(const std::string& status, const std::string& error);
    /** @brief The step source's own result, into procedure.json (rewritten whole). */
    void writeProcedure(const nlohmann::ordered_json& result);

    /** @brief Every summary row so far, in the order recorded. */
    const std::vector<results::MetricRow>& summary() const { return m_summary; }

private:
    results::ResultsWriter m_writer;
    model::Plan m_plan;
    std::vector<results::MetricRow> m_summary;
    std::string tail() const;
    void append(const nlohmann::ordered_json& entry);

    std::size_t m_entries = 0;
    std::string m_status = "running";
    std::string m_error;

    /** Appends to iometer.csv; false (and nothing more written) once a write failed. */
    bool appendIometer(const std::string& text);
    bool m_iometerOk = false;
    bool m_iometerEnded = false;
    /** Per-core CPU of the step in progress, time-weighted over its measured intervals. */
    struct CoreSum {
        double seconds = 0, busy = 0, user = 0, system = 0, irq = 0, softirq = 0;
    };
    std::map<std::string, CoreSum> m_cores;
    std::pair<int, std::string> m_coresOf{-1, ""};  ///< the step and repeat m_cores belong to
};

}  // namespace iometry::session
