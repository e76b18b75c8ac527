#include "engine/session/dynamo_registry.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/json/json_fields.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"

// The dynamo registry (dynamo_registry.hpp; docs/protocol.md, "Handshake" and "Liveness").

namespace iometry::session {
namespace {

using nlohmann::json;
namespace msg = protocol::msg;

/** Local dynamos wait at least this long: a spawned process on a loaded machine may take
 *  a moment to start. */
constexpr double kMinSpawnWaitS = 15;

}  // namespace

bool DynamoRegistry::listen(bool pool, std::string& error) {
    m_pool = pool;
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
    // The kernel's longest backlog: a burst of dynamos (128 spawned at once) waits there for
    // its turn, rather than having its SYNs dropped and retried a second later.
    if (!ec) m_acceptor.listen(boost::asio::socket_base::max_listen_connections, ec);
    if (ec) {
        error = "cannot listen on " + m_options.listenHost + ":" +
                std::to_string(m_options.listenPort) + ": " + ec.message();
        return false;
    }
    m_port = m_acceptor.local_endpoint().port();
    m_observer.onListening(m_options.listenHost, m_port);
    if (!m_options.iometerListenHost.empty()) {
        if (!m_iometer.listen(m_options.iometerListenHost, m_options.iometerListenPort, error)) return false;
        m_observer.onLog("listening for IOmeter dynamos on " + m_options.iometerListenHost + ":" +
                         std::to_string(m_iometer.port()) +
                         " (IOmeter's protocol has no authentication: only the plan's IOmeter dynamos are let in)");
    }
    accept();
    scheduleHeartbeat();
    return true;
}

bool DynamoRegistry::spawnLocal(const std::string& name, std::string& error) {
    return m_links.count(name) || m_local.alive(name) || spawnDynamo(name, error);
}

bool DynamoRegistry::spawnDynamo(const std::string& name, std::string& error) {
    const pid_t pid = m_local.spawn(
        m_options.dynamoExecutable,
        localManagerAddress(m_options.listenHost, m_acceptor.local_endpoint().port()), name, m_token,
        static_cast<std::size_t>(std::count_if(m_plan.dynamos.begin(), m_plan.dynamos.end(),
                                               [](const model::DynamoDef& d) { return d.spawn; })),
        error);
    if (pid < 0) return false;
    m_observer.onLog("started local dynamo " + name + " (pid " + std::to_string(pid) + ")");
    return true;
}

bool DynamoRegistry::startRunDynamos(std::string& error) {
    for (const auto& d : m_plan.dynamos) {
        if (m_links.count(d.name)) continue;
        if (d.iometer()) {
            if (m_options.iometerListenHost.empty()) {
                error = "dynamo " + d.name + " is an IOmeter dynamo: give the run --iometer-listen "
                        "ADDR[:PORT], the address where it logs in (dynamo -i ADDR)";
                return false;
            }
            continue;
        }
        if (!d.spawn && m_options.token.empty()) {
            error = "dynamo " + d.name +
                    " connects from another host: give the run a token file to share with it";
            return false;
        }
        if (d.spawn && !m_local.alive(d.name) && !spawnDynamo(d.name, error)) return false;
    }
    return true;
}

bool DynamoRegistry::allLinked() const {
    return std::all_of(m_plan.dynamos.begin(), m_plan.dynamos.end(),
                       [this](const model::DynamoDef& d) { return m_links.count(d.name) > 0; });
}

void DynamoRegistry::awaitRunDynamos() {
    m_waitStartedAt = Clock::now();
    armWaitTimer();
    if (allLinked()) allConnected();
}

void DynamoRegistry::endWait() {
    m_waiting = false;
    m_waitTimer.cancel();
}

void DynamoRegistry::allConnected() {
    m_waitTimer.cancel();
    m_waiting = false;
    m_events.onAllConnected();
}

void DynamoRegistry::publishJoined(const DynamoInfo& info) {
    std::lock_guard lock(m_infoMutex);
    // In the order of their names, as the links are.
    const auto at = std::lower_bound(m_info.begin(), m_info.end(), info.name,
                                     [](const DynamoInfo& d, const std::string& name) { return d.name < name; });
    if (at != m_info.end() && at->name == info.name) *at = info;
    else m_info.insert(at, info);
}

void DynamoRegistry::publishLeft(const std::string& name) {
    std::lock_guard lock(m_infoMutex);
    std::erase_if(m_info, [&name](const DynamoInfo& d) { return d.name == name; });
}

void DynamoRegistry::armWaitTimer() {
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
        m_events.onRunBroken("dynamo(s) " + late + " did not connect within " + seconds +
                             " s; no traffic was started");
        return;
    }
    if (next == Clock::time_point::max()) return;
    m_waitTimer.expires_at(next);
    m_waitTimer.async_wait([this](boost::system::error_code e) {
        if (!e && m_waiting) armWaitTimer();
    });
}

