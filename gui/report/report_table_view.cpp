#include "gui/report/report_table_view.hpp"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QSortFilterProxyModel>

#include "gui/export/table_export.hpp"
#include "gui/language.hpp"
#include "gui/report/report_page_words.hpp"

namespace iometry::gui {

ReportTableView::ReportTableView(QWidget* parent)
    : QTableView(parent), m_sorted(new QSortFilterProxyModel(this)) {
    m_sorted->setSortRole(kRawValueRole);  // every Report table's SortRole
    setModel(m_sorted);
    setSortingEnabled(true);
    sortByColumn(-1, Qt::AscendingOrder);  // the model's own order until clicked
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->setVisible(false);
    horizontalHeader()->setStretchLastSection(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    // Columns fitted to the rows in view and 100 more: a run of 128 dynamos has hundreds of
    // workers' rows, and fitting every cell stalls the window.
    horizontalHeader()->setResizeContentsPrecision(100);
    auto* copy = new QAction(this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &ReportTableView::copySelection);
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    onLanguageChange(this, [copy] { copy->setText(ReportPageWords::tr("Copy table")); });
}

void ReportTableView::showModel(QAbstractItemModel* model) {
    m_sorted->setSourceModel(model);
    sortByColumn(-1, Qt::AscendingOrder);
    resizeColumnsToContents();
}

QString ReportTableView::selectionText() const {
    return selectedCellsText(this);
}

void ReportTableView::copySelection() {
    QGuiApplication::clipboard()->setText(selectionText());
}

}  // namespace iometry::gui
