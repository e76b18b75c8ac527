// procfs parsers over canned text, cpuPercent arithmetic, and HostSampler over a folder of
// canned files written by the test (the ksystemstats TestLinuxCpu approach).

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QTemporaryDir>
#include <QtTest>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "workers/sampling/host_sampler.hpp"
#include "workers/sampling/proc_parsers.hpp"

using namespace iometry::sampling;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(iometry::sampling::CpuTimes)
Q_DECLARE_METATYPE(iometry::sampling::CpuPercent)

namespace {

// Real layout (kernel 6.1): aggregate + 2 cores with guest columns, then intr/ctxt/btime/...
constexpr std::string_view kProcStat =
    "cpu  2728692 1344 873911 46828483 16683 7 25195 311 175628 0\n"
    "cpu0 1393280 32966 572056 13343292 6130 3 17875 100 23933 0\n"
    "cpu1 1335454 41468 658208 13404155 3711 4 2112 211 51695 0\n"
    "intr 1462898 39 0 0 0 0 0 0 0 1 0 0 0 156 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"
    "ctxt 1990473\n"
    "btime 1062191376\n"
    "processes 2915\n"
    "procs_running 1\n"
    "procs_blocked 0\n"
    "softirq 183433 0 21755 12 39 0 0 0 96524 0 65103\n";

constexpr std::string_view kNetDev =
    "Inter-|   Receive                                                |  Transmit\n"
    " face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets "
    "errs drop fifo colls carrier compressed\n"
    "    lo: 2776770   11307    0    0    0     0          0         0  2776770   11307    "
    "0    0    0     0       0          0\n"
    "  eth0:1215645    2751    1    2    0     0          0         0  1782404    4324    3    "
    "4    0   427       0          0\n"
    "veth-a1b2@c.3: 100 2 0 0 0 0 0 0 200 4 0 0 0 0 0 0\n"
    " br-9f8e7d6c5b4a:     500     5    0    0    0     0          0         1      600     6  "
    "  0    0    0     0       0          0\n"
    "  wan0: 18446744073709551615 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n";

constexpr std::string_view kSelfStat =
    "12345 (my (weird) proc) S 1 12345 12345 0 -1 4194560 1234 0 5 0 678 90 0 0 20 0 4 0 "
    "123456 10000000 500 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n";

void writeFile(const std::filesystem::path& path, std::string_view text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

std::string statText(const CpuTimes& all, const CpuTimes& c0, const CpuTimes& c1,
                     std::uint64_t intr) {
    auto line = [](const char* name, const CpuTimes& t) {
        return std::string(name) + " " + std::to_string(t.user) + " " + std::to_string(t.nice) +
               " " + std::to_string(t.system) + " " + std::to_string(t.idle) + " " +
               std::to_string(t.iowait) + " " + std::to_string(t.irq) + " " +
               std::to_string(t.softirq) + " " + std::to_string(t.steal) + " 0 0\n";
    };
    return line("cpu ", all) + line("cpu0", c0) + line("cpu1", c1) + "intr " +
           std::to_string(intr) + " 1 2 3\nctxt 100\nbtime 1700000000\nprocesses 10\n";
}

std::string netDevText(std::uint64_t ethRx, std::uint64_t ethTx, std::uint64_t vethRx) {
    return "Inter-|   Receive |  Transmit\n"
           " face |bytes    packets errs drop fifo frame compressed multicast|bytes ...\n"
           "    lo: 10 1 0 0 0 0 0 0 10 1 0 0 0 0 0 0\n"
           "  eth0: " +
           std::to_string(ethRx) + " " + std::to_string(ethRx / 1000) + " 0 " +
           std::to_string(ethRx / 1'000'000) + " 0 0 0 0 " + std::to_string(ethTx) + " " +
           std::to_string(ethTx / 1000) + " 0 " + std::to_string(ethTx / 1'000'000) +
           " 0 0 0 0\n"
           "veth-a1b2@c.3:" +
           std::to_string(vethRx) + " 7 0 0 0 0 0 0 300 9 0 0 0 0 0 0\n";
}

std::string snmpText(std::uint64_t retrans) {
    // The layout of Linux 6.1's /proc/net/snmp (its Ip, Icmp and Tcp lines).
    return "Ip: Forwarding DefaultTTL InReceives InHdrErrors InAddrErrors ForwDatagrams\n"
           "Ip: 2 64 169762464 0 0 0\n"
           "Icmp: InMsgs InErrors\nIcmp: 3 0\n"
           "Tcp: RtoAlgorithm RtoMin RtoMax MaxConn ActiveOpens PassiveOpens AttemptFails "
           "EstabResets CurrEstab InSegs OutSegs RetransSegs InErrs OutRsts InCsumErrors\n"
           "Tcp: 1 200 120000 -1 25374 24888 461 1413 0 141541618 143029270 " +
           std::to_string(retrans) + " 22 2804 0\n"
           "Udp: InDatagrams NoPorts\nUdp: 5 6\n";
}

std::string selfStatText(std::uint64_t utime, std::uint64_t stime) {
    return "777 (iometry dynamo) R 1 777 777 0 -1 4194560 100 0 0 0 " + std::to_string(utime) +
           " " + std::to_string(stime) + " 0 0 20 0 3 0 5000 1000 100\n";
}

}  // namespace

class TestProcParsers : public QObject {
    Q_OBJECT

private slots:
    void procStatRealLayout();
    void procStatVariants();
    void procStatMalformed_data();
    void procStatMalformed();
    void cpuPercent_data();
    void cpuPercent();
    void netDev();
    void netDevMalformed();
    void pidStat_data();
    void pidStat();
    void pidStatMalformed_data();
    void pidStatMalformed();
    void diskstats();
    void samplerDisks();
    void samplerDeltas();
    void samplerAllInterfacesAndMissingFiles();
    void samplerRealProc();
    void snmpTcpRetrans();
    void samplerHostNet();
};

void TestProcParsers::procStatRealLayout() {
    const auto stat = parseProcStat(kProcStat);
    QVERIFY(stat.has_value());
    QCOMPARE(stat->all, (CpuTimes{2728692, 1344, 873911, 46828483, 16683, 7, 25195, 311}));
    QCOMPARE(stat->cores.size(), std::size_t{2});
    QCOMPARE(stat->cores[0], (CpuTimes{1393280, 32966, 572056, 13343292, 6130, 3, 17875, 100}));
    QCOMPARE(stat->cores[1], (CpuTimes{1335454, 41468, 658208, 13404155, 3711, 4, 2112, 211}));
    QCOMPARE(stat->interrupts, std::uint64_t{1462898});
    QCOMPARE(stat->contextSwitches, std::uint64_t{1990473});
}

void TestProcParsers::procStatVariants() {
    // Old kernels print four fields; no trailing newline; CRLF; tabs.
    auto s = parseProcStat("cpu 1 2 3 4");
    QVERIFY(s.has_value());
    QCOMPARE(s->all, (CpuTimes{1, 2, 3, 4, 0, 0, 0, 0}));
    QVERIFY(s->cores.empty());
    QCOMPARE(s->interrupts, std::uint64_t{0});

    s = parseProcStat("cpu\t1 2 3 4 5 6 7 8\r\nintr 99 1\r\nctxt 7\r\n");
    QVERIFY(s.has_value());
    QCOMPARE(s->all, (CpuTimes{1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(s->interrupts, std::uint64_t{99});
    QCOMPARE(s->contextSwitches, std::uint64_t{7});

    // An offline CPU is missing from the file: the others keep their numbers.
    s = parseProcStat("cpu 10 0 0 10\ncpu0 5 0 0 5\ncpu2 5 0 0 5\n");
    QVERIFY(s.has_value());
    QCOMPARE(s->cores.size(), std::size_t{3});
    QCOMPARE(s->cores[1], CpuTimes{});
    QCOMPARE(s->cores[2], (CpuTimes{5, 0, 0, 5, 0, 0, 0, 0}));

    // Bad core, intr and ctxt lines are skipped; the rest survives.
    s = parseProcStat(
        "cpu 1 2 3 4 5 6 7 8\n"
        "cpu0 1 1 1 1\n"
        "cpuX 1 2 3 4\n"
        "cpu1 1 2\n"
        "cpu99999999999 1 2 3 4\n"
        "cpu3 1 2 x 4\n"
        "cpu 9 9 9 9\n"
        "intr abc\n"
        "ctxt\n"
        "garbage line here\n");
    QVERIFY(s.has_value());
    QCOMPARE(s->all, (CpuTimes{1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(s->cores.size(), std::size_t{1});
    QCOMPARE(s->cores[0], (CpuTimes{1, 1, 1, 1, 0, 0, 0, 0}));
    QCOMPARE(s->interrupts, std::uint64_t{0});
    QCOMPARE(s->contextSwitches, std::uint64_t{0});
}

void TestProcParsers::procStatMalformed_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("whitespace") << QByteArray(" \n\t\n");
    QTest::newRow("garbage") << QByteArray("hello world\n\x01\x02\xff");
    QTest::newRow("no aggregate") << QByteArray("cpu0 1 2 3 4\nintr 5\n");
    QTest::newRow("letters") << QByteArray("cpu a b c d\n");
    QTest::newRow("too few") << QByteArray("cpu 1 2 3\n");
    QTest::newRow("negative") << QByteArray("cpu -1 2 3 4\n");
    QTest::newRow("overflow") << QByteArray("cpu 99999999999999999999 1 2 3\n");
    QTest::newRow("trailing junk") << QByteArray("cpu 1 2 3 4 5x\n");
    QTest::newRow("prefix only") << QByteArray("cpu");
    QTest::newRow("nul inside") << QByteArray("cpu 1 2\0 3 4\n", 13);
}

void TestProcParsers::procStatMalformed() {
    QFETCH(QByteArray, text);
    QVERIFY(!parseProcStat(std::string_view(text.constData(), text.size())).has_value());
}

void TestProcParsers::cpuPercent_data() {
    QTest::addColumn<CpuTimes>("before");
    QTest::addColumn<CpuTimes>("after");
    QTest::addColumn<CpuPercent>("expected");

    const CpuTimes base{1000, 100, 500, 9000, 50, 10, 20, 5};
    QTest::newRow("known deltas") << base << CpuTimes{1010, 105, 520, 9050, 55, 13, 22, 10}
                                  << CpuPercent{15, 20, 3, 2, 5, 5, 45};
    QTest::newRow("idle only") << base << CpuTimes{1000, 100, 500, 9400, 50, 10, 20, 5}
                               << CpuPercent{0, 0, 0, 0, 0, 0, 0};
    QTest::newRow("fully busy") << base << CpuTimes{1100, 100, 600, 9000, 50, 10, 20, 5}
                                << CpuPercent{50, 50, 0, 0, 0, 0, 100};
    QTest::newRow("no time passed") << base << base << CpuPercent{};
    QTest::newRow("idle went backwards") << base << CpuTimes{1050, 100, 550, 8990, 50, 10, 20, 5}
                                         << CpuPercent{50, 50, 0, 0, 0, 0, 100};
    QTest::newRow("counters reset") << base << CpuTimes{1, 0, 1, 2, 0, 0, 0, 0} << CpuPercent{};
    QTest::newRow("steal and iowait") << base << CpuTimes{1000, 100, 500, 9060, 70, 10, 20, 25}
                                      << CpuPercent{0, 0, 0, 0, 20, 20, 20};
}

void TestProcParsers::cpuPercent() {
    QFETCH(CpuTimes, before);
    QFETCH(CpuTimes, after);
    QFETCH(CpuPercent, expected);
    const CpuPercent got = iometry::sampling::cpuPercent(before, after);
    auto near = [](double a, double b) { return std::abs(a - b) < 1e-9; };
    QVERIFY(near(got.user, expected.user));
    QVERIFY(near(got.system, expected.system));
    QVERIFY(near(got.irq, expected.irq));
    QVERIFY(near(got.softirq, expected.softirq));
    QVERIFY(near(got.iowait, expected.iowait));
    QVERIFY(near(got.steal, expected.steal));
    QVERIFY(near(got.busy, expected.busy));
}

void TestProcParsers::netDev() {
    const auto nics = parseProcNetDev(kNetDev);
    QCOMPARE(nics.size(), std::size_t{5});
    QCOMPARE(nics[0], (NetDevCounters{"lo", 2776770, 11307, 0, 0, 2776770, 11307, 0, 0}));
    QCOMPARE(nics[1], (NetDevCounters{"eth0", 1215645, 2751, 1, 2, 1782404, 4324, 3, 4}));
    QCOMPARE(nics[2], (NetDevCounters{"veth-a1b2@c.3", 100, 2, 0, 0, 200, 4, 0, 0}));
    QCOMPARE(nics[3], (NetDevCounters{"br-9f8e7d6c5b4a", 500, 5, 0, 0, 600, 6, 0, 0}));
    QCOMPARE(nics[4], (NetDevCounters{"wan0", UINT64_MAX, 1, 2, 3, 8, 9, 10, 11}));
    QVERIFY(parseProcNetDev("").empty());
}

void TestProcParsers::netDevMalformed() {
    const auto nics = parseProcNetDev(
        "Inter-|   Receive |  Transmit\n"
        "line without a colon 1 2 3\n"
        ": 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
        "   : 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
        "short0: 1 2 3\n"
        "letter0: 1 2 x 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
        "neg0: 1 2 -3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
        "big0: 1 2 3 4 5 6 7 8 99999999999999999999 10 11 12 13 14 15 16\n"
        "good0: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
        "colon0: 1 2 3 4 5 6 7 8 9 10 11 12: 13 14 15 16\n"
        "good1:1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17");
    QCOMPARE(nics.size(), std::size_t{2});
    QCOMPARE(nics[0], (NetDevCounters{"good0", 1, 2, 3, 4, 9, 10, 11, 12}));
    QCOMPARE(nics[1], (NetDevCounters{"good1", 1, 2, 3, 4, 9, 10, 11, 12}));
}

void TestProcParsers::pidStat_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<quint64>("utime");
    QTest::addColumn<quint64>("stime");
    QTest::newRow("weird comm") << QByteArray(kSelfStat.data(), kSelfStat.size()) << quint64(678)
                                << quint64(90);
    QTest::newRow("plain") << QByteArray("1 (bash) S 0 1 1 0 -1 0 0 0 0 0 5 6 0 0 20 0 1 0 1\n")
                           << quint64(5) << quint64(6);
    QTest::newRow("comm with ') S 1 2'")
        << QByteArray("42 (x) S 1 2 3 4 5 6 7 8 9 10) R 1 42 42 0 -1 0 0 0 0 0 11 22 0 0\n")
        << quint64(11) << quint64(22);
    QTest::newRow("empty comm") << QByteArray("9 () Z 1 9 9 0 -1 0 0 0 0 0 0 0") << quint64(0)
                                << quint64(0);
    QTest::newRow("comm with newline")
        << QByteArray("9 (a\nb) S 1 9 9 0 -1 0 0 0 0 0 3 4 0 0\n") << quint64(3) << quint64(4);
}

void TestProcParsers::pidStat() {
    QFETCH(QByteArray, text);
    QFETCH(quint64, utime);
    QFETCH(quint64, stime);
    const auto cpu = parseProcPidStat(std::string_view(text.constData(), text.size()));
    QVERIFY(cpu.has_value());
    QCOMPARE(quint64(cpu->utimeTicks), utime);
    QCOMPARE(quint64(cpu->stimeTicks), stime);
}

void TestProcParsers::pidStatMalformed_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("no parens") << QByteArray("1 bash S 0 1 1 0 -1 0 0 0 0 0 5 6 0 0\n");
    QTest::newRow("no close") << QByteArray("1 (bash S 0 1 1 0 -1 0 0 0 0 0 5 6 0 0\n");
    QTest::newRow("reversed") << QByteArray("1 )bash( S 0 1 1 0 -1 0 0 0 0 0 5 6 0 0\n");
    QTest::newRow("no pid") << QByteArray("(bash) S 0 1 1 0 -1 0 0 0 0 0 5 6 0 0\n");
    QTest::newRow("truncated") << QByteArray("1 (bash) S 0 1 1 0 -1 0 0 0 0 0 5\n");
    QTest::newRow("letters") << QByteArray("1 (bash) S 0 1 1 0 -1 0 0 0 0 0 5x 6 0 0\n");
    QTest::newRow("negative") << QByteArray("1 (bash) S 0 1 1 0 -1 0 0 0 0 0 -5 6 0 0\n");
    QTest::newRow("only comm") << QByteArray("1 (bash)");
}

void TestProcParsers::pidStatMalformed() {
    QFETCH(QByteArray, text);
    QVERIFY(!parseProcPidStat(std::string_view(text.constData(), text.size())).has_value());
}

void TestProcParsers::diskstats() {
    // A 6.x kernel's lines (discard and flush fields at the end), a 4.x one's without
    // them, and lines to skip: too short, a counter that is not a number.
    const char* text =
        " 254       0 vda 120336 31 9461186 51218 1048229 288390 28133778 1201180 0 597624 1299770 0 0 0 0 44563 47371\n"
        " 254       1 vda1 120000 31 9460000 51000 1048000 288390 28133000 1200000 2 597000 1299000\n"
        "   7       0 loop0 12 0 96 1\n"
        "   8       0 sda 1 2 x 4 5 6 7 8 9 10 11\n";
    const auto disks = parseProcDiskstats(text);
    QCOMPARE(disks.size(), std::size_t{2});
    QCOMPARE(disks[0].device(), std::string("254:0"));
    QCOMPARE(disks[0].name, std::string("vda"));
    QCOMPARE(disks[0].reads, std::uint64_t{120336});
    QCOMPARE(disks[0].sectorsRead, std::uint64_t{9461186});
    QCOMPARE(disks[0].writes, std::uint64_t{1048229});
    QCOMPARE(disks[0].sectorsWritten, std::uint64_t{28133778});
    QCOMPARE(disks[0].ioMs, std::uint64_t{597624});
    QCOMPARE(disks[0].weightedMs, std::uint64_t{1299770});
    QCOMPARE(disks[1].name, std::string("vda1"));
    QCOMPARE(disks[1].weightedMs, std::uint64_t{1299000});
}

void TestProcParsers::samplerDisks() {
    // Only the devices asked for, in that order; deltas in bytes (sectors are 512 bytes
    // whatever the device's block) and milliseconds.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path root = dir.path().toStdString();
    auto line = [](int minor, const char* name, int reads, int sectors, int writes, int written,
                   int ioMs, int weighted) {
        return "254 " + std::to_string(minor) + " " + name + " " + std::to_string(reads) + " 0 " +
               std::to_string(sectors) + " 0 " + std::to_string(writes) + " 0 " +
               std::to_string(written) + " 0 0 " + std::to_string(ioMs) + " " +
               std::to_string(weighted) + "\n";
    };
    writeFile(root / "diskstats", line(0, "vda", 100, 800, 10, 80, 1000, 2000) +
                                      line(1, "vda1", 50, 400, 5, 40, 500, 900));
    HostSampler sampler(root, {"-"}, {"254:1", "254:9"});
    const auto t0 = std::chrono::steady_clock::time_point{} + 1000s;
    QVERIFY(sampler.sample(t0).disks.empty());
    writeFile(root / "diskstats", line(0, "vda", 999, 9999, 99, 999, 9999, 9999) +
                                      line(1, "vda1", 1050, 8400, 15, 120, 1250, 4900));
    const HostSample s = sampler.sample(t0 + 1s);
    QCOMPARE(s.disks.size(), std::size_t{1});  // 254:9 does not exist; vda not asked for
    QCOMPARE(s.disks[0].name, std::string("vda1"));
    QCOMPARE(s.disks[0].device, std::string("254:1"));
    QCOMPARE(s.disks[0].reads, std::uint64_t{1000});
    QCOMPARE(s.disks[0].readBytes, std::uint64_t{8000 * 512});
    QCOMPARE(s.disks[0].writes, std::uint64_t{10});
    QCOMPARE(s.disks[0].writeBytes, std::uint64_t{80 * 512});
    QCOMPARE(s.disks[0].ioMs, std::uint64_t{750});
    QCOMPARE(s.disks[0].weightedMs, std::uint64_t{4000});
    const auto j = s.toJson();
    QCOMPARE(j["disks"][0]["read_bytes"].get<std::uint64_t>(), std::uint64_t{8000 * 512});
    // Without devices asked for, samples say nothing of disks.
    HostSampler none(root, {"-"});
    none.sample(t0);
    QVERIFY(!none.sample(t0 + 1s).toJson().contains("disks"));
}

void TestProcParsers::samplerDeltas() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path root = dir.path().toStdString();
    const long ticks = ::sysconf(_SC_CLK_TCK);
    QVERIFY(ticks > 0);

    const CpuTimes all0{1000, 100, 500, 9000, 50, 10, 20, 5};
    const CpuTimes core0a{500, 50, 250, 4500, 25, 5, 10, 2};
    const CpuTimes core1a{500, 50, 250, 4500, 25, 5, 10, 3};
    writeFile(root / "stat", statText(all0, core0a, core1a, 1'000'000));
    writeFile(root / "net" / "dev", netDevText(5'000'000, 7'000'000, 1000));
    writeFile(root / "self" / "stat", selfStatText(200, 100));

    HostSampler sampler(root, {"eth0", "veth-a1b2@c.3", "absent0"});
    const auto t0 = std::chrono::steady_clock::time_point{} + 1000s;

    const HostSample first = sampler.sample(t0);
    QCOMPARE(first.intervalS, 0.0);
    QCOMPARE(first.all, CpuPercent{});
    QVERIFY(first.cores.empty());
    QCOMPARE(first.processCpuPct, 0.0);
    QCOMPARE(first.interruptsPerS, 0.0);
    QVERIFY(first.nics.empty());

    // Over 2 s: all CPUs +1000 ticks (user 100, nice 50, system 100, idle 690, iowait 20,
    // irq 10, softirq 20, steal 10); core 0 +500 (user 100, idle 400); 5000 interrupts;
    // the process +30 utime, +10 stime; eth0 +1 MB rx, +2 MB tx; veth's rx went backwards.
    const CpuTimes all1{1100, 150, 600, 9690, 70, 20, 40, 15};
    const CpuTimes core0b{600, 50, 250, 4900, 25, 5, 10, 2};
    const CpuTimes core1b{500, 50, 250, 4500, 25, 5, 10, 3};
    writeFile(root / "stat", statText(all1, core0b, core1b, 1'005'000));
    writeFile(root / "net" / "dev", netDevText(6'000'000, 9'000'000, 10));
    writeFile(root / "self" / "stat", selfStatText(230, 110));

    const HostSample second = sampler.sample(t0 + 2s);
    QCOMPARE(second.intervalS, 2.0);
    auto near = [](double a, double b) { return std::abs(a - b) < 1e-9; };
    QVERIFY(near(second.all.user, 15));
    QVERIFY(near(second.all.system, 10));
    QVERIFY(near(second.all.irq, 1));
    QVERIFY(near(second.all.softirq, 2));
    QVERIFY(near(second.all.iowait, 2));
    QVERIFY(near(second.all.steal, 1));
    QVERIFY(near(second.all.busy, 29));
    QCOMPARE(second.cores.size(), std::size_t{2});
    QVERIFY(near(second.cores[0].user, 20));
    QVERIFY(near(second.cores[0].busy, 20));
    QCOMPARE(second.cores[1], CpuPercent{});  // no ticks at all: all zero
    QVERIFY(near(second.interruptsPerS, 2500));
    QVERIFY(near(second.processCpuPct, 40.0 / static_cast<double>(ticks) / 2.0 * 100.0));

    QCOMPARE(second.nics.size(), std::size_t{2});  // absent0 is not reported
    QCOMPARE(second.nics[0].name, std::string("eth0"));
    QCOMPARE(second.nics[0].rxBytes, std::uint64_t{1'000'000});
    QCOMPARE(second.nics[0].txBytes, std::uint64_t{2'000'000});
    QCOMPARE(second.nics[0].rxPackets, std::uint64_t{1'000});
    QCOMPARE(second.nics[0].txPackets, std::uint64_t{2'000});
    QCOMPARE(second.nics[0].rxDrops, std::uint64_t{1});
    QCOMPARE(second.nics[0].txDrops, std::uint64_t{2});
    QCOMPARE(second.nics[1].name, std::string("veth-a1b2@c.3"));
    QCOMPARE(second.nics[1].rxBytes, std::uint64_t{0});  // went backwards
    QCOMPARE(second.nics[1].txBytes, std::uint64_t{0});  // unchanged

    const auto j = second.toJson();
    QCOMPARE(j.at("interval_s").get<double>(), 2.0);
    QVERIFY(near(j.at("cpu").at("busy").get<double>(), 29));
    QCOMPARE(j.at("cores").size(), std::size_t{2});
    QVERIFY(near(j.at("interrupts_per_s").get<double>(), 2500));
    QVERIFY(j.at("process_cpu_pct").is_number());
    QCOMPARE(j.at("nics").size(), std::size_t{2});
    QCOMPARE(j.at("nics")[0].at("name").get<std::string>(), std::string("eth0"));
    QCOMPARE(j.at("nics")[0].at("rx_bytes").get<std::uint64_t>(), std::uint64_t{1'000'000});
    QCOMPARE(j.at("nics")[0].at("tx_drops").get<std::uint64_t>(), std::uint64_t{2});

    // Everything goes backwards (counters reset): deltas and rates are 0, never huge.
    writeFile(root / "stat", statText(all0, core0a, core1a, 10));
    writeFile(root / "net" / "dev", netDevText(1'000, 2'000, 5));
    writeFile(root / "self" / "stat", selfStatText(1, 1));
    const HostSample third = sampler.sample(t0 + 3s);
    QCOMPARE(third.intervalS, 1.0);
    QCOMPARE(third.all, CpuPercent{});
    QCOMPARE(third.interruptsPerS, 0.0);
    QCOMPARE(third.processCpuPct, 0.0);
    QCOMPARE(third.nics.size(), std::size_t{2});
    for (const auto& nic : third.nics) {
        QCOMPARE(nic.rxBytes, std::uint64_t{0});
        QCOMPARE(nic.txBytes, std::uint64_t{0});
        QCOMPARE(nic.rxPackets, std::uint64_t{0});
        QCOMPARE(nic.txPackets, std::uint64_t{0});
    }

    // And they count again from the new base.
    writeFile(root / "stat", statText(all1, core0b, core1b, 510));
    const HostSample fourth = sampler.sample(t0 + 4s);
    QVERIFY(near(fourth.all.busy, 29));
    QVERIFY(near(fourth.interruptsPerS, 500));

    // The same instant twice: no division by zero, rates stay 0.
    const HostSample fifth = sampler.sample(t0 + 4s);
    QCOMPARE(fifth.intervalS, 0.0);
    QCOMPARE(fifth.interruptsPerS, 0.0);
    QCOMPARE(fifth.processCpuPct, 0.0);
}

void TestProcParsers::samplerAllInterfacesAndMissingFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path root = dir.path().toStdString();
    const auto t0 = std::chrono::steady_clock::time_point{} + 50s;

    // Nothing there at all: empty, valid samples.
    HostSampler empty(root / "nothing");
    QCOMPARE(empty.sample(t0).intervalS, 0.0);
    const HostSample none = empty.sample(t0 + 1s);
    QCOMPARE(none.intervalS, 1.0);
    QCOMPARE(none.all, CpuPercent{});
    QVERIFY(none.cores.empty());
    QVERIFY(none.nics.empty());

    // No interface list: every interface, in file order.
    writeFile(root / "net" / "dev", netDevText(100, 200, 300));
    writeFile(root / "stat", "this is not /proc/stat\n");
    HostSampler all(root);
    all.sample(t0);
    writeFile(root / "net" / "dev", netDevText(150, 260, 310));
    const HostSample s = all.sample(t0 + 1s);
    QCOMPARE(s.nics.size(), std::size_t{3});
    QCOMPARE(s.nics[0].name, std::string("lo"));
    QCOMPARE(s.nics[1].name, std::string("eth0"));
    QCOMPARE(s.nics[1].rxBytes, std::uint64_t{50});
    QCOMPARE(s.nics[1].txBytes, std::uint64_t{60});
    QCOMPARE(s.nics[2].name, std::string("veth-a1b2@c.3"));
    QCOMPARE(s.nics[2].rxBytes, std::uint64_t{10});
    QCOMPARE(s.all, CpuPercent{});  // unparseable stat: zeros, no crash

    // A file that becomes readable later re-primes first, then reports.
    writeFile(root / "stat", statText(CpuTimes{1, 0, 0, 1}, CpuTimes{}, CpuTimes{}, 0));
    QCOMPARE(all.sample(t0 + 2s).all, CpuPercent{});
    writeFile(root / "stat", statText(CpuTimes{2, 0, 0, 2}, CpuTimes{}, CpuTimes{}, 0));
    QCOMPARE(all.sample(t0 + 3s).all.busy, 50.0);
}

void TestProcParsers::samplerRealProc() {
    if (!std::filesystem::exists("/proc/stat")) {
        QSKIP("no /proc here");
    }
    HostSampler sampler;
    const auto t0 = std::chrono::steady_clock::now();
    sampler.sample(t0);
    volatile double sink = 0;
    for (int i = 0; i < 2'000'000; ++i) {
        sink = sink + std::sqrt(static_cast<double>(i));
    }
    const HostSample s = sampler.sample(t0 + 100ms);
    QVERIFY(s.all.busy >= 0 && s.all.busy <= 100.0 + 1e-9);
    QVERIFY(s.processCpuPct >= 0);
    QVERIFY(!s.cores.empty());
    QVERIFY(!s.nics.empty());  // at least lo
    QVERIFY(s.net);

    // The host's packets against ground truth: 200 datagrams sent to ourselves on loopback
    // cross lo twice each (sent and received); other traffic on the host can only add.
    const int fd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    QVERIFY(fd >= 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    QVERIFY(::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
    socklen_t len = sizeof a;
    QVERIFY(::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0);
    const auto t1 = std::chrono::steady_clock::now();
    sampler.sample(t1);
    char byte = 1;
    for (int i = 0; i < 200; ++i)
        QVERIFY(::sendto(fd, &byte, 1, 0, reinterpret_cast<sockaddr*>(&a), sizeof a) == 1);
    ::close(fd);
    const HostSample after = sampler.sample(t1 + 10ms);
    QVERIFY(after.net);
    QVERIFY2(after.net->packets >= 400, std::to_string(after.net->packets).c_str());
}

void TestProcParsers::snmpTcpRetrans() {
    QCOMPARE(parseProcNetSnmpTcpRetrans(snmpText(48680)), std::optional<std::uint64_t>(48680));
    // No Tcp lines, names without values, no such column, a value that is not a count.
    QCOMPARE(parseProcNetSnmpTcpRetrans("Ip: Forwarding\nIp: 2\n"), std::nullopt);
    QCOMPARE(parseProcNetSnmpTcpRetrans("Tcp: RtoAlgorithm RetransSegs\n"), std::nullopt);
    QCOMPARE(parseProcNetSnmpTcpRetrans("Tcp: RtoAlgorithm InSegs\nTcp: 1 2\n"), std::nullopt);
    QCOMPARE(parseProcNetSnmpTcpRetrans("Tcp: RtoAlgorithm RetransSegs\nTcp: 1 -3\n"), std::nullopt);
    QCOMPARE(parseProcNetSnmpTcpRetrans("Tcp: RtoAlgorithm RetransSegs\nTcp: 1\n"), std::nullopt);
    QCOMPARE(parseProcNetSnmpTcpRetrans(""), std::nullopt);
}

void TestProcParsers::samplerHostNet() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path root = dir.path().toStdString();
    const auto t0 = std::chrono::steady_clock::time_point{} + 10s;
    auto dev = [](std::uint64_t ethPackets, std::uint64_t ethErrors, bool tun) {
        const std::string p = std::to_string(ethPackets), e = std::to_string(ethErrors);
        return std::string("Inter-|   Receive |  Transmit\n face |bytes packets errs ...\n") +
               "    lo: 10 " + p + " 0 0 0 0 0 0 10 " + p + " 0 0 0 0 0 0\n" +
               "  eth0: 99 " + p + " " + e + " 0 0 0 0 0 99 " + p + " " + e + " 0 0 0 0 0\n" +
               (tun ? "  tun0: 1 500 9 0 0 0 0 0 1 500 9 0 0 0 0 0\n" : "");
    };
    writeFile(root / "net" / "dev", dev(1000, 5, false));
    writeFile(root / "net" / "snmp", snmpText(100));
    HostSampler sampler(root, {"eth0"});  // one data interface watched; the host's net is every one
    QVERIFY(!sampler.sample(t0).net);     // priming: nothing yet

    // lo and eth0 +250 packets each way, eth0 +3 errors each way; tun0 appeared (its counts
    // since then unknown: nothing); TCP +7 retransmissions.
    writeFile(root / "net" / "dev", dev(1250, 8, true));
    writeFile(root / "net" / "snmp", snmpText(107));
    const HostSample s = sampler.sample(t0 + 1s);
    QVERIFY(s.net);
    QCOMPARE(s.net->packets, std::uint64_t{1000});
    QCOMPARE(s.net->errors, std::uint64_t{6});
    QCOMPARE(s.net->tcpRetrans, std::uint64_t{7});
    QCOMPARE(s.nics.size(), std::size_t{1});  // the watched list is unchanged
    const auto j = s.toJson();
    QCOMPARE(j.at("net").at("packets").get<std::uint64_t>(), std::uint64_t{1000});
    QCOMPARE(j.at("net").at("errors").get<std::uint64_t>(), std::uint64_t{6});
    QCOMPARE(j.at("net").at("tcp_retrans").get<std::uint64_t>(), std::uint64_t{7});
    QCOMPARE(iometry::results::HostNet::fromJson(j.at("net")), *s.net);

    // Now tun0 counts; counters that went backwards (a reset) add 0; snmp unreadable: no
    // retransmissions known, 0.
    writeFile(root / "net" / "dev", dev(1000, 8, true) + "");
    std::filesystem::remove(root / "net" / "snmp");
    const HostSample t = sampler.sample(t0 + 2s);
    QVERIFY(t.net);
    QCOMPARE(t.net->packets, std::uint64_t{0});
    QCOMPARE(t.net->tcpRetrans, std::uint64_t{0});
    writeFile(root / "net" / "dev", "garbage\n");
    QVERIFY(sampler.sample(t0 + 3s).net);  // no interfaces left to count: 0 packets, still known
    std::filesystem::remove(root / "net" / "dev");
    QVERIFY(!sampler.sample(t0 + 4s).net);  // /proc/net/dev unreadable: unknown, not 0
}

QTEST_APPLESS_MAIN(TestProcParsers)
#include "test_proc_parsers.moc"
