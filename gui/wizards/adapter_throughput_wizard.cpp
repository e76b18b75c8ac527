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
    : ThroughputStepPage(
          model::SweepParam::Size,
          new ValueChecks(
              tr("Request sizes"), classicSizes(), QStringLiteral("size"), 5, nullptr,
              [](std::int64_t size) { return formatByteSize(static_cast<std::uint64_t>(size)); }),
          parent) {
    setTitle(tr("Sweep"));
    setSubTitle(tr("Each checked request size is one step: it runs for the ramp, then is "
                   "measured for the run time."));

    auto* timing = new QGroupBox(tr("Timing of each step"), this);
    auto* form = new QFormLayout(timing);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&Run time (measured):"), runBox());
    form->addRow(tr("Ra&mp (warm-up, not measured):"), rampBox());
    form->addRow(tr("&Sample interval (live charts):"), addSampleBox());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(valueChecks());
    layout->addWidget(timing);
    addReasonLine(layout);

    refresh();
}

std::vector<std::int64_t> AdapterSweepPage::sizes() const {
    return valueChecks()->checked();
}

QString AdapterSweepPage::check() const {
    if (sizes().empty()) return tr("Check at least one request size.");
    return {};
}

// ---------------------------------------------------------------------------------------

AdapterThroughputWizard::AdapterThroughputWizard(const std::vector<session::DynamoInfo>& dynamos,
                                                 QWidget* parent)
    : ThroughputWizard({}, dynamos, parent) {
    setWindowTitle(tr("Adapter throughput"));
    setObjectName(QStringLiteral("adapterThroughputWizard"));
    setStepPage(new AdapterSweepPage(this));
}

model::Plan AdapterThroughputWizard::buildPlan() const {
    model::Plan plan = throughputPlan();
    const AdapterTopologyPage* topology = topologyPage();
    plan.name = tr("Adapter throughput: %1, %2")
                    .arg(modeName(), topology->nameSuffix())
                    .toStdString();
    if (topology->isLoopback()) {
        plan.description =
            tr("One TCP pair over loopback on this machine, %1, request sizes swept.")
                .arg(modeName())
                .toStdString();
    } else {
        const QString a = topology->addressA();
        plan.description =
            tr("Two hosts: A (this machine, %1) runs a spawned dynamo, B (%2) a dynamo started "
               "by hand; %3, request sizes swept. %4")
                .arg(a, topology->addressB(), modeName(), twoHostCommandsText(a))
                .toStdString();
    }
    return plan;
}

QString AdapterThroughputWizard::summaryHtml(const model::Plan& plan) const {
    SummaryTable table = topologyTable();
    table.add(tr("Mode:"),
              tr("%1 (spec “%2”)")
                  .arg(modeName(),
                       QString::fromStdString(plan.specs.front().name).toHtmlEscaped()));
    QStringList sizes;
    // The list wraps between sizes, never inside one.
    for (const auto s : sweepPage()->sizes())
        sizes << formatByteSize(static_cast<std::uint64_t>(s)).replace(QLatin1Char(' '), QChar::Nbsp);
    table.add(tr("Request sizes:"),
              sizes.isEmpty() ? tr("none") : sizes.join(QStringLiteral(", ")));
    table.add(tr("Each step:"), tr("%1 ramp + %2 measured, sampled every %3 ms")
                                    .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS))
                                    .arg(plan.sampleMs));
    addRepeatRows(table, plan);
    return summaryWithCommands(table);
}

}  // namespace iometry::gui
