#pragma once
/**
 * @file
 * @brief The adapter delay (the round-trip method; docs/metrics.md, "Adapter delay"): a
 *        UDP ping-pong to the peer and over loopback per size, and the delay line fitted.
 */

#include <cstdint>
#include <string>
#include <vector>

#include "engine/methods/method.hpp"

namespace iometry::model {

/** @brief An adapter delay's keys. */
struct AdapterDelayParams : MethodSettingsOf<AdapterDelayParams> {
    std::vector<std::int64_t> sizes;  ///< payload sizes; empty: the default list
    double linkMbps = 0;              ///< the link's speed; 0: read from the interface
    std::string linkMbpsFrom;         ///< where a speed read at run time came from (not in plans)
    double headerBytes = 28;          ///< below the payload: 28 for UDP over IPv4

    const Method& method() const override;
    bool operator==(const AdapterDelayParams&) const = default;
};

const Method& adapterDelayMethod();

}  // namespace iometry::model
