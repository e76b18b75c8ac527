#pragma once
// The thread plumbing every network worker end shares (tcp/, udp/): one runner thread
// created by start(), which sets up and then passes the StartGate (start_gate.hpp); the
// step's end it learns there; a stop flag; the wait for a paced request's due time; the
// errors it reports to the sampler; what its threads took of a CPU once past the gate
// (thread_clocks.hpp).

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "workers/paced_schedule.hpp"
#include "workers/start_gate.hpp"
#include "workers/thread_clocks.hpp"

namespace iometry::workers {

class WorkerRunner {
public:
    using Clock = std::chrono::steady_clock;

    WorkerRunner() = default;
    WorkerRunner(const WorkerRunner&) = delete;
    WorkerRunner& operator=(const WorkerRunner&) = delete;
    ~WorkerRunner() { stopAndJoin(); }

    /** Expects one thread at @p gate and runs @p body in it; body ends with finish(). */
    void start(std::shared_ptr<StartGate> gate, std::function<void()> body) {
        m_gate = std::move(gate);
        m_gate->expect(1);
        m_thread = std::thread(std::move(body));
    }
    /** Runner: waits at the gate until the step runner opens it; the step's end is then known. */
    void passGate() {
        m_end = m_gate->arriveAndWait();
        m_clocks.enterThisThread();
        m_endNs = std::chrono::duration_cast<std::chrono::nanoseconds>(m_end.time_since_epoch()).count();
        m_go.store(true, std::memory_order_release);
        m_go.notify_all();
    }
    /** Runner: it failed before its traffic; the gate does not wait for it. */
    void leaveGate() { m_gate->leave(); }
    /** Other lanes of the worker: wait until the runner has passed the gate. */
    void waitForGo() {
        m_go.wait(false, std::memory_order_acquire);
        m_clocks.enterThisThread();
    }
    /** All traffic of this worker has ended. */
    void finish() {
        m_finished = true;
        if (m_gate) m_gate->depart();
    }

    /** Sets the stop flag, releases the gate and every lane waiting for the runner. */
    void requestStop() {
        m_stop = true;
        if (m_gate) m_gate->release();
        m_go.store(true);
        m_go.notify_all();
    }
    void join() {
        if (m_thread.joinable()) m_thread.join();
    }
    void stopAndJoin() {
        requestStop();
        join();
    }

    bool stopping() const { return m_stop.load(std::memory_order_relaxed); }
    bool finished() const { return m_finished.load(); }
    Clock::time_point end() const { return m_end; }
    std::int64_t endNs() const { return m_endNs; }
    bool pastEnd(std::int64_t nowNs) const { return nowNs >= m_endNs; }
    /**
     * Lane: waits until @p schedule's next request is due (paced_schedule.hpp), spinning
     * its last Schedule::spinNs() and waking now and then to see a stop; false when
     * stopped, or when that request is due at or past the step's end.
     */
    bool waitUntilDue(const Schedule& schedule) const {
        const std::int64_t ns = schedule.due();
        if (pastEnd(ns)) return false;
        const std::int64_t spin = schedule.spinNs();
        for (;;) {
            if (stopping()) return false;
            const std::int64_t now = nowNs();
            if (now >= ns) return true;
            if (ns - now > kStopLookNs) sleepUntilNs(now + kStopLookNs);
            else waitUntilNs(ns, spin);
        }
    }
    /** The steady clock in nanoseconds, the unit of endNs(). */
    static std::int64_t nowNs() { return steadyNs(); }

    void addError(std::string message) {
        std::lock_guard lock(m_errorMutex);
        m_errors.push_back(std::move(message));
    }
    /** Sampler: the CPU and run time of the worker's threads since the previous call. */
    void takeThreadTimes(results::Counters& into) { m_clocks.takeInto(into); }

    std::vector<std::string> takeErrors() {
        std::lock_guard lock(m_errorMutex);
        return std::exchange(m_errors, {});
    }

private:
    /** A lane waiting for a due time looks at the stop flag this often. */
    static constexpr std::int64_t kStopLookNs = 200'000'000;

    std::shared_ptr<StartGate> m_gate;
    std::thread m_thread;
    Clock::time_point m_end;
    std::int64_t m_endNs = 0;
    std::atomic<bool> m_go{false};
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_finished{false};
    std::mutex m_errorMutex;
    std::vector<std::string> m_errors;
    ThreadClocks m_clocks;  // last: destroyed after the destructor has joined the threads
};

}  // namespace iometry::workers
