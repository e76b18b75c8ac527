// The view of the fine_sweep method's result (docs/plan-format.md, "Procedures"): its headline
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

QString fineSweepHeadline(const QJsonObject& j) {
    const int sizes = static_cast<int>(j["points"].toArray().size());
    const int drops = static_cast<int>(j["dropouts"].toArray().size());
    return ProcedureReport::tr("%n sizes", nullptr, sizes) + QStringLiteral(", ") +
           (drops == 0 ? ProcedureReport::tr("no drop-out deeper than %1 %")
                             .arg(reportNumber(j["dropout_pct"].toDouble(), 0))
                       : (drops == 1 ? ProcedureReport::tr("%n drop-out deeper than %1 %", nullptr, drops)
                                     : ProcedureReport::tr("%n drop-outs deeper than %1 %", nullptr, drops))
                             .arg(reportNumber(j["dropout_pct"].toDouble(), 0)));
}

void drawFineSweep(QCustomPlot* plot, const QJsonObject& j, const Fonts&) {
    QVector<double> sizes, mbit, latency, dropSizes, dropMbit;
    double minSize = std::numeric_limits<double>::max(), maxSize = 1, maxMbit = 0, maxLat = 0;
    for (const QJsonValue& v : j["points"].toArray()) {
        const double size = num(v["size"]);
        if (!(size > 0)) continue;
        sizes << size;
        mbit << num(v["mbit_per_s"]);
        latency << num(v["lat_mean_us"]);
        minSize = std::min(minSize, size);
        maxSize = std::max(maxSize, size);
        if (std::isfinite(mbit.back())) maxMbit = std::max(maxMbit, mbit.back());
        if (std::isfinite(latency.back())) maxLat = std::max(maxLat, latency.back());
    }
    for (const QJsonValue& v : j["dropouts"].toArray()) {
        dropSizes << num(v["size"]);
        dropMbit << num(v["mbit_per_s"]);
    }
    const QColor rate = seriesColor(0), lat = seriesColor(1);
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Throughput"), QPen(rate, 2),
             dots(rate, QCPScatterStyle::ssCircle, 4))
        ->setData(sizes, mbit, true);
    addGraph(plot, plot->yAxis2, ProcedureFigure::tr("Mean latency"), QPen(lat, 1.5, Qt::DashLine),
             dots(lat, QCPScatterStyle::ssSquare, 4, false))
        ->setData(sizes, latency, true);
    if (!dropSizes.isEmpty()) {
        QCPGraph* drops = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Drop-out"), Qt::NoPen,
                                   QCPScatterStyle(QCPScatterStyle::ssCircle,
                                                   QPen(QColor(200, 0, 0), 2), Qt::NoBrush, 14));
        drops->setLineStyle(QCPGraph::lsNone);
        drops->setData(dropSizes, dropMbit, true);
    }
    if (sizes.isEmpty()) minSize = 1;
    setLog2SizeAxis(plot->xAxis, minSize, maxSize);
    plot->xAxis->setLabel(ProcedureFigure::tr("Request size (bytes)"));
    plot->yAxis->setLabel(ProcedureFigure::tr("Throughput (Mbit/s)"));
    setValueAxis(plot->yAxis, niceStep(maxMbit));
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setTickLabels(true);
    plot->yAxis2->grid()->setVisible(false);
    plot->yAxis2->setLabel(ProcedureFigure::tr("Mean latency (µs)"));
    setValueAxis(plot->yAxis2, niceStep(maxLat));
}

}  // namespace

MethodView fineSweepView() {
    return {"fine_sweep", QT_TRANSLATE_NOOP("ProcedureReport", "Fine size sweep: throughput and latency"), fineSweepHeadline, drawFineSweep};
}

}  // namespace iometry::gui
