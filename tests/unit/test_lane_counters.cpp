// Per-lane counters and the latency hand-off (docs/metrics.md, "Latency columns"): lanes
// write without a lock while the sampler takes deltas; nothing may be lost or counted
// twice, and every histogram taken must be self-consistent (what the manager checks).

#include <QtTest>
#include <atomic>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "engine/stats/histogram.hpp"
#include "engine/stats/latency_handoff.hpp"
#include "workers/worker_counters.hpp"

using iometry::stats::Latencies;
using iometry::stats::LatencyHandOff;
using iometry::stats::LatencyHistogram;
using iometry::workers::LaneCounters;
using iometry::workers::LaneReader;
using iometry::workers::WorkerDelta;

class TestLaneCounters : public QObject {
    Q_OBJECT

private slots:
    void lanesHaveCacheLinesOfTheirOwn() {
        LaneCounters lanes[2];
        const auto a = reinterpret_cast<std::uintptr_t>(&lanes[0]);
        const auto b = reinterpret_cast<std::uintptr_t>(&lanes[1]);
        QCOMPARE(a % 64, std::uintptr_t{0});
        QVERIFY(b - a >= 64);
        // The counters and the hand-off's flags do not share a line either.
        const auto flags = reinterpret_cast<std::uintptr_t>(&lanes[0].readLatency);
        QVERIFY(flags - a >= 64);
    }

    void handOffKeepsEveryValueUnderConcurrentTakes() {
        // Two lanes write while the sampler takes as fast as it can; the sum of what it
        // takes must be exactly what was written, value by value (sum and count), each
        // value in its direction's histogram (every third one a read).
        constexpr int kLanes = 2;
        constexpr std::uint64_t kPerLane = 400'000;
        LaneCounters lanes[kLanes];
        for (auto& lane : lanes) {
            lane.readLatency.reserve();
            lane.writeLatency.reserve();
        }
        std::atomic<int> running{kLanes};
        std::vector<std::thread> writers;
        for (int l = 0; l < kLanes; ++l) {
            writers.emplace_back([&, l] {
                for (std::uint64_t i = 1; i <= kPerLane; ++i) {
                    lanes[l].latencyOf(i % 3 == 0).record(i % 5000 + 1);
                    LaneCounters::add(lanes[l].transactions, 1);
                    LaneCounters::add(lanes[l].bytesWritten, 64);
                }
                running.fetch_sub(1);
            });
        }
        LaneReader reader;
        WorkerDelta total;
        int takes = 0;
        bool consistent = true;
        std::string why;
        auto takeOnce = [&] {
            WorkerDelta d;
            for (int l = 0; l < kLanes; ++l) reader.takeInto(l, lanes[l], d);
            // What the manager would do with it: rebuild from the wire form, where the
            // whole is the two directions merged.
            const auto wire = Latencies::fromEntry(d.toJson(), why);
            if (!wire || wire->read != d.readLatency || wire->write != d.writeLatency ||
                wire->all.count() != d.readLatency.count() + d.writeLatency.count())
                consistent = false;
            total.add(d);
            ++takes;
        };
        while (running.load() > 0) takeOnce();
        for (auto& w : writers) w.join();
        takeOnce();
        QVERIFY2(consistent, why.c_str());
        QVERIFY(takes > 1);
        QCOMPARE(total.counters.transactions, kLanes * kPerLane);
        QCOMPARE(total.counters.bytesWritten, kLanes * kPerLane * 64);
        LatencyHistogram reads, writes;
        for (int l = 0; l < kLanes; ++l)
            for (std::uint64_t i = 1; i <= kPerLane; ++i) (i % 3 == 0 ? reads : writes).record(i % 5000 + 1);
        QCOMPARE(total.readLatency.count() + total.writeLatency.count(), kLanes * kPerLane);
        QCOMPARE(total.readLatency, reads);
        QCOMPARE(total.writeLatency, writes);
    }

    void takeEmptiesTheHistogram() {
        LatencyHandOff h;
        h.reserve();
        h.record(10);
        h.record(20);
        QCOMPARE(h.take().count(), std::uint64_t{2});
        QCOMPARE(h.take().count(), std::uint64_t{0});
        h.record(30);
        const LatencyHistogram t = h.take();
        QCOMPARE(t.count(), std::uint64_t{1});
        QCOMPARE(t.max(), std::uint64_t{30});
    }

    void readerReportsDeltasNotTotals() {
        LaneCounters lane;
        LaneReader reader;
        LaneCounters::add(lane.readOps, 3);
        WorkerDelta first;
        reader.takeInto(0, lane, first);
        QCOMPARE(first.counters.readOps, std::uint64_t{3});
        LaneCounters::add(lane.readOps, 2);
        WorkerDelta second;
        reader.takeInto(0, lane, second);
        QCOMPARE(second.counters.readOps, std::uint64_t{2});
    }
};

QTEST_GUILESS_MAIN(TestLaneCounters)
#include "test_lane_counters.moc"
