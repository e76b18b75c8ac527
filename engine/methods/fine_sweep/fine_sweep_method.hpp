#pragma once
/**
 * @file
 * @brief The fine size sweep (NetPIPE style; docs/plan-format.md, "Fine size sweep").
 */

#include <cstdint>

#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief A fine sweep's keys. */
struct FineSweepParams : MethodSettingsOf<FineSweepParams> {
    std::int64_t from = 1;
    std::int64_t to = 65536;
    int pointsPerDoubling = 1;
    std::int64_t perturbation = 3;
    double dropoutPct = 10;  ///< a drop-out is this % below both neighbours

    const Method& method() const override;
    bool operator==(const FineSweepParams&) const = default;
};

const Method& fineSweepMethod();

}  // namespace iometry::model
