#pragma once
/**
 * @file
 * @brief What a UDP receiver learns from the datagrams of one stream (docs/metrics.md,
 *        "UDP receive statistics"): loss, reordering, duplicates and RFC 3550 jitter.
 *
 * Each datagram carries its sequence number (0, 1, 2, … per stream) and the sender's
 * send time; the receiver stamps its arrival. Both times are on the hosts' own monotonic
 * clocks: jitter uses only differences of differences, so the clocks need not agree.
 */

#include <cstdint>
#include <vector>

namespace iometry::stats {

class UdpReceiveStats {
public:
    /** @brief Sequence numbers this far behind the highest seen can still be told apart. */
    static constexpr std::uint64_t kWindow = 65536;

    /** @brief One datagram: its sequence number, sent and received times in ns. */
    void onDatagram(std::uint64_t seq, std::int64_t sentNs, std::int64_t receivedNs);

    /** @brief Datagrams received, duplicates included. */
    std::uint64_t received() const { return m_received; }
    /** @brief Distinct sequence numbers received. */
    std::uint64_t unique() const { return m_received - m_duplicates; }
    /** @brief Sequence numbers 0 … highest that never arrived (as of now). */
    std::uint64_t lost() const { return m_any ? m_highest + 1 - unique() : 0; }
    /** @brief Datagrams that arrived after one with a higher sequence number. */
    std::uint64_t reordered() const { return m_reordered; }
    /** @brief Datagrams whose sequence number had already arrived. */
    std::uint64_t duplicates() const { return m_duplicates; }
    /** @brief RFC 3550 interarrival jitter, ns: J += (|D| − J) / 16 over arrival order. */
    double jitterNs() const { return m_jitterNs; }

private:
    bool seen(std::uint64_t seq) const;
    void mark(std::uint64_t seq);

    bool m_any = false;
    std::uint64_t m_highest = 0;
    std::uint64_t m_received = 0;
    std::uint64_t m_duplicates = 0;
    std::uint64_t m_reordered = 0;
    // Jitter: transit of the previous datagram (received − sent), in arrival order.
    bool m_havePrevious = false;
    std::int64_t m_previousTransitNs = 0;
    double m_jitterNs = 0;
    // A bit per sequence number, the last kWindow of them, as a ring.
    std::vector<std::uint64_t> m_bits = std::vector<std::uint64_t>(kWindow / 64, 0);
};

}  // namespace iometry::stats
