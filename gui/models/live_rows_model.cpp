#include "gui/models/live_rows_model.hpp"

#include <algorithm>

#include "gui/models/traffic_cells.hpp"
#include "gui/models/verdict_cells.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

namespace {

/** A row's scope in the interface language (docs/metrics.md: all, dynamo, worker). */
QString scopeText(const std::string& scope) {
    if (scope == "all") return LiveRowsModel::tr("all");
    if (scope == "dynamo") return LiveRowsModel::tr("dynamo");
    if (scope == "worker") return LiveRowsModel::tr("worker");
    return QString::fromStdString(scope);
}

}  // namespace

void LiveRowsModel::setRows(const std::vector<results::MetricRow>& rows) {
    std::vector<results::MetricRow> kept;
    for (const auto& r : rows)
        if (r.scope != "core") kept.push_back(r);
    const bool devices =
        !kept.empty() && (m_devices || std::any_of(kept.begin(), kept.end(),
                                                   [](const auto& r) { return r.dev; }));
    if (kept.size() == m_rows.size() && devices == m_devices) {
        // Same shape: update in place so views keep selection and scroll position.
        m_rows = std::move(kept);
        if (!m_rows.empty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(kept);
    m_devices = devices;
    endResetModel();
}

void LiveRowsModel::setDiskOnly(bool diskOnly) {
    if (diskOnly == m_diskOnly) return;
    m_diskOnly = diskOnly;
    Q_EMIT headerDataChanged(Qt::Horizontal, MbitPerS, ReceivedMbit);
    if (!m_rows.empty()) Q_EMIT dataChanged(index(0, MbitPerS), index(rowCount() - 1, ReceivedMbit));
}

int LiveRowsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LiveRowsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : (m_devices ? ColumnCount : DevOpsPerS);
}

QVariant LiveRowsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    const results::MetricRow& r = m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const bool latency = column == LatMeanUs || column == LatP99Us;
    if ((column >= DevOpsPerS && !r.dev) || (column == Retransmits && !r.tcp) || (latency && r.latEmpty) ||
        (column == CpuPct && r.hostEmpty) || (column == SentMbit && nothingSent(r)) ||
        (column == ReceivedMbit && nothingReceived(r))) {
        // No block device under this row (a dynamo without disk workers), no TCP
        // connection (UDP, disks), nothing timed (a stream: docs/metrics.md, "Latency
        // columns"), no CPU of its own (one connection of a stream), no traffic in that
        // direction (a transmit run's received): empty, not 0.
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
        return role == Qt::DisplayRole ? QVariant(QString()) : QVariant();
    }
    if (column == LimitedBy) {
        if (role == Qt::DisplayRole) return verdictCellText(r);
        if (role == Qt::ToolTipRole) return verdictToolTip(r);
        if (role == Qt::ForegroundRole && !r.warnings.empty()) return warningColor();
        if (role == RawValueRole) return verdictCellText(r);
        return {};
    }
    double value = 0;
    switch (column) {
        case Scope:
            return role == Qt::DisplayRole ? QVariant(scopeText(r.scope)) : QVariant();
        case Name:
            // The all row's name is its scope's word.
            if (role != Qt::DisplayRole) return {};
            return r.scope == "all" ? scopeText(r.scope) : QString::fromStdString(r.name);
        case MbitPerS: value = m_diskOnly ? r.mbPerS : r.mbitPerS; break;
        case SentMbit: value = m_diskOnly ? r.writeMbitPerS / 8 : r.writeMbitPerS; break;
        case ReceivedMbit: value = m_diskOnly ? r.readMbitPerS / 8 : r.readMbitPerS; break;
        case OpsPerS: value = r.opsPerS; break;
        case CpuPct: value = r.cpuPct; break;
        case LatMeanUs: value = r.latMeanUs; break;
        case LatP99Us: value = r.latP99Us; break;
        case Errors: value = static_cast<double>(r.errors); break;
        case Retransmits: value = static_cast<double>(r.retransmits); break;
        case DevOpsPerS: value = r.devReadOpsPerS + r.devWriteOpsPerS; break;
        case DevMbPerS: value = r.devReadMbPerS + r.devWriteMbPerS; break;
        case DevUtilPct: value = r.devUtilPct; break;
        case DevQueue: value = r.devQueue; break;
        default: return {};
    }
    if (role == RawValueRole) return value;
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DisplayRole) {
        const int decimals = column == Errors || column == Retransmits ? 0
                             : column == DevQueue ? 2
                                                  : (value >= 1000 ? 0 : 1);
        return displayLocale().toString(value, 'f', decimals);
    }
    return {};
}

