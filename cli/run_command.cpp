#include "cli/run_command.hpp"

#include <pthread.h>
#include <unistd.h>

#include <climits>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <thread>

#include "cli/analyze_command.hpp"
#include "cli/check_command.hpp"
#include "cli/import_command.hpp"
#include "cli/report_command.hpp"
#include "engine/model/plan_json.hpp"
#include "engine/model/step_source.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/connection.hpp"
#include "engine/session/session.hpp"

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
    "  --listen ADDR:PORT  where dynamos connect (default 127.0.0.1, any free port);\n"
    "                      needed when the plan has dynamos on other hosts\n"
    "  --token-file FILE   shared token for dynamos on other hosts (spawned local\n"
    "                      dynamos get a fresh random token when this is absent);\n"
    "                      only its owner may have access: chmod 600 FILE\n"
    "  --dynamo PATH       the iometry-dynamo to spawn (default: beside iometry-run)\n"
    "  -q, --quiet         print only errors and the final line\n"
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
                             {"import", importUsage()},
                             {"report", reportUsage()}};

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
    return out + sections;
}

std::string besideMe(const std::string& program) {
    char self[PATH_MAX] = {};
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return program;
    return (std::filesystem::path(std::string(self, static_cast<std::size_t>(n))).parent_path() /
            program)
        .string();
}

class ProgressPrinter : public session::SessionObserver {
public:
    explicit ProgressPrinter(bool quiet) : m_quiet(quiet) {}

    void onLog(const std::string& line) override {
        if (!m_quiet || line.rfind("error", 0) == 0) std::cerr << "iometry-run: " << line << "\n";
    }
    void onListening(const std::string& host, std::uint16_t port) override {
        if (!m_quiet) std::cerr << "iometry-run: listening for dynamos on " << host << ":" << port << "\n";
    }
    void onStepStarted(int step, int steps, int repeat, int repeats,
                       const model::StepParams& params) override {
        m_params = params;
        m_step = step;
        m_steps = steps;
        m_repeat = repeat;
        m_repeats = repeats;
    }
    void onStepFinished(const std::vector<results::MetricRow>& rows, int done, int total,
                        double etaS) override {
        ++m_stepRuns;
        if (m_quiet || rows.empty()) return;
        const results::MetricRow& all = rows.front();
        char knob[64], udp[64] = "";
        if (m_params.rateMbit)
            std::snprintf(knob, sizeof knob, "offered %-9.6g", *m_params.rateMbit);
        else
            std::snprintf(knob, sizeof knob, "outstanding %-4d", all.outstanding);
        if (all.udp) std::snprintf(udp, sizeof udp, "  loss %7.3f %%", all.lossPct);
        if (all.tcp)  // as iperf3's "Retr"
            std::snprintf(udp + std::strlen(udp), sizeof udp - std::strlen(udp), "  retr %llu",
                          static_cast<unsigned long long>(all.retransmits));
        if (m_params.mtu) std::snprintf(udp + std::strlen(udp), sizeof udp - std::strlen(udp), "  MTU %d", *m_params.mtu);
        if ((m_params.workers || m_params.targets) && all.workersRan)  // worker or target cycling
            std::snprintf(udp + std::strlen(udp), sizeof udp - std::strlen(udp), "  workers %d", *all.workersRan);
        char line[320];
        std::snprintf(line, sizeof line,
                      "step %d/%d%s  size %-9s %s %10.1f Mbit/s  %8.0f IOPS%s  "
                      "CPU %5.1f %%  P/E %7.1f  ETA %s",
                      m_step + 1, m_steps,
                      m_repeats > 1 ? (" rep " + std::to_string(m_repeat) + "/" +
                                       std::to_string(m_repeats)).c_str()
                                    : "",
                      formatSize(all.size).c_str(), knob, all.mbitPerS, all.opsPerS, udp,
                      all.cpuPct, all.peIndex, done < total ? formatDuration(etaS).c_str() : "0s");
        std::cout << line << std::endl;
    }

    long long stepRuns() const { return m_stepRuns; }

private:
    bool m_quiet;
    long long m_stepRuns = 0;
    int m_step = 0, m_steps = 0, m_repeat = 1, m_repeats = 1;
    model::StepParams m_params;
};

}  // namespace

