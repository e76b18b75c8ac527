#include "gui/models/checked_table_model.hpp"

#include "gui/language.hpp"

namespace iometry::gui {

void CheckedTableModel::refuse(const QString& reason, std::function<QString()> again) {
    m_lastError = reason;
    m_refusal = std::move(again);
    Q_EMIT invalidEdit(reason);
}

bool CheckedTableModel::refused(const QModelIndex& index, const QVariant& value, const QString& reason) {
    if (reason.isEmpty()) return false;
    refuse(reason, [this, cell = QPersistentModelIndex(index), value] { return checkEdit(cell, value); });
    return true;
}

Qt::ItemFlags CheckedTableModel::flags(const QModelIndex& index) const {
    if (!isCell(index)) return Qt::NoItemFlags;
    const Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    return isEditable(index) ? f | Qt::ItemIsEditable : f;
}

bool CheckedTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !isCell(index) || !(flags(index) & Qt::ItemIsEditable)) return false;
    std::function<void()> apply;
    if (refused(index, value, prepareEdit(index, value, apply)) || !apply) return false;
    accepted();
    apply();
    return true;
}

bool CheckedTableModel::insertRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || !takesRows() || row < 0 || row > rowCount() || count < 1) return false;
    accepted();
    addRows(row, count);
    return true;
}

bool CheckedTableModel::removeRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount()) return false;
    if (count >= rowCount()) {
        refuse(emptyRefusal(), [this] { return emptyRefusal(); });
        return false;
    }
    accepted();
    eraseRows(row, count);
    return true;
}

void CheckedTableModel::retranslate() {
    if (!m_lastError.isEmpty() && m_refusal) m_lastError = m_refusal();
    retranslateModel(this);
}

}  // namespace iometry::gui
