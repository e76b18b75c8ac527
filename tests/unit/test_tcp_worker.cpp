// The TCP engine (workers/tcp/): pairs run on loopback through the Worker interface. A
// stream's receiving end reads whatever has arrived and counts the requests it completes:
// its count and its bytes agree with the sequence both ends walk, at every request
// boundary, with a thread per lane and in the event loops that many connections run in
// (docs/architecture.md, "Threads and priorities"); those loops keep a stream of many
// connections on a few threads. The receiving end leaves bytes below its low-water mark
// queued until more arrive (workers/tcp/bulk_receive.hpp). Paced requests keep their rate
// at 1 and 4 in flight, and a partner that stalls is charged to every request it held back
// (docs/metrics.md, "Paced requests").

#include <QtTest>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <linux/sockios.h>

#include <netinet/tcp.h>

#include <cmath>
#include <fstream>
#include <thread>

#include "tests/unit/paced_run.hpp"
#include "tests/unit/pair_run.hpp"
#include "engine/plan/plan_json.hpp"
#include "workers/op_sequence.hpp"
#include "workers/tcp/bulk_receive.hpp"

using iometry::model::AccessSpec;
using iometry::results::Counters;
using iometry::test::PairRun;
using iometry::test::runPair;
using iometry::workers::WorkerDelta;
using iometry::workers::OpSequence;
using iometry::workers::receiveArrived;
using iometry::workers::setReceiveMark;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

const std::string kCookie = "0123456789abcdef0123456789abcdef";
constexpr std::uint64_t kSeed = 21;

// Two lines of odd sizes, so that request boundaries fall anywhere in a read.
json oddLines(int read) {
    return json::array({{{"size", 1000}, {"share", 70}, {"read", read}},
                        {{"size", 37}, {"share", 30}, {"read", read}}});
}

json tcpEntry(const char* role, int read, int outstanding, json lines = {}) {
    return {{"name", "t"},
            {"kind", "tcp"},
            {"id", 0},
            {"role", role},
            {"local", "127.0.0.1"},
            {"remote", "127.0.0.1"},
            {"cookie", kCookie},
            {"outstanding", outstanding},
            {"seed", kSeed},
            {"spec", {{"name", "s"}, {"lines", lines.is_null() ? oddLines(read) : lines}}}};
}

AccessSpec specOf(const json& entry) {
    std::vector<iometry::model::PlanProblem> problems;
    return iometry::model::parseAccessSpec(nlohmann::ordered_json(entry["spec"]), "spec", problems);
}

/**
 * Checks one connection's counters against its sequence: the first `ops` requests of this
 * end's direction add up to at most the bytes counted, and the next one is not whole.
 */
QString boundaryProblem(const json& entry, bool partner, std::uint64_t seed, bool reads,
                        std::uint64_t ops, std::uint64_t bytes) {
    OpSequence sequence(specOf(entry), seed, partner);
    std::uint64_t whole = 0;
    for (std::uint64_t i = 0; i < ops;) {
        const auto op = sequence.next();
        if (op.read != reads) continue;
        whole += op.size;
        ++i;
    }
    std::uint64_t next = 0;
    while (next == 0) {
        const auto op = sequence.next();
        if (op.read == reads) next = op.size;
    }
    if (whole <= bytes && bytes < whole + next) return {};
    return QString("%1 requests are %2 bytes, the next %3; counted %4 bytes")
        .arg(ops).arg(whole).arg(next).arg(bytes);
}

int threadsOfThisProcess() {
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key)
        if (key == "Threads:") {
            int n = 0;
            status >> n;
            return n;
        }
    return -1;
}

