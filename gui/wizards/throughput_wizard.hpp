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

namespace iometry::gui {

class ThroughputWizard : public PairWizard {
    Q_OBJECT

public:
    AdapterModePage* modePage() const { return m_mode; }
    RepeatsPage* repeatsPage() const { return m_repeats; }

protected:
    ThroughputWizard(const AdapterTopologyPage::Texts& texts, QWidget* parent);

    /** The topology, the mode, @p page, the repeats and the summary, numbered 0 … 4. */
    void setStepPage(CheckedPage* page);

    /**
     * A plan of the mode's classic spec (every line @p requestBytes when not 0) and its TCP
     * worker "nic", placed, with the repeats and the steps' timing.
     */
    model::Plan throughputPlan(double runS, double rampS, int sampleMs,
                               std::uint64_t requestBytes = 0) const;
    /** The summary's repeats and steps rows. */
    void addRepeatRows(SummaryTable& table, const model::Plan& plan) const;

private:
    AdapterModePage* m_mode;
    RepeatsPage* m_repeats;
};

}  // namespace iometry::gui
