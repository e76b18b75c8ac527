#include "gui/wizards/latency_under_load_wizard.hpp"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/disk_io_wizard.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/local_addresses.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/ping_pong.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/summary_table.hpp"
#include "gui/wizards/throughput_modes.hpp"

namespace iometry::gui {
namespace {

/** The disk load's most I/Os in flight: a queue deeper than this saturates anything. */
constexpr int kMostDiskDepth = 256;
/** A TCP stream's most connections (docs/plan-format.md, "Workers": `outstanding`). */
constexpr int kMostConnections = 64;

std::vector<std::int64_t> classicStreamSizes() {
    std::vector<std::int64_t> sizes;
    for (const std::uint64_t size : model::classicSizes())
        sizes.push_back(static_cast<std::int64_t>(size));
    return sizes;
}

/** A form in a titled box of @p page, its fields growing as the page does. */
QFormLayout* boxedForm(const QString& title, QWidget* page, QBoxLayout* layout) {
    auto* box = new QGroupBox(title, page);
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addWidget(box);
    return form;
}

}  // namespace

// ---------------------------------------------------------------------------------------

ByteSizeBox::ByteSizeBox(const std::vector<std::int64_t>& sizes, std::int64_t initial,
                         const QString& objectName, QWidget* parent)
    : QComboBox(parent) {
    setObjectName(objectName);
    for (const std::int64_t size : sizes)
        addItem(formatByteSize(static_cast<std::uint64_t>(size)),
                QVariant::fromValue<qint64>(size));
    setBytes(initial);
    // As wide as the spin boxes beside it (form_rows.hpp), so that the fields line up.
    setMinimumWidth(120);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(this, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT bytesChanged(bytes()); });
}

qint64 ByteSizeBox::bytes() const {
    return currentData().toLongLong();
}

void ByteSizeBox::setBytes(qint64 bytes) {
    if (const int i = findData(QVariant::fromValue<qint64>(bytes)); i >= 0)
        setCurrentIndex(i);
}

// ---------------------------------------------------------------------------------------

