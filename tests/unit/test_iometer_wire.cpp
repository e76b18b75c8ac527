// IOmeter 1.1's manager–dynamo wire format (engine/iometer/wire.hpp, docs/iometer-files.md
// "IOmeter's dynamos"). Every offset below is written out as a number from the measured
// layout, not taken from the codec, and every field is read back from the bytes with a
// little-endian reader of the test's own: a codec that moved a field or swapped its bytes
// fails here.

#include <QtTest>
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "engine/iometer/wire.hpp"

namespace wire = iometry::iometer;
using Bytes = std::vector<std::uint8_t>;
Q_DECLARE_METATYPE(Bytes)

namespace {

std::uint64_t le(std::span<const std::uint8_t> b, std::size_t at, int width) {
    std::uint64_t v = 0;
    for (int i = 0; i < width; ++i)
        v |= std::uint64_t{b[at + i]} << (8 * i);
    return v;
}
std::int32_t i32(std::span<const std::uint8_t> b, std::size_t at) {
    return static_cast<std::int32_t>(le(b, at, 4));
}
double f64(std::span<const std::uint8_t> b, std::size_t at) {
    return std::bit_cast<double>(le(b, at, 8));
}
std::string text(std::span<const std::uint8_t> b, std::size_t at) {
    return std::string(reinterpret_cast<const char*>(b.data() + at));
}
void setLe(std::span<std::uint8_t> b, std::size_t at, std::uint64_t v, int width) {
    for (int i = 0; i < width; ++i)
        b[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}
void putHex(Bytes& b, std::size_t at, const char* hex) {
    QByteArray raw = QByteArray::fromHex(hex);
    for (int i = 0; i < raw.size(); ++i)
        b[at + i] = static_cast<std::uint8_t>(raw[i]);
}

wire::DataMessage mustEncode(const wire::Result<wire::DataMessage>& r) {
    if (!r)
        qFatal("encode failed: %s", r.error().c_str());
    return *r;
}

}  // namespace

class TestIometerWire : public QObject {
    Q_OBJECT

private slots:
    void sizes();
    void version();
    void purposeNames();
    void requestBytes_data();
    void requestBytes();
    void messageDecode();
    void capturedLogin();
    void loginRefusals();
    void testSpecLayout();
    void testSpecRefusals_data();
    void testSpecRefusals();
    void testSpecDecodeRefusals();
    void targetSpecOffsets();
    void targetSpecKeepsWhatItDoesNotOwn();
    void targetStrings();
    void targetLists();
    void workerResultsLayout();
    void managerResultsLayout();
    void resultRefusals();
    void latencyBins();
    void garbageNeverCrashes();
};

void TestIometerWire::sizes() {
    QCOMPARE(wire::kMessageBytes, std::size_t{8});
    QCOMPARE(wire::kDataMessageBytes, std::size_t{888840});
    QCOMPARE(wire::DataMessage().bytes().size(), std::size_t{888840});
    QCOMPARE(wire::DataMessage().payload().size(), std::size_t{888832});
    QCOMPARE(wire::kDataMessageBytes, std::size_t{2048 * 434 + 8});
    QCOMPARE(wire::kManagerInfoBytes, std::size_t{350});
    QCOMPARE(wire::kAccessSpecBytes, std::size_t{32});
    QCOMPARE(wire::kTestSpecBytes, std::size_t{3332});
    QCOMPARE(wire::kTargetSpecBytes, std::size_t{434});
    QCOMPARE(wire::kRawResultBytes, std::size_t{296});
    QCOMPARE(wire::kWorkerResultsBytes, std::size_t{606228});
    QCOMPARE(wire::kManagerResultsBytes, std::size_t{4640});
    QCOMPARE(wire::kMaxTargets, 2048);
    QCOMPARE(wire::kMaxAccessLines, 100);
    QCOMPARE(wire::kLatencyBins, 21);
    QCOMPARE(wire::kMaxWorkers, 128);
    QCOMPARE(wire::TargetSpec().bytes().size(), std::size_t{434});
}

void TestIometerWire::version() {
    QCOMPARE(wire::kVersion, 0x01000100);
    QCOMPARE(wire::versionText(wire::kVersion), std::string("1.1.0"));
    QCOMPARE(wire::versionText(0x01000102), std::string("1.1.2"));
    QVERIFY(wire::versionAccepted(0x01000100));
    QVERIFY(wire::versionAccepted(0x010001FF));   // the sub-minor is free
    QVERIFY(!wire::versionAccepted(0x01000200));  // 1.2
    QVERIFY(!wire::versionAccepted(0x02000100));  // 2.1
    QVERIFY(!wire::versionAccepted(20060727));    // a date-based pre-1.1 build
    QVERIFY(!wire::versionAccepted(0x01000000 | 20060727));
}

void TestIometerWire::purposeNames() {
    const std::vector<std::pair<std::int32_t, const char*>> all = {{0x10000001, "LOGIN"},
                                                                   {0x10000002, "ADD_WORKERS"},
                                                                   {0x10000003, "REPORT_TARGETS"},
                                                                   {0x10000004, "START"},
                                                                   {0x10000005, "BEGIN_IO"},
                                                                   {0x10000006, "RECORD_OFF"},
                                                                   {0x10000007, "STOP"},
                                                                   {0x10000008, "REPORT_RESULTS"},
                                                                   {0x10000009, "REPORT_UPDATE"},
                                                                   {0x1000000A, "STOP_PREPARE"},
                                                                   {0x1000000B, "SET_TARGETS"},
                                                                   {0x1000000C, "SET_ACCESS"},
                                                                   {0x1000000F, "LOGIN_OK"},
                                                                   {0x10000010, "WRONG_VERSION"},
                                                                   {0x00100001, "PREP_DISKS"},
                                                                   {0x01000001, "READY"},
                                                                   {0x01000002, "RECORD_ON"},
                                                                   {0x01000003, "RESET"},
                                                                   {0x01000004, "EXIT"}};
    for (const auto& [code, name] : all)
        QCOMPARE(wire::purposeName(code), name);
    QCOMPARE(wire::purposeName(0x12345678), "unknown");
    QCOMPARE(wire::purposeName(0), "unknown");
    QCOMPARE(wire::purposeName(0x1000000D), "unknown");
    QCOMPARE(wire::kAllManagers, -16);
    QCOMPARE(wire::kManager, -8);
    QCOMPARE(wire::kAllWorkers, -4);
    QCOMPARE(wire::kWorker, -2);
    // The reply classes, as the manager reads them.
    QVERIFY(static_cast<std::int32_t>(wire::Purpose::SetAccess) & wire::kReplyFilter);
    QVERIFY(static_cast<std::int32_t>(wire::Purpose::PrepDisks) & wire::kDelayReplyFilter);
    QVERIFY(static_cast<std::int32_t>(wire::Purpose::RecordOn) & wire::kNoReplyFilter);
    QVERIFY(!(static_cast<std::int32_t>(wire::Purpose::RecordOn) & wire::kReplyFilter));
}

void TestIometerWire::requestBytes_data() {
    QTest::addColumn<int>("purpose");
    QTest::addColumn<int>("data");
    QTest::addColumn<QByteArray>("hex");
    using P = wire::Purpose;
    QTest::newRow("LOGIN") << int(P::Login) << wire::kVersion << QByteArray("0100001000010001");
    QTest::newRow("LOGIN_OK") << int(P::Login) << int(P::LoginOk) << QByteArray("010000100f000010");
    QTest::newRow("WRONG_VERSION")
        << int(P::Login) << int(P::WrongVersion) << QByteArray("0100001010000010");
    QTest::newRow("ADD_WORKERS 1") << int(P::AddWorkers) << 1 << QByteArray("0200001001000000");
    QTest::newRow("REPORT_TARGETS")
        << int(P::ReportTargets) << wire::kManager << QByteArray("03000010f8ffffff");
    QTest::newRow("START") << int(P::Start) << wire::kAllWorkers << QByteArray("04000010fcffffff");
    QTest::newRow("RECORD_ON") << int(P::RecordOn) << wire::kAllWorkers
                               << QByteArray("02000001fcffffff");
    QTest::newRow("PREP_DISKS") << int(P::PrepDisks) << wire::kAllWorkers
                                << QByteArray("01001000fcffffff");
    QTest::newRow("EXIT") << int(P::Exit) << wire::kManager << QByteArray("04000001f8ffffff");
}

void TestIometerWire::requestBytes() {
    QFETCH(int, purpose);
    QFETCH(int, data);
    QFETCH(QByteArray, hex);
    const auto bytes = wire::Message::of(static_cast<wire::Purpose>(purpose), data).encode();
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(bytes.data()), 8).toHex(), hex);
    const auto back = wire::decodeMessage(bytes);
    QVERIFY(back.ok());
    QCOMPARE(back->purpose, purpose);
    QCOMPARE(back->data, data);
}

