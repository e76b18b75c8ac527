#pragma once
// The kernel's view of one TCP connection (TCP_INFO), sampled every interval by the
// sampler thread (docs/metrics.md, "TCP connections"). Kept in a file of its own: the
// full struct tcp_info is <linux/tcp.h>'s, which cannot be included beside glibc's
// <netinet/tcp.h> that the workers use for the socket options.

#include <cstdint>

#include "engine/results/metrics.hpp"

namespace iometry::workers {

/** What TCP_INFO said of a connection at one moment. */
struct TcpInfo {
    std::uint32_t totalRetrans = 0;  ///< segments retransmitted since the connection began
    std::uint64_t bytesAcked = 0;    ///< bytes of this end the peer acknowledged
    std::uint32_t rttUs = 0, rttVarUs = 0;
    std::uint32_t sndCwnd = 0;       ///< segments
    std::uint32_t sndMss = 0;        ///< bytes
    std::uint64_t deliveryRate = 0;  ///< bytes/s; 0 where the kernel does not tell
    // Cumulative µs since the connection began (4.10 and later; 0 where the kernel does
    // not tell): busy sending data, and the parts of it limited by the receiver's window
    // and by the send buffer.
    std::uint64_t busyUs = 0, rwndLimitedUs = 0, sndbufLimitedUs = 0;
    bool hasBytesAcked = false;      ///< the kernel is new enough to tell (4.1 and later)
};

/** Reads TCP_INFO of @p fd; false (errno set) if the socket has none. */
bool readTcpInfo(int fd, TcpInfo& out);

/**
 * One connection's samples turned into interval deltas. The sampler thread's only:
 * retransmissions and busy and limited times since the previous call, and the gauges of
 * a connection that sent data in between (a connection that only receives keeps its
 * initial RTT and window, which would say nothing about the path).
 */
class TcpInfoSampler {
public:
    /** Adds what the kernel counted on @p fd since the previous call to @p into. */
    void takeInto(int fd, results::Counters& into);

private:
    std::uint32_t m_retrans = 0;
    std::uint64_t m_busyUs = 0, m_rwndLimitedUs = 0, m_sndbufLimitedUs = 0;
    std::uint64_t m_bytesAcked = 0;
};

}  // namespace iometry::workers
