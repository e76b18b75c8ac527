#include "gui/pages/targets_page.hpp"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <functional>

#include "gui/language.hpp"
#include "gui/models/block_devices.hpp"
#include "gui/models/worker_model.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/table_rows.hpp"
#include "gui/ui_style.hpp"
#include "gui/widgets/column_fit.hpp"

namespace iometry::gui {
namespace {

/** Shows a reason, and how to word it again when the language changes. */
using ReasonReport = std::function<void(const QString&, std::function<QString()>)>;

/**
 * Offers the model's choices for a cell (a combo box, editable where free text is allowed)
 * or a plain text field, and says while the user types why a value would be refused.
 */
class WorkerDelegate : public QStyledItemDelegate {
public:
    WorkerDelegate(WorkerModel* model, ReasonReport report, QObject* parent)
        : QStyledItemDelegate(parent), m_model(model), m_report(std::move(report)) {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&,
                          const QModelIndex& index) const override {
        const QPersistentModelIndex cell(index);
        const auto checker = [this, cell](QWidget* editor) {
            return [this, cell, editor](const QString& text) {
                const QString reason = m_model->checkEdit(cell, text);
                editor->setStyleSheet(reason.isEmpty() ? QString() : kErrorStyle);
                m_report(reason, [model = m_model, cell, text] {
                    return model->checkEdit(cell, text);
                });
            };
        };
        const QStringList values = index.data(WorkerModel::ChoicesRole).toStringList();
        // A cleared field says what it takes, from the setting's table ("88 to 65495 B").
        const QString range = index.data(WorkerModel::RangeRole).toString();
        if (values.isEmpty()) {
            auto* edit = new QLineEdit(parent);
            edit->setPlaceholderText(range);
            QObject::connect(edit, &QLineEdit::textEdited, edit, checker(edit));
            return edit;
        }
        const QStringList labels = index.data(WorkerModel::ChoiceLabelsRole).toStringList();
        auto* combo = new QComboBox(parent);
        combo->setEditable(index.data(WorkerModel::FreeTextRole).toBool());
        combo->setInsertPolicy(QComboBox::NoInsert);  // typed text is a value, not an entry
        for (int i = 0; i < values.size(); ++i) combo->addItem(labels.value(i, values[i]), values[i]);
        if (combo->isEditable()) {
            combo->lineEdit()->setPlaceholderText(range);
            QObject::connect(combo->lineEdit(), &QLineEdit::textEdited, combo, checker(combo));
        } else {
            // Picking an entry is the whole edit: commit it at once.
            auto* self = const_cast<WorkerDelegate*>(this);
            QObject::connect(combo, &QComboBox::activated, combo, [self, combo] {
                Q_EMIT self->commitData(combo);
                Q_EMIT self->closeEditor(combo);
            });
        }
        return combo;
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        const QString text = index.data(WorkerModel::EditTextRole).toString();
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            const int i = combo->findData(text);
            if (i >= 0) combo->setCurrentIndex(i);
            else if (combo->isEditable()) combo->setEditText(text);
            return;
        }
        static_cast<QLineEdit*>(editor)->setText(text);
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            // A picked entry's value may differ from its label ("default (cubic)" stands for
            // an empty value); what was typed is taken as typed.
            const int i = combo->currentIndex();
            const bool picked = i >= 0 && combo->itemData(i).isValid() &&
                                combo->currentText() == combo->itemText(i);
            const QString value = !combo->isEditable() || picked ? combo->currentData().toString()
                                                                 : combo->currentText();
            if (value != index.data(WorkerModel::EditTextRole).toString())
                model->setData(index, value, Qt::EditRole);
            return;
        }
        const QString text = static_cast<QLineEdit*>(editor)->text();
        if (text != index.data(WorkerModel::EditTextRole).toString())
            model->setData(index, text, Qt::EditRole);
    }

    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex&) const override {
        // Interface labels are longer than the cell: let the combo be as wide as it needs.
        QRect r = option.rect;
        if (auto* combo = qobject_cast<QComboBox*>(editor))
            r.setWidth(std::max(r.width(), std::min(combo->sizeHint().width(), 420)));
        // A narrow number's field as wide as the range it shows when cleared.
        if (auto* edit = qobject_cast<QLineEdit*>(editor); edit && !edit->placeholderText().isEmpty())
            r.setWidth(std::max(r.width(),
                                std::min(edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + 16, 420)));
        editor->setGeometry(r);
    }

