#include "gui/report/compare_runs_panel.hpp"

#include <QDir>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMimeData>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/language.hpp"
#include "gui/report/compare_figure.hpp"
#include "gui/report/report_page_words.hpp"
#include "gui/widgets/column_fit.hpp"

namespace iometry::gui {
namespace {

/** What a compared run dragged within the run list carries: its row, as text. */
constexpr char kRunRowMime[] = "application/x-iometry-comparison-row";

/**
 * The comparison's run list: a row dragged is offered as kRunRowMime only, so the page
 * (which takes the drop: folders from a file manager land there too) moves the run, and no
 * other view takes it.
 */
class RunList : public QTableWidget {
public:
    using QTableWidget::QTableWidget;

protected:
    QStringList mimeTypes() const override { return {QString::fromLatin1(kRunRowMime)}; }
    QMimeData* mimeData(const QList<QTableWidgetItem*>& items) const override {
        if (items.isEmpty())
            return nullptr;
        auto* data = new QMimeData;
        data->setData(QString::fromLatin1(kRunRowMime), QByteArray::number(items.front()->row()));
        return data;
    }
};

}  // namespace

CompareRunsPanel::CompareRunsPanel(QWidget* parent)
    : QWidget(parent),
      m_list(new RunList(this)),
      m_save(new QPushButton(this)),
      m_open(new QPushButton(this)),
      m_remove(new QPushButton(this)),
      m_up(new QPushButton(this)),
      m_down(new QPushButton(this)) {
    m_list->setObjectName(QStringLiteral("comparisonRuns"));
    m_list->setColumnCount(2);
    fitColumns(m_list, [](int column) { return column == 1; });  // the folder takes the rest
    m_list->verticalHeader()->setVisible(false);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    // A run dragged to another row moves there (dropRow()), as Up and Down move it.
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    // The page moves the run; the view removes nothing.
    m_list->setDefaultDropAction(Qt::CopyAction);
    m_up->setObjectName(QStringLiteral("comparisonUp"));
    m_down->setObjectName(QStringLiteral("comparisonDown"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_save);
    buttons->addWidget(m_open);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(m_save, &QPushButton::clicked, this, &CompareRunsPanel::saveRequested);
    connect(m_open, &QPushButton::clicked, this, &CompareRunsPanel::openRequested);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row >= 0)
            Q_EMIT removeRequested(row);
    });
    for (auto [button, by] : {std::pair{m_up, -1}, std::pair{m_down, 1}})
        connect(button, &QPushButton::clicked, this, [this, by = by] {
            const int row = m_list->currentRow();
            if (row < 0)
                return;
            Q_EMIT moveRequested(row, row + by);
            m_list->setCurrentCell(std::clamp(row + by, 0, m_list->rowCount() - 1), 0);
        });
    connect(m_list, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == 0)
            Q_EMIT labelEdited(item->row(), item->text().trimmed());
    });

    onLanguageChange(this, [this] {
        m_save->setText(ReportPageWords::tr("Save comparison…"));
        m_open->setText(ReportPageWords::tr("Open comparison…"));
        m_remove->setText(ReportPageWords::tr("Remove"));
        m_up->setText(ReportPageWords::tr("Up"));
        m_up->setToolTip(
            ReportPageWords::tr("Move the run up: the figure's legend and the table follow "
                                "this order"));
        m_down->setText(ReportPageWords::tr("Down"));
        m_down->setToolTip(
            ReportPageWords::tr("Move the run down: the figure's legend and the table follow "
                                "this order"));
        m_list->setHorizontalHeaderLabels(
            {ReportPageWords::tr("Label"), ReportPageWords::tr("Results folder")});
        updateTips();
    });
}

void CompareRunsPanel::showRuns(const std::vector<ResultsFolder>& runs) {
    const QSignalBlocker blocker(m_list);
    m_list->setRowCount(static_cast<int>(runs.size()));
    for (std::size_t i = 0; i < runs.size(); ++i) {
        auto* label = new QTableWidgetItem(runLabel(runs[i]));
        auto* dir = new QTableWidgetItem(QDir::toNativeSeparators(runs[i].dir));
        dir->setFlags(dir->flags() & ~Qt::ItemIsEditable);
        m_list->setItem(static_cast<int>(i), 0, label);
        m_list->setItem(static_cast<int>(i), 1, dir);
    }
    updateTips();
}

void CompareRunsPanel::updateTips() {
    // An item's change is a rename to the list's itemChanged handler: not this one.
    const QSignalBlocker blocker(m_list);
    for (int row = 0; row < m_list->rowCount(); ++row)
        if (QTableWidgetItem* label = m_list->item(row, 0))
            label->setToolTip(
                ReportPageWords::tr("Edit to rename the run in the figure and the table"));
}

int CompareRunsPanel::openingHeight() const {
    const int rows = std::min(m_list->rowCount(), 4);
    const int list = m_list->horizontalHeader()->sizeHint().height() +
                     rows * m_list->verticalHeader()->defaultSectionSize() +
                     2 * m_list->frameWidth();
    return std::max(list, minimumSizeHint().height());
}

bool CompareRunsPanel::carriesRow(const QMimeData* mime) {
    return mime->hasFormat(QString::fromLatin1(kRunRowMime));
}

bool CompareRunsPanel::dropRow(QDropEvent* event, const QWidget* receiver) {
    if (!carriesRow(event->mimeData()))
        return false;
    bool ok = false;
    const int from = event->mimeData()->data(QString::fromLatin1(kRunRowMime)).toInt(&ok);
    const QPoint at = m_list->viewport()->mapFrom(receiver, event->position().toPoint());
    int to = m_list->rowAt(at.y());
    if (to < 0)
        to = at.y() < 0 ? 0 : m_list->rowCount() - 1;
    event->setDropAction(Qt::CopyAction);
    event->accept();
    if (!ok)
        return true;
    Q_EMIT moveRequested(from, to);
    if (to >= 0 && to < m_list->rowCount())
        m_list->setCurrentCell(to, 0);
    return true;
}

}  // namespace iometry::gui
