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
//   "datagramSize"                    int, bytes of UDP payload (udp_ramp's size)
//   "fromMbit", "toMbit", "stepMbit"  double, offered payload Mbit/s
//   "trialS"                          double, seconds measured per rate
//   "planName"                        QString (summary page)
// The ramp's questions are the method's keys (gui/wizards/method_fields.hpp).

#include <vector>

#include "engine/methods/udp_ramp/udp_ramp_method.hpp"
#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/pair_wizard.hpp"

namespace iometry::gui {

class UdpRampPage : public CheckedPage {
    Q_OBJECT

public:
    explicit UdpRampPage(QWidget* parent = nullptr);

    /** The ramp as the page stands: the method's settings. */
    model::UdpRampParams params() const;
    /** Sets the reviews' ramp: 200 → 800 Mbit/s in steps of 10. */
    void useReviewsRamp();

    QString check() const override;

private:
    MethodFields* m_fields;
};

class UdpRampWizard : public PairWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, RampPageId, SummaryPageId };

    /** Warm-up before each trial, not measured (as examples/loopback-udp-ramp.json). */
    static constexpr double kRampS = 1;

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit UdpRampWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                           QWidget* parent = nullptr);

    UdpRampPage* rampPage() const { return m_ramp; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    UdpRampPage* m_ramp;
};

}  // namespace iometry::gui
