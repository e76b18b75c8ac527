#pragma once
// What a UDP worker's datagrams carry (docs/protocol.md, "UDP data path"): an 18-byte
// header at the front of every datagram, then filler up to the request size. 18 bytes is
// the UDP payload of the smallest Ethernet frame (64 − 14 − 4 − 20 − 8), so every frame
// size of RFC 2544 can carry it.
//
//   bytes 0–3    tag: the run's tag for data, its complement for a hello/acknowledgement
//   bytes 4–9    sequence number, 48 bits, big-endian (0, 1, 2, … per direction)
//   bytes 10–17  send time, ns of the sender's CLOCK_REALTIME, big-endian
//
// The tag comes from the run's cookie, which the manager gives both ends of one worker
// and nobody else: a datagram that does not carry it is not counted. Pure functions, no
// I/O: unit-tested and fuzzed on their own.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/kinds/udp/udp_kind.hpp"

namespace iometry::workers::udp {

inline constexpr std::size_t kHeaderSize = model::kMinDatagram;
/** Largest UDP payload over IPv4 (65535 − 20 − 8); the validator's upper bound too. */
inline constexpr std::size_t kMaxDatagram = model::kMaxDatagram;
inline constexpr std::uint64_t kMaxSequence = (std::uint64_t{1} << 48) - 1;

/** The 32-bit tag of a run's data datagrams, from its cookie (FNV-1a). */
inline std::uint32_t tagOf(std::string_view cookie) {
    std::uint32_t h = 2166136261u;
    for (unsigned char c : cookie) h = (h ^ c) * 16777619u;
    return h;
}

/** The tag of hello and acknowledgement datagrams: never a data tag of the same run. */
inline std::uint32_t helloTagOf(std::uint32_t tag) { return ~tag; }

/** Sequence numbers of the hello tag: a hello, its acknowledgement, a ping-pong's end. */
inline constexpr std::uint64_t kHelloSequence = 0;
inline constexpr std::uint64_t kAckSequence = 1;
inline constexpr std::uint64_t kEndSequence = 2;

struct Header {
    std::uint32_t tag = 0;
    std::uint64_t seq = 0;     // 48 bits
    std::int64_t sentNs = 0;   // sender's CLOCK_REALTIME
};

/** Writes @p h into the first kHeaderSize bytes of @p out. */
inline void writeHeader(const Header& h, unsigned char* out) {
    for (int i = 0; i < 4; ++i) out[i] = static_cast<unsigned char>(h.tag >> (24 - 8 * i));
    for (int i = 0; i < 6; ++i) out[4 + i] = static_cast<unsigned char>(h.seq >> (40 - 8 * i));
    const auto sent = static_cast<std::uint64_t>(h.sentNs);
    for (int i = 0; i < 8; ++i) out[10 + i] = static_cast<unsigned char>(sent >> (56 - 8 * i));
}

/** The header of a datagram of @p length bytes; nullopt when it is too short for one. */
inline std::optional<Header> readHeader(const unsigned char* data, std::size_t length) {
    if (length < kHeaderSize) return std::nullopt;
    Header h;
    for (int i = 0; i < 4; ++i) h.tag = h.tag << 8 | data[i];
    for (int i = 0; i < 6; ++i) h.seq = h.seq << 8 | data[4 + i];
    std::uint64_t sent = 0;
    for (int i = 0; i < 8; ++i) sent = sent << 8 | data[10 + i];
    h.sentNs = static_cast<std::int64_t>(sent);
    return h;
}

}  // namespace iometry::workers::udp
