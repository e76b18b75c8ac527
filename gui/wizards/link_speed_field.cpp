#include "gui/wizards/link_speed_field.hpp"

#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "gui/wizards/form_rows.hpp"

namespace iometry::gui {

LinkSpeedField::LinkSpeedField(QSpinBox* speed, const QString& explanation, QWidget* parent)
    : QWidget(parent),
      m_speed(speed),
      m_source(explanationLabel(QString(), this)),
      m_explanation(explanation) {
    m_speed->setParent(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_speed, 0, Qt::AlignLeft);
    layout->addWidget(m_source);
    connect(m_speed, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_offering)
            m_userSet = true;
        Q_EMIT valueChanged(value);
    });
    offer(nullptr, true);
}

void LinkSpeedField::offer(const InterfaceAddress* address, bool loopback) {
    QString source;
    if (loopback) {
        source =
            tr("Loopback has no line rate: the value is only the reference the results "
               "are given against.");
    } else if (address && address->speedMbit > 0) {
        if (!m_userSet && m_speed->value() != address->speedMbit) {
            m_offering = true;
            m_speed->setValue(address->speedMbit);
            m_offering = false;
        }
        source =
            m_speed->value() == address->speedMbit
                ? tr("%1 reports %2 Mbit/s; set less if the link runs slower.")
                      .arg(address->interfaceName)
                      .arg(address->speedMbit)
                : tr("%1 reports %2 Mbit/s.").arg(address->interfaceName).arg(address->speedMbit);
    } else {
        source = tr("Host A's interface reports no speed: set the link's.");
    }
    m_source->setText(m_explanation + QLatin1Char(' ') + source);
}

}  // namespace iometry::gui
