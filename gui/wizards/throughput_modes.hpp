#pragma once
// The three directions of a throughput test: their names in plan names and summaries, and
// the classic spec of each, and the page that chooses one.
#include <QString>

#include "engine/model/plan.hpp"
#include "gui/wizards/checked_page.hpp"

class QLabel;
class QRadioButton;

namespace iometry::gui {

/** The three directions of a throughput test, from the holder's point of view. */
enum class ThroughputMode { Transmit, Receive, FullDuplex };

/** "transmit", "receive", "full duplex": how plan names and summaries call @p mode. */
QString throughputModeName(ThroughputMode mode);

/** The classic spec of @p mode (from the spec library; the plan-format preset otherwise). */
model::AccessSpec throughputSpec(ThroughputMode mode);

class AdapterModePage : public CheckedPage {
    Q_OBJECT

public:
    explicit AdapterModePage(QWidget* parent = nullptr);

    ThroughputMode mode() const;
    QString check() const override { return {}; }
    void initializePage() override;

private:
    QRadioButton* m_transmit;
    QRadioButton* m_receive;
    QRadioButton* m_duplex;
    QLabel* m_transmitText;
    QLabel* m_receiveText;
    QLabel* m_duplexText;
};

}  // namespace iometry::gui
