#include "gui/wizards/plan_wizard.hpp"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSettings>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/plan/plan_json.hpp"
#include "gui/wizards/wizard_header.hpp"

namespace iometry::gui {
namespace {

/**
 * Makes Tab go through @p page's fields as they read, top to bottom and left to right on a
 * line, whatever order they were made in (a page's base makes some before its own).
 */
void tabInReadingOrder(QWidget* page) {
    page->ensurePolished();
    if (QLayout* layout = page->layout()) layout->activate();
    std::vector<QWidget*> fields;
    for (QWidget* w : page->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(page) || !(w->focusPolicy() & Qt::TabFocus)) continue;
        // A spin box's or combo box's own line edit goes with its box.
        bool inner = false;
        for (QWidget* p = w->parentWidget(); p && p != page && !inner; p = p->parentWidget())
            inner = (p->focusPolicy() & Qt::TabFocus) != 0;
        if (!inner) fields.push_back(w);
    }
    const auto rect = [page](const QWidget* w) { return QRect(w->mapTo(page, QPoint()), w->size()); };
    std::stable_sort(fields.begin(), fields.end(),
                     [&](QWidget* a, QWidget* b) { return rect(a).top() < rect(b).top(); });
    // Then each line left to right: a line is the fields whose middle is within its first's height.
    for (auto line = fields.begin(); line != fields.end();) {
        const QRect first = rect(*line);
        const auto end = std::find_if(line, fields.end(),
                                      [&](QWidget* w) { return rect(w).center().y() > first.bottom(); });
        std::stable_sort(line, end, [&](QWidget* a, QWidget* b) { return rect(a).left() < rect(b).left(); });
        line = end;
    }
    for (std::size_t i = 1; i < fields.size(); ++i)
        QWidget::setTabOrder(fields[i - 1], fields[i]);
}

}  // namespace

QStringList planProblems(const model::Plan& plan) {
    QStringList list;
    for (const auto& p : model::parsePlan(model::toJson(plan)).problems)
        list << QString::fromStdString(p.toString());
    return list;
}

PlanWizard::PlanWizard(QWidget* parent) : QWizard(parent) {
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setOption(QWizard::HaveHelpButton, false);
    // Wide enough for the summary's command lines, and for the subtitles to wrap in two.
    setMinimumWidth(680);
    keepHeaderWhole(this);
}

void PlanWizard::setManagerEndpoint(const ManagerEndpoint& endpoint) {
    m_endpoint = endpoint;
    if (m_summary && currentPage() == m_summary)
        m_summary->reload();
}

void PlanWizard::showEvent(QShowEvent* event) {
    QWizard::showEvent(event);
    if (m_heightSet || !currentPage())
        return;
    m_heightSet = true;
    // QWizard grows when a taller page comes; start at the tallest so Next stays in place.
    const int width = currentPage()->width();
    int tallest = 0;
    for (const int id : pageIds()) {
        const QWizardPage* p = page(id);
        const QLayout* layout = p->layout();
        const int h = layout && layout->hasHeightForWidth() ? layout->totalHeightForWidth(width)
                                                            : p->sizeHint().height();
        tallest = std::max(tallest, h);
    }
    const int extra = tallest - currentPage()->height();
    if (extra > 0)
        resize(this->width(), height() + extra);
}

namespace {

/** The settings of @p wizard's remembered fields, in their group. */
void inFieldGroup(const QWizard& wizard, QSettings& settings) {
    settings.beginGroup(QStringLiteral("wizards/") + wizard.objectName());
}

/** The names of the fields @p wizard remembers, page by page. */
QStringList rememberedFieldsOf(const QWizard& wizard) {
    QStringList names;
    for (const int id : wizard.pageIds())
        if (const auto* page = qobject_cast<const CheckedPage*>(wizard.page(id)))
            names << page->rememberedFields();
    return names;
}

}  // namespace

void PlanWizard::restoreFields() {
    QSettings settings;
    inFieldGroup(*this, settings);
    for (const QString& name : rememberedFieldsOf(*this)) {
        QVariant value = settings.value(name);
        // The settings file holds text: read it as the field's own type.
        if (value.isValid() && value.convert(field(name).metaType()))
            setField(name, value);
    }
}

