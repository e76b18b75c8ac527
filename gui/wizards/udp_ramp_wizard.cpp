#include "gui/wizards/udp_ramp_wizard.hpp"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "engine/kinds/udp/udp_kind.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {
namespace {

QString mbit(double value) {
    return QString::number(value, 'g', 10);
}

}  // namespace

UdpRampPage::UdpRampPage(QWidget* parent)
    : CheckedPage(parent), m_fields(new MethodFields(model::udpRampMethod(), this, 140)) {
    setTitle(tr("Offered rates"));
    setSubTitle(
        tr("Host A sends one UDP stream to host B at each rate in turn; every rate is "
           "one trial, and the curve past the knee shows how the path degrades."));
    // The rates and the size have no default: the wizard starts from a ramp a gigabit link
    // shows whole, and a datagram that fills a 1500-byte Ethernet frame over IPv4.
    m_fields->integer("size", QStringLiteral("datagramSize"), {.initial = 1472});
    m_fields->number("from_mbit", QStringLiteral("fromMbit"), {.initial = 200});
    m_fields->number("to_mbit", QStringLiteral("toMbit"), {.initial = 1000});
    QWidget* step = m_fields->number("step_mbit", QStringLiteral("stepMbit"), {.initial = 100});
    m_fields->number("trial_s", QStringLiteral("trialS"), {.initial = 2});

    auto* reviews = new QPushButton(tr("Use the &reviews' ramp"), this);
    reviews->setObjectName(QStringLiteral("reviewsRamp"));
    connect(reviews, &QPushButton::clicked, this, &UdpRampPage::useReviewsRamp);
    auto* stepRow = new QWidget(this);
    auto* stepLayout = new QHBoxLayout(stepRow);
    stepLayout->setContentsMargins(0, 0, 0, 0);
    stepLayout->addWidget(step);
    stepLayout->addWidget(reviews);
    stepLayout->addStretch(1);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_fields->addRow(form, tr("&Datagram size:"), "size",
                     tr("1472 B fills a 1500-byte Ethernet frame over IPv4."));
    m_fields->addRow(form, tr("&From:"), "from_mbit");
    m_fields->addRow(form, tr("T&o:"), "to_mbit");
    addExplainedRow(form, tr("&Step:"), stepRow,
                    paramHelp(m_fields->param("step_mbit"),
                              tr("The reviews ramp 200 → 800 Mbit/s in steps of 10.")));
    m_fields->addRow(form, tr("&Trial time:"), "trial_s",
                     tr("Each trial warms up for %1 first, not measured.")
                         .arg(formatStepTime(UdpRampWizard::kRampS)));
    qobject_cast<QLabel*>(form->labelForField(stepRow))->setBuddy(step);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    addReasonLine(layout);

    registerField(QStringLiteral("datagramSize"), m_fields->editor("size"));
    for (const char* key : {"from_mbit", "to_mbit", "step_mbit", "trial_s"}) {
        QWidget* box = m_fields->editor(key);
        registerField(box->objectName(), box, "value", SIGNAL(valueChanged(double)));
    }
    connect(m_fields, &MethodFields::changed, this, &CheckedPage::refresh);
    refresh();
}

model::UdpRampParams UdpRampPage::params() const {
    model::UdpRampParams p;
    m_fields->apply(p);
    return p;
}

void UdpRampPage::useReviewsRamp() {
    m_fields->setValue("from_mbit", 200);
    m_fields->setValue("to_mbit", 800);
    m_fields->setValue("step_mbit", 10);
}

QString UdpRampPage::check() const {
    const model::UdpRampParams p = params();
    if (p.toMbit < p.fromMbit)
        return tr("The last rate (%1 Mbit/s) is below the first (%2 Mbit/s).")
            .arg(mbit(p.toMbit), mbit(p.fromMbit));
    // The same bound as the validator's (docs/plan-format.md: at most 1000 rates).
    if ((p.toMbit - p.fromMbit) / p.stepMbit >= static_cast<double>(model::kMaxUdpRampSteps))
        return tr("That is more than %1 rates; take a larger step.").arg(model::kMaxUdpRampSteps);
    return {};
}

