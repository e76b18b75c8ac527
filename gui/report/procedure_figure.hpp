#pragma once
// The figures of a plan's procedure on the Report page: the engine's figures of its method
// (model::Method::resultFigures, engine/article/method_results.hpp with FigureUse::Screen),
// drawn as the article draws its figures (gui/article/article_figure.hpp), titled with the
// run and the method's headline:
//  - udp_ramp: arrived and sent rate against the offered rate, the diagonal, loss % on the
//    right axis;
//  - rate_search: % of line rate per frame size as bars, sender-limited rates noted;
//  - fine_sweep: throughput against size on a log2 axis, mean latency on the right axis,
//    drop-outs circled;
//  - adapter_delay: delay against Lp with the fitted line and its equation;
//  - ramp: the watched rate against the ramped value, the knee circled;
//  - latency: min, p50, mean, p99, p99.9, p99.99 against request size (log axes), and
//    the distribution: P(RTT ≥ x) against x per size, both axes log.

#include <QString>

#include "gui/report/procedure_result.hpp"

class QCustomPlot;

namespace iometry::gui {

/**
 * Draws the figure of @p result into @p plot, replacing whatever it showed, titled
 * @p title with the method's headline (procedureHeadline) as subtitle. A kind without a
 * view (hasProcedureView) gives empty axes with a note. Call replot() to show it.
 */
void drawProcedureFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title);

/**
 * Draws the distribution view of @p result (model::ResultFigure::pairs; the latency
 * method's P(RTT ≥ x) per size) as drawProcedureFigure() draws its figure.
 */
void drawDistributionFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title);

}  // namespace iometry::gui
