#include "cli/import_command.hpp"

#include <fstream>
#include <iostream>
#include <string>

#include "cli/file_output.hpp"
#include "engine/import/fio_import.hpp"
#include "engine/import/icf_import.hpp"
#include "engine/import/icf_plan.hpp"

namespace iometry::cli {
namespace {

const char* const kImportUsage =
    "Usage: iometry-run import FILE.icf|JOB.fio --output PLAN.json\n"
    "       iometry-run import FILE.icf --into PLAN.json [--output NEW.json]\n"
    "\n"
    "Turns an IOmeter configuration file (IOmeter 1998.05.21 to 1.1.0) into an\n"
    "iometry.plan/1 plan: access specifications, test setup (run time, ramp-up, cycling),\n"
    "managers as dynamos, disk and TCP workers with their targets (docs/iometer-files.md).\n"
    "A fio job file (.fio, .ini, or text of [sections]) becomes disk workers, one per\n"
    "clone, its stonewalled groups phases (docs/fio-files.md).\n"
    "What has no equivalent is listed on stderr. Nothing is written when the file is\n"
    "malformed; the message names its line.\n"
    "  -o, --output PLAN.json  where the plan goes (replaced if it exists)\n"
    "      --into PLAN.json    add only the .icf file's access specifications to this\n"
    "                          plan (a file saved with IOmeter's \"Save access\n"
    "                          specifications\"); one of the same name is replaced;\n"
    "                          written to --output, or back to PLAN.json\n"
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
        err << "iometry-run import: an .icf or fio job file and --output PLAN.json are required\n" << kImportUsage;
        return 2;
    }
    // The same outcome from either importer: the plan, or why not, and the notes.
    import_icf::ImportResult result;
    std::string from;
    std::size_t added = 0, replaced = 0;
    const std::optional<std::string> head = import_icf::readWholeFile(input);
    if (head && import_fio::looksLikeFioJob(input, *head)) {
        if (!into.empty()) {
            err << "iometry-run import: --into takes the access specifications of an .icf "
                   "file; " << input << " is a fio job file\n";
            return 2;
        }
        result = import_fio::importFioFile(input);
        from = "fio job file";
    } else {
        import_icf::IcfImportResult icf;
        if (!into.empty()) {
            std::ifstream in(into, std::ios::binary);
            nlohmann::ordered_json base = nlohmann::ordered_json::parse(in, nullptr, false);
            if (!in || base.is_discarded()) {
                err << "iometry-run import: --into " << into << ": "
                    << (in ? "not valid JSON" : "cannot open") << "\n"
                    << "iometry-run import: nothing was written\n";
                return 2;
            }
            icf = import_icf::addIcfSpecsFromFile(input, base);
        } else {
            icf = import_icf::importIcfFile(input);
        }
        from = "IOmeter " + (icf.version.empty() ? "file without a version line" : icf.version);
        added = icf.added;
        replaced = icf.replaced;
        result = std::move(icf);
    }
    const std::optional<nlohmann::ordered_json>& plan = result.plan;
    const std::vector<std::string>& notes = result.notes;
    if (!plan) {
        err << "iometry-run import: " << input << ": " << result.error << "\n"
            << "iometry-run import: nothing was written\n";
        return 2;
    }
    if (!notes.empty()) {
        err << "iometry-run import: not carried over from " << input << " (" << notes.size()
            << (notes.size() == 1 ? " note" : " notes") << "):\n";
        for (const std::string& note : notes) err << "  - " << note << "\n";
    }
    std::string error;
    if (!writeWhole(output, plan->dump(2) + "\n", error)) {
        err << "iometry-run import: " << error << "\n";
        return 2;
    }
    out << "iometry-run import: " << input << " (" << from << ") -> " << output << ": ";
    if (!into.empty())
        out << added << " specs added, " << replaced << " replaced, ";
    out << (*plan)["dynamos"].size() << " dynamos, " << (*plan)["specs"].size() << " specs, "
        << (*plan)["workers"].size() << " workers\n";
    return 0;
}

}  // namespace iometry::cli
