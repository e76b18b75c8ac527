#include "engine/session/session_impl.hpp"

#include <ctime>
#include <set>
#include <sys/wait.h>

#include "engine/methods/method.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"
#include "engine/results/results_writer.hpp"

// The dynamo registry: listener, handshake, links, heartbeat and the dead-man rule
// (docs/protocol.md, "Handshake" and "Liveness").

namespace iometry::session {
namespace {

using nlohmann::json;
namespace msg = protocol::msg;

/**
 * The interfaces of a dynamo's hello `host` (docs/protocol.md, "Handshake") that hold any
 * of @p addresses, in the order the dynamo listed them.
 */
json interfacesHolding(const json& host, const std::set<std::string>& addresses) {
    json found = json::array();
    const auto list = host.find("interfaces");
    if (list == host.end() || !list->is_array()) return found;
    for (const json& i : *list)
        for (const json& a : i.value("addresses", json::array()))
            if (a.is_string() && addresses.count(a.get<std::string>())) {
                found.push_back(i);
                break;
            }
    return found;
}


}  // namespace

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
    const std::string type = model::stringAt(message, "type");
    if (type != msg::kHello) {
        // Not a dynamo: no answer beyond closing.
        m_observer->onLog("closed a connection from " + connection->remote() +
                          ": it sent \"" + type.substr(0, 32) + "\" before hello");
        return connection->close("no hello");
    }
    if (model::stringAt(message, "protocol") != protocol::kProtocolName ||
        message.value("version", 0) != protocol::kProtocolVersion)
        return reject("protocol version mismatch: this manager speaks iometry/" +
                      std::to_string(protocol::kProtocolVersion));
    const std::string name = model::stringAt(message, "name");
    const json auth = message.value("auth", json::object());
    const std::string clientNonce = model::stringAt(auth, "nonce");
    const std::string expected = protocol::dynamoProof(m_token, serverNonce, clientNonce, name);
    if (clientNonce.size() < 16 || !protocol::constantTimeEquals(model::stringAt(auth, "proof"), expected))
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
                      model::stringAt(message.value("host", json::object()), "hostname") + ")");
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
        const std::string kind = w.kindName();
        for (const std::string& dynamo : {w.dynamo, w.ends() ? w.ends()->peer.dynamo : std::string()}) {
            if (dynamo.empty()) continue;
            const json& hello = m_links.at(dynamo).hello;
            const json engines = hello.value("engines", json::array());
            if (std::find(engines.begin(), engines.end(), kind) == engines.end())
                return fail("dynamo " + dynamo + " cannot run worker " + w.name + ": it has no " +
                            kind + " engine; no traffic was started");
            // A dynamo too old to know the variant would run the default instead.
            const std::string variant = w.kind()->variant(w);
            const json variants = hello.value("engine_variants", json::object()).value(kind, json::array());
            if (!variant.empty() && std::find(variants.begin(), variants.end(), variant) == variants.end())
                return fail("dynamo " + dynamo + " cannot run worker " + w.name + ": its " + kind +
                            " engine has no \"" + variant + "\" variant (an older iometry-dynamo?); "
                            "no traffic was started");
        }
    }
    // What the method must learn of the hosts first (an adapter delay's link speed).
    model::RunFacts facts;
    facts.interfaceHolding = [this](const std::string& dynamo, const std::string& address) {
        const json host = m_links.at(dynamo).hello.value("host", json::object());
        const json found = interfacesHolding(host, {address});
        return found.empty() ? json() : found.front();
    };
    if (const std::string why = m_plan.procedure.method().prepareRun(m_plan, facts); !why.empty())
        return fail(why + "; no traffic was started");
    // The source reads the plan as the dynamos completed it (the link's speed).
    m_source = model::makeStepSource(m_plan);
    auto first = m_source->next(m_finished);
    if (!first) return fail("the plan yields no step to run");
    m_step = std::move(*first);
    m_stepIndex = static_cast<std::size_t>(m_step.index);
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
            const model::PairEnds* ends = w.ends();
            if (!ends) continue;
            if (w.dynamo == d.name) addresses.insert(ends->bind);
            if (ends->peer.dynamo == d.name) addresses.insert(ends->peer.address);
        }
        const json dataInterfaces = interfacesHolding(host, addresses);
        if (host.is_object()) host.erase("interfaces");
        hosts.push_back({{"dynamo", d.name},
                         {"spawned", d.spawn},
                         {"software", model::stringAt(link.hello, "software")},
                         {"host", host},
                         {"data_interfaces", dataInterfaces}});
    }
    nlohmann::ordered_json bench;
    bench["format"] = "iometry.bench/1";
    bench["tool"] = {{"name", "iometry"}, {"version", IOMETRY_VERSION}};
    bench["started"] = results::isoTimeNow();
    bench["hosts"] = hosts;
    // Pinning changes latency by a factor of four on small machines: record it.
    bench["workers"] = nlohmann::ordered_json::array();
    for (const auto& w : m_plan.workers) {
        const model::PairEnds* ends = w.ends();
        const std::optional<int> peerCpu = ends ? ends->peer.cpu : std::nullopt;
        nlohmann::ordered_json entry = {{"name", w.name},
                                        {"dynamo", w.dynamo},
                                        {"cpu", w.cpu ? nlohmann::ordered_json(*w.cpu) : nlohmann::ordered_json()},
                                        {"peer_dynamo", ends ? ends->peer.dynamo : std::string()},
                                        {"peer_cpu", peerCpu ? nlohmann::ordered_json(*peerCpu) : nlohmann::ordered_json()}};
        // What the kind records: a disk's path and engine, tcp's socket controls as asked and
        // as each end's kernel granted them (docs/plan-format.md, "Socket controls").
        const auto facts = m_workerFacts.find(w.name);
        w.kind()->describe(w, facts != m_workerFacts.end() ? facts->second : json(), entry);
        bench["workers"].push_back(entry);
    }
    m_plan.procedure.method().describe(m_plan, bench);
    m_recorder.writeBench(bench);
}


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
            if (link.connection->silentFor(protocol::kDeadManTimeout))
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


std::map<std::string, std::string> Session::Impl::hostsOfDynamos() const {
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
