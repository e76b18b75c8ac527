#include "engine/session/session.hpp"

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <csignal>
#include <ctime>
#include <map>
#include <set>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/model/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/connection.hpp"
#include "engine/protocol/messages.hpp"
#include "engine/results/results_writer.hpp"
#include "engine/stats/histogram.hpp"

extern char** environ;

namespace iometry::session {
namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;
using results::MetricRow;
namespace msg = protocol::msg;

constexpr auto kPhaseTimeout = std::chrono::seconds(15);
constexpr auto kStepGrace = std::chrono::seconds(15);
constexpr double kMinSpawnWaitS = 15;

std::string str(const json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::string isoTimeNow() {
    char buffer[32];
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

int weightedRead(const model::AccessSpec* spec) {
    if (!spec) return 0;
    int read = 0;
    for (const auto& l : spec->lines) read += l.read * l.share;
    return read / 100;
}

/** Adds @p from's rates into @p into (for dynamo and all rows). */
void addRates(MetricRow& into, const MetricRow& from) {
    into.opsPerS += from.opsPerS;
    into.readOpsPerS += from.readOpsPerS;
    into.writeOpsPerS += from.writeOpsPerS;
    into.transactionsPerS += from.transactionsPerS;
    into.mbitPerS += from.mbitPerS;
    into.mbPerS += from.mbPerS;
    into.readMbitPerS += from.readMbitPerS;
    into.writeMbitPerS += from.writeMbitPerS;
    into.errors += from.errors;
    into.seconds = std::max(into.seconds, from.seconds);
}

/** Traffic of one worker over some intervals. */
struct WorkerAccumulator {
    results::Counters counters;
    stats::LatencyHistogram latency;
    double seconds = 0;
};

/** Host activity of one dynamo over some intervals. */
struct DynamoAccumulator {
    results::CpuAverage cpu;
    double seconds = 0;
};

}  // namespace

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
    std::vector<MetricRow> m_summary;

private:
    struct Link {
        std::string name;
        std::shared_ptr<protocol::Connection> connection;
        json hello;
        pid_t pid = -1;
        std::string lastError;  ///< what it last reported, said again if it is lost
    };
    enum class Phase { Idle, Waiting, Configuring, Preparing, Connecting, Running };

    bool listen(std::string& error);
    void beginRun(const model::Plan& plan, const std::filesystem::path& dir);
    void endRun(int result);
    bool inRun(const std::string& dynamo) const { return m_plan.findDynamo(dynamo) != nullptr; }
    bool childAlive(const std::string& name) const {
        auto it = m_children.find(name);
        return it != m_children.end() && it->second > 0;
    }
    void publishInfo();
    void accept();
    void onNewConnection(std::shared_ptr<protocol::Connection> connection);
    void onHandshakeMessage(const std::shared_ptr<protocol::Connection>& connection,
                            const std::string& serverNonce, const json& message);
    void onMessage(const std::string& dynamo, const json& message);
    void onLinkClosed(const std::string& dynamo, const std::string& reason);
    bool spawnDynamo(const std::string& name);
    void armWaitTimer();
    void allConnected();
    void writeBench();
    void beginStep();
    void sendToAll(const json& message);
    void expectFromAll(Phase phase, Clock::duration timeout);
    void onPhaseReply(const std::string& dynamo, const std::string& type, const json& message);
    void onSample(const std::string& dynamo, const json& message);
    void flushInterval(std::uint64_t seq);
    bool latencyAtPartner(std::size_t worker) const;
    void accumulate(std::vector<WorkerAccumulator>& workers, const json& entry, double seconds,
                    bool oneInterval);
    std::vector<MetricRow> buildRows(const std::vector<WorkerAccumulator>& workers,
                                     const std::map<std::string, DynamoAccumulator>& dynamos,
                                     const std::string& repeat);
    void finishStep();
    void writeResults(const std::string& status);
    void fail(const std::string& error);
    void stopNow(const std::string& why);
    void shutDown();
    void scheduleHeartbeat();
    void reapChildren();

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

    results::ResultsWriter m_writer;
    std::vector<model::Step> m_steps;
    std::size_t m_stepIndex = 0;
    int m_repeat = 1;
    Phase m_phase = Phase::Idle;
    std::set<std::string> m_awaiting;
    json m_ports = json::object();
    std::atomic<bool> m_stopRequested{false};
    bool m_stepAborted = false;
    int m_result = -1;

    // The step being run.
    Clock::time_point m_stepStartedAt;
    std::vector<WorkerAccumulator> m_stepWorkers;
    std::map<std::string, DynamoAccumulator> m_stepDynamos;
    std::map<std::uint64_t, std::map<std::string, json>> m_pendingIntervals;
    std::map<int, std::vector<std::vector<MetricRow>>> m_repeatRows;  // step -> repeats -> rows
    nlohmann::ordered_json m_stepLog = nlohmann::ordered_json::array();
    double m_stepSecondsTotal = 0;
    int m_stepsDone = 0;
};

// ---------------------------------------------------------------- set-up

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

bool Session::Impl::listen(std::string& error) {
    if (!m_options.token.empty()) {
        if (const std::string problem = protocol::checkToken(m_options.token); !problem.empty()) {
            error = problem;
            return false;
        }
    }
    m_token = m_options.token.empty() ? protocol::randomHex(32) : m_options.token;
    boost::system::error_code ec;
    const auto address = boost::asio::ip::make_address(m_options.listenHost, ec);
    if (ec) {
        error = "listen address \"" + m_options.listenHost + "\" is not an IP address";
        return false;
    }
    const boost::asio::ip::tcp::endpoint endpoint(address, m_options.listenPort);
    m_acceptor.open(endpoint.protocol(), ec);
    if (!ec) m_acceptor.set_option(boost::asio::socket_base::reuse_address(true), ec);
    if (!ec) m_acceptor.bind(endpoint, ec);
    if (!ec) m_acceptor.listen(16, ec);
    if (ec) {
        error = "cannot listen on " + m_options.listenHost + ":" +
                std::to_string(m_options.listenPort) + ": " + ec.message();
        return false;
    }
    m_port = m_acceptor.local_endpoint().port();
    m_observer->onListening(m_options.listenHost, m_port);
    accept();
    return true;
}

void Session::Impl::beginRun(const model::Plan& plan, const std::filesystem::path& dir) {
    m_plan = plan;
    m_steps = model::expandSteps(m_plan);
    m_stepIndex = 0;
    m_repeat = 1;
    m_error.clear();
    m_result = -1;
    m_summary.clear();
    m_repeatRows.clear();
    m_stepLog = nlohmann::ordered_json::array();
    m_stepSecondsTotal = 0;
    m_stepsDone = 0;
    m_phase = Phase::Waiting;

    std::string error;
    if (!m_writer.open(dir, error)) return fail(error);
    m_writer.writeJson("plan.json", model::toJson(m_plan));
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
    m_plan = model::Plan{};
    m_observer->onRunFinished(result, m_error);
}

void Session::Impl::publishInfo() {
    std::vector<DynamoInfo> info;
    for (const auto& [name, link] : m_links)
        info.push_back({name, m_children.count(name) > 0, link.connection->remote(), link.hello});
    std::lock_guard lock(m_infoMutex);
    m_info = std::move(info);
}

void Session::Impl::armWaitTimer() {
    // Remote dynamos get the plan's wait_s; local ones a floor of their own, since a
    // spawned process on a loaded machine may take a moment to start.
    const auto deadlineOf = [&](const model::DynamoDef& d) {
        const double s = d.spawn ? std::max(m_plan.waitS, kMinSpawnWaitS) : m_plan.waitS;
        return m_waitStartedAt +
               std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
    };
    auto next = Clock::time_point::max();
    std::string late;
    double waited = 0;
    for (const auto& d : m_plan.dynamos) {
        if (m_links.count(d.name)) continue;
        const auto deadline = deadlineOf(d);
        if (deadline <= Clock::now()) {
            late += (late.empty() ? "" : ", ") + d.name;
            waited = std::max(waited, std::chrono::duration<double>(deadline - m_waitStartedAt).count());
        }
        next = std::min(next, deadline);
    }
    if (!late.empty()) {
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%g", waited);
        fail("dynamo(s) " + late + " did not connect within " + seconds +
             " s; no traffic was started");
        return;
    }
    if (next == Clock::time_point::max()) return;
    m_waitTimer.expires_at(next);
    m_waitTimer.async_wait([this](boost::system::error_code e) {
        if (!e && m_phase == Phase::Waiting) armWaitTimer();
    });
}

bool Session::Impl::spawnDynamo(const std::string& name) {
    if (m_tokenDir.empty()) {
        char pattern[] = "/tmp/iometry-run-XXXXXX";
        if (!mkdtemp(pattern)) {
            m_error = "cannot create a private folder for the dynamo token";
            return false;
        }
        m_tokenDir = pattern;
        std::string error;
        if (!protocol::writeTokenFile((m_tokenDir / "token").string(), m_token, error)) {
            m_error = error;
            return false;
        }
    }
    std::string host = m_options.listenHost;
    if (host == "0.0.0.0") host = "127.0.0.1";
    if (host == "::") host = "::1";
    if (host.find(':') != std::string::npos) host = "[" + host + "]";
    const std::string manager = host + ":" + std::to_string(m_acceptor.local_endpoint().port());
    const std::string tokenFile = (m_tokenDir / "token").string();
    std::vector<std::string> args = {m_options.dynamoExecutable, "--manager", manager,
                                     "--name", name, "--token-file", tokenFile,
                                     "--connect-timeout", "10"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, m_options.dynamoExecutable.c_str(), nullptr, nullptr,
                               argv.data(), environ);
    if (rc != 0) {
        m_error = "cannot start " + m_options.dynamoExecutable + ": " + std::strerror(rc);
        return false;
    }
    m_children[name] = pid;
    m_observer->onLog("started local dynamo " + name + " (pid " + std::to_string(pid) + ")");
    return true;
}

void Session::Impl::accept() {
    m_acceptor.async_accept([this](boost::system::error_code ec, boost::asio::ip::tcp::socket s) {
        if (ec) return;  // closed
        auto connection = std::make_shared<protocol::Connection>(std::move(s));
        onNewConnection(connection);
        accept();
    });
}

void Session::Impl::onNewConnection(std::shared_ptr<protocol::Connection> connection) {
    const bool late = m_closing || (!m_persistent && m_phase != Phase::Waiting);
    if (late) {
        connection->send({{"type", msg::kReject}, {"reason", "the run has already started"}});
        connection->closeAfterSend("late");
        connection->start([](const json&) {}, [](const std::string&) {});
        return;
    }
    // Strangers on the control port: a bounded number may wait, each for a short time.
    if (m_handshaking.size() >= protocol::kMaxPendingHandshakes) {
        m_observer->onLog("refused a connection from " + connection->remote() + ": " +
                          std::to_string(m_handshaking.size()) + " handshakes already pending");
        connection->close("too many pending handshakes");
        return;
    }
    connection->armDeadline(protocol::kHandshakeTimeout, "no handshake within 5 s");
    const std::string nonce = protocol::randomHex(16);
    m_handshaking.push_back(connection);
    std::weak_ptr<protocol::Connection> weak = connection;
    connection->start(
        [this, weak, nonce](const json& m) {
            if (auto c = weak.lock()) onHandshakeMessage(c, nonce, m);
        },
        [this, raw = connection.get()](const std::string&) {
            std::erase_if(m_handshaking, [raw](const auto& p) { return p.get() == raw; });
        });
    connection->send({{"type", msg::kChallenge},
                      {"protocol", protocol::kProtocolName},
                      {"version", protocol::kProtocolVersion},
                      {"nonce", nonce}});
}

void Session::Impl::onHandshakeMessage(const std::shared_ptr<protocol::Connection>& connection,
                                       const std::string& serverNonce, const json& message) {
    auto reject = [&](const std::string& reason) {
        m_observer->onLog("refused a dynamo from " + connection->remote() + ": " + reason);
        connection->send({{"type", msg::kReject}, {"reason", reason}});
        connection->closeAfterSend(reason);
    };
    const std::string type = str(message, "type");
    if (type != msg::kHello) {
        // Not a dynamo: no answer beyond closing.
        m_observer->onLog("closed a connection from " + connection->remote() +
                          ": it sent \"" + type.substr(0, 32) + "\" before hello");
        return connection->close("no hello");
    }
    if (str(message, "protocol") != protocol::kProtocolName ||
        message.value("version", 0) != protocol::kProtocolVersion)
        return reject("protocol version mismatch: this manager speaks iometry/" +
                      std::to_string(protocol::kProtocolVersion));
    const std::string name = str(message, "name");
    const json auth = message.value("auth", json::object());
    const std::string clientNonce = str(auth, "nonce");
    const std::string expected = protocol::dynamoProof(m_token, serverNonce, clientNonce, name);
    if (clientNonce.size() < 16 || !protocol::constantTimeEquals(str(auth, "proof"), expected))
        return reject("authentication failed: wrong token");
    // A headless run takes the plan's dynamos only; the GUI's pool takes any name.
    if (!m_persistent && !inRun(name))
        return reject("the plan has no dynamo named \"" + name + "\"");
    if (name.empty() || name.size() > 64) return reject("a dynamo needs a name of 1–64 characters");
    if (m_links.count(name)) return reject("dynamo \"" + name + "\" is already connected");

    // From here on every frame both ways carries a tag (docs/protocol.md): the dynamo's
    // next frame at the earliest, the manager's after this welcome.
    const protocol::ChannelKeys keys =
        protocol::deriveChannelKeys(m_token, serverNonce, clientNonce, name);
    connection->requireAuthenticatedIncoming(keys.dynamoToManager);
    connection->send(
        {{"type", msg::kWelcome},
         {"proof", protocol::managerProof(m_token, serverNonce, clientNonce, name)}});
    connection->sealOutgoing(keys.managerToDynamo);
    connection->cancelDeadline();
    Link link;
    link.name = name;
    link.connection = connection;
    link.hello = message;
    m_links[name] = link;
    std::erase(m_handshaking, connection);
    connection->start([this, name](const json& m) { onMessage(name, m); },
                      [this, name](const std::string& reason) { onLinkClosed(name, reason); });
    m_observer->onLog("dynamo " + name + " connected from " + connection->remote() + " (" +
                      str(message.value("host", json::object()), "hostname") + ")");
    publishInfo();
    m_observer->onDynamoConnected({name, m_children.count(name) > 0, connection->remote(), message});
    if (m_phase == Phase::Waiting && inRun(name) &&
        std::all_of(m_plan.dynamos.begin(), m_plan.dynamos.end(),
                    [this](const model::DynamoDef& d) { return m_links.count(d.name) > 0; }))
        allConnected();
}

void Session::Impl::allConnected() {
    m_waitTimer.cancel();
    // Every worker needs an engine its dynamos have; check before any traffic.
    for (const auto& w : m_plan.workers) {
        for (const std::string& dynamo : {w.dynamo, w.peer.dynamo}) {
            if (dynamo.empty()) continue;
            const json engines = m_links.at(dynamo).hello.value("engines", json::array());
            if (std::find(engines.begin(), engines.end(), model::toString(w.kind)) == engines.end())
                return fail("dynamo " + dynamo + " cannot run worker " + w.name + ": it has no " +
                            model::toString(w.kind) + " engine; no traffic was started");
        }
    }
    writeBench();
    beginStep();
}

void Session::Impl::writeBench() {
    json hosts = json::array();
    for (const auto& d : m_plan.dynamos) {
        const Link& link = m_links.at(d.name);
        json host = link.hello.value("host", json::object());
        std::set<std::string> addresses;
        for (const auto& w : m_plan.workers) {
            if (w.dynamo == d.name) addresses.insert(w.bind);
            if (w.peer.dynamo == d.name) addresses.insert(w.peer.address);
        }
        json dataInterfaces = json::array();
        if (auto list = host.find("interfaces"); list != host.end() && list->is_array()) {
            for (const auto& i : *list) {
                bool used = false;
                for (const auto& a : i.value("addresses", json::array()))
                    if (a.is_string() && addresses.count(a.get<std::string>())) used = true;
                if (used) dataInterfaces.push_back(i);
            }
            host.erase("interfaces");
        }
        hosts.push_back({{"dynamo", d.name},
                         {"spawned", d.spawn},
                         {"software", str(link.hello, "software")},
                         {"host", host},
                         {"data_interfaces", dataInterfaces}});
    }
    nlohmann::ordered_json bench;
    bench["format"] = "iometry.bench/1";
    bench["tool"] = {{"name", "iometry"}, {"version", IOMETRY_VERSION}};
    bench["started"] = isoTimeNow();
    bench["hosts"] = hosts;
    // Pinning changes latency by a factor of four on small machines: record it.
    bench["workers"] = nlohmann::ordered_json::array();
    for (const auto& w : m_plan.workers) {
        nlohmann::ordered_json entry = {{"name", w.name},
                                        {"dynamo", w.dynamo},
                                        {"cpu", w.cpu ? nlohmann::ordered_json(*w.cpu) : nlohmann::ordered_json()},
                                        {"peer_dynamo", w.peer.dynamo},
                                        {"peer_cpu", w.peer.cpu ? nlohmann::ordered_json(*w.peer.cpu) : nlohmann::ordered_json()}};
        bench["workers"].push_back(entry);
    }
    m_writer.writeJson("bench.json", bench);
}

// ---------------------------------------------------------------- steps

void Session::Impl::sendToAll(const json& message) {
    for (auto& [name, link] : m_links)
        if (inRun(name)) link.connection->send(message);
}

void Session::Impl::expectFromAll(Phase phase, Clock::duration timeout) {
    m_phase = phase;
    m_awaiting.clear();
    for (const auto& d : m_plan.dynamos) m_awaiting.insert(d.name);
    m_phaseTimer.expires_after(timeout);
    m_phaseTimer.async_wait([this, phase](boost::system::error_code ec) {
        if (ec || m_phase != phase) return;
        std::string names;
        for (const auto& n : m_awaiting) names += (names.empty() ? "" : ", ") + n;
        fail("dynamo(s) " + names + " did not answer in time");
    });
}

void Session::Impl::beginStep() {
    if (m_stopRequested) return stopNow("stopped by request");
    const model::Step& step = m_steps[m_stepIndex];
    m_stepStartedAt = Clock::now();
    m_stepAborted = false;
    m_stepWorkers.assign(step.workers.size(), {});
    m_stepDynamos.clear();
    m_pendingIntervals.clear();
    m_ports = json::object();
    m_observer->onStepStarted(static_cast<int>(m_stepIndex), static_cast<int>(m_steps.size()),
                              m_repeat, m_plan.repeats, step.params);

    std::map<std::string, json> perDynamo;
    for (const auto& d : m_plan.dynamos) perDynamo[d.name] = json::array();
    for (std::size_t i = 0; i < step.workers.size(); ++i) {
        const model::WorkerDef& w = step.workers[i];
        const model::AccessSpec* spec = nullptr;
        for (const auto& s : step.specs)
            if (s.name == w.spec) spec = &s;
        const std::string cookie = protocol::randomHex(16);
        const std::uint64_t seed = m_plan.seed * 1000003ull + i;
        json holder = {{"id", i},
                       {"name", w.name},
                       {"role", "holder"},
                       {"kind", model::toString(w.kind)},
                       {"local", w.bind},
                       {"remote", w.peer.address},
                       {"outstanding", w.outstanding},
                       {"spec", model::toJson(*spec)},
                       {"seed", seed},
                       {"cookie", cookie}};
        if (w.cpu) holder["cpu"] = *w.cpu;
        json partner = holder;
        partner["role"] = "partner";
        partner["local"] = w.peer.address;
        partner["remote"] = w.bind;
        partner.erase("cpu");
        if (w.peer.cpu) partner["cpu"] = *w.peer.cpu;
        perDynamo[w.dynamo].push_back(holder);
        perDynamo[w.peer.dynamo].push_back(partner);
    }
    for (auto& [name, workers] : perDynamo)
        m_links.at(name).connection->send({{"type", msg::kConfigure},
                                           {"step", static_cast<int>(m_stepIndex)},
                                           {"workers", workers}});
    expectFromAll(Phase::Configuring, kPhaseTimeout);
}

void Session::Impl::onMessage(const std::string& dynamo, const json& message) {
    const std::string type = str(message, "type");
    if (type == msg::kHeartbeat) return;
    if (type == msg::kSample) return onSample(dynamo, message);
    if (type == msg::kError) {
        const std::string worker = str(message, "worker");
        const std::string what = "dynamo " + dynamo + (worker.empty() ? "" : ", worker " + worker) +
                                 ": " + str(message, "what");
        m_links.at(dynamo).lastError = str(message, "what");
        if (m_phase == Phase::Configuring || m_phase == Phase::Preparing ||
            m_phase == Phase::Connecting)
            return fail(what);
        m_observer->onLog("error: " + what);
        return;
    }
    onPhaseReply(dynamo, type, message);
}

void Session::Impl::onPhaseReply(const std::string& dynamo, const std::string& type,
                                 const json& message) {
    const std::map<std::string, Phase> expected = {{msg::kConfigured, Phase::Configuring},
                                                   {msg::kReady, Phase::Preparing},
                                                   {msg::kConnected, Phase::Connecting},
                                                   {msg::kStepDone, Phase::Running}};
    auto it = expected.find(type);
    if (it == expected.end()) {
        m_links.at(dynamo).connection->send(
            {{"type", msg::kError}, {"what", "unknown message type \"" + type + "\""}});
        return;
    }
    if (it->second != m_phase || !m_awaiting.count(dynamo)) return;  // late or duplicate
    if (type == msg::kReady) {
        const json ports = message.value("ports", json::object());
        if (ports.is_object())
            for (auto p = ports.begin(); p != ports.end(); ++p) m_ports[p.key()] = p.value();
    }
    if (type == msg::kStepDone && message.value("aborted", false)) m_stepAborted = true;
    m_awaiting.erase(dynamo);
    if (!m_awaiting.empty()) return;

    m_phaseTimer.cancel();
    if (m_stopRequested && m_phase != Phase::Running) return stopNow("stopped by request");
    switch (m_phase) {
        case Phase::Configuring:
            sendToAll({{"type", msg::kPrepare}, {"step", static_cast<int>(m_stepIndex)}});
            expectFromAll(Phase::Preparing, kPhaseTimeout);
            break;
        case Phase::Preparing:
            sendToAll({{"type", msg::kConnect},
                       {"step", static_cast<int>(m_stepIndex)},
                       {"ports", m_ports}});
            expectFromAll(Phase::Connecting, kPhaseTimeout);
            break;
        case Phase::Connecting:
            sendToAll({{"type", msg::kStart},
                       {"step", static_cast<int>(m_stepIndex)},
                       {"run_s", m_plan.runS},
                       {"ramp_s", m_plan.rampS},
                       {"sample_ms", m_plan.sampleMs}});
            expectFromAll(Phase::Running,
                          std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(m_plan.rampS + m_plan.runS)) +
                              kStepGrace);
            break;
        case Phase::Running:
            finishStep();
            break;
        default:
            break;
    }
}

