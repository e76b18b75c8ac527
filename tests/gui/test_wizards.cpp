// The plan wizards, driven through their fields: every plan they make passes the plan
// validator and has the workers, dynamos, sweep and repeats asked for; bad input keeps
// them from going on, with the reason on the page; the Wizards menu hands the plan to the
// document. Set IOMETRY_WIZARD_SHOTS=DIR to keep a PNG of every page.
#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTreeWidget>
#include <QtTest>
#include <algorithm>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/methods/adapter_delay/adapter_delay_method.hpp"
#include "engine/methods/fine_sweep/fine_sweep_method.hpp"
#include "engine/methods/fine_sweep/fine_sweep_source.hpp"
#include "engine/methods/latency/latency_method.hpp"
#include "engine/methods/load_latency/load_latency_method.hpp"
#include "engine/methods/rate_search/rate_search_method.hpp"
#include "engine/methods/udp_ramp/udp_ramp_method.hpp"
#include "engine/plan/plan_json.hpp"
#include "cramped_widgets.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/settings.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/adapter_delay_wizard.hpp"
#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/disk_io_wizard.hpp"
#include "gui/wizards/fine_sweep_wizard.hpp"
#include "gui/wizards/latency_under_load_wizard.hpp"
#include "gui/wizards/latency_wizard.hpp"
#include "gui/wizards/load_latency_wizard.hpp"
#include "gui/wizards/local_addresses.hpp"
#include "gui/wizards/mtu_sweep_wizard.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/rate_search_wizard.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"
#include "gui/wizards/review_suite_wizard.hpp"
#include "gui/wizards/server_clients_wizard.hpp"
#include "gui/wizards/summary_table.hpp"
#include "gui/wizards/udp_ramp_wizard.hpp"
#include "gui/wizards/wizard_menu.hpp"

#include "wizard_steps.hpp"

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

/**
 * fakeDynamos() whose local dynamo reports block devices: a disk whose partition is mounted,
 * that partition, a loop device holding ext4 and an empty one (docs/protocol.md, "Handshake": `disks`).
 */
std::vector<session::DynamoInfo> fakeDiskDynamos() {
    auto dynamos = fakeDynamos();
    dynamos[1].hello["disks"] = {
        {{"path", "/dev/vda"}, {"name", "vda"}, {"size", 274877906944ull}, {"model", "QEMU HARDDISK"},
         {"logical_block", 512}, {"physical_block", 512}, {"rotational", true}, {"partition", false},
         {"safe", false}, {"in_use", true}, {"hazard", "/dev/vda1, a partition of /dev/vda, is mounted at /"}},
        {{"path", "/dev/vda1"}, {"name", "vda1"}, {"size", 274876858368ull}, {"model", ""},
         {"partition", true}, {"safe", false}, {"in_use", true}, {"hazard", "/dev/vda1 is mounted at /"}},
        {{"path", "/dev/loop3"}, {"name", "loop3"}, {"size", 268435456ull}, {"model", ""},
         {"partition", false}, {"safe", false}, {"in_use", false},
         {"hazard", "/dev/loop3 holds an ext4 filesystem (label \"data\")"}},
        {{"path", "/dev/loop7"}, {"name", "loop7"}, {"size", 67108864ull}, {"model", ""},
         {"logical_block", 4096}, {"partition", false}, {"safe", true}}};
    return dynamos;
}

/** fakeDynamos() whose eth0 reports @p speedMbit. */
std::vector<session::DynamoInfo> fakeDynamosAt(int speedMbit) {
    auto dynamos = fakeDynamos();
    for (auto& i : dynamos[1].hello["interfaces"])
        if (i["name"] == "eth0") i["speed_mbit"] = speedMbit;
    return dynamos;
}

/** The wizards of the engine's network procedures, by the name the data-driven tests use. */
std::unique_ptr<PlanWizard> procedureWizard(const QString& name,
                                            const std::vector<session::DynamoInfo>& dynamos = {}) {
    if (name == "udp ramp") return std::make_unique<UdpRampWizard>(dynamos);
    if (name == "rate search") return std::make_unique<RateSearchWizard>(dynamos);
    if (name == "fine sweep") return std::make_unique<FineSweepWizard>(dynamos);
    if (name == "adapter delay") return std::make_unique<AdapterDelayWizard>(dynamos);
    if (name == "latency") return std::make_unique<LatencyWizard>(dynamos);
    if (name == "load latency") return std::make_unique<LoadLatencyLinkWizard>(dynamos);
    // A sweep of one step with a probe, not a procedure: the topology rows use it.
    if (name == "under load") return std::make_unique<LatencyUnderLoadLinkWizard>(dynamos);
    // Not a procedure but a sweep of two hosts only: only the two-host rows use it.
    if (name == "mtu sweep") return std::make_unique<MtuSweepWizard>(dynamos);
    return nullptr;
}

/** The last page of a procedure wizard, whatever its number. */
int summaryIdOf(const QWizard& wizard) { return wizard.pageIds().last(); }

/** The plan as the validator reads it back; nullopt (and the problems logged) when refused. */
std::optional<model::Plan> roundTrip(const model::Plan& plan) {
    auto parsed = model::parsePlan(model::toJson(plan));
    for (const auto& p : parsed.problems) qWarning("%s", p.toString().c_str());
    return parsed.plan;
}

/** Sets @p fields of @p wizard, in order. */
void setFields(QWizard& wizard, std::initializer_list<std::pair<QString, QVariant>> fields) {
    for (const auto& [name, value] : fields)
        wizard.setField(name, value);
}

/**
 * Why @p wizard may not finish, or its plan fails the validator or reads back otherwise;
 * empty when none of these.
 */
QString unsound(const PlanWizard& wizard) {
    QStringList why = wizard.problems();
    const model::Plan plan = wizard.plan();
    for (const auto& p : model::parsePlan(model::toJson(plan)).problems)
        why << QString::fromStdString(p.toString());
    if (why.isEmpty() && !(roundTrip(plan) == plan))
        why << "the plan reads back otherwise";
    return why.join('\n');
}

/** The wizard may finish, and its plan is what a plan file of it reads back as. */
#define QVERIFY_SOUND(wizard)                     \
    do {                                          \
        const QString why = unsound(wizard);      \
        QVERIFY2(why.isEmpty(), qPrintable(why)); \
    } while (false)

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

/** The main window with its document and session, shown. */
struct Workbench {
    PlanDocument document;
    SessionController session{SessionController::defaultDynamoExecutable()};
    MainWindow window{&session, &document};
    Workbench() { window.show(); }
};

/** Shows @p wizard on its summary page and gives the summary; empty when a page refused. */
QString summaryOf(PlanWizard& wizard) {
    wizard.show();
    if (!goTo(wizard, summaryIdOf(wizard)))
        return {};
    return wizard.summaryPage()->summaryText();
}

/** Each of the texts is in @p text. */
#define QVERIFY_CONTAINS(text, ...)                                                      \
    do {                                                                                 \
        for (const QString& part : QStringList(__VA_ARGS__))                             \
            QVERIFY2((text).contains(part), qPrintable(part + " is not in: " + (text))); \
    } while (false)

using iometry::testing::crampedWidgets;

/**
 * Where Tab goes back up the page: the widgets that take focus, in the page's focus chain,
 * each named with the one before it when it lies above it (reading order is down the page).
 */
QStringList tabOrderProblems(QWidget* page) {
    QStringList list;
    QWidget* before = nullptr;
    for (QWidget* w = page->nextInFocusChain(); w != page; w = w->nextInFocusChain()) {
        if (!page->isAncestorOf(w) || !w->isVisibleTo(page) || !w->isEnabled() ||
            !(w->focusPolicy() & Qt::TabFocus))
            continue;
        if (before) {
            const QRect a(before->mapTo(page, QPoint()), before->size());
            const QRect b(w->mapTo(page, QPoint()), w->size());
            // Up the page, or back left on the same line.
            if (b.bottom() < a.top() || (b.top() < a.bottom() && b.top() >= a.top() - 2 && b.right() < a.left()))
                list << QStringLiteral("%1 (%2) after %3 (%4)")
                            .arg(w->objectName().isEmpty() ? w->metaObject()->className() : w->objectName())
                            .arg(b.y())
                            .arg(before->objectName().isEmpty() ? before->metaObject()->className()
                                                                : before->objectName())
                            .arg(a.y());
        }
        before = w;
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
        QTest::keyClick(&wizard, Qt::Key_Tab);  // as a user goes through the fields
        const QStringList tabs = tabOrderProblems(page);
        QVERIFY2(tabs.isEmpty(), qPrintable(prefix + ": Tab goes back: " + tabs.join("; ")));
        if (wizard.nextId() == -1 || shown == pages) break;
        const int before = wizard.currentId();
        wizard.next();
        QVERIFY2(wizard.currentId() != before, qPrintable(prefix + ": a page refused Next"));
    }
}

/** What the question before a wizard's plan replaces the window's showed, if it came. */
struct ReplaceAnswer {
    bool asked = false;
    QString defaultButton;
    QStringList buttons;
    /** Looks for the question while the answer is held. */
    QTimer timer;
};
using ReplaceQuestion = std::shared_ptr<ReplaceAnswer>;

/**
 * Answers the next "Replace the plan" question with @p key, as a user at the keyboard (or a
 * click on @p button, named so, when given), and notes what it offered. The question is
 * modal: it is answered from the event loop it runs.
 */
ReplaceQuestion answerReplaceQuestion(Qt::Key key, const char* button = nullptr) {
    auto answer = std::make_shared<ReplaceAnswer>();
    ReplaceAnswer* a = answer.get();
    a->timer.setInterval(20);
    QObject::connect(&a->timer, &QTimer::timeout, &a->timer, [a, key, button] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box || !box->isVisible() || box->objectName() != "replacePlanQuestion") continue;
            a->timer.stop();
            a->asked = true;
            a->defaultButton = box->defaultButton() ? box->defaultButton()->objectName() : QString();
            for (QAbstractButton* b : box->buttons())
                a->buttons << (b->objectName().isEmpty() ? b->text() : b->objectName());
            a->buttons.sort();
            if (const QString dir = qEnvironmentVariable("IOMETRY_WIZARD_SHOTS"); !dir.isEmpty())
                box->grab().save(QDir(dir).filePath("replace-question.png"));
            if (button)
                box->findChild<QPushButton*>(button)->click();
            else
                QTest::keyClick(box, key);
            return;
        }
    });
    a->timer.start();
    return answer;
}

}  // namespace