UnderLoadPage::UnderLoadPage(const Texts& texts, QWidget* parent)
    : CheckedPage(parent),
      m_rate(integerSpinBox(1, static_cast<int>(model::kMaxProbeRateHz), texts.probeRateHz,
                            QStringLiteral("probeRateHz"), this)),
      m_idle(secondsSpinBox(1, static_cast<double>(model::kMaxIdleS), 5, QStringLiteral("idleS"),
                            this)),
      m_run(secondsSpinBox(1, 3600, 20, QStringLiteral("runS"), this)) {
    setTitle(tr("Load and probe"));
    setSubTitle(texts.subtitle);
    m_rate->setSuffix(tr(" Hz"));

    auto* layout = new QVBoxLayout(this);
    m_load = boxedForm(tr("Load"), this, layout);
    m_probe = boxedForm(tr("Probe"), this, layout);
    addExplainedRow(m_probe, tr("&Rate:"), m_rate, texts.probeRateText);
    QFormLayout* times = boxedForm(tr("Time"), this, layout);
    addExplainedRow(times, tr("&Idle before and after:"), m_idle,
                    tr("The probe alone before the load starts and again after it ends: its "
                       "latency with nothing else running, which the latency under the load is "
                       "compared with."));
    addExplainedRow(times, tr("&Under load:"), m_run,
                    tr("The load's time after %1 of warm-up, the probe running all through it.")
                        .arg(formatStepTime(kUnderLoadRampS)));
    addReasonLine(layout);

    registerField(QStringLiteral("probeRateHz"), m_rate);
    registerField(QStringLiteral("idleS"), m_idle, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    connect(m_rate, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    for (QDoubleSpinBox* box : {m_idle, m_run})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

void UnderLoadPage::addLoadRow(const QString& label, QWidget* field, const QString& text,
                               const QString& fieldName) {
    addExplainedRow(m_load, label, field, text);
    registerRowField(fieldName, field);
}

void UnderLoadPage::addProbeRow(const QString& label, QWidget* field, const QString& text,
                                const QString& fieldName) {
    // Above the rate and its line, below the probe's rows so far.
    insertExplainedRow(m_probe, m_probe->rowCount() - 2, label, field, text);
    registerRowField(fieldName, field);
}

void UnderLoadPage::registerRowField(const QString& fieldName, QWidget* field) {
    // A size box's value is its bytes, not the row of its list (a combo box's default).
    if (qobject_cast<ByteSizeBox*>(field))
        registerField(fieldName, field, "bytes", SIGNAL(bytesChanged(qint64)));
    else
        registerField(fieldName, field);
}

void UnderLoadPage::makeProbe(model::WorkerDef& worker) const {
    worker.outstanding = 1;
    worker.probe = model::ProbeDef{static_cast<double>(probeRateHz())};
}

void UnderLoadPage::applyTimes(model::Plan& plan) const {
    plan.idleS = m_idle->value();
    plan.rampS = kUnderLoadRampS;
    plan.runS = m_run->value();
}

int UnderLoadPage::probeRateHz() const {
    return m_rate->value();
}

QString UnderLoadPage::rateText() const {
    return tr("%1 a second").arg(m_rate->value());
}

void UnderLoadPage::addSummaryRows(SummaryTable& table, const model::Plan& plan) const {
    table.add(tr("Time:"), tr("%1 probe alone, %2 warm-up + %3 under the load, %1 probe alone")
                               .arg(formatStepTime(plan.idleS), formatStepTime(plan.rampS),
                                    formatStepTime(plan.runS)));
    const auto estimate = procedureSteps(plan);
    table.add(tr("Duration:"), estimate ? tr("about %1").arg(formatDuration(estimate->seconds))
                                        : QStringLiteral("—"));
}

QString UnderLoadPage::idleText(const model::Plan& plan) const {
    return tr("The probe runs alone for %1 before the load and %1 after it; summary.csv gives its "
              "latency in each part (scope probe, phase idle_before, load and idle_after), and the "
              "Report page's view Latency under load draws it against the load's throughput.")
        .arg(formatStepTime(plan.idleS));
}

// ---------------------------------------------------------------------------------------

LatencyUnderLoadLinkWizard::LatencyUnderLoadLinkWizard(
    const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PairWizard(
          {tr("Where the two ends of the load and of the probe run. The data path is exactly "
              "host A's address to host B's address, so these choose the adapter under test."),
           QString(), QString(), QString()},
          dynamos, parent),
      m_mode(new AdapterModePage(this)),
      m_page(
          new UnderLoadPage({tr("A TCP stream loads the link while a UDP probe times round trips "
                                "beside it, as Flent's RRUL does."),
                             tr("Round trips a second, each sent at its time whatever the load "
                                "does and timed from it, one at a time."),
                             10},
                            this)),
      m_streamSize(
          new ByteSizeBox(classicStreamSizes(), 65536, QStringLiteral("loadSize"), m_page)),
      m_connections(integerSpinBox(1, kMostConnections, 1, QStringLiteral("loadDepth"), m_page)),
      m_probeSize(integerSpinBox(static_cast<int>(model::kMinDatagram),
                                 static_cast<int>(model::kMaxDatagram), 64,
                                 QStringLiteral("probeSize"), m_page)) {
    setWindowTitle(tr("Latency under load of a link"));
    setObjectName(QStringLiteral("latencyUnderLoadLinkWizard"));
    m_probeSize->setSuffix(MethodText::tr(" B"));
    m_page->addLoadRow(tr("Request &size:"), m_streamSize,
                       tr("Each request of the stream: 64 KiB keeps the link full."),
                       QStringLiteral("loadSize"));
    m_page->addLoadRow(tr("&Connections:"), m_connections,
                       tr("Parallel TCP connections of the stream, each in the mode chosen."),
                       QStringLiteral("loadDepth"));
    m_page->addProbeRow(
        tr("Datagram si&ze:"), m_probeSize,
        tr("Each UDP request and its answer: 64 B is a small packet's round trip, as "
           "ping's."),
        QStringLiteral("probeSize"));
    connect(m_streamSize, &ByteSizeBox::bytesChanged, m_page, &CheckedPage::refresh);
    for (QSpinBox* box : {m_connections, m_probeSize})
        connect(box, &QSpinBox::valueChanged, m_page, &CheckedPage::refresh);
    setPages({m_mode, m_page});
    // Both directions at once, as RRUL loads a link: the queues of both ends fill.
    setField(QStringLiteral("duplex"), true);
}

QString LatencyUnderLoadLinkWizard::loadText() const {
    const int n = m_connections->value();
    // Numerus forms (%n) let translations inflect "connections"; English needs the one apart.
    const QString connections = n == 1 ? tr("%n connection", "", n) : tr("%n connections", "", n);
    return tr("TCP stream, %1, %2 requests, %3")
        .arg(throughputModeName(m_mode->mode()),
             formatByteSize(static_cast<std::uint64_t>(m_streamSize->bytes())), connections);
}

model::Plan LatencyUnderLoadLinkWizard::buildPlan() const {
    model::Plan plan;
    m_page->applyTimes(plan);
    // The probe's spec first (pingPongWorker() makes the plan's specs), then the load's.
    const auto probeSize = static_cast<std::uint64_t>(m_probeSize->value());
    // Named for what it does: the report and the progress lines say "probe ping".
    model::WorkerDef probe = pingPongWorker(plan, model::udpKind(), probeSize, "ping", "ping");
    m_page->makeProbe(probe);
    model::AccessSpec spec = throughputSpec(m_mode->mode());
    for (model::AccessLine& line : spec.lines)
        line.size = static_cast<std::uint64_t>(m_streamSize->bytes());
    plan.specs.insert(plan.specs.begin(), spec);
    model::WorkerDef load;
    load.name = "load";
    load.settings = model::tcpKind().makeSettings();
    load.spec = spec.name;
    load.outstanding = m_connections->value();
    placeWorkers(plan, {load, probe});
    plan.name = tr("Latency under load: TCP %1 %2, UDP probe %3 at %4 Hz, %5")
                    .arg(throughputModeName(m_mode->mode()),
                         formatByteSize(spec.lines.front().size), formatByteSize(probeSize))
                    .arg(m_page->probeRateHz())
                    .arg(topologyPage()->nameSuffix())
                    .toStdString();
    plan.description =
        placedDescription(tr("The load: %1. Beside it a UDP probe: round trips of %2, %3, "
                             "each timed from when it was due. %4")
                              .arg(loadText(), formatByteSize(probeSize), m_page->rateText(),
                                   m_page->idleText(plan)));
    return plan;
}

QString LatencyUnderLoadLinkWizard::summaryHtml(const model::Plan& plan) const {
    SummaryTable table = topologyTable();
    table.add(tr("Load:"), loadText());
    table.add(tr("Probe:"),
              tr("UDP round trips of %1, %2, one at a time")
                  .arg(formatByteSize(static_cast<std::uint64_t>(m_probeSize->value())),
                       m_page->rateText()));
    m_page->addSummaryRows(table, plan);
    return summaryWithCommands(table);
}

// ---------------------------------------------------------------------------------------

LatencyUnderLoadDiskWizard::LatencyUnderLoadDiskWizard(
    const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_target(new DiskTargetPage(this)),
      m_page(new UnderLoadPage({tr("A load of the pattern below keeps the disk busy while a probe "
                                   "times single 4 KiB random reads of the same file beside it."),
                                tr("Reads a second, each issued at its time whatever the load does "
                                   "and timed from it, one at a time."),
                                100},
                               this)),
      m_size(new ByteSizeBox(DiskCyclingPage::offeredSizes(), 131072, QStringLiteral("loadSize"),
                             m_page)),
      m_read(integerSpinBox(0, 100, 0, QStringLiteral("loadRead"), m_page)),
      m_random(integerSpinBox(0, 100, 0, QStringLiteral("loadRandom"), m_page)),
      m_depth(integerSpinBox(1, kMostDiskDepth, 32, QStringLiteral("loadDepth"), m_page)) {
    setWindowTitle(tr("Latency under load of a disk"));
    setObjectName(QStringLiteral("latencyUnderLoadDiskWizard"));
    // The load and the probe open one target; a block device is claimed by one worker alone
    // (O_EXCL, docs/plan-format.md, "Disk safety"), so the second could not open it.
    m_target->refuseDevices(
        tr("A block device is claimed by one worker alone, and the load and "
           "the probe both open the target: choose a test file on the disk "
           "under test."));
    m_target->setSubTitle(
        tr("The test file the load and the probe share: put it on the disk under test."));
    for (QSpinBox* box : {m_read, m_random})
        box->setSuffix(tr(" %"));
    m_page->addLoadRow(tr("Request &size:"), m_size,
                       tr("Each I/O of the load: 128 KiB is a large write's."),
                       QStringLiteral("loadSize"));
    m_page->addLoadRow(tr("&Reads:"), m_read,
                       tr("The share of the load's I/Os that read; the rest write."),
                       QStringLiteral("loadRead"));
    m_page->addLoadRow(tr("Ra&ndom:"), m_random,
                       tr("The share at random offsets; the rest follow one another (sequential)."),
                       QStringLiteral("loadRandom"));
    m_page->addLoadRow(
        tr("I/Os in &flight:"), m_depth,
        tr("The load's queue: the deeper, the longer a probe's read may wait behind it."),
        QStringLiteral("loadDepth"));
    connect(m_size, &ByteSizeBox::bytesChanged, m_page, &CheckedPage::refresh);
    for (QSpinBox* box : {m_read, m_random, m_depth})
        connect(box, &QSpinBox::valueChanged, m_page, &CheckedPage::refresh);
    setPage(TargetPageId, m_target);
    setPage(LoadPageId, m_page);
    setPage(SummaryPageId, createSummaryPage({m_target, m_page}));
    setDynamos(dynamos);
}

void LatencyUnderLoadDiskWizard::setDynamos(const std::vector<session::DynamoInfo>&) {
    // A test file only (refuseDevices()): nothing of the dynamos is offered.
}

QString LatencyUnderLoadDiskWizard::loadText(const model::Plan& plan) const {
    const model::AccessLine& line = plan.specs.front().lines.front();
    return tr("%1 %2, %3 in flight")
        .arg(formatByteSize(line.size), diskPatternName(line))
        .arg(plan.workers.front().outstanding);
}

model::Plan LatencyUnderLoadDiskWizard::buildPlan() const {
    model::Plan plan;
    m_page->applyTimes(plan);
    plan.dynamos = {{"local", true}};
    model::AccessLine load;
    load.size = static_cast<std::uint64_t>(m_size->bytes());
    load.read = m_read->value();
    load.random = m_random->value();
    plan.specs = {{"load", {load}}, randomRead4k()};
    const model::DiskSettings disk = m_target->settings();
    model::WorkerDef probe = localDiskWorker("reads", plan.specs.back().name, 1, disk);
    m_page->makeProbe(probe);
    plan.workers = {localDiskWorker("load", "load", m_depth->value(), disk), probe};
    const QString target = QString::fromStdString(disk.path);
    plan.name = tr("Latency under load: %1 %2 QD %3, 4 KiB reads at %4 Hz, %5")
                    .arg(formatByteSize(load.size), diskPatternName(load))
                    .arg(m_depth->value())
                    .arg(m_page->probeRateHz())
                    .arg(target)
                    .toStdString();
    plan.description =
        tr("On %1, with O_DIRECT. The load: %2. Beside it a probe: 4 KiB random reads of "
           "the same file, %3, each timed from when it was due. %4")
            .arg(target, loadText(plan), m_page->rateText(), m_page->idleText(plan))
            .toStdString();
    return plan;
}

QString LatencyUnderLoadDiskWizard::summaryHtml(const model::Plan& plan) const {
    SummaryTable table;
    m_target->addSummaryRows(table, *plan.workers.front().as<model::DiskSettings>());
    table.add(tr("Load:"), tr("%1, O_DIRECT").arg(loadText(plan)));
    table.add(tr("Probe:"), tr("4 KiB random reads, %1, one at a time").arg(m_page->rateText()));
    m_page->addSummaryRows(table, plan);
    return table.html();
}

}  // namespace iometry::gui
