#include "workers/op_sequence.hpp"

#include <algorithm>

namespace iometry::workers {

OpSequence::OpSequence(const model::AccessSpec& spec, std::uint64_t seed, bool mirrored)
    : m_lines(spec.lines), m_rng(seed), m_mirrored(mirrored) {}

Op OpSequence::next() {
    if (m_leftInBurst == 0) {
        // A line per burst, picked by share (shares add up to 100).
        const int draw = m_rng.percent();
        int cumulative = 0;
        m_line = m_lines.size() - 1;
        for (std::size_t i = 0; i < m_lines.size(); ++i) {
            cumulative += m_lines[i].share;
            if (draw < cumulative) {
                m_line = i;
                break;
            }
        }
        m_leftInBurst = std::max(1, m_lines[m_line].burst);
    }
    const model::AccessLine& line = m_lines[m_line];
    Op op;
    op.index = m_index++;
    op.line = m_line;
    op.offset = m_offset;
    op.size = line.size;
    m_offset += line.size;
    op.reply = line.reply;
    bool read = line.read >= 100;
    if (line.read > 0 && line.read < 100) read = m_rng.percent() < line.read;
    op.read = m_mirrored ? !read : read;
    --m_leftInBurst;
    op.delayAfterMs = m_leftInBurst == 0 ? line.delayMs : 0;
    return op;
}

std::uint64_t OpSequence::largestTransfer() const {
    std::uint64_t largest = 1;
    for (const auto& l : m_lines) largest = std::max({largest, l.size, l.reply});
    return largest;
}

bool OpSequence::hasReads() const {
    return std::any_of(m_lines.begin(), m_lines.end(), [this](const model::AccessLine& l) {
        return l.share > 0 && (m_mirrored ? l.read < 100 : l.read > 0);
    });
}

bool OpSequence::hasWrites() const {
    return std::any_of(m_lines.begin(), m_lines.end(), [this](const model::AccessLine& l) {
        return l.share > 0 && (m_mirrored ? l.read > 0 : l.read < 100);
    });
}

namespace {

/** The spec's expected request bytes that are reads (of the unmirrored end), and all. */
std::pair<double, double> readAndAllBytes(const std::vector<model::AccessLine>& lines) {
    double reads = 0, all = 0;
    for (const auto& l : lines) {
        // A line is picked per burst, by share; a burst is `burst` requests of `size`.
        const double bytes = static_cast<double>(l.share) * std::max(1, l.burst) *
                             static_cast<double>(l.size);
        reads += bytes * l.read / 100.0;
        all += bytes;
    }
    return {reads, all};
}

}  // namespace

double OpSequence::smallerDirectionShare() const {
    const auto [reads, all] = readAndAllBytes(m_lines);
    if (all <= 0) return 0;
    return std::min(reads, all - reads) / all;
}

double OpSequence::writeShare() const {
    const auto [reads, all] = readAndAllBytes(m_lines);
    if (all <= 0) return 0;
    return m_mirrored ? reads / all : (all - reads) / all;
}

bool OpSequence::hasReplies() const {
    return std::any_of(m_lines.begin(), m_lines.end(),
                       [](const model::AccessLine& l) { return l.share > 0 && l.reply > 0; });
}

std::vector<unsigned char> patternBuffer(const OpSequence& sequence, std::size_t atLeast) {
    std::vector<unsigned char> buffer(std::max<std::uint64_t>(atLeast, sequence.largestTransfer()));
    for (std::size_t i = 0; i < buffer.size(); ++i) buffer[i] = static_cast<unsigned char>(i * 31 + 7);
    return buffer;
}

}  // namespace iometry::workers
