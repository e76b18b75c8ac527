#include "workers/udp/raw_tx.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <linux/if_packet.h>
#include <net/ethernet.h>
#include <net/if_arp.h>
#include <net/if.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "workers/socket_util.hpp"  // errnoText

namespace iometry::workers::udp {
namespace {

std::optional<Mac> parseMac(const std::string& text) {
    Mac mac{};
    unsigned v[6];
    char tail = 0;
    if (std::sscanf(text.c_str(), "%2x:%2x:%2x:%2x:%2x:%2x%c", &v[0], &v[1], &v[2], &v[3], &v[4],
                    &v[5], &tail) != 6)
        return std::nullopt;
    for (int i = 0; i < 6; ++i) mac[static_cast<std::size_t>(i)] = static_cast<unsigned char>(v[i]);
    return mac;
}

/** A datagram socket for the interface ioctls, closed on leaving. */
struct IoctlSocket {
    int fd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    ~IoctlSocket() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

std::optional<RawInterface> interfaceOf(const std::string& localAddress, std::string& error) {
    in_addr wanted{};
    if (inet_pton(AF_INET, localAddress.c_str(), &wanted) != 1) {
        error = "the raw engine sends IPv4 frames: " + localAddress + " is not an IPv4 address";
        return std::nullopt;
    }
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) {
        error = errnoText("getifaddrs");
        return std::nullopt;
    }
    std::optional<RawInterface> found;
    for (ifaddrs* a = list; a && !found; a = a->ifa_next) {
        if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
        if (reinterpret_cast<const sockaddr_in*>(a->ifa_addr)->sin_addr.s_addr != wanted.s_addr) continue;
        RawInterface iface;
        iface.name = a->ifa_name;
        iface.loopback = (a->ifa_flags & IFF_LOOPBACK) != 0;
        found = iface;
    }
    freeifaddrs(list);
    if (!found) {
        error = "no interface of this host holds " + localAddress + " (the raw engine sends from it)";
        return std::nullopt;
    }
    found->index = static_cast<int>(if_nametoindex(found->name.c_str()));
    IoctlSocket s;
    ifreq req{};
    std::snprintf(req.ifr_name, sizeof req.ifr_name, "%s", found->name.c_str());
    if (found->index == 0 || s.fd < 0 || ::ioctl(s.fd, SIOCGIFMTU, &req) != 0) {
        error = errnoText("cannot read the MTU of " + found->name);
        return std::nullopt;
    }
    found->mtu = static_cast<unsigned>(req.ifr_mtu);
    if (!found->loopback) {
        if (::ioctl(s.fd, SIOCGIFHWADDR, &req) != 0 || req.ifr_hwaddr.sa_family != ARPHRD_ETHER) {
            error = "the raw engine sends Ethernet frames: " + found->name + " is not an Ethernet interface";
            return std::nullopt;
        }
        std::memcpy(found->mac.data(), req.ifr_hwaddr.sa_data, 6);
    }
    return found;
}

std::optional<Mac> arpLookup(std::string_view procNetArp, const std::string& ip,
                             const std::string& device) {
    // IP address, HW type, Flags, HW address, Mask, Device; a header line first.
    std::istringstream in{std::string(procNetArp)};
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string address, type, flags, hw, mask, dev;
        if (!(fields >> address >> type >> flags >> hw >> mask >> dev)) continue;
        if (address != ip || dev != device) continue;
        unsigned long f = 0;
        try {
            f = std::stoul(flags, nullptr, 16);
        } catch (const std::exception&) {
            continue;
        }
        if ((f & 0x2) == 0) continue;  // ATF_COM: the entry is complete
        if (auto mac = parseMac(hw)) return mac;
    }
    return std::nullopt;
}

std::optional<Mac> neighbourMac(const std::string& ip, const std::string& device) {
    std::ifstream in("/proc/net/arp");
    std::stringstream text;
    text << in.rdbuf();
    return arpLookup(text.str(), ip, device);
}

bool loopbackTakesFrames() {
    // Each is on when it is on for lo or for all interfaces.
    auto on = [](const char* setting) {
        for (const char* dev : {"lo", "all"}) {
            std::ifstream in(std::string("/proc/sys/net/ipv4/conf/") + dev + "/" + setting);
            int value = 0;
            if (in >> value && value != 0) return true;
        }
        return false;
    };
    return on("route_localnet") && on("accept_local");
}

std::string rawCapabilityProblem() {
    const int fd = ::socket(AF_PACKET, SOCK_RAW | SOCK_CLOEXEC, 0);
    if (fd >= 0) {
        ::close(fd);
        return {};
    }
    if (errno == EPERM || errno == EACCES)
        return "the raw engine needs CAP_NET_RAW to open a packet socket, and this dynamo lacks it: "
               "run iometry-dynamo as root, or grant it with `setcap cap_net_raw+ep "
               "$(command -v iometry-dynamo)` (in a systemd unit: AmbientCapabilities=CAP_NET_RAW)";
    return errnoText("the raw engine cannot open a packet socket");
}

TxRing::~TxRing() {
    if (m_ring) ::munmap(m_ring, m_ringBytes);
    if (m_fd >= 0) ::close(m_fd);
}

bool TxRing::open(const RawInterface& iface, std::size_t largestFrame, std::size_t frames,
                  std::string& error) {
    m_fd = ::socket(AF_PACKET, SOCK_RAW | SOCK_CLOEXEC, 0);  // protocol 0: it receives nothing
    if (m_fd < 0) {
        error = rawCapabilityProblem();
        return false;
    }
    const int version = TPACKET_V2;
    const int one = 1;
    if (::setsockopt(m_fd, SOL_PACKET, PACKET_VERSION, &version, sizeof version) != 0) {
        error = errnoText("PACKET_VERSION");
        return false;
    }
    // Past the queueing discipline straight to the driver, as a packet generator does: a
    // full driver queue then shows as a slower send, not as frames a qdisc dropped. (On a
    // link a qdisc shapes, the raw engine is therefore not shaped.)
    ::setsockopt(m_fd, SOL_PACKET, PACKET_QDISC_BYPASS, &one, sizeof one);
    const long page = ::sysconf(_SC_PAGESIZE);
    m_frameSize = TPACKET_ALIGNMENT;
    while (m_frameSize < TPACKET2_HDRLEN + largestFrame) m_frameSize *= 2;
    const std::size_t block = std::max<std::size_t>(static_cast<std::size_t>(page), m_frameSize);
    const std::size_t perBlock = block / m_frameSize;
    const std::size_t blocks = std::max<std::size_t>(1, (frames + perBlock - 1) / perBlock);
    tpacket_req req{};
    req.tp_block_size = static_cast<unsigned>(block);
    req.tp_block_nr = static_cast<unsigned>(blocks);
    req.tp_frame_size = static_cast<unsigned>(m_frameSize);
    req.tp_frame_nr = static_cast<unsigned>(blocks * perBlock);
    if (::setsockopt(m_fd, SOL_PACKET, PACKET_TX_RING, &req, sizeof req) != 0) {
        error = errnoText("PACKET_TX_RING");
        return false;
    }
    m_frames = req.tp_frame_nr;
    // Every frame in flight holds its buffer against the socket's send buffer: room for
    // the whole ring (each buffer is the frame and about 1 KB of its own), so buffers do
    // not run out before slots do.
    const int sendBuffer = static_cast<int>(std::min<std::size_t>(m_frames * (m_frameSize + 1024) * 2, 1u << 30));
    if (::setsockopt(m_fd, SOL_SOCKET, SO_SNDBUFFORCE, &sendBuffer, sizeof sendBuffer) != 0)
        ::setsockopt(m_fd, SOL_SOCKET, SO_SNDBUF, &sendBuffer, sizeof sendBuffer);
    m_ringBytes = block * blocks;
    void* ring = ::mmap(nullptr, m_ringBytes, PROT_READ | PROT_WRITE, MAP_SHARED, m_fd, 0);
    if (ring == MAP_FAILED) {
        error = errnoText("cannot map the packet ring");
        return false;
    }
    m_ring = static_cast<unsigned char*>(ring);
    sockaddr_ll at{};
    at.sll_family = AF_PACKET;
    at.sll_protocol = 0;  // sends only
    at.sll_ifindex = iface.index;
    if (::bind(m_fd, reinterpret_cast<sockaddr*>(&at), sizeof at) != 0) {
        error = errnoText("cannot bind a packet socket to " + iface.name);
        return false;
    }
    return true;
}

void* TxRing::header(std::size_t i) const { return m_ring + i * m_frameSize; }

unsigned char* TxRing::frameData(std::size_t i) const {
    // TPACKET_V2 sends what follows the aligned header (no PACKET_TX_HAS_OFF).
    return static_cast<unsigned char*>(header(i)) + TPACKET_ALIGN(sizeof(tpacket2_hdr));
}

unsigned char* TxRing::slot() const {
    if (m_pending == m_frames) return nullptr;
    auto* h = static_cast<tpacket2_hdr*>(header(m_next));
    // A frame sent and released is available again, with the timestamp bits
    // (TP_STATUS_TS_*) the kernel adds when the frame's buffer carried a time.
    const unsigned status = __atomic_load_n(&h->tp_status, __ATOMIC_ACQUIRE);
    if (status & (TP_STATUS_SEND_REQUEST | TP_STATUS_SENDING)) return nullptr;
    return frameData(m_next);
}

void TxRing::waitForSlot(int ms) const {
    pollfd p{m_fd, POLLOUT, 0};
    ::poll(&p, 1, ms);
}

void TxRing::commit(std::size_t length) {
    auto* h = static_cast<tpacket2_hdr*>(header(m_next));
    h->tp_len = static_cast<unsigned>(length);
    __atomic_store_n(&h->tp_status, TP_STATUS_SEND_REQUEST, __ATOMIC_RELEASE);
    m_next = (m_next + 1) % m_frames;
    ++m_pending;
}

long TxRing::flush(std::string& error) {
    if (m_pending == 0) return 0;
    // Not waiting: a blocking send() waits until every frame's buffer is released, and on
    // a veth pair that is when the receiving side took it in, which held a sender to
    // 10,600 frames/s. The kernel takes the committed frames in ring order; the first it
    // cannot take (no buffer, or the driver's queue full) it marks available unsent and
    // stops there, the frames after it still waiting. So the frames that left their
    // send-request state are sent, but for the last of them when the send failed or
    // returned fewer bytes than they hold: that one is committed again, its data intact,
    // and goes first next time (the sender is held back, nothing is lost on the host).
    const ssize_t rc = ::send(m_fd, nullptr, 0, MSG_DONTWAIT);
    const int sendErrno = errno;
    std::size_t taken = 0, bytes = 0;
    const std::size_t oldest = (m_next + m_frames - m_pending) % m_frames;
    for (; taken < m_pending; ++taken) {
        auto* h = static_cast<tpacket2_hdr*>(header((oldest + taken) % m_frames));
        const unsigned status = __atomic_load_n(&h->tp_status, __ATOMIC_ACQUIRE);
        if (status & TP_STATUS_SEND_REQUEST) break;
        if (status & TP_STATUS_WRONG_FORMAT) {
            error = "the kernel refused a frame of " + std::to_string(h->tp_len) + " bytes";
            return -1;
        }
        bytes += h->tp_len;
    }
    const bool failed = rc < 0 || static_cast<std::size_t>(rc) < bytes;
    if (rc < 0 && sendErrno != EAGAIN && sendErrno != ENOBUFS && sendErrno != EINTR) {
        errno = sendErrno;
        error = errnoText("send frames");
        return -1;
    }
    if (failed && taken > 0) {
        --taken;
        auto* h = static_cast<tpacket2_hdr*>(header((oldest + taken) % m_frames));
        __atomic_store_n(&h->tp_status, TP_STATUS_SEND_REQUEST, __ATOMIC_RELEASE);
    }
    m_pending -= taken;
    return static_cast<long>(taken);
}

}  // namespace iometry::workers::udp
