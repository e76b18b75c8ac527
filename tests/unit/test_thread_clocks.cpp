// What a worker end's own threads took of a CPU (workers/thread_clocks.hpp; docs/metrics.md,
// "Our own threads"): a thread's CPU time is its own clock's, whatever else the host runs;
// the time it ran is counted from its entry; what a thread did before it exited stays
// counted; intervals add up to the whole; a thread that never entered counts nothing; two
// threads on one CPU each wait for it while the other runs.

#include <QtTest>
#include <sched.h>

#include <chrono>
#include <filesystem>
#include <ctime>
#include <thread>

#include "workers/thread_clocks.hpp"

using iometry::results::Counters;
using iometry::workers::ThreadClocks;

namespace {

std::int64_t threadCpuNs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

/** Runs on a CPU until this thread's own clock has advanced @p ms (however long that takes
 *  on a shared host). */
void spinCpu(int ms) {
    const std::int64_t until = threadCpuNs() + ms * 1'000'000ll;
    volatile std::uint64_t x = 0;
    while (threadCpuNs() < until) x = x + 1;
}

}  // namespace

class TestThreadClocks : public QObject {
    Q_OBJECT

private slots:
    void aThreadsCpuAgainstTheTimeItRan() {
        ThreadClocks clocks;
        std::atomic<int> phase{0};
        std::thread worker([&] {
            spinCpu(50);  // before it enters: not counted
            clocks.enterThisThread();
            spinCpu(200);
            phase = 1;
            std::this_thread::sleep_for(std::chrono::milliseconds(200));  // waiting: no CPU
            while (phase.load() != 2) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        });
        while (phase.load() != 1) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        Counters first;
        clocks.takeInto(first);
        // 200 ms of its own CPU, to the clock's resolution and one turn of the loop; nothing
        // of the 50 ms before it entered.
        QVERIFY2(first.threadCpuUs >= 199'000 && first.threadCpuUs < 240'000, std::to_string(first.threadCpuUs).c_str());
        QVERIFY(first.threadWallUs >= first.threadCpuUs);
        std::this_thread::sleep_for(std::chrono::milliseconds(250));
        phase = 2;
        worker.join();
        // It slept from here to its exit: the time ran on, its CPU did not; what it did
        // before it exited is still there.
        Counters second;
        clocks.takeInto(second);
        QVERIFY2(second.threadCpuUs < 20'000, std::to_string(second.threadCpuUs).c_str());
        QVERIFY2(second.threadWallUs >= 200'000, std::to_string(second.threadWallUs).c_str());
        // Once it has left, nothing more.
        Counters third;
        clocks.takeInto(third);
        QCOMPARE(third.threadCpuUs, std::uint64_t{0});
        QCOMPARE(third.threadWallUs, std::uint64_t{0});
        // On the wire in a group of their own, left off while 0.
        QVERIFY(second.toJson().contains("thread_wall_us"));
        QVERIFY(!third.toJson().contains("thread_wall_us"));
    }

    void threadsAddUp() {
        ThreadClocks clocks;
        std::atomic<bool> go{false};
        std::vector<std::thread> threads;
        for (int i = 0; i < 4; ++i)
            threads.emplace_back([&] {
                clocks.enterThisThread();
                clocks.enterThisThread();  // twice is once
                while (!go.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
                spinCpu(30);
            });
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        Counters sum;
        clocks.takeInto(sum);  // a sample while they wait
        go = true;
        for (auto& t : threads) t.join();
        clocks.takeInto(sum);
        QVERIFY2(sum.threadCpuUs >= 4 * 29'000 && sum.threadCpuUs < 4 * 60'000, std::to_string(sum.threadCpuUs).c_str());
        // Four threads: four times at least the 20 ms the first sample waited.
        QVERIFY2(sum.threadWallUs >= 4 * 20'000, std::to_string(sum.threadWallUs).c_str());
        // A thread that enters another end's clocks leaves these.
        ThreadClocks other;
        std::thread mover([&] {
            clocks.enterThisThread();
            spinCpu(20);
            other.enterThisThread();
            spinCpu(20);
        });
        mover.join();
        Counters here, there;
        clocks.takeInto(here);
        other.takeInto(there);
        QVERIFY2(here.threadCpuUs >= 19'000 && here.threadCpuUs < 40'000, std::to_string(here.threadCpuUs).c_str());
        QVERIFY2(there.threadCpuUs >= 19'000 && there.threadCpuUs < 40'000, std::to_string(there.threadCpuUs).c_str());
    }

    void threadsThatShareACpuWaitForIt() {
        if (!std::filesystem::exists("/proc/thread-self/schedstat")) QSKIP("this kernel keeps no schedstat");
        ThreadClocks clocks;
        std::vector<std::thread> threads;
        for (int i = 0; i < 2; ++i)
            threads.emplace_back([&] {
                cpu_set_t one;
                CPU_ZERO(&one);
                CPU_SET(0, &one);
                pthread_setaffinity_np(pthread_self(), sizeof one, &one);
                clocks.enterThisThread();
                spinCpu(100);
            });
        for (auto& t : threads) t.join();
        Counters c;
        clocks.takeInto(c);
        // 200 ms of CPU on one core: while one ran, the other was ready and waited. At
        // least half of the second's 100 ms (the first may have run alone for a while).
        QVERIFY2(c.threadCpuUs >= 199'000, std::to_string(c.threadCpuUs).c_str());
        QVERIFY2(c.threadWaitCpuUs >= 50'000, std::to_string(c.threadWaitCpuUs).c_str());
        QVERIFY(c.threadCpuUs + c.threadWaitCpuUs <= c.threadWallUs + 10'000);
    }
};

QTEST_GUILESS_MAIN(TestThreadClocks)
#include "test_thread_clocks.moc"
