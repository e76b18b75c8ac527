#include "cli/export_fio_command.hpp"

#include <iostream>
#include <string>

#include "cli/check_command.hpp"
#include "cli/file_output.hpp"
#include "engine/export/fio_export.hpp"
#include "engine/plan/plan_json.hpp"

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
    std::string input, output;
    if (const int rc = readInputOutput("export-fio", kExportFioUsage, "plan", argc, argv, input,
                                       output, out, err);
        rc >= 0)
        return rc;
    if (input.empty()) {
        err << "iometry-run export-fio: a plan is required\n" << kExportFioUsage;
        return 2;
    }
    const model::PlanParseResult parsed = model::loadPlanFile(input);
    if (!parsed.ok()) {
        printProblems(input, parsed.problems, err);
        err << "iometry-run export-fio: nothing was written\n";
        return 2;
    }
    const export_fio::FioExport result =
        export_fio::exportFio(*parsed.plan, export_fio::probedOptions());
    if (!result.ok()) {
        err << "iometry-run export-fio: " << input << ": " << result.error << "\n"
            << "iometry-run export-fio: nothing was written\n";
        return 2;
    }
    if (!result.notExpressed.empty()) {
        err << "iometry-run export-fio: not expressed in fio (" << result.notExpressed.size()
            << (result.notExpressed.size() == 1 ? " note" : " notes")
            << "; also at the top of the job file):\n";
        for (const std::string& note : result.notExpressed)
            err << "  - " << note << "\n";
    }
    if (output.empty()) {
        out << result.text;
        return out ? 0 : 2;
    }
    std::string error;
    if (!writeWhole(output, result.text, error)) {
        err << "iometry-run export-fio: " << error << "\n";
        return 2;
    }
    err << "iometry-run export-fio: " << input << " -> " << output << "\n";
    return 0;
}

}  // namespace iometry::cli
