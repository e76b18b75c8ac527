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
//   "pointsPerDoubling"               int, 1–16
//   "perturbation"                    int, bytes either side of each base size
//   "dropoutPct"                      double
//   "runS"                            double, seconds measured per size
//   "planName"                        QString (summary page)

#include <vector>

#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/wizard_common.hpp"

class QDoubleSpinBox;
class QRadioButton;
class QSpinBox;

namespace iometry::gui {

class FineProtocolPage : public CheckedPage {
    Q_OBJECT

public:
    explicit FineProtocolPage(QWidget* parent = nullptr);

    bool isUdp() const;
    QString check() const override { return {}; }

Q_SIGNALS:
    void protocolChanged(bool udp);

private:
    QRadioButton* m_tcp;
    QRadioButton* m_udp;
};

class FineSizesPage : public CheckedPage {
    Q_OBJECT

public:
    explicit FineSizesPage(QWidget* parent = nullptr);

    /**
     * The sizes a ping-pong of this protocol takes: TCP 1 B … 16 MiB, UDP 18 … 65507 bytes.
     * Sizes still at the other protocol's defaults move to this one's.
     */
    void setUdp(bool udp);

    int fromBytes() const;
    int toBytes() const;
    int pointsPerDoubling() const;
    int perturbation() const;
    double dropoutPct() const;
    double runS() const;

    QString check() const override;

private:
    bool m_udp = false;
    QSpinBox* m_from;
    QSpinBox* m_to;
    QSpinBox* m_points;
    QSpinBox* m_perturbation;
    QDoubleSpinBox* m_dropout;
    QDoubleSpinBox* m_run;
    QLabel* m_rangeText;
};

class FineSweepWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, ProtocolPageId, SizesPageId, SummaryPageId };

    /** Warm-up before each size, not measured (as examples/loopback-fine-sweep.json). */
    static constexpr double kRampS = 0.2;

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit FineSweepWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                             QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    AdapterTopologyPage* topologyPage() const { return m_topology; }
    FineProtocolPage* protocolPage() const { return m_protocol; }
    FineSizesPage* sizesPage() const { return m_sizes; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    AdapterTopologyPage* m_topology;
    FineProtocolPage* m_protocol;
    FineSizesPage* m_sizes;
};

}  // namespace iometry::gui
