// Control-protocol framing and authentication.
#include <QtTest>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <mutex>
#include <random>
#include <thread>

#include "engine/protocol/auth.hpp"
#include "engine/protocol/connection.hpp"
#include "engine/protocol/framing.hpp"

using namespace iometry::protocol;
using Status = FrameDecoder::Status;
using nlohmann::json;

namespace {

/** A blob message of about @p bytes, its content depending on @p i. */
json blob(int i, std::size_t bytes) {
    std::string data(bytes, '\0');
    std::mt19937 random(static_cast<unsigned>(i));
    for (auto& c : data) c = static_cast<char>('a' + random() % 26);
    return {{"type", "blob"}, {"i", i}, {"data", data}};
}

/**
 * An echo server on loopback: every message it gets it sends back. Like the manager's
 * handshake, its first handler hands the connection on with a second start().
 */
class EchoServer {
public:
    explicit EchoServer(const ChannelKeys* keys) : m_acceptor(m_io, {boost::asio::ip::address_v4::loopback(), 0}) {
        m_acceptor.async_accept([this, keys](boost::system::error_code ec,
                                             boost::asio::ip::tcp::socket socket) {
            if (ec) return;
            m_connection = std::make_shared<Connection>(std::move(socket), kMaxFrameBytes);
            if (keys) {
                m_connection->requireAuthenticatedIncoming(keys->dynamoToManager);
                m_connection->sealOutgoing(keys->managerToDynamo);
            }
            // A "typed" message is read as a handler reads fields: one of the wrong type throws.
            auto echo = [this](const json& m) {
                if (m.value("type", "") == "typed") (void)m.at("n").get<int>();
                m_connection->send(m);
            };
            m_connection->start(
                [this, echo](const json& m) {
                    m_connection->start(echo, [this](const std::string& r) { setClosedWith(r); });
                    echo(m);
                },
                [this](const std::string& r) { setClosedWith(r); });
        });
        m_thread = std::thread([this] { m_io.run(); });
    }
    ~EchoServer() {
        boost::asio::post(m_io, [this] {
            if (m_connection) m_connection->close("test over");
            m_acceptor.close();
        });
        m_thread.join();
    }
    std::uint16_t port() const { return m_acceptor.local_endpoint().port(); }
    /** Why the server closed its connection; empty while it is open. Any thread. */
    std::string closedWith() const {
        std::lock_guard lock(m_closedMutex);
        return m_closedWith;
    }

private:
    void setClosedWith(const std::string& reason) {
        std::lock_guard lock(m_closedMutex);
        m_closedWith = reason;
    }

    mutable std::mutex m_closedMutex;
    std::string m_closedWith;
    boost::asio::io_context m_io;
    boost::asio::ip::tcp::acceptor m_acceptor;
    std::shared_ptr<Connection> m_connection;
    std::thread m_thread;
};

int connectTo(std::uint16_t port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

}  // namespace

class TestProtocol : public QObject {
    Q_OBJECT

private slots:
    void roundTripByteByByte() {
        const nlohmann::json a = {{"type", "hello"}, {"name", "A"}, {"n", 1}};
        const nlohmann::json b = {{"type", "sample"}, {"x", "é"}};
        const std::string stream = encodeFrame(a) + encodeFrame(b);
        FrameDecoder decoder;
        std::vector<nlohmann::json> out;
        for (char c : stream) {
            decoder.feed(std::string_view(&c, 1));
            nlohmann::json m;
            std::string error;
            while (decoder.next(m, error) == Status::Frame) out.push_back(m);
        }
        QCOMPARE(out.size(), std::size_t{2});
        QCOMPARE(out[0], a);
        QCOMPARE(out[1], b);
        QCOMPARE(decoder.buffered(), std::size_t{0});
    }

    void lengthIsBigEndian() {
        const std::string frame = encodeFrame({{"type", "x"}});
        const std::size_t body = frame.size() - 4;
        QCOMPARE(static_cast<unsigned char>(frame[0]), 0u);
        QCOMPARE(static_cast<unsigned char>(frame[3]), static_cast<unsigned>(body));
    }

    void truncatedFrameWaits() {
        const std::string frame = encodeFrame({{"type", "hello"}});
        FrameDecoder decoder;
        decoder.feed(std::string_view(frame).substr(0, frame.size() - 1));
        nlohmann::json m;
        std::string error;
        QCOMPARE(decoder.next(m, error), Status::NeedMore);
        decoder.feed(std::string_view(frame).substr(frame.size() - 1));
        QCOMPARE(decoder.next(m, error), Status::Frame);
    }

