#pragma once
// Where each I/O of a disk worker goes: IOmeter's access-specification semantics over a
// target of `span` bytes (docs/plan-format.md, "Disk semantics").
//
// The line, size, direction, bursts and delays come from the same seeded OpSequence the
// network engines walk; on top of it, per I/O, a second seeded draw picks random or
// sequential with the line's `random` %. A random offset is uniform over the aligned
// positions where the whole request fits; a sequential one follows the previous I/O
// (its offset + its size, random or not), rounded up to the alignment, and wraps to 0
// when the request would pass the end. No I/O ever reaches outside [0, span); the worker
// adds where the span starts on the target (`start_offset`) where it issues each I/O.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "workers/op_sequence.hpp"

namespace iometry::workers::disk {

struct DiskOp {
    std::uint64_t offset = 0;  // bytes from the start of the target
    std::uint64_t size = 0;    // bytes
    bool read = false;
    bool random = false;
    int delayAfterMs = 0;      // pause after this I/O (the end of a burst)
};

class DiskAccess {
public:
    /**
     * @param spec the worker's access specification, already accepted by check().
     * @param seed the worker's seed (the same plan and seed give the same I/Os).
     * @param span bytes of the target the I/Os may touch.
     */
    DiskAccess(const model::AccessSpec& spec, std::uint64_t seed, std::uint64_t span);

    DiskOp next();

    /**
     * Why @p spec cannot run on a target of @p span bytes, or nullopt: a request or an
     * alignment larger than the span, a reply (disks answer nothing), and with direct I/O
     * (@p blockSize > 0, the device's logical block) a size or alignment that is not a
     * multiple of the block.
     */
    static std::optional<std::string> check(const model::AccessSpec& spec, std::uint64_t span,
                                            std::uint64_t blockSize);

    /** The alignment of @p line: its `align`, or its size when that is 0. */
    static std::uint64_t alignmentOf(const model::AccessLine& line);

private:
    std::vector<model::AccessLine> m_lines;
    OpSequence m_ops;
    SplitMix64 m_rng;
    std::uint64_t m_span;
    std::uint64_t m_next = 0;  // where a sequential I/O starts: the previous one's end
};

}  // namespace iometry::workers::disk
