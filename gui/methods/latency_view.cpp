// The view of the latency method's result (docs/plan-format.md, "Request/response
// latency"): its headline, its figure, and the distribution of each size's round trips
// (P(RTT ≥ x)) as a second figure and table.
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

QString latencyHeadline(const QJsonObject& j) {
    const QJsonArray points = j["points"].toArray();
    if (points.isEmpty()) return {};
    qint64 trips = 0;
    for (const QJsonValue& v : points) trips += v["round_trips"].toInteger();
    const QString inFlight = j["outstanding"].isDouble()
                                 ? QString::number(j["outstanding"].toInt())
                                 : ProcedureReport::tr("as the plan says");
    // Numerus forms (%n) let translations inflect "sizes"; English needs the one apart.
    const int sizes = static_cast<int>(points.size());
    QString text = (sizes == 1 ? ProcedureReport::tr("%1 round trips over %n size; requests in flight: %2",
                                                     nullptr, sizes)
                               : ProcedureReport::tr("%1 round trips over %n sizes; requests in flight: %2",
                                                     nullptr, sizes))
                       .arg(displayLocale().toString(trips), inFlight);
    if (j["interval_ms"].isDouble())
        text += ProcedureReport::tr("; %1 ms between requests").arg(j["interval_ms"].toInt());
    if (j["count"].isDouble())
        text += ProcedureReport::tr("; %1 per size and worker (counted)")
                    .arg(displayLocale().toString(j["count"].toInteger()));
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

/** The exceedance curve of one size: (RTT µs, P(RTT ≥ x)) pairs in increasing RTT. */
struct ExceedanceCurve {
    qint64 size = 0;
    QVector<double> rttUs;
    QVector<double> share;
};

std::vector<ExceedanceCurve> exceedanceCurves(const QJsonObject& j) {
    std::vector<ExceedanceCurve> curves;
    for (const QJsonValue& v : j["points"].toArray()) {
        ExceedanceCurve curve;
        curve.size = v["size"].toInteger();
        for (const QJsonValue& point : v["exceedance"].toArray()) {
            curve.rttUs << point[0].toDouble();
            curve.share << point[1].toDouble();
        }
        curves.push_back(std::move(curve));
    }
    return curves;
}

/**
 * P(RTT ≥ x) against x, a step curve per size (at most eight, spread evenly), both axes
 * log10, so the tail down to 1 in 10⁵ reads.
 */
void drawDistribution(QCustomPlot* plot, const QJsonObject& j, const Fonts&) {
    std::vector<ExceedanceCurve> curves = exceedanceCurves(j);
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
}

/** The distribution as a table: size, RTT (µs), P(RTT ≥ x), a row per point. */
ProcedureTable exceedanceTable(const QJsonObject& j) {
    ProcedureTable t;
    t.columns = {{ProcedureReport::tr("Size"), 0, QStringLiteral("size"), true},
                 {ProcedureReport::tr("RTT (µs)"), 3, QStringLiteral("rtt_us")},
                 {ProcedureReport::tr("P(RTT ≥ x)"), 6, QStringLiteral("share")}};
    for (const ExceedanceCurve& c : exceedanceCurves(j))
        for (qsizetype i = 0; i < c.rttUs.size(); ++i)
            t.rows.push_back({static_cast<double>(c.size), c.rttUs[i], c.share[i]});
    return t;
}

/** P(RTT ≥ @p x) of @p c: the share at the first point at or above x (a step curve). */
double shareFrom(const ExceedanceCurve& c, double x) {
    const auto it = std::lower_bound(c.rttUs.begin(), c.rttUs.end(), x);
    return it == c.rttUs.end() ? 0.0 : c.share[it - c.rttUs.begin()];
}

/**
 * The distribution in buckets of RTT, 1-2-5 per decade (10, 20, 50, 100 µs …), for the
 * screen: the points of exceedanceTable() may be thousands; the round trips of each
 * bucket, their share and the share up to its end. Empty buckets are left out.
 */
ProcedureTable exceedanceBins(const QJsonObject& j) {
    ProcedureTable t;
    t.columns = {{ProcedureReport::tr("Size"), 0, QStringLiteral("size"), true},
                 {ProcedureReport::tr("RTT from (µs)"), 0, QStringLiteral("rtt_from_us")},
                 {ProcedureReport::tr("RTT below (µs)"), 0, QStringLiteral("rtt_below_us")},
                 {ProcedureReport::tr("Round trips"), 0, QStringLiteral("round_trips")},
                 {ProcedureReport::tr("Share (%)"), 2, QStringLiteral("share_pct")},
                 {ProcedureReport::tr("Cumulative (%)"), 2, QStringLiteral("cumulative_pct")}};
    const QJsonArray points = j["points"].toArray();
    const std::vector<ExceedanceCurve> curves = exceedanceCurves(j);
    for (std::size_t k = 0; k < curves.size(); ++k) {
        const ExceedanceCurve& c = curves[k];
        if (c.rttUs.isEmpty()) continue;
        const double trips = points[static_cast<qsizetype>(k)]["round_trips"].toDouble();
        static constexpr double kSteps[] = {1, 2, 5};
        double decade = std::pow(10.0, std::floor(std::log10(std::max(c.rttUs.front(), 1e-3))));
        int step = 0;
        double from = decade;
        while (from <= c.rttUs.back()) {
            if (++step == 3) {
                step = 0;
                decade *= 10;
            }
            const double below = decade * kSteps[step];
            const double share = shareFrom(c, from) - shareFrom(c, below);
            if (share > 0)
                t.rows.push_back({static_cast<double>(c.size), from, below,
                                  std::round(share * trips), 100 * share,
                                  100 * (1 - shareFrom(c, below))});
            from = below;
        }
    }
    return t;
}

}  // namespace

MethodView latencyView() {
    return {"latency",
            QT_TRANSLATE_NOOP("ProcedureReport", "Latency percentiles against request size"),
            latencyHeadline,
            drawLatency,
            {QT_TRANSLATE_NOOP("ReportViewText", "Latency distribution: P(RTT ≥ x) per size"),
             drawDistribution, exceedanceTable, exceedanceBins}};
}

}  // namespace iometry::gui
