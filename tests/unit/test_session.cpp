// engine::Session as seen by a dynamo that misbehaves (DESIGN §4): driven over real
// loopback sockets with no dynamo at all. The manager must challenge first, answer bad
// frames with errors and stay usable, close on an oversized frame, refuse a wrong token
// and an unknown name, and in the end give up with the plan's wait_s — having started
// no traffic — or stop promptly when asked.

#include <QtTest>
#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <future>
#include <netinet/in.h>
#include <optional>
#include <poll.h>
#include <sstream>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

#include "engine/model/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/framing.hpp"
#include "engine/results/csv.hpp"
#include "engine/results/results_writer.hpp"
#include "engine/session/session.hpp"

using namespace std::chrono_literals;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kToken = "secret";

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
          m_session(iometry::session::SessionOptions{"127.0.0.1", 0, kToken, {}, resultsDir},
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
            if (status != iometry::protocol::FrameDecoder::Status::NeedMore) return std::nullopt;
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
    iometry::protocol::FrameDecoder m_decoder;
};

json hello(const std::string& name, const std::string& serverNonce, const std::string& token) {
    const std::string clientNonce = iometry::protocol::randomHex(16);
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

        // (b) Bad frames are answered with an error each; the connection stays in sync.
        const std::pair<const char*, const char*> badFrames[] = {
            {"{\"type\": \"hello\", ", "JSON"},   // not JSON at all
            {"[1, 2, 3]", "object"},               // JSON, but not an object
            {"{\"name\": \"B\"}", "type"},         // an object without a type
            {"{\"type\": 5}", "type"},             // a type that is not a string
        };
        for (const auto& [body, mentions] : badFrames) {
            QVERIFY(first.sendBody(body));
            auto reply = first.readSkippingHeartbeats();
            QVERIFY2(reply, body);
            QCOMPARE(reply->value("type", ""), std::string("error"));
            const std::string what = reply->value("what", "");
            QVERIFY2(what.find(mentions) != std::string::npos, what.c_str());
        }
        // All of them in one write, followed by a real message: still in sync.
        QVERIFY(first.sendRaw(std::string("\0\0\0\x01x", 5) + std::string("\0\0\0\x02[]", 6) +
                              iometry::protocol::encodeFrame(
                                  hello("not-in-plan", nonce, kToken))));
        for (int i = 0; i < 2; ++i) {
            auto reply = first.readSkippingHeartbeats();
            QVERIFY(reply);
            QCOMPARE(reply->value("type", ""), std::string("error"));
        }
        // (e) The right proof for a name the plan does not have: rejected, naming it.
        auto rejected = first.readSkippingHeartbeats();
        QVERIFY(rejected);
        QCOMPARE(rejected->value("type", ""), std::string("reject"));
        const std::string reason = rejected->value("reason", "");
        QVERIFY2(reason.find("\"not-in-plan\"") != std::string::npos, reason.c_str());
        QVERIFY(first.waitClosed());

        // (c) An oversized length prefix: an error, then the manager hangs up.
        Client oversized(session.port());
        QVERIFY(oversized.connected());
        QCOMPARE(typeOf(oversized.read()), std::string("challenge"));
        QVERIFY(oversized.sendRaw(std::string("\xff\xff\xff\xff", 4)));
        auto fatal = oversized.readSkippingHeartbeats();
        QVERIFY(fatal);
        QCOMPARE(fatal->value("type", ""), std::string("error"));
        QVERIFY2(fatal->value("what", "").find("4294967295") != std::string::npos,
                 fatal->dump().c_str());
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
        QVERIFY(confused.sendBody("garbage"));
        QCOMPARE(typeOf(confused.readSkippingHeartbeats()), std::string("error"));
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
            iometry::session::SessionOptions{"127.0.0.1", 0, kToken, {}, toStd(dir.path())},
            &observer);
        session.requestStop();
        const auto startedAt = Clock::now();
        QCOMPARE(session.run(*parsed.plan), 2);
        QVERIFY(Clock::now() - startedAt < 2s);
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "test_session.moc"
