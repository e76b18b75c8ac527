#include "gui/wizards/mtu_sweep_wizard.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {

MtuSweepPage::MtuSweepPage(QWidget* parent)
    : ThroughputStepPage(model::SweepParam::Mtu,
                         new ValueChecks(tr("MTUs"), offeredMtus(), QStringLiteral("mtu"), 4),
                         parent),
      m_request(new QSpinBox(this)) {
    ValueChecks* const mtus = valueChecks();
    setTitle(tr("MTUs and timing"));
    setSubTitle(tr("Each checked MTU is one step: both dynamos set it on their data interface, "
                   "then the TCP stream warms up and is measured."));
    const auto defaults = defaultMtus();
    const auto offered = offeredMtus();
    for (std::size_t i = 0; i < offered.size(); ++i)
        mtus->boxes()[i]->setChecked(std::find(defaults.begin(), defaults.end(), offered[i]) !=
                                     defaults.end());
    mtus->layout()->addWidget(explanationLabel(
        tr("1500 is Ethernet's standard; 9000 the usual jumbo frame. Both adapters and any "
           "switch between them must carry the largest one checked."),
        mtus));

    // The validator's sizes go far above; a MiB is plenty to fill the largest frame.
    m_request->setRange(1, 1024);
    m_request->setValue(64);
    m_request->setSuffix(tr(" KiB"));
    m_request->setObjectName(QStringLiteral("requestKiB"));
    m_request->setMinimumWidth(120);
    m_request->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addExplainedRow(form, tr("Re&quest size:"), m_request,
                    tr("Large requests, so that the MTU, not the request, limits the frames."));
    addExplainedRow(form, tr("&Run time per MTU:"), runBox(),
                    tr("Measured after the warm-up; Mbit/s and CPU per MTU are compared."));
    addExplainedRow(form, tr("&Warm-up:"), rampBox(),
                    tr("Not measured: TCP's window grows after each change of MTU."));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mtus);
    layout->addLayout(form);
    addReasonLine(layout);

    registerField(QStringLiteral("requestKiB"), m_request);
    connect(m_request, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

std::vector<std::int64_t> MtuSweepPage::offeredMtus() {
    return {1500, 2000, 3000, 4000, 6000, 9000, 9216};
}

std::vector<std::int64_t> MtuSweepPage::defaultMtus() { return {1500, 4000, 9000}; }

std::uint64_t MtuSweepPage::requestBytes() const {
    return static_cast<std::uint64_t>(m_request->value()) * 1024;
}


QString MtuSweepPage::check() const {
    if (mtus().empty()) return tr("Check at least one MTU.");
    return {};
}

// ---------------------------------------------------------------------------------------

MtuSweepWizard::MtuSweepWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : ThroughputWizard(
          {tr("An MTU sweep needs two hosts: both dynamos change the MTU of the interface "
              "holding their address, and need CAP_NET_ADMIN for it (run them as root or "
              "with that capability)."),
           QString(), QString(),
           tr("Every original MTU is put back at the end, on failure and if the manager "
              "vanishes. Loopback cannot be swept: every program on the host shares it."),
           tr("The MTU of the loopback interface, which every program on the host shares, "
              "cannot be swept; type the address of the adapter under test.")},
          dynamos, parent) {
    setWindowTitle(tr("Jumbo frames (MTU sweep)"));
    setObjectName(QStringLiteral("mtuSweepWizard"));
    setStepPage(new MtuSweepPage(this));
}

MtuSweepPage* MtuSweepWizard::mtuPage() const {
    return static_cast<MtuSweepPage*>(stepPage());
}

model::Plan MtuSweepWizard::buildPlan() const {
    // The mode's classic spec at the chosen request size, once per MTU.
    model::Plan plan = throughputPlan();
    const QStringList list = numberList(plan.sweep.front().values);
    const QString a = topologyPage()->addressA();
    plan.name = tr("Jumbo frames: %1, %2")
                    .arg(modeName(), topologyPage()->nameSuffix())
                    .toStdString();
    plan.description =
        tr("One TCP stream from this host's adapter (A, %1) to the peer's (B, %2), %3, at %4 "
           "requests, once per MTU (%5). Each step, both dynamos set the MTU of the interface "
           "holding their address (they need CAP_NET_ADMIN) and put the original back when "
           "the run ends, fails or loses its manager. Compare mbit_per_s and cpu_pct per mtu "
           "in summary.csv. %6")
            .arg(a, topologyPage()->addressB(), modeName(),
                 formatByteSize(mtuPage()->requestBytes()), list.join(QStringLiteral(", ")),
                 twoHostCommandsText(a))
            .toStdString();
    return plan;
}

QString MtuSweepWizard::summaryHtml(const model::Plan& plan) const {
    const QStringList mtus = numberList(mtuPage()->mtus());
    SummaryTable table = topologyTable();
    table.add(tr("Mode:"),
              tr("%1 (spec “%2”), one TCP stream")
                  .arg(modeName(),
                       QString::fromStdString(plan.specs.front().name).toHtmlEscaped()));
    table.add(tr("Request size:"),
              formatByteSize(mtuPage()->requestBytes()).replace(QLatin1Char(' '), QChar::Nbsp));
    table.add(tr("MTUs:"), mtus.isEmpty() ? tr("none") : mtus.join(QStringLiteral(", ")));
    table.add(tr("Each step:"), tr("%1 warm-up + %2 measured, sampled every %3 ms")
                                    .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS))
                                    .arg(plan.sampleMs));
    addRepeatRows(table, plan);
    QString html = table.html();
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Both dynamos need CAP_NET_ADMIN (root, or that capability) to set the "
                        "MTU; each puts every original MTU back at the end, on failure and if "
                        "the manager vanishes."));
    html += twoHostCommandsHtml(topologyPage()->addressA(), managerEndpoint());
    return html;
}

}  // namespace iometry::gui
