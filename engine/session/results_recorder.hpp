#pragma once
/**
 * @file
 * @brief The results recorder: what a run writes into its results folder, as it goes
 *        (README.md, "Results folder"; docs/metrics.md for the columns).
 *
 * `plan.json` and `bench.json` when known; `samples.csv` every interval; `summary.csv`
 * and `results.json` after every step.
 */

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/metrics.hpp"
#include "engine/results/results_writer.hpp"

namespace iometry::session {

/** @brief One step (one repeat of it) as results.json lists it. */
struct StepLogEntry {
    int step = 0;
    int repeat = 1;
    model::StepParams params;
    bool aborted = false;
    double durationS = 0;
};

class ResultsRecorder {
public:
    /** @brief Starts a run's folder: creates it, samples.csv and plan.json. */
    bool begin(const std::filesystem::path& dir, const model::Plan& plan, std::string& error);

    void writeBench(const nlohmann::ordered_json& bench);
    /** @brief One interval's rows into samples.csv. */
    void appendInterval(const std::vector<results::MetricRow>& rows, double tS, bool ramp);
    /** @brief A finished repeat of a step: its rows (scope all first) and its log entry. */
    void recordStep(const StepLogEntry& entry, const std::vector<results::MetricRow>& rows);
    /** @brief The `agg` rows of a step whose repeats are all done. */
    void recordAggregate(int step, const std::vector<results::MetricRow>& rows);
    /** @brief The run's state in results.json: running, completed, failed or stopped. */
    void writeStatus(const std::string& status, const std::string& error);

    /** @brief Every summary row so far, in the order recorded. */
    const std::vector<results::MetricRow>& summary() const { return m_summary; }

private:
    results::ResultsWriter m_writer;
    model::Plan m_plan;
    std::vector<results::MetricRow> m_summary;
    nlohmann::ordered_json m_stepLog = nlohmann::ordered_json::array();
};

}  // namespace iometry::session
