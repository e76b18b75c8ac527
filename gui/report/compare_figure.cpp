#include "gui/report/compare_figure.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "engine/json/json_fields.hpp"
#include "engine/report/report_table.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

namespace {

using namespace figure;
using results::MetricRow;

class CompareFigure {
    Q_DECLARE_TR_FUNCTIONS(CompareFigure)
};

// Beside the colour, each run has its own marker and dash pattern: eight runs stay apart
// in grey print.
const QCPScatterStyle::ScatterShape kShapes[] = {
    QCPScatterStyle::ssCircle, QCPScatterStyle::ssSquare,   QCPScatterStyle::ssTriangle,
    QCPScatterStyle::ssDiamond, QCPScatterStyle::ssCross,   QCPScatterStyle::ssTriangleInverted,
    QCPScatterStyle::ssPlus,   QCPScatterStyle::ssStar};
const Qt::PenStyle kDashes[] = {Qt::SolidLine, Qt::DashLine,    Qt::DashDotLine, Qt::DotLine,
                                Qt::DashDotDotLine, Qt::SolidLine, Qt::DashLine, Qt::DashDotLine};

bool allDisk(const std::vector<ResultsFolder>& runs) {
    return !runs.empty() &&
           std::all_of(runs.begin(), runs.end(), [](const ResultsFolder& r) { return isDiskRun(r); });
}

QString aggregateText(const QString& aggregate, int repeats) {
    if (aggregate == QLatin1String("median"))
        return CompareFigure::tr("median of %n repeats", nullptr, repeats);
    if (aggregate == QLatin1String("best"))
        return CompareFigure::tr("best of %n repeats", nullptr, repeats);
    return CompareFigure::tr("mean of %n repeats", nullptr, repeats);
}

}  // namespace

QString runLabel(const ResultsFolder& run) {
    if (!run.label.isEmpty()) return run.label;
    return run.device.isEmpty() ? run.planName : run.device;
}

void labelRuns(std::vector<ResultsFolder>& runs) {
    // A suite member is named by its device, another run by its plan; the engine tells
    // runs of the same name apart by their folders.
    std::vector<report::RunName> names;
    for (const ResultsFolder& run : runs)
        names.push_back({(run.device.isEmpty() ? run.planName : run.device).toStdString(),
                         QDir(run.dir).dirName().toStdString()});
    const auto labels = report::comparisonLabels(names);
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (runs[i].label.isEmpty() && QString::fromStdString(labels[i]) != runLabel(runs[i]))
            runs[i].label = QString::fromStdString(labels[i]);
}

double secondAxisValue(const MetricRow& row, SecondAxis axis) {
    switch (axis) {
        case SecondAxis::Cpu: return row.cpuPct;
        case SecondAxis::IrqPerS: return row.irqPerS;
        case SecondAxis::SoftirqPct: return row.cpuSoftirqPct;
        case SecondAxis::NicDrops: return static_cast<double>(row.nicDrops);
        case SecondAxis::None: break;
    }
    return 0;
}

QString secondAxisLabel(SecondAxis axis) {
    switch (axis) {
        case SecondAxis::Cpu: return CompareFigure::tr("CPU load (%)");
        case SecondAxis::IrqPerS: return CompareFigure::tr("Interrupts per second");
        case SecondAxis::SoftirqPct: return CompareFigure::tr("Softirq time (%)");
        case SecondAxis::NicDrops: return CompareFigure::tr("NIC drops");
        case SecondAxis::None: break;
    }
    return {};
}

