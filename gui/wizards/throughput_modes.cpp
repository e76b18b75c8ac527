#include "gui/wizards/throughput_modes.hpp"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

#include "gui/models/spec_library.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/wizard_text.hpp"

namespace iometry::gui {

QString throughputModeName(ThroughputMode mode) {
    switch (mode) {
        case ThroughputMode::Receive:
            return WizardText::tr("receive");
        case ThroughputMode::FullDuplex:
            return WizardText::tr("full duplex");
        case ThroughputMode::Transmit:
            break;
    }
    return WizardText::tr("transmit");
}

model::AccessSpec throughputSpec(ThroughputMode mode) {
    const char* name = "Transmit";
    int read = 0;
    switch (mode) {
        case ThroughputMode::Transmit:
            break;
        case ThroughputMode::Receive:
            name = "Receive";
            read = 100;
            break;
        case ThroughputMode::FullDuplex:
            name = "Full duplex";
            read = 50;
            break;
    }
    const SpecLibrary library;
    if (const model::AccessSpec* spec = library.find(QString::fromLatin1(name)))
        return *spec;
    model::AccessLine line;
    line.read = read;
    return {name, {line}};
}

// ---------------------------------------------------------------------------------------

AdapterModePage::AdapterModePage(QWidget* parent)
    : CheckedPage(parent),
      m_transmit(new QRadioButton(tr("&Transmit"), this)),
      m_receive(new QRadioButton(tr("&Receive"), this)),
      m_duplex(new QRadioButton(tr("&Full duplex"), this)) {
    setTitle(tr("Mode"));
    setSubTitle(
        tr("One direction per plan: every worker of a plan runs at the same time, so "
           "for several modes run this wizard once for each."));
    m_transmit->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_transmit);
    group->addButton(m_receive);
    group->addButton(m_duplex);

    auto* layout = new QVBoxLayout(this);
    m_transmitText = addExplainedChoice(layout, m_transmit, QString());
    m_receiveText = addExplainedChoice(layout, m_receive, QString());
    m_duplexText = addExplainedChoice(layout, m_duplex, QString());
    addReasonLine(layout);

    registerField(QStringLiteral("transmit"), m_transmit);
    registerField(QStringLiteral("receive"), m_receive);
    registerField(QStringLiteral("duplex"), m_duplex);
    // Every input re-checks its page, which also keeps the summary page current.
    for (QRadioButton* button : {m_transmit, m_receive, m_duplex})
        connect(button, &QRadioButton::toggled, this, &CheckedPage::refresh);
    initializePage();
}

ThroughputMode AdapterModePage::mode() const {
    if (m_receive->isChecked())
        return ThroughputMode::Receive;
    if (m_duplex->isChecked())
        return ThroughputMode::FullDuplex;
    return ThroughputMode::Transmit;
}

void AdapterModePage::initializePage() {
    const bool loopback = field(QStringLiteral("loopback")).toBool();
    if (loopback) {
        m_transmitText->setText(tr("The worker sends, its partner receives."));
        m_receiveText->setText(tr("The partner sends, the worker receives."));
        m_duplexText->setText(
            tr("Both send and receive at once; each direction is counted "
               "separately."));
    } else {
        m_transmitText->setText(tr("Host A sends, host B receives: A's adapter transmits."));
        m_receiveText->setText(tr("Host B sends, host A receives: A's adapter receives."));
        m_duplexText->setText(
            tr("Both hosts send and receive at once; each direction is "
               "counted separately."));
    }
}

}  // namespace iometry::gui
