#include "workers/udp/udp_worker.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/udp.h>
#include <poll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "engine/stats/udp_receive_stats.hpp"
#include "workers/paced_schedule.hpp"
#include "workers/socket_util.hpp"
#include "workers/udp/datagram.hpp"
#include "workers/udp/pacer.hpp"

namespace iometry::workers {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kSocketTimeoutMs = 200;  // lanes look at the stop flag this often
constexpr auto kHandshakeTimeout = std::chrono::seconds(3);
constexpr auto kHelloInterval = std::chrono::milliseconds(20);
constexpr auto kGracefulEndWindow = std::chrono::seconds(2);
constexpr std::int64_t kReplyTimeoutNs = 1'000'000'000;  // a ping-pong request is lost after 1 s
// Socket buffers: large enough that a receiver scheduled out for a few milliseconds does
// not drop a fast stream (the kernel caps SO_RCVBUF at net.core.rmem_max; a root dynamo
// may go past it with SO_RCVBUFFORCE, as a capture tool would).
constexpr int kSocketBuffer = 8 << 20;
// Receive buffers of one recvmmsg() call, at most.
constexpr std::size_t kReceiveBytes = 4 << 20;

std::int64_t realtimeNs() {
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return std::int64_t{ts.tv_sec} * 1'000'000'000 + ts.tv_nsec;
}

void setBuffer(int fd, int forceOption, int option) {
    if (setsockopt(fd, SOL_SOCKET, forceOption, &kSocketBuffer, sizeof kSocketBuffer) != 0)
        setsockopt(fd, SOL_SOCKET, option, &kSocketBuffer, sizeof kSocketBuffer);
}

/** A UDP socket bound to @p local (port 0: the kernel's choice); -1 with @p error. */
int boundSocket(const std::string& local, std::string& error) {
    sockaddr_storage addr;
    socklen_t length;
    if (!makeAddress(local, 0, addr, length)) {
        error = "bind address " + local + " is not an IP address";
        return -1;
    }
    const int fd = ::socket(addr.ss_family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        error = errnoText("socket");
        return -1;
    }
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), length) != 0) {
        error = errnoText("cannot bind a UDP socket to " + local);
        ::close(fd);
        return -1;
    }
    setBuffer(fd, SO_SNDBUFFORCE, SO_SNDBUF);
    setBuffer(fd, SO_RCVBUFFORCE, SO_RCVBUF);
    return fd;
}

/**
 * How the socket engine hands datagrams to the kernel: datagrams (messages) per
 * sendmmsg(), and datagrams per message with UDP_SEGMENT (1: none). 64 and 1 unless the
 * dynamo's environment says otherwise: IOMETRY_UDP_BATCH (1–1024) and IOMETRY_UDP_GSO
 * (1–64), knobs of an experiment (bench/README.md, "raw_vs_trafgen.py"), not of a plan.
 */
SendShape sendShape() {
    auto knob = [](const char* name, std::size_t fallback, std::size_t most) {
        const char* text = std::getenv(name);
        if (!text || !*text) return fallback;
        char* end = nullptr;
        const unsigned long v = std::strtoul(text, &end, 10);
        return *end == '\0' && v >= 1 && v <= most ? static_cast<std::size_t>(v) : fallback;
    };
    return {knob("IOMETRY_UDP_BATCH", 64, 1024), knob("IOMETRY_UDP_GSO", 1, 64)};
}

/** The requests of a spec that one end sends, in order (the other end sends the reads). */
class Writes {
public:
    explicit Writes(const PairSetup& setup) : m_sequence(setup.spec, setup.seed, setup.partner) {}
    Op next() {
        Op op = m_sequence.next();
        while (op.read) op = m_sequence.next();
        return op;
    }
    const OpSequence& sequence() const { return m_sequence; }

private:
    OpSequence m_sequence;
};

/** Hands a receiving lane's totals to the sampler (worker_counters.hpp). */
void publish(LaneCounters& lane, const stats::UdpReceiveStats& stats, std::uint64_t expected,
             std::uint64_t jitterSum) {
    lane.dgramExpected.store(expected, std::memory_order_relaxed);
    lane.dgramReceived.store(stats.unique(), std::memory_order_relaxed);
    lane.dgramReordered.store(stats.reordered(), std::memory_order_relaxed);
    lane.dgramDuplicates.store(stats.duplicates(), std::memory_order_relaxed);
    lane.jitterNsSum.store(jitterSum, std::memory_order_relaxed);
}

}  // namespace

