#pragma once
// iometry-run export-icf PLAN.json [--output FILE.icf]: a plan as an IOmeter 1.1.0
// configuration file (docs/iometer-files.md, "Writing .icf files").

#include <iosfwd>

namespace iometry::cli {

/** The text of `iometry-run export-icf --help`: a "Usage:" line, a blank line, then the rest. */
const char* exportIcfUsage();

/**
 * @brief `iometry-run export-icf PLAN.json [--output FILE.icf]`.
 * @param argc, argv the words after "export-icf".
 * @return 0 written (to @p out without --output; what IOmeter cannot express is listed on
 *         @p err), 2 bad command line, a plan that does not validate (its problems on @p err)
 *         or one without a disk or tcp worker; nothing is written then.
 */
int exportIcfCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