// ---------------------------------------------------------------------------------------

UdpRampWizard::UdpRampWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PairWizard(
          {tr("Where the two ends of the UDP stream run. Host A's address sends to host B's, "
              "so these choose the adapters under test."),
           QString(),
           tr("Measures the UDP stack and the CPU of this machine, not an adapter: the "
              "baseline to compare adapters against."),
           tr("Measures the link between two machines: A's adapter sends, B's receives.")},
          dynamos, parent),
      m_ramp(new UdpRampPage(this)) {
    setWindowTitle(tr("UDP ramp"));
    setObjectName(QStringLiteral("udpRampWizard"));
    setPages({m_ramp});
}

model::Plan UdpRampWizard::buildPlan() const {
    const model::UdpRampParams ramp = m_ramp->params();
    const std::uint64_t datagram = *ramp.size;
    model::Plan plan;
    // Each trial's run time is the procedure's trial_s; run_s carries the same value, so
    // the plan reads back as it was written.
    plan.runS = *ramp.trialS;
    plan.rampS = kRampS;
    plan.sampleMs = 500;

    model::AccessLine line;
    line.size = datagram;
    line.read = 0;  // one way: the holder (A) sends, its partner (B) receives
    plan.specs = {{"datagrams", {line}}};

    model::WorkerDef worker;
    worker.name = "udp";
    model::UdpSettings udp;
    udp.rateMbit = ramp.fromMbit;
    worker.settings = udp;
    worker.spec = "datagrams";
    worker.outstanding = 1;
    placeWorker(plan, worker);
    plan.procedure.settings = ramp;
    const model::UdpRampParams& p = ramp;

    const AdapterTopologyPage* topology = topologyPage();
    plan.name = tr("UDP ramp: %1 → %2 Mbit/s, %3")
                    .arg(mbit(p.fromMbit), mbit(p.toMbit), topology->nameSuffix())
                    .toStdString();
    const QString rates = tr("offers %1, %2, … %3 Mbit/s of %4-byte datagrams, %5 each")
                              .arg(mbit(p.fromMbit), mbit(p.fromMbit + p.stepMbit), mbit(p.toMbit))
                              .arg(datagram)
                              .arg(formatStepTime(*p.trialS));
    if (topology->isLoopback()) {
        plan.description = tr("One UDP stream over loopback on this machine: the holder %1 to "
                              "its partner. procedure.json holds the achieved rate and the "
                              "loss at each offered rate.")
                               .arg(rates)
                               .toStdString();
    } else {
        const QString a = topology->addressA();
        plan.description = tr("Two hosts: A (this machine, %1) %2 to B (%3), a dynamo started "
                              "by hand. procedure.json holds the achieved rate and the loss at "
                              "each offered rate. %4")
                               .arg(a, rates, topology->addressB(), twoHostCommandsText(a))
                               .toStdString();
    }
    return plan;
}

QString UdpRampWizard::summaryHtml(const model::Plan& plan) const {
    const model::UdpRampParams& p = *plan.procedure.as<model::UdpRampParams>();
    QStringList rates;
    for (const double r : p.rates())
        rates << mbit(r);
    SummaryTable table;
    table.add(tr("Topology:"), topologyPage()->summaryText());
    table.add(tr("Stream:"), topologyPage()->isLoopback()
                                 ? tr("one way, the worker sends to its partner")
                                 : tr("one way, host A sends to host B"));
    table.add(tr("Datagrams:"), tr("%1 B of UDP payload").arg(*p.size));
    table.add(tr("Offered rates:"),
              rates.isEmpty() ? tr("none")
              : rates.size() == 1
                  ? tr("%1 Mbit/s (1 rate)").arg(rates.front())
                  : tr("%1 Mbit/s (%2 rates)").arg(elidedList(rates)).arg(rates.size()));
    table.add(
        tr("Each trial:"),
        tr("%1 warm-up + %2 measured").arg(formatStepTime(plan.rampS), formatStepTime(*p.trialS)));
    table.add(tr("Trials:"), procedureStepsText(plan));
    return summaryWithCommands(table);
}

}  // namespace iometry::gui
