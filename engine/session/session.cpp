#include "engine/session/session_impl.hpp"

#include <ctime>

#include "engine/protocol/messages.hpp"
#include "engine/session/local_dynamos.hpp"

// The facade and a run's life: begin, end, fail, stop, shut down (session_impl.hpp).

namespace iometry::session {
namespace {

namespace msg = protocol::msg;

}  // namespace

int Session::Impl::runBlocking(const model::Plan& plan) {
    std::string error;
    if (!listen(error)) {
        m_error = error;
        return 1;
    }
    scheduleHeartbeat();
    beginRun(plan, m_options.resultsDir);
    m_io.run();
    reapChildren();
    if (!m_tokenDir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(m_tokenDir, ec);
    }
    return m_result < 0 ? 1 : m_result;
}

bool Session::Impl::open(std::string& error) {
    m_persistent = true;
    if (!listen(error)) return false;
    scheduleHeartbeat();
    m_work.emplace(m_io.get_executor());
    m_thread = std::thread([this] { m_io.run(); });
    return true;
}

void Session::Impl::close() {
    if (m_thread.joinable()) {
        boost::asio::post(m_io, [this] {
            if (m_phase != Phase::Idle) {
                m_error = "the session was closed";
                sendToAll({{"type", msg::kStop}});
            }
            shutDown();
        });
        m_work.reset();
        m_thread.join();
    }
    reapChildren();
    if (!m_tokenDir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(m_tokenDir, ec);
        m_tokenDir.clear();
    }
}


void Session::Impl::beginRun(const model::Plan& plan, const std::filesystem::path& dir) {
    m_plan = plan;
    m_source.reset();  // made once the dynamos are connected (allConnected)
    m_finished.clear();
    m_step = model::Step{};
    m_stepIndex = 0;
    m_repeat = 1;
    m_error.clear();
    m_result = -1;
    m_repeatRows.clear();
    m_stepSecondsTotal = 0;
    m_stepsDone = 0;
    m_runFailed = false;
    m_configureContext = {};
    m_workerFacts.clear();
    m_factsChanged = false;
    m_phase = Phase::Waiting;

    std::string error;
    if (!m_recorder.begin(dir, m_plan, error)) return fail(error);
    for (const auto& d : m_plan.dynamos) {
        if (m_links.count(d.name)) continue;
        if (!d.spawn && m_options.token.empty())
            return fail("dynamo " + d.name +
                        " connects from another host: give the run a token file to share with it");
        if (d.spawn && !childAlive(d.name) && !spawnDynamo(d.name)) return fail(m_error);
    }
    m_waitStartedAt = Clock::now();
    armWaitTimer();
    if (std::all_of(m_plan.dynamos.begin(), m_plan.dynamos.end(),
                    [this](const model::DynamoDef& d) { return m_links.count(d.name) > 0; }))
        allConnected();
}

void Session::Impl::endRun(int result) {
    m_result = result;
    m_phase = Phase::Idle;
    m_phaseTimer.cancel();
    m_waitTimer.cancel();
    if (!m_persistent) {
        shutDown();
        return;
    }
    // Dynamos that stay connected put back what the run changed on their hosts (MTUs).
    sendToAll({{"type", msg::kRunOver}});
    m_plan = model::Plan{};
    m_observer->onRunFinished(result, m_error);
}


void Session::Impl::writeResults(const std::string& status) {
    m_recorder.writeStatus(status, m_error);
}


void Session::Impl::fail(const std::string& error) {
    if (m_phase == Phase::Idle) return;
    if (m_error.empty()) m_error = error;
    m_observer->onLog("error: " + error);
    sendToAll({{"type", msg::kStop}});
    writeResults("failed");
    endRun(1);
}

void Session::Impl::stopNow(const std::string& why) {
    if (m_phase == Phase::Idle) return;
    if (m_phase == Phase::Running) {
        // Keep what was measured: the dynamos answer stop with a last sample and step_done.
        if (m_error.empty()) m_error = why;
        m_observer->onLog(why);
        sendToAll({{"type", msg::kStop}});
        return;
    }
    if (m_error.empty()) m_error = why;
    sendToAll({{"type", msg::kStop}});
    writeResults("stopped");
    endRun(2);
}

void Session::Impl::shutDown() {
    if (m_closing) return;
    m_closing = true;
    m_phaseTimer.cancel();
    m_waitTimer.cancel();
    m_heartbeatTimer.cancel();
    boost::system::error_code ec;
    m_acceptor.close(ec);
    // close() runs the close handler, which erases from m_handshaking: walk a copy.
    const auto handshaking = std::exchange(m_handshaking, {});
    for (const auto& c : handshaking) c->close("run over");
    for (auto& [name, link] : m_links) {
        link.connection->send({{"type", msg::kBye}});
        link.connection->closeAfterSend("bye");
    }
    // Give the byes a moment to leave, then end the loop.
    m_phaseTimer.expires_after(std::chrono::milliseconds(300));
    m_phaseTimer.async_wait([this](boost::system::error_code) {
        auto links = m_links;  // closing erases from m_links
        for (auto& [name, link] : links) link.connection->close("run over");
        m_io.stop();
    });
}


bool Session::Impl::spawnDynamo(const std::string& name) {
    std::string error;
    if (!ensureTokenFile(m_tokenDir, m_token, error)) {
        m_error = error;
        return false;
    }
    const pid_t pid = session::spawnDynamo(
        m_options.dynamoExecutable,
        localManagerAddress(m_options.listenHost, m_acceptor.local_endpoint().port()), name,
        m_tokenDir / "token",
        static_cast<std::size_t>(std::count_if(m_plan.dynamos.begin(), m_plan.dynamos.end(),
                                               [](const model::DynamoDef& d) { return d.spawn; })),
        error);
    if (pid < 0) {
        m_error = error;
        return false;
    }
    m_children[name] = pid;
    m_observer->onLog("started local dynamo " + name + " (pid " + std::to_string(pid) + ")");
    return true;
}

void Session::Impl::reapChildren() { session::reapChildren(m_children); }

// ---------------------------------------------------------------- Session

Session::Session(SessionOptions options, SessionObserver* observer)
    : m_impl(std::make_unique<Impl>(std::move(options), observer)) {}

Session::~Session() = default;

int Session::run(const model::Plan& plan) { return m_impl->runBlocking(plan); }

bool Session::open(std::string& error) { return m_impl->open(error); }

void Session::spawnLocal(const std::string& name) { m_impl->spawnLocal(name); }

void Session::startRun(const model::Plan& plan, const std::filesystem::path& resultsDir) {
    m_impl->startRun(plan, resultsDir);
}

void Session::requestStop() { m_impl->requestStop(); }

std::vector<DynamoInfo> Session::dynamos() const { return m_impl->dynamos(); }

std::uint16_t Session::port() const { return m_impl->port(); }

const std::string& Session::error() const { return m_impl->m_error; }

const std::vector<results::MetricRow>& Session::summary() const { return m_impl->m_recorder.summary(); }

}  // namespace iometry::session

