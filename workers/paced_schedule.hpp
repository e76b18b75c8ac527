#pragma once
// Requests on a schedule (docs/metrics.md, "Paced requests"): when each request of a paced
// worker is due, how many have come due by a time, and how a lane waits for a due time.
//
// The schedule is absolute and never reset: request k is due at a time fixed when the step
// starts (constant arrivals: start + k / rate; poisson: start + the sum of k exponential
// gaps of mean 1 / rate, drawn from the worker's seed). A lane issues a request once it is
// due and a slot is free, and times it from when it was due, so a stall is charged to every
// request it held back (the correction for coordinated omission). The UDP stream's pacer
// (udp/pacer.hpp) is the opposite choice: a stream that fell behind starts afresh.
//
// Schedule is pure arithmetic on times the caller passes in, so it is tested with made-up
// clocks (tests/unit/test_paced_schedule.cpp).

#include <atomic>
#include <cstdint>
#include <limits>
#include <optional>

#include "engine/model/plan.hpp"
#include "workers/op_sequence.hpp"

namespace iometry::workers {

class Schedule {
public:
    /** @param startNs when request 0 is due, on the steady clock */
    Schedule(const model::Pacing& pacing, std::uint64_t seed, std::int64_t startNs);

    /** When the next request (the first not taken) is due. */
    std::int64_t due() const { return m_due; }
    /** Takes the next request: returns when it is due; the one after it becomes next. */
    std::int64_t take();
    /**
     * Takes every request due at or before @p t, at most until @p limit have been taken in
     * all: how many it took. Constant arrivals jump there at once; poisson ones walk.
     */
    std::uint64_t takeUntil(std::int64_t t, std::uint64_t limit = std::numeric_limits<std::uint64_t>::max());
    /** Requests taken so far. */
    std::uint64_t taken() const { return m_taken; }
    /**
     * How long before a request is due its lane stops sleeping and spins: 5 % of the mean
     * gap between requests, at least kPacedSpinNs and at most kPacedSpinMaxNs, so the spin
     * costs at most about 5 % of a core whatever the rate (below 1 / (20 · kPacedSpinNs) more).
     */
    std::int64_t spinNs() const;

private:
    /** Constant arrivals: when request @p k is due, from k itself (no sum that drifts). */
    std::int64_t constantDue(std::uint64_t k) const;
    /** The due time of request m_taken, after m_taken changed. */
    void next();

    double m_rate;
    bool m_poisson;
    std::int64_t m_start;
    SplitMix64 m_rng;
    double m_sinceStartNs = 0;  // poisson: the sum of the gaps drawn
    std::uint64_t m_taken = 0;
    std::int64_t m_due;
};

/**
 * A paced end's schedule as both its threads need it: the lane's, which says when to issue
 * each request, and the sampler's, which counts the requests that came due (the
 * `scheduled` counter, docs/metrics.md "Paced requests"). The sampler walks a copy of the
 * lane's schedule to the time of each sample, so a request counts when its time passes,
 * whether or not the lane, stalled, could issue it.
 */
class PacedRequests {
public:
    /**
     * @param pacing the end's schedule, none for a closed loop
     * @param count at most this many requests (a counted step), 0 for no bound
     */
    PacedRequests(std::optional<model::Pacing> pacing, std::uint64_t seed, std::uint64_t count);

    bool paced() const { return m_pacing.has_value(); }
    /**
     * Lane, once its traffic starts: the schedule from @p startNs, of which requests due at
     * or after @p endNs (the step's end) do not count; none for a closed loop. Also makes
     * the calling thread's sleeps end within about a microsecond of their deadline.
     */
    std::optional<Schedule> begin(std::int64_t startNs, std::int64_t endNs);
    /** Sampler: the requests that came due since its last call, by @p nowNs. */
    std::uint64_t takeDue(std::int64_t nowNs);

private:
    std::optional<model::Pacing> m_pacing;
    std::uint64_t m_seed;
    std::uint64_t m_count;
    std::atomic<std::int64_t> m_end{0};
    std::atomic<std::int64_t> m_start{0};  // 0 until the lane began; published after m_end
    std::optional<Schedule> m_sampled;     // sampler thread only
};

/**
 * A paced lane wakes before a request is due and spins the rest, so that waking late does
 * not add to its latency, which runs from the due time; Schedule::spinNs() says how long,
 * between these two bounds. Measured on a shared 2-core VM under a parallel build: a nice-19
 * thread in a session of its own (as a dynamo's lanes) woke from clock_nanosleep 33 µs late
 * at the median, 80 µs at p99, with 1 µs of timer slack; spinning the last 30 µs took the
 * median to 5 µs. A loopback tcp pair at 1000 requests/s (64 B each way, outstanding 1) had
 * a p50 of 72–79 µs without the spin, 54–55 µs spinning 20 µs and 34–38 µs spinning 50 µs,
 * about its closed loop's round trip. On an idle host a sleeping CPU wakes later still: a
 * lone paced reader of 4 KiB at 100/s had a p50 of 68–78 µs spinning 50 µs, 21–26 µs (fio's,
 * which times from submission) spinning 300 µs (bench/disk_probe_vs_fio.py).
 */
inline constexpr std::int64_t kPacedSpinNs = 50'000;
inline constexpr std::int64_t kPacedSpinMaxNs = 500'000;

/** The steady clock (CLOCK_MONOTONIC) in nanoseconds. */
std::int64_t steadyNs();
/** Sleeps until @p ns on the steady clock: an absolute deadline, so waking late does not drift. */
void sleepUntilNs(std::int64_t ns);
/** Sleeps until @p spinNs before @p ns, then spins until @p ns. */
void waitUntilNs(std::int64_t ns, std::int64_t spinNs);
/** The calling thread's sleeps end within about a microsecond of their deadline, not 50. */
void setFineTimerSlack();

}  // namespace iometry::workers
