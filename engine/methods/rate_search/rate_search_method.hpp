#pragma once
/**
 * @file
 * @brief The zero-loss rate search (RFC 2544 throughput; docs/plan-format.md, "Zero-loss
 *        rate search"): the highest rate per frame size at which nothing is lost.
 */

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief Ethernet frame sizes a rate_search takes: a UDP datagram plus 46 bytes. */
inline constexpr std::int64_t kFrameOverhead = 46;  ///< Ethernet 14 + FCS 4 + IPv4 20 + UDP 8
inline constexpr std::int64_t kMinFrame = static_cast<std::int64_t>(kMinDatagram) + kFrameOverhead;
inline constexpr std::int64_t kMaxFrame = static_cast<std::int64_t>(kMaxDatagram) + kFrameOverhead;
/** @brief Bytes of preamble, start delimiter and inter-frame gap around every frame. */
inline constexpr std::int64_t kFrameGap = 20;

/** @brief A rate search's keys. */
struct RateSearchParams : MethodSettingsOf<RateSearchParams> {
    std::vector<std::int64_t> frameSizes;  ///< Ethernet frame sizes, FCS included
    double linkMbit = 0;                   ///< the link's line rate
    double lossTolerancePct = 0;           ///< a trial passes with at most this loss
    double resolutionPct = 1;              ///< of line rate
    bool verify = true;                    ///< the rate found runs once more
    std::optional<double> trialS;          ///< the run time of each trial: replaces run_s

    const Method& method() const override;
    bool operator==(const RateSearchParams&) const = default;
};

const Method& rateSearchMethod();

}  // namespace iometry::model