/** The most threads this process had while it lived, looked at every 20 ms by one more. */
class ThreadPeak {
public:
    ThreadPeak() : m_before(threadsOfThisProcess()) {
        m_watcher = std::thread([this] {
            while (!m_done) {
                m_most = std::max(m_most.load(), threadsOfThisProcess());
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        });
    }
    ~ThreadPeak() { stop(); }
    /** Threads before it began, not counting its watcher. */
    int before() const { return m_before; }
    /** Stops looking; the most threads seen, its watcher's among them. */
    int most() {
        stop();
        return m_most;
    }

private:
    void stop() {
        m_done = true;
        if (m_watcher.joinable()) m_watcher.join();
    }
    const int m_before;
    std::atomic<int> m_most{0};
    std::atomic<bool> m_done{false};
    std::thread m_watcher;
};

/** A connected TCP pair over 127.0.0.1: {sender, receiver}; {-1, -1} on failure. */
std::pair<int, int> loopbackPair() {
    const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof addr;
    const int sender = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    int receiver = -1;
    if (::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 &&
        ::listen(listener, 1) == 0 &&
        ::getsockname(listener, reinterpret_cast<sockaddr*>(&addr), &length) == 0 &&
        ::connect(sender, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0)
        receiver = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
    ::close(listener);
    if (receiver < 0) {
        ::close(sender);
        return {-1, -1};
    }
    return {sender, receiver};
}

int queuedBytes(int fd) {
    int queued = -1;
    return ::ioctl(fd, SIOCINQ, &queued) == 0 ? queued : -1;
}

int cpusOfThisProcess() {
    cpu_set_t set;
    CPU_ZERO(&set);
    return sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
}

/**
 * While it lives, the calling thread (and the threads it starts: a worker's runner and its
 * lanes) may use no more than two of the CPUs it had: a stream of 8 lanes is then more lanes
 * than CPUs on any machine, and runs in event loops, one per CPU (tcp_worker.hpp).
 */
class TwoCpusAtMost {
public:
    TwoCpusAtMost() {
        CPU_ZERO(&m_before);
        m_restore = sched_getaffinity(0, sizeof m_before, &m_before) == 0;
        if (!m_restore) return;
        cpu_set_t two;
        CPU_ZERO(&two);
        for (int cpu = 0, kept = 0; cpu < CPU_SETSIZE && kept < 2; ++cpu)
            if (CPU_ISSET(cpu, &m_before)) {
                CPU_SET(cpu, &two);
                ++kept;
            }
        m_restore = sched_setaffinity(0, sizeof two, &two) == 0;
    }
    ~TwoCpusAtMost() {
        if (m_restore) sched_setaffinity(0, sizeof m_before, &m_before);
    }
    TwoCpusAtMost(const TwoCpusAtMost&) = delete;
    TwoCpusAtMost& operator=(const TwoCpusAtMost&) = delete;

private:
    cpu_set_t m_before;
    bool m_restore = false;
};

}  // namespace

class TestTcpWorker : public QObject {
    Q_OBJECT

    // A one-way stream of `outstanding` connections for a while: on each, what the
    // receiver counted and what the sender counted fall on the sequence's boundaries, and
    // the receiver has no more than was sent.
    void checkOneWay(int outstanding, const json& lines = {}, std::uint64_t least = 100) {
        const json holder = tcpEntry("holder", 0, outstanding, lines);  // the holder sends
        const json partner = tcpEntry("partner", 0, outstanding, lines);
        const PairRun r = runPair(holder, partner, 0.5);
        QVERIFY(r.holderErrors.empty());
        QVERIFY2(r.partnerErrors.empty(), r.partnerErrors.empty() ? "" : r.partnerErrors.front().c_str());
        std::vector<Counters> sent = r.holder.connections, got = r.partner.connections;
        if (outstanding == 1) {
            sent = {r.holder.counters};
            got = {r.partner.counters};
        }
        QCOMPARE(sent.size(), std::size_t(outstanding));
        QCOMPARE(got.size(), std::size_t(outstanding));
        for (int i = 0; i < outstanding; ++i) {
            const std::uint64_t seed = kSeed + static_cast<std::uint64_t>(i);
            QVERIFY2(got[i].readOps >= least, qPrintable(QString("connection %1: %2 requests").arg(i).arg(got[i].readOps)));
            QCOMPARE(got[i].writeOps, 0u);
            QVERIFY(got[i].readOps <= sent[i].writeOps);
            QVERIFY(got[i].bytesRead <= sent[i].bytesWritten);
            const QString received = boundaryProblem(partner, true, seed, true, got[i].readOps, got[i].bytesRead);
            QVERIFY2(received.isEmpty(), qPrintable(QString("connection %1 received: ").arg(i) + received));
            const QString sentProblem = boundaryProblem(holder, false, seed, false, sent[i].writeOps, sent[i].bytesWritten);
            QVERIFY2(sentProblem.isEmpty(), qPrintable(QString("connection %1 sent: ").arg(i) + sentProblem));
        }
    }

private slots:
    void laneThreadsCountAtRequestBoundaries() { checkOneWay(1); }

