#pragma once
// Add and Remove buttons under an editable table, wired the same way everywhere: a new row
// goes below the current one (or at the end), Remove takes the current row (or the last).

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QTableView>

namespace iometry::gui {

inline void connectRowButtons(QTableView* table, QAbstractItemModel* model,
                              QAbstractButton* add, QAbstractButton* remove) {
    QObject::connect(add, &QAbstractButton::clicked, table, [table, model] {
        const QModelIndex current = table->currentIndex();
        const int row = current.isValid() ? current.row() + 1 : model->rowCount();
        if (model->insertRows(row, 1)) table->selectRow(row);
    });
    QObject::connect(remove, &QAbstractButton::clicked, table, [table, model] {
        const QModelIndex current = table->currentIndex();
        model->removeRows(current.isValid() ? current.row() : model->rowCount() - 1, 1);
    });
}

}  // namespace iometry::gui
