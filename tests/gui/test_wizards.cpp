// The plan wizards, driven through their fields: every plan they make passes the plan
// validator and has the workers, dynamos, sweep and repeats asked for; bad input keeps
// them from going on, with the reason on the page; the Wizards menu hands the plan to the
// document. Set IOMETRY_WIZARD_SHOTS=DIR to keep a PNG of every page.
#include <QtTest>

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>

#include "engine/model/plan_json.hpp"
#include "gui/main_window.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/server_clients_wizard.hpp"
#include "gui/wizards/wizard_common.hpp"
#include "gui/wizards/wizard_menu.hpp"

using namespace iometry;
using namespace iometry::gui;

Q_DECLARE_METATYPE(iometry::gui::ThroughputMode)

namespace {

/** What a spawned local dynamo reports in its hello, cut to what the wizards read. */
std::vector<session::DynamoInfo> fakeDynamos() {
    session::DynamoInfo local;
    local.name = "local";
    local.spawned = true;
    local.remote = "127.0.0.1:40000";
    local.hello = {
        {"type", "hello"},
        {"interfaces",
         {{{"name", "lo"},
           {"addresses", {"127.0.0.1", "::1"}},
           {"mtu", 65536},
           {"speed_mbit", -1},
           {"driver", ""}},
          {{"name", "eth0"},
           {"addresses", {"10.0.0.1", "fe80::1", "fd00::1"}},
           {"mtu", 1500},
           {"speed_mbit", 1000},
           {"driver", "e1000e"}}}}};
    session::DynamoInfo remote;
    remote.name = "B";
    remote.hello = {{"interfaces", {{{"name", "eth9"}, {"addresses", {"10.9.9.9"}}}}}};
    return {remote, local};
}

QString problemsOf(const model::Plan& plan) {
    QStringList lines;
    for (const auto& p : model::parsePlan(model::toJson(plan)).problems)
        lines << QString::fromStdString(p.toString());
    return lines.join('\n');
}

std::vector<std::int64_t> classic() {
    std::vector<std::int64_t> list;
    for (auto s : model::classicSizes()) list.push_back(static_cast<std::int64_t>(s));
    return list;
}

int readOf(ThroughputMode mode) {
    switch (mode) {
    case ThroughputMode::Receive: return 100;
    case ThroughputMode::FullDuplex: return 50;
    case ThroughputMode::Transmit: break;
    }
    return 0;
}

const char* fieldOf(ThroughputMode mode) {
    switch (mode) {
    case ThroughputMode::Receive: return "receive";
    case ThroughputMode::FullDuplex: return "duplex";
    case ThroughputMode::Transmit: break;
    }
    return "transmit";
}

/** Goes Next until page @p id; fails if a page refuses. */
bool goTo(QWizard& wizard, int id) {
    for (int guard = 0; guard < 10 && wizard.currentId() != id; ++guard) {
        const int before = wizard.currentId();
        wizard.next();
        if (wizard.currentId() == before) return false;
    }
    return wizard.currentId() == id;
}

/** Word-wrapped labels that do not get the height their text needs, and clipped widgets. */
QStringList crampedWidgets(QWidget* page) {
    QStringList list;
    for (QLabel* label : page->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(page) || label->text().isEmpty()) continue;
        if (label->wordWrap() && label->heightForWidth(label->width()) > label->height() + 1)
            list << QStringLiteral("label \"%1\" needs %2 px, has %3")
                        .arg(label->text().left(40))
                        .arg(label->heightForWidth(label->width()))
                        .arg(label->height());
        if (!label->wordWrap() && label->sizeHint().width() > label->width() + 1)
            list << QStringLiteral("label \"%1\" needs %2 px wide, has %3")
                        .arg(label->text().left(40))
                        .arg(label->sizeHint().width())
                        .arg(label->width());
    }
    for (QAbstractButton* button : page->findChildren<QAbstractButton*>()) {
        if (!button->isVisibleTo(page)) continue;
        if (button->sizeHint().width() > button->width() + 1)
            list << QStringLiteral("button \"%1\" needs %2 px wide, has %3")
                        .arg(button->text())
                        .arg(button->sizeHint().width())
                        .arg(button->width());
    }
    return list;
}

