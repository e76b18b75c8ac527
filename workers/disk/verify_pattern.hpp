#pragma once
// The data a disk worker writes, so that reads can check it (docs/plan-format.md,
// "Data verification"): every 512-byte unit of the target starts with a header — a magic
// number, the unit's own offset in the target, the generation (the step run that wrote
// it; 0 for the fill), a CRC-32C of the rest — and a payload derived from offset and
// generation. A read checks each unit it got: the magic, that the offset is its own (a
// block written or read at the wrong place), and the checksum (a changed byte). Units
// written by a run without verify carry another magic number (markUnverified) and a
// fixed pattern: a read with verify leaves them unchecked.

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

namespace iometry::workers::disk {

inline constexpr std::size_t kVerifyUnit = 512;

struct UnitHeader {
    std::uint64_t magic;
    std::uint64_t offset;
    std::uint64_t generation;
    std::uint32_t crc;
    std::uint32_t reserved;
};
static_assert(sizeof(UnitHeader) == 32);

inline constexpr std::uint64_t kVerifyMagic = 0x31594652564d4f49ull;  // "IOMVRFY1" in memory (little-endian)
inline constexpr std::uint64_t kUnverifiedMagic = 0x31415441444d4f49ull;  // "IOMDATA1"

/** Fills @p n bytes (a multiple of kVerifyUnit) at target offset @p offset with stamped units. */
void stampUnits(unsigned char* data, std::size_t n, std::uint64_t offset, std::uint64_t generation);

/** Fills @p n bytes (a multiple of kVerifyUnit) with units a verified read leaves unchecked. */
void markUnverified(unsigned char* data, std::size_t n);

/** One unit that failed its check. */
struct UnitMismatch {
    std::uint64_t offset = 0;  ///< where the unit was read from
    std::string what;          ///< "no Iometry stamp", "holds the unit of offset N", "checksum mismatch (generation G)"
};

/**
 * Checks @p n bytes read from target offset @p offset; the first unit that fails, or
 * nullopt. Units marked unverified are skipped (counted in @p uncheckedUnits).
 */
std::optional<UnitMismatch> checkUnits(const unsigned char* data, std::size_t n, std::uint64_t offset,
                                       std::size_t* mismatchedUnits = nullptr,
                                       std::size_t* uncheckedUnits = nullptr);

}  // namespace iometry::workers::disk
