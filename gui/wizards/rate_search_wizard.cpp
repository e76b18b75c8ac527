#include "gui/wizards/rate_search_wizard.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/rate_search/rate_search_method.hpp"

namespace iometry::gui {
namespace {

QDoubleSpinBox* percentBox(double lo, double hi, int decimals, double value, const QString& name,
                           QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(lo, hi);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setSuffix(QStringLiteral(" %"));
    box->setObjectName(name);
    box->setMinimumWidth(120);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return box;
}

QString number(double value) {
    return QString::number(value, 'g', 10);
}

}  // namespace

std::vector<std::int64_t> rfc2544FrameSizes() {
    return {64, 128, 256, 512, 1024, 1280, 1518};
}

RateFramesPage::RateFramesPage(QWidget* parent)
    : CheckedPage(parent),
      m_frames(new ValueChecks(tr("Frame sizes"), rfc2544FrameSizes(), QStringLiteral("frame"), 4,
                               this)),
      m_link(new LinkSpeedField(QStringLiteral("linkMbit"),
                                tr("The line rate the search's percentages refer to."), this)) {
    setTitle(tr("Frames and link"));
    setSubTitle(
        tr("Each checked frame size is searched in turn, for the highest rate at which "
           "the path loses no datagram (or no more than you tolerate)."));
    auto* framesText = explanationLabel(
        tr("Ethernet frames with FCS, as RFC 2544 lists them; each carries a UDP payload of the "
           "frame size − 46 bytes."),
        m_frames);
    qobject_cast<QVBoxLayout*>(m_frames->layout())->addWidget(framesText);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Link speed:"), m_link);
    qobject_cast<QLabel*>(form->labelForField(m_link))->setBuddy(m_link->spinBox());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_frames);
    layout->addLayout(form);
    addReasonLine(layout);

    for (QCheckBox* box : m_frames->boxes())
        registerField(box->objectName(), box);
    registerField(QStringLiteral("linkMbit"), m_link->spinBox());
    connect(m_frames, &ValueChecks::changed, this, &CheckedPage::refresh);
    connect(m_link, &LinkSpeedField::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

QString RateFramesPage::check() const {
    if (frameSizes().empty())
        return tr("Check at least one frame size.");
    return {};
}

// ---------------------------------------------------------------------------------------

RateSearchPage::RateSearchPage(QWidget* parent)
    : CheckedPage(parent),
      // The validator's ranges (docs/plan-format.md, "Zero-loss rate search").
      m_loss(percentBox(0, 100, 3, 0, QStringLiteral("lossTolerancePct"), this)),
      m_resolution(percentBox(0.01, 25, 2, 1, QStringLiteral("resolutionPct"), this)),
      m_trial(secondsSpinBox(0.1, 86400, 2, QStringLiteral("trialS"), this)),
      m_verify(new QCheckBox(tr("&Verify the rate found"), this)) {
    setTitle(tr("Search"));
    setSubTitle(
        tr("A binary search in % of line rate: each trial offers one rate, and passes "
           "when little enough is lost and the sender kept up."));
    m_verify->setChecked(true);
    m_verify->setObjectName(QStringLiteral("verify"));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addExplainedRow(form, tr("Loss &tolerance:"), m_loss,
                    tr("The share of datagrams a passing trial may lose; RFC 2544 tolerates "
                       "none."));
    addExplainedRow(form, tr("&Resolution:"), m_resolution,
                    tr("The search's step in % of line rate: finer costs a trial or two more."));
    addExplainedRow(form, tr("Trial t&ime:"), m_trial,
                    tr("How long each trial offers its rate, after %1 of warm-up.")
                        .arg(formatStepTime(RateSearchWizard::kRampS)));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    addExplainedChoice(layout, m_verify,
                       tr("The rate found runs once more; the result says whether it passed "
                          "again."));
    addReasonLine(layout);

    registerField(QStringLiteral("lossTolerancePct"), m_loss, "value",
                  SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("resolutionPct"), m_resolution, "value",
                  SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("trialS"), m_trial, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("verify"), m_verify);
    for (QDoubleSpinBox* box : {m_loss, m_resolution, m_trial})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_verify, &QCheckBox::toggled, this, &CheckedPage::refresh);
}

double RateSearchPage::lossTolerancePct() const {
    return m_loss->value();
}

double RateSearchPage::resolutionPct() const {
    return m_resolution->value();
}

double RateSearchPage::trialS() const {
    return m_trial->value();
}

bool RateSearchPage::verify() const {
    return m_verify->isChecked();
}

// ---------------------------------------------------------------------------------------

RateSearchWizard::RateSearchWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_topology(new AdapterTopologyPage(
          {tr("Where the two ends of the UDP stream run. Host A's address sends to host B's, "
              "so these choose the adapters under test."),
           QString(),
           tr("Measures what this machine can send and receive over loopback, not a link: "
              "small frames stop where its sender does."),
           tr("Measures the link between two machines: A's adapter sends, B's receives.")},
          this)),
      m_frames(new RateFramesPage(this)),
      m_search(new RateSearchPage(this)) {
    setWindowTitle(tr("Zero-loss rate (RFC 2544)"));
    setObjectName(QStringLiteral("rateSearchWizard"));
    setPage(TopologyPageId, m_topology);
    setPage(FramesPageId, m_frames);
    setPage(SearchPageId, m_search);
    setPage(SummaryPageId, createSummaryPage({m_topology, m_frames, m_search}));
    // The speed host A's interface reports is offered as the line rate.
    connect(m_topology, &QWizardPage::completeChanged, this, &RateSearchWizard::offerLinkSpeed);
    setDynamos(dynamos);
}

void RateSearchWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_topology->setLocalAddresses(localAddresses(dynamos));
    offerLinkSpeed();
}