/** Shows up to @p pages pages from the current one on, checks each, and keeps a PNG. */
void walkAndShoot(QWizard& wizard, const QString& prefix, int pages = 10) {
    const QString dir = qEnvironmentVariable("IOMETRY_WIZARD_SHOTS");
    if (!dir.isEmpty()) QDir().mkpath(dir);
    for (int shown = 1; shown <= pages; ++shown) {
        QCoreApplication::processEvents();
        QWidget* page = wizard.currentPage();
        if (!dir.isEmpty()) {
            const QString file =
                QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(prefix).arg(wizard.currentId()));
            QVERIFY(wizard.grab().save(file));
        }
        const QStringList cramped = crampedWidgets(page);
        QVERIFY2(cramped.isEmpty(), qPrintable(prefix + ": " + cramped.join("; ")));
        if (wizard.nextId() == -1 || shown == pages) break;
        const int before = wizard.currentId();
        wizard.next();
        QVERIFY2(wizard.currentId() != before, qPrintable(prefix + ": a page refused Next"));
    }
}

}  // namespace

class TestWizards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    // --- helpers ---------------------------------------------------------------------

    void addressHelpers() {
        QCOMPARE(ipFamily("10.0.0.1"), IpFamily::V4);
        QCOMPARE(ipFamily("fd00::1"), IpFamily::V6);
        QCOMPARE(ipFamily("10.0.0.300"), IpFamily::Invalid);
        QCOMPARE(ipFamily("eth0"), IpFamily::Invalid);
        QCOMPARE(ipFamily(""), IpFamily::Invalid);
        QVERIFY(isLoopbackAddress("127.0.0.1"));
        QVERIFY(isLoopbackAddress("::1"));
        QVERIFY(!isLoopbackAddress("10.0.0.1"));
        QVERIFY(isLinkLocalAddress("fe80::1"));
        QVERIFY(isLinkLocalAddress("FEBF::1"));
        QVERIFY(!isLinkLocalAddress("fd00::1"));
        QCOMPARE(managerHostPort("10.0.0.1"), QString("10.0.0.1:5201"));
        QCOMPARE(managerHostPort("fd00::1"), QString("[fd00::1]:5201"));
        QCOMPARE(formatByteSize(64), QString("64 B"));
        QCOMPARE(formatByteSize(65536), QString("64 KiB"));
        QCOMPARE(formatByteSize(16 * 1024 * 1024), QString("16 MiB"));
        QCOMPARE(formatDuration(45), QString("45 s"));
        QCOMPARE(formatDuration(156), QString("2 min 36 s"));
        QCOMPARE(formatDuration(3900), QString("1 h 05 min"));
    }

    void localAddressesComeFromTheSpawnedDynamo() {
        const auto list = localAddresses(fakeDynamos());
        QStringList addresses;
        for (const auto& a : list) addresses << a.address;
        // Real interfaces first, link-local left out, the other dynamo's ignored.
        QCOMPARE(addresses, QStringList({"10.0.0.1", "fd00::1", "127.0.0.1", "::1"}));
        QCOMPARE(list.front().facts, QString("eth0, 1000 Mbit/s, MTU 1500, e1000e"));
        QVERIFY(localAddresses({}).empty());
    }

    // --- adapter throughput ------------------------------------------------------------

    void adapterDefaultsToTheLoopbackSweep() {
        AdapterThroughputWizard wizard;
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));
        QVERIFY(wizard.problems().isEmpty());
        QCOMPARE(plan.dynamos.size(), 1u);
        QCOMPARE(plan.dynamos[0].name, std::string("local"));
        QVERIFY(plan.dynamos[0].spawn);
        QCOMPARE(plan.workers.size(), 1u);
        QCOMPARE(plan.workers[0].bind, std::string("127.0.0.1"));
        QCOMPARE(plan.workers[0].peer.dynamo, std::string("local"));
        QCOMPARE(plan.workers[0].peer.address, std::string("127.0.0.1"));
        QCOMPARE(plan.specs.size(), 1u);
        QCOMPARE(plan.specs[0].name, std::string("Transmit"));
        QCOMPARE(plan.specs[0].lines[0].read, 0);
        QCOMPARE(plan.sweep.size(), 1u);
        QCOMPARE(plan.sweep[0].param, model::SweepParam::Size);
        QCOMPARE(plan.sweep[0].values, classic());
        QCOMPARE(plan.runS, 10.0);
        QCOMPARE(plan.rampS, 2.0);
        QCOMPARE(plan.sampleMs, 1000);
        QCOMPARE(plan.repeats, 1);
        QCOMPARE(plan.aggregate, model::Aggregate::Mean);
        QCOMPARE(QString::fromStdString(plan.name), QString("Adapter throughput: transmit, loopback"));
    }

    void adapterModes_data() {
        QTest::addColumn<bool>("twoHosts");
        QTest::addColumn<ThroughputMode>("mode");
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("specName");
        const std::pair<ThroughputMode, QString> modes[] = {
            {ThroughputMode::Transmit, "Transmit"},
            {ThroughputMode::Receive, "Receive"},
            {ThroughputMode::FullDuplex, "Full duplex"}};
        for (const auto& [mode, name] : modes) {
            QTest::addRow("loopback %s", qPrintable(name)) << false << mode << "" << "" << name;
            QTest::addRow("two hosts v4 %s", qPrintable(name))
                << true << mode << "10.0.0.1" << "10.0.0.2" << name;
            QTest::addRow("two hosts v6 %s", qPrintable(name))
                << true << mode << "fd00::1" << "fd00::2" << name;
        }
    }

    void adapterModes() {
        QFETCH(bool, twoHosts);
        QFETCH(ThroughputMode, mode);
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, specName);

        AdapterThroughputWizard wizard(fakeDynamos());
        wizard.setField(twoHosts ? "twoHosts" : "loopback", true);
        if (twoHosts) {
            wizard.setField("addressA", a);
            wizard.setField("addressB", b);
        }
        wizard.setField(fieldOf(mode), true);
        QVERIFY2(wizard.problems().isEmpty(), qPrintable(wizard.problems().join('\n')));
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));

        QCOMPARE(plan.specs.size(), 1u);
        QCOMPARE(QString::fromStdString(plan.specs[0].name), specName);
        QCOMPARE(plan.specs[0].lines.size(), 1u);
        QCOMPARE(plan.specs[0].lines[0].read, readOf(mode));
        QCOMPARE(plan.specs[0].lines[0].reply, 0u);
        QCOMPARE(plan.workers.size(), 1u);
        const model::WorkerDef& w = plan.workers[0];
        QCOMPARE(w.kind, model::TargetKind::Tcp);
        QCOMPARE(QString::fromStdString(w.spec), specName);
        QCOMPARE(w.outstanding, 1);
        if (twoHosts) {
            QCOMPARE(plan.dynamos.size(), 2u);
            QCOMPARE(plan.dynamos[0], (model::DynamoDef{"A", true}));
            QCOMPARE(plan.dynamos[1], (model::DynamoDef{"B", false}));
            QCOMPARE(w.dynamo, std::string("A"));
            QCOMPARE(QString::fromStdString(w.bind), a);
            QCOMPARE(w.peer.dynamo, std::string("B"));
            QCOMPARE(QString::fromStdString(w.peer.address), b);
            QVERIFY(QString::fromStdString(plan.name).contains(a));
            QVERIFY(QString::fromStdString(plan.description).contains("--name B"));
        } else {
            QCOMPARE(plan.dynamos.size(), 1u);
            QCOMPARE(plan.dynamos[0], (model::DynamoDef{"local", true}));
            QCOMPARE(w.bind, std::string("127.0.0.1"));
            QCOMPARE(w.peer.address, std::string("127.0.0.1"));
            QVERIFY(QString::fromStdString(plan.name).contains("loopback"));
        }
        QVERIFY(QString::fromStdString(plan.name).contains(specName.toLower()));
        QCOMPARE(plan.sweep[0].values, classic());
    }

    void adapterOffersTheLocalAddresses() {
        AdapterThroughputWizard wizard(fakeDynamos());
        // The first real interface is offered for A, the rest in the list.
        QCOMPARE(wizard.field("addressA").toString(), QString("10.0.0.1"));
        QComboBox* combo = wizard.topologyPage()->addressAField()->comboBox();
        QCOMPARE(combo->count(), 4);
        QCOMPARE(combo->itemText(1), QString("fd00::1"));
        // Dynamos that connect later add their addresses without losing what was typed.
        AdapterThroughputWizard later;
        later.setField("addressA", "192.168.7.1");
        later.setDynamos(fakeDynamos());
        QCOMPARE(later.field("addressA").toString(), QString("192.168.7.1"));
        QCOMPARE(later.topologyPage()->addressAField()->comboBox()->count(), 4);
    }

    void adapterSweepAndRepeats() {
        AdapterThroughputWizard wizard;
        wizard.setField("size64", false);
        wizard.setField("size128", false);
        wizard.setField("size262144", false);
        wizard.setField("runS", 5.0);
        wizard.setField("rampS", 1.0);
        wizard.setField("sampleMs", 500);
        wizard.setField("repeats", 15);
        wizard.setField("aggregate", 1);
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));
        QCOMPARE(plan.sweep[0].values,
                 (std::vector<std::int64_t>{256, 512, 1024, 2048, 4096, 8192, 16384, 32768,
                                            65536, 131072}));
        QCOMPARE(plan.runS, 5.0);
        QCOMPARE(plan.rampS, 1.0);
        QCOMPARE(plan.sampleMs, 500);
        QCOMPARE(plan.repeats, 15);
        QCOMPARE(plan.aggregate, model::Aggregate::Median);
        QCOMPARE(model::expandSteps(plan).size(), 10u);

        wizard.setField("aggregate", 2);
        QCOMPARE(wizard.plan().aggregate, model::Aggregate::Best);
    }

    void adapterSummaryAndFinish() {
        PlanDocument document;
        AdapterThroughputWizard wizard(fakeDynamos());
        wizard.setField("twoHosts", true);
        wizard.setField("addressB", "10.0.0.2");
        wizard.setField("receive", true);
        wizard.setField("repeats", 15);
        wizard.show();
        QVERIFY(goTo(wizard, AdapterThroughputWizard::SummaryPageId));
        const QString summary = wizard.summaryPage()->summaryText();
        // 13 sizes × 15 repeats × (2 s + 10 s) = 2340 s.
        QVERIFY2(summary.contains("13 × 15 ≈ 39 min (each 12 s)"), qPrintable(summary));
        QVERIFY(summary.contains("iometry-dynamo --manager 10.0.0.1:5201 --name B"));
        QCOMPARE(wizard.field("planName").toString(),
                 QString("Adapter throughput: receive, 10.0.0.1 to 10.0.0.2"));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());

        // A name typed by the user is what the plan gets.
        wizard.setField("planName", "NIC X receive");
        QCOMPARE(wizard.plan().name, std::string("NIC X receive"));

        QObject::connect(&wizard, &QDialog::accepted, &document,
                         [&] { document.setPlan(wizard.plan()); });
        wizard.accept();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(document.plan(), wizard.plan());
        QVERIFY(document.validate().empty());
    }

    void adapterSuggestedNameFollowsThePages() {
        AdapterThroughputWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, AdapterThroughputWizard::SummaryPageId));
        QCOMPARE(wizard.field("planName").toString(),
                 QString("Adapter throughput: transmit, loopback"));
        wizard.setField("duplex", true);
        QCOMPARE(wizard.field("planName").toString(),
                 QString("Adapter throughput: full duplex, loopback"));
        QCOMPARE(wizard.plan().name, std::string("Adapter throughput: full duplex, loopback"));
    }

    void adapterRefusesBadAddresses_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("reason");
        QTest::newRow("B empty") << "10.0.0.1" << "" << "Host B: type its address";
        QTest::newRow("B not an address") << "10.0.0.1" << "10.0.0.300"
                                          << "\"10.0.0.300\" is not an IPv4 or IPv6 address";
        QTest::newRow("A an interface name") << "eth0" << "10.0.0.2"
                                             << "Host A: \"eth0\" is not an IPv4";
        QTest::newRow("family mismatch") << "10.0.0.1" << "fd00::2"
                                         << "must be of the same family";
        QTest::newRow("family mismatch v6 first") << "fd00::1" << "10.0.0.2"
                                                  << "is IPv6 and host B's 10.0.0.2 is IPv4";
        QTest::newRow("link-local") << "10.0.0.1" << "fe80::2" << "link-local";
        QTest::newRow("loopback with two hosts") << "127.0.0.1" << "10.0.0.2"
                                                 << "loopback address";
        QTest::newRow("same address") << "10.0.0.1" << "10.0.0.1" << "same address";
    }

    void adapterRefusesBadAddresses() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, reason);
        AdapterThroughputWizard wizard(fakeDynamos());
        wizard.show();
        wizard.setField("twoHosts", true);
        wizard.setField("addressA", a);
        wizard.setField("addressB", b);
        QVERIFY(!wizard.topologyPage()->isComplete());
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains(reason), qPrintable(wizard.currentReason()));
        auto* label = wizard.currentPage()->findChild<QLabel*>("reason");
        QVERIFY(label && label->isVisible());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(AdapterThroughputWizard::TopologyPageId));
        QVERIFY(!wizard.problems().isEmpty());
        // Loopback needs no addresses: the same input no longer matters.
        wizard.setField("loopback", true);
        QVERIFY(wizard.currentReason().isEmpty());
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
    }

    void adapterRefusesNoSizes() {
        AdapterThroughputWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, AdapterThroughputWizard::SweepPageId));
        for (QCheckBox* box : wizard.sweepPage()->sizeBoxes()) box->setChecked(false);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(wizard.currentReason(), QString("Check at least one request size."));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(AdapterThroughputWizard::SweepPageId));
        wizard.sweepPage()->sizeBoxes()[3]->setChecked(true);
        QVERIFY(wizard.currentReason().isEmpty());
        QCOMPARE(wizard.plan().sweep[0].values, (std::vector<std::int64_t>{512}));
    }

    void adapterSummaryRefusesFinish() {
        AdapterThroughputWizard wizard(fakeDynamos());
        wizard.setField("twoHosts", true);
        wizard.setField("addressB", "10.0.0.2");
        wizard.show();
        QVERIFY(goTo(wizard, AdapterThroughputWizard::SummaryPageId));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
        // Input that goes bad under the summary page keeps Finish from closing the wizard.
        wizard.setField("addressB", "not-an-address");
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains("not an IPv4 or IPv6 address"),
                 qPrintable(wizard.currentReason()));
        QVERIFY(wizard.summaryPage()->findChild<QLabel*>("reason")->isVisible());
        wizard.accept();
        QVERIFY(wizard.isVisible());
        QVERIFY(wizard.result() != QDialog::Accepted);
        wizard.setField("addressB", "10.0.0.2");
        QVERIFY(wizard.currentReason().isEmpty());
        wizard.accept();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
    }

    // --- one server, several clients -------------------------------------------------------

    void serverLoopback_data() {
        QTest::addColumn<int>("clients");
        QTest::addColumn<ThroughputMode>("mode");
        for (int n : {1, 2, 5, 8}) {
            QTest::addRow("%d transmit", n) << n << ThroughputMode::Transmit;
            QTest::addRow("%d receive", n) << n << ThroughputMode::Receive;
            QTest::addRow("%d duplex", n) << n << ThroughputMode::FullDuplex;
        }
    }

    void serverLoopback() {
        QFETCH(int, clients);
        QFETCH(ThroughputMode, mode);
        ServerClientsWizard wizard(fakeDynamos());
        QCOMPARE(wizard.field("clientCount").toInt(), 2);
        wizard.setField("clientCount", clients);
        wizard.setField(fieldOf(mode), true);
        QVERIFY2(wizard.problems().isEmpty(), qPrintable(wizard.problems().join('\n')));
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));
        QCOMPARE(plan.dynamos.size(), 1u);
        QCOMPARE(plan.dynamos[0], (model::DynamoDef{"local", true}));
        QCOMPARE(plan.workers.size(), std::size_t(clients));
        for (int i = 0; i < clients; ++i) {
            const auto& w = plan.workers[i];
            QCOMPARE(QString::fromStdString(w.name), QString("client%1").arg(i + 1));
            QCOMPARE(w.dynamo, std::string("local"));
            QCOMPARE(w.bind, std::string("127.0.0.1"));
            QCOMPARE(w.peer.dynamo, std::string("local"));
            QCOMPARE(w.peer.address, std::string("127.0.0.1"));
            QCOMPARE(w.spec, plan.specs[0].name);
        }
        QCOMPARE(plan.specs[0].lines[0].read, readOf(mode));
        QCOMPARE(plan.specs[0].lines[0].size, 65536u);
        QVERIFY(plan.sweep.empty());
        QCOMPARE(model::expandSteps(plan).size(), 1u);
        QVERIFY(QString::fromStdString(plan.name).contains("loopback"));
    }

    void serverHosts_data() {
        QTest::addColumn<int>("clients");
        QTest::addColumn<bool>("v6");
        for (int n : {1, 3, 8}) {
            QTest::addRow("%d v4", n) << n << false;
            QTest::addRow("%d v6", n) << n << true;
        }
    }

    void serverHosts() {
        QFETCH(int, clients);
        QFETCH(bool, v6);
        ServerClientsWizard wizard(fakeDynamos());
        wizard.setField("severalHosts", true);
        wizard.setField("clientCount", clients);
        const QString server = v6 ? "fd00::1" : "10.0.0.1";
        wizard.setField("serverAddress", server);
        const auto clientAddress = [v6](int i) {
            return v6 ? QString("fd00::%1").arg(i + 1) : QString("10.0.0.%1").arg(i + 1);
        };
        for (int i = 1; i <= clients; ++i) {
            wizard.setField(QString("clientDynamo%1").arg(i), QString("host%1").arg(i));
            wizard.setField(QString("clientAddress%1").arg(i), clientAddress(i));
        }
        // Rows past the count are not used, whatever they hold.
        if (clients < 8) wizard.setField(QString("clientAddress%1").arg(clients + 1), "bogus");
        wizard.setField("receive", true);
        wizard.setField("sizeIndex", 4);
        wizard.setField("repeats", 20);
        wizard.setField("aggregate", 2);
        wizard.setField("runS", 30.0);
        wizard.setField("rampS", 3.0);
        QVERIFY2(wizard.problems().isEmpty(), qPrintable(wizard.problems().join('\n')));
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));

        QCOMPARE(plan.dynamos.size(), std::size_t(clients + 1));
        QCOMPARE(plan.dynamos[0], (model::DynamoDef{"server", true}));
        for (int i = 1; i <= clients; ++i)
            QCOMPARE(plan.dynamos[i], (model::DynamoDef{QString("host%1").arg(i).toStdString(), false}));
        QCOMPARE(plan.workers.size(), std::size_t(clients));
        for (int i = 1; i <= clients; ++i) {
            const auto& w = plan.workers[i - 1];
            QCOMPARE(QString::fromStdString(w.name), QString("host%1").arg(i));
            QCOMPARE(w.dynamo, std::string("server"));
            QCOMPARE(QString::fromStdString(w.bind), server);
            QCOMPARE(QString::fromStdString(w.peer.dynamo), QString("host%1").arg(i));
            QCOMPARE(QString::fromStdString(w.peer.address), clientAddress(i));
        }
        QCOMPARE(plan.specs[0].lines[0].read, 100);
        QCOMPARE(plan.specs[0].lines[0].size, 1024u);
        QCOMPARE(plan.repeats, 20);
        QCOMPARE(plan.aggregate, model::Aggregate::Best);
        QCOMPARE(plan.runS, 30.0);
        QCOMPARE(plan.rampS, 3.0);
        QCOMPARE(plan.waitS, 60.0);
        QVERIFY(QString::fromStdString(plan.name).contains("receive, 1 KiB"));
    }

    void serverClientsSharingAHost() {
        // One client host with two adapters: one dynamo, two pairs.
        ServerClientsWizard wizard;
        wizard.setField("severalHosts", true);
        wizard.setField("clientCount", 3);
        wizard.setField("serverAddress", "10.0.0.1");
        wizard.setField("clientDynamo1", "alpha");
        wizard.setField("clientAddress1", "10.0.0.2");
        wizard.setField("clientDynamo2", "alpha");
        wizard.setField("clientAddress2", "10.0.1.2");
        wizard.setField("clientDynamo3", "beta");
        wizard.setField("clientAddress3", "10.0.0.3");
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));
        QCOMPARE(plan.dynamos.size(), 3u);
        QCOMPARE(plan.workers.size(), 3u);
        QCOMPARE(plan.workers[0].name, std::string("alpha 1"));
        QCOMPARE(plan.workers[1].name, std::string("alpha 2"));
        QCOMPARE(plan.workers[2].name, std::string("beta"));
        QCOMPARE(plan.workers[1].peer.address, std::string("10.0.1.2"));
    }

    void serverSummary() {
        ServerClientsWizard wizard;
        wizard.setField("clientCount", 3);
        wizard.setField("repeats", 5);
        wizard.show();
        QVERIFY(goTo(wizard, ServerClientsWizard::SummaryPageId));
        const QString summary = wizard.summaryPage()->summaryText();
        QVERIFY2(summary.contains("client1, client2, client3"), qPrintable(summary));
        QVERIFY(summary.contains("&quot;all&quot;") || summary.contains("\"all\""));
        QVERIFY(summary.contains("1 × 5 ≈ 1 min (each 12 s)"));
        QCOMPARE(wizard.field("planName").toString(),
                 QString("One server, 3 clients, loopback: transmit, 64 KiB"));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
        wizard.accept();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
    }

    void serverRefusesBadInput_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("server not an address") << "serverAddress" << "10.0.0" << "Server: \"10.0.0\"";
        QTest::newRow("server loopback") << "serverAddress" << "127.0.0.1" << "loopback";
        QTest::newRow("client not an address") << "clientAddress2" << "10.0.0.999"
                                               << "Client 2: \"10.0.0.999\" is not";
        QTest::newRow("client empty") << "clientAddress1" << "" << "Client 1: type its address";
        QTest::newRow("client family") << "clientAddress2" << "fd00::3"
                                       << "must be of the same family";
        QTest::newRow("client is the server") << "clientAddress2" << "10.0.0.1"
                                              << "Client 2 has the server's address";
        QTest::newRow("client name") << "clientDynamo1" << "a/b" << "dynamo name must be";
        QTest::newRow("client named server") << "clientDynamo2" << "server"
                                             << "is the server's dynamo";
    }

    void serverRefusesBadInput() {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        ServerClientsWizard wizard;
        wizard.show();
        wizard.setField("severalHosts", true);
        wizard.setField("clientCount", 2);
        wizard.setField("serverAddress", "10.0.0.1");
        wizard.setField("clientAddress1", "10.0.0.2");
        wizard.setField("clientAddress2", "10.0.0.3");
        QVERIFY2(wizard.currentReason().isEmpty(), qPrintable(wizard.currentReason()));
        wizard.setField(field, value);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains(reason), qPrintable(wizard.currentReason()));
        QVERIFY(wizard.currentPage()->findChild<QLabel*>("reason")->isVisible());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ServerClientsWizard::HostsPageId));
        QVERIFY(!wizard.problems().isEmpty());
    }

    // --- menu ----------------------------------------------------------------------------

    void menuSitsBetweenRunAndDynamos() {
        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QStringList titles;
        for (QAction* a : window.menuBar()->actions()) titles << a->text();
        QCOMPARE(titles, QStringList({"&File", "&Run", "&Wizards", "&Dynamos", "&Settings",
                                      "&Help"}));
        auto* menu = window.findChild<QMenu*>("wizardsMenu");
        QVERIFY(menu);
        QVERIFY(menu->toolTipsVisible());
        QStringList entries;
        for (QAction* a : menu->actions()) entries << a->text();
        QCOMPARE(entries, QStringList({"&Adapter throughput…", "One &server, several clients…",
                                       "&Disk I/O…"}));
        QAction* disk = menu->findChild<QAction*>("diskIoAction");
        QVERIFY(!disk->isEnabled());
        QVERIFY(disk->toolTip().contains("not available yet"));
    }

    void menuHandsThePlanToTheDocument() {
        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        window.show();
        auto* tabs = window.findChild<QTabWidget*>();
        window.showPage(MainWindow::ResultsTab);

        window.findChild<QAction*>("adapterThroughputAction")->trigger();
        auto* adapter = window.findChild<AdapterThroughputWizard*>();
        QVERIFY(adapter);
        QTRY_VERIFY(adapter->isVisible());
        adapter->setField("duplex", true);
        adapter->setField("size64", false);
        const model::Plan expected = adapter->plan();
        QVERIFY(goTo(*adapter, AdapterThroughputWizard::SummaryPageId));
        adapter->accept();
        QCOMPARE(document.plan(), expected);
        QCOMPARE(document.plan().specs[0].lines[0].read, 50);
        QCOMPARE(tabs->currentIndex(), int(MainWindow::SetupTab));
        QTRY_VERIFY(!window.findChild<AdapterThroughputWizard*>());  // deleted on close

        // The document now has unsaved changes: the wizard asks before replacing them.
        QVERIFY(document.isModified());
        for (const auto button : {QMessageBox::Cancel, QMessageBox::Yes}) {
            window.findChild<QAction*>("serverClientsAction")->trigger();
            auto* server = window.findChild<ServerClientsWizard*>();
            QVERIFY(server);
            server->setField("clientCount", 4);
            QVERIFY(goTo(*server, ServerClientsWizard::SummaryPageId));
            bool asked = false;
            QTimer::singleShot(0, this, [&] {
                for (QWidget* w : QApplication::topLevelWidgets()) {
                    if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                        asked = true;
                        box->button(button)->click();
                    }
                }
            });
            server->accept();
            QVERIFY(asked);
            if (button == QMessageBox::Cancel) {
                QCOMPARE(document.plan(), expected);
            } else {
                QCOMPARE(document.plan().workers.size(), 4u);
                QVERIFY(document.validate().empty());
            }
            QTRY_VERIFY(!window.findChild<ServerClientsWizard*>());
        }
    }

    // --- layout ----------------------------------------------------------------------------

    void pagesAreNotCramped_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("adapter loopback") << "adapter-loopback";
        QTest::newRow("adapter two hosts") << "adapter-two-hosts";
        QTest::newRow("adapter refused") << "adapter-refused";
        QTest::newRow("adapter summary refused") << "adapter-summary-refused";
        QTest::newRow("server loopback") << "server-loopback";
        QTest::newRow("server 8 hosts") << "server-hosts";
        QTest::newRow("server refused") << "server-refused";
    }

    void pagesAreNotCramped() {
        QFETCH(QString, name);
        std::unique_ptr<PlanWizard> wizard;
        if (name.startsWith("adapter")) {
            wizard = std::make_unique<AdapterThroughputWizard>(fakeDynamos());
            if (name != "adapter-loopback") {
                wizard->setField("twoHosts", true);
                wizard->setField("addressB", name == "adapter-refused" ? "fd00::2" : "10.0.0.2");
            }
        } else {
            wizard = std::make_unique<ServerClientsWizard>(fakeDynamos());
            if (name != "server-loopback") {
                wizard->setField("severalHosts", true);
                wizard->setField("clientCount", 8);
                for (int i = 1; i <= 8; ++i)
                    wizard->setField(QString("clientAddress%1").arg(i),
                                     QString("10.0.0.%1").arg(i + 1));
                if (name == "server-refused") wizard->setField("clientAddress5", "10.0.0.1");
            }
        }
        wizard->show();
        QVERIFY(QTest::qWaitForWindowExposed(wizard.get()));
        if (name == "adapter-summary-refused") {
            // Finish refused on the last page: the validator's reasons must fit there too.
            QVERIFY(goTo(*wizard, AdapterThroughputWizard::SummaryPageId));
            wizard->setField("addressB", "fd00::2");
            QVERIFY(!wizard->button(QWizard::FinishButton)->isEnabled());
            walkAndShoot(*wizard, name, 1);
            return;
        }
        if (name.endsWith("refused")) {
            QVERIFY(!wizard->currentReason().isEmpty());
            walkAndShoot(*wizard, name, 1);  // the first page only: it refuses Next
            return;
        }
        walkAndShoot(*wizard, name);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(wizard->nextId(), -1);
        // At its default size the whole summary shows, without scrolling.
        QScrollArea* scroll = wizard->summaryPage()->scrollArea();
        QVERIFY2(scroll->verticalScrollBar()->maximum() == 0,
                 qPrintable(QString("summary scrolls by %1 px")
                                .arg(scroll->verticalScrollBar()->maximum())));
    }
};

QTEST_MAIN(TestWizards)
#include "test_wizards.moc"
