#include "gui/report/report_figure.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "gui/report/disk_report.hpp"
#include "gui/report/figure_style.hpp"

namespace iometry::gui {

namespace {

using namespace figure;

class ReportFigure {
    Q_DECLARE_TR_FUNCTIONS(ReportFigure)
};

// The reviews' classic sweep: 64 B … 256 KiB.
constexpr double kFirstSize = 64;
constexpr double kLastSize = 256 * 1024;

bool sameCpu(const std::vector<ReportSeries>& series, SweepAxis axis) {
    if (series.size() < 2)
        return false;
    const auto& first = series.front().rows;
    for (const auto& s : series) {
        if (s.rows.size() != first.size())
            return false;
        for (std::size_t i = 0; i < first.size(); ++i)
            if (sweepValue(s.rows[i], axis) != sweepValue(first[i], axis) ||
                s.rows[i].cpuPct != first[i].cpuPct)
                return false;
    }
    return true;
}

void addCpuGraph(QCustomPlot* plot, const QVector<double>& sizes, const QVector<double>& cpu,
                 const QColor& color, const QString& name) {
    QCPGraph* load = new FigureGraph(plot->xAxis, plot->yAxis2);
    load->setName(name);
    load->setPen(QPen(color, 2, Qt::DashLine));
    load->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(color, 1.5), QBrush(Qt::white), 6));
    load->setData(sizes, cpu, true);
}

}  // namespace

