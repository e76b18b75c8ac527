// engine::Session as seen by a dynamo that misbehaves (docs/protocol.md): driven over
// real loopback sockets with no dynamo at all. The manager must challenge first, close
// on strangers' garbage without answering, refuse a wrong token and an unknown name,
// close idle handshakes after 5 s and cap how many may wait, authenticate every frame
// after the handshake, and in the end give up with the plan's wait_s — having started
// no traffic — or stop promptly when asked.

#include <QtTest>
#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <functional>
#include <future>
#include <netinet/in.h>
#include <optional>
#include <poll.h>
#include <sstream>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

#include "engine/methods/adapter_delay/adapter_delay_method.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/framing.hpp"
#include "engine/results/csv.hpp"
#include "engine/results/results_writer.hpp"
#include "engine/session/session.hpp"

using namespace std::chrono_literals;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kToken = "secret-token-of-the-session-test";

std::string planText(double waitS) {
    return R"({
      "format": "iometry.plan/1",
      "name": "session test",
      "run_s": 1,
      "wait_s": )" + std::to_string(waitS) + R"(,
      "dynamos": [{"name": "B", "spawn": false}],
      "specs": [{"name": "send", "lines": [{"size": 1024, "share": 100, "read": 0}]}],
      "workers": [{"name": "w", "dynamo": "B", "kind": "tcp", "bind": "127.0.0.1",
                   "peer": {"dynamo": "B", "address": "127.0.0.1"},
                   "outstanding": 1, "spec": "send"}]
    })";
}

/** Tells the test thread the port, and whether traffic was ever asked for. */
class Observer : public iometry::session::SessionObserver {
public:
    void onListening(const std::string&, std::uint16_t port) override { m_port.set_value(port); }
    void onStepStarted(int, int, int, int, const iometry::model::StepParams&) override {
        stepsStarted = true;
    }
    std::future<std::uint16_t> port() { return m_port.get_future(); }

    std::atomic<bool> stepsStarted{false};

private:
    std::promise<std::uint16_t> m_port;
};

/** A Session running run() on a thread of its own. */
class RunningSession {
public:
    RunningSession(iometry::model::Plan plan, const std::string& resultsDir)
        : m_plan(std::move(plan)),
          m_session(iometry::session::SessionOptions{.listenHost = "127.0.0.1", .listenPort = 0, .token = kToken, .resultsDir = resultsDir},
                    &observer) {
        auto port = observer.port();
        m_thread = std::thread([this] {
            m_result.set_value(m_session.run(m_plan));
            m_finished = true;
        });
        m_resultFuture = m_result.get_future();
        if (port.wait_for(5s) == std::future_status::ready) m_port = port.get();
    }

    ~RunningSession() {
        if (m_thread.joinable()) {
            m_session.requestStop();
            m_thread.join();
        }
    }

    std::uint16_t port() const { return m_port; }
    bool finished() const { return m_finished; }
    void requestStop() { m_session.requestStop(); }

    /** run()'s result, or nullopt if it has not returned within @p timeout. */
    std::optional<int> waitResult(std::chrono::milliseconds timeout) {
        if (m_resultFuture.wait_for(timeout) != std::future_status::ready) return std::nullopt;
        m_thread.join();
        return m_resultFuture.get();
    }

    /** Only after waitResult() gave a value. */
    const std::string& error() const { return m_session.error(); }

    Observer observer;

private:
    iometry::model::Plan m_plan;
    iometry::session::Session m_session;
    std::thread m_thread;
    std::promise<int> m_result;
    std::future<int> m_resultFuture;
    std::atomic<bool> m_finished{false};
    std::uint16_t m_port = 0;
};

