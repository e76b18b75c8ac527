#pragma once
// iometry-run report DIR [DIR ...]: the report table of one run, or of several compared
// side by side, as CSV (docs/report.md). The same table the Report page shows and exports.

#include <iosfwd>

namespace iometry::cli {

/** The text of `iometry-run report --help`: a "Usage:" line, a blank line, then the rest. */
const char* reportUsage();

/**
 * @brief `iometry-run report DIR [DIR ...] [--label TEXT ...] [--per-worker] [--export FILE.csv]`.
 * @param argc, argv the words after "report".
 * @return 0 written, 1 a folder cannot be read or the file cannot be written, 2 bad
 *         command line (a message on @p err names it).
 */
int reportCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
