#include "gui/wizards/load_latency_wizard.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "gui/models/block_devices.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/disk_io_wizard.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/local_addresses.hpp"
#include "gui/wizards/ping_pong.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/summary_table.hpp"
#include "gui/wizards/value_checks.hpp"

namespace iometry::gui {
namespace {

/** The most bytes a request of the link wizard asks: a round trip of small messages. */
constexpr int kMostRequestSize = 65536;

/** "10 %, 25 %, … 100 %" of @p fractions. */
QString percentList(const std::vector<double>& fractions) {
    QStringList items;
    for (double f : fractions) items << LoadLevelsPage::tr("%1 %").arg(f * 100, 0, 'g', 4);
    return elidedList(items, 4, 2);
}

}  // namespace

std::vector<std::int64_t> loadLatencyOfferedPercents() {
    // Past 100 % is overload: the curve's end, where the queue only grows.
    return {5, 10, 25, 50, 75, 90, 95, 100, 110, 125};
}

bool isDefaultLoadPercent(std::int64_t percent) {
    return percent >= 10 && percent <= 100;
}

// ---------------------------------------------------------------------------------------

LoadLevelsPage::LoadLevelsPage(const Texts& texts, QWidget* parent)
    : CheckedPage(parent),
      m_fields(new MethodFields(model::loadLatencyMethod(), this)),
      m_inFlight(new QSpinBox(this)),
      m_form(new QFormLayout),
      m_fractions(new ValueChecks(tr("Levels, in % of the highest rate"), loadLatencyOfferedPercents(),
                                  QStringLiteral("fraction"), 5, this,
                                  [](std::int64_t pct) { return tr("%1 %").arg(pct); })) {
    setTitle(tr("Load and levels"));
    setSubTitle(texts.subtitle);
    m_inFlight->setObjectName(QStringLiteral("inFlight"));
    m_inFlight->setRange(1, texts.mostInFlight);
    m_inFlight->setValue(texts.inFlight);
    m_inFlight->setMinimumWidth(120);
    m_inFlight->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    const auto offered = loadLatencyOfferedPercents();
    for (std::size_t i = 0; i < offered.size(); ++i)
        m_fractions->boxes()[i]->setChecked(isDefaultLoadPercent(offered[i]));
    m_fields->choice("arrivals", QStringLiteral("arrivals"));
    // The time has no default (the plan's run_s): five seconds, as the procedure's example.
    m_fields->number("trial_s", QStringLiteral("trialS"), {.initial = 5});

    // One form, so that every label lines up; the levels span both of its columns.
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addExplainedRow(m_form, texts.inFlightLabel, m_inFlight, texts.inFlightText);
    m_form->addRow(m_fractions);
    m_form->addRow(explanationLabel(
        tr("First one step in a closed loop finds the highest rate; then each checked level "
           "offers that share of it on a schedule, one step each, lightest first."),
        this));
    m_fields->addRow(m_form, tr("&Arrivals:"), "arrivals",
                     tr("Constant is the steadiest load; poisson is many independent clients."));
    m_fields->addRow(m_form, tr("&Time per step:"), "trial_s",
                     tr("Each step warms up for %1 first, not measured.").arg(formatStepTime(kLoadLatencyRampS)));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    addReasonLine(layout);

    registerField(QStringLiteral("inFlight"), m_inFlight);
    for (QCheckBox* box : m_fractions->boxes()) registerField(box->objectName(), box);
    registerField(QStringLiteral("arrivals"), m_fields->editor("arrivals"));
    registerField(QStringLiteral("trialS"), m_fields->editor("trial_s"), "value", SIGNAL(valueChanged(double)));
    connect(m_fractions, &ValueChecks::changed, this, &CheckedPage::refresh);
    connect(m_fields, &MethodFields::changed, this, &CheckedPage::refresh);
    connect(m_inFlight, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

void LoadLevelsPage::addLoadRow(const QString& label, QWidget* field, const QString& text,
                                const QString& fieldName) {
    // Below the rows of the load so far (each a field and its grey line), above the levels.
    m_loadRows = insertExplainedRow(m_form, m_loadRows, label, field, text);
    registerField(fieldName, field);
}

int LoadLevelsPage::inFlight() const { return m_inFlight->value(); }

std::vector<double> LoadLevelsPage::fractions() const {
    std::vector<double> out;
    for (const std::int64_t pct : m_fractions->checked()) out.push_back(static_cast<double>(pct) / 100);
    return out;
}

model::LoadLatencyParams LoadLevelsPage::params() const {
    model::LoadLatencyParams p;
    m_fields->apply(p);
    p.fractions = fractions();
    return p;
}

QString LoadLevelsPage::check() const {
    // No level would mean a plan the validator refuses, with a message about the key.
    if (m_fractions->checked().empty()) return tr("Check at least one level.");
    return {};
}

QString LoadLevelsPage::levelsText(const model::Plan& plan) const {
    const model::LoadLatencyParams& p = *plan.procedure.as<model::LoadLatencyParams>();
    return tr("First the highest rate in a closed loop, then %1 of it offered open loop (%2 "
              "arrivals), %3 each; every latency timed from its request's scheduled time. "
              "procedure.json gives each level's offered and achieved rate, its latency "
              "percentiles and the knee.")
        .arg(percentList(p.fractions), QString::fromStdString(p.arrivals), formatStepTime(plan.runS));
}

void LoadLevelsPage::addSummaryRows(SummaryTable& table, const model::Plan& plan) const {
    const model::LoadLatencyParams& p = *plan.procedure.as<model::LoadLatencyParams>();
    table.add(tr("Levels:"), p.fractions.empty()
                                 ? tr("none")
                                 : tr("the highest rate closed loop, then %1 of it open loop")
                                       .arg(percentList(p.fractions)));
    table.add(tr("Arrivals:"), p.arrivals == "poisson" ? tr("poisson: exponential gaps of the same mean")
                                                       : tr("constant: even gaps"));
    table.add(tr("Each step:"), tr("%1 warm-up + %2 measured")
                                    .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS)));
    table.add(tr("Steps:"), procedureStepsText(plan));
}

namespace {

/** @p plan's timing and procedure from @p levels: each step warms up, then trial_s. */
void applyLevels(model::Plan& plan, const LoadLevelsPage& levels) {
    const model::LoadLatencyParams p = levels.params();
    plan.procedure.settings = p;
    // Each step's run time is the procedure's trial_s; run_s carries the same value, so the
    // plan reads back as it was written.
    plan.runS = p.trialS.value_or(plan.runS);
    plan.rampS = kLoadLatencyRampS;
    plan.sampleMs = 500;
}

}  // namespace

// ---------------------------------------------------------------------------------------

LoadLatencyLinkWizard::LoadLatencyLinkWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PairWizard({tr("Where the two ends run. Host A sends the requests, host B answers each "
                     "with as many bytes, over A's and B's addresses: these choose the adapters "
                     "under test."),
                  QString(),
                  tr("Measures the stack and the CPU of this machine, not an adapter: the "
                     "baseline to compare adapters against."),
                  tr("Measures the link between two machines and the hosts that answer on it.")},
                 dynamos, parent),
      m_levels(new LoadLevelsPage({tr("One TCP connection of requests, each answered with as many "
                                      "bytes: how its latency grows as the requests come faster."),
                                   tr("&Requests in flight:"),
                                   tr("At most this many awaiting their reply. The highest rate is "
                                      "found at this depth; a level the link cannot keep up with "
                                      "fills them, and its latency grows with the queue."),
                                   1, 64},
                                  this)),
      m_size(new QSpinBox(m_levels)) {
    setWindowTitle(tr("Load–latency curve of a link"));
    setObjectName(QStringLiteral("loadLatencyLinkWizard"));
    m_size->setObjectName(QStringLiteral("requestSize"));
    m_size->setRange(1, kMostRequestSize);
    m_size->setValue(64);
    m_size->setSuffix(MethodText::tr(" B"));
    m_size->setMinimumWidth(120);
    m_size->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_levels->addLoadRow(tr("Request &size:"), m_size, tr("Each request and its reply: 64 B is a small RPC's."),
                         QStringLiteral("requestSize"));
    connect(m_size, &QSpinBox::valueChanged, m_levels, &CheckedPage::refresh);
    setPages({m_levels});
}

model::Plan LoadLatencyLinkWizard::buildPlan() const {
    model::Plan plan;
    applyLevels(plan, *m_levels);
    const auto size = static_cast<std::uint64_t>(m_size->value());
    model::WorkerDef worker = pingPongWorker(plan, model::tcpKind(), size, "rr", "rr");
    worker.outstanding = m_levels->inFlight();
    placeWorker(plan, worker);
    plan.name = tr("Load–latency: TCP %1, %2 in flight, %3")
                    .arg(formatByteSize(size))
                    .arg(m_levels->inFlight())
                    .arg(topologyPage()->nameSuffix())
                    .toStdString();
    plan.description =
        askAnswerDescription(tr("TCP requests of %1, each answered with as many bytes, %2 in flight. %3")
                                 .arg(formatByteSize(size))
                                 .arg(m_levels->inFlight())
                                 .arg(m_levels->levelsText(plan)));
    return plan;
}

QString LoadLatencyLinkWizard::summaryHtml(const model::Plan& plan) const {
    SummaryTable table = topologyTable();
    table.add(tr("Load:"), tr("TCP request/response, %1 each way, %2 in flight")
                               .arg(formatByteSize(plan.specs.front().lines.front().size))
                               .arg(plan.workers.front().outstanding));
    m_levels->addSummaryRows(table, plan);
    return summaryWithCommands(table);
}

// ---------------------------------------------------------------------------------------

LoadLatencyDiskWizard::LoadLatencyDiskWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_target(new DiskTargetPage(this)),
      m_levels(new LoadLevelsPage({tr("Random reads of 4 KiB, with O_DIRECT: how the latency of an I/O "
                                      "grows as the I/Os come faster."),
                                   tr("&I/Os in flight:"),
                                   tr("At most this many queued at once. The highest rate is found at "
                                      "this depth; a level the disk cannot keep up with fills them, "
                                      "and its latency grows with the queue."),
                                   16, 256},
                                  this)) {
    setWindowTitle(tr("Load–latency curve of a disk"));
    setObjectName(QStringLiteral("loadLatencyDiskWizard"));
    setPage(TargetPageId, m_target);
    setPage(LevelsPageId, m_levels);
    setPage(SummaryPageId, createSummaryPage({m_target, m_levels}));
    setDynamos(dynamos);
}

void LoadLatencyDiskWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    const session::DynamoInfo* local = localDynamo(dynamos);
    m_target->setDevices(local ? blockDevicesOf(local->hello) : std::vector<BlockDevice>{}, local != nullptr);
}

