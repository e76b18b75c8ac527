#include "gui/report/disk_table_model.hpp"

#include <algorithm>

#include "gui/models/verdict_cells.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

namespace {

bool isDevice(DiskTableModel::Column c) {
    return c >= DiskTableModel::DevIops;
}

bool isReadWrite(DiskTableModel::Column c) {
    return c >= DiskTableModel::ReadLatMeanUs && c <= DiskTableModel::WriteLatP99Us;
}

constexpr double kMiB = 1024.0 * 1024.0;

// The count and queue-depth columns' headers, as the figure's axis names them.
QString cycleHeader(SweepAxis axis) {
    return axis == SweepAxis::Outstanding ? DiskTableModel::tr("Outstanding I/Os")
                                          : sweepAxisLabel(axis);
}

}  // namespace

DiskTableModel::DiskTableModel(QObject* parent) : SeriesTableModel(parent) {
    setReport(ReportCurves{});
}

void DiskTableModel::setRows(const std::vector<results::MetricRow>& rows,
                             const QString& cycleAxis) {
    setReport(reportCurves(rows, cycleAxis));
    keepSource(rows, cycleAxis);
}

void DiskTableModel::setReport(const ReportCurves& report) {
    beginResetModel();
    m_axis = report.axis;
    m_cycle = report.cycle.value_or(SweepAxis::Workers);
    fillRows(report.series);
    m_columns.clear();
    // A results folder from before the verdict (docs/metrics.md, "What limited it") has none.
    const bool verdicts = std::any_of(report.series.begin(), report.series.end(), [](const ReportSeries& s) {
        return std::any_of(s.rows.begin(), s.rows.end(), [](const results::MetricRow& r) { return !r.limitedBy.empty(); });
    });
    // The device's counters beside ours: IOPS | device IOPS, MB/s | device MB/s.
    for (Column c : {Cycled, Swept, Series, Iops, DevIops, MbPerS, DevMbPerS, MibPerS, DevUtilPct, DevQueue,
                     LatMeanUs, LatP50Us, LatP99Us, LatMaxUs, ReadLatMeanUs, ReadLatP99Us,
                     WriteLatMeanUs, WriteLatP99Us, CpuPct, Errors, LimitedBy}) {
        if (c == Series && report.series.size() < 2) continue;
        if (isReadWrite(c) && !report.readsAndWrites) continue;
        if (c == Cycled && (!report.cycle || report.axis == *report.cycle)) continue;
        if (isDevice(c) && !report.devices) continue;
        if (c == LimitedBy && !verdicts) continue;
        m_columns.push_back(c);
    }
    endResetModel();
}

int DiskTableModel::columnOf(Column column) const {
    const auto it = std::find(m_columns.begin(), m_columns.end(), column);
    return it == m_columns.end() ? -1 : static_cast<int>(it - m_columns.begin());
}

QVariant DiskTableModel::raw(const Row& row, Column column) const {
    const auto& m = row.metrics;
    if (isDevice(column) && !m.dev) return {};  // no device under this row's target
    if ((column == ReadLatMeanUs || column == ReadLatP99Us) && m.readLatEmpty) return {};
    if ((column == WriteLatMeanUs || column == WriteLatP99Us) && m.writeLatEmpty) return {};
    switch (column) {
        case Cycled: return m.workersRan.value_or(0);
        case Swept:
            return m_axis == SweepAxis::Size ? QVariant::fromValue<qulonglong>(m.size)
                                             : QVariant(static_cast<int>(sweepValue(m, m_axis)));
        case Series: return row.series;
        case Iops: return m.opsPerS;
        case MbPerS: return m.mbPerS;
        case MibPerS: return m.mbPerS * 1e6 / kMiB;
        case LatMeanUs: return m.latMeanUs;
        case LatP50Us: return m.latP50Us;
        case LatP99Us: return m.latP99Us;
        case LatMaxUs: return m.latMaxUs;
        case ReadLatMeanUs: return m.readLatMeanUs;
        case ReadLatP99Us: return m.readLatP99Us;
        case WriteLatMeanUs: return m.writeLatMeanUs;
        case WriteLatP99Us: return m.writeLatP99Us;
        case CpuPct: return m.cpuPct;
        case Errors: return QVariant::fromValue<qulonglong>(m.errors);
        case LimitedBy: return verdictCellText(m);
        case DevIops: return m.devReadOpsPerS + m.devWriteOpsPerS;
        case DevMbPerS: return m.devReadMbPerS + m.devWriteMbPerS;
        case DevUtilPct: return m.devUtilPct;
        case DevQueue: return m.devQueue;
    }
    return {};
}

