#include "gui/wizards/udp_ramp_wizard.hpp"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/udp_ramp/udp_ramp_method.hpp"

namespace iometry::gui {
namespace {

QDoubleSpinBox* rateBox(double value, const QString& name, QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    // Validator: more than 0, at most 10^6 (docs/plan-format.md, "Procedures").
    box->setRange(0.1, 1000000);
    box->setDecimals(1);
    box->setValue(value);
    box->setSuffix(UdpRampPage::tr(" Mbit/s"));
    box->setObjectName(name);
    box->setMinimumWidth(140);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return box;
}

QString mbit(double value) {
    return QString::number(value, 'g', 10);
}

}  // namespace

UdpRampPage::UdpRampPage(QWidget* parent)
    : CheckedPage(parent),
      m_datagram(new QSpinBox(this)),
      m_from(rateBox(200, QStringLiteral("fromMbit"), this)),
      m_to(rateBox(1000, QStringLiteral("toMbit"), this)),
      m_step(rateBox(100, QStringLiteral("stepMbit"), this)),
      m_trial(secondsSpinBox(0.1, 86400, 2, QStringLiteral("trialS"), this)) {
    setTitle(tr("Offered rates"));
    setSubTitle(
        tr("Host A sends one UDP stream to host B at each rate in turn; every rate is "
           "one trial, and the curve past the knee shows how the path degrades."));
    m_datagram->setRange(static_cast<int>(model::kMinDatagram),
                         static_cast<int>(model::kMaxDatagram));
    m_datagram->setValue(1472);
    m_datagram->setSuffix(tr(" B"));
    m_datagram->setObjectName(QStringLiteral("datagramSize"));
    m_datagram->setMinimumWidth(140);
    m_datagram->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);

    auto* reviews = new QPushButton(tr("Use the &reviews' ramp"), this);
    reviews->setObjectName(QStringLiteral("reviewsRamp"));
    connect(reviews, &QPushButton::clicked, this, &UdpRampPage::useReviewsRamp);
    auto* stepRow = new QWidget(this);
    auto* stepLayout = new QHBoxLayout(stepRow);
    stepLayout->setContentsMargins(0, 0, 0, 0);
    stepLayout->addWidget(m_step);
    stepLayout->addWidget(reviews);
    stepLayout->addStretch(1);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addExplainedRow(form, tr("&Datagram size:"), m_datagram,
                    tr("UDP payload per datagram: 1472 B fills a 1500-byte Ethernet frame over "
                       "IPv4."));
    addExplainedRow(form, tr("&From:"), m_from,
                    tr("The first rate offered, in Mbit/s of payload."));
    addExplainedRow(form, tr("T&o:"), m_to, tr("The last: every rate up to it is tried."));
    addExplainedRow(form, tr("&Step:"), stepRow,
                    tr("Added for each next trial. The reviews ramp 200 → 800 Mbit/s in steps "
                       "of 10."));
    addExplainedRow(form, tr("&Trial time:"), m_trial,
                    tr("How long each rate is measured, after %1 of warm-up.")
                        .arg(formatStepTime(UdpRampWizard::kRampS)));
    qobject_cast<QLabel*>(form->labelForField(stepRow))->setBuddy(m_step);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    addReasonLine(layout);