void Session::Impl::onSample(const std::string& dynamo, const json& message) {
    if (m_phase != Phase::Running || message.value("step", -1) != static_cast<int>(m_stepIndex))
        return;
    const double seconds = message.value("interval_s", 0.0);
    const bool ramp = message.value("ramp", false);
    if (!ramp && seconds > 0) {
        const json host = message.value("host", json::object());
        auto& d = m_stepDynamos[dynamo];
        d.cpu.add(host, seconds);
        d.seconds += seconds;
        for (const auto& entry : message.value("workers", json::array()))
            accumulate(m_stepWorkers, entry, seconds, false);
    }
    const std::uint64_t seq = message.value("seq", std::uint64_t{0});
    m_pendingIntervals[seq][dynamo] = message;
    if (m_pendingIntervals[seq].size() == m_plan.dynamos.size()) flushInterval(seq);
}

bool Session::Impl::latencyAtPartner(std::size_t worker) const {
    // A holder that only answers requests cannot time them: its partner asks and times.
    const model::AccessSpec* spec = m_plan.findSpec(m_steps[m_stepIndex].workers[worker].spec);
    return spec && !spec->lines.empty() && spec->lines.front().read == 100 &&
           std::any_of(spec->lines.begin(), spec->lines.end(),
                       [](const model::AccessLine& l) { return l.reply > 0; });
}

