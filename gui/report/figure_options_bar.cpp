#include "gui/report/figure_options_bar.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

#include "gui/language.hpp"
#include "gui/report/report_page_words.hpp"

namespace iometry::gui {

FigureOptionsBar::FigureOptionsBar(QWidget* parent)
    : QWidget(parent),
      m_spreadBox(new QComboBox(this)),
      m_secondBox(new QComboBox(this)),
      m_titleEdit(new QLineEdit(this)),
      m_subtitleEdit(new QLineEdit(this)),
      m_titleLabel(new QLabel(this)),
      m_subtitleLabel(new QLabel(this)),
      m_spreadLabel(new QLabel(this)),
      m_secondLabel(new QLabel(this)) {
    m_spreadBox->setObjectName(QStringLiteral("reportSpread"));
    // Items and texts get their words in the onLanguageChange block below.
    m_spreadBox->addItem(QString(), static_cast<int>(figure::SpreadMode::StdDev));
    m_spreadBox->addItem(QString(), static_cast<int>(figure::SpreadMode::MinMax));
    m_secondBox->setObjectName(QStringLiteral("reportSecondAxis"));
    for (SecondAxis axis : {SecondAxis::Cpu, SecondAxis::IrqPerS, SecondAxis::SoftirqPct,
                            SecondAxis::NicDrops, SecondAxis::None})
        m_secondBox->addItem(QString(), static_cast<int>(axis));
    m_titleEdit->setObjectName(QStringLiteral("reportTitle"));
    m_subtitleEdit->setObjectName(QStringLiteral("reportSubtitle"));
    m_spreadLabel->setBuddy(m_spreadBox);
    m_secondLabel->setBuddy(m_secondBox);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_titleEdit, 2);
    layout->addWidget(m_subtitleLabel);
    layout->addWidget(m_subtitleEdit, 3);
    layout->addWidget(m_spreadLabel);
    layout->addWidget(m_spreadBox);
    layout->addWidget(m_secondLabel);
    layout->addWidget(m_secondBox);

    connect(m_spreadBox, &QComboBox::activated, this, [this] {
        Q_EMIT spreadModeChosen(
            static_cast<figure::SpreadMode>(m_spreadBox->currentData().toInt()));
    });
    connect(m_secondBox, &QComboBox::activated, this, [this] {
        Q_EMIT secondAxisChosen(static_cast<SecondAxis>(m_secondBox->currentData().toInt()));
    });
    // A field still showing the figure's own title is no title of the user's: that one
    // follows the language (and the view) the figure is drawn in.
    const auto typedTitles = [this] {
        const QString title = m_titleEdit->text().trimmed();
        const QString subtitle = m_subtitleEdit->text().trimmed();
        const bool ownTitle = m_title.isEmpty() && title == m_ownTitle;
        const bool ownSubtitle = m_subtitle.isEmpty() && subtitle == m_ownSubtitle;
        Q_EMIT titlesEdited(ownTitle ? QString() : title, ownSubtitle ? QString() : subtitle);
    };
    connect(m_titleEdit, &QLineEdit::editingFinished, this, typedTitles);
    connect(m_subtitleEdit, &QLineEdit::editingFinished, this, typedTitles);

    onLanguageChange(this, [this] {
        m_spreadBox->setToolTip(
            ReportPageWords::tr("What the error bars show where a step ran several repeats"));
        m_spreadBox->setItemText(0, ReportPageWords::tr("± standard deviation"));
        m_spreadBox->setItemText(1, ReportPageWords::tr("min–max of repeats"));
        m_secondBox->setToolTip(
            ReportPageWords::tr("What the right axis of the throughput figure shows"));
        m_secondBox->setItemText(0, ReportPageWords::tr("CPU %"));
        m_secondBox->setItemText(1, ReportPageWords::tr("irq/s"));
        m_secondBox->setItemText(2, ReportPageWords::tr("softirq %"));
        m_secondBox->setItemText(3, ReportPageWords::tr("NIC drops"));
        m_secondBox->setItemText(4, ReportPageWords::tr("nothing"));
        m_titleEdit->setPlaceholderText(ReportPageWords::tr("Figure title"));
        m_subtitleEdit->setPlaceholderText(
            ReportPageWords::tr("Subtitle: host, adapter, driver, link speed, MTU"));
        m_titleLabel->setText(ReportPageWords::tr("Title:"));
        m_subtitleLabel->setText(ReportPageWords::tr("Subtitle:"));
        m_spreadLabel->setText(ReportPageWords::tr("Error bars:"));
        m_secondLabel->setText(ReportPageWords::tr("Right axis:"));
    });
}

void FigureOptionsBar::setTitles(const QString& title, const QString& subtitle) {
    m_title = title;
    m_subtitle = subtitle;
}

void FigureOptionsBar::showTitles(const QString& title, const QString& subtitle) {
    setTitles(title, subtitle);
    m_titleEdit->setText(title);
    m_subtitleEdit->setText(subtitle);
}

void FigureOptionsBar::showOwnTitles(const QString& title, const QString& subtitle) {
    m_ownTitle = title;
    m_ownSubtitle = subtitle;
    if (m_title.isEmpty()) {
        m_titleEdit->setText(title);
        m_titleEdit->setCursorPosition(0);
    }
    if (m_subtitle.isEmpty()) {
        m_subtitleEdit->setText(subtitle);
        m_subtitleEdit->setCursorPosition(0);
    }
}

void FigureOptionsBar::setSpreadMode(figure::SpreadMode mode) {
    m_spreadBox->setCurrentIndex(m_spreadBox->findData(static_cast<int>(mode)));
}

void FigureOptionsBar::setSecondAxis(SecondAxis axis) {
    m_secondBox->setCurrentIndex(m_secondBox->findData(static_cast<int>(axis)));
}

void FigureOptionsBar::showSpread(bool shown) {
    m_spreadBox->setVisible(shown);
    m_spreadLabel->setVisible(shown);
}

void FigureOptionsBar::showSecondAxis(bool shown) {
    m_secondBox->setVisible(shown);
    m_secondLabel->setVisible(shown);
}

}  // namespace iometry::gui
