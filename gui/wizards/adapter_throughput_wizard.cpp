#include "gui/wizards/adapter_throughput_wizard.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <utility>

#include "engine/kinds/tcp/tcp_kind.hpp"

namespace iometry::gui {

AdapterTopologyPage::AdapterTopologyPage(QWidget* parent) : AdapterTopologyPage(Texts{}, parent) {}

AdapterTopologyPage::AdapterTopologyPage(const Texts& texts, QWidget* parent)
    : CheckedPage(parent),
      m_loopback(new QRadioButton(texts.loopbackChoice.isEmpty()
                                      ? tr("&Loopback: both ends on this machine (127.0.0.1)")
                                      : texts.loopbackChoice,
                                  this)),
      m_twoHosts(new QRadioButton(tr("&Two hosts: this machine (A) and another one (B)"), this)),
      m_hosts(new QWidget(this)),
      m_addressA(new AddressField(this)),
      m_addressB(new QLineEdit(this)),
      m_loopbackRefusal(texts.loopbackRefusal) {
    setTitle(tr("Topology"));
    setSubTitle(texts.subtitle.isEmpty()
                    ? tr("Where the two ends of the TCP pair run. The data path is exactly host "
                         "A's address to host B's address, so these choose the adapter under "
                         "test.")
                    : texts.subtitle);
    m_loopback->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_loopback);
    group->addButton(m_twoHosts);

    m_addressA->comboBox()->setObjectName(QStringLiteral("addressA"));
    m_addressB->setObjectName(QStringLiteral("addressB"));
    m_addressB->setPlaceholderText(tr("e.g. 10.0.0.2"));

    auto* hostsForm = new QFormLayout(m_hosts);
    hostsForm->setContentsMargins(24, 0, 0, 0);
    hostsForm->addRow(tr("Host &A address:"), m_addressA);
    hostsForm->addRow(tr("Host &B address:"), m_addressB);
    auto* bNote = new QLabel(tr("Dynamo A is started on this machine. Dynamo B is started by "
                                "hand on host B; the summary tells how."),
                             m_hosts);
    bNote->setWordWrap(true);
    bNote->setForegroundRole(QPalette::PlaceholderText);
    hostsForm->addRow(QString(), bNote);
    qobject_cast<QLabel*>(hostsForm->labelForField(m_addressA))->setBuddy(m_addressA->comboBox());

    auto* layout = new QVBoxLayout(this);
    QLabel* loopbackText = addExplainedChoice(layout, m_loopback,
                       texts.loopbackText.isEmpty()
                           ? tr("Measures the TCP stack and the CPU of this machine, not an "
                                "adapter: the baseline to compare adapters against.")
                           : texts.loopbackText);
    addExplainedChoice(layout, m_twoHosts,
                       texts.twoHostsText.isEmpty()
                           ? tr("Measures the link between two machines, for example two "
                                "adapters joined by a crossover cable.")
                           : texts.twoHostsText);
    layout->addWidget(m_hosts);
    addReasonLine(layout);
    if (!m_loopbackRefusal.isEmpty()) {
        // Two hosts only: no choice left to offer, only the line that explains it.
        m_twoHosts->setChecked(true);
        m_loopback->hide();
        loopbackText->hide();
        m_twoHosts->hide();
    }

    registerField(QStringLiteral("loopback"), m_loopback);
    registerField(QStringLiteral("twoHosts"), m_twoHosts);
    registerField(QStringLiteral("addressA"), m_addressA->comboBox(), "currentText",
                  SIGNAL(currentTextChanged(QString)));
    registerField(QStringLiteral("addressB"), m_addressB);

    connect(m_loopback, &QRadioButton::toggled, this, [this] {
        updateEnabled();
        refresh();
    });
    connect(m_addressA, &AddressField::textChanged, this, &CheckedPage::refresh);
    connect(m_addressB, &QLineEdit::textChanged, this, &CheckedPage::refresh);
    updateEnabled();
    refresh();
}

bool AdapterTopologyPage::isLoopback() const { return m_loopback->isChecked(); }

QString AdapterTopologyPage::addressA() const { return m_addressA->text(); }

QString AdapterTopologyPage::addressB() const { return m_addressB->text().trimmed(); }

