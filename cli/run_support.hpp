#pragma once
// What running a plan and running a suite share in iometry-run: the session options of the
// command line, the progress line of each step, and stopping on SIGINT/SIGTERM.

#include <csignal>
#include <functional>
#include <iosfwd>
#include <string>
#include <thread>

#include "engine/session/session.hpp"

namespace iometry::cli {

/** The options of every run: --results, -q, and how to reach the dynamos (--listen,
 *  --token-file, --dynamo). */
struct SessionFlags {
    std::string resultsDir, listen, iometerListen, tokenFile, dynamo;
    bool quiet = false;

    /**
     * If argv[i] is one of these options, takes it and its value (advancing @p i) and
     * returns true; @p bad becomes true when the value is missing.
     */
    bool take(int argc, const char* const* argv, int& i, bool& bad);
    /** The session's options from the flags; false with a message on @p err. */
    bool options(session::SessionOptions& out, std::ostream& err) const;
};

/** The help lines of SessionFlags' options and -q, as kUsage writes them. */
extern const char* const kSessionFlagsHelp;

/** The path of @p program in the folder of the running executable. */
std::string besideMe(const std::string& program);

/**
 * One line per step run on standard output ("step 3/13  size 256 B …  ETA 1m02s"), with
 * @p prefix in front (a suite's "[2/5 receive] "); errors (and more unless quiet) on
 * standard error. @p eta, when given, turns the run's seconds left into the suite's, which
 * the line says too ("ETA 1m02s, suite 12m30s").
 */
class ProgressPrinter : public session::SessionObserver {
public:
    explicit ProgressPrinter(bool quiet, std::string prefix = {},
                             std::function<double(double)> eta = {})
        : m_quiet(quiet), m_prefix(std::move(prefix)), m_eta(std::move(eta)) {}

    void onLog(const std::string& line) override;
    void onListening(const std::string& host, std::uint16_t port) override;
    void onStepStarted(int step, int steps, int repeat, int repeats,
                       const model::StepParams& params) override;
    void onStepFinished(const std::vector<results::MetricRow>& rows, int done, int total,
                        double etaS) override;

    long long stepRuns() const { return m_stepRuns; }
    /** A plan of storage workers only: its steps print MB/s, IOPS and latency, not Mbit/s
     *  and a P/E index (a network measure). */
    void setStorage(bool storage) { m_storage = storage; }

private:
    bool m_quiet;
    std::string m_prefix;
    std::function<double(double)> m_eta;
    long long m_stepRuns = 0;
    bool m_storage = false;
    int m_step = 0, m_steps = 0, m_repeat = 1, m_repeats = 1;
    model::StepParams m_params;
};

/**
 * Blocks SIGINT and SIGTERM in every thread started after it and waits for them on a
 * thread of its own, which calls @p onSignal (the session keeps its results). SIGPIPE is
 * ignored. The destructor ends the thread.
 */
class SignalStop {
public:
    explicit SignalStop(std::function<void()> onSignal);
    ~SignalStop();
    SignalStop(const SignalStop&) = delete;
    SignalStop& operator=(const SignalStop&) = delete;

private:
    sigset_t m_signals;
    std::thread m_thread;
};

/** "\"NAME\": 13 steps x 2 repeats, about 7m10s": what a run will do, before it starts. */
std::string runIntroduction(const model::Plan& plan);

/** True when every worker of @p plan is of a storage kind (a disk run). */
bool storageOnly(const model::Plan& plan);

/** "iometry-run: the reason (results so far are in DIR)" for Session::run()'s @p rc; the exit code. */
int reportRunEnd(int rc, const std::string& error, const std::string& resultsDir,
                 long long stepRuns, std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