int runCommand(int argc, const char* const* argv) {
    if (argc >= 2 && std::string(argv[1]) == "analyze")
        return analyzeCommand(argc - 2, argv + 2, std::cout, std::cerr);
    if (argc >= 2 && std::string(argv[1]) == "import")  // an IOmeter .icf as a plan
        return importCommand(argc - 2, argv + 2, std::cout, std::cerr);
    if (argc >= 2 && std::string(argv[1]) == "report")
        return reportCommand(argc - 2, argv + 2, std::cout, std::cerr);
    std::string planPath, resultsDir, listen, tokenFile, dynamo;
    bool quiet = false, check = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](std::string& out) {
            if (i + 1 >= argc) {
                std::cerr << "iometry-run: " << arg << " needs a value\n" << helpText(false);
                return false;
            }
            out = argv[++i];
            return true;
        };
        if (arg == "--help" || arg == "-h") {
            std::cout << helpText(true);
            return 0;
        } else if (arg == "--version") {
            std::cout << "iometry-run " << IOMETRY_VERSION << "\n";
            return 0;
        } else if (arg == "--results") {
            if (!value(resultsDir)) return 2;
        } else if (arg == "--listen") {
            if (!value(listen)) return 2;
        } else if (arg == "--token-file") {
            if (!value(tokenFile)) return 2;
        } else if (arg == "--dynamo") {
            if (!value(dynamo)) return 2;
        } else if (arg == "--quiet" || arg == "-q") {
            quiet = true;
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
    }
    if (check) {
        if (planPath.empty()) {
            std::cerr << "iometry-run: --check needs a plan\n" << helpText(false);
            return 2;
        }
        return checkPlan(planPath, std::cout, std::cerr);
    }
    if (planPath.empty() || resultsDir.empty()) {
        std::cerr << "iometry-run: a plan and --results DIR are required\n" << helpText(false);
        return 2;
    }

    session::SessionOptions options;
    options.resultsDir = resultsDir;
    options.dynamoExecutable = dynamo.empty() ? besideMe("iometry-dynamo") : dynamo;
    if (!listen.empty()) {
        std::string error;
        if (!protocol::parseHostPort(listen, options.listenHost, options.listenPort, error)) {
            std::cerr << "iometry-run: --listen: " << error << "\n";
            return 2;
        }
    }
    if (!tokenFile.empty()) {
        std::string error;
        auto token = protocol::readTokenFile(tokenFile, error);
        if (!token) {
            std::cerr << "iometry-run: " << error << "\n";
            return 2;
        }
        options.token = *token;
    }

    auto parsed = model::loadPlanFile(planPath);
    if (!parsed.ok()) {
        printProblems(planPath, parsed.problems, std::cerr);
        return 2;
    }
    const model::Plan plan = *parsed.plan;
    if (!quiet) {
        const auto source = model::makeStepSource(plan);
        const long long steps = source->plannedSteps();
        const long long runs = steps * plan.repeats;
        std::cerr << "iometry-run: \"" << plan.name << "\": " << (source->exact() ? "" : "at most ")
                  << steps << " step" << (steps == 1 ? "" : "s")
                  << (source->exact() ? "" : std::string(" (") + plan.procedure.name() +
                                                 ", adaptive)")
                  << " x " << plan.repeats << " repeat" << (plan.repeats == 1 ? "" : "s")
                  << ", about " << formatDuration(static_cast<double>(runs) * (plan.runS + plan.rampS))
                  << " of load; results in " << resultsDir << "\n";
    }

    // Signals go to one thread that asks the session to stop; the run keeps its results.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    std::signal(SIGPIPE, SIG_IGN);

    ProgressPrinter printer(quiet);
    session::Session session(options, &printer);
    std::thread signalThread([&] {
        int signal = 0;
        if (sigwait(&signals, &signal) == 0 && signal != 0) session.requestStop();
    });
    const int rc = session.run(plan);
    pthread_kill(signalThread.native_handle(), SIGTERM);
    signalThread.join();

    if (rc == 0) {
        std::cout << "iometry-run: completed " << printer.stepRuns() << " step runs; results in "
                  << resultsDir << std::endl;
        return 0;
    }
    std::cerr << "iometry-run: " << (rc == 2 ? "stopped" : "failed") << ": " << session.error()
              << " (results so far are in " << resultsDir << ")\n";
    return rc == 2 ? 130 : 1;
}

}  // namespace iometry::cli
