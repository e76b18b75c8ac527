#include "cli/import_command.hpp"

#include <fstream>
#include <iostream>
#include <string>

#include "cli/file_output.hpp"
#include "engine/import/fio_import.hpp"
#include "engine/json/json_depth.hpp"
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
    "      --encoding NAME     the code page of the .icf file's names (IOmeter wrote\n"
    "                          the system's): cp1251 (windows-1251), cp936 (gbk),\n"
    "                          cp1252 (windows-1252), utf-8, or another name that\n"
    "                          iconv -l lists; without it, UTF-8 when the file is,\n"
    "                          else the code page its bytes look like, named on\n"
    "                          stderr\n"
    "Exit status: 0 written, 2 bad command line or file.\n";

}  // namespace

const char* importUsage() { return kImportUsage; }

int importCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    std::string input, output, into, encoding;
    if (const int rc = readInputOutput("import", kImportUsage, "file", argc, argv, input, output,
                                       out, err, &into, &encoding);
        rc >= 0)
        return rc;
    std::optional<import_icf::CodePage> codePage;
    if (!encoding.empty() && !(codePage = import_icf::codePageNamed(encoding))) {
        err << "iometry-run import: --encoding \"" << encoding
            << "\" is not a code page this system can read; use one of "
            << import_icf::kCodePageNames << "\n";
        return 2;
    }
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
        if (!into.empty() || codePage) {
            err << "iometry-run import: " << (codePage ? "--encoding" : "--into")
                << " is for an .icf file; " << input << " is a fio job file\n";
            return 2;
        }
        result = import_fio::importFioFile(input);
        from = "fio job file";
    } else {
        import_icf::IcfImportResult icf;
        if (!into.empty()) {
            const std::optional<std::string> text = import_icf::readWholeFile(into);
            // Nested too deep, the plan would overflow the stack where it is copied.
            const std::string deep = text ? model::jsonDepthProblem(*text) : std::string();
            nlohmann::ordered_json base;
            if (text && deep.empty())
                base = nlohmann::ordered_json::parse(*text, nullptr, false);
            if (!text || !deep.empty() || base.is_discarded()) {
                err << "iometry-run import: --into " << into << ": "
                    << (!text ? "cannot open" : !deep.empty() ? deep : "not valid JSON") << "\n"
                    << "iometry-run import: nothing was written\n";
                return 2;
            }
            icf = import_icf::addIcfSpecsFromFile(input, base, codePage);
        } else {
            icf = import_icf::importIcfFile(input, codePage);
        }
        from = "IOmeter " + (icf.version.empty() ? "file without a version line" : icf.version);
        if (!icf.codePage.empty() && icf.codePage != import_icf::kUtf8.title)
            from += ", read as " + icf.codePage;
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
    // An imported plan's strings are UTF-8 (docs/iometer-files.md, "Code pages"); should one
    // ever not be, dump() makes it U+FFFD rather than throw and abort.
    const std::string text =
        plan->dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    if (!writeWhole(output, text, error)) {
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
