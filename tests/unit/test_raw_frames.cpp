// The raw engine (workers/udp/frame.hpp, raw_tx, udp_worker): frames built to the byte
// for every RFC 2544 size, their IPv4 and UDP checksums checked by a plain RFC 1071 sum
// written here apart from the builder, a known IPv4 header, the neighbour table's text,
// the refusal without CAP_NET_RAW, and a raw pair on loopback through the Worker
// interface, whose frames the kernel's UDP receive path checks and counts (as root; the
// packet ring runs here under the sanitizers of scripts/test.sh).

#include <QtTest>
#include <arpa/inet.h>
#include <linux/capability.h>
#include <net/if.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/unit/pair_run.hpp"
#include "workers/udp/datagram.hpp"
#include "workers/udp/frame.hpp"
#include "workers/udp/raw_tx.hpp"

using nlohmann::json;
namespace udp = iometry::workers::udp;
using iometry::test::PairRun;
using iometry::test::runPair;

namespace {

const std::string kCookie = "0123456789abcdef0123456789abcdef";

/** RFC 1071 as written there: the 16-bit ones' complement sum of big-endian words. */
std::uint16_t onesSum(const std::vector<unsigned char>& bytes) {
    std::uint32_t sum = 0;
    for (std::size_t i = 0; i < bytes.size(); i += 2) {
        sum += static_cast<std::uint32_t>(bytes[i] << 8 | (i + 1 < bytes.size() ? bytes[i + 1] : 0));
        sum = (sum & 0xffff) + (sum >> 16);
    }
    return static_cast<std::uint16_t>(sum);
}

std::uint16_t at16(const unsigned char* p) { return static_cast<std::uint16_t>(p[0] << 8 | p[1]); }

udp::FlowAddresses flow() {
    udp::FlowAddresses a;
    a.srcMac = {0x02, 0x00, 0x00, 0x00, 0x00, 0x01};
    a.dstMac = {0x02, 0x00, 0x00, 0x00, 0x00, 0x02};
    a.srcIp = 0x0a630101;  // 10.99.1.1
    a.dstIp = 0x0a630102;  // 10.99.1.2
    a.srcPort = 40000;
    a.dstPort = 5001;
    return a;
}

std::vector<unsigned char> pattern(std::size_t size) {
    std::vector<unsigned char> p(size);
    for (std::size_t i = 0; i < size; ++i) p[i] = static_cast<unsigned char>(i * 7 + 3);
    return p;
}

/** True when the frame's IPv4 header and UDP checksums verify (a sum of all ones). */
void verifyChecksums(const std::vector<unsigned char>& frame, std::size_t length) {
    const unsigned char* ip = frame.data() + udp::kEthernetHeader;
    QCOMPARE(onesSum({ip, ip + udp::kIpv4Header}), std::uint16_t{0xffff});
    const unsigned char* seg = ip + udp::kIpv4Header;
    const std::size_t udpLength = length - udp::kEthernetHeader - udp::kIpv4Header;
    std::vector<unsigned char> pseudo(ip + 12, ip + 20);
    pseudo.insert(pseudo.end(), {0, 17, static_cast<unsigned char>(udpLength >> 8),
                                 static_cast<unsigned char>(udpLength)});
    pseudo.insert(pseudo.end(), seg, seg + udpLength);
    QVERIFY(at16(seg + 6) != 0);  // 0 would say "no checksum"
    QCOMPARE(onesSum(pseudo), std::uint16_t{0xffff});
}

/** Sets or clears CAP_NET_RAW in this thread's effective set (it stays permitted). */
bool setNetRaw(bool on) {
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct data[2]{};
    if (syscall(SYS_capget, &header, data) != 0) return false;
    if (on) data[0].effective |= 1u << CAP_NET_RAW;
    else data[0].effective &= ~(1u << CAP_NET_RAW);
    return syscall(SYS_capset, &header, data) == 0;
}

json rawEntry(const char* role, double rateMbit, std::uint64_t size) {
    json entry = iometry::test::udpEntry(role, 0, rateMbit, size, kCookie);
    entry["engine"] = "raw";
    return entry;
}

}  // namespace

