// Control-protocol framing and authentication.
#include <QtTest>

#include "engine/protocol/auth.hpp"
#include "engine/protocol/connection.hpp"
#include "engine/protocol/framing.hpp"

using namespace iometry::protocol;
using Status = FrameDecoder::Status;

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
        QVERIFY(writeTokenFile(path, "secret", error));
        QFile f(QString::fromStdString(path));
        QCOMPARE(f.permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
        QCOMPARE(readTokenFile(path, error).value_or(""), std::string("secret"));
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