QString benchFacts(const nlohmann::json& bench) {
    if (!bench.is_object() || !bench.contains("hosts") || !bench["hosts"].is_array()) return {};
    QStringList hosts;
    for (const auto& host : bench["hosts"]) {
        if (!host.is_object()) continue;
        QString name;
        name = QString::fromStdString(model::stringAt(model::objectAt(host, "host"), "hostname"));
        if (name.isEmpty()) name = QString::fromStdString(model::stringAt(host, "dynamo"));
        QStringList interfaces;
        if (host.contains("data_interfaces") && host["data_interfaces"].is_array())
            for (const auto& i : host["data_interfaces"]) {
                if (!i.is_object()) continue;
                QStringList facts;
                const std::string driver = model::stringAt(i, "driver");
                if (!driver.empty()) facts << QString::fromStdString(driver);
                const long long speed = model::numberAt(i, "speed_mbit", -1LL);
                if (speed > 0)
                    facts << (speed >= 1000 && speed % 1000 == 0
                                  ? CompareFigure::tr("%1 Gbit/s").arg(speed / 1000)
                                  : CompareFigure::tr("%1 Mbit/s").arg(speed));
                const long long mtu = model::numberAt(i, "mtu", 0LL);
                if (mtu > 0) facts << CompareFigure::tr("MTU %1").arg(mtu);
                const QString nameText = QString::fromStdString(model::stringAt(i, "name"));
                interfaces << (facts.isEmpty() ? nameText
                                               : QStringLiteral("%1 (%2)").arg(nameText, facts.join(QStringLiteral(", "))));
            }
        if (name.isEmpty() && interfaces.isEmpty()) continue;
        const QString line = interfaces.isEmpty() ? name : QStringLiteral("%1: %2").arg(name, interfaces.join(QStringLiteral(", ")));
        // Two dynamos on one host (both ends of a loopback pair) are one host to the reader.
        if (!hosts.contains(line)) hosts << line;
    }
    return hosts.join(QStringLiteral("; "));
}

QString defaultSubtitle(const std::vector<ResultsFolder>& runs, SpreadMode spread) {
    int repeats = 1;
    QString aggregate = QStringLiteral("mean");
    for (const auto& run : runs) {
        const report::Report r = report::buildReport(run.rows, run.cycleAxis.toStdString());
        if (r.repeats > repeats) {
            repeats = r.repeats;
            aggregate = run.aggregate;
        }
    }
    QStringList parts;
    if (repeats > 1)
        parts << (spread == SpreadMode::StdDev
                      ? CompareFigure::tr("Points: %1; error bars: ± 1 standard deviation")
                      : CompareFigure::tr("Points: %1; error bars: lowest to highest repeat"))
                     .arg(aggregateText(aggregate, repeats));
    if (runs.size() == 1) {
        const QString facts = benchFacts(runs.front().bench);
        if (!facts.isEmpty()) parts << facts;
    }
    return parts.join(QStringLiteral(" — "));
}

