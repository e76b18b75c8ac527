#pragma once
// iometry-run export-fio PLAN.json [--output JOB.fio]: the disk workers of a plan as a fio
// job file that does the same I/O (docs/fio-files.md, "Writing fio job files").

#include <iosfwd>

namespace iometry::cli {

/** The text of `iometry-run export-fio --help`: a "Usage:" line, a blank line, then the rest. */
const char* exportFioUsage();

/**
 * @brief `iometry-run export-fio PLAN.json [--output JOB.fio]`.
 * @param argc, argv the words after "export-fio".
 * @return 0 written (to @p out without --output; what fio cannot express is listed on
 *         @p err), 2 bad command line, a plan that does not validate (its problems on @p err)
 *         or one without disk workers; nothing is written then.
 */
int exportFioCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