void Session::Impl::accumulate(std::vector<WorkerAccumulator>& workers, const json& entry,
                               double seconds, bool oneInterval) {
    const int id = entry.value("id", -1);
    if (id < 0 || id >= static_cast<int>(workers.size())) return;
    auto& acc = workers[static_cast<std::size_t>(id)];
    const bool partner = str(entry, "role") == "partner";
    if (partner == latencyAtPartner(static_cast<std::size_t>(id))) {
        std::string error;
        if (auto h = stats::LatencyHistogram::fromJson(entry.value("latency", json()), &error))
            acc.latency.merge(*h);
    }
    if (partner) return;  // a pair is counted once, at its holder
    acc.counters.add(results::Counters::fromJson(entry));
    acc.seconds = oneInterval ? seconds : acc.seconds + seconds;
}

void Session::Impl::flushInterval(std::uint64_t seq) {
    auto node = m_pendingIntervals.extract(seq);
    if (node.empty()) return;
    const model::Step& step = m_steps[m_stepIndex];
    std::vector<WorkerAccumulator> workers(step.workers.size());
    std::map<std::string, DynamoAccumulator> dynamos;
    double t = 0;
    bool ramp = false;
    for (const auto& [dynamo, message] : node.mapped()) {
        const double seconds = message.value("interval_s", 0.0);
        t = std::max(t, message.value("t", 0.0));
        ramp = ramp || message.value("ramp", false);
        auto& d = dynamos[dynamo];
        d.cpu.add(message.value("host", json::object()), seconds);
        d.seconds = seconds;
        for (const auto& entry : message.value("workers", json::array()))
            accumulate(workers, entry, seconds, true);
    }
    auto rows = buildRows(workers, dynamos, std::to_string(m_repeat));
    // Per-core CPU, one row per core (scope "core", name "dynamo/cpuN"), for the live
    // charts and for spotting one core saturated by interrupts while the others idle.
    for (const auto& [dynamo, message] : node.mapped()) {
        const json host = message.value("host", json::object());
        const json cores = host.value("cores", json::array());
        for (std::size_t c = 0; c < cores.size(); ++c) {
            MetricRow row;
            row.step = static_cast<int>(m_stepIndex);
            row.repeat = std::to_string(m_repeat);
            row.scope = "core";
            row.name = dynamo + "/cpu" + std::to_string(c);
            row.seconds = message.value("interval_s", 0.0);
            results::CpuAverage cpu;
            cpu.add({{"cpu", cores[c]}}, 1.0);
            row.cpuPct = cpu.busy();
            row.cpuUserPct = cpu.user();
            row.cpuSystemPct = cpu.system();
            row.cpuIrqPct = cpu.irq();
            row.cpuSoftirqPct = cpu.softirq();
            row.cpuIowaitPct = cpu.iowait();
            row.cpuStealPct = cpu.steal();
            rows.push_back(row);
        }
    }
    m_writer.appendSamples(rows, t, ramp);
    m_observer->onInterval(rows, t, ramp);
}