QVariant LiveRowsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()) return {};
    if (role == Qt::ToolTipRole) {
        // The columns' definitions, from docs/metrics.md.
        switch (section) {
            case Scope:
                return tr("all: every pair counted once (the sum of the worker rows); dynamo: "
                          "the worker ends on that dynamo; worker: the pair seen from its holder");
            case MbitPerS:
                return m_diskOnly
                           ? tr("Bytes read and written ÷ 10⁶ ÷ s")
                           : tr("Bytes received + bytes sent, × 8 ÷ 10⁶ ÷ s, counted where the "
                                "bytes arrived. A dynamo row adds up its ends: holding both "
                                "ends of a pair, it counts the pair twice (sent + received)");
            case SentMbit:
                return m_diskOnly ? tr("Of the throughput, the bytes written ÷ 10⁶ ÷ s")
                                  : tr("Of the throughput, what the row's ends sent (as it "
                                       "arrived at the other end). A worker or the all row: "
                                       "from the holder's point of view");
            case ReceivedMbit:
                return m_diskOnly ? tr("Of the throughput, the bytes read ÷ 10⁶ ÷ s")
                                  : tr("Of the throughput, what arrived at the row's ends. A "
                                       "worker or the all row: from the holder's point of view. "
                                       "Empty where the spec sends nothing towards them");
            case OpsPerS:
                return tr("Completed requests (reads + writes) ÷ s");
            case CpuPct:
                return tr("Busy share of all CPUs of the row's host (100 − idle − iowait); for "
                          "all, the mean over the hosts that carry the traffic");
            case LatMeanUs:
            case LatP99Us:
                return tr("A transaction's round trip (a disk's I/O): mean and 99th percentile. "
                          "Empty for streams, which have no round trip");
            case Errors:
                return tr("Failed requests in the interval");
            case DevOpsPerS:
            case DevMbPerS:
            case DevUtilPct:
            case DevQueue:
                return tr("The block device's own counters (/proc/diskstats) over the interval: "
                          "everything that used the device, not only this test");
            case Retransmits:
                return tr("TCP segments retransmitted in the interval, all connections of the "
                          "row, as the kernel counts them (TCP_INFO)");
            case LimitedBy: return verdictHeaderToolTip();
            default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    // Two lines where a title is longer than its numbers are wide: what, then its unit. The
    // table then fits beside the gauges at 1280 px (the translations break them too).
    switch (section) {
        case Scope: return tr("Scope");
        case Name: return tr("Name");
        case MbitPerS: return m_diskOnly ? tr("MB/s") : tr("Mbit/s");
        case SentMbit: return m_diskOnly ? tr("Written\nMB/s") : tr("Sent\nMbit/s");
        case ReceivedMbit: return m_diskOnly ? tr("Read\nMB/s") : tr("Received\nMbit/s");
        case OpsPerS: return tr("IOPS");
        case CpuPct: return tr("CPU %");
        case LatMeanUs: return tr("Latency\nmean, µs");
        case LatP99Us: return tr("Latency\np99, µs");
        case Errors: return tr("Errors");
        //: iperf3's column title for retransmitted TCP segments; keep it short
        case Retransmits: return tr("Retr");
        case LimitedBy: return verdictHeader();
        case DevOpsPerS: return tr("Device\nIOPS");
        case DevMbPerS: return tr("Device\nMB/s");
        case DevUtilPct: return tr("Device\nutil %");
        case DevQueue: return tr("Device\nqueue");
        default: return {};
    }
}

}  // namespace iometry::gui
