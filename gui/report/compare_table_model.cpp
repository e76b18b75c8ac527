#include "gui/report/compare_table_model.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include "gui/report/compare_figure.hpp"
#include "gui/report/disk_report.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

namespace {

enum NetColumn { NetMbit, NetStddev, NetRepeats, NetCpu, NetPe, NetIrq, NetSoftirq, NetDrops, NetWidth };
enum DiskColumn { DiskIops, DiskStddev, DiskRepeats, DiskMb, DiskLatMean, DiskLatP99, DiskWidth };

QString fixedText(const report::Series& series) {
    QStringList parts;
    for (const auto& [axis, value] : series.fixed)
        parts << QStringLiteral("%1=%2").arg(QString::fromLatin1(report::axisColumn(axis)))
                     .arg(static_cast<long long>(std::llround(value)));
    return parts.join(QStringLiteral(", "));
}

}  // namespace

CompareTableModel::CompareTableModel(QObject* parent) : ReportTableModel(parent) {}

int CompareTableModel::fieldCount() const {
    return m_disk ? static_cast<int>(DiskWidth) : static_cast<int>(NetWidth);
}

void CompareTableModel::setRuns(const std::vector<ResultsFolder>& runs) {
    beginResetModel();
    m_labels.clear();
    m_reports.clear();
    m_rows.clear();
    m_disk = !runs.empty() && std::all_of(runs.begin(), runs.end(),
                                          [](const ResultsFolder& r) { return isDiskRun(r); });
    for (const auto& run : runs) {
        m_labels.push_back(runLabel(run));
        m_reports.push_back(report::buildReport(run.rows, run.cycleAxis.toStdString()));
    }
    m_axis = m_reports.empty() ? report::Axis::Size : m_reports.front().axis;
    m_fixed = false;
    std::set<std::tuple<QString, double, std::size_t>> seen;  // a run's first point at x
    for (std::size_t i = 0; i < m_reports.size(); ++i)
        for (const report::Series& series : m_reports[i].series) {
            const QString fixed = fixedText(series);
            m_fixed = m_fixed || !fixed.isEmpty();
            for (const report::Point& p : series.points) {
                const double x = report::axisValue(p.row, m_axis);
                if (seen.insert({fixed, x, i}).second) m_rows.push_back({x, fixed, i, &p});
            }
        }
    // The runs of one point together, in the comparison's order: a reader compares them
    // at a glance, and a click on the run's header groups each run's rows instead.
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row& a, const Row& b) {
        return std::tie(a.fixed, a.x, a.run) < std::tie(b.fixed, b.x, b.run);
    });
    endResetModel();
}

int CompareTableModel::tableColumns() const {
    return runColumn() + 1 + fieldCount();
}

QVariant CompareTableModel::cell(const Row& row, int column, bool raw) const {
    if (column == 0) {
        if (raw) return row.x;
        return m_axis == report::Axis::Size ? formatByteSize(static_cast<quint64>(row.x))
                                            : formatNumber(row.x, 0);
    }
    if (m_fixed && column == 1) return row.fixed;
    if (column == runColumn()) return raw ? QVariant(static_cast<int>(row.run)) : QVariant(m_labels[row.run]);
    const int field = column - runColumn() - 1;
    if (!row.point) return {};
    const report::Point& p = *row.point;
    const results::MetricRow& m = p.row;
    auto number = [raw](double v, int decimals) -> QVariant {
        return raw ? QVariant(v) : QVariant(fixed(v, decimals));
    };
    const bool repeated = p.mbit.n > 1;
    if (m_disk) {
        switch (field) {
            case DiskIops: return number(m.opsPerS, 0);
            case DiskStddev: return repeated ? number(p.ops.stddev, 0) : QVariant();
            case DiskRepeats: return std::max(1, p.ops.n);
            case DiskMb: return number(m.mbPerS, 2);
            case DiskLatMean: return number(m.latMeanUs, 2);
            case DiskLatP99: return number(m.latP99Us, 2);
        }
        return {};
    }
    switch (field) {
        case NetMbit: return number(m.mbitPerS, 1);
        case NetStddev: return repeated ? number(p.mbit.stddev, 1) : QVariant();
        case NetRepeats: return std::max(1, p.mbit.n);
        case NetCpu: return number(m.cpuPct, 1);
        case NetPe: return m.cpuPct > 0 ? number(m.peIndex, 2) : QVariant();
        case NetIrq: return number(m.irqPerS, 0);
        case NetSoftirq: return number(m.cpuSoftirqPct, 1);
        case NetDrops: return raw ? QVariant(static_cast<double>(m.nicDrops))
                                  : QVariant(formatNumber(static_cast<double>(m.nicDrops), 0));
    }
    return {};
}

QVariant CompareTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole: return cell(row, index.column(), false);
        case SortRole: return cell(row, index.column(), true);
        case Qt::TextAlignmentRole:
            return alignment((m_fixed && index.column() == 1) || index.column() == runColumn());
        default: return {};
    }
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= columnCount())
        return {};
    if (section == 0) {
        switch (m_axis) {
            case report::Axis::Size: return tr("Size");
            case report::Axis::Outstanding: return tr("Outstanding");
            case report::Axis::Workers: return tr("Workers");
            case report::Axis::Targets: return tr("Targets");
            case report::Axis::Mtu: return tr("MTU");
        }
    }
    if (m_fixed && section == 1) return tr("Series");
    if (section == runColumn()) return tr("Run");
    const int field = section - runColumn() - 1;
    if (m_disk) {
        const QString names[] = {tr("IOPS"), tr("± stddev"), tr("Repeats"), tr("MB/s"),
                                 tr("Latency mean (µs)"), tr("Latency p99 (µs)")};
        return names[field];
    }
    const QString names[] = {tr("Mbit/s"), tr("± stddev"), tr("Repeats"), tr("CPU %"),
                             tr("P/E index"), tr("irq/s"), tr("softirq %"), tr("NIC drops")};
    return names[field];
}

}  // namespace iometry::gui
