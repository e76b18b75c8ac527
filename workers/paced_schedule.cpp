#include "workers/paced_schedule.hpp"

#include <sys/prctl.h>
#include <time.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>

namespace iometry::workers {
namespace {

/** Keeps the schedule's draws apart from the request sequence's, which starts from the same seed. */
constexpr std::uint64_t kScheduleSalt = 0x7363686564756c65ull;  // "schedule"

}  // namespace

Schedule::Schedule(const model::Pacing& pacing, std::uint64_t seed, std::int64_t startNs)
    : m_rate(pacing.ratePerS),
      m_poisson(pacing.arrivals == model::Arrivals::Poisson),
      m_start(startNs),
      m_rng(seed ^ kScheduleSalt),
      m_due(startNs) {}

std::int64_t Schedule::constantDue(std::uint64_t k) const {
    return m_start + std::llround(static_cast<double>(k) * 1e9 / m_rate);
}

void Schedule::next() {
    if (!m_poisson) {
        m_due = constantDue(m_taken);
        return;
    }
    // An exponential gap of mean 1/rate by inversion, from 53 random bits: the same draws on
    // every host, whatever its standard library's distributions do.
    const double u = static_cast<double>(m_rng.next() >> 11) * 0x1.0p-53;  // [0, 1)
    m_sinceStartNs += -std::log1p(-u) * 1e9 / m_rate;
    m_due = m_start + std::llround(m_sinceStartNs);
}

std::int64_t Schedule::take() {
    const std::int64_t due = m_due;
    ++m_taken;
    next();
    return due;
}

std::int64_t Schedule::spinNs() const {
    return std::clamp<std::int64_t>(std::llround(0.05e9 / m_rate), kPacedSpinNs, kPacedSpinMaxNs);
}

std::uint64_t Schedule::takeUntil(std::int64_t t, std::uint64_t limit) {
    if (m_taken >= limit || m_due > t) return 0;
    const std::uint64_t before = m_taken;
    if (m_poisson) {
        while (m_taken < limit && m_due <= t) take();
        return m_taken - before;
    }
    // Requests due by t: from the arithmetic, then set right where rounding moved a due time
    // across t.
    auto by = static_cast<std::uint64_t>(std::floor(static_cast<double>(t - m_start) * m_rate / 1e9)) + 1;
    while (constantDue(by) <= t) ++by;
    while (by > m_taken && constantDue(by - 1) > t) --by;
    m_taken = std::min(by, limit);
    next();
    return m_taken - before;
}

PacedRequests::PacedRequests(std::optional<model::Pacing> pacing, std::uint64_t seed, std::uint64_t count)
    : m_pacing(pacing), m_seed(seed), m_count(count) {}

std::optional<Schedule> PacedRequests::begin(std::int64_t startNs, std::int64_t endNs) {
    if (!m_pacing) return std::nullopt;
    setFineTimerSlack();
    m_end.store(endNs, std::memory_order_relaxed);
    m_start.store(startNs, std::memory_order_release);
    return Schedule(*m_pacing, m_seed, startNs);
}

std::uint64_t PacedRequests::takeDue(std::int64_t nowNs) {
    if (!m_pacing) return 0;
    if (!m_sampled) {
        const std::int64_t start = m_start.load(std::memory_order_acquire);
        if (start == 0) return 0;  // the lane has not begun
        m_sampled.emplace(*m_pacing, m_seed, start);
    }
    // Requests due at or after the step's end are never issued, so they never came due.
    const std::int64_t until = std::min(nowNs, m_end.load(std::memory_order_relaxed) - 1);
    return m_sampled->takeUntil(until, m_count > 0 ? m_count : std::numeric_limits<std::uint64_t>::max());
}

std::int64_t steadyNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void sleepUntilNs(std::int64_t ns) {
    // std::chrono::steady_clock is CLOCK_MONOTONIC on Linux.
    const timespec ts{static_cast<time_t>(ns / 1'000'000'000), static_cast<long>(ns % 1'000'000'000)};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nullptr) == EINTR) {
    }
}

void waitUntilNs(std::int64_t ns, std::int64_t spinNs) {
    if (ns - spinNs > steadyNs()) sleepUntilNs(ns - spinNs);
    while (steadyNs() < ns) {
    }
}

void setFineTimerSlack() { prctl(PR_SET_TIMERSLACK, 1000UL); }

}  // namespace iometry::workers
