#include "workers/disk/verify_pattern.hpp"

#include <boost/crc.hpp>

namespace iometry::workers::disk {

namespace {

using Crc32c = boost::crc_optimal<32, 0x1EDC6F41, 0xFFFFFFFF, 0xFFFFFFFF, true, true>;

/** The unit's CRC: over its header without the crc field and over its payload. */
std::uint32_t unitCrc(const unsigned char* unit) {
    Crc32c c;
    c.process_bytes(unit, offsetof(UnitHeader, crc));
    c.process_bytes(unit + sizeof(UnitHeader), kVerifyUnit - sizeof(UnitHeader));
    return c.checksum();
}

}  // namespace

void stampUnits(unsigned char* data, std::size_t n, std::uint64_t offset, std::uint64_t generation) {
    for (std::size_t at = 0; at + kVerifyUnit <= n; at += kVerifyUnit) {
        unsigned char* unit = data + at;
        const UnitHeader header{kVerifyMagic, offset + at, generation, 0, 0};
        std::memcpy(unit, &header, sizeof header);
        // A payload that differs per unit and per generation, so that a stale or
        // misplaced unit never checks out by chance.
        std::uint64_t word = (offset + at) * 0x9e3779b97f4a7c15ull ^ (generation + 1) * 0xbf58476d1ce4e5b9ull;
        for (std::size_t i = sizeof header; i + 8 <= kVerifyUnit; i += 8) {
            word = word * 6364136223846793005ull + 1442695040888963407ull;
            std::memcpy(unit + i, &word, 8);
        }
        const std::uint32_t crc = unitCrc(unit);
        std::memcpy(unit + offsetof(UnitHeader, crc), &crc, sizeof crc);
    }
}

void markUnverified(unsigned char* data, std::size_t n) {
    for (std::size_t at = 0; at + kVerifyUnit <= n; at += kVerifyUnit) {
        unsigned char* unit = data + at;
        std::memcpy(unit, &kUnverifiedMagic, sizeof kUnverifiedMagic);
        std::uint64_t word = 0x9e3779b97f4a7c15ull;  // not zeros: nothing may compress it away
        for (std::size_t i = sizeof kUnverifiedMagic; i + 8 <= kVerifyUnit; i += 8) {
            word = word * 6364136223846793005ull + 1442695040888963407ull;
            std::memcpy(unit + i, &word, 8);
        }
    }
}

std::optional<UnitMismatch> checkUnits(const unsigned char* data, std::size_t n, std::uint64_t offset,
                                       std::size_t* mismatchedUnits, std::size_t* uncheckedUnits) {
    std::optional<UnitMismatch> first;
    std::size_t bad = 0, unchecked = 0;
    for (std::size_t at = 0; at + kVerifyUnit <= n; at += kVerifyUnit) {
        const unsigned char* unit = data + at;
        UnitHeader header;
        std::memcpy(&header, unit, sizeof header);
        if (header.magic == kUnverifiedMagic) {
            ++unchecked;
            continue;
        }
        std::string what;
        if (header.magic != kVerifyMagic) what = "no Iometry stamp";
        else if (header.offset != offset + at)
            what = "holds the unit of offset " + std::to_string(header.offset);
        else if (unitCrc(unit) != header.crc)
            what = "checksum mismatch (written by generation " + std::to_string(header.generation) + ")";
        if (what.empty()) continue;
        ++bad;
        if (!first) first = UnitMismatch{offset + at, std::move(what)};
    }
    if (mismatchedUnits) *mismatchedUnits = bad;
    if (uncheckedUnits) *uncheckedUnits = unchecked;
    return first;
}

}  // namespace iometry::workers::disk
