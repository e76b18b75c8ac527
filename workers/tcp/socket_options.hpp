#pragma once
// A tcp worker's socket controls (docs/plan-format.md, "Socket controls"): applied to each
// data socket before it connects or listens, and read back, because the kernel grants
// its own values (Linux doubles a buffer asked for and caps it at net.core.*mem_max for
// an unprivileged process; an MSS is bounded by the path).

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/model/plan.hpp"

namespace iometry::workers {

/** The congestion control algorithms this host's kernel offers, as it lists them. */
std::vector<std::string> availableCongestionControls();
/** The host's default congestion control (net.ipv4.tcp_congestion_control). */
std::string defaultCongestionControl();

/**
 * Sets @p options on the TCP socket @p fd (not yet connected). @p transactions: the
 * default for TCP_NODELAY is on (a request/response spec), otherwise off. False with
 * @p error naming the control and why (an unknown congestion control lists the host's).
 */
bool applySocketOptions(int fd, const model::SocketOptions& options, bool transactions,
                        std::string& error);

/**
 * What the kernel granted on @p fd, in the plan's words: send_buffer and receive_buffer
 * (bytes, as getsockopt says), congestion, nodelay, mss, zerocopy, busy_poll_us and
 * pacing_mbit (null: no limit).
 */
nlohmann::json grantedSocketOptions(int fd);

}  // namespace iometry::workers
