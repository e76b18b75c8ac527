// The UDP engine (workers/udp/): the datagram header and its tags against known answers,
// the pacer's schedule on made-up clocks, and pairs run on loopback through the Worker
// interface — what arrives is what was sent, the offered rate is not exceeded, both
// directions share it, and datagrams from strangers or of another run are never counted;
// a ping-pong paced by rate_per_s keeps its rate, and a stream cannot be paced so.

#include <QtTest>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <netinet/in.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <poll.h>
#include <set>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

#include "tests/unit/paced_run.hpp"
#include "tests/unit/pair_run.hpp"
#include "workers/udp/datagram.hpp"
#include "workers/udp/pacer.hpp"
#include "workers/worker.hpp"

using iometry::workers::Worker;
using iometry::workers::WorkerDelta;
using nlohmann::json;
namespace udp = iometry::workers::udp;
using iometry::test::Clock;
using iometry::test::PairRun;
using iometry::test::runPair;
using iometry::workers::WorkerRegistry;

namespace {

const std::string kCookie = "0123456789abcdef0123456789abcdef";
// Its tags, worked out apart from the code under test from their definition (docs/protocol.md,
// "UDP data path"): FNV-1a, 32 bits, of the cookie (offset basis 2166136261; per byte, xor
// it in, then multiply by 16777619 modulo 2^32), and that value's bitwise complement.
constexpr std::uint32_t kDataTag = 0x86d04db5u;
constexpr std::uint32_t kHelloTag = 0x792fb24au;
// Another run's data tag: FNV-1a of "fedcba9876543210fedcba9876543210".
constexpr std::uint32_t kOtherRunsTag = 0x2e5c5ec5u;

json udpEntry(const char* role, int read, double rateMbit, std::uint64_t size = 1000) {
    return iometry::test::udpEntry(role, read, rateMbit, size, kCookie);
}

int udpSocket() { return ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0); }

/** A socket closed when the test leaves, whichever check ends it. */
struct OwnedFd {
    int fd;
    ~OwnedFd() { ::close(fd); }
};

/** One datagram of @p size bytes: a header with @p tag and @p seq, then zeros. */
std::vector<unsigned char> datagram(std::uint32_t tag, std::uint64_t seq, std::size_t size) {
    std::vector<unsigned char> d(size, 0);
    udp::writeHeader({tag, seq, 0}, d.data());
    return d;
}

void sendTo(int fd, std::uint16_t port, const void* data, std::size_t n) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::sendto(fd, data, n, 0, reinterpret_cast<sockaddr*>(&a), sizeof a);
}

}  // namespace

class TestUdpWorker : public QObject {
    Q_OBJECT

private slots:
    void headerRoundTrips() {
        unsigned char buffer[udp::kHeaderSize];
        const udp::Header h{0xdeadbeefu, udp::kMaxSequence, 1'700'000'000'123'456'789ll};
        udp::writeHeader(h, buffer);
        const auto back = udp::readHeader(buffer, sizeof buffer);
        QVERIFY(back.has_value());
        QCOMPARE(back->tag, h.tag);
        QCOMPARE(back->seq, h.seq);
        QCOMPARE(back->sentNs, h.sentNs);
        QCOMPARE(buffer[0], static_cast<unsigned char>(0xde));  // big-endian on the wire
        QVERIFY(!udp::readHeader(buffer, udp::kHeaderSize - 1).has_value());
    }

    void tagIsFnv1aOfTheCookie() {
        // Known answers: the standard FNV-1a 32-bit test vectors, and this file's
        // cookie (kDataTag, worked out apart).
        QCOMPARE(udp::tagOf(""), 0x811c9dc5u);
        QCOMPARE(udp::tagOf("a"), 0xe40c292cu);
        QCOMPARE(udp::tagOf("foobar"), 0xbf9cf968u);
        QCOMPARE(udp::tagOf(kCookie), kDataTag);
        QCOMPARE(udp::tagOf("fedcba9876543210fedcba9876543210"), kOtherRunsTag);
        // On the wire: bytes 0–3, big-endian.
        const auto d = datagram(udp::tagOf(kCookie), 0, udp::kHeaderSize);
        QCOMPARE(d[0], static_cast<unsigned char>(0x86));
        QCOMPARE(d[1], static_cast<unsigned char>(0xd0));
        QCOMPARE(d[2], static_cast<unsigned char>(0x4d));
        QCOMPARE(d[3], static_cast<unsigned char>(0xb5));
    }