class TestRawFrames : public QObject {
    Q_OBJECT

private slots:
    void rfc2544SizesAreExact_data() {
        QTest::addColumn<int>("wire");
        for (int f : {64, 128, 256, 512, 1024, 1280, 1518}) QTest::newRow(std::to_string(f).c_str()) << f;
    }
    void rfc2544SizesAreExact() {
        // docs/plan-format.md, "The raw engine": a frame of F bytes on the wire (FCS
        // included) is F − 4 bytes built, carries F − 46 bytes of payload.
        QFETCH(int, wire);
        const std::size_t payload = static_cast<std::size_t>(wire) - 46;
        udp::FrameBuilder b(flow(), pattern(1472));
        std::vector<unsigned char> frame(2048, 0xee);
        b.fillPayload(frame.data());
        const std::size_t length = b.build(frame.data(), payload, {0x11223344u, 5, 6});
        QCOMPARE(length + udp::kFcs, static_cast<std::size_t>(wire));
        QCOMPARE(at16(frame.data() + 12), std::uint16_t{0x0800});
        const unsigned char* ip = frame.data() + 14;
        QCOMPARE(ip[0], static_cast<unsigned char>(0x45));
        QCOMPARE(at16(ip + 2), static_cast<std::uint16_t>(wire - 18));  // IPv4 total length
        QCOMPARE(ip[9], static_cast<unsigned char>(17));
        QCOMPARE(at16(ip + 20 + 4), static_cast<std::uint16_t>(wire - 38));  // UDP length
        QCOMPARE(at16(ip + 20), std::uint16_t{40000});
        QCOMPARE(at16(ip + 22), std::uint16_t{5001});
        QCOMPARE(frame[0], static_cast<unsigned char>(0x02));
        QCOMPARE(frame[5], static_cast<unsigned char>(0x02));
        QCOMPARE(frame[11], static_cast<unsigned char>(0x01));
        // The payload is the datagram the socket engine would send: header, then filler.
        const auto h = udp::readHeader(frame.data() + 42, payload);
        QVERIFY(h.has_value());
        QCOMPARE(h->tag, 0x11223344u);
        QCOMPARE(h->seq, std::uint64_t{5});
        QCOMPARE(h->sentNs, std::int64_t{6});
        const auto p = pattern(1472);
        QVERIFY(std::equal(frame.begin() + 42 + 18, frame.begin() + 42 + static_cast<long>(payload),
                           p.begin() + 18));
        verifyChecksums(frame, length);
    }

    void checksumsHoldForEveryFrame() {
        // One buffer reused as a ring slot is: sizes (odd ones too) and headers change, the
        // filler stays; every frame's checksums verify.
        udp::FrameBuilder b(flow(), pattern(1500));
        std::vector<unsigned char> frame(2048);
        b.fillPayload(frame.data());
        std::uint64_t seq = 0;
        for (std::size_t payload : {18, 19, 60, 61, 982, 1472, 1473, 1500, 18})
            for (std::int64_t sent : {std::int64_t{0}, std::int64_t{1'700'000'000'123'456'789}, std::int64_t{-1}}) {
                const std::size_t length = b.build(frame.data(), payload, {0xffffffffu, seq++ * 0x10001, sent});
                QCOMPARE(length, payload + 42);
                verifyChecksums(frame, length);
            }
        QCOMPARE(b.build(frame.data(), 17, {}), std::size_t{0});    // shorter than a header
        QCOMPARE(b.build(frame.data(), 1501, {}), std::size_t{0});  // past the filler
    }

    void ipv4HeaderKnownAnswer() {
        // The worked example of an IPv4 header checksum (192.168.0.1 → 192.168.0.199,
        // total length 115, DF, TTL 64, UDP): 0xb861.
        udp::FlowAddresses a;
        a.srcIp = 0xc0a80001;
        a.dstIp = 0xc0a800c7;
        unsigned char out[udp::kFrameHeaders];
        udp::writeHeaders(a, 115 - 28, out);
        const unsigned char expected[] = {0x45, 0x00, 0x00, 0x73, 0x00, 0x00, 0x40, 0x00, 0x40, 0x11,
                                          0xb8, 0x61, 0xc0, 0xa8, 0x00, 0x01, 0xc0, 0xa8, 0x00, 0xc7};
        QVERIFY(std::equal(std::begin(expected), std::end(expected), out + 14));
        QCOMPARE(udp::udpChecksumField(0xffff), std::uint16_t{0xffff});  // a 0 checksum is sent as all ones
    }

    void neighbourTable() {
        const std::string text =
            "IP address       HW type     Flags       HW address            Mask     Device\n"
            "10.99.1.2        0x1         0x0         00:00:00:00:00:00     *        veth0\n"
            "10.99.1.3        0x1         0x2         0a:1b:2c:3d:4e:5f     *        veth0\n"
            "10.99.1.3        0x1         0x2         0a:00:00:00:00:01     *        other\n"
            "10.99.1.4        0x1         zz          0a:00:00:00:00:02     *        veth0\n"
            "garbage\n";
        QVERIFY(!udp::arpLookup(text, "10.99.1.2", "veth0"));  // incomplete
        const auto mac = udp::arpLookup(text, "10.99.1.3", "veth0");
        QVERIFY(mac.has_value());
        QCOMPARE((*mac)[0], static_cast<unsigned char>(0x0a));
        QCOMPARE((*mac)[5], static_cast<unsigned char>(0x5f));
        QCOMPARE((*udp::arpLookup(text, "10.99.1.3", "other"))[5], static_cast<unsigned char>(0x01));
        QVERIFY(!udp::arpLookup(text, "10.99.1.4", "veth0"));
        QVERIFY(!udp::arpLookup(text, "10.99.1.9", "veth0"));
        QVERIFY(!udp::arpLookup("", "10.99.1.3", "veth0"));
    }

