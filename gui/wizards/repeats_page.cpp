#include "gui/wizards/repeats_page.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace iometry::gui {

RepeatsPage::RepeatsPage(QWidget* parent)
    : CheckedPage(parent),
      m_repeats(new QSpinBox(this)),
      m_aggregate(new QComboBox(this)),
      m_aggregateText(new QLabel(this)) {
    setTitle(tr("Repeats"));
    setSubTitle(
        tr("Each step can run several times in a row, combined into one aggregate "
           "row."));
    m_repeats->setRange(1, 1000);
    m_repeats->setMinimumWidth(100);
    m_repeats->setValue(1);
    m_repeats->setObjectName(QStringLiteral("repeats"));
    m_aggregate->addItem(tr("Mean"));
    m_aggregate->addItem(tr("Median"));
    m_aggregate->addItem(tr("Best"));
    m_aggregate->setObjectName(QStringLiteral("aggregate"));
    m_aggregate->setMinimumWidth(100);
    m_aggregateText->setWordWrap(true);
    auto* hint = new QLabel(tr("One run is enough to look around. For figures to publish, "
                               "reviewers use 15–20 repeats: single runs of a network test "
                               "scatter by several per cent. The aggregate row also gives "
                               "the standard deviation of Mbit/s across the repeats."),
                            this);
    hint->setWordWrap(true);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&Repeats of each step:"), m_repeats);
    form->addRow(tr("&Aggregate:"), m_aggregate);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_aggregateText);
    layout->addSpacing(8);
    layout->addWidget(hint);
    addReasonLine(layout);

    registerField(QStringLiteral("repeats"), m_repeats);
    registerField(QStringLiteral("aggregate"), m_aggregate);
    connect(m_aggregate, &QComboBox::currentIndexChanged, this, [this] {
        updateAggregateText();
        refresh();
    });
    connect(m_repeats, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    updateAggregateText();
}

int RepeatsPage::repeats() const {
    return m_repeats->value();
}

model::Aggregate RepeatsPage::aggregate() const {
    switch (m_aggregate->currentIndex()) {
        case 1:
            return model::Aggregate::Median;
        case 2:
            return model::Aggregate::Best;
        default:
            return model::Aggregate::Mean;
    }
}

void RepeatsPage::updateAggregateText() {
    switch (aggregate()) {
        case model::Aggregate::Mean:
            m_aggregateText->setText(
                tr("Every rate, latency and CPU figure is the mean of the "
                   "repeats."));
            break;
        case model::Aggregate::Median:
            m_aggregateText->setText(
                tr("Every figure is the median of the repeats: one "
                   "disturbed run does not move it."));
            break;
        case model::Aggregate::Best:
            m_aggregateText->setText(
                tr("The repeat with the highest Mbit/s stands for the "
                   "step."));
            break;
    }
}

}  // namespace iometry::gui