void PlanWizard::rememberFields() const {
    QSettings settings;
    inFieldGroup(*this, settings);
    for (const QString& name : rememberedFieldsOf(*this))
        settings.setValue(name, field(name));
}

bool PlanWizard::focusNextPrevChild(bool next) {
    // Tab follows the fields as the page shows them now (fields show and hide as it is filled).
    if (QWidget* page = currentPage()) tabInReadingOrder(page);
    return QWizard::focusNextPrevChild(next);
}

bool PlanWizard::validateCurrentPage() {
    if (!QWizard::validateCurrentPage())
        return false;
    return nextId() != -1 || !m_finishCheck || m_finishCheck();
}

model::Plan PlanWizard::plan() const {
    model::Plan plan = buildPlan();
    if (m_summary) {
        // A name the user typed stays; the wizard's own suggestion follows the pages.
        const QString typed = m_summary->nameEdit()->text();
        if (!typed.trimmed().isEmpty() && typed != m_summary->suggestedName())
            plan.name = typed.trimmed().toStdString();
    }
    return plan;
}

QStringList PlanWizard::problems() const {
    QStringList list;
    for (const CheckedPage* page : m_pages) {
        const QString why = page->check();
        if (!why.isEmpty())
            list << why;
    }
    if (list.isEmpty())
        list = planProblems(plan());
    return list;
}

QString PlanWizard::currentReason() const {
    const auto* page = qobject_cast<const CheckedPage*>(currentPage());
    return page ? page->reason() : QString();
}

SummaryPage* PlanWizard::createSummaryPage(std::vector<CheckedPage*> pages) {
    m_pages = std::move(pages);
    m_summary = new SummaryPage(this);
    // Fields can change under the summary (setField, or Back and Next): keep it current.
    for (CheckedPage* page : m_pages)
        connect(page, &QWizardPage::completeChanged, m_summary, [this] {
            if (currentPage() == m_summary)
                m_summary->reload();
        });
    return m_summary;
}

// ---------------------------------------------------------------------------------------

SummaryPage::SummaryPage(PlanWizard* wizard)
    : CheckedPage(wizard),
      m_wizard(wizard),
      m_name(new QLineEdit(this)),
      m_scroll(new QScrollArea(this)),
      m_summary(new QLabel) {
    setTitle(tr("Summary"));
    // The name follows the pages (reload()); it is not one to keep for the next plan.
    setRemembersFields(false);
    setSubTitle(
        tr("After Finish the plan is in the main window, where every page can still "
           "change it before Start."));
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_name->setObjectName(QStringLiteral("planName"));

    auto* form = new QFormLayout;
    form->addRow(tr("Plan &name:"), m_name);
    m_scroll->setWidget(m_summary);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->setAutoFillBackground(false);
    m_summary->setAutoFillBackground(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_scroll, 1);
    addReasonLine(layout, false);
    registerField(QStringLiteral("planName"), m_name);
    connect(m_name, &QLineEdit::textChanged, this, [this] {
        updateSummary();
        refresh();
    });
}

QString SummaryPage::summaryText() const {
    return m_summary->text();
}

QString SummaryPage::check() const {
    const QStringList problems = m_wizard->problems();
    if (problems.isEmpty())
        return {};
    return tr("The plan cannot be used yet:\n%1").arg(problems.join(QLatin1Char('\n')));
}

void SummaryPage::initializePage() {
    reload();
}

void SummaryPage::reload() {
    const QString suggestion = QString::fromStdString(m_wizard->buildPlan().name);
    if (m_name->text().trimmed().isEmpty() || m_name->text() == m_suggestedName) {
        const QSignalBlocker blocker(m_name);
        m_name->setText(suggestion);
    }
    m_suggestedName = suggestion;
    updateSummary();
    refresh();
}

void SummaryPage::updateSummary() {
    m_summary->setText(m_wizard->summaryHtml(m_wizard->plan()));
}

}  // namespace iometry::gui
