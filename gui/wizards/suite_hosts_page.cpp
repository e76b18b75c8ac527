#include "gui/wizards/suite_hosts_page.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "gui/models/dynamo_facts.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/local_addresses.hpp"

namespace iometry::gui {
namespace {

/** The dynamos of @p suite that hold an end of a pair: those that need a data address. */
std::set<std::string> addressedDynamos(const suite::Suite& suite) {
    std::set<std::string> names;
    for (const suite::SuiteMember& m : suite.members)
        for (const model::WorkerDef& w : m.plan.workers)
            if (const model::PairEnds* ends = w.ends()) {
                names.insert(w.dynamo);
                names.insert(ends->peer.dynamo);
            }
    return names;
}

/** The address @p suite gives @p dynamo: the suite's own, else the first pair end's on it. */
QString templateAddress(const suite::Suite& suite, const std::string& dynamo) {
    if (const auto it = suite.addresses.find(dynamo); it != suite.addresses.end())
        return QString::fromStdString(it->second);
    for (const suite::SuiteMember& m : suite.members)
        for (const model::WorkerDef& w : m.plan.workers)
            if (const model::PairEnds* ends = w.ends()) {
                if (w.dynamo == dynamo) return QString::fromStdString(ends->bind);
                if (ends->peer.dynamo == dynamo) return QString::fromStdString(ends->peer.address);
            }
    return {};
}

/** Where a dynamo on another host runs: its host's name, else its control connection's address. */
QString whereRuns(const session::DynamoInfo& dynamo) {
    const QString host = dynamoFacts(dynamo.hello).hostname;
    return host.isEmpty() ? QString::fromStdString(dynamo.remote) : host;
}

}  // namespace

SuiteHostsPage::SuiteHostsPage(QWidget* parent)
    : CheckedPage(parent),
      m_chosen(new QRadioButton(tr("&On the dynamos chosen below"), this)),
      m_loopback(new QRadioButton(tr("&Loopback: the whole suite on this machine"), this)),
      m_grid(new QWidget(this)),
      m_gridLayout(new QGridLayout(m_grid)) {
    setTitle(tr("Hosts"));
    setSubTitle(tr("Which dynamo runs each dynamo the suite names, and the address its data "
                   "goes through: that address chooses the adapter under test."));
    m_chosen->setObjectName(QStringLiteral("placedHosts"));
    m_loopback->setObjectName(QStringLiteral("loopback"));
    m_chosen->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_chosen);
    group->addButton(m_loopback);
    m_gridLayout->setContentsMargins(24, 0, 0, 0);
    m_gridLayout->setColumnStretch(2, 1);

    auto* layout = new QVBoxLayout(this);
    addExplainedChoice(layout, m_chosen,
                       tr("Each of the suite's dynamos runs on a dynamo connected to this "
                          "window, or on a new one started on this machine. To add a dynamo "
                          "on another host: Dynamos → Add a remote dynamo…"));
    layout->addWidget(m_grid);
    addExplainedChoice(layout, m_loopback,
                       tr("Every dynamo is started on this machine and every address is "
                          "127.0.0.1: to try the suite, or for a baseline. Members that sweep "
                          "the MTU are left out: the loopback MTU is never changed."));
    addReasonLine(layout);

    registerField(QStringLiteral("placedHosts"), m_chosen);
    registerField(QStringLiteral("loopback"), m_loopback);
    connect(m_loopback, &QRadioButton::toggled, this, [this] {
        updateEnabled();
        refresh();
    });
    for (QRadioButton* choice : {m_chosen, m_loopback})
        connect(choice, &QRadioButton::clicked, this, [this] { m_placementChosen = true; });
    updateEnabled();
}

bool SuiteHostsPage::isLoopback() const {
    return m_loopback->isChecked();
}

void SuiteHostsPage::updateEnabled() {
    m_grid->setEnabled(!isLoopback());
}

