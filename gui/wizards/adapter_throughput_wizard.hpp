#pragma once
// "Adapter throughput": the reviewers' standard sweep. One TCP pair, either over loopback
// (one spawned dynamo "local") or across the link under test (dynamo "A" spawned here,
// dynamo "B" started by hand on the other host), one mode per plan (transmit, receive or
// full duplex), the classic request sizes 64 B … 256 KiB, repeats and their aggregate.
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts"            bool, exclusive
//   "addressA", "addressB"            QString (two hosts only)
//   "transmit", "receive", "duplex"   bool, exclusive
//   "size<bytes>"                     bool, one per classic size ("size64" … "size262144")
//   "runS", "rampS"                   double, seconds
//   "sampleMs", "repeats"             int
//   "aggregate"                       int: 0 mean, 1 median, 2 best
//   "planName"                        QString (summary page)

#include <QCheckBox>
#include <vector>

#include "gui/wizards/wizard_common.hpp"

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace iometry::gui {

/**
 * Loopback, or two hosts A (this machine) and B (started by hand): where the two ends of
 * one worker run. Every wizard of a single pair uses it; each says in its own words what
 * the choices measure.
 */
class AdapterTopologyPage : public CheckedPage {
    Q_OBJECT

public:
    /** What the page says; an empty text keeps the adapter throughput wizard's. */
    struct Texts {
        QString subtitle;
        QString loopbackChoice;  ///< the loopback radio button
        QString loopbackText;    ///< the grey line under it
        QString twoHostsText;    ///< the grey line under the two-hosts radio button
        /**
         * Non-empty: the plan cannot run over loopback at all. The page then offers two
         * hosts only (no loopback choice) and refuses a loopback address with this sentence
         * after its own "Host A: 127.0.0.1 is a loopback address.".
         */
        QString loopbackRefusal{};
    };

    /** The page of the adapter throughput wizard (a TCP pair). */
    explicit AdapterTopologyPage(QWidget* parent = nullptr);
    AdapterTopologyPage(const Texts& texts, QWidget* parent);

    bool isLoopback() const;
    QString addressA() const;
    QString addressB() const;
    AddressField* addressAField() const { return m_addressA; }
    void setLocalAddresses(const std::vector<InterfaceAddress>& addresses);
    /** What the local dynamo reports of host A's address; null on loopback or if unknown. */
    const InterfaceAddress* interfaceA() const;

    /**
     * Puts @p worker on the topology: one spawned dynamo "local" over 127.0.0.1, or a
     * spawned "A" bound to host A's address and a hand-started "B" as its peer (then the
     * plan waits a minute for B). Sets the plan's dynamos and the worker's dynamo, bind and
     * peer.
     */
    void placeWorker(model::Plan& plan, model::WorkerDef& worker) const;
    /** The summary's topology line (rich text). */
    QString summaryText() const;
    /** "loopback", or "10.0.0.1 to 10.0.0.2": how plan names end. */
    QString nameSuffix() const;

    QString check() const override;

private:
    void updateEnabled();

    QRadioButton* m_loopback;
    QRadioButton* m_twoHosts;
    QWidget* m_hosts;
    AddressField* m_addressA;
    QLineEdit* m_addressB;
    QString m_loopbackRefusal;
};

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

class AdapterSweepPage : public CheckedPage {
    Q_OBJECT

public:
    explicit AdapterSweepPage(QWidget* parent = nullptr);

    /** The checked sizes, smallest first. */
    std::vector<std::int64_t> sizes() const;
    const std::vector<QCheckBox*>& sizeBoxes() const { return m_sizes; }
    double runS() const;
    double rampS() const;
    int sampleMs() const;

    QString check() const override;

private:
    std::vector<QCheckBox*> m_sizes;
    QDoubleSpinBox* m_run;
    QDoubleSpinBox* m_ramp;
    QSpinBox* m_sample;
};

class AdapterThroughputWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, ModePageId, SweepPageId, RepeatsPageId, SummaryPageId };

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit AdapterThroughputWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                     QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    AdapterTopologyPage* topologyPage() const { return m_topology; }
    AdapterModePage* modePage() const { return m_mode; }
    AdapterSweepPage* sweepPage() const { return m_sweep; }
    RepeatsPage* repeatsPage() const { return m_repeats; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    AdapterTopologyPage* m_topology;
    AdapterModePage* m_mode;
    AdapterSweepPage* m_sweep;
    RepeatsPage* m_repeats;
};

}  // namespace iometry::gui
