#pragma once
/**
 * @file
 * @brief A latency histogram written by one thread and emptied by another, without a lock
 * on the writer's path (docs/metrics.md, "Latency columns").
 *
 * Double buffer flipped by the reader. The writer announces which buffer it is about to
 * write (`m_writing`), re-reads `m_active` and records only if the buffer is still the
 * active one; the reader makes the other buffer active, and, if the writer is still
 * longer inside the old one, and only then reads and clears it. Both sides store, then
 * load, with sequentially consistent ordering (a Dekker-style handshake), so either the
 * writer sees the flip and retries on the new buffer, or the reader sees the writer
 * inside, gives it up to kPatience to finish that one record(), and only then leaves the
 * buffer for a later take(). No value is ever counted twice, and every take() returns a
 * histogram whose counts agree with each other (what LatencyHistogram::fromJson checks on
 * the manager).
 *
 * The wait matters at a step's last take: the counters of that interval are read at the
 * same moment, and a buffer left for later would take the latencies of the whole interval
 * with it (transactions counted, round trips never timed: 317 of 333 once, on a loaded
 * 2-core CI machine under ASan). The writer is inside for a few instructions, so the
 * reader waits only when the writer was preempted right there, and never longer than
 * kPatience: the sampler still cannot stall the dynamo's control loop. A step's last
 * take, after which nothing would drain a buffer left pending, waits longer (LastTake).
 *
 * Exactly one writer thread and one reader thread at a time. The writer never waits.
 */

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

#include "engine/stats/histogram.hpp"

namespace iometry::stats {

class LatencyHandOff {
public:
    /** @brief How long a take() waits for a writer caught inside a record(). */
    static constexpr std::chrono::milliseconds kPatience{5};
    /** @brief How long the take()s of a step's last sample wait (LastTake). */
    static constexpr std::chrono::milliseconds kLastTakePatience{250};

    /**
     * @brief For its lifetime, the take()s of the reader thread that holds it wait up to
     *        kLastTakePatience: a step's last sample, after which no take() drains a buffer
     *        left pending. 128 dynamos on 2 busy cores left one there now and then (a
     *        worker's last-interval round trips counted, never timed); at the step's end a
     *        wait of a preempted writer's time slice costs nothing the control loop needs.
     */
    class LastTake {
    public:
        LastTake() : m_saved(s_patience) { s_patience = kLastTakePatience; }
        ~LastTake() { s_patience = m_saved; }
        LastTake(const LastTake&) = delete;
        LastTake& operator=(const LastTake&) = delete;

    private:
        std::chrono::milliseconds m_saved;
    };

    /**
     * @brief Allocates both buffers, so that record() never allocates. Called before the
     *        writer starts, by a worker that will time into this hand-off: one that times
     *        nothing (a stream) keeps none of the 72 KiB.
     */
    void reserve() {
        m_buffer[0].reserve();
        m_buffer[1].reserve();
    }

    /** @brief Writer: counts one value (ns). Never blocks; never allocates after reserve(). */
    void record(std::uint64_t ns) noexcept {
        for (;;) {
            const unsigned active = m_active.load(std::memory_order_seq_cst);
            m_writing.store(active + 1, std::memory_order_seq_cst);
            if (m_active.load(std::memory_order_seq_cst) == active) {
                m_buffer[active].record(ns);
                m_writing.store(0, std::memory_order_release);
                return;
            }
            // The reader flipped between the two loads: write the new buffer instead.
        }
    }

    /**
     * @brief Reader: what was recorded since the previous take(), merged into @p into.
     *
     * When the writer is inside the buffer just retired (preempted in the middle of a
     * record()), it waits up to kPatience for it. A writer away longer (a machine with many
     * more busy threads than cores) leaves that buffer pending, drained by a later take():
     * its values move to the next interval instead of stalling the sampler (and with it
     * the dynamo's control loop). Once the writer has stopped, one take() returns
     * everything.
     */
    void takeInto(LatencyHistogram& into) {
        if (m_pending >= 0) {
            const auto pending = static_cast<unsigned>(m_pending);
            if (!writerLeft(pending)) return;
            std::atomic_thread_fence(std::memory_order_acquire);
            into.merge(m_buffer[pending]);
            m_buffer[pending].reset();
            m_pending = -1;
        }
        const unsigned old = m_active.load(std::memory_order_relaxed);
        m_active.store(old ^ 1u, std::memory_order_seq_cst);
        if (!writerLeft(old)) {
            m_pending = static_cast<int>(old);  // the writer is still inside: drain it next time
            return;
        }
        std::atomic_thread_fence(std::memory_order_acquire);
        into.merge(m_buffer[old]);
        m_buffer[old].reset();
    }

    /** @brief Reader: takeInto() on a fresh histogram. */
    LatencyHistogram take() {
        LatencyHistogram h;
        takeInto(h);
        return h;
    }

private:
    /** True when the writer is not inside @p buffer, or leaves it within kPatience. */
    bool writerLeft(unsigned buffer) const {
        if (m_writing.load(std::memory_order_seq_cst) != buffer + 1) return true;
        const auto giveUp = std::chrono::steady_clock::now() + s_patience;
        while (std::chrono::steady_clock::now() < giveUp) {
            std::this_thread::yield();  // let a preempted writer finish its record()
            if (m_writing.load(std::memory_order_seq_cst) != buffer + 1) return true;
        }
        return false;
    }

    /** The reader thread's patience: kPatience, or kLastTakePatience under a LastTake. */
    static inline thread_local std::chrono::milliseconds s_patience = kPatience;

    std::atomic<unsigned> m_active{0};
    std::atomic<unsigned> m_writing{0};  // 0: outside; b + 1: inside buffer b
    int m_pending = -1;                   // reader only: a retired buffer not yet drained
    LatencyHistogram m_buffer[2];
};

}  // namespace iometry::stats