    registerField(QStringLiteral("datagramSize"), m_datagram);
    registerField(QStringLiteral("fromMbit"), m_from, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("toMbit"), m_to, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("stepMbit"), m_step, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("trialS"), m_trial, "value", SIGNAL(valueChanged(double)));
    connect(m_datagram, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    for (QDoubleSpinBox* box : {m_from, m_to, m_step, m_trial})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

int UdpRampPage::datagramSize() const {
    return m_datagram->value();
}

double UdpRampPage::fromMbit() const {
    return m_from->value();
}

double UdpRampPage::toMbit() const {
    return m_to->value();
}

double UdpRampPage::stepMbit() const {
    return m_step->value();
}

double UdpRampPage::trialS() const {
    return m_trial->value();
}

void UdpRampPage::useReviewsRamp() {
    m_from->setValue(200);
    m_to->setValue(800);
    m_step->setValue(10);
}

QString UdpRampPage::check() const {
    if (toMbit() < fromMbit())
        return tr("The last rate (%1 Mbit/s) is below the first (%2 Mbit/s).")
            .arg(mbit(toMbit()), mbit(fromMbit()));
    // The same bound as the validator's (docs/plan-format.md: at most 1000 rates).
    if ((toMbit() - fromMbit()) / stepMbit() >= static_cast<double>(model::kMaxUdpRampSteps))
        return tr("That is more than %1 rates; take a larger step.").arg(model::kMaxUdpRampSteps);
    return {};
}

// ---------------------------------------------------------------------------------------

UdpRampWizard::UdpRampWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_topology(new AdapterTopologyPage(
          {tr("Where the two ends of the UDP stream run. Host A's address sends to host B's, "
              "so these choose the adapters under test."),
           QString(),
           tr("Measures the UDP stack and the CPU of this machine, not an adapter: the "
              "baseline to compare adapters against."),
           tr("Measures the link between two machines: A's adapter sends, B's receives.")},
          this)),
      m_ramp(new UdpRampPage(this)) {
    setWindowTitle(tr("UDP ramp"));
    setObjectName(QStringLiteral("udpRampWizard"));
    setPage(TopologyPageId, m_topology);
    setPage(RampPageId, m_ramp);
    setPage(SummaryPageId, createSummaryPage({m_topology, m_ramp}));
    setDynamos(dynamos);
}

void UdpRampWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_topology->setLocalAddresses(localAddresses(dynamos));
}

model::Plan UdpRampWizard::buildPlan() const {
    const auto datagram = static_cast<std::uint64_t>(m_ramp->datagramSize());
    model::Plan plan;
    // Each trial's run time is the procedure's trial_s; run_s carries the same value, so
    // the plan reads back as it was written.
    plan.runS = m_ramp->trialS();
    plan.rampS = kRampS;
    plan.sampleMs = 500;

    model::AccessLine line;
    line.size = datagram;
    line.read = 0;  // one way: the holder (A) sends, its partner (B) receives
    plan.specs = {{"datagrams", {line}}};

    model::WorkerDef worker;
    worker.name = "udp";
    model::UdpSettings udp;
    udp.rateMbit = m_ramp->fromMbit();
    worker.settings = udp;
    worker.spec = "datagrams";
    worker.outstanding = 1;
    m_topology->placeWorker(plan, worker);
    plan.workers = {worker};

    plan.procedure.settings = model::UdpRampParams{};
    model::UdpRampParams& p = *plan.procedure.as<model::UdpRampParams>();
    p.fromMbit = m_ramp->fromMbit();
    p.toMbit = m_ramp->toMbit();
    p.stepMbit = m_ramp->stepMbit();
    p.size = datagram;
    p.trialS = m_ramp->trialS();

    plan.name = tr("UDP ramp: %1 → %2 Mbit/s, %3")
                    .arg(mbit(p.fromMbit), mbit(p.toMbit), m_topology->nameSuffix())
                    .toStdString();
    const QString rates = tr("offers %1, %2, … %3 Mbit/s of %4-byte datagrams, %5 each")
                              .arg(mbit(p.fromMbit), mbit(p.fromMbit + p.stepMbit), mbit(p.toMbit))
                              .arg(datagram)
                              .arg(formatStepTime(*p.trialS));
    if (m_topology->isLoopback()) {
        plan.description = tr("One UDP stream over loopback on this machine: the holder %1 to "
                              "its partner. procedure.json holds the achieved rate and the "
                              "loss at each offered rate.")
                               .arg(rates)
                               .toStdString();
    } else {
        const QString a = m_topology->addressA();
        plan.description = tr("Two hosts: A (this machine, %1) %2 to B (%3), a dynamo started "
                              "by hand. procedure.json holds the achieved rate and the loss at "
                              "each offered rate. %4")
                               .arg(a, rates, m_topology->addressB(), twoHostCommandsText(a))
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
    table.add(tr("Topology:"), m_topology->summaryText());
    table.add(tr("Stream:"), m_topology->isLoopback()
                                 ? tr("one way, the worker sends to its partner")
                                 : tr("one way, host A sends to host B"));
    table.add(tr("Datagrams:"), tr("%1 B of UDP payload").arg(m_ramp->datagramSize()));
    table.add(tr("Offered rates:"),
              rates.isEmpty() ? tr("none")
              : rates.size() == 1
                  ? tr("%1 Mbit/s (1 rate)").arg(rates.front())
                  : tr("%1 Mbit/s (%2 rates)").arg(elidedList(rates)).arg(rates.size()));
    table.add(tr("Each trial:"),
              tr("%1 warm-up + %2 measured")
                  .arg(formatStepTime(plan.rampS), formatStepTime(m_ramp->trialS())));
    table.add(tr("Trials:"), procedureStepsText(plan));
    QString html = table.html();
    if (!m_topology->isLoopback())
        html += twoHostCommandsHtml(m_topology->addressA(), managerEndpoint());
    return html;
}

}  // namespace iometry::gui