void DynamoRegistry::accept() {
    // At most kMaxPendingHandshakes at once: further connections wait in the kernel's backlog,
    // unanswered, until a handshake ends (docs/protocol.md, "Before authentication").
    if (m_accepting || m_closing || !m_acceptor.is_open()) return;
    if (m_handshaking.size() >= protocol::kMaxPendingHandshakes) {
        if (!std::exchange(m_acceptPaused, true))
            m_observer.onLog(std::to_string(m_handshaking.size()) +
                             " handshakes pending: further connections wait their turn");
        return;
    }
    m_accepting = true;
    m_acceptor.async_accept([this](boost::system::error_code ec, boost::asio::ip::tcp::socket s) {
        m_accepting = false;
        if (ec) return;  // closed
        auto connection = std::make_shared<protocol::Connection>(std::move(s));
        onNewConnection(connection);
        accept();
    });
}

bool DynamoRegistry::takesRejoins() const {
    // A running plan that goes on without a lost dynamo lets it back for its next step
    // (docs/plan-format.md, "on_dynamo_loss"); the handshake then checks the name.
    if (m_pool || m_waiting || m_plan.onDynamoLoss != model::OnDynamoLoss::Continue) return false;
    return std::any_of(m_plan.dynamos.begin(), m_plan.dynamos.end(),
                       [this](const model::DynamoDef& d) { return !d.spawn && !m_links.count(d.name); });
}

void DynamoRegistry::onNewConnection(std::shared_ptr<protocol::Connection> connection) {
    const bool late = m_closing || (!m_pool && !m_waiting && !takesRejoins());
    if (late) {
        connection->send({{"type", msg::kReject}, {"reason", "the run has already started"}});
        connection->closeAfterSend("late");
        connection->start([](const json&) {}, [](const std::string&) {});
        return;
    }
    // Strangers on the control port: a bounded number wait, each for a short time (accept()
    // takes no more while kMaxPendingHandshakes are pending).
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
            accept();  // a slot is free: the next connection in the backlog
        });
    connection->send({{"type", msg::kChallenge},
                      {"protocol", protocol::kProtocolName},
                      {"version", protocol::kProtocolVersion},
                      {"nonce", nonce}});
}

void DynamoRegistry::onHandshakeMessage(const std::shared_ptr<protocol::Connection>& connection,
                                        const std::string& serverNonce, const json& message) {
    auto reject = [&](const std::string& reason) {
        m_observer.onLog("refused a dynamo from " + connection->remote() + ": " + reason);
        connection->send({{"type", msg::kReject}, {"reason", reason}});
        connection->closeAfterSend(reason);
    };
    const std::string type = model::stringAt(message, "type");
    if (type != msg::kHello) {
        // Not a dynamo: no answer beyond closing.
        m_observer.onLog("closed a connection from " + connection->remote() +
                         ": it sent \"" + type.substr(0, 32) + "\" before hello");
        return connection->close("no hello");
    }
    if (model::stringAt(message, "protocol") != protocol::kProtocolName ||
        model::numberAt<int>(message, "version", 0) != protocol::kProtocolVersion)  // value() throws on "1"
        return reject("protocol version mismatch: this manager speaks iometry/" +
                      std::to_string(protocol::kProtocolVersion));
    const std::string name = model::stringAt(message, "name");
    const json auth = message.value("auth", json::object());
    const std::string clientNonce = model::stringAt(auth, "nonce");
    const std::string expected = protocol::dynamoProof(m_token, serverNonce, clientNonce, name);
    if (clientNonce.size() < 16 || !protocol::constantTimeEquals(model::stringAt(auth, "proof"), expected))
        return reject("authentication failed: wrong token");
    // A headless run takes the plan's dynamos only; the GUI's pool takes any name.
    if (!m_pool && !inRun(name))
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
    std::erase(m_handshaking, connection);
    addLink(name, connection, message);
    accept();
}

void DynamoRegistry::addLink(const std::string& name, std::shared_ptr<protocol::Channel> channel,
                             const json& hello) {
    Link link;
    link.name = name;
    link.connection = channel;
    link.hello = hello;
    m_links[name] = link;
    m_hellos[name] = hello;
    channel->start([this, name](const json& m) { onMessage(name, m); },
                   [this, name](const std::string& reason) { onLinkClosed(name, reason); });
    const std::string hostname = model::stringAt(hello.value("host", json::object()), "hostname");
    const std::string software = model::stringAt(hello, "protocol") == "iometer" ? model::stringAt(hello, "software") : "";
    const std::string about = !software.empty() ? software : hostname;
    m_observer.onLog("dynamo " + name + " connected from " + channel->remote() + (about.empty() ? "" : " (" + about + ")"));
    const DynamoInfo info{name, m_local.started(name), channel->remote(), hello};
    publishJoined(info);
    m_observer.onDynamoConnected(info);
    if (m_waiting && inRun(name) && allLinked()) allConnected();
}