void TestIometerWire::messageDecode() {
    const Bytes seven(7, 0), nine(9, 0);
    QVERIFY(!wire::decodeMessage(seven).ok());
    QVERIFY(wire::decodeMessage(seven).error().find("Message") != std::string::npos);
    QVERIFY(!wire::decodeMessage(nine).ok());
    const Bytes raw{0x78, 0x56, 0x34, 0x12, 0xff, 0xff, 0xff, 0x7f};
    const auto m = wire::decodeMessage(raw);
    QVERIFY(m.ok());
    QCOMPARE(m->purpose, 0x12345678);
    QCOMPARE(m->data, 0x7fffffff);
    QVERIFY(!wire::DataMessage::fromBytes(Bytes(888839)).ok());
    QVERIFY(!wire::DataMessage::fromBytes(Bytes(888841)).ok());
    QVERIFY(wire::DataMessage::fromBytes(Bytes(888840)).ok());
}

// The captured login of the page: every byte of the whole Data_Message, the rest zero.
void TestIometerWire::capturedLogin() {
    wire::ManagerInfo info;
    info.version = "1.1.0";
    info.name = "testdyn";
    info.address = "127.0.0.1";
    info.port = 46645;
    info.processors = 2;
    info.timerResolution = 2.599998e9;
    const auto m = mustEncode(wire::encodeManagerInfo(info));
    const auto b = m.bytes();
    QCOMPARE(i32(b, 0), 888840);
    QCOMPARE(le(b, 0, 4), std::uint64_t{0x000d9008});
    QCOMPARE(i32(b, 4), 0);
    QCOMPARE(text(b, 8), std::string("1.1.0"));
    QCOMPARE(text(b, 88), std::string("testdyn"));
    QCOMPARE(text(b, 216), std::string("127.0.0.1"));
    QCOMPARE(le(b, 344, 2), std::uint64_t{46645});
    QCOMPARE(i32(b, 346), 2);
    QCOMPARE(f64(b, 350), 2.599998e9);

    Bytes expected(888840, 0);
    putHex(expected, 0x00, "08900d0000000000312e312e30");
    putHex(expected, 0x58, "7465737464796e00");
    putHex(expected, 0xd8, "3132372e302e302e31");
    // Port, processors, then the double 2.599998e9 = 00 00 00 46 1a 5f e3 41 at 350: the page's
    // dump of this line ("35b6 0200 0000 0046 1a5f e341") leaves out two of its zero bytes.
    putHex(expected, 0x158, "35b602000000000000461a5fe341");
    QVERIFY(std::equal(b.begin(), b.end(), expected.begin(), expected.end()));

    const auto back = wire::decodeManagerInfo(m);
    QVERIFY2(back.ok(), back.error().c_str());
    QVERIFY(*back == info);
    // The captured bytes decode as well.
    const auto captured = wire::DataMessage::fromBytes(expected);
    QVERIFY(captured.ok());
    QVERIFY(*wire::decodeManagerInfo(*captured) == info);
}

