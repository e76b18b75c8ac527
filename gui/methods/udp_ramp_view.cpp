// The view of the udp_ramp method's result (docs/plan-format.md, "Procedures"): its headline
// and its figure.
#include <qcustomplot.h>

#include <QJsonArray>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "gui/methods/method_view.hpp"
#include "gui/report/procedure_plot.hpp"

namespace iometry::gui {
namespace {

using namespace figure;

QString udpRampHeadline(const QJsonObject& j) {
    if (!j["max_achieved_mbit_per_s"].isDouble()) return {};
    QString text = ProcedureReport::tr("Max %1 Mbit/s arrived, first at %2 Mbit/s offered")
                       .arg(reportNumber(j["max_achieved_mbit_per_s"].toDouble(), 1),
                            reportNumber(j["max_at_offered_mbit"].toDouble(), 1));
    if (j["lossless_up_to_mbit"].isDouble())
        text += ProcedureReport::tr("; no loss up to %1 Mbit/s offered")
                    .arg(reportNumber(j["lossless_up_to_mbit"].toDouble(), 1));
    else
        text += ProcedureReport::tr("; the first rate already lost datagrams");
    return text;
}

void drawUdpRamp(QCustomPlot* plot, const QJsonObject& j, const Fonts&) {
    QVector<double> offered, achieved, sent, loss;
    double top = 0, maxLoss = 0;
    for (const QJsonValue& v : j["points"].toArray()) {
        offered << num(v["offered_mbit"]);
        achieved << num(v["achieved_mbit_per_s"]);
        sent << num(v["sent_mbit_per_s"]);
        loss << num(v["loss_pct"]);
        for (double x : {offered.back(), achieved.back(), sent.back()})
            if (std::isfinite(x)) top = std::max(top, x);
        if (std::isfinite(loss.back())) maxLoss = std::max(maxLoss, loss.back());
    }
    const QColor arrived = seriesColor(0), tried = seriesColor(2), lost = seriesColor(1);
    if (!offered.isEmpty()) {
        // What a path that loses nothing would deliver: arrived = offered.
        QCPGraph* ideal = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Offered"),
                                   QPen(neutralColor(), 1, Qt::DotLine), QCPScatterStyle());
        ideal->setData({0, offered.back()}, {0, offered.back()}, true);
    }
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Sent"), QPen(tried, 1.5, Qt::DashLine),
             dots(tried, QCPScatterStyle::ssTriangle, 5))
        ->setData(offered, sent, true);
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Arrived"), QPen(arrived, 2),
             dots(arrived, QCPScatterStyle::ssCircle, 6))
        ->setData(offered, achieved, true);
    addGraph(plot, plot->yAxis2, ProcedureFigure::tr("Loss (%)"), QPen(lost, 1.5, Qt::DashDotLine),
             dots(lost, QCPScatterStyle::ssSquare, 5, false))
        ->setData(offered, loss, true);

    plot->xAxis->setLabel(ProcedureFigure::tr("Offered rate (Mbit/s of payload)"));
    setValueAxis(plot->xAxis, niceStep(offered.isEmpty() ? 1 : offered.back()));
    plot->yAxis->setLabel(ProcedureFigure::tr("Rate (Mbit/s of payload)"));
    setValueAxis(plot->yAxis, niceStep(top));
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setTickLabels(true);
    plot->yAxis2->grid()->setVisible(false);
    plot->yAxis2->setLabel(ProcedureFigure::tr("Loss (%)"));
    setValueAxis(plot->yAxis2, maxLoss > 0 ? niceStep(maxLoss) : 0.2);
}

}  // namespace

MethodView udpRampView() {
    return {"udp_ramp", QT_TRANSLATE_NOOP("ProcedureReport", "UDP ramp: achieved rate and loss"), udpRampHeadline, drawUdpRamp};
}

}  // namespace iometry::gui
