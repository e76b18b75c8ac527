#include "gui/wizards/adapter_throughput_wizard.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <utility>

#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {
namespace {

std::vector<std::int64_t> classicSizes() {
    std::vector<std::int64_t> sizes;
    for (const std::uint64_t size : model::classicSizes())
        sizes.push_back(static_cast<std::int64_t>(size));
    return sizes;
}

}  // namespace

AdapterSweepPage::AdapterSweepPage(QWidget* parent)
    : CheckedPage(parent),
      m_sizes(new ValueChecks(
          tr("Request sizes"), classicSizes(), QStringLiteral("size"), 5, this,
          [](std::int64_t size) { return formatByteSize(static_cast<std::uint64_t>(size)); })),
      m_run(new QDoubleSpinBox(this)),
      m_ramp(new QDoubleSpinBox(this)),
      m_sample(new QSpinBox(this)) {
    setTitle(tr("Sweep"));
    setSubTitle(tr("Each checked request size is one step: it runs for the ramp, then is "
                   "measured for the run time."));

    for (QCheckBox* box : m_sizes->boxes())
        registerField(box->objectName(), box);
    connect(m_sizes, &ValueChecks::changed, this, &CheckedPage::refresh);

    m_run->setRange(0.1, 86400);
    m_run->setDecimals(1);
    m_run->setValue(10);
    m_run->setSuffix(tr(" s"));
    m_run->setObjectName(QStringLiteral("runS"));
    m_ramp->setRange(0, 3600);
    m_ramp->setDecimals(1);
    m_ramp->setValue(2);
    m_ramp->setSuffix(tr(" s"));
    m_ramp->setObjectName(QStringLiteral("rampS"));
    m_sample->setRange(100, 60000);
    m_sample->setSingleStep(100);
    m_sample->setValue(1000);
    m_sample->setSuffix(tr(" ms"));
    m_sample->setObjectName(QStringLiteral("sampleMs"));
    for (QAbstractSpinBox* box : {static_cast<QAbstractSpinBox*>(m_run),
                                  static_cast<QAbstractSpinBox*>(m_ramp),
                                  static_cast<QAbstractSpinBox*>(m_sample)})
        box->setMinimumWidth(120);

    auto* timing = new QGroupBox(tr("Timing of each step"), this);
    auto* form = new QFormLayout(timing);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&Run time (measured):"), m_run);
    form->addRow(tr("Ra&mp (warm-up, not measured):"), m_ramp);
    form->addRow(tr("&Sample interval (live charts):"), m_sample);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_sizes);
    layout->addWidget(timing);
    addReasonLine(layout);

    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("rampS"), m_ramp, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("sampleMs"), m_sample);
    for (QDoubleSpinBox* box : {m_run, m_ramp})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_sample, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

std::vector<std::int64_t> AdapterSweepPage::sizes() const {
    return m_sizes->checked();
}

double AdapterSweepPage::runS() const { return m_run->value(); }

double AdapterSweepPage::rampS() const { return m_ramp->value(); }

int AdapterSweepPage::sampleMs() const { return m_sample->value(); }

QString AdapterSweepPage::check() const {
    if (sizes().empty()) return tr("Check at least one request size.");
    return {};
}

// ---------------------------------------------------------------------------------------

AdapterThroughputWizard::AdapterThroughputWizard(const std::vector<session::DynamoInfo>& dynamos,
                                                 QWidget* parent)
    : ThroughputWizard({}, parent), m_sweep(new AdapterSweepPage(this)) {
    setWindowTitle(tr("Adapter throughput"));
    setObjectName(QStringLiteral("adapterThroughputWizard"));
    setStepPage(m_sweep);
    setDynamos(dynamos);
}

model::Plan AdapterThroughputWizard::buildPlan() const {
    const ThroughputMode mode = modePage()->mode();
    model::Plan plan = throughputPlan(m_sweep->runS(), m_sweep->rampS(), m_sweep->sampleMs());
    const AdapterTopologyPage* topology = topologyPage();
    plan.name = tr("Adapter throughput: %1, %2")
                    .arg(throughputModeName(mode), topology->nameSuffix())
                    .toStdString();
    if (topology->isLoopback()) {
        plan.description =
            tr("One TCP pair over loopback on this machine, %1, request sizes swept.")
                .arg(throughputModeName(mode))
                .toStdString();
    } else {
        const QString a = topology->addressA();
        plan.description =
            tr("Two hosts: A (this machine, %1) runs a spawned dynamo, B (%2) a dynamo started "
               "by hand; %3, request sizes swept. %4")
                .arg(a, topology->addressB(), throughputModeName(mode), twoHostCommandsText(a))
                .toStdString();
    }

    model::SweepAxis sizes;
    sizes.param = model::SweepParam::Size;
    sizes.values = m_sweep->sizes();
    plan.sweep = {sizes};
    return plan;
}

QString AdapterThroughputWizard::summaryHtml(const model::Plan& plan) const {
    SummaryTable table = topologyTable();
    table.add(tr("Mode:"),
              tr("%1 (spec “%2”)")
                  .arg(throughputModeName(modePage()->mode()),
                       QString::fromStdString(plan.specs.front().name).toHtmlEscaped()));
    QStringList sizes;
    // The list wraps between sizes, never inside one.
    for (const auto s : m_sweep->sizes())
        sizes << formatByteSize(static_cast<std::uint64_t>(s)).replace(QLatin1Char(' '), QChar::Nbsp);
    table.add(tr("Request sizes:"),
              sizes.isEmpty() ? tr("none") : sizes.join(QStringLiteral(", ")));
    table.add(tr("Each step:"), tr("%1 ramp + %2 measured, sampled every %3 ms")
                                    .arg(formatDuration(plan.rampS), formatDuration(plan.runS))
                                    .arg(plan.sampleMs));
    addRepeatRows(table, plan);
    return summaryWithCommands(table);
}

}  // namespace iometry::gui
