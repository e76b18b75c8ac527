#include "gui/wizards/server_clients_wizard.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <map>
#include <set>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {
namespace {

constexpr std::uint64_t kDefaultSize = 65536;

}  // namespace

// ---------------------------------------------------------------------------------------

ServerHostsPage::ServerHostsPage(QWidget* parent)
    : CheckedPage(parent),
      m_loopback(new QRadioButton(tr("&Loopback: server and clients all on this machine"), this)),
      m_severalHosts(
          new QRadioButton(tr("&Several hosts: the server here, each client on its own host"),
                           this)),
      m_count(new QSpinBox(this)),
      m_hosts(new QGroupBox(tr("Hosts"), this)),
      m_serverAddress(new AddressField(m_hosts)) {
    // Hosts and addresses are the network of today, not values to carry to the next plan.
    setRemembersFields(false);
    setTitle(tr("Server and clients"));
    setSubTitle(tr("The server holds one TCP worker per client: all pairs run at once and the "
                   "server carries their sum."));
    m_loopback->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_loopback);
    group->addButton(m_severalHosts);

    m_count->setRange(1, kMaxClients);
    m_count->setValue(2);
    m_count->setObjectName(QStringLiteral("clientCount"));
    m_count->setMinimumWidth(80);

    m_serverAddress->comboBox()->setObjectName(QStringLiteral("serverAddress"));
    auto* serverForm = new QFormLayout;
    serverForm->addRow(tr("Se&rver address:"), m_serverAddress);
    qobject_cast<QLabel*>(serverForm->labelForField(m_serverAddress))
        ->setBuddy(m_serverAddress->comboBox());

    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 2);
    grid->setColumnStretch(2, 3);
    grid->addWidget(new QLabel(tr("Client"), m_hosts), 0, 0);
    grid->addWidget(new QLabel(tr("Dynamo name"), m_hosts), 0, 1);
    grid->addWidget(new QLabel(tr("Address"), m_hosts), 0, 2);
    for (int i = 1; i <= kMaxClients; ++i) {
        auto* label = new QLabel(QString::number(i), m_hosts);
        label->setAlignment(Qt::AlignCenter);
        auto* dynamo = new QLineEdit(QStringLiteral("client%1").arg(i), m_hosts);
        dynamo->setObjectName(QStringLiteral("clientDynamo%1").arg(i));
        auto* address = new QLineEdit(m_hosts);
        address->setObjectName(QStringLiteral("clientAddress%1").arg(i));
        address->setPlaceholderText(tr("e.g. 10.0.0.%1").arg(i + 1));
        // Rows past the count are hidden but keep their place, so the page does not jump.
        for (QWidget* w : std::initializer_list<QWidget*>{label, dynamo, address}) {
            QSizePolicy policy = w->sizePolicy();
            policy.setRetainSizeWhenHidden(true);
            w->setSizePolicy(policy);
        }
        grid->addWidget(label, i, 0);
        grid->addWidget(dynamo, i, 1);
        grid->addWidget(address, i, 2);
        m_rowLabels.push_back(label);
        m_dynamos.push_back(dynamo);
        m_addresses.push_back(address);
        registerField(QStringLiteral("clientDynamo%1").arg(i), dynamo);
        registerField(QStringLiteral("clientAddress%1").arg(i), address);
        connect(dynamo, &QLineEdit::textChanged, this, &CheckedPage::refresh);
        connect(address, &QLineEdit::textChanged, this, &CheckedPage::refresh);
    }
    auto* note = new QLabel(tr("The server's dynamo is started on this machine; each client's "
                               "dynamo is started by hand on its host (the summary tells "
                               "how). Clients on one host share its dynamo name."),
                            m_hosts);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    auto* hostsLayout = new QVBoxLayout(m_hosts);
    hostsLayout->addLayout(serverForm);
    hostsLayout->addWidget(note);
    hostsLayout->addLayout(grid);

    auto* countForm = new QFormLayout;
    countForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    countForm->addRow(tr("Number of &clients:"), m_count);

    auto* layout = new QVBoxLayout(this);
    addExplainedChoice(layout, m_loopback,
              tr("One local dynamo over 127.0.0.1: shows how the stack and the CPU share out "
                 "among clients."));
    addExplainedChoice(layout, m_severalHosts, tr("Tests the server's adapter and host for real."));
    layout->addLayout(countForm);
    layout->addWidget(m_hosts);
    addReasonLine(layout);

    registerField(QStringLiteral("loopback"), m_loopback);
    registerField(QStringLiteral("severalHosts"), m_severalHosts);
    registerField(QStringLiteral("clientCount"), m_count);
    registerField(QStringLiteral("serverAddress"), m_serverAddress->comboBox(), "currentText",
                  SIGNAL(currentTextChanged(QString)));

    connect(m_loopback, &QRadioButton::toggled, this, [this] {
        updateRows();
        refresh();
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this] {
        updateRows();
        refresh();
    });
    connect(m_serverAddress, &AddressField::textChanged, this, &CheckedPage::refresh);
    updateRows();
    refresh();
}

