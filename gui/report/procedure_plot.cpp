#include "gui/report/procedure_plot.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>
#include <limits>

#include "gui/report/figure_style.hpp"

namespace iometry::gui::figure {
namespace {

class ProcedureFigureText {
    Q_DECLARE_TR_FUNCTIONS(ProcedureFigure)
};

}  // namespace

QCPGraph* addGraph(QCustomPlot* plot, QCPAxis* y, const QString& name, const QPen& pen,
                   const QCPScatterStyle& scatter) {
    QCPGraph* graph = new FigureGraph(plot->xAxis, y);
    graph->setName(name);
    graph->setPen(pen);
    graph->setScatterStyle(scatter);
    return graph;
}

QCPScatterStyle dots(const QColor& color, QCPScatterStyle::ScatterShape shape, double size,
                     bool filled) {
    return QCPScatterStyle(shape, QPen(color, 1.5), filled ? QBrush(color) : QBrush(Qt::white),
                           size);
}

// A value axis spanning lo … hi (either may be negative) in kDivisions-ish round steps.
void setSpanAxis(QCPAxis* axis, double lo, double hi) {
    lo = std::min(lo, 0.0);
    hi = std::max(hi, 0.0);
    if (lo >= 0) {
        setValueAxis(axis, niceStep(hi));
        return;
    }
    const double step = niceStep(hi - lo);
    setValueAxis(axis, step);
    axis->setRange(std::floor(lo / step) * step, std::ceil(hi / step) * step);
    if (axis->range().size() <= 0) axis->setRange(-step, step);
}

double num(const QJsonValue& value) {
    return value.isDouble() ? value.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

// Frames/s as the reviews write them: 812 pps, 81.3 kpps, 1.49 Mpps.
QString ppsText(double pps) {
    const QLocale locale;
    if (pps >= 1e6) return ProcedureFigureText::tr("%1 Mpps").arg(locale.toString(pps / 1e6, 'f', 2));
    if (pps >= 1e3) return ProcedureFigureText::tr("%1 kpps").arg(locale.toString(pps / 1e3, 'f', 1));
    return ProcedureFigureText::tr("%1 pps").arg(locale.toString(pps, 'f', 0));
}

// A log10 value axis from @p lo to @p hi, widened to whole decades.
void setLogAxis(QCPAxis* axis, double lo, double hi) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(10);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("gb"));
    axis->setNumberPrecision(6);
    if (!(lo > 0)) lo = 1;
    if (!(hi > lo)) hi = lo * 10;
    axis->setRange(std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi))));
}

}  // namespace iometry::gui::figure
