#include "gui/wizards/checked_page.hpp"

#include <QBoxLayout>
#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "gui/ui_style.hpp"
#include "gui/wizards/value_checks.hpp"

namespace iometry::gui {

CheckedPage::CheckedPage(QWidget* parent) : QWizardPage(parent), m_reason(new QLabel(this)) {
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setStyleSheet(kErrorStyle);
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QString CheckedPage::reason() const {
    return m_reason->text();
}

bool CheckedPage::isComplete() const {
    return check().isEmpty();
}

bool CheckedPage::validatePage() {
    refresh();
    return isComplete();
}

QStringList CheckedPage::rememberedFields() const {
    return m_remembers ? m_fields : QStringList();
}

void CheckedPage::registerField(const QString& name, QWidget* widget, const char* property,
                                const char* changedSignal) {
    QWizardPage::registerField(name, widget, property, changedSignal);
    m_fields << name;
}

void CheckedPage::refresh() {
    const QString why = check();
    if (m_reason->text() != why)
        m_reason->setText(why);
    Q_EMIT completeChanged();
}

void CheckedPage::addReasonLine(QBoxLayout* layout, bool stretch) {
    if (stretch)
        layout->addStretch(1);
    layout->addWidget(m_reason);
}

void CheckedPage::layOutChecks(ValueChecks* checks, QFormLayout* form) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(checks);
    if (form) layout->addLayout(form);
    addReasonLine(layout);
    for (QCheckBox* box : checks->boxes()) registerField(box->objectName(), box);
}

}  // namespace iometry::gui
