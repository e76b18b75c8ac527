// The live table and the topology tree, each under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QtTest>

#include "engine/model/plan_json.hpp"
#include <qcustomplot.h>

#include "gui/charts/gauge_bar.hpp"
#include "gui/charts/live_chart.hpp"
#include "gui/models/live_rows_model.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/pages/results_page.hpp"
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

// An interval of a disk worker on a block device, from a 4 KiB random-read run at 8
// outstanding I/Os on /tmp's virtio disk (iometry-run, samples.csv): ours beside the device's.
constexpr double kDiskOps = 30437, kDiskMb = 124.67, kDiskLatMean = 261.656, kDiskLatP99 = 1046.527;
constexpr double kDevReadOps = 30439, kDevWriteOps = 7, kDevReadMb = 124.703, kDevWriteMb = 5.111;
constexpr double kDevUtil = 87.59, kDevQueue = 6.93;

results::MetricRow diskRow(const std::string& scope, const std::string& name) {
    results::MetricRow r;
    r.scope = scope;
    r.name = name;
    r.size = 4096;
    r.outstanding = 8;
    r.readPct = 100;
    r.opsPerS = kDiskOps;
    r.mbPerS = kDiskMb;
    r.mbitPerS = kDiskMb * 8;
    r.latMeanUs = kDiskLatMean;
    r.latP99Us = kDiskLatP99;
    r.cpuPct = 100.0;
    r.dev = true;
    r.devReadOpsPerS = kDevReadOps;
    r.devWriteOpsPerS = kDevWriteOps;
    r.devReadMbPerS = kDevReadMb;
    r.devWriteMbPerS = kDevWriteMb;
    r.devUtilPct = kDevUtil;
    r.devQueue = kDevQueue;
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
        // The device's columns only once an interval carries them.
        QCOMPARE(model.columnCount(), int(LiveRowsModel::DevOpsPerS));
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
        QVERIFY(!model.hasDeviceColumns());
        // A stream times nothing: its latency cells are empty, not 0; a timed row shows its own.
        results::MetricRow stream = row("worker", "nic", 1000), timed = row("worker", "rr", 10);
        stream.latEmpty = true;
        timed.latMeanUs = 42;
        model.setRows({stream, timed});
        QVERIFY(model.index(0, LiveRowsModel::LatMeanUs).data().toString().isEmpty());
        QVERIFY(model.index(0, LiveRowsModel::LatP99Us).data().toString().isEmpty());
        QCOMPARE(model.index(1, LiveRowsModel::LatMeanUs).data(LiveRowsModel::RawValueRole).toDouble(), 42.0);
        // One connection of a stream has its own rate but no CPU of its own.
        results::MetricRow connection = row("connection", "nic/2", 250);
        connection.hostEmpty = true;
        model.setRows({stream, connection});
        QCOMPARE(model.index(1, LiveRowsModel::Scope).data().toString(), QString("connection"));
        QCOMPARE(model.index(1, LiveRowsModel::MbitPerS).data(LiveRowsModel::RawValueRole).toDouble(), 250.0);
        QVERIFY(model.index(1, LiveRowsModel::CpuPct).data().toString().isEmpty());
        QVERIFY(!model.index(0, LiveRowsModel::CpuPct).data().toString().isEmpty());
    }

    void liveRowsShowTheDevice() {
        LiveRowsModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        // A disk run: the 'all' and the worker rows carry the device, the dynamo row too (it
        // is the worker's host); a second dynamo without disk workers has none.
        results::MetricRow other = row("dynamo", "B", 0);
        model.setRows({diskRow("all", "all"), diskRow("dynamo", "local"), other,
                       diskRow("worker", "disk")});
        QVERIFY(model.hasDeviceColumns());
        QCOMPARE(model.columnCount(), int(LiveRowsModel::ColumnCount));
        QCOMPARE(model.headerData(LiveRowsModel::DevOpsPerS, Qt::Horizontal).toString(),
                 QString("Device IOPS"));
        QCOMPARE(model.headerData(LiveRowsModel::DevMbPerS, Qt::Horizontal).toString(),
                 QString("Device MB/s"));
        QCOMPARE(model.headerData(LiveRowsModel::DevUtilPct, Qt::Horizontal).toString(),
                 QString("Device util %"));
        QCOMPARE(model.headerData(LiveRowsModel::DevQueue, Qt::Horizontal).toString(),
                 QString("Device queue"));
        auto raw = [&](int r, int c) { return model.index(r, c).data(LiveRowsModel::RawValueRole); };
        QCOMPARE(raw(0, LiveRowsModel::DevOpsPerS).toDouble(), kDevReadOps + kDevWriteOps);
        QCOMPARE(raw(0, LiveRowsModel::DevMbPerS).toDouble(), kDevReadMb + kDevWriteMb);
        QCOMPARE(raw(3, LiveRowsModel::DevUtilPct).toDouble(), kDevUtil);
        QCOMPARE(raw(3, LiveRowsModel::DevQueue).toDouble(), kDevQueue);
        QCOMPARE(raw(0, LiveRowsModel::OpsPerS).toDouble(), kDiskOps);  // ours, beside it
        // No device under B: empty cells, not zeros.
        QVERIFY(!raw(2, LiveRowsModel::DevOpsPerS).isValid());
        QCOMPARE(model.index(2, LiveRowsModel::DevOpsPerS).data().toString(), QString());
        // A disk-only run shows MB/s where a network run shows Mbit/s.
        QCOMPARE(raw(0, LiveRowsModel::MbitPerS).toDouble(), kDiskMb * 8);
        model.setDiskOnly(true);
        QCOMPARE(model.headerData(LiveRowsModel::MbitPerS, Qt::Horizontal).toString(), QString("MB/s"));
        QCOMPARE(raw(0, LiveRowsModel::MbitPerS).toDouble(), kDiskMb);
        // An interval without the device (it kept its shape) does not take the columns away.
        const int resets = reset.count();
        model.setRows({row("all", "all", 1), row("dynamo", "local", 1), other, row("worker", "disk", 1)});
        QCOMPARE(reset.count(), resets);
        QCOMPARE(model.columnCount(), int(LiveRowsModel::ColumnCount));
        model.setRows({});  // a new run
        QVERIFY(!model.hasDeviceColumns());
        QCOMPARE(model.columnCount(), int(LiveRowsModel::DevOpsPerS));
    }

    void resultsPageLeadsWithIopsForDisks() {
        ResultsPage page;
        page.beginRun("Disk", true);
        QCOMPARE(page.throughputChart()->title(), QString("I/O rate"));
        QCOMPARE(page.throughputChart()->plot()->yAxis->label(), QString("IOPS"));
        QCOMPARE(page.iopsChart()->plot()->yAxis->label(), QString("MB/s"));
        QVERIFY(page.table()->diskOnly());
        page.addInterval({diskRow("all", "all"), diskRow("dynamo", "local"), diskRow("worker", "disk")},
                         1.0, false);
        for (LiveChart* chart : {page.throughputChart(), page.iopsChart()}) chart->flush();
        QCOMPARE(page.throughputChart()->pointCount(0), 1);
        QCOMPARE(page.throughputChart()->plot()->graph(0)->data()->at(0)->value, kDiskOps);
        QCOMPARE(page.iopsChart()->plot()->graph(0)->data()->at(0)->value, kDiskMb);
        QVERIFY(page.table()->hasDeviceColumns());
        QCOMPARE(page.table()->index(0, LiveRowsModel::DevOpsPerS).data(LiveRowsModel::RawValueRole).toDouble(),
                 kDevReadOps + kDevWriteOps);

        // The next run is a network one: Mbit/s again, and no device columns.
        page.beginRun("Network", false);
        QCOMPARE(page.throughputChart()->title(), QString("Throughput"));
        QCOMPARE(page.throughputChart()->plot()->yAxis->label(), QString("Mbit/s"));
        QCOMPARE(page.iopsChart()->plot()->yAxis->label(), QString("IOPS"));
        QVERIFY(!page.table()->diskOnly());
        page.addInterval({row("all", "all", 1000), row("dynamo", "local", 1000), row("worker", "nic", 1000)},
                         1.0, false);
        page.throughputChart()->flush();
        QCOMPARE(page.throughputChart()->plot()->graph(0)->data()->at(0)->value, 1000.0);
        QVERIFY(!page.table()->hasDeviceColumns());
        QVERIFY(page.latencyGauge()->hasValue());
        // A stream times nothing: the latency gauge shows no number rather than 0.
        results::MetricRow stream = row("all", "all", 1000);
        stream.latEmpty = true;
        page.addInterval({stream}, 2.0, false);
        QVERIFY(!page.latencyGauge()->hasValue());
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
        // Nothing timed (a stream's latency): no value until the next one.
        QVERIFY(gauge.hasValue());
        gauge.setNoValue();
        QVERIFY(!gauge.hasValue());
        QCOMPARE(gauge.value(), 0.0);
        gauge.setValue(3);
        QVERIFY(gauge.hasValue());
    }
};

QTEST_MAIN(TestLiveModels)
#include "test_live_models.moc"
