#include "gui/report/disk_report.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>

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

double sweepValue(const MetricRow& row, SweepAxis axis) {
    switch (axis) {
        case SweepAxis::Size: return static_cast<double>(row.size);
        case SweepAxis::Outstanding: return static_cast<double>(row.outstanding);
        case SweepAxis::Workers:
        case SweepAxis::Targets: return static_cast<double>(row.workersRan.value_or(0));
    }
    return 0;
}

QString sweepAxisLabel(SweepAxis axis) {
    switch (axis) {
        case SweepAxis::Size: return DiskFigure::tr("Request size (bytes)");
        case SweepAxis::Outstanding: return DiskFigure::tr("Outstanding I/Os");
        case SweepAxis::Workers: return DiskFigure::tr("Workers");
        case SweepAxis::Targets: return DiskFigure::tr("Targets");
    }
    return {};
}

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

DiskReport diskReport(const std::vector<MetricRow>& rows, const QString& cycleAxis) {
    bool perWorker = false;
    const std::vector<const MetricRow*> selected = reportRows(rows, perWorker);

    DiskReport report;
    const SweepAxis count =
        cycleAxis == QLatin1String("targets") ? SweepAxis::Targets : SweepAxis::Workers;
    // The axes that may vary, in the order of preference when the steps do not tell.
    const std::vector<SweepAxis> candidates = {SweepAxis::Size, SweepAxis::Outstanding, count};
    std::vector<SweepAxis> varying;
    for (SweepAxis axis : candidates) {
        std::set<double> values;
        for (const MetricRow* r : selected) values.insert(sweepValue(*r, axis));
        if (values.size() > 1) varying.push_back(axis);
    }
    for (const MetricRow* r : selected) report.devices = report.devices || r->dev;
    if (std::find(varying.begin(), varying.end(), count) != varying.end()) report.cycle = count;
    if (!varying.empty()) report.axis = varying.front();
    if (varying.size() > 1) {
        // Several varied: the inner axis of the cross product is the one that changes
        // alone between the first two steps of one series (docs/plan-format.md, "Sweeps").
        std::vector<const MetricRow*> first;
        for (const MetricRow* r : selected)
            if (r->name == selected.front()->name) first.push_back(r);
        std::stable_sort(first.begin(), first.end(),
                         [](const MetricRow* a, const MetricRow* b) { return a->step < b->step; });
        for (std::size_t i = 1; i < first.size(); ++i) {
            if (first[i]->step == first[i - 1]->step) continue;
            std::vector<SweepAxis> changed;
            for (SweepAxis axis : varying)
                if (sweepValue(*first[i], axis) != sweepValue(*first[i - 1], axis))
                    changed.push_back(axis);
            if (changed.size() == 1) report.axis = changed.front();
            break;
        }
    }
    std::vector<SweepAxis> others;  // each combination of their values is a series
    for (SweepAxis axis : varying)
        if (axis != report.axis) others.push_back(axis);

    std::map<std::pair<std::string, std::vector<double>>, std::size_t> indexOf;
    for (const MetricRow* r : selected) {
        std::vector<double> other;
        for (SweepAxis axis : others) other.push_back(sweepValue(*r, axis));
        const auto key = std::make_pair(perWorker ? r->name : std::string("all"), other);
        auto it = indexOf.find(key);
        if (it == indexOf.end()) {
            // "disk1", "All workers"; split: "disk1, 4 KiB requests", "4 outstanding",
            // "2 targets, 4 KiB requests".
            QString name = perWorker ? QString::fromStdString(r->name) : allWorkersSeriesName();
            QStringList values;
            for (SweepAxis axis : others) {
                switch (axis) {
                    case SweepAxis::Size:
                        values << DiskFigure::tr("%1 requests").arg(formatByteSize(r->size));
                        break;
                    case SweepAxis::Outstanding:
                        values << DiskFigure::tr("%1 outstanding").arg(r->outstanding);
                        break;
                    case SweepAxis::Workers:
                        values << DiskFigure::tr("workers: %1").arg(r->workersRan.value_or(0));
                        break;
                    case SweepAxis::Targets:
                        values << DiskFigure::tr("targets: %1").arg(r->workersRan.value_or(0));
                        break;
                }
            }
            if (!values.isEmpty()) {
                const QString value = values.join(QStringLiteral(", "));
                name = perWorker ? QStringLiteral("%1, %2").arg(name, value) : value;
            }
            it = indexOf.emplace(key, report.series.size()).first;
            report.series.push_back({name, {}});
        }
        report.series[it->second].rows.push_back(*r);
    }
    const SweepAxis axis = report.axis;
    for (auto& s : report.series)
        std::stable_sort(s.rows.begin(), s.rows.end(), [axis](const MetricRow& a, const MetricRow& b) {
            const double va = sweepValue(a, axis), vb = sweepValue(b, axis);
            return va != vb ? va < vb : a.step < b.step;
        });
    return report;
}

void drawDiskFigure(QCustomPlot* plot, const ResultsFolder& results, DiskMetric metric,
                    SpreadMode spread) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    beginFigure(plot, results.planName, f);

    const DiskReport report = diskReport(results.rows, results.cycleAxis);
    const bool single = report.series.size() == 1;
    const bool iops = metric == DiskMetric::Iops;

    // One latency unit for the whole figure: ms once the largest value reaches 1 ms.
    double maxLatUs = 0;
    for (const auto& s : report.series)
        for (const auto& r : s.rows) maxLatUs = std::max({maxLatUs, r.latMeanUs, r.latP99Us});
    const bool ms = maxLatUs >= 1000;
    const double latScale = ms ? 1e-3 : 1;

    std::vector<double> values;
    double maxRate = 0, maxLat = 0;
    for (std::size_t i = 0; i < report.series.size(); ++i) {
        const ReportSeries& s = report.series[i];
        QVector<double> x, rate, mean, p99, low, high;
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
            values.push_back(v);
            maxRate = std::max(maxRate, rate.back() + above);
            maxLat = std::max({maxLat, mean.back(), p99.back()});
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

    // A series' rate, mean and p99 entries share a row of the legend.
    finishFigure(plot, f, {plot->xAxis, y, y2}, 3);
    if (report.series.empty()) addCentreNote(plot, DiskFigure::tr("No results to show"), f);
}

}  // namespace iometry::gui
