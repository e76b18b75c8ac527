#include "gui/report/procedure_table_model.hpp"

#include "gui/export/table_export.hpp"

#include <algorithm>
#include <cstdint>

#include "gui/text_format.hpp"

namespace iometry::gui {

ProcedureTableModel::ProcedureTableModel(QObject* parent) : ReportTableModel(parent) {}

void ProcedureTableModel::setTable(ProcedureTable table) {
    beginResetModel();
    m_table = std::move(table);
    m_build = nullptr;
    endResetModel();
}

void ProcedureTableModel::setSource(std::function<ProcedureTable()> build) {
    setTable(build());
    m_build = std::move(build);
}

void ProcedureTableModel::renameRows() {
    if (m_build) m_table = m_build();
}

QVariant ProcedureTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto& row = m_table.rows[static_cast<std::size_t>(index.row())];
    const auto column = static_cast<std::size_t>(index.column());
    const QVariant value = column < row.size() ? row[column] : QVariant();
    switch (role) {
    case SortRole:
        return value;
    case Qt::TextAlignmentRole:
        return alignment(value.typeId() != QMetaType::Double);
    case Qt::DisplayRole:
        if (!value.isValid()) return QStringLiteral("—");
        if (value.typeId() == QMetaType::Bool) return value.toBool() ? tr("yes") : tr("no");
        if (value.typeId() == QMetaType::Double && m_table.columns[column].bytes)
            return formatByteSize(static_cast<std::uint64_t>(std::max(0.0, value.toDouble())));
        if (value.typeId() == QMetaType::Double)
            return formatNumber(value.toDouble(), m_table.columns[column].decimals);
        return procedureCellText(value.toString());
    default:
        return {};
    }
}

QVariant ProcedureTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const ProcedureColumn& column = m_table.columns[static_cast<std::size_t>(section)];
    if (role == kColumnKeyRole) return column.key;
    if (role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    return column.header;
}

}  // namespace iometry::gui
