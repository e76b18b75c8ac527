#pragma once
// "Fine size sweep (NetPIPE)": a ping-pong (each request answered with as many bytes, one
// at a time) at roughly exponential sizes, each also a few bytes below and above, so that
// a throughput drop-out a powers-of-two sweep never tries shows up (docs/plan-format.md,
// "Procedures", fine size sweep). TCP or UDP; over loopback (one spawned dynamo "local")
// or across the link under test (dynamo "A" spawned here, dynamo "B" started by hand).
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts"            bool, exclusive
//   "addressA", "addressB"            QString (two hosts only)
//   "tcp", "udp"                      bool, exclusive
//   "fromBytes", "toBytes"            int, the sizes' range
//   "pointsPerDoubling"               int
//   "perturbation"                    int, bytes either side of each base size
//   "dropoutPct"                      double
//   "runS"                            double, seconds measured per size
//   "planName"                        QString (summary page)
// The sizes' questions are the method's keys (gui/wizards/method_fields.hpp).

#include <vector>

#include "engine/methods/fine_sweep/fine_sweep_method.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/pair_wizard.hpp"
#include "gui/wizards/ping_pong.hpp"

class QDoubleSpinBox;
class QLabel;

namespace iometry::gui {

class FineProtocolPage : public PingPongProtocolPage {
    Q_OBJECT

public:
    explicit FineProtocolPage(QWidget* parent = nullptr);
};

class FineSizesPage : public PingPongSizesPage {
    Q_OBJECT

public:
    explicit FineSizesPage(QWidget* parent = nullptr);

    /**
     * The sizes a ping-pong of this protocol takes: the method's range, a datagram's with
     * UDP. Sizes still at the other protocol's first values move to this one's: the
     * method's defaults with TCP, the whole datagram range with UDP.
     */
    void setUdp(bool udp) override;

    /** The sweep as the page stands: the method's settings. */
    model::FineSweepParams params() const;
    double runS() const;

    QString check() const override;

private:
    /** The sizes' range and first values of a protocol. */
    IntegerRange sizeRange(bool udp) const;
    IntegerRange firstSizes(bool udp) const;

    bool m_udp = false;
    MethodFields* m_fields;
    QDoubleSpinBox* m_run;
    QLabel* m_rangeText;
};

class FineSweepWizard : public PingPongWizard<FineProtocolPage, FineSizesPage> {
    Q_OBJECT

public:
    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit FineSweepWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                             QWidget* parent = nullptr);

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;
};

}  // namespace iometry::gui
