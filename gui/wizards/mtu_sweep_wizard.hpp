#pragma once
// "Jumbo frames (MTU sweep)": one TCP stream from host A's adapter to host B's at large
// requests, once per MTU (docs/plan-format.md, "Sweeps", an MTU sweep; as
// examples/two-hosts-mtu-sweep.json). Before each step both dynamos set the MTU of the
// interface holding their end's address, which needs CAP_NET_ADMIN, and they put every
// original MTU back at the end, on failure and when the manager vanishes. The loopback
// interface is shared by every program on a host, so the validator refuses loopback
// addresses: the wizard offers two hosts only, dynamo "A" spawned here and dynamo "B"
// started by hand on the peer. One mode per plan, as the adapter throughput wizard.
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "twoHosts"                        bool, always true ("loopback" is registered, hidden)
//   "addressA", "addressB"            QString
//   "transmit", "receive", "duplex"   bool, exclusive
//   "mtu<bytes>"                      bool, one per MTU ("mtu1500" … "mtu9216")
//   "requestKiB"                      int, the request size in KiB
//   "runS", "rampS"                   double, seconds measured and warm-up per MTU
//   "repeats"                         int
//   "aggregate"                       int: 0 mean, 1 median, 2 best
//   "planName"                        QString (summary page)

#include <cstdint>
#include <vector>

#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/throughput_wizard.hpp"
#include "gui/wizards/value_checks.hpp"

class QDoubleSpinBox;
class QSpinBox;

namespace iometry::gui {

class MtuSweepPage : public ThroughputStepPage {
    Q_OBJECT

public:
    explicit MtuSweepPage(QWidget* parent = nullptr);

    /** Every MTU offered, smallest first. */
    static std::vector<std::int64_t> offeredMtus();
    /** The MTUs checked at first: the classic 1500 / 4000 / 9000 of the reviews. */
    static std::vector<std::int64_t> defaultMtus();

    /** The checked MTUs, smallest first. */
    std::vector<std::int64_t> mtus() const { return valueChecks()->checked(); }
    ValueChecks* mtuChecks() const { return valueChecks(); }
    /** The request size in bytes. */
    std::uint64_t requestBytes() const override;

    QString check() const override;

private:
    QSpinBox* m_request;
};

class MtuSweepWizard : public ThroughputWizard {
    Q_OBJECT

public:
    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit MtuSweepWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                            QWidget* parent = nullptr);

    MtuSweepPage* mtuPage() const;

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;
};

}  // namespace iometry::gui