    void refusedWithoutCapNetRaw() {
        if (geteuid() != 0) QSKIP("needs root (CAP_NET_RAW) to drop and restore it");
        QVERIFY(udp::rawCapabilityProblem().empty());
        QVERIFY(setNetRaw(false));
        const std::string problem = udp::rawCapabilityProblem();
        std::string name, error, receiverError;
        auto sender = iometry::workers::WorkerRegistry::builtIn().build(rawEntry("holder", 10, 18), name, error);
        // The receiving end needs no capability: it receives on its UDP socket.
        auto receiver =
            iometry::workers::WorkerRegistry::builtIn().build(rawEntry("partner", 10, 18), name, receiverError);
        QVERIFY(setNetRaw(true));
        QVERIFY2(problem.find("CAP_NET_RAW") != std::string::npos && problem.find("setcap") != std::string::npos,
                 problem.c_str());
        QVERIFY(!sender);
        QVERIFY2(error.find("CAP_NET_RAW") != std::string::npos, error.c_str());
        QVERIFY2(receiver != nullptr, receiverError.c_str());
        QVERIFY(udp::rawCapabilityProblem().empty());
    }

    void refusesBadEntries() {
        std::string name, error;
        json e = rawEntry("holder", 10, 18);
        e["engine"] = "dpdk";
        QVERIFY(!iometry::workers::WorkerRegistry::builtIn().build(e, name, error));
        QVERIFY2(error.find("socket or raw") != std::string::npos, error.c_str());
        e = rawEntry("holder", 10, 18);
        e["spec"]["lines"][0]["reply"] = 18;
        QVERIFY(!iometry::workers::WorkerRegistry::builtIn().build(e, name, error));
        QVERIFY2(error.find("ping-pong") != std::string::npos, error.c_str());
    }

    void loopbackPairArrivesWhole() {
        // Frames of 64 bytes on the wire (18-byte payloads) from the ring to the partner's
        // UDP socket on lo: the kernel checks both checksums before the socket sees them,
        // so every datagram counted is a frame built right. In a network namespace of
        // this thread's own (the workers' threads start in it), where lo may take frames
        // from 127.0.0.1 (route_localnet) without changing the host.
        if (geteuid() != 0) QSKIP("needs root (CAP_NET_RAW) for a packet socket");
        QVERIFY2(::unshare(CLONE_NEWNET) == 0, std::strerror(errno));
        {
            const int fd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
            ifreq lo{};
            std::strcpy(lo.ifr_name, "lo");
            QVERIFY(::ioctl(fd, SIOCGIFFLAGS, &lo) == 0);
            lo.ifr_flags = static_cast<short>(lo.ifr_flags | IFF_UP);
            QVERIFY(::ioctl(fd, SIOCSIFFLAGS, &lo) == 0);
            ::close(fd);
        }
        // Without route_localnet the kernel would drop every frame: refused at prepare.
        {
            std::string name, error;
            auto holder = iometry::workers::WorkerRegistry::builtIn().build(rawEntry("holder", 5, 18), name, error);
            QVERIFY(holder);
            std::optional<std::uint16_t> port;
            QVERIFY(!holder->prepare(port, error));
            QVERIFY2(error.find("route_localnet=1") != std::string::npos, error.c_str());
        }
        QVERIFY(std::ofstream("/proc/sys/net/ipv4/conf/lo/route_localnet") << "1\n");
        QVERIFY(std::ofstream("/proc/sys/net/ipv4/conf/lo/accept_local") << "1\n");
        const PairRun r = runPair(rawEntry("holder", 5, 18), rawEntry("partner", 5, 18), 0.5);
        QVERIFY2(r.holderErrors.empty(), r.holderErrors.empty() ? "" : r.holderErrors.front().c_str());
        QVERIFY2(r.partnerErrors.empty(), r.partnerErrors.empty() ? "" : r.partnerErrors.front().c_str());
        const auto& sent = r.holder.counters;
        const auto& got = r.partner.counters;
        QVERIFY2(sent.writeOps > 1000, std::to_string(sent.writeOps).c_str());
        QCOMPARE(sent.bytesWritten, sent.writeOps * 18);
        QCOMPARE(got.bytesRead, got.readOps * 18);
        QVERIFY(got.readOps <= sent.writeOps);
        QVERIFY2(got.readOps + 256 >= sent.writeOps,
                 (std::to_string(got.readOps) + " of " + std::to_string(sent.writeOps)).c_str());
        QCOMPARE(got.dgramExpected, got.dgramReceived);
        QCOMPARE(got.dgramDuplicates, 0u);
        // 5 Mbit/s of 18-byte payloads is 34,722 frames/s: never above it (the pacer's 4 ms).
        QVERIFY2(static_cast<double>(sent.writeOps) <= 34722 * 0.5 * 1.02 + 256,
                 std::to_string(sent.writeOps).c_str());
    }
};

QTEST_GUILESS_MAIN(TestRawFrames)
#include "test_raw_frames.moc"
