#pragma once
/**
 * @file
 * @brief The rules of the plan's own keys and of every worker's common keys
 *        (docs/plan-format.md, "Top level", "Workers"), and the checks that span a sweep's
 *        axes: what the plan reader (plan_reader.cpp) reads a document by and check(const
 *        Plan&) (plan_check.cpp) judges a plan in memory by, so that the two say the same.
 */

#include <limits>
#include <string>
#include <vector>

#include "engine/model/json_reader.hpp"
#include "engine/model/plan.hpp"
#include "engine/model/setting.hpp"

namespace iometry::model::plan_keys {

using T = SettingType;

inline constexpr SettingRule kRunS{"run_s", T::Number, 0, kMaxRunS, true};
inline constexpr SettingRule kRampS{"ramp_s", T::Number, 0, kMaxRampS};
inline constexpr SettingRule kSampleMs{"sample_ms", T::Integer, kMinSampleMs, kMaxSampleMs};
inline constexpr SettingRule kRepeats{"repeats", T::Integer, 1, kMaxRepeats};
inline constexpr SettingRule kWaitS{"wait_s", T::Number, 0, kMaxWaitS};
inline constexpr SettingRule kIdleS{"idle_s", T::Number, 0, kMaxIdleS};
inline constexpr SettingRule kSeed{"seed", T::Integer, 0,
                                   static_cast<double>(std::numeric_limits<std::int64_t>::max())};

inline constexpr SettingRule kDynamo{"dynamo", T::Text, 1, 0, false, true};
inline constexpr SettingRule kOutstanding{"outstanding", T::Integer, 1, kMaxOutstanding};
inline constexpr SettingRule kSpec{"spec", T::Text, 1, 0, false, true};
inline constexpr SettingRule kCpu{"cpu", T::Integer, 0, 1023, false, false, true};
inline constexpr SettingRule kPhase{"phase", T::Integer, 0, kMaxPhase};
/** `probe.rate_hz` (docs/plan-format.md, "Probes"). */
inline constexpr SettingRule kProbeRateHz{"rate_hz", T::Number, 0, kMaxProbeRateHz, true, true};

/** @brief What keeps @p w from being a probe (its kind, its spec, its outstanding), or empty. */
std::string probeProblem(const WorkerDef& w, const Plan& plan);
/** Requests on a schedule (docs/plan-format.md, "Workers"): their rate, and how they come due. */
inline constexpr SettingRule kRatePerS{"rate_per_s", T::Number, 0, kMaxRatePerS, true};
inline const std::vector<std::string> kArrivalNames{"constant", "poisson"};
inline constexpr SettingRule kArrivals{"arrivals", T::Choice, 0, 0, false, false, false, &kArrivalNames};

/** @brief A name's problem (kNameRule), or empty. */
inline std::string nameProblem(const std::string& name) {
    return isValidName(name) ? std::string() : std::string("must be ") + kNameRule + ", got \"" + name + "\"";
}

/**
 * @brief The values of a `sweep.workers` or `sweep.targets` @p axis beyond what @p plan
 *        holds; @p list: it was written as a list (a problem names the entry), not a range.
 */
void checkCycleAxis(const SweepAxis& axis, bool list, const Plan& plan, Problems& problems);
/** @brief The values of a `sweep.phase` @p axis that no worker of @p plan has. */
void checkPhaseAxis(const SweepAxis& axis, bool list, const Plan& plan, Problems& problems);
/**
 * @brief What spans the sweep's axes and the workers: the axes that cannot go together, a
 *        worker's phase without a phase axis.
 */
void checkSweepAcross(const Plan& plan, Problems& problems);
/** @brief More steps than a plan may have. */
void checkStepCount(const Plan& plan, Problems& problems);

}  // namespace iometry::model::plan_keys