std::unique_ptr<Worker> makeUdpWorker(PairSetup setup, std::string& error) {
    const auto& settings = setup.settingsOf<model::UdpSettings>();
    const bool pingPong = model::hasReplies(setup.spec);
    if (!pingPong && !(settings.rateMbit > 0)) {
        error = "a udp stream needs rate_mbit";
        return nullptr;
    }
    for (const auto& line : setup.spec.lines) {
        for (std::uint64_t size : {line.size, line.reply}) {
            if (pingPong && line.share > 0 &&
                (size < udp::kHeaderSize || size > udp::kMaxDatagram || line.read % 100 != 0)) {
                error = "a udp ping-pong line is one way (read 0 or 100) with size and reply of " +
                        std::to_string(udp::kHeaderSize) + "–" + std::to_string(udp::kMaxDatagram) +
                        " bytes";
                return nullptr;
            }
            if (!pingPong && size == line.size &&
                (size < udp::kHeaderSize || size > udp::kMaxDatagram)) {
                error = "a udp datagram is " + std::to_string(udp::kHeaderSize) + "–" +
                        std::to_string(udp::kMaxDatagram) + " bytes, got " + std::to_string(size);
                return nullptr;
            }
        }
    }
    const bool raw = settings.engine == "raw";  // socket or raw: the kind read it
    if (raw && pingPong) {
        error = "the raw engine sends streams: a ping-pong runs on the socket engine";
        return nullptr;
    }
    // Refused here, at configure, before any traffic (docs/plan-format.md, "The raw
    // engine"): the end that sends frames needs CAP_NET_RAW.
    if (raw && OpSequence(setup.spec, setup.seed, setup.partner).hasWrites()) {
        error = udp::rawCapabilityProblem();
        if (!error.empty()) return nullptr;
    }
    return std::make_unique<UdpWorker>(std::move(setup), raw);
}

UdpWorker::UdpWorker(PairSetup setup, bool raw)
    : PairWorker(std::move(setup)),
      m_shape(m_setup.spec, m_setup.seed, m_setup.partner),
      m_tag(udp::tagOf(m_setup.cookie)),
      m_raw(raw && m_shape.hasWrites()) {
    // A requester times its requests, the spec's writes (docs/metrics.md, "Read and write
    // latency").
    if (m_shape.hasReplies() && m_shape.hasWrites()) m_lanes[SendLane].writeLatency.reserve();
}

bool UdpWorker::openRaw(std::string& error) {
    m_iface = udp::interfaceOf(m_setup.localAddress, error);
    if (!m_iface) return false;
    // No fragments: every frame of the spec must fit the interface's MTU.
    const std::uint64_t largest = std::max<std::uint64_t>(udp::kHeaderSize, m_shape.largestTransfer());
    if (largest + udp::kIpv4Header + udp::kUdpHeader > m_iface->mtu) {
        error = "the raw engine does not fragment: a datagram of " + std::to_string(largest) +
                " bytes needs an MTU of " + std::to_string(largest + udp::kIpv4Header + udp::kUdpHeader) +
                ", " + m_iface->name + " has " + std::to_string(m_iface->mtu);
        return false;
    }
    if (m_iface->loopback && !udp::loopbackTakesFrames()) {
        error = "the raw engine over " + m_iface->name + " needs net.ipv4.conf.lo.route_localnet=1 and "
                "net.ipv4.conf.lo.accept_local=1 (sysctl): without them the kernel drops frames from "
                "this host's own addresses that its stack did not send";
        return false;
    }
    const std::size_t frame = udp::kFrameHeaders + largest;
    // About 4 MiB of ring: 1024 slots of up to 1.5-KB frames, fewer for jumbo frames.
    const std::size_t slots = std::clamp<std::size_t>((4u << 20) / std::max<std::size_t>(frame, 2048), 32, 1024);
    m_ring = std::make_unique<udp::TxRing>();
    return m_ring->open(*m_iface, frame, slots, error);
}

UdpWorker::~UdpWorker() {
    stop();
    if (m_fd >= 0) ::close(m_fd);
}

bool UdpWorker::listen(std::optional<std::uint16_t>& port, std::string& error) {
    m_fd = boundSocket(m_setup.localAddress, error);
    if (m_fd < 0) return false;
    sockaddr_storage addr;
    socklen_t length = sizeof addr;
    getsockname(m_fd, reinterpret_cast<sockaddr*>(&addr), &length);
    port = portOf(addr);
    return !m_raw || openRaw(error);
}

bool UdpWorker::sendHello(std::uint64_t kind) {
    // Hello (kHelloSequence, partner to holder), acknowledgement (kAckSequence, back) and
    // a counted ping-pong's end (kEndSequence, requester to responder): the hello tag,
    // then the whole cookie, which only this worker's two ends know.
    std::vector<unsigned char> hello(udp::kHeaderSize + m_setup.cookie.size());
    udp::writeHeader({udp::helloTagOf(m_tag), kind, 0}, hello.data());
    std::memcpy(hello.data() + udp::kHeaderSize, m_setup.cookie.data(), m_setup.cookie.size());
    return ::send(m_fd, hello.data(), hello.size(), MSG_DONTWAIT | MSG_NOSIGNAL) ==
           static_cast<ssize_t>(hello.size());
}

