#include "workers/agent.hpp"

#include <unistd.h>

#include <csignal>
#include <iostream>
#include <set>

#include "engine/model/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"

namespace iometry::workers {
namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;
namespace msg = protocol::msg;

constexpr auto kWorkerDrainLimit = std::chrono::milliseconds(1500);

std::string stringField(const json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

double secondsSince(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

/** Reads one worker of a `configure` message; an empty error means it is usable. */
std::optional<TcpWorkerSetup> readWorkerSetup(const json& j, std::string& name,
                                              std::string& error) {
    if (!j.is_object()) {
        error = "a worker must be an object";
        return std::nullopt;
    }
    name = stringField(j, "name");
    TcpWorkerSetup setup;
    const std::string kind = stringField(j, "kind");
    if (kind != "tcp") {
        error = "worker \"" + name + "\": this dynamo has no \"" + kind + "\" engine";
        return std::nullopt;
    }
    const std::string role = stringField(j, "role");
    if (role != "holder" && role != "partner") {
        error = "worker \"" + name + "\": role must be holder or partner";
        return std::nullopt;
    }
    setup.partner = role == "partner";
    setup.localAddress = stringField(j, "local");
    setup.remoteAddress = stringField(j, "remote");
    setup.cookie = stringField(j, "cookie");
    if (setup.localAddress.empty() || setup.remoteAddress.empty() || setup.cookie.size() < 16) {
        error = "worker \"" + name + "\": local, remote and cookie are required";
        return std::nullopt;
    }
    try {
        setup.id = j.at("id").get<int>();
        setup.outstanding = j.at("outstanding").get<int>();
        setup.seed = j.at("seed").get<std::uint64_t>();
        if (j.contains("cpu") && !j["cpu"].is_null()) setup.cpu = j["cpu"].get<int>();
    } catch (const json::exception& e) {
        error = "worker \"" + name + "\": " + e.what();
        return std::nullopt;
    }
    if (setup.outstanding < 1 || setup.outstanding > 4096) {
        error = "worker \"" + name + "\": outstanding must be 1–4096";
        return std::nullopt;
    }
    if (setup.cpu && (*setup.cpu < 0 || *setup.cpu >= CPU_SETSIZE)) {
        error = "worker \"" + name + "\": cpu out of range";
        return std::nullopt;
    }
    std::vector<model::PlanProblem> problems;
    const nlohmann::ordered_json spec = j.contains("spec") ? nlohmann::ordered_json(j["spec"])
                                                           : nlohmann::ordered_json();
    setup.spec = model::parseAccessSpec(spec, "spec", problems);
    if (!problems.empty()) {
        error = "worker \"" + name + "\": " + problems.front().toString();
        return std::nullopt;
    }
    return setup;
}

}  // namespace

Agent::Agent(boost::asio::io_context& io, AgentOptions options)
    : m_io(io),
      m_options(std::move(options)),
      m_heartbeatTimer(io),
      m_sampleTimer(io),
      m_retryTimer(io),
      m_signals(io, SIGINT, SIGTERM) {}

Agent::~Agent() { stopTraffic(); }

void Agent::start() {
    m_facts = collectHostFacts();
    m_connectDeadline = Clock::now() + m_options.connectTimeout;
    m_signals.async_wait([this](boost::system::error_code ec, int signal) {
        if (!ec) finish(5, "stopped by signal " + std::to_string(signal) + "; all traffic stopped");
    });
    tryConnect();
}

void Agent::tryConnect() {
    boost::system::error_code ec;
    auto address = boost::asio::ip::make_address(m_options.managerHost, ec);
    boost::asio::ip::tcp::socket socket(m_io);
    if (!ec) {
        socket.connect({address, m_options.managerPort}, ec);
    } else {
        boost::asio::ip::tcp::resolver resolver(m_io);
        auto results = resolver.resolve(m_options.managerHost, std::to_string(m_options.managerPort), ec);
        if (!ec) boost::asio::connect(socket, results, ec);
    }
    if (ec) {
        if (Clock::now() >= m_connectDeadline) {
            finish(4, "cannot reach the manager at " + m_options.managerHost + ":" +
                          std::to_string(m_options.managerPort) + ": " + ec.message());
            return;
        }
        m_retryTimer.expires_after(std::chrono::milliseconds(500));
        m_retryTimer.async_wait([this](boost::system::error_code e) {
            if (!e) tryConnect();
        });
        return;
    }
    m_connection = std::make_shared<protocol::Connection>(std::move(socket));
    m_connection->start([this](const json& m) { onMessage(m); },
                        [this](const std::string& reason) { onClosed(reason); });
    // The manager closes a handshake after 5 s; wait a little longer for its word.
    m_connection->armDeadline(protocol::kHandshakeTimeout + std::chrono::seconds(1),
                              "the manager did not finish the handshake within 6 s");
    scheduleHeartbeat();
}

void Agent::onMessage(const json& message) {
    const std::string type = message.value("type", "");
    if (type == msg::kHeartbeat) return;
    if ((type == msg::kChallenge || type == msg::kWelcome) && m_welcomed)
        return sendError("\"" + type + "\" after the handshake");
    if (type == msg::kChallenge) return handleChallenge(message);
    if (type == msg::kReject) {
        return finish(2, "the manager refused this dynamo: " + stringField(message, "reason"));
    }
    if (type == msg::kWelcome) return handleWelcome(message);
    if (type == msg::kError) {
        std::cerr << "iometry-dynamo: the manager reports: " << stringField(message, "what")
                  << "\n";
        return;
    }
    if (!m_welcomed) {
        sendError("\"" + type + "\" before the handshake finished");
        return;
    }
    if (type == msg::kConfigure) return handleConfigure(message);
    if (type == msg::kPrepare) return handlePrepare();
    if (type == msg::kConnect) return handleConnect(message);
    if (type == msg::kStart) return handleStart(message);
    if (type == msg::kStop) {
        stopTraffic();
        if (m_running) finishStep(true);
        return;
    }
    if (type == msg::kBye) {
        finish(0, "");
        m_connection->closeAfterSend("bye");
        return;
    }
    sendError("unknown message type \"" + type + "\"");
}

void Agent::handleChallenge(const json& message) {
    if (stringField(message, "protocol") != protocol::kProtocolName) {
        return finish(2, "the peer does not speak the iometry protocol");
    }
    m_serverNonce = stringField(message, "nonce");
    if (m_serverNonce.size() < 16) return finish(2, "the manager's challenge has no nonce");
    m_clientNonce = protocol::randomHex(16);
    json interfaces = json::array();
    for (const auto& i : m_facts.interfaces) interfaces.push_back(i.toJson());
    m_connection->send(
        {{"type", msg::kHello},
         {"protocol", protocol::kProtocolName},
         {"version", protocol::kProtocolVersion},
         {"software", std::string("iometry-dynamo ") + IOMETRY_VERSION},
         {"name", m_options.name},
         {"pid", static_cast<int>(::getpid())},
         {"host", m_facts.toJson()},
         {"cpus", m_facts.cpus},
         {"interfaces", interfaces},
         {"disks", json::array()},
         {"engines", json::array({"tcp"})},
         {"auth",
          {{"nonce", m_clientNonce},
           {"proof", protocol::dynamoProof(m_options.token, m_serverNonce, m_clientNonce,
                                           m_options.name)}}}});
}

void Agent::handleWelcome(const json& message) {
    const std::string expected =
        protocol::managerProof(m_options.token, m_serverNonce, m_clientNonce, m_options.name);
    if (m_serverNonce.empty() ||
        !protocol::constantTimeEquals(stringField(message, "proof"), expected)) {
        return finish(2, "the manager could not prove it holds the token");
    }
    // From here on every frame both ways carries a tag (docs/protocol.md).
    const protocol::ChannelKeys keys = protocol::deriveChannelKeys(
        m_options.token, m_serverNonce, m_clientNonce, m_options.name);
    m_connection->requireAuthenticatedIncoming(keys.managerToDynamo);
    m_connection->sealOutgoing(keys.dynamoToManager);
    m_connection->cancelDeadline();
    m_welcomed = true;
}

void Agent::handleConfigure(const json& message) {
    if (m_running) return sendError("configure while a step is running");
    m_workers.clear();
    auto list = message.find("workers");
    if (list == message.end() || !list->is_array()) return sendError("configure without workers");
    std::vector<ActiveWorker> workers;
    for (const json& j : *list) {
        std::string name, error;
        auto setup = readWorkerSetup(j, name, error);
        if (!setup) return sendError(error, name);
        workers.push_back({name, setup->partner, std::make_unique<TcpWorker>(std::move(*setup))});
    }
    m_workers = std::move(workers);
    m_step = message.value("step", -1);
    m_connection->send({{"type", msg::kConfigured}, {"step", m_step}});
}

void Agent::handlePrepare() {
    json ports = json::object();
    for (auto& w : m_workers) {
        if (w.partner) continue;
        std::uint16_t port = 0;
        std::string error;
        if (!w.worker->listen(port, error)) return sendError(error, w.name);
        ports[std::to_string(w.worker->setup().id)] = port;
    }
    m_connection->send({{"type", msg::kReady}, {"step", m_step}, {"ports", ports}});
}

void Agent::handleConnect(const json& message) {
    auto ports = message.find("ports");
    if (ports == message.end() || !ports->is_object()) return sendError("connect without ports");
    for (auto& w : m_workers) {
        if (!w.partner) continue;
        auto port = ports->find(std::to_string(w.worker->setup().id));
        if (port == ports->end() || !port->is_number_unsigned() || port->get<unsigned>() > 65535)
            return sendError("connect has no port for this worker", w.name);
        std::string error;
        if (!w.worker->connect(static_cast<std::uint16_t>(port->get<unsigned>()), error))
            return sendError(error, w.name);
    }
    m_connection->send({{"type", msg::kConnected}, {"step", m_step}});
}

void Agent::handleStart(const json& message) {
    if (m_running) return sendError("start while a step is running");
    double runS = 0;
    try {
        runS = message.at("run_s").get<double>();
        m_rampS = message.value("ramp_s", 0.0);
        m_sampleMs = message.value("sample_ms", 1000);
    } catch (const json::exception& e) {
        return sendError(std::string("bad start message: ") + e.what());
    }
    if (!(runS > 0 && runS <= 86400) || !(m_rampS >= 0 && m_rampS <= 3600) || m_sampleMs < 100 ||
        m_sampleMs > 60000)
        return sendError("start: run_s, ramp_s or sample_ms out of range");

    std::vector<std::string> interfaces;
    for (const auto& w : m_workers) {
        const std::string name = interfaceForAddress(m_facts.interfaces, w.worker->setup().localAddress);
        if (!name.empty() && std::find(interfaces.begin(), interfaces.end(), name) == interfaces.end())
            interfaces.push_back(name);
    }
    // Watch only the data-path interfaces; with none known, report none rather than all.
    if (interfaces.empty()) interfaces.push_back("-");
    m_sampler.emplace("/proc", interfaces);
    m_stepStart = Clock::now();
    m_sampler->sample(m_stepStart);
    m_lastSampleAt = m_stepStart;
    m_stepEnd = m_stepStart + std::chrono::duration_cast<Clock::duration>(
                                  std::chrono::duration<double>(m_rampS + runS));
    m_sampleSeq = 0;
    m_running = true;
    for (auto& w : m_workers) w.worker->start(m_stepEnd);
    scheduleSample();
}

void Agent::scheduleSample() {
    const auto next = std::min(m_lastSampleAt + std::chrono::milliseconds(m_sampleMs), m_stepEnd);
    m_sampleTimer.expires_at(next);
    m_sampleTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || !m_running) return;
        if (Clock::now() >= m_stepEnd) return waitForWorkersThenFinish();
        takeSample(false);
        scheduleSample();
    });
}

