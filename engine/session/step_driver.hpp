#pragma once
/**
 * @file
 * @brief The step driver: configure → prepare → connect → start → step_done for every
 *        repeat of every step (docs/protocol.md, "A step"), and the samples that come
 *        meanwhile (docs/architecture.md, "A run" and "The path of one sample").
 *
 * State it owns: the step source and the steps done, the step being run and its repeat,
 * the phase of the step, its timer and the dynamos it still waits for, the ports the
 * holders listen on, the intervals waiting for a sample of every dynamo, the step's
 * totals and its repeats' rows, what each worker's `ready` said (for bench.json), and
 * the progress counts behind the ETA.
 *
 * What it may call: the DynamoRegistry (send to one dynamo or to all, their hellos and
 * hosts), the ResultsRecorder, the SessionObserver, interval aggregation, and its owner's
 * RunControl for the run's life (fail, stop, end, its status and error). It reads and
 * completes the run's plan (a method learns the hosts first, prepareRun), which its owner
 * holds. Everything runs on the session's io_context thread; the only thing it reads that
 * another thread writes is the owner's stop request (an atomic).
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "engine/analysis/verdict.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/model/plan.hpp"
#include "engine/model/step_source.hpp"
#include "engine/session/dynamo_registry.hpp"
#include "engine/session/interval_aggregation.hpp"
#include "engine/session/results_recorder.hpp"
#include "engine/session/session.hpp"

namespace iometry::session {

/** @brief What the step driver asks of the run's owner (Session::Impl). */
struct RunControl {
    virtual ~RunControl() = default;
    /** @brief The run fails now with @p error (the dynamos are told to stop). */
    virtual void fail(const std::string& error) = 0;
    /** @brief The run stops as soon as it can, keeping what was measured. */
    virtual void stopNow(const std::string& why) = 0;
    /** @brief @p error becomes the run's error unless it has one already. */
    virtual void keepError(const std::string& error) = 0;
    /** @brief results.json's status: running, completed, failed or stopped. */
    virtual void writeStatus(const std::string& status) = 0;
    /** @brief The run is over: 0 completed, 1 failed, 2 stopped. */
    virtual void endRun(int result) = 0;
};

class StepDriver {
public:
    using Clock = std::chrono::steady_clock;

    /** @p plan is the run's plan, held by the owner; @p stopRequested its stop request. */
    StepDriver(boost::asio::io_context& io, model::Plan& plan, DynamoRegistry& registry,
               ResultsRecorder& recorder, SessionObserver& observer, RunControl& run,
               const std::atomic<bool>& stopRequested)
        : m_plan(plan),
          m_registry(registry),
          m_recorder(recorder),
          m_observer(observer),
          m_run(run),
          m_stopRequested(stopRequested),
          m_phaseTimer(io),
          m_heldErrorTimer(io) {}

    /** @brief A new run: forgets the last one's steps, rows and facts. */
    void reset();
    /**
     * @brief Every dynamo of the run is connected: checks their engines, lets the method
     *        learn the hosts, writes bench.json and begins the first step, or fails the run.
     */
    void begin();
    /** @brief The run is over: no phase, no phase timer. */
    void end();
    /** @brief The session closes: the phase timer goes, the phase stays. */
    void cancelTimer() {
        m_phaseTimer.cancel();
        m_heldErrorTimer.cancel();
    }
    /** @brief A step's load is running (a stop then waits for the dynamos' last words). */
    bool running() const { return m_phase == Phase::Running; }

    /** @brief A message of a dynamo past its handshake. */
    void onMessage(const std::string& dynamo, const nlohmann::json& message);

private:
    /** Clocking: between connected and start, each dynamo's clock is read (docs/protocol.md,
     *  "One clock"). */
    enum class Phase { None, Configuring, Preparing, Connecting, Clocking, Running };
    /** The parts of a step (docs/metrics.md, "Latency under load"): with `idle_s` and
     *  probes, the probes alone run before and after the load. */
    enum class Part { IdleBefore, Load, IdleAfter };

