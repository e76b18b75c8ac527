#include "gui/report/disk_report.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>

#include "engine/report/report_table.hpp"
#include "gui/report/figure_style.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

namespace {

using namespace figure;
using results::MetricRow;

class DiskFigure {
    Q_DECLARE_TR_FUNCTIONS(DiskFigure)
};

// At most this many labelled ticks on a linear axis; more values get every n-th label.
constexpr int kMaxTickLabels = 16;

QString tickLabel(double value, SweepAxis axis) {
    return axis == SweepAxis::Size ? sizeTickLabel(value)
                                   : QString::number(static_cast<long long>(std::llround(value)));
}

// Ticks at @p at, every n-th labelled so that at most kMaxTickLabels carry text.
QSharedPointer<QCPAxisTickerText> textTicker(const std::vector<double>& at, SweepAxis axis) {
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int n = static_cast<int>(at.size());
    const int every = std::max(1, (n + kMaxTickLabels - 1) / kMaxTickLabels);
    for (int i = 0; i < n; ++i)
        ticker->addTick(at[static_cast<std::size_t>(i)],
                        i % every == 0 ? tickLabel(at[static_cast<std::size_t>(i)], axis) : QString());
    ticker->setSubTickCount(0);
    return ticker;
}

QCPGraph* addCurve(QCustomPlot* plot, QCPAxis* valueAxis, const QString& name, const QPen& pen,
                   QCPScatterStyle::ScatterShape shape, bool filled,
                   const QVector<double>& x, const QVector<double>& y) {
    QCPGraph* graph = new FigureGraph(plot->xAxis, valueAxis);
    graph->setName(name);
    graph->setPen(pen);
    const QColor color = pen.color();
    graph->setScatterStyle(QCPScatterStyle(shape, QPen(color, 1.5),
                                           filled ? QBrush(color) : QBrush(Qt::white), 7));
    graph->setData(x, y, true);
    return graph;
}

}  // namespace

void setSweepAxis(QCPAxis* x, const std::vector<double>& values, SweepAxis axis) {
    const double lo = values.empty() ? 1 : values.front();
    const double hi = values.empty() ? 1 : values.back();
    const bool log = wantsLogAxis(values) || (axis == SweepAxis::Size && values.size() < 2);
    if (log) {
        // Ticks at the steps' values only: 1, 4, 16 shows no 2 and 8.
        x->setScaleType(QCPAxis::stLogarithmic);
        x->setTicker(textTicker(values.empty() ? std::vector<double>{1} : values, axis));
        x->setRange(lo / std::pow(2.0, 0.4), hi * std::pow(2.0, 0.4));
    } else {
        x->setScaleType(QCPAxis::stLinear);
        x->setTicker(textTicker(values, axis));
        const double pad = hi > lo ? (hi - lo) * 0.05 : std::max(1.0, lo * 0.5);
        x->setRange(std::max(0.0, lo - pad), hi + pad);
    }
    x->grid()->setVisible(true);
    x->grid()->setSubGridVisible(false);
    x->setLabel(sweepAxisLabel(axis));
}

bool wantsLogAxis(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    if (values.size() < 2 || !(values.front() > 0)) return false;
    if (values.size() >= 3) {
        const double step = values[1] - values[0];
        bool even = true;
        for (std::size_t i = 2; i < values.size() && even; ++i)
            even = std::abs(values[i] - values[i - 1] - step) <= 1e-9 * values.back();
        if (even) return false;
    }
    return values.back() >= 4 * values.front();
}

