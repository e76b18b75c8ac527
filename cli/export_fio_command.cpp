#include "cli/export_fio_command.hpp"

#include <string>
#include <utility>

#include "cli/export_command.hpp"
#include "engine/export/fio_export.hpp"

namespace iometry::cli {
namespace {

const char* const kExportFioUsage =
    "Usage: iometry-run export-fio PLAN.json [--output JOB.fio]\n"
    "\n"
    "Writes the disk workers of a plan as a fio job file that does the same I/O: each step\n"
    "of the plan (and each repeat) is a group of jobs run after the one before (stonewall),\n"
    "one job per disk worker, with its engine, O_DIRECT, sizes and shares (bs, bssplit),\n"
    "reads, random share, alignment, outstanding I/Os, file and size, run and ramp times\n"
    "(docs/fio-files.md). Engine auto becomes what it would take on this host. What fio\n"
    "cannot express (the seed, stamped data, other workers and procedures, ...) is listed\n"
    "on stderr and as comments at the top of the file. A plan that does not validate, or\n"
    "has no disk worker, is refused and nothing is written.\n"
    "  -o, --output JOB.fio  where the job file goes, written whole or not at all\n"
    "                        (replaced if it exists); standard output without it\n"
    "Exit status: 0 written, 2 bad command line or plan.\n";

}  // namespace

const char* exportFioUsage() {
    return kExportFioUsage;
}

int exportFioCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    const ExportCommand command{
        "export-fio", kExportFioUsage, "not expressed in fio", "; also at the top of the job file",
        [](const model::Plan& plan) {
            export_fio::FioExport r = export_fio::exportFio(plan, export_fio::probedOptions());
            return ExportOutcome{std::move(r.text), std::move(r.notExpressed), std::move(r.error)};
        }};
    return runExportCommand(command, argc, argv, out, err);
}

}  // namespace iometry::cli
