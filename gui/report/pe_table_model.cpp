#include "gui/report/pe_table_model.hpp"

#include "gui/models/verdict_cells.hpp"

#include <algorithm>

#include "gui/models/traffic_cells.hpp"
#include "gui/report/disk_report.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

PeTableModel::PeTableModel(QObject* parent) : SeriesTableModel(parent) {
}

void PeTableModel::setRows(const std::vector<results::MetricRow>& rows,
                           const QString& cycleAxis) {
    const ReportCurves report = reportCurves(rows, cycleAxis);
    setSeries(report.series);
    keepSource(rows, cycleAxis);
    if (!report.cycle) return;
    beginResetModel();
    m_cycled = true;
    m_targets = report.cycle == SweepAxis::Targets;
    endResetModel();
}

void PeTableModel::setDirections(const QString& toPartner, const QString& toHolder) {
    m_toPartner = toPartner;
    m_toHolder = toHolder;
    if (columnCount() > 0) Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int PeTableModel::columnAt(int section) const {
    if (!m_cycled) return section;
    return section == 0 ? Cycled : section - 1;
}

void PeTableModel::setSeries(const std::vector<ReportSeries>& series) {
    beginResetModel();
    m_cycled = false;
    m_targets = false;
    fillRows(series);
    endResetModel();
}

void PeTableModel::clear() {
    beginResetModel();
    m_cycled = false;
    fillRows({});
    endResetModel();
}

QVariant PeTableModel::raw(const Row& row, int column) const {
    const auto& m = row.metrics;
    switch (column) {
        case Cycled:
            return m.workersRan.value_or(0);
        case Size:
            return QVariant::fromValue<qulonglong>(m.size);
        case Series:
            return row.series;
        case MbitPerS:
            return m.mbitPerS;
        case CpuPct:
            return m.cpuPct;
        case MbitStddev:
            return m.mbitPerSStddev;
        case Repeats:
            return std::max(1, m.repeatsCounted);
        case ReadMbit:  // no traffic that way (a transmit run's): empty, not 0
            return nothingReceived(m) ? QVariant() : QVariant(m.readMbitPerS);
        case WriteMbit:
            return nothingSent(m) ? QVariant() : QVariant(m.writeMbitPerS);
        case PeIndex:
            return m.cpuPct > 0 ? QVariant(m.peIndex) : QVariant();
        case IrqPerS:
            return m.irqPerS;
        case SoftirqPct:
            return m.cpuSoftirqPct;
        case NicDrops:
            return QVariant::fromValue<qulonglong>(m.nicDrops);
        case Iops:
            return m.opsPerS;
        case LatMeanUs:  // nothing timed (a stream): empty, not 0
            return m.latEmpty ? QVariant() : QVariant(m.latMeanUs);
        case LatP99Us:
            return m.latEmpty ? QVariant() : QVariant(m.latP99Us);
        case Errors:
            return QVariant::fromValue<qulonglong>(m.errors);
        case Retransmits:
            return m.tcp ? QVariant::fromValue<qulonglong>(m.retransmits) : QVariant();
        case LimitedBy:
            return verdictCellText(m);
        default:
            return {};
    }
}

QString PeTableModel::display(const Row& row, int column) const {
    const auto& m = row.metrics;
    switch (column) {
        case Cycled:
            return QString::number(m.workersRan.value_or(0));
        case Size:
            return formatByteSize(m.size);
        case Series:
            return row.series;
        case MbitPerS:
            return fixed(m.mbitPerS, 1);
        case CpuPct:
            return fixed(m.cpuPct, 1);
        case MbitStddev:
            return m.repeatsCounted > 1 ? fixed(m.mbitPerSStddev, 1) : QString();
        case Repeats:
            return QString::number(std::max(1, m.repeatsCounted));
        case ReadMbit:
            return nothingReceived(m) ? QString() : fixed(m.readMbitPerS, 1);
        case WriteMbit:
            return nothingSent(m) ? QString() : fixed(m.writeMbitPerS, 1);
        case PeIndex:
            return m.cpuPct > 0 ? fixed(m.peIndex, 2) : QString();
        case IrqPerS:
            return fixed(m.irqPerS, 0);
        case SoftirqPct:
            return fixed(m.cpuSoftirqPct, 1);
        case NicDrops:
            return QString::number(m.nicDrops);
        case Iops:
            return fixed(m.opsPerS, 0);
        case LatMeanUs:
            return m.latEmpty ? QString() : fixed(m.latMeanUs, 2);
        case LatP99Us:
            return m.latEmpty ? QString() : fixed(m.latP99Us, 2);
        case Errors:
            return QString::number(m.errors);
        case Retransmits:
            return m.tcp ? QString::number(m.retransmits) : QString();
        case LimitedBy:
            return verdictCellText(m);
        default:
            return {};
    }
}

QVariant PeTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const int column = columnAt(index.column());
    switch (role) {
        case Qt::DisplayRole:
            return display(row, column);
        case SortRole:
            return raw(row, column);
        case Qt::TextAlignmentRole:
            return alignment(column == Series);
        case Qt::ToolTipRole:
            if (column == PeIndex && row.metrics.cpuPct <= 0)
                return tr("No CPU load was measured for this step.");
            if (column == LimitedBy) return verdictToolTip(row.metrics);
            return {};
        case Qt::ForegroundRole:
            if (column == LimitedBy && !row.metrics.warnings.empty()) return warningColor();
            return {};
        default:
            return {};
    }
}

