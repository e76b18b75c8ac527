#pragma once
// The UDP sender's schedule (docs/metrics.md, "UDP pacing"): absolute deadlines, no
// catch-up bursts. Pure arithmetic on times the caller passes in, so it is tested with
// made-up clocks.
//
// Datagram k is due at anchor + (bytes of datagrams 0 … k−1) × ns per byte. A sender that
// finds itself more than `lag` behind the schedule (it was not scheduled, its socket
// buffer was full) does not send everything it missed at once: the schedule starts
// afresh from now, and the time lost is lost. The lag allowed is 4 ms, or two datagrams'
// time when that is longer (slow rates), so a late sender sends at most that much at once.
// 4 ms covers how late a nice-19 thread wakes on a busy host: with 1 ms, a 0.5-s trial
// on a loaded 2-core VM sent 1–1.4 % below its offered rate, all of it wake-up lateness.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

namespace iometry::workers::udp {

class Pacer {
public:
    static constexpr std::int64_t kMinLagNs = 4'000'000;

    /** @param rateMbit offered payload rate, more than 0; @param startNs the first deadline */
    Pacer(double rateMbit, std::int64_t startNs)
        : m_nsPerByte(8000.0 / rateMbit), m_anchor(static_cast<double>(startNs)) {}

    /**
     * @brief When the next datagram (of @p size bytes) is due. First restarts the schedule
     *        at @p nowNs if it is behind by more than the lag allowed.
     */
    std::int64_t due(std::int64_t nowNs, std::uint64_t size) {
        const double lag = std::max<double>(kMinLagNs, static_cast<double>(2 * size) * m_nsPerByte);
        if (static_cast<double>(nowNs) - next() > lag) restart(nowNs);
        // Rounded up: at the time returned, dueBy() holds.
        return static_cast<std::int64_t>(std::ceil(next()));
    }
    /** @brief True when a datagram is due at @p nowNs (no restart). */
    bool dueBy(std::int64_t nowNs) const { return next() <= static_cast<double>(nowNs); }
    /** @brief A datagram of @p bytes was scheduled. */
    void scheduled(std::uint64_t bytes) { m_bytes += static_cast<double>(bytes); }
    /** @brief The next datagram is due at @p nowNs: after a pause, which is not made up. */
    void restart(std::int64_t nowNs) { m_anchor = static_cast<double>(nowNs) - m_bytes * m_nsPerByte; }

private:
    double next() const { return m_anchor + m_bytes * m_nsPerByte; }

    double m_nsPerByte;
    double m_anchor;
    double m_bytes = 0;  // scheduled since the schedule began
};

}  // namespace iometry::workers::udp
