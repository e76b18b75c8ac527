#pragma once
// The dynamo's step runner: runs the steps the manager gives it (docs/protocol.md, "A
// step"): configure builds the step's workers (and sets an MTU sweep's MTU), prepare and
// connect run off the control loop in a helper thread, start opens the StartGate and
// samples every `sample_ms` until the step's end, then step_done. Its messages go out on
// the link to the manager (manager_link.hpp), which owns the connection, the handshake and
// the dead-man rule, and tells the runner when traffic must stop.

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <atomic>
#include <boost/asio.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/protocol/connection.hpp"
#include "workers/host_facts.hpp"
#include "workers/mtu_guard.hpp"
#include "workers/sampling/host_sampler.hpp"
#include "workers/worker.hpp"

namespace iometry::workers {

class StepRunner {
public:
    using Clock = std::chrono::steady_clock;

    /** @p facts: the host the link describes in `hello`; its interfaces name what to sample. */
    StepRunner(boost::asio::io_context& io, const HostFacts& facts);
    ~StepRunner();
    StepRunner(const StepRunner&) = delete;
    StepRunner& operator=(const StepRunner&) = delete;

    /** The session's connection, where answers, samples and errors go from now on. */
    void attach(std::shared_ptr<protocol::Connection> connection);
    /**
     * A message of a step (configure, prepare, connect, start, stop, run_over) from a
     * manager that has proved itself: handled, true; any other type: false, untouched.
     */
    bool handle(const std::string& type, const nlohmann::json& message);

    /** Stops all traffic at once (the dead-man rule, `bye`); the workers stay. */
    void stopTraffic();
    /** Puts back every MTU an MTU sweep changed, saying on stderr what could not be. */
    void restoreMtus();
    /** The session is over: stops all traffic, drops the workers, puts back the MTUs. */
    void endSession();
    /** The dynamo is done (ManagerLink::finish): endSession, and a helper thread's late
     *  result is dropped. */
    void shutDown();

private:
    struct ActiveWorker {
        std::string name;
        bool partner = false;
        std::unique_ptr<Worker> worker;
        bool failureSent = false;  // its failure() went out as a fatal error
    };
    /** What the connect helper thread found, per partner that failed. */
    struct ConnectFailure {
        std::string worker;
        std::string what;
    };

    void handleConfigure(const nlohmann::json& message);
    void handlePrepare();
    void handleConnect(const nlohmann::json& message);
    void handleStart(const nlohmann::json& message);
    void onPartnersConnected(std::uint64_t generation, std::vector<ConnectFailure> failures);
    void cancelConnects();
    void sendError(const std::string& what, const std::string& worker = {});
    void reportFailure(ActiveWorker& w);
    void scheduleSample();
    void takeSample(bool last);
    void waitForWorkersThenFinish();
    void finishStep(bool aborted);

    boost::asio::io_context& m_io;
    const HostFacts& m_facts;
    std::shared_ptr<protocol::Connection> m_connection;
    boost::asio::steady_timer m_sampleTimer;
    bool m_shutDown = false;

    // The step being run.
    std::vector<ActiveWorker> m_workers;
    MtuGuard m_mtu;
    // Workers prepare and partners connect in a helper thread, off the control loop
    // (handlePrepare, handleConnect); the generation tells a result that arrives after
    // the step was torn down.
    std::thread m_connector;
    std::atomic<bool> m_cancelConnects{false};
    std::uint64_t m_connectGeneration = 0;
    std::optional<sampling::HostSampler> m_sampler;
    int m_step = -1;
    bool m_running = false;
    bool m_lastSampleSent = false;  // the step's `last` sample, taken when its time ran out
    // A step bounded by a count of round trips (a worker entry with `count`): it ends as
    // soon as every worker of this dynamo has finished, before its time runs out.
    bool m_counted = false;
    std::uint64_t m_startGeneration = 0;  // tells a counted step's end from a later step's
    int m_sampleMs = 1000;
    double m_rampS = 0;
    std::uint64_t m_sampleSeq = 0;
    Clock::time_point m_stepStart;
    std::optional<Clock::duration> m_startLate;  ///< the window opened this long after the common instant
    /** Where the intervals' grid starts: the common instant (each dynamo's interval k then
     *  covers the same span of the manager's clock), or the window's start without one. */
    Clock::time_point m_gridStart;
    Clock::time_point m_stepEnd;
    Clock::time_point m_lastSampleAt;
};

}  // namespace iometry::workers
