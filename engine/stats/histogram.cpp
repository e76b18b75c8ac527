#include "engine/stats/histogram.hpp"

#include <algorithm>
#include <cmath>
#include <exception>

namespace iometry::stats {

static_assert(LatencyHistogram::indexOf(LatencyHistogram::kHighestTrackable) ==
              LatencyHistogram::kBucketCount - 1);
static_assert(LatencyHistogram::highestValue(LatencyHistogram::kBucketCount - 1) ==
              LatencyHistogram::kHighestTrackable);
static_assert(LatencyHistogram::indexOf(LatencyHistogram::kExactLimit) ==
              LatencyHistogram::kExactLimit);

namespace {

__extension__ typedef unsigned __int128 Uint128;

constexpr Uint128 kUint128Max = ~Uint128{0};

Uint128 saturatingAdd(Uint128 a, Uint128 b) {
    Uint128 r;
    return __builtin_add_overflow(a, b, &r) ? kUint128Max : r;
}

Uint128 saturatingMul(Uint128 a, Uint128 b) {
    Uint128 r;
    return __builtin_mul_overflow(a, b, &r) ? kUint128Max : r;
}

nlohmann::json toJsonNumber(Uint128 v) {
    if (v <= UINT64_MAX) {
        return static_cast<std::uint64_t>(v);
    }
    std::string digits;
    while (v != 0) {
        digits.push_back(static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    std::reverse(digits.begin(), digits.end());
    return digits;
}

void setError(std::string* error, std::string message) {
    if (error) {
        *error = "histogram: " + std::move(message);
    }
}

/** Reads a non-negative integer field that must fit 64 bits. */
bool readU64(const nlohmann::json& j, const char* key, std::uint64_t& out, std::string* error) {
    const auto it = j.find(key);
    if (it == j.end()) {
        setError(error, std::string("missing \"") + key + "\"");
        return false;
    }
    if (!it->is_number_unsigned()) {
        setError(error,
                 std::string("\"") + key + "\" must be a non-negative integer, got " + it->dump());
        return false;
    }
    out = it->get<std::uint64_t>();
    return true;
}

/** Reads a non-negative integer that may exceed 64 bits: a number or a decimal string. */
bool readU128(const nlohmann::json& j, const char* key, Uint128& out, std::string* error) {
    const auto it = j.find(key);
    if (it == j.end()) {
        setError(error, std::string("missing \"") + key + "\"");
        return false;
    }
    if (it->is_number_unsigned()) {
        out = it->get<std::uint64_t>();
        return true;
    }
    const std::string bad =
        std::string("\"") + key + "\" must be a non-negative integer or a decimal string, got ";
    if (!it->is_string()) {
        setError(error, bad + it->dump());
        return false;
    }
    const auto& s = it->get_ref<const std::string&>();
    if (s.empty() || s.size() > 39) {
        setError(error, bad + it->dump());
        return false;
    }
    Uint128 v = 0;
    for (const char c : s) {
        if (c < '0' || c > '9') {
            setError(error, bad + it->dump());
            return false;
        }
        if (__builtin_mul_overflow(v, Uint128{10}, &v) ||
            __builtin_add_overflow(v, Uint128(c - '0'), &v)) {
            setError(error, std::string("\"") + key + "\" does not fit 128 bits");
            return false;
        }
    }
    out = v;
    return true;
}

}  // namespace

LatencyHistogram::LatencyHistogram() = default;

bool LatencyHistogram::operator==(const LatencyHistogram& other) const {
    if (m_count != other.m_count || m_sum != other.m_sum || m_sumSq != other.m_sumSq ||
        min() != other.min() || max() != other.max())
        return false;
    for (std::size_t i = 0; i < kBucketCount; ++i)
        if (countAt(i) != other.countAt(i)) return false;
    return true;
}

void LatencyHistogram::merge(const LatencyHistogram& other) {
    if (other.m_count == 0) {
        return;
    }
    if (m_counts.size() != kBucketCount) {
        m_counts.assign(kBucketCount, 0);
    }
    const std::size_t n = std::min(m_counts.size(), other.m_counts.size());
    for (std::size_t i = 0; i < n; ++i) {
        m_counts[i] += other.m_counts[i];
    }
    m_count += other.m_count;
    m_min = std::min(m_min, other.m_min);
    m_max = std::max(m_max, other.m_max);
    m_sum += other.m_sum;
    m_sumSq = saturatingAdd(m_sumSq, other.m_sumSq);
}

void LatencyHistogram::reset() {
    // Keeps the storage it has (a reserved writer stays allocation-free); a moved-from
    // or never-used histogram stays without.
    if (m_counts.size() == kBucketCount) {
        std::fill(m_counts.begin(), m_counts.end(), 0);
    } else {
        m_counts.clear();
    }
    m_count = 0;
    m_min = UINT64_MAX;
    m_max = 0;
    m_sum = 0;
    m_sumSq = 0;
}

bool LatencyHistogram::setSum(std::uint64_t sumNs) {
    if (m_count == 0) return false;
    const Uint128 sum = sumNs;
    if (sum < static_cast<Uint128>(m_count) * m_min || sum > static_cast<Uint128>(m_count) * m_max) return false;
    m_sum = sum;
    return true;
}

double LatencyHistogram::mean() const {
    if (m_count == 0) {
        return 0.0;
    }
    return static_cast<double>(static_cast<long double>(m_sum) / static_cast<long double>(m_count));
}

double LatencyHistogram::stddev() const {
    if (m_count == 0) {
        return 0.0;
    }
    const long double n = static_cast<long double>(m_count);
    long double variance;
    if (m_sum <= UINT64_MAX) {
        // n·variance = sumsq - sum²/n, kept in integers as far as possible so that a
        // constant series gives exactly 0 and a tight one does not drown in cancellation.
        const Uint128 sumSquared = m_sum * m_sum;
        const Uint128 quotient = sumSquared / m_count;
        const Uint128 remainder = sumSquared % m_count;
        const Uint128 excess = m_sumSq > quotient ? m_sumSq - quotient : 0;
        variance = (static_cast<long double>(excess) - static_cast<long double>(remainder) / n) / n;
    } else {
        const long double mean = static_cast<long double>(m_sum) / n;
        variance = static_cast<long double>(m_sumSq) / n - mean * mean;
    }
    return variance > 0 ? static_cast<double>(std::sqrt(variance)) : 0.0;
}

std::uint64_t LatencyHistogram::percentileRank(double p, std::uint64_t count) {
    if (count == 0) {
        return 0;
    }
    if (!(p > 0.0)) {
        return 1;
    }
    if (p >= 100.0) {
        return count;
    }
    const long double exact = static_cast<long double>(p) * count / 100.0L;
    const long double nearest = std::round(exact);
    long double rank =
        std::fabs(exact - nearest) <= 1e-12L * std::max(1.0L, exact) ? nearest : std::ceil(exact);
    rank = std::clamp(rank, 1.0L, static_cast<long double>(count));
    return static_cast<std::uint64_t>(rank);
}

std::uint64_t LatencyHistogram::percentile(double p) const {
    if (m_count == 0) {
        return 0;
    }
    if (!(p > 0.0)) {
        return m_min;
    }
    if (p >= 100.0) {
        return m_max;
    }
    const std::uint64_t rank = percentileRank(p, m_count);
    std::uint64_t cumulative = 0;
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        cumulative += m_counts[i];
        if (cumulative >= rank) {
            return std::clamp(representativeValue(i), m_min, m_max);
        }
    }
    return m_max;
}

nlohmann::json LatencyHistogram::toJson() const {
    nlohmann::json buckets = nlohmann::json::array();
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        if (m_counts[i] != 0) {
            buckets.push_back(nlohmann::json::array({i, m_counts[i]}));
        }
    }
    return nlohmann::json{{"n", m_count},
                          {"min", min()},
                          {"max", m_max},
                          {"sum", toJsonNumber(m_sum)},
                          {"sumsq", toJsonNumber(m_sumSq)},
                          {"b", std::move(buckets)}};
}

std::optional<LatencyHistogram> LatencyHistogram::fromJson(const nlohmann::json& j,
                                                           std::string* error) {
    try {
        if (!j.is_object()) {
            setError(error, std::string("expected a JSON object, got ") + j.type_name());
            return std::nullopt;
        }
        std::uint64_t n = 0;
        std::uint64_t minValue = 0;
        std::uint64_t maxValue = 0;
        Uint128 sum = 0;
        Uint128 sumSq = 0;
        if (!readU64(j, "n", n, error) || !readU64(j, "min", minValue, error) ||
            !readU64(j, "max", maxValue, error) || !readU128(j, "sum", sum, error) ||
            !readU128(j, "sumsq", sumSq, error)) {
            return std::nullopt;
        }
        const auto bucketsIt = j.find("b");
        if (bucketsIt == j.end()) {
            setError(error, "missing \"b\"");
            return std::nullopt;
        }
        if (!bucketsIt->is_array()) {
            setError(error, std::string("\"b\" must be an array, got ") + bucketsIt->type_name());
            return std::nullopt;
        }
        if (minValue > maxValue) {
            setError(error, "min " + std::to_string(minValue) + " is greater than max " +
                                std::to_string(maxValue));
            return std::nullopt;
        }

        LatencyHistogram h;
        std::uint64_t total = 0;
        std::size_t firstIndex = 0;
        std::size_t lastIndex = 0;
        bool any = false;
        const auto& buckets = *bucketsIt;
        if (!buckets.empty()) h.reserve();
        for (std::size_t k = 0; k < buckets.size(); ++k) {
            const auto& entry = buckets[k];
            const std::string where = "b[" + std::to_string(k) + "]";
            if (!entry.is_array() || entry.size() != 2 || !entry[0].is_number_unsigned() ||
                !entry[1].is_number_unsigned()) {
                setError(error, where + " must be [index, count] of non-negative integers, got " +
                                    entry.dump());
                return std::nullopt;
            }
            const std::uint64_t index = entry[0].get<std::uint64_t>();
            const std::uint64_t c = entry[1].get<std::uint64_t>();
            if (index >= kBucketCount) {
                setError(error, where + ": bucket index " + std::to_string(index) +
                                    " out of range 0.." + std::to_string(kBucketCount - 1));
                return std::nullopt;
            }
            if (any && index <= lastIndex) {
                setError(error, where + ": bucket indices must be strictly increasing");
                return std::nullopt;
            }
            if (c == 0) {
                setError(error, where + ": count must be positive");
                return std::nullopt;
            }
            if (__builtin_add_overflow(total, c, &total)) {
                setError(error, "bucket counts overflow 64 bits");
                return std::nullopt;
            }
            if (!any) {
                firstIndex = static_cast<std::size_t>(index);
            }
            lastIndex = static_cast<std::size_t>(index);
            any = true;
            h.m_counts[lastIndex] = c;
        }
        if (total != n) {
            setError(error, "bucket counts add up to " + std::to_string(total) + ", \"n\" is " +
                                std::to_string(n));
            return std::nullopt;
        }
        if (n == 0) {
            if (minValue != 0 || maxValue != 0 || sum != 0 || sumSq != 0) {
                setError(error, "an empty histogram must have min, max, sum and sumsq 0");
                return std::nullopt;
            }
            return h;
        }
        if (indexOf(minValue) != firstIndex) {
            setError(error, "min " + std::to_string(minValue) +
                                " does not fall in the lowest non-empty bucket");
            return std::nullopt;
        }
        if (indexOf(maxValue) != lastIndex) {
            setError(error, "max " + std::to_string(maxValue) +
                                " does not fall in the highest non-empty bucket");
            return std::nullopt;
        }
        const Uint128 n128 = n;
        if (sum < n128 * minValue || sum > n128 * maxValue) {
            setError(error, "sum is outside [n·min, n·max]");
            return std::nullopt;
        }
        const Uint128 lowSq = saturatingMul(n128, Uint128{minValue} * minValue);
        const Uint128 highSq = saturatingMul(n128, Uint128{maxValue} * maxValue);
        if (sumSq != kUint128Max && (sumSq < lowSq || sumSq > highSq)) {
            setError(error, "sumsq is outside [n·min², n·max²]");
            return std::nullopt;
        }
        h.m_count = n;
        h.m_min = minValue;
        h.m_max = maxValue;
        h.m_sum = sum;
        h.m_sumSq = sumSq;
        return h;
    } catch (const std::exception& e) {
        setError(error, std::string("unreadable: ") + e.what());
        return std::nullopt;
    }
}

std::vector<std::pair<double, double>> exceedanceCurve(const LatencyHistogram& latency) {
    std::vector<std::pair<double, double>> curve;
    const std::uint64_t n = latency.count();
    if (n == 0) return curve;
    std::uint64_t below = 0;
    for (std::size_t i = 0; i < LatencyHistogram::kBucketCount && below < n; ++i) {
        const std::uint64_t here = latency.countAt(i);
        if (here == 0) continue;
        const std::uint64_t x = std::clamp(LatencyHistogram::representativeValue(i),
                                           latency.min(), latency.max());
        curve.emplace_back(static_cast<double>(x) / 1e3,
                           static_cast<double>(n - below) / static_cast<double>(n));
        below += here;
    }
    return curve;
}

}  // namespace iometry::stats
