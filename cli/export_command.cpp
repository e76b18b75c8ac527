#include "cli/export_command.hpp"

#include <iostream>

#include "cli/check_command.hpp"
#include "cli/file_output.hpp"
#include "engine/plan/plan_json.hpp"

namespace iometry::cli {

int runExportCommand(const ExportCommand& command, int argc, const char* const* argv,
                     std::ostream& out, std::ostream& err) {
    const std::string me = std::string("iometry-run ") + command.name + ": ";
    std::string input, output;
    if (const int rc = readInputOutput(command.name, command.usage, "plan", argc, argv, input,
                                       output, out, err);
        rc >= 0)
        return rc;
    if (input.empty()) {
        err << me << "a plan is required\n" << command.usage;
        return 2;
    }
    const model::PlanParseResult parsed = model::loadPlanFile(input);
    if (!parsed.ok()) {
        printProblems(input, parsed.problems, err);
        err << me << "nothing was written\n";
        return 2;
    }
    const ExportOutcome result = command.run(*parsed.plan);
    if (!result.error.empty()) {
        err << me << input << ": " << result.error << "\n" << me << "nothing was written\n";
        return 2;
    }
    if (!result.notes.empty()) {
        err << me << command.notesWhat << " (" << result.notes.size()
            << (result.notes.size() == 1 ? " note" : " notes") << command.notesAlso << "):\n";
        for (const std::string& note : result.notes)
            err << "  - " << note << "\n";
    }
    if (output.empty()) {
        out << result.text;
        return out ? 0 : 2;
    }
    std::string error;
    if (!writeWhole(output, result.text, error)) {
        err << me << error << "\n";
        return 2;
    }
    err << me << input << " -> " << output << "\n";
    return 0;
}

}  // namespace iometry::cli
