#pragma once
// The figures of the network methods, for articles (docs/plan-format.md, "Procedures"):
//  - udp_ramp: achieved and sent rate against the offered rate, loss % on the right axis;
//  - rate_search: % of line rate per frame size as bars, labelled with the rate in pps;
//  - fine_sweep: throughput against size on a log2 axis, mean latency on the right axis,
//    drop-outs circled;
//  - adapter_delay: delay against Lp with the fitted line and its equation;
//  - ramp: the watched rate against the ramped value, the knee marked;
//  - latency: min, p50, mean, p99, p99.9, p99.99 against request size (log axes), and
//    the distribution: P(RTT ≥ x) against x per size, both axes log.
// Each is its method's view (gui/methods/); here the frame they are drawn in.

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
 * Draws the distribution view of @p result (MethodView::distribution; the latency
 * method's P(RTT ≥ x) per size) as drawProcedureFigure() draws its figure.
 */
void drawDistributionFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title);

}  // namespace iometry::gui
