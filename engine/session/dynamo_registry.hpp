#pragma once
/**
 * @file
 * @brief The dynamo registry: the session's listener, handshakes, links, heartbeat and the
 *        dead-man rule (docs/protocol.md, "Handshake" and "Liveness"), the wait for a
 *        run's dynamos, and the local dynamos (docs/architecture.md, "engine/").
 *
 * State it owns: the acceptor and its port, the token, the connections still in their
 * handshake, the links (one per connected dynamo, with its hello), the heartbeat and wait
 * timers, whether the run waits for its dynamos, the local dynamos (LocalDynamos), and the
 * list of dynamos published to other threads (under a mutex: dynamos()).
 *
 * What it may call: the connections, LocalDynamos, the SessionObserver (log lines,
 * listening, a dynamo connected or lost) and its owner's RegistryEvents. It reads the
 * run's plan, which its owner holds (empty between runs), and never changes it.
 * Everything runs on the session's io_context thread but dynamos(), which is thread-safe.
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/iometer/logins.hpp"
#include "engine/model/plan.hpp"
#include "engine/protocol/connection.hpp"
#include "engine/session/local_dynamos.hpp"
#include "engine/session/session.hpp"

namespace iometry::session {

/** @brief What the registry tells its owner (Session::Impl), on the session's thread. */
struct RegistryEvents {
    virtual ~RegistryEvents() = default;
    /** @brief Every dynamo of the run is connected (the wait is over). */
    virtual void onAllConnected() = 0;
    /** @brief A message from a connected dynamo, past the handshake. */
    virtual void onDynamoMessage(const std::string& dynamo, const nlohmann::json& message) = 0;
    /** @brief The run cannot go on: a dynamo of it was lost, or never came. */
    virtual void onRunBroken(const std::string& error) = 0;
    /** @brief A dynamo of a running plan whose `on_dynamo_loss` is `continue` was lost. */
    virtual void onDynamoLost(const std::string& dynamo, const std::string& reason) = 0;
    /** @brief A heartbeat while the run waits for its dynamos. */
    virtual void onWaitingHeartbeat() = 0;
};

class DynamoRegistry : private iometer::Logins::Owner {
public:
    using Clock = std::chrono::steady_clock;

    /** @p plan is the run's plan, held by the owner: empty between runs. */
    DynamoRegistry(boost::asio::io_context& io, const SessionOptions& options,
                   SessionObserver& observer, RegistryEvents& events, const model::Plan& plan)
        : m_io(io),
          m_options(options),
          m_observer(observer),
          m_events(events),
          m_plan(plan),
          m_acceptor(io),
          m_heartbeatTimer(io),
          m_waitTimer(io),
          m_byeTimer(io),
          m_iometer(io, *this) {}

    /**
     * @brief Listens, accepts and starts the heartbeat. With @p pool (the GUI's) dynamos
     *        of any name may connect and stay between runs.
     */
    bool listen(bool pool, std::string& error);
    bool pool() const { return m_pool; }
    std::uint16_t port() const { return m_port; }

    /** @brief Pool: starts local dynamo @p name unless it is connected or running. */
    bool spawnLocal(const std::string& name, std::string& error);

    /** @brief A run begins: from now on it waits for the plan's dynamos. */
    void beginWait() { m_waiting = true; }
    /** @brief Starts the plan's local dynamos; false, with @p error, when one cannot be
     *         started or a remote one could never prove the token. */
    bool startRunDynamos(std::string& error);
    /** @brief Arms the wait (the plan's wait_s); onAllConnected at once if none is missing. */
    void awaitRunDynamos();
    bool waiting() const { return m_waiting; }
    /** @brief The run is over: it waits no more. */
    void endWait();

