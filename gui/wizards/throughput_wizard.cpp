#include "gui/wizards/throughput_wizard.hpp"

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "gui/wizards/procedure_steps.hpp"

namespace iometry::gui {

ThroughputWizard::ThroughputWizard(const AdapterTopologyPage::Texts& texts, QWidget* parent)
    : PairWizard(texts, parent),
      m_mode(new AdapterModePage(this)),
      m_repeats(new RepeatsPage(this)) {
}

void ThroughputWizard::setStepPage(CheckedPage* page) {
    setPages({m_mode, page, m_repeats});
}

model::Plan ThroughputWizard::throughputPlan(double runS, double rampS, int sampleMs,
                                             std::uint64_t requestBytes) const {
    model::Plan plan;
    plan.runS = runS;
    plan.rampS = rampS;
    plan.sampleMs = sampleMs;
    plan.repeats = m_repeats->repeats();
    plan.aggregate = m_repeats->aggregate();

    model::AccessSpec spec = throughputSpec(m_mode->mode());
    if (requestBytes > 0)
        for (model::AccessLine& line : spec.lines)
            line.size = requestBytes;
    plan.specs = {spec};

    model::WorkerDef worker;
    worker.name = "nic";
    worker.settings = model::tcpKind().makeSettings();
    worker.spec = spec.name;
    worker.outstanding = 1;
    placeWorker(plan, worker);
    return plan;
}

void ThroughputWizard::addRepeatRows(SummaryTable& table, const model::Plan& plan) const {
    table.add(tr("Repeats:"), repeatsText(plan));
    table.add(tr("Steps × repeats:"), stepsTimesRepeatsText(plan));
}

}  // namespace iometry::gui