bool UdpWorker::connect(std::uint16_t port, Clock::time_point, const std::atomic<bool>&,
                        std::string& error) {
    // Connecting a UDP socket only fixes its peer: it never waits.
    m_fd = boundSocket(m_setup.localAddress, error);
    if (m_fd < 0) return false;
    const std::string target = m_setup.remoteAddress + ":" + std::to_string(port);
    sockaddr_storage remote;
    socklen_t length;
    if (!makeAddress(m_setup.remoteAddress, port, remote, length)) {
        error = "peer address " + m_setup.remoteAddress + " is not an IP address";
        return false;
    }
    if (::connect(m_fd, reinterpret_cast<sockaddr*>(&remote), length) != 0) {
        error = errnoText("cannot reach " + target);
        return false;
    }
    if (!sendHello(udp::kHelloSequence)) {
        error = errnoText("cannot send to " + target);
        return false;
    }
    return !m_raw || openRaw(error);
}

bool UdpWorker::holderHandshake() {
    // The partner's hello says from which port it sends; connecting to it makes the
    // kernel drop every datagram from elsewhere.
    const std::string expected = normalisedAddress(m_setup.remoteAddress);
    const auto deadline = Clock::now() + kHandshakeTimeout;
    std::vector<unsigned char> buffer(udp::kHeaderSize + m_setup.cookie.size() + 1);
    std::uint64_t strangers = 0;
    std::string strangerFrom;
    while (!m_run.stopping() && Clock::now() < deadline) {
        pollfd p{m_fd, POLLIN, 0};
        if (::poll(&p, 1, 50) != 1) continue;
        sockaddr_storage from;
        socklen_t fromLength = sizeof from;
        const ssize_t n = ::recvfrom(m_fd, buffer.data(), buffer.size(), MSG_DONTWAIT,
                                     reinterpret_cast<sockaddr*>(&from), &fromLength);
        if (n < 0) continue;
        const auto header = udp::readHeader(buffer.data(), static_cast<std::size_t>(n));
        const bool hello =
            header && static_cast<std::size_t>(n) == buffer.size() - 1 &&
            header->tag == udp::helloTagOf(m_tag) && header->seq == udp::kHelloSequence &&
            std::memcmp(buffer.data() + udp::kHeaderSize, m_setup.cookie.data(),
                        m_setup.cookie.size()) == 0;
        if (!hello || addressText(from) != expected) {
            ++strangers;
            strangerFrom = addressText(from);
            continue;
        }
        if (strangers > 0)
            m_run.addError("ignored " + std::to_string(strangers) +
                     " datagram(s) that were not this worker's hello (last from " + strangerFrom +
                     ")");
        if (::connect(m_fd, reinterpret_cast<sockaddr*>(&from), fromLength) != 0) {
            m_run.addError(errnoText("cannot connect the UDP socket to the partner"));
            return false;
        }
        for (int i = 0; i < 3; ++i) sendHello(udp::kAckSequence);  // a lost acknowledgement is resent
        return true;
    }
    if (!m_run.stopping()) {
        m_run.addError("no hello from the partner at " + m_setup.remoteAddress + " reached " +
                 m_setup.localAddress);
        m_lanes[SendLane].errors.fetch_add(1, std::memory_order_relaxed);
    }
    return false;
}

bool UdpWorker::partnerHandshake() {
    // Hello until the holder acknowledges: a hello lost on the way is sent again.
    const auto deadline = Clock::now() + kHandshakeTimeout;
    std::vector<unsigned char> buffer(udp::kHeaderSize + m_setup.cookie.size() + 1);
    auto nextHello = Clock::now() + kHelloInterval;
    while (!m_run.stopping() && Clock::now() < deadline) {
        pollfd p{m_fd, POLLIN, 0};
        if (::poll(&p, 1, 5) == 1) {
            const ssize_t n = ::recv(m_fd, buffer.data(), buffer.size(), MSG_DONTWAIT);
            const auto header =
                n > 0 ? udp::readHeader(buffer.data(), static_cast<std::size_t>(n)) : std::nullopt;
            if (header && static_cast<std::size_t>(n) == buffer.size() - 1 &&
                header->tag == udp::helloTagOf(m_tag) && header->seq == udp::kAckSequence &&
                std::memcmp(buffer.data() + udp::kHeaderSize, m_setup.cookie.data(),
                            m_setup.cookie.size()) == 0)
                return true;
        }
        if (Clock::now() >= nextHello) {
            sendHello(udp::kHelloSequence);
            nextHello = Clock::now() + kHelloInterval;
        }
    }
    if (!m_run.stopping()) {
        m_run.addError("the holder at " + m_setup.remoteAddress + " never acknowledged the hello of " +
                 m_setup.localAddress);
        m_lanes[SendLane].errors.fetch_add(1, std::memory_order_relaxed);
    }
    return false;
}