void TestIometerWire::loginRefusals() {
    wire::ManagerInfo info;
    info.name = "n";
    auto m = mustEncode(wire::encodeManagerInfo(info));
    m.setSize(888832);  // a dynamo built with another packing
    auto r = wire::decodeManagerInfo(m);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("size") != std::string::npos, r.error().c_str());

    m = mustEncode(wire::encodeManagerInfo(info));
    for (std::size_t i = 0; i < 128; ++i)
        m.bytes()[88 + i] = 'x';  // names[0] without its NUL
    r = wire::decodeManagerInfo(m);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("names[0]") != std::string::npos, r.error().c_str());

    info.address = std::string(128, 'a');  // 128 chars do not fit in char[128] with the NUL
    const auto e = wire::encodeManagerInfo(info);
    QVERIFY(!e.ok());
    QVERIFY2(e.error().find("names[1]") != std::string::npos, e.error().c_str());
    info.address = std::string(127, 'a');
    QVERIFY(wire::encodeManagerInfo(info).ok());
    QCOMPARE(wire::decodeManagerInfo(mustEncode(wire::encodeManagerInfo(info)))->address,
             info.address);
}

void TestIometerWire::testSpecLayout() {
    wire::TestSpec spec;
    spec.name = "mixed";
    spec.defaultAssignment = 3;
    spec.lines = {{60, 70, 80, 5, 6, 512, 1024, 4096}, {40, 0, 100, 0, 1, 0, 0, 65536}};
    const auto m = mustEncode(wire::encodeTestSpec(spec));
    const auto b = m.bytes();
    QCOMPARE(text(b, 8), std::string("mixed"));
    QCOMPARE(i32(b, 8 + 128), 3);
    const std::size_t a0 = 8 + 132, a1 = a0 + 32, a2 = a1 + 32;
    QCOMPARE(i32(b, a0 + 0), 60);
    QCOMPARE(i32(b, a0 + 4), 70);
    QCOMPARE(i32(b, a0 + 8), 80);
    QCOMPARE(i32(b, a0 + 12), 5);
    QCOMPARE(i32(b, a0 + 16), 6);
    QCOMPARE(le(b, a0 + 20, 4), std::uint64_t{512});
    QCOMPARE(le(b, a0 + 24, 4), std::uint64_t{1024});
    QCOMPARE(le(b, a0 + 28, 4), std::uint64_t{4096});
    QCOMPARE(i32(b, a1 + 0), 40);
    QCOMPARE(le(b, a1 + 28, 4), std::uint64_t{65536});
    QCOMPARE(i32(b, a2), -1);            // the list ends
    QCOMPARE(i32(b, a0 + 99 * 32), -1);  // and so does every unused entry
    const auto back = wire::decodeTestSpec(m);
    QVERIFY2(back.ok(), back.error().c_str());
    QVERIFY(*back == spec);

    // The idle spec: no lines, access[0].of_size -1.
    wire::TestSpec idle;
    idle.name = "Idle";
    const auto mi = mustEncode(wire::encodeTestSpec(idle));
    QCOMPARE(i32(mi.bytes(), a0), -1);
    QVERIFY(wire::decodeTestSpec(mi)->lines.empty());

    // 100 lines: no room for the -1, all read back.
    wire::TestSpec full;
    full.lines.assign(100, wire::AccessLine{1, 50, 50, 0, 1, 0, 0, 512});
    const auto mf = mustEncode(wire::encodeTestSpec(full));
    QCOMPARE(wire::decodeTestSpec(mf)->lines.size(), std::size_t{100});
}

