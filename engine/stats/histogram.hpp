#pragma once
/**
 * @file
 * @brief HDR-style latency histogram of nanosecond values (docs/metrics.md, "Latency columns").
 *
 * Log-linear layout: values below 256 each have a bucket of their own (exact); above that,
 * every power of two [2^m, 2^(m+1)) is split into 128 equal sub-buckets, so a bucket is at
 * most 1/128 of its lowest value wide and its representative value (the middle) is within
 * 0.4 % of anything it holds. Values up to 2^42 - 1 ns (about 73 minutes) are tracked;
 * larger ones land in the top bucket but still count, and min, max, sum and sum of squares
 * always use the exact value.
 */

#include <bit>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace iometry::stats {

/**
 * @brief Latency histogram with ≤ 1 % relative error on every reported percentile.
 *
 * Storage (about 36 KiB) is allocated when the first value arrives (record, merge,
 * fromJson), not before: the manager makes thousands of histograms a second that are
 * empty (streams) or merged away at once, and zeroing 36 KiB each was most of its CPU.
 * A writer that must never allocate calls reserve() first; record() then costs a few
 * nanoseconds. Not thread-safe: one writer, readers after it has stopped
 * (or on a copy). A moved-from histogram may only be assigned to, destroyed or reset().
 */
class LatencyHistogram {
public:
    /** @brief Number of sub-buckets per power of two, as log2. */
    static constexpr int kSubBucketBits = 7;
    /** @brief Values below this have one bucket each and are reported exactly. */
    static constexpr std::uint64_t kExactLimit = std::uint64_t{1} << (kSubBucketBits + 1);
    /** @brief Largest value with a bucket of its own range; bigger values clamp to the top. */
    static constexpr std::uint64_t kHighestTrackable = (std::uint64_t{1} << 42) - 1;
    /** @brief Number of buckets; valid indices are [0, kBucketCount). */
    static constexpr std::size_t kBucketCount =
        (std::size_t{42 - kSubBucketBits} << kSubBucketBits) + kExactLimit / 2;

    LatencyHistogram();

    /** @brief Allocates the storage now, so that record() never allocates. */
    void reserve() {
        if (m_counts.empty()) m_counts.assign(kBucketCount, 0);
    }

    /** @brief Counts one value. Allocates only if neither reserve() nor anything else has. */
    void record(std::uint64_t ns) {
        if (m_counts.empty()) [[unlikely]]
            reserve();
        ++m_counts[indexOf(ns)];
        ++m_count;
        if (ns < m_min) {
            m_min = ns;
        }
        if (ns > m_max) {
            m_max = ns;
        }
        m_sum += ns;
        if (__builtin_add_overflow(m_sumSq, static_cast<Uint128>(ns) * ns, &m_sumSq)) {
            m_sumSq = ~Uint128{0};  // saturate: needs values near 2^64 ns, i.e. garbage
        }
    }

    /** @brief Counts @p times values of @p ns: a coarser histogram's bin (IOmeter's 21
     *  bins, docs/iometer-files.md), each of its values at one representative. */
    void record(std::uint64_t ns, std::uint64_t times) {
        if (times == 0) return;
        if (m_counts.empty()) reserve();
        m_counts[indexOf(ns)] += times;
        m_count += times;
        m_min = std::min(m_min, ns);
        m_max = std::max(m_max, ns);
        m_sum += static_cast<Uint128>(ns) * times;
        const Uint128 square = static_cast<Uint128>(ns) * ns;
        if (times != 0 && square > ~Uint128{0} / times) {
            m_sumSq = ~Uint128{0};
        } else if (__builtin_add_overflow(m_sumSq, square * times, &m_sumSq)) {
            m_sumSq = ~Uint128{0};
        }
    }

    /**
     * @brief Replaces the sum of the values with @p sumNs, known exactly elsewhere where the
     *        values themselves were counted only at representatives (IOmeter's 21 bins and
     *        its latency sums, docs/iometer-files.md): the mean becomes exact, and the
     *        standard deviation is the representatives' squares about that mean.
     * @return false, the sum left as it was, when the histogram is empty or @p sumNs lies
     *         outside count · min … count · max, which no values of this count could add up to.
     */
    bool setSum(std::uint64_t sumNs);

    /** @brief Adds every value of @p other, as if each had been recorded here. */
    void merge(const LatencyHistogram& other);
    /** @brief Forgets every value (also makes a moved-from histogram usable again). */
    void reset();

