#pragma once
// How long the GUI thread was blocked, for the tests that bound it (docs/architecture.md: no GUI
// action stalls the window for more than 100 ms).

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QtGlobal>
#include <algorithm>

/** Measures the longest gap between ticks of a 10 ms timer: how long the loop was blocked. */
class StallMeter : public QObject {
public:
    StallMeter() {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last > 0 && now - m_last > m_worst) {
                m_worst = now - m_last;
                m_worstAt = m_last;
            }
            m_last = now;
        });
    }
    void start() {
        m_clock.start();
        m_last = 0;
        m_worst = 0;
        m_worstAt = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double worstMs() const { return m_worst / 1e6; }
    /** When the worst stall began, in ms since start(). */
    double worstAtMs() const { return m_worstAt / 1e6; }
    /** Now, in ms since start(): to tell which part of a test a stall fell in. */
    double elapsedMs() const { return m_clock.nsecsElapsed() / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_worst = 0;
    qint64 m_worstAt = 0;
};

/**
 * The worst stall allowed: 100 ms, times IOMETRY_STALL_FACTOR (sanitizer builds, a few times
 * slower than a release one; default 1).
 */
inline double stallLimitMs() {
    bool ok = false;
    const double f = qEnvironmentVariable("IOMETRY_STALL_FACTOR").toDouble(&ok);
    return 100 * (ok && f >= 1 ? f : 1);
}