    /** @brief Sends @p message to every connected dynamo of the run. */
    void sendToRun(const nlohmann::json& message);
    /** @brief Sends @p message to connected dynamo @p dynamo. */
    void sendTo(const std::string& dynamo, const nlohmann::json& message);
    /** @brief The hello of connected dynamo @p dynamo. */
    /** @brief The last hello of @p dynamo (a lost one's too: its host's facts stay true);
     *         an empty object for one never connected. */
    const nlohmann::json& hello(const std::string& dynamo) const {
        static const nlohmann::json none = nlohmann::json::object();
        const auto it = m_hellos.find(dynamo);
        return it == m_hellos.end() ? none : it->second;
    }
    /** @brief Whether @p dynamo is connected now (a lost one is not, until it rejoins). */
    bool connected(const std::string& dynamo) const { return m_links.count(dynamo) > 0; }
    /** @brief Host identity of each connected dynamo, from its hello. */
    std::map<std::string, std::string> hostsOfDynamos() const;

    /** @brief Refuses new dynamos, says bye to the connected ones and, a moment later,
     *         closes them and stops the io_context. Once. */
    void shutDown();
    bool closing() const { return m_closing; }
    /** @brief Reaps the local dynamos and removes their token file (the loop has ended). */
    void reapLocal() { m_local.reapAll(); }

    /** @brief The connected dynamos. Thread-safe. */
    std::vector<DynamoInfo> dynamos() const {
        std::lock_guard lock(m_infoMutex);
        return m_info;
    }

private:
    struct Link {
        std::string name;
        std::shared_ptr<protocol::Channel> connection;
        nlohmann::json hello;
        std::string lastError;  ///< what it last reported, said again if it is lost
    };

    bool inRun(const std::string& dynamo) const { return m_plan.findDynamo(dynamo) != nullptr; }
    /** Whether a dynamo of the running plan that was lost may connect again now. */
    std::map<std::string, nlohmann::json> m_hellos;  ///< each dynamo's last hello
    bool takesRejoins() const;
    bool allLinked() const;
    bool spawnDynamo(const std::string& name, std::string& error);
    /** What dynamos() answers, kept one dynamo at a time: a copy of every hello at each
     *  join or loss cost 128 dynamos a third of the manager's CPU. */
    void publishJoined(const DynamoInfo& info);
    void publishLeft(const std::string& name);
    void accept();
    void onNewConnection(std::shared_ptr<protocol::Connection> connection);
    void onHandshakeMessage(const std::shared_ptr<protocol::Connection>& connection,
                            const std::string& serverNonce, const nlohmann::json& message);
    /** @p name joins with its proven channel and hello (either protocol). */
    void addLink(const std::string& name, std::shared_ptr<protocol::Channel> channel,
                 const nlohmann::json& hello);
    // iometer::Logins::Owner: stock IOmeter dynamos (docs/iometer-files.md)
    std::string refusal(const std::string& name) override;
    void onJoined(const std::string& name, std::shared_ptr<iometer::Bridge> bridge,
                  const nlohmann::json& hello) override;
    void log(const std::string& line) override { m_observer.onLog(line); }
    void onMessage(const std::string& dynamo, const nlohmann::json& message);
    void onLinkClosed(const std::string& dynamo, const std::string& reason);
    void armWaitTimer();
    void allConnected();
    void scheduleHeartbeat();

    boost::asio::io_context& m_io;
    const SessionOptions& m_options;
    SessionObserver& m_observer;
    RegistryEvents& m_events;
    const model::Plan& m_plan;

    boost::asio::ip::tcp::acceptor m_acceptor;
    boost::asio::steady_timer m_heartbeatTimer;
    boost::asio::steady_timer m_waitTimer;
    boost::asio::steady_timer m_byeTimer;  ///< the byes' moment to leave (shutDown)
    std::string m_token;
    std::uint16_t m_port = 0;
    bool m_pool = false;     // the GUI's pool: dynamos stay between runs
    bool m_closing = false;
    bool m_waiting = false;  // a run waits for its dynamos
    bool m_accepting = false;    // an accept is in flight
    bool m_acceptPaused = false; // the backlog has waited once (said once)
    Clock::time_point m_waitStartedAt;
    std::vector<std::shared_ptr<protocol::Connection>> m_handshaking;
    std::map<std::string, Link> m_links;
    LocalDynamos m_local;
    iometer::Logins m_iometer;  ///< listening only with SessionOptions::iometerListenHost
    mutable std::mutex m_infoMutex;
    std::vector<DynamoInfo> m_info;
};

}  // namespace iometry::session
