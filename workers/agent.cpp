#include "workers/agent.hpp"

#include <unistd.h>

#include <csignal>
#include <iostream>
#include <set>

#include "engine/model/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"
#include "workers/disk/device_safety.hpp"

namespace iometry::workers {
namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;
namespace msg = protocol::msg;

constexpr auto kWorkerDrainLimit = std::chrono::milliseconds(1500);
// How long the control loop waits for a step's threads to reach the start gate: far below
// the 3 s dead-man rule, far above the milliseconds the threads need.
constexpr auto kGateWaitLimit = std::chrono::milliseconds(1000);
// One deadline for all partners of a step: the manager waits for `connected`.
constexpr auto kPartnerConnectLimit = std::chrono::seconds(2);
// A long preparation (a disk fill) tells the manager how far it got this often.
constexpr auto kProgressEvery = std::chrono::seconds(2);
// One connection attempt (name lookup and TCP connect) may take this long: a firewall
// that drops the SYN would otherwise keep the kernel retrying for about two minutes.
constexpr auto kAttemptLimit = std::chrono::seconds(10);
// Without reconnect, a manager not yet listening is tried again this often.
constexpr auto kRetryEvery = std::chrono::milliseconds(500);

/** The host's block devices for `hello` (docs/protocol.md): size, model, safe or why not. */
json disksJson() {
    json disks = json::array();
    for (const auto& d : disk::listBlockDevices()) disks.push_back(d.toJson());
    return disks;
}

std::string stringField(const json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

double secondsSince(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

}  // namespace

std::chrono::seconds nextReconnectDelay(std::chrono::seconds delay) {
    return std::min(delay * 2, kMaxReconnectDelay);
}

Agent::Agent(boost::asio::io_context& io, AgentOptions options)
    : m_io(io),
      m_options(std::move(options)),
      m_heartbeatTimer(io),
      m_sampleTimer(io),
      m_retryTimer(io),
      m_resolver(io),
      m_attemptTimer(io),
      m_signals(io, SIGINT, SIGTERM) {}

Agent::~Agent() {
    cancelConnects();
    stopTraffic();
}

void Agent::start() {
    m_facts = collectHostFacts();
    m_connectDeadline = Clock::now() + m_options.connectTimeout;
    m_signals.async_wait([this](boost::system::error_code ec, int signal) {
        if (ec) return;
        // A service is stopped by a signal (systemctl stop): that is its normal end.
        const std::string why =
            "stopped by signal " + std::to_string(signal) + "; all traffic stopped";
        finish(m_options.reconnect ? 0 : 5, why);
        if (m_connection) m_connection->close(why);
    });
    tryConnect();
}

std::string Agent::managerAddress() const {
    const bool v6 = m_options.managerHost.find(':') != std::string::npos;
    return (v6 ? "[" + m_options.managerHost + "]" : m_options.managerHost) + ":" +
           std::to_string(m_options.managerPort);
}

void Agent::tryConnect() {
    // Asynchronous, under one time limit, so that the control loop keeps answering
    // signals while a manager is slow to answer or its host drops our packets.
    using boost::asio::ip::tcp;
    const std::uint64_t generation = ++m_attemptGeneration;
    auto socket = std::make_shared<tcp::socket>(m_io);
    m_pendingSocket = socket;
    auto connected = [this, generation, socket](boost::system::error_code ec) {
        if (generation != m_attemptGeneration || m_finished) return;
        m_attemptTimer.cancel();
        m_pendingSocket.reset();
        if (ec) return attemptFailed(ec == boost::asio::error::operation_aborted
                                         ? "no answer within " +
                                               std::to_string(kAttemptLimit.count()) + " s"
                                         : ec.message());
        beginSession(std::move(*socket));
    };
    // Without reconnect the attempt ends with --connect-timeout, but is given a second.
    const auto now = Clock::now();
    const auto lastChance = std::max(m_connectDeadline, now + std::chrono::seconds(1));
    m_attemptTimer.expires_at(m_options.reconnect ? now + kAttemptLimit
                                                  : std::min(now + kAttemptLimit, lastChance));
    m_attemptTimer.async_wait([this, generation](boost::system::error_code ec) {
        if (ec || generation != m_attemptGeneration) return;
        m_resolver.cancel();
        if (m_pendingSocket) {
            boost::system::error_code ignored;
            m_pendingSocket->close(ignored);  // the connect handler sees operation_aborted
        }
    });
    boost::system::error_code ec;
    const auto address = boost::asio::ip::make_address(m_options.managerHost, ec);
    if (!ec) {
        socket->async_connect({address, m_options.managerPort}, connected);
        return;
    }
    m_resolver.async_resolve(
        m_options.managerHost, std::to_string(m_options.managerPort),
        [this, generation, socket, connected](boost::system::error_code e,
                                              const tcp::resolver::results_type& results) {
            if (generation != m_attemptGeneration || m_finished) return;
            if (e) {
                m_attemptTimer.cancel();
                m_pendingSocket.reset();
                return attemptFailed(e == boost::asio::error::operation_aborted
                                         ? "name lookup took longer than " +
                                               std::to_string(kAttemptLimit.count()) + " s"
                                         : e.message());
            }
            boost::asio::async_connect(
                *socket, results,
                [connected](boost::system::error_code c, const tcp::endpoint&) { connected(c); });
        });
}

void Agent::attemptFailed(const std::string& why) {
    const std::string what = "cannot reach the manager at " + managerAddress() + ": " + why;
    if (m_options.reconnect) return scheduleReconnect(what);
    if (Clock::now() >= m_connectDeadline) return finish(4, what);
    m_retryTimer.expires_after(kRetryEvery);
    m_retryTimer.async_wait([this](boost::system::error_code e) {
        if (!e && !m_finished) tryConnect();
    });
}

void Agent::scheduleReconnect(const std::string& why) {
    const auto delay = m_reconnectDelay;
    m_reconnectDelay = nextReconnectDelay(m_reconnectDelay);
    std::cerr << "iometry-dynamo: " << why << "; next attempt in " << delay.count() << " s"
              << std::endl;
    m_retryTimer.expires_after(delay);
    m_retryTimer.async_wait([this](boost::system::error_code e) {
        if (!e && !m_finished) tryConnect();
    });
}

void Agent::beginSession(boost::asio::ip::tcp::socket socket) {
    m_welcomed = false;
    m_serverNonce.clear();
    m_clientNonce.clear();
    m_sessionEnd.clear();
    m_connection = std::make_shared<protocol::Connection>(std::move(socket));
    m_connection->start([this](const json& m) { onMessage(m); },
                        [this](const std::string& reason) { onClosed(reason); });
    // The manager closes a handshake after 5 s; wait a little longer for its word.
    m_connection->armDeadline(protocol::kHandshakeTimeout + std::chrono::seconds(1),
                              "the manager did not finish the handshake within 6 s");
    scheduleHeartbeat();
}

void Agent::endSession(int exitCode, const std::string& why) {
    if (!m_options.reconnect) return finish(exitCode, why);
    m_sessionEnd = why;
    // The close handler (onClosed) stops everything and schedules the next attempt.
    if (m_connection && m_connection->isOpen()) return m_connection->close(why);
    onClosed(why);
}

void Agent::onMessage(const json& message) {
    const std::string type = message.value("type", "");
    if (type == msg::kHeartbeat) return;
    if ((type == msg::kChallenge || type == msg::kWelcome) && m_welcomed)
        return sendError("\"" + type + "\" after the handshake");
    if (type == msg::kChallenge) return handleChallenge(message);
    if (type == msg::kReject) {
        return endSession(2, "the manager refused this dynamo: " + stringField(message, "reason"));
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
    if (type == msg::kRunOver) {
        restoreMtus();
        return;
    }
    if (type == msg::kBye) {
        if (m_options.reconnect) {
            // The run is over; a service waits for the next one (onClosed).
            m_sessionEnd = "the manager ended the session";
            stopTraffic();
            restoreMtus();
        } else {
            finish(0, "");
        }
        m_connection->closeAfterSend("bye");
        return;
    }
    sendError("unknown message type \"" + type + "\"");
}

void Agent::handleChallenge(const json& message) {
    if (stringField(message, "protocol") != protocol::kProtocolName) {
        return endSession(2, "the peer does not speak the iometry protocol");
    }
    m_serverNonce = stringField(message, "nonce");
    if (m_serverNonce.size() < 16) return endSession(2, "the manager's challenge has no nonce");
    m_clientNonce = protocol::randomHex(16);
    // A service lives for many sessions: what hello says of the host is read afresh.
    if (m_options.reconnect) m_facts = collectHostFacts();
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
         {"disks", disksJson()},
         {"engines", WorkerRegistry::builtIn().kinds()},
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
        return endSession(2, "the manager could not prove it holds the token");
    }
    // From here on every frame both ways carries a tag (docs/protocol.md).
    const protocol::ChannelKeys keys = protocol::deriveChannelKeys(
        m_options.token, m_serverNonce, m_clientNonce, m_options.name);
    m_connection->requireAuthenticatedIncoming(keys.managerToDynamo);
    m_connection->sealOutgoing(keys.dynamoToManager);
    m_connection->cancelDeadline();
    m_welcomed = true;
    if (m_options.reconnect) {
        m_reconnectDelay = kFirstReconnectDelay;  // a manager answered: start again at 2 s
        std::cerr << "iometry-dynamo: joined the manager at " << managerAddress() << " as "
                  << m_options.name << std::endl;
    }
}

void Agent::handleConfigure(const json& message) {
    if (m_running) return sendError("configure while a step is running");
    cancelConnects();
    m_workers.clear();
    // An MTU sweep's step: the interfaces of this end's addresses first, before any
    // traffic; a step without one puts every interface back.
    if (auto mtu = message.find("mtu"); mtu != message.end() && mtu->is_object()) {
        const int value = mtu->value("value", 0);
        const json addresses = mtu->value("addresses", json::array());
        if (value <= 0 || !addresses.is_array()) return sendError("configure with a malformed mtu");
        for (const json& a : addresses) {
            std::string error;
            if (!a.is_string() || !m_mtu.set(a.get<std::string>(), value, error))
                return sendError(error.empty() ? "configure with a malformed mtu address" : error);
        }
    } else {
        restoreMtus();
    }
    auto list = message.find("workers");
    if (list == message.end() || !list->is_array()) return sendError("configure without workers");
    std::vector<ActiveWorker> workers;
    m_counted = false;
    for (const json& j : *list) {
        m_counted = m_counted || (j.is_object() && j.contains("count"));
        std::string name, error;
        auto worker = WorkerRegistry::builtIn().build(j, name, error);
        if (!worker) return sendError(error, name);
        const bool partner = worker->isPartner();
        workers.push_back({name, partner, std::move(worker)});
    }
    m_workers = std::move(workers);
    m_step = message.value("step", -1);
    m_connection->send({{"type", msg::kConfigured}, {"step", m_step}});
}

void Agent::handlePrepare() {
    // Preparing may take long (a disk worker fills its test file): in the helper thread,
    // off the control loop, as connecting is, with a `progress` message at most every
    // kProgressEvery so the manager knows the dynamo is busy, not gone (docs/protocol.md).
    cancelConnects();
    m_cancelConnects = false;
    const std::uint64_t generation = ++m_connectGeneration;
    std::vector<std::pair<Worker*, std::string>> workers;
    for (auto& w : m_workers) workers.emplace_back(w.worker.get(), w.name);
    m_connector = std::thread([this, workers = std::move(workers), generation] {
        json ports = json::object(), facts = json::object();
        std::optional<ConnectFailure> failure;
        for (const auto& [worker, name] : workers) {
            auto last = Clock::now() - kProgressEvery;
            const Worker::PrepareProgress progress = [&, name = name](std::uint64_t done,
                                                                     std::uint64_t total) {
                if (Clock::now() - last < kProgressEvery && done < total) return;
                last = Clock::now();
                boost::asio::post(m_io, [this, generation, name, done, total] {
                    if (generation != m_connectGeneration || !m_connection) return;
                    m_connection->send({{"type", msg::kProgress}, {"step", m_step}, {"worker", name},
                                        {"done_bytes", done}, {"total_bytes", total}});
                });
            };
            std::optional<std::uint16_t> port;
            std::string error;
            if (!worker->prepare(port, progress, m_cancelConnects, error)) {
                failure = ConnectFailure{name, error};
                break;
            }
            const std::string id = std::to_string(worker->id());
            if (port) ports[id] = *port;
            // Both ends of a loopback pair have the same id here: each adds its own keys.
            if (json f = worker->facts(); f.is_object()) facts[id].update(f);
        }
        boost::asio::post(m_io, [this, generation, ports = std::move(ports),
                                 facts = std::move(facts), failure = std::move(failure)] {
            if (generation != m_connectGeneration || m_finished || !m_connection) return;
            if (m_connector.joinable()) m_connector.join();
            if (m_cancelConnects) return;
            if (failure) return sendError(failure->what, failure->worker);
            json ready = {{"type", msg::kReady}, {"step", m_step}, {"ports", ports}};
            if (!facts.empty()) ready["facts"] = facts;
            m_connection->send(ready);
        });
    });
}

void Agent::handleConnect(const json& message) {
    auto ports = message.find("ports");
    if (ports == message.end() || !ports->is_object()) return sendError("connect without ports");
    std::vector<std::pair<Worker*, std::uint16_t>> partners;
    std::vector<std::string> names;
    for (auto& w : m_workers) {
        if (!w.partner) continue;
        auto port = ports->find(std::to_string(w.worker->id()));
        if (port == ports->end() || !port->is_number_unsigned() || port->get<unsigned>() > 65535)
            return sendError("connect has no port for this worker", w.name);
        partners.emplace_back(w.worker.get(), static_cast<std::uint16_t>(port->get<unsigned>()));
        names.push_back(w.name);
    }
    // Every partner connects at once, under one deadline, in a helper thread: the control
    // loop keeps answering (heartbeats, the dead-man rule) however many peers are slow or
    // unreachable. The result comes back to the io_context; `connected` goes out only
    // when all are connected, otherwise one `error` per partner that failed, naming it.
    cancelConnects();
    m_cancelConnects = false;
    const std::uint64_t generation = ++m_connectGeneration;
    m_connector = std::thread([this, partners = std::move(partners), names = std::move(names),
                               generation] {
        const auto deadline = Clock::now() + kPartnerConnectLimit;
        std::vector<std::string> errors(partners.size());
        std::vector<char> ok(partners.size(), 0);
        {
            std::vector<std::thread> connecting;
            connecting.reserve(partners.size());
            for (std::size_t i = 0; i < partners.size(); ++i)
                connecting.emplace_back([&, i] {
                    ok[i] = partners[i].first->connect(partners[i].second, deadline,
                                                       m_cancelConnects, errors[i]);
                });
            for (auto& t : connecting) t.join();
        }
        std::vector<ConnectFailure> failures;
        for (std::size_t i = 0; i < partners.size(); ++i)
            if (!ok[i]) failures.push_back({names[i], errors[i]});
        boost::asio::post(m_io, [this, generation, failures = std::move(failures)]() mutable {
            onPartnersConnected(generation, std::move(failures));
        });
    });
}

void Agent::onPartnersConnected(std::uint64_t generation, std::vector<ConnectFailure> failures) {
    if (generation != m_connectGeneration || m_finished || !m_connection) return;
    if (m_connector.joinable()) m_connector.join();
    if (m_cancelConnects) return;
    for (const auto& f : failures) sendError(f.what, f.worker);
    if (failures.empty()) m_connection->send({{"type", msg::kConnected}, {"step", m_step}});
}

void Agent::cancelConnects() {
    m_cancelConnects = true;
    if (m_connector.joinable()) m_connector.join();
    ++m_connectGeneration;  // a result still queued is now stale
}

void Agent::handleStart(const json& message) {
    if (m_running) return sendError("start while a step is running");
    // The helper thread still preparing or connecting this step's workers uses them.
    if (m_connector.joinable()) return sendError("start before the workers were ready and connected");
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

    std::vector<std::string> interfaces, devices;
    for (const auto& w : m_workers) {
        const std::string name = interfaceForAddress(m_facts.interfaces, w.worker->localAddress());
        if (!name.empty() && std::find(interfaces.begin(), interfaces.end(), name) == interfaces.end())
            interfaces.push_back(name);
        // The block device under a disk worker's target: its own counters beside ours.
        const json facts = w.worker->facts();
        const std::string device = facts.is_object() ? facts.value("device", std::string()) : std::string();
        if (!device.empty() && std::find(devices.begin(), devices.end(), device) == devices.end())
            devices.push_back(device);
    }
    // Watch only the data-path interfaces; with none known, report none rather than all.
    if (interfaces.empty()) interfaces.push_back("-");
    m_sampler.emplace("/proc", interfaces, devices);
    // Every thread first, then the traffic on all of them at once (start_gate.hpp). The
    // threads only accept partners already waiting in the backlog and allocate, so the
    // wait is short; it is bounded all the same, and a thread late past it simply starts
    // late.
    auto gate = std::make_shared<StartGate>();
    if (m_counted) {
        // A counted step ends when its last worker has made its round trips: the step's
        // time, and so its rates, end there, not at the time cap.
        gate->onAllDeparted([this, generation = ++m_startGeneration] {
            boost::asio::post(m_io, [this, generation] {
                if (!m_running || generation != m_startGeneration || Clock::now() >= m_stepEnd) return;
                takeSample(true);
                m_lastSampleSent = true;
                finishStep(false);
            });
        });
    }
    for (auto& w : m_workers) w.worker->start(gate);
    gate->waitForAll(Clock::now() + kGateWaitLimit);
    m_stepStart = Clock::now();
    m_sampler->sample(m_stepStart);
    m_lastSampleAt = m_stepStart;
    m_stepEnd = m_stepStart + std::chrono::duration_cast<Clock::duration>(
                                  std::chrono::duration<double>(m_rampS + runS));
    m_sampleSeq = 0;
    m_running = true;
    m_lastSampleSent = false;
    gate->open(m_stepEnd);
    scheduleSample();
}

void Agent::scheduleSample() {
    const auto next = std::min(m_lastSampleAt + std::chrono::milliseconds(m_sampleMs), m_stepEnd);
    m_sampleTimer.expires_at(next);
    m_sampleTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || !m_running) return;
        if (Clock::now() >= m_stepEnd) {
            // The step's window closes now, on this dynamo's clock: what arrives or is
            // sent while the lanes wind down (a send buffer draining to the receiver, the
            // threads noticing the end) belongs to no interval. Sampled later, the last
            // interval would count that tail at one end and idle time at the other
            // (docs/metrics.md, "Traffic").
            takeSample(true);
            m_lastSampleSent = true;
            return waitForWorkersThenFinish();
        }
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
        entry["id"] = w.worker->id();
        entry["name"] = w.name;
        entry["role"] = w.partner ? "partner" : "holder";
        workers.push_back(std::move(entry));
        for (const std::string& error : w.worker->takeErrors()) sendError(error, w.name);
        reportFailure(w);
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
    cancelConnects();
    for (auto& w : m_workers) w.worker->stop();
    if (m_connection && m_connection->isOpen() && m_sampler) {
        if (!m_lastSampleSent) {
            takeSample(true);  // stopped or aborted before its time ran out
        } else {
            for (auto& w : m_workers) {
                for (const std::string& error : w.worker->takeErrors()) sendError(error, w.name);
                reportFailure(w);
            }
        }
    }
    m_running = false;
    m_workers.clear();
    if (m_connection && m_connection->isOpen())
        m_connection->send({{"type", msg::kStepDone}, {"step", m_step}, {"aborted", aborted}});
}

void Agent::stopTraffic() {
    cancelConnects();
    for (auto& w : m_workers) w.worker->stop();
}

void Agent::reportFailure(ActiveWorker& w) {
    if (w.failureSent) return;
    const auto failure = w.worker->failure();
    if (!failure || !m_connection || !m_connection->isOpen()) return;
    // The run must fail, saying where (a verify mismatch): what was measured is kept.
    m_connection->send({{"type", msg::kError}, {"what", *failure}, {"worker", w.name}, {"fatal", true}});
    w.failureSent = true;
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
        if (m_connection->silentFor(protocol::kDeadManTimeout)) {
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

void Agent::restoreMtus() {
    if (!m_mtu.changed()) return;
    std::string errors;
    m_mtu.restoreAll(&errors);
    if (!errors.empty()) std::cerr << "iometry-dynamo: " << errors;
}

void Agent::onClosed(const std::string& reason) {
    stopTraffic();
    m_workers.clear();
    m_running = false;
    m_sampleTimer.cancel();
    restoreMtus();
    if (m_finished) return;
    const std::string why = !m_sessionEnd.empty() ? m_sessionEnd
                            : m_welcomed ? "lost the manager (" + reason + "); all traffic stopped"
                                         : "no session with the manager at " + managerAddress() +
                                               " (" + reason + ")";
    if (!m_options.reconnect) return finish(3, why);
    // The dead-man rule has already stopped the traffic (above); only now wait.
    scheduleReconnect(why);
}

void Agent::finish(int exitCode, const std::string& error) {
    if (m_finished) return;
    m_finished = true;
    m_exitCode = exitCode;
    m_lastError = error;
    stopTraffic();
    m_workers.clear();
    m_running = false;
    restoreMtus();
    m_heartbeatTimer.cancel();
    m_sampleTimer.cancel();
    m_retryTimer.cancel();
    m_attemptTimer.cancel();
    m_resolver.cancel();
    if (m_pendingSocket) {
        boost::system::error_code ignored;
        m_pendingSocket->close(ignored);
    }
    m_signals.cancel();
    if (m_connection && exitCode != 0) m_connection->close(error);
}

}  // namespace iometry::workers
