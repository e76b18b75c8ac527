#pragma once
/**
 * @file
 * @brief A comparison of runs kept in a file (docs/report.md, "iometry.comparison/1"): the
 *        results folders compared, their labels, the error bars and the figure's titles.
 *        The Report page saves and opens it; the format is the engine's, written and read
 *        here alone.
 */

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iometry::report {

/** @brief The most runs one comparison holds. */
inline constexpr std::size_t kMaxComparedRuns = 8;

struct Comparison {
    struct Run {
        std::string dir;    ///< as written: absolute, or relative to the file's folder
        std::string label;  ///< empty: the plan's name
    };
    std::vector<Run> runs;
    bool minMaxBars = false;  ///< error bars from the repeats' min to max; else ± 1 stddev
    std::string title;        ///< empty: the figure's own
    std::string subtitle;     ///< empty: the figure's own
};

/** @brief Why a comparison file could not be read or written. */
enum class ComparisonProblem {
    None,
    Unreadable,      ///< the file cannot be read (or written): `detail` says why
    NotAComparison,  ///< not JSON, or not of the format iometry.comparison/1
    RunCount,        ///< it names no run, or more than kMaxComparedRuns
};

/** @brief The file's text: JSON, the format's name first. */
std::string comparisonText(const Comparison& comparison);

/** @brief Reads a comparison from @p text; nullopt with @p problem set otherwise. */
std::optional<Comparison> parseComparison(std::string_view text, ComparisonProblem& problem);

/**
 * @brief Reads the file @p path; each run's dir made absolute against the file's folder.
 *        nullopt with @p problem (and for Unreadable @p detail, the system's words).
 */
std::optional<Comparison> loadComparison(const std::filesystem::path& path, ComparisonProblem& problem,
                                         std::string& detail);

/** @brief Writes @p comparison to @p path whole or not at all (temporary file, rename). */
bool saveComparison(const std::filesystem::path& path, const Comparison& comparison, std::string& detail);

}  // namespace iometry::report
