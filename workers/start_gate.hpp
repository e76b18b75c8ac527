#pragma once
// The gate that starts a step's traffic threads together (docs/architecture.md, "Threads
// and priorities").
//
// Creating a thread maps its stack; with hundreds of threads of a step already sending,
// every such mmap waits for the address-space lock that all of them keep taking, and the
// control loop that created them sat in mmap for over 3 s with 256 workers (the manager
// then declared the dynamo silent). So the step runner (step_runner.hpp) starts every
// worker first; each worker announces the threads it will have (expect), and each thread,
// once set up (partner accepted, buffers allocated), arrives and waits. When all have
// arrived the step runner opens the gate with the step's end, and the traffic starts at
// once on every lane.
//
// The gate also hears the threads end (depart): a step bounded by a count of round trips
// ends when its last thread has made them, and the step runner learns it from
// onAllDeparted.

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <utility>

namespace iometry::workers {

class StartGate {
public:
    using Clock = std::chrono::steady_clock;

    /** @brief Before starting @p threads threads that will arrive(): counts them in. */
    void expect(int threads) {
        std::lock_guard lock(m_mutex);
        m_expected += threads;
    }

    /** @brief A thread is set up; blocks until the gate opens and returns the step's end. */
    Clock::time_point arriveAndWait() {
        std::unique_lock lock(m_mutex);
        ++m_arrived;
        m_changed.notify_all();
        m_changed.wait(lock, [this] { return m_open; });
        return m_end;
    }

    /** @brief A thread that will never arrive (it failed before its traffic) counts as arrived. */
    void leave() {
        std::lock_guard lock(m_mutex);
        ++m_arrived;
        m_changed.notify_all();
    }

    /** @brief Waits until every expected thread arrived, or @p deadline; true if all did. */
    bool waitForAll(Clock::time_point deadline) {
        std::unique_lock lock(m_mutex);
        return m_changed.wait_until(lock, deadline,
                                    [this] { return m_open || m_arrived >= m_expected; });
    }

    /** @brief Lets every thread go; traffic stops by itself at @p end. First call wins. */
    void open(Clock::time_point end) {
        std::lock_guard lock(m_mutex);
        if (m_open) return;
        m_end = end;
        m_open = true;
        m_changed.notify_all();
    }

    /** @brief Opens with no time left: the stop path, so that no thread waits forever. */
    void release() { open(Clock::time_point{}); }

    /**
     * @brief Calls @p done (from the thread that departs last, without the gate's lock)
     *        once every expected thread has departed. Set before the threads start.
     */
    void onAllDeparted(std::function<void()> done) {
        std::lock_guard lock(m_mutex);
        m_onAllDeparted = std::move(done);
    }

    /** @brief A thread's traffic has ended (or never started). */
    void depart() {
        std::function<void()> done;
        {
            std::lock_guard lock(m_mutex);
            if (++m_departed == m_expected) done = std::move(m_onAllDeparted);
        }
        if (done) done();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    int m_expected = 0;
    int m_arrived = 0;
    int m_departed = 0;
    bool m_open = false;
    std::function<void()> m_onAllDeparted;
    Clock::time_point m_end;
};

}  // namespace iometry::workers
