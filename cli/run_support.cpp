#include "cli/run_support.hpp"

#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/check_command.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/address.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/connection.hpp"
#include "engine/report/under_load.hpp"

namespace iometry::cli {

const char* const kSessionFlagsHelp =
    "  --listen ADDR:PORT  where dynamos connect (default 127.0.0.1, any free port);\n"
    "                      needed when the plan has dynamos on other hosts\n"
    "  --token-file FILE   shared token for dynamos on other hosts (spawned local\n"
    "                      dynamos get a fresh random token when this is absent);\n"
    "                      only its owner may have access: chmod 600 FILE\n"
    "  --dynamo PATH       the iometry-dynamo to spawn (default: beside iometry-run)\n"
    "  --iometer-listen ADDR[:PORT]  where stock IOmeter 1.1 dynamos the plan names\n"
    "                      log in (dynamo -i ADDR; default port 1066); off unless\n"
    "                      given: IOmeter's protocol has no authentication\n"
    "  -q, --quiet         print only errors and the final line\n";

bool SessionFlags::take(int argc, const char* const* argv, int& i, bool& bad) {
    const std::string arg = argv[i];
    if (arg == "--quiet" || arg == "-q") {
        quiet = true;
        return true;
    }
    std::string* out = arg == "--results"      ? &resultsDir
                       : arg == "--listen"     ? &listen
                       : arg == "--iometer-listen" ? &iometerListen
                       : arg == "--token-file" ? &tokenFile
                       : arg == "--dynamo"     ? &dynamo
                                               : nullptr;
    if (!out) return false;
    if (i + 1 >= argc) {
        bad = true;
        return true;
    }
    *out = argv[++i];
    return true;
}

bool SessionFlags::options(session::SessionOptions& options, std::ostream& err) const {
    options.dynamoExecutable = dynamo.empty() ? besideMe("iometry-dynamo") : dynamo;
    if (!listen.empty()) {
        std::string error;
        if (!protocol::parseHostPort(listen, options.listenHost, options.listenPort, error)) {
            err << "iometry-run: --listen: " << error << "\n";
            return false;
        }
        // The session takes an address only: a name failed there, after the results
        // folder was made, with status 1 (a failed run) for a bad command line.
        if (!model::isIpAddress(options.listenHost)) {
            err << "iometry-run: --listen: \"" << options.listenHost
                << "\" is not an IP address (use 0.0.0.0, :: or this host's address)\n";
            return false;
        }
    }
    std::error_code ec;
    if (!resultsDir.empty() && std::filesystem::exists(resultsDir, ec) &&
        !std::filesystem::is_directory(resultsDir, ec)) {
        err << "iometry-run: --results " << resultsDir << " is a file, not a folder\n";
        return false;
    }
    if (!dynamo.empty() && ::access(dynamo.c_str(), X_OK) != 0) {
        err << "iometry-run: --dynamo " << dynamo << ": cannot run it: " << std::strerror(errno)
            << "\n";
        return false;
    }
    if (!iometerListen.empty()) {
        std::string error;
        const bool portGiven = iometerListen.find("]:") != std::string::npos ||
                               (iometerListen.front() != '[' && iometerListen.find(':') != std::string::npos &&
                                iometerListen.find(':') == iometerListen.rfind(':'));
        if (portGiven) {
            if (!protocol::parseHostPort(iometerListen, options.iometerListenHost, options.iometerListenPort, error)) {
                err << "iometry-run: --iometer-listen: " << error << "\n";
                return false;
            }
        } else {
            options.iometerListenHost = iometerListen;
            if (options.iometerListenHost.front() == '[' && options.iometerListenHost.back() == ']')
                options.iometerListenHost = options.iometerListenHost.substr(1, options.iometerListenHost.size() - 2);
        }
    }
    if (!tokenFile.empty()) {
        std::string error;
        auto token = protocol::readTokenFile(tokenFile, error);
        if (!token) {
            err << "iometry-run: " << error << "\n";
            return false;
        }
        options.token = *token;
    }
    return true;
}

std::string besideMe(const std::string& program) {
    char self[PATH_MAX] = {};
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return program;
    return (std::filesystem::path(std::string(self, static_cast<std::size_t>(n))).parent_path() /
            program)
        .string();
}

void ProgressPrinter::onLog(const std::string& line) {
    if (!m_quiet || line.rfind("error", 0) == 0) std::cerr << "iometry-run: " << line << "\n";
}

void ProgressPrinter::onListening(const std::string& host, std::uint16_t port) {
    if (!m_quiet) std::cerr << "iometry-run: listening for dynamos on " << host << ":" << port << "\n";
}

void ProgressPrinter::onStepStarted(int step, int steps, int repeat, int repeats,
                                    const model::StepParams& params) {
    m_params = params;
    m_step = step;
    m_steps = steps;
    m_repeat = repeat;
    m_repeats = repeats;
}

void ProgressPrinter::onStepFinished(const std::vector<results::MetricRow>& rows, int done,
                                     int total, double etaS) {
    ++m_stepRuns;
    if (m_quiet || rows.empty()) return;
    const results::MetricRow& all = rows.front();
    char knob[64], udp[64] = "";
    if (m_params.rateMbit)
        std::snprintf(knob, sizeof knob, "offered %-9.6g", *m_params.rateMbit);
    else if (m_params.ratePerS)
        std::snprintf(knob, sizeof knob, "offered %.6g/s", *m_params.ratePerS);
    else
        std::snprintf(knob, sizeof knob, "outstanding %-4d", all.outstanding);
    if (all.udp) std::snprintf(udp, sizeof udp, "  loss %7.3f %%", all.lossPct);
    if (all.tcp)  // as iperf3's "Retr"
        std::snprintf(udp + std::strlen(udp), sizeof udp - std::strlen(udp), "  retr %llu",
                      static_cast<unsigned long long>(all.retransmits));
    if (m_params.mtu) std::snprintf(udp + std::strlen(udp), sizeof udp - std::strlen(udp), "  MTU %d", *m_params.mtu);
    if (m_params.phase)
        std::snprintf(udp + std::strlen(udp), sizeof udp - std::strlen(udp), "  phase %d", *m_params.phase);
    if ((m_params.workers || m_params.targets || m_params.phase) && all.workersRan)  // who runs
        std::snprintf(udp + std::strlen(udp), sizeof udp - std::strlen(udp), "  workers %d", *all.workersRan);
    // Each probe's median under the load, and idle before it (docs/metrics.md, "Latency
    // under load"): what the load added is the difference.
    std::string probes;
    for (const report::ProbeStep& p : report::probeSteps(rows)) {
        if (std::isnan(p.loadMedianUs)) continue;
        char text[160];
        std::snprintf(text, sizeof text, "  probe %s p50 %.3g ms", p.probe.c_str(), p.loadMedianUs / 1e3);
        probes += text;
        if (!std::isnan(p.idleMedianUs)) {
            std::snprintf(text, sizeof text, " (idle %.3g)", p.idleMedianUs / 1e3);
            probes += text;
        }
    }
    // What the load's requests took, when it timed them (request/response, paced requests).
    char latency[64] = "";
    if (!all.latEmpty) {
        // µs below a millisecond, ms above: "p50 37.25 us", "p99 451.9 ms".
        auto readable = [](double us) {
            char text[24];
            if (us < 1000) std::snprintf(text, sizeof text, "%.4g us", us);
            else std::snprintf(text, sizeof text, "%.4g ms", us / 1e3);
            return std::string(text);
        };
        std::snprintf(latency, sizeof latency, "  p50 %s  p99 %s", readable(all.latP50Us).c_str(),
                      readable(all.latP99Us).c_str());
    }
    // What limited the step, and what cannot be true of it (docs/metrics.md, "What limited it").
    std::string verdict;
    if (!all.limitedBy.empty()) verdict = "  limited by " + all.limitedBy;
    if (!all.warnings.empty()) {
        std::string words = all.warnings;
        std::replace(words.begin(), words.end(), ';', ',');
        verdict += "  warnings " + words;
    }
    // A plan going on without lost dynamos (docs/plan-format.md, "on_dynamo_loss").
    if (all.dynamosLost > 0) verdict += "  without " + std::to_string(all.dynamosLost) + " lost dynamo(s)";
    const double left = done < total ? etaS : 0;
    std::string eta = left > 0 ? formatDuration(left) : "0s";
    if (m_eta) eta += ", suite " + formatDuration(m_eta(left));
    char line[360];
    if (m_storage) {
        std::snprintf(line, sizeof line, "%sstep %d/%d%s  size %-9s %s %10.1f MB/s  %8.0f IOPS  lat %9.1f us%s  CPU %5.1f %%  ETA %s",
                      m_prefix.c_str(), m_step + 1, m_steps,
                      m_repeats > 1 ? (" rep " + std::to_string(m_repeat) + "/" + std::to_string(m_repeats)).c_str() : "",
                      formatSize(all.size).c_str(), knob, all.mbPerS, all.opsPerS, all.latMeanUs, udp, all.cpuPct,
                      eta.c_str());
        std::cout << line << probes << verdict << std::endl;
        return;
    }
    std::snprintf(line, sizeof line,
                  "%sstep %d/%d%s  size %-9s %s %10.1f Mbit/s  %8.0f IOPS%s%s  "
                  "CPU %5.1f %%  P/E %7.1f  ETA %s",
                  m_prefix.c_str(), m_step + 1, m_steps,
                  m_repeats > 1 ? (" rep " + std::to_string(m_repeat) + "/" +
                                   std::to_string(m_repeats)).c_str()
                                : "",
                  formatSize(all.size).c_str(), knob, all.mbitPerS, all.opsPerS, latency, udp,
                  all.cpuPct, all.peIndex, eta.c_str());
    std::cout << line << probes << verdict << std::endl;
}

namespace {
std::atomic<bool> g_closing{false};
}

SignalStop::SignalStop(std::function<void()> onSignal) {
    sigemptyset(&m_signals);
    sigaddset(&m_signals, SIGINT);
    sigaddset(&m_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &m_signals, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
    g_closing = false;
    m_thread = std::thread([this, onSignal = std::move(onSignal)] {
        int signal = 0;
        if (sigwait(&m_signals, &signal) == 0 && signal != 0 && !g_closing) onSignal();
    });
}

SignalStop::~SignalStop() {
    g_closing = true;
    pthread_kill(m_thread.native_handle(), SIGTERM);
    m_thread.join();
}

bool storageOnly(const model::Plan& plan) {
    return !plan.workers.empty() && std::all_of(plan.workers.begin(), plan.workers.end(), [](const model::WorkerDef& w) {
               return w.kind() && w.kind()->isStorage();
           });
}

std::string runIntroduction(const model::Plan& plan) {
    const model::RunEstimate estimate = model::estimateRun(plan);
    std::string text = "\"" + plan.name + "\": " + (estimate.exact ? "" : "at most ") +
                       model::countText(estimate.steps, "step");
    if (!estimate.exact) text += " (" + plan.procedure.name() + ", adaptive)";
    return text + " x " + model::countText(plan.repeats, "repeat") + ", about " +
           formatDuration(estimate.seconds);
}

int reportRunEnd(int rc, const std::string& error, const std::string& resultsDir,
                 long long stepRuns, std::ostream& out, std::ostream& err) {
    if (rc == 0) {
        out << "iometry-run: completed " << stepRuns << " step runs; results in " << resultsDir
            << std::endl;
        return 0;
    }
    err << "iometry-run: " << (rc == 2 ? "stopped" : "failed") << ": " << error
        << " (results so far are in " << resultsDir << ")\n";
    return rc == 2 ? 130 : 1;
}

}  // namespace iometry::cli
