#pragma once
/**
 * @file
 * @brief Names and constants of the control protocol (docs/protocol.md).
 *
 * The protocol is append-only: new message types and optional fields only.
 */

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace iometry::protocol {

inline constexpr const char* kProtocolName = "iometry";
inline constexpr int kProtocolVersion = 1;

/** @brief Largest frame either side accepts (the length prefix is checked first). */
inline constexpr std::uint32_t kMaxFrameBytes = 4u * 1024 * 1024;

/** @brief Largest frame accepted before the peer has proved it holds the token. */
inline constexpr std::uint32_t kHandshakeFrameBytes = 64u * 1024;

/** @brief A connection that has not finished the handshake by then is closed. */
inline constexpr std::chrono::milliseconds kHandshakeTimeout{5000};

/** @brief Connections the manager lets wait in the handshake at once; more wait in the
 *  kernel's backlog until one ends. */
inline constexpr std::size_t kMaxPendingHandshakes = 64;

/** @brief Bytes a connection may queue for a peer that does not read; past it, close. */
inline constexpr std::size_t kMaxQueuedBytes = 16u * kMaxFrameBytes;

/** @brief How often each side sends a heartbeat when it has nothing else to say. */
inline constexpr std::chrono::milliseconds kHeartbeatInterval{1000};

/** @brief Dead-man rule: silence this long means the other side is gone. */
inline constexpr std::chrono::milliseconds kDeadManTimeout{3000};

/** @brief The clock every `clock` answer and step window is on: CLOCK_MONOTONIC, in ns. */
inline std::int64_t clockNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

namespace msg {
// manager -> dynamo
inline constexpr const char* kChallenge = "challenge";
inline constexpr const char* kWelcome = "welcome";
inline constexpr const char* kReject = "reject";
inline constexpr const char* kConfigure = "configure";
inline constexpr const char* kPrepare = "prepare";
inline constexpr const char* kConnect = "connect";
inline constexpr const char* kStart = "start";
inline constexpr const char* kStop = "stop";
inline constexpr const char* kBye = "bye";
inline constexpr const char* kRunOver = "run_over";
// dynamo -> manager
inline constexpr const char* kHello = "hello";
inline constexpr const char* kConfigured = "configured";
inline constexpr const char* kReady = "ready";
inline constexpr const char* kProgress = "progress";
inline constexpr const char* kConnected = "connected";
inline constexpr const char* kSample = "sample";
inline constexpr const char* kStepDone = "step_done";
// both ways
inline constexpr const char* kHeartbeat = "heartbeat";
/** The manager's `{id, t1}`, answered at once with `{id, t1, t2}`: t2 the dynamo's clock
 *  (docs/protocol.md, "One clock"). */
inline constexpr const char* kClock = "clock";
inline constexpr const char* kError = "error";
}  // namespace msg

}  // namespace iometry::protocol
