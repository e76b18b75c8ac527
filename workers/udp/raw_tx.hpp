#pragma once
// The raw engine's way out (docs/plan-format.md, "The raw engine"): whole frames written
// into an AF_PACKET transmit ring (PACKET_TX_RING, TPACKET_V2) shared with the kernel, and
// handed to the interface's driver past the queueing discipline (PACKET_QDISC_BYPASS), as
// a packet generator does; and what it needs to address them: the interface that holds
// the sending end's address, the partner's MAC from the neighbour table, the right to open
// such a socket (CAP_NET_RAW).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "workers/udp/frame.hpp"

namespace iometry::workers::udp {

/** The interface a raw sender puts its frames on. */
struct RawInterface {
    std::string name;
    int index = 0;
    unsigned mtu = 0;
    bool loopback = false;  // frames stay on the host: MAC addresses are all 0
    Mac mac{};
};

/**
 * The interface that holds the IPv4 address @p localAddress (getifaddrs, SIOCGIFMTU,
 * SIOCGIFHWADDR); nullopt with @p error when none does.
 */
std::optional<RawInterface> interfaceOf(const std::string& localAddress, std::string& error);

/**
 * The MAC address of @p ip on @p device in the text of /proc/net/arp (the kernel's
 * neighbour table of this network namespace); complete entries only (flag 0x2).
 */
std::optional<Mac> arpLookup(std::string_view procNetArp, const std::string& ip,
                             const std::string& device);

/** Reads /proc/net/arp and looks @p ip up on @p device (arpLookup). */
std::optional<Mac> neighbourMac(const std::string& ip, const std::string& device);

/**
 * True when frames from 127.0.0.0/8 that arrive on lo are taken in: the kernel drops them
 * as martians unless net.ipv4.conf.lo.route_localnet (an address of 127.0.0.0/8) and
 * accept_local (a source address of this host) are on.
 */
bool loopbackTakesFrames();

/**
 * Empty when this process may open packet sockets; otherwise the refusal: what the raw
 * engine needs (CAP_NET_RAW) and how to grant it.
 */
std::string rawCapabilityProblem();

/**
 * A packet socket bound to one interface with a transmit ring. The sender takes free
 * slots in ring order (slot()), writes a frame into each, commits it, and flush() hands
 * every committed frame to the driver in one send(). One thread only.
 */
class TxRing {
public:
    TxRing() = default;
    TxRing(const TxRing&) = delete;
    TxRing& operator=(const TxRing&) = delete;
    ~TxRing();

    /**
     * Opens the socket on @p iface with room for frames of up to @p largestFrame bytes
     * and @p frames slots; false with @p error.
     */
    bool open(const RawInterface& iface, std::size_t largestFrame, std::size_t frames,
              std::string& error);
    /** Slots in the ring. */
    std::size_t slotCount() const { return m_frames; }
    /** Slot @p i's frame buffer (for filling every slot once before the traffic). */
    unsigned char* frameData(std::size_t i) const;
    /** The next slot's frame buffer when the kernel is done with it, else nullptr. */
    unsigned char* slot() const;
    /** The next slot holds a frame of @p length bytes: the kernel may send it. */
    void commit(std::size_t length);
    /** Waits up to @p ms for the kernel to free the next slot (poll, POLLOUT). */
    void waitForSlot(int ms) const;
    /** Committed frames not yet flushed. */
    std::size_t pending() const { return m_pending; }
    /**
     * Hands the committed frames to the driver without waiting for their buffers to be
     * released; returns how many the kernel sent, oldest first (all of them, or fewer when
     * it ran out of buffers or the driver's queue was full: the rest stay committed, in
     * order), or −1 with @p error.
     */
    long flush(std::string& error);

private:
    void* header(std::size_t i) const;

    int m_fd = -1;
    unsigned char* m_ring = nullptr;
    std::size_t m_ringBytes = 0;
    std::size_t m_frameSize = 0;
    std::size_t m_frames = 0;
    std::size_t m_next = 0;     // the slot the next commit fills
    std::size_t m_pending = 0;  // committed, not yet taken by the kernel
};

}  // namespace iometry::workers::udp