void Agent::waitForWorkersThenFinish() {
    const bool allDone = std::all_of(m_workers.begin(), m_workers.end(),
                                     [](const ActiveWorker& w) { return w.worker->finished(); });
    if (allDone || Clock::now() >= m_stepEnd + kWorkerDrainLimit) {
        finishStep(false);
        return;
    }
    m_sampleTimer.expires_after(std::chrono::milliseconds(10));
    m_sampleTimer.async_wait([this](boost::system::error_code ec) {
        if (!ec && m_running) waitForWorkersThenFinish();
    });
}

void Agent::takeSample(bool last) {
    const auto now = Clock::now();
    const double intervalStart = secondsSince(m_stepStart, m_lastSampleAt);
    json workers = json::array();
    for (auto& w : m_workers) {
        WorkerDelta d = w.worker->takeDelta();
        json entry = d.toJson();
        entry["id"] = w.worker->setup().id;
        entry["name"] = w.name;
        entry["role"] = w.partner ? "partner" : "holder";
        workers.push_back(std::move(entry));
        for (const std::string& error : w.worker->takeErrors()) sendError(error, w.name);
    }
    json host = m_sampler->sample(now).toJson();
    m_connection->send({{"type", msg::kSample},
                        {"step", m_step},
                        {"seq", m_sampleSeq++},
                        {"t", secondsSince(m_stepStart, now)},
                        {"interval_s", secondsSince(m_lastSampleAt, now)},
                        {"ramp", intervalStart + 1e-6 < m_rampS},
                        {"last", last},
                        {"workers", workers},
                        {"host", host}});
    m_lastSampleAt = now;
}

