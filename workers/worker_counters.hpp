#pragma once
// Counters a worker keeps while it runs, and the delta it reports every sample interval.
//
// Each lane (thread) of a worker owns one LaneCounters on cache lines of its own, so the
// lanes never write a shared line on the per-request path and no lock is taken there
// (docs/metrics.md, "Latency columns"). The counters only grow: a lane adds with a
// relaxed load and store (it is their only writer), the sampler reads them and keeps the
// values it saw last, so nothing a lane counts between two samples is lost. The latency
// histogram is handed over by stats::LatencyHandOff (a double buffer the sampler flips).

#include <atomic>
#include <cstdint>
#include <new>
#include <nlohmann/json.hpp>
#include <vector>

#include "engine/results/metrics.hpp"
#include "engine/stats/histogram.hpp"
#include "engine/stats/latency_handoff.hpp"

namespace iometry::workers {

/** What one worker did in one interval: the counters' wire form is the engine's. */
struct WorkerDelta {
    results::Counters counters;
    stats::LatencyHistogram latency;
    /** A stream of several connections: each one's counters too (docs/protocol.md, `sample`). */
    std::vector<results::Counters> connections;

    nlohmann::json toJson() const {
        nlohmann::json j = counters.toJson();
        j["latency"] = latency.toJson();
        if (!connections.empty()) {
            j["connections"] = nlohmann::json::array();
            for (const auto& c : connections) j["connections"].push_back(c.toJson());
        }
        return j;
    }
};

// 64 bytes on x86-64 and most others; GCC warns that the library constant may change
// between compiler versions, which does not matter inside one program.
inline constexpr std::size_t kCacheLine = 64;

/** One lane's counters: written by that lane only, read by the sampler. */
struct alignas(kCacheLine) LaneCounters {
    std::atomic<std::uint64_t> readOps{0};
    std::atomic<std::uint64_t> writeOps{0};
    std::atomic<std::uint64_t> bytesRead{0};
    std::atomic<std::uint64_t> bytesWritten{0};
    std::atomic<std::uint64_t> transactions{0};
    std::atomic<std::uint64_t> errors{0};
    // A UDP receiving lane's totals (docs/metrics.md, "UDP receive statistics").
    std::atomic<std::uint64_t> dgramExpected{0};
    std::atomic<std::uint64_t> dgramReceived{0};
    std::atomic<std::uint64_t> dgramReordered{0};
    std::atomic<std::uint64_t> dgramDuplicates{0};
    std::atomic<std::uint64_t> jitterNsSum{0};
    alignas(kCacheLine) stats::LatencyHandOff latency;

    /** Single-writer add: no read-modify-write instruction needed. */
    static void add(std::atomic<std::uint64_t>& counter, std::uint64_t n) {
        counter.store(counter.load(std::memory_order_relaxed) + n, std::memory_order_relaxed);
    }
};

/**
 * The sampler's side: turns a set of lanes' ever-growing counters into interval deltas.
 * Not thread-safe itself: one sampler thread.
 */
class LaneReader {
public:
    /** Adds what @p lane did since the previous call for that lane to @p into. */
    void takeInto(std::size_t laneIndex, LaneCounters& lane, WorkerDelta& into) {
        if (laneIndex >= m_seen.size()) m_seen.resize(laneIndex + 1);
        Seen& seen = m_seen[laneIndex];
        auto take = [](std::atomic<std::uint64_t>& now, std::uint64_t& before) {
            const std::uint64_t value = now.load(std::memory_order_relaxed);
            const std::uint64_t delta = value - before;
            before = value;
            return delta;
        };
        into.counters.readOps += take(lane.readOps, seen.readOps);
        into.counters.writeOps += take(lane.writeOps, seen.writeOps);
        into.counters.bytesRead += take(lane.bytesRead, seen.bytesRead);
        into.counters.bytesWritten += take(lane.bytesWritten, seen.bytesWritten);
        into.counters.transactions += take(lane.transactions, seen.transactions);
        into.counters.errors += take(lane.errors, seen.errors);
        into.counters.dgramExpected += take(lane.dgramExpected, seen.dgramExpected);
        into.counters.dgramReceived += take(lane.dgramReceived, seen.dgramReceived);
        into.counters.dgramReordered += take(lane.dgramReordered, seen.dgramReordered);
        into.counters.dgramDuplicates += take(lane.dgramDuplicates, seen.dgramDuplicates);
        into.counters.jitterNsSum += take(lane.jitterNsSum, seen.jitterNsSum);
        lane.latency.takeInto(into.latency);
    }


private:
    struct Seen {
        std::uint64_t readOps = 0, writeOps = 0, bytesRead = 0, bytesWritten = 0,
                      transactions = 0, errors = 0, dgramExpected = 0, dgramReceived = 0,
                      dgramReordered = 0, dgramDuplicates = 0, jitterNsSum = 0;
    };
    std::vector<Seen> m_seen;  // by lane index
};

}  // namespace iometry::workers
