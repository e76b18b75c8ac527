#pragma once
// The line rate of the link under test, offered from what host A's interface reports.

#include <QString>
#include <QWidget>

#include "gui/wizards/local_addresses.hpp"

class QLabel;
class QSpinBox;

namespace iometry::gui {

/**
 * The line rate of the link under test in Mbit/s, with a line under it that tells where
 * the value comes from. When the interface of host A's address reports a speed, that speed
 * is offered: it replaces the value until the user sets one.
 */
class LinkSpeedField : public QWidget {
    Q_OBJECT

public:
    /**
     * @p speed: the method's editor of the speed (MethodFields::integer), which the field
     * holds; @p explanation starts the line under it.
     */
    LinkSpeedField(QSpinBox* speed, const QString& explanation, QWidget* parent = nullptr);

    QSpinBox* spinBox() const { return m_speed; }
    /**
     * Offers the speed @p address reports (an entry of the local dynamo's interfaces, or
     * null); @p loopback says the test runs over loopback, which has no line rate.
     */
    void offer(const InterfaceAddress* address, bool loopback);

Q_SIGNALS:
    void valueChanged(int value);

private:
    QSpinBox* m_speed;
    QLabel* m_source;
    QString m_explanation;
    bool m_userSet = false;
    bool m_offering = false;
};

}  // namespace iometry::gui
