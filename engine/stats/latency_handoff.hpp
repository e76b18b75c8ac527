#pragma once
/**
 * @file
 * @brief A latency histogram written by one thread and emptied by another, without a lock
 * on the writer's path (docs/metrics.md, "Latency columns").
 *
 * Double buffer flipped by the reader. The writer announces which buffer it is about to
 * write (`m_writing`), re-reads `m_active` and records only if the buffer is still the
 * active one; the reader makes the other buffer active, then waits until the writer is no
 * longer inside the old one, and only then reads and clears it. Both sides store, then
 * load, with sequentially consistent ordering (a Dekker-style handshake), so either the
 * writer sees the flip and retries on the new buffer, or the reader sees the writer
 * inside and waits the few nanoseconds a record() takes. No value is ever lost or counted
 * twice, and every take() returns a histogram whose counts agree with each other
 * (what LatencyHistogram::fromJson checks on the manager).
 *
 * Exactly one writer thread and one reader thread at a time. The writer never waits for
 * the reader; the reader waits at most one record().
 */

#include <atomic>
#include <cstdint>

#include "engine/stats/histogram.hpp"

namespace iometry::stats {

class LatencyHandOff {
public:
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

    /** @brief Reader: everything recorded since the previous take(), merged into @p into. */
    void takeInto(LatencyHistogram& into) {
        const unsigned old = m_active.load(std::memory_order_relaxed);
        m_active.store(old ^ 1u, std::memory_order_seq_cst);
        while (m_writing.load(std::memory_order_seq_cst) == old + 1) {
            // The writer is inside the old buffer: one record() is a few nanoseconds.
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
    LatencyHistogram m_buffer[2];
};

}  // namespace iometry::stats
