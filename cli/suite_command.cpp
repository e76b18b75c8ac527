#include "cli/suite_command.hpp"

#include <atomic>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>

#include "cli/check_command.hpp"
#include "cli/run_support.hpp"
#include "engine/import/code_page.hpp"
#include "engine/methods/method.hpp"
#include "engine/session/session.hpp"
#include "engine/suite/suite_run.hpp"

namespace iometry::cli {
namespace {

const char* const kSuiteUsage =
    "Usage: iometry-run suite [OPTION]... --results DIR [SUITE.json]\n"
    "\n"
    "Runs the members of an iometry.suite/1 review suite one after another, each into\n"
    "its own results folder DIR/<member>/, and records the suite as run, each member's\n"
    "status and its start and end time in DIR/suite.json. A member that fails is\n"
    "recorded and the next one runs; SIGINT or SIGTERM stops the suite, keeping every\n"
    "finished member. One line per step, with the suite's ETA, goes to standard output.\n"
    "\n"
    "Exit status: 0 every member completed, 1 a member failed, 2 bad command line or\n"
    "suite, 130 stopped.\n"
    "\n"
    "Options:\n"
    "  --results DIR       the suite's results folder (created)\n"
    "  --resume            carry on the suite recorded in DIR: runs only the members\n"
    "                      that did not complete (SUITE.json may be left out; given, it\n"
    "                      must be the suite recorded there)\n"
    "  --device TEXT       the device under test (replaces the suite's)\n"
    "  --repeats N         every member repeats each step N times (1-1000)\n"
    "  --run-s SECONDS     every member's run_s (a quick look; a method's own trial\n"
    "                      time stays)\n"
    "  --address DYNAMO=IP the data address of DYNAMO for every member (repeatable)\n"
    "  --loopback          the whole suite on this host: every dynamo spawned here,\n"
    "                      every data address 127.0.0.1, no MTU changes\n"
    "  --set [MEMBER:]KEY=VALUE\n"
    "                      a worker key (docs/plan-format.md, Workers) for every worker\n"
    "                      that has it, in every member or in MEMBER alone (repeatable):\n"
    "                      --set path=/mnt/ssd/review.tst --set file_size=4GiB\n"
    "  --check             validate the suite with these options, print its members and\n"
    "                      estimated duration, and exit 0 or 2; starts nothing\n"
    "  --listen, --token-file, --dynamo, -q   as for a plan\n";

}  // namespace

const char* suiteUsage() { return kSuiteUsage; }

int suiteCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    std::string suitePath;
    SessionFlags flags;
    bool resume = false, check = false;
    suite::SuiteOverrides overrides;
    const std::string& resultsDir = flags.resultsDir;
    const bool& quiet = flags.quiet;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        bool bad = false;
        // What goes into the suite's JSON is UTF-8 text: other bytes made the record's
        // dump() throw (type_error 316) and abort the suite.
        if ((arg == "--device" || arg == "--address" || arg == "--set") && i + 1 < argc &&
            !import_icf::isUtf8(argv[i + 1])) {
            err << "iometry-run suite: " << arg << " must be UTF-8 text; \"" << argv[i + 1]
                << "\" is not\n";
            return 2;
        }
        if (arg == "--help" || arg == "-h") {
            out << kSuiteUsage;
            return 0;
        } else if (flags.take(argc, argv, i, bad)) {
        } else if (arg == "--resume") {
            resume = true;
        } else if (arg == "--check") {
            check = true;
        } else if (arg == "--loopback") {
            overrides.loopback = true;
        } else if (arg == "--device") {
            if (i + 1 >= argc) bad = true;
            else overrides.device = argv[++i];
        } else if (arg == "--repeats") {
            if (i + 1 >= argc) {
                bad = true;
            } else {
                const std::string text = argv[++i];
                char* end = nullptr;
                const long n = std::strtol(text.c_str(), &end, 10);
                if (text.empty() || *end || n < 1 || n > model::kMaxRepeats) {
                    err << "iometry-run suite: --repeats must be 1-" << model::kMaxRepeats
                        << ", got \"" << text << "\"\n";
                    return 2;
                }
                overrides.repeats = static_cast<int>(n);
            }
        } else if (arg == "--run-s") {
            if (i + 1 >= argc) {
                bad = true;
            } else {
                const std::string text = argv[++i];
                char* end = nullptr;
                const double v = std::strtod(text.c_str(), &end);
                if (text.empty() || *end || !(v > 0) || v > model::kMaxRunS) {
                    err << "iometry-run suite: --run-s must be a number of seconds above 0 and "
                           "at most "
                        << model::kMaxRunS << ", got \"" << text << "\"\n";
                    return 2;
                }
                overrides.runS = v;
            }
        } else if (arg == "--address") {
            if (i + 1 >= argc) {
                bad = true;
            } else {
                const std::string text = argv[++i];
                const std::size_t eq = text.find('=');
                if (eq == std::string::npos || eq == 0 || eq + 1 == text.size()) {
                    err << "iometry-run suite: --address must be DYNAMO=IP, got \"" << text << "\"\n";
                    return 2;
                }
                overrides.addresses[text.substr(0, eq)] = text.substr(eq + 1);
            }
        } else if (arg == "--set") {
            if (i + 1 >= argc) {
                bad = true;
            } else {
                std::string error;
                auto setting = suite::parseWorkerSetting(argv[++i], error);
                if (!setting) {
                    err << "iometry-run suite: --set " << error << "\n";
                    return 2;
                }
                overrides.workerSettings.push_back(std::move(*setting));
            }
        } else if (!arg.empty() && arg[0] == '-') {
            err << "iometry-run suite: unknown option \"" << arg << "\"\n" << kSuiteUsage;
            return 2;
        } else if (suitePath.empty()) {
            suitePath = arg;
        } else {
            err << "iometry-run suite: more than one suite given (\"" << suitePath << "\", \""
                << arg << "\")\n";
            return 2;
        }
        if (bad) {
            err << "iometry-run suite: " << arg << " needs a value\n" << kSuiteUsage;
            return 2;
        }
    }
    if (check) {
        if (suitePath.empty()) {
            err << "iometry-run suite: --check needs a suite\n" << kSuiteUsage;
            return 2;
        }
        return checkSuite(suitePath, overrides, out, err);
    }
    if (resultsDir.empty() || (suitePath.empty() && !resume)) {
        err << "iometry-run suite: a suite and --results DIR are required (--resume may leave "
               "out the suite)\n"
            << kSuiteUsage;
        return 2;
    }
    session::SessionOptions options;
    if (!flags.options(options, err)) return 2;

    std::optional<suite::Suite> given;
    if (!suitePath.empty()) {
        auto parsed = suite::loadSuiteFile(suitePath, overrides);
        if (!parsed.ok()) {
            printProblems(suitePath, parsed.problems, err, "suite");
            return 2;
        }
        given = std::move(parsed.suite);
    }
    suite::SuiteRun run;
    std::string error;
    if (!run.open(resultsDir, given, resume, error)) {
        err << "iometry-run suite: " << error << "\n";
        return 2;
    }
    const suite::Suite& s = run.suite();
    const std::size_t total = s.members.size();
    if (!quiet) {
        const auto estimate = suite::estimateSuite(s);
        double left = 0;
        for (std::size_t i = 0; i < total; ++i)
            if (run.members()[i].status != suite::MemberStatus::Completed)
                left += estimate.memberSeconds[i];
        err << "iometry-run: suite \"" << s.name << "\"" << (s.device.empty() ? "" : " of ")
            << s.device << ": " << model::countText(static_cast<long long>(total), "member");
        if (run.completedCount() > 0) err << ", " << run.completedCount() << " completed before";
        err << ", about " << formatDuration(left) << "; results in " << resultsDir << "\n";
    }

    // The session of the member now running, for the signal thread to stop.
    std::mutex mutex;
    session::Session* current = nullptr;
    std::atomic<bool> stopped{false};
    SignalStop stop([&] {
        stopped = true;
        std::lock_guard<std::mutex> lock(mutex);
        if (current) current->requestStop();
    });

    int failed = 0;
    long long stepRuns = 0;
    for (auto next = run.nextMember(); next && !stopped; next = run.nextMember(*next + 1)) {
        const std::size_t index = *next;
        const suite::SuiteMember& member = s.members[index];
        if (!run.begin(index, error)) {
            err << "iometry-run suite: " << error << "\n";
            return 1;
        }
        if (!quiet)
            err << "iometry-run: member " << index + 1 << "/" << total << " \"" << member.name
                << "\": " << runIntroduction(member.plan) << "\n";
        session::SessionOptions memberOptions = options;
        memberOptions.resultsDir = run.memberDir(index);
        const std::string prefix =
            "[" + std::to_string(index + 1) + "/" + std::to_string(total) + " " + member.name + "] ";
        ProgressPrinter printer(quiet, prefix,
                                [&](double etaS) { return run.remainingSeconds(index, etaS); });
        printer.setStorage(storageOnly(member.plan));
        int rc = 0;
        std::string why;
        {
            session::Session session(memberOptions, &printer);
            {
                std::lock_guard<std::mutex> lock(mutex);
                current = &session;
            }
            rc = stopped ? 2 : session.run(member.plan);
            {
                std::lock_guard<std::mutex> lock(mutex);
                current = nullptr;
            }
            why = stopped && rc == 0 ? std::string() : session.error();
            if (stopped && rc != 0) rc = 2;
        }
        stepRuns += printer.stepRuns();
        run.finish(index, rc, rc == 2 && why.empty() ? "stopped" : why);
        if (rc == 1) {
            ++failed;
            err << "iometry-run: member \"" << member.name << "\" failed: " << why
                << " (its results so far are in " << run.memberDir(index).string()
                << "); the suite goes on\n";
        }
    }
    run.close();
    if (stopped) {
        err << "iometry-run: suite stopped after " << run.completedCount() << " of " << total
            << " members; iometry-run suite --resume --results " << resultsDir
            << " runs the rest\n";
        return 130;
    }
    if (failed) {
        err << "iometry-run: suite finished with " << failed << " of " << total
            << " members failed; --resume runs them again\n";
        return 1;
    }
    out << "iometry-run: suite completed, " << total << " members, " << stepRuns
        << " step runs; results in " << resultsDir << std::endl;
    return 0;
}

}  // namespace iometry::cli