void TestIometerWire::testSpecRefusals_data() {
    QTest::addColumn<int>("lines");
    QTest::addColumn<int>("ofSize");
    QTest::addColumn<int>("reads");
    QTest::addColumn<int>("random");
    QTest::addColumn<int>("nameChars");
    QTest::addColumn<QString>("word");
    QTest::newRow("sum 90") << 1 << 90 << 50 << 0 << 4 << "sums to 90";
    QTest::newRow("sum 110") << 2 << 55 << 50 << 0 << 4 << "sums to 110";
    QTest::newRow("reads 120") << 1 << 100 << 120 << 0 << 4 << "access[0].reads";
    QTest::newRow("random -5") << 1 << 100 << 0 << -5 << 4 << "access[0].random";
    QTest::newRow("of_size -1") << 2 << -1 << 0 << 0 << 4 << "access[0].of_size";
    QTest::newRow("101 lines") << 101 << 1 << 0 << 0 << 4 << "lines";
    QTest::newRow("name 128") << 1 << 100 << 0 << 0 << 128 << "Test_Spec.name";
}

void TestIometerWire::testSpecRefusals() {
    QFETCH(int, lines);
    QFETCH(int, ofSize);
    QFETCH(int, reads);
    QFETCH(int, random);
    QFETCH(int, nameChars);
    QFETCH(QString, word);
    wire::TestSpec spec;
    spec.name = std::string(nameChars, 'n');
    spec.lines.assign(lines, wire::AccessLine{ofSize, reads, random, 0, 1, 0, 0, 512});
    const auto r = wire::encodeTestSpec(spec);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find(word.toStdString()) != std::string::npos, r.error().c_str());
}

