#pragma once
// What a disk worker's writes carry without verify (`data_pattern`, docs/plan-format.md,
// "Data patterns"): IOmeter 1.1's three patterns.
//
// - repeating: each write is one byte value over all its bytes, a new value (drawn from
//   the worker's seed) for each write, as IOmeter's "repeating bytes";
// - pseudo_random (the default): one buffer of pseudo-random bytes, made once, that every
//   write carries (its first `size` bytes), as IOmeter's "pseudo random";
// - full_random: a region of pseudo-random bytes (16 MiB, as IOmeter's, plus the largest
//   request), made once; each write is issued straight from a random 4096-byte-aligned
//   place in it (aligned for direct I/O on any logical block), as IOmeter's "full random",
//   so that writes differ, at no cost per write.
//
// In every pattern each 512-byte unit a write covers starts with the 8-byte mark of a
// write without verify (verify_pattern.hpp, kUnverifiedMagic): a later verified read
// leaves it unchecked. Making the data costs a memset per write (repeating), and a memcpy
// for a pseudo_random write whose buffer a read overwrote.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
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
     * Puts the data of the next write of @p size bytes into @p buffer (for full_random a
     * copy of a place()). @p stale says the buffer no longer holds what the last fill left
     * (a new buffer, or a read went into it).
     */
    void fill(unsigned char* buffer, std::size_t size, bool stale);

    /** full_random: where the next write of @p size bytes takes its bytes, in region(). */
    const unsigned char* place(std::size_t size);
    /** full_random's region (4096-aligned), for the engine to register; null otherwise. */
    const unsigned char* region() const {
        return m_pattern == DataPattern::FullRandom ? m_source.get() : nullptr;
    }
    std::size_t regionBytes() const {
        return m_pattern == DataPattern::FullRandom ? m_sourceBytes : 0;
    }

private:
    DataPattern m_pattern = DataPattern::PseudoRandom;
    SplitMix64 m_rng{1};
    // pseudo_random: the buffer; full_random: the region
    std::unique_ptr<unsigned char, void (*)(void*)> m_source{nullptr, &std::free};
    std::size_t m_sourceBytes = 0;
};

/** Fills @p n bytes with pseudo-random bytes from @p rng (8-byte words; the tail from one more). */
void fillRandom(unsigned char* data, std::size_t n, SplitMix64& rng);

/** Writes the mark of a write without verify at the start of each whole 512-byte unit of @p n
 * bytes. */
void markUnitHeads(unsigned char* data, std::size_t n);

}  // namespace iometry::workers::disk
