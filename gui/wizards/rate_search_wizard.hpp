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
// The search's questions are the method's keys (gui/wizards/method_fields.hpp).

#include <cstdint>
#include <vector>

#include "engine/methods/rate_search/rate_search_method.hpp"
#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/link_speed_field.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/pair_wizard.hpp"
#include "gui/wizards/value_checks.hpp"

namespace iometry::gui {

/** The frame sizes of RFC 2544 for Ethernet, FCS included. */
std::vector<std::int64_t> rfc2544FrameSizes();

class RateFramesPage : public CheckedPage {
    Q_OBJECT

public:
    /** @p fields: the search's, which gets the link's speed. */
    RateFramesPage(MethodFields* fields, QWidget* parent);

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
    /** @p fields: the search's, which gets the search's keys. */
    RateSearchPage(MethodFields* fields, QWidget* parent);

    QString check() const override { return {}; }
};

class RateSearchWizard : public PairWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, FramesPageId, SearchPageId, SummaryPageId };

    /** Warm-up before each trial, not measured (as examples/loopback-rate-search.json). */
    static constexpr double kRampS = 0.5;

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit RateSearchWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                              QWidget* parent = nullptr);

    RateFramesPage* framesPage() const { return m_frames; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    MethodFields* m_fields;
    RateFramesPage* m_frames;
    RateSearchPage* m_search;
};

}  // namespace iometry::gui
