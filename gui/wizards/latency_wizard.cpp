#include "gui/wizards/latency_wizard.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {
namespace {

/** The sizes a ping-pong of the method takes: the key sizes' range, a datagram's with UDP. */
IntegerRange sizeRange(bool udp) {
    const IntegerRange range = integerRange(methodParam(model::latencyMethod(), "sizes"));
    return udp ? datagramSizes(range) : range;
}

bool isDefaultSize(std::int64_t size) {
    const auto defaults = model::latencyStepSizes(model::LatencyParams{});
    return std::find(defaults.begin(), defaults.end(), size) != defaults.end();
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

LatencyProtocolPage::LatencyProtocolPage(MethodFields* fields, QWidget* parent)
    : PingPongProtocolPage(
          {tr("Host A sends a request, host B answers with as many bytes; every round trip is "
              "timed, and each size's whole distribution is kept."),
           tr("&TCP request/response"),
           tr("Over one TCP connection, as netperf TCP_RR: the round trip includes TCP's own "
              "work. Sizes %1 … %2.")
               .arg(formatByteSize(static_cast<std::uint64_t>(sizeRange(false).lo)),
                    formatByteSize(static_cast<std::uint64_t>(sizeRange(false).hi))),
           tr("One datagram each way, as sockperf ping-pong: %1 … %2 bytes, one request in "
              "flight.")
               .arg(sizeRange(true).lo)
               .arg(sizeRange(true).hi)},
          parent),
      // Its default is each worker's own: the wizard's one worker starts at one.
      m_outstanding(fields->integer("outstanding", QStringLiteral("outstanding"),
                                    {.initial = 1, .hi = kMaxOutstanding})),
      m_outstandingText(nullptr),
      m_fields(fields) {
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_outstandingText = fields->addRow(form, tr("&Requests in flight:"), "outstanding");
    pageLayout()->addLayout(form);
    addReasonLine(pageLayout());

    registerField(QStringLiteral("outstanding"), m_outstanding);
    connect(this, &PingPongProtocolPage::protocolChanged, this, &LatencyProtocolPage::setUdp);
    connect(m_outstanding, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    setUdp(false);
}

void LatencyProtocolPage::setUdp(bool udp) {
    if (udp) {
        // A UDP ping-pong keeps one request in flight (the validator refuses more).
        m_tcpOutstanding = m_outstanding->value();
        m_outstanding->setValue(1);
        m_outstandingText->setText(paramHelp(
            m_fields->param("outstanding"),
            tr("A UDP ping-pong keeps one request in flight: the next leaves when the reply "
               "is in.")));
    } else {
        m_outstanding->setValue(m_tcpOutstanding);
        m_outstandingText->setText(
            paramHelp(m_fields->param("outstanding"),
                      tr("One request in flight times each round trip alone; more keep several requests queued on the "
                         "connection, and time them under load.")));
    }
    m_outstanding->setEnabled(!udp);
}

int LatencyProtocolPage::outstanding() const {
    return isUdp() ? 1 : m_outstanding->value();
}

// ---------------------------------------------------------------------------------------

LatencySizesPage::LatencySizesPage(MethodFields* fields, QWidget* parent)
    : PingPongSizesPage(parent),
      m_fields(fields),
      m_sizes(new ValueChecks(tr("Request sizes"), latencyOfferedSizes(), QStringLiteral("size"), 4,
                              this)),
      m_sizesText(explanationLabel(QString(), m_sizes)) {
    setTitle(tr("Sizes and timing"));
    setSubTitle(
        tr("Each checked size is one step: requests of that size, each answered with as "
           "many bytes, for the time given."));
    const auto offered = latencyOfferedSizes();
    for (std::size_t i = 0; i < offered.size(); ++i)
        m_sizes->boxes()[i]->setChecked(isDefaultSize(offered[i]));
    qobject_cast<QVBoxLayout*>(m_sizes->layout())->addWidget(m_sizesText);
    // Neither has a default: without them a size runs for its time, requests back to back.
    m_fields->integer("interval_ms", QStringLiteral("intervalMs"),
                      {.none = 0, .noneText = tr("none")});
    QSpinBox* count = m_fields->integer("count", QStringLiteral("roundTrips"),
                                        {.none = 0, .noneText = tr("no count: by time")});
    count->setSingleStep(1000);
    // The time has no default either (the plan's run_s): three seconds, as the example's.
    m_fields->number("trial_s", QStringLiteral("trialS"), {.initial = 3});

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_fields->addRow(form, tr("&Interval:"), "interval_ms", tr("None sends it at once."));
    m_fields->addRow(form, tr("&Round trips per size:"), "count",
                     tr("A size ends when they are made, and none is a warm-up."));
    QLabel* trialText = m_fields->addRow(form, tr("&Time per size:"), "trial_s");
    // By time, the trial is what is measured after a warm-up; with a count, it only caps a size.
    auto explainTrial = [this, trialText, count] {
        trialText->setText(paramHelp(
            m_fields->param("trial_s"),
            count->value() > 0
                ? tr("The most a size may take: it ends sooner when its round "
                     "trips are made.")
                : tr("Measured, after %1 of warm-up.").arg(formatStepTime(LatencyWizard::kRampS))));
    };
    explainTrial();
    connect(count, &QSpinBox::valueChanged, this, explainTrial);

    layOutChecks(m_sizes, form);
    registerField(QStringLiteral("intervalMs"), m_fields->editor("interval_ms"));
    registerField(QStringLiteral("roundTrips"), count);
    registerField(QStringLiteral("trialS"), m_fields->editor("trial_s"), "value",
                  SIGNAL(valueChanged(double)));
    connect(m_sizes, &ValueChecks::changed, this, [this] {
        // "All" checks the disabled boxes too: with UDP they stay unchecked.
        dropSmallSizes();
        refresh();
    });
    connect(m_fields, &MethodFields::changed, this, &CheckedPage::refresh);
    setUdp(false);
}

void LatencySizesPage::setUdp(bool udp) {
    const auto offered = latencyOfferedSizes();
    const auto& boxes = m_sizes->boxes();
    if (udp && !m_udp) {
        m_tcpChecked.clear();
        for (std::size_t i = 0; i < offered.size(); ++i)
            if (offered[i] < sizeRange(true).lo)
                m_tcpChecked.push_back(boxes[i]->isChecked());
    }
    const bool wasUdp = m_udp;
    m_udp = udp;
    std::size_t small = 0;
    for (std::size_t i = 0; i < offered.size(); ++i) {
        if (offered[i] >= sizeRange(true).lo)
            continue;
        boxes[i]->setEnabled(!udp);
        if (!udp && wasUdp && small < m_tcpChecked.size())
            boxes[i]->setChecked(m_tcpChecked[small]);
        ++small;
    }
    dropSmallSizes();
    m_sizesText->setText(
        paramHelp(m_fields->param("sizes"),
                  udp ? tr("A UDP datagram carries %1 … %2 bytes: the smaller sizes are left out.")
                            .arg(sizeRange(true).lo)
                            .arg(sizeRange(true).hi)
                      : tr("14 B is sockperf's default; 1472 B fills a 1500-byte frame.")));
    refresh();
}

void LatencySizesPage::dropSmallSizes() {
    if (!m_udp)
        return;
    const auto offered = latencyOfferedSizes();
    for (std::size_t i = 0; i < offered.size(); ++i)
        if (offered[i] < sizeRange(true).lo && m_sizes->boxes()[i]->isChecked())
            m_sizes->boxes()[i]->setChecked(false);
}

model::LatencyParams LatencySizesPage::params() const {
    model::LatencyParams p;
    m_fields->apply(p);
    p.sizes = sizes();
    return p;
}

std::vector<std::int64_t> LatencySizesPage::sizes() const {
    std::vector<std::int64_t> list;
    for (const std::int64_t size : m_sizes->checked())
        if (!m_udp || size >= sizeRange(true).lo)
            list.push_back(size);
    return list;
}

QString LatencySizesPage::check() const {
    // No size would mean the procedure's default list, not what the page shows.
    if (sizes().empty())
        return tr("Check at least one request size.");
    return {};
}

// ---------------------------------------------------------------------------------------

LatencyWizard::LatencyWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PingPongWizard({tr("Where the two ends of the round trips run. Host A asks, host B "
                         "answers, over A's and B's addresses: these choose the adapters under "
                         "test."),
                      QString(),
                      tr("Times the stack and the CPU of this machine, not an adapter: the "
                         "baseline to compare adapters against."),
                      tr("Times the link between two machines, for example two adapters joined "
                         "by a crossover cable.")},
                     dynamos, parent) {
    // One set of the method's fields: the protocol page asks some, the sizes page the rest.
    auto* fields = new MethodFields(model::latencyMethod(), this);
    setWindowTitle(tr("Latency (round trips)"));
    setObjectName(QStringLiteral("latencyWizard"));
    setPingPongPages(new LatencyProtocolPage(fields, this), new LatencySizesPage(fields, this));
}

model::Plan LatencyWizard::buildPlan() const {
    const bool udp = m_protocol->isUdp();
    model::LatencyParams p = m_sizes->params();
    p.outstanding = m_protocol->outstanding();
    const std::vector<std::int64_t>& sizes = p.sizes;
    model::Plan plan;
    plan.procedure.settings = p;
    // Each size's run time is the procedure's trial_s; run_s carries the same value, so the
    // plan reads back as it was written.
    plan.runS = *p.trialS;
    // Counted round trips are all measured: no warm-up (the validator asks for ramp_s 0).
    const std::uint64_t count = p.count.value_or(0);
    plan.rampS = count > 0 ? 0 : kRampS;
    plan.sampleMs = 500;

    const auto first = static_cast<std::uint64_t>(sizes.empty() ? 16 : sizes.front());
    model::WorkerDef worker = pingPong(plan, first);
    const int interval = p.intervalMs.value_or(0);
    if (interval > 0) {
        // What the validator writes for interval_ms (LatencyMethod::apply,
        // engine/methods/latency/latency_method.cpp).
        plan.specs[0].lines[0].delayMs = interval;
        plan.specs[0].lines[0].burst = 1;
    }
    worker.outstanding = *p.outstanding;
    placeWorker(plan, worker);

    const QString protocol = udp ? tr("UDP ping-pong") : tr("TCP request/response");
    const QString range =
        sizes.empty() ? tr("no size")
        : sizes.size() == 1
            ? formatByteSize(first)
            : tr("%1 … %2").arg(formatByteSize(first),
                                formatByteSize(static_cast<std::uint64_t>(sizes.back())));
    plan.name =
        tr("Latency: %1 %2, %3").arg(protocol, range, topologyPage()->nameSuffix()).toStdString();
    const QString pause = interval > 0 ? tr("a pause of %1 ms after each reply").arg(interval)
                                       : tr("no pause between requests");
    const QString what =
        tr("Round trips of a %1 (each request answered with as many bytes) at sizes %2, "
           "requests in flight: %3, %4, %5 each. procedure.json gives per size the round "
           "trips, min, mean, standard deviation, p50 … p99.99 and max, and the share of "
           "round trips at least as long as x.")
            .arg(protocol, range, QString::number(*p.outstanding), pause,
                 count > 0 ? tr("%1 round trips (at most %2)")
                                 .arg(QString::number(count), formatStepTime(*p.trialS))
                           : formatStepTime(*p.trialS));
    plan.description = askAnswerDescription(what);
    return plan;
}

QString LatencyWizard::summaryHtml(const model::Plan& plan) const {
    const model::LatencyParams& p = *plan.procedure.as<model::LatencyParams>();
    const QStringList sizes = numberList(p.sizes);
    SummaryTable table = topologyTable();
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
    return summaryWithCommands(table);
}

}  // namespace iometry::gui
