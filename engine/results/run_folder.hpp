#pragma once
// The name of a run's results folder (docs/report.md, "Where results go"): the plan's title
// made safe for a file name, then the local time, so that a list of folders tells runs apart
// by what they were and sorts them by when within each kind. The workbench names its runs'
// and suites' folders with it.

#include <chrono>
#include <ctime>
#include <filesystem>
#include <string>
#include <string_view>

namespace iometry::results {

/**
 * @brief @p title as part of a file name: ASCII letters in lower case, digits and letters of
 * other scripts kept as they are (the engine has no Unicode case tables), every other run of characters (spaces, punctuation, `/`, `\`, `:` …)
 * one `-`, none at either end; at most 48 bytes, cut between characters. @p fallback when
 * nothing is left.
 */
std::string fileNameSafe(std::string_view title, std::string_view fallback = "run");

/** @brief "loopback-throughput-sweep-20261203-085141": fileNameSafe(@p title) and @p local. */
std::string runFolderName(std::string_view title, const std::tm& local, std::string_view fallback = "run");
/** @brief The same for the moment @p when, in local time. */
std::string runFolderName(std::string_view title, std::chrono::system_clock::time_point when,
                          std::string_view fallback = "run");

/**
 * @brief A folder under @p root for a run of @p title that starts @p when (local time):
 * runFolderName(), with "-2", "-3" … added when a folder of that name exists already.
 */
std::filesystem::path newRunFolder(const std::filesystem::path& root, std::string_view title,
                                   std::chrono::system_clock::time_point when = std::chrono::system_clock::now(),
                                   std::string_view fallback = "run");

}  // namespace iometry::results
