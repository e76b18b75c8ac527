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
 * inside and leaves that buffer for a later take(). No value is ever lost or counted
 * twice, and every take() returns a histogram whose counts agree with each other
 * (what LatencyHistogram::fromJson checks on the manager).
 *
 * Exactly one writer thread and one reader thread at a time. Neither ever waits.
 */

#include <atomic>
#include <cstdint>

#include "engine/stats/histogram.hpp"

namespace iometry::stats {

class LatencyHandOff {
public:
    LatencyHandOff() {
        m_buffer[0].reserve();  // the writer's path never allocates
        m_buffer[1].reserve();
    }

    /** @brief Writer: counts one value (ns). Never blocks, never allocates. */
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
     * Never waits: when the writer is still inside the buffer just retired (it was
     * preempted in the middle of a record(), which on a machine with many more busy
     * threads than cores can last a long time), that buffer is left pending and drained
     * by a later take(), so its values move to the next interval instead of stalling the
     * sampler (and with it the dynamo's control loop). Once the writer has stopped, one
     * take() returns everything.
     */
    void takeInto(LatencyHistogram& into) {
        if (m_pending >= 0) {
            const auto pending = static_cast<unsigned>(m_pending);
            if (m_writing.load(std::memory_order_seq_cst) == pending + 1) return;
            std::atomic_thread_fence(std::memory_order_acquire);
            into.merge(m_buffer[pending]);
            m_buffer[pending].reset();
            m_pending = -1;
        }
        const unsigned old = m_active.load(std::memory_order_relaxed);
        m_active.store(old ^ 1u, std::memory_order_seq_cst);
        if (m_writing.load(std::memory_order_seq_cst) == old + 1) {
            m_pending = static_cast<int>(old);  // the writer is inside: drain it next time
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
    std::atomic<unsigned> m_active{0};
    std::atomic<unsigned> m_writing{0};  // 0: outside; b + 1: inside buffer b
    int m_pending = -1;                   // reader only: a retired buffer not yet drained
    LatencyHistogram m_buffer[2];
};

}  // namespace iometry::stats