    void helloTagIsTheComplement() {
        // A hello, its acknowledgement and a ping-pong's end carry the complement of the data
        // tag, which no data datagram of the same run carries: no value is its own complement.
        QCOMPARE(udp::helloTagOf(kDataTag), kHelloTag);
        QCOMPARE(udp::helloTagOf(0), 0xffffffffu);
        QCOMPARE(udp::helloTagOf(0xffffffffu), 0u);
    }

    void otherCookiesGiveOtherTags() {
        // A cookie one character off this run's, in any place, or one character longer,
        // gives a tag of its own (FNV-1a steps its state through a bijection per byte, so
        // cookies of one length that differ in one byte never share a tag).
        std::set<std::uint32_t> tags{udp::tagOf(kCookie)};
        for (std::size_t i = 0; i < kCookie.size(); ++i) {
            std::string other = kCookie;
            other[i] = 'x';
            QVERIFY2(tags.insert(udp::tagOf(other)).second, other.c_str());
        }
        QVERIFY(tags.insert(udp::tagOf(kCookie + "0")).second);
        QCOMPARE(tags.size(), kCookie.size() + 2);
    }

    void aReceiverCountsOnlyItsRunsTag() {
        // The test is the holder's partner, speaking the wire format of docs/protocol.md ("UDP
        // data path") by hand: hellos (hello tag, sequence 0, then the cookie) until the
        // holder acknowledges (hello tag, sequence 1), then 20 data datagrams with another
        // run's tag (sequences 30 … 49, so that counting them would show) and 30 with this
        // run's (0 … 29). The holder counts the 30 and says it ignored the 20.
        auto holder = iometry::test::build(udpEntry("holder", 100, 20));  // read 100: receives
        QVERIFY(holder);
        std::optional<std::uint16_t> port;
        std::string error;
        QVERIFY2(holder->prepare(port, error) && port, error.c_str());
        const OwnedFd partner{udpSocket()};
        sockaddr_in to{};
        to.sin_family = AF_INET;
        to.sin_port = htons(*port);
        to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::connect(partner.fd, reinterpret_cast<sockaddr*>(&to), sizeof to), 0);
        auto gate = std::make_shared<iometry::workers::StartGate>();
        holder->start(gate);