bool ServerHostsPage::isLoopback() const { return m_loopback->isChecked(); }

int ServerHostsPage::clientCount() const { return m_count->value(); }

QString ServerHostsPage::serverAddress() const {
    return isLoopback() ? QStringLiteral("127.0.0.1") : m_serverAddress->text();
}

std::vector<ServerHostsPage::Client> ServerHostsPage::clients() const {
    std::vector<Client> list;
    for (int i = 0; i < clientCount(); ++i) {
        if (isLoopback())
            list.push_back({QStringLiteral("local"), QStringLiteral("127.0.0.1")});
        else
            list.push_back({m_dynamos[i]->text().trimmed(), m_addresses[i]->text().trimmed()});
    }
    return list;
}

void ServerHostsPage::setLocalAddresses(const std::vector<InterfaceAddress>& addresses) {
    m_serverAddress->setAddresses(addresses);
    if (m_serverAddress->text().isEmpty() && !addresses.empty() &&
        !isLoopbackAddress(addresses.front().address))
        m_serverAddress->setText(addresses.front().address);
}

void ServerHostsPage::updateRows() {
    m_hosts->setEnabled(!isLoopback());
    m_hosts->setTitle(isLoopback() ? tr("Hosts (not used with loopback)") : tr("Hosts"));
    for (int i = 0; i < kMaxClients; ++i) {
        const bool used = i < clientCount();
        m_rowLabels[i]->setVisible(used);
        m_dynamos[i]->setVisible(used);
        m_addresses[i]->setVisible(used);
    }
}

QString ServerHostsPage::check() const {
    if (isLoopback()) return {};
    const QString server = serverAddress();
    if (QString why = linkAddressProblem(tr("Server"), server); !why.isEmpty()) return why;
    const auto list = clients();
    for (std::size_t i = 0; i < list.size(); ++i) {
        const QString who = tr("Client %1").arg(i + 1);
        const Client& c = list[i];
        if (!model::isValidName(c.dynamo.toStdString()))
            return tr("%1: the dynamo name must be 1–64 letters, digits, spaces or _ - . "
                      "characters, got \"%2\".")
                .arg(who, c.dynamo);
        if (c.dynamo == QLatin1String(kServerDynamo))
            return tr("%1: \"%2\" is the server's dynamo; give the client a name of its own.")
                .arg(who, c.dynamo);
        if (QString why = linkAddressProblem(who, c.address); !why.isEmpty()) return why;
        if (ipFamily(c.address) != ipFamily(server))
            return tr("%1: %2 is %3 but the server's %4 is %5: both ends of a pair must be of "
                      "the same family.")
                .arg(who, c.address, familyName(ipFamily(c.address)), server,
                     familyName(ipFamily(server)));
        if (c.address == server)
            return tr("%1 has the server's address; type the address of the client's host.")
                .arg(who);
    }
    return {};
}

// ---------------------------------------------------------------------------------------

