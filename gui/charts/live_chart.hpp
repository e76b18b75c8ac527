#pragma once
// A live time chart: points arrive by append() at any rate; one GUI timer moves them into
// the plot and replots only when something changed (STYLE: coalesce replots). Each graph
// keeps a window of the most recent points, so memory stays bounded over hours; the whole
// run stays in the results folder.

#include <QTimer>
#include <QVector>
#include <QWidget>

class QCustomPlot;
class QCPTextElement;

namespace iometry::gui {

class LiveChart : public QWidget {
    Q_OBJECT

public:
    LiveChart(const QString& title, const QString& valueLabel, QWidget* parent = nullptr);

    /** Replaces the series (one graph each, distinct colours), clearing all points. */
    void setSeries(const QStringList& names);
    /** Adds one series after the others, keeping every point; returns its index. */
    int addSeries(const QString& name);
    int seriesCount() const { return m_pending.size(); }
    /** Queues a point; it reaches the plot at the next replot tick. */
    void append(int series, double t, double value);
    void clear();
    /** Fixes the value axis (CPU % is 0–100); without it the axis follows the data. */
    void setFixedValueRange(double lower, double upper);
    /** Shows another quantity: the title above the plot and the value axis' label. */
    void setLabels(const QString& title, const QString& valueLabel);
    QString title() const;
    /** Seconds of history each graph keeps (default 600). */
    void setWindowSeconds(double seconds) { m_windowS = seconds; }

    QCustomPlot* plot() const { return m_plot; }
    /** Points currently held by a graph (for tests: the window bound). */
    int pointCount(int series) const;
    /** Moves pending points into the plot and replots if needed (the timer calls it). */
    void flush();

Q_SIGNALS:
    void saveRequested(QCustomPlot* plot);

private:
    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    QTimer m_replotTimer;
    QVector<QVector<QPointF>> m_pending;
    double m_windowS = 600;
    double m_fixedLower = 0, m_fixedUpper = 0;
    bool m_dirty = false;
};

}  // namespace iometry::gui
