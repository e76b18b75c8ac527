#pragma once
// The dynamo's side of the control protocol: connects out to the manager, proves it
// knows the token, runs the steps it is given, streams samples, and obeys the dead-man
// rule (no word from the manager for 3 s: stop all traffic and close every target).

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <chrono>
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

struct AgentOptions {
    std::string managerHost;
    std::uint16_t managerPort = 0;
    std::string name;
    std::string token;
    std::chrono::seconds connectTimeout{30};
    /**
     * Service mode (docs/protocol.md, "Liveness"): the agent never exits on its own.
     * When the manager is away, refuses it, is lost or ends the session, it stops all
     * traffic and connects again after a delay that doubles from 2 s to 60 s and starts
     * again at 2 s once a manager has welcomed it. Only a signal ends it (status 0).
     */
    bool reconnect = false;
};

/** Service mode: the first delay before connecting again, and the longest. */
inline constexpr std::chrono::seconds kFirstReconnectDelay{2};
inline constexpr std::chrono::seconds kMaxReconnectDelay{60};
/** The delay after @p delay: twice as long, at most kMaxReconnectDelay. */
std::chrono::seconds nextReconnectDelay(std::chrono::seconds delay);

class Agent {
public:
    Agent(boost::asio::io_context& io, AgentOptions options);
    ~Agent();

    /** Connects to the manager; the io_context's run() returns when the agent is done. */
    void start();
    /** 0 after `bye`; non-zero with lastError() when refused, lost or failed. */
    int exitCode() const { return m_exitCode; }
    const std::string& lastError() const { return m_lastError; }

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

    void tryConnect();
    /** One connection attempt failed (@p why): retry, or give up. */
    void attemptFailed(const std::string& why);
    void beginSession(boost::asio::ip::tcp::socket socket);
    /** The manager refused or failed the handshake: exit with @p exitCode, or in
     *  service mode close and connect again later. */
    void endSession(int exitCode, const std::string& why);
    /** Service mode: says @p why on stderr and connects again after the current delay. */
    void scheduleReconnect(const std::string& why);
    std::string managerAddress() const;
    void onMessage(const nlohmann::json& message);
    void onClosed(const std::string& reason);
    void handleChallenge(const nlohmann::json& message);
    void handleWelcome(const nlohmann::json& message);
    void handleConfigure(const nlohmann::json& message);
    void handlePrepare();
    void handleConnect(const nlohmann::json& message);
    void handleStart(const nlohmann::json& message);
    void onPartnersConnected(std::uint64_t generation, std::vector<ConnectFailure> failures);
    void cancelConnects();
    void sendError(const std::string& what, const std::string& worker = {});
    void reportFailure(ActiveWorker& w);
    void scheduleHeartbeat();
    void scheduleSample();
    void takeSample(bool last);
    void waitForWorkersThenFinish();
    void finishStep(bool aborted);
    void stopTraffic();
    /** Puts back every MTU an MTU sweep changed, saying on stderr what could not be. */
    void restoreMtus();
    void finish(int exitCode, const std::string& error);

    boost::asio::io_context& m_io;
    AgentOptions m_options;
    HostFacts m_facts;
    std::shared_ptr<protocol::Connection> m_connection;
    boost::asio::steady_timer m_heartbeatTimer;
    boost::asio::steady_timer m_sampleTimer;
    boost::asio::steady_timer m_retryTimer;
    // One connection attempt: the name lookup, then the TCP connect, under m_attemptTimer.
    boost::asio::ip::tcp::resolver m_resolver;
    std::shared_ptr<boost::asio::ip::tcp::socket> m_pendingSocket;
    boost::asio::steady_timer m_attemptTimer;
    std::uint64_t m_attemptGeneration = 0;
    std::chrono::seconds m_reconnectDelay = kFirstReconnectDelay;
    // Why the session now closing ended, when it is not a loss (bye, a refusal).
    std::string m_sessionEnd;
    boost::asio::signal_set m_signals;
    std::chrono::steady_clock::time_point m_connectDeadline;

    std::string m_clientNonce;
    std::string m_serverNonce;
    bool m_welcomed = false;
    bool m_finished = false;
    int m_exitCode = 1;
    std::string m_lastError;

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
    std::chrono::steady_clock::time_point m_stepStart;
    std::chrono::steady_clock::time_point m_stepEnd;
    std::chrono::steady_clock::time_point m_lastSampleAt;
};

}  // namespace iometry::workers
