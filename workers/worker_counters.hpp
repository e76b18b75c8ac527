#pragma once
// Counters a worker keeps while it runs, and the delta it reports every sample interval.
//
// Each lane (thread) of a worker owns one LaneCounters on cache lines of its own, so the
// lanes never write a shared line on the per-request path and no lock is taken there
// (docs/metrics.md, "Latency columns"). The counters only grow: a lane adds with a
// relaxed load and store (it is their only writer), the sampler reads them and keeps the
// values it saw last, so nothing a lane counts between two samples is lost. The latency
// histograms, reads' and writes' apart (docs/metrics.md, "Read and write latency"), are
// handed over by stats::LatencyHandOff (a double buffer the sampler flips).

#include <atomic>
#include <cstdint>
#include <new>
#include <nlohmann/json.hpp>
#include <vector>

#include "engine/results/counters.hpp"
#include "engine/results/metrics.hpp"
#include "engine/stats/histogram.hpp"
#include "engine/stats/latencies.hpp"
#include "engine/stats/latency_handoff.hpp"

namespace iometry::workers {

/** What one worker did in one interval: the counters' wire form is the engine's. */
struct WorkerDelta {
    results::Counters counters;
    stats::LatencyHistogram readLatency;   ///< reads timed
    stats::LatencyHistogram writeLatency;  ///< writes and requests timed
    /** Adds @p other's counters and latencies (a stream's connections to its sum). */
    void add(const WorkerDelta& other) {
        counters.add(other.counters);
        readLatency.merge(other.readLatency);
        writeLatency.merge(other.writeLatency);
    }
    /** A stream of several connections: each one's counters too (docs/protocol.md, `sample`). */
    std::vector<results::Counters> connections;

    nlohmann::json toJson() const {
        nlohmann::json j = counters.toJson();
        stats::Latencies::ofDirections(readLatency, writeLatency).toEntry(j);
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

/**
 * One lane's counters: written by that lane only, read by the sampler. Its fields are the
 * engine's interval counters (engine/results/counters.hpp), each an atomic; a lane counts
 * the ones its engine knows (the TCP_INFO ones are read per connection, `tcp_info`).
 */
struct alignas(kCacheLine) LaneCounters : results::CounterFields<std::atomic<std::uint64_t>> {
    /** Reads timed, and writes (requests) timed: a worker reserve()s the ones it uses. */
    alignas(kCacheLine) stats::LatencyHandOff readLatency;
    alignas(kCacheLine) stats::LatencyHandOff writeLatency;

    /** The hand-off of a read's or a write's latency. */
    stats::LatencyHandOff& latencyOf(bool read) { return read ? readLatency : writeLatency; }

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
        static constexpr auto kLane = results::counterTable<std::atomic<std::uint64_t>>();
        static constexpr auto kPlain = results::counterTable<std::uint64_t>();
        for (std::size_t i = 0; i < kLane.size(); ++i) {
            const std::uint64_t value = (lane.*kLane[i].field).load(std::memory_order_relaxed);
            std::uint64_t& before = seen.*kPlain[i].field;
            into.counters.*kPlain[i].field += value - before;
            before = value;
        }
        lane.readLatency.takeInto(into.readLatency);
        lane.writeLatency.takeInto(into.writeLatency);
    }


private:
    /** What the sampler saw of each lane last time. */
    using Seen = results::CounterFields<std::uint64_t>;
    std::vector<Seen> m_seen;  // by lane index
};

}  // namespace iometry::workers