QString DiskTableModel::display(const Row& row, Column column) const {
    const QVariant v = raw(row, column);
    if (!v.isValid()) return {};
    switch (column) {
        case Cycled: return QString::number(row.metrics.workersRan.value_or(0));
        case Swept:
            return m_axis == SweepAxis::Size ? formatByteSize(row.metrics.size)
                                             : QString::number(v.toInt());
        case Series: return row.series;
        case Iops:
        case DevIops: return fixed(v.toDouble(), 0);
        case MbPerS:
        case MibPerS:
        case DevMbPerS:
        case LatMeanUs:
        case LatP50Us:
        case LatP99Us:
        case LatMaxUs:
        case ReadLatMeanUs:
        case ReadLatP99Us:
        case WriteLatMeanUs:
        case WriteLatP99Us:
        case DevQueue: return fixed(v.toDouble(), 2);
        case CpuPct:
        case DevUtilPct: return fixed(v.toDouble(), 1);
        case Errors: return QString::number(row.metrics.errors);
        case LimitedBy: return verdictCellText(row.metrics);
    }
    return {};
}

QVariant DiskTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const Column column = m_columns[static_cast<std::size_t>(index.column())];
    switch (role) {
        case Qt::DisplayRole: return display(row, column);
        case SortRole: return raw(row, column);
        case Qt::TextAlignmentRole: return alignment(column == Series);
        case Qt::ToolTipRole:
            if (isDevice(column) && !row.metrics.dev)
                return tr("No block device was sampled for this row.");
            if (column == LimitedBy) return verdictToolTip(row.metrics);
            return {};
        case Qt::ForegroundRole:
            if (column == LimitedBy && !row.metrics.warnings.empty()) return warningColor();
            return {};
        default: return {};
    }
}

QVariant DiskTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()) return {};
    const Column column = m_columns[static_cast<std::size_t>(section)];
    if (role == Qt::TextAlignmentRole) return alignment(column == Series);
    if (role == Qt::ToolTipRole) {
        switch (column) {
            case Iops: return tr("I/Os the workers completed per second");
            case MbPerS: return tr("Bytes moved per second, in decimal megabytes (10⁶ bytes/s)");
            case MibPerS: return tr("Bytes moved per second, in mebibytes (2²⁰ bytes/s)");
            case LatMeanUs:
            case LatP50Us:
            case LatP99Us:
            case LatMaxUs:
                return tr("From just before an I/O is queued to the engine to its completion");
            case ReadLatMeanUs:
            case ReadLatP99Us: return tr("The reads alone, timed as every I/O is");
            case WriteLatMeanUs:
            case WriteLatP99Us: return tr("The writes alone, timed as every I/O is");
            case CpuPct: return tr("Busy share of all CPUs of the host under test");
            case DevIops:
                return tr("Reads and writes the block device completed per second, as the "
                          "kernel counts them (everything that used the device meanwhile)");
            case DevMbPerS: return tr("Sectors the block device read and wrote, in MB/s");
            case DevUtilPct:
                return tr("Share of the time with at least one I/O in flight at the device "
                          "(iostat's %util)");
            case DevQueue:
                return tr("I/Os in flight at the device on average (iostat's aqu-sz)");
            case LimitedBy: return verdictHeaderToolTip();
            default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (column) {
        case Cycled: return cycleHeader(m_cycle);
        case Swept:
            return m_axis == SweepAxis::Size ? tr("Request size") : cycleHeader(m_axis);
        case Series: return tr("Series");
        case Iops: return tr("IOPS");
        case MbPerS: return tr("MB/s");
        case MibPerS: return tr("MiB/s");
        case LatMeanUs: return tr("Latency mean (µs)");
        case LatP50Us: return tr("Latency p50 (µs)");
        case LatP99Us: return tr("Latency p99 (µs)");
        case LatMaxUs: return tr("Latency max (µs)");
        case ReadLatMeanUs: return tr("Read latency mean (µs)");
        case ReadLatP99Us: return tr("Read latency p99 (µs)");
        case WriteLatMeanUs: return tr("Write latency mean (µs)");
        case WriteLatP99Us: return tr("Write latency p99 (µs)");
        case CpuPct: return tr("CPU %");
        case Errors: return tr("Errors");
        case DevIops: return tr("Device IOPS");
        case DevMbPerS: return tr("Device MB/s");
        case DevUtilPct: return tr("Device util %");
        case DevQueue: return tr("Device queue");
        case LimitedBy: return verdictHeader();
    }
    return {};
}

}  // namespace iometry::gui
