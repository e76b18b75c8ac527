#pragma once
/**
 * @file
 * @brief The tcp kind (docs/plan-format.md, "TCP semantics", "Socket controls"): a pair of
 *        ends over one TCP connection per outstanding request (a stream) or per slot
 *        (transactions), with optional socket controls.
 */

#include <cstdint>
#include <optional>
#include <string>

#include "engine/kinds/worker_kind.hpp"

namespace iometry::model {

/** @brief Most connections a TCP stream worker opens: a stream's `outstanding`. */
inline constexpr std::int64_t kMaxStreamConnections = 64;

/**
 * @brief A tcp worker's socket controls (docs/plan-format.md, "Socket controls"); each
 * unset one leaves the kernel's default. Both ends of the pair apply them to every data
 * connection; what the kernel granted goes to bench.json beside them.
 */
struct SocketOptions {
    std::optional<std::int64_t> sendBuffer;     ///< SO_SNDBUF, bytes asked (Linux doubles it)
    std::optional<std::int64_t> receiveBuffer;  ///< SO_RCVBUF, bytes asked
    std::string congestion;                     ///< TCP_CONGESTION; empty: the host's default
    std::optional<bool> noDelay;  ///< TCP_NODELAY; unset: off for streams, on for transactions
    std::optional<int> mss;       ///< TCP_MAXSEG, bytes
    bool zeroCopy = false;        ///< sends with MSG_ZEROCOPY (SO_ZEROCOPY)
    std::optional<int> busyPollUs;        ///< SO_BUSY_POLL, µs
    std::optional<double> pacingMbit;     ///< SO_MAX_PACING_RATE, Mbit/s on the wire

    bool empty() const {
        return !sendBuffer && !receiveBuffer && congestion.empty() && !noDelay && !mss &&
               !zeroCopy && !busyPollUs && !pacingMbit;
    }
    bool operator==(const SocketOptions&) const = default;
};

/** @brief A tcp worker's own keys: the ends of its pair and its socket controls. */
struct TcpSettings : KindSettingsOf<TcpSettings> {
    PairEnds ends;
    SocketOptions socket;

    const WorkerKind& kind() const override;
    const PairEnds* pairEnds() const override { return &ends; }
    bool operator==(const TcpSettings&) const = default;
};

/** @brief The tcp kind's descriptor. */
const WorkerKind& tcpKind();

}  // namespace iometry::model