void UdpWorker::run() {
    prepareLaneThread(m_setup.cpu, m_setup.probe);
    const bool ready = m_fd >= 0 && (m_setup.partner ? partnerHandshake() : holderHandshake());
    if (!ready) {
        m_run.leaveGate();
        m_run.finish();
        return;
    }
    setSocketTimeouts(m_fd, kSocketTimeoutMs);
    if (m_shape.hasReplies()) {  // ping-pong: one thread at each end
        m_run.passGate();
        if (m_shape.hasWrites()) requestLoop();
        else respondLoop();
        m_run.finish();
        return;
    }
    const bool sends = m_shape.hasWrites();
    const bool receives = m_shape.hasReads();
    if (sends && m_raw && !resolveRaw()) {
        m_lanes[SendLane].errors.fetch_add(1, std::memory_order_relaxed);
        m_run.leaveGate();
        m_run.finish();
        return;
    }
    if (receives) {
        const int one = 1;
        setsockopt(m_fd, SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one);
    }
    std::thread receiver;
    if (sends && receives)
        receiver = std::thread([this] {
            prepareLaneThread(m_setup.cpu, m_setup.probe);
            m_run.waitForGo();
            receiveLoop();
        });
    m_run.passGate();
    if (sends && m_raw) rawSendLoop();
    else if (sends) sendLoop();
    else if (receives) receiveLoop();
    if (receiver.joinable()) receiver.join();
    m_run.finish();
}

void UdpWorker::pause(int ms) {
    // A burst's delay_ms: slept in slices, so a stop or the step's end cuts it short.
    const std::int64_t wake = std::min<std::int64_t>(steadyNs() + ms * 1'000'000ll, m_run.endNs());
    while (!m_run.stopping() && steadyNs() < wake)
        sleepUntilNs(std::min<std::int64_t>(wake, steadyNs() + kSocketTimeoutMs * 1'000'000ll));
}

bool UdpWorker::dueNow(udp::Pacer& pacer, std::int64_t now, std::uint64_t size) {
    const std::int64_t due = pacer.due(now, size);
    if (due <= now) return true;
    sleepUntilNs(std::min<std::int64_t>({due, now + kSocketTimeoutMs * 1'000'000ll, m_run.endNs()}));
    return false;
}

