#pragma once
/**
 * @file
 * @brief The results folder of a run (DESIGN §7).
 *
 * `samples.csv` is appended and flushed every interval, so a run killed midway leaves a
 * valid file up to its last interval; the other files are written when their content
 * is known (plan and bench at the start, summary and results after every step).
 */

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/results/metrics.hpp"

namespace iometry::results {

class ResultsWriter {
public:
    /** @brief Creates the folder (and parents); false with @p error if it cannot. */
    bool open(const std::filesystem::path& dir, std::string& error);

    const std::filesystem::path& dir() const { return m_dir; }

    bool writeJson(const std::string& fileName, const nlohmann::ordered_json& content);
    /** @brief Appends sample rows (interval t_s and ramp flag in front) and flushes. */
    void appendSamples(const std::vector<MetricRow>& rows, double tS, bool ramp);
    /** @brief Rewrites summary.csv with every row so far (atomically: temp file + rename). */
    bool writeSummary(const std::vector<MetricRow>& rows);

    static std::vector<std::string> samplesHeader();

private:
    bool writeAtomically(const std::string& fileName, const std::string& content);

    std::filesystem::path m_dir;
    std::ofstream m_samples;
};

}  // namespace iometry::results
