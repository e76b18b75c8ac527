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

void drawDistributionFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    beginFigure(plot, title, f, procedureHeadline(result));
    if (const MethodView* view = MethodViews::instance().find(result.kind);
        view && view->distribution.draw)
        view->distribution.draw(plot, result.json, f);
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