    void oversizedFrameIsFatal() {
        FrameDecoder decoder(1024);
        const char header[4] = {0, 0, 4, 1};  // 1025 bytes
        decoder.feed(std::string_view(header, 4));
        nlohmann::json m;
        std::string error;
        QCOMPARE(decoder.next(m, error), Status::Fatal);
        QVERIFY(error.find("1025") != std::string::npos);
        QVERIFY(error.find("1024") != std::string::npos);
        // Nothing after a fatal error is trusted.
        decoder.feed(encodeFrame({{"type", "hello"}}));
        QCOMPARE(decoder.next(m, error), Status::Fatal);
    }

    void defaultLimitRefusesHugeLength() {
        FrameDecoder decoder;
        const char header[4] = {static_cast<char>(0xff), static_cast<char>(0xff),
                                static_cast<char>(0xff), static_cast<char>(0xff)};
        decoder.feed(std::string_view(header, 4));
        nlohmann::json m;
        std::string error;
        QCOMPARE(decoder.next(m, error), Status::Fatal);
    }

    void garbageFrames_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{nope") << "not valid JSON";
        QTest::newRow("binary") << QByteArray("\x01\x02\xff\xfe", 4) << "not valid JSON";
        QTest::newRow("array") << QByteArray("[1,2]") << "not a JSON object";
        QTest::newRow("string") << QByteArray("\"hi\"") << "not a JSON object";
        QTest::newRow("no type") << QByteArray("{\"a\":1}") << "no string \"type\"";
        QTest::newRow("type not string") << QByteArray("{\"type\":5}") << "no string \"type\"";
        QTest::newRow("empty") << QByteArray("") << "not valid JSON";
    }

    void garbageFrames() {
        QFETCH(QByteArray, body);
        QFETCH(QString, expected);
        std::string frame(4, '\0');
        frame[3] = static_cast<char>(body.size());
        frame.append(body.constData(), static_cast<std::size_t>(body.size()));
        // A good frame after the bad one must still come through: the stream stays in sync.
        frame += encodeFrame({{"type", "heartbeat"}});
        FrameDecoder decoder;
        decoder.feed(frame);
        nlohmann::json m;
        std::string error;
        QCOMPARE(decoder.next(m, error), Status::BadFrame);
        QVERIFY2(QString::fromStdString(error).contains(expected), error.c_str());
        QCOMPARE(decoder.next(m, error), Status::Frame);
        QCOMPARE(m["type"], "heartbeat");
    }

    void framesAuthenticatedPerDirectionAndSequence() {
        const ChannelKeys keys = deriveChannelKeys("a-token-of-enough-bytes", "s1", "c1", "B");
        QVERIFY(keys.managerToDynamo != keys.dynamoToManager);
        QVERIFY(deriveChannelKeys("a-token-of-enough-bytes", "s2", "c1", "B").managerToDynamo !=
                keys.managerToDynamo);
        QVERIFY(deriveChannelKeys("a-token-of-enough-bytes", "s1", "c1", "C").managerToDynamo !=
                keys.managerToDynamo);

        FrameAuthenticator sealer(keys.managerToDynamo);
        const std::string f0 = encodeFrame({{"type", "configure"}, {"n", 0}}, &sealer);
        const std::string f1 = encodeFrame({{"type", "start"}, {"n", 1}}, &sealer);
        QCOMPARE(sealer.sequence(), std::uint64_t{2});

        auto decode = [&](const std::string& bytes, const Digest& key, std::vector<json>& got) {
            FrameDecoder d;
            d.requireAuthentication(key);
            d.feed(bytes);
            json m;
            std::string error;
            for (;;) {
                const auto status = d.next(m, error);
                if (status == Status::Frame) got.push_back(m);
                else return std::make_pair(status, error);
            }
        };
        std::vector<json> got;
        QCOMPARE(decode(f0 + f1, keys.managerToDynamo, got).first, Status::NeedMore);
        QCOMPARE(got.size(), std::size_t{2});
        QCOMPARE(got[1].value("type", ""), std::string("start"));

        // Altered body, replayed, reordered, reflected (other direction's key), plain.
        std::string altered = f1;
        altered[altered.find("start") + 1] ^= 0x20;
        const std::pair<std::string, Digest> attacks[] = {
            {f0 + altered, keys.managerToDynamo},
            {f0 + f0, keys.managerToDynamo},
            {f1 + f0, keys.managerToDynamo},
            {f0, keys.dynamoToManager},
            {f0 + encodeFrame({{"type", "start"}}), keys.managerToDynamo},
        };
        for (const auto& [bytes, key] : attacks) {
            got.clear();
            const auto [status, error] = decode(bytes, key, got);
            QCOMPARE(status, Status::Fatal);
            QVERIFY2(error.find("failed authentication") != std::string::npos, error.c_str());
        }
        // Fatal is sticky: nothing after a refused frame is read.
        FrameDecoder d;
        d.requireAuthentication(keys.managerToDynamo);
        d.feed(f1 + f0);
        json m;
        std::string error;
        QCOMPARE(d.next(m, error), Status::Fatal);
        d.feed(f0);
        QCOMPARE(d.next(m, error), Status::Fatal);
    }

