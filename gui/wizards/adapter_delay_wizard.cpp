#include "gui/wizards/adapter_delay_wizard.hpp"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/adapter_delay/adapter_delay_source.hpp"
#include "gui/text_format.hpp"
#include "gui/ui_style.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/ping_pong.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {

DelaySizesPage::DelaySizesPage(QWidget* parent)
    : CheckedPage(parent),
      m_fields(new MethodFields(model::adapterDelayMethod(), this)),
      m_sizes(new ValueChecks(tr("Payload sizes"), model::defaultDelaySizes(),
                              QStringLiteral("payload"), 5, this)),
      // The wizard always gives the link's speed: a gigabit one until its interface reports
      // another (the method's default, 0, asks the interface at run time).
      m_link(new LinkSpeedField(
          m_fields->integer("link_mbps", QStringLiteral("linkMbps"), {.initial = 1000}),
          paramHelp(m_fields->param("link_mbps")), this)),
      m_run(secondsSpinBox(0.1, 86400, 3, QStringLiteral("runS"), this)) {
    setTitle(tr("Sizes and link"));
    setSubTitle(
        tr("For each checked size, one step times the round trip to B and one over "
           "A's loopback; their difference is what the link adds."));
    m_sizes->layout()->addWidget(explanationLabel(
        paramHelp(m_fields->param("sizes"),
                  tr("They are the bytes L, as ping's; the delay line A·L + B is fitted through "
                     "them.")),
        m_sizes));
    QSpinBox* header = m_fields->integer("header_bytes", QStringLiteral("headerBytes"));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Link speed:"), m_link);
    qobject_cast<QLabel*>(form->labelForField(m_link))->setBuddy(m_link->spinBox());
    m_fields->addRow(form, tr("&Header bytes:"), "header_bytes");
    addExplainedRow(form, tr("&Run time per size:"), m_run,
                    tr("Measured to B and again over loopback, each after %1 of warm-up.")
                        .arg(formatStepTime(AdapterDelayWizard::kRampS)));

    layOutChecks(m_sizes, form);
    registerField(QStringLiteral("linkMbps"), m_link->spinBox());
    registerField(QStringLiteral("headerBytes"), header);
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    connect(m_sizes, &ValueChecks::changed, this, &CheckedPage::refresh);
    connect(m_fields, &MethodFields::changed, this, &CheckedPage::refresh);
    connect(m_run, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

model::AdapterDelayParams DelaySizesPage::params() const {
    model::AdapterDelayParams p;
    m_fields->apply(p);
    p.sizes = m_sizes->checked();
    return p;
}

double DelaySizesPage::runS() const {
    return m_run->value();
}

QString DelaySizesPage::check() const {
    // One size gives no line: the engine would report no fit (docs/plan-format.md).
    if (m_sizes->checked().size() < 2)
        return tr("Check at least two payload sizes: the delay line is fitted through them.");
    return {};
}

// ---------------------------------------------------------------------------------------

AdapterDelayWizard::AdapterDelayWizard(const std::vector<session::DynamoInfo>& dynamos,
                                       QWidget* parent)
    : PairWizard({tr("The round-trip method needs two hosts: host B answers a UDP ping-pong across "
                     "the link under test, and host A compares that round trip with its own "
                     "loopback's."),
                  tr("T&rial run on this machine (loopback): measures nothing"),
                  tr("Checks that the plan and the dynamo work. Both round trips go over loopback, "
                     "so the delays come out near zero and mean nothing."),
                  tr("The measurement: A's adapter and B's, and the link between them.")},
                 dynamos, parent),
      m_sizes(new DelaySizesPage(this)) {
    setWindowTitle(tr("Adapter delay (round trip)"));
    setObjectName(QStringLiteral("adapterDelayWizard"));
    setPages({m_sizes});
    // The speed host A's interface reports is offered as the link's.
    offerLinkSpeed(m_sizes->linkSpeed());
}

model::Plan AdapterDelayWizard::buildPlan() const {
    const model::AdapterDelayParams p = m_sizes->params();
    const auto& sizes = p.sizes;
    model::Plan plan;
    plan.runS = m_sizes->runS();
    plan.rampS = kRampS;
    plan.sampleMs = 500;

    // A ping-pong as ping's: requests and replies of L bytes, A asks.
    const auto first = static_cast<std::uint64_t>(sizes.empty() ? 32 : sizes.front());
    placeWorker(plan, pingPongWorker(plan, model::udpKind(), first, "ping", "nic"));
    plan.procedure.settings = p;

    const QStringList list = numberList(sizes);
    const QString what =
        tr("a UDP ping-pong for payloads of %1 bytes, %2 each, to the peer and over loopback; "
           "procedure.json gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and "
           "the line delay = A * Lp + B at %3 Mbit/s.")
            .arg(list.join(QStringLiteral(", ")), formatStepTime(plan.runS))
            .arg(p.linkMbps);
    if (topologyPage()->isLoopback()) {
        plan.name = tr("Adapter delay: trial run on loopback").toStdString();
        plan.description = tr("A trial run of the round-trip method on this machine alone: %1 "
                              "Both round trips go over loopback, so the delays mean nothing.")
                               .arg(what)
                               .toStdString();
    } else {
        const QString a = topologyPage()->addressA();
        plan.name = tr("Adapter delay: %1").arg(topologyPage()->nameSuffix()).toStdString();
        plan.description = tr("The round-trip method: from this host's adapter (A, %1) to the "
                              "peer's (B, %2), a dynamo started by hand, %3 %4")
                               .arg(a, topologyPage()->addressB(), what, twoHostCommandsText(a))
                               .toStdString();
    }
    return plan;
}

QString AdapterDelayWizard::summaryHtml(const model::Plan& plan) const {
    const model::AdapterDelayParams& p = *plan.procedure.as<model::AdapterDelayParams>();
    const QStringList sizes = numberList(p.sizes);
    SummaryTable table = topologyTable();
    table.add(tr("Ping-pong:"), topologyPage()->isLoopback()
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
    QString html = summaryWithCommands(table);
    if (topologyPage()->isLoopback())
        html += QStringLiteral("<p style='%1'>%2</p>")
                    .arg(kErrorStyle,
                         tr("A trial run: it checks that the plan works, but the delays it "
                            "reports mean nothing. For a measurement choose Two hosts."));
    return html;
}

}  // namespace iometry::gui
