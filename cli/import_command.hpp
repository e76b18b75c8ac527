#pragma once
// iometry-run import FILE.icf --output PLAN.json: an IOmeter configuration file as an
// iometry.plan/1 plan (docs/iometer-files.md).

#include <iosfwd>

namespace iometry::cli {

/** The text of `iometry-run import --help`: a "Usage:" line, a blank line, then the rest. */
const char* importUsage();

/**
 * @brief `iometry-run import FILE.icf --output PLAN.json`.
 * @param argc, argv the words after "import".
 * @return 0 written (what was not carried over is listed on @p err), 2 bad command line or
 *         a file that is not an IOmeter 2006.07.27 / 1.1.0 configuration (the line is named
 *         on @p err); nothing is written then.
 */
int importCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