ServerTestPage::ServerTestPage(QWidget* parent)
    : CheckedPage(parent),
      m_transmit(new QRadioButton(tr("&Transmit: the server sends to every client"), this)),
      m_receive(new QRadioButton(tr("&Receive: every client sends to the server"), this)),
      m_duplex(new QRadioButton(tr("&Full duplex: both directions at once"), this)),
      m_size(new QComboBox(this)),
      m_run(secondsSpinBox(0.1, 86400, 10, QStringLiteral("runS"), this)),
      m_ramp(secondsSpinBox(0, 3600, 2, QStringLiteral("rampS"), this)),
      m_sample(new QSpinBox(this)) {
    setTitle(tr("Test"));
    setSubTitle(tr("The direction is the server's point of view. All pairs run the same "
                   "access specification."));
    m_transmit->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_transmit);
    group->addButton(m_receive);
    group->addButton(m_duplex);

    const auto classic = model::classicSizes();
    for (const auto size : classic) m_size->addItem(formatByteSize(size), QVariant::fromValue(size));
    m_size->setCurrentIndex(m_size->findData(QVariant::fromValue(kDefaultSize)));
    m_size->setObjectName(QStringLiteral("sizeIndex"));
    m_sample->setRange(100, 60000);
    m_sample->setSingleStep(100);
    m_sample->setValue(1000);
    m_sample->setSuffix(tr(" ms"));
    m_sample->setObjectName(QStringLiteral("sampleMs"));
    for (QWidget* box : std::initializer_list<QWidget*>{m_size, m_run, m_ramp, m_sample})
        box->setMinimumWidth(120);

    auto* modeBox = new QGroupBox(tr("Mode"), this);
    auto* modeLayout = new QVBoxLayout(modeBox);
    modeLayout->addWidget(m_transmit);
    modeLayout->addWidget(m_receive);
    modeLayout->addWidget(m_duplex);
    auto* duplexText = new QLabel(tr("In full duplex each direction is counted separately."),
                                  modeBox);
    duplexText->setContentsMargins(24, 0, 0, 0);
    duplexText->setForegroundRole(QPalette::PlaceholderText);
    modeLayout->addWidget(duplexText);

    auto* stepBox = new QGroupBox(tr("Requests and timing"), this);
    auto* form = new QFormLayout(stepBox);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("Request si&ze:"), m_size);
    form->addRow(tr("R&un time (measured):"), m_run);
    form->addRow(tr("Ra&mp (warm-up, not measured):"), m_ramp);
    form->addRow(tr("&Sample interval (live charts):"), m_sample);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(modeBox);
    layout->addWidget(stepBox);
    addReasonLine(layout);

    registerField(QStringLiteral("transmit"), m_transmit);
    registerField(QStringLiteral("receive"), m_receive);
    registerField(QStringLiteral("duplex"), m_duplex);
    registerField(QStringLiteral("sizeIndex"), m_size);
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("rampS"), m_ramp, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("sampleMs"), m_sample);
    // Every input re-checks the page, which also keeps the summary page current.
    for (QRadioButton* button : {m_transmit, m_receive, m_duplex})
        connect(button, &QRadioButton::toggled, this, &CheckedPage::refresh);
    connect(m_size, &QComboBox::currentIndexChanged, this, &CheckedPage::refresh);
    for (QDoubleSpinBox* box : {m_run, m_ramp})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_sample, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
}

ThroughputMode ServerTestPage::mode() const {
    if (m_receive->isChecked()) return ThroughputMode::Receive;
    if (m_duplex->isChecked()) return ThroughputMode::FullDuplex;
    return ThroughputMode::Transmit;
}

std::uint64_t ServerTestPage::requestSize() const {
    return m_size->currentData().toULongLong();
}

double ServerTestPage::runS() const { return m_run->value(); }

double ServerTestPage::rampS() const { return m_ramp->value(); }

int ServerTestPage::sampleMs() const { return m_sample->value(); }

// ---------------------------------------------------------------------------------------

ServerClientsWizard::ServerClientsWizard(const std::vector<session::DynamoInfo>& dynamos,
                                         QWidget* parent)
    : PlanWizard(parent),
      m_hosts(new ServerHostsPage(this)),
      m_test(new ServerTestPage(this)),
      m_repeats(new RepeatsPage(this)) {
    setWindowTitle(tr("One server, several clients"));
    setObjectName(QStringLiteral("serverClientsWizard"));
    setPage(HostsPageId, m_hosts);
    setPage(TestPageId, m_test);
    setPage(RepeatsPageId, m_repeats);
    setPage(SummaryPageId, createSummaryPage({m_hosts, m_test, m_repeats}));
    setDynamos(dynamos);
}

void ServerClientsWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_hosts->setLocalAddresses(localAddresses(dynamos));
}

