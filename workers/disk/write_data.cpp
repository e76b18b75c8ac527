#include "workers/disk/write_data.hpp"

#include <algorithm>
#include <cstring>
#include <new>

#include "workers/disk/verify_pattern.hpp"

namespace iometry::workers::disk {

namespace {

// The pattern's draws (the byte of a repeating write, the place of a full_random one, the
// random bytes) have a stream of their own: they shift none of the I/Os' draws.
constexpr std::uint64_t kDataStream = 0x6469736b5f646174ull;  // "disk_dat"

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
    m_sourceBytes = pattern == DataPattern::FullRandom ? kRandomRegionBytes + largest : largest;
    m_source.reset(new (std::nothrow) unsigned char[m_sourceBytes]);
    if (!m_source) {
        error =
            "out of memory for the " + std::to_string(m_sourceBytes) + " bytes of the data pattern";
        m_sourceBytes = 0;
        return false;
    }
    fillRandom(m_source.get(), m_sourceBytes, m_rng);
    // A write from place k * 512 of it has the marks at its units' starts.
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
        case DataPattern::FullRandom: {
            const std::size_t places =
                (m_sourceBytes - std::min(size, m_sourceBytes)) / kVerifyUnit + 1;
            const std::size_t at = static_cast<std::size_t>(m_rng.next() % places) * kVerifyUnit;
            std::memcpy(buffer, m_source.get() + at, std::min(size, m_sourceBytes - at));
            break;
        }
    }
}

}  // namespace iometry::workers::disk
