#pragma once
// Whole Ethernet/IPv4/UDP frames for the raw engine (docs/plan-format.md, "The raw
// engine"): the frame the kernel would have built for the socket engine's datagram, with
// the same 18-byte header (datagram.hpp) and filler, so the receiver cannot tell them
// apart. Pure functions on buffers, no I/O: unit-tested on their own.
//
//   bytes 0–13    Ethernet: destination MAC, source MAC, type 0x0800
//   bytes 14–33   IPv4: no options, DF, TTL 64, header checksum
//   bytes 34–41   UDP: ports, length, checksum over the pseudo-header and the payload
//   bytes 42–     the datagram: header (datagram.hpp), then filler
//
// The frame has no FCS (the adapter appends it): a frame of F bytes on the wire, FCS
// included, is F − 4 bytes here and carries F − 46 bytes of UDP payload.
//
// Per frame only the datagram's header changes (sequence number, send time), so a
// FrameBuilder works out once per payload size the headers and the checksum's sum over
// everything else, and per frame adds the 18 header bytes to it (RFC 1071: the ones'
// complement sum does not care in which order its 16-bit words are added).

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "workers/udp/datagram.hpp"

namespace iometry::workers::udp {

using Mac = std::array<unsigned char, 6>;

inline constexpr std::size_t kEthernetHeader = 14;
inline constexpr std::size_t kIpv4Header = 20;
inline constexpr std::size_t kUdpHeader = 8;
/** Bytes of a frame before its UDP payload. */
inline constexpr std::size_t kFrameHeaders = kEthernetHeader + kIpv4Header + kUdpHeader;
/** Bytes a frame has on the wire beyond what is built here: its FCS. */
inline constexpr std::size_t kFcs = 4;

/** Both ends of one flow; addresses and ports in host byte order. */
struct FlowAddresses {
    Mac srcMac{};
    Mac dstMac{};
    std::uint32_t srcIp = 0;
    std::uint32_t dstIp = 0;
    std::uint16_t srcPort = 0;
    std::uint16_t dstPort = 0;
};

/** Adds @p n bytes at @p p as big-endian 16-bit words (an odd last byte padded with 0). */
inline std::uint32_t sumWords(const unsigned char* p, std::size_t n, std::uint32_t sum = 0) {
    std::uint64_t s = sum;
    for (; n >= 2; p += 2, n -= 2) s += std::uint32_t{p[0]} << 8 | p[1];
    if (n == 1) s += std::uint32_t{p[0]} << 8;
    while (s >> 16) s = (s & 0xffff) + (s >> 16);
    return static_cast<std::uint32_t>(s);
}

/** The checksum of a sum: its ones' complement, folded to 16 bits. */
inline std::uint16_t checksumOf(std::uint32_t sum) {
    while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
    return static_cast<std::uint16_t>(~sum & 0xffff);
}

inline void put16(unsigned char* p, std::uint32_t v) {
    p[0] = static_cast<unsigned char>(v >> 8);
    p[1] = static_cast<unsigned char>(v);
}
inline void put32(unsigned char* p, std::uint32_t v) {
    put16(p, v >> 16);
    put16(p + 2, v & 0xffff);
}

/**
 * Writes the Ethernet, IPv4 and UDP headers of a frame carrying @p payload bytes into the
 * first kFrameHeaders bytes of @p out, the IPv4 header checksum included, the UDP checksum
 * left 0. Returns the UDP checksum's sum over the pseudo-header and the UDP header.
 */
inline std::uint32_t writeHeaders(const FlowAddresses& a, std::size_t payload, unsigned char* out) {
    std::memcpy(out, a.dstMac.data(), 6);
    std::memcpy(out + 6, a.srcMac.data(), 6);
    put16(out + 12, 0x0800);
    unsigned char* ip = out + kEthernetHeader;
    ip[0] = 0x45;  // version 4, 5 words
    ip[1] = 0;
    put16(ip + 2, static_cast<std::uint32_t>(kIpv4Header + kUdpHeader + payload));
    put16(ip + 4, 0);       // identification: never fragmented
    put16(ip + 6, 0x4000);  // don't fragment
    ip[8] = 64;
    ip[9] = 17;  // UDP
    put16(ip + 10, 0);
    put32(ip + 12, a.srcIp);
    put32(ip + 16, a.dstIp);
    put16(ip + 10, checksumOf(sumWords(ip, kIpv4Header)));
    unsigned char* udpHeader = ip + kIpv4Header;
    const auto udpLength = static_cast<std::uint32_t>(kUdpHeader + payload);
    put16(udpHeader, a.srcPort);
    put16(udpHeader + 2, a.dstPort);
    put16(udpHeader + 4, udpLength);
    put16(udpHeader + 6, 0);
    // Pseudo-header: source, destination, protocol, UDP length.
    std::uint32_t sum = sumWords(ip + 12, 8);
    sum = sumWords(udpHeader, kUdpHeader, sum + 17 + udpLength);
    return sum;
}

/** The UDP checksum field's value for a sum (0 is sent as 0xffff: RFC 768). */
inline std::uint16_t udpChecksumField(std::uint32_t sum) {
    const std::uint16_t c = checksumOf(sum);
    return c == 0 ? 0xffff : c;
}

/**
 * Builds frames of one flow whose payload after the datagram header is @p pattern's
 * filler (pattern[kHeaderSize …]). The caller keeps that filler in the frame buffers
 * (fillPayload()); build() writes only the headers and the datagram header.
 */
class FrameBuilder {
public:
    FrameBuilder(const FlowAddresses& addresses, std::vector<unsigned char> pattern)
        : m_addresses(addresses), m_pattern(std::move(pattern)) {}

