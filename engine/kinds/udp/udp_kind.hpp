#pragma once
/**
 * @file
 * @brief The udp kind (docs/plan-format.md, "UDP semantics"): a paced stream of datagrams
 *        at an offered rate, or a ping-pong whose requests are answered, between the ends
 *        of a pair; each end counts loss, reordering and jitter.
 */

#include <cstdint>
#include <string>

#include "engine/kinds/worker_kind.hpp"

namespace iometry::model {

/**
 * @brief Smallest and largest UDP datagram: an 18-byte header (the payload of a 64-byte
 *        Ethernet frame), at most one IPv4 UDP payload (docs/plan-format.md).
 */
inline constexpr std::uint64_t kMinDatagram = 18;
inline constexpr std::uint64_t kMaxDatagram = 65507;

/** @brief A udp worker's own keys: the ends of its pair and its offered rate. */
struct UdpSettings : KindSettingsOf<UdpSettings> {
    PairEnds ends;
    double rateMbit = 0;  ///< the offered rate of a stream; 0 for a ping-pong
    /** How the sending end puts datagrams on the link: `socket` (UDP sockets) or `raw`
        (whole frames through a packet socket's ring; docs/plan-format.md, "The raw engine"). */
    std::string engine = "socket";

    const WorkerKind& kind() const override;
    const PairEnds* pairEnds() const override { return &ends; }
    bool operator==(const UdpSettings&) const = default;
};

/** @brief The udp kind's descriptor. */
const WorkerKind& udpKind();

/** @brief True when @p size fits a datagram: kMinDatagram … kMaxDatagram. */
inline bool isDatagramSize(std::int64_t size) {
    return size >= static_cast<std::int64_t>(kMinDatagram) && size <= static_cast<std::int64_t>(kMaxDatagram);
}

}  // namespace iometry::model