std::vector<MetricRow> Session::Impl::buildRows(
    const std::vector<WorkerAccumulator>& workers,
    const std::map<std::string, DynamoAccumulator>& dynamos, const std::string& repeat) {
    const model::Step& step = m_steps[m_stepIndex];
    auto blank = [&](const std::string& scope, const std::string& name) {
        MetricRow row;
        row.step = static_cast<int>(m_stepIndex);
        row.repeat = repeat;
        row.scope = scope;
        row.name = name;
        return row;
    };
    std::vector<MetricRow> workerRows;
    std::map<std::string, MetricRow> dynamoRows;
    std::map<std::string, stats::LatencyHistogram> dynamoLatency;
    MetricRow all = blank("all", "all");
    stats::LatencyHistogram allLatency;
    for (const auto& [name, acc] : dynamos) {
        MetricRow row = blank("dynamo", name);
        row.setHost(acc.cpu);
        row.seconds = acc.seconds;
        dynamoRows[name] = row;
    }
    for (std::size_t i = 0; i < step.workers.size(); ++i) {
        const model::WorkerDef& w = step.workers[i];
        const model::AccessSpec* spec = nullptr;
        for (const auto& s : step.specs)
            if (s.name == w.spec) spec = &s;
        MetricRow row = blank("worker", w.name);
        row.size = spec && !spec->lines.empty() ? spec->lines.front().size : 0;
        row.outstanding = w.outstanding;
        row.readPct = weightedRead(spec);
        row.setTraffic(workers[i].counters, workers[i].latency, workers[i].seconds);
        auto d = dynamos.find(w.dynamo);
        if (d != dynamos.end()) row.setHost(d->second.cpu);
        workerRows.push_back(row);
        if (dynamoRows.count(w.dynamo)) {
            MetricRow& dr = dynamoRows[w.dynamo];
            addRates(dr, row);
            dr.size = row.size;
            dr.outstanding = row.outstanding;
            dr.readPct = row.readPct;
            dynamoLatency[w.dynamo].merge(workers[i].latency);
        }
        addRates(all, row);
        all.size = row.size;
        all.outstanding = row.outstanding;
        all.readPct = row.readPct;
        allLatency.merge(workers[i].latency);
    }
    // CPU of "all" is the mean over the dynamos (each a host under test).
    double n = 0;
    for (auto& [name, row] : dynamoRows) {
        row.setLatency(dynamoLatency[name]);
        row.peIndex = row.cpuPct > 0 ? row.mbitPerS / row.cpuPct : 0;
        all.cpuPct += row.cpuPct;
        all.cpuUserPct += row.cpuUserPct;
        all.cpuSystemPct += row.cpuSystemPct;
        all.cpuIrqPct += row.cpuIrqPct;
        all.cpuSoftirqPct += row.cpuSoftirqPct;
        all.cpuIowaitPct += row.cpuIowaitPct;
        all.cpuStealPct += row.cpuStealPct;
        all.processCpuPct += row.processCpuPct;
        all.irqPerS += row.irqPerS;
        all.nicRxMbitPerS += row.nicRxMbitPerS;
        all.nicTxMbitPerS += row.nicTxMbitPerS;
        all.nicRxPps += row.nicRxPps;
        all.nicTxPps += row.nicTxPps;
        all.nicDrops += row.nicDrops;
        n += 1;
    }
    if (n > 0) {
        for (double* f : {&all.cpuPct, &all.cpuUserPct, &all.cpuSystemPct, &all.cpuIrqPct,
                          &all.cpuSoftirqPct, &all.cpuIowaitPct, &all.cpuStealPct,
                          &all.processCpuPct})
            *f /= n;
    }
    all.setLatency(allLatency);
    all.peIndex = all.cpuPct > 0 ? all.mbitPerS / all.cpuPct : 0;

    std::vector<MetricRow> rows{all};
    for (auto& [name, row] : dynamoRows) rows.push_back(row);
    rows.insert(rows.end(), workerRows.begin(), workerRows.end());
    return rows;
}

