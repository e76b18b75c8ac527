#pragma once
/**
 * @file
 * @brief The load–latency curve (docs/plan-format.md, "Load–latency curve"; docs/metrics.md,
 *        "The load–latency curve"): the highest rate the workers sustain in a closed loop,
 *        then fractions of it offered open loop, each level's latency timed from every
 *        request's scheduled time.
 */

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief The most levels a load_latency procedure may offer. */
inline constexpr std::size_t kMaxLoadLevels = 100;
/** @brief The largest fraction of the highest rate a level may offer: past it is overload. */
inline constexpr double kMaxLoadFraction = 1.5;
/**
 * @brief The knee (docs/metrics.md, "The load–latency curve"): the first level whose p99 is
 *        more than this many times the p99 of the lightest level.
 */
inline constexpr double kKneeP99Factor = 2;

/** @brief A load_latency procedure's keys: `fractions` or `rates_per_s`, exactly one. */
struct LoadLatencyParams : MethodSettingsOf<LoadLatencyParams> {
    std::vector<double> fractions;  ///< of the highest rate found closed loop, increasing
    std::vector<double> ratesPerS;  ///< total rates offered, increasing; no search
    std::string arrivals = "constant";  ///< the levels' `arrivals`: constant or poisson
    std::optional<double> trialS;       ///< the run time of every step: replaces run_s

    /** The levels in the order they run: the fractions, or the rates. */
    const std::vector<double>& levels() const { return fractions.empty() ? ratesPerS : fractions; }
    /** True when it first searches the highest rate (it offers fractions of it). */
    bool searches() const { return !fractions.empty(); }

    const Method& method() const override;
    bool operator==(const LoadLatencyParams&) const = default;
};

const Method& loadLatencyMethod();

}  // namespace iometry::model
