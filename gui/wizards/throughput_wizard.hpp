#pragma once
// The base of the wizards of one TCP pair's throughput in one mode (transmit, receive or
// full duplex), repeated: the adapter throughput sweep and the MTU sweep. Its pages are the
// topology, the mode, the wizard's own page, the repeats and the summary.

#include <cstdint>
#include <vector>

#include "engine/model/plan.hpp"
#include "gui/wizards/pair_wizard.hpp"
#include "gui/wizards/repeats_page.hpp"
#include "gui/wizards/throughput_modes.hpp"
#include "gui/wizards/value_checks.hpp"

class QDoubleSpinBox;
class QSpinBox;

namespace iometry::gui {

/**
 * The throughput wizard's own page: the values its steps sweep (the request sizes, the
 * MTUs), each step's timing, and the request size when the page sets one.
 */
class ThroughputStepPage : public CheckedPage {
    Q_OBJECT

public:
    /** The interval of the live charts' samples, unless the page asks it (addSampleBox()). */
    static constexpr int kSampleMs = 1000;

    /** The checked values, as the steps' values of the page's parameter. */
    model::SweepAxis sweep() const;
    /** Every line's request size in bytes; 0: the mode's classic spec as it is. */
    virtual std::uint64_t requestBytes() const { return 0; }
    /** Seconds measured in each step. */
    double runS() const;
    /** Seconds of warm-up before, not measured. */
    double rampS() const;
    /** The interval of the live charts' samples: the page's box, else kSampleMs. */
    int sampleMs() const;

protected:
    /**
     * The page with @p values, the check boxes of the values of @p param (fields named as
     * the boxes), and the boxes of the run time and the warm-up (fields "runS" and "rampS"),
     * which the derived page lays out.
     */
    ThroughputStepPage(model::SweepParam param, ValueChecks* values, QWidget* parent);
    ValueChecks* valueChecks() const { return m_values; }
    QDoubleSpinBox* runBox() const { return m_run; }
    QDoubleSpinBox* rampBox() const { return m_ramp; }
    /** A box of the sample interval (field "sampleMs", kSampleMs at first) to lay out. */
    QSpinBox* addSampleBox();

private:
    model::SweepParam m_param;
    ValueChecks* m_values;
    QDoubleSpinBox* m_run;
    QDoubleSpinBox* m_ramp;
    QSpinBox* m_sample = nullptr;
};

class ThroughputWizard : public PairWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, ModePageId, StepPageId, RepeatsPageId, SummaryPageId };

    AdapterModePage* modePage() const { return m_mode; }
    ThroughputStepPage* stepPage() const { return m_step; }

protected:
    ThroughputWizard(const AdapterTopologyPage::Texts& texts,
                     const std::vector<session::DynamoInfo>& dynamos, QWidget* parent);

    /** The topology, the mode, @p page, the repeats and the summary: PageId. */
    void setStepPage(ThroughputStepPage* page);
    /** The mode chosen, named as plans and summaries name it (throughputModeName()). */
    QString modeName() const;

    /**
     * A plan of the mode's classic spec (every line the step page's request size when it
     * gives one) and its TCP worker "nic", placed, with the step page's sweep and timing and
     * the repeats.
     */
    model::Plan throughputPlan() const;
    /** The summary's repeats and steps rows. */
    void addRepeatRows(SummaryTable& table, const model::Plan& plan) const;

private:
    AdapterModePage* m_mode;
    RepeatsPage* m_repeats;
    ThroughputStepPage* m_step = nullptr;
};

}  // namespace iometry::gui
