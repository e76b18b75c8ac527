#include "workers/disk/disk_access.hpp"

namespace iometry::workers::disk {

namespace {

// The random/sequential draw has a stream of its own, so that it does not shift the
// OpSequence's draws (line, direction) away from what a network worker of the same seed
// would do.
constexpr std::uint64_t kRandomStream = 0x6469736b5f726e64ull;  // "disk_rnd"

std::uint64_t roundUp(std::uint64_t value, std::uint64_t to) {
    const std::uint64_t rest = value % to;
    return rest == 0 ? value : value + (to - rest);
}

}  // namespace

DiskAccess::DiskAccess(const model::AccessSpec& spec, std::uint64_t seed, std::uint64_t span)
    : m_lines(spec.lines), m_ops(spec, seed, false), m_rng(seed ^ kRandomStream), m_span(span) {}

std::uint64_t DiskAccess::alignmentOf(const model::AccessLine& line) {
    return line.align > 0 ? line.align : line.size;
}

DiskOp DiskAccess::next() {
    const Op op = m_ops.next();
    const model::AccessLine& line = m_lines[op.line];
    DiskOp d;
    d.size = op.size;
    d.read = op.read;
    d.delayAfterMs = op.delayAfterMs;
    d.random = line.random >= 100 || (line.random > 0 && m_rng.percent() < line.random);
    const std::uint64_t align = alignmentOf(line);
    if (d.random) {
        // Aligned positions k * align with k * align + size <= span: k = 0 … last.
        const std::uint64_t last = (m_span - d.size) / align;
        d.offset = (m_rng.next() % (last + 1)) * align;
    } else {
        d.offset = roundUp(m_next, align);
        if (d.offset > m_span - d.size) d.offset = 0;  // past the end: wrap to the start
    }
    m_next = d.offset + d.size;
    return d;
}

std::optional<std::string> DiskAccess::check(const model::AccessSpec& spec, std::uint64_t span,
                                             std::uint64_t blockSize) {
    const std::string target = std::to_string(span) + "-byte target";
    for (std::size_t i = 0; i < spec.lines.size(); ++i) {
        const model::AccessLine& line = spec.lines[i];
        if (line.share == 0) continue;
        const std::string which = "spec \"" + spec.name + "\" line " + std::to_string(i + 1);
        if (line.reply > 0) return which + ": a disk answers no request (reply must be 0)";
        if (line.size > span)
            return which + ": a " + std::to_string(line.size) + "-byte request does not fit a " + target;
        if (alignmentOf(line) > span)
            return which + ": alignment " + std::to_string(alignmentOf(line)) + " is larger than the " + target;
        if (blockSize > 0 && (line.size % blockSize != 0 || alignmentOf(line) % blockSize != 0))
            return which + ": direct I/O needs sizes and alignments in multiples of the " +
                   std::to_string(blockSize) + "-byte logical block, got size " +
                   std::to_string(line.size) + ", alignment " + std::to_string(alignmentOf(line)) +
                   " (set direct false for buffered I/O)";
    }
    return std::nullopt;
}

}  // namespace iometry::workers::disk
