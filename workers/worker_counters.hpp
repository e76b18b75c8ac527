#pragma once
// Counters a worker keeps while it runs, and the delta it reports every sample interval.

#include <atomic>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "engine/results/metrics.hpp"
#include "engine/stats/histogram.hpp"

namespace iometry::workers {

/** 64-bit counters, written by a worker's lanes and read by the sampler. */
struct WorkerCounters {
    std::atomic<std::uint64_t> readOps{0};
    std::atomic<std::uint64_t> writeOps{0};
    std::atomic<std::uint64_t> bytesRead{0};
    std::atomic<std::uint64_t> bytesWritten{0};
    std::atomic<std::uint64_t> transactions{0};
    std::atomic<std::uint64_t> errors{0};
};

/** What one worker did in one interval: the counters' wire form is the engine's. */
struct WorkerDelta {
    results::Counters counters;
    stats::LatencyHistogram latency;

    nlohmann::json toJson() const {
        nlohmann::json j = counters.toJson();
        j["latency"] = latency.toJson();
        return j;
    }
};

}  // namespace iometry::workers
