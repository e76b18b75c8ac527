#pragma once
/**
 * @file
 * @brief The ramp (docs/plan-format.md, "Ramp"): one knob (outstanding or the request
 *        size) raised until the achieved rate stops growing.
 */

#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief A ramp's keys. */
struct RampParams : MethodSettingsOf<RampParams> {
    SweepParam param = SweepParam::Outstanding;  ///< the knob the ramp raises
    RangeAxis range;                             ///< its values, in order; never beyond end
    double minGrowthPct = 5;  ///< less growth than this (over the knee so far) is a stall
    int patience = 1;         ///< stalls in a row that end the ramp
    RateMetric metric = RateMetric::Auto;

    const Method& method() const override;
    bool operator==(const RampParams&) const = default;
};

const Method& rampMethod();

}  // namespace iometry::model
