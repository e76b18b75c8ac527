#include "workers/manager_link.hpp"

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <iostream>

#include "engine/json/json_fields.hpp"
#include "engine/model/address.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"
#include "workers/disk/device_safety.hpp"

// The link to the manager: connecting, the handshake, sealed frames, heartbeats, the
// dead-man rule and, in service mode, connecting again (docs/protocol.md, "Handshake",
// "Authenticated frames" and "Liveness"); the steps are step_runner.cpp's.

namespace iometry::workers {
namespace {

using nlohmann::json;
namespace msg = protocol::msg;

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

}  // namespace

std::chrono::seconds nextReconnectDelay(std::chrono::seconds delay) {
    return std::min(delay * 2, kMaxReconnectDelay);
}

ManagerLink::ManagerLink(boost::asio::io_context& io, ManagerLinkOptions options)
    : m_io(io),
      m_options(std::move(options)),
      m_heartbeatTimer(io),
      m_retryTimer(io),
      m_resolver(io),
      m_attemptTimer(io),
      m_signals(io, SIGINT, SIGTERM) {}

void ManagerLink::start() {
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

std::string ManagerLink::managerAddress() const {
    return model::hostPort(m_options.managerHost, m_options.managerPort);
}

void ManagerLink::tryConnect() {
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

void ManagerLink::attemptFailed(const std::string& why) {
    const std::string what = "cannot reach the manager at " + managerAddress() + ": " + why;
    if (m_options.reconnect) return scheduleReconnect(what);
    if (Clock::now() >= m_connectDeadline) return finish(4, what);
    m_retryTimer.expires_after(kRetryEvery);
    m_retryTimer.async_wait([this](boost::system::error_code e) {
        if (!e && !m_finished) tryConnect();
    });
}

void ManagerLink::scheduleReconnect(const std::string& why) {
    const auto delay = m_reconnectDelay;
    m_reconnectDelay = nextReconnectDelay(m_reconnectDelay);
    std::cerr << "iometry-dynamo: " << why << "; next attempt in " << delay.count() << " s"
              << std::endl;
    m_retryTimer.expires_after(delay);
    m_retryTimer.async_wait([this](boost::system::error_code e) {
        if (!e && !m_finished) tryConnect();
    });
}

void ManagerLink::beginSession(boost::asio::ip::tcp::socket socket) {
    m_welcomed = false;
    m_serverNonce.clear();
    m_clientNonce.clear();
    m_sessionEnd.clear();
    m_connection = std::make_shared<protocol::Connection>(std::move(socket));
    m_steps.attach(m_connection);
    m_connection->start([this](const json& m) { onMessage(m); },
                        [this](const std::string& reason) { onClosed(reason); });
    // The manager closes a handshake after 5 s; wait a little longer for its word.
    m_connection->armDeadline(protocol::kHandshakeTimeout + std::chrono::seconds(1),
                              "the manager did not finish the handshake within 6 s");
    scheduleHeartbeat();
}

void ManagerLink::endSession(int exitCode, const std::string& why) {
    if (!m_options.reconnect) return finish(exitCode, why);
    m_sessionEnd = why;
    // The close handler (onClosed) stops everything and schedules the next attempt.
    if (m_connection && m_connection->isOpen()) return m_connection->close(why);
    onClosed(why);
}

void ManagerLink::onMessage(const json& message) {
    const std::string type = model::stringAt(message, "type");  // value() throws on a number
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
    if (m_steps.handle(type, message)) return;
    if (type == msg::kClock) {
        // Answered at once, on this dynamo's clock (docs/protocol.md, "One clock").
        const json t1 = message.value("t1", json());
        if (!t1.is_number_integer()) return sendError("clock without t1");
        m_connection->send({{"type", msg::kClock}, {"id", message.value("id", 0)}, {"t1", t1}, {"t2", protocol::clockNs()}});
        return;
    }
    if (type == msg::kBye) {
        if (m_options.reconnect) {
            // The run is over; a service waits for the next one (onClosed).
            m_sessionEnd = "the manager ended the session";
            m_steps.stopTraffic();
            m_steps.restoreMtus();
        } else {
            finish(0, "");
        }
        m_connection->closeAfterSend("bye");
        return;
    }
    sendError("unknown message type \"" + type + "\"");
}

void ManagerLink::handleChallenge(const json& message) {
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
         {"engine_variants", WorkerRegistry::builtIn().variants()},
         // What a plan may ask beyond its kinds, that an older dynamo would ignore: requests
         // on a schedule, a disk worker's data pattern and start offset, a step's common start
         // instant (docs/protocol.md, "Handshake", "One clock").
         {"features", json::array({"rate_per_s", "clock", "start_at", "data_pattern", "start_offset"})},
         {"auth",
          {{"nonce", m_clientNonce},
           {"proof", protocol::dynamoProof(m_options.token, m_serverNonce, m_clientNonce,
                                           m_options.name)}}}});
}

void ManagerLink::handleWelcome(const json& message) {
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

void ManagerLink::sendError(const std::string& what) {
    m_connection->send({{"type", msg::kError}, {"what", what}});
}

void ManagerLink::scheduleHeartbeat() {
    m_heartbeatTimer.expires_after(std::chrono::milliseconds(200));
    m_heartbeatTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || m_finished || !m_connection || !m_connection->isOpen()) return;
        const auto now = Clock::now();
        // Before welcome the handshake's own deadline (6 s, armed in beginSession) rules: a
        // manager answering a burst of dynamos in turn is busy, not gone, and no traffic runs.
        if (m_welcomed && m_connection->silentFor(protocol::kDeadManTimeout)) {
            // Dead-man rule: a traffic generator never runs unattended.
            m_steps.stopTraffic();
            m_connection->close("manager silent");
            return;
        }
        // Nothing between hello and welcome: the manager expects the next frame sealed.
        if (m_welcomed && now - m_connection->lastSent() >= protocol::kHeartbeatInterval)
            m_connection->send({{"type", msg::kHeartbeat}});
        scheduleHeartbeat();
    });
}

void ManagerLink::onClosed(const std::string& reason) {
    m_steps.endSession();
    if (m_finished) return;
    const std::string why = !m_sessionEnd.empty() ? m_sessionEnd
                            : m_welcomed ? "lost the manager (" + reason + "); all traffic stopped"
                                         : "no session with the manager at " + managerAddress() +
                                               " (" + reason + ")";
    if (!m_options.reconnect) return finish(3, why);
    // The dead-man rule has already stopped the traffic (above); only now wait.
    scheduleReconnect(why);
}

void ManagerLink::finish(int exitCode, const std::string& error) {
    if (m_finished) return;
    m_finished = true;
    m_exitCode = exitCode;
    m_lastError = error;
    m_steps.shutDown();
    m_heartbeatTimer.cancel();
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