void TestIometerWire::testSpecDecodeRefusals() {
    wire::TestSpec spec;
    spec.lines = {{100, 0, 0, 0, 1, 0, 0, 512}};
    auto m = mustEncode(wire::encodeTestSpec(spec));
    setLe(m.bytes(), 8 + 132, 70, 4);  // of_size 70: the spec no longer sums to 100
    auto r = wire::decodeTestSpec(m);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("sums to 70") != std::string::npos, r.error().c_str());

    m = mustEncode(wire::encodeTestSpec(spec));
    setLe(m.bytes(), 8 + 132 + 4, 101, 4);  // reads 101 %
    r = wire::decodeTestSpec(m);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("access[0].reads") != std::string::npos, r.error().c_str());

    m = mustEncode(wire::encodeTestSpec(spec));
    for (std::size_t i = 0; i < 128; ++i)
        m.bytes()[8 + i] = 'x';
    r = wire::decodeTestSpec(m);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("Test_Spec.name") != std::string::npos, r.error().c_str());
}

// Each field at its documented offset in the 434 bytes: set, read back from the bytes.
void TestIometerWire::targetSpecOffsets() {
    wire::TargetSpec t;
    QVERIFY(t.setName("name-x").ok());
    QVERIFY(t.setActualName("/dev/actual").ok());
    QVERIFY(t.setBasicName("basic").ok());
    t.setReadOnly(true);
    t.setReserved(true);
    t.setTestConnectionRate(true);
    t.setType(wire::kLogicalDiskType | wire::kActiveType);
    t.setQueueDepth(0x01020304);
    t.setDataPattern(2);
    t.setTransPerConn(0x0a0b0c0d);
    t.setRandomSeed(0x1122334455667788ull);
    t.setUseFixedSeed(true);
    t.setFixedSeedValue(0x99aabbccddeeff01ull);
    wire::DiskSpec d;
    d.hasPartitions = true;
    d.notMounted = true;
    d.ready = true;
    d.sectorSize = 4096;
    d.maximumSize = 0x0000000500000007ull;
    d.startingSector = 0x0000000300000009ull;
    t.setDisk(d);
    const auto b = t.bytes();
    QCOMPARE(text(b, 0), std::string("name-x"));
    QCOMPARE(text(b, 80), std::string("/dev/actual"));
    QCOMPARE(text(b, 160), std::string("basic"));
    QCOMPARE(i32(b, 240), 1);
    QCOMPARE(i32(b, 244), 1);
    QCOMPARE(i32(b, 248), 1);
    QCOMPARE(le(b, 252, 4), std::uint64_t{0xCA000000});
    QCOMPARE(i32(b, 256 + 20), 1);
    QCOMPARE(i32(b, 256 + 24), 1);
    QCOMPARE(i32(b, 256 + 28), 1);
    QCOMPARE(i32(b, 256 + 32), 4096);
    QCOMPARE(le(b, 256 + 36, 8), std::uint64_t{0x0000000500000007ull});
    QCOMPARE(le(b, 256 + 44, 8), std::uint64_t{0x0000000300000009ull});
    QCOMPARE(i32(b, 402), 0x01020304);
    QCOMPARE(i32(b, 406), 2);
    QCOMPARE(i32(b, 410), 0x0a0b0c0d);
    QCOMPARE(le(b, 414, 8), std::uint64_t{0x1122334455667788ull});
    QCOMPARE(i32(b, 422), 1);
    QCOMPARE(le(b, 426, 8), std::uint64_t{0x99aabbccddeeff01ull});
    QVERIFY(t.disk() == d);
    QVERIFY(wire::isType(t.type(), wire::kLogicalDiskType));

    // The BOOLs one at a time: each sets its own 4 bytes and no other's.
    using Set = void (*)(wire::TargetSpec&);
    const std::vector<std::pair<std::size_t, Set>> bools{
        {240, [](wire::TargetSpec& s) { s.setReadOnly(true); }},
        {244, [](wire::TargetSpec& s) { s.setReserved(true); }},
        {248, [](wire::TargetSpec& s) { s.setTestConnectionRate(true); }},
        {256 + 20,
         [](wire::TargetSpec& s) {
             s.setDisk({true, false, false, 0, 0, 0});
         }},
        {256 + 24,
         [](wire::TargetSpec& s) {
             s.setDisk({false, true, false, 0, 0, 0});
         }},
        {256 + 28,
         [](wire::TargetSpec& s) {
             s.setDisk({false, false, true, 0, 0, 0});
         }},
        {422, [](wire::TargetSpec& s) { s.setUseFixedSeed(true); }}};
    for (const auto& [offset, set] : bools) {
        wire::TargetSpec one;
        set(one);
        for (std::size_t i = 0; i < 434; ++i)
            QCOMPARE(int(one.bytes()[i]), i == offset ? 1 : 0);
    }
    QVERIFY(wire::isType(t.type(), wire::kActiveType));
    QVERIFY(!wire::isType(t.type(), wire::kPhysicalDiskType));
    QVERIFY(wire::isType(wire::kPhysicalDiskHasPartitionsType, wire::kPhysicalDiskType));
    QVERIFY(!wire::isType(wire::kTcpServerType, wire::kTcpClientType));

    wire::TargetSpec n;
    n.setType(wire::kTcpClientType | wire::kActiveType);
    QVERIFY(n.setTcp({0x0000d431, "10.0.0.2", 0x0000beef}).ok());
    const auto nb = n.bytes();
    QCOMPARE(le(nb, 256, 4), std::uint64_t{0xd431});
    QCOMPARE(text(nb, 260), std::string("10.0.0.2"));
    QCOMPARE(le(nb, 256 + 84, 4), std::uint64_t{0xbeef});
    QVERIFY((n.tcp() == wire::TcpSpec{0xd431, "10.0.0.2", 0xbeef}));
    QVERIFY(n.check().ok());
}

