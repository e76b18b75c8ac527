#pragma once
/**
 * @file
 * @brief The UDP ramp (docs/plan-format.md, "Procedures"): every udp worker offered rates
 *        from → to in steps, one trial each.
 */

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief Most offered rates a udp_ramp may try. */
inline constexpr std::int64_t kMaxUdpRampSteps = 1000;

/** @brief A UDP ramp's keys (offered rates in Mbit/s of UDP payload). */
struct UdpRampParams : MethodSettingsOf<UdpRampParams> {
    double fromMbit = 0;
    double toMbit = 0;
    double stepMbit = 0;
    std::optional<std::uint64_t> size;  ///< every line's size (the datagram), when given
    std::optional<double> trialS;       ///< the run time of each trial: replaces run_s

    /** The offered rates: from, from + step, … while ≤ to. */
    std::vector<double> rates() const;

    const Method& method() const override;
    bool operator==(const UdpRampParams&) const = default;
};

const Method& udpRampMethod();

}  // namespace iometry::model