const session::DynamoInfo* SuiteHostsPage::connected(const QString& name) const {
    const auto it = std::find_if(m_dynamos.begin(), m_dynamos.end(), [&](const auto& d) {
        return QString::fromStdString(d.name) == name;
    });
    return it == m_dynamos.end() ? nullptr : &*it;
}

const session::DynamoInfo* SuiteHostsPage::chosenDynamo(const Row& row) const {
    const QString name = row.host->currentData().toString();
    return name.isEmpty() ? nullptr : connected(name);
}

void SuiteHostsPage::setSuite(const suite::Suite& suite) {
    const std::set<std::string> addressed = addressedDynamos(suite);
    std::vector<Row> rows;
    for (const model::DynamoDef& d : suite::suiteDynamos(suite)) {
        Row row;
        row.name = QString::fromStdString(d.name);
        row.spawn = d.spawn;
        row.addressed = addressed.count(d.name) > 0;
        if (row.addressed) row.templateAddress = templateAddress(suite, d.name);
        rows.push_back(row);
    }
    rebuildRows(rows);
}

void SuiteHostsPage::rebuildRows(const std::vector<Row>& wanted) {
    // What the user chose in each row, kept across a change of suite.
    std::map<QString, QString> keptHost, keptAddress;
    for (const Row& r : m_rows) {
        if (r.hostChosen) keptHost[r.name] = r.host->currentData().toString();
        if (r.address && r.addressTyped) keptAddress[r.name] = r.address->text();
    }
    while (QLayoutItem* item = m_gridLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rows.clear();

    auto* dynamoHeader = new QLabel(tr("Dynamo of the suite"), m_grid);
    auto* hostHeader = new QLabel(tr("Runs on"), m_grid);
    auto* addressHeader = new QLabel(tr("Data address"), m_grid);
    for (QLabel* header : {dynamoHeader, hostHeader, addressHeader}) {
        QFont font = header->font();
        font.setBold(true);
        header->setFont(font);
    }
    m_gridLayout->addWidget(dynamoHeader, 0, 0);
    m_gridLayout->addWidget(hostHeader, 0, 1);
    m_gridLayout->addWidget(addressHeader, 0, 2);

    bool unplaced = false;
    std::set<QString> taken;
    int line = 1;
    for (Row row : wanted) {
        row.label = new QLabel(tr("Dynamo %1").arg(row.name), m_grid);
        row.label->setToolTip(row.spawn ? tr("The suite starts it on the machine that runs it.")
                                        : tr("The suite expects it on another host."));
        row.host = new QComboBox(m_grid);
        row.host->setObjectName(QStringLiteral("host_") + row.name);
        row.host->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        row.label->setBuddy(row.host);
        if (row.addressed) {
            row.address = new AddressField(m_grid);
            row.address->comboBox()->setObjectName(QStringLiteral("address_") + row.name);
            if (!row.templateAddress.isEmpty())
                row.address->comboBox()->lineEdit()->setPlaceholderText(
                    tr("the suite's: %1").arg(row.templateAddress));
        }
        // The label beside the box's text, not above it.
        row.label->setMinimumHeight(row.host->sizeHint().height());
        m_gridLayout->addWidget(row.label, line, 0, Qt::AlignTop);
        m_gridLayout->addWidget(row.host, line, 1, Qt::AlignTop);
        if (row.address) {
            m_gridLayout->addWidget(row.address, line, 2);
        } else {
            auto* none = explanationLabel(tr("none: no pair of the suite has an end on it"), m_grid);
            m_gridLayout->addWidget(none, line, 2, Qt::AlignTop);
        }
        ++line;
        m_rows.push_back(row);
    }
    fillHostBoxes();
    // Each row's dynamo: the one chosen before, a connected one of the same name where the
    // suite expects it (this machine or another host), this machine's for a dynamo the suite
    // spawns, else a connected one on another host.
    for (Row& row : m_rows) {
        QString choice;
        const session::DynamoInfo* same = connected(row.name);
        if (const auto it = keptHost.find(row.name); it != keptHost.end()) {
            choice = it->second;
            row.hostChosen = true;
        } else if (same && same->spawned == row.spawn) {
            choice = row.name;
        } else if (row.spawn) {
            const session::DynamoInfo* local = localDynamo(m_dynamos);
            if (local && !taken.count(QString::fromStdString(local->name)))
                choice = QString::fromStdString(local->name);
        } else {
            const auto remote = std::find_if(m_dynamos.begin(), m_dynamos.end(), [&](const auto& d) {
                return !d.spawned && !taken.count(QString::fromStdString(d.name));
            });
            if (remote != m_dynamos.end()) choice = QString::fromStdString(remote->name);
            else unplaced = true;
        }
        if (!choice.isEmpty()) taken.insert(choice);
        const int index = row.host->findData(choice);
        row.host->setCurrentIndex(index >= 0 ? index : row.host->count() - 1);
        offerAddresses(row);
        if (const auto it = keptAddress.find(row.name); it != keptAddress.end() && row.address) {
            row.address->setText(it->second);
            row.addressTyped = true;
        }
        const QString name = row.name;
        const auto rowNamed = [this, name]() -> Row& {
            return *std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.name == name; });
        };
        connect(row.host, &QComboBox::currentIndexChanged, this, [this, rowNamed] {
            offerAddresses(rowNamed());
            refresh();
        });
        connect(row.host, &QComboBox::activated, this, [rowNamed] { rowNamed().hostChosen = true; });
        if (row.address) {
            connect(row.address, &AddressField::textChanged, this, &CheckedPage::refresh);
            connect(row.address->comboBox(), &QComboBox::activated, this,
                    [rowNamed] { rowNamed().addressTyped = true; });
            connect(row.address->comboBox()->lineEdit(), &QLineEdit::textEdited, this,
                    [rowNamed] { rowNamed().addressTyped = true; });
        }
    }
    // A dynamo the suite expects on another host, and none connected: try it on loopback.
    if (!m_placementChosen) (unplaced ? m_loopback : m_chosen)->setChecked(true);
    updateEnabled();
    refresh();
}

