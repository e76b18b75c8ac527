#pragma once

#include <cmath>

#include <functional>
// What every report figure shares, so the throughput figure and the figures of the
// network methods (gui/report/procedure_figure.hpp) look like one article's figures:
// the palette, the title above and the legend below the axes, the log2 size axis, round
// value axes whose ticks line up, and the fonts.

#include <qcustomplot.h>

#include <QColor>
#include <QFont>
#include <QString>
#include <cstddef>
#include <initializer_list>
#include <vector>

#include "engine/results/metrics.hpp"

namespace iometry::gui::figure {

/** Colour-blind safe (Okabe–Ito), dark enough for print; cycles past eight. */
const QColor& seriesColor(std::size_t i);
/** The colour of a curve that is not a series (the one CPU load, a model line). */
QColor neutralColor();

/**
 * A graph drawn to the viewport's edge: points at 0 or 100 % sit on the frame of the axes,
 * and a graph clipped to the axes would show half markers there. The ranges hold all data,
 * so nothing else leaks.
 */
class FigureGraph : public QCPGraph {
public:
    using QCPGraph::QCPGraph;

protected:
    QRect clipRect() const override { return mParentPlot->viewport(); }
    /** A NaN value is a gap in the line, but QCustomPlot 2.1 leaves one marker per NaN at
     *  pixel (0, 0), which the plot's clipping hid and the viewport's does not: only the
     *  markers on the axis rect (and its edge) are drawn. */
    void drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                         const QCPScatterStyle& style) const override {
        const QRectF area = QRectF(keyAxis()->axisRect()->rect()).adjusted(-8, -8, 8, 8);
        QVector<QPointF> shown;
        shown.reserve(scatters.size());
        for (const QPointF& p : scatters)
            if (std::isfinite(p.x()) && std::isfinite(p.y()) && area.contains(p)) shown.push_back(p);
        QCPGraph::drawScatterPlot(painter, shown, style);
    }
};

/** Value axes get this many divisions, so a right axis' ticks sit on the left one's grid. */
inline constexpr int kDivisions = 5;

/**
 * The smallest round tick step (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) for
 * which kDivisions steps reach @p top.
 */
double niceStep(double top);

/** A linear axis from 0 to kDivisions × @p step with a tick every @p step. */
void setValueAxis(QCPAxis* axis, double step);

/** A log10 value axis from @p lo to @p hi, widened to whole decades. */
void setLogAxis(QCPAxis* axis, double lo, double hi);

/** A tick label in bytes as the reviews write it: 64, 512, 1K, 256K, 1M. */
QString sizeTickLabel(double bytes);

/**
 * A log2 axis for sizes from @p minSize to @p maxSize (bytes), a tick per power of two
 * (labelled every few when there are more than 16), with a little room at both ends.
 * @p label writes a tick (the article: in its language's units); given the figure's
 * @p widthPx, labels that would touch are thinned to every other one (or fewer).
 */
void setLog2SizeAxis(QCPAxis* axis, double minSize, double maxSize,
                     const std::function<QString(double)>& label = sizeTickLabel, int widthPx = 0);

/** The three fonts of a figure: tick labels and legend, axis labels, title. */
struct Fonts {
    QFont base;
    QFont label;
    QFont title;
};
Fonts fonts(const QCustomPlot* plot);

/**
 * Empties @p plot (plottables, items) and lays it out as the figures are: the title and,
 * when not empty, the subtitle above the axes, the legend in a row of its own below them.
 */
void beginFigure(QCustomPlot* plot, const QString& title, const Fonts& f,
                 const QString& subtitle = {});

/** Sets the title and the subtitle (a row of its own; none when empty) of a figure. */
void setTitles(QCustomPlot* plot, const QString& title, const QString& subtitle, const Fonts& f);
/** The figure's title and subtitle as drawn (empty when it has none). */
QString titleText(QCustomPlot* plot);
QString subtitleText(const QCustomPlot* plot);

/** How a title wider than the figure fits it. */
enum class TitleFit {
    Elide,  ///< on screen: cut with "…", the whole text in the plot's tooltip
    Wrap,   ///< in a file: broken into lines at spaces, nothing lost
};

/**
 * Fits the title and the subtitle of @p plot (as setTitles() set them, one line each) to
 * its width: lines that fit stay as they are. With Elide, the plot's tooltip gets the
 * whole texts when one was cut, else none.
 */
void fitTitles(QCustomPlot* plot, TitleFit fit);

/**
 * Fits the label of a value axis longer than the plot is high ("Пропускная способность
 * (Гбит/с)" beside a short plot) on one line: a little smaller, else its unit alone
 * ("Гбит/с"), and only when neither fits broken into lines at spaces; the whole label again
 * when the plot has room. True when a label changed (replot then). Reads the plot's layout
 * as last drawn.
 */
bool fitAxisLabels(QCustomPlot* plot);

/** How error bars show the spread of the repeats behind a point (docs/report.md). */
enum class SpreadMode {
    StdDev,  ///< ± one sample standard deviation
    MinMax,  ///< from the lowest to the highest repeat
};

/**
 * Error bars on @p graph's points: @p low and @p high are how far below and above each
 * point they reach (0 for a point without repeats), in the graph's units.
 */
void addErrorBars(QCPGraph* graph, const QVector<double>& low, const QVector<double>& high);

/**
 * How far the error bar of @p row's point reaches below and above @p shown (the value
 * drawn, in the units of @p metric times @p scale): the spread of @p metric over the
 * repeat rows of its step in @p all (engine/report/report_table.hpp spreadOf()); 0 and 0
 * without repeats.
 */
void spreadBar(const std::vector<results::MetricRow>& all, const results::MetricRow& row,
               double results::MetricRow::*metric, SpreadMode mode, double shown, double scale,
               double& low, double& high);

/**
 * Applies the fonts to @p axes and styles the legend below the axes in at most @p columns
 * (fitLegend()).
 */
void finishFigure(QCustomPlot* plot, const Fonts& f, std::initializer_list<QCPAxis*> axes,
                  int columns);

/**
 * Lays the legend out in as many of finishFigure()'s columns as fit the plot's width, so
 * no label is cut: fewer columns and more rows when the labels are long. Call it again
 * when the plot's width changes.
 */
void fitLegend(QCustomPlot* plot);

/** A grey italic note in the middle of the axes ("No results to show"). */
void addCentreNote(QCustomPlot* plot, const QString& text, const Fonts& f);

}  // namespace iometry::gui::figure
