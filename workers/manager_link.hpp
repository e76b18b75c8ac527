#pragma once
// The dynamo's link to the manager (docs/protocol.md): connects out to it, proves it knows
// the token, seals and checks every frame after the handshake, sends heartbeats, obeys the
// dead-man rule (no word from the manager for 3 s: stop all traffic and close every
// target), and in service mode connects again when the session ends. The steps it is
// given are run by its StepRunner (step_runner.hpp).

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "engine/protocol/connection.hpp"
#include "workers/host_facts.hpp"
#include "workers/step_runner.hpp"

namespace iometry::workers {

struct ManagerLinkOptions {
    std::string managerHost;
    std::uint16_t managerPort = 0;
    std::string name;
    std::string token;
    std::chrono::seconds connectTimeout{30};
    /**
     * Service mode (docs/protocol.md, "Liveness"): the link never ends on its own.
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

class ManagerLink {
public:
    using Clock = std::chrono::steady_clock;

    ManagerLink(boost::asio::io_context& io, ManagerLinkOptions options);
    ManagerLink(const ManagerLink&) = delete;
    ManagerLink& operator=(const ManagerLink&) = delete;

    /** Connects to the manager; the io_context's run() returns when the dynamo is done. */
    void start();
    /** 0 after `bye`; non-zero with lastError() when refused, lost or failed. */
    int exitCode() const { return m_exitCode; }
    const std::string& lastError() const { return m_lastError; }

private:
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
    void sendError(const std::string& what);
    void scheduleHeartbeat();
    void finish(int exitCode, const std::string& error);

    boost::asio::io_context& m_io;
    ManagerLinkOptions m_options;
    HostFacts m_facts;
    std::shared_ptr<protocol::Connection> m_connection;
    boost::asio::steady_timer m_heartbeatTimer;
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
    Clock::time_point m_connectDeadline;

    std::string m_clientNonce;
    std::string m_serverNonce;
    bool m_welcomed = false;
    bool m_finished = false;
    int m_exitCode = 1;
    std::string m_lastError;

    // Last, so that it goes first: its destructor stops the traffic and joins its helper
    // thread while everything above still stands.
    StepRunner m_steps{m_io, m_facts};
};

}  // namespace iometry::workers