void SuiteHostsPage::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_dynamos = dynamos;
    fillHostBoxes();
    for (Row& row : m_rows) {
        if (!row.address) continue;
        const session::DynamoInfo* chosen = chosenDynamo(row);
        row.address->setAddresses(chosen ? dynamoAddresses(*chosen) : localAddresses(m_dynamos));
        if (row.address->text().isEmpty()) offerAddresses(row);
    }
    refresh();
}

void SuiteHostsPage::fillHostBoxes() {
    for (Row& row : m_rows) {
        const QString choice = row.host->currentData().toString();
        const bool wasNew = row.host->count() > 0 && choice.isEmpty();
        const QSignalBlocker blocker(row.host);
        row.host->clear();
        for (const session::DynamoInfo& d : m_dynamos) {
            const QString name = QString::fromStdString(d.name);
            const QString where = whereRuns(d);
            row.host->addItem(d.spawned ? tr("%1 (this machine)").arg(name)
                              : where.isEmpty() ? tr("%1 (another host)").arg(name)
                                                : tr("%1 at %2").arg(name, where),
                              name);
        }
        row.host->addItem(tr("A new dynamo “%1” on this machine").arg(row.name), QString());
        const int index = wasNew ? -1 : row.host->findData(choice);
        row.host->setCurrentIndex(index >= 0 ? index : row.host->count() - 1);
    }
}

void SuiteHostsPage::offerAddresses(Row& row) {
    if (!row.address) return;
    const session::DynamoInfo* chosen = chosenDynamo(row);
    const std::vector<InterfaceAddress> offered =
        chosen ? dynamoAddresses(*chosen) : localAddresses(m_dynamos);
    row.address->setAddresses(offered);
    row.address->setDynamoName(chosen && !chosen->spawned ? QString::fromStdString(chosen->name)
                                                          : QString());
    // The suite's address when that dynamo has it (a loopback one on this machine always),
    // else its first real one.
    const bool here = !chosen || chosen->spawned;
    QString address;
    if (findInterfaceAddress(offered, row.templateAddress) ||
        (here && isLoopbackAddress(row.templateAddress)))
        address = row.templateAddress;
    for (const InterfaceAddress& a : offered)
        if (address.isEmpty() && !isLoopbackAddress(a.address)) address = a.address;
    row.address->setText(address);
}