void Session::Impl::finishStep() {
    // Intervals some dynamo never completed (its last one) still count.
    while (!m_pendingIntervals.empty()) flushInterval(m_pendingIntervals.begin()->first);
    auto rows = buildRows(m_stepWorkers, m_stepDynamos, std::to_string(m_repeat));
    const model::Step& step = m_steps[m_stepIndex];
    m_summary.insert(m_summary.end(), rows.begin(), rows.end());
    auto& repeats = m_repeatRows[static_cast<int>(m_stepIndex)];
    repeats.push_back(rows);
    if (m_plan.repeats > 1 && static_cast<int>(repeats.size()) == m_plan.repeats) {
        for (std::size_t r = 0; r < rows.size(); ++r) {
            std::vector<MetricRow> same;
            for (const auto& rep : repeats) same.push_back(rep[r]);
            m_summary.push_back(results::aggregateRepeats(same, model::toString(m_plan.aggregate)));
        }
    }
    m_writer.writeSummary(m_summary);
    const double took = std::chrono::duration<double>(Clock::now() - m_stepStartedAt).count();
    m_stepLog.push_back({{"step", m_stepIndex},
                         {"repeat", m_repeat},
                         {"size", step.params.size ? json(*step.params.size) : json()},
                         {"outstanding", step.params.outstanding ? json(*step.params.outstanding) : json()},
                         {"aborted", m_stepAborted},
                         {"duration_s", took}});
    ++m_stepsDone;
    m_stepSecondsTotal += took;
    const int total = static_cast<int>(m_steps.size()) * m_plan.repeats;
    const double eta = m_stepSecondsTotal / m_stepsDone * (total - m_stepsDone);
    m_observer->onStepFinished(rows, m_stepsDone, total, eta);
    writeResults(m_stepAborted || m_stopRequested ? "stopped" : "running");

    if (m_stopRequested || m_stepAborted) return endRun(2);
    if (++m_repeat > m_plan.repeats) {
        m_repeat = 1;
        ++m_stepIndex;
    }
    if (m_stepIndex >= m_steps.size()) {
        writeResults("completed");
        return endRun(0);
    }
    beginStep();
}