    /** Copies the filler of payloads up to the pattern's size into a frame buffer. */
    void fillPayload(unsigned char* frame) const {
        std::memcpy(frame + kFrameHeaders, m_pattern.data(), m_pattern.size());
    }

    /**
     * Writes a frame of @p payload bytes (kHeaderSize … the pattern's size) carrying @p h
     * into @p frame, whose filler fillPayload() wrote; returns its length (no FCS), or 0
     * for a payload out of that range (nothing written).
     */
    std::size_t build(unsigned char* frame, std::size_t payload, const Header& h) {
        if (payload < kHeaderSize || payload > m_pattern.size()) return 0;
        const Shape& shape = shapeOf(payload);
        std::memcpy(frame, shape.headers.data(), kFrameHeaders);
        unsigned char* datagram = frame + kFrameHeaders;
        writeHeader(h, datagram);
        put16(frame + kFrameHeaders - 2, udpChecksumField(sumWords(datagram, kHeaderSize, shape.sum)));
        return kFrameHeaders + payload;
    }

private:
    struct Shape {
        std::size_t payload = 0;
        std::array<unsigned char, kFrameHeaders> headers{};
        std::uint32_t sum = 0;  // pseudo-header, UDP header and filler
    };

    const Shape& shapeOf(std::size_t payload) {
        // A spec has a few sizes: the last one used is nearly always the one asked for.
        if (m_last < m_shapes.size() && m_shapes[m_last].payload == payload) return m_shapes[m_last];
        for (m_last = 0; m_last < m_shapes.size(); ++m_last)
            if (m_shapes[m_last].payload == payload) return m_shapes[m_last];
        Shape s;
        s.payload = payload;
        s.sum = writeHeaders(m_addresses, payload, s.headers.data());
        // The filler starts at an even offset of the UDP segment (8 + 18), so its words
        // add as they lie in the frame.
        s.sum = sumWords(m_pattern.data() + kHeaderSize, payload - kHeaderSize, s.sum);
        m_shapes.push_back(s);
        m_last = m_shapes.size() - 1;
        return m_shapes.back();
    }

    FlowAddresses m_addresses;
    std::vector<unsigned char> m_pattern;
    std::vector<Shape> m_shapes;
    std::size_t m_last = 0;
};

}  // namespace iometry::workers::udp