void AdapterTopologyPage::setLocalAddresses(const std::vector<InterfaceAddress>& addresses) {
    m_addressA->setAddresses(addresses);
    // Offer the first real interface, unless the user already chose.
    if (m_addressA->text().isEmpty() && !addresses.empty() &&
        !isLoopbackAddress(addresses.front().address))
        m_addressA->setText(addresses.front().address);
}

void AdapterTopologyPage::updateEnabled() { m_hosts->setEnabled(!isLoopback()); }

const InterfaceAddress* AdapterTopologyPage::interfaceA() const {
    if (isLoopback()) return nullptr;
    return findInterfaceAddress(m_addressA->addresses(), addressA());
}

void AdapterTopologyPage::placeWorker(model::Plan& plan, model::WorkerDef& worker) const {
    if (isLoopback()) {
        plan.dynamos = {{"local", true}};
        worker.dynamo = "local";
        *worker.ends() = {"127.0.0.1", {"local", "127.0.0.1", std::nullopt}};
        return;
    }
    // B is started by hand and must find the manager: give it a minute.
    plan.waitS = 60;
    plan.dynamos = {{"A", true}, {"B", false}};
    worker.dynamo = "A";
    *worker.ends() = {addressA().toStdString(), {"B", addressB().toStdString(), std::nullopt}};
}

QString AdapterTopologyPage::summaryText() const {
    if (isLoopback()) return tr("loopback on this machine (127.0.0.1)");
    return tr("host A %1 (this machine) to host B %2")
        .arg(addressA().toHtmlEscaped(), addressB().toHtmlEscaped());
}

QString AdapterTopologyPage::nameSuffix() const {
    return isLoopback() ? tr("loopback") : tr("%1 to %2").arg(addressA(), addressB());
}

QString AdapterTopologyPage::check() const {
    if (isLoopback()) return {};
    const QString a = addressA();
    const QString b = addressB();
    if (!m_loopbackRefusal.isEmpty()) {
        for (const auto& [who, address] : {std::pair{tr("Host A"), a}, std::pair{tr("Host B"), b}})
            if (isLoopbackAddress(address))
                return tr("%1: %2 is a loopback address. %3").arg(who, address, m_loopbackRefusal);
    }
    if (QString why = linkAddressProblem(tr("Host A"), a); !why.isEmpty()) return why;
    if (QString why = linkAddressProblem(tr("Host B"), b); !why.isEmpty()) return why;
    if (ipFamily(a) != ipFamily(b))
        return tr("Host A's address %1 is %2 and host B's %3 is %4: both ends of the data path "
                  "must be of the same family.")
            .arg(a, familyName(ipFamily(a)), b, familyName(ipFamily(b)));
    if (a == b)
        return tr("Hosts A and B have the same address; type the address of the other "
                  "machine for B.");
    return {};
}

// ---------------------------------------------------------------------------------------

AdapterModePage::AdapterModePage(QWidget* parent)
    : CheckedPage(parent),
      m_transmit(new QRadioButton(tr("&Transmit"), this)),
      m_receive(new QRadioButton(tr("&Receive"), this)),
      m_duplex(new QRadioButton(tr("&Full duplex"), this)) {
    setTitle(tr("Mode"));
    setSubTitle(tr("One direction per plan: every worker of a plan runs at the same time, so "
                   "for several modes run this wizard once for each."));
    m_transmit->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_transmit);
    group->addButton(m_receive);
    group->addButton(m_duplex);

    auto* layout = new QVBoxLayout(this);
    m_transmitText = addExplainedChoice(layout, m_transmit, QString());
    m_receiveText = addExplainedChoice(layout, m_receive, QString());
    m_duplexText = addExplainedChoice(layout, m_duplex, QString());
    addReasonLine(layout);

    registerField(QStringLiteral("transmit"), m_transmit);
    registerField(QStringLiteral("receive"), m_receive);
    registerField(QStringLiteral("duplex"), m_duplex);
    // Every input re-checks its page, which also keeps the summary page current.
    for (QRadioButton* button : {m_transmit, m_receive, m_duplex})
        connect(button, &QRadioButton::toggled, this, &CheckedPage::refresh);
    initializePage();
}

ThroughputMode AdapterModePage::mode() const {
    if (m_receive->isChecked()) return ThroughputMode::Receive;
    if (m_duplex->isChecked()) return ThroughputMode::FullDuplex;
    return ThroughputMode::Transmit;
}