void Agent::finishStep(bool aborted) {
    m_sampleTimer.cancel();
    for (auto& w : m_workers) w.worker->stop();
    if (m_connection && m_connection->isOpen() && m_sampler) takeSample(true);
    m_running = false;
    m_workers.clear();
    if (m_connection && m_connection->isOpen())
        m_connection->send({{"type", msg::kStepDone}, {"step", m_step}, {"aborted", aborted}});
}

void Agent::stopTraffic() {
    for (auto& w : m_workers) w.worker->stop();
}

void Agent::sendError(const std::string& what, const std::string& worker) {
    if (!m_connection || !m_connection->isOpen()) return;
    json error = {{"type", msg::kError}, {"what", what}};
    if (!worker.empty()) error["worker"] = worker;
    m_connection->send(error);
}

void Agent::scheduleHeartbeat() {
    m_heartbeatTimer.expires_after(std::chrono::milliseconds(200));
    m_heartbeatTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || m_finished || !m_connection || !m_connection->isOpen()) return;
        const auto now = Clock::now();
        if (now - m_connection->lastReceived() > protocol::kDeadManTimeout) {
            // Dead-man rule: a traffic generator never runs unattended.
            stopTraffic();
            m_connection->close("manager silent");
            return;
        }
        // Nothing between hello and welcome: the manager expects the next frame sealed.
        if (m_welcomed && now - m_connection->lastSent() >= protocol::kHeartbeatInterval)
            m_connection->send({{"type", msg::kHeartbeat}});
        scheduleHeartbeat();
    });
}

void Agent::onClosed(const std::string& reason) {
    stopTraffic();
    m_workers.clear();
    m_running = false;
    if (!m_finished) finish(3, "lost the manager (" + reason + "); all traffic stopped");
}

void Agent::finish(int exitCode, const std::string& error) {
    if (m_finished) return;
    m_finished = true;
    m_exitCode = exitCode;
    m_lastError = error;
    stopTraffic();
    m_workers.clear();
    m_running = false;
    m_heartbeatTimer.cancel();
    m_sampleTimer.cancel();
    m_retryTimer.cancel();
    m_signals.cancel();
    if (m_connection && exitCode != 0) m_connection->close(error);
}

}  // namespace iometry::workers
