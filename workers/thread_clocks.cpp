#include "workers/thread_clocks.hpp"

#include <pthread.h>
#include <unistd.h>

#include <cstdio>

#include "workers/paced_schedule.hpp"

namespace iometry::workers {

namespace {

std::int64_t clockNs(clockid_t clock) {
    timespec ts{};
    if (clock_gettime(clock, &ts) != 0) return -1;
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

/** The time thread @p tid of this process has waited on a run queue, ready to run (the
 *  second number of its schedstat), ns; -1 where the kernel does not keep it. */
std::int64_t waitedNs(pid_t tid) {
    char path[64];
    std::snprintf(path, sizeof path, "/proc/self/task/%d/schedstat", static_cast<int>(tid));
    std::FILE* f = std::fopen(path, "re");
    if (!f) return -1;
    unsigned long long run = 0, wait = 0;
    const int got = std::fscanf(f, "%llu %llu", &run, &wait);
    std::fclose(f);
    return got == 2 ? static_cast<std::int64_t>(wait) : -1;
}

}  // namespace

/** The clocks the calling thread entered: it leaves them when it exits. */
struct ThreadMembership {
    ThreadClocks* clocks = nullptr;
    std::size_t slot = 0;
    ~ThreadMembership() {
        if (clocks) clocks->leave(slot);
    }
};

namespace {
thread_local ThreadMembership t_membership;
}  // namespace

void ThreadClocks::enterThisThread() {
    if (t_membership.clocks == this) return;
    if (t_membership.clocks) t_membership.clocks->leave(t_membership.slot);
    Slot slot;
    // The sampler reads this thread's clock from its own thread: without the thread's
    // clock id there is nothing to read (CLOCK_THREAD_CPUTIME_ID there would be the
    // sampler's), and the thread is left out, its time as well as its CPU.
    if (pthread_getcpuclockid(pthread_self(), &slot.clock) != 0) return;
    slot.tid = gettid();
    slot.cpuAtEntryNs = std::max<std::int64_t>(clockNs(CLOCK_THREAD_CPUTIME_ID), 0);
    slot.waitAtEntryNs = waitedNs(slot.tid);
    slot.wallAtEntryNs = steadyNs();
    std::size_t at = 0;
    {
        std::lock_guard lock(m_mutex);
        m_slots.push_back(slot);
        at = m_slots.size() - 1;
    }
    // Fields, not an assignment from a temporary: its destructor would leave at once.
    t_membership.clocks = this;
    t_membership.slot = at;
}

void ThreadClocks::leave(std::size_t at) {
    const std::int64_t cpu = clockNs(CLOCK_THREAD_CPUTIME_ID), wall = steadyNs();
    const std::int64_t waited = waitedNs(gettid());
    std::lock_guard lock(m_mutex);
    Slot& slot = m_slots[at];
    if (!slot.alive) return;
    slot.alive = false;
    if (cpu >= slot.cpuAtEntryNs) m_leftCpuNs += cpu - slot.cpuAtEntryNs;
    if (slot.waitAtEntryNs >= 0 && waited >= slot.waitAtEntryNs) m_leftWaitNs += waited - slot.waitAtEntryNs;
    m_leftWallNs += wall - slot.wallAtEntryNs;
    if (t_membership.clocks == this && t_membership.slot == at) t_membership.clocks = nullptr;
}

void ThreadClocks::takeInto(results::Counters& into) {
    std::lock_guard lock(m_mutex);
    const std::int64_t now = steadyNs();
    std::int64_t cpu = m_leftCpuNs, wall = m_leftWallNs, wait = m_leftWaitNs;
    for (const Slot& slot : m_slots) {
        if (!slot.alive) continue;
        // An entered thread has not exited (it leaves under this lock first): its clock is valid.
        if (const std::int64_t ns = clockNs(slot.clock); ns >= slot.cpuAtEntryNs) cpu += ns - slot.cpuAtEntryNs;
        if (slot.waitAtEntryNs >= 0)
            if (const std::int64_t ns = waitedNs(slot.tid); ns >= slot.waitAtEntryNs) wait += ns - slot.waitAtEntryNs;
        wall += now - slot.wallAtEntryNs;
    }
    // Whole µs of the totals, so no rounding accumulates over the intervals.
    const auto grow = [](std::int64_t totalNs, std::uint64_t& taken, std::uint64_t& into) {
        const auto us = static_cast<std::uint64_t>(totalNs / 1000);
        if (us > taken) into += us - taken;
        taken = std::max(taken, us);
    };
    grow(cpu, m_takenCpuUs, into.threadCpuUs);
    grow(wall, m_takenWallUs, into.threadWallUs);
    grow(wait, m_takenWaitUs, into.threadWaitCpuUs);
}

}  // namespace iometry::workers
