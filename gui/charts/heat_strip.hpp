#pragma once
// The heat strip of a live chart: one row per CPU core under the chart's lines, over the
// same time axis, each cell coloured 0–100 % by the mean of the core's samples in it. Many
// cores read better as a strip than as a line each. The rows' points are kept whether or not
// the strip is shown; its axis rect, colour map and scale exist only while it is shown.

#include <QString>
#include <QStringList>
#include <vector>

#include "gui/charts/point_store.hpp"

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;
class QCPColorMap;
class QCPColorScale;
class QPointF;

namespace iometry::gui {

class HeatStrip {
public:
    explicit HeatStrip(QCustomPlot* plot) : m_plot(plot) {}

    /** A row (e.g. "dynamo/cpu3"; the part before '/' labels the axis); its index. */
    int addRow(const QString& name);
    int rowCount() const { return static_cast<int>(m_rows.size()); }
    const QString& rowName(int row) const { return m_names[row]; }
    const PointStore& row(int row) const { return m_rows[row]; }
    /** Adds a point to a row (a valid index). */
    void append(int row, double t, double percent) { m_rows[row].append(t, percent); }
    /** No rows. */
    void clearRows();
    void dropBefore(double t);

    /** Makes the strip: row 2 of the plot's layout, the strip under the lines, its colour
     *  scale under the legend. */
    void show();
    /** Removes what show() made; the rows stay. */
    void hide();
    bool isShown() const { return m_rect != nullptr; }
    QCPColorMap* map() const { return m_map; }
    /** The time axis under the strip, which shows the time while the strip is shown. */
    QCPAxis* timeAxis() const;
    /** Whether @p pixel of the plot is on the strip, with rows to read there. */
    bool contains(const QPointF& pixel) const;
    /** The row and the time at @p pixel of the strip. */
    int rowAt(const QPointF& pixel) const;
    double timeAt(const QPointF& pixel) const;

    /** The strip's height and the hosts' labels beside it, for the rows there are. */
    void updateAxes();
    /** The cells again from the rows' points, for the time the plot shows. */
    void rebuild();
    /** The colour scale's label in the current language. */
    void retranslate();

private:
    QCustomPlot* m_plot;
    std::vector<PointStore> m_rows;
    QStringList m_names;
    // While shown.
    QCPAxisRect* m_rect = nullptr;
    QCPColorMap* m_map = nullptr;
    QCPColorScale* m_scale = nullptr;
};

}  // namespace iometry::gui
