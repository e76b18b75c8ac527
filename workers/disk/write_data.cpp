#include "workers/disk/write_data.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <cstring>

#include "workers/disk/verify_pattern.hpp"

namespace iometry::workers::disk {

namespace {

// The pattern's draws (the byte of a repeating write, the place of a full_random one, the
// random bytes) have a stream of their own: they shift none of the I/Os' draws.
constexpr std::uint64_t kDataStream = 0x6469736b5f646174ull;  // "disk_dat"
// full_random's places, and the buffers' size: aligned for direct I/O on 4-KiB blocks.
constexpr std::size_t kPlaceAlign = 4096;
constexpr std::size_t kHugePage = std::size_t{2}
                                  << 20;  ///< x86-64 and arm64 transparent huge pages

}  // namespace

std::optional<DataPattern> dataPatternNamed(const std::string& name) {
    if (name.empty() || name == "pseudo_random")
        return DataPattern::PseudoRandom;
    if (name == "repeating")
        return DataPattern::Repeating;
    if (name == "full_random")
        return DataPattern::FullRandom;
    return std::nullopt;
}

void fillRandom(unsigned char* data, std::size_t n, SplitMix64& rng) {
    std::size_t at = 0;
    for (; at + 8 <= n; at += 8) {
        const std::uint64_t word = rng.next();
        std::memcpy(data + at, &word, 8);
    }
    if (at < n) {
        const std::uint64_t word = rng.next();
        std::memcpy(data + at, &word, n - at);
    }
}

void markUnitHeads(unsigned char* data, std::size_t n) {
    for (std::size_t at = 0; at + kVerifyUnit <= n; at += kVerifyUnit)
        std::memcpy(data + at, &kUnverifiedMagic, sizeof kUnverifiedMagic);
}

bool WriteData::prepare(DataPattern pattern, std::uint64_t seed, std::size_t largest,
                        std::string& error) {
    m_pattern = pattern;
    m_rng = SplitMix64(seed ^ kDataStream);
    m_source.reset();
    m_sourceBytes = 0;
    if (pattern == DataPattern::Repeating)
        return true;
    // full_random's region is written from directly: in huge pages where the kernel gives
    // them, as the worker's buffers (docs/plan-format.md, "Disk semantics"), so that a
    // request from it is a few memory segments, not one per 4-KiB page. aligned_alloc
    // wants a multiple of the alignment.
    const bool region = pattern == DataPattern::FullRandom;
    const std::size_t align = region ? kHugePage : kPlaceAlign;
    const std::size_t bytes = region ? kRandomRegionBytes + largest : largest;
    m_sourceBytes = (bytes + align - 1) / align * align;
    m_source.reset(static_cast<unsigned char*>(std::aligned_alloc(align, m_sourceBytes)));
    if (!m_source) {
        error =
            "out of memory for the " + std::to_string(m_sourceBytes) + " bytes of the data pattern";
        m_sourceBytes = 0;
        return false;
    }
    if (region)
        ::madvise(m_source.get(), m_sourceBytes, MADV_HUGEPAGE);  // a hint: refused is fine
    fillRandom(m_source.get(), m_sourceBytes, m_rng);
    // A write from a place k * 4096 of it has the marks at its units' starts.
    markUnitHeads(m_source.get(), m_sourceBytes);
    return true;
}

void WriteData::fill(unsigned char* buffer, std::size_t size, bool stale) {
    switch (m_pattern) {
        case DataPattern::Repeating:
            std::memset(buffer, static_cast<int>(m_rng.next() & 0xff), size);
            markUnitHeads(buffer, size);
            break;
        case DataPattern::PseudoRandom:
            if (stale)
                std::memcpy(buffer, m_source.get(), std::min(size, m_sourceBytes));
            break;
        case DataPattern::FullRandom:
            std::memcpy(buffer, place(size), std::min(size, m_sourceBytes));
            break;
    }
}

const unsigned char* WriteData::place(std::size_t size) {
    const std::size_t places = (m_sourceBytes - std::min(size, m_sourceBytes)) / kPlaceAlign + 1;
    return m_source.get() + static_cast<std::size_t>(m_rng.next() % places) * kPlaceAlign;
}

}  // namespace iometry::workers::disk
