#include "gui/pages/access_specs_page.hpp"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <functional>

#include "engine/plan/plan_json.hpp"
#include "gui/language.hpp"
#include "gui/models/access_spec_model.hpp"
#include "gui/plan_document.hpp"
#include "gui/table_rows.hpp"
#include "gui/ui_style.hpp"

namespace iometry::gui {
namespace {


/** Shows a reason, and how to word it again when the language changes. */
using ReasonReport = std::function<void(const QString&, std::function<QString()>)>;

/** A text editor for a line's cell that says, while the user types, why a value would fail. */
class LineDelegate : public QStyledItemDelegate {
public:
    LineDelegate(AccessSpecModel* model, ReasonReport report, QObject* parent)
        : QStyledItemDelegate(parent), m_model(model), m_report(std::move(report)) {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&,
                          const QModelIndex& index) const override {
        auto* edit = new QLineEdit(parent);
        edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        const QPersistentModelIndex cell(index);
        QObject::connect(edit, &QLineEdit::textEdited, edit, [this, edit, cell](const QString& text) {
            const QString reason = m_model->checkEdit(cell, text);
            edit->setStyleSheet(reason.isEmpty() ? QString() : kErrorStyle);
            m_report(reason, [model = m_model, cell, text] {
                return model->checkEdit(cell, text);
            });
        });
        return edit;
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        static_cast<QLineEdit*>(editor)->setText(
            index.data(AccessSpecModel::EditTextRole).toString());
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        model->setData(index, static_cast<QLineEdit*>(editor)->text(), Qt::EditRole);
    }

private:
    AccessSpecModel* m_model;
    ReasonReport m_report;
};

QLabel* makeLabel(const QString& style = {}) {
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setStyleSheet(style);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

}  // namespace

AccessSpecsPage::AccessSpecsPage(PlanDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_lines(new AccessSpecModel(document, this)) {
    // Left: the plan's specs.
    m_specList = new QListWidget;
    m_specList->setObjectName(QStringLiteral("specList"));
    m_specList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_specList->setIconSize(QSize(16, 16));
    m_specList->setUniformItemSizes(true);

    m_libraryButton = new QToolButton;
    m_libraryButton->setObjectName(QStringLiteral("addFromLibrary"));
    m_libraryButton->setPopupMode(QToolButton::InstantPopup);
    m_libraryButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_libraryButton->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* libraryMenu = new QMenu(m_libraryButton);
    libraryMenu->setToolTipsVisible(true);
    // The library's specs keep their names in every language (a plan's words, written into
    // it); their descriptions are help, in the window's language (set below).
    QList<QAction*> libraryActions;
    for (const SpecLibrary::Entry& entry : m_library.entries()) {
        const QString name = QString::fromStdString(entry.spec.name);
        libraryActions << libraryMenu->addAction(name, this, [this, name] { addFromLibrary(name); });
    }
    QStringList why;
    if (m_library.entries().empty()) {
        for (const auto& p : m_library.problems()) why << QString::fromStdString(p.toString());
        m_libraryButton->setEnabled(false);
    }
    m_libraryButton->setMenu(libraryMenu);

    m_addBlankButton = new QPushButton;
    m_addBlankButton->setObjectName(QStringLiteral("addBlank"));
    m_duplicateButton = new QPushButton;
    m_duplicateButton->setObjectName(QStringLiteral("duplicate"));
    m_renameButton = new QPushButton;
    m_renameButton->setObjectName(QStringLiteral("rename"));
    m_deleteButton = new QPushButton;
    m_deleteButton->setObjectName(QStringLiteral("delete"));

    auto* specButtons = new QGridLayout;
    specButtons->addWidget(m_libraryButton, 0, 0, 1, 2);
    specButtons->addWidget(m_addBlankButton, 1, 0);
    specButtons->addWidget(m_duplicateButton, 1, 1);
    specButtons->addWidget(m_renameButton, 2, 0);
    specButtons->addWidget(m_deleteButton, 2, 1);

    auto* specsBox = new QGroupBox;
    auto* specsLayout = new QVBoxLayout(specsBox);
    specsLayout->addWidget(m_specList, 1);
    specsLayout->addLayout(specButtons);

    // Right: the chosen spec.
    m_nameEdit = new QLineEdit;
    m_nameEdit->setObjectName(QStringLiteral("specName"));
    m_nameError = makeLabel(kErrorStyle);
    m_nameError->setObjectName(QStringLiteral("specNameError"));
    m_nameError->hide();
    m_usedBy = makeLabel();

    auto* nameRow = new QHBoxLayout;
    nameRow->addWidget(m_nameEdit, 1);
    nameRow->addWidget(m_nameError, 1);
    auto* form = new QFormLayout;
    // The row labels are made here, not by the form, so that the language can change them.
    auto* nameLabel = new QLabel;
    auto* usedByLabel = new QLabel;
    usedByLabel->setBuddy(m_usedBy);
    form->addRow(nameLabel, nameRow);
    form->addRow(usedByLabel, m_usedBy);

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("lines"));
    m_table->setModel(m_lines);
    m_table->setItemDelegate(new LineDelegate(
        m_lines,
        [this](const QString& reason, std::function<QString()> again) {
            showReason(reason, std::move(again));
        },
        m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(70);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_addLineButton = new QPushButton;
    m_addLineButton->setObjectName(QStringLiteral("addLine"));
    m_removeLineButton = new QPushButton;
    m_removeLineButton->setObjectName(QStringLiteral("removeLine"));
    auto* lineButtons = new QHBoxLayout;
    lineButtons->addWidget(m_addLineButton);
    lineButtons->addWidget(m_removeLineButton);
    lineButtons->addStretch(1);

    m_message = makeLabel(kErrorStyle);
    m_message->setObjectName(QStringLiteral("message"));
    m_sweepHint = makeLabel();
    dim(m_sweepHint);

    auto* linesBox = new QGroupBox;
    linesBox->setObjectName(QStringLiteral("specBox"));
    auto* linesLayout = new QVBoxLayout(linesBox);
    linesLayout->addLayout(form);
    linesLayout->addWidget(m_table, 1);
    linesLayout->addLayout(lineButtons);
    linesLayout->addWidget(m_message);
    linesLayout->addWidget(m_sweepHint);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(specsBox);
    splitter->addWidget(linesBox);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    specsBox->setMinimumWidth(230);
    splitter->setSizes({260, 740});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_specList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row != m_lines->specIndex()) {
            m_lines->setSpecIndex(row);
            m_reason.clear();
            updateDetails();
        }
    });
    connect(m_addBlankButton, &QPushButton::clicked, this, &AccessSpecsPage::addBlank);
    connect(m_duplicateButton, &QPushButton::clicked, this, &AccessSpecsPage::duplicateCurrent);
    connect(m_deleteButton, &QPushButton::clicked, this, &AccessSpecsPage::deleteCurrent);
    connect(m_renameButton, &QPushButton::clicked, this, [this] {
        m_nameEdit->setFocus();
        m_nameEdit->selectAll();
    });
    connect(m_nameEdit, &QLineEdit::textEdited, this, [this](const QString& text) {
        const QString problem = renameProblem(text);
        m_nameError->setText(problem);
        m_nameError->setVisible(!problem.isEmpty());
        if (problem.isEmpty()) renameCurrent(text);
    });
    connect(m_nameEdit, &QLineEdit::editingFinished, this, [this] {
        // A name that was refused is not kept: the field shows the plan's name again.
        const int index = currentSpec();
        if (index < 0) return;
        m_nameEdit->setText(QString::fromStdString(m_document->plan().specs[index].name));
        m_nameError->clear();
        m_nameError->hide();
    });
    connectRowButtons(m_table, m_lines, m_addLineButton, m_removeLineButton);
    connect(m_lines, &AccessSpecModel::invalidEdit, this, [this](const QString& reason) {
        showReason(reason, [this] { return m_lines->lastError(); });
    });
    connect(m_lines, &AccessSpecModel::specProblemChanged, this, [this] { updateDetails(); });
    connect(m_lines, &QAbstractItemModel::dataChanged, this, [this] {
        if (m_lines->lastError().isEmpty()) showReason({}, {});
    });
    connect(m_document, &PlanDocument::changed, this, &AccessSpecsPage::refresh);