model::Plan ServerClientsWizard::buildPlan() const {
    const bool loopback = m_hosts->isLoopback();
    const ThroughputMode mode = m_test->mode();
    const auto clients = m_hosts->clients();
    const std::string serverDynamo = loopback ? "local" : ServerHostsPage::kServerDynamo;
    const std::string server = m_hosts->serverAddress().toStdString();

    model::Plan plan;
    plan.runS = m_test->runS();
    plan.rampS = m_test->rampS();
    plan.sampleMs = m_test->sampleMs();
    plan.repeats = m_repeats->repeats();
    plan.aggregate = m_repeats->aggregate();

    model::AccessSpec spec = throughputSpec(mode);
    for (auto& line : spec.lines) line.size = m_test->requestSize();
    plan.specs = {spec};

    plan.dynamos = {{serverDynamo, true}};
    std::map<QString, int> uses;
    for (const auto& c : clients) ++uses[c.dynamo];
    if (!loopback) {
        plan.waitS = 60;  // clients are started by hand: give them a minute
        std::set<QString> added;
        for (const auto& c : clients)
            if (added.insert(c.dynamo).second) plan.dynamos.push_back({c.dynamo.toStdString()});
    }

    // Workers are named after their client, so result rows read "client1", "client2" …
    std::map<QString, int> seen;
    for (std::size_t i = 0; i < clients.size(); ++i) {
        const auto& c = clients[i];
        model::WorkerDef worker;
        if (loopback)
            worker.name = QStringLiteral("client%1").arg(i + 1).toStdString();
        else if (uses[c.dynamo] > 1)
            worker.name = QStringLiteral("%1 %2").arg(c.dynamo).arg(++seen[c.dynamo]).toStdString();
        else
            worker.name = c.dynamo.toStdString();
        worker.dynamo = serverDynamo;
        model::TcpSettings tcp;
        tcp.ends = {server, {loopback ? "local" : c.dynamo.toStdString(), c.address.toStdString(),
                             std::nullopt}};
        worker.settings = tcp;
        worker.outstanding = 1;
        worker.spec = spec.name;
        plan.workers.push_back(worker);
    }

    const int n = static_cast<int>(clients.size());
    const QString size = formatByteSize(m_test->requestSize());
    // Numerus forms (%n) let translations inflect "clients"; English needs the one apart.
    QString name;
    if (n == 1)
        name = loopback ? tr("One server, one client, loopback: %1, %2")
                        : tr("One server, one client: %1, %2");
    else
        name = loopback ? tr("One server, %n clients, loopback: %1, %2", nullptr, n)
                        : tr("One server, %n clients: %1, %2", nullptr, n);
    plan.name = name.arg(throughputModeName(mode), size).toStdString();
    if (loopback)
        plan.description = tr("Loopback on this machine (127.0.0.1): one server, clients: %n; "
                              "%1, %2 requests.",
                              nullptr, n)
                               .arg(throughputModeName(mode), size)
                               .toStdString();
    else
        plan.description =
            tr("Server %3 (dynamo \"server\", started here), clients on other hosts: %n; "
               "%1, %2 requests. Each client host runs: iometry-dynamo --manager %4 --name NAME "
               "--token-file TOKEN",
               nullptr, n)
                .arg(throughputModeName(mode), size, QString::fromStdString(server),
                     managerHostPort(QString::fromStdString(server), kHeadlessManagerPort))
                .toStdString();
    return plan;
}

QString ServerClientsWizard::summaryHtml(const model::Plan& plan) const {
    const bool loopback = m_hosts->isLoopback();
    QStringList rows;
    const auto row = [&rows](const QString& key, const QString& value) {
        rows << QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
                    .arg(key, value);
    };
    const auto clients = m_hosts->clients();
    if (loopback) {
        row(tr("Topology:"), tr("loopback: the server and every client on this machine "
                                "(127.0.0.1)"));
    } else {
        row(tr("Server:"), tr("%1 (dynamo \"server\", this machine)")
                               .arg(m_hosts->serverAddress().toHtmlEscaped()));
        QStringList list;
        for (std::size_t i = 0; i < plan.workers.size(); ++i)
            list << tr("%1 at %2")
                        .arg(QString::fromStdString(plan.workers[i].ends()->peer.dynamo).toHtmlEscaped(),
                             clients[i].address.toHtmlEscaped());
        row(tr("Clients:"), list.join(QStringLiteral("<br>")));
    }
    row(tr("Mode:"), tr("%1, %2 requests (spec \"%3\")")
                         .arg(throughputModeName(m_test->mode()), formatByteSize(m_test->requestSize()),
                              QString::fromStdString(plan.specs.front().name).toHtmlEscaped()));
    row(tr("Run:"), tr("%1 ramp + %2 measured, sampled every %3 ms")
                        .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS))
                        .arg(plan.sampleMs));
    row(tr("Repeats:"), repeatsText(plan));
    row(tr("Steps × repeats:"), stepsTimesRepeatsText(plan));
    QStringList workers;
    for (const auto& w : plan.workers) workers << QString::fromStdString(w.name).toHtmlEscaped();
    QString html = QStringLiteral("<table>%1</table>").arg(rows.join(QString()));
    html += tr("<p>Each client's pair appears as a worker row (%1) on the Results page and in "
               "summary.csv; the \"all\" row is the server's aggregate throughput over every "
               "client.</p>")
                .arg(workers.join(QStringLiteral(", ")));
    if (!loopback) {
        html += remoteDynamoCommandsHtml(
            tr("The clients' dynamos do not start by themselves: start one on each client "
               "host, with NAME its dynamo name."),
            m_hosts->serverAddress(), managerEndpoint(), QStringLiteral("NAME"));
    }
    return html;
}

}  // namespace iometry::gui
