// The plan editors: AccessSpecModel and WorkerModel under QAbstractItemModelTester, the
// edits they refuse (with the validator's words) and accept (straight into the
// PlanDocument), the spec library, and the pages that edit the plan. Whatever a page
// produces must validate.
#include <QtTest>
#include <algorithm>

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableView>
#include <QTreeWidget>

#include "engine/methods/ramp/ramp_method.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/plan/plan_json.hpp"
#include "gui/models/access_spec_model.hpp"
#include "gui/models/spec_library.hpp"
#include "gui/language.hpp"
#include "gui/models/block_devices.hpp"
#include "gui/models/dynamo_facts.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/models/worker_model.hpp"
#include "gui/pages/access_specs_page.hpp"
#include "engine/iometer/bridge.hpp"
#include "gui/pages/targets_page.hpp"
#include "gui/pages/test_setup_page.hpp"
#include "gui/plan_document.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

QString problemsText(const std::vector<model::PlanProblem>& problems) {
    QStringList lines;
    for (const auto& p : problems) lines << QString::fromStdString(p.toString());
    return lines.join(QLatin1Char('\n'));
}

/** A dynamo as SessionController reports it after its hello. */
session::DynamoInfo fakeDynamo(const std::string& name, int cpus) {
    session::DynamoInfo info;
    info.name = name;
    info.spawned = true;
    info.remote = "127.0.0.1:40000";
    info.hello = {
        {"name", name},
        {"cpus", cpus},
        {"interfaces",
         nlohmann::json::array(
             {{{"name", "lo"}, {"addresses", {"127.0.0.1", "::1"}}, {"mtu", 65536},
               {"speed_mbit", -1}, {"driver", ""}},
              {{"name", "eth0"}, {"addresses", {"10.0.0.1", "fe80::1"}}, {"mtu", 1500},
               {"speed_mbit", 1000}, {"driver", "e1000e"}}})}};
    return info;
}

/** A dynamo whose hello lists the congestion controls of its host (host.tcp_congestion). */
session::DynamoInfo withCongestion(const std::string& name, std::vector<std::string> available,
                                   const std::string& fallback) {
    session::DynamoInfo d = fakeDynamo(name, 2);
    d.hello["host"] = {{"hostname", name},
                       {"tcp_congestion", {{"available", available}, {"default", fallback}}}};
    return d;
}

#define QVERIFY_VALID(document) QCOMPARE(problemsText((document).validate()), QString())

}  // namespace

