#include "gui/models/live_rows_model.hpp"

#include <QLocale>

namespace iometry::gui {

void LiveRowsModel::setRows(const std::vector<results::MetricRow>& rows) {
    std::vector<results::MetricRow> kept;
    for (const auto& r : rows)
        if (r.scope != "core") kept.push_back(r);
    if (kept.size() == m_rows.size()) {
        // Same shape: update in place so views keep selection and scroll position.
        m_rows = std::move(kept);
        if (!m_rows.empty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(kept);
    endResetModel();
}

int LiveRowsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LiveRowsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LiveRowsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const results::MetricRow& r = m_rows[static_cast<std::size_t>(index.row())];
    double value = 0;
    switch (index.column()) {
        case Scope:
            return role == Qt::DisplayRole ? QVariant(QString::fromStdString(r.scope)) : QVariant();
        case Name:
            return role == Qt::DisplayRole ? QVariant(QString::fromStdString(r.name)) : QVariant();
        case MbitPerS: value = r.mbitPerS; break;
        case OpsPerS: value = r.opsPerS; break;
        case CpuPct: value = r.cpuPct; break;
        case LatMeanUs: value = r.latMeanUs; break;
        case LatP99Us: value = r.latP99Us; break;
        case Errors: value = static_cast<double>(r.errors); break;
        default: return {};
    }
    if (role == RawValueRole) return value;
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DisplayRole) {
        const int decimals = index.column() == Errors ? 0 : (value >= 1000 ? 0 : 1);
        return QLocale().toString(value, 'f', decimals);
    }
    return {};
}

QVariant LiveRowsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Scope: return tr("Scope");
        case Name: return tr("Name");
        case MbitPerS: return tr("Mbit/s");
        case OpsPerS: return tr("IOPS");
        case CpuPct: return tr("CPU %");
        case LatMeanUs: return tr("Latency mean, µs");
        case LatP99Us: return tr("Latency p99, µs");
        case Errors: return tr("Errors");
        default: return {};
    }
}

}  // namespace iometry::gui
