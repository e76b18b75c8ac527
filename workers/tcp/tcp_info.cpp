#include "workers/tcp/tcp_info.hpp"

#include <linux/tcp.h>
#include <netinet/in.h>  // IPPROTO_TCP
#include <sys/socket.h>

#include <cstddef>
#include <cstring>

namespace iometry::workers {

bool readTcpInfo(int fd, TcpInfo& out) {
    tcp_info info;
    std::memset(&info, 0, sizeof info);
    socklen_t length = sizeof info;
    if (fd < 0 || getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0) return false;
    // An older kernel fills less of the struct: only what it filled is read.
    auto has = [length](std::size_t offset, std::size_t size) { return length >= offset + size; };
    out = TcpInfo{};
    out.totalRetrans = info.tcpi_total_retrans;
    out.rttUs = info.tcpi_rtt;
    out.rttVarUs = info.tcpi_rttvar;
    out.sndCwnd = info.tcpi_snd_cwnd;
    out.sndMss = info.tcpi_snd_mss;
    out.hasBytesAcked = has(offsetof(tcp_info, tcpi_bytes_acked), sizeof info.tcpi_bytes_acked);
    if (out.hasBytesAcked) out.bytesAcked = info.tcpi_bytes_acked;
    if (has(offsetof(tcp_info, tcpi_delivery_rate), sizeof info.tcpi_delivery_rate))
        out.deliveryRate = info.tcpi_delivery_rate;
    if (has(offsetof(tcp_info, tcpi_busy_time), sizeof info.tcpi_busy_time))
        out.busyUs = info.tcpi_busy_time;
    if (has(offsetof(tcp_info, tcpi_rwnd_limited), sizeof info.tcpi_rwnd_limited))
        out.rwndLimitedUs = info.tcpi_rwnd_limited;
    if (has(offsetof(tcp_info, tcpi_sndbuf_limited), sizeof info.tcpi_sndbuf_limited))
        out.sndbufLimitedUs = info.tcpi_sndbuf_limited;
    return true;
}

void TcpInfoSampler::takeInto(int fd, results::Counters& into) {
    TcpInfo info;
    if (!readTcpInfo(fd, info)) return;
    // Unsigned subtraction: right across a wrap of the kernel's 32-bit counter.
    into.tcpInfoReads += 1;
    into.tcpRetransmits += static_cast<std::uint32_t>(info.totalRetrans - m_retrans);
    m_retrans = info.totalRetrans;
    // The kernel's 64-bit µs counters only grow (a kernel without them: 0, and 0 added).
    into.tcpBusyUs += info.busyUs - m_busyUs;
    into.tcpRwndLimitedUs += info.rwndLimitedUs - m_rwndLimitedUs;
    into.tcpSndbufLimitedUs += info.sndbufLimitedUs - m_sndbufLimitedUs;
    m_busyUs = info.busyUs;
    m_rwndLimitedUs = info.rwndLimitedUs;
    m_sndbufLimitedUs = info.sndbufLimitedUs;
    // A kernel too old to tell whether the connection sent gets no gauges rather than
    // possibly wrong ones.
    if (info.hasBytesAcked && info.bytesAcked > m_bytesAcked) {
        into.tcpSamples += 1;
        into.tcpRttUsSum += info.rttUs;
        into.tcpRttVarUsSum += info.rttVarUs;
        into.tcpCwndSum += info.sndCwnd;
        into.tcpDeliveryBpsSum += info.deliveryRate;
    }
    m_bytesAcked = info.bytesAcked;
}

}  // namespace iometry::workers
