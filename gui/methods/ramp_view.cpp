// The view of the ramp method's result (docs/plan-format.md, "Procedures"): its headline
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
#include "gui/report/procedure_plot.hpp"

namespace iometry::gui {
namespace {

using namespace figure;

QString rampHeadline(const QJsonObject& j) {
    const QJsonObject knee = j["knee"].toObject();
    if (knee.isEmpty()) return {};
    const QString metric = j["metric"].toString();
    const QString rate = reportNumber(knee[metric].toDouble(), 1);
    const QString value = displayLocale().toString(knee["value"].toDouble());
    const QString at =
        metric == QLatin1String("ops_per_s")            ? ProcedureReport::tr("%1 operations/s").arg(rate)
        : metric == QLatin1String("transactions_per_s") ? ProcedureReport::tr("%1 transactions/s").arg(rate)
                                                        : ProcedureReport::tr("%1 Mbit/s").arg(rate);
    return ProcedureReport::tr("Knee at %1: %2; stopped: %3").arg(value, at, j["stopped"].toString());
}

void drawRamp(QCustomPlot* plot, const QJsonObject& j, const Fonts&) {
    const QString metric = j["metric"].toString();
    QVector<double> values, rates;
    double minValue = std::numeric_limits<double>::max(), maxValue = 1, top = 0;
    for (const QJsonValue& v : j["points"].toArray()) {
        values << num(v["value"]);
        rates << num(v[metric]);
        minValue = std::min(minValue, values.back());
        maxValue = std::max(maxValue, values.back());
        if (std::isfinite(rates.back())) top = std::max(top, rates.back());
    }
    const QColor color = seriesColor(0);
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Rate"), QPen(color, 2),
             dots(color, QCPScatterStyle::ssCircle, 6))
        ->setData(values, rates, true);
    const QJsonObject knee = j["knee"].toObject();
    if (!knee.isEmpty()) {
        QCPGraph* mark = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Knee"), Qt::NoPen,
                                  QCPScatterStyle(QCPScatterStyle::ssCircle,
                                                  QPen(QColor(200, 0, 0), 2), Qt::NoBrush, 16));
        mark->setLineStyle(QCPGraph::lsNone);
        mark->setData({num(knee["value"])}, {num(knee[metric])}, true);
    }
    // The axis spans every value the ramp could have tried, so the reader sees where it
    // stopped; ramped values are positive, usually in doublings: a log2 axis.
    for (const QJsonValue& v : j["values"].toArray()) {
        minValue = std::min(minValue, num(v));
        maxValue = std::max(maxValue, num(v));
    }
    if (!(minValue > 0)) minValue = 1;
    const bool size = j["param"].toString() == QLatin1String("size");
    setLog2SizeAxis(plot->xAxis, minValue, maxValue);
    plot->xAxis->setLabel(size ? ProcedureFigure::tr("Request size (bytes)") : ProcedureFigure::tr("Outstanding I/Os"));
    plot->yAxis->setLabel(metric == QLatin1String("transactions_per_s") ? ProcedureFigure::tr("Transactions/s")
                          : metric == QLatin1String("ops_per_s")        ? ProcedureFigure::tr("Operations/s")
                                                                        : ProcedureFigure::tr("Throughput (Mbit/s)"));
    setValueAxis(plot->yAxis, niceStep(top));
}

}  // namespace

MethodView rampView() {
    return {"ramp", QT_TRANSLATE_NOOP("ProcedureReport", "Ramp: rate against the ramped value"), rampHeadline, drawRamp};
}

}  // namespace iometry::gui