void AdapterModePage::initializePage() {
    const bool loopback = field(QStringLiteral("loopback")).toBool();
    if (loopback) {
        m_transmitText->setText(tr("The worker sends, its partner receives."));
        m_receiveText->setText(tr("The partner sends, the worker receives."));
        m_duplexText->setText(tr("Both send and receive at once; each direction is counted "
                                 "separately."));
    } else {
        m_transmitText->setText(tr("Host A sends, host B receives: A's adapter transmits."));
        m_receiveText->setText(tr("Host B sends, host A receives: A's adapter receives."));
        m_duplexText->setText(tr("Both hosts send and receive at once; each direction is "
                                 "counted separately."));
    }
}

// ---------------------------------------------------------------------------------------

AdapterSweepPage::AdapterSweepPage(QWidget* parent)
    : CheckedPage(parent),
      m_run(new QDoubleSpinBox(this)),
      m_ramp(new QDoubleSpinBox(this)),
      m_sample(new QSpinBox(this)) {
    setTitle(tr("Sweep"));
    setSubTitle(tr("Each checked request size is one step: it runs for the ramp, then is "
                   "measured for the run time."));

    auto* sizesBox = new QGroupBox(tr("Request sizes"), this);
    auto* grid = new QGridLayout;
    constexpr int kColumns = 5;
    const auto classic = model::classicSizes();
    for (std::size_t i = 0; i < classic.size(); ++i) {
        auto* box = new QCheckBox(formatByteSize(classic[i]), sizesBox);
        box->setChecked(true);
        box->setObjectName(QStringLiteral("size%1").arg(classic[i]));
        grid->addWidget(box, static_cast<int>(i) / kColumns, static_cast<int>(i) % kColumns);
        registerField(QStringLiteral("size%1").arg(classic[i]), box);
        connect(box, &QCheckBox::toggled, this, &CheckedPage::refresh);
        m_sizes.push_back(box);
    }
    auto* all = new QPushButton(tr("&All"), sizesBox);
    auto* none = new QPushButton(tr("&None"), sizesBox);
    connect(all, &QPushButton::clicked, this, [this] {
        for (QCheckBox* box : m_sizes) box->setChecked(true);
    });
    connect(none, &QPushButton::clicked, this, [this] {
        for (QCheckBox* box : m_sizes) box->setChecked(false);
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(all);
    buttons->addWidget(none);
    buttons->addStretch(1);
    auto* sizesLayout = new QVBoxLayout(sizesBox);
    sizesLayout->addLayout(grid);
    sizesLayout->addLayout(buttons);

    m_run->setRange(0.1, 86400);
    m_run->setDecimals(1);
    m_run->setValue(10);
    m_run->setSuffix(tr(" s"));
    m_run->setObjectName(QStringLiteral("runS"));
    m_ramp->setRange(0, 3600);
    m_ramp->setDecimals(1);
    m_ramp->setValue(2);
    m_ramp->setSuffix(tr(" s"));
    m_ramp->setObjectName(QStringLiteral("rampS"));
    m_sample->setRange(100, 60000);
    m_sample->setSingleStep(100);
    m_sample->setValue(1000);
    m_sample->setSuffix(tr(" ms"));
    m_sample->setObjectName(QStringLiteral("sampleMs"));
    for (QAbstractSpinBox* box : {static_cast<QAbstractSpinBox*>(m_run),
                                  static_cast<QAbstractSpinBox*>(m_ramp),
                                  static_cast<QAbstractSpinBox*>(m_sample)})
        box->setMinimumWidth(120);

    auto* timing = new QGroupBox(tr("Timing of each step"), this);
    auto* form = new QFormLayout(timing);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&Run time (measured):"), m_run);
    form->addRow(tr("Ra&mp (warm-up, not measured):"), m_ramp);
    form->addRow(tr("&Sample interval (live charts):"), m_sample);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(sizesBox);
    layout->addWidget(timing);
    addReasonLine(layout);

    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("rampS"), m_ramp, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("sampleMs"), m_sample);
    for (QDoubleSpinBox* box : {m_run, m_ramp})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_sample, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    refresh();
}

std::vector<std::int64_t> AdapterSweepPage::sizes() const {
    std::vector<std::int64_t> list;
    const auto classic = model::classicSizes();
    for (std::size_t i = 0; i < m_sizes.size() && i < classic.size(); ++i)
        if (m_sizes[i]->isChecked()) list.push_back(static_cast<std::int64_t>(classic[i]));
    return list;
}

double AdapterSweepPage::runS() const { return m_run->value(); }

double AdapterSweepPage::rampS() const { return m_ramp->value(); }

int AdapterSweepPage::sampleMs() const { return m_sample->value(); }

QString AdapterSweepPage::check() const {
    if (sizes().empty()) return tr("Check at least one request size.");
    return {};
}

// ---------------------------------------------------------------------------------------

AdapterThroughputWizard::AdapterThroughputWizard(
    const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_topology(new AdapterTopologyPage(this)),
      m_mode(new AdapterModePage(this)),
      m_sweep(new AdapterSweepPage(this)),
      m_repeats(new RepeatsPage(this)) {
    setWindowTitle(tr("Adapter throughput"));
    setObjectName(QStringLiteral("adapterThroughputWizard"));
    setPage(TopologyPageId, m_topology);
    setPage(ModePageId, m_mode);
    setPage(SweepPageId, m_sweep);
    setPage(RepeatsPageId, m_repeats);
    setPage(SummaryPageId, createSummaryPage({m_topology, m_mode, m_sweep, m_repeats}));
    setDynamos(dynamos);
}

void AdapterThroughputWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_topology->setLocalAddresses(localAddresses(dynamos));
}

model::Plan AdapterThroughputWizard::buildPlan() const {
    const ThroughputMode mode = m_mode->mode();

    model::Plan plan;
    plan.runS = m_sweep->runS();
    plan.rampS = m_sweep->rampS();
    plan.sampleMs = m_sweep->sampleMs();
    plan.repeats = m_repeats->repeats();
    plan.aggregate = m_repeats->aggregate();

    const model::AccessSpec spec = throughputSpec(mode);
    plan.specs = {spec};

    model::WorkerDef worker;
    worker.name = "nic";
    worker.settings = model::tcpKind().makeSettings();
    worker.spec = spec.name;
    worker.outstanding = 1;
    m_topology->placeWorker(plan, worker);
    plan.name = tr("Adapter throughput: %1, %2")
                    .arg(throughputModeName(mode), m_topology->nameSuffix())
                    .toStdString();
    if (m_topology->isLoopback()) {
        plan.description =
            tr("One TCP pair over loopback on this machine, %1, request sizes swept.")
                .arg(throughputModeName(mode))
                .toStdString();
    } else {
        const QString a = m_topology->addressA();
        plan.description =
            tr("Two hosts: A (this machine, %1) runs a spawned dynamo, B (%2) a dynamo started "
               "by hand; %3, request sizes swept. %4")
                .arg(a, m_topology->addressB(), throughputModeName(mode), twoHostCommandsText(a))
                .toStdString();
    }
    plan.workers = {worker};

    model::SweepAxis sizes;
    sizes.param = model::SweepParam::Size;
    sizes.values = m_sweep->sizes();
    plan.sweep = {sizes};
    return plan;
}

QString AdapterThroughputWizard::summaryHtml(const model::Plan& plan) const {
    QStringList rows;
    const auto row = [&rows](const QString& key, const QString& value) {
        rows << QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
                    .arg(key, value);
    };
    row(tr("Topology:"), m_topology->summaryText());
    row(tr("Mode:"), tr("%1 (spec “%2”)")
                         .arg(throughputModeName(m_mode->mode()),
                              QString::fromStdString(plan.specs.front().name).toHtmlEscaped()));
    QStringList sizes;
    // The list wraps between sizes, never inside one.
    for (const auto s : m_sweep->sizes())
        sizes << formatByteSize(static_cast<std::uint64_t>(s)).replace(QLatin1Char(' '), QChar::Nbsp);
    row(tr("Request sizes:"), sizes.isEmpty() ? tr("none") : sizes.join(QStringLiteral(", ")));
    row(tr("Each step:"), tr("%1 ramp + %2 measured, sampled every %3 ms")
                              .arg(formatDuration(plan.rampS), formatDuration(plan.runS))
                              .arg(plan.sampleMs));
    row(tr("Repeats:"), repeatsText(plan));
    row(tr("Steps × repeats:"), stepsTimesRepeatsText(plan));
    QString html = QStringLiteral("<table>%1</table>").arg(rows.join(QString()));
    if (!m_topology->isLoopback())
        html += twoHostCommandsHtml(m_topology->addressA(), managerEndpoint());
    return html;
}

}  // namespace iometry::gui
