#pragma once
// The figure the reviews print: throughput against request size with the CPU load on a
// second axis, one pair of curves per series (see reportCurves()).

#include <QString>

#include "gui/report/figure_style.hpp"
#include "gui/report/report_curves.hpp"
#include "gui/report/results_folder.hpp"

class QCustomPlot;

namespace iometry::gui {

/**
 * Draws the report figure into @p plot, replacing whatever it showed: x = request size on
 * a log2 axis (ticks "64" … "256K" bytes, widened when the data go beyond) — or what else
 * the steps varied (outstanding I/Os, workers, targets: reportCurves()), left y =
 * Mbit/s, right y = CPU %, a solid throughput curve with markers and a dashed CPU curve
 * per series, the legend below the axes and the plan name as title. Series that ran on
 * one host share its CPU load; when all CPU curves are the same, one is drawn. Points
 * with repeats carry error bars (@p spread).
 * Call replot() afterwards to show it in a widget.
 */
void drawReportFigure(QCustomPlot* plot, const ResultsFolder& results,
                      figure::SpreadMode spread = figure::SpreadMode::StdDev);

/** The figure's size for files, in pixels before the 2x PNG scale. */
inline constexpr int kReportFigureWidth = 1200;
inline constexpr int kReportFigureHeight = 700;

}  // namespace iometry::gui
