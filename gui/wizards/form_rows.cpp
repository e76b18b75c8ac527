#include "gui/wizards/form_rows.hpp"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "gui/wizards/wizard_text.hpp"

namespace iometry::gui {

QLabel* addExplainedChoice(QBoxLayout* layout, QAbstractButton* button, const QString& text) {
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setContentsMargins(24, 0, 0, 6);
    label->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(button);
    layout->addWidget(label);
    return label;
}

QLabel* explanationLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

QLabel* addExplainedRow(QFormLayout* form, const QString& label, QWidget* field,
                        const QString& text) {
    form->addRow(label, field);
    QLabel* line = explanationLabel(text);
    form->addRow(QString(), line);
    return line;
}

int insertExplainedRow(QFormLayout* form, int row, const QString& label, QWidget* field,
                       const QString& text) {
    form->insertRow(row++, label, field);
    form->insertRow(row++, QString(), explanationLabel(text));
    return row;
}

QSpinBox* integerSpinBox(int lo, int hi, int value, const QString& objectName, QWidget* parent,
                         int minWidth) {
    auto* box = new QSpinBox(parent);
    box->setRange(lo, hi);
    box->setValue(value);
    box->setObjectName(objectName);
    box->setMinimumWidth(minWidth);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return box;
}

QDoubleSpinBox* secondsSpinBox(double lo, double hi, double value, const QString& objectName,
                               QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(lo, hi);
    box->setDecimals(1);
    box->setValue(value);
    box->setSuffix(WizardText::tr(" s"));
    box->setObjectName(objectName);
    box->setMinimumWidth(120);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return box;
}

}  // namespace iometry::gui