void RateSearchWizard::offerLinkSpeed() {
    m_frames->linkSpeed()->offer(m_topology->interfaceA(), m_topology->isLoopback());
}

model::Plan RateSearchWizard::buildPlan() const {
    model::Plan plan;
    // Each trial's run time is the procedure's trial_s; run_s carries the same value, so
    // the plan reads back as it was written.
    plan.runS = m_search->trialS();
    plan.rampS = kRampS;
    plan.sampleMs = 500;

    model::AccessLine line;
    line.size = 1472;  // replaced by each frame size's payload
    line.read = 0;     // one way, the classic test: the holder (A) sends
    plan.specs = {{"frames", {line}}};

    model::WorkerDef worker;
    worker.name = "udp";
    worker.settings = model::udpKind().makeSettings();
    worker.spec = "frames";
    worker.outstanding = 1;
    m_topology->placeWorker(plan, worker);
    plan.workers = {worker};

    plan.procedure.settings = model::RateSearchParams{};
    model::RateSearchParams& p = *plan.procedure.as<model::RateSearchParams>();
    p.frameSizes = m_frames->frameSizes();
    p.linkMbit = m_frames->linkSpeed()->value();
    p.lossTolerancePct = m_search->lossTolerancePct();
    p.resolutionPct = m_search->resolutionPct();
    p.verify = m_search->verify();
    p.trialS = m_search->trialS();

    plan.name = tr("Zero-loss rate: %1 Mbit/s, %2")
                    .arg(number(p.linkMbit), m_topology->nameSuffix())
                    .toStdString();
    QStringList frames;
    for (const auto f : p.frameSizes)
        frames << QString::number(f);
    const QString what =
        tr("RFC 2544 throughput at %1 Mbit/s of line rate: for each frame size %2 bytes, the "
           "highest rate in % of line rate at which at most %3 % of the datagrams are lost, to "
           "%4 %, in %5 trials.")
            .arg(number(p.linkMbit), frames.join(QStringLiteral(", ")), number(p.lossTolerancePct),
                 number(p.resolutionPct), formatStepTime(*p.trialS));
    if (m_topology->isLoopback()) {
        plan.description =
            tr("One UDP stream over loopback on this machine. %1").arg(what).toStdString();
    } else {
        const QString a = m_topology->addressA();
        plan.description = tr("Two hosts: A (this machine, %1) sends to B (%2), a dynamo started "
                              "by hand. %3 %4")
                               .arg(a, m_topology->addressB(), what, twoHostCommandsText(a))
                               .toStdString();
    }
    return plan;
}

QString RateSearchWizard::summaryHtml(const model::Plan& plan) const {
    const model::RateSearchParams& p = *plan.procedure.as<model::RateSearchParams>();
    QStringList frames;
    for (const auto f : p.frameSizes)
        frames << QString::number(f);
    SummaryTable table;
    table.add(tr("Topology:"), m_topology->summaryText());
    table.add(tr("Stream:"), (m_topology->isLoopback()
                                  ? tr("one way, the worker sends to its partner; line rate %1 "
                                       "Mbit/s")
                                  : tr("one way, host A sends to host B; line rate %1 Mbit/s"))
                                 .arg(number(p.linkMbit)));
    table.add(tr("Frame sizes:"),
              frames.isEmpty()
                  ? tr("none")
                  : tr("%1 B (UDP payload = frame − 46 B)").arg(frames.join(QStringLiteral(", "))));
    table.add(tr("A trial passes:"),
              tr("at most %1 % lost, and the sender offered at least 99 % of the rate")
                  .arg(number(p.lossTolerancePct)));
    table.add(tr("Search:"), (p.verify ? tr("%1 % … 100 % of line rate in steps of %1 %; the "
                                            "rate found runs once more")
                                       : tr("%1 % … 100 % of line rate in steps of %1 %"))
                                 .arg(number(p.resolutionPct)));
    table.add(tr("Each trial:"),
              tr("%1 warm-up + %2 measured")
                  .arg(formatStepTime(plan.rampS), formatStepTime(m_search->trialS())));
    // The bound counts every trial's reruns (a sender that fell short); usually none runs again.
    const auto steps = procedureSteps(plan);
    const int frameCount = static_cast<int>(p.frameSizes.size());
    table.add(tr("Trials:"), steps && frameCount > 0
                                 ? tr("usually %1, at most %2 per frame size; %3")
                                       .arg(steps->usual / frameCount)
                                       .arg(steps->steps / frameCount)
                                       .arg(procedureStepsText(plan))
                                 : procedureStepsText(plan));
    QString html = table.html();
    if (!m_topology->isLoopback())
        html += twoHostCommandsHtml(m_topology->addressA(), managerEndpoint());
    return html;
}

}  // namespace iometry::gui
