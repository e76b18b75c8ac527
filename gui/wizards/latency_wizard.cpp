#include "gui/wizards/latency_wizard.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/latency/latency_method.hpp"

namespace iometry::gui {
namespace {

// The smallest request a UDP ping-pong takes: a datagram is 18–65507 bytes
// (docs/plan-format.md, "Procedures", request/response latency).
constexpr std::int64_t kUdpMin = static_cast<std::int64_t>(model::kMinDatagram);

bool isDefaultSize(std::int64_t size) {
    const auto defaults = model::latencyStepSizes(model::LatencyParams{});
    return std::find(defaults.begin(), defaults.end(), size) != defaults.end();
}

QSpinBox* countBox(int lo, int hi, int value, const QString& name, QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setRange(lo, hi);
    box->setValue(value);
    box->setObjectName(name);
    box->setMinimumWidth(120);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return box;
}

}  // namespace

std::vector<std::int64_t> latencyOfferedSizes() {
    auto sizes = model::latencyStepSizes(model::LatencyParams{});
    sizes.push_back(14);
    sizes.push_back(1472);
    std::sort(sizes.begin(), sizes.end());
    return sizes;
}

// ---------------------------------------------------------------------------------------

LatencyProtocolPage::LatencyProtocolPage(QWidget* parent)
    : CheckedPage(parent),
      m_tcp(new QRadioButton(tr("&TCP request/response"), this)),
      m_udp(new QRadioButton(tr("&UDP ping-pong"), this)),
      m_outstanding(countBox(1, kMaxOutstanding, 1, QStringLiteral("outstanding"), this)),
      m_outstandingText(nullptr) {
    setTitle(tr("Protocol"));
    setSubTitle(
        tr("Host A sends a request, host B answers with as many bytes; every round trip is "
           "timed, and each size's whole distribution is kept."));
    m_tcp->setChecked(true);
    m_tcp->setObjectName(QStringLiteral("tcp"));
    m_udp->setObjectName(QStringLiteral("udp"));
    auto* group = new QButtonGroup(this);
    group->addButton(m_tcp);
    group->addButton(m_udp);

    auto* layout = new QVBoxLayout(this);
    addExplainedChoice(layout, m_tcp,
                       tr("Over one TCP connection, as netperf TCP_RR: the round trip includes "
                          "TCP's own work. Sizes 1 B … 16 MiB."));
    addExplainedChoice(layout, m_udp,
                       tr("One datagram each way, as sockperf ping-pong: 18 … 65507 bytes, one "
                          "request in flight."));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_outstandingText = addExplainedRow(form, tr("&Requests in flight:"), m_outstanding, QString());
    layout->addLayout(form);
    addReasonLine(layout);

    registerField(QStringLiteral("tcp"), m_tcp);
    registerField(QStringLiteral("udp"), m_udp);
    registerField(QStringLiteral("outstanding"), m_outstanding);
    connect(m_udp, &QRadioButton::toggled, this, [this](bool udp) {
        setUdp(udp);
        Q_EMIT protocolChanged(udp);
        refresh();
    });
    connect(m_outstanding, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    setUdp(false);
}

void LatencyProtocolPage::setUdp(bool udp) {
    if (udp) {
        // A UDP ping-pong keeps one request in flight (the validator refuses more).
        m_tcpOutstanding = m_outstanding->value();
        m_outstanding->setValue(1);
        m_outstandingText->setText(
            tr("A UDP ping-pong keeps one request in flight: the next leaves when the reply "
               "is in."));
    } else {
        m_outstanding->setValue(m_tcpOutstanding);
        m_outstandingText->setText(
            tr("1 times each round trip alone; more keep several requests queued on the "
               "connection, and time them under load."));
    }
    m_outstanding->setEnabled(!udp);
}

bool LatencyProtocolPage::isUdp() const {
    return m_udp->isChecked();
}

int LatencyProtocolPage::outstanding() const {
    return isUdp() ? 1 : m_outstanding->value();
}

// ---------------------------------------------------------------------------------------

LatencySizesPage::LatencySizesPage(QWidget* parent)
    : CheckedPage(parent),
      m_sizes(new ValueChecks(tr("Request sizes"), latencyOfferedSizes(), QStringLiteral("size"), 4,
                              this)),
      m_sizesText(explanationLabel(QString(), m_sizes)),
      m_interval(countBox(0, 60000, 0, QStringLiteral("intervalMs"), this)),
      m_count(countBox(0, static_cast<int>(model::kMaxRoundTripCount), 0, QStringLiteral("roundTrips"),
                       this)),
      m_trial(secondsSpinBox(0.1, 86400, 3, QStringLiteral("trialS"), this)) {
    setTitle(tr("Sizes and timing"));
    setSubTitle(
        tr("Each checked size is one step: requests of that size, each answered with as "
           "many bytes, for the time given."));
    const auto offered = latencyOfferedSizes();
    for (std::size_t i = 0; i < offered.size(); ++i)
        m_sizes->boxes()[i]->setChecked(isDefaultSize(offered[i]));
    qobject_cast<QVBoxLayout*>(m_sizes->layout())->addWidget(m_sizesText);
    m_interval->setSuffix(tr(" ms"));
    m_interval->setSpecialValueText(tr("none"));
    m_count->setSpecialValueText(tr("no count: by time"));
    m_count->setSingleStep(1000);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addExplainedRow(form, tr("&Interval:"), m_interval,
                    tr("A pause after each reply before the next request, as ping -i; none sends "
                       "it at once."));
    addExplainedRow(form, tr("&Round trips per size:"), m_count,
                    tr("As ping -c: a size ends when this many round trips are made, and all "
                       "of them are measured (no warm-up)."));
    QLabel* trialText = addExplainedRow(form, tr("&Time per size:"), m_trial, QString());
    // By time, the trial is what is measured after a warm-up; with a count, it only caps a size.
    auto explainTrial = [this, trialText] {
        trialText->setText(m_count->value() > 0
                               ? tr("The most a size may take: it ends sooner when its round "
                                    "trips are made.")
                               : tr("Measured, after %1 of warm-up.")
                                     .arg(formatStepTime(LatencyWizard::kRampS)));
    };
    explainTrial();
    connect(m_count, &QSpinBox::valueChanged, this, explainTrial);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_sizes);
    layout->addLayout(form);
    addReasonLine(layout);

    for (QCheckBox* box : m_sizes->boxes())
        registerField(box->objectName(), box);
    registerField(QStringLiteral("intervalMs"), m_interval);
    registerField(QStringLiteral("roundTrips"), m_count);
    registerField(QStringLiteral("trialS"), m_trial, "value", SIGNAL(valueChanged(double)));
    connect(m_sizes, &ValueChecks::changed, this, [this] {
        // "All" checks the disabled boxes too: with UDP they stay unchecked.
        dropSmallSizes();
        refresh();
    });
    connect(m_interval, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_count, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_trial, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    setUdp(false);
}

void LatencySizesPage::setUdp(bool udp) {
    const auto offered = latencyOfferedSizes();
    const auto& boxes = m_sizes->boxes();
    if (udp && !m_udp) {
        m_tcpChecked.clear();
        for (std::size_t i = 0; i < offered.size(); ++i)
            if (offered[i] < kUdpMin)
                m_tcpChecked.push_back(boxes[i]->isChecked());
    }
    const bool wasUdp = m_udp;
    m_udp = udp;
    std::size_t small = 0;
    for (std::size_t i = 0; i < offered.size(); ++i) {
        if (offered[i] >= kUdpMin)
            continue;
        boxes[i]->setEnabled(!udp);
        if (!udp && wasUdp && small < m_tcpChecked.size())
            boxes[i]->setChecked(m_tcpChecked[small]);
        ++small;
    }
    dropSmallSizes();
    m_sizesText->setText(udp ? tr("A UDP datagram carries 18 … 65507 bytes: the smaller sizes "
                                  "are left out.")
                             : tr("Bytes per request, and as many in each reply. 14 B is "
                                  "sockperf's default; 1472 B fills a 1500-byte frame."));
    refresh();
}

void LatencySizesPage::dropSmallSizes() {
    if (!m_udp)
        return;
    const auto offered = latencyOfferedSizes();
    for (std::size_t i = 0; i < offered.size(); ++i)
        if (offered[i] < kUdpMin && m_sizes->boxes()[i]->isChecked())
            m_sizes->boxes()[i]->setChecked(false);
}

std::vector<std::int64_t> LatencySizesPage::sizes() const {
    std::vector<std::int64_t> list;
    for (const std::int64_t size : m_sizes->checked())
        if (!m_udp || size >= kUdpMin)
            list.push_back(size);
    return list;
}

int LatencySizesPage::intervalMs() const {
    return m_interval->value();
}

std::uint64_t LatencySizesPage::roundTrips() const {
    return static_cast<std::uint64_t>(m_count->value());
}

double LatencySizesPage::trialS() const {
    return m_trial->value();
}

QString LatencySizesPage::check() const {
    // No size would mean the procedure's default list, not what the page shows.
    if (sizes().empty())
        return tr("Check at least one request size.");
    return {};
}

// ---------------------------------------------------------------------------------------

LatencyWizard::LatencyWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_topology(new AdapterTopologyPage(
          {tr("Where the two ends of the round trips run. Host A asks, host B answers, over "
              "A's and B's addresses: these choose the adapters under test."),
           QString(),
           tr("Times the stack and the CPU of this machine, not an adapter: the baseline to "
              "compare adapters against."),
           tr("Times the link between two machines, for example two adapters joined by a "
              "crossover cable.")},
          this)),
      m_protocol(new LatencyProtocolPage(this)),
      m_sizes(new LatencySizesPage(this)) {
    setWindowTitle(tr("Latency (round trips)"));
    setObjectName(QStringLiteral("latencyWizard"));
    setPage(TopologyPageId, m_topology);
    setPage(ProtocolPageId, m_protocol);
    setPage(SizesPageId, m_sizes);
    setPage(SummaryPageId, createSummaryPage({m_topology, m_protocol, m_sizes}));
    connect(m_protocol, &LatencyProtocolPage::protocolChanged, m_sizes, &LatencySizesPage::setUdp);
    setDynamos(dynamos);
}

void LatencyWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_topology->setLocalAddresses(localAddresses(dynamos));
}

model::Plan LatencyWizard::buildPlan() const {
    const bool udp = m_protocol->isUdp();
    const std::vector<std::int64_t> sizes = m_sizes->sizes();
    const int interval = m_sizes->intervalMs();
    model::Plan plan;
    // Each size's run time is the procedure's trial_s; run_s carries the same value, so the
    // plan reads back as it was written.
    plan.runS = m_sizes->trialS();
    // Counted round trips are all measured: no warm-up (the validator asks for ramp_s 0).
    const std::uint64_t count = m_sizes->roundTrips();
    plan.rampS = count > 0 ? 0 : kRampS;
    plan.sampleMs = 500;

    // A ping-pong: every request answered with as many bytes. The procedure gives every
    // step its size (and the reply in kind); the line holds the first.
    const auto first = static_cast<std::uint64_t>(sizes.empty() ? 16 : sizes.front());
    model::AccessLine line;
    line.size = first;
    line.reply = first;
    line.read = 0;
    if (interval > 0) {
        // What the validator writes for interval_ms (engine/model/plan_json.cpp).
        line.delayMs = interval;
        line.burst = 1;
    }
    plan.specs = {{"ping-pong", {line}}};

    model::WorkerDef worker;
    worker.name = "pingpong";
    worker.settings = (udp ? model::udpKind() : model::tcpKind()).makeSettings();
    worker.spec = "ping-pong";
    worker.outstanding = m_protocol->outstanding();
    m_topology->placeWorker(plan, worker);
    plan.workers = {worker};

    plan.procedure.settings = model::LatencyParams{};
    model::LatencyParams& p = *plan.procedure.as<model::LatencyParams>();
    p.sizes = sizes;
    p.outstanding = worker.outstanding;
    if (interval > 0)
        p.intervalMs = interval;
    if (count > 0)
        p.count = count;
    p.trialS = m_sizes->trialS();

    const QString protocol = udp ? tr("UDP ping-pong") : tr("TCP request/response");
    const QString range =
        sizes.empty() ? tr("no size")
        : sizes.size() == 1
            ? formatByteSize(first)
            : tr("%1 … %2").arg(formatByteSize(first),
                                formatByteSize(static_cast<std::uint64_t>(sizes.back())));
    plan.name =
        tr("Latency: %1 %2, %3").arg(protocol, range, m_topology->nameSuffix()).toStdString();
    const QString pause = interval > 0 ? tr("a pause of %1 ms after each reply").arg(interval)
                                       : tr("no pause between requests");
    const QString what =
        tr("Round trips of a %1 (each request answered with as many bytes) at sizes %2, "
           "requests in flight: %3, %4, %5 each. procedure.json gives per size the round "
           "trips, min, mean, standard deviation, p50 … p99.99 and max, and the share of "
           "round trips at least as long as x.")
            .arg(protocol, range, QString::number(worker.outstanding), pause,
                 count > 0 ? tr("%1 round trips (at most %2)")
                                 .arg(QString::number(count), formatStepTime(*p.trialS))
                           : formatStepTime(*p.trialS));
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

QString LatencyWizard::summaryHtml(const model::Plan& plan) const {
    const model::LatencyParams& p = *plan.procedure.as<model::LatencyParams>();
    QStringList sizes;
    for (const auto s : p.sizes)
        sizes << QString::number(s);
    SummaryTable table;
    table.add(tr("Topology:"), m_topology->summaryText());
    table.add(tr("Round trips:"),
              m_protocol->isUdp() ? tr("UDP ping-pong, each request answered with as many bytes")
                                  : tr("TCP request/response, each request answered with as "
                                       "many bytes"));
    table.add(tr("Requests in flight:"), m_protocol->isUdp()
                                             ? tr("1 (a UDP ping-pong keeps one)")
                                             : QString::number(m_protocol->outstanding()));
    table.add(tr("Sizes:"), sizes.isEmpty() ? tr("none")
                            : sizes.size() == 1
                                ? tr("%1 B (1 size)").arg(sizes.front())
                                : tr("%1 B (%2 sizes)").arg(elidedList(sizes)).arg(sizes.size()));
    table.add(tr("Interval:"), p.intervalMs ? tr("%1 ms after each reply").arg(*p.intervalMs)
                                            : tr("none: the next request leaves at once"));
    table.add(tr("Each size:"),
              p.count
                  ? tr("%1 round trips, all measured, in at most %2")
                        .arg(QString::number(*p.count), formatStepTime(plan.runS))
                  : tr("%1 warm-up + %2 measured")
                        .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS)));
    table.add(tr("Steps:"), procedureStepsText(plan));
    QString html = table.html();
    if (!m_topology->isLoopback())
        html += twoHostCommandsHtml(m_topology->addressA(), managerEndpoint());
    return html;
}

}  // namespace iometry::gui
