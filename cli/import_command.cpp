#include "cli/import_command.hpp"

#include <fstream>
#include <iostream>
#include <string>

#include "cli/file_output.hpp"
#include "engine/import/icf_import.hpp"

namespace iometry::cli {
namespace {

const char* const kImportUsage =
    "Usage: iometry-run import FILE.icf --output PLAN.json\n"
    "\n"
    "Turns an IOmeter configuration file (IOmeter 1998.05.21 to 1.1.0) into an\n"
    "iometry.plan/1 plan: access specifications, test setup (run time, ramp-up, cycling),\n"
    "managers as dynamos, disk and TCP workers with their targets (docs/iometer-files.md).\n"
    "What has no equivalent is listed on stderr. Nothing is written when the file is\n"
    "malformed; the message names its line.\n"
    "  -o, --output PLAN.json  where the plan goes (replaced if it exists)\n"
    "      --into PLAN.json    add only the file's access specifications to this plan\n"
    "                          (a file saved with IOmeter's \"Save access specifications\");\n"
    "                          one of the same name is replaced; written to --output, or\n"
    "                          back to PLAN.json\n"
    "Exit status: 0 written, 2 bad command line or file.\n";

}  // namespace

const char* importUsage() { return kImportUsage; }

int importCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    std::string input, output, into;
    if (const int rc = readInputOutput("import", kImportUsage, "file", argc, argv, input, output,
                                       out, err, &into);
        rc >= 0)
        return rc;
    if (output.empty())
        output = into;
    if (input.empty() || output.empty()) {
        err << "iometry-run import: an .icf file and --output PLAN.json are required\n" << kImportUsage;
        return 2;
    }
    import_icf::IcfImportResult result;
    if (!into.empty()) {
        std::ifstream in(into, std::ios::binary);
        nlohmann::ordered_json plan = nlohmann::ordered_json::parse(in, nullptr, false);
        if (!in || plan.is_discarded()) {
            err << "iometry-run import: --into " << into << ": "
                << (in ? "not valid JSON" : "cannot open") << "\n"
                << "iometry-run import: nothing was written\n";
            return 2;
        }
        result = import_icf::addIcfSpecsFromFile(input, plan);
    } else {
        result = import_icf::importIcfFile(input);
    }
    if (!result.ok()) {
        err << "iometry-run import: " << input << ": " << result.error << "\n"
            << "iometry-run import: nothing was written\n";
        return 2;
    }
    if (!result.notes.empty()) {
        err << "iometry-run import: not carried over from " << input << " (" << result.notes.size()
            << (result.notes.size() == 1 ? " note" : " notes") << "):\n";
        for (const std::string& note : result.notes) err << "  - " << note << "\n";
    }
    std::string error;
    if (!writeWhole(output, result.plan->dump(2) + "\n", error)) {
        err << "iometry-run import: " << error << "\n";
        return 2;
    }
    out << "iometry-run import: " << input << " (IOmeter "
        << (result.version.empty() ? "file without a version line" : result.version) << ") -> "
        << output << ": ";
    if (!into.empty())
        out << result.added << " specs added, " << result.replaced << " replaced, ";
    out << (*result.plan)["dynamos"].size() << " dynamos, " << (*result.plan)["specs"].size()
        << " specs, " << (*result.plan)["workers"].size() << " workers\n";
    return 0;
}

}  // namespace iometry::cli