private:
    WorkerModel* m_model;
    ReasonReport m_report;
};

}  // namespace

TargetsPage::TargetsPage(PlanDocument* document, SessionController* session, QWidget* parent)
    : QWidget(parent),
      m_document(document),
      m_session(session),
      m_workers(new WorkerModel(document, this)) {
    auto* intro = new QLabel;
    intro->setWordWrap(true);
    dim(intro);

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("workers"));
    m_table->setModel(m_workers);
    m_table->setItemDelegate(new WorkerDelegate(
        m_workers,
        [this](const QString& reason, std::function<QString()> again) {
            showReason(reason, std::move(again));
        },
        m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::SelectedClicked);
    m_table->setWordWrap(false);
    // Columns follow their contents and titles; the free width goes to the name and the two
    // addresses, the columns whose text is longest (IPv6). A disk worker's Path follows its
    // contents: paths are short and must not be elided.
    fitColumns(m_table, &WorkerModel::columnStretches);
    // Rows as high as one line of their cells (updateColumns()): measured on the first row,
    // not every row at each change (a plan of 128 dynamos has hundreds of workers).
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);

    m_addButton = new QPushButton;
    m_addButton->setObjectName(QStringLiteral("addWorker"));
    m_removeButton = new QPushButton;
    m_removeButton->setObjectName(QStringLiteral("removeWorker"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(kErrorStyle);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* workersBox = new QGroupBox;
    auto* workersLayout = new QVBoxLayout(workersBox);
    workersLayout->addWidget(intro);
    workersLayout->addWidget(m_table, 1);
    workersLayout->addLayout(buttons);
    workersLayout->addWidget(m_message);

    m_dynamos = new QTreeWidget;
    m_dynamos->setObjectName(QStringLiteral("dynamos"));
    // Each dynamo's rows are grouped (interfaces, block devices), each group with its own
    // column captions: a shared header would fit neither.
    m_dynamos->setColumnCount(5);
    m_dynamos->setHeaderHidden(true);
    m_dynamos->setRootIsDecorated(true);
    m_dynamos->setUniformRowHeights(true);
    m_dynamos->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Fitted to the rows in view and 100 more: 128 dynamos' rows are many hundreds.
    m_dynamos->header()->setResizeContentsPrecision(100);
    m_dynamos->header()->setStretchLastSection(true);
    auto* dynamosBox = new QGroupBox;
    auto* dynamosLayout = new QVBoxLayout(dynamosBox);
    dynamosLayout->addWidget(m_dynamos);

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(workersBox);
    splitter->addWidget(dynamosBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connectRowButtons(m_table, m_workers, m_addButton, m_removeButton);
    connect(m_workers, &WorkerModel::invalidEdit, this, [this](const QString& reason) {
        showReason(reason, [this] { return m_workers->lastError(); });
    });
    connect(m_workers, &QAbstractItemModel::dataChanged, this, [this] {
        if (m_workers->lastError().isEmpty()) showReason({}, {});
    });

    connect(m_workers, &WorkerModel::dynamosChanged, this, &TargetsPage::refreshDynamos);
    connect(m_workers, &WorkerModel::dynamoChanged, this, &TargetsPage::updateDynamo);
    // The columns of tcp, udp and disk workers come and go with the kinds in the plan.
    connect(m_workers, &QAbstractItemModel::dataChanged, this, &TargetsPage::updateColumns);
    connect(m_workers, &QAbstractItemModel::modelReset, this, &TargetsPage::updateColumns);
    connect(m_workers, &QAbstractItemModel::rowsInserted, this, &TargetsPage::updateColumns);
    connect(m_workers, &QAbstractItemModel::rowsRemoved, this, &TargetsPage::updateColumns);
    updateColumns();
    if (m_session) {
        connect(m_session, &SessionController::dynamoConnected, m_workers,
                &WorkerModel::addDynamo);
        connect(m_session, &SessionController::dynamoLost, m_workers,
                [this](const QString& name) { m_workers->removeDynamo(name); });
        m_workers->setDynamos(m_session->dynamos());
    }

    // Set again whenever the language changes (Settings → Language), with the table's words,
    // the reason under it and the dynamos' rows.
    onLanguageChange(this, [=, this] {
        intro->setText(
            tr("Each worker runs one access spec. A TCP or UDP worker listens on Bind; its "
               "partner, created on the peer dynamo, connects from Peer address, so the data "
               "path is exactly Bind ↔ Peer address. A disk worker reads and writes Path, a test "
               "file or a block device of its dynamo. Columns of the kinds the plan has are "
               "shown."));
        m_addButton->setText(tr("Add worker"));
        m_removeButton->setText(tr("Remove worker"));
        workersBox->setTitle(tr("Workers"));
        dynamosBox->setTitle(tr("Connected dynamos"));
        m_workers->retranslate();
        if (m_reasonAgain && !m_message->text().isEmpty()) m_message->setText(m_reasonAgain());
        // The rows are made anew: keep where the list was scrolled to.
        const int scrolled = m_dynamos->verticalScrollBar()->value();
        refreshDynamos();
        m_dynamos->verticalScrollBar()->setValue(scrolled);
    });
}

QString TargetsPage::message() const { return m_message->text(); }

void TargetsPage::showReason(const QString& reason, std::function<QString()> again) {
    m_message->setText(reason);
    m_reasonAgain = std::move(again);
}

void TargetsPage::updateColumns() {
    // A kind's columns show while some worker of that kind is in the plan.
    for (int column = 0; column < m_workers->columnCount(); ++column)
        m_table->setColumnHidden(column, !m_workers->columnInUse(column));
    // Every row holds one line (no word wrap): the first row's height is every row's.
    if (m_workers->rowCount() > 0) {
        const int height = static_cast<const QAbstractItemView*>(m_table)->sizeHintForRow(0);  // public there
        if (height > 0 && height != m_table->verticalHeader()->defaultSectionSize())
            m_table->verticalHeader()->setDefaultSectionSize(height);
    }
}

namespace {

/** Expands @p item and every row under it, as QTreeView::expandAll() would, for one dynamo. */
void expandUnder(QTreeWidgetItem* item) {
    item->setExpanded(true);
    for (int i = 0; i < item->childCount(); ++i) expandUnder(item->child(i));
}

}  // namespace

void TargetsPage::refreshDynamos() {
    m_dynamos->clear();
    const auto& dynamos = m_workers->dynamos();
    if (dynamos.isEmpty()) {
        auto* none = new QTreeWidgetItem(m_dynamos);
        none->setText(0, tr("No dynamo is connected yet: type the addresses of the workers by "
                            "hand; they are checked as IP addresses."));
        none->setFirstColumnSpanned(true);
        none->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
        return;
    }
    for (const session::DynamoInfo& d : dynamos) addDynamoItem(d, m_dynamos->topLevelItemCount());
    m_dynamos->expandAll();
}

void TargetsPage::updateDynamo(const QString& name) {
    // The one dynamo's rows, in their place by name (the order of WorkerModel::dynamos()):
    // a connect of one of 128 dynamos costs one dynamo's rows, not 128 (docs/architecture.md,
    // "The window stays responsive").
    const auto& dynamos = m_workers->dynamos();
    const bool placeholder = m_dynamos->topLevelItemCount() > 0 &&
                             m_dynamos->topLevelItem(0)->data(0, Qt::UserRole).isNull();
    if (dynamos.isEmpty() || placeholder) {
        refreshDynamos();
        return;
    }
    int at = 0;
    for (; at < m_dynamos->topLevelItemCount(); ++at) {
        const QString shown = m_dynamos->topLevelItem(at)->data(0, Qt::UserRole).toString();
        if (shown == name) {
            delete m_dynamos->takeTopLevelItem(at);
            break;
        }
        if (name < shown) break;
    }
    const auto it = dynamos.constFind(name);
    if (it == dynamos.constEnd()) return;
    expandUnder(addDynamoItem(*it, at));
}

QTreeWidgetItem* TargetsPage::addDynamoItem(const session::DynamoInfo& d, int at) {
    const QBrush faded = palette().brush(QPalette::Disabled, QPalette::Text);
    // A row that names what the rows under it are and what their columns hold.
    const auto addGroup = [&faded](QTreeWidgetItem* parent, const QStringList& captions) {
        auto* group = new QTreeWidgetItem(parent, captions);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        for (int c = 1; c < captions.size(); ++c) group->setForeground(c, faded);
        group->setFlags(Qt::ItemIsEnabled);
        return group;
    };
    const QString name = QString::fromStdString(d.name);
    // In the tree before its rows are made: a row spans its columns only there.
    auto* top = new QTreeWidgetItem;
    m_dynamos->insertTopLevelItem(at, top);
    top->setData(0, Qt::UserRole, name);  // updateDynamo() finds the dynamo's rows by it
    // Its hello as WorkerModel read it once at its connect.
    const DynamoFacts* known = m_workers->facts(name);
    const DynamoFacts facts = known ? *known : dynamoFacts(d.hello);
    top->setText(0, name);
    top->setText(1, facts.hostname.isEmpty() ? QString::fromStdString(d.remote)
                                             : tr("%1 (%2)").arg(facts.hostname,
                                                                 QString::fromStdString(d.remote)));
    if (!facts.interfaces.empty()) {
        QTreeWidgetItem* group = addGroup(
            top, {tr("Network interfaces"), tr("Addresses"), tr("MTU"), tr("Speed"), tr("Driver")});
        for (const InterfaceFacts& i : facts.interfaces) {
            auto* item = new QTreeWidgetItem(group);
            item->setText(0, i.name);
            item->setText(1, i.addresses.join(QStringLiteral(", ")));
            if (i.mtu > 0) item->setText(2, QString::number(i.mtu));
            item->setText(3, i.speedMbit > 0 ? tr("%1 Mbit/s").arg(i.speedMbit) : tr("unknown"));
            item->setText(4, i.driver);
        }
    }
    // A stock IOmeter dynamo's disk targets (docs/iometer-files.md, "IOmeter's dynamos"):
    // what a disk worker's path names; the dynamo fills its test file, iobw.tst, there.
    if (facts.iometer) {
        top->setText(1, tr("IOmeter %1 dynamo, %2 (no authentication)")
                            .arg(facts.iometer->version, QString::fromStdString(d.remote)));
        QTreeWidgetItem* group =
            addGroup(top, {tr("IOmeter disk targets"), tr("Kind"), tr("Sector"), QString(), tr("Test file")});
        if (facts.iometer->disks.empty()) {
            auto* none = new QTreeWidgetItem(group);
            none->setText(0, tr("The IOmeter dynamo lists no disk target."));
            none->setFirstColumnSpanned(true);
            none->setForeground(0, faded);
        }
        for (const IometerDisk& disk : facts.iometer->disks) {
            auto* item = new QTreeWidgetItem(group);
            item->setText(0, disk.name);
            item->setText(1, disk.kind == QLatin1String("physical") ? tr("physical disk") : tr("file system"));
            if (disk.sectorSize > 0) item->setText(2, tr("%1 B").arg(disk.sectorSize));
            item->setText(4, disk.ready ? tr("prepared") : tr("not prepared: filled before its first step"));
        }
        return top;
    }
    // The block devices as the dynamo reported them (docs/protocol.md, "Handshake"):
    // what a disk worker's path may name, and whether the dynamo would write to it.
    if (!facts.reportsDisks) return top;
    QTreeWidgetItem* group = addGroup(
        top, {tr("Block devices"), tr("Size, model, type"), QString(), QString(),
              tr("Safe to write?")});
    const std::vector<BlockDevice>& devices = facts.disks;
    if (devices.empty()) {
        auto* none = new QTreeWidgetItem(group);
        none->setText(0, tr("The dynamo reports no block device."));
        none->setFirstColumnSpanned(true);
        none->setForeground(0, faded);
    }
    QTreeWidgetItem* disk = nullptr;
    for (const BlockDevice& b : devices) {
        // Partitions follow their disk in the list: show them under it.
        auto* item = new QTreeWidgetItem(b.partition && disk ? disk : group);
        if (!b.partition) disk = item;
        item->setText(0, b.path);
        QStringList facts{b.sizeText()};
        if (!b.model.isEmpty()) facts << b.model;
        facts << b.kindText();
        item->setText(1, facts.join(QStringLiteral(", ")));
        item->setText(4, b.safetyText());
        item->setToolTip(4, b.safetyText());
        if (!b.safe) item->setForeground(4, QColor(0xc6, 0x28, 0x28));
    }
    return top;
}

}  // namespace iometry::gui
