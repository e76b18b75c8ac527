// The start gate of a step's traffic threads (workers/start_gate.hpp): nobody passes
// before it opens, everyone gets the step's end, threads that fail count as arrived, and
// the stop path lets waiting threads go.

#include <QtTest>
#include <atomic>
#include <thread>
#include <vector>

#include "workers/start_gate.hpp"

using iometry::workers::StartGate;
using Clock = StartGate::Clock;
using namespace std::chrono_literals;

class TestStartGate : public QObject {
    Q_OBJECT

private slots:
    void nobodyPassesBeforeItOpens() {
        // No sleep giving a leaky gate time to leak. Each thread, once through, reads a flag
        // set just before open(), and keeps the end the gate returned. A thread let through
        // before open() reads the flag unset unless it stalls there until the test has seen
        // every thread arrive; and a gate that returns as it lets a thread through returns no
        // end yet, as open() sets it only after the last arrival.
        StartGate gate;
        constexpr int kThreads = 16;
        gate.expect(kThreads);
        std::atomic<bool> opening{false};
        std::atomic<int> early{0};
        std::vector<Clock::time_point> ends(kThreads);
        std::vector<std::thread> threads;
        for (int i = 0; i < kThreads; ++i)
            threads.emplace_back([&, i] {
                ends[static_cast<std::size_t>(i)] = gate.arriveAndWait();
                if (!opening.load()) ++early;
            });
        QVERIFY(gate.waitForAll(Clock::now() + 10s));
        const auto end = Clock::now() + 5s;
        opening = true;
        gate.open(end);
        for (auto& t : threads) t.join();
        QCOMPARE(early.load(), 0);
        for (const auto& e : ends) QVERIFY(e == end);
    }

    void waitForAllTimesOutWhenSomeoneIsMissing() {
        StartGate gate;
        gate.expect(2);
        std::thread one([&] { gate.arriveAndWait(); });
        const auto before = Clock::now();
        QVERIFY(!gate.waitForAll(before + 100ms));
        QVERIFY(Clock::now() - before >= 100ms);
        gate.open(Clock::now());
        one.join();
    }

    void aThreadThatLeavesCountsAsArrived() {
        StartGate gate;
        gate.expect(2);
        std::thread one([&] { gate.arriveAndWait(); });
        std::thread two([&] { gate.leave(); });
        QVERIFY(gate.waitForAll(Clock::now() + 10s));
        gate.open(Clock::now());
        one.join();
        two.join();
    }

    void releaseLetsWaitersGoWithNoTimeLeft() {
        StartGate gate;
        gate.expect(1);
        Clock::time_point end = Clock::now() + 1h;
        std::thread one([&] { end = gate.arriveAndWait(); });
        gate.release();
        one.join();
        QVERIFY(end <= Clock::now());
        // The first opening wins: a later open does not move the end.
        gate.open(Clock::now() + 1h);
        QVERIFY(gate.arriveAndWait() <= Clock::now());
    }

    void theLastToDepartCallsBackOnce() {
        // A counted step ends when its last thread departs (workers/step_runner.cpp).
        StartGate gate;
        constexpr int kThreads = 8;
        gate.expect(kThreads);
        std::atomic<int> calls{0};
        std::atomic<int> departedBefore{-1};
        std::atomic<int> departed{0};
        gate.onAllDeparted([&] {
            departedBefore = departed.load();
            ++calls;
        });
        std::vector<std::thread> threads;
        for (int i = 0; i < kThreads; ++i)
            threads.emplace_back([&, i] {
                if (i == 0) gate.leave();  // failed before its traffic: departs too
                else gate.arriveAndWait();
                ++departed;
                gate.depart();
            });
        QVERIFY(gate.waitForAll(Clock::now() + 10s));
        gate.open(Clock::now() + 1s);
        for (auto& t : threads) t.join();
        QCOMPARE(calls.load(), 1);
        QCOMPARE(departedBefore.load(), kThreads);  // only after every thread departed
    }
};

QTEST_GUILESS_MAIN(TestStartGate)
#include "test_start_gate.moc"
