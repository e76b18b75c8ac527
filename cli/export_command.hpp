#pragma once
// What the commands that write a plan as another tool's file share — `export-fio` (a fio job
// file) and `export-icf` (an IOmeter configuration file): the plan read and validated, the
// notes of what the other tool cannot express on stderr, the file written whole or not at all.

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"

namespace iometry::cli {

/** What an export made of a plan: the file, the notes, or why the plan was refused. */
struct ExportOutcome {
    std::string text;
    std::vector<std::string> notes;
    std::string error;  ///< non-empty: refused, nothing is written
};

/** How one export command is called and what it says. */
struct ExportCommand {
    const char* name;       ///< "export-fio"
    const char* usage;      ///< its --help text
    const char* notesWhat;  ///< "not expressed in fio"
    const char* notesAlso;  ///< "; also at the top of the job file", or ""
    std::function<ExportOutcome(const model::Plan&)> run;
};

/**
 * @brief `iometry-run NAME PLAN.json [--output FILE]`: @p argc, @p argv the words after NAME.
 * @return 0 written (to @p out without --output; the notes on @p err), 2 bad command line,
 *         a plan that does not validate (its problems on @p err) or one the export refuses;
 *         nothing is written then.
 */
int runExportCommand(const ExportCommand& command, int argc, const char* const* argv,
                     std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
