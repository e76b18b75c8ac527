#pragma once
// Files the commands write whole or not at all: `import` (a plan) and `export-fio` (a job
// file).

#include <string>

namespace iometry::cli {

/**
 * Writes @p text to @p path through a temporary file beside it, renamed over @p path once
 * all of it is written: all of it or nothing. False with @p error on failure.
 */
bool writeWhole(const std::string& path, const std::string& text, std::string& error);

}  // namespace iometry::cli
