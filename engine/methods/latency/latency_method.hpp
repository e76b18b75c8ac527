#pragma once
/**
 * @file
 * @brief The latency method (docs/plan-format.md, "Request/response latency"): round
 *        trips per request size, their whole distribution.
 */

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief Most round trips a latency step may be bounded by (`count`). */
inline constexpr std::uint64_t kMaxRoundTripCount = 1'000'000'000;

/** @brief A latency procedure's keys (outstanding and interval are written into the plan). */
struct LatencyParams : MethodSettingsOf<LatencyParams> {
    std::vector<std::int64_t> sizes;     ///< request sizes; empty: the default list
    std::optional<int> outstanding;      ///< every worker's outstanding, when given
    std::optional<int> intervalMs;       ///< every line's delay_ms (burst 1), when given
    std::optional<std::uint64_t> count;  ///< round trips per size and worker, when given
    std::optional<double> trialS;        ///< the run time of each size: replaces run_s

    const Method& method() const override;
    bool operator==(const LatencyParams&) const = default;
};

const Method& latencyMethod();

/**
 * @brief The request sizes of a latency procedure: its `sizes`, or the default list
 *        16, 64, 256, 1024, 4096, 16384 bytes when it gives none.
 */
std::vector<std::int64_t> latencyStepSizes(const LatencyParams& p);

}  // namespace iometry::model