void TestIometerWire::targetSpecKeepsWhatItDoesNotOwn() {
    // What the dynamo reported, with its own context in disk_reserved[] (+256..+275).
    Bytes reported(434, 0);
    for (std::size_t i = 0; i < 20; ++i)
        reported[256 + i] = static_cast<std::uint8_t>(0xA0 + i);
    const char* name = "/tmp/x";
    std::copy(name, name + 6, reported.begin());
    auto t = wire::TargetSpec::fromBytes(reported);
    QVERIFY(t.ok());
    auto d = t->disk();
    d.maximumSize = 16384;
    d.startingSector = 0;
    t->setDisk(d);
    t->setQueueDepth(4);
    t->setType(wire::kLogicalDiskType | wire::kActiveType);
    for (std::size_t i = 0; i < 20; ++i)
        QCOMPARE(t->bytes()[256 + i], std::uint8_t(0xA0 + i));
    QCOMPARE(t->name(), std::string("/tmp/x"));
    QVERIFY(!wire::TargetSpec::fromBytes(Bytes(433)).ok());
}

void TestIometerWire::targetStrings() {
    wire::TargetSpec t;
    QVERIFY(t.setName(std::string(79, 'a')).ok());
    QCOMPARE(t.name(), std::string(79, 'a'));
    const auto tooLong = t.setName(std::string(80, 'b'));
    QVERIFY(!tooLong.ok());
    QVERIFY2(tooLong.error().find("Target_Spec.name") != std::string::npos,
             tooLong.error().c_str());
    QCOMPARE(t.name(), std::string(79, 'a'));  // unchanged
    QVERIFY(!t.setActualName(std::string("a\0b", 3)).ok());
    QVERIFY(t.setName("short").ok());
    QCOMPARE(t.bytes()[5], std::uint8_t{0});  // the rest of the field padded with NULs
    QCOMPARE(t.bytes()[78], std::uint8_t{0});
    t.setType(wire::kTcpServerType);
    QVERIFY(!t.setTcp({1, std::string(80, 'c'), 2}).ok());

    // Reading never goes past the field: a name without its NUL reads as its 80 bytes.
    Bytes raw(434, 0);
    std::fill(raw.begin(), raw.begin() + 80, 'z');
    std::fill(raw.begin() + 80, raw.begin() + 90, 'y');
    const auto u = wire::TargetSpec::fromBytes(raw);
    QCOMPARE(u->name(), std::string(80, 'z'));
    QVERIFY(!u->check().ok());
    QVERIFY2(u->check().error().find("Target_Spec.name") != std::string::npos,
             u->check().error().c_str());
}