std::map<std::string, model::DynamoDef> SuiteHostsPage::hosts() const {
    std::map<std::string, model::DynamoDef> hosts;
    if (isLoopback()) return hosts;
    for (const Row& row : m_rows) {
        const session::DynamoInfo* chosen = chosenDynamo(row);
        hosts[row.name.toStdString()] =
            chosen ? model::DynamoDef{chosen->name, chosen->spawned}
                   : model::DynamoDef{row.name.toStdString(), true};
    }
    return hosts;
}

std::map<std::string, std::string> SuiteHostsPage::addresses() const {
    std::map<std::string, std::string> addresses;
    if (isLoopback()) return addresses;
    for (const Row& row : m_rows)
        if (row.address && !row.address->text().isEmpty())
            addresses[row.name.toStdString()] = row.address->text().toStdString();
    return addresses;
}

QComboBox* SuiteHostsPage::hostBox(const QString& dynamo) const {
    for (const Row& row : m_rows)
        if (row.name == dynamo) return row.host;
    return nullptr;
}

AddressField* SuiteHostsPage::addressField(const QString& dynamo) const {
    for (const Row& row : m_rows)
        if (row.name == dynamo) return row.address;
    return nullptr;
}

QString SuiteHostsPage::summaryHtml() const {
    if (isLoopback())
        return tr("loopback: every dynamo on this machine, every address 127.0.0.1");
    QStringList lines;
    for (const Row& row : m_rows) {
        const session::DynamoInfo* chosen = chosenDynamo(row);
        const QString name = row.name.toHtmlEscaped();
        QString line = !chosen ? tr("%1 on a new dynamo on this machine").arg(name)
                       : chosen->spawned
                           ? tr("%1 on dynamo %2, this machine")
                                 .arg(name, QString::fromStdString(chosen->name).toHtmlEscaped())
                       : whereRuns(*chosen).isEmpty()
                           ? tr("%1 on dynamo %2, another host")
                                 .arg(name, QString::fromStdString(chosen->name).toHtmlEscaped())
                           : tr("%1 on dynamo %2 at %3")
                                 .arg(name, QString::fromStdString(chosen->name).toHtmlEscaped(),
                                      whereRuns(*chosen).toHtmlEscaped());
        if (row.address)
            line = tr("%1, data address %2").arg(line, row.address->text().toHtmlEscaped());
        lines << line;
    }
    return lines.join(QStringLiteral("<br>"));
}

QString SuiteHostsPage::check() const {
    // Loopback addresses only while every end runs on this machine: another host cannot
    // reach them.
    const bool anyRemote = std::any_of(m_rows.begin(), m_rows.end(), [this](const Row& row) {
        const session::DynamoInfo* chosen = chosenDynamo(row);
        return row.address && chosen && !chosen->spawned;
    });
    for (const Row& row : m_rows) {
        // A dynamo started here must not share its name with one connected from elsewhere:
        // the manager would run it there instead.
        const session::DynamoInfo* same = connected(row.name);
        const bool startedHere = isLoopback() || !chosenDynamo(row);
        if (startedHere && same && !same->spawned)
            return tr("Dynamo %1: a dynamo of that name is connected from another host, so "
                      "none would be started on this machine; choose that dynamo for it, or "
                      "another one.")
                .arg(row.name);
        if (isLoopback() || !row.address) continue;
        if (!anyRemote && isLoopbackAddress(row.address->text())) continue;
        if (QString why = linkAddressProblem(tr("Dynamo %1").arg(row.name), row.address->text());
            !why.isEmpty())
            return why;
    }
    return m_suiteProblems ? m_suiteProblems() : QString();
}

}  // namespace iometry::gui
