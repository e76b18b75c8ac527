// The live table and the topology tree, each under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QtTest>

#include "engine/model/plan_json.hpp"
#include "gui/charts/gauge_bar.hpp"
#include "gui/models/live_rows_model.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/plan_document.hpp"

using namespace iometry;
using namespace iometry::gui;
using Tester = QAbstractItemModelTester;

namespace {

results::MetricRow row(const std::string& scope, const std::string& name, double mbit) {
    results::MetricRow r;
    r.scope = scope;
    r.name = name;
    r.mbitPerS = mbit;
    r.opsPerS = mbit * 10;
    r.cpuPct = 42.5;
    r.latP99Us = 12.25;
    r.errors = 3;
    return r;
}

session::DynamoInfo dynamo(const std::string& name, const std::string& host) {
    session::DynamoInfo d;
    d.name = name;
    d.hello = {{"host", {{"hostname", host}}}};
    return d;
}

}  // namespace

class TestLiveModels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void liveRows() {
        LiveRowsModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(LiveRowsModel::ColumnCount));
        // Core rows go to the CPU chart, not the table.
        model.setRows({row("all", "all", 1000), row("worker", "nic", 1000),
                       row("core", "local/cpu0", 0)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, LiveRowsModel::Name).data().toString(), QString("nic"));
        QCOMPARE(model.index(0, LiveRowsModel::MbitPerS).data(LiveRowsModel::RawValueRole).toDouble(),
                 1000.0);
        QCOMPARE(model.index(0, LiveRowsModel::Errors).data(LiveRowsModel::RawValueRole).toDouble(),
                 3.0);
        // Same shape: updated in place (dataChanged, no reset).
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setRows({row("all", "all", 2000), row("worker", "nic", 2000)});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.index(0, LiveRowsModel::MbitPerS).data(LiveRowsModel::RawValueRole).toDouble(),
                 2000.0);
        // Another shape: reset.
        model.setRows({row("all", "all", 1), row("dynamo", "A", 1), row("worker", "a", 1),
                       row("worker", "b", 1)});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 4);
        model.setRows({});
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.headerData(LiveRowsModel::MbitPerS, Qt::Horizontal).toString().contains("Mbit/s"));
    }

    void topology() {
        TopologyModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        auto parsed = model::parsePlanText(R"({"format": "iometry.plan/1",
            "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
            "specs": [{"name": "tx", "lines": [{"size": 1024}]}],
            "workers": [
              {"name": "w1", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
               "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "tx"},
              {"name": "w2", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
               "peer": {"dynamo": "B", "address": "10.0.0.3"}, "spec": "tx"}]})");
        QVERIFY(parsed.ok());
        model.rebuild(*parsed.plan, {});
        const QModelIndex all = model.index(0, 0);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.rowCount(all), 2);  // A and B
        const QModelIndex a = model.index(0, 0, all);
        QCOMPARE(a.data().toString(), QString("A"));
        QCOMPARE(a.data(TopologyModel::KindRole).toInt(), int(TopologyModel::DynamoItem));
        QCOMPARE(model.rowCount(a), 2);  // w1, w2
        QCOMPARE(model.index(0, 0, a).data(TopologyModel::KindRole).toInt(),
                 int(TopologyModel::WorkerItem));
        QVERIFY(model.index(0, TopologyModel::State, all).data().toString().contains("starts"));
        QVERIFY(model.index(1, TopologyModel::State, all).data().toString().contains("waiting"));

        // B connects, and a dynamo that is not in the plan shows up too.
        model.rebuild(*parsed.plan, {dynamo("B", "hostb"), dynamo("C", "hostc")});
        QCOMPARE(model.rowCount(model.index(0, 0)), 3);
        const QString b = model.index(1, TopologyModel::State, model.index(0, 0)).data().toString();
        QVERIFY2(b.startsWith("connected") && b.contains("hostb"), qPrintable(b));
        QVERIFY(model.index(2, TopologyModel::State, model.index(0, 0))
                    .data()
                    .toString()
                    .contains("not in the plan"));

        model.rebuild(PlanDocument::defaultPlan(), {});
        QCOMPARE(model.rowCount(model.index(0, 0)), 1);
    }

    void gaugeScale_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("ceiling");
        QTest::newRow("0") << 0.0 << 1.0;
        QTest::newRow("0.3") << 0.3 << 0.5;
        QTest::newRow("1") << 1.0 << 1.0;
        QTest::newRow("1.2") << 1.2 << 2.0;
        QTest::newRow("3") << 3.0 << 5.0;
        QTest::newRow("7") << 7.0 << 10.0;
        QTest::newRow("23944") << 23944.0 << 50000.0;
    }

    void gaugeScale() {
        QFETCH(double, value);
        QFETCH(double, ceiling);
        QCOMPARE(GaugeBar::niceCeiling(value), ceiling);
        GaugeBar gauge("x", "y");
        gauge.setValue(value);
        QVERIFY(gauge.scaleMaximum() >= value);
        gauge.setFixedMaximum(100);
        gauge.setValue(250);
        QCOMPARE(gauge.scaleMaximum(), 100.0);
    }
};

QTEST_MAIN(TestLiveModels)
#include "test_live_models.moc"