void drawReportFigure(QCustomPlot* plot, const ResultsFolder& results, SpreadMode spread) {
    if (!plot)
        return;
    const Fonts f = fonts(plot);
    beginFigure(plot, results.planName, f);

    // Over what the steps varied (engine/report/report_table.hpp), as the disk figure:
    // the request size, the outstanding I/Os, or the workers or targets a cycled run ran.
    const ReportCurves curves = figureCurves(reportCurves(results.rows, results.cycleAxis));
    const SweepAxis axis = curves.axis;
    const std::vector<ReportSeries>& series = curves.series;
    const bool oneCpu = sameCpu(series, axis);
    // The total of workers not drawn one by one is named: "All 128 workers throughput".
    const bool single = series.size() == 1 && curves.workersNotDrawn == 0;

    std::pair<QVector<double>, QVector<double>> sharedCpu;
    double minSize = kFirstSize, maxSize = kLastSize, maxMbit = 0, maxCpu = 0;
    // One unit for the figure (docs/report.md): Gbit/s once the largest reaches 10 Gbit/s.
    double largest = 0;
    for (const ReportSeries& s : series)
        for (const auto& r : s.rows) largest = std::max(largest, r.mbitPerS);
    const bool gbit = largest >= 10000;
    const double unit = gbit ? 1e-3 : 1;
    std::vector<double> values;  // the x values used, on a cycled run's axis
    for (std::size_t i = 0; i < series.size(); ++i) {
        const ReportSeries& s = series[i];
        QVector<double> sizes, mbit, cpu, low, high, received, sent;
        bool duplex = false;
        for (const auto& r : s.rows) {
            const double v = sweepValue(r, axis);
            if (!(v > 0))
                continue;  // not on a log axis; the table still lists it
            sizes << v;
            values.push_back(v);
            mbit << r.mbitPerS * unit;
            cpu << r.cpuPct;
            received << r.readMbitPerS * unit;
            sent << r.writeMbitPerS * unit;
            duplex = duplex || (r.readMbitPerS > 0 && r.writeMbitPerS > 0);
            double below = 0, above = 0;
            spreadBar(results.rows, r, &results::MetricRow::mbitPerS, spread, mbit.back(), unit,
                      below, above);
            low << below;
            high << above;
            minSize = std::min(minSize, sizes.back());
            maxSize = std::max(maxSize, sizes.back());
            maxMbit = std::max(maxMbit, mbit.back() + above);
            maxCpu = std::max(maxCpu, r.cpuPct);
        }
        const QColor color = seriesColor(i);

        QCPGraph* throughput = new FigureGraph(plot->xAxis, plot->yAxis);
        throughput->setName(single ? ReportFigure::tr("Throughput")
                                   : ReportFigure::tr("%1 throughput").arg(s.name));
        throughput->setPen(QPen(color, 2));
        throughput->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(color, 1.5), QBrush(color), 7));
        throughput->setData(sizes, mbit, true);
        addErrorBars(throughput, low, high);
        // Full duplex (docs/metrics.md): each direction beside the sum, thin, same colour.
        if (duplex) {
            // Each direction named by its hosts where the plan says them ("B → A").
            const QString toHolder = results.toHolder.isEmpty() ? ReportFigure::tr("Received (read)")
                                                                : results.toHolder;
            const QString toPartner = results.toPartner.isEmpty() ? ReportFigure::tr("Sent (write)")
                                                                  : results.toPartner;
            const std::pair<const QVector<double>*, QString> directions[] = {
                {&received, single ? toHolder : ReportFigure::tr("%1: %2").arg(s.name, toHolder)},
                {&sent, single ? toPartner : ReportFigure::tr("%1: %2").arg(s.name, toPartner)}};
            Qt::PenStyle style = Qt::DashLine;
            for (const auto& [values, name] : directions) {
                QCPGraph* direction = new FigureGraph(plot->xAxis, plot->yAxis);
                direction->setName(name);
                direction->setPen(QPen(color, 1.2, style));
                direction->setScatterStyle(QCPScatterStyle(
                    style == Qt::DashLine ? QCPScatterStyle::ssTriangle
                                          : QCPScatterStyle::ssTriangleInverted,
                    QPen(color, 1.2), QBrush(Qt::white), 6));
                direction->setData(sizes, *values, true);
                style = Qt::DotLine;
            }
        }

        if (single)
            addCpuGraph(plot, sizes, cpu, neutralColor(), ReportFigure::tr("CPU load"));
        else if (!oneCpu)
            addCpuGraph(plot, sizes, cpu, color, ReportFigure::tr("%1 CPU load").arg(s.name));
        if (oneCpu && i == 0)
            sharedCpu = {sizes, cpu};
    }
    // Workers on one host share its CPU load: one curve, after the throughput entries.
    if (oneCpu)
        addCpuGraph(plot, sharedCpu.first, sharedCpu.second, neutralColor(),
                    ReportFigure::tr("CPU load"));

    QCPAxis* x = plot->xAxis;
    if (axis != SweepAxis::Size) {
        std::sort(values.begin(), values.end());
        values.erase(std::unique(values.begin(), values.end()), values.end());
        setSweepAxis(x, values, axis);  // ticks at the values that ran
    } else {
        setLog2SizeAxis(x, minSize, maxSize);
        x->setLabel(ReportFigure::tr("Request size (bytes)"));
    }

    QCPAxis* y = plot->yAxis;
    setValueAxis(y, niceStep(maxMbit));
    y->setLabel(gbit ? ReportFigure::tr("Throughput (Gbit/s)")
                     : ReportFigure::tr("Throughput (Mbit/s)"));
    y->grid()->setSubGridVisible(false);

    QCPAxis* y2 = plot->yAxis2;
    y2->setVisible(true);
    y2->setTickLabels(true);
    setValueAxis(y2, maxCpu > 100 ? niceStep(maxCpu) : 100.0 / kDivisions);
    y2->setLabel(ReportFigure::tr("CPU load (%)"));
    y2->grid()->setVisible(false);

    // A series' throughput and CPU entries sit side by side, two series to a row.
    finishFigure(plot, f, {x, y, y2}, std::min(plot->graphCount(), 4));
    if (series.empty())
        addCentreNote(plot, ReportFigure::tr("No results to show"), f);
}

}  // namespace iometry::gui