class TestPlanModels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // --- spec library ------------------------------------------------------------------
    void libraryLoadsTheClassicSpecs() {
        const SpecLibrary library;
        QCOMPARE(problemsText(library.problems()), QString());
        QCOMPARE(library.names(), QStringList({QStringLiteral("Transmit"), QStringLiteral("Receive"),
                                               QStringLiteral("Full duplex"),
                                               QStringLiteral("Request/response")}));
        const int reads[] = {0, 100, 50, 0};
        for (std::size_t i = 0; i < library.entries().size(); ++i) {
            const model::AccessSpec& spec = library.entries()[i].spec;
            QVERIFY(!library.entries()[i].description.isEmpty());
            QCOMPARE(spec.lines.size(), std::size_t{1});
            QCOMPARE(spec.lines[0].read, reads[i]);
            QCOMPARE(spec.lines[0].share, 100);
            // Each validates on its own and in a plan that runs it.
            std::vector<model::PlanProblem> problems;
            model::parseAccessSpec(model::toJson(spec), "specs[0]", problems);
            QCOMPARE(problemsText(problems), QString());
            model::Plan plan = PlanDocument::defaultPlan();
            plan.specs.push_back(spec);
            plan.workers[0].spec = spec.name;
            QCOMPARE(problemsText(model::parsePlan(model::toJson(plan)).problems), QString());
        }
        QCOMPARE(library.find(QStringLiteral("Transmit"))->lines[0].size, std::uint64_t{65536});
        QCOMPARE(library.find(QStringLiteral("Receive"))->lines[0].size, std::uint64_t{65536});
        QCOMPARE(library.find(QStringLiteral("Full duplex"))->lines[0].size, std::uint64_t{65536});
        const model::AccessSpec* rr = library.find(QStringLiteral("Request/response"));
        QCOMPARE(rr->lines[0].size, std::uint64_t{64});
        QCOMPARE(rr->lines[0].reply, std::uint64_t{64});
        QVERIFY(!library.find(QStringLiteral("nope")));
    }

    void libraryReportsAMissingFile() {
        const SpecLibrary library(QStringLiteral(":/no/such/file.json"));
        QVERIFY(library.entries().empty());
        QCOMPARE(library.problems().size(), std::size_t{1});
    }

    void byteSizes() {
        QCOMPARE(parseByteSize(QStringLiteral("512")), std::optional<std::int64_t>(512));
        QCOMPARE(parseByteSize(QStringLiteral("4K")), std::optional<std::int64_t>(4096));
        QCOMPARE(parseByteSize(QStringLiteral("64 KiB")), std::optional<std::int64_t>(65536));
        QCOMPARE(parseByteSize(QStringLiteral("1.5m")), std::optional<std::int64_t>(1572864));
        QCOMPARE(parseByteSize(QStringLiteral("-1")), std::optional<std::int64_t>(-1));
        QCOMPARE(parseByteSize(QStringLiteral("abc")), std::nullopt);
        QCOMPARE(parseByteSize(QStringLiteral("1.5")), std::nullopt);
        QCOMPARE(formatByteSize(64), QStringLiteral("64 B"));
        QCOMPARE(formatByteSize(65536), QStringLiteral("64 KiB"));
        QCOMPARE(formatByteSize(16 * 1024 * 1024), QStringLiteral("16 MiB"));
        QCOMPARE(formatByteSize(1000), QStringLiteral("1000 B"));
    }

    // --- AccessSpecModel ---------------------------------------------------------------
    void accessSpecModelUnderTester() {
        PlanDocument document;
        AccessSpecModel lines(&document);
        QAbstractItemModelTester tester(&lines,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(lines.rowCount(), 0);
        lines.setSpecIndex(0);
        QCOMPARE(lines.rowCount(), 1);
        QCOMPARE(lines.columnCount(), int(AccessSpecModel::ColumnCount));

        QVERIFY(lines.insertRows(1, 2));
        QCOMPARE(lines.rowCount(), 3);
        QCOMPARE(document.plan().specs[0].lines.size(), std::size_t{3});
        // New lines take share 0, so the spec stays valid.
        QCOMPARE(lines.specProblem(), QString());

        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::ShareColumn), 50));
        QVERIFY(lines.setData(lines.index(1, AccessSpecModel::ShareColumn), 60));
        QCOMPARE(lines.specProblem(), QStringLiteral("lines: shares must add up to 100, got 110"));
        QVERIFY(lines.setData(lines.index(1, AccessSpecModel::ShareColumn), 50));
        QCOMPARE(lines.specProblem(), QString());
        QVERIFY(lines.setData(lines.index(2, AccessSpecModel::SizeColumn), QStringLiteral("4K")));
        QCOMPARE(document.plan().specs[0].lines[2].size, std::uint64_t{4096});
        QCOMPARE(lines.data(lines.index(2, AccessSpecModel::SizeColumn)).toString(),
                 QStringLiteral("4 KiB"));
        QCOMPARE(lines.data(lines.index(2, AccessSpecModel::SizeColumn), Qt::EditRole).toULongLong(),
                 qulonglong{4096});

        // A removed line's share goes to the line before it: still 100.
        QVERIFY(lines.removeRows(0, 1));
        QCOMPARE(lines.rowCount(), 2);
        QCOMPARE(lines.specProblem(), QString());
        QVERIFY(lines.removeRows(1, 1));
        QCOMPARE(document.plan().specs[0].lines.size(), std::size_t{1});
        QCOMPARE(document.plan().specs[0].lines[0].share, 100);
        QVERIFY_VALID(document);

        // The last line stays.
        QSignalSpy refused(&lines, &AccessSpecModel::invalidEdit);
        QVERIFY(!lines.removeRows(0, 1));
        QCOMPARE(refused.count(), 1);
        QVERIFY(lines.lastError().startsWith(QStringLiteral("lines: must not be empty")));
        QVERIFY(!lines.insertRows(5, 1));
        QVERIFY(!lines.removeRows(0, 3));

        // The plan changed elsewhere: the model follows (a reset, then a change in place).
        model::Plan plan = document.plan();
        plan.specs[0].lines = {model::AccessLine{}, model::AccessLine{}, model::AccessLine{}};
        plan.specs[0].lines[0].share = 20;
        plan.specs[0].lines[1].share = 30;
        plan.specs[0].lines[2].share = 50;
        document.setPlan(plan);
        QCOMPARE(lines.rowCount(), 3);
        QCOMPARE(lines.data(lines.index(1, AccessSpecModel::ShareColumn)).toInt(), 30);
        plan.specs[0].lines[1].read = 100;
        document.setPlan(plan);
        QCOMPARE(lines.data(lines.index(1, AccessSpecModel::ReadColumn)).toInt(), 100);
        plan.specs.push_back({"second", {model::AccessLine{}}});
        document.setPlan(plan);
        lines.setSpecIndex(1);
        QCOMPARE(lines.rowCount(), 1);
        plan.specs.pop_back();
        document.setPlan(plan);  // the spec shown is gone
        QCOMPARE(lines.specIndex(), -1);
        QCOMPARE(lines.rowCount(), 0);
    }

    void refusedLineEdits_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<int>("read");  // the line's read % before the edit
        QTest::addColumn<QString>("reason");
        QTest::newRow("read 140") << int(AccessSpecModel::ReadColumn) << QVariant(140) << 0
                                  << QStringLiteral("read: must be 0–100, got 140");
        QTest::newRow("share -1") << int(AccessSpecModel::ShareColumn) << QVariant(-1) << 0
                                  << QStringLiteral("share: must be 0–100, got -1");
        QTest::newRow("size 0") << int(AccessSpecModel::SizeColumn) << QVariant(0) << 0
                                << QStringLiteral("size: must be 1–16777216, got 0");
        QTest::newRow("size 17 MiB")
            << int(AccessSpecModel::SizeColumn) << QVariant(QStringLiteral("17 MiB")) << 0
            << QStringLiteral("size: must be 1–16777216, got 17825792");
        QTest::newRow("burst 0") << int(AccessSpecModel::BurstColumn) << QVariant(0) << 0
                                 << QStringLiteral("burst: must be 1–1000000, got 0");
        QTest::newRow("delay 70000") << int(AccessSpecModel::DelayColumn) << QVariant(70000) << 0
                                     << QStringLiteral("delay_ms: must be 0–60000, got 70000");
        QTest::newRow("reply with read 50")
            << int(AccessSpecModel::ReplyColumn) << QVariant(64) << 50
            << QStringLiteral("read: must be 0 or 100 when reply is set (a request goes one way "
                              "and its reply the other), got 50");
        QTest::newRow("read as text")
            << int(AccessSpecModel::ReadColumn) << QVariant(QStringLiteral("lots")) << 0
            << QStringLiteral("read: must be an integer 0–100, got \"lots\"");
        QTest::newRow("share 12.5") << int(AccessSpecModel::ShareColumn)
                                    << QVariant(QStringLiteral("12.5")) << 0
                                    << QStringLiteral("share: must be an integer 0–100, got 12.5");
    }

    void refusedLineEdits() {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(int, read);
        QFETCH(QString, reason);
        PlanDocument document;
        AccessSpecModel lines(&document);
        QAbstractItemModelTester tester(&lines,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        lines.setSpecIndex(0);
        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::ReadColumn), read));
        const model::Plan before = document.plan();
        const QModelIndex cell = lines.index(0, column);
        const QVariant shown = lines.data(cell);

        QCOMPARE(lines.checkEdit(cell, value), reason);
        QSignalSpy refused(&lines, &AccessSpecModel::invalidEdit);
        QSignalSpy changed(&document, &PlanDocument::changed);
        QVERIFY(!lines.setData(cell, value));
        QCOMPARE(lines.lastError(), reason);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), reason);
        QCOMPARE(changed.count(), 0);
        QVERIFY(document.plan() == before);  // never written
        QCOMPARE(lines.data(cell), shown);
        QVERIFY_VALID(document);
    }

    void acceptedLineEditsChangeThePlan() {
        PlanDocument document;
        AccessSpecModel lines(&document);
        lines.setSpecIndex(0);
        QSignalSpy changed(&document, &PlanDocument::changed);
        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::SizeColumn), QStringLiteral("64")));
        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::ReplyColumn), 64));
        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::BurstColumn), QStringLiteral("8")));
        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::DelayColumn), 60000));
        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::AlignColumn), QStringLiteral("4 KiB")));
        QCOMPARE(changed.count(), 5);
        QVERIFY(lines.lastError().isEmpty());
        const model::AccessLine& l = document.plan().specs[0].lines[0];
        QCOMPARE(l.size, std::uint64_t{64});
        QCOMPARE(l.reply, std::uint64_t{64});
        QCOMPARE(l.burst, 8);
        QCOMPARE(l.delayMs, 60000);
        QCOMPARE(l.align, std::uint64_t{4096});
        QVERIFY(document.isModified());
        QVERIFY_VALID(document);
        // The same value again is accepted without a change.
        QVERIFY(lines.setData(lines.index(0, AccessSpecModel::BurstColumn), 8));
        QCOMPARE(changed.count(), 5);
    }

    // --- WorkerModel -----------------------------------------------------------------
    void workerModelUnderTester() {
        PlanDocument document;
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(workers.rowCount(), 1);
        // 10 columns of every worker, 4 of a pair, udp's rate, 8 socket controls, 9 of a disk.
        QCOMPARE(workers.columnCount(), 32);
        // The phase is shown only in a plan whose workers have phases (docs/plan-format.md).
        QVERIFY(!workers.columnInUse(WorkerModel::column("phase")));
        QVERIFY(workers.columnInUse(WorkerModel::column("outstanding")));

        QVERIFY(workers.insertRows(1, 2));
        QCOMPARE(workers.rowCount(), 3);
        QCOMPARE(document.plan().workers.size(), std::size_t{3});
        QCOMPARE(document.plan().workers[1].name, std::string("worker 2"));
        QCOMPARE(document.plan().workers[2].name, std::string("worker 3"));
        QVERIFY_VALID(document);

        QVERIFY(workers.setData(workers.index(1, WorkerModel::column("name")), QStringLiteral("client 1")));
        QVERIFY(workers.setData(workers.index(1, WorkerModel::column("outstanding")), QStringLiteral("8")));
        QVERIFY(workers.setData(workers.index(1, WorkerModel::column("cpu")), 1));
        QVERIFY(workers.setData(workers.index(1, WorkerModel::column("peer.cpu")), QStringLiteral("0")));
        const model::WorkerDef& w = document.plan().workers[1];
        QCOMPARE(w.name, std::string("client 1"));
        QCOMPARE(w.outstanding, 8);
        QCOMPARE(w.cpu, std::optional<int>(1));
        QCOMPARE(w.ends()->peer.cpu, std::optional<int>(0));
        QCOMPARE(workers.data(workers.index(1, WorkerModel::column("cpu"))).toString(), QStringLiteral("1"));
        QVERIFY(workers.setData(workers.index(1, WorkerModel::column("cpu")), QString()));
        QCOMPARE(document.plan().workers[1].cpu, std::nullopt);
        QCOMPARE(workers.data(workers.index(1, WorkerModel::column("cpu")), WorkerModel::EditTextRole)
                     .toString(),
                 QString());

        // A worker on another host: the dynamo joins the plan, and leaves it with the worker.
        QVERIFY(workers.setData(workers.index(2, WorkerModel::column("peer.dynamo")), QStringLiteral("B")));
        QVERIFY(workers.setData(workers.index(2, WorkerModel::column("bind")), QStringLiteral("10.0.0.1")));
        QVERIFY(workers.setData(workers.index(2, WorkerModel::column("peer.address")),
                                QStringLiteral("10.0.0.2")));
        QVERIFY(document.plan().findDynamo("B"));
        QVERIFY_VALID(document);
        QVERIFY(workers.removeRows(2, 1));
        QVERIFY(!document.plan().findDynamo("B"));
        QVERIFY(document.plan().findDynamo("local"));  // spawned here: stays

        QVERIFY(workers.removeRows(0, 1));
        QCOMPARE(workers.rowCount(), 1);
        QSignalSpy refused(&workers, &WorkerModel::invalidEdit);
        QVERIFY(!workers.removeRows(0, 1));
        QCOMPARE(refused.count(), 1);
        QVERIFY(!workers.insertRows(3, 1));
        QVERIFY_VALID(document);

        // The plan changed elsewhere.
        document.setPlan(PlanDocument::defaultPlan());
        QCOMPARE(workers.rowCount(), 1);
        QCOMPARE(workers.data(workers.index(0, WorkerModel::column("name"))).toString(), QStringLiteral("nic"));
        workers.setDynamos({fakeDynamo("local", 2)});
        workers.removeDynamo(QStringLiteral("local"));
    }

    void refusedWorkerEdits_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("outstanding 0") << WorkerModel::column("outstanding") << QVariant(0)
                                       << QStringLiteral("outstanding: must be 1–4096, got 0");
        QTest::newRow("outstanding text")
            << WorkerModel::column("outstanding") << QVariant(QStringLiteral("many"))
            << QStringLiteral("outstanding: must be an integer 1–4096, got \"many\"");
        QTest::newRow("bind not an address")
            << WorkerModel::column("bind") << QVariant(QStringLiteral("eth0"))
            << QStringLiteral("bind: must be an IPv4 or IPv6 address, got \"eth0\"");
        QTest::newRow("peer address not an address")
            << WorkerModel::column("peer.address") << QVariant(QStringLiteral("10.0.0"))
            << QStringLiteral("peer.address: must be an IPv4 or IPv6 address, got \"10.0.0\"");
        // The default plan sweeps sizes up to 256 KiB, more than a datagram holds.
        QTest::newRow("kind udp with big sizes")
            << WorkerModel::column("kind") << QVariant(QStringLiteral("udp"))
            << QStringLiteral("sweep.size: a udp datagram is 18–65507 bytes (an 18-byte header, at "
                              "most one IPv4 UDP payload), got 65536");
        QTest::newRow("kind sctp")
            << WorkerModel::column("kind") << QVariant(QStringLiteral("sctp"))
            << QStringLiteral("kind: must be one of tcp, udp, disk, got \"sctp\"");
        QTest::newRow("unknown spec") << WorkerModel::column("spec") << QVariant(QStringLiteral("nope"))
                                      << QStringLiteral("spec: no spec named \"nope\"");
        QTest::newRow("bad name")
            << WorkerModel::column("name") << QVariant(QStringLiteral("a/b"))
            << QStringLiteral("name: must be 1–64 letters, digits, spaces or _ - . characters, "
                              "got \"a/b\"");
        QTest::newRow("bad dynamo name")
            << WorkerModel::column("dynamo") << QVariant(QStringLiteral("B/2"))
            << QStringLiteral("dynamo: must be 1–64 letters, digits, spaces or _ - . characters, "
                              "got \"B/2\"");
        QTest::newRow("cpu 2000") << WorkerModel::column("cpu") << QVariant(2000)
                                  << QStringLiteral("cpu: must be 0–1023, got 2000");
        QTest::newRow("peer cpu -1") << WorkerModel::column("peer.cpu") << QVariant(-1)
                                     << QStringLiteral("peer.cpu: must be 0–1023, got -1");
    }

    void refusedWorkerEdits() {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(QString, reason);
        PlanDocument document;
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const model::Plan before = document.plan();
        const QModelIndex cell = workers.index(0, column);
        QCOMPARE(workers.checkEdit(cell, value), reason);
        QSignalSpy refused(&workers, &WorkerModel::invalidEdit);
        QVERIFY(!workers.setData(cell, value));
        QCOMPARE(workers.lastError(), reason);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), reason);
        QVERIFY(document.plan() == before);
        QVERIFY_VALID(document);
    }

    void duplicateWorkerNameIsRefused() {
        PlanDocument document;
        WorkerModel workers(&document);
        QVERIFY(workers.insertRows(1, 1));
        QVERIFY(!workers.setData(workers.index(1, WorkerModel::column("name")), QStringLiteral("nic")));
        QCOMPARE(workers.lastError(), QStringLiteral("name: duplicate worker name \"nic\""));
        QVERIFY_VALID(document);
    }

    void connectedDynamoOffersItsAddresses() {
        PlanDocument document;
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex bind = workers.index(0, WorkerModel::column("bind"));
        // Not connected: free text, checked as an IP address.
        QVERIFY(workers.data(bind, WorkerModel::FreeTextRole).toBool());
        QVERIFY(workers.data(bind, WorkerModel::ChoicesRole).toStringList().contains("127.0.0.1"));

        workers.setDynamos({fakeDynamo("local", 2)});
        QVERIFY(workers.isConnected(QStringLiteral("local")));
        QVERIFY(!workers.data(bind, WorkerModel::FreeTextRole).toBool());
        // Link-local addresses cannot be bound without a scope: not offered.
        QCOMPARE(workers.data(bind, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({"127.0.0.1", "::1", "10.0.0.1"}));
        const QStringList labels = workers.data(bind, WorkerModel::ChoiceLabelsRole).toStringList();
        QCOMPARE(labels.size(), 3);
        QVERIFY(labels[2].contains(QStringLiteral("eth0")));
        QVERIFY(labels[2].contains(QStringLiteral("1000 Mbit/s")));

        QVERIFY(!workers.setData(bind, QStringLiteral("10.9.9.9")));
        QVERIFY(workers.lastError().startsWith(
            QStringLiteral("bind: 10.9.9.9 is not an address of dynamo local")));
        QVERIFY(workers.setData(bind, QStringLiteral("10.0.0.1")));
        QCOMPARE(document.plan().workers[0].ends()->bind, std::string("10.0.0.1"));

        // Switching the family moves a loopback partner along.
        QVERIFY(workers.setData(bind, QStringLiteral("::1")));
        QCOMPARE(document.plan().workers[0].ends()->peer.address, std::string("::1"));
        QVERIFY_VALID(document);

        // The host has 2 CPUs.
        QVERIFY(!workers.setData(workers.index(0, WorkerModel::column("cpu")), 5));
        QCOMPARE(workers.lastError(), QStringLiteral("cpu: dynamo local has 2 CPUs (0–1), got 5"));
        QVERIFY(workers.setData(workers.index(0, WorkerModel::column("cpu")), 1));

        // Kinds: all listed, all accepted.
        const QModelIndex kind = workers.index(0, WorkerModel::column("kind"));
        QCOMPARE(workers.data(kind, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({"tcp", "udp", "disk"}));
        QVERIFY(workers.data(kind, WorkerModel::ChoiceLabelsRole)
                    .toStringList()[2]
                    .contains(QStringLiteral("block device")));
        // Specs: the plan's.
        QCOMPARE(workers.data(workers.index(0, WorkerModel::column("spec")), WorkerModel::ChoicesRole)
                     .toStringList(),
                 QStringList({"transmit"}));

        workers.removeDynamo(QStringLiteral("local"));
        QVERIFY(workers.data(bind, WorkerModel::FreeTextRole).toBool());
        QVERIFY_VALID(document);
    }

    void diskWorkerThroughTheModel() {
        PlanDocument document;
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto cell = [&workers](int column) { return workers.index(0, column); };
        // Before: a tcp worker has no disk cells to edit.
        QVERIFY(!(workers.flags(cell(WorkerModel::column("path"))) & Qt::ItemIsEditable));
        QCOMPARE(workers.checkEdit(cell(WorkerModel::column("path")), QStringLiteral("/tmp/x")),
                 QStringLiteral("path: only a disk worker has it"));

        QVERIFY(workers.setData(cell(WorkerModel::column("kind")), QStringLiteral("disk")));
        QVERIFY_VALID(document);
        {
            const model::WorkerDef& w = document.plan().workers[0];
            QCOMPARE(w.kindName(), std::string("disk"));
            QCOMPARE(w.as<model::DiskSettings>()->path, std::string("/var/tmp/iometry.tst"));
            QCOMPARE(w.as<model::DiskSettings>()->fileSize, std::uint64_t{1} << 30);
            QVERIFY(!w.ends());  // one end, no partner
        }
        // The network cells are empty and locked; the disk cells speak.
        QVERIFY(!(workers.flags(cell(WorkerModel::column("bind"))) & Qt::ItemIsEditable));
        QVERIFY(!(workers.flags(cell(WorkerModel::column("rate_mbit"))) & Qt::ItemIsEditable));
        QCOMPARE(workers.data(cell(WorkerModel::column("bind"))).toString(), QString());
        QCOMPARE(workers.data(cell(WorkerModel::column("file_size"))).toString(), QStringLiteral("1 GiB"));
        QCOMPARE(workers.data(cell(WorkerModel::column("direct"))).toString(), QStringLiteral("yes"));
        QCOMPARE(workers.data(cell(WorkerModel::column("engine")), WorkerModel::ChoicesRole).toStringList(),
                 QStringList({"auto", "io_uring", "libaio", "sync"}));

        QVERIFY(workers.setData(cell(WorkerModel::column("path")), QStringLiteral("/tmp/iometry-model.tst")));
        QVERIFY(workers.setData(cell(WorkerModel::column("file_size")), QStringLiteral("64 MiB")));
        QVERIFY(workers.setData(cell(WorkerModel::column("engine")), QStringLiteral("libaio")));
        QVERIFY(workers.setData(cell(WorkerModel::column("direct")), QStringLiteral("false")));
        QVERIFY(workers.setData(cell(WorkerModel::column("verify")), QStringLiteral("true")));
        QVERIFY_VALID(document);
        auto json = model::toJson(document.plan())["workers"][0];
        QCOMPARE(QString::fromStdString(json.value("kind", "")), QStringLiteral("disk"));
        QCOMPARE(QString::fromStdString(json.value("path", "")), QStringLiteral("/tmp/iometry-model.tst"));
        QCOMPARE(json.value("file_size", 0), 64 * 1024 * 1024);
        QCOMPARE(QString::fromStdString(json.value("engine", "")), QStringLiteral("libaio"));
        QCOMPARE(json.value("direct", true), false);
        QCOMPARE(json.value("verify", false), true);

        // Requests on a schedule (docs/plan-format.md): a disk worker takes a rate, and then
        // the arrivals column shows; a stream would not. A probe needs a load beside it.
        QVERIFY(!workers.columnInUse(WorkerModel::column("arrivals")));
        QVERIFY(workers.setData(cell(WorkerModel::column("verify")), QStringLiteral("false")));
        QVERIFY(workers.setData(cell(WorkerModel::column("rate_per_s")), QStringLiteral("2500")));
        QVERIFY(workers.columnInUse(WorkerModel::column("arrivals")));
        QCOMPARE(workers.data(cell(WorkerModel::column("arrivals")), WorkerModel::ChoicesRole).toStringList(),
                 QStringList({"constant", "poisson"}));
        QVERIFY(workers.setData(cell(WorkerModel::column("arrivals")), QStringLiteral("poisson")));
        QCOMPARE(document.plan().workers[0].ratePerS, std::optional<double>(2500));
        QVERIFY(document.plan().workers[0].arrivals == model::Arrivals::Poisson);
        QVERIFY_VALID(document);
        QVERIFY(!workers.checkEdit(cell(WorkerModel::column("rate_per_s")), QStringLiteral("0")).isEmpty());
        QVERIFY(!workers.checkEdit(cell(WorkerModel::column("probe.rate_hz")), QStringLiteral("100")).isEmpty());
        QVERIFY(workers.setData(cell(WorkerModel::column("rate_per_s")), QString()));  // a closed loop again
        QCOMPARE(document.plan().workers[0].ratePerS, std::nullopt);
        QVERIFY(document.plan().workers[0].arrivals == model::Arrivals::Constant);  // only with a rate
        QVERIFY_VALID(document);
        QVERIFY(!json.contains("bind"));
        QVERIFY(!json.contains("peer"));
        QVERIFY(!json.contains("block_device"));

        // Bad values are refused with the key named, and never reach the plan.
        const model::Plan before = document.plan();
        const auto refused = [&](int column, const QString& value, const QString& start) {
            if (workers.setData(cell(column), value)) return QStringLiteral("accepted");
            return workers.lastError().startsWith(start) ? QString() : workers.lastError();
        };
        QCOMPARE(refused(WorkerModel::column("file_size"), QStringLiteral("100"),
                         QStringLiteral("file_size: must be 4096")),
                 QString());
        QCOMPARE(refused(WorkerModel::column("file_size"), QStringLiteral("lots"),
                         QStringLiteral("file_size: must be an integer")),
                 QString());
        QCOMPARE(refused(WorkerModel::column("file_size"), QString(),
                         QStringLiteral("file_size: ")),
                 QString());
        QCOMPARE(refused(WorkerModel::column("engine"), QStringLiteral("posix"),
                         QStringLiteral("engine: must be auto, io_uring, libaio or sync, got \"posix\"")),
                 QString());
        QCOMPARE(refused(WorkerModel::column("path"), QString(), QStringLiteral("path: ")), QString());
        QCOMPARE(refused(WorkerModel::column("direct"), QStringLiteral("maybe"),
                         QStringLiteral("direct: must be true or false")),
                 QString());
        QCOMPARE(refused(WorkerModel::column("force"), QStringLiteral("true"), QStringLiteral("force: ")),
                 QString());
        QVERIFY(document.plan() == before);

        // What writes carry and where the span starts (docs/plan-format.md, "Data patterns",
        // "Where the span starts"): the plan's rules in the tips, refused values named.
        const int pattern = WorkerModel::column("data_pattern"),
                  start = WorkerModel::column("start_offset");
        QCOMPARE(workers.data(cell(pattern), WorkerModel::ChoicesRole).toStringList(),
                 QStringList({"", "repeating", "pseudo_random", "full_random"}));
        QVERIFY(workers.headerData(pattern, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("verify")));
        QVERIFY(workers.headerData(start, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("512")));
        QVERIFY(workers.setData(cell(WorkerModel::column("verify")), QStringLiteral("true")));
        QCOMPARE(refused(pattern, QStringLiteral("repeating"),
                         QStringLiteral("data_pattern: worker \"")),
                 QString());
        QVERIFY(workers.setData(cell(WorkerModel::column("verify")), QStringLiteral("false")));
        QCOMPARE(workers.data(cell(pattern)).toString(), QStringLiteral("default (pseudo_random)"));
        QCOMPARE(refused(pattern, QStringLiteral("zeros"),
                         QStringLiteral(
                             "data_pattern: must be repeating, pseudo_random or full_random")),
                 QString());
        QVERIFY(workers.setData(cell(pattern), QStringLiteral("full_random")));
        QCOMPARE(workers.data(cell(pattern)).toString(), QStringLiteral("full_random"));
        QCOMPARE(refused(start, QStringLiteral("1000"), QStringLiteral("start_offset: worker \"")),
                 QString());
        QCOMPARE(refused(start, QStringLiteral("-512"), QStringLiteral("start_offset: must be")),
                 QString());
        QVERIFY(workers.setData(cell(start), QStringLiteral("1 MiB")));
        QCOMPARE(workers.data(cell(start), Qt::EditRole).toString(), QStringLiteral("1048576"));
        QVERIFY_VALID(document);
        json = model::toJson(document.plan())["workers"][0];
        QCOMPARE(QString::fromStdString(json.value("data_pattern", "")),
                 QStringLiteral("full_random"));
        QCOMPARE(json.value("start_offset", 0), 1048576);
        QVERIFY(workers.setData(cell(pattern), QString()));  // the default again: left out
        QVERIFY(workers.setData(cell(start), QString()));
        json = model::toJson(document.plan())["workers"][0];
        QVERIFY(!json.contains("data_pattern"));
        QVERIFY(!json.contains("start_offset"));

        // A block device: all of it, forced.
        QVERIFY(workers.setData(cell(WorkerModel::column("verify")), QStringLiteral("false")));
        QVERIFY(workers.setData(cell(WorkerModel::column("path")), QStringLiteral("/dev/loop7")));
        QVERIFY(workers.setData(cell(WorkerModel::column("block_device")), QStringLiteral("true")));
        QVERIFY(workers.setData(cell(WorkerModel::column("file_size")), QString()));
        QCOMPARE(workers.data(cell(WorkerModel::column("file_size"))).toString(), QStringLiteral("all of it"));
        QVERIFY(workers.setData(cell(WorkerModel::column("force")), QStringLiteral("yes")));
        QVERIFY_VALID(document);
        json = model::toJson(document.plan())["workers"][0];
        QCOMPARE(json.value("block_device", false), true);
        QCOMPARE(json.value("force", false), true);
        QVERIFY(!json.contains("file_size"));
        // Verify on a device: its span is filled with stamps first (docs/plan-format.md).
        QVERIFY(workers.setData(cell(WorkerModel::column("verify")), QStringLiteral("true")));
        QVERIFY_VALID(document);
        QCOMPARE(model::toJson(document.plan())["workers"][0].value("verify", false), true);
        QVERIFY(workers.setData(cell(WorkerModel::column("verify")), QStringLiteral("false")));
        // Leaving the block device drops force with it.
        QVERIFY(!workers.setData(cell(WorkerModel::column("block_device")), QStringLiteral("false")));
        // A /dev path left without block_device: the refusal names that, not file_size.
        QVERIFY2(workers.lastError().startsWith(QStringLiteral("path: \"/dev/loop7\" is a device")),
                 qPrintable(workers.lastError()));
        QVERIFY(workers.setData(cell(WorkerModel::column("file_size")), QStringLiteral("16777216")));
        QVERIFY(workers.setData(cell(WorkerModel::column("block_device")), QStringLiteral("no")));
        QVERIFY(!document.plan().workers[0].as<model::DiskSettings>()->force);
        QVERIFY_VALID(document);

        // A connected dynamo's block devices are offered for Path.
        auto dynamo = fakeDynamo("local", 2);
        dynamo.hello["disks"] = {{{"path", "/dev/vdz"}, {"name", "vdz"}, {"size", 1ull << 34},
                                  {"model", "Test disk"}, {"partition", false}, {"safe", false},
                                  {"in_use", false}, {"hazard", "/dev/vdz holds an ext4 filesystem"}}};
        workers.setDynamos({dynamo});
        const QStringList paths =
            workers.data(cell(WorkerModel::column("path")), WorkerModel::ChoicesRole).toStringList();
        QVERIFY(paths.contains(QStringLiteral("/dev/vdz")));
        const QStringList labels =
            workers.data(cell(WorkerModel::column("path")), WorkerModel::ChoiceLabelsRole).toStringList();
        QVERIFY(labels.last().contains(QStringLiteral("16 GiB")));
        QVERIFY(labels.last().contains(QStringLiteral("holds data")));

        // Back to tcp: an address pair again, no disk keys.
        QVERIFY(workers.setData(cell(WorkerModel::column("kind")), QStringLiteral("tcp")));
        QVERIFY_VALID(document);
        json = model::toJson(document.plan())["workers"][0];
        QCOMPARE(QString::fromStdString(json.value("bind", "")), QStringLiteral("127.0.0.1"));
        QVERIFY(!json.contains("path"));
        QVERIFY(!json.contains("file_size"));
    }

    void udpWorkerThroughTheModel() {
        PlanDocument document;
        // A datagram holds at most 65507 bytes: a plan with 1472-byte requests and no sweep.
        model::Plan plan = document.plan();
        plan.sweep.clear();
        plan.specs[0].lines[0].size = 1472;
        document.setPlan(plan);
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto cell = [&workers](int column) { return workers.index(0, column); };
        QVERIFY(workers.setData(cell(WorkerModel::column("outstanding")), 4));
        QVERIFY(workers.setData(cell(WorkerModel::column("kind")), QStringLiteral("udp")));
        QVERIFY_VALID(document);
        QCOMPARE(document.plan().workers[0].kindName(), std::string("udp"));
        QCOMPARE(document.plan().workers[0].outstanding, 1);  // one paced flow
        QCOMPARE(model::offeredRate(document.plan().workers[0]), 1000.0);
        QVERIFY(workers.flags(cell(WorkerModel::column("rate_mbit"))) & Qt::ItemIsEditable);
        QVERIFY(!(workers.flags(cell(WorkerModel::column("path"))) & Qt::ItemIsEditable));

        QVERIFY(workers.setData(cell(WorkerModel::column("rate_mbit")), QStringLiteral("250.5")));
        auto json = model::toJson(document.plan())["workers"][0];
        QCOMPARE(QString::fromStdString(json.value("kind", "")), QStringLiteral("udp"));
        QCOMPARE(json.value("rate_mbit", 0.0), 250.5);
        QCOMPARE(QString::fromStdString(json.value("bind", "")), QStringLiteral("127.0.0.1"));
        QVERIFY(!json.contains("path"));
        QCOMPARE(workers.data(cell(WorkerModel::column("rate_mbit"))).toString(), QStringLiteral("250.5"));

        const model::Plan before = document.plan();
        QVERIFY(!workers.setData(cell(WorkerModel::column("rate_mbit")), QStringLiteral("0")));
        QCOMPARE(workers.lastError(),
                 QStringLiteral("rate_mbit: must be more than 0 and at most 1e+06, got 0"));
        QVERIFY(!workers.setData(cell(WorkerModel::column("rate_mbit")), QStringLiteral("fast")));
        QVERIFY(workers.lastError().startsWith(QStringLiteral("rate_mbit: must be a number")));
        QVERIFY(!workers.setData(cell(WorkerModel::column("rate_mbit")), QString()));
        QCOMPARE(workers.lastError(),
                 QStringLiteral("rate_mbit: is required for a udp stream (a spec without reply)"));
        QVERIFY(!workers.setData(cell(WorkerModel::column("outstanding")), 4));
        QCOMPARE(workers.lastError(),
                 QStringLiteral("outstanding: a udp worker is one paced flow: outstanding must be "
                                "1, got 4"));
        QCOMPARE(workers.checkEdit(cell(WorkerModel::column("engine")), QStringLiteral("sync")),
                 QStringLiteral("engine: only a disk worker has it"));
        QVERIFY(document.plan() == before);
        QVERIFY_VALID(document);
    }

    void tcpSocketControlsThroughTheModel() {
        PlanDocument document;
        // Requests a datagram can hold, so the worker may become a udp one further down.
        model::Plan plan = document.plan();
        plan.sweep.clear();
        plan.specs[0].lines[0].size = 1472;
        document.setPlan(plan);
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto cell = [&workers](int column, int row = 0) {
            return workers.index(row, column);
        };
        const auto text = [&](int column, int role = Qt::DisplayRole) {
            return workers.data(cell(column), role).toString();
        };
        const auto choices = [&](int column) {
            return workers.data(cell(column), WorkerModel::ChoicesRole).toStringList();
        };
        const int socketColumns[] = {
            WorkerModel::column("socket.send_buffer"), WorkerModel::column("socket.receive_buffer"),
            WorkerModel::column("socket.congestion"), WorkerModel::column("socket.nodelay"),
            WorkerModel::column("socket.mss"),        WorkerModel::column("socket.zerocopy"),
            WorkerModel::column("socket.busy_poll_us"),   WorkerModel::column("socket.pacing_mbit")};
        // They sit between the udp rate and the disk columns.
        QCOMPARE(WorkerModel::column("socket.send_buffer"), WorkerModel::column("rate_mbit") + 1);
        QCOMPARE(WorkerModel::column("path"), WorkerModel::column("socket.pacing_mbit") + 1);

        // Unset: the kernel's defaults, every cell editable.
        QCOMPARE(document.plan().workers[0].kindName(), std::string("tcp"));
        for (int column : socketColumns) {
            QVERIFY(workers.flags(cell(column)) & Qt::ItemIsEditable);
            QVERIFY(!workers.headerData(column, Qt::Horizontal).toString().isEmpty());
            QVERIFY(!workers.headerData(column, Qt::Horizontal, Qt::ToolTipRole)
                         .toString()
                         .isEmpty());
        }
        QCOMPARE(text(WorkerModel::column("socket.send_buffer")), QString());
        QCOMPARE(text(WorkerModel::column("socket.pacing_mbit")), QString());
        QCOMPARE(text(WorkerModel::column("socket.congestion")), QStringLiteral("default"));
        QCOMPARE(text(WorkerModel::column("socket.nodelay")), QStringLiteral("default"));
        QCOMPARE(text(WorkerModel::column("socket.zerocopy")), QStringLiteral("no"));
        QCOMPARE(choices(WorkerModel::column("socket.nodelay")), QStringList({QString(), "true", "false"}));
        QVERIFY(!workers.data(cell(WorkerModel::column("socket.nodelay")), WorkerModel::FreeTextRole)
                     .toBool());
        QCOMPARE(choices(WorkerModel::column("socket.zerocopy")), QStringList({"true", "false"}));

        QSignalSpy changed(&document, &PlanDocument::changed);
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.send_buffer")), QStringLiteral("4194304")));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.receive_buffer")), 8388608));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.congestion")), QStringLiteral("reno")));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.nodelay")), QStringLiteral("true")));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.mss")), QStringLiteral("1400")));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.zerocopy")), QStringLiteral("yes")));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.busy_poll_us")), QStringLiteral("50")));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.pacing_mbit")), QStringLiteral("2500.5")));
        QCOMPARE(changed.count(), 8);
        QVERIFY(workers.lastError().isEmpty());
        QVERIFY_VALID(document);
        const model::SocketOptions o = document.plan().workers[0].as<model::TcpSettings>()->socket;
        QCOMPARE(o.sendBuffer, std::optional<std::int64_t>(4194304));
        QCOMPARE(o.receiveBuffer, std::optional<std::int64_t>(8388608));
        QCOMPARE(o.congestion, std::string("reno"));
        QCOMPARE(o.noDelay, std::optional<bool>(true));
        QCOMPARE(o.mss, std::optional<int>(1400));
        QVERIFY(o.zeroCopy);
        QCOMPARE(o.busyPollUs, std::optional<int>(50));
        QCOMPARE(o.pacingMbit, std::optional<double>(2500.5));

        // The plan file holds them under "socket", and reads them back the same.
        const auto json = model::toJson(document.plan());
        const auto& socket = json["workers"][0]["socket"];
        QCOMPARE(socket.value("send_buffer", 0), 4194304);
        QCOMPARE(socket.value("receive_buffer", 0), 8388608);
        QCOMPARE(QString::fromStdString(socket.value("congestion", "")), QStringLiteral("reno"));
        QCOMPARE(socket.value("nodelay", false), true);
        QCOMPARE(socket.value("mss", 0), 1400);
        QCOMPARE(socket.value("zerocopy", false), true);
        QCOMPARE(socket.value("busy_poll_us", 0), 50);
        QCOMPARE(socket.value("pacing_mbit", 0.0), 2500.5);
        const model::PlanParseResult reread = model::parsePlanText(json.dump());
        QCOMPARE(problemsText(reread.problems), QString());
        QVERIFY(reread.plan && reread.plan->workers[0].as<model::TcpSettings>()->socket == o);

        // The cells show the values plainly; the editors start from the plan's words.
        QCOMPARE(text(WorkerModel::column("socket.send_buffer")), QStringLiteral("4194304"));
        QCOMPARE(text(WorkerModel::column("socket.receive_buffer")), QStringLiteral("8388608"));
        QCOMPARE(text(WorkerModel::column("socket.congestion")), QStringLiteral("reno"));
        QCOMPARE(text(WorkerModel::column("socket.nodelay")), QStringLiteral("yes"));
        QCOMPARE(text(WorkerModel::column("socket.nodelay"), WorkerModel::EditTextRole),
                 QStringLiteral("true"));
        QCOMPARE(text(WorkerModel::column("socket.mss")), QStringLiteral("1400"));
        QCOMPARE(text(WorkerModel::column("socket.zerocopy")), QStringLiteral("yes"));
        QCOMPARE(text(WorkerModel::column("socket.busy_poll_us")), QStringLiteral("50"));
        QCOMPARE(text(WorkerModel::column("socket.pacing_mbit")), QStringLiteral("2500.5"));

        // Bad values are refused in the validator's words and never reach the plan.
        const model::Plan before = document.plan();
        QSignalSpy refusals(&workers, &WorkerModel::invalidEdit);
        const auto refused = [&](int column, const QVariant& value) {
            const QString reason = workers.checkEdit(cell(column), value);
            if (workers.setData(cell(column), value)) return QStringLiteral("accepted");
            if (workers.lastError() != reason) return QStringLiteral("checkEdit said ") + reason;
            return reason;
        };
        QCOMPARE(refused(WorkerModel::column("socket.mss"), 10),
                 QStringLiteral("socket.mss: must be 88–65495, got 10"));
        QCOMPARE(refused(WorkerModel::column("socket.send_buffer"), QStringLiteral("abc")),
                 QStringLiteral("socket.send_buffer: must be an integer 4096–2147483647, got "
                                "\"abc\""));
        QCOMPARE(refused(WorkerModel::column("socket.receive_buffer"), QStringLiteral("100")),
                 QStringLiteral("socket.receive_buffer: must be 4096–2147483647, got 100"));
        QCOMPARE(refused(WorkerModel::column("socket.congestion"), QStringLiteral("no such!")),
                 QStringLiteral("socket.congestion: must be the name of a congestion control "
                                "algorithm (at most 15 letters, digits, _ or -), got "
                                "\"no such!\""));
        QVERIFY(refused(WorkerModel::column("socket.nodelay"), QStringLiteral("maybe"))
                    .startsWith(QStringLiteral("socket.nodelay: must be true or false")));
        QVERIFY(refused(WorkerModel::column("socket.zerocopy"), QStringLiteral("maybe"))
                    .startsWith(QStringLiteral("socket.zerocopy: must be true or false")));
        QCOMPARE(refused(WorkerModel::column("socket.busy_poll_us"), QStringLiteral("-1")),
                 QStringLiteral("socket.busy_poll_us: must be 0–1000000, got -1"));
        QCOMPARE(refused(WorkerModel::column("socket.pacing_mbit"), QStringLiteral("0")),
                 QStringLiteral("socket.pacing_mbit: must be more than 0 and at most 1e+06, "
                                "got 0"));
        QCOMPARE(refusals.count(), 8);
        QCOMPARE(refusals.last().at(0).toString(), workers.lastError());
        QVERIFY(document.plan() == before);
        QVERIFY_VALID(document);

        // Off is not unset: No delay keeps false; an empty entry hands each back to the kernel.
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.nodelay")), QStringLiteral("false")));
        QCOMPARE(document.plan().workers[0].as<model::TcpSettings>()->socket.noDelay, std::optional<bool>(false));
        QCOMPARE(model::toJson(document.plan())["workers"][0]["socket"].value("nodelay", true),
                 false);
        QCOMPARE(text(WorkerModel::column("socket.nodelay")), QStringLiteral("no"));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.nodelay")), QString()));
        QCOMPARE(document.plan().workers[0].as<model::TcpSettings>()->socket.noDelay, std::nullopt);
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.congestion")), QStringLiteral("default")));
        QVERIFY(document.plan().workers[0].as<model::TcpSettings>()->socket.congestion.empty());
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.send_buffer")), QString()));
        QCOMPARE(document.plan().workers[0].as<model::TcpSettings>()->socket.sendBuffer, std::nullopt);
        QVERIFY(!model::toJson(document.plan())["workers"][0]["socket"].contains("send_buffer"));
        QVERIFY(workers.setData(cell(WorkerModel::column("socket.send_buffer")), QStringLiteral("4194304")));
        QVERIFY_VALID(document);

        // A worker added below copies them.
        QVERIFY(workers.insertRows(1, 2));
        QVERIFY(document.plan().workers[1].as<model::TcpSettings>()->socket == document.plan().workers[0].as<model::TcpSettings>()->socket);
        QVERIFY(!document.plan().workers[1].as<model::TcpSettings>()->socket.empty());
        QCOMPARE(workers.data(cell(WorkerModel::column("socket.mss"), 1)).toString(), QStringLiteral("1400"));

        // Another kind drops them; its cells are empty and locked.
        QVERIFY(workers.setData(cell(WorkerModel::column("kind"), 1), QStringLiteral("udp")));
        QVERIFY(workers.setData(cell(WorkerModel::column("kind"), 2), QStringLiteral("disk")));
        QVERIFY_VALID(document);
        for (int row : {1, 2}) {
            const model::WorkerDef& w = document.plan().workers[static_cast<std::size_t>(row)];
            QVERIFY(!w.as<model::TcpSettings>());  // not a tcp worker: no socket controls
            QVERIFY(!model::toJson(document.plan())["workers"][static_cast<std::size_t>(row)]
                         .contains("socket"));
            for (int column : socketColumns) {
                QVERIFY(!(workers.flags(cell(column, row)) & Qt::ItemIsEditable));
                QCOMPARE(workers.data(cell(column, row)).toString(), QString());
                QCOMPARE(workers.data(cell(column, row), WorkerModel::ChoicesRole).toStringList(),
                         QStringList());
                QVERIFY(!workers.setData(cell(column, row), QStringLiteral("1")));
            }
            QVERIFY(!iometry::gui::KindEditors::instance().columnFor(WorkerModel::column("socket.mss"), w));
        }
        QCOMPARE(workers.checkEdit(cell(WorkerModel::column("socket.mss"), 1), QStringLiteral("1400")),
                 QStringLiteral("socket.mss: only a tcp worker has it"));
        // Back to tcp: none of the old ones come back.
        QVERIFY(workers.setData(cell(WorkerModel::column("kind"), 1), QStringLiteral("tcp")));
        QVERIFY(document.plan().workers[1].as<model::TcpSettings>()->socket.empty());
        QVERIFY(workers.flags(cell(WorkerModel::column("socket.mss"), 1)) & Qt::ItemIsEditable);
        QVERIFY_VALID(document);
    }

    void congestionChoicesComeFromTheDynamos() {
        PlanDocument document;
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex congestion = workers.index(0, WorkerModel::column("socket.congestion"));
        // Nothing connected: only the default entry, and any name may be typed.
        QCOMPARE(workers.data(congestion, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({QString()}));
        QCOMPARE(workers.data(congestion, WorkerModel::ChoiceLabelsRole).toStringList(),
                 QStringList({"default"}));
        QVERIFY(workers.data(congestion, WorkerModel::FreeTextRole).toBool());

        // A loopback pair: what its one host reports, its default named.
        workers.setDynamos({withCongestion("local", {"reno", "cubic", "bbr"}, "cubic")});
        QCOMPARE(workers.data(congestion, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({QString(), "reno", "cubic", "bbr"}));
        QCOMPARE(workers.data(congestion, WorkerModel::ChoiceLabelsRole).toStringList(),
                 QStringList({"default (cubic)", "reno", "cubic", "bbr"}));
        QCOMPARE(workers.data(congestion).toString(), QStringLiteral("default (cubic)"));
        QVERIFY(workers.data(congestion, WorkerModel::FreeTextRole).toBool());

        // A partner on another host: what both ends have.
        QVERIFY(workers.setData(workers.index(0, WorkerModel::column("peer.dynamo")),
                                QStringLiteral("B")));
        QCOMPARE(workers.data(congestion, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({QString(), "reno", "cubic", "bbr"}));  // B is not connected yet
        workers.addDynamo(withCongestion("B", {"bbr", "reno", "htcp"}, "bbr"));
        QCOMPARE(workers.data(congestion, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({QString(), "reno", "bbr"}));
        QCOMPARE(workers.data(congestion, WorkerModel::ChoiceLabelsRole).toStringList().first(),
                 QStringLiteral("default (cubic / bbr)"));
        QVERIFY(workers.setData(congestion, QStringLiteral("bbr")));
        QCOMPARE(document.plan().workers[0].as<model::TcpSettings>()->socket.congestion, std::string("bbr"));
        QCOMPARE(workers.data(congestion, Qt::ToolTipRole).toString(),
                 workers.headerData(WorkerModel::column("socket.congestion"), Qt::Horizontal, Qt::ToolTipRole)
                     .toString());
        // A name one end lacks may stand (its dynamo may change), but the cell says so.
        QVERIFY(workers.setData(congestion, QStringLiteral("htcp")));
        QCOMPARE(workers.data(congestion, Qt::ToolTipRole).toString(),
                 QStringLiteral("Dynamo local does not offer htcp (it has reno, cubic, bbr): the "
                                "run would fail."));
        QVERIFY_VALID(document);

        // A dynamo that does not report them (an older one) leaves the other end's list.
        workers.addDynamo(fakeDynamo("B", 2));
        QCOMPARE(workers.data(congestion, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({QString(), "reno", "cubic", "bbr"}));
        workers.removeDynamo(QStringLiteral("B"));
        workers.removeDynamo(QStringLiteral("local"));
        QCOMPARE(workers.data(congestion, WorkerModel::ChoicesRole).toStringList(),
                 QStringList({QString()}));
    }

    // --- pages -------------------------------------------------------------------------
    void testSetupPageEditsThePlan() {
        PlanDocument document;
        TestSetupPage page(&document);
        // Each step run: ramp 1 s + run 5 s + 1 s of setting up (model::kStepOverheadS), as
        // iometry-run --check estimates it.
        QCOMPARE(page.summary(), QStringLiteral("13 steps × 1 repeat ≈ 1 min 31 s"));

        auto* repeats = page.findChild<QSpinBox*>(QStringLiteral("repeats"));
        QVERIFY(repeats);
        repeats->setValue(3);
        QCOMPARE(document.plan().repeats, 3);
        QCOMPARE(page.summary(), QStringLiteral("13 steps × 3 repeats ≈ 4 min 33 s"));

        // An out-of-range value is explained beside the field and not written.
        auto* sampleMs = page.findChild<QSpinBox*>(QStringLiteral("sampleMs"));
        auto* sampleError = page.findChild<QLabel*>(QStringLiteral("sampleMsError"));
        sampleMs->setValue(50);
        QCOMPARE(document.plan().sampleMs, 500);
        QCOMPARE(sampleError->text(), QStringLiteral("sample_ms: must be 100–60000, got 50"));
        sampleMs->setValue(250);
        QCOMPARE(document.plan().sampleMs, 250);
        QVERIFY(sampleError->text().isEmpty());

        // The size list, typed.
        auto* sizes = page.findChild<QLineEdit*>(QStringLiteral("sizes"));
        auto* sizesError = page.findChild<QLabel*>(QStringLiteral("sizesError"));
        sizes->selectAll();
        QTest::keyClicks(sizes, QStringLiteral("512, 4K, 0"));
        QCOMPARE(sizesError->text(),
                 QStringLiteral("sweep.size[2]: must be an integer 1–16777216, got 0"));
        // Each valid state on the way was written; the last one stays.
        QCOMPARE(document.plan().sweep.size(), std::size_t{1});
        QCOMPARE(document.plan().sweep[0].values, (std::vector<std::int64_t>{512, 4096}));
        QTest::keyClick(sizes, Qt::Key_Backspace);
        QTest::keyClicks(sizes, QStringLiteral("64 KiB"));
        QVERIFY(sizesError->text().isEmpty());
        QCOMPARE(document.plan().sweep[0].values, (std::vector<std::int64_t>{512, 4096, 65536}));

        // Outstanding I/Os: the default range 1 … 32, exponential; then outstanding first.
        page.findChild<QCheckBox*>(QStringLiteral("sweepOutstanding"))->setChecked(true);
        QCOMPARE(document.plan().sweep.size(), std::size_t{2});
        QCOMPARE(document.plan().sweep[1].param, model::SweepParam::Outstanding);
        QCOMPARE(document.plan().sweep[1].values, (std::vector<std::int64_t>{1, 2, 4, 8, 16, 32}));
        page.findChild<QComboBox*>(QStringLiteral("axisOrder"))->setCurrentIndex(1);
        QCOMPARE(document.plan().sweep[0].param, model::SweepParam::Outstanding);
        QCOMPARE(page.summary(), QStringLiteral("18 steps × 3 repeats ≈ 6 min 18 s"));
        auto* rangeEnd = page.findChild<QSpinBox*>(QStringLiteral("rangeEnd"));
        rangeEnd->setValue(0);
        QCOMPARE(page.findChild<QLabel*>(QStringLiteral("outstandingError"))->text(),
                 QStringLiteral("sweep.outstanding.end: must be 1–4096, got 0"));
        QCOMPARE(document.plan().sweep[0].values.size(), std::size_t{6});
        rangeEnd->setValue(8);
        QCOMPARE(document.plan().sweep[0].values, (std::vector<std::int64_t>{1, 2, 4, 8}));

        // Classic sizes again, and the seed.
        page.findChild<QPushButton*>(QStringLiteral("classicSizes"))->click();
        QCOMPARE(document.plan().sweep[1].values.size(), std::size_t{13});
        auto* seed = page.findChild<QLineEdit*>(QStringLiteral("seed"));
        seed->selectAll();
        QTest::keyClicks(seed, QStringLiteral("-4"));
        QCOMPARE(page.findChild<QLabel*>(QStringLiteral("seedError"))->text(),
                 QStringLiteral("seed: must be 0–9223372036854775807, got -4"));
        seed->selectAll();
        QTest::keyClicks(seed, QStringLiteral("42"));
        QCOMPARE(document.plan().seed, std::uint64_t{42});

        page.findChild<QCheckBox*>(QStringLiteral("sweepSize"))->setChecked(false);
        QCOMPARE(document.plan().sweep.size(), std::size_t{1});
        QVERIFY_VALID(document);

        // A plan loaded elsewhere shows up in the fields.
        model::Plan plan = PlanDocument::defaultPlan();
        plan.repeats = 7;
        plan.sweep.clear();
        document.setPlan(plan);
        QCOMPARE(repeats->value(), 7);
        QVERIFY(!page.findChild<QCheckBox*>(QStringLiteral("sweepSize"))->isChecked());
        QCOMPARE(page.summary(), QStringLiteral("1 step × 7 repeats ≈ 49 s"));

        // Another procedure's steps are the engine's count: a ramp's is a bound (1 … 64).
        plan.repeats = 1;
        model::RampParams ramp;
        ramp.param = model::SweepParam::Outstanding;
        ramp.range = {1, 64, 2, true};
        plan.procedure.settings = ramp;
        document.setPlan(plan);
        QVERIFY_VALID(document);
        QCOMPARE(page.summary(), QStringLiteral("at most 7 steps × 1 repeat ≈ 49 s"));
    }

    void testSetupSpinBoxesStepWithinBounds_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<double>("typingMax");
        QTest::addColumn<double>("step");
        // Any value from 0 to typingMax can be typed (and is explained when out of range);
        // the arrows and keys stay within lo … hi.
        QTest::newRow("run_s") << "runS" << 0.1 << 86400.0 << 9999999.0 << 1.0;
        QTest::newRow("ramp_s") << "rampS" << 0.0 << 3600.0 << 9999999.0 << 1.0;
        QTest::newRow("sample_ms") << "sampleMs" << 100.0 << 60000.0 << 9999999.0 << 100.0;
        QTest::newRow("repeats") << "repeats" << 1.0 << 1000.0 << 999999.0 << 1.0;
        QTest::newRow("range start") << "rangeStart" << 1.0 << 4096.0 << 999999.0 << 1.0;
        QTest::newRow("range step") << "rangeStep" << 1.0 << 4096.0 << 999999.0 << 1.0;
    }
    void testSetupSpinBoxesStepWithinBounds() {
        QFETCH(QString, name);
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(double, typingMax);
        QFETCH(double, step);
        PlanDocument document;
        TestSetupPage page(&document);
        // The range of outstanding I/Os takes keys once that sweep is on.
        page.findChild<QCheckBox*>(QStringLiteral("sweepOutstanding"))->setChecked(true);
        auto* box = page.findChild<QAbstractSpinBox*>(name);
        QVERIFY(box && box->isEnabled());
        auto* whole = qobject_cast<QSpinBox*>(box);
        auto* decimal = qobject_cast<QDoubleSpinBox*>(box);
        QVERIFY(whole || decimal);
        auto value = [&] { return whole ? double(whole->value()) : decimal->value(); };
        auto set = [&](double v) {
            if (whole) whole->setValue(int(v));
            else decimal->setValue(v);
        };
        QCOMPARE(whole ? double(whole->minimum()) : decimal->minimum(), 0.0);
        QCOMPARE(whole ? double(whole->maximum()) : decimal->maximum(), typingMax);
        if (decimal) QCOMPARE(decimal->decimals(), 1);
        QCOMPARE(whole ? double(whole->singleStep()) : decimal->singleStep(), step);

        set(hi);
        QTest::keyClick(box, Qt::Key_Up);  // at the top: no step up
        QCOMPARE(value(), hi);
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(value(), hi - step);
        set(hi + 5 * step);  // typed beyond: up does nothing, down comes back within
        QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(value(), hi + 5 * step);
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(value(), hi);
        set(lo);
        QTest::keyClick(box, Qt::Key_Down);  // at the bottom: no step down
        QCOMPARE(value(), lo);
        QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(value(), lo + step);
        set(0);  // typed below (where 0 is): down does nothing, up comes back within
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(value(), 0.0);
        QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(value(), std::clamp(step, lo, hi));
    }

    // Worker and target cycling (docs/plan-format.md, "Sweeps"): one of the two, checked
    // against the plan's workers, kept valid when workers go.
    void testSetupPageCyclesWorkersAndTargets() {
        PlanDocument document;
        model::Plan plan = PlanDocument::defaultPlan();
        for (const char* name : {"nic2", "nic3"}) {
            model::WorkerDef w = plan.workers.front();
            w.name = name;
            plan.workers.push_back(w);
        }
        plan.dynamos.push_back({"other", true});
        plan.workers[2].dynamo = "other";  // local holds nic, nic2; other holds nic3
        document.setPlan(plan);
        TestSetupPage page(&document);
        auto* workers = page.findChild<QCheckBox*>(QStringLiteral("cycleWorkers"));
        auto* targets = page.findChild<QCheckBox*>(QStringLiteral("cycleTargets"));
        auto* targetValues = page.findChild<QLineEdit*>(QStringLiteral("cycleTargetsValues"));
        auto* targetsError = page.findChild<QLabel*>(QStringLiteral("cycleTargetsError"));
        auto* allWorkers = page.findChild<QPushButton*>(QStringLiteral("allWorkers"));
        auto* allTargets = page.findChild<QPushButton*>(QStringLiteral("allTargets"));
        QVERIFY(workers && targets && targetValues && targetsError && allWorkers && allTargets);
        QCOMPARE(allWorkers->text(), QStringLiteral("1 … 2"));
        QCOMPARE(allTargets->text(), QStringLiteral("1 … 3"));

        // "1 … 3" fills the list and checks the box; the axis goes after the size axis.
        allTargets->click();
        QVERIFY(targets->isChecked());
        QCOMPARE(targetValues->text(), QStringLiteral("1, 2, 3"));
        QCOMPARE(document.plan().sweep.size(), std::size_t{2});
        QCOMPARE(document.plan().sweep[1].param, model::SweepParam::Targets);
        QCOMPARE(document.plan().sweep[1].values, (std::vector<std::int64_t>{1, 2, 3}));
        QCOMPARE(page.summary(), QStringLiteral("39 steps × 1 repeat ≈ 4 min 33 s"));
        QVERIFY_VALID(document);

        // A value beyond the plan's workers is explained and not written.
        targetValues->selectAll();
        QTest::keyClicks(targetValues, QStringLiteral("1, 4"));
        QCOMPARE(targetsError->text(),
                 QStringLiteral("sweep.targets[1]: must be at most 3 (the plan has 3 workers), got 4"));
        QCOMPARE(document.plan().sweep[1].values, (std::vector<std::int64_t>{1}));

        // Workers cycling replaces target cycling: at most one of the two.
        allWorkers->click();
        QVERIFY(workers->isChecked());
        QVERIFY(!targets->isChecked());
        QVERIFY(targetsError->text().isEmpty());
        QCOMPARE(document.plan().sweep.size(), std::size_t{2});
        QCOMPARE(document.plan().sweep[1].param, model::SweepParam::Workers);
        QCOMPARE(document.plan().sweep[1].values, (std::vector<std::int64_t>{1, 2}));
        const auto steps = model::expandSteps(document.plan());
        QCOMPARE(steps[0].workers.size(), std::size_t{2});  // nic and nic3
        QCOMPARE(steps[1].workers.size(), std::size_t{3});
        QVERIFY_VALID(document);

        // A worker removed elsewhere: the values beyond what is left go, the plan stays valid,
        // and the page shows what the plan now says.
        model::Plan fewer = document.plan();
        fewer.workers.erase(fewer.workers.begin() + 1);  // local keeps nic only
        document.setPlan(fewer);
        QCOMPARE(document.plan().sweep[1].values, (std::vector<std::int64_t>{1}));
        QCOMPARE(page.findChild<QLineEdit*>(QStringLiteral("cycleWorkersValues"))->text(),
                 QStringLiteral("1"));
        QCOMPARE(allWorkers->text(), QStringLiteral("1 … 1"));
        QVERIFY_VALID(document);

        // Unchecked: the axis goes, the size sweep stays.
        workers->setChecked(false);
        QCOMPARE(document.plan().sweep.size(), std::size_t{1});
        QCOMPARE(document.plan().sweep[0].param, model::SweepParam::Size);
    }

    void accessSpecsPageEditsThePlan() {
        PlanDocument document;
        AccessSpecsPage page(&document);
        QCOMPARE(page.currentSpec(), 0);
        for (const QString& name : SpecLibrary().names()) QVERIFY(page.addFromLibrary(name));
        QCOMPARE(document.plan().specs.size(), std::size_t{5});
        QCOMPARE(page.currentSpec(), 4);
        QVERIFY(page.addFromLibrary(QStringLiteral("Transmit")));
        QCOMPARE(document.plan().specs.back().name, std::string("Transmit 2"));
        page.addBlank();
        page.duplicateCurrent();
        QCOMPARE(document.plan().specs.back().name, std::string("New spec copy"));
        QVERIFY_VALID(document);

        // Renaming follows into the workers that run the spec.
        page.selectSpec(0);
        QVERIFY(page.renameCurrent(QStringLiteral("tx")));
        QCOMPARE(document.plan().workers[0].spec, std::string("tx"));
        QVERIFY(!page.renameCurrent(QStringLiteral("Receive")));
        QCOMPARE(page.message(), QStringLiteral("name: duplicate spec name \"Receive\""));
        QVERIFY(!page.renameCurrent(QString()));
        QCOMPARE(page.message(), QStringLiteral("name: must not be empty"));
        QVERIFY(!page.deleteCurrent());  // worker "nic" runs it
        QVERIFY(page.message().contains(QStringLiteral("nic")));
        page.selectSpec(1);
        QVERIFY(page.deleteCurrent());
        QCOMPARE(document.plan().specs.size(), std::size_t{7});
        QVERIFY_VALID(document);

        // Refusals and the spec's own problem show in red under the table.
        AccessSpecModel* lines = page.linesModel();
        QVERIFY(!lines->setData(lines->index(0, AccessSpecModel::ReadColumn), 140));
        QCOMPARE(page.message(), QStringLiteral("read: must be 0–100, got 140"));
        QVERIFY(lines->insertRows(1, 1));
        QVERIFY(lines->setData(lines->index(1, AccessSpecModel::ShareColumn), 30));
        QCOMPARE(page.message(), QStringLiteral("lines: shares must add up to 100, got 130"));
        QVERIFY(lines->setData(lines->index(0, AccessSpecModel::ShareColumn), 70));
        QCOMPARE(page.message(), QString());
        QVERIFY_VALID(document);

        // The last spec stays.
        model::Plan plan = PlanDocument::defaultPlan();
        document.setPlan(plan);
        QCOMPARE(page.currentSpec(), 0);
        QVERIFY(!page.deleteCurrent());
        QVERIFY_VALID(document);
    }

    void targetsPageEditsThePlan() {
        PlanDocument document;
        TargetsPage page(&document, nullptr);
        auto* add = page.findChild<QPushButton*>(QStringLiteral("addWorker"));
        auto* remove = page.findChild<QPushButton*>(QStringLiteral("removeWorker"));
        add->click();
        add->click();
        QCOMPARE(document.plan().workers.size(), std::size_t{3});
        QVERIFY_VALID(document);
        WorkerModel* workers = page.workerModel();
        QVERIFY(!workers->setData(workers->index(2, WorkerModel::column("outstanding")), 5000));
        QCOMPARE(page.message(), QStringLiteral("outstanding: must be 1–4096, got 5000"));
        QVERIFY(workers->setData(workers->index(2, WorkerModel::column("outstanding")), 64));
        QCOMPARE(page.message(), QString());
        remove->click();
        remove->click();
        remove->click();  // the last one stays
        QCOMPARE(document.plan().workers.size(), std::size_t{1});
        QVERIFY(page.message().startsWith(QStringLiteral("workers: must not be empty")));
        QVERIFY_VALID(document);
    }

    void targetsPageEditsCongestion() {
        PlanDocument document;
        TargetsPage page(&document, nullptr);
        auto* table = page.findChild<QTableView*>(QStringLiteral("workers"));
        WorkerModel* workers = page.workerModel();
        workers->setDynamos({withCongestion("local", {"reno", "cubic", "bbr"}, "cubic")});
        const QModelIndex cell = workers->index(0, WorkerModel::column("socket.congestion"));
        QVERIFY(workers->setData(cell, QStringLiteral("reno")));
        QAbstractItemDelegate* delegate = table->itemDelegate();
        auto* combo = qobject_cast<QComboBox*>(
            delegate->createEditor(table->viewport(), QStyleOptionViewItem(), cell));
        QVERIFY(combo);
        QVERIFY(combo->isEditable());
        delegate->setEditorData(combo, cell);
        QCOMPARE(combo->currentText(), QStringLiteral("reno"));
        // Picking "default (cubic)" means unset, not a name of that spelling.
        combo->setCurrentIndex(combo->findData(QString()));
        QCOMPARE(combo->currentText(), QStringLiteral("default (cubic)"));
        delegate->setModelData(combo, workers, cell);
        QVERIFY(document.plan().workers[0].as<model::TcpSettings>()->socket.congestion.empty());
        QCOMPARE(page.message(), QString());
        // A typed name is taken as typed.
        combo->setEditText(QStringLiteral("htcp"));
        delegate->setModelData(combo, workers, cell);
        QCOMPARE(document.plan().workers[0].as<model::TcpSettings>()->socket.congestion, std::string("htcp"));
        delete combo;
        QVERIFY_VALID(document);
    }

    void targetsPageShowsDisks() {
        PlanDocument document;
        TargetsPage page(&document, nullptr);
        auto* table = page.findChild<QTableView*>(QStringLiteral("workers"));
        auto* tree = page.findChild<QTreeWidget*>(QStringLiteral("dynamos"));
        QVERIFY(table && tree);
        // Only the columns of the plan's kinds.
        QVERIFY(!table->isColumnHidden(WorkerModel::column("bind")));
        QVERIFY(table->isColumnHidden(WorkerModel::column("path")));
        QVERIFY(table->isColumnHidden(WorkerModel::column("rate_mbit")));
        for (int column = WorkerModel::column("socket.send_buffer"); column <= WorkerModel::column("socket.pacing_mbit");
             ++column)
            QVERIFY(!table->isColumnHidden(column));
        WorkerModel* workers = page.workerModel();
        QVERIFY(workers->setData(workers->index(0, WorkerModel::column("kind")), QStringLiteral("disk")));
        QVERIFY(table->isColumnHidden(WorkerModel::column("bind")));
        QVERIFY(!table->isColumnHidden(WorkerModel::column("path")));
        QVERIFY(!table->isColumnHidden(WorkerModel::column("force")));
        for (int column = WorkerModel::column("socket.send_buffer"); column <= WorkerModel::column("socket.pacing_mbit");
             ++column)
            QVERIFY(table->isColumnHidden(column));

        // What the dynamo reports of its block devices, under it beside its interfaces.
        auto dynamo = fakeDynamo("local", 2);
        dynamo.hello["disks"] = {
            {{"path", "/dev/vda"}, {"name", "vda"}, {"size", 274877906944ull}, {"model", "QEMU disk"},
             {"logical_block", 512}, {"rotational", true}, {"partition", false}, {"safe", false},
             {"in_use", true}, {"hazard", "/dev/vda1, a partition of /dev/vda, is mounted at /"}},
            {{"path", "/dev/vda1"}, {"name", "vda1"}, {"size", 1073741824ull}, {"partition", true},
             {"safe", false}, {"in_use", true}, {"hazard", "/dev/vda1 is mounted at /"}},
            {{"path", "/dev/loop7"}, {"name", "loop7"}, {"size", 67108864ull}, {"partition", false},
             {"safe", true}}};
        workers->setDynamos({dynamo});
        QStringList rows;
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            rows << QStringList({(*it)->text(0), (*it)->text(1), (*it)->text(4)}).join(QStringLiteral(" | "));
        const QString text = rows.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("Network interfaces")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("eth0 | 10.0.0.1, fe80::1")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Block devices")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("/dev/vda | 256 GiB, QEMU disk, rotational | in use: "
                                              "/dev/vda1, a partition of /dev/vda, is mounted at /")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("/dev/loop7 | 64 MiB, SSD | safe")), qPrintable(text));
        // The partition sits under its disk.
        const auto found = tree->findItems(QStringLiteral("/dev/vda1"), Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0]->parent()->text(0), QStringLiteral("/dev/vda"));
    }

    void targetsPageShowsIometerTargets() {
        // A stock IOmeter dynamo (docs/iometer-files.md, "IOmeter's dynamos"): its disk targets
        // with sector and test file, its TCP interfaces as addresses a tcp worker binds.
        PlanDocument document;
        TargetsPage page(&document, nullptr);
        auto* tree = page.findChild<QTreeWidget*>(QStringLiteral("dynamos"));
        QVERIFY(tree);
        iometry::iometer::DynamoFacts facts;
        facts.info.name = "W2019";
        facts.info.version = "1.1.0";
        facts.info.processors = 8;
        iometry::iometer::TargetSpec disk, prepared, nic;
        QVERIFY(disk.setName("D: \"Data\"").ok());
        disk.setType(iometry::iometer::kLogicalDiskType);
        disk.setDisk({.sectorSize = 512});
        QVERIFY(prepared.setName("E: \"Scratch\"").ok());
        prepared.setType(iometry::iometer::kLogicalDiskType);
        prepared.setDisk({.ready = true, .sectorSize = 4096});
        QVERIFY(nic.setName("10.0.0.5").ok());
        nic.setType(iometry::iometer::kTcpClientType);
        facts.disks = {disk, prepared};
        facts.interfaces = {nic};
        session::DynamoInfo dynamo{"W2019", false, "10.0.0.5:49152", iometry::iometer::helloOf(facts, "10.0.0.5:49152")};
        page.workerModel()->setDynamos({dynamo});
        QStringList rows;
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            rows << QStringList({(*it)->text(0), (*it)->text(1), (*it)->text(2), (*it)->text(4)}).join(QStringLiteral(" | "));
        const QString text = rows.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("W2019 | IOmeter 1.1.0 dynamo, 10.0.0.5:49152 (no authentication)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("10.0.0.5 | 10.0.0.5")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("IOmeter disk targets")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("D: \"Data\" | file system | 512 B | not prepared: filled before its first step")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("E: \"Scratch\" | file system | 4096 B | prepared")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Block devices")), qPrintable(text));
        // A tcp worker may bind its address, as any dynamo's.
        QCOMPARE(dynamoFacts(dynamo.hello).bindableAddresses(), QStringList{QStringLiteral("10.0.0.5")});
        if (const QString shot = qEnvironmentVariable("IOMETRY_SHOT"); !shot.isEmpty()) {
            page.resize(1100, 620);
            page.grab().save(shot);
        }
    }

    // A device's reasons as the dynamo gives their facts, worded in the window's language:
    // in English as the dynamo wrote them; a kind this window does not know as written; a
    // hello of the wrong types read without a throw, and nothing called safe on its word.
    void deviceReasonsInTheWindowsLanguage() {
        const std::string mounted = "/dev/vda1, a partition of /dev/vda, is mounted at / and /boot";
        const std::string ext4 = "/dev/loop3 holds an ext4 filesystem (label \"data\")";
        const nlohmann::json hello = {
            {"disks",
             {{{"path", "/dev/vda"}, {"safe", false}, {"in_use", true}, {"hazard", mounted},
               {"reasons",
                {{{"what", "mounted"}, {"device", "/dev/vda1"}, {"partition_of", "/dev/vda"},
                  {"at", {"/", "/boot"}}, {"text", mounted}}}}},
              {{"path", "/dev/loop3"}, {"safe", false}, {"in_use", false},
               {"hazard", ext4 + "; /dev/loop3 is something new"},
               {"reasons",
                {{{"what", "signature"}, {"usage", "filesystem"}, {"type", "ext4"}, {"label", "data"},
                  {"device", "/dev/loop3"}, {"text", ext4}},
                 {{"what", "a kind from a newer dynamo"}, {"device", "/dev/loop3"},
                  {"text", "/dev/loop3 is something new"}}}}},
              {{"path", "/dev/x"}, {"size", "big"}, {"logical_block", "512"}, {"safe", "yes"},
               {"in_use", 1}, {"reasons", 5}, {"hazard", 7}}}}};
        const auto devices = blockDevicesOf(hello);
        QCOMPARE(devices.size(), std::size_t(3));
        QCOMPARE(devices[0].hazard(), QString::fromStdString(mounted));
        QCOMPARE(devices[1].hazard(), QString::fromStdString(ext4 + "; /dev/loop3 is something new"));
        QVERIFY(!devices[2].safe);
        QCOMPARE(devices[2].size, std::uint64_t(0));
        QCOMPARE(devices[2].logicalBlock, 512);
        QCOMPARE(devices[2].hazard(), QStringLiteral("the dynamo did not say it is safe"));
        // The interfaces of such a hello too: counts beyond an int, or words, read as none.
        const DynamoFacts odd = dynamoFacts(nlohmann::json::parse(
            R"({"interfaces": [{"name": "eth0", "mtu": 1e300, "speed_mbit": "fast"}, {"name": 5, "mtu": 1500.0}]})"));
        QCOMPARE(odd.interfaces.size(), std::size_t(2));
        QCOMPARE(odd.interfaces[0].mtu, 0);
        QCOMPARE(odd.interfaces[0].speedMbit, 0);
        QCOMPARE(odd.interfaces[1].mtu, 1500);

        applyLanguage(QStringLiteral("ru"));
        const auto english = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
        const QString russian = devices[0].safetyText();
        QVERIFY2(!russian.contains(QStringLiteral("mounted")) && !russian.contains(QStringLiteral("partition")) &&
                     russian.contains(QStringLiteral("/dev/vda1")) && russian.contains(QStringLiteral("/boot")) &&
                     russian.contains(QRegularExpression(QStringLiteral("[а-я]"))),
                 qPrintable(russian));
        const QString data = devices[1].hazard();
        QVERIFY2(!data.contains(QStringLiteral("holds")) && data.contains(QStringLiteral("ext4")) &&
                     data.contains(QStringLiteral("data")) && data.contains(QStringLiteral("something new")),
                 qPrintable(data));
    }

    void dynamosJoinAndLeaveOneAtATime() {
        // A join or a loss makes or removes that dynamo's rows only, in their place by name
        // (docs/architecture.md, "The window stays responsive"): the rows of the others are
        // the same items, and the whole list is never made anew.
        PlanDocument document;
        TargetsPage page(&document, nullptr);
        auto* tree = page.findChild<QTreeWidget*>(QStringLiteral("dynamos"));
        QVERIFY(tree);
        WorkerModel* workers = page.workerModel();
        QSignalSpy whole(workers, &WorkerModel::dynamosChanged);
        QSignalSpy one(workers, &WorkerModel::dynamoChanged);
        const auto names = [tree] {
            QStringList list;
            for (int i = 0; i < tree->topLevelItemCount(); ++i) list << tree->topLevelItem(i)->text(0);
            return list;
        };
        workers->addDynamo(fakeDynamo("C", 2));
        QCOMPARE(names(), QStringList({"C"}));
        QTreeWidgetItem* c = tree->topLevelItem(0);
        workers->addDynamo(fakeDynamo("A", 2));
        workers->addDynamo(fakeDynamo("B", 4));
        QCOMPARE(names(), QStringList({"A", "B", "C"}));
        QCOMPARE(tree->topLevelItem(2), c);
        QTreeWidgetItem* b = tree->topLevelItem(1);
        QVERIFY(b->isExpanded());
        QCOMPARE(b->child(0)->text(0), QString("Network interfaces"));
        QVERIFY(b->child(0)->isExpanded());
        QCOMPARE(workers->cpusOf("B"), 4);
        // B says hello again (a reconnect): its rows anew, in the same place.
        workers->addDynamo(fakeDynamo("B", 8));
        QCOMPARE(names(), QStringList({"A", "B", "C"}));
        QCOMPARE(workers->cpusOf("B"), 8);
        workers->removeDynamo("B");
        QCOMPARE(names(), QStringList({"A", "C"}));
        QCOMPARE(tree->topLevelItem(1), c);
        QCOMPARE(workers->cpusOf("B"), 0);
        QCOMPARE(whole.count(), 0);
        QCOMPARE(one.count(), 5);
        workers->removeDynamo("A");
        workers->removeDynamo("C");
        QCOMPARE(tree->topLevelItemCount(), 1);  // the line that says none is connected
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith("No dynamo is connected"));
        workers->addDynamo(fakeDynamo("A", 2));
        QCOMPARE(names(), QStringList({"A"}));

        // The topology tree: one dynamo's row in its place; one the plan does not name
        // leaves with its loss, a planned one stays, waiting.
        TopologyModel topology;
        model::Plan plan = document.plan();
        QVERIFY(!plan.dynamos.empty());
        const std::string planned = plan.dynamos.front().name;
        topology.rebuild(plan, {});
        QCOMPARE(topology.connectedCount(), 0);
        const QModelIndex all = topology.index(0, 0);
        const int before = topology.rowCount(all);
        const auto joined = fakeDynamo("zz-extra", 2);
        QModelIndex row = topology.updateDynamo(plan, joined.name, &joined);
        QVERIFY(row.isValid());
        QCOMPARE(row.row(), before);  // last by name
        QCOMPARE(topology.rowCount(all), before + 1);
        QVERIFY(topology.index(row.row(), TopologyModel::State, all).data().toString().endsWith("(not in the plan)"));
        QCOMPARE(topology.connectedCount(), 1);
        const auto local = fakeDynamo(planned, 2);
        row = topology.updateDynamo(plan, planned, &local);
        QVERIFY(topology.index(row.row(), TopologyModel::State, all).data().toString().startsWith("connected"));
        QCOMPARE(topology.rowCount(all), before + 1);
        QCOMPARE(topology.connectedCount(), 2);
        QVERIFY(!topology.updateDynamo(plan, joined.name, nullptr).isValid());
        QCOMPARE(topology.rowCount(all), before);
        row = topology.updateDynamo(plan, planned, nullptr);
        QVERIFY(row.isValid());
        QVERIFY(!topology.index(row.row(), TopologyModel::State, all).data().toString().startsWith("connected"));
        QCOMPARE(topology.connectedCount(), 0);
    }
};

QTEST_MAIN(TestPlanModels)
#include "test_plan_models.moc"
