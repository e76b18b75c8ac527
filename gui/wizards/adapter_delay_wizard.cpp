#include "gui/wizards/adapter_delay_wizard.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/adapter_delay/adapter_delay_method.hpp"
#include "engine/methods/adapter_delay/adapter_delay_source.hpp"
#include "gui/ui_style.hpp"

namespace iometry::gui {

DelaySizesPage::DelaySizesPage(QWidget* parent)
    : CheckedPage(parent),
      m_sizes(new ValueChecks(tr("Payload sizes"), model::defaultDelaySizes(),
                              QStringLiteral("payload"), 5, this)),
      m_link(new LinkSpeedField(
          QStringLiteral("linkMbps"),
          tr("The time the frame's bits take on the wire is taken off the delay."), this)),
      m_header(new QSpinBox(this)),
      m_run(secondsSpinBox(0.1, 86400, 3, QStringLiteral("runS"), this)) {
    setTitle(tr("Sizes and link"));
    setSubTitle(
        tr("For each checked size, one step times the round trip to B and one over "
           "A's loopback; their difference is what the link adds."));
    m_sizes->layout()->addWidget(explanationLabel(
        tr("UDP payload bytes L, as ping's; the delay line A·L + B is fitted through them."),
        m_sizes));
    // The validator's range (docs/plan-format.md, "Procedures").
    m_header->setRange(0, 1000);
    m_header->setValue(28);
    m_header->setSuffix(tr(" B"));
    m_header->setObjectName(QStringLiteral("headerBytes"));
    m_header->setMinimumWidth(120);
    m_header->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Link speed:"), m_link);
    qobject_cast<QLabel*>(form->labelForField(m_link))->setBuddy(m_link->spinBox());
    addExplainedRow(form, tr("&Header bytes:"), m_header,
                    tr("Bytes below the payload: 28 is UDP over IPv4 (8 + 20); 48 over IPv6."));
    addExplainedRow(form, tr("&Run time per size:"), m_run,
                    tr("Measured to B and again over loopback, each after %1 of warm-up.")
                        .arg(formatStepTime(AdapterDelayWizard::kRampS)));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_sizes);
    layout->addLayout(form);
    addReasonLine(layout);