void TestIometerWire::targetLists() {
    std::vector<wire::TargetSpec> targets(3);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(targets[i].setName("t" + std::to_string(i)).ok());
        targets[i].setQueueDepth(i + 1);
    }
    targets[2].setType(wire::kTcpClientType);
    QVERIFY(targets[2].setTcp({0, "127.0.0.1", 0}).ok());
    auto m = mustEncode(wire::encodeTargets(targets));
    QCOMPARE(i32(m.bytes(), 4), 3);
    QCOMPARE(text(m.bytes(), 8 + 434), std::string("t1"));
    QCOMPARE(i32(m.bytes(), 8 + 2 * 434 + 402), 3);
    auto back = wire::decodeTargets(m);
    QVERIFY2(back.ok(), back.error().c_str());
    QVERIFY(*back == targets);

    for (const int bad : {-1, 2049, 0x7fffffff}) {
        m.setCount(bad);
        const auto r = wire::decodeTargets(m);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().find("count") != std::string::npos, r.error().c_str());
    }
    m.setCount(2048);
    QVERIFY(wire::decodeTargets(m).ok());  // the rest are zero: empty names
    m.setCount(3);
    std::fill_n(m.bytes().begin() + 8 + 434 + 80, 80, 'q');  // targets[1].actual_name unterminated
    const auto r = wire::decodeTargets(m);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("targets[1]") != std::string::npos &&
                 r.error().find("actual_name") != std::string::npos,
             r.error().c_str());
    std::fill_n(m.bytes().begin() + 8 + 434 + 80, 80, 0);
    std::fill_n(m.bytes().begin() + 8 + 2 * 434 + 260, 80, 'q');  // the TCP remote address
    QVERIFY(!wire::decodeTargets(m).ok());
    QVERIFY(!wire::encodeTargets(std::vector<wire::TargetSpec>(2049)).ok());
}

void TestIometerWire::workerResultsLayout() {
    wire::RawResult r;
    std::uint64_t v = 0x0100000000000001ull;
    for (auto* f : {&r.bytesRead, &r.bytesWritten, &r.readCount, &r.writeCount, &r.transactionCount,
                    &r.connectionCount, &r.maxRawReadLatency, &r.readLatencySum,
                    &r.maxRawWriteLatency, &r.writeLatencySum, &r.maxRawTransactionLatency,
                    &r.maxRawConnectionLatency, &r.transactionLatencySum, &r.connectionLatencySum})
        *f = v++;
    r.readErrors = 0xE1;
    r.writeErrors = 0xE2;
    r.counterTime = -7;
    for (int i = 0; i < 21; ++i)
        r.latencyBin[i] = 1000 + i;
    wire::WorkerResults w;
    w.time = {0x1111222233334444ull, 0x5555666677778888ull};
    w.targets = {wire::RawResult{}, r};
    const auto m = mustEncode(wire::encodeWorkerResults(w));
    const auto b = m.bytes();
    QCOMPARE(le(b, 8, 8), w.time[0]);
    QCOMPARE(le(b, 16, 8), w.time[1]);
    QCOMPARE(i32(b, 24), 2);
    const std::size_t at = 8 + 20 + 296;  // result[1]
    const std::vector<std::size_t> u64Offsets{0,  8,  16, 24, 32, 40,  56,
                                              64, 72, 80, 88, 96, 104, 112};
    v = 0x0100000000000001ull;
    for (const auto off : u64Offsets)
        QCOMPARE(le(b, at + off, 8), v++);
    QCOMPARE(le(b, at + 48, 4), std::uint64_t{0xE1});
    QCOMPARE(le(b, at + 52, 4), std::uint64_t{0xE2});
    QCOMPARE(static_cast<std::int64_t>(le(b, at + 120, 8)), std::int64_t{-7});
    for (int i = 0; i < 21; ++i)
        QCOMPARE(le(b, at + 128 + 8 * i, 8), std::uint64_t(1000 + i));
    QCOMPARE(le(b, at + 296, 8), std::uint64_t{0});  // nothing past the last result
    const auto back = wire::decodeWorkerResults(m);
    QVERIFY2(back.ok(), back.error().c_str());
    QVERIFY(*back == w);
}

void TestIometerWire::managerResultsLayout() {
    wire::ManagerResults r;
    r.timeCounter = {123456, 123556};
    r.cpus = {{1, 2, 3, 4, 5, 6}, {11.5, 12, 13, 14, 15, 16}};
    r.tcpRetransmitsPerSec = 2.5;
    r.interfaces = {{100, 1, 2}, {200, 3, 4}, {300, 5, 6}};
    const auto m = mustEncode(wire::encodeManagerResults(r));
    const auto b = m.bytes();
    QCOMPARE(static_cast<std::int64_t>(le(b, 8, 8)), std::int64_t{123456});
    QCOMPARE(static_cast<std::int64_t>(le(b, 16, 8)), std::int64_t{123556});
    QCOMPARE(i32(b, 8 + 16), 2);
    QCOMPARE(f64(b, 8 + 20), 1.0);
    QCOMPARE(f64(b, 8 + 20 + 6 * 8), 11.5);
    QCOMPARE(f64(b, 8 + 20 + (6 + 5) * 8), 16.0);
    QCOMPARE(f64(b, 8 + 3092), 2.5);
    QCOMPARE(i32(b, 8 + 3100), 3);
    QCOMPARE(f64(b, 8 + 3104), 100.0);
    QCOMPARE(f64(b, 8 + 3104 + (2 * 3 + 2) * 8), 6.0);
    QCOMPARE(8 + 3104 + 64 * 3 * 8, 8 + 4640);
    const auto back = wire::decodeManagerResults(m);
    QVERIFY2(back.ok(), back.error().c_str());
    QVERIFY(*back == r);
}