/** A blocking POSIX client socket with time limits on every read. */
class Client {
public:
    explicit Client(std::uint16_t port) {
        m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (m_fd >= 0 &&
            ::connect(m_fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
            ::close(m_fd);
            m_fd = -1;
        }
    }
    ~Client() {
        if (m_fd >= 0) ::close(m_fd);
    }
    Client(const Client&) = delete;
    Client& operator=(const Client&) = delete;

    bool connected() const { return m_fd >= 0; }

    bool sendRaw(const std::string& bytes) {
        std::size_t done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::send(m_fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
            if (n <= 0) return false;
            done += static_cast<std::size_t>(n);
        }
        return true;
    }
    bool send(const json& message) { return sendRaw(iometry::protocol::encodeFrame(message)); }
    bool sendSealed(const json& message, iometry::protocol::FrameAuthenticator& sealer) {
        return sendRaw(iometry::protocol::encodeFrame(message, &sealer));
    }
    /** Frames from the next one on must carry a tag under @p key. */
    void requireAuthentication(const iometry::protocol::Digest& key) {
        m_decoder.requireAuthentication(key);
    }
    /** Why the last read() gave nothing, when a frame was refused. */
    const std::string& lastError() const { return m_error; }

    /** A frame whose body is @p body as is (need not be JSON). */
    bool sendBody(const std::string& body) {
        const auto n = static_cast<std::uint32_t>(body.size());
        std::string frame = {static_cast<char>(n >> 24), static_cast<char>(n >> 16),
                             static_cast<char>(n >> 8), static_cast<char>(n)};
        return sendRaw(frame + body);
    }

    /** The next message, or nullopt on timeout, close or a bad frame. */
    std::optional<json> read(std::chrono::milliseconds timeout = 3000ms) {
        const auto deadline = Clock::now() + timeout;
        for (;;) {
            json message;
            std::string error;
            const auto status = m_decoder.next(message, error);
            if (status == iometry::protocol::FrameDecoder::Status::Frame) return message;
            if (status != iometry::protocol::FrameDecoder::Status::NeedMore) {
                m_error = error;
                return std::nullopt;
            }
            if (!fill(deadline)) return std::nullopt;
        }
    }

    /** The next message that is not a heartbeat. */
    std::optional<json> readSkippingHeartbeats(std::chrono::milliseconds timeout = 3000ms) {
        const auto deadline = Clock::now() + timeout;
        for (;;) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            if (left <= 0ms) return std::nullopt;
            auto m = read(left);
            if (!m || m->value("type", "") != "heartbeat") return m;
        }
    }

    /** True when the peer closes the connection (EOF or reset) within @p timeout. */
    bool waitClosed(std::chrono::milliseconds timeout = 3000ms) {
        const auto deadline = Clock::now() + timeout;
        while (fill(deadline)) {
        }
        return m_closed;
    }

private:
    /** Reads what is there; false on timeout or close. */
    bool fill(Clock::time_point deadline) {
        if (m_closed) return false;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left <= 0ms) return false;
        pollfd p{m_fd, POLLIN, 0};
        const int r = ::poll(&p, 1, static_cast<int>(left.count()));
        if (r <= 0) return false;
        char buffer[4096];
        const ssize_t n = ::recv(m_fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            m_closed = true;
            return false;
        }
        m_decoder.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
        return true;
    }

    int m_fd = -1;
    bool m_closed = false;
    std::string m_error;
    iometry::protocol::FrameDecoder m_decoder;
};

