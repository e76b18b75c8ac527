#include "gui/wizards/fine_sweep_wizard.hpp"

#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/fine_sweep/fine_sweep_method.hpp"
#include "engine/methods/fine_sweep/fine_sweep_source.hpp"

namespace iometry::gui {
namespace {

// The sizes' range of each protocol, and its defaults (docs/plan-format.md, "Procedures").
constexpr int kTcpMin = static_cast<int>(model::kMinRequestSize);
constexpr int kTcpMax = static_cast<int>(model::kMaxRequestSize);
constexpr int kTcpFrom = 1;
constexpr int kTcpTo = 65536;
constexpr int kUdpMin = static_cast<int>(model::kMinDatagram);
constexpr int kUdpMax = static_cast<int>(model::kMaxDatagram);

QSpinBox* bytesBox(int lo, int hi, int value, const QString& name, QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setRange(lo, hi);
    box->setValue(value);
    box->setSuffix(FineSizesPage::tr(" B"));
    box->setObjectName(name);
    box->setMinimumWidth(140);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return box;
}

}  // namespace

FineProtocolPage::FineProtocolPage(QWidget* parent)
    : CheckedPage(parent),
      m_tcp(new QRadioButton(tr("&TCP ping-pong"), this)),
      m_udp(new QRadioButton(tr("&UDP ping-pong"), this)) {
    setTitle(tr("Protocol"));
    setSubTitle(
        tr("One request in flight, answered with as many bytes as it carried: "
           "NetPIPE's ping-pong gives each size's throughput and round trip."));
    m_tcp->setChecked(true);
    m_tcp->setObjectName(QStringLiteral("tcp"));
    m_udp->setObjectName(QStringLiteral("udp"));
    auto* group = new QButtonGroup(this);
    group->addButton(m_tcp);
    group->addButton(m_udp);

    auto* layout = new QVBoxLayout(this);
    addExplainedChoice(layout, m_tcp,
                       tr("Sizes 1 B … 16 MiB. Drop-outs here are often the stack's buffer or "
                          "segment boundaries."));
    addExplainedChoice(layout, m_udp,
                       tr("One datagram each way, 18 … 65507 bytes: the path without TCP's "
                          "acknowledgements and windows."));
    addReasonLine(layout);

    registerField(QStringLiteral("tcp"), m_tcp);
    registerField(QStringLiteral("udp"), m_udp);
    connect(m_udp, &QRadioButton::toggled, this, [this](bool udp) {
        Q_EMIT protocolChanged(udp);
        refresh();
    });
}

bool FineProtocolPage::isUdp() const {
    return m_udp->isChecked();
}

// ---------------------------------------------------------------------------------------

FineSizesPage::FineSizesPage(QWidget* parent)
    : CheckedPage(parent),
      m_from(bytesBox(kTcpMin, kTcpMax, kTcpFrom, QStringLiteral("fromBytes"), this)),
      m_to(bytesBox(kTcpMin, kTcpMax, kTcpTo, QStringLiteral("toBytes"), this)),
      m_points(new QSpinBox(this)),
      m_perturbation(bytesBox(0, 4096, 3, QStringLiteral("perturbation"), this)),
      m_dropout(new QDoubleSpinBox(this)),
      m_run(secondsSpinBox(0.1, 86400, 1, QStringLiteral("runS"), this)),
      m_rangeText(nullptr) {
    setTitle(tr("Sizes"));
    setSubTitle(
        tr("Sizes double from the first to the last; each is one step, and its "
           "neighbours a few bytes either side are steps too."));
    m_points->setRange(1, 16);
    m_points->setValue(1);
    m_points->setObjectName(QStringLiteral("pointsPerDoubling"));
    m_points->setMinimumWidth(140);
    m_points->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_dropout->setRange(0.1, 100);
    m_dropout->setDecimals(1);
    m_dropout->setValue(10);
    m_dropout->setSuffix(QStringLiteral(" %"));
    m_dropout->setObjectName(QStringLiteral("dropoutPct"));
    m_dropout->setMinimumWidth(140);
    m_dropout->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addExplainedRow(form, tr("&From:"), m_from, tr("The first size; the others double from it."));
    m_rangeText = addExplainedRow(form, tr("T&o:"), m_to, QString());
    addExplainedRow(form, tr("&Points per doubling:"), m_points,
                    tr("1 tries the powers of two; 4 adds three sizes between each two."));
    addExplainedRow(form, tr("P&erturbation:"), m_perturbation,
                    tr("Each size is also tried this many bytes below and above (NetPIPE: 3)."));
    addExplainedRow(form, tr("&Drop-out threshold:"), m_dropout,
                    tr("A size more than this far below both neighbours' Mbit/s is reported."));
    addExplainedRow(
        form, tr("&Run time per size:"), m_run,
        tr("Measured, after %1 of warm-up.").arg(formatStepTime(FineSweepWizard::kRampS)));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    addReasonLine(layout);

    registerField(QStringLiteral("fromBytes"), m_from);
    registerField(QStringLiteral("toBytes"), m_to);
    registerField(QStringLiteral("pointsPerDoubling"), m_points);
    registerField(QStringLiteral("perturbation"), m_perturbation);
    registerField(QStringLiteral("dropoutPct"), m_dropout, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    for (QSpinBox* box : {m_from, m_to, m_points, m_perturbation})
        connect(box, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    for (QDoubleSpinBox* box : {m_dropout, m_run})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    setUdp(false);
}

void FineSizesPage::setUdp(bool udp) {
    const bool wasDefault = m_udp ? m_from->value() == kUdpMin && m_to->value() == kUdpMax
                                  : m_from->value() == kTcpFrom && m_to->value() == kTcpTo;
    m_udp = udp;
    const int lo = udp ? kUdpMin : kTcpMin;
    const int hi = udp ? kUdpMax : kTcpMax;
    // setRange clamps what the user typed into the new protocol's sizes.
    m_from->setRange(lo, hi);
    m_to->setRange(lo, hi);
    if (wasDefault) {
        m_from->setValue(udp ? kUdpMin : kTcpFrom);
        m_to->setValue(udp ? kUdpMax : kTcpTo);
    }
    m_rangeText->setText(udp ? tr("The last. A UDP ping-pong takes 18 … 65507 bytes per "
                                  "datagram.")
                             : tr("The last. A TCP ping-pong takes 1 B … 16 MiB per request."));
    refresh();
}

int FineSizesPage::fromBytes() const {
    return m_from->value();
}

int FineSizesPage::toBytes() const {
    return m_to->value();
}

int FineSizesPage::pointsPerDoubling() const {
    return m_points->value();
}

int FineSizesPage::perturbation() const {
    return m_perturbation->value();
}

double FineSizesPage::dropoutPct() const {
    return m_dropout->value();
}

double FineSizesPage::runS() const {
    return m_run->value();
}

QString FineSizesPage::check() const {
    if (toBytes() < fromBytes())
        return tr("The last size (%1 B) is below the first (%2 B).")
            .arg(toBytes())
            .arg(fromBytes());
    return {};
}

// ---------------------------------------------------------------------------------------

FineSweepWizard::FineSweepWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_topology(new AdapterTopologyPage(
          {tr("Where the two ends of the ping-pong run. Host A asks, host B answers, over A's "
              "and B's addresses: these choose the adapters under test."),
           QString(),
           tr("Measures the stack and the CPU of this machine, not an adapter: the baseline "
              "to compare adapters against."),
           tr("Measures the link between two machines, for example two adapters joined by a "
              "crossover cable.")},
          this)),
      m_protocol(new FineProtocolPage(this)),
      m_sizes(new FineSizesPage(this)) {
    setWindowTitle(tr("Fine size sweep (NetPIPE)"));
    setObjectName(QStringLiteral("fineSweepWizard"));
    setPage(TopologyPageId, m_topology);
    setPage(ProtocolPageId, m_protocol);
    setPage(SizesPageId, m_sizes);
    setPage(SummaryPageId, createSummaryPage({m_topology, m_protocol, m_sizes}));
    connect(m_protocol, &FineProtocolPage::protocolChanged, m_sizes, &FineSizesPage::setUdp);
    setDynamos(dynamos);
}

void FineSweepWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_topology->setLocalAddresses(localAddresses(dynamos));
}

model::Plan FineSweepWizard::buildPlan() const {
    const bool udp = m_protocol->isUdp();
    const auto from = static_cast<std::uint64_t>(m_sizes->fromBytes());
    model::Plan plan;
    plan.runS = m_sizes->runS();
    plan.rampS = kRampS;
    plan.sampleMs = 500;

    // A ping-pong: every request answered with as many bytes. The procedure gives every
    // step its size (and the reply in kind); the line holds the first.
    model::AccessLine line;
    line.size = from;
    line.reply = from;
    line.read = 0;
    plan.specs = {{"ping-pong", {line}}};

    model::WorkerDef worker;
    worker.name = "pingpong";
    worker.settings = (udp ? model::udpKind() : model::tcpKind()).makeSettings();
    worker.spec = "ping-pong";
    worker.outstanding = 1;
    m_topology->placeWorker(plan, worker);
    plan.workers = {worker};

    plan.procedure.settings = model::FineSweepParams{};
    model::FineSweepParams& p = *plan.procedure.as<model::FineSweepParams>();
    p.from = m_sizes->fromBytes();
    p.to = m_sizes->toBytes();
    p.pointsPerDoubling = m_sizes->pointsPerDoubling();
    p.perturbation = m_sizes->perturbation();
    p.dropoutPct = m_sizes->dropoutPct();

    const QString protocol = udp ? QStringLiteral("UDP") : QStringLiteral("TCP");
    const QString range = tr("%1 … %2").arg(formatByteSize(static_cast<std::uint64_t>(p.from)),
                                            formatByteSize(static_cast<std::uint64_t>(p.to)));
    plan.name = tr("Fine size sweep: %1 ping-pong %2, %3")
                    .arg(protocol, range, m_topology->nameSuffix())
                    .toStdString();
    const QString what =
        tr("NetPIPE-style: a %1 ping-pong (each request answered with as many bytes) at sizes "
           "%2, %3 per doubling and %4 bytes either side, %5 each. procedure.json lists each "
           "size's throughput and round trip, and the sizes whose throughput drops more than "
           "%6 % below both neighbours.")
            .arg(protocol, range)
            .arg(p.pointsPerDoubling)
            .arg(p.perturbation)
            .arg(formatStepTime(plan.runS), QString::number(p.dropoutPct, 'g', 10));
    if (m_topology->isLoopback()) {
        plan.description = tr("Over loopback on this machine. %1").arg(what).toStdString();
    } else {
        const QString a = m_topology->addressA();
        plan.description = tr("Two hosts: A (this machine, %1) asks, B (%2), a dynamo started "
                              "by hand, answers. %3 %4")
                               .arg(a, m_topology->addressB(), what, twoHostCommandsText(a))
                               .toStdString();
    }
    return plan;
}

QString FineSweepWizard::summaryHtml(const model::Plan& plan) const {
    const model::FineSweepParams& p = *plan.procedure.as<model::FineSweepParams>();
    QStringList sizes;
    for (const auto s : model::fineSweepSizes(p))
        sizes << QString::number(s);
    SummaryTable table;
    table.add(tr("Topology:"), m_topology->summaryText());
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
    QString html = table.html();
    if (!m_topology->isLoopback())
        html += twoHostCommandsHtml(m_topology->addressA(), managerEndpoint());
    return html;
}

}  // namespace iometry::gui