class TestWizards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void init() {
        // A wizard keeps the values it finished with (QSettings "wizards/…"): each test
        // starts from the wizards' own.
        QSettings().remove("wizards");
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
        QCOMPARE(managerHostPort("10.0.0.1", 5201), QString("10.0.0.1:5201"));
        QCOMPARE(managerHostPort("fd00::1", 40123), QString("[fd00::1]:40123"));
        // Joining this window: where it listens; host A's address when it listens on every one.
        QCOMPARE(windowManagerAddress({"10.0.0.1", 40123}, "10.0.0.9"), QString("10.0.0.1:40123"));
        QCOMPARE(windowManagerAddress({"0.0.0.0", 40123}, "10.0.0.9"), QString("10.0.0.9:40123"));
        QCOMPARE(windowManagerAddress({"::", 40123}, "fd00::9"), QString("[fd00::9]:40123"));
        QCOMPARE(windowManagerAddress({"10.0.0.1", 0}, "10.0.0.9"), QString());
        QVERIFY(windowListenWarning({"10.0.0.1", 40123}).isEmpty());
        QVERIFY(windowListenWarning({"0.0.0.0", 40123}).isEmpty());
        QVERIFY(windowListenWarning({"127.0.0.1", 40123}).contains("127.0.0.1"));
        QVERIFY(windowListenWarning({"::1", 40123}).contains("::1"));
        QVERIFY(!windowListenWarning({}).isEmpty());
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
        QCOMPARE(plan.workers[0].ends()->bind, std::string("127.0.0.1"));
        QCOMPARE(plan.workers[0].ends()->peer.dynamo, std::string("local"));
        QCOMPARE(plan.workers[0].ends()->peer.address, std::string("127.0.0.1"));
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
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));

        QCOMPARE(plan.specs.size(), 1u);
        QCOMPARE(QString::fromStdString(plan.specs[0].name), specName);
        QCOMPARE(plan.specs[0].lines.size(), 1u);
        QCOMPARE(plan.specs[0].lines[0].read, readOf(mode));
        QCOMPARE(plan.specs[0].lines[0].reply, 0u);
        QCOMPARE(plan.workers.size(), 1u);
        const model::WorkerDef& w = plan.workers[0];
        QCOMPARE(w.kindName(), std::string("tcp"));
        QCOMPARE(QString::fromStdString(w.spec), specName);
        QCOMPARE(w.outstanding, 1);
        if (twoHosts) {
            QCOMPARE(plan.dynamos.size(), 2u);
            QCOMPARE(plan.dynamos[0], (model::DynamoDef{"A", true}));
            QCOMPARE(plan.dynamos[1], (model::DynamoDef{"B", false}));
            QCOMPARE(w.dynamo, std::string("A"));
            QCOMPARE(QString::fromStdString(w.ends()->bind), a);
            QCOMPARE(w.ends()->peer.dynamo, std::string("B"));
            QCOMPARE(QString::fromStdString(w.ends()->peer.address), b);
            QVERIFY(QString::fromStdString(plan.name).contains(a));
            QVERIFY(QString::fromStdString(plan.description).contains("--name B"));
        } else {
            QCOMPARE(plan.dynamos.size(), 1u);
            QCOMPARE(plan.dynamos[0], (model::DynamoDef{"local", true}));
            QCOMPARE(w.ends()->bind, std::string("127.0.0.1"));
            QCOMPARE(w.ends()->peer.address, std::string("127.0.0.1"));
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
        setFields(wizard, {{"size64", false},
                           {"size128", false},
                           {"size262144", false},
                           {"runS", 5.0},
                           {"rampS", 1.0},
                           {"sampleMs", 500},
                           {"repeats", 15},
                           {"aggregate", 1}});
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
        setFields(
            wizard,
            {{"twoHosts", true}, {"addressB", "10.0.0.2"}, {"receive", true}, {"repeats", 15}});
        const QString summary = summaryOf(wizard);
        QVERIFY(!summary.isEmpty());
        // 13 sizes × 15 repeats × (2 s + 10 s) = 2340 s.
        // Each step run: 2 s ramp + 10 s measured + 1 s of setting up (model::kStepOverheadS).
        QVERIFY2(summary.contains("13 × 15 ≈ 42 min 15 s (each 12 s)"), qPrintable(summary));
        // No window endpoint: the headless pair only, and why B cannot join a window.
        QVERIFY(summary.contains("--listen 10.0.0.1:5201"));
        QVERIFY(summary.contains("iometry-dynamo --manager 10.0.0.1:5201 --name B"));
        QVERIFY(summary.contains(windowListenWarning({}).toHtmlEscaped()));
        // The command that joins this window names where it listens, not 5201.
        wizard.setManagerEndpoint({"10.0.0.1", 40123});
        wizard.summaryPage()->reload();
        QString joined = wizard.summaryPage()->summaryText();
        QVERIFY2(joined.contains("iometry-dynamo --manager 10.0.0.1:40123 --name B"), qPrintable(joined));
        QVERIFY(!joined.contains(windowListenWarning({}).toHtmlEscaped()));
        // Listening on loopback while B is another host: said beside the command.
        wizard.setManagerEndpoint({"127.0.0.1", 40123});
        wizard.summaryPage()->reload();
        joined = wizard.summaryPage()->summaryText();
        QVERIFY(joined.contains("iometry-dynamo --manager 127.0.0.1:40123 --name B"));
        QVERIFY2(joined.contains(windowListenWarning({"127.0.0.1", 40123}).toHtmlEscaped()),
                 qPrintable(joined));
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
        setFields(wizard, {{"twoHosts", true}, {"addressA", a}, {"addressB", b}});
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
        QVERIFY(goTo(wizard, AdapterThroughputWizard::StepPageId));
        for (QCheckBox* box : wizard.sweepPage()->sizeBoxes()) box->setChecked(false);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(wizard.currentReason(), QString("Check at least one request size."));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(AdapterThroughputWizard::StepPageId));
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

    // --- the procedure wizards (udp_ramp, rate_search, fine_sweep, adapter_delay, latency) -

    void procedureWizardDefaults_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<std::string>("kind");
        QTest::addColumn<std::string>("workerKind");
        QTest::newRow("udp ramp") << "udp ramp" << std::string("udp_ramp")
                                  << std::string("udp");
        QTest::newRow("rate search") << "rate search" << std::string("rate_search")
                                     << std::string("udp");
        QTest::newRow("fine sweep") << "fine sweep" << std::string("fine_sweep")
                                    << std::string("tcp");
        QTest::newRow("adapter delay") << "adapter delay" << std::string("adapter_delay")
                                       << std::string("udp");
        QTest::newRow("latency") << "latency" << std::string("latency")
                                 << std::string("tcp");
        QTest::newRow("load latency") << "load latency" << std::string("load_latency")
                                      << std::string("tcp");
    }

    void procedureWizardDefaults() {
        QFETCH(QString, name);
        QFETCH(std::string, kind);
        QFETCH(std::string, workerKind);
        for (const bool withDynamos : {false, true}) {
            const auto wizard = procedureWizard(
                name, withDynamos ? fakeDynamos() : std::vector<session::DynamoInfo>{});
            QVERIFY_SOUND(*wizard);
            const model::Plan plan = wizard->plan();
            // What the wizard hands over is what a plan file of it reads back as.
            const auto back = roundTrip(plan);
            QVERIFY(back);
            QCOMPARE(*back, plan);
            QCOMPARE(plan.procedure.name(), kind);
            QVERIFY(plan.sweep.empty());
            QCOMPARE(plan.dynamos.size(), 1u);
            QCOMPARE(plan.dynamos[0], (model::DynamoDef{"local", true}));
            QCOMPARE(plan.workers.size(), 1u);
            const model::WorkerDef& w = plan.workers[0];
            QCOMPARE(w.kindName(), workerKind);
            QCOMPARE(w.outstanding, 1);
            QCOMPARE(w.ends()->bind, std::string("127.0.0.1"));
            QCOMPARE(w.ends()->peer.dynamo, std::string("local"));
            QCOMPARE(w.ends()->peer.address, std::string("127.0.0.1"));
            QCOMPARE(plan.specs.size(), 1u);
            QCOMPARE(plan.specs[0].lines.size(), 1u);
            QCOMPARE(plan.specs[0].lines[0].read, 0);  // one way: A sends (or asks)
            QVERIFY(!plan.name.empty());
            QVERIFY(!plan.description.empty());
            // The engine can make steps of it.
            const auto steps = procedureSteps(plan);
            QVERIFY(steps);
            QVERIFY(steps->steps > 0);
        }
    }

    void procedureWizardsTwoHosts_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        for (const char* name : {"udp ramp", "rate search", "fine sweep", "adapter delay", "latency",
                                 "load latency", "under load", "mtu sweep"}) {
            QTest::addRow("%s v4", name) << name << "10.0.0.1" << "10.0.0.2";
            QTest::addRow("%s v6", name) << name << "fd00::1" << "fd00::2";
        }
    }

    void procedureWizardsTwoHosts() {
        QFETCH(QString, name);
        QFETCH(QString, a);
        QFETCH(QString, b);
        const auto wizard = procedureWizard(name, fakeDynamos());
        setFields(*wizard, {{"twoHosts", true}, {"addressA", a}, {"addressB", b}});
        QVERIFY_SOUND(*wizard);
        const model::Plan plan = wizard->plan();
        const auto back = roundTrip(plan);
        QVERIFY(back);
        QCOMPARE(*back, plan);
        QCOMPARE(plan.dynamos.size(), 2u);
        QCOMPARE(plan.dynamos[0], (model::DynamoDef{"A", true}));
        QCOMPARE(plan.dynamos[1], (model::DynamoDef{"B", false}));
        QCOMPARE(plan.waitS, 60.0);
        const model::WorkerDef& w = plan.workers.at(0);
        QCOMPARE(w.dynamo, std::string("A"));
        QCOMPARE(QString::fromStdString(w.ends()->bind), a);
        QCOMPARE(w.ends()->peer.dynamo, std::string("B"));
        QCOMPARE(QString::fromStdString(w.ends()->peer.address), b);
        QVERIFY(QString::fromStdString(plan.name).contains(a));
        QVERIFY(QString::fromStdString(plan.description).contains("--name B"));

        wizard->show();
        QVERIFY(goTo(*wizard, summaryIdOf(*wizard)));
        const QString summary = wizard->summaryPage()->summaryText();
        QVERIFY2(summary.contains(QString("iometry-dynamo --manager %1 --name B")
                                      .arg(managerHostPort(a, kHeadlessManagerPort).toHtmlEscaped())),
                 qPrintable(summary));
        QVERIFY(wizard->button(QWizard::FinishButton)->isEnabled());
    }

    void procedureWizardsRefuseAnEmptyB_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"udp ramp", "rate search", "fine sweep", "adapter delay", "latency",
                                 "load latency", "under load", "mtu sweep"})
            QTest::newRow(name) << name;
    }

    void procedureWizardsRefuseAnEmptyB() {
        QFETCH(QString, name);
        const auto wizard = procedureWizard(name, fakeDynamos());
        wizard->show();
        wizard->setField("twoHosts", true);
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard->currentReason().contains("Host B: type its address"),
                 qPrintable(wizard->currentReason()));
        wizard->setField("addressB", "10.0.0.2");
        QVERIFY(goTo(*wizard, summaryIdOf(*wizard)));
        QVERIFY(wizard->button(QWizard::FinishButton)->isEnabled());
        // B emptied under the summary page: Finish refuses, with the reason.
        wizard->setField("addressB", "");
        QVERIFY(!wizard->button(QWizard::FinishButton)->isEnabled());
        QVERIFY2(wizard->currentReason().contains("Host B: type its address"),
                 qPrintable(wizard->currentReason()));
        wizard->accept();
        QVERIFY(wizard->result() != QDialog::Accepted);
    }

    void udpRampDefaults() {
        UdpRampWizard wizard;
        const model::Plan plan = wizard.plan();
        const model::UdpRampParams& p = *plan.procedure.as<model::UdpRampParams>();
        QCOMPARE(p.fromMbit, 200.0);
        QCOMPARE(p.toMbit, 1000.0);
        QCOMPARE(p.stepMbit, 100.0);
        QCOMPARE(p.size, std::optional<std::uint64_t>(1472));
        QCOMPARE(p.trialS, std::optional<double>(2));
        QCOMPARE(plan.runS, 2.0);
        QCOMPARE(p.rates().size(), 9u);
        QCOMPARE(plan.specs[0].lines[0].size, 1472u);
        QCOMPARE(plan.specs[0].lines[0].reply, 0u);
        QCOMPARE(model::offeredRate(plan.workers[0]), 200.0);
        QCOMPARE(QString::fromStdString(plan.name),
                 QString("UDP ramp: 200 → 1000 Mbit/s, loopback"));
    }

    void udpRampFieldsReachThePlan() {
        UdpRampWizard wizard(fakeDynamos());
        setFields(wizard, {{"datagramSize", 1200},
                           {"fromMbit", 300.0},
                           {"toMbit", 900.0},
                           {"stepMbit", 50.0},
                           {"trialS", 5.0}});
        QVERIFY_SOUND(wizard);
        model::Plan plan = wizard.plan();
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->fromMbit, 300.0);
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->toMbit, 900.0);
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->stepMbit, 50.0);
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->size, std::optional<std::uint64_t>(1200));
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->trialS, std::optional<double>(5));
        QCOMPARE(plan.runS, 5.0);
        QCOMPARE(plan.specs[0].lines[0].size, 1200u);
        QCOMPARE(model::offeredRate(plan.workers[0]), 300.0);
        QCOMPARE(procedureSteps(plan)->steps, 13);

        // The reviews' ramp: 200 → 800 in steps of 10, 61 trials.
        wizard.rampPage()->useReviewsRamp();
        plan = wizard.plan();
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->fromMbit, 200.0);
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->toMbit, 800.0);
        QCOMPARE(plan.procedure.as<model::UdpRampParams>()->stepMbit, 10.0);
        QCOMPARE(procedureSteps(plan)->steps, 61);

        const QString summary = summaryOf(wizard);
        QVERIFY(!summary.isEmpty());
        // 61 trials × (1 s warm-up + 5 s) = 366 s.
        QVERIFY2(summary.contains("61 rates"), qPrintable(summary));
        QVERIFY2(summary.contains("61 ≈ 7 min 7 s (each 6 s)"), qPrintable(summary));
    }

    void udpRampRefusesBadRates_data() {
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<double>("step");
        QTest::addColumn<QString>("reason");
        QTest::newRow("to below from") << 500.0 << 400.0 << 10.0 << "is below the first";
        QTest::newRow("too many rates") << 1.0 << 1000.0 << 0.5 << "more than 1000 rates";
    }

    void udpRampRefusesBadRates() {
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(double, step);
        QFETCH(QString, reason);
        UdpRampWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, UdpRampWizard::RampPageId));
        setFields(wizard, {{"fromMbit", from}, {"toMbit", to}, {"stepMbit", step}});
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains(reason), qPrintable(wizard.currentReason()));
        QVERIFY(!wizard.problems().isEmpty());
        // The validator refuses the plan too: the page only says so first.
        QVERIFY(!planProblems(wizard.plan()).isEmpty());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(UdpRampWizard::RampPageId));
    }

    void rateSearchDefaults() {
        RateSearchWizard wizard;
        const model::Plan plan = wizard.plan();
        const model::RateSearchParams& p = *plan.procedure.as<model::RateSearchParams>();
        QCOMPARE(p.frameSizes, (std::vector<std::int64_t>{64, 128, 256, 512, 1024, 1280, 1518}));
        QCOMPARE(p.linkMbit, 1000.0);
        QCOMPARE(p.lossTolerancePct, 0.0);
        QCOMPARE(p.resolutionPct, 1.0);
        QVERIFY(p.verify);
        QCOMPARE(p.trialS, std::optional<double>(2));
        QCOMPARE(plan.runS, 2.0);
        QCOMPARE(model::offeredRate(plan.workers[0]), 0.0);  // the search offers the rates
        // The engine's bound: 7 halvings of 1 … 100 % in steps of 1 %, and the verification,
        // within docs/plan-format.md's ceil(log2(100 / 1 + 1)) + 1 (+ 1 with verify) = 9,
        // each up to three times (a trial whose sender fell short runs again, twice).
        const auto steps = procedureSteps(plan);
        QVERIFY(steps);
        QVERIFY(!steps->exact);
        QCOMPARE(steps->steps, 7 * 8 * 3);
        QVERIFY(steps->steps / 7 / 3 <= int(std::ceil(std::log2(100.0 / 1 + 1))) + 1 + 1);
    }

    void rateSearchFieldsReachThePlan() {
        RateSearchWizard wizard;
        setFields(wizard, {{"frame64", false},
                           {"frame1518", false},
                           {"linkMbit", 10000},
                           {"lossTolerancePct", 0.5},
                           {"resolutionPct", 0.5},
                           {"trialS", 1.0},
                           {"verify", false}});
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        const model::RateSearchParams& p = *plan.procedure.as<model::RateSearchParams>();
        QCOMPARE(p.frameSizes, (std::vector<std::int64_t>{128, 256, 512, 1024, 1280}));
        QCOMPARE(p.linkMbit, 10000.0);
        QCOMPARE(p.lossTolerancePct, 0.5);
        QCOMPARE(p.resolutionPct, 0.5);
        QVERIFY(!p.verify);
        QCOMPARE(p.trialS, std::optional<double>(1));
        // 8 halvings per frame size, no verification, each up to three times; the
        // documented bound is ceil(log2(100 / 0.5 + 1)) + 1 = 9 (times three).
        QCOMPARE(procedureSteps(plan)->steps, 5 * 8 * 3);
        QCOMPARE(procedureSteps(plan)->usualSteps, 5 * 8);

        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary, {"128, 256, 512, 1024, 1280 B", "10000 Mbit/s"});
        // At most 40 trials × (0.5 s warm-up + 1 s).
        QVERIFY2(summary.contains("usually 8, at most 24 per frame size; at most 120 ≈ 5 min (each 1.5 s)"),
                 qPrintable(summary));
    }

    void rateSearchRefusesNoFrames() {
        RateSearchWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, RateSearchWizard::FramesPageId));
        for (QCheckBox* box : wizard.framesPage()->frameChecks()->boxes()) box->setChecked(false);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(wizard.currentReason(), QString("Check at least one frame size."));
        QVERIFY(!wizard.problems().isEmpty());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(RateSearchWizard::FramesPageId));
        wizard.setField("frame512", true);
        QVERIFY(wizard.currentReason().isEmpty());
        QCOMPARE(wizard.plan().procedure.as<model::RateSearchParams>()->frameSizes, (std::vector<std::int64_t>{512}));
    }

    void linkSpeedFollowsTheInterface_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("field");
        QTest::newRow("rate search") << "rate search" << "linkMbit";
        QTest::newRow("adapter delay") << "adapter delay" << "linkMbps";
    }

    void linkSpeedFollowsTheInterface() {
        QFETCH(QString, name);
        QFETCH(QString, field);
        const auto speedOf = [](const model::Plan& plan) {
            if (const auto* search = plan.procedure.as<model::RateSearchParams>()) return search->linkMbit;
            return plan.procedure.as<model::AdapterDelayParams>()->linkMbps;
        };
        const auto wizard = procedureWizard(name, fakeDynamosAt(25000));
        QCOMPARE(wizard->field(field).toInt(), 1000);  // loopback: no line rate to offer
        wizard->setField("twoHosts", true);
        wizard->setField("addressB", "10.0.0.2");
        // Host A is eth0's 10.0.0.1, which reports 25 Gbit/s.
        QCOMPARE(wizard->field("addressA").toString(), QString("10.0.0.1"));
        QCOMPARE(wizard->field(field).toInt(), 25000);
        QCOMPARE(speedOf(wizard->plan()), 25000.0);
        // What the user sets stays, whatever the interface says.
        setFields(*wizard, {{field, 10000}, {"addressA", "fd00::1"}, {"addressB", "fd00::2"}});
        QCOMPARE(speedOf(wizard->plan()), 10000.0);
        QVERIFY(wizard->problems().isEmpty());
    }

    void fineSweepDefaults() {
        FineSweepWizard wizard;
        const model::Plan plan = wizard.plan();
        const model::FineSweepParams& p = *plan.procedure.as<model::FineSweepParams>();
        QCOMPARE(p.from, std::int64_t(1));
        QCOMPARE(p.to, std::int64_t(65536));
        QCOMPARE(p.pointsPerDoubling, 1);
        QCOMPARE(p.perturbation, std::int64_t(3));
        QCOMPARE(p.dropoutPct, 10.0);
        QCOMPARE(plan.runS, 1.0);
        // A ping-pong: answered with as many bytes, one at a time.
        const model::AccessLine& line = plan.specs[0].lines[0];
        QCOMPARE(line.reply, line.size);
        QCOMPARE(plan.workers[0].outstanding, 1);
        QCOMPARE(plan.workers[0].kindName(), std::string("tcp"));
        const auto sizes = model::fineSweepSizes(p);
        QCOMPARE(procedureSteps(plan)->steps, int(sizes.size()));
        QCOMPARE(sizes.front(), 1u);
        QCOMPARE(sizes.back(), 65536u);

        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary, {QString("(%1 sizes)").arg(sizes.size()), "65536 B"});
    }

    void fineSweepUdpAndFields() {
        FineSweepWizard wizard;
        wizard.setField("udp", true);
        // Sizes at TCP's defaults move to UDP's.
        QCOMPARE(wizard.field("fromBytes").toInt(), 18);
        QCOMPARE(wizard.field("toBytes").toInt(), 65507);
        QVERIFY_SOUND(wizard);
        model::Plan plan = wizard.plan();
        QCOMPARE(plan.workers[0].kindName(), std::string("udp"));
        QCOMPARE(plan.specs[0].lines[0].size, 18u);
        QCOMPARE(plan.specs[0].lines[0].reply, 18u);
        // A UDP ping-pong takes no size beyond a datagram's.
        wizard.setField("toBytes", 1000000);
        QCOMPARE(wizard.field("toBytes").toInt(), 65507);

        setFields(wizard, {{"fromBytes", 64},
                           {"toBytes", 9000},
                           {"pointsPerDoubling", 4},
                           {"perturbation", 0},
                           {"dropoutPct", 20.0},
                           {"runS", 2.0}});
        plan = wizard.plan();
        QVERIFY2(planProblems(plan).isEmpty(), qPrintable(planProblems(plan).join('\n')));
        const model::FineSweepParams& p = *plan.procedure.as<model::FineSweepParams>();
        QCOMPARE(p.from, std::int64_t(64));
        QCOMPARE(p.to, std::int64_t(9000));
        QCOMPARE(p.pointsPerDoubling, 4);
        QCOMPARE(p.perturbation, std::int64_t(0));
        QCOMPARE(p.dropoutPct, 20.0);
        QCOMPARE(plan.runS, 2.0);
        // 64 × 2^(i/4) up to 9000: i = 0 … 28.
        QCOMPARE(procedureSteps(plan)->steps, 29);

        // Back to TCP: sizes the user chose stay.
        wizard.setField("tcp", true);
        QCOMPARE(wizard.field("fromBytes").toInt(), 64);
        QCOMPARE(wizard.plan().workers[0].kindName(), std::string("tcp"));
        QVERIFY(wizard.problems().isEmpty());
    }

    void fineSweepRefusesToBelowFrom() {
        FineSweepWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, FineSweepWizard::SizesPageId));
        wizard.setField("fromBytes", 4096);
        wizard.setField("toBytes", 1024);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains("(1024 B) is below the first (4096 B)"),
                 qPrintable(wizard.currentReason()));
        QVERIFY(!wizard.problems().isEmpty());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(FineSweepWizard::SizesPageId));
    }

    void latencyDefaults() {
        LatencyWizard wizard;
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        QCOMPARE(plan.procedure.name(), std::string("latency"));
        const model::LatencyParams& p = *plan.procedure.as<model::LatencyParams>();
        QCOMPARE(p.sizes, (std::vector<std::int64_t>{16, 64, 256, 1024, 4096, 16384}));
        QCOMPARE(p.outstanding, std::optional<int>(1));
        QCOMPARE(p.intervalMs, std::optional<int>());  // 0: no pause
        QCOMPARE(p.count, std::optional<std::uint64_t>());  // by time
        QCOMPARE(p.trialS, std::optional<double>(3.0));
        QCOMPARE(plan.runS, 3.0);
        QCOMPARE(plan.rampS, LatencyWizard::kRampS);
        // sockperf's 14 B and a full datagram's 1472 B are offered, not checked.
        QCOMPARE(wizard.field("size14").toBool(), false);
        QCOMPARE(wizard.field("size1472").toBool(), false);
        QCOMPARE(wizard.field("size16").toBool(), true);
        // A ping-pong: answered with as many bytes.
        const model::AccessLine& line = plan.specs[0].lines[0];
        QCOMPARE(line.size, 16u);
        QCOMPARE(line.reply, line.size);
        QCOMPARE(line.read, 0);
        QCOMPARE(line.delayMs, 0);
        QCOMPARE(plan.workers[0].kindName(), std::string("tcp"));
        QCOMPARE(plan.workers[0].outstanding, 1);
        QCOMPARE(procedureSteps(plan)->steps, 6);

        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary, {"(6 sizes)", "16384 B", "6 ≈ 27 s (each 3.5 s)",
                                   "0.5 s warm-up + 3 s measured"});
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void latencyCountEndsEachSize() {
        LatencyWizard wizard;
        wizard.setField("roundTrips", 10000);
        wizard.setField("trialS", 20.0);
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        QCOMPARE(plan.procedure.as<model::LatencyParams>()->count, std::optional<std::uint64_t>(10000));
        QCOMPARE(plan.rampS, 0.0);  // every counted round trip is measured
        QCOMPARE(plan.runS, 20.0);  // the cap
        // The trial's explanation follows: with a count it is a cap, not measured time.
        auto explains = [&wizard](const QString& text) {
            const auto labels = wizard.findChildren<QLabel*>();
            return std::any_of(labels.begin(), labels.end(),
                               [&text](const QLabel* l) { return l->text().contains(text); });
        };
        QVERIFY(explains("The most a size may take"));
        QVERIFY(!explains("Measured, after 0.5 s of warm-up"));
        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary, {"10000 round trips, all measured, in at most 20 s"});
        // Back to no count: the warm-up returns and the count is gone.
        wizard.setField("roundTrips", 0);
        QCOMPARE(wizard.plan().procedure.as<model::LatencyParams>()->count, std::optional<std::uint64_t>());
        QCOMPARE(wizard.plan().rampS, LatencyWizard::kRampS);
        QVERIFY(explains("Measured, after 0.5 s of warm-up"));
        QVERIFY(!explains("The most a size may take"));
    }

    void latencyFieldsReachThePlan() {
        LatencyWizard wizard(fakeDynamos());
        setFields(wizard, {{"twoHosts", true},
                           {"addressB", "10.0.0.2"},
                           {"size14", true},
                           {"size1472", true},
                           {"size4096", false},
                           {"size16384", false},
                           {"outstanding", 8},
                           {"intervalMs", 10},
                           {"trialS", 5.0}});
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        const model::LatencyParams& p = *plan.procedure.as<model::LatencyParams>();
        QCOMPARE(p.sizes, (std::vector<std::int64_t>{14, 16, 64, 256, 1024, 1472}));
        QCOMPARE(p.outstanding, std::optional<int>(8));
        QCOMPARE(p.intervalMs, std::optional<int>(10));
        QCOMPARE(p.trialS, std::optional<double>(5.0));
        QCOMPARE(plan.runS, 5.0);
        QCOMPARE(plan.workers[0].outstanding, 8);
        // interval_ms is a pause after each reply: delay_ms with bursts of one.
        QCOMPARE(plan.specs[0].lines[0].delayMs, 10);
        QCOMPARE(plan.specs[0].lines[0].burst, 1);
        QCOMPARE(plan.specs[0].lines[0].size, 14u);
        QCOMPARE(procedureSteps(plan)->steps, 6);
        // The requests in flight stop at 64.
        wizard.setField("outstanding", 1000);
        QCOMPARE(wizard.field("outstanding").toInt(), LatencyProtocolPage::kMaxOutstanding);

        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary, {"10 ms after each reply", "Requests in flight:"});
        QVERIFY2(QString::fromStdString(wizard.plan().description)
                     .contains("requests in flight: 64"),
                 qPrintable(QString::fromStdString(wizard.plan().description)));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void latencyUdpKeepsOneInFlightAndDatagramSizes() {
        LatencyWizard wizard;
        wizard.setField("outstanding", 4);
        wizard.setField("size14", true);
        auto* protocol = wizard.protocolPage();
        auto* size14 = wizard.findChild<QCheckBox*>("size14");
        auto* size16 = wizard.findChild<QCheckBox*>("size16");
        auto* outstanding = wizard.findChild<QSpinBox*>("outstanding");
        QVERIFY(size14 && size16 && outstanding);
        QVERIFY(size14->isEnabled());
        QVERIFY(outstanding->isEnabled());

        wizard.setField("udp", true);
        QVERIFY(protocol->isUdp());
        QCOMPARE(wizard.field("outstanding").toInt(), 1);
        QVERIFY(!outstanding->isEnabled());
        QVERIFY(!size14->isEnabled() && !size14->isChecked());
        QVERIFY(!size16->isEnabled() && !size16->isChecked());
        QVERIFY_SOUND(wizard);
        model::Plan plan = wizard.plan();
        QCOMPARE(plan.workers[0].kindName(), std::string("udp"));
        QCOMPARE(plan.workers[0].outstanding, 1);
        QCOMPARE(plan.procedure.as<model::LatencyParams>()->outstanding, std::optional<int>(1));
        QCOMPARE(plan.procedure.as<model::LatencyParams>()->sizes,
                 (std::vector<std::int64_t>{64, 256, 1024, 4096, 16384}));
        QCOMPARE(plan.specs[0].lines[0].size, 64u);
        QCOMPARE(plan.specs[0].lines[0].reply, 64u);

        // "All" checks every box, but a datagram stays at least 18 bytes.
        wizard.sizesPage()->sizeChecks()->findChild<QPushButton*>()->click();
        QVERIFY(!size14->isChecked() && !size16->isChecked());
        QVERIFY(wizard.field("size1472").toBool());
        // Even a small size set by hand stays out of a UDP plan.
        size16->setChecked(true);
        QCOMPARE(wizard.plan().procedure.as<model::LatencyParams>()->sizes.front(), std::int64_t(64));
        QVERIFY(wizard.problems().isEmpty());

        // Back to TCP: what the user had chosen returns.
        wizard.setField("tcp", true);
        QCOMPARE(wizard.field("outstanding").toInt(), 4);
        QVERIFY(outstanding->isEnabled());
        QVERIFY(size14->isEnabled() && size14->isChecked());
        QVERIFY(size16->isEnabled() && size16->isChecked());
        plan = wizard.plan();
        QCOMPARE(plan.workers[0].kindName(), std::string("tcp"));
        QCOMPARE(plan.workers[0].outstanding, 4);
        QCOMPARE(plan.procedure.as<model::LatencyParams>()->sizes.front(), std::int64_t(14));
        QVERIFY(wizard.problems().isEmpty());
    }

    void latencyRefusesNoSize() {
        LatencyWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, LatencyWizard::SizesPageId));
        for (QCheckBox* box : wizard.sizesPage()->sizeChecks()->boxes()) box->setChecked(false);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains("at least one request size"),
                 qPrintable(wizard.currentReason()));
        QVERIFY(!wizard.problems().isEmpty());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(LatencyWizard::SizesPageId));
        // With UDP, the small sizes alone are no size either.
        wizard.setField("size16", true);
        QVERIFY(wizard.problems().isEmpty());
        wizard.setField("udp", true);
        QVERIFY(!wizard.problems().isEmpty());
        wizard.setField("size64", true);
        QVERIFY(goTo(wizard, LatencyWizard::SummaryPageId));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
        // Unchecked under the summary page: Finish refuses, with the reason.
        wizard.setField("size64", false);
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains("at least one request size"),
                 qPrintable(wizard.currentReason()));
        wizard.accept();
        QVERIFY(wizard.result() != QDialog::Accepted);
    }

    void adapterDelayDefaults() {
        AdapterDelayWizard wizard;
        const model::Plan plan = wizard.plan();
        const model::AdapterDelayParams& p = *plan.procedure.as<model::AdapterDelayParams>();
        QCOMPARE(p.sizes,
                 (std::vector<std::int64_t>{32, 64, 128, 256, 512, 768, 1024, 1280, 1460}));
        QCOMPARE(p.linkMbps, 1000.0);
        QCOMPARE(p.headerBytes, 28.0);
        QCOMPARE(plan.runS, 3.0);
        const model::AccessLine& line = plan.specs[0].lines[0];
        QCOMPARE(line.reply, line.size);
        QCOMPARE(model::offeredRate(plan.workers[0]), 0.0);
        // Two steps per size: to the peer, then over loopback.
        QCOMPARE(procedureSteps(plan)->steps, 18);
        // Loopback is only a trial run, and says so.
        QVERIFY(QString::fromStdString(plan.name).contains("trial run"));
        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary, {"mean nothing", "18 ≈ 1 min 21 s (each 3.5 s)",
                                   "0.5 s warm-up + 3 s measured"});
    }

    void adapterDelayFieldsReachThePlan() {
        AdapterDelayWizard wizard(fakeDynamos());
        setFields(wizard, {{"twoHosts", true},
                           {"addressB", "10.0.0.2"},
                           {"payload32", false},
                           {"payload1460", false},
                           {"linkMbps", 10000},
                           {"headerBytes", 48},
                           {"runS", 5.0}});
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        const model::AdapterDelayParams& p = *plan.procedure.as<model::AdapterDelayParams>();
        QCOMPARE(p.sizes, (std::vector<std::int64_t>{64, 128, 256, 512, 768, 1024, 1280}));
        QCOMPARE(p.linkMbps, 10000.0);
        QCOMPARE(p.headerBytes, 48.0);
        QCOMPARE(plan.runS, 5.0);
        QCOMPARE(plan.specs[0].lines[0].size, 64u);
        QCOMPARE(procedureSteps(plan)->steps, 14);
        QCOMPARE(QString::fromStdString(plan.name), QString("Adapter delay: 10.0.0.1 to 10.0.0.2"));
    }

    void adapterDelayRefusesFewerThanTwoSizes() {
        AdapterDelayWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, AdapterDelayWizard::SizesPageId));
        for (QCheckBox* box : wizard.sizesPage()->sizeChecks()->boxes()) box->setChecked(false);
        wizard.setField("payload256", true);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains("at least two payload sizes"),
                 qPrintable(wizard.currentReason()));
        QVERIFY(!wizard.problems().isEmpty());
        wizard.setField("payload512", true);
        QVERIFY(wizard.currentReason().isEmpty());
        QCOMPARE(wizard.plan().procedure.as<model::AdapterDelayParams>()->sizes, (std::vector<std::int64_t>{256, 512}));
    }

    // --- jumbo frames (MTU sweep) -------------------------------------------------------------

    // --- the load–latency curve, of a link and of a disk ----------------------------------

    void loadLatencyLinkDefaults() {
        LoadLatencyLinkWizard wizard;
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        QCOMPARE(plan.procedure.name(), std::string("load_latency"));
        const auto& p = *plan.procedure.as<model::LoadLatencyParams>();
        // The procedure's example: 10 % … 100 % of the highest rate, constant, 5 s a step.
        QCOMPARE(p.fractions, (std::vector<double>{0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 1.0}));
        QVERIFY(p.ratesPerS.empty());
        QCOMPARE(p.arrivals, std::string("constant"));
        QCOMPARE(p.trialS, std::optional<double>(5.0));
        QCOMPARE(plan.runS, 5.0);
        QCOMPARE(plan.rampS, kLoadLatencyRampS);
        QCOMPARE(wizard.field("fraction5").toBool(), false);
        QCOMPARE(wizard.field("fraction110").toBool(), false);
        // One TCP request/response of 64 B each way, one in flight, none of its own rate.
        const model::WorkerDef& w = plan.workers.at(0);
        QCOMPARE(w.kindName(), std::string("tcp"));
        QCOMPARE(w.outstanding, 1);
        QVERIFY(!w.ratePerS);
        const model::AccessLine& line = plan.specs.at(0).lines.at(0);
        QCOMPARE(line.size, 64u);
        QCOMPARE(line.reply, 64u);
        QCOMPARE(line.read, 0);
        // The search and seven levels.
        QCOMPARE(procedureSteps(plan)->steps, 8);
        QVERIFY2(QString::fromStdString(plan.name).contains("loopback"), plan.name.c_str());

        // A level's "10 %" does not break (non-breaking spaces in the list).
        const QString summary = summaryOf(wizard).replace(QChar::Nbsp, ' ');
        QVERIFY_CONTAINS(summary, {"TCP request/response, 64 B each way, 1 in flight",
                                   "the highest rate closed loop, then 10 %, 25 %",
                                   "constant: even gaps", "1 s warm-up + 5 s measured",
                                   "8 ≈ 56 s (each 6 s)"});
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void loadLatencyFieldsReachThePlan() {
        LoadLatencyLinkWizard wizard(fakeDynamos());
        setFields(wizard, {{"requestSize", 256},
                           {"inFlight", 4},
                           {"fraction10", false},
                           {"fraction25", false},
                           {"fraction75", false},
                           {"fraction95", false},
                           {"fraction110", true},
                           {"arrivals", 1},
                           {"trialS", 2.0}});
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        const auto& p = *plan.procedure.as<model::LoadLatencyParams>();
        QCOMPARE(p.fractions, (std::vector<double>{0.5, 0.9, 1.0, 1.1}));
        QCOMPARE(p.arrivals, std::string("poisson"));
        QCOMPARE(plan.runS, 2.0);
        QCOMPARE(plan.workers.at(0).outstanding, 4);
        QCOMPARE(plan.specs.at(0).lines.at(0).size, 256u);
        QCOMPARE(plan.specs.at(0).lines.at(0).reply, 256u);
        QCOMPARE(procedureSteps(plan)->steps, 5);
        // The engine paces every level's worker at its fraction of what the search found.
        auto source = model::makeStepSource(plan);
        QVERIFY(source->next({}));
        const QString summary = summaryOf(wizard).replace(QChar::Nbsp, ' ');
        QVERIFY_CONTAINS(summary, {"256 B each way, 4 in flight", "50 %, 90 %, 100 %, 110 %", "poisson"});
    }

    void loadLatencyRefusesNoLevel() {
        LoadLatencyLinkWizard wizard;
        wizard.show();
        QVERIFY(goTo(wizard, LoadLatencyLinkWizard::LevelsPageId));
        for (const std::int64_t pct : loadLatencyOfferedPercents())
            wizard.setField(QStringLiteral("fraction%1").arg(pct), false);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(wizard.currentReason(), QString("Check at least one level."));
        QVERIFY(!wizard.problems().isEmpty());
        wizard.setField("fraction90", true);
        QVERIFY(wizard.currentReason().isEmpty());
        QVERIFY_SOUND(wizard);
        QCOMPARE(wizard.plan().procedure.as<model::LoadLatencyParams>()->fractions, std::vector<double>{0.9});
    }

    void loadLatencyDiskDefaultsAndFields() {
        LoadLatencyDiskWizard wizard(fakeDiskDynamos());
        QVERIFY_SOUND(wizard);
        model::Plan plan = wizard.plan();
        QCOMPARE(plan.procedure.name(), std::string("load_latency"));
        QCOMPARE(plan.dynamos, (std::vector<model::DynamoDef>{{"local", true}}));
        const model::WorkerDef& w = plan.workers.at(0);
        QCOMPARE(w.kindName(), std::string("disk"));
        QCOMPARE(w.outstanding, 16);
        const auto& disk = *w.as<model::DiskSettings>();
        QCOMPARE(disk.path, std::string("/var/tmp/iometry.tst"));
        QCOMPARE(disk.fileSize, model::kDefaultTestFileSize);
        QVERIFY(disk.direct);
        // 4 KiB random reads.
        const model::AccessLine& line = plan.specs.at(0).lines.at(0);
        QCOMPARE(line.size, 4096u);
        QCOMPARE(line.read, 100);
        QCOMPARE(line.random, 100);
        QCOMPARE(line.reply, 0u);
        QCOMPARE(procedureSteps(plan)->steps, 8);

        setFields(wizard, {{"path", "/tmp/iometry-wizard.tst"}, {"fileSizeMiB", 64}, {"inFlight", 32},
                           {"fraction95", false}, {"fraction100", false}, {"trialS", 3.0}});
        QVERIFY_SOUND(wizard);
        plan = wizard.plan();
        QCOMPARE(plan.workers.at(0).outstanding, 32);
        QCOMPARE(plan.workers.at(0).as<model::DiskSettings>()->path, std::string("/tmp/iometry-wizard.tst"));
        QCOMPARE(plan.workers.at(0).as<model::DiskSettings>()->fileSize, std::uint64_t{64} << 20);
        QCOMPARE(plan.procedure.as<model::LoadLatencyParams>()->fractions,
                 (std::vector<double>{0.1, 0.25, 0.5, 0.75, 0.9}));
        QCOMPARE(plan.runS, 3.0);
        QVERIFY(QString::fromStdString(plan.name).contains("/tmp/iometry-wizard.tst"));

        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        walkAndShoot(wizard, QStringLiteral("load-latency-disk"));
        QCOMPARE(wizard.currentId(), int(LoadLatencyDiskWizard::SummaryPageId));
        QVERIFY_CONTAINS(wizard.summaryPage()->summaryText().replace(QChar::Nbsp, ' '),
                         {"test file /tmp/iometry-wizard.tst, 64 MiB", "4 KiB random reads, O_DIRECT, 32 in flight",
                          "then 10 %, 25 %, 50 %, 75 %, 90 % of it"});
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());

        // A block device that holds data needs consent, as in the Disk I/O wizard.
        wizard.restart();
        wizard.setField("device", true);
        wizard.setField("devicePath", "/dev/loop3");
        QVERIFY(!wizard.problems().isEmpty());
        wizard.setField("force", true);
        QVERIFY_SOUND(wizard);
        const model::Plan onDevice = wizard.plan();
        const auto& device = *onDevice.workers.at(0).as<model::DiskSettings>();
        QVERIFY(device.blockDevice && device.force);
        QCOMPARE(device.path, std::string("/dev/loop3"));
    }

    // --- latency under load, of a link and of a disk --------------------------------------

    void underLoadLinkDefaults() {
        LatencyUnderLoadLinkWizard wizard(fakeDynamos());
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        // The plan as its file has it: a full duplex TCP stream of 64 KiB beside a UDP probe
        // of 64 B answered with 64 B, 10 a second; 5 s of the probe alone before and after
        // 1 + 20 s of load, one step.
        const auto j = model::toJson(plan);
        QCOMPARE(j["idle_s"].get<double>(), 5.0);
        QCOMPARE(j["run_s"].get<double>(), 20.0);
        QCOMPARE(j["ramp_s"].get<double>(), kUnderLoadRampS);
        QVERIFY(!j.contains("procedure") || j["procedure"].is_null() || j["procedure"]["kind"] == "sweep");
        QVERIFY(!j.contains("sweep") || j["sweep"].is_null() || j["sweep"].empty());
        QCOMPARE(j["dynamos"].size(), 1u);
        QCOMPARE(j["workers"].size(), 2u);
        const auto& load = j["workers"][0];
        QCOMPARE(load["name"], "load");
        QCOMPARE(load["kind"], "tcp");
        QVERIFY(!load.contains("probe"));
        QCOMPARE(load.value("outstanding", 1), 1);
        const auto& probe = j["workers"][1];
        QCOMPARE(probe["name"], "ping");
        QCOMPARE(probe["kind"], "udp");
        QCOMPARE(probe["probe"]["rate_hz"].get<double>(), 10.0);
        QCOMPARE(probe.value("outstanding", 1), 1);
        for (const auto* w : {&load, &probe}) {
            QCOMPARE((*w)["dynamo"], "local");
            QCOMPARE((*w)["bind"], "127.0.0.1");
            QCOMPARE((*w)["peer"]["address"], "127.0.0.1");
        }
        const model::AccessSpec* stream = plan.findSpec(plan.workers.at(0).spec);
        QVERIFY(stream);
        QCOMPARE(stream->lines.at(0).size, 65536u);
        QCOMPARE(stream->lines.at(0).read, 50);  // both directions at once
        QCOMPARE(stream->lines.at(0).reply, 0u);
        const model::AccessSpec* ping = plan.findSpec(plan.workers.at(1).spec);
        QVERIFY(ping);
        QCOMPARE(ping->lines.at(0).size, 64u);
        QCOMPARE(ping->lines.at(0).reply, 64u);
        // One step: the probe alone twice, the load's warm-up and time, three set-ups.
        const auto steps = procedureSteps(plan);
        QVERIFY(steps);
        QCOMPARE(steps->steps, 1);
        QCOMPARE(steps->seconds, 5 + 1 + 20 + 5 + 3 * model::kStepOverheadS);
        QVERIFY2(QString::fromStdString(plan.name).contains("loopback"), plan.name.c_str());
        QVERIFY(QString::fromStdString(plan.description).contains("Over loopback"));

        const QString summary = summaryOf(wizard).replace(QChar::Nbsp, ' ');
        QVERIFY_CONTAINS(summary, {"TCP stream, full duplex, 64 KiB requests, 1 connection",
                                   "UDP round trips of 64 B, 10 a second, one at a time",
                                   "5 s probe alone, 1 s warm-up + 20 s under the load, 5 s probe alone",
                                   "about 34 s"});
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void underLoadLinkFieldsReachThePlan() {
        LatencyUnderLoadLinkWizard wizard(fakeDynamos());
        setFields(wizard, {{"twoHosts", true},
                           {"addressB", "10.0.0.2"},
                           {"receive", true},
                           {"loadSize", 1024},
                           {"loadDepth", 4},
                           {"probeSize", 128},
                           {"probeRateHz", 50},
                           {"idleS", 2.0},
                           {"runS", 3.0}});
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        QCOMPARE(plan.idleS, 2.0);
        QCOMPARE(plan.runS, 3.0);
        QCOMPARE(plan.dynamos, (std::vector<model::DynamoDef>{{"A", true}, {"B", false}}));
        const model::WorkerDef& load = plan.workers.at(0);
        const model::WorkerDef& probe = plan.workers.at(1);
        QCOMPARE(load.outstanding, 4);
        QCOMPARE(plan.findSpec(load.spec)->lines.at(0).size, 1024u);
        QCOMPARE(plan.findSpec(load.spec)->lines.at(0).read, 100);
        QCOMPARE(plan.findSpec(probe.spec)->lines.at(0).size, 128u);
        QCOMPARE(probe.probe, std::optional<model::ProbeDef>(model::ProbeDef{50}));
        // Both between A and B: the probe times the path the load fills.
        for (const model::WorkerDef* w : {&load, &probe}) {
            QCOMPARE(w->dynamo, std::string("A"));
            QCOMPARE(w->ends()->bind, std::string("10.0.0.1"));
            QCOMPARE(w->ends()->peer.dynamo, std::string("B"));
            QCOMPARE(w->ends()->peer.address, std::string("10.0.0.2"));
        }
        QVERIFY(QString::fromStdString(plan.description).contains("--name B"));
        const QString summary = summaryOf(wizard).replace(QChar::Nbsp, ' ');
        QVERIFY_CONTAINS(summary, {"TCP stream, receive, 1 KiB requests, 4 connections",
                                   "UDP round trips of 128 B, 50 a second", "2 s probe alone"});
        // A size the box does not offer changes nothing.
        wizard.setField("loadSize", 1000);
        QCOMPARE(wizard.field("loadSize").toLongLong(), 1024);
    }

    void underLoadDiskDefaultsAndFields() {
        QTemporaryDir dir;
        LatencyUnderLoadDiskWizard wizard(fakeDiskDynamos());
        QVERIFY_SOUND(wizard);
        model::Plan plan = wizard.plan();
        const auto j = model::toJson(plan);
        QCOMPARE(j["idle_s"].get<double>(), 5.0);
        QCOMPARE(j["run_s"].get<double>(), 20.0);
        QCOMPARE(j["workers"].size(), 2u);
        // 128 KiB sequential writes at 32 in flight, and beside them 4 KiB random reads at
        // one in flight, 100 a second, of the same test file.
        const model::WorkerDef& load = plan.workers.at(0);
        const model::WorkerDef& probe = plan.workers.at(1);
        QCOMPARE(load.kindName(), std::string("disk"));
        QCOMPARE(load.outstanding, 32);
        QVERIFY(!load.probe);
        const model::AccessLine& l = plan.findSpec(load.spec)->lines.at(0);
        QCOMPARE(l.size, 131072u);
        QCOMPARE(l.read, 0);
        QCOMPARE(l.random, 0);
        QCOMPARE(probe.name, std::string("reads"));
        QCOMPARE(probe.kindName(), std::string("disk"));
        QCOMPARE(probe.outstanding, 1);
        QCOMPARE(j["workers"][1]["probe"]["rate_hz"].get<double>(), 100.0);
        const model::AccessLine& p = plan.findSpec(probe.spec)->lines.at(0);
        QCOMPARE(p.size, 4096u);
        QCOMPARE(p.read, 100);
        QCOMPARE(p.random, 100);
        QCOMPARE(*load.as<model::DiskSettings>(), *probe.as<model::DiskSettings>());
        QCOMPARE(load.as<model::DiskSettings>()->path, std::string("/var/tmp/iometry.tst"));
        QCOMPARE(plan.dynamos, (std::vector<model::DynamoDef>{{"local", true}}));

        const QString path = dir.filePath("under-load.tst");
        setFields(wizard, {{"path", path}, {"fileSizeMiB", 64}, {"loadSize", 4096}, {"loadRead", 70},
                           {"loadRandom", 100}, {"loadDepth", 8}, {"probeRateHz", 20}, {"idleS", 1.0},
                           {"runS", 2.0}});
        QVERIFY_SOUND(wizard);
        plan = wizard.plan();
        QCOMPARE(plan.workers.at(0).outstanding, 8);
        QCOMPARE(plan.findSpec(plan.workers.at(0).spec)->lines.at(0),
                 (model::AccessLine{.size = 4096, .read = 70, .random = 100}));
        QCOMPARE(plan.workers.at(1).probe->rateHz, 20.0);
        for (const model::WorkerDef& w : plan.workers) {
            QCOMPARE(QString::fromStdString(w.as<model::DiskSettings>()->path), path);
            QCOMPARE(w.as<model::DiskSettings>()->fileSize, std::uint64_t{64} << 20);
        }
        QCOMPARE(plan.idleS, 1.0);
        QCOMPARE(plan.runS, 2.0);
        QVERIFY(QString::fromStdString(plan.name).contains(path));

        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        walkAndShoot(wizard, QStringLiteral("under-load-disk"));
        QCOMPARE(wizard.currentId(), int(LatencyUnderLoadDiskWizard::SummaryPageId));
        QVERIFY_CONTAINS(wizard.summaryPage()->summaryText().replace(QChar::Nbsp, ' '),
                         {"4 KiB random 70/30, 8 in flight, O_DIRECT", "4 KiB random reads, 20 a second",
                          "1 s probe alone, 1 s warm-up + 2 s under the load, 1 s probe alone"});
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void underLoadDiskRefusesABlockDevice() {
        // The local dynamo reports devices, but the load and the probe cannot share one.
        LatencyUnderLoadDiskWizard wizard(fakeDiskDynamos());
        wizard.show();
        auto* device = wizard.targetPage()->findChild<QRadioButton*>("device");
        QVERIFY(device && !device->isEnabled());
        QVERIFY(!wizard.targetPage()->findChild<QTreeWidget*>("deviceList")->isVisible());
        const QString refusal = "A block device is claimed by one worker alone";
        const auto labels = wizard.targetPage()->findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(),
                            [&](QLabel* l) { return l->isVisible() && l->text().startsWith(refusal); }));
        // Chosen all the same (a field set from outside): refused with the reason.
        wizard.setField("device", true);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().startsWith(refusal), qPrintable(wizard.currentReason()));
        wizard.setField("file", true);
        QVERIFY(wizard.currentReason().isEmpty());
        // A path under /dev is a device too; an empty one names nothing.
        wizard.setField("path", "/dev/loop7");
        QVERIFY2(wizard.currentReason().startsWith(refusal), qPrintable(wizard.currentReason()));
        wizard.setField("path", "");
        QCOMPARE(wizard.currentReason(), QString("Type the path of the test file."));
        QVERIFY(!wizard.problems().isEmpty());
    }

    void mtuSweepDefaults() {
        MtuSweepWizard wizard;
        // No loopback to fall back on: without addresses the plan cannot run.
        QVERIFY(!wizard.problems().isEmpty());
        QVERIFY(!wizard.field("loopback").toBool());
        QVERIFY(wizard.field("twoHosts").toBool());
        QVERIFY(!wizard.topologyPage()->isLoopback());
        wizard.setField("addressA", "10.0.0.1");
        wizard.setField("addressB", "10.0.0.2");
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        const auto back = roundTrip(plan);
        QVERIFY(back);
        QCOMPARE(*back, plan);
        QCOMPARE(plan.procedure.name(), std::string("sweep"));
        QCOMPARE(plan.sweep.size(), 1u);
        QCOMPARE(plan.sweep[0].param, model::SweepParam::Mtu);
        QCOMPARE(plan.sweep[0].values, (std::vector<std::int64_t>{1500, 4000, 9000}));
        QCOMPARE(plan.runS, 10.0);
        QCOMPARE(plan.rampS, 2.0);
        QCOMPARE(plan.repeats, 1);
        QCOMPARE(plan.waitS, 60.0);
        QCOMPARE(plan.dynamos.size(), 2u);
        QCOMPARE(plan.dynamos[0], (model::DynamoDef{"A", true}));
        QCOMPARE(plan.dynamos[1], (model::DynamoDef{"B", false}));
        QCOMPARE(plan.workers.size(), 1u);
        const model::WorkerDef& w = plan.workers[0];
        QCOMPARE(w.name, std::string("nic"));
        QCOMPARE(w.kindName(), std::string("tcp"));
        QCOMPARE(w.dynamo, std::string("A"));
        QCOMPARE(w.ends()->bind, std::string("10.0.0.1"));
        QCOMPARE(w.ends()->peer.dynamo, std::string("B"));
        QCOMPARE(w.ends()->peer.address, std::string("10.0.0.2"));
        QCOMPARE(plan.specs.size(), 1u);
        QCOMPARE(w.spec, plan.specs[0].name);
        QCOMPARE(plan.specs[0].lines[0].size, 65536u);
        QCOMPARE(plan.specs[0].lines[0].read, 0);  // transmit
        QCOMPARE(model::sweepStepCount(plan), std::uint64_t{3});
        QVERIFY(QString::fromStdString(plan.description).contains("CAP_NET_ADMIN"));

        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary,
                         {"1500, 4000, 9000", "CAP_NET_ADMIN",
                          "iometry-dynamo --manager 10.0.0.1:", "2 s warm-up + 10 s measured"});
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void mtuSweepOffersNoLoopback() {
        MtuSweepWizard wizard(fakeDynamos());
        wizard.show();
        // The local dynamo's first real address is offered for A.
        QCOMPARE(wizard.field("addressA").toString(), QString("10.0.0.1"));
        for (QAbstractButton* button : wizard.topologyPage()->findChildren<QAbstractButton*>())
            QVERIFY2(!button->isVisible(), qPrintable(button->text()));
        QVERIFY(wizard.field("twoHosts").toBool());
        QVERIFY(wizard.currentReason().contains("Host B: type its address"));
    }

    void mtuSweepFieldsReachThePlan_data() {
        QTest::addColumn<ThroughputMode>("mode");
        for (const auto mode :
             {ThroughputMode::Transmit, ThroughputMode::Receive, ThroughputMode::FullDuplex})
            QTest::addRow("%s", fieldOf(mode)) << mode;
    }

    void mtuSweepFieldsReachThePlan() {
        QFETCH(ThroughputMode, mode);
        MtuSweepWizard wizard(fakeDynamos());
        setFields(wizard, {{"addressB", "10.0.0.2"},
                           {fieldOf(mode), true},
                           {"mtu1500", false},
                           {"mtu9216", true},
                           {"mtu2000", true},
                           {"requestKiB", 256},
                           {"runS", 20.0},
                           {"rampS", 3.0},
                           {"repeats", 5},
                           {"aggregate", 1}});
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        const auto back = roundTrip(plan);
        QVERIFY(back);
        QCOMPARE(*back, plan);
        QCOMPARE(plan.sweep.at(0).param, model::SweepParam::Mtu);
        QCOMPARE(plan.sweep[0].values, (std::vector<std::int64_t>{2000, 4000, 9000, 9216}));
        QCOMPARE(wizard.modePage()->mode(), mode);
        QCOMPARE(plan.specs.at(0).name, throughputSpec(mode).name);
        for (const model::AccessLine& line : plan.specs[0].lines) {
            QCOMPARE(line.size, 262144u);
            QCOMPARE(line.read, readOf(mode));
        }
        QCOMPARE(plan.runS, 20.0);
        QCOMPARE(plan.rampS, 3.0);
        QCOMPARE(plan.repeats, 5);
        QCOMPARE(plan.aggregate, model::Aggregate::Median);
        QCOMPARE(model::sweepStepCount(plan), std::uint64_t{4});
        QVERIFY(QString::fromStdString(plan.name).contains(throughputModeName(mode)));
        QVERIFY(QString::fromStdString(plan.name).contains("10.0.0.1 to 10.0.0.2"));
    }

    void mtuSweepRefusesNoMtu() {
        MtuSweepWizard wizard(fakeDynamos());
        wizard.setField("addressB", "10.0.0.2");
        wizard.show();
        QVERIFY(goTo(wizard, MtuSweepWizard::StepPageId));
        for (QCheckBox* box : wizard.mtuPage()->mtuChecks()->boxes()) box->setChecked(false);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains("at least one MTU"),
                 qPrintable(wizard.currentReason()));
        QVERIFY(!wizard.problems().isEmpty());
        wizard.setField("mtu6000", true);
        QVERIFY(wizard.currentReason().isEmpty());
        QCOMPARE(wizard.plan().sweep.at(0).values, (std::vector<std::int64_t>{6000}));
    }

    void mtuSweepRefusesBadAddresses_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("reason");
        QTest::newRow("A empty") << "" << "10.0.0.2" << "Host A: type its address";
        QTest::newRow("B empty") << "10.0.0.1" << "" << "Host B: type its address";
        QTest::newRow("A loopback") << "127.0.0.1" << "10.0.0.2"
                                    << "Host A: 127.0.0.1 is a loopback address";
        QTest::newRow("B loopback") << "10.0.0.1" << "127.0.0.2"
                                    << "Host B: 127.0.0.2 is a loopback address";
        QTest::newRow("B loopback v6") << "fd00::1" << "::1"
                                       << "Host B: ::1 is a loopback address";
    }

    void mtuSweepRefusesBadAddresses() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, reason);
        MtuSweepWizard wizard;
        wizard.setField("addressA", a);
        wizard.setField("addressB", b);
        wizard.show();
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains(reason), qPrintable(wizard.currentReason()));
        QVERIFY(!wizard.problems().isEmpty());
        // A loopback address is refused for what it is, not sent to a loopback choice.
        QVERIFY(!wizard.currentReason().contains("choose Loopback"));
        // Put right, the wizard goes on; spoiled under the summary page, Finish refuses.
        wizard.setField("addressA", "10.0.0.1");
        wizard.setField("addressB", "10.0.0.2");
        QVERIFY(goTo(wizard, MtuSweepWizard::SummaryPageId));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
        wizard.setField("addressA", a);
        wizard.setField("addressB", b);
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains(reason), qPrintable(wizard.currentReason()));
        wizard.accept();
        QVERIFY(wizard.result() != QDialog::Accepted);
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
        QVERIFY_SOUND(wizard);
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));
        QCOMPARE(plan.dynamos.size(), 1u);
        QCOMPARE(plan.dynamos[0], (model::DynamoDef{"local", true}));
        QCOMPARE(plan.workers.size(), std::size_t(clients));
        for (int i = 0; i < clients; ++i) {
            const auto& w = plan.workers[i];
            QCOMPARE(QString::fromStdString(w.name), QString("client%1").arg(i + 1));
            QCOMPARE(w.dynamo, std::string("local"));
            QCOMPARE(w.ends()->bind, std::string("127.0.0.1"));
            QCOMPARE(w.ends()->peer.dynamo, std::string("local"));
            QCOMPARE(w.ends()->peer.address, std::string("127.0.0.1"));
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
        setFields(wizard, {{"receive", true},
                           {"sizeIndex", 4},
                           {"repeats", 20},
                           {"aggregate", 2},
                           {"runS", 30.0},
                           {"rampS", 3.0}});
        QVERIFY_SOUND(wizard);
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
            QCOMPARE(QString::fromStdString(w.ends()->bind), server);
            QCOMPARE(QString::fromStdString(w.ends()->peer.dynamo), QString("host%1").arg(i));
            QCOMPARE(QString::fromStdString(w.ends()->peer.address), clientAddress(i));
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
        setFields(wizard, {{"severalHosts", true},
                           {"clientCount", 3},
                           {"serverAddress", "10.0.0.1"},
                           {"clientDynamo1", "alpha"},
                           {"clientAddress1", "10.0.0.2"},
                           {"clientDynamo2", "alpha"},
                           {"clientAddress2", "10.0.1.2"},
                           {"clientDynamo3", "beta"},
                           {"clientAddress3", "10.0.0.3"}});
        const model::Plan plan = wizard.plan();
        QVERIFY2(problemsOf(plan).isEmpty(), qPrintable(problemsOf(plan)));
        QCOMPARE(plan.dynamos.size(), 3u);
        QCOMPARE(plan.workers.size(), 3u);
        QCOMPARE(plan.workers[0].name, std::string("alpha 1"));
        QCOMPARE(plan.workers[1].name, std::string("alpha 2"));
        QCOMPARE(plan.workers[2].name, std::string("beta"));
        QCOMPARE(plan.workers[1].ends()->peer.address, std::string("10.0.1.2"));
    }

    void serverSummary() {
        ServerClientsWizard wizard;
        wizard.setField("clientCount", 3);
        wizard.setField("repeats", 5);
        const QString summary = summaryOf(wizard);
        QVERIFY_CONTAINS(summary, {"client1, client2, client3"});
        QVERIFY(summary.contains("&quot;all&quot;") || summary.contains("\"all\""));
        QVERIFY(summary.contains("1 × 5 ≈ 1 min 5 s (each 12 s)"));
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
        setFields(wizard, {{"severalHosts", true},
                           {"clientCount", 2},
                           {"serverAddress", "10.0.0.1"},
                           {"clientAddress1", "10.0.0.2"},
                           {"clientAddress2", "10.0.0.3"}});
        QVERIFY2(wizard.currentReason().isEmpty(), qPrintable(wizard.currentReason()));
        wizard.setField(field, value);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY2(wizard.currentReason().contains(reason), qPrintable(wizard.currentReason()));
        QVERIFY(wizard.currentPage()->findChild<QLabel*>("reason")->isVisible());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ServerClientsWizard::HostsPageId));
        QVERIFY(!wizard.problems().isEmpty());
    }

    // --- disk I/O ------------------------------------------------------------------------

    void diskDefaults() {
        DiskIoWizard wizard;
        // No dynamo yet: the devices are not known, only a test file can be chosen.
        QVERIFY(!wizard.targetPage()->findChild<QRadioButton*>("device")->isEnabled());
        QVERIFY(wizard.problems().isEmpty());
        const nlohmann::ordered_json json = model::toJson(wizard.plan());
        const auto& w = json["workers"][0];
        QCOMPARE(QString::fromStdString(w["kind"].get<std::string>()), QString("disk"));
        QCOMPARE(QString::fromStdString(w["path"].get<std::string>()), QString("/var/tmp/iometry.tst"));
        QCOMPARE(w["file_size"].get<std::uint64_t>(), std::uint64_t{1} << 30);
        QCOMPARE(w["direct"].get<bool>(), true);
        QCOMPARE(QString::fromStdString(w["engine"].get<std::string>()), QString("auto"));
        QVERIFY(!w.contains("block_device"));
        QVERIFY(!w.contains("force"));
        QVERIFY(!w.contains("verify"));
        QVERIFY(!w.contains("bind"));
        QCOMPARE(json["sweep"]["outstanding"].get<std::vector<int>>(),
                 std::vector<int>({1, 2, 4, 8, 16, 32}));
        QVERIFY(!json["sweep"].contains("size"));
        const auto& line = json["specs"][0]["lines"][0];
        QCOMPARE(line["size"].get<int>(), 4096);
        QCOMPARE(line["read"].get<int>(), 100);
        QCOMPARE(line["random"].get<int>(), 100);
        QCOMPARE(json["dynamos"][0]["name"].get<std::string>(), std::string("local"));
        QVERIFY(json["dynamos"][0]["spawn"].get<bool>());
        QVERIFY(roundTrip(wizard.plan()));

        // The library offers at least the six classic patterns.
        QStringList names = wizard.specPage()->library().names();
        for (const char* name : {"4 KiB random read", "4 KiB random write", "4 KiB random 70/30",
                                 "64 KiB sequential read", "64 KiB sequential write",
                                 "1 MiB sequential read"})
            QVERIFY2(names.contains(name), name);

        wizard.show();
        walkAndShoot(wizard, QStringLiteral("disk-file"));
        QCOMPARE(wizard.currentId(), int(DiskIoWizard::SummaryPageId));
        const QString summary = wizard.summaryPage()->summaryText();
        QVERIFY2(summary.contains("/var/tmp/iometry.tst"), qPrintable(summary));
        QVERIFY2(summary.contains("1, 2, 4, 8, 16, 32"), qPrintable(summary));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void diskFieldsReachThePlan() {
        DiskIoWizard wizard;
        wizard.setField("path", "/tmp/iometry-wizard.tst");
        wizard.setField("fileSizeMiB", 16);
        wizard.setField("spec", 2);  // 4 KiB random 70/30
        wizard.setField("engine", 3);  // sync
        setFields(wizard, {{"direct", false},
                           {"verify", true},
                           {"qdLinear", true},
                           {"qdStart", 2},
                           {"qdEnd", 9},
                           {"qdStep", 3},
                           {"runS", 1.0},
                           {"rampS", 0.0}});
        QVERIFY_SOUND(wizard);
        model::Plan plan = wizard.plan();
        QCOMPARE(plan.runS, 1.0);
        QCOMPARE(plan.rampS, 0.0);
        const auto json = model::toJson(plan);
        const auto& w = json["workers"][0];
        QCOMPARE(QString::fromStdString(w["path"].get<std::string>()), QString("/tmp/iometry-wizard.tst"));
        QCOMPARE(w["file_size"].get<std::uint64_t>(), std::uint64_t{16} << 20);
        QCOMPARE(QString::fromStdString(w["engine"].get<std::string>()), QString("sync"));
        QCOMPARE(w["direct"].get<bool>(), false);
        QCOMPARE(w["verify"].get<bool>(), true);
        QCOMPARE(json["specs"][0]["lines"][0]["read"].get<int>(), 70);
        QCOMPARE(json["sweep"]["outstanding"].get<std::vector<int>>(), std::vector<int>({2, 5, 8}));
        // The sync engine keeps one in flight: the page says so.
        QVERIFY(wizard.cyclingPage()->findChild<QLabel*>("qdPreview")->text().contains("sync"));

        // Request sizes instead of the spec's: the size axis first, each with the QD curve.
        wizard.setField("sizeSweep", true);
        for (const auto size : DiskCyclingPage::offeredSizes())
            wizard.setField(QStringLiteral("size%1").arg(size), size == 4096 || size == 65536);
        plan = wizard.plan();
        QVERIFY(roundTrip(plan));
        QCOMPARE(plan.sweep.size(), 2u);
        QCOMPARE(plan.sweep[0].param, model::SweepParam::Size);
        QCOMPARE(plan.sweep[0].values, std::vector<std::int64_t>({4096, 65536}));
        QCOMPARE(plan.sweep[1].param, model::SweepParam::Outstanding);
        QCOMPARE(model::sweepStepCount(plan), std::uint64_t{6});
        // The spec is named by its pattern: each step gives it another size.
        QCOMPARE(plan.specs[0].name, std::string("random 70/30"));
        QCOMPARE(plan.workers[0].spec, plan.specs[0].name);

        // One depth: no outstanding axis, the worker carries it.
        setFields(wizard, {{"sizeSweep", false}, {"qdStart", 4}, {"qdEnd", 4}});
        plan = wizard.plan();
        QVERIFY(plan.sweep.empty());
        QCOMPARE(plan.workers[0].outstanding, 4);
        QVERIFY(roundTrip(plan));

        // The plan as iometry-run reads it, for a run by hand (IOMETRY_WIZARD_SHOTS=DIR).
        const QString dir = qEnvironmentVariable("IOMETRY_WIZARD_SHOTS");
        if (!dir.isEmpty()) {
            setFields(wizard, {{"engine", 0},
                               {"verify", false},
                               {"direct", true},
                               {"qdExponential", true},
                               {"qdStart", 1},
                               {"qdEnd", 4},
                               {"qdStep", 2}});
            QDir().mkpath(dir);
            QFile file(QDir(dir).filePath("disk-io-plan.json"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(model::toJson(wizard.plan()).dump(2)));
        }
    }

    void diskDeviceNeedsConsent() {
        DiskIoWizard wizard(fakeDiskDynamos());
        auto* device = wizard.targetPage()->findChild<QRadioButton*>("device");
        QVERIFY(device->isEnabled());
        auto* list = wizard.targetPage()->findChild<QTreeWidget*>("deviceList");
        QCOMPARE(list->topLevelItemCount(), 3);  // vda (with vda1 under it), loop3, loop7
        QCOMPARE(list->topLevelItem(0)->child(0)->text(0), QString("/dev/vda1"));
        QVERIFY(list->topLevelItem(0)->text(1).contains("256 GiB"));
        QVERIFY(list->topLevelItem(0)->text(2).contains("QEMU HARDDISK"));
        QVERIFY(list->topLevelItem(0)->text(4).contains("mounted at /"));
        QVERIFY(list->topLevelItem(2)->text(4).startsWith("safe"));

        wizard.setField("device", true);
        QVERIFY(wizard.targetPage()->check().contains("Pick a block device"));
        // Verify works on a device too (its span is filled with stamps first).
        QVERIFY(wizard.specPage()->findChild<QCheckBox*>("verify")->isEnabled());

        // An empty device: no consent needed beyond choosing it.
        wizard.setField("devicePath", "/dev/loop7");
        QCOMPARE(wizard.targetPage()->check(), QString());
        auto* force = wizard.targetPage()->findChild<QCheckBox*>("force");
        QVERIFY(force->isHidden());
        auto json = model::toJson(wizard.plan());
        QCOMPARE(QString::fromStdString(json["workers"][0]["path"].get<std::string>()), QString("/dev/loop7"));
        QCOMPARE(json["workers"][0]["block_device"].get<bool>(), true);
        QVERIFY(!json["workers"][0].contains("force"));
        QVERIFY(!json["workers"][0].contains("file_size"));
        QVERIFY(!json["workers"][0].contains("verify"));
        QVERIFY(wizard.problems().isEmpty());
        // A span from the device's start becomes file_size; more than the device is refused.
        wizard.setField("deviceSpanMiB", 16);
        QCOMPARE(model::toJson(wizard.plan())["workers"][0]["file_size"].get<std::uint64_t>(),
                 std::uint64_t{16} << 20);
        wizard.setField("deviceSpanMiB", 65);  // loop7 holds 64 MiB
        QVERIFY2(wizard.targetPage()->check().contains("larger than /dev/loop7"),
                 qPrintable(wizard.targetPage()->check()));
        wizard.setField("deviceSpanMiB", 0);
        QCOMPARE(wizard.targetPage()->check(), QString());
        wizard.setField("verify", true);
        QCOMPARE(model::toJson(wizard.plan())["workers"][0].value("verify", false), true);
        QVERIFY(wizard.problems().isEmpty());
        wizard.setField("verify", false);

        // A device that holds data: only after Force, with a warning.
        wizard.setField("devicePath", "/dev/loop3");
        QVERIFY2(wizard.targetPage()->check().contains("holds data"),
                 qPrintable(wizard.targetPage()->check()));
        QVERIFY(!force->isHidden());
        auto* warning = wizard.targetPage()->findChild<QLabel*>("forceWarning");
        QVERIFY(warning->text().contains("will be overwritten"));
        QVERIFY(!wizard.problems().isEmpty());
        wizard.setField("force", true);
        QCOMPARE(wizard.targetPage()->check(), QString());
        json = model::toJson(wizard.plan());
        QCOMPARE(json["workers"][0]["force"].get<bool>(), true);
        QVERIFY(roundTrip(wizard.plan()));

        // Another device takes its own consent.
        wizard.setField("devicePath", "/dev/loop7");
        wizard.setField("devicePath", "/dev/loop3");
        QVERIFY(!wizard.field("force").toBool());
        // A device in use: refused, Force or not.
        wizard.setField("devicePath", "/dev/vda1");
        QVERIFY(wizard.targetPage()->check().contains("in use"));
        QVERIFY(force->isHidden());

        wizard.setField("devicePath", "/dev/loop3");
        wizard.setField("force", true);
        wizard.show();
        walkAndShoot(wizard, QStringLiteral("disk-device"));
        QCOMPARE(wizard.currentId(), int(DiskIoWizard::SummaryPageId));
        QVERIFY(wizard.summaryPage()->summaryText().contains("/dev/loop3"));

        // Back to a file: block_device and force go.
        wizard.setField("file", true);
        json = model::toJson(wizard.plan());
        QVERIFY(!json["workers"][0].contains("block_device"));
        QVERIFY(!json["workers"][0].contains("force"));
    }

    void diskRefusesBadInput_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no path") << "path" << QVariant("") << "Type the path of the test file.";
        QTest::newRow("relative path") << "path" << QVariant("data/x.tst") << "must be absolute";
        QTest::newRow("a device as a file") << "path" << QVariant("/dev/sda") << "is under /dev";
        QTest::newRow("a directory") << "path" << QVariant("/var/tmp/") << "names a directory";
        QTest::newRow("end below start") << "qdStart" << QVariant(64) << "less than the first";
        QTest::newRow("step 1 exponential") << "qdStep" << QVariant(1) << "at least 2";
        QTest::newRow("no size") << "sizeSweep" << QVariant(true) << "at least one request size";
    }

    void diskRefusesBadInput() {
        QFETCH(QString, field);
        QFETCH(QVariant, value);
        QFETCH(QString, reason);
        DiskIoWizard wizard;
        if (field == "sizeSweep")
            for (const auto size : DiskCyclingPage::offeredSizes())
                wizard.setField(QStringLiteral("size%1").arg(size), false);
        wizard.setField(field, value);
        const QStringList problems = wizard.problems();
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.front().contains(reason), qPrintable(problems.join('\n')));
    }

    // --- menu ----------------------------------------------------------------------------

    void menuSitsBetweenRunAndDynamos() {
        Workbench bench;
        MainWindow& window = bench.window;
        QStringList titles;
        for (QAction* a : window.menuBar()->actions()) titles << a->text();
        QCOMPARE(titles, QStringList({"&File", "&Edit", "&View", "&Run", "&Wizards", "Re&port",
                                      "&Dynamos", "&Settings", "&Help"}));
        auto* menu = window.findChild<QMenu*>("wizardsMenu");
        QVERIFY(menu);
        QVERIFY(menu->toolTipsVisible());
        QStringList entries;
        for (QAction* a : menu->actions()) entries << a->text();
        QCOMPARE(entries, QStringList({"&Adapter throughput…", "One server, several &clients…",
                                       "&Latency (round trips)…", "UDP &ramp…",
                                       "&Zero-loss rate (RFC 2544)…",
                                       "&Fine size sweep (NetPIPE)…",
                                       "Adapter delay (round &trip)…",
                                       "&Jumbo frames (MTU sweep)…", "&Disk I/O…",
                                       "Load–latency curve of a lin&k…",
                                       "Load–latency curve of a d&isk…",
                                       "Latency &under load of a link…",
                                       "Latency under l&oad of a disk…",
                                       QString(), "Review &suite…"}));
        // From the keyboard: Alt+W, then a letter of its own for each wizard.
        QSet<QChar> letters;
        for (const QString& text : entries) {
            if (text.isEmpty()) continue;
            const qsizetype amp = text.indexOf('&');
            QVERIFY2(amp >= 0 && amp + 1 < text.size(), qPrintable(text + " has no mnemonic"));
            const QChar letter = text.at(amp + 1).toLower();
            QVERIFY2(!letters.contains(letter), qPrintable(text + ": its letter is taken"));
            letters.insert(letter);
        }
        // The suite's wizard starts a run rather than handing a plan over: a shortcut of its own.
        QAction* suite = menu->findChild<QAction*>("reviewSuiteAction");
        QVERIFY(suite && suite->isEnabled());
        QCOMPARE(suite->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
        for (const char* name : {"adapterThroughputAction", "serverClientsAction", "latencyAction",
                                 "udpRampAction", "rateSearchAction", "fineSweepAction",
                                 "adapterDelayAction", "mtuSweepAction", "diskIoAction",
                                 "loadLatencyLinkAction", "loadLatencyDiskAction",
                                 "latencyUnderLoadLinkAction", "latencyUnderLoadDiskAction"}) {
            QAction* action = menu->findChild<QAction*>(name);
            QVERIFY2(action, name);
            QVERIFY2(action->isEnabled(), name);
            QVERIFY2(!action->toolTip().isEmpty() && action->toolTip() != action->text(), name);
        }
    }

    void menuOpensTheWizards_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("wizard");
        QTest::addColumn<std::string>("procedure");
        QTest::addColumn<std::string>("workerKind");
        QTest::newRow("udp ramp") << "udpRampAction"
                                  << "udpRampWizard" << std::string("udp_ramp")
                                  << std::string("udp");
        QTest::newRow("rate search")
            << "rateSearchAction"
            << "rateSearchWizard" << std::string("rate_search") << std::string("udp");
        QTest::newRow("fine sweep")
            << "fineSweepAction"
            << "fineSweepWizard" << std::string("fine_sweep") << std::string("tcp");
        QTest::newRow("adapter delay")
            << "adapterDelayAction"
            << "adapterDelayWizard" << std::string("adapter_delay") << std::string("udp");
        QTest::newRow("latency") << "latencyAction"
                                 << "latencyWizard" << std::string("latency") << std::string("tcp");
        // A sweep of the MTU, two hosts only.
        QTest::newRow("mtu sweep")
            << "mtuSweepAction"
            << "mtuSweepWizard" << std::string("sweep") << std::string("tcp");
        QTest::newRow("disk") << "diskIoAction"
                              << "diskIoWizard" << std::string("sweep") << std::string("disk");
        // One method, a wizard per target.
        QTest::newRow("load latency, link")
            << "loadLatencyLinkAction"
            << "loadLatencyLinkWizard" << std::string("load_latency") << std::string("tcp");
        QTest::newRow("load latency, disk")
            << "loadLatencyDiskAction"
            << "loadLatencyDiskWizard" << std::string("load_latency") << std::string("disk");
        // A load and a probe: a sweep of one step, a wizard per target.
        QTest::newRow("under load, link")
            << "latencyUnderLoadLinkAction"
            << "latencyUnderLoadLinkWizard" << std::string("sweep") << std::string("tcp");
        QTest::newRow("under load, disk")
            << "latencyUnderLoadDiskAction"
            << "latencyUnderLoadDiskWizard" << std::string("sweep") << std::string("disk");
    }

    void menuOpensTheWizards() {
        QFETCH(QString, action);
        QFETCH(QString, wizard);
        QFETCH(std::string, procedure);
        QFETCH(std::string, workerKind);
        Workbench bench;
        QAction* menuAction = bench.window.findChild<QAction*>(action);
        QVERIFY(menuAction && menuAction->isEnabled());
        menuAction->trigger();
        auto* opened = bench.window.findChild<PlanWizard*>(wizard);
        QVERIFY(opened);
        QTRY_VERIFY(opened->isVisible());
        if (action == "mtuSweepAction")
            setFields(*opened, {{"addressA", "10.0.0.1"}, {"addressB", "10.0.0.2"}});
        const model::Plan expected = opened->plan();
        QVERIFY(goTo(*opened, summaryIdOf(*opened)));
        opened->accept();
        QCOMPARE(bench.document.plan(), expected);
        QCOMPARE(bench.document.plan().procedure.name(), procedure);
        QCOMPARE(bench.document.plan().workers.at(0).kindName(), workerKind);
        QVERIFY(bench.document.validate().empty());
        QTRY_VERIFY(!bench.window.findChild<PlanWizard*>(wizard));  // deleted on close
    }

    void menuHandsThePlanToTheDocument() {
        Workbench bench;
        PlanDocument& document = bench.document;
        MainWindow& window = bench.window;
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

        // A wizard's plan is not edited yet: the next wizard replaces it without asking.
        QVERIFY(!document.isModified());
        window.findChild<QAction*>("serverClientsAction")->trigger();
        auto* server = window.findChild<ServerClientsWizard*>();
        QVERIFY(server);
        server->setField("clientCount", 4);
        QVERIFY(goTo(*server, ServerClientsWizard::SummaryPageId));
        const ReplaceQuestion question = answerReplaceQuestion(Qt::Key_Escape);
        server->accept();
        QVERIFY(!question->asked);
        QCOMPARE(document.plan().workers.size(), 4u);
        QVERIFY(document.validate().empty());
        QTRY_VERIFY(!window.findChild<ServerClientsWizard*>());
    }

    void aPlanJustOpenedOrSavedHasNothingUnsaved() {
        // Every page shows it once events have run: none may count that as an edit.
        Workbench bench;
        QTemporaryDir dir;
        const auto examples = MainWindow::examplePlans(MainWindow::examplesDir());
        QVERIFY(!examples.empty());
        for (const auto& example : examples) {
            const QString name = QFileInfo(example.path).fileName();
            QVERIFY2(bench.window.openExample(example.path), qPrintable(name));
            QTest::qWait(20);
            QVERIFY2(!bench.document.isModified(), qPrintable(name + " as an example"));
            QString error;
            const QString path = dir.filePath(name);
            QVERIFY2(bench.document.save(path, error), qPrintable(error));
            QTest::qWait(20);
            QVERIFY2(!bench.document.isModified(), qPrintable(name + " just saved"));
            QVERIFY2(bench.window.openPlan(path), qPrintable(name));
            QTest::qWait(20);
            QVERIFY2(!bench.document.isModified(), qPrintable(name + " opened"));
        }
    }

    void replacingUnsavedChangesAsksAndLosesNothing() {
        Workbench bench;
        PlanDocument& document = bench.document;
        MainWindow& window = bench.window;
        // A freshly started plan has nothing unsaved.
        QVERIFY(!document.isModified());
        // Saved to a file of the test's, then edited: that edit is what may be lost.
        QTemporaryDir dir;
        const QString path = dir.filePath("edited.json");
        QString error;
        QVERIFY2(document.save(path, error), qPrintable(error));
        QVERIFY(!document.isModified());
        model::Plan edited = document.plan();
        edited.runS = 7;
        document.setPlan(edited);
        QVERIFY(document.isModified());

        window.findChild<QAction*>("serverClientsAction")->trigger();
        auto* server = window.findChild<ServerClientsWizard*>();
        QVERIFY(server);
        QTRY_VERIFY(server->isVisible());
        server->setField("clientCount", 3);
        QVERIFY(goTo(*server, ServerClientsWizard::SummaryPageId));
        const model::Plan wizardPlan = server->plan();

        // Escape: back to the wizard, on its summary, with everything entered.
        ReplaceQuestion question = answerReplaceQuestion(Qt::Key_Escape);
        server->button(QWizard::FinishButton)->click();
        QVERIFY(question->asked);
        QCOMPARE(question->defaultButton, QString("saveAndReplace"));
        QCOMPARE(question->buttons, QStringList({"Cancel", "replace", "saveAndReplace"}));
        QCOMPARE(document.plan(), edited);
        QVERIFY(document.isModified());
        QCOMPARE(window.findChild<ServerClientsWizard*>(), server);
        QVERIFY(server->isVisible());
        QCOMPARE(server->currentId(), int(ServerClientsWizard::SummaryPageId));
        QCOMPARE(server->plan(), wizardPlan);

        // Enter: the edit is saved to its file, then the wizard's plan replaces it.
        question = answerReplaceQuestion(Qt::Key_Return);
        server->button(QWizard::FinishButton)->click();
        QVERIFY(question->asked);
        QCOMPARE(document.plan(), wizardPlan);
        QVERIFY(!document.isModified());
        const auto saved = model::loadPlanFile(path.toStdString());
        QVERIFY(saved.ok());
        QCOMPARE(*saved.plan, edited);
        QTRY_VERIFY(!window.findChild<ServerClientsWizard*>());

        // Replace: the edit goes, as asked for; the file keeps what was saved.
        document.load(path);
        edited.runS = 9;
        document.setPlan(edited);
        window.findChild<QAction*>("adapterThroughputAction")->trigger();
        auto* adapter = window.findChild<AdapterThroughputWizard*>();
        QVERIFY(adapter);
        QVERIFY(goTo(*adapter, AdapterThroughputWizard::SummaryPageId));
        question = answerReplaceQuestion(Qt::Key_unknown, "replace");
        adapter->button(QWizard::FinishButton)->click();
        QVERIFY(question->asked);
        QCOMPARE(document.plan().name, adapter->plan().name);
        QCOMPARE(model::loadPlanFile(path.toStdString()).plan->runS, 7.0);
    }

    void wizardsRememberTheirLastValues() {
        {
            Workbench bench;
            bench.window.findChild<QAction*>("adapterThroughputAction")->trigger();
            auto* wizard = bench.window.findChild<AdapterThroughputWizard*>();
            QVERIFY(wizard);
            // Host B's address is typed, but the plan stays on loopback.
            setFields(*wizard, {{"addressB", "10.0.0.2"},
                                {"duplex", true},
                                {"size64", false},
                                {"runS", 7.5},
                                {"rampS", 0.5},
                                {"sampleMs", 500},
                                {"repeats", 3},
                                {"aggregate", 1}});
            QVERIFY(goTo(*wizard, AdapterThroughputWizard::SummaryPageId));
            wizard->accept();
            QTRY_VERIFY(!bench.window.findChild<AdapterThroughputWizard*>());

            // A wizard given up keeps nothing.
            bench.window.findChild<QAction*>("latencyAction")->trigger();
            auto* latency = bench.window.findChild<LatencyWizard*>();
            QVERIFY(latency);
            latency->setField("outstanding", 5);
            latency->reject();
            QTRY_VERIFY(!bench.window.findChild<LatencyWizard*>());
        }
        QSettings().sync();
        // The next start: another window, other wizards.
        Workbench bench;
        bench.window.findChild<QAction*>("adapterThroughputAction")->trigger();
        auto* wizard = bench.window.findChild<AdapterThroughputWizard*>();
        QVERIFY(wizard);
        QCOMPARE(wizard->field("duplex").toBool(), true);
        QCOMPARE(wizard->field("transmit").toBool(), false);
        QCOMPARE(wizard->field("size64").toBool(), false);
        QCOMPARE(wizard->field("size128").toBool(), true);
        QCOMPARE(wizard->field("runS").toDouble(), 7.5);
        QCOMPARE(wizard->field("rampS").toDouble(), 0.5);
        QCOMPARE(wizard->field("sampleMs").toInt(), 500);
        QCOMPARE(wizard->field("repeats").toInt(), 3);
        QCOMPARE(wizard->field("aggregate").toInt(), 1);
        // The hosts are today's network: the wizard offers its own again.
        QCOMPARE(wizard->field("addressB").toString(), QString());
        const model::Plan plan = wizard->plan();
        QCOMPARE(plan.runS, 7.5);
        QCOMPARE(plan.rampS, 0.5);
        QCOMPARE(plan.repeats, 3);
        QCOMPARE(plan.aggregate, model::Aggregate::Median);
        QCOMPARE(plan.sweep.at(0).values.front(), std::int64_t{128});
        QVERIFY_SOUND(*wizard);
        wizard->reject();

        // The method's own values too; one that was not finished is not kept.
        bench.window.findChild<QAction*>("latencyAction")->trigger();
        auto* latency = bench.window.findChild<LatencyWizard*>();
        QVERIFY(latency);
        QCOMPARE(latency->field("outstanding").toInt(), 1);
        latency->setField("outstanding", 4);
        latency->setField("trialS", 0.5);
        QVERIFY(goTo(*latency, summaryIdOf(*latency)));
        latency->accept();
        QTRY_VERIFY(!bench.window.findChild<LatencyWizard*>());
        bench.window.findChild<QAction*>("latencyAction")->trigger();
        latency = bench.window.findChild<LatencyWizard*>();
        QVERIFY(latency);
        QCOMPARE(latency->field("outstanding").toInt(), 4);
        QCOMPARE(latency->field("trialS").toDouble(), 0.5);
        QVERIFY_SOUND(*latency);
        latency->reject();
    }

    void summariesGiveTimesExactly() {
        AdapterThroughputWizard adapter(fakeDynamos());
        setFields(adapter, {{"runS", 2.0}, {"rampS", 0.5}});
        const QString summary = summaryOf(adapter);
        QVERIFY_CONTAINS(summary, {"0.5 s ramp + 2 s measured", "(each 2.5 s)"});
        QVERIFY2(!summary.contains("1 s ramp"), qPrintable(summary));
        ServerClientsWizard server(fakeDynamos());
        setFields(server, {{"runS", 2.0}, {"rampS", 0.5}});
        QVERIFY_CONTAINS(summaryOf(server), {"0.5 s ramp + 2 s measured"});
        QCOMPARE(formatStepTime(0.5), QString("0.5 s"));
        QCOMPARE(formatStepTime(2.5), QString("2.5 s"));
    }

    void pluralsReadInEnglish() {
        DiskIoWizard disk;
        disk.setField("sizeSweep", true);
        const auto offered = DiskCyclingPage::offeredSizes();
        auto* preview = disk.cyclingPage()->findChild<QLabel*>("qdPreview");
        for (const int count : {1, 6}) {
            for (std::size_t i = 0; i < offered.size(); ++i)
                disk.setField(QStringLiteral("size%1").arg(offered[i]), int(i) < count);
            const QString expected = count == 1 ? QString("With 1 request size, ")
                                                : QString("With %1 request sizes, ").arg(count);
            QVERIFY2(preview->text().contains(expected), qPrintable(preview->text()));
            QVERIFY2(!preview->text().contains("(s)"), qPrintable(preview->text()));
        }
        LatencyWizard latency;
        QStringList texts;
        for (QLabel* label : latency.findChildren<QLabel*>()) texts << label->text();
        const QString all = texts.join('\n');
        QVERIFY2(!all.contains("1 times"), qPrintable(all));
        QVERIFY_CONTAINS(all, {"With one, each round trip is timed alone"});
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
        for (const char* name :
             {"udp-ramp", "rate-search", "fine-sweep", "adapter-delay", "latency", "load-latency", "under-load"}) {
            QTest::addRow("%s loopback", name) << QString("%1-loopback").arg(name);
            QTest::addRow("%s two hosts", name) << QString("%1-two-hosts").arg(name);
        }
        // Two hosts only: no loopback row.
        QTest::newRow("mtu sweep two hosts") << "mtu-sweep-two-hosts";
        QTest::newRow("mtu sweep refused") << "mtu-sweep-refused";
    }

    void pagesAreNotCramped() {
        QFETCH(QString, name);
        std::unique_ptr<PlanWizard> wizard;
        const QString procedure = name.section("-loopback", 0, 0).section("-two-hosts", 0, 0)
                                      .replace('-', ' ');
        if (auto made = procedureWizard(procedure, fakeDynamos())) {
            wizard = std::move(made);
            if (name.endsWith("two-hosts")) {
                wizard->setField("twoHosts", true);
                wizard->setField("addressB", "10.0.0.2");
            }
        } else if (name == "mtu-sweep-refused") {
            wizard = std::make_unique<MtuSweepWizard>(fakeDynamos());
            wizard->setField("addressB", "127.0.0.1");
        } else if (name.startsWith("adapter")) {
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

    // Fields write and read numbers in the language's format ("2,0 с" in Russian), the
    // wizards made after a switch and the fields open during one; the plain format keeps
    // a point in every language.
    void fieldsTakeTheLanguagesNumbers() {
        applyLanguage(QStringLiteral("ru"));
        const auto english = qScopeGuard([] {
            Settings::setNumberFormat(Settings::NumberFormat::Interface);
            applyLanguage(QStringLiteral("en"));
        });
        std::unique_ptr<PlanWizard> wizard = procedureWizard("udp ramp", fakeDynamos());
        QDoubleSpinBox* trial = nullptr;
        for (QDoubleSpinBox* box : wizard->findChildren<QDoubleSpinBox*>())
            if (box->decimals() > 0 && !trial) trial = box;
        QVERIFY(trial);
        trial->setValue(2);
        QVERIFY2(trial->cleanText().startsWith(QStringLiteral("2,0")), qPrintable(trial->cleanText()));
        // What is typed reads the same way.
        auto* edit = trial->findChild<QLineEdit*>();
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("2,5"));
        trial->interpretText();
        QCOMPARE(trial->value(), 2.5);

        QDoubleSpinBox open;
        open.setDecimals(1);
        open.setValue(3);
        open.show();
        QVERIFY(open.cleanText().startsWith(QStringLiteral("3,0")));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(open.cleanText(), QStringLiteral("3.0"));
        applyLanguage(QStringLiteral("ru"));
        QCOMPARE(open.cleanText(), QStringLiteral("3,0"));
        Settings::setNumberFormat(Settings::NumberFormat::C);
        QCOMPARE(open.cleanText(), QStringLiteral("3.0"));
        Settings::setNumberFormat(Settings::NumberFormat::Interface);
        QCOMPARE(open.cleanText(), QStringLiteral("3,0"));
    }

    void pagesAreNotCrampedInRussian_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"adapter", "server", "udp ramp", "rate search", "fine sweep",
                                 "adapter delay", "latency", "mtu sweep", "disk"})
            QTest::newRow(name) << QString(name);
    }

    void pagesAreNotCrampedInRussian() {
        // Russian words run longest: every label must wrap or have its room, on every page.
        QFETCH(QString, name);
        applyLanguage(QStringLiteral("ru"));
        const auto english = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
        std::unique_ptr<PlanWizard> wizard = procedureWizard(name, fakeDynamos());
        if (name == "adapter") wizard = std::make_unique<AdapterThroughputWizard>(fakeDynamos());
        if (name == "server") wizard = std::make_unique<ServerClientsWizard>(fakeDynamos());
        if (name == "disk") wizard = std::make_unique<DiskIoWizard>(fakeDiskDynamos());
        if (name == "mtu sweep") setFields(*wizard, {{"addressA", "10.0.0.1"}, {"addressB", "10.0.0.2"}});
        QVERIFY(wizard);
        QVERIFY2(wizard->windowTitle().contains(QRegularExpression("[А-Яа-я]")),
                 qPrintable(wizard->windowTitle()));
        wizard->show();
        QVERIFY(QTest::qWaitForWindowExposed(wizard.get()));
        walkAndShoot(*wizard, "ru-" + QString(name).replace(' ', '-'));
    }

    void reviewSuitePagesAreNotCramped_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("loopback");
        const QDir templates(QDir(MainWindow::examplesDir()).filePath("suites"));
        for (const QFileInfo& f : templates.entryInfoList({"*.json"}, QDir::Files, QDir::Name))
            QTest::addRow("%s", qPrintable(f.baseName())) << f.filePath() << true;
        // On this machine's dynamo and the one connected from host B, with their addresses.
        QTest::newRow("two hosts placed")
            << templates.filePath("gigabit-adapter-review.json") << false;
    }

    void reviewSuitePagesAreNotCramped() {
        QFETCH(QString, file);
        QFETCH(bool, loopback);
        QTemporaryDir root;
        // On loopback, only this machine's dynamo: one named B from elsewhere would be refused.
        const auto dynamos = loopback ? std::vector<session::DynamoInfo>{fakeDynamos()[1]} : fakeDynamos();
        ReviewSuiteWizard wizard(dynamos, QFileInfo(file).path(), root.path());
        QVERIFY(wizard.setSuiteFile(file));
        wizard.setField(loopback ? "loopback" : "placedHosts", true);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        const QString name = QString("review-suite-%1%2").arg(QFileInfo(file).baseName(),
                                                               loopback ? "" : "-placed");
        walkAndShoot(wizard, name, 5);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(wizard.currentId(), int(ReviewSuiteWizard::SummaryPageId));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    }
};

QTEST_MAIN(TestWizards)
#include "test_wizards.moc"
