#pragma once
// The Report page's table (docs/report.md, "Tables as data"): the table of the view shown,
// sortable by any column (by the raw numbers, kRawValueRole), in its own row order until a
// column's title is clicked; Ctrl+C and its menu copy the cells as tab-separated raw numbers.

#include <QTableView>

class QSortFilterProxyModel;

namespace iometry::gui {

class ReportTableView : public QTableView {
    Q_OBJECT

public:
    explicit ReportTableView(QWidget* parent = nullptr);

    /** Shows @p model (the caller's) in its own row order, the columns fitted to it. */
    void showModel(QAbstractItemModel* model);
    /** Selected cells as tab-separated raw numbers, all when none: what Ctrl+C copies. */
    QString selectionText() const;
    /** Copies selectionText() to the clipboard. */
    void copySelection();

private:
    QSortFilterProxyModel* m_sorted;
};

}  // namespace iometry::gui