json hello(const std::string& name, const std::string& serverNonce, const std::string& token,
           const std::string& clientNonce = iometry::protocol::randomHex(16)) {
    return {{"type", "hello"},
            {"protocol", "iometry"},
            {"version", 1},
            {"name", name},
            {"engines", json::array({"tcp", "udp", "disk"})},
            {"host", {{"hostname", "test"}}},
            {"auth",
             {{"nonce", clientNonce},
              {"proof",
               iometry::protocol::dynamoProof(token, serverNonce, clientNonce, name)}}}};
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string toStd(const QString& s) { return s.toStdString(); }

/** The type of a message, or "<nothing>" when none came. */
std::string typeOf(const std::optional<json>& message) {
    return message ? message->value("type", "") : std::string("<nothing>");
}

/**
 * Dynamo B's side of the handshake with @p adjust applied to its hello: welcomed, then
 * reading sealed frames. A failed check ends the test (QTest::currentTestFailed()).
 */
void greet(Client& dynamo, const std::function<void(json&)>& adjust) {
    const auto challenge = dynamo.read();
    QVERIFY(challenge);
    const std::string serverNonce = challenge->value("nonce", "");
    const std::string clientNonce = iometry::protocol::randomHex(16);
    json message = hello("B", serverNonce, kToken, clientNonce);
    adjust(message);
    QVERIFY(dynamo.send(message));
    QCOMPARE(typeOf(dynamo.read()), std::string("welcome"));
    const auto keys = iometry::protocol::deriveChannelKeys(kToken, serverNonce, clientNonce, "B");
    dynamo.requireAuthentication(keys.managerToDynamo);
}

/** The run ended with an error saying @p words, before any step started. */
void refusedBeforeTraffic(RunningSession& session, const std::string& words) {
    const auto result = session.waitResult(10s);
    QVERIFY2(result, "run() did not return");
    QCOMPARE(*result, 1);
    QVERIFY2(session.error().find(words) != std::string::npos &&
                 session.error().find("no traffic was started") != std::string::npos,
             session.error().c_str());
    QVERIFY(!session.observer.stepsStarted);
}

/**
 * A run of @p planText (one dynamo, B) that needs something of its dynamos' hello: with
 * @p announce applied to B's hello it goes on, and @p configure is the first message after
 * the handshake; with the hello of an older dynamo it ends before any traffic, saying
 * @p refusal. A failed check ends the test (QTest::currentTestFailed()).
 */
void runNeedingHello(const char* planText, bool announced, const std::function<void(json&)>& announce,
                     const std::string& refusal, std::optional<json>& configure) {
    const auto parsed = iometry::model::parsePlanText(planText);
    QVERIFY(parsed.ok());
    QTemporaryDir dir;
    RunningSession session(*parsed.plan, toStd(dir.path()));
    Client dynamo(session.port());
    greet(dynamo, [&](json& message) {
        if (announced) announce(message);
    });
    if (QTest::currentTestFailed()) return;
    if (!announced) return refusedBeforeTraffic(session, refusal);
    configure = dynamo.readSkippingHeartbeats();
    QVERIFY2(configure, dynamo.lastError().c_str());
    QCOMPARE(configure->value("type", ""), std::string("configure"));
}

}  // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void misbehavingClientsThenTimeout() {
        const auto parsed = iometry::model::parsePlanText(planText(3));
        QVERIFY2(parsed.ok(), parsed.problems.empty() ? "" : parsed.problems.front().toString().c_str());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto startedAt = Clock::now();
        RunningSession session(*parsed.plan, toStd(dir.path()));
        QVERIFY2(session.port() != 0, "the session never reported its port");

        // (a) The manager speaks first: a challenge with protocol, version and a nonce.
        Client first(session.port());
        QVERIFY(first.connected());
        auto challenge = first.read();
        QVERIFY(challenge);
        QCOMPARE(challenge->value("type", ""), std::string("challenge"));
        QCOMPARE(challenge->value("protocol", ""), std::string("iometry"));
        QCOMPARE(challenge->value("version", 0), 1);
        const std::string nonce = challenge->value("nonce", "");
        QVERIFY2(nonce.size() >= 16, nonce.c_str());

        // (b) A stranger's garbage gets no answer, only a closed connection: each bad
        // frame on a connection of its own.
        const std::pair<const char*, const char*> badFrames[] = {
            {"{\"type\": \"hello\", ", "JSON"},   // not JSON at all
            {"[1, 2, 3]", "object"},               // JSON, but not an object
            {"{\"name\": \"B\"}", "type"},         // an object without a type
            {"{\"type\": 5}", "type"},             // a type that is not a string
            {"{\"type\": \"configure\"}", ""},     // a command before the handshake
        };
        for (const auto& [body, mentions] : badFrames) {
            Client stranger(session.port());
            QVERIFY(stranger.connected());
            QCOMPARE(typeOf(stranger.read()), std::string("challenge"));
            QVERIFY(stranger.sendBody(body));
            QCOMPARE(typeOf(stranger.readSkippingHeartbeats()), std::string("<nothing>"));
            QVERIFY2(stranger.waitClosed(), body);
        }
        // A frame over the handshake's 64 KiB cap: closed, unread.
        {
            Client big(session.port());
            QVERIFY(big.connected());
            QCOMPARE(typeOf(big.read()), std::string("challenge"));
            QVERIFY(big.sendBody("{\"type\": \"hello\", \"pad\": \"" + std::string(70000, 'x') + "\"}"));
            QCOMPARE(typeOf(big.readSkippingHeartbeats()), std::string("<nothing>"));
            QVERIFY(big.waitClosed());
        }
        // The right proof for a name the plan does not have.
        QVERIFY(first.send(hello("not-in-plan", nonce, kToken)));
        // (e) The right proof for a name the plan does not have: rejected, naming it.
        auto rejected = first.readSkippingHeartbeats();
        QVERIFY(rejected);
        QCOMPARE(rejected->value("type", ""), std::string("reject"));
        const std::string reason = rejected->value("reason", "");
        QVERIFY2(reason.find("\"not-in-plan\"") != std::string::npos, reason.c_str());
        QVERIFY(first.waitClosed());

        // (c) An oversized length prefix: closed without an answer.
        Client oversized(session.port());
        QVERIFY(oversized.connected());
        QCOMPARE(typeOf(oversized.read()), std::string("challenge"));
        QVERIFY(oversized.sendRaw(std::string("\xff\xff\xff\xff", 4)));
        QCOMPARE(typeOf(oversized.readSkippingHeartbeats()), std::string("<nothing>"));
        QVERIFY(oversized.waitClosed());

        // (d) A hello with a wrong proof.
        Client impostor(session.port());
        QVERIFY(impostor.connected());
        auto impostorChallenge = impostor.read();
        QVERIFY(impostorChallenge);
        QVERIFY(impostor.send(hello("B", impostorChallenge->value("nonce", ""), "not the token")));
        auto refusal = impostor.readSkippingHeartbeats();
        QVERIFY(refusal);
        QCOMPARE(refusal->value("type", ""), std::string("reject"));
        QCOMPARE(refusal->value("reason", ""), std::string("authentication failed: wrong token"));
        QVERIFY(impostor.waitClosed());

        // A proof made for another server nonce (a replayed hello) fails the same way.
        Client replay(session.port());
        QVERIFY(replay.connected());
        QVERIFY(replay.read());
        QVERIFY(replay.send(hello("B", nonce, kToken)));
        auto replayRefusal = replay.readSkippingHeartbeats();
        QVERIFY(replayRefusal);
        QCOMPARE(replayRefusal->value("reason", ""),
                 std::string("authentication failed: wrong token"));

        // (f) Still alive and still waiting: two connections left half-way through the
        // handshake (one after a bad frame) must not bother it when it gives up.
        Client idle(session.port());
        QVERIFY(idle.connected());
        QCOMPARE(typeOf(idle.read()), std::string("challenge"));
        Client confused(session.port());
        QVERIFY(confused.connected());
        QCOMPARE(typeOf(confused.read()), std::string("challenge"));
        QVERIFY2(!session.finished(), "the session ended early");
        QVERIFY(Clock::now() - startedAt < 2500ms);  // all of the above well before wait_s

        const auto result = session.waitResult(10s);
        QVERIFY2(result, "run() did not return");
        const auto took = Clock::now() - startedAt;
        QCOMPARE(*result, 1);
        QVERIFY2(session.error().find("did not connect within 3 s; no traffic was started") !=
                     std::string::npos,
                 session.error().c_str());
        QVERIFY2(session.error().find("B") != std::string::npos, session.error().c_str());
        QVERIFY(took >= 2900ms);  // it waited wait_s …
        QVERIFY(took < 6s);       // … and not much longer
        QVERIFY(!session.observer.stepsStarted);

        // The half-open connections were closed when the run ended.
        QVERIFY(idle.waitClosed());
        QVERIFY(confused.waitClosed());

        // samples.csv: the header and nothing else.
        const std::string samples = readFile(toStd(dir.filePath("samples.csv")));
        QCOMPARE(samples, iometry::results::csvLine(iometry::results::ResultsWriter::samplesHeader()));
        QVERIFY(QFileInfo::exists(dir.filePath("plan.json")));
        QVERIFY(!QFileInfo::exists(dir.filePath("bench.json")));
        const json results = json::parse(readFile(toStd(dir.filePath("results.json"))), nullptr, false);
        QVERIFY(results.is_object());
        QCOMPARE(results.value("status", ""), std::string("failed"));
        QVERIFY(results.value("summary", json()).empty());
    }

    void stopWhileWaiting() {
        const auto parsed = iometry::model::parsePlanText(planText(30));
        QVERIFY(parsed.ok());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RunningSession session(*parsed.plan, toStd(dir.path()));
        QVERIFY(session.port() != 0);
        // A dynamo half-way through its handshake does not hold the stop up.
        Client pending(session.port());
        QVERIFY(pending.connected());
        QCOMPARE(typeOf(pending.read()), std::string("challenge"));

        const auto stopAt = Clock::now();
        session.requestStop();
        const auto result = session.waitResult(5s);
        QVERIFY2(result, "run() did not return after requestStop()");
        const auto took = Clock::now() - stopAt;
        QCOMPARE(*result, 2);
        QVERIFY2(took < 2s, qPrintable(QString::number(
                                std::chrono::duration<double>(took).count())));
        QVERIFY(!session.observer.stepsStarted);
        QVERIFY(pending.waitClosed());
        const json results = json::parse(readFile(toStd(dir.filePath("results.json"))), nullptr, false);
        QCOMPARE(results.value("status", ""), std::string("stopped"));
    }

    void stopBeforeRunStarts() {
        // requestStop() may come before the loop runs: it is not lost.
        const auto parsed = iometry::model::parsePlanText(planText(30));
        QVERIFY(parsed.ok());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Observer observer;
        iometry::session::Session session(
            iometry::session::SessionOptions{.listenHost = "127.0.0.1", .listenPort = 0, .token = kToken, .resultsDir = toStd(dir.path())},
            &observer);
        session.requestStop();
        const auto startedAt = Clock::now();
        QCOMPARE(session.run(*parsed.plan), 2);
        QVERIFY(Clock::now() - startedAt < 2s);
    }

    void shortTokenRefused() {
        const auto parsed = iometry::model::parsePlanText(planText(30));
        QVERIFY(parsed.ok());
        QTemporaryDir dir;
        iometry::session::Session session(
            iometry::session::SessionOptions{.listenHost = "127.0.0.1", .listenPort = 0, .token = "short", .resultsDir = toStd(dir.path())});
        QCOMPARE(session.run(*parsed.plan), 1);
        QVERIFY2(session.error().find("at least 16") != std::string::npos, session.error().c_str());
    }

    void idleAndExcessHandshakesWait() {
        const auto parsed = iometry::model::parsePlanText(planText(30));
        QVERIFY(parsed.ok());
        QTemporaryDir dir;
        RunningSession session(*parsed.plan, toStd(dir.path()));
        QVERIFY(session.port() != 0);
        // A connection that never says hello is closed by the handshake deadline (5 s),
        // long before wait_s (30 s) runs out.
        const auto openedAt = Clock::now();
        Client idle(session.port());
        QVERIFY(idle.connected());
        QCOMPARE(typeOf(idle.read()), std::string("challenge"));
        // Many at once: no more than kMaxPendingHandshakes are in the handshake; the rest wait
        // in the backlog, unanswered and not turned away, until slots free.
        std::vector<std::unique_ptr<Client>> crowd;
        for (std::size_t i = 0; i < iometry::protocol::kMaxPendingHandshakes + 16; ++i)
            crowd.push_back(std::make_unique<Client>(session.port()));
        int challenged = 0, waiting = 0;
        std::vector<Client*> queued;
        for (auto& c : crowd) {
            const auto first = c->read(challenged < 63 ? 2000ms : 200ms);
            if (first && first->value("type", "") == "challenge") {
                ++challenged;
            } else if (!c->waitClosed(50ms)) {
                ++waiting;
                queued.push_back(c.get());
            }
        }
        QVERIFY2(challenged <= static_cast<int>(iometry::protocol::kMaxPendingHandshakes) - 1,
                 qPrintable(QString::number(challenged)));
        QVERIFY2(waiting >= 17, qPrintable(QString::number(waiting)));
        QVERIFY(idle.waitClosed(8000ms));
        const double idleFor = std::chrono::duration<double>(Clock::now() - openedAt).count();
        QVERIFY2(idleFor >= 4.5 && idleFor < 7.5, qPrintable(QString::number(idleFor)));
        // The first of the crowd timed out too; those that waited then had their turn (a
        // challenge, then the same deadline); the manager still takes a real dynamo's handshake.
        for (Client* c : queued) QCOMPARE(typeOf(c->read(3000ms)), std::string("challenge"));
        for (auto& c : crowd) QVERIFY(c->waitClosed(8000ms));
        QVERIFY2(!session.finished(), "the session ended early");
        Client dynamo(session.port());
        const auto challenge = dynamo.read();
        QCOMPARE(typeOf(challenge), std::string("challenge"));
        QVERIFY(dynamo.send(hello("B", challenge->value("nonce", ""), kToken)));
        QCOMPARE(typeOf(dynamo.readSkippingHeartbeats()), std::string("welcome"));
    }

    void adapterDelayReadsTheLinkSpeed_data() {
        QTest::addColumn<int>("speed");  // what the dynamo says of its interface; -1: nothing
        QTest::newRow("2500 Mbit/s") << 2500;
        QTest::newRow("no speed") << -1;
    }

    // adapter_delay without link_mbps: the speed the worker's interface reports, read when
    // its dynamo says hello; a link that reports none fails the run before any traffic.
    void adapterDelayReadsTheLinkSpeed() {
        QFETCH(int, speed);
        const auto parsed = iometry::model::parsePlanText(R"({
          "format": "iometry.plan/1", "name": "delay", "run_s": 1, "wait_s": 30,
          "dynamos": [{"name": "B", "spawn": false}],
          "specs": [{"name": "ping", "lines": [{"size": 64, "reply": 64, "read": 0}]}],
          "workers": [{"name": "w", "dynamo": "B", "kind": "udp", "bind": "10.9.9.1",
                       "peer": {"dynamo": "B", "address": "10.9.9.1"}, "spec": "ping"}],
          "procedure": {"kind": "adapter_delay", "sizes": [64, 128]}})");
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.plan->procedure.as<iometry::model::AdapterDelayParams>()->linkMbps, 0.0);
        QTemporaryDir dir;
        RunningSession session(*parsed.plan, toStd(dir.path()));
        Client dynamo(session.port());
        json interface = {{"name", "eth9"}, {"addresses", {"10.9.9.1"}}, {"mtu", 1500}};
        if (speed > 0) interface["speed_mbit"] = speed;
        greet(dynamo, [&](json& message) { message["host"]["interfaces"] = json::array({interface}); });
        if (QTest::currentTestFailed()) return;
        if (speed > 0) {
            // The run goes on to its first step with the speed it read.
            const auto configure = dynamo.readSkippingHeartbeats();
            QVERIFY2(configure, dynamo.lastError().c_str());
            // A configure is the run going on (session.error() is read only once run()
            // returned: the session's thread writes it).
            QCOMPARE(configure->value("type", ""), std::string("configure"));
            const json bench = json::parse(readFile(toStd(dir.filePath("bench.json"))));
            QCOMPARE(bench["link_mbps"]["value"].get<double>(), 2500.0);
            QCOMPARE(bench["link_mbps"]["from"].get<std::string>(), std::string("interface eth9 of dynamo B"));
            return;
        }
        refusedBeforeTraffic(session, "interface eth9 (10.9.9.1) of dynamo B reports no speed");
    }

    // A worker that needs a variant of its kind's engine (udp's raw engine) runs only on
    // dynamos that announce it: an older dynamo, whose hello has no engine_variants, would
    // run the default engine instead, so the run stops before any traffic.
    void variantsAreAnnounced_data() {
        QTest::addColumn<bool>("announced");
        QTest::newRow("announced") << true;
        QTest::newRow("older dynamo") << false;
    }
    void variantsAreAnnounced() {
        QFETCH(bool, announced);
        std::optional<json> configure;
        runNeedingHello(R"({
          "format": "iometry.plan/1", "name": "raw", "run_s": 1, "wait_s": 30,
          "dynamos": [{"name": "B", "spawn": false}],
          "specs": [{"name": "tx", "lines": [{"size": 18, "read": 0}]}],
          "workers": [{"name": "w", "dynamo": "B", "kind": "udp", "engine": "raw", "bind": "10.9.9.1",
                       "peer": {"dynamo": "B", "address": "10.9.9.2"}, "spec": "tx", "rate_mbit": 1}]})",
                        announced, [](json& message) { message["engine_variants"] = {{"udp", {"raw"}}}; },
                        "dynamo B cannot run worker w: its udp engine has no \"raw\" variant", configure);
    }

    // A paced worker (rate_per_s) runs only on dynamos that announce the feature: an older
    // dynamo would ignore the key and run a closed loop, so the run stops before any traffic.
    void pacingIsAnnounced_data() {
        QTest::addColumn<bool>("announced");
        QTest::newRow("announced") << true;
        QTest::newRow("older dynamo") << false;
    }
    void pacingIsAnnounced() {
        QFETCH(bool, announced);
        std::optional<json> configure;
        runNeedingHello(R"({
          "format": "iometry.plan/1", "name": "paced", "run_s": 1, "wait_s": 30,
          "dynamos": [{"name": "B", "spawn": false}],
          "specs": [{"name": "rr", "lines": [{"size": 64, "reply": 64, "read": 0}]}],
          "workers": [{"name": "w", "dynamo": "B", "kind": "tcp", "bind": "10.9.9.1",
                       "peer": {"dynamo": "B", "address": "10.9.9.2"}, "spec": "rr", "rate_per_s": 100}]})",
                        announced, [](json& message) { message["features"] = {"rate_per_s"}; },
                        "dynamo B cannot run worker w: it cannot issue requests on a schedule", configure);
        if (configure) QCOMPARE(configure->at("workers").at(0).value("rate_per_s", 0.0), 100.0);
    }

    // A disk worker's data_pattern and start_offset (docs/plan-format.md, "Data patterns",
    // "Where the span starts") go only to dynamos that announce them: an older dynamo would
    // ignore the keys and write its own data from offset 0.
    void diskKeysAreAnnounced_data() {
        QTest::addColumn<bool>("announced");
        QTest::addColumn<QString>("key");
        QTest::newRow("data_pattern announced") << true << "data_pattern";
        QTest::newRow("data_pattern, older dynamo") << false << "data_pattern";
        QTest::newRow("start_offset announced") << true << "start_offset";
        QTest::newRow("start_offset, older dynamo") << false << "start_offset";
    }
    void diskKeysAreAnnounced() {
        QFETCH(bool, announced);
        QFETCH(QString, key);
        const std::string value =
            key == "data_pattern" ? R"("data_pattern": "repeating")" : R"("start_offset": 4096)";
        const std::string plan = R"({
          "format": "iometry.plan/1", "name": "disk keys", "run_s": 1, "wait_s": 30,
          "dynamos": [{"name": "B", "spawn": false}],
          "specs": [{"name": "w", "lines": [{"size": 4096, "read": 0}]}],
          "workers": [{"name": "w", "dynamo": "B", "kind": "disk", "path": "/var/tmp/never-opened.tst",
                       "file_size": 1048576, "spec": "w", )" +
                                 value + "}]}";
        std::optional<json> configure;
        runNeedingHello(
            plan.c_str(), announced,
            [](json& message) {
                message["features"] = {"rate_per_s", "data_pattern", "start_offset"};
            },
            "dynamo B cannot run worker w: it does not know its key " + key.toStdString(),
            configure);
        if (configure)
            QVERIFY(configure->at("workers").at(0).contains(key.toStdString()));
    }

    void framesAfterTheHandshakeAreAuthenticated_data() {
        QTest::addColumn<QString>("attack");
        QTest::newRow("altered") << "altered";
        QTest::newRow("unauthenticated") << "plain";
        QTest::newRow("replayed") << "replayed";
        QTest::newRow("reflected") << "reflected";
    }

    void framesAfterTheHandshakeAreAuthenticated() {
        QFETCH(QString, attack);
        const auto parsed = iometry::model::parsePlanText(planText(30));
        QVERIFY(parsed.ok());
        QTemporaryDir dir;
        RunningSession session(*parsed.plan, toStd(dir.path()));
        QVERIFY(session.port() != 0);
        Client dynamo(session.port());
        const auto challenge = dynamo.read();
        QCOMPARE(typeOf(challenge), std::string("challenge"));
        const std::string serverNonce = challenge->value("nonce", "");
        const std::string clientNonce = iometry::protocol::randomHex(16);
        QVERIFY(dynamo.send(hello("B", serverNonce, kToken, clientNonce)));
        const auto welcome = dynamo.read();
        QCOMPARE(typeOf(welcome), std::string("welcome"));
        const auto keys = iometry::protocol::deriveChannelKeys(kToken, serverNonce, clientNonce, "B");
        // The manager's next frame is sealed under the manager->dynamo key.
        dynamo.requireAuthentication(keys.managerToDynamo);
        const auto configure = dynamo.readSkippingHeartbeats();
        QVERIFY2(configure, dynamo.lastError().c_str());
        QCOMPARE(configure->value("type", ""), std::string("configure"));
        const json reply = {{"type", "configured"}, {"step", configure->value("step", 0)}};
        iometry::protocol::FrameAuthenticator sealer(keys.dynamoToManager);
        if (attack == "altered") {
            std::string frame = iometry::protocol::encodeFrame(reply, &sealer);
            frame[frame.find("configured") + 1] ^= 0x01;  // "configured" -> "cmnfigured"
            QVERIFY(dynamo.sendRaw(frame));
        } else if (attack == "plain") {
            QVERIFY(dynamo.send(reply));
        } else if (attack == "replayed") {
            const std::string frame = iometry::protocol::encodeFrame({{"type", "heartbeat"}}, &sealer);
            QVERIFY(dynamo.sendRaw(frame + frame));
        } else {
            // The manager's own sealed frame sent back to it.
            iometry::protocol::FrameAuthenticator managerSide(keys.managerToDynamo);
            QVERIFY(dynamo.sendRaw(iometry::protocol::encodeFrame(reply, &managerSide)));
        }
        const auto result = session.waitResult(10s);
        QVERIFY2(result, "run() did not return");
        QCOMPARE(*result, 1);
        QVERIFY2(session.error().find("failed authentication") != std::string::npos ||
                     (attack == "plain" && session.error().find("authentication") != std::string::npos),
                 session.error().c_str());
        QVERIFY(dynamo.waitClosed());
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "test_session.moc"
