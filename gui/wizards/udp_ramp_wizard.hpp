#pragma once
// "UDP ramp": the reviews' UDP test (docs/plan-format.md, "Procedures", UDP ramp). One UDP
// stream, one way (A sends, B receives), is offered rates from → to in steps, one trial
// each; the achieved rate and the loss at every offered rate make the curve the reviews
// plot. Over loopback (one spawned dynamo "local") or across the link under test (dynamo
// "A" spawned here, dynamo "B" started by hand on the other host).
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts"            bool, exclusive
//   "addressA", "addressB"            QString (two hosts only)
//   "datagramSize"                    int, bytes of UDP payload (18–65507)
//   "fromMbit", "toMbit", "stepMbit"  double, offered payload Mbit/s
//   "trialS"                          double, seconds measured per rate
//   "planName"                        QString (summary page)

#include <vector>

#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/wizard_common.hpp"

class QDoubleSpinBox;
class QSpinBox;

namespace iometry::gui {

class UdpRampPage : public CheckedPage {
    Q_OBJECT

public:
    explicit UdpRampPage(QWidget* parent = nullptr);

    int datagramSize() const;
    double fromMbit() const;
    double toMbit() const;
    double stepMbit() const;
    double trialS() const;
    /** Sets the reviews' ramp: 200 → 800 Mbit/s in steps of 10. */
    void useReviewsRamp();

    QString check() const override;

private:
    QSpinBox* m_datagram;
    QDoubleSpinBox* m_from;
    QDoubleSpinBox* m_to;
    QDoubleSpinBox* m_step;
    QDoubleSpinBox* m_trial;
};

class UdpRampWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, RampPageId, SummaryPageId };

    /** Warm-up before each trial, not measured (as examples/loopback-udp-ramp.json). */
    static constexpr double kRampS = 1;

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit UdpRampWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                           QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    AdapterTopologyPage* topologyPage() const { return m_topology; }
    UdpRampPage* rampPage() const { return m_ramp; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    AdapterTopologyPage* m_topology;
    UdpRampPage* m_ramp;
};

}  // namespace iometry::gui
