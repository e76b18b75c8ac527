#include "gui/report/report_curves.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>

#include "gui/text_format.hpp"

namespace iometry::gui {

namespace {

class ReportCurvesText {
    Q_DECLARE_TR_FUNCTIONS(ReportCurves)
};

}  // namespace

QString allWorkersSeriesName() {
    return ReportCurvesText::tr("All workers");
}

double sweepValue(const results::MetricRow& row, SweepAxis axis) {
    return report::axisValue(row, axis);
}

QString sweepAxisLabel(SweepAxis axis) {
    switch (axis) {
        case SweepAxis::Size: return ReportCurvesText::tr("Request size (bytes)");
        case SweepAxis::Outstanding: return ReportCurvesText::tr("Outstanding I/Os");
        case SweepAxis::Workers: return ReportCurvesText::tr("Workers");
        case SweepAxis::Targets: return ReportCurvesText::tr("Targets");
        case SweepAxis::Mtu: return ReportCurvesText::tr("MTU (bytes)");
    }
    return {};
}

QString fixedValuesText(const report::Series& series) {
    QStringList values;
    for (const auto& [axis, value] : series.fixed) {
        const auto n = static_cast<long long>(std::llround(value));
        switch (axis) {
            case report::Axis::Size:
                values << ReportCurvesText::tr("%1 requests").arg(formatByteSize(static_cast<std::uint64_t>(n)));
                break;
            case report::Axis::Outstanding: values << ReportCurvesText::tr("%1 outstanding").arg(n); break;
            case report::Axis::Workers: values << ReportCurvesText::tr("workers: %1").arg(n); break;
            case report::Axis::Targets: values << ReportCurvesText::tr("targets: %1").arg(n); break;
            case report::Axis::Mtu: values << ReportCurvesText::tr("MTU %1").arg(n); break;
        }
    }
    return values.join(QStringLiteral(", "));
}

ReportCurves reportCurves(const std::vector<results::MetricRow>& rows, const QString& cycleAxis) {
    const report::Report arranged =
        report::buildReport(rows, cycleAxis.toStdString(), report::Scope::PerWorker);
    ReportCurves result;
    result.axis = arranged.axis;
    result.devices = arranged.devices;
    result.readsAndWrites = arranged.readsAndWrites;
    result.cycle = arranged.cycle;
    const bool perWorker = std::any_of(arranged.series.begin(), arranged.series.end(),
                                       [](const report::Series& s) { return !s.worker.empty(); });
    for (const report::Series& s : arranged.series) {
        // "All workers", "disk1"; split: "4 KiB requests", "disk1, 4 outstanding",
        // "All workers, 2 targets".
        const QString value = fixedValuesText(s);
        QString name = s.worker.empty() ? allWorkersSeriesName() : QString::fromStdString(s.worker);
        if (!value.isEmpty())
            name = perWorker || !s.worker.empty() ? QStringLiteral("%1, %2").arg(name, value) : value;
        ReportSeries series{name, {}, !s.worker.empty()};
        for (const report::Point& p : s.points) series.rows.push_back(p.row);
        result.series.push_back(std::move(series));
    }
    return result;
}

ReportCurves figureCurves(ReportCurves curves) {
    std::set<std::string> workers;
    for (const ReportSeries& s : curves.series)
        if (s.worker && !s.rows.empty()) workers.insert(s.rows.front().name);
    if (static_cast<int>(workers.size()) <= kMostWorkerCurves) return curves;
    std::erase_if(curves.series, [](const ReportSeries& s) { return s.worker; });
    curves.workersNotDrawn = static_cast<int>(workers.size());
    // "All 128 workers, 4 outstanding": the total's name says how many it adds up.
    const QString all = ReportCurvesText::tr("All %1 workers").arg(workers.size());
    for (ReportSeries& s : curves.series)
        if (s.name.startsWith(allWorkersSeriesName())) s.name.replace(0, allWorkersSeriesName().size(), all);
        else s.name = QStringLiteral("%1, %2").arg(all, s.name);
    return curves;
}

}  // namespace iometry::gui
