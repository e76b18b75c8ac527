#pragma once
/**
 * @file
 * @brief Adapter delay from round-trip times (docs/metrics.md, "Adapter delay").
 *
 * The round-trip method: for each payload size, the RTT to a peer and the RTT over
 * loopback. What the peer path adds beyond loopback is the two adapters' delay (each way),
 * plus the time the frame spends on the wire, twice (there and back):
 *
 *     delay = (RTT_peer − RTT_loopback − Tf) / 2,   Tf = 16 · Lf · bit_time
 *     Lp = L + header_bytes,   Lf = Lp + 38,        bit_time = 1000 / link_mbps ns
 *
 * and a least-squares line delay = A · Lp + B over the sizes. Pure functions, no I/O.
 */

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iometry::analysis {

/** @brief Ethernet header (14), FCS (4), preamble (8) and inter-frame gap (12), in bytes. */
inline constexpr double kEthernetFramingBytes = 38;

/** @brief One measured size: payload bytes and the two mean round trips. */
struct RttPoint {
    double size = 0;           ///< L: payload bytes
    double rttPeerNs = 0;      ///< round trip to the peer
    double rttLoopbackNs = 0;  ///< round trip over loopback
};

/** @brief What the method derives for one size. */
struct DelayRow {
    RttPoint point;
    double lp = 0;          ///< L + header bytes
    double lf = 0;          ///< Lp + 38
    double tfNs = 0;        ///< 16 · Lf · bit_time: the frame on the wire, there and back
    double delayNs = 0;     ///< (RTT_peer − RTT_loopback − Tf) / 2
    double residualNs = 0;  ///< delay − (A · Lp + B)
    double rttModelNs = 0;  ///< RTT_loopback + Tf + 2 (A · Lp + B)
};

struct DelayFit {
    std::vector<DelayRow> rows;  ///< in the order given
    double aNsPerByte = 0;       ///< slope of delay against Lp
    double bNs = 0;              ///< delay at Lp = 0
    /** Largest |RTT_model − RTT_peer| / RTT_peer over the sizes (a fraction, not %). */
    double maxRelativeError = 0;
    double linkMbps = 0;
    double headerBytes = 0;

    nlohmann::ordered_json toJson() const;
};

/**
 * @brief The delay per size and the least-squares line.
 * @return nullopt with @p error naming the problem: a link speed that is not positive,
 *         fewer than two distinct sizes, a round trip that is not a positive number.
 */
std::optional<DelayFit> fitAdapterDelay(const std::vector<RttPoint>& points, double linkMbps,
                                        double headerBytes, std::string& error);

/**
 * @brief Reads `size,rtt_peer_ns,rtt_loopback_ns` CSV (columns in any order, others
 *        ignored, blank lines skipped).
 * @return nullopt with @p error naming the line and the field that is wrong.
 */
std::optional<std::vector<RttPoint>> readRttCsv(std::string_view text, std::string& error);

/** @brief The per-size table and the fitted line, as text for a terminal. */
std::string formatDelayTable(const DelayFit& fit);

}  // namespace iometry::analysis
