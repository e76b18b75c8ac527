#pragma once
// What a disk worker's writes carry without verify (`data_pattern`, docs/plan-format.md,
// "Data patterns"): IOmeter 1.1's three patterns.
//
// - repeating: each write is one byte value over all its bytes, a new value (drawn from
//   the worker's seed) for each write, as IOmeter's "repeating bytes";
// - pseudo_random (the default): one buffer of pseudo-random bytes, made once, that every
//   write carries (its first `size` bytes), as IOmeter's "pseudo random";
// - full_random: a region of pseudo-random bytes (16 MiB, as IOmeter's, plus the largest
//   request), made once; each write carries the bytes at a random 512-byte-aligned place
//   in it, as IOmeter's "full random", so that no two writes need to carry the same data.
//
// In every pattern each 512-byte unit a write covers starts with the 8-byte mark of a
// write without verify (verify_pattern.hpp, kUnverifiedMagic): a later verified read
// leaves it unchecked. Making the data costs a memset (repeating) or a memcpy (full_random)
// per write, and a memcpy for a pseudo_random write whose buffer a read overwrote.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "workers/op_sequence.hpp"

namespace iometry::workers::disk {

enum class DataPattern { Repeating, PseudoRandom, FullRandom };

/** The pattern `data_pattern` names; an empty name is the default, pseudo_random. */
std::optional<DataPattern> dataPatternNamed(const std::string& name);

/** The full_random region besides the largest request: IOmeter's 16 MiB. */
inline constexpr std::size_t kRandomRegionBytes = std::size_t{16} << 20;

class WriteData {
public:
    /**
     * Makes the data of @p pattern for writes of at most @p largest bytes, from @p seed.
     * False with @p error when the memory cannot be had.
     */
    bool prepare(DataPattern pattern, std::uint64_t seed, std::size_t largest, std::string& error);

    DataPattern pattern() const { return m_pattern; }

    /**
     * Puts the data of the next write of @p size bytes into @p buffer. @p stale says the
     * buffer no longer holds what the last fill left (a new buffer, or a read went into it).
     */
    void fill(unsigned char* buffer, std::size_t size, bool stale);

private:
    DataPattern m_pattern = DataPattern::PseudoRandom;
    SplitMix64 m_rng{1};
    std::unique_ptr<unsigned char[]>
        m_source;  // pseudo_random: the buffer; full_random: the region
    std::size_t m_sourceBytes = 0;
};

/** Fills @p n bytes with pseudo-random bytes from @p rng (whole 8-byte words; a tail byte by byte).
 */
void fillRandom(unsigned char* data, std::size_t n, SplitMix64& rng);

/** Writes the mark of a write without verify at the start of each whole 512-byte unit of @p n
 * bytes. */
void markUnitHeads(unsigned char* data, std::size_t n);

}  // namespace iometry::workers::disk
