#include "gui/report/procedure_figure.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "gui/methods/method_view.hpp"
#include "gui/report/figure_style.hpp"
#include "gui/report/procedure_plot.hpp"

namespace iometry::gui {

using namespace figure;

void drawLatencyDistribution(QCustomPlot* plot, const ProcedureResult& result, const QString& title) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    beginFigure(plot, title, f, procedureHeadline(result));
    std::vector<ExceedanceCurve> curves = exceedanceCurves(result);
    // More than eight sizes would not read: eight spread evenly, the first and last kept.
    if (curves.size() > 8) {
        std::vector<ExceedanceCurve> kept;
        for (int i = 0; i < 8; ++i)
            kept.push_back(curves[static_cast<std::size_t>(i) * (curves.size() - 1) / 7]);
        curves = std::move(kept);
    }
    double lo = std::numeric_limits<double>::max(), hi = 0, smallest = 1;
    for (std::size_t i = 0; i < curves.size(); ++i) {
        const ExceedanceCurve& c = curves[i];
        if (c.rttUs.isEmpty()) continue;
        const QColor color = seriesColor(i);
        QCPGraph* graph = addGraph(plot, plot->yAxis, ProcedureFigure::tr("%1 B").arg(c.size),
                                   QPen(color, 2), QCPScatterStyle());
        graph->setLineStyle(QCPGraph::lsStepLeft);
        graph->setData(c.rttUs, c.share, true);
        lo = std::min(lo, c.rttUs.front());
        hi = std::max(hi, c.rttUs.back());
        smallest = std::min(smallest, c.share.back());
    }
    setLogAxis(plot->xAxis, lo, hi);
    plot->xAxis->setLabel(ProcedureFigure::tr("Round-trip time x (µs)"));
    plot->xAxis->grid()->setSubGridVisible(true);
    setLogAxis(plot->yAxis, smallest, 1);
    plot->yAxis->setLabel(ProcedureFigure::tr("Share of round trips ≥ x"));
    finishFigure(plot, f, {plot->xAxis, plot->yAxis, plot->yAxis2}, 8);
    if (plot->graphCount() == 0)
        addCentreNote(plot, ProcedureFigure::tr("No round trip was timed"), f);
}

void drawProcedureFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    beginFigure(plot, title, f, procedureHeadline(result));
    const QString& kind = result.kind;
    if (const MethodView* view = MethodViews::instance().find(kind); view && view->draw)
        view->draw(plot, result.json, f);
    else
        addCentreNote(plot, ProcedureFigure::tr("No figure for the procedure \"%1\"").arg(kind), f);
    finishFigure(plot, f, {plot->xAxis, plot->yAxis, plot->yAxis2}, 4);
    if (hasProcedureView(kind) && procedureTable(result).rows.empty())
        addCentreNote(plot, ProcedureFigure::tr("No point was measured"), f);
}

}  // namespace iometry::gui
