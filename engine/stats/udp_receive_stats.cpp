#include "engine/stats/udp_receive_stats.hpp"

#include <algorithm>
#include <cmath>

namespace iometry::stats {

bool UdpReceiveStats::seen(std::uint64_t seq) const {
    const std::uint64_t slot = seq % kWindow;
    return (m_bits[slot / 64] >> (slot % 64)) & 1u;
}

void UdpReceiveStats::mark(std::uint64_t seq) {
    const std::uint64_t slot = seq % kWindow;
    m_bits[slot / 64] |= std::uint64_t{1} << (slot % 64);
}

void UdpReceiveStats::onDatagram(std::uint64_t seq, std::int64_t sentNs, std::int64_t receivedNs) {
    ++m_received;
    // RFC 3550 §6.4.1: D = (Rj − Ri) − (Sj − Si) = transit j − transit i, in arrival order.
    const std::int64_t transit = receivedNs - sentNs;
    if (m_havePrevious) {
        const double d = std::abs(static_cast<double>(transit - m_previousTransitNs));
        m_jitterNs += (d - m_jitterNs) / 16.0;
    }
    m_havePrevious = true;
    m_previousTransitNs = transit;

    if (!m_any || seq > m_highest) {
        // Clear the slots of the sequence numbers the window moves past, so a slot
        // reused for a new number does not look seen.
        const std::uint64_t from = m_any ? m_highest + 1 : 0;
        if (seq - from >= kWindow) {
            std::fill(m_bits.begin(), m_bits.end(), 0);
        } else {
            for (std::uint64_t s = from; s < seq; ++s) {
                const std::uint64_t slot = s % kWindow;
                m_bits[slot / 64] &= ~(std::uint64_t{1} << (slot % 64));
            }
            const std::uint64_t slot = seq % kWindow;
            m_bits[slot / 64] &= ~(std::uint64_t{1} << (slot % 64));
        }
        m_any = true;
        m_highest = seq;
        mark(seq);
        return;
    }
    // Behind the highest: a duplicate when it already arrived, else late (reordered). Too
    // far behind to tell, it counts as reordered, not as a second copy.
    if (m_highest - seq < kWindow && seen(seq)) {
        ++m_duplicates;
        return;
    }
    ++m_reordered;
    if (m_highest - seq < kWindow) mark(seq);
}

}  // namespace iometry::stats
