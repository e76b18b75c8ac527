#pragma once
/**
 * @file
 * @brief The results folder of a run (README.md's table of files; docs/metrics.md).
 *
 * `samples.csv` and `summary.csv` are appended and flushed, so a run killed midway leaves
 * valid files up to its last interval and step. A journal (results.json) is a JSON
 * document that grows by appending too: its head and entries are written once and never
 * again; only a short tail (the closing brackets and the status) is rewritten after the
 * last entry at each append, so the file is valid JSON after every append. plan.json and
 * bench.json are written whole, atomically, when their content is known.
 */

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/results/metrics.hpp"

namespace iometry::results {

/** @brief Writes @p content to @p path through a temporary file and a rename: readers see
 *         the old file or the new one, never half of it. */
bool writeFileAtomically(const std::filesystem::path& path, const std::string& content);

/** @brief The time now in UTC, as results files write it: `2026-12-03T14:47:46Z`. */
std::string isoTimeNow();

class ResultsWriter {
public:
    ResultsWriter() = default;
    ~ResultsWriter();
    ResultsWriter(const ResultsWriter&) = delete;
    ResultsWriter& operator=(const ResultsWriter&) = delete;

    /** @brief Creates the folder (and parents); false with @p error if it cannot. */
    bool open(const std::filesystem::path& dir, std::string& error);

    const std::filesystem::path& dir() const { return m_dir; }

    bool writeJson(const std::string& fileName, const nlohmann::ordered_json& content);
    /** @brief Appends sample rows (interval t_s and ramp flag in front) and flushes. */
    void appendSamples(const std::vector<MetricRow>& rows, double tS, bool ramp);
    /** @brief Appends rows to summary.csv (its header written by open()) and flushes. */
    bool appendSummary(const std::vector<MetricRow>& rows);
    /** @brief Appends rows to connections.csv (summary.csv's columns; created, with its
     *         header, at the first rows) and flushes. */
    bool appendConnections(const std::vector<MetricRow>& rows);

    /** @brief Starts a journal file: @p head, then @p tail; false if it cannot be written. */
    bool beginJournal(const std::string& fileName, const std::string& head, const std::string& tail);
    /** @brief Writes @p entry where the tail was, then @p tail after it; earlier bytes stay. */
    bool appendJournal(const std::string& entry, const std::string& tail);

    static std::vector<std::string> samplesHeader();

private:
    bool writeAtomically(const std::string& fileName, const std::string& content);

    std::filesystem::path m_dir;
    std::ofstream m_samples;
    std::ofstream m_summary;
    std::ofstream m_connections;
    int m_journal = -1;          ///< file descriptor of the journal
    std::uint64_t m_journalEnd = 0;  ///< where its tail starts
};

}  // namespace iometry::results
