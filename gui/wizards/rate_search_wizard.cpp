#include "gui/wizards/rate_search_wizard.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/kinds/udp/udp_kind.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {
namespace {

QString number(double value) {
    return QString::number(value, 'g', 10);
}

}  // namespace

std::vector<std::int64_t> rfc2544FrameSizes() {
    return {64, 128, 256, 512, 1024, 1280, 1518};
}

RateFramesPage::RateFramesPage(MethodFields* fields, QWidget* parent)
    : CheckedPage(parent),
      m_frames(new ValueChecks(tr("Frame sizes"), rfc2544FrameSizes(), QStringLiteral("frame"), 4,
                               this)),
      // The link has no default: a gigabit one until its interface reports another.
      m_link(new LinkSpeedField(
          fields->integer("link_mbit", QStringLiteral("linkMbit"), {.initial = 1000}),
          paramHelp(fields->param("link_mbit")), this)) {
    setTitle(tr("Frames and link"));
    setSubTitle(
        tr("Each checked frame size is searched in turn, for the highest rate at which "
           "the path loses no datagram (or no more than you tolerate)."));
    auto* framesText = explanationLabel(
        paramHelp(fields->param("frame_sizes"),
                  tr("RFC 2544 lists these; each frame carries a UDP payload of its size − %1 "
                     "bytes.")
                      .arg(model::kFrameOverhead)),
        m_frames);
    qobject_cast<QVBoxLayout*>(m_frames->layout())->addWidget(framesText);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Link speed:"), m_link);
    qobject_cast<QLabel*>(form->labelForField(m_link))->setBuddy(m_link->spinBox());

    layOutChecks(m_frames, form);
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

RateSearchPage::RateSearchPage(MethodFields* fields, QWidget* parent) : CheckedPage(parent) {
    setTitle(tr("Search"));
    setSubTitle(
        tr("A binary search in % of line rate: each trial offers one rate, and passes "
           "when little enough is lost and the sender kept up."));
    fields->number("loss_tolerance_pct", QStringLiteral("lossTolerancePct"), {.decimals = 3});
    fields->number("resolution_pct", QStringLiteral("resolutionPct"), {.decimals = 2});
    // A trial's time has no default (the plan's run_s): two seconds, as the example's.
    fields->number("trial_s", QStringLiteral("trialS"), {.initial = 2});
    QCheckBox* verify =
        fields->boolean("verify", QStringLiteral("verify"), tr("&Verify the rate found"));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    fields->addRow(form, tr("Loss &tolerance:"), "loss_tolerance_pct",
                   tr("RFC 2544 tolerates none."));
    fields->addRow(form, tr("&Resolution:"), "resolution_pct",
                   tr("Finer costs a trial or two more."));
    fields->addRow(form, tr("Trial t&ime:"), "trial_s",
                   tr("Each trial warms up for %1 first, not measured.")
                       .arg(formatStepTime(RateSearchWizard::kRampS)));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    addExplainedChoice(
        layout, verify,
        paramHelp(fields->param("verify"), tr("The result says whether it passed again.")));
    addReasonLine(layout);

    for (const char* key : {"loss_tolerance_pct", "resolution_pct", "trial_s"}) {
        QWidget* box = fields->editor(key);
        registerField(box->objectName(), box, "value", SIGNAL(valueChanged(double)));
    }
    registerField(QStringLiteral("verify"), verify);
    connect(fields, &MethodFields::changed, this, &CheckedPage::refresh);
}

// ---------------------------------------------------------------------------------------

RateSearchWizard::RateSearchWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PairWizard(
          {tr("Where the two ends of the UDP stream run. Host A's address sends to host B's, "
              "so these choose the adapters under test."),
           QString(),
           tr("Measures what this machine can send and receive over loopback, not a link: "
              "small frames stop where its sender does."),
           tr("Measures the link between two machines: A's adapter sends, B's receives.")},
          dynamos, parent),
      m_fields(new MethodFields(model::rateSearchMethod(), this)),
      m_frames(new RateFramesPage(m_fields, this)),
      m_search(new RateSearchPage(m_fields, this)) {
    setWindowTitle(tr("Zero-loss rate (RFC 2544)"));
    setObjectName(QStringLiteral("rateSearchWizard"));
    setPages({m_frames, m_search});
    // The speed host A's interface reports is offered as the line rate.
    offerLinkSpeed(m_frames->linkSpeed());
}

model::Plan RateSearchWizard::buildPlan() const {
    model::Plan plan;
    // Each trial's run time is the procedure's trial_s; run_s carries the same value, so
    // the plan reads back as it was written.
    plan.runS = m_fields->value("trial_s").get<double>();
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
    placeWorker(plan, worker);

    plan.procedure.settings = model::RateSearchParams{};
    model::RateSearchParams& p = *plan.procedure.as<model::RateSearchParams>();
    m_fields->apply(p);
    p.frameSizes = m_frames->frameSizes();

    plan.name = tr("Zero-loss rate: %1 Mbit/s, %2")
                    .arg(number(p.linkMbit), topologyPage()->nameSuffix())
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
    if (topologyPage()->isLoopback()) {
        plan.description =
            tr("One UDP stream over loopback on this machine. %1").arg(what).toStdString();
    } else {
        const QString a = topologyPage()->addressA();
        plan.description = tr("Two hosts: A (this machine, %1) sends to B (%2), a dynamo started "
                              "by hand. %3 %4")
                               .arg(a, topologyPage()->addressB(), what, twoHostCommandsText(a))
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
    table.add(tr("Topology:"), topologyPage()->summaryText());
    table.add(tr("Stream:"), (topologyPage()->isLoopback()
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
    table.add(
        tr("Each trial:"),
        tr("%1 warm-up + %2 measured").arg(formatStepTime(plan.rampS), formatStepTime(*p.trialS)));
    // The bound counts every trial's reruns (a sender that fell short); usually none runs again.
    const auto steps = procedureSteps(plan);
    const int frameCount = static_cast<int>(p.frameSizes.size());
    table.add(tr("Trials:"), steps && frameCount > 0
                                 ? tr("usually %1, at most %2 per frame size; %3")
                                       .arg(steps->usualSteps / frameCount)
                                       .arg(steps->steps / frameCount)
                                       .arg(procedureStepsText(plan))
                                 : procedureStepsText(plan));
    return summaryWithCommands(table);
}

}  // namespace iometry::gui