    // Set now and again whenever the language changes (Settings → Language); refresh() words
    // what follows from the plan: the specs' tooltips, "Used by", the sweep's hint, the reason.
    onLanguageChange(this, [=, this] {
        m_libraryButton->setText(tr("Add from library"));
        for (qsizetype i = 0; i < libraryActions.size(); ++i)
            libraryActions[i]->setToolTip(m_library.entries()[static_cast<std::size_t>(i)].shownDescription());
        if (!why.isEmpty())
            m_libraryButton->setToolTip(
                tr("The spec library could not be read:\n%1").arg(why.join('\n')));
        m_addBlankButton->setText(tr("Add blank"));
        m_duplicateButton->setText(tr("Duplicate"));
        m_renameButton->setText(tr("Rename"));
        m_deleteButton->setText(tr("Delete"));
        specsBox->setTitle(tr("Access specifications"));
        nameLabel->setText(tr("Name:"));
        usedByLabel->setText(tr("Used by:"));
        m_addLineButton->setText(tr("Add line"));
        m_removeLineButton->setText(tr("Remove line"));
        linesBox->setTitle(tr("Selected spec"));
        m_lines->retranslate();
        if (m_reasonAgain && !m_reason.isEmpty()) m_reason = m_reasonAgain();
        refresh();
    });
}

int AccessSpecsPage::currentSpec() const { return m_lines->specIndex(); }

void AccessSpecsPage::selectSpec(int index) { m_specList->setCurrentRow(index); }

QString AccessSpecsPage::message() const { return m_message->text(); }

void AccessSpecsPage::refresh() {
    const auto& specs = m_document->plan().specs;
    int current = m_specList->currentRow();
    {
        const QSignalBlocker blocker(m_specList);
        // Rebuild only what differs, so a rename does not reset the list under the user.
        while (m_specList->count() > static_cast<int>(specs.size())) delete m_specList->takeItem(m_specList->count() - 1);
        for (std::size_t i = 0; i < specs.size(); ++i) {
            const QString name = QString::fromStdString(specs[i].name);
            QListWidgetItem* item = m_specList->item(static_cast<int>(i));
            if (!item) {
                item = new QListWidgetItem(name);
                m_specList->addItem(item);
            }
            if (item->text() != name) item->setText(name);
            std::vector<model::PlanProblem> problems;
            model::parseAccessSpec(model::toJson(specs[i]), "", problems);
            QStringList why;
            for (const auto& p : problems) why << QString::fromStdString(p.toString());
            item->setIcon(problems.empty() ? QIcon()
                                           : style()->standardIcon(QStyle::SP_MessageBoxWarning));
            const int lines = static_cast<int>(specs[i].lines.size());
            item->setToolTip(!why.isEmpty() ? why.join('\n')
                             : lines == 1   ? tr("%n line", "", lines)
                                            : tr("%n lines", "", lines));
        }
        if (current < 0 || current >= m_specList->count()) current = specs.empty() ? -1 : 0;
        m_specList->setCurrentRow(current);
    }
    if (current != m_lines->specIndex()) {
        m_lines->setSpecIndex(current);
        m_reason.clear();
    }
    if (current >= 0 && !m_nameEdit->hasFocus()) {
        const QString name = QString::fromStdString(specs[static_cast<std::size_t>(current)].name);
        if (m_nameEdit->text() != name) m_nameEdit->setText(name);
    }
    updateDetails();
}

void AccessSpecsPage::updateDetails() {
    const model::Plan& plan = m_document->plan();
    const int index = currentSpec();
    const bool have = index >= 0;
    m_nameEdit->setEnabled(have);
    m_duplicateButton->setEnabled(have);
    m_renameButton->setEnabled(have);
    m_deleteButton->setEnabled(have);
    m_addLineButton->setEnabled(have);
    m_removeLineButton->setEnabled(have && m_lines->rowCount() > 1);
    if (!have) {
        m_nameEdit->clear();
        m_usedBy->clear();
        m_message->setText(m_reason);
        m_sweepHint->clear();
        return;
    }
    const std::string& name = plan.specs[static_cast<std::size_t>(index)].name;
    QStringList users;
    for (const model::WorkerDef& w : plan.workers)
        if (w.spec == name) users << QString::fromStdString(w.name);
    m_usedBy->setText(users.isEmpty()
                          ? tr("no worker yet (assign specs to workers on the Targets page)")
                          : users.join(QStringLiteral(", ")));

    m_message->setText(!m_reason.isEmpty() ? m_reason : m_lines->specProblem());

    QString hint;
    for (const model::SweepAxis& axis : plan.sweep) {
        if (axis.param != model::SweepParam::Size || axis.values.empty()) continue;
        hint = tr("The request size is swept (Test Setup: %1 to %2): in each step every "
                  "line runs with that size, whatever its Size column says.")
                   .arg(formatByteSize(static_cast<std::uint64_t>(
                            *std::min_element(axis.values.begin(), axis.values.end()))),
                        formatByteSize(static_cast<std::uint64_t>(
                            *std::max_element(axis.values.begin(), axis.values.end()))));
    }
    m_sweepHint->setText(hint);
    m_sweepHint->setVisible(!hint.isEmpty());
}

void AccessSpecsPage::showReason(const QString& reason, std::function<QString()> again) {
    m_reason = reason;
    m_reasonAgain = std::move(again);
    m_message->setText(!reason.isEmpty() ? reason : m_lines->specProblem());
}

QString AccessSpecsPage::uniqueName(const QString& wanted) const {
    const auto taken = [this](const QString& name) {
        return m_document->plan().findSpec(name.toStdString()) != nullptr;
    };
    if (!taken(wanted)) return wanted;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 %2").arg(wanted).arg(n);
        if (!taken(candidate)) return candidate;
    }
}

