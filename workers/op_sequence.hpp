#pragma once
// The request sequence of an access specification, drawn from a seeded PRNG.
//
// Both ends of a TCP pair, and both lanes (send and receive) of each end, walk the same
// sequence from the same seed, so they agree on every request's line, size and direction
// without exchanging a word. The partner sees each direction mirrored.

#include <cstdint>
#include <vector>

#include "engine/model/plan.hpp"

namespace iometry::workers {

/** SplitMix64: tiny, fast, and identical on every host. */
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    /** Uniform in [0, 100). */
    int percent() { return static_cast<int>(next() % 100); }

private:
    std::uint64_t m_state;
};

struct Op {
    std::uint64_t index = 0;   // position in the sequence
    std::uint64_t offset = 0;  // request bytes of the sequence before this one, both directions
    bool read = false;         // from this end's point of view
    std::uint64_t size = 0;    // request bytes
    std::uint64_t reply = 0;   // reply bytes, 0 = none
    int delayAfterMs = 0;      // pause after this request (end of a burst)
    std::size_t line = 0;      // the spec line it came from
};

class OpSequence {
public:
    /** @param mirrored true for the partner end: every direction is reversed. */
    OpSequence(const model::AccessSpec& spec, std::uint64_t seed, bool mirrored);

    Op next();

    /** Largest request or reply of any line: the buffer size a lane needs. */
    std::uint64_t largestTransfer() const;
    /** Whether any request is a read / a write from this end's point of view. */
    bool hasReads() const;
    bool hasWrites() const;
    bool hasReplies() const;
    /**
     * Expected share of the sequence's request bytes that go the less travelled way
     * (0 … 0.5): 0.5 for read 50, 0.1 for read 10 or read 90, 0 for a one-way spec.
     */
    double smallerDirectionShare() const;
    /** Expected share of the sequence's request bytes that this end writes (0 … 1). */
    double writeShare() const;

private:
    std::vector<model::AccessLine> m_lines;
    SplitMix64 m_rng;
    bool m_mirrored;
    std::uint64_t m_index = 0;
    std::uint64_t m_offset = 0;
    std::size_t m_line = 0;
    int m_leftInBurst = 0;
};

/**
 * The bytes a lane sends: as long as the largest request or reply of @p sequence (and at
 * least @p atLeast), filled with a fixed pattern rather than zeros, so that nothing on
 * the path can compress them away. Both engines use it (tcp/, udp/).
 */
std::vector<unsigned char> patternBuffer(const OpSequence& sequence, std::size_t atLeast = 1);

}  // namespace iometry::workers
