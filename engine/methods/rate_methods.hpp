#pragma once
/**
 * @file
 * @brief What the methods that offer rates to the workers share (the UDP ramp, the
 *        zero-loss rate search; docs/plan-format.md, "Procedures"): each trial's run time,
 *        the datagram size, and a plan with workers that take a rate.
 */

#include <optional>

#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief The `trial_s` parameter of settings type @p S (its member @p trialS). */
template <typename S>
MethodParam trialSecondsParam(std::optional<double> S::*trialS, const char* help) {
    return field({.key = "trial_s", .type = MethodParam::Type::Number, .lo = 0, .hi = 86400,
                  .exclusiveLow = true, .unit = "s", .help = help},
                 trialS);
}

/**
 * @brief A rate method's plan made whole: @p trialS as run_s, @p size as every line's size,
 *        and a problem when no worker takes an offered rate.
 */
void applyRateTrials(Plan& plan, const std::optional<double>& trialS,
                     const std::optional<std::uint64_t>& size, Problems& problems);

}  // namespace iometry::model