        std::vector<unsigned char> hello = datagram(kHelloTag, 0, udp::kHeaderSize);
        hello.insert(hello.end(), kCookie.begin(), kCookie.end());
        bool acknowledged = false;
        for (int i = 0; i < 100 && !acknowledged; ++i) {  // a hello every 20 ms, as a partner
            ::send(partner.fd, hello.data(), hello.size(), 0);
            pollfd p{partner.fd, POLLIN, 0};
            unsigned char reply[128];
            if (::poll(&p, 1, 20) != 1) continue;
            const ssize_t n = ::recv(partner.fd, reply, sizeof reply, 0);
            const auto header = udp::readHeader(reply, n > 0 ? static_cast<std::size_t>(n) : 0);
            acknowledged = header && header->tag == kHelloTag && header->seq == 1;
        }
        QVERIFY(acknowledged);
        gate->waitForAll(Clock::now() + std::chrono::seconds(2));
        const auto end = Clock::now() + std::chrono::milliseconds(500);
        gate->open(end);
        for (std::uint64_t seq = 30; seq < 50; ++seq) {
            const auto d = datagram(kOtherRunsTag, seq, 100);
            ::send(partner.fd, d.data(), d.size(), 0);
        }
        for (std::uint64_t seq = 0; seq < 30; ++seq) {
            const auto d = datagram(kDataTag, seq, 100);
            ::send(partner.fd, d.data(), d.size(), 0);
        }
        while (Clock::now() < end + std::chrono::seconds(1) && !holder->finished())
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        const WorkerDelta got = holder->takeDelta();
        holder->stop();
        const std::vector<std::string> errors = holder->takeErrors();
        QCOMPARE(got.counters.readOps, std::uint64_t{30});
        QCOMPARE(got.counters.bytesRead, std::uint64_t{30 * 100});
        QCOMPARE(got.counters.dgramReceived, std::uint64_t{30});
        bool said = false;
        for (const auto& e : errors)
            said = said || e.find("ignored 20 datagram(s) that did not carry this run's tag") !=
                               std::string::npos;
        QVERIFY2(said, errors.empty() ? "no error" : errors.front().c_str());
    }

    void pacerKeepsAbsoluteDeadlines() {
        // 8 Mbit/s = 1 byte per µs: 1000-byte datagrams every millisecond.
        udp::Pacer p(8, 0);
        QCOMPARE(p.due(0, 1000), 0);
        p.scheduled(1000);
        QCOMPARE(p.due(0, 1000), 1'000'000);
        // Woken 0.4 ms late: the next deadline stays where it was (no drift).
        p.scheduled(1000);
        QCOMPARE(p.due(1'400'000, 1000), 2'000'000);
    }

    void pacerDueMeansDueBy() {
        // 3 Mbit/s: 2666.67 ns per byte. The time due() gives is one dueBy() agrees with
        // (a sender woken then finds its datagram due, not a hair early).
        udp::Pacer p(3, 0);
        p.scheduled(1);
        const std::int64_t due = p.due(0, 1);
        QCOMPARE(due, 2667);
        QVERIFY(p.dueBy(due));
        QVERIFY(!p.dueBy(due - 1));
    }

    void pacerDoesNotBurstAfterAStall() {
        udp::Pacer p(8, 0);
        p.scheduled(1000);  // datagram 0 at t = 0
        // The sender stalls for 50 ms: 49 datagrams missed. Only one is due now, then the
        // schedule goes on from here at the offered rate.
        const std::int64_t now = 50'000'000;
        QCOMPARE(p.due(now, 1000), now);
        int dueNow = 0;
        while (p.dueBy(now)) {
            p.scheduled(1000);
            ++dueNow;
        }
        QCOMPARE(dueNow, 1);
        QCOMPARE(p.due(now, 1000), now + 1'000'000);
    }

    void pacerAllowsALittleLag() {
        // At 10 Gbit/s being 5 ms late is a stall (the lag allowed is 4 ms): restart;
        // 3 ms late is not.
        udp::Pacer fast(10000, 0);
        fast.scheduled(1472);
        const std::int64_t next = fast.due(0, 1472);
        QCOMPARE(fast.due(next + 3'000'000, 1472), next);
        QCOMPARE(fast.due(5'000'000, 1472), 5'000'000);
        // At 1 Mbit/s a 1472-byte datagram takes 11.8 ms: 20 ms late is within two
        // datagrams' time, the schedule holds; 30 ms late it restarts.
        udp::Pacer slow(1, 0);
        slow.scheduled(1472);
        const std::int64_t due = slow.due(0, 1472);
        QCOMPARE(slow.due(due + 20'000'000, 1472), due);
        QCOMPARE(slow.due(due + 30'000'000, 1472), due + 30'000'000);
    }

    void oneWayStreamArrivesWhole() {
        // 40 Mbit/s of 1000-byte datagrams for 1 s on loopback: nothing is lost, and what
        // the receiver counts is what the sender sent, minus at most the few in flight at
        // the end.
        const PairRun r = runPair(udpEntry("holder", 0, 40), udpEntry("partner", 0, 40), 1.0);
        const auto& sent = r.holder.counters;
        const auto& got = r.partner.counters;
        QVERIFY2(sent.writeOps > 100, std::to_string(sent.writeOps).c_str());
        QCOMPARE(sent.bytesWritten, sent.writeOps * 1000);
        QCOMPARE(got.dgramReceived, got.readOps);
        QCOMPARE(got.bytesRead, got.readOps * 1000);
        QVERIFY(got.readOps <= sent.writeOps);
        QVERIFY2(got.readOps + 64 >= sent.writeOps,
                 (std::to_string(got.readOps) + " of " + std::to_string(sent.writeOps)).c_str());
        QCOMPARE(got.dgramExpected, got.dgramReceived);  // no gaps
        QCOMPARE(got.dgramDuplicates, 0u);
        QCOMPARE(r.partner.counters.writeOps, 0u);  // the partner only receives
        // Never above the offered rate (a little slack for the window's edges). Below it
        // only when this machine starves the sender, whose threads run at nice 19: on a
        // busy CI host that happens, so no lower bound here (e2e.netns_udp checks the
        // rate to 1 % on a quiet link).
        const double mbit = static_cast<double>(sent.bytesWritten) * 8 / 1e6;
        QVERIFY2(mbit <= 40 * 1.02, std::to_string(mbit).c_str());
        QVERIFY(r.holderErrors.empty());
        QVERIFY(r.partnerErrors.empty());
    }

    void segmentedSendsArriveWhole() {
        // The socket engine's experiment knobs (bench/README.md, "raw_vs_trafgen.py"): 4
        // messages per sendmmsg(), each up to 8 datagrams cut apart by the kernel
        // (UDP_SEGMENT). Every datagram still has its own header: nothing lost, no gaps,
        // and the knobs' bad values fall back to the defaults.
        for (const char* gso : {"8", "0", "x"}) {
            ::setenv("IOMETRY_UDP_BATCH", "4", 1);
            ::setenv("IOMETRY_UDP_GSO", gso, 1);
            // 25,000 datagrams/s, 40 us apart: a sender that wakes late finds several due.
            const PairRun r = runPair(udpEntry("holder", 0, 200), udpEntry("partner", 0, 200), 0.5);
            ::unsetenv("IOMETRY_UDP_BATCH");
            ::unsetenv("IOMETRY_UDP_GSO");
            const auto& sent = r.holder.counters;
            const auto& got = r.partner.counters;
            QVERIFY2(sent.writeOps > 100, std::to_string(sent.writeOps).c_str());
            QCOMPARE(sent.bytesWritten, sent.writeOps * 1000);
            QCOMPARE(got.bytesRead, got.readOps * 1000);
            // Datagrams still on their way when the window closed are not lost (no gaps
            // below): 84 of 12,489 once on a busy host, so 2 % of slack.
            const std::uint64_t edge = std::max<std::uint64_t>(64, sent.writeOps / 50);
            QVERIFY2(got.readOps + edge >= sent.writeOps && got.readOps <= sent.writeOps,
                     (std::to_string(got.readOps) + " of " + std::to_string(sent.writeOps)).c_str());
            QCOMPARE(got.dgramExpected, got.dgramReceived);
            QCOMPARE(got.dgramDuplicates, 0u);
            QVERIFY2(static_cast<double>(sent.bytesWritten) * 8 / 1e6 <= 200 * 0.5 * 1.02 + 0.1, gso);
            QVERIFY(r.holderErrors.empty());
            QVERIFY(r.partnerErrors.empty());
        }
    }

    void bothDirectionsShareTheRate() {
        // read 50: the pair offers 40 Mbit/s in all, about half from each end.
        const PairRun r = runPair(udpEntry("holder", 50, 40), udpEntry("partner", 50, 40), 1.0);
        const double fromHolder = static_cast<double>(r.holder.counters.bytesWritten) * 8 / 1e6;
        const double fromPartner = static_cast<double>(r.partner.counters.bytesWritten) * 8 / 1e6;
        QVERIFY2(fromHolder > 0 && fromHolder <= 20 * 1.05, std::to_string(fromHolder).c_str());
        QVERIFY2(fromPartner > 0 && fromPartner <= 20 * 1.05, std::to_string(fromPartner).c_str());
        QVERIFY(r.holder.counters.readOps > 0);
        QVERIFY(r.partner.counters.readOps > 0);
        QCOMPARE(r.holder.counters.dgramExpected, r.holder.counters.dgramReceived);
        QCOMPARE(r.partner.counters.dgramExpected, r.partner.counters.dgramReceived);
    }

    void strangersAreNotCounted() {
        // Before the hello: 50 datagrams of junk, and 50 that carry the run's data tag
        // (someone who knows the cookie's tag but is not the partner). Neither is counted;
        // the holder says it ignored them.
        int junk = udpSocket();
        PairRun r = runPair(udpEntry("holder", 100, 20), udpEntry("partner", 100, 20), 0.5,
                            [&](std::uint16_t port) {
                                unsigned char d[100] = {};
                                for (int i = 0; i < 50; ++i) sendTo(junk, port, d, sizeof d);
                                udp::writeHeader({udp::tagOf(kCookie), 0, 0}, d);
                                for (int i = 0; i < 50; ++i) sendTo(junk, port, d, sizeof d);
                            });
        ::close(junk);
        const auto& got = r.holder.counters;  // read 100: the partner sends to the holder
        QVERIFY(r.partner.counters.writeOps > 0);
        QVERIFY(got.readOps <= r.partner.counters.writeOps);
        QCOMPARE(got.dgramExpected, got.dgramReceived);
        bool said = false;
        for (const auto& e : r.holderErrors)
            said = said || e.find("ignored 100 datagram(s)") != std::string::npos;
        QVERIFY2(said, r.holderErrors.empty() ? "no error" : r.holderErrors.front().c_str());
    }

    void pingPongObeysLittlesLaw() {
        // 64-byte requests answered with 128 bytes for 1 s: one request in flight at a
        // time, so transactions/s × mean round trip = 1 (the time is all round trips),
        // and every transaction timed once.
        json holder = udpEntry("holder", 0, 0, 64);
        holder.erase("rate_mbit");
        holder["spec"]["lines"][0]["reply"] = 128;
        json partner = holder;
        partner["role"] = "partner";
        const PairRun r = runPair(holder, partner, 1.0);
        const auto& asker = r.holder.counters;
        QVERIFY2(asker.transactions > 100, std::to_string(asker.transactions).c_str());
        QCOMPARE(r.holder.writeLatency.count(), asker.transactions);
        QCOMPARE(asker.bytesRead, asker.readOps * 128);
        QCOMPARE(r.partner.counters.transactions, r.partner.counters.readOps);  // all answered
        QVERIFY(r.partner.counters.transactions >= asker.transactions);
        const double law = static_cast<double>(asker.transactions) * r.holder.writeLatency.mean() / 1e9;
        QVERIFY2(law > 0.8 && law < 1.05, std::to_string(law).c_str());
        // Every request expects its reply, but the one still unanswered at the end is in
        // flight, neither answered nor lost; on loopback nothing else is lost.
        QVERIFY(asker.writeOps - asker.dgramExpected <= 1);
        QCOMPARE(asker.dgramExpected, asker.dgramReceived);
    }

    void pacedPingPongKeepsItsRate() {
        // The same ping-pong at 2000 requests/s for 1 s (docs/metrics.md, "Paced requests"):
        // the requester counts what came due, and completes that within 1 %; each round trip
        // is timed once. A stream cannot be paced: an entry that asks it is refused.
        json holder = udpEntry("holder", 0, 0, 64);
        holder.erase("rate_mbit");
        holder["spec"]["lines"][0]["reply"] = 64;
        holder["rate_per_s"] = 2000;
        json partner = holder;
        partner["role"] = "partner";
        std::string why;
        const bool kept = iometry::test::keepsItsSchedule([&](std::uint64_t& due, std::uint64_t& done) {
            const PairRun r = runPair(holder, partner, 1.0);
            QVERIFY(r.holderErrors.empty());
            const auto& asker = r.holder.counters;
            due = asker.scheduled;
            done = asker.transactions;
            QVERIFY2(due >= 1900 && due <= 2000, qPrintable(QString::number(due)));
            QCOMPARE(r.holder.writeLatency.count(), asker.transactions);
            QCOMPARE(r.partner.counters.scheduled, std::uint64_t{0});
        }, 0.01, why);
        QVERIFY2(kept, why.c_str());

        std::string name, error;
        json stream = udpEntry("holder", 0, 10);
        stream["rate_per_s"] = 2000;
        QVERIFY(!WorkerRegistry::builtIn().build(stream, name, error));
        QVERIFY2(error.find("rate_per_s") != std::string::npos, error.c_str());
    }

    void refusesBadLines() {
        std::string name, error;
        json entry = udpEntry("holder", 0, 10);
        entry["spec"]["lines"][0]["reply"] = 4;
        QVERIFY(!WorkerRegistry::builtIn().build(entry, name, error));
        QVERIFY2(error.find("ping-pong") != std::string::npos, error.c_str());
        entry = udpEntry("holder", 0, 10, 17);
        QVERIFY(!WorkerRegistry::builtIn().build(entry, name, error));
        QVERIFY2(error.find("18–65507 bytes, got 17") != std::string::npos, error.c_str());
        entry = udpEntry("holder", 0, 10);
        entry.erase("rate_mbit");
        QVERIFY(!WorkerRegistry::builtIn().build(entry, name, error));
        QVERIFY2(error.find("rate_mbit") != std::string::npos, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestUdpWorker)
#include "test_udp_worker.moc"
