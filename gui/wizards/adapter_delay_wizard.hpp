#pragma once
// "Adapter delay (round trip)": the round-trip method (docs/metrics.md, "Adapter delay";
// docs/plan-format.md, "Procedures", adapter delay). Host A times a UDP ping-pong to host
// B across the link under test, and the same ping-pong over its own loopback, for each
// payload size; the delay per size is what the link's round trip adds, and a line through
// the sizes splits it into a per-byte and a fixed part. The method needs two hosts: dynamo
// "A" spawned here, dynamo "B" started by hand on the peer. Loopback is offered only as a
// trial run of the plan, which measures nothing.
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts"            bool, exclusive (loopback: the trial run)
//   "addressA", "addressB"            QString (two hosts only)
//   "payload<bytes>"                  bool, one per size ("payload32" … "payload1460")
//   "linkMbps"                        int, the link's speed in Mbit/s
//   "headerBytes"                     int, bytes below the payload on the wire
//   "runS"                            double, seconds measured per size and path
//   "planName"                        QString (summary page)
// The sizes' and the link's questions are the method's keys (gui/wizards/method_fields.hpp).

#include <vector>

#include "engine/methods/adapter_delay/adapter_delay_method.hpp"
#include "gui/wizards/link_speed_field.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/pair_wizard.hpp"
#include "gui/wizards/value_checks.hpp"

class QDoubleSpinBox;

namespace iometry::gui {

class DelaySizesPage : public CheckedPage {
    Q_OBJECT

public:
    explicit DelaySizesPage(QWidget* parent = nullptr);

    /** The sizes and the link as the page stands: the method's settings. */
    model::AdapterDelayParams params() const;
    ValueChecks* sizeChecks() const { return m_sizes; }
    LinkSpeedField* linkSpeed() const { return m_link; }
    double runS() const;

    QString check() const override;

private:
    MethodFields* m_fields;
    ValueChecks* m_sizes;
    LinkSpeedField* m_link;
    QDoubleSpinBox* m_run;
};

class AdapterDelayWizard : public PairWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, SizesPageId, SummaryPageId };

    /** Warm-up before each step, not measured (as examples/two-hosts-adapter-delay.json). */
    static constexpr double kRampS = 0.5;

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit AdapterDelayWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                QWidget* parent = nullptr);

    DelaySizesPage* sizesPage() const { return m_sizes; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    DelaySizesPage* m_sizes;
};

}  // namespace iometry::gui