    void bigMessagesInRandomSegments_data() {
        QTest::addColumn<bool>("authenticated");
        QTest::newRow("before the handshake's switch") << false;
        QTest::newRow("authenticated") << true;
    }

    /**
     * Messages of 1 KiB … 3 MiB, written in random segment sizes with random pauses,
     * all come back intact and in order: one read in flight, whatever the handlers do.
     */
    void bigMessagesInRandomSegments() {
        QFETCH(bool, authenticated);
        const ChannelKeys keys = deriveChannelKeys("a-token-of-enough-bytes", "s", "c", "B");
        EchoServer server(authenticated ? &keys : nullptr);
        const int fd = connectTo(server.port());
        QVERIFY(fd >= 0);
        std::vector<std::size_t> sizes;
        for (double size = 1024; size <= 3 * 1024 * 1024; size *= 1.9)
            sizes.push_back(static_cast<std::size_t>(size));
        sizes.push_back(3 * 1024 * 1024);
        std::thread writer([&] {
            std::mt19937 random(42);
            FrameAuthenticator sealer(keys.dynamoToManager);
            for (std::size_t i = 0; i < sizes.size(); ++i) {
                const std::string frame =
                    encodeFrame(blob(static_cast<int>(i), sizes[i]), authenticated ? &sealer : nullptr);
                std::size_t done = 0;
                while (done < frame.size()) {
                    const std::size_t piece = std::min<std::size_t>(
                        frame.size() - done, 1 + random() % (random() % 4 == 0 ? 7 : 200000));
                    if (::send(fd, frame.data() + done, piece, MSG_NOSIGNAL) <= 0) return;
                    done += piece;
                    if (random() % 8 == 0)
                        std::this_thread::sleep_for(std::chrono::microseconds(random() % 3000));
                }
            }
        });
        // Whatever fails below, the writer is stopped and joined before the socket goes.
        struct Joiner {
            int fd;
            std::thread& thread;
            ~Joiner() {
                ::shutdown(fd, SHUT_RDWR);
                if (thread.joinable()) thread.join();
                ::close(fd);
            }
        } joiner{fd, writer};
        FrameDecoder decoder(kMaxFrameBytes);
        if (authenticated) decoder.requireAuthentication(keys.managerToDynamo);
        std::size_t received = 0;
        std::vector<char> buffer(256 * 1024);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (received < sizes.size() && std::chrono::steady_clock::now() < deadline) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 1000) != 1) continue;
            const ssize_t n = ::recv(fd, buffer.data(), buffer.size(), 0);
            if (n <= 0) break;
            decoder.feed(std::string_view(buffer.data(), static_cast<std::size_t>(n)));
            json m;
            std::string error;
            for (Status status; (status = decoder.next(m, error)) != Status::NeedMore;) {
                QVERIFY2(status == Status::Frame, error.c_str());
                QCOMPARE(m, blob(static_cast<int>(received), sizes[received]));
                ++received;
            }
        }
        const std::string closedWith = server.closedWith();
        QVERIFY2(closedWith.empty(), closedWith.c_str());
        QCOMPARE(received, sizes.size());
    }

    /**
     * A message whose fields are of the wrong type (a handler throws reading it) is answered
     * with an error naming it, and the connection closes with that reason: whatever waited
     * for the message must not wait on (a step for its step_done) with no timer to end it.
     */
    void wrongTypedMessageClosesTheConnection() {
        const ChannelKeys keys = deriveChannelKeys("a-token-of-enough-bytes", "s", "c", "B");
        EchoServer server(&keys);
        const int fd = connectTo(server.port());
        QVERIFY(fd >= 0);
        FrameAuthenticator sealer(keys.dynamoToManager);
        std::string frames = encodeFrame({{"type", "hello"}}, &sealer);
        frames += encodeFrame({{"type", "typed"}, {"n", "seven"}}, &sealer);
        frames += encodeFrame({{"type", "after"}}, &sealer);
        QCOMPARE(::send(fd, frames.data(), frames.size(), MSG_NOSIGNAL), static_cast<ssize_t>(frames.size()));
        FrameDecoder decoder(kMaxFrameBytes);
        decoder.requireAuthentication(keys.managerToDynamo);
        std::vector<json> got;
        bool closed = false;
        std::vector<char> buffer(64 * 1024);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (!closed && std::chrono::steady_clock::now() < deadline) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 200) != 1) continue;
            const ssize_t n = ::recv(fd, buffer.data(), buffer.size(), 0);
            if (n <= 0) {
                closed = true;
                break;
            }
            decoder.feed(std::string_view(buffer.data(), static_cast<std::size_t>(n)));
            json m;
            std::string error;
            while (decoder.next(m, error) == Status::Frame) got.push_back(m);
        }
        ::close(fd);
        QVERIFY2(closed, "the connection stayed open after a wrong-typed message");
        QCOMPARE(got.size(), std::size_t{2});  // the hello's echo, then the error; "after" never
        QCOMPARE(got[0].value("type", ""), std::string("hello"));
        QCOMPARE(got[1].value("type", ""), std::string("error"));
        QVERIFY2(got[1].value("what", "").find("bad \"typed\" message") == 0, got[1].dump().c_str());
        QTRY_VERIFY(server.closedWith().find("bad \"typed\" message") == 0);
    }

    void hmacMatchesRfc4231() {
        // RFC 4231, test case 2.
        QCOMPARE(hmacSha256Hex("Jefe", "what do ya want for nothing?"),
                 std::string("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    }

    void proofsDependOnEverything() {
        const std::string base = dynamoProof("token", "s", "c", "A");
        QCOMPARE(base, dynamoProof("token", "s", "c", "A"));
        QVERIFY(base != dynamoProof("token2", "s", "c", "A"));
        QVERIFY(base != dynamoProof("token", "s2", "c", "A"));
        QVERIFY(base != dynamoProof("token", "s", "c2", "A"));
        QVERIFY(base != dynamoProof("token", "s", "c", "B"));
        // The manager's proof can't be replayed as a dynamo's, nor the other way round.
        QVERIFY(base != managerProof("token", "s", "c", "A"));
    }

    void randomHexIsFresh() {
        const std::string a = randomHex(16), b = randomHex(16);
        QCOMPARE(a.size(), std::size_t{32});
        QVERIFY(a != b);
        QVERIFY(constantTimeEquals(a, a));
        QVERIFY(!constantTimeEquals(a, b));
        QVERIFY(!constantTimeEquals(a, a.substr(1)));
    }

    void tokenFiles() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/token").toStdString();
        std::string error;
        QVERIFY(writeTokenFile(path, "secret-of-16-byte", error));
        QFile f(QString::fromStdString(path));
        QCOMPARE(f.permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
        QCOMPARE(readTokenFile(path, error).value_or(""), std::string("secret-of-16-byte"));
        // Shorter than 16 bytes: refused, saying how long it must be.
        QVERIFY(writeTokenFile(path, "fifteen-bytes!!", error));
        QVERIFY(!readTokenFile(path, error));
        QVERIFY2(error.find("at least 16") != std::string::npos, error.c_str());
        QVERIFY(!readTokenFile(path + ".missing", error));
        QVERIFY(error.find("cannot read") != std::string::npos);
        QVERIFY(writeTokenFile(path, "   ", error));
        QVERIFY(!readTokenFile(path, error));
        QVERIFY(error.find("empty") != std::string::npos);
    }

    void hostPort_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("v4") << "127.0.0.1:5201" << true << "127.0.0.1" << 5201;
        QTest::newRow("v6") << "[::1]:80" << true << "::1" << 80;
        QTest::newRow("name") << "lab-host:1" << true << "lab-host" << 1;
        QTest::newRow("no port") << "127.0.0.1" << false << "" << 0;
        QTest::newRow("bad port") << "h:70000" << false << "" << 0;
        QTest::newRow("letters") << "h:80x" << false << "" << 0;
        QTest::newRow("v6 unbracketed close") << "[::1:80" << false << "" << 0;
        QTest::newRow("empty host") << ":80" << false << "" << 0;
    }

    void hostPort() {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, host);
        QFETCH(int, port);
        std::string h, error;
        std::uint16_t p = 0;
        QCOMPARE(parseHostPort(text.toStdString(), h, p, error), ok);
        if (ok) {
            QCOMPARE(QString::fromStdString(h), host);
            QCOMPARE(int(p), port);
        } else {
            QVERIFY(!error.empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestProtocol)
#include "test_protocol.moc"