void AccessSpecsPage::appendSpec(model::AccessSpec spec) {
    model::Plan plan = m_document->plan();
    spec.name = uniqueName(QString::fromStdString(spec.name)).toStdString();
    plan.specs.push_back(std::move(spec));
    m_reason.clear();
    m_document->setPlan(plan);
    selectSpec(static_cast<int>(plan.specs.size()) - 1);
}

bool AccessSpecsPage::addFromLibrary(const QString& name) {
    const model::AccessSpec* spec = m_library.find(name);
    if (!spec) return false;
    appendSpec(*spec);
    return true;
}

void AccessSpecsPage::addBlank() {
    model::AccessSpec spec;
    spec.name = tr("New spec").toStdString();
    spec.lines = {model::AccessLine{}};
    appendSpec(spec);
}

void AccessSpecsPage::duplicateCurrent() {
    const int index = currentSpec();
    if (index < 0) return;
    model::AccessSpec spec = m_document->plan().specs[static_cast<std::size_t>(index)];
    spec.name = tr("%1 copy").arg(QString::fromStdString(spec.name)).toStdString();
    appendSpec(spec);
}

QString AccessSpecsPage::renameProblem(const QString& name) const {
    const int index = currentSpec();
    if (index < 0) return {};
    // The plan validator's words: "name: must not be empty", "duplicate spec name …".
    const model::Plan& plan = m_document->plan();
    auto document = model::toJson(plan);
    const auto before = model::parsePlan(document).problems;
    const std::string oldName = plan.specs[static_cast<std::size_t>(index)].name;
    document["specs"][static_cast<std::size_t>(index)]["name"] = name.toStdString();
    for (auto& w : document["workers"])
        if (w["spec"] == oldName) w["spec"] = name.toStdString();
    static const QRegularExpression specPath(QStringLiteral(R"(^specs\[\d+\]\.)"));
    for (const model::PlanProblem& p : model::parsePlan(document).problems) {
        if (std::find(before.begin(), before.end(), p) != before.end()) continue;
        QString path = QString::fromStdString(p.path);
        if (!path.startsWith(QLatin1String("specs["))) continue;
        path.remove(specPath);
        return path + QStringLiteral(": ") + QString::fromStdString(p.message);
    }
    return {};
}