void UdpWorker::sendLoop() {
    // This end offers its share of the pair's rate (udp/pacer.hpp).
    setFineTimerSlack();  // wake within ~1 µs of a deadline, not 50 µs
    LaneCounters& lane = m_lanes[SendLane];
    Writes writes(m_setup);
    std::vector<unsigned char> payload = patternBuffer(writes.sequence(), udp::kHeaderSize);

    // A message is one datagram, or with UDP_SEGMENT up to `segments` datagrams of one size
    // that the kernel cuts apart (bench/README.md, "raw_vs_trafgen.py": an experiment).
    const SendShape shape = sendShape();
    const std::size_t batch = shape.batch, segments = shape.segments;
    std::vector<unsigned char> headers(batch * segments * udp::kHeaderSize);
    std::vector<iovec> iov(batch * segments * 2);
    std::vector<mmsghdr> msgs(batch);
    std::vector<std::uint64_t> bytesOf(batch);
    std::vector<std::size_t> countOf(batch);
    constexpr std::size_t kControl = CMSG_SPACE(sizeof(std::uint16_t));
    std::vector<unsigned char> control(segments > 1 ? batch * kControl : 0);
    for (std::size_t i = 0; i < batch; ++i) {
        msgs[i] = {};
        msgs[i].msg_hdr.msg_iov = &iov[i * segments * 2];
    }
    auto segment = [&](std::size_t m, std::size_t j, const Op& op, std::uint64_t seq, std::int64_t stamp) {
        unsigned char* h = &headers[(m * segments + j) * udp::kHeaderSize];
        udp::writeHeader({m_tag, seq & udp::kMaxSequence, stamp}, h);
        iov[(m * segments + j) * 2] = {h, udp::kHeaderSize};
        iov[(m * segments + j) * 2 + 1] = {payload.data() + udp::kHeaderSize,
                                           static_cast<std::size_t>(op.size) - udp::kHeaderSize};
    };
    auto closeMessage = [&](std::size_t m, std::size_t count, std::uint64_t size) {
        msgs[m].msg_hdr.msg_iovlen = count * 2;
        bytesOf[m] = count * size;
        countOf[m] = count;
        msgs[m].msg_hdr.msg_control = nullptr;
        msgs[m].msg_hdr.msg_controllen = 0;
        if (count < 2) return;
        auto* c = reinterpret_cast<cmsghdr*>(&control[m * kControl]);
        msgs[m].msg_hdr.msg_control = c;
        msgs[m].msg_hdr.msg_controllen = kControl;
        c->cmsg_level = SOL_UDP;
        c->cmsg_type = UDP_SEGMENT;
        c->cmsg_len = CMSG_LEN(sizeof(std::uint16_t));
        const auto gso = static_cast<std::uint16_t>(size);
        std::memcpy(CMSG_DATA(c), &gso, sizeof gso);
    };

    Op pending = writes.next();  // the next datagram to schedule
    udp::Pacer pacer(m_setup.settingsOf<model::UdpSettings>().rateMbit * m_shape.writeShare(), steadyNs());
    std::uint64_t nextSeq = 0;
    std::size_t first = 0, ready = 0;
    int pauseMs = 0;
    bool refusedReported = false;
    while (!m_run.stopping()) {
        std::int64_t now = steadyNs();
        if (now >= m_run.endNs()) break;
        if (first == ready) {
            first = ready = 0;
            if (!dueNow(pacer, now, pending.size)) continue;
            const std::int64_t stamp = realtimeNs();
            bool more = true;
            while (ready < batch && more) {
                // The first is due (checked above, rounded to whole ns); the others if
                // their time has come too. A message takes datagrams of one size, up to
                // a UDP payload in all.
                if (ready > 0 && !pacer.dueBy(now)) break;
                const std::uint64_t size = pending.size;
                const std::size_t fit =
                    std::min<std::size_t>(segments, std::max<std::uint64_t>(1, udp::kMaxDatagram / size));
                std::size_t count = 0;
                while (count < fit && (count == 0 || (pending.size == size && pacer.dueBy(now)))) {
                    segment(ready, count++, pending, nextSeq++, stamp);
                    pacer.scheduled(pending.size);
                    const int delay = pending.delayAfterMs;
                    pending = writes.next();
                    if (delay > 0) {
                        pauseMs = delay;
                        more = false;
                        break;
                    }
                }
                closeMessage(ready++, count, size);
            }
        }
        const int sent = ::sendmmsg(m_fd, msgs.data() + first, static_cast<unsigned>(ready - first), 0);
        if (sent > 0) {
            std::uint64_t bytes = 0, datagrams = 0;
            for (std::size_t i = first; i < first + static_cast<std::size_t>(sent); ++i) {
                bytes += bytesOf[i];
                datagrams += countOf[i];
            }
            LaneCounters::add(lane.writeOps, datagrams);
            LaneCounters::add(lane.bytesWritten, bytes);
            first += static_cast<std::size_t>(sent);
        } else if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK || errno == ENOBUFS) {
            continue;  // a full buffer: try again (the end is checked above)
        } else if (errno == ECONNREFUSED) {
            // The receiver's port answered "unreachable": its end is gone, or not yet there.
            if (Clock::now() >= m_run.end() - kGracefulEndWindow) break;
            if (!refusedReported) {
                refusedReported = true;
                lane.errors.fetch_add(1, std::memory_order_relaxed);
                m_run.addError("send: the receiving end's port is closed (ICMP port unreachable)");
            }
            continue;
        } else {
            lane.errors.fetch_add(1, std::memory_order_relaxed);
            m_run.addError(errnoText("send"));
            break;
        }
        if (first == ready && pauseMs > 0) {
            pause(pauseMs);
            pauseMs = 0;
            pacer.restart(steadyNs());  // the pause is not made up
        }
    }
}