std::string DynamoRegistry::refusal(const std::string& name) {
    if (m_closing || (!m_pool && !m_waiting && !takesRejoins())) return "the run has already started";
    if (m_pool && !m_plan.findDynamo(name)) {
        const auto& names = m_options.iometerNames;
        if (std::find(names.begin(), names.end(), name) == names.end())
            return "it is not one of the IOmeter dynamos the workbench lets in";
    } else {
        const model::DynamoDef* d = m_plan.findDynamo(name);
        if (!d) return "the plan has no dynamo named \"" + name + "\"";
        if (!d->iometer()) return "the plan's dynamo \"" + name + "\" is an Iometry dynamo, not an IOmeter one";
    }
    if (name.empty() || name.size() > 64) return "a dynamo needs a name of 1–64 characters";
    if (m_links.count(name)) return "dynamo \"" + name + "\" is already connected";
    return "";
}

void DynamoRegistry::onJoined(const std::string& name, std::shared_ptr<iometer::Bridge> bridge, const json& hello) {
    addLink(name, bridge, hello);
}

void DynamoRegistry::onMessage(const std::string& dynamo, const json& message) {
    if (model::stringAt(message, "type") == msg::kError)
        m_links.at(dynamo).lastError = model::stringAt(message, "what");
    m_events.onDynamoMessage(dynamo, message);
}

void DynamoRegistry::onLinkClosed(const std::string& dynamo, const std::string& closeReason) {
    std::string reason = closeReason;
    if (auto it = m_links.find(dynamo); it != m_links.end() && !it->second.lastError.empty())
        reason += "; it last reported: " + it->second.lastError;
    m_links.erase(dynamo);
    publishLeft(dynamo);
    if (m_closing) return;
    m_observer.onDynamoLost(dynamo, reason);
    if (!inRun(dynamo)) return;
    // A running plan that goes on without it (docs/plan-format.md, "on_dynamo_loss").
    if (!m_waiting && m_plan.onDynamoLoss == model::OnDynamoLoss::Continue) return m_events.onDynamoLost(dynamo, reason);
    m_events.onRunBroken("lost dynamo " + dynamo + " (" + reason + ")");
}

void DynamoRegistry::sendToRun(const json& message) {
    for (auto& [name, link] : m_links)
        if (inRun(name)) link.connection->send(message);
}

void DynamoRegistry::sendTo(const std::string& dynamo, const json& message) {
    m_links.at(dynamo).connection->send(message);
}

void DynamoRegistry::scheduleHeartbeat() {
    m_heartbeatTimer.expires_after(protocol::kHeartbeatInterval / 2);
    m_heartbeatTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || m_closing) return;
        // Ending a run must not end the heartbeat: a pool's idle dynamos obey the dead-man rule.
        if (m_waiting) m_events.onWaitingHeartbeat();
        if (m_closing) return;
        const auto now = Clock::now();
        std::vector<std::shared_ptr<protocol::Channel>> silent;
        for (auto& [name, link] : m_links) {
            if (link.connection->silentFor(protocol::kDeadManTimeout))
                silent.push_back(link.connection);
            else if (now - link.connection->lastSent() >= protocol::kHeartbeatInterval / 2)
                link.connection->send({{"type", msg::kHeartbeat}});
        }
        // Closing runs onLinkClosed, which fails a run the dynamo was part of.
        for (auto& c : silent) c->close("silent for 3 s");
        // A spawned dynamo that exited before it connected will never come.
        for (const std::string& name : m_local.reapExited())
            if (m_waiting && inRun(name) && !m_links.count(name))
                m_events.onRunBroken("local dynamo " + name + " exited before it connected");
        if (!m_closing) scheduleHeartbeat();
    });
}

void DynamoRegistry::shutDown() {
    if (m_closing) return;
    m_closing = true;
    m_waitTimer.cancel();
    m_heartbeatTimer.cancel();
    boost::system::error_code ec;
    m_acceptor.close(ec);
    m_iometer.close();
    // close() runs the close handler, which erases from m_handshaking: walk a copy.
    const auto handshaking = std::exchange(m_handshaking, {});
    for (const auto& c : handshaking) c->close("run over");
    for (auto& [name, link] : m_links) {
        link.connection->send({{"type", msg::kBye}});
        link.connection->closeAfterSend("bye");
    }
    // Give the byes a moment to leave, then end the loop.
    m_byeTimer.expires_after(std::chrono::milliseconds(300));
    m_byeTimer.async_wait([this](boost::system::error_code) {
        auto links = m_links;  // closing erases from m_links
        for (auto& [name, link] : links) link.connection->close("run over");
        m_io.stop();
    });
}

std::map<std::string, std::string> DynamoRegistry::hostsOfDynamos() const {
    std::map<std::string, std::string> hosts;
    for (const auto& [name, link] : m_links) {
        const json host = link.hello.value("host", json::object());
        const std::string hostname = host.is_object() ? model::stringAt(host, "hostname") : std::string();
        const std::string boot = host.is_object() ? model::stringAt(host, "boot_id") : std::string();
        // Without a hostname a dynamo is a host of its own (counted once, by its name).
        hosts[name] = hostname.empty() ? "dynamo:" + name : hostname + "|" + boot;
    }
    return hosts;
}

}  // namespace iometry::session
