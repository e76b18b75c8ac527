#include "gui/wizards/fine_sweep_wizard.hpp"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/fine_sweep/fine_sweep_source.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {

namespace {

/** Warm-up before each size, not measured (as examples/loopback-fine-sweep.json). */
constexpr double kRampS = 0.2;

/** The sizes a TCP ping-pong of the method takes. */
IntegerRange tcpSizes() {
    return integerRange(methodParam(model::fineSweepMethod(), "from"));
}

}  // namespace

FineProtocolPage::FineProtocolPage(QWidget* parent)
    : PingPongProtocolPage(
          {tr("One request in flight, answered with as many bytes as it carried: "
              "NetPIPE's ping-pong gives each size's throughput and round trip."),
           tr("&TCP ping-pong"),
           tr("Sizes %1 … %2. Drop-outs here are often the stack's buffer or segment "
              "boundaries.")
               .arg(formatByteSize(static_cast<std::uint64_t>(tcpSizes().lo)),
                    formatByteSize(static_cast<std::uint64_t>(tcpSizes().hi))),
           tr("One datagram each way, %1 … %2 bytes: the path without TCP's "
              "acknowledgements and windows.")
               .arg(datagramSizes(tcpSizes()).lo)
               .arg(datagramSizes(tcpSizes()).hi)},
          parent) {
    addReasonLine(pageLayout());
}

// ---------------------------------------------------------------------------------------

