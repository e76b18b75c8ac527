#include "cli/export_icf_command.hpp"

#include <string>
#include <utility>

#include "cli/export_command.hpp"
#include "engine/export/icf_export.hpp"

namespace iometry::cli {
namespace {

const char* const kExportIcfUsage =
    "Usage: iometry-run export-icf PLAN.json [--output FILE.icf]\n"
    "\n"
    "Writes a plan as an IOmeter 1.1.0 configuration file (File > Open Configuration in\n"
    "IOmeter; iometry-run import reads it back): run and ramp times, the plan's name as\n"
    "the test description, every access specification with all eight fields, one manager\n"
    "per dynamo, disk workers with their targets, outstanding I/Os and maximum size, tcp\n"
    "pairs as network workers, and the sweep as IOmeter's queue depth, worker or target\n"
    "cycling (docs/iometer-files.md, \"Writing .icf files\"). What IOmeter cannot express\n"
    "(udp workers, probes, paced rates, socket controls, procedures, other sweeps, ...)\n"
    "is listed on stderr. The file is UTF-8 with CR LF line ends. A plan that does not\n"
    "validate, or has no disk or tcp worker, is refused and nothing is written.\n"
    "  -o, --output FILE.icf  where the file goes, written whole or not at all\n"
    "                         (replaced if it exists); standard output without it\n"
    "Exit status: 0 written, 2 bad command line or plan.\n";

}  // namespace

const char* exportIcfUsage() {
    return kExportIcfUsage;
}

int exportIcfCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    const ExportCommand command{
        "export-icf", kExportIcfUsage, "not expressed in IOmeter", "", [](const model::Plan& plan) {
            export_icf::IcfExport r = export_icf::exportIcf(plan);
            return ExportOutcome{std::move(r.text), std::move(r.notExpressed), std::move(r.error)};
        }};
    return runExportCommand(command, argc, argv, out, err);
}

}  // namespace iometry::cli