QVariant PeTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    section = columnAt(section);
    if (role == Qt::TextAlignmentRole)
        return alignment(section == Series);
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case MbitPerS:
                return tr("Throughput in decimal megabits per second (10⁶ bit/s)");
            case CpuPct:
                return tr("Busy share of all CPUs of the host under test");
            case PeIndex:
                return tr("Performance/efficiency index: Mbit/s ÷ CPU %");
            case Iops:
                return tr("Completed requests per second");
            case MbitStddev:
                return tr("Sample standard deviation of Mbit/s over the repeats of the step");
            case ReadMbit:
                return tr("Of the throughput, what the holders of the pairs received (read, "
                          "counted where it arrived); empty where the spec sends nothing that way");
            case WriteMbit:
                return tr("Of the throughput, what the holders of the pairs sent (write, counted "
                          "where it arrived); empty where the spec sends nothing that way");
            case IrqPerS:
                return tr("Interrupts per second on the hosts under test");
            case SoftirqPct:
                return tr("Share of CPU time in software interrupts (network stack)");
            case NicDrops:
                return tr("Packets the interfaces dropped during the step");
            case Retransmits:
                return tr("TCP segments retransmitted during the step, all connections of the "
                          "row, as the kernel counts them (TCP_INFO)");
            case LimitedBy:
                return verdictHeaderToolTip();
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
        case Cycled:
            return m_targets ? tr("Targets") : tr("Workers");
        case Size:
            return tr("Size");
        case Series:
            return tr("Series");
        case MbitPerS:
            return tr("Mbit/s");
        case CpuPct:
            return tr("CPU %");
        case MbitStddev:
            return tr("± stddev");
        case Repeats:
            return tr("Repeats");
        case ReadMbit:
            return m_toHolder.isEmpty() ? tr("Received Mbit/s") : tr("%1 Mbit/s").arg(m_toHolder);
        case WriteMbit:
            return m_toPartner.isEmpty() ? tr("Sent Mbit/s") : tr("%1 Mbit/s").arg(m_toPartner);
        case PeIndex:
            return tr("P/E index");
        case IrqPerS:
            return tr("irq/s");
        case SoftirqPct:
            return tr("softirq %");
        case NicDrops:
            return tr("NIC drops");
        case Iops:
            return tr("IOPS");
        case LatMeanUs:
            return tr("Latency mean (µs)");
        case LatP99Us:
            return tr("Latency p99 (µs)");
        case Errors:
            return tr("Errors");
        //: iperf3's column title for retransmitted TCP segments; keep it short
        case Retransmits:
            return tr("Retr");
        case LimitedBy:
            return verdictHeader();
        default:
            return {};
    }
}

}  // namespace iometry::gui
