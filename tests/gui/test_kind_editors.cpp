// The workers table (the Targets page) with a kind that exists only in this test
// (tests/support/clock_kind.hpp), its columns added through the registry alone
// (docs/architecture.md, "How to add a worker kind"): the table shows its column beside
// the built-in kinds', edits it through the plan validator, offers the kind in the Kind
// column and makes a worker of it. No file of the workbench names it.

#include <QAbstractItemModelTester>
#include <QtTest>

#include "engine/plan/plan_json.hpp"
#include "gui/kinds/worker_column.hpp"
#include "gui/models/worker_model.hpp"
#include "gui/plan_document.hpp"
#include "tests/support/clock_kind.hpp"

using namespace iometry;
using iometry::gui::CellEdit;
using iometry::gui::CellView;
using iometry::gui::WorkerModel;
using iometry::test::ClockSettings;

namespace {

gui::KindEditor clockEditor() {
    gui::KindEditor e;
    e.kind = &test::clockKind();
    e.label = "clock — operations at a rate";
    gui::WorkerColumn rate{"ops_per_s", "Operations/s", "clock: the rate it counts at", 130, true};
    rate.text = [](const CellView& v, bool) {
        return QString::number(v.worker.as<ClockSettings>()->opsPerS, 'g', 10);
    };
    rate.edit = [](CellEdit& edit) {
        if (edit.rawNumber().is_number()) edit.worker.as<ClockSettings>()->opsPerS = edit.raw.get<double>();
        return QString();
    };
    e.columns.push_back(std::move(rate));
    e.adopt = [](CellEdit& edit) {
        ClockSettings clock;
        clock.opsPerS = 1000;
        edit.worker.settings = clock;
    };
    return e;
}

constexpr const char* kPlan = R"({
  "format": "iometry.plan/1", "name": "clocks",
  "dynamos": [{"name": "local", "spawn": true}],
  "specs": [{"name": "s", "lines": [{"size": 4096, "read": 0}]}],
  "workers": [
    {"name": "c", "dynamo": "local", "kind": "clock", "ops_per_s": 2000, "spec": "s"},
    {"name": "t", "dynamo": "local", "kind": "tcp", "bind": "127.0.0.1",
     "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "s"}]
})";

}  // namespace

class TestKindEditors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        model::WorkerKindRegistry::instance().add(test::clockKind());
        gui::KindEditors::instance().add(clockEditor());
    }

    void aKindOfATestIsEditedLikeTheBuiltInOnes() {
        const auto parsed = model::parsePlanText(kPlan);
        QVERIFY(parsed.ok());
        gui::PlanDocument document;
        document.setPlan(*parsed.plan);
        WorkerModel workers(&document);
        QAbstractItemModelTester tester(&workers, QAbstractItemModelTester::FailureReportingMode::QtTest);

        // Its column is the table's last (rank 130), and only its worker has it.
        const int rate = WorkerModel::column("ops_per_s");
        QCOMPARE(rate, workers.columnCount() - 1);
        QCOMPARE(workers.headerData(rate, Qt::Horizontal).toString(), QString("Operations/s"));
        QCOMPARE(workers.data(workers.index(0, rate)).toString(), QString("2000"));
        QVERIFY(workers.flags(workers.index(0, rate)) & Qt::ItemIsEditable);
        QVERIFY(!(workers.flags(workers.index(1, rate)) & Qt::ItemIsEditable));
        QVERIFY(!(workers.flags(workers.index(0, WorkerModel::column("bind"))) & Qt::ItemIsEditable));
        QVERIFY(workers.columnInUse(rate));

        // Its edits go through the validator: the kind's own reader words the refusal.
        QVERIFY(workers.setData(workers.index(0, rate), QStringLiteral("3000")));
        QCOMPARE(document.plan().workers[0].as<ClockSettings>()->opsPerS, 3000.0);
        QVERIFY(!workers.setData(workers.index(0, rate), QStringLiteral("0")));
        QCOMPARE(workers.lastError(), QString("ops_per_s: must be more than 0 and at most 1e+06, got 0"));
        QCOMPARE(document.plan().workers[0].as<ClockSettings>()->opsPerS, 3000.0);

        // The Kind column offers it, and a tcp worker becomes one.
        const QModelIndex kind = workers.index(1, WorkerModel::column("kind"));
        QVERIFY(workers.data(kind, WorkerModel::ChoicesRole).toStringList().contains("clock"));
        QVERIFY(workers.setData(kind, QStringLiteral("clock")));
        QCOMPARE(document.plan().workers[1].kindName(), std::string("clock"));
        QCOMPARE(document.plan().workers[1].as<ClockSettings>()->opsPerS, 1000.0);
        QVERIFY(!document.plan().workers[1].ends());
        QCOMPARE(workers.data(workers.index(1, WorkerModel::column("bind"))).toString(), QString());
        QVERIFY(!workers.columnInUse(WorkerModel::column("bind")));  // no pair is left
    }

    void tipsComeFromTheKindsTables() {
        // Each setting's help, range and unit come from its kind's settings table
        // (engine/kinds/), never restated in the window; the column adds its own words.
        gui::PlanDocument document;
        const WorkerModel workers(&document);
        const auto tip = [&](const char* key) {
            return workers.headerData(WorkerModel::column(key), Qt::Horizontal, Qt::ToolTipRole).toString();
        };
        QCOMPARE(tip("socket.mss"), QString("tcp: TCP_MAXSEG: the largest segment to send and to announce (88 to "
                                            "65495 B). The path's MTU may make it smaller. Empty: as the MTU allows."));
        QCOMPARE(tip("rate_mbit"), QString("udp: The offered rate of the pair, in Mbit/s of payload (more than 0, at most "
                                           "1000000 Mbit/s). 1000000: as fast as the sender can. A ping-pong has none."));
        QCOMPARE(tip("file_size"), QString("disk: Bytes of the test file; for a block device the span tested (4096 to "
                                           "1125899906842624 B). \"1 GiB\" and \"512 MiB\" are read too. Empty for "
                                           "all of a block device."));
        QCOMPARE(tip("engine"), QString("disk: How I/Os reach the kernel (auto, io_uring, libaio or sync)."));
        QCOMPARE(tip("peer.cpu"), QString("The CPU of its host the partner is pinned to (0 to 1023). Empty for any."));
        QCOMPARE(tip("outstanding"), QString("Requests in flight (1 to 4096). A sweep over outstanding I/Os overrides "
                                             "it in each step."));
        // An editor's empty field shows the same range (WorkerModel::RangeRole).
        const auto parsed = model::parsePlanText(kPlan);
        QVERIFY(parsed.ok());
        document.setPlan(*parsed.plan);
        const WorkerModel plan(&document);
        QCOMPARE(plan.data(plan.index(1, WorkerModel::column("socket.mss")), WorkerModel::RangeRole).toString(),
                 QString("88 to 65495 B"));
        QCOMPARE(plan.data(plan.index(1, WorkerModel::column("socket.congestion")), WorkerModel::RangeRole).toString(),
                 QString());
        // The range follows the table: a bound changed there changes the tip.
        const model::KindParam mss = *gui::KindEditors::instance().find("tcp")->column("socket.mss")->setting;
        QCOMPARE(mss.lo, 88.0);
        QCOMPARE(mss.hi, 65495.0);
    }
};

QTEST_MAIN(TestKindEditors)
#include "test_kind_editors.moc"