bool UdpWorker::resolveRaw() {
    // Both sockets are connected after the handshake: the frames carry their addresses
    // and ports, so the receiving socket takes them as the partner's datagrams.
    sockaddr_storage local{}, remote{};
    socklen_t localLength = sizeof local, remoteLength = sizeof remote;
    if (::getsockname(m_fd, reinterpret_cast<sockaddr*>(&local), &localLength) != 0 ||
        ::getpeername(m_fd, reinterpret_cast<sockaddr*>(&remote), &remoteLength) != 0 ||
        local.ss_family != AF_INET || remote.ss_family != AF_INET) {
        m_run.addError("the raw engine sends IPv4 frames: the UDP socket has no IPv4 peer");
        return false;
    }
    const auto& l = reinterpret_cast<const sockaddr_in&>(local);
    const auto& r = reinterpret_cast<const sockaddr_in&>(remote);
    udp::FlowAddresses a;
    a.srcIp = ntohl(l.sin_addr.s_addr);
    a.dstIp = ntohl(r.sin_addr.s_addr);
    a.srcPort = ntohs(l.sin_port);
    a.dstPort = ntohs(r.sin_port);
    a.srcMac = m_iface->mac;
    if (!m_iface->loopback) {
        // The hello and its acknowledgement crossed the link, so the kernel has resolved
        // the partner (ARP); an entry still incomplete gets a moment to complete.
        const std::string peer = addressText(remote);
        const auto giveUp = Clock::now() + std::chrono::seconds(1);
        std::optional<udp::Mac> mac;
        while (!(mac = udp::neighbourMac(peer, m_iface->name)) && Clock::now() < giveUp &&
               !m_run.stopping()) {
            sendHello(udp::kAckSequence);  // something to resolve the partner for
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        if (!mac) {
            m_run.addError("the raw engine found no MAC address of " + peer + " on " + m_iface->name +
                           " (/proc/net/arp): the partner must be on the same link");
            return false;
        }
        a.dstMac = *mac;
    }
    OpSequence sequence(m_setup.spec, m_setup.seed, m_setup.partner);
    std::vector<unsigned char> pattern = patternBuffer(sequence, udp::kHeaderSize);
    pattern.resize(std::max<std::size_t>(udp::kHeaderSize, sequence.largestTransfer()));
    m_frames.emplace(a, std::move(pattern));
    for (std::size_t i = 0; i < m_ring->slotCount(); ++i) m_frames->fillPayload(m_ring->frameData(i));
    return true;
}

void UdpWorker::rawSendLoop() {
    // The socket engine's schedule (sendLoop), with frames written into the ring instead
    // of datagrams into sendmmsg(): all frames due, up to kRawBatch, go out in one send().
    setFineTimerSlack();
    LaneCounters& lane = m_lanes[SendLane];
    Writes writes(m_setup);
    Op pending = writes.next();
    udp::Pacer pacer(m_setup.settingsOf<model::UdpSettings>().rateMbit * m_shape.writeShare(), steadyNs());
    std::vector<std::uint64_t> payloadOf(m_ring->slotCount());  // of each slot committed
    std::size_t oldest = 0, next = 0;                       // slots, in ring order
    std::uint64_t nextSeq = 0;
    int pauseMs = 0;
    std::string error;
    while (!m_run.stopping()) {
        const std::int64_t now = steadyNs();
        if (now >= m_run.endNs()) break;
        if (m_ring->pending() == 0) {
            if (!dueNow(pacer, now, pending.size)) continue;
            const std::int64_t stamp = realtimeNs();
            for (std::size_t queued = 0; queued < kRawBatch; ++queued) {
                if (queued > 0 && !pacer.dueBy(now)) break;
                unsigned char* frame = m_ring->slot();
                if (!frame) break;
                m_ring->commit(m_frames->build(frame, pending.size,
                                               {m_tag, nextSeq++ & udp::kMaxSequence, stamp}));
                payloadOf[next] = pending.size;
                next = (next + 1) % payloadOf.size();
                pacer.scheduled(pending.size);
                const int delay = pending.delayAfterMs;
                pending = writes.next();
                if (delay > 0) {
                    pauseMs = delay;
                    break;
                }
            }
            if (m_ring->pending() == 0) {  // the kernel still holds the next slot
                m_ring->waitForSlot(1);
                continue;
            }
        }
        const long taken = m_ring->flush(error);
        if (taken < 0) {
            lane.errors.fetch_add(1, std::memory_order_relaxed);
            m_run.addError(error);
            break;
        }
        if (taken == 0) sleepUntilNs(steadyNs() + 20'000);  // the driver's queue is full: let it drain
        std::uint64_t bytes = 0;
        for (long i = 0; i < taken; ++i, oldest = (oldest + 1) % payloadOf.size()) bytes += payloadOf[oldest];
        LaneCounters::add(lane.writeOps, static_cast<std::uint64_t>(taken));
        LaneCounters::add(lane.bytesWritten, bytes);
        if (m_ring->pending() == 0 && pauseMs > 0) {
            pause(pauseMs);
            pauseMs = 0;
            pacer.restart(steadyNs());
        }
    }
}

void UdpWorker::receiveLoop() {
    LaneCounters& lane = m_lanes[RecvLane];
    OpSequence sequence(m_setup.spec, m_setup.seed, m_setup.partner);
    // One byte more than the largest request: a longer datagram shows as truncated.
    const std::size_t slot = std::max<std::uint64_t>(udp::kHeaderSize, sequence.largestTransfer()) + 1;
    const std::size_t batch = std::clamp<std::size_t>(kReceiveBytes / slot, 1, kBatch);
    std::vector<unsigned char> buffers(batch * slot);
    constexpr std::size_t kControl = CMSG_SPACE(sizeof(timespec));
    std::vector<unsigned char> control(batch * kControl);
    std::vector<iovec> iov(batch);
    std::vector<mmsghdr> msgs(batch);
    for (std::size_t i = 0; i < batch; ++i) {
        iov[i] = {buffers.data() + i * slot, slot};
        msgs[i] = {};
        msgs[i].msg_hdr.msg_iov = &iov[i];
        msgs[i].msg_hdr.msg_iovlen = 1;
    }
    const std::uint32_t helloTag = udp::helloTagOf(m_tag);
    stats::UdpReceiveStats stats;
    std::uint64_t strangers = 0, jitterSum = 0;
    while (!m_run.stopping()) {
        for (std::size_t i = 0; i < batch; ++i) {
            msgs[i].msg_hdr.msg_control = control.data() + i * kControl;
            msgs[i].msg_hdr.msg_controllen = kControl;
            msgs[i].msg_hdr.msg_flags = 0;
        }
        const int got = ::recvmmsg(m_fd, msgs.data(), static_cast<unsigned>(batch), MSG_WAITFORONE,
                                   nullptr);
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK || errno == ECONNREFUSED) {
                if (steadyNs() >= m_run.endNs()) break;
                continue;
            }
            lane.errors.fetch_add(1, std::memory_order_relaxed);
            m_run.addError(errnoText("receive"));
            break;
        }
        // What arrives once the step's window has closed belongs to no interval (as for
        // TCP: docs/metrics.md, "Traffic").
        if (steadyNs() >= m_run.endNs()) break;
        const std::int64_t fallback = realtimeNs();
        std::uint64_t received = 0, bytes = 0;
        for (int i = 0; i < got; ++i) {
            const msghdr& h = msgs[static_cast<std::size_t>(i)].msg_hdr;
            const std::size_t length = msgs[static_cast<std::size_t>(i)].msg_len;
            const auto header =
                udp::readHeader(static_cast<const unsigned char*>(h.msg_iov->iov_base), length);
            if (!header || (h.msg_flags & MSG_TRUNC) || header->tag != m_tag) {
                if (!header || header->tag != helloTag) ++strangers;  // late hellos are expected
                continue;
            }
            std::int64_t arrived = fallback;
            for (cmsghdr* c = CMSG_FIRSTHDR(&h); c; c = CMSG_NXTHDR(const_cast<msghdr*>(&h), c)) {
                if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMPNS) {
                    timespec ts;
                    std::memcpy(&ts, CMSG_DATA(c), sizeof ts);
                    arrived = std::int64_t{ts.tv_sec} * 1'000'000'000 + ts.tv_nsec;
                }
            }
            const std::uint64_t before = stats.unique();
            stats.onDatagram(header->seq, header->sentNs, arrived);
            if (stats.unique() != before) {
                ++received;
                bytes += length;
            }
            jitterSum += static_cast<std::uint64_t>(std::llround(stats.jitterNs()));
        }
        LaneCounters::add(lane.readOps, received);
        LaneCounters::add(lane.bytesRead, bytes);
        publish(lane, stats, stats.unique() + stats.lost(), jitterSum);
    }
    if (strangers > 0)
        m_run.addError("ignored " + std::to_string(strangers) +
                 " datagram(s) that did not carry this run's tag");
}

