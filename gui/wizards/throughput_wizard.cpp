#include "gui/wizards/throughput_wizard.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/procedure_steps.hpp"

namespace iometry::gui {

ThroughputStepPage::ThroughputStepPage(model::SweepParam param, ValueChecks* values,
                                       QWidget* parent)
    : CheckedPage(parent),
      m_param(param),
      m_values(values),
      m_run(secondsSpinBox(0.1, 86400, 10, QStringLiteral("runS"), this)),
      m_ramp(secondsSpinBox(0, 3600, 2, QStringLiteral("rampS"), this)) {
    m_values->setParent(this);
    for (QCheckBox* box : m_values->boxes())
        registerField(box->objectName(), box);
    connect(m_values, &ValueChecks::changed, this, &CheckedPage::refresh);
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("rampS"), m_ramp, "value", SIGNAL(valueChanged(double)));
    for (QDoubleSpinBox* box : {m_run, m_ramp})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
}

QSpinBox* ThroughputStepPage::addSampleBox() {
    m_sample = new QSpinBox(this);
    m_sample->setRange(100, 60000);
    m_sample->setSingleStep(100);
    m_sample->setValue(kSampleMs);
    m_sample->setSuffix(tr(" ms"));
    m_sample->setObjectName(QStringLiteral("sampleMs"));
    m_sample->setMinimumWidth(120);
    registerField(QStringLiteral("sampleMs"), m_sample);
    connect(m_sample, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    return m_sample;
}

model::SweepAxis ThroughputStepPage::sweep() const { return {m_param, m_values->checked()}; }

double ThroughputStepPage::runS() const { return m_run->value(); }

double ThroughputStepPage::rampS() const { return m_ramp->value(); }

int ThroughputStepPage::sampleMs() const { return m_sample ? m_sample->value() : kSampleMs; }

ThroughputWizard::ThroughputWizard(const AdapterTopologyPage::Texts& texts,
                                   const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PairWizard(texts, dynamos, parent),
      m_mode(new AdapterModePage(this)),
      m_repeats(new RepeatsPage(this)) {
}

void ThroughputWizard::setStepPage(ThroughputStepPage* page) {
    m_step = page;
    setPages({m_mode, page, m_repeats});
}

QString ThroughputWizard::modeName() const {
    return throughputModeName(m_mode->mode());
}

model::Plan ThroughputWizard::throughputPlan() const {
    model::Plan plan;
    plan.runS = m_step->runS();
    plan.rampS = m_step->rampS();
    plan.sampleMs = m_step->sampleMs();
    plan.repeats = m_repeats->repeats();
    plan.aggregate = m_repeats->aggregate();
    plan.sweep = {m_step->sweep()};

    model::AccessSpec spec = throughputSpec(m_mode->mode());
    if (const std::uint64_t requestBytes = m_step->requestBytes(); requestBytes > 0)
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