void drawDiskFigure(QCustomPlot* plot, const ResultsFolder& results, DiskMetric metric,
                    SpreadMode spread) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    beginFigure(plot, results.planName, f);

    const ReportCurves report = figureCurves(reportCurves(results.rows, results.cycleAxis));
    // The total of workers not drawn one by one is named: "All 128 workers: IOPS".
    const bool single = report.series.size() == 1 && report.workersNotDrawn == 0;
    const bool iops = metric == DiskMetric::Iops;

    // One latency unit for the whole figure: ms once the largest value reaches 1 ms.
    double maxLatUs = 0;
    for (const auto& s : report.series)
        for (const auto& r : s.rows)
            maxLatUs = std::max({maxLatUs, r.latMeanUs, r.latP99Us, r.readLatP99Us, r.writeLatP99Us});
    const bool ms = maxLatUs >= 1000;
    const double latScale = ms ? 1e-3 : 1;

    std::vector<double> values;
    double maxRate = 0, maxLat = 0;
    for (std::size_t i = 0; i < report.series.size(); ++i) {
        const ReportSeries& s = report.series[i];
        QVector<double> x, rate, mean, p99, low, high, readP99, writeP99;
        for (const auto& r : s.rows) {
            const double v = sweepValue(r, report.axis);
            if (!(v > 0)) continue;  // not a step of a sweep axis; the table still lists it
            x << v;
            rate << (iops ? r.opsPerS : r.mbPerS);
            double below = 0, above = 0;
            spreadBar(results.rows, r, iops ? &MetricRow::opsPerS : &MetricRow::mbPerS, spread,
                      rate.back(), 1, below, above);
            low << below;
            high << above;
            mean << r.latMeanUs * latScale;
            p99 << r.latP99Us * latScale;
            // Reads and writes apart: a point only where the step timed that direction.
            readP99 << (r.readLatEmpty ? qQNaN() : r.readLatP99Us * latScale);
            writeP99 << (r.writeLatEmpty ? qQNaN() : r.writeLatP99Us * latScale);
            values.push_back(v);
            maxRate = std::max(maxRate, rate.back() + above);
            maxLat = std::max({maxLat, mean.back(), p99.back(), r.readLatEmpty ? 0.0 : readP99.back(),
                               r.writeLatEmpty ? 0.0 : writeP99.back()});
        }
        const QColor color = seriesColor(i);
        const QColor latency = single ? neutralColor() : color;
        const QString rateName =
            single ? (iops ? DiskFigure::tr("IOPS") : DiskFigure::tr("MB/s"))
                   : (iops ? DiskFigure::tr("%1: IOPS") : DiskFigure::tr("%1: MB/s")).arg(s.name);
        addErrorBars(addCurve(plot, plot->yAxis, rateName, QPen(color, 2), QCPScatterStyle::ssCircle,
                              true, x, rate),
                     low, high);
        addCurve(plot, plot->yAxis2,
                 single ? DiskFigure::tr("Mean latency")
                        : DiskFigure::tr("%1: mean latency").arg(s.name),
                 QPen(latency, 2, Qt::DashLine), QCPScatterStyle::ssSquare, false, x, mean);
        addCurve(plot, plot->yAxis2,
                 single ? DiskFigure::tr("p99 latency") : DiskFigure::tr("%1: p99 latency").arg(s.name),
                 QPen(latency, 2, Qt::DotLine), QCPScatterStyle::ssTriangle, false, x, p99);
        if (report.readsAndWrites) {  // docs/report.md, "Reads and writes"
            addCurve(plot, plot->yAxis2,
                     single ? DiskFigure::tr("Reads: p99") : DiskFigure::tr("%1: reads p99").arg(s.name),
                     QPen(latency, 1.5, Qt::DashDotLine), QCPScatterStyle::ssDiamond, false, x, readP99);
            addCurve(plot, plot->yAxis2,
                     single ? DiskFigure::tr("Writes: p99") : DiskFigure::tr("%1: writes p99").arg(s.name),
                     QPen(latency, 1.5, Qt::DashDotDotLine), QCPScatterStyle::ssCross, false, x, writeP99);
        }
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());

    setSweepAxis(plot->xAxis, values, report.axis);

    QCPAxis* y = plot->yAxis;
    setValueAxis(y, niceStep(maxRate));
    y->setLabel(iops ? DiskFigure::tr("I/O rate (IOPS)") : DiskFigure::tr("Throughput (MB/s)"));
    y->grid()->setSubGridVisible(false);

    QCPAxis* y2 = plot->yAxis2;
    y2->setVisible(true);
    y2->setTickLabels(true);
    setValueAxis(y2, niceStep(maxLat));
    y2->setLabel(ms ? DiskFigure::tr("Latency (ms)") : DiskFigure::tr("Latency (µs)"));
    y2->grid()->setVisible(false);

    // A series' rate, mean and p99 entries (and its reads' and writes' p99) share a row of
    // the legend.
    finishFigure(plot, f, {plot->xAxis, y, y2}, report.readsAndWrites ? 5 : 3);
    if (report.series.empty()) addCentreNote(plot, DiskFigure::tr("No results to show"), f);
}

}  // namespace iometry::gui