    void largeRequestsCountAtRequestBoundaries() {
        // Requests of 256 KiB and more are read in pieces of 64 KiB, each waited for
        // whole and never past the request's end: 256 KiB + 4099 ends mid-piece.
        checkOneWay(1, json::array({{{"size", 256 * 1024 + 4099}, {"share", 70}, {"read", 0}},
                                    {{"size", 37}, {"share", 30}, {"read", 0}}}));
    }

    void slowStreamsInLoopsAreCounted() {
        // 8 connections of 100 B every 50 ms: never the 4 KiB that wakes a loop for a
        // connection, so only the loop's tick (every 200 ms) reads them. Each connection's
        // requests are counted all the same, at their boundaries.
        const TwoCpusAtMost loops;
        QVERIFY(cpusOfThisProcess() <= 2);
        checkOneWay(8, json::array({{{"size", 100}, {"read", 0}, {"delay_ms", 50}}}), 3);
    }

    void eventLoopsCountAtRequestBoundaries() {
        // 8 connections, one lane each at each end, on two CPUs at most: more lanes than
        // CPUs, so the event loops run them.
        const TwoCpusAtMost loops;
        QVERIFY(cpusOfThisProcess() <= 2);
        ThreadPeak threads;
        checkOneWay(8);
        // Each end: its runner and one more loop, not a thread per lane; and the watcher.
        const int most = threads.most(), bound = threads.before() + 1 + 2 * 2;
        QVERIFY2(most <= bound, qPrintable(QString("%1 threads with 8 lanes at each end on 2 CPUs; at most %2 expected")
                                               .arg(most).arg(bound)));
    }

    void fullDuplexInLoopsMovesBothWays() {
        // read 50 on 4 connections: 8 lanes at each end, in loops (two CPUs at most). Each
        // end sends and receives, and what one end received the other sent.
        const TwoCpusAtMost loops;
        QVERIFY(cpusOfThisProcess() <= 2);
        const PairRun r = runPair(tcpEntry("holder", 50, 4), tcpEntry("partner", 50, 4), 0.5);
        QVERIFY(r.holderErrors.empty());
        QVERIFY(r.partnerErrors.empty());
        QCOMPARE(r.holder.connections.size(), std::size_t(4));
        for (std::size_t i = 0; i < 4; ++i) {
            const Counters& h = r.holder.connections[i];
            const Counters& p = r.partner.connections[i];
            QVERIFY2(h.readOps > 10 && h.writeOps > 10 && p.readOps > 10 && p.writeOps > 10,
                     qPrintable(QString("connection %1: holder %2/%3, partner %4/%5").arg(i)
                                    .arg(h.readOps).arg(h.writeOps).arg(p.readOps).arg(p.writeOps)));
            QVERIFY(h.bytesRead <= p.bytesWritten);
            QVERIFY(p.bytesRead <= h.bytesWritten);
        }
    }