bool AccessSpecsPage::renameCurrent(const QString& name) {
    const int index = currentSpec();
    if (index < 0) return false;
    if (const QString problem = renameProblem(name); !problem.isEmpty()) {
        showReason(problem, [this, name] { return renameProblem(name); });
        return false;
    }
    model::Plan plan = m_document->plan();
    auto& spec = plan.specs[static_cast<std::size_t>(index)];
    const std::string oldName = spec.name;
    spec.name = name.toStdString();
    for (model::WorkerDef& w : plan.workers)
        if (w.spec == oldName) w.spec = spec.name;
    m_document->setPlan(plan);
    return true;
}

bool AccessSpecsPage::deleteCurrent() {
    const int index = currentSpec();
    if (index < 0) return false;
    model::Plan plan = m_document->plan();
    if (plan.specs.size() <= 1) {
        const auto reason = [] {
            return tr("specs: must not be empty (a plan needs at least one spec)");
        };
        showReason(reason(), reason);
        return false;
    }
    const std::string name = plan.specs[static_cast<std::size_t>(index)].name;
    QStringList users;
    for (const model::WorkerDef& w : plan.workers)
        if (w.spec == name) users << QString::fromStdString(w.name);
    if (!users.isEmpty()) {
        const auto reason = [spec = QString::fromStdString(name), users] {
            return tr("“%1” is run by %2: give them another spec on the Targets page first.")
                .arg(spec, users.join(QStringLiteral(", ")));
        };
        showReason(reason(), reason);
        return false;
    }
    plan.specs.erase(plan.specs.begin() + index);
    m_reason.clear();
    m_document->setPlan(plan);
    selectSpec(std::min(index, static_cast<int>(plan.specs.size()) - 1));
    return true;
}

}  // namespace iometry::gui
