#pragma once
// iometry-run analyze METHOD ...: the reviews' methods applied offline to numbers measured
// by any tool (docs/metrics.md). Today: nic-delay, the adapter delay from round trips.

#include <iosfwd>

namespace iometry::cli {

/** The text of `iometry-run analyze --help`: a "Usage:" line, a blank line, then the rest. */
const char* analyzeUsage();

/**
 * @brief `iometry-run analyze nic-delay FILE.csv --link-mbps N [--header-bytes 28] [--json]`.
 * @param argc, argv the words after "analyze".
 * @return 0 done, 2 bad command line or input (a message on @p err names it).
 */
int analyzeCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