void Session::Impl::writeResults(const std::string& status) {
    nlohmann::ordered_json j;
    j["format"] = "iometry.results/1";
    j["tool"] = {{"name", "iometry"}, {"version", IOMETRY_VERSION}};
    j["status"] = status;
    if (!m_error.empty()) j["error"] = m_error;
    j["plan"] = model::toJson(m_plan);
    j["steps"] = m_stepLog;
    j["summary"] = nlohmann::ordered_json::array();
    for (const auto& row : m_summary) j["summary"].push_back(row.toJson());
    m_writer.writeJson("results.json", j);
}

// ---------------------------------------------------------------- ending

void Session::Impl::onLinkClosed(const std::string& dynamo, const std::string& closeReason) {
    std::string reason = closeReason;
    if (auto it = m_links.find(dynamo); it != m_links.end() && !it->second.lastError.empty())
        reason += "; it last reported: " + it->second.lastError;
    m_links.erase(dynamo);
    publishInfo();
    if (m_closing) return;
    m_observer->onDynamoLost(dynamo, reason);
    if (m_phase != Phase::Idle && inRun(dynamo)) fail("lost dynamo " + dynamo + " (" + reason + ")");
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

void Session::Impl::scheduleHeartbeat() {
    m_heartbeatTimer.expires_after(protocol::kHeartbeatInterval / 2);
    m_heartbeatTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || m_closing) return;
        // Ending a run must not end the heartbeat: a pool's idle dynamos obey the dead-man rule.
        if (m_stopRequested && m_phase == Phase::Waiting) stopNow("stopped by request");
        if (m_closing) return;
        const auto now = Clock::now();
        std::vector<std::shared_ptr<protocol::Connection>> silent;
        for (auto& [name, link] : m_links) {
            if (now - link.connection->lastReceived() > protocol::kDeadManTimeout)
                silent.push_back(link.connection);
            else if (now - link.connection->lastSent() >= protocol::kHeartbeatInterval / 2)
                link.connection->send({{"type", msg::kHeartbeat}});
        }
        // Closing runs onLinkClosed, which fails a run the dynamo was part of.
        for (auto& c : silent) c->close("silent for 3 s");
        // A spawned dynamo that exited before it connected will never come.
        for (auto& [name, pid] : m_children) {
            int status = 0;
            if (pid > 0 && waitpid(pid, &status, WNOHANG) == pid) {
                pid = -1;
                if (m_phase == Phase::Waiting && inRun(name) && !m_links.count(name))
                    fail("local dynamo " + name + " exited before it connected");
            }
        }
        if (!m_closing) scheduleHeartbeat();
    });
}

void Session::Impl::reapChildren() {
    const auto deadline = Clock::now() + std::chrono::seconds(3);
    for (auto& [name, pid] : m_children) {
        if (pid <= 0) continue;
        int status = 0;
        while (waitpid(pid, &status, WNOHANG) == 0) {
            if (Clock::now() >= deadline) {
                kill(pid, SIGKILL);
                waitpid(pid, &status, 0);
                break;
            }
            usleep(20000);
        }
        pid = -1;
    }
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

const std::vector<results::MetricRow>& Session::summary() const { return m_impl->m_summary; }

}  // namespace iometry::session