model::Plan LoadLatencyDiskWizard::buildPlan() const {
    model::Plan plan;
    applyLevels(plan, *m_levels);
    plan.dynamos = {{"local", true}};
    plan.specs = {randomRead4k()};
    const model::DiskSettings disk = m_target->settings();
    const model::WorkerDef worker = localDiskWorker("disk", plan.specs.front().name, m_levels->inFlight(), disk);
    plan.workers = {worker};
    const QString target = QString::fromStdString(disk.path);
    plan.name = tr("Load–latency: 4 KiB random read, %1 in flight, %2").arg(worker.outstanding).arg(target).toStdString();
    plan.description = tr("Random reads of 4 KiB with O_DIRECT on %1, %2 in flight. %3")
                           .arg(target)
                           .arg(worker.outstanding)
                           .arg(m_levels->levelsText(plan))
                           .toStdString();
    return plan;
}

QString LoadLatencyDiskWizard::summaryHtml(const model::Plan& plan) const {
    SummaryTable table;
    m_target->addSummaryRows(table, *plan.workers.front().as<model::DiskSettings>());
    table.add(tr("Load:"), tr("4 KiB random reads, O_DIRECT, %1 in flight").arg(plan.workers.front().outstanding));
    m_levels->addSummaryRows(table, plan);
    return table.html();
}

}  // namespace iometry::gui
