#pragma once
// The tracer of a live chart: what is under the cursor — the nearest point of a shown line
// within reach, or the core of the heat strip — as a circle on the line and a reading beside
// the cursor (series or core, time and value). Both are on a layer of their own, redrawn
// without the graphs.

#include <QString>
#include <vector>

#include "gui/charts/chart_series.hpp"

class QCPGraph;
class QCPItemText;
class QCPItemTracer;
class QCustomPlot;
class QPointF;

namespace iometry::gui {

class HeatStrip;

class ChartTracer {
public:
    /** A line farther than this from the cursor is not read. */
    static constexpr double kReachPx = 40;

    explicit ChartTracer(QCustomPlot* plot);

    /**
     * What the tracer says at @p pixel of the plot, empty when nothing is near; the circle
     * goes to the line read (none for the heat strip).
     */
    QString readingAt(const QPointF& pixel, const std::vector<ChartSeries>& series,
                      const HeatStrip& heat);
    /** Shows @p text beside @p pixel, on the side with room, and the circle if it has a line. */
    void show(const QPointF& pixel, const QString& text);
    void hide();
    /** The line the circle is on; nullptr when none. */
    QCPGraph* graph() const;
    /** Forgets the reading (it is made again when the cursor moves: another language). */
    void clearText();

private:
    QCustomPlot* m_plot;
    QCPItemTracer* m_tracer;
    QCPItemText* m_text;
};

}  // namespace iometry::gui
