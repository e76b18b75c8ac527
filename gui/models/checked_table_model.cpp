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

void CheckedTableModel::retranslate() {
    if (!m_lastError.isEmpty() && m_refusal) m_lastError = m_refusal();
    retranslateModel(this);
}

}  // namespace iometry::gui