FineSizesPage::FineSizesPage(QWidget* parent)
    : PingPongSizesPage(parent),
      m_fields(new MethodFields(model::fineSweepMethod(), this, 140)),
      m_run(secondsSpinBox(0.1, 86400, 1, QStringLiteral("runS"), this)),
      m_rangeText(nullptr) {
    setTitle(tr("Sizes"));
    setSubTitle(
        tr("Sizes double from the first to the last; each is one step, and its "
           "neighbours a few bytes either side are steps too."));
    m_fields->integer("from", QStringLiteral("fromBytes"));
    m_fields->integer("to", QStringLiteral("toBytes"));
    m_fields->integer("points_per_doubling", QStringLiteral("pointsPerDoubling"));
    m_fields->integer("perturbation", QStringLiteral("perturbation"));
    m_fields->number("dropout_pct", QStringLiteral("dropoutPct"));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_fields->addRow(form, tr("&From:"), "from", tr("The others double from it."));
    m_rangeText = m_fields->addRow(form, tr("T&o:"), "to");
    m_fields->addRow(form, tr("&Points per doubling:"), "points_per_doubling");
    m_fields->addRow(form, tr("P&erturbation:"), "perturbation");
    m_fields->addRow(form, tr("&Drop-out threshold:"), "dropout_pct",
                     tr("The report lists every drop-out."));
    addExplainedRow(
        form, tr("&Run time per size:"), m_run,
        tr("Measured, after %1 of warm-up.").arg(formatStepTime(kRampS)));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    addReasonLine(layout);

    for (const char* key : {"from", "to", "points_per_doubling", "perturbation"})
        registerField(m_fields->editor(key)->objectName(), m_fields->editor(key));
    registerField(QStringLiteral("dropoutPct"), m_fields->editor("dropout_pct"), "value",
                  SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    connect(m_fields, &MethodFields::changed, this, &CheckedPage::refresh);
    connect(m_run, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    setUdp(false);
}

IntegerRange FineSizesPage::sizeRange(bool udp) const {
    return udp ? datagramSizes(tcpSizes()) : tcpSizes();
}

IntegerRange FineSizesPage::firstSizes(bool udp) const {
    if (udp)
        return sizeRange(true);
    return {m_fields->defaultValue("from").get<int>(), m_fields->defaultValue("to").get<int>()};
}

void FineSizesPage::setUdp(bool udp) {
    auto* from = qobject_cast<QSpinBox*>(m_fields->editor("from"));
    auto* to = qobject_cast<QSpinBox*>(m_fields->editor("to"));
    const IntegerRange first = firstSizes(m_udp);
    const bool wasFirst = from->value() == first.lo && to->value() == first.hi;
    m_udp = udp;
    const IntegerRange range = sizeRange(udp);
    // setRange clamps what the user typed into the new protocol's sizes.
    from->setRange(range.lo, range.hi);
    to->setRange(range.lo, range.hi);
    if (wasFirst) {
        from->setValue(firstSizes(udp).lo);
        to->setValue(firstSizes(udp).hi);
    }
    const QString takes =
        udp ? tr("A UDP ping-pong takes %1 … %2 bytes per datagram.").arg(range.lo).arg(range.hi)
            : tr("A TCP ping-pong takes %1 … %2 per request.")
                  .arg(formatByteSize(static_cast<std::uint64_t>(range.lo)),
                       formatByteSize(static_cast<std::uint64_t>(range.hi)));
    m_rangeText->setText(paramHelp(m_fields->param("to"), takes));
    refresh();
}

model::FineSweepParams FineSizesPage::params() const {
    model::FineSweepParams p;
    m_fields->apply(p);
    return p;
}

double FineSizesPage::runS() const {
    return m_run->value();
}

QString FineSizesPage::check() const {
    const model::FineSweepParams p = params();
    if (p.to < p.from)
        return tr("The last size (%1 B) is below the first (%2 B).").arg(p.to).arg(p.from);
    return {};
}

// ---------------------------------------------------------------------------------------

FineSweepWizard::FineSweepWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PingPongWizard(
          {tr("Where the two ends of the ping-pong run. Host A asks, host B answers, over A's "
              "and B's addresses: these choose the adapters under test."),
           QString(),
           tr("Measures the stack and the CPU of this machine, not an adapter: the baseline "
              "to compare adapters against."),
           tr("Measures the link between two machines, for example two adapters joined by a "
              "crossover cable.")},
          dynamos, parent) {
    setWindowTitle(tr("Fine size sweep (NetPIPE)"));
    setObjectName(QStringLiteral("fineSweepWizard"));
    setPingPongPages(new FineProtocolPage(this), new FineSizesPage(this));
}

model::Plan FineSweepWizard::buildPlan() const {
    const bool udp = m_protocol->isUdp();
    const model::FineSweepParams p = m_sizes->params();
    model::Plan plan;
    plan.runS = m_sizes->runS();
    plan.rampS = kRampS;
    plan.sampleMs = 500;
    placeWorker(plan, pingPong(plan, static_cast<std::uint64_t>(p.from)));
    plan.procedure.settings = p;

    const QString protocol = udp ? QStringLiteral("UDP") : QStringLiteral("TCP");
    const QString range = tr("%1 … %2").arg(formatByteSize(static_cast<std::uint64_t>(p.from)),
                                            formatByteSize(static_cast<std::uint64_t>(p.to)));
    plan.name = tr("Fine size sweep: %1 ping-pong %2, %3")
                    .arg(protocol, range, topologyPage()->nameSuffix())
                    .toStdString();
    plan.description = askAnswerDescription(
        tr("NetPIPE-style: a %1 ping-pong (each request answered with as many bytes) at sizes "
           "%2, %3 per doubling and %4 bytes either side, %5 each. procedure.json lists each "
           "size's throughput and round trip, and the sizes whose throughput drops more than "
           "%6 % below both neighbours.")
            .arg(protocol, range)
            .arg(p.pointsPerDoubling)
            .arg(p.perturbation)
            .arg(formatStepTime(plan.runS), QString::number(p.dropoutPct, 'g', 10)));
    return plan;
}

QString FineSweepWizard::summaryHtml(const model::Plan& plan) const {
    const model::FineSweepParams& p = *plan.procedure.as<model::FineSweepParams>();
    QStringList sizes;
    for (const auto s : model::fineSweepSizes(p))
        sizes << QString::number(s);
    SummaryTable table = topologyTable();
    table.add(tr("Ping-pong:"), (m_protocol->isUdp() ? tr("UDP, one request in flight, each "
                                                          "answered with as many bytes")
                                                     : tr("TCP, one request in flight, each "
                                                          "answered with as many bytes")));
    table.add(tr("Sizes:"), sizes.isEmpty() ? tr("none")
                            : sizes.size() == 1
                                ? tr("%1 B (1 size)").arg(sizes.front())
                                : tr("%1 B (%2 sizes)").arg(elidedList(sizes)).arg(sizes.size()));
    table.add(tr("Drop-outs:"), tr("sizes more than %1 % below both neighbours")
                                    .arg(QString::number(p.dropoutPct, 'g', 10)));
    table.add(
        tr("Each size:"),
        tr("%1 warm-up + %2 measured").arg(formatStepTime(plan.rampS), formatStepTime(plan.runS)));
    table.add(tr("Steps:"), procedureStepsText(plan));
    return summaryWithCommands(table);
}

}  // namespace iometry::gui