    void beginStep();
    /** Configures and starts the current part of the step. */
    void beginPart();
    /** The current part's step_done came from every dynamo: the next part, or the end. */
    void finishPart();
    /** The step (or its idle part's probes) the dynamos run now. */
    const model::Step& runningStep() const { return m_part == Part::Load ? m_step : m_idleStep; }
    /** Seconds from the step's start to the current part's (samples' `t` continue). */
    double partOffsetS() const;
    /** The step got the next step from the source: its probes join it (model/probes.hpp). */
    void takeStep(model::Step step);
    /** The planned step without the workers that have an end on a dynamo not connected now
     *  (a plan whose `on_dynamo_loss` is `continue`); those dynamos are the step's lost ones. */
    bool leaveOutLost();
    /** A dynamo's `error` while the part is set up (configure, prepare, connect): the run
     *  fails, unless the worker it names has an end on a dynamo lost meanwhile (`continue`). */
    void onSetupError(const std::string& dynamo, const std::string& worker, const std::string& what);
    /** The held setup errors whose workers still run in the part fail the run. */
    void checkHeldErrors();
public:
    /** @brief A dynamo of the run was lost and the plan goes on without it (`continue`). */
    void onDynamoLost(const std::string& dynamo, const std::string& reason);
private:
    model::Step m_plannedStep;      ///< the step as its source named it, probes added
    std::set<std::string> m_lost;   ///< dynamos of the plan lost in (or absent from) this step
    /** The phase's last awaited reply came (or its dynamo was lost): the next phase. */
    void phaseComplete();
    void expectFromAll(Phase phase, Clock::duration timeout);
    /** The run's dynamos connected now (all of them, but for a lost one). */
    std::size_t liveDynamos() const;
    /** Whether interval @p seq has every connected dynamo's sample. */
    bool intervalComplete(std::uint64_t seq) const;
    /** Whether @p dynamo takes part in the current step: connected, and not lost in it. */
    bool inStep(const std::string& dynamo) const;
    /** @p message to every dynamo of the current step. */
    void sendToStep(const nlohmann::json& message);
    void armPhaseTimer(Phase phase, Clock::duration timeout);
    void onPhaseReply(const std::string& dynamo, const std::string& type, const nlohmann::json& message);
    void onSample(const std::string& dynamo, const nlohmann::json& message);
    void flushInterval(std::uint64_t seq);
    StepContext stepContext() const;
    void finishStep(StepRows stepRows);
    /** What a verdict on @p step's rows needs (docs/metrics.md, "What limited it"). */
    analysis::VerdictFacts verdictFacts(const model::Step& step,
                                        std::map<std::string, std::vector<results::CpuShares>> cores) const;
    void writeBench();

    model::Plan& m_plan;
    DynamoRegistry& m_registry;
    ResultsRecorder& m_recorder;
    SessionObserver& m_observer;
    RunControl& m_run;
    const std::atomic<bool>& m_stopRequested;

    // The run.
    std::unique_ptr<model::StepSource> m_source;  // where the steps come from
    std::vector<model::StepRecord> m_finished;    // every step done, for m_source
    model::Step m_step;                           // the step being run
    std::size_t m_stepIndex = 0;                  // m_step.index
    int m_repeat = 1;
    model::ConfigureContext m_configureContext;   // numbers a kind gives its entries
    bool m_runFailed = false;                     // a fatal worker error: fail after this step
    std::map<std::string, nlohmann::json> m_workerFacts;  // per worker: what `ready` said of it
    bool m_factsChanged = false;                  // bench.json to be written again
    std::map<int, std::vector<StepRows>> m_repeatRows;  // step -> repeats -> rows
    double m_stepSecondsTotal = 0;
    int m_stepsDone = 0;

    // The step being run.
    Phase m_phase = Phase::None;
    boost::asio::steady_timer m_phaseTimer;
    /** Setup errors of workers with an end on another dynamo, held until that dynamo had
     *  time to be found lost (`continue`): worker name -> the error. */
    std::map<std::string, std::string> m_heldErrors;
    boost::asio::steady_timer m_heldErrorTimer;
    std::set<std::string> m_awaiting;
    nlohmann::json m_ports = nlohmann::json::object();
    bool m_stepAborted = false;
    Clock::time_point m_stepStartedAt;
    std::optional<Accumulator> m_stepTotals;      // the current part's
    Part m_part = Part::Load;
    bool m_idleParts = false;                     // this run's steps have idle parts
    model::Step m_idleStep;                       // m_step's probes alone
    std::optional<StepRows> m_loadRows;           // the load part's rows
    StepRows m_idleRows;                          // the probes' rows of the idle parts
    std::map<std::string, std::string> m_hostOf;
    std::map<std::uint64_t, std::map<std::string, ParsedSample>> m_pendingIntervals;
    /** One clock (docs/protocol.md, "One clock"): the part's best `clock` exchange per dynamo
     *  (the one of the shortest round trip), and each dynamo's window from its step_done. */
    struct ClockSample {
        double offsetNs = 0;  ///< its clock minus the manager's
        double rttNs = 0;     ///< the exchange's round trip: the offset is good to half of it
    };
    std::map<std::string, ClockSample> m_clock;
    std::map<std::string, std::pair<std::int64_t, std::int64_t>> m_windows;
    std::map<std::string, ClockSample> m_loadClock;  ///< the load part's, kept for finishStep
    std::map<std::string, std::pair<std::int64_t, std::int64_t>> m_loadWindows;
    double m_leadMs = -1;      ///< how far ahead the part's common start was set; -1: none
    double m_loadLeadMs = -1;  ///< the load part's
    /** How long after the common instant each dynamo's window opened, by its step_done. */
    std::map<std::string, std::int64_t> m_late, m_loadLate;
    /** Reads every dynamo's clock (its `clock` exchanges, one after another), then starts. */
    void beginClocking();
    /** Starts the part: at one instant on every dynamo's clock where all can take it. */
    void sendStart();
    void onClock(const std::string& dynamo, const nlohmann::json& message);
    /** The step's windows on the manager's clock, for results.json; sets every row's start skew. */
    nlohmann::ordered_json clockOf(std::vector<results::MetricRow>& rows) const;
    /** The part's known faults of stock IOmeter dynamos, from their step_done (verdictFacts). */
    std::map<std::string, std::map<std::string, double>> m_knownFaults;
};

}  // namespace iometry::session