void TestIometerWire::resultRefusals() {
    wire::DataMessage m;
    setLe(m.bytes(), 8 + 16, 2049, 4);
    auto w = wire::decodeWorkerResults(m);
    QVERIFY(!w.ok());
    QVERIFY2(w.error().find("Worker_Results") != std::string::npos, w.error().c_str());
    setLe(m.bytes(), 8 + 16, 0xffffffff, 4);
    QVERIFY(!wire::decodeWorkerResults(m).ok());

    wire::DataMessage mr;
    setLe(mr.bytes(), 8 + 16, 65, 4);
    auto r = wire::decodeManagerResults(mr);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("cpu") != std::string::npos, r.error().c_str());
    setLe(mr.bytes(), 8 + 16, 1, 4);
    setLe(mr.bytes(), 8 + 3100, 0x80000000, 4);
    r = wire::decodeManagerResults(mr);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("ni_count") != std::string::npos, r.error().c_str());

    wire::ManagerResults many;
    many.cpus.resize(65);
    QVERIFY(!wire::encodeManagerResults(many).ok());
    many.cpus.resize(64);
    many.interfaces.resize(65);
    QVERIFY(!wire::encodeManagerResults(many).ok());
    wire::WorkerResults big;
    big.targets.resize(2049);
    QVERIFY(!wire::encodeWorkerResults(big).ok());
    big.targets.resize(2048);
    QVERIFY(wire::encodeWorkerResults(big).ok());
}

void TestIometerWire::latencyBins() {
    const std::array<double, 21> edges{0,      50e-6,  100e-6, 200e-6, 500e-6, 1e-3,  2e-3,
                                       5e-3,   10e-3,  15e-3,  20e-3,  30e-3,  50e-3, 100e-3,
                                       200e-3, 500e-3, 1.0,    2.0,    4.0,    5.0,   10.0};
    QVERIFY(wire::latencyBinEdges() == edges);
    for (int k = 0; k < 20; ++k) {
        QCOMPARE(wire::latencyBin(edges[k]), k);
        QCOMPARE(wire::latencyBin(edges[k + 1] * 0.999999), k);
    }
    QCOMPARE(wire::latencyBin(30e-6), 0);
    QCOMPARE(wire::latencyBin(75e-6), 1);
    QCOMPARE(wire::latencyBin(12e-3), 8);
    QCOMPARE(wire::latencyBin(9.99), 19);
    QCOMPARE(wire::latencyBin(10.0), -1);  // bin 20 is never counted
    QCOMPARE(wire::latencyBin(100.0), -1);
    QCOMPARE(wire::latencyBin(std::nan("")), -1);
    QCOMPARE(wire::latencyBin(-1e-9), 0);
}

// Bytes from nowhere: every decoder answers, value or error, without crashing (ASan and
// UBSan builds run this too).
void TestIometerWire::garbageNeverCrashes() {
    std::mt19937_64 rng(42);
    wire::DataMessage m;
    for (int round = 0; round < 8; ++round) {
        for (auto& byte : m.bytes())
            byte = static_cast<std::uint8_t>(rng());
        if (round % 2) {  // plausible counts, so that the loops run
            m.setCount(static_cast<std::int32_t>(rng() % 2049));
            setLe(m.bytes(), 8 + 16, rng() % 2049, 4);
        }
        (void)wire::decodeManagerInfo(m);
        (void)wire::decodeTestSpec(m);
        const auto t = wire::decodeTargets(m);
        if (t.ok())
            QVERIFY(t->size() <= 2048);
        else
            QVERIFY(!t.error().empty());
        (void)wire::decodeWorkerResults(m);
        (void)wire::decodeManagerResults(m);
    }
}

QTEST_APPLESS_MAIN(TestIometerWire)
#include "test_iometer_wire.moc"
