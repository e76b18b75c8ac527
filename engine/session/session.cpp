#include "engine/session/session_impl.hpp"

#include "engine/protocol/messages.hpp"

// The facade and a run's life: begin, end, fail, stop, shut down, and the wiring of the
// session's parts (session_impl.hpp).

namespace iometry::session {
namespace {

namespace msg = protocol::msg;

}  // namespace

int Session::Impl::runBlocking(const model::Plan& plan) {
    std::string error;
    if (!m_registry.listen(false, error)) {
        m_error = error;
        return 1;
    }
    beginRun(plan, m_options.resultsDir);
    m_io.run();
    m_registry.reapLocal();
    return m_result < 0 ? 1 : m_result;
}

bool Session::Impl::open(std::string& error) {
    if (!m_registry.listen(true, error)) return false;
    m_work.emplace(m_io.get_executor());
    m_thread = std::thread([this] { m_io.run(); });
    return true;
}

void Session::Impl::close() {
    if (m_thread.joinable()) {
        boost::asio::post(m_io, [this] {
            if (m_running) {
                m_error = "the session was closed";
                m_registry.sendToRun({{"type", msg::kStop}});
            }
            shutDown();
        });
        m_work.reset();
        m_thread.join();
    }
    m_registry.reapLocal();
}

void Session::Impl::beginRun(const model::Plan& plan, const std::filesystem::path& dir) {
    m_plan = plan;
    m_steps.reset();
    m_error.clear();
    m_result = -1;
    m_running = true;
    m_registry.beginWait();

    std::string error;
    if (!m_recorder.begin(dir, m_plan, error)) return fail(error);
    if (!m_registry.startRunDynamos(error)) return fail(error);
    m_registry.awaitRunDynamos();
}

void Session::Impl::endRun(int result) {
    m_result = result;
    m_running = false;
    m_steps.end();
    m_registry.endWait();
    if (!m_registry.pool()) {
        shutDown();
        return;
    }
    // Dynamos that stay connected put back what the run changed on their hosts (MTUs).
    m_registry.sendToRun({{"type", msg::kRunOver}});
    m_plan = model::Plan{};
    m_observer->onRunFinished(result, m_error);
}

void Session::Impl::fail(const std::string& error) {
    if (!m_running) return;
    if (m_error.empty()) m_error = error;
    m_observer->onLog("error: " + error);
    m_registry.sendToRun({{"type", msg::kStop}});
    writeStatus("failed");
    endRun(1);
}

void Session::Impl::stopNow(const std::string& why) {
    if (!m_running) return;
    if (m_steps.running()) {
        // Keep what was measured: the dynamos answer stop with a last sample and step_done.
        if (m_error.empty()) m_error = why;
        m_observer->onLog(why);
        m_registry.sendToRun({{"type", msg::kStop}});
        return;
    }
    if (m_error.empty()) m_error = why;
    m_registry.sendToRun({{"type", msg::kStop}});
    writeStatus("stopped");
    endRun(2);
}

void Session::Impl::shutDown() {
    if (m_registry.closing()) return;
    m_steps.cancelTimer();
    m_registry.shutDown();
}

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