void UdpWorker::requestLoop() {
    // Outstanding 1: send a request, wait for its reply (the same sequence number echoed),
    // then the next, as ping and sockperf ping-pong do. The round trip is timed on the
    // monotonic clock from just before the request is sent to the reply's return. A
    // request unanswered within kReplyTimeout is a lost round trip; one still unanswered
    // when the step ends is in flight, neither answered nor lost. A reply that comes late
    // still counts as a datagram, not as a round trip. Paced, a request waits for its due
    // time and its round trip is timed from it (docs/metrics.md, "Paced requests"); it is
    // lost 1 s after it was sent.
    LaneCounters& lane = m_lanes[SendLane];
    OpSequence sequence(m_setup.spec, m_setup.seed, m_setup.partner);
    const std::size_t largest = std::max<std::uint64_t>(udp::kHeaderSize, sequence.largestTransfer());
    std::vector<unsigned char> out = patternBuffer(sequence, udp::kHeaderSize), in(largest + 1);
    stats::UdpReceiveStats replies;
    std::uint64_t seq = 0, expected = 0, jitterSum = 0;
    std::optional<Schedule> schedule = m_paced.begin(steadyNs(), m_run.endNs());
    while (!m_run.stopping()) {
        if (m_setup.count > 0 && seq == m_setup.count) {
            sendEnd();
            break;
        }
        const Op op = sequence.next();
        if (op.read) continue;  // a requester's spec has no reads
        if (schedule && !m_run.waitUntilDue(*schedule)) break;
        const std::int64_t started = steadyNs();
        if (m_run.pastEnd(started)) break;
        const std::int64_t due = schedule ? schedule->take() : started;
        udp::writeHeader({m_tag, seq, realtimeNs()}, out.data());
        const ssize_t sent = ::send(m_fd, out.data(), op.size, MSG_NOSIGNAL);
        if (sent != static_cast<ssize_t>(op.size)) {
            if (errno == EINTR || errno == EAGAIN || errno == ENOBUFS || errno == ECONNREFUSED) continue;
            lane.errors.fetch_add(1, std::memory_order_relaxed);
            m_run.addError(errnoText("send request"));
            break;
        }
        LaneCounters::add(lane.writeOps, 1);
        LaneCounters::add(lane.bytesWritten, op.size);
        const std::int64_t giveUp = std::min<std::int64_t>(started + kReplyTimeoutNs, m_run.endNs());
        bool answered = false;
        std::int64_t now = started;
        for (;;) {
            const ssize_t n = ::recv(m_fd, in.data(), in.size(), 0);
            now = steadyNs();
            const auto header =
                n > 0 ? udp::readHeader(in.data(), static_cast<std::size_t>(n)) : std::nullopt;
            if (header && header->tag == m_tag && static_cast<std::size_t>(n) <= largest) {
                const std::uint64_t before = replies.unique();
                replies.onDatagram(header->seq, header->sentNs, realtimeNs());
                if (replies.unique() != before) {
                    LaneCounters::add(lane.readOps, 1);
                    LaneCounters::add(lane.bytesRead, static_cast<std::uint64_t>(n));
                }
                jitterSum += static_cast<std::uint64_t>(std::llround(replies.jitterNs()));
                if (header->seq == (seq & udp::kMaxSequence)) {
                    lane.writeLatency.record(static_cast<std::uint64_t>(now - due));
                    LaneCounters::add(lane.transactions, 1);
                    answered = true;
                    break;
                }
            }
            if (now >= giveUp || m_run.stopping()) break;
        }
        ++seq;
        // A reply expected: answered, or unanswered for the whole timeout (a lost round trip).
        if (answered || now - started >= kReplyTimeoutNs) ++expected;
        publish(lane, replies, expected, jitterSum);
        if (op.delayAfterMs > 0) pause(op.delayAfterMs);
    }
}