void drawCompareFigure(QCustomPlot* plot, const std::vector<ResultsFolder>& runs,
                       const CompareOptions& options) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    QStringList names;
    for (const auto& run : runs) names << runLabel(run);
    // The runs are named in the legend: the title only says how many (docs/report.md).
    beginFigure(plot,
                runs.size() == 1 ? runs.front().planName
                                 : CompareFigure::tr("Comparison of %n runs", nullptr, static_cast<int>(runs.size())),
                f, defaultSubtitle(runs, options.spread));

    const bool disk = allDisk(runs);
    const bool iops = options.diskMetric == DiskMetric::Iops;
    std::vector<report::Report> reports;
    for (const auto& run : runs)
        reports.push_back(report::buildReport(run.rows, run.cycleAxis.toStdString()));
    const report::Axis axis = reports.empty() ? report::Axis::Size : reports.front().axis;

    // One unit for the whole figure: Gbit/s once the largest value reaches 10 Gbit/s.
    double maxMbit = 0;
    for (const auto& r : reports)
        for (const auto& s : r.series)
            for (const auto& p : s.points) maxMbit = std::max(maxMbit, p.row.mbitPerS + p.mbit.stddev);
    const bool gbit = !disk && maxMbit >= 10000;
    const double scale = gbit ? 1e-3 : 1;

    auto valueOf = [&](const report::Point& p) {
        if (disk) return iops ? p.row.opsPerS : p.row.mbPerS;
        return p.row.mbitPerS * scale;
    };
    auto spreadOf = [&](const report::Point& p) -> report::Spread {
        report::Spread s = disk ? (iops ? p.ops : p.mb) : p.mbit;
        if (!disk) {
            s.mean *= scale;
            s.stddev *= scale;
            s.min *= scale;
            s.max *= scale;
        }
        return s;
    };

    std::vector<double> values;
    double maxValue = 0, maxSecond = 0;
    std::size_t curve = 0;
    for (std::size_t i = 0; i < reports.size(); ++i) {
        for (const report::Series& series : reports[i].series) {
            QVector<double> x, y, low, high, second;
            for (const report::Point& p : series.points) {
                const double v = report::axisValue(p.row, axis);
                if (!(v > 0)) continue;  // not on the axis; the table still lists it
                const double value = valueOf(p);
                const report::Spread s = spreadOf(p);
                x << v;
                y << value;
                if (s.n > 1 && options.spread == SpreadMode::StdDev) {
                    low << s.stddev;
                    high << s.stddev;
                } else if (s.n > 1) {
                    low << std::max(0.0, value - s.min);
                    high << std::max(0.0, s.max - value);
                } else {
                    low << 0;
                    high << 0;
                }
                second << secondAxisValue(p.row, options.second);
                values.push_back(v);
                maxValue = std::max(maxValue, value + high.back());
                maxSecond = std::max(maxSecond, second.back());
            }
            const QColor color = seriesColor(curve);
            const auto shape = kShapes[curve % std::size(kShapes)];
            const Qt::PenStyle dash = kDashes[curve % std::size(kDashes)];
            ++curve;
            const QString fixed = fixedValuesText(series);
            const QString name =
                fixed.isEmpty() ? names[static_cast<int>(i)]
                                : QStringLiteral("%1, %2").arg(names[static_cast<int>(i)], fixed);
            auto* graph = new FigureGraph(plot->xAxis, plot->yAxis);
            graph->setName(name);
            graph->setPen(QPen(color, 2, dash));
            graph->setScatterStyle(QCPScatterStyle(shape, QPen(color, 1.5), QBrush(color), 8));
            graph->setData(x, y, true);
            addErrorBars(graph, low, high);
            if (options.second != SecondAxis::None) {
                auto* other = new FigureGraph(plot->xAxis, plot->yAxis2);
                other->setName(CompareFigure::tr("%1: %2").arg(name, secondAxisLabel(options.second)));
                other->setPen(QPen(color, 1, Qt::DotLine));
                other->setScatterStyle(QCPScatterStyle(shape, QPen(color, 1), QBrush(Qt::white), 6));
                other->setData(x, second, true);
            }
        }
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    setSweepAxis(plot->xAxis, values, axis);

    QCPAxis* y = plot->yAxis;
    setValueAxis(y, niceStep(maxValue));
    y->setLabel(disk ? (iops ? CompareFigure::tr("I/O rate (IOPS)") : CompareFigure::tr("Throughput (MB/s)"))
                     : (gbit ? CompareFigure::tr("Throughput (Gbit/s)")
                             : CompareFigure::tr("Throughput (Mbit/s)")));
    y->grid()->setSubGridVisible(false);
    QCPAxis* y2 = plot->yAxis2;
    if (options.second != SecondAxis::None) {
        y2->setVisible(true);
        y2->setTickLabels(true);
        setValueAxis(y2, options.second == SecondAxis::Cpu || options.second == SecondAxis::SoftirqPct
                             ? (maxSecond > 100 ? niceStep(maxSecond) : 100.0 / kDivisions)
                             : niceStep(maxSecond));
        y2->setLabel(secondAxisLabel(options.second));
        y2->grid()->setVisible(false);
    }
    finishFigure(plot, f, {plot->xAxis, y, y2}, options.second == SecondAxis::None ? 4 : 2);
    if (curve == 0) addCentreNote(plot, CompareFigure::tr("No results to show"), f);
}

}  // namespace iometry::gui
