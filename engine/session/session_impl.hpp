#pragma once
/**
 * @file
 * @brief Session::Impl, private to engine/session: one class, its concepts in files of
 *        their own (docs/architecture.md):
 *
 * - session.cpp: the facade and a run's life (begin, end, fail, stop, shut down);
 * - dynamo_registry.cpp: listener, handshake, links, heartbeat and the dead-man rule;
 * - local_dynamos.hpp: spawning and reaping local dynamos;
 * - step_driver.cpp: configure → prepare → connect → start → step_done, every repeat;
 * - interval_aggregation.hpp: samples in, metric rows out (pure);
 * - results_recorder.hpp: the results folder.
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include "engine/kinds/worker_kind.hpp"
#include "engine/model/step_source.hpp"
#include "engine/protocol/connection.hpp"
#include "engine/session/interval_aggregation.hpp"
#include "engine/session/results_recorder.hpp"
#include "engine/session/session.hpp"

namespace iometry::session {

using Clock = std::chrono::steady_clock;

inline constexpr auto kPhaseTimeout = std::chrono::seconds(15);
inline constexpr auto kStepGrace = std::chrono::seconds(15);
inline constexpr double kMinSpawnWaitS = 15;

class Session::Impl {
public:
    Impl(SessionOptions options, SessionObserver* observer)
        : m_options(std::move(options)),
          m_observer(observer ? observer : &m_silent),
          m_acceptor(m_io),
          m_phaseTimer(m_io),
          m_heartbeatTimer(m_io),
          m_waitTimer(m_io) {}

    ~Impl() { close(); }

    int runBlocking(const model::Plan& plan);
    bool open(std::string& error);
    void close();
    void spawnLocal(const std::string& name) {
        boost::asio::post(m_io, [this, name] {
            if (!m_links.count(name) && !childAlive(name) && !spawnDynamo(name))
                m_observer->onLog("error: " + m_error);
        });
    }
    void startRun(const model::Plan& plan, const std::filesystem::path& dir) {
        boost::asio::post(m_io, [this, plan, dir] {
            if (m_phase != Phase::Idle) {
                m_observer->onRunFinished(1, "a run is already going");
                return;
            }
            m_stopRequested = false;  // a Stop pressed between runs is not for this one
            beginRun(plan, dir);
        });
    }
    void requestStop() {
        m_stopRequested = true;
        boost::asio::post(m_io, [this] { stopNow("stopped by request"); });
    }
    std::vector<DynamoInfo> dynamos() const {
        std::lock_guard lock(m_infoMutex);
        return m_info;
    }
    std::uint16_t port() const { return m_port; }

    std::string m_error;
    ResultsRecorder m_recorder;

private:
    struct Link {
        std::string name;
        std::shared_ptr<protocol::Connection> connection;
        nlohmann::json hello;
        pid_t pid = -1;
        std::string lastError;  ///< what it last reported, said again if it is lost
    };
    enum class Phase { Idle, Waiting, Configuring, Preparing, Connecting, Running };
    using json = nlohmann::json;

    // session.cpp: a run's life
    void beginRun(const model::Plan& plan, const std::filesystem::path& dir);
    void endRun(int result);
    bool inRun(const std::string& dynamo) const { return m_plan.findDynamo(dynamo) != nullptr; }
    void fail(const std::string& error);
    /** adapter_delay without link_mbps: the speed of the worker's interface, or why not. */
    void stopNow(const std::string& why);
    void shutDown();
    void writeResults(const std::string& status);

    // dynamo_registry.cpp: listener, handshake, links, liveness
    bool listen(std::string& error);
    void publishInfo();
    void accept();
    void onNewConnection(std::shared_ptr<protocol::Connection> connection);
    void onHandshakeMessage(const std::shared_ptr<protocol::Connection>& connection,
                            const std::string& serverNonce, const json& message);
    void onLinkClosed(const std::string& dynamo, const std::string& reason);
    void armWaitTimer();
    void allConnected();
    void writeBench();
    void scheduleHeartbeat();
    /** @brief Host identity of each connected dynamo, from its hello. */
    std::map<std::string, std::string> hostsOfDynamos() const;

    // local dynamos (local_dynamos.hpp)
    bool childAlive(const std::string& name) const {
        auto it = m_children.find(name);
        return it != m_children.end() && it->second > 0;
    }
    bool spawnDynamo(const std::string& name);
    void reapChildren();

    // step_driver.cpp: the steps, their phases and their samples
    void beginStep();
    void sendToAll(const json& message);
    void expectFromAll(Phase phase, Clock::duration timeout);
    void onMessage(const std::string& dynamo, const json& message);
    void onPhaseReply(const std::string& dynamo, const std::string& type, const json& message);
    void armPhaseTimer(Phase phase, Clock::duration timeout);
    void onSample(const std::string& dynamo, const json& message);
    void flushInterval(std::uint64_t seq);
    StepContext stepContext() const;
    void finishStep();

    model::Plan m_plan;  // the run's plan; empty between runs
    SessionOptions m_options;
    SessionObserver m_silent;
    SessionObserver* m_observer;

    boost::asio::io_context m_io;
    boost::asio::ip::tcp::acceptor m_acceptor;
    boost::asio::steady_timer m_phaseTimer;
    boost::asio::steady_timer m_heartbeatTimer;
    boost::asio::steady_timer m_waitTimer;
    std::string m_token;
    std::filesystem::path m_tokenDir;
    Clock::time_point m_waitStartedAt;
    std::vector<std::shared_ptr<protocol::Connection>> m_handshaking;
    std::map<std::string, Link> m_links;
    std::map<std::string, pid_t> m_children;
    std::uint16_t m_port = 0;
    bool m_persistent = false;  // the GUI's pool: dynamos stay between runs
    bool m_closing = false;
    std::thread m_thread;
    std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> m_work;
    mutable std::mutex m_infoMutex;
    std::vector<DynamoInfo> m_info;

    std::unique_ptr<model::StepSource> m_source;  // where the steps come from
    model::Step m_step;                           // the step being run
    std::vector<model::StepRecord> m_finished;    // every step done, for m_source
    std::size_t m_stepIndex = 0;                  // m_step.index
    model::ConfigureContext m_configureContext;  // per run: numbers a kind gives its entries
    bool m_runFailed = false;                     // a fatal worker error: fail after this step
    std::map<std::string, json> m_workerFacts;    // per worker: what `ready` said of it
    bool m_factsChanged = false;                  // bench.json to be written again
    int m_repeat = 1;
    Phase m_phase = Phase::Idle;
    std::set<std::string> m_awaiting;
    json m_ports = json::object();
    std::atomic<bool> m_stopRequested{false};
    bool m_stepAborted = false;
    int m_result = -1;

    // The step being run.
    Clock::time_point m_stepStartedAt;
    std::optional<Accumulator> m_stepTotals;
    std::map<std::string, std::string> m_hostOf;
    std::map<std::uint64_t, std::map<std::string, ParsedSample>> m_pendingIntervals;
    std::map<int, std::vector<StepRows>> m_repeatRows;  // step -> repeats -> rows
    double m_stepSecondsTotal = 0;
    int m_stepsDone = 0;
};

}  // namespace iometry::session