    /** @brief Number of values recorded. */
    std::uint64_t count() const { return m_count; }
    /** @brief Smallest value recorded (exact); 0 when empty. */
    std::uint64_t min() const { return m_count ? m_min : 0; }
    /** @brief Largest value recorded (exact, even beyond kHighestTrackable); 0 when empty. */
    std::uint64_t max() const { return m_max; }
    /** @brief Exact arithmetic mean (sum / count); 0 when empty. */
    double mean() const;
    /** @brief Population standard deviation; 0 when empty. */
    double stddev() const;

    /**
     * @brief The value at which the cumulative count reaches percentileRank(p, count()).
     *
     * @p p is in [0, 100] (clamped; NaN counts as 0). p = 0 gives min(), p = 100 max();
     * otherwise the bucket's representative value, clamped to [min(), max()]. 0 when empty.
     */
    std::uint64_t percentile(double p) const;

    /**
     * @brief 1-based rank of percentile @p p among @p count sorted values: ceil(p/100·count),
     * at least 1, at most count.
     *
     * A product within a relative 1e-12 of an integer counts as that integer, so that
     * 99.9 % of 1000 values is rank 999 even though 99.9 has no exact binary form.
     */
    static std::uint64_t percentileRank(double p, std::uint64_t count);

    /**
     * @brief Compact sparse form: {"n","min","max","sum","sumsq","b":[[index,count],...]}.
     *
     * Only non-empty buckets are listed, in increasing index order. "sum" and "sumsq" are
     * exact: a JSON unsigned number when they fit 64 bits, a decimal string otherwise.
     */
    nlohmann::json toJson() const;

    /**
     * @brief Rebuilds a histogram from toJson() output, validating everything.
     *
     * Anything malformed or inconsistent gives std::nullopt and, when @p error is not null,
     * a message naming the problem. Never throws.
     */
    static std::optional<LatencyHistogram> fromJson(const nlohmann::json& j, std::string* error);

    /** @brief Bucket index of a value; values above kHighestTrackable give the top bucket. */
    static constexpr std::size_t indexOf(std::uint64_t ns) noexcept {
        if (ns > kHighestTrackable) {
            return kBucketCount - 1;
        }
        const int width = std::bit_width(ns);
        const int shift = width > kSubBucketBits + 1 ? width - (kSubBucketBits + 1) : 0;
        return (static_cast<std::size_t>(shift) << kSubBucketBits) + (ns >> shift);
    }
    /** @brief Lowest value that maps to bucket @p index (index < kBucketCount). */
    static constexpr std::uint64_t lowestValue(std::size_t index) noexcept {
        if (index < kExactLimit) {
            return index;
        }
        const int shift = static_cast<int>(index >> kSubBucketBits) - 1;
        const std::uint64_t sub = (index & ((std::size_t{1} << kSubBucketBits) - 1)) +
                                  (std::uint64_t{1} << kSubBucketBits);
        return sub << shift;
    }
    /** @brief Highest value that maps to bucket @p index (ignoring top-bucket clamping). */
    static constexpr std::uint64_t highestValue(std::size_t index) noexcept {
        return lowestValue(index) + bucketWidth(index) - 1;
    }
    /** @brief The value reported for bucket @p index: the (lower) middle of its range. */
    static constexpr std::uint64_t representativeValue(std::size_t index) noexcept {
        return lowestValue(index) + (bucketWidth(index) - 1) / 2;
    }

    /** @brief Count held by bucket @p index (0 when out of range). */
    std::uint64_t countAt(std::size_t index) const {
        return index < m_counts.size() ? m_counts[index] : 0;
    }

    /** @brief Same values recorded (storage allocated or not does not matter). */
    bool operator==(const LatencyHistogram& other) const;

private:
    __extension__ typedef unsigned __int128 Uint128;

    static constexpr std::uint64_t bucketWidth(std::size_t index) noexcept {
        return index < kExactLimit
                   ? 1
                   : std::uint64_t{1} << (static_cast<int>(index >> kSubBucketBits) - 1);
    }

    std::vector<std::uint64_t> m_counts;
    std::uint64_t m_count = 0;
    std::uint64_t m_min = UINT64_MAX;  // sentinel while empty, so record() needs one compare
    std::uint64_t m_max = 0;
    Uint128 m_sum = 0;    // exact: < count · 2^64
    Uint128 m_sumSq = 0;  // exact unless saturated
};

/**
 * @brief P(value ≥ x) of a histogram at every non-empty bucket, in increasing x: pairs of
 *        (x in µs: the bucket's representative value, clamped to the exact min and max;
 *        the share of values in that bucket or above). The first share is 1, the last is
 *        the top bucket's share (never 0, so it plots on a log axis). Empty when empty.
 */
std::vector<std::pair<double, double>> exceedanceCurve(const LatencyHistogram& latency);

}  // namespace iometry::stats