void UdpWorker::respondLoop() {
    // Answers each request at once with its reply size (the spec's reply for a request of
    // that size: the validator makes it unique), echoing the request's header so the
    // requester knows which request it answers. The responder times nothing, and publishes
    // no datagram statistics: a ping-pong's loss is the requester's, per round trip (a lost
    // request would otherwise count twice, as a missing request here and a missing reply
    // there; docs/metrics.md "UDP receive statistics").
    LaneCounters& lane = m_lanes[RecvLane];
    OpSequence sequence(m_setup.spec, m_setup.seed, m_setup.partner);
    const std::size_t largest = std::max<std::uint64_t>(udp::kHeaderSize, sequence.largestTransfer());
    // Room for the largest request and for the end datagram (header and cookie), plus one
    // byte to tell a datagram that is too long.
    std::vector<unsigned char> buffer(std::max(largest, udp::kHeaderSize + m_setup.cookie.size()) + 1);
    stats::UdpReceiveStats requests;
    std::uint64_t strangers = 0;
    while (!m_run.stopping()) {
        const ssize_t n = ::recv(m_fd, buffer.data(), buffer.size(), 0);
        if (m_run.pastEnd(steadyNs())) break;
        if (n < 0) continue;  // the timeout: look at the stop flag and the end
        const auto header = udp::readHeader(buffer.data(), static_cast<std::size_t>(n));
        std::uint64_t reply = 0;
        for (const auto& line : m_setup.spec.lines)
            if (line.size == static_cast<std::uint64_t>(n) && line.reply > 0) reply = line.reply;
        if (header && header->tag == udp::helloTagOf(m_tag) && header->seq == udp::kEndSequence &&
            static_cast<std::size_t>(n) == udp::kHeaderSize + m_setup.cookie.size() &&
            std::memcmp(buffer.data() + udp::kHeaderSize, m_setup.cookie.data(), m_setup.cookie.size()) == 0)
            break;  // the requester made its count
        if (!header || header->tag != m_tag || reply == 0) {
            if (!header || header->tag != udp::helloTagOf(m_tag)) ++strangers;
            continue;
        }
        const std::uint64_t before = requests.unique();
        requests.onDatagram(header->seq, header->sentNs, realtimeNs());
        if (requests.unique() != before) {
            LaneCounters::add(lane.readOps, 1);
            LaneCounters::add(lane.bytesRead, static_cast<std::uint64_t>(n));
        }
        if (buffer.size() < reply) buffer.resize(reply);
        if (::send(m_fd, buffer.data(), reply, MSG_NOSIGNAL) == static_cast<ssize_t>(reply)) {
            LaneCounters::add(lane.writeOps, 1);
            LaneCounters::add(lane.bytesWritten, reply);
            LaneCounters::add(lane.transactions, 1);
        }
        if (m_setup.count > 0 && requests.unique() == m_setup.count) break;  // all answered
    }
    if (strangers > 0)
        m_run.addError("ignored " + std::to_string(strangers) +
                       " datagram(s) that were not requests of this run");
}

void UdpWorker::sendEnd() {
    // A counted ping-pong's last word: the responder stops at once instead of waiting for
    // requests lost on the way. Sent three times (it may be lost too; then the responder
    // stops at the step's end).
    for (int i = 0; i < 3; ++i) sendHello(udp::kEndSequence);
}

void UdpWorker::wake() {
    if (m_fd >= 0) ::shutdown(m_fd, SHUT_RDWR);
}

WorkerDelta UdpWorker::takeDelta() {
    WorkerDelta d;
    for (std::size_t i = 0; i < 2; ++i) m_reader.takeInto(i, m_lanes[i], d);
    d.counters.scheduled += m_paced.takeDue(steadyNs());
    m_run.takeThreadTimes(d.counters);
    return d;
}

}  // namespace iometry::workers