    void receiverLeavesBytesBelowItsMarkQueued() {
        // A read that took bytes below the mark would have the kernel acknowledge them at
        // once, and the sender's Nagle then send its next request alone: at 256 B on
        // loopback that was twice the ACKs of iperf 2 (bench/README.md). So while the
        // reader waits for its mark, what has arrived stays queued, and one read takes it
        // all once the mark is there.
        const auto [sender, receiver] = loopbackPair();
        QVERIFY(sender >= 0);
        setReceiveMark(receiver, 4096);
        std::vector<unsigned char> buffer(256 * 1024, 0x5a);
        ssize_t first = 0;
        std::thread reader([&, fd = receiver] { first = receiveArrived(fd, buffer.data(), buffer.size(), 20000); });
        struct Ends {  // a failed check leaves: wake the reader, close both
            int sender, receiver;
            std::thread& reader;
            ~Ends() {
                ::shutdown(receiver, SHUT_RDWR);
                if (reader.joinable()) reader.join();
                ::close(sender);
                ::close(receiver);
            }
        } ends{sender, receiver, reader};
        // Sent from a buffer of its own: the reader's is the kernel's to write meanwhile.
        const std::vector<unsigned char> request(100, 0x5a);
        QCOMPARE(::send(sender, request.data(), request.size(), 0), ssize_t(100));
        QTRY_COMPARE_WITH_TIMEOUT(queuedBytes(receiver), 100, 5000);
        std::this_thread::sleep_for(std::chrono::milliseconds(100));  // a reader's chance
        QCOMPARE(queuedBytes(receiver), 100);
        std::vector<unsigned char> more(5000, 0xa5);
        QCOMPARE(::send(sender, more.data(), more.size(), 0), ssize_t(5000));
        reader.join();
        QCOMPARE(first, ssize_t(5100));
        // The end of the stream wakes the reader below the mark, and it takes the rest.
        QCOMPARE(::send(sender, more.data(), 10, 0), ssize_t(10));
        ::shutdown(sender, SHUT_WR);
        const auto started = std::chrono::steady_clock::now();
        QCOMPARE(receiveArrived(receiver, buffer.data(), buffer.size(), 20000), ssize_t(10));
        QCOMPARE(receiveArrived(receiver, buffer.data(), buffer.size(), 20000), ssize_t(0));
        QVERIFY(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
    }

    void pacedRequestsKeepTheirRate_data() {
        QTest::addColumn<int>("outstanding");
        QTest::addColumn<int>("read");
        QTest::newRow("outstanding 1") << 1 << 0;
        QTest::newRow("outstanding 4") << 4 << 0;
        QTest::newRow("outstanding 1, the partner asks") << 1 << 100;
    }
    void pacedRequestsKeepTheirRate() {
        // 64-byte requests with 64-byte replies at 2000/s for 1 s (docs/metrics.md, "Paced
        // requests"): the end that asks keeps the schedule and counts what came due; what
        // it completed is that within 1 %, and each completed request was timed once.
        QFETCH(int, outstanding);
        QFETCH(int, read);
        const json lines = json::array({{{"size", 64}, {"reply", 64}, {"read", read}}});
        json holder = tcpEntry("holder", read, outstanding, lines), partner = tcpEntry("partner", read, outstanding, lines);
        for (json* e : {&holder, &partner}) (*e)["rate_per_s"] = 2000;
        std::string why;
        const bool kept = iometry::test::keepsItsSchedule([&](std::uint64_t& due, std::uint64_t& done) {
            const PairRun r = runPair(holder, partner, 1.0);
            QVERIFY(r.holderErrors.empty());
            QVERIFY(r.partnerErrors.empty());
            const WorkerDelta& asker = read == 0 ? r.holder : r.partner;
            const WorkerDelta& answerer = read == 0 ? r.partner : r.holder;
            due = asker.counters.scheduled;
            done = asker.counters.transactions;
            QVERIFY2(due >= 1900 && due <= 2000, qPrintable(QString::number(due)));
            QCOMPARE(asker.writeLatency.count(), asker.counters.transactions);
            QCOMPARE(answerer.counters.scheduled, std::uint64_t{0});  // it answers as they come
        }, 0.01, why);
        QVERIFY2(kept, why.c_str());
    }

    void aStallIsChargedToEveryRequestItHeldBack() {
        // The test is the partner, answering each request (the holder asks, 2000/s for
        // 1 s) but for 300 ms after the first 200, as a partner that stopped would. The
        // schedule is not reset: the 600 requests that came due meanwhile go as soon as the
        // replies come again, each timed from when it was due. So the stall is in the
        // latency of hundreds of requests, not of the one that waited (a closed loop's
        // p85 would be a loopback round trip, tens of µs), and they are all made up.
        const json lines = json::array({{{"size", 64}, {"reply", 64}, {"read", 0}}});
        json entry = tcpEntry("holder", 0, 1, lines);
        entry["rate_per_s"] = 2000;
        auto holder = iometry::test::build(entry);
        QVERIFY(holder);
        std::optional<std::uint16_t> port;
        std::string error;
        QVERIFY2(holder->prepare(port, error) && port, error.c_str());
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in to{};
        to.sin_family = AF_INET;
        to.sin_port = htons(*port);
        to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to), 0);
        const int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        const timeval tick{0, 200000};
        ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tick, sizeof tick);
        const std::string hello = kCookie + std::string(2, '\0');  // connection 0
        QCOMPARE(::send(fd, hello.data(), hello.size(), 0), ssize_t(hello.size()));
        auto gate = std::make_shared<iometry::workers::StartGate>();
        holder->start(gate);
        gate->waitForAll(Clock::now() + std::chrono::seconds(5));
        const auto opened = Clock::now();
        const auto end = opened + std::chrono::seconds(1);
        gate->open(end);
        std::thread responder([&] {
            unsigned char request[64];
            bool stalled = false;
            while (Clock::now() < end + std::chrono::milliseconds(200)) {
                const ssize_t n = ::recv(fd, request, sizeof request, MSG_WAITALL);
                if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) break;
                if (n != ssize_t(sizeof request)) continue;
                if (!stalled && Clock::now() >= opened + std::chrono::milliseconds(200)) {
                    stalled = true;
                    std::this_thread::sleep_for(std::chrono::milliseconds(300));
                }
                ::send(fd, request, sizeof request, MSG_NOSIGNAL);
            }
        });
        while (Clock::now() < end + std::chrono::milliseconds(500) && !holder->finished())
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        const WorkerDelta got = holder->takeDelta();
        holder->stop();
        ::shutdown(fd, SHUT_RDWR);
        responder.join();
        ::close(fd);
        const auto& latency = got.writeLatency;
        const std::uint64_t due = got.counters.scheduled, done = got.counters.transactions;
        qInfo("%llu due, %llu completed; latency p50 %.3f ms, p85 %.3f ms, max %.3f ms",
              static_cast<unsigned long long>(due), static_cast<unsigned long long>(done),
              latency.percentile(50) / 1e6, latency.percentile(85) / 1e6, latency.max() / 1e6);
        QVERIFY2(done >= due * 98 / 100, qPrintable(QString("%1 completed of %2 due").arg(done).arg(due)));
        QVERIFY2(latency.max() >= 250'000'000, qPrintable(QString::number(latency.max())));
        QVERIFY2(latency.percentile(85) >= 50'000'000, qPrintable(QString::number(latency.percentile(85))));
    }

    void manyConnectionsFewThreads() {
        // 64 connections one way: at each end a loop per CPU, not a thread per
        // connection. Counted while the traffic runs.
        ThreadPeak threads;
        const PairRun r = runPair(tcpEntry("holder", 0, 64), tcpEntry("partner", 0, 64), 0.5);
        const int most = threads.most();
        QCOMPARE(r.partner.connections.size(), std::size_t(64));
        std::uint64_t sum = 0;
        for (const auto& c : r.partner.connections) sum += c.bytesRead;
        QCOMPARE(sum, r.partner.counters.bytesRead);
        QVERIFY(r.partner.counters.readOps > 0);
        const int cpus = cpusOfThisProcess();
        // Each end: its runner and at most one more loop per CPU; and the watcher.
        const int bound = threads.before() + 1 + 2 * std::min(cpus, 64);
        QVERIFY2(most <= bound, qPrintable(QString("%1 threads with 64 connections on %2 CPUs; at most %3 expected")
                                               .arg(most).arg(cpus).arg(bound)));
    }
};

QTEST_GUILESS_MAIN(TestTcpWorker)
#include "test_tcp_worker.moc"