    for (QCheckBox* box : m_sizes->boxes())
        registerField(box->objectName(), box);
    registerField(QStringLiteral("linkMbps"), m_link->spinBox());
    registerField(QStringLiteral("headerBytes"), m_header);
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    connect(m_sizes, &ValueChecks::changed, this, &CheckedPage::refresh);
    connect(m_link, &LinkSpeedField::valueChanged, this, &CheckedPage::refresh);
    connect(m_header, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_run, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

int DelaySizesPage::headerBytes() const {
    return m_header->value();
}

double DelaySizesPage::runS() const {
    return m_run->value();
}

QString DelaySizesPage::check() const {
    // One size gives no line: the engine would report no fit (docs/plan-format.md).
    if (sizes().size() < 2)
        return tr("Check at least two payload sizes: the delay line is fitted through them.");
    return {};
}

// ---------------------------------------------------------------------------------------

AdapterDelayWizard::AdapterDelayWizard(const std::vector<session::DynamoInfo>& dynamos,
                                       QWidget* parent)
    : PlanWizard(parent),
      m_topology(new AdapterTopologyPage(
          {tr("The round-trip method needs two hosts: host B answers a UDP ping-pong across "
              "the link under test, and host A compares that round trip with its own "
              "loopback's."),
           tr("T&rial run on this machine (loopback): measures nothing"),
           tr("Checks that the plan and the dynamo work. Both round trips go over loopback, "
              "so the delays come out near zero and mean nothing."),
           tr("The measurement: A's adapter and B's, and the link between them.")},
          this)),
      m_sizes(new DelaySizesPage(this)) {
    setWindowTitle(tr("Adapter delay (round trip)"));
    setObjectName(QStringLiteral("adapterDelayWizard"));
    setPage(TopologyPageId, m_topology);
    setPage(SizesPageId, m_sizes);
    setPage(SummaryPageId, createSummaryPage({m_topology, m_sizes}));
    // The speed host A's interface reports is offered as the link's.
    connect(m_topology, &QWizardPage::completeChanged, this, &AdapterDelayWizard::offerLinkSpeed);
    setDynamos(dynamos);
}

void AdapterDelayWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_topology->setLocalAddresses(localAddresses(dynamos));
    offerLinkSpeed();
}

void AdapterDelayWizard::offerLinkSpeed() {
    m_sizes->linkSpeed()->offer(m_topology->interfaceA(), m_topology->isLoopback());
}

model::Plan AdapterDelayWizard::buildPlan() const {
    const auto sizes = m_sizes->sizes();
    model::Plan plan;
    plan.runS = m_sizes->runS();
    plan.rampS = kRampS;
    plan.sampleMs = 500;

    // A ping-pong as ping's: requests and replies of L bytes, A asks. The procedure gives
    // every step its size; the line holds the first.
    const auto first = static_cast<std::uint64_t>(sizes.empty() ? 32 : sizes.front());
    model::AccessLine line;
    line.size = first;
    line.reply = first;
    line.read = 0;
    plan.specs = {{"ping", {line}}};

    model::WorkerDef worker;
    worker.name = "nic";
    worker.settings = model::udpKind().makeSettings();
    worker.spec = "ping";
    worker.outstanding = 1;
    m_topology->placeWorker(plan, worker);
    plan.workers = {worker};

    plan.procedure.settings = model::AdapterDelayParams{};
    model::AdapterDelayParams& p = *plan.procedure.as<model::AdapterDelayParams>();
    p.sizes = sizes;
    p.linkMbps = m_sizes->linkSpeed()->value();
    p.headerBytes = m_sizes->headerBytes();

    QStringList list;
    for (const auto s : sizes)
        list << QString::number(s);
    const QString what =
        tr("a UDP ping-pong for payloads of %1 bytes, %2 each, to the peer and over loopback; "
           "procedure.json gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and "
           "the line delay = A * Lp + B at %3 Mbit/s.")
            .arg(list.join(QStringLiteral(", ")), formatStepTime(plan.runS))
            .arg(p.linkMbps);
    if (m_topology->isLoopback()) {
        plan.name = tr("Adapter delay: trial run on loopback").toStdString();
        plan.description = tr("A trial run of the round-trip method on this machine alone: %1 "
                              "Both round trips go over loopback, so the delays mean nothing.")
                               .arg(what)
                               .toStdString();
    } else {
        const QString a = m_topology->addressA();
        plan.name = tr("Adapter delay: %1").arg(m_topology->nameSuffix()).toStdString();
        plan.description = tr("The round-trip method: from this host's adapter (A, %1) to the "
                              "peer's (B, %2), a dynamo started by hand, %3 %4")
                               .arg(a, m_topology->addressB(), what, twoHostCommandsText(a))
                               .toStdString();
    }
    return plan;
}

QString AdapterDelayWizard::summaryHtml(const model::Plan& plan) const {
    const model::AdapterDelayParams& p = *plan.procedure.as<model::AdapterDelayParams>();
    QStringList sizes;
    for (const auto s : p.sizes)
        sizes << QString::number(s);
    SummaryTable table;
    table.add(tr("Topology:"), m_topology->summaryText());
    table.add(tr("Ping-pong:"), m_topology->isLoopback()
                                    ? tr("UDP over loopback, then again over loopback")
                                    : tr("UDP, A asks and B answers with as many bytes; then "
                                         "the same over A's loopback"));
    table.add(tr("Payload sizes:"),
              sizes.isEmpty() ? tr("none") : tr("%1 B").arg(sizes.join(QStringLiteral(", "))));
    table.add(
        tr("Link:"),
        tr("%1 Mbit/s, %2 header bytes below the payload").arg(p.linkMbps).arg(p.headerBytes));
    table.add(tr("Each step:"), tr("%1 warm-up + %2 measured; two steps per size")
                                    .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS)));
    table.add(tr("Steps:"), procedureStepsText(plan));
    QString html = table.html();
    if (m_topology->isLoopback()) {
        html += QStringLiteral("<p style='%1'>%2</p>")
                    .arg(kErrorStyle,
                         tr("A trial run: it checks that the plan works, but the delays it "
                            "reports mean nothing. For a measurement choose Two hosts."));
    } else {
        html += twoHostCommandsHtml(m_topology->addressA(), managerEndpoint());
    }
    return html;
}

}  // namespace iometry::gui
