#pragma once
// "Zero-loss rate (RFC 2544)": for each Ethernet frame size, the highest rate at which the
// path loses no more than a tolerated share of its datagrams (docs/plan-format.md,
// "Procedures", zero-loss rate search). One UDP stream, one way (A sends, B receives),
// offered rates in % of the link's line rate by a binary search of short trials. Over
// loopback (one spawned dynamo "local") or across the link under test (dynamo "A" spawned
// here, dynamo "B" started by hand on the other host).
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts"            bool, exclusive
//   "addressA", "addressB"            QString (two hosts only)
//   "frame<bytes>"                    bool, one per frame size ("frame64" … "frame1518")
//   "linkMbit"                        int, the line rate in Mbit/s
//   "lossTolerancePct"                double, % of datagrams a passing trial may lose
//   "resolutionPct"                   double, the search's step in % of line rate
//   "trialS"                          double, seconds per trial
//   "verify"                          bool, run the rate found once more
//   "planName"                        QString (summary page)

#include <cstdint>
#include <vector>

#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/wizard_common.hpp"

class QCheckBox;
class QDoubleSpinBox;

namespace iometry::gui {

/** The frame sizes of RFC 2544 for Ethernet, FCS included. */
std::vector<std::int64_t> rfc2544FrameSizes();

class RateFramesPage : public CheckedPage {
    Q_OBJECT

public:
    explicit RateFramesPage(QWidget* parent = nullptr);

    std::vector<std::int64_t> frameSizes() const { return m_frames->checked(); }
    ValueChecks* frameChecks() const { return m_frames; }
    LinkSpeedField* linkSpeed() const { return m_link; }

    QString check() const override;

private:
    ValueChecks* m_frames;
    LinkSpeedField* m_link;
};

class RateSearchPage : public CheckedPage {
    Q_OBJECT

public:
    explicit RateSearchPage(QWidget* parent = nullptr);

    double lossTolerancePct() const;
    double resolutionPct() const;
    double trialS() const;
    bool verify() const;

    QString check() const override { return {}; }

private:
    QDoubleSpinBox* m_loss;
    QDoubleSpinBox* m_resolution;
    QDoubleSpinBox* m_trial;
    QCheckBox* m_verify;
};

class RateSearchWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, FramesPageId, SearchPageId, SummaryPageId };

    /** Warm-up before each trial, not measured (as examples/loopback-rate-search.json). */
    static constexpr double kRampS = 0.5;

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit RateSearchWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                              QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    AdapterTopologyPage* topologyPage() const { return m_topology; }
    RateFramesPage* framesPage() const { return m_frames; }
    RateSearchPage* searchPage() const { return m_search; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    void offerLinkSpeed();

    AdapterTopologyPage* m_topology;
    RateFramesPage* m_frames;
    RateSearchPage* m_search;
};

}  // namespace iometry::gui
