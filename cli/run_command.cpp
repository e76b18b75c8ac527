#include "cli/run_command.hpp"

#include <iostream>
#include <string>

#include "cli/analyze_command.hpp"
#include "cli/check_command.hpp"
#include "cli/export_fio_command.hpp"
#include "cli/export_icf_command.hpp"
#include "cli/import_command.hpp"
#include "cli/report_command.hpp"
#include "cli/run_support.hpp"
#include "cli/suite_command.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/session/session.hpp"
#include "engine/suite/suite.hpp"

namespace iometry::cli {
namespace {

// The run's usage; `--help` adds each command's own help text (helpText() below). The man
// page iometry-run(1) is made from that output by help2man (packaging/man), so "Usage:",
// "  or:" and "Options:" and the two-space columns are its layout.
const char* const kUsage =
    "Usage: iometry-run [OPTION]... --results DIR PLAN.json\n"
    "  or:  iometry-run --check PLAN.json\n"
    "@COMMANDS@"
    "\n"
    "Runs an iometry.plan/1 test plan without the GUI and writes the results folder DIR\n"
    "(plan.json, bench.json, samples.csv, summary.csv, results.json, iometer.csv, and\n"
    "procedure.json for a procedure). Dynamos the plan marks \"spawn\" are started on\n"
    "this host; the others connect to --listen and prove they hold the token. One line\n"
    "per step goes to standard output, messages to standard error.\n"
    "\n"
    "Exit status: 0 completed, 1 failed, 2 bad command line or plan, 130 stopped by\n"
    "SIGINT or SIGTERM (the results so far are kept).\n"
    "\n"
    "Options:\n"
    "  --results DIR       the results folder to write (created)\n"
    "@SESSION@"
    "  --check             validate the plan, print its steps and estimated duration,\n"
    "                      and exit 0 (valid) or 2 (invalid); starts nothing (no\n"
    "                      dynamo, no listener, no results folder)\n"
    "  -h, --help          print this help, with that of the commands, and exit\n"
    "  --version           print the version and exit\n";

struct Command {
    const char* heading;
    const char* usage;  // "Usage: iometry-run ...\n\n" and the rest
};
const Command kCommands[] = {{"analyze nic-delay", analyzeUsage()},
                             {"export-fio", exportFioUsage()},
                             {"export-icf", exportIcfUsage()},
                             {"import", importUsage()},
                             {"report", reportUsage()},
                             {"suite", suiteUsage()}};

/**
 * kUsage with the commands' synopses as "or:" lines; with @p full also each command's help
 * under a "Command NAME:" heading, indented: the text of `iometry-run --help`.
 */
std::string helpText(bool full) {
    std::string synopses, sections;
    for (const Command& c : kCommands) {
        const std::string text = c.usage;
        const std::size_t name = text.find("iometry-run"), lineEnd = text.find('\n');
        const std::size_t body = text.find("\n\n");
        synopses += "  or:  " + text.substr(name, lineEnd + 1 - name);
        if (!full || body == std::string::npos) continue;
        sections += std::string("\nCommand ") + c.heading + ":\n";
        std::size_t at = body + 2;
        while (at < text.size()) {
            const std::size_t end = text.find('\n', at);
            sections += "  " + text.substr(at, end - at + 1);
            at = end == std::string::npos ? text.size() : end + 1;
        }
    }
    std::string out = kUsage;
    out.replace(out.find("@COMMANDS@"), 10, synopses);
    out.replace(out.find("@SESSION@"), 9, kSessionFlagsHelp);
    return out + sections;
}

}  // namespace

int runCommand(int argc, const char* const* argv) {
    if (argc >= 2 && std::string(argv[1]) == "analyze")
        return analyzeCommand(argc - 2, argv + 2, std::cout, std::cerr);
    if (argc >= 2 && std::string(argv[1]) == "export-fio")  // disk workers as a fio job file
        return exportFioCommand(argc - 2, argv + 2, std::cout, std::cerr);
    if (argc >= 2 && std::string(argv[1]) == "export-icf")  // a plan as an IOmeter .icf
        return exportIcfCommand(argc - 2, argv + 2, std::cout, std::cerr);
    if (argc >= 2 && std::string(argv[1]) == "import")  // an IOmeter .icf as a plan
        return importCommand(argc - 2, argv + 2, std::cout, std::cerr);
    if (argc >= 2 && std::string(argv[1]) == "report")
        return reportCommand(argc - 2, argv + 2, std::cout, std::cerr);
    if (argc >= 2 && std::string(argv[1]) == "suite")  // a review suite: its members in turn
        return suiteCommand(argc - 2, argv + 2, std::cout, std::cerr);
    std::string planPath;
    SessionFlags flags;
    bool check = false;
    const std::string& resultsDir = flags.resultsDir;
    const bool& quiet = flags.quiet;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        bool bad = false;
        if (arg == "--help" || arg == "-h") {
            std::cout << helpText(true);
            return 0;
        } else if (arg == "--version") {
            std::cout << "iometry-run " << IOMETRY_VERSION << "\n";
            return 0;
        } else if (flags.take(argc, argv, i, bad)) {
        } else if (arg == "--check") {
            check = true;
        } else if (!arg.empty() && arg[0] == '-') {
            std::cerr << "iometry-run: unknown option \"" << arg << "\"\n" << helpText(false);
            return 2;
        } else if (planPath.empty()) {
            planPath = arg;
        } else {
            std::cerr << "iometry-run: more than one plan given (\"" << planPath << "\", \"" << arg
                      << "\")\n";
            return 2;
        }
        if (bad) {
            std::cerr << "iometry-run: " << arg << " needs a value\n" << helpText(false);
            return 2;
        }
    }
    if (check) {
        if (planPath.empty()) {
            std::cerr << "iometry-run: --check needs a plan\n" << helpText(false);
            return 2;
        }
        if (suite::isSuiteFile(planPath)) return checkSuite(planPath, {}, std::cout, std::cerr);
        return checkPlan(planPath, std::cout, std::cerr);
    }
    if (planPath.empty() || resultsDir.empty()) {
        std::cerr << "iometry-run: a plan and --results DIR are required\n" << helpText(false);
        return 2;
    }
    if (suite::isSuiteFile(planPath)) {
        std::cerr << "iometry-run: " << planPath << " is a suite: run it with iometry-run suite "
                  << planPath << " --results DIR\n";
        return 2;
    }

    session::SessionOptions options;
    options.resultsDir = resultsDir;
    if (!flags.options(options, std::cerr)) return 2;

    auto parsed = model::loadPlanFile(planPath);
    if (!parsed.ok()) {
        printProblems(planPath, parsed.problems, std::cerr);
        return 2;
    }
    const model::Plan plan = *parsed.plan;
    if (!quiet) std::cerr << "iometry-run: " << runIntroduction(plan) << "; results in " << resultsDir << "\n";

    ProgressPrinter printer(quiet);
    printer.setStorage(storageOnly(plan));
    session::Session session(options, &printer);
    int rc = 0;
    {
        // Signals go to one thread that asks the session to stop; the run keeps its results.
        SignalStop stop([&] { session.requestStop(); });
        rc = session.run(plan);
    }
    return reportRunEnd(rc, session.error(), resultsDir, printer.stepRuns(), std::cout, std::cerr);
}

}  // namespace iometry::cli
