// The view of the adapter_delay method's result (docs/plan-format.md, "Procedures"): its headline
// and its figure.
#include <qcustomplot.h>

#include <QJsonArray>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "gui/text_format.hpp"
#include "gui/methods/method_view.hpp"
#include "gui/report/procedure_result.hpp"
#include "gui/report/procedure_plot.hpp"

namespace iometry::gui {
namespace {

/** The fitted line of an adapter_delay fit: "delay = 0.512 ns/byte · Lp + 1043 ns". */
QString delayEquation(const QJsonObject& fit) {
    const double a = fit["A_ns_per_byte"].toDouble(), b = fit["B_ns"].toDouble();
    return ProcedureReport::tr("delay = %1 ns/byte · Lp %2 %3 ns")
        .arg(reportNumber(a, 3), b < 0 ? QStringLiteral("−") : QStringLiteral("+"),
             reportNumber(std::abs(b), 0));
}

using namespace figure;

QString adapterDelayHeadline(const QJsonObject& j) {
    const QJsonObject fit = j["fit"].toObject();
    if (fit.isEmpty())
        return ProcedureReport::tr("No fit: %1").arg(j["fit_error"].toString());
    return ProcedureReport::tr("Link %1 Mbit/s, %2 header bytes below the payload; the line's RTTs are "
                 "within %3 % of those measured")
        .arg(reportNumber(fit["link_mbps"].toDouble(), 0), reportNumber(fit["header_bytes"].toDouble(), 0),
             reportNumber(fit["max_relative_error"].toDouble() * 100, 1));
}

void drawAdapterDelay(QCustomPlot* plot, const QJsonObject& j, const Fonts& f) {
    const QJsonObject fit = j["fit"].toObject();
    QVector<double> lp, delay;
    double maxLp = 1, lo = 0, hi = 0;
    for (const QJsonValue& v : fit["sizes"].toArray()) {
        lp << num(v["Lp"]);
        delay << num(v["delay_ns"]);
        maxLp = std::max(maxLp, lp.back());
        lo = std::min(lo, delay.back());
        hi = std::max(hi, delay.back());
    }
    const QColor measured = seriesColor(0);
    QCPGraph* points = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Measured delay"), Qt::NoPen,
                                dots(measured, QCPScatterStyle::ssCircle, 8));
    points->setLineStyle(QCPGraph::lsNone);
    points->setData(lp, delay, true);
    if (!fit.isEmpty()) {
        const double a = fit["A_ns_per_byte"].toDouble(), b = fit["B_ns"].toDouble();
        const QString equation = delayEquation(fit);
        QCPGraph* line = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Fit: %1").arg(equation),
                                  QPen(neutralColor(), 1.5), QCPScatterStyle());
        line->setData({0, maxLp}, {b, a * maxLp + b}, true);
        lo = std::min({lo, b, a * maxLp + b});
        hi = std::max({hi, b, a * maxLp + b});
        auto* text = new QCPItemText(plot);
        text->position->setType(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(0.03, 0.05);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        text->setTextAlignment(Qt::AlignLeft);
        text->setFont(f.label);
        text->setText(ProcedureFigure::tr("%1\nlargest model error %2 % of the RTT")
                          .arg(equation, displayLocale().toString(
                                             fit["max_relative_error"].toDouble() * 100, 'f', 1)));
    } else {
        addCentreNote(plot, ProcedureFigure::tr("No fit: %1").arg(j["fit_error"].toString()), f);
    }
    plot->xAxis->setLabel(ProcedureFigure::tr("Lp: payload + headers (bytes)"));
    setValueAxis(plot->xAxis, niceStep(maxLp));
    plot->yAxis->setLabel(ProcedureFigure::tr("Adapter delay (ns)"));
    setSpanAxis(plot->yAxis, lo, hi);
}

}  // namespace

MethodView adapterDelayView() {
    return {"adapter_delay", QT_TRANSLATE_NOOP("ProcedureReport", "Adapter delay against frame length"), adapterDelayHeadline, drawAdapterDelay};
}

}  // namespace iometry::gui
