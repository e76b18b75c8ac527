#include "gui/report/pending_results_bar.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include "gui/language.hpp"
#include "gui/report/report_page_words.hpp"

namespace iometry::gui {

PendingResultsBar::PendingResultsBar(QWidget* parent)
    : QWidget(parent), m_text(new QLabel(this)), m_show(new QPushButton(this)) {
    setObjectName(QStringLiteral("reportPending"));
    m_show->setObjectName(QStringLiteral("reportShowPending"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_show);
    setVisible(false);
    connect(m_show, &QPushButton::clicked, this, &PendingResultsBar::showRequested);
    onLanguageChange(this, [this] {
        m_show->setText(ReportPageWords::tr("Show"));
        m_show->setToolTip(ReportPageWords::tr("Show the new results in place of the comparison"));
        updateText();
    });
}

void PendingResultsBar::offer(const QString& label) {
    m_label = label;
    updateText();
    setVisible(true);
}

void PendingResultsBar::withdraw() {
    setVisible(false);
}

void PendingResultsBar::updateText() {
    if (m_label.isEmpty())
        return;
    m_text->setText(
        ReportPageWords::tr("New results: %1 (the comparison stays until you show them)")
            .arg(m_label));
}

}  // namespace iometry::gui
