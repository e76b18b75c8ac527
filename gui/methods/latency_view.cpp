// The view of the latency method's result (docs/plan-format.md, "Procedures"): its headline
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

QString latencyHeadline(const QJsonObject& j) {
    const QJsonArray points = j["points"].toArray();
    if (points.isEmpty()) return {};
    qint64 trips = 0;
    for (const QJsonValue& v : points) trips += v["round_trips"].toInteger();
    const QString inFlight = j["outstanding"].isDouble()
                                 ? QString::number(j["outstanding"].toInt())
                                 : ProcedureReport::tr("as the plan says");
    QString text = ProcedureReport::tr("%1 round trips over %n size(s); requests in flight: %2",
                                       nullptr, static_cast<int>(points.size()))
                       .arg(QLocale().toString(trips), inFlight);
    if (j["interval_ms"].isDouble())
        text += ProcedureReport::tr("; %1 ms between requests").arg(j["interval_ms"].toInt());
    if (j["count"].isDouble())
        text += ProcedureReport::tr("; %1 per size and worker (counted)")
                    .arg(QLocale().toString(j["count"].toInteger()));
    return text;
}

void drawLatency(QCustomPlot* plot, const QJsonObject& j, const Fonts&) {
    struct Curve {
        const char* key;
        QString name;
        Qt::PenStyle style;
        QCPScatterStyle::ScatterShape shape;
    };
    const Curve curves[] = {
        {"min_us", ProcedureFigure::tr("min"), Qt::DotLine, QCPScatterStyle::ssTriangleInverted},
        {"p50_us", ProcedureFigure::tr("p50"), Qt::SolidLine, QCPScatterStyle::ssCircle},
        {"mean_us", ProcedureFigure::tr("mean"), Qt::DashLine, QCPScatterStyle::ssDiamond},
        {"p99_us", ProcedureFigure::tr("p99"), Qt::SolidLine, QCPScatterStyle::ssSquare},
        {"p999_us", ProcedureFigure::tr("p99.9"), Qt::DashDotLine, QCPScatterStyle::ssTriangle},
        {"p9999_us", ProcedureFigure::tr("p99.99"), Qt::DashDotDotLine, QCPScatterStyle::ssCross},
    };
    const QJsonArray points = j["points"].toArray();
    double minSize = std::numeric_limits<double>::max(), maxSize = 1;
    double lo = std::numeric_limits<double>::max(), hi = 0;
    for (std::size_t c = 0; c < std::size(curves); ++c) {
        QVector<double> sizes, values;
        for (const QJsonValue& v : points) {
            const double size = num(v["size"]), value = num(v[curves[c].key]);
            if (!(size > 0) || !(value > 0)) continue;  // nothing timed: no point on a log axis
            sizes << size;
            values << value;
            minSize = std::min(minSize, size);
            maxSize = std::max(maxSize, size);
            lo = std::min(lo, value);
            hi = std::max(hi, value);
        }
        const QColor color = seriesColor(c);
        addGraph(plot, plot->yAxis, curves[c].name, QPen(color, 2, curves[c].style),
                 dots(color, curves[c].shape, 7))
            ->setData(sizes, values, true);
    }
    if (minSize > maxSize) minSize = 1;
    setLog2SizeAxis(plot->xAxis, minSize, maxSize);
    plot->xAxis->setLabel(ProcedureFigure::tr("Request size (bytes)"));
    setLogAxis(plot->yAxis, lo, hi);
    plot->yAxis->setLabel(ProcedureFigure::tr("Round-trip time (µs)"));
}

}  // namespace

MethodView latencyView() {
    return {"latency", QT_TRANSLATE_NOOP("ProcedureReport", "Latency percentiles against request size"), latencyHeadline, drawLatency, true};
}

}  // namespace iometry::gui
