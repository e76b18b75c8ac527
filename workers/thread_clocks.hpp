#pragma once
// What a worker end's own threads took of a CPU (docs/metrics.md, "Our own threads"): each
// thread, once past the start gate, enters the end's ThreadClocks; the sampler reads every
// entered thread's CPU clock (user and system time, the kernel's account of that thread)
// and the time it has run since, and the time it was ready to run but waited for a CPU (the
// kernel's run-queue delay, /proc/self/task/TID/schedstat), and reports their growth as the
// counters `thread_cpu_us`, `thread_wall_us` and `thread_wait_cpu_us`. A thread that exits
// leaves its totals behind, so nothing it did between two samples is lost. A clock and a
// small file read per thread per sample; nothing on the lanes' per-request path.

#include <cstdint>
#include <ctime>
#include <sys/types.h>
#include <mutex>
#include <vector>

#include "engine/results/counters.hpp"

namespace iometry::workers {

class ThreadClocks {
public:
    ThreadClocks() = default;
    ThreadClocks(const ThreadClocks&) = delete;
    ThreadClocks& operator=(const ThreadClocks&) = delete;

    /** The calling thread counts from now until it exits (or enters another end's clocks); one
     *  whose CPU clock cannot be had (pthread_getcpuclockid) is not counted at all. */
    void enterThisThread();
    /** Adds the CPU and run time of the entered threads since the previous call to @p into
     *  (the sampler's thread only). */
    void takeInto(results::Counters& into);

private:
    friend struct ThreadMembership;
    struct Slot {
        clockid_t clock{};
        pid_t tid = 0;
        std::int64_t cpuAtEntryNs = 0, wallAtEntryNs = 0, waitAtEntryNs = 0;
        bool alive = true;
    };
    /** The thread in @p slot is leaving: its totals stay counted. */
    void leave(std::size_t slot);

    std::mutex m_mutex;
    std::vector<Slot> m_slots;
    std::int64_t m_leftCpuNs = 0, m_leftWallNs = 0, m_leftWaitNs = 0;  // of threads that left
    std::uint64_t m_takenCpuUs = 0, m_takenWallUs = 0, m_takenWaitUs = 0;  // reported so far
};

}  // namespace iometry::workers
