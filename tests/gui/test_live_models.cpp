// The live table and the topology tree, each under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QtTest>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/session/interval_aggregation.hpp"
#include <qcustomplot.h>

#include "gui/charts/gauge_bar.hpp"
#include "gui/charts/live_chart.hpp"
#include "gui/models/live_rows_model.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/text_format.hpp"

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


// A TCP pair: its holder on @p dynamo, its partner on @p peer, the spec "s".
model::WorkerDef pair(const std::string& name, const std::string& dynamo, const std::string& peer) {
    model::WorkerDef w;
    w.name = name;
    w.dynamo = dynamo;
    w.settings = model::tcpKind().makeSettings();
    w.spec = "s";
    w.ends()->bind = "127.0.0.1";
    w.ends()->peer.dynamo = peer;
    w.ends()->peer.address = "127.0.0.1";
    return w;
}

nlohmann::json end(int id, const char* role, std::uint64_t read, std::uint64_t written) {
    return {{"id", id}, {"role", role}, {"read_ops", read / 1000}, {"write_ops", written / 1000},
            {"bytes_read", read}, {"bytes_written", written}};
}

// One interval of @p step as the engine makes its rows from each dynamo's sample.
std::vector<results::MetricRow> engineRows(const model::Step& step,
                                           const std::map<std::string, std::vector<nlohmann::json>>& ends) {
    std::map<std::string, session::ParsedSample> samples;
    for (const auto& [dynamo, entries] : ends) {
        const nlohmann::json m = {{"type", "sample"}, {"step", 0}, {"seq", 1}, {"t", 1.0},
                                  {"interval_s", 1.0}, {"ramp", false}, {"last", false},
                                  {"workers", nlohmann::json(entries)},
                                  {"host", {{"cpu", {{"busy", 50.0}}}}}};
        std::string error;
        auto parsed = session::parseSample(m, error);
        if (!parsed) qFatal("canned sample does not parse: %s", error.c_str());
        samples[dynamo] = *parsed;
    }
    session::StepContext context;
    context.step = &step;
    return session::intervalRows(context, samples);
}

model::Step transmitStep(std::vector<model::WorkerDef> workers, int read) {
    model::Step step;
    step.workers = std::move(workers);
    model::AccessSpec spec;
    spec.name = "s";
    model::AccessLine line;
    line.size = 65536;
    line.read = read;
    spec.lines.push_back(line);
    step.specs.push_back(spec);
    return step;
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
                 QString("Device\nIOPS"));
        QCOMPARE(model.headerData(LiveRowsModel::DevMbPerS, Qt::Horizontal).toString(),
                 QString("Device\nMB/s"));
        QCOMPARE(model.headerData(LiveRowsModel::DevUtilPct, Qt::Horizontal).toString(),
                 QString("Device\nutil %"));
        QCOMPARE(model.headerData(LiveRowsModel::DevQueue, Qt::Horizontal).toString(),
                 QString("Device\nqueue"));
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
        page.beginRun("Disk", {.diskOnly = true});
        QCOMPARE(page.throughputChart()->title(), QString("I/O rate"));
        QCOMPARE(page.throughputChart()->plot()->yAxis->label(), QString("IOPS"));
        QCOMPARE(page.iopsChart()->tickLabel(120), QString("120 MB/s"));
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
        page.beginRun("Network");
        QCOMPARE(page.throughputChart()->title(), QString("Throughput"));
        QCOMPARE(page.throughputChart()->tickLabel(2000), QString("2 Gbit/s"));
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

    // docs/metrics.md, "Traffic": a dynamo row is what the worker ends on it sent and
    // received; its sent and received cells are the sums of those ends' worker rows, and
    // its Mbit/s their sum. Rows from the engine's own aggregation of canned samples.
    void dynamoRowsShowSentAndReceived() {
        LiveRowsModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        auto find = [&](const char* scope, const char* name) {
            for (int r = 0; r < model.rowCount(); ++r)
                if (model.index(r, LiveRowsModel::Scope).data().toString() == scope &&
                    model.index(r, LiveRowsModel::Name).data().toString() == name)
                    return r;
            qFatal("no row %s %s", scope, name);
        };
        auto raw = [&](int r, int c) { return model.index(r, c).data(LiveRowsModel::RawValueRole); };
        auto text = [&](int r, int c) { return model.index(r, c).data().toString(); };

        // Two hosts, transmit: A holds both pairs and sends, B's partners receive.
        const model::Step twoHosts = transmitStep({pair("n1", "A", "B"), pair("n2", "A", "B")}, 0);
        model.setRows(engineRows(twoHosts, {{"A", {end(0, "holder", 0, 2'000'000), end(1, "holder", 0, 500'000)}},
                                            {"B", {end(0, "partner", 2'000'000, 0), end(1, "partner", 500'000, 0)}}}));
        const int a = find("dynamo", "A"), b = find("dynamo", "B");
        const int n1 = find("worker", "n1"), n2 = find("worker", "n2"), all = find("all", "all");
        const double sent = raw(n1, LiveRowsModel::SentMbit).toDouble() + raw(n2, LiveRowsModel::SentMbit).toDouble();
        QCOMPARE(sent, 20.0);  // 2.5 MB in one second
        QCOMPARE(raw(a, LiveRowsModel::SentMbit).toDouble(), sent);
        QCOMPARE(raw(b, LiveRowsModel::ReceivedMbit).toDouble(), sent);
        QCOMPARE(raw(all, LiveRowsModel::SentMbit).toDouble(), sent);
        // Nothing goes the other way: empty cells, not 0.0.
        for (int r : {a, n1, n2, all}) {
            QCOMPARE(text(r, LiveRowsModel::ReceivedMbit), QString());
            QVERIFY(!raw(r, LiveRowsModel::ReceivedMbit).isValid());
        }
        QCOMPARE(text(b, LiveRowsModel::SentMbit), QString());
        // A stream times nothing: its latency cells are empty too.
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c : {int(LiveRowsModel::LatMeanUs), int(LiveRowsModel::LatP99Us)})
                QCOMPARE(text(r, c), QString());

        // One host, full duplex: both ends of the pair are on "local", whose row is twice the
        // total, and says why: it sent what the pair's two ends sent and received the same.
        const model::Step oneHost = transmitStep({pair("nic", "local", "local")}, 50);
        model.setRows(engineRows(oneHost, {{"local", {end(0, "holder", 1'000'000, 3'000'000),
                                                      end(0, "partner", 3'000'000, 1'000'000)}}}));
        const int local = find("dynamo", "local"), nic = find("worker", "nic"), total = find("all", "all");
        const double workerSum = raw(nic, LiveRowsModel::SentMbit).toDouble() +
                                 raw(nic, LiveRowsModel::ReceivedMbit).toDouble();
        QCOMPARE(workerSum, 32.0);
        QCOMPARE(raw(local, LiveRowsModel::SentMbit).toDouble(), workerSum);
        QCOMPARE(raw(local, LiveRowsModel::ReceivedMbit).toDouble(), workerSum);
        QCOMPARE(raw(local, LiveRowsModel::MbitPerS).toDouble(),
                 raw(local, LiveRowsModel::SentMbit).toDouble() + raw(local, LiveRowsModel::ReceivedMbit).toDouble());
        QCOMPARE(raw(local, LiveRowsModel::MbitPerS).toDouble(), 2 * raw(total, LiveRowsModel::MbitPerS).toDouble());
        QVERIFY(!text(nic, LiveRowsModel::ReceivedMbit).isEmpty());

        // Every header says what its number is (docs/metrics.md).
        for (int c = 0; c < model.columnCount(); ++c)
            if (c != LiveRowsModel::Name)
                QVERIFY2(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty(),
                         qPrintable(model.headerData(c, Qt::Horizontal).toString()));
        QCOMPARE(model.headerData(LiveRowsModel::SentMbit, Qt::Horizontal).toString(), QString("Sent\nMbit/s"));
        model.setDiskOnly(true);
        QCOMPARE(model.headerData(LiveRowsModel::SentMbit, Qt::Horizontal).toString(), QString("Written\nMB/s"));
    }

    // The table's columns fit their numbers, whatever they grow to, and use the width.
    void tableColumnsFitTheirNumbers() {
        ResultsPage page;
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.beginRun("Fit");
        page.addInterval({row("all", "all", 1.5), row("dynamo", "local", 3), row("worker", "nic", 1.5)}, 1, false);
        QTableView* view = page.tableView();
        auto fits = [&] {
            for (int c = 0; c < page.table()->columnCount(); ++c)
                for (int r = 0; r < page.table()->rowCount() && !view->isColumnHidden(c); ++r) {
                    const QString text = page.table()->index(r, c).data().toString();
                    if (view->columnWidth(c) < view->fontMetrics().horizontalAdvance(text) + 6) return false;
                }
            return true;
        };
        QVERIFY(fits());
        // Far larger numbers in the same shape (an update in place) widen the columns.
        results::MetricRow big = row("all", "all", 20834.5), bigger = row("dynamo", "local", 41669.1);
        big.opsPerS = bigger.opsPerS = 19851234;
        page.addInterval({big, bigger, row("worker", "nic", 20834.5)}, 2, false);
        QTRY_VERIFY(fits());
        // What the columns leave of the table's width is theirs: no empty half.
        int used = 0;
        for (int c = 0; c < page.table()->columnCount(); ++c) used += view->columnWidth(c);
        QVERIFY2(used >= view->viewport()->width() - page.table()->columnCount(),
                 qPrintable(QString("%1 of %2").arg(used).arg(view->viewport()->width())));
    }

    // Columns the plan cannot fill are not shown (a stream's latency, retransmits without
    // TCP), so the default run's table fits beside the gauges in a 1280-px window: every
    // column in view, none scrolled sideways.
    void unfilledColumnsHidden() {
        const auto stream = model::loadPlanFile(IOMETRY_TRANSLATIONS_DIR "/../examples/loopback-sweep.json");
        const auto timed = model::loadPlanFile(IOMETRY_TRANSLATIONS_DIR "/../examples/loopback-request-response.json");
        QVERIFY(stream.ok() && timed.ok());
        const auto streamTraits = ResultsPage::RunTraits::of(*stream.plan);
        QVERIFY(streamTraits.tcp && !streamTraits.timesRoundTrips && !streamTraits.diskOnly);
        model::Plan udp = *stream.plan;
        for (auto& w : udp.workers) w.settings = model::workerKinds().find("udp")->makeSettings();
        QVERIFY(!ResultsPage::RunTraits::of(udp).tcp);

        ResultsPage page;
        // The Results page's width in a 1280-px window beside the topology tree.
        page.resize(1010, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTableView* view = page.tableView();
        // The default loopback sweep's numbers at their widest (27 Gbit/s, 206 k IOPS).
        auto sample = [] {
            results::MetricRow all = row("all", "all", 27037.2), dynamo = row("dynamo", "local", 54074.4),
                               worker = row("worker", "nic", 27037.2);
            for (auto* r : {&all, &dynamo, &worker}) {
                r->opsPerS = r->scope == "dynamo" ? 206066 : 102933;
                r->latEmpty = true;
                r->tcp = true;
                r->retransmits = 12;
            }
            return std::vector<results::MetricRow>{all, dynamo, worker};
        };
        page.beginRun("Stream", streamTraits);
        page.addInterval(sample(), 1, false);
        QTRY_COMPARE(page.table()->rowCount(), 3);
        QVERIFY(view->isColumnHidden(LiveRowsModel::LatMeanUs));
        QVERIFY(view->isColumnHidden(LiveRowsModel::LatP99Us));
        QVERIFY(!view->isColumnHidden(LiveRowsModel::Retransmits));
        QVERIFY(!view->isColumnHidden(LiveRowsModel::Errors));
        int used = 0;
        for (int c = 0; c < page.table()->columnCount(); ++c)
            if (!view->isColumnHidden(c)) used += view->horizontalHeader()->sectionSizeHint(c);
        QVERIFY2(used <= view->viewport()->width(),
                 qPrintable(QString("the columns need %1 px of %2").arg(used).arg(view->viewport()->width())));
        QTRY_COMPARE(view->horizontalScrollBar()->maximum(), 0);
        // A plan that times round trips over UDP: latency shown, retransmits not; a new
        // run sets the columns afresh.
        page.beginRun("Timed", {.tcp = false});
        page.addInterval(sample(), 1, false);
        QTRY_COMPARE(page.table()->rowCount(), 3);
        QVERIFY(!view->isColumnHidden(LiveRowsModel::LatMeanUs));
        QVERIFY(view->isColumnHidden(LiveRowsModel::Retransmits));
    }

    // A plan of streams has no round trip: its latency chart and gauge say so.
    void streamLatencySaysWhyItIsEmpty() {
        const auto stream = model::loadPlanFile(IOMETRY_TRANSLATIONS_DIR "/../examples/loopback-sweep.json");
        const auto timed = model::loadPlanFile(IOMETRY_TRANSLATIONS_DIR "/../examples/loopback-request-response.json");
        QVERIFY(stream.ok() && timed.ok());
        QVERIFY(!ResultsPage::timesRoundTrips(*stream.plan));
        QVERIFY(ResultsPage::timesRoundTrips(*timed.plan));

        {
            // Before any run no chart has a note: QCustomPlot's default text ("text") is not one.
            ResultsPage fresh;
            const auto charts = fresh.findChildren<LiveChart*>();
            QVERIFY(!charts.isEmpty());
            for (LiveChart* chart : charts) {
                chart->flush();
                QVERIFY(!chart->isEmptyNoteShown());
            }
        }
        ResultsPage page;
        page.beginRun("Stream", {.timesRoundTrips = false});
        results::MetricRow all = row("all", "all", 1000);
        all.latEmpty = true;
        page.addInterval({all}, 1, false);
        LiveChart* latency = page.latencyChart();
        latency->flush();
        QVERIFY(latency->isEmptyNoteShown());
        QCOMPARE(latency->emptyNote(), ResultsPage::noRoundTripsText());
        QVERIFY(latency->emptyNote().contains("reply size"));
        QVERIFY(!page.latencyGauge()->hasValue());
        QVERIFY(page.latencyGauge()->noValueText().contains("round trip"));
        // A plan that times round trips has no note; the points are drawn.
        page.beginRun("Timed");
        latency->flush();
        QVERIFY(!latency->isEmptyNoteShown());
        QVERIFY(page.latencyGauge()->noValueText().isEmpty());
    }

    // A mix of reads and writes timed apart: the total's reads' and writes' p99 are
    // series of their own on the latency chart; a run of reads only has no such series.
    void latencyChartDrawsReadsAndWrites() {
        ResultsPage page;
        page.beginRun("Reads");
        results::MetricRow reads = row("all", "all", 100);
        reads.readLatEmpty = false;
        reads.readLatP99Us = 80;
        page.addInterval({reads}, 1, false);
        LiveChart* latency = page.latencyChart();
        QCOMPARE(latency->seriesCount(), 2);  // mean, p99
        page.beginRun("Mix");
        results::MetricRow mix = reads;
        mix.writeLatEmpty = false;
        mix.writeLatP99Us = 900;
        page.addInterval({mix}, 1, false);
        page.addInterval({mix}, 2, false);
        QCOMPARE(latency->seriesCount(), 4);
        QCOMPARE(latency->seriesName(2), ResultsPage::readsP99Text());
        QCOMPARE(latency->seriesName(3), ResultsPage::writesP99Text());
        latency->flush();
        QVERIFY(latency->isSeriesShown(3));
        QCOMPARE(latency->pointCount(2), 2);
        QCOMPARE(latency->pointCount(3), 2);
        QCOMPARE(latency->plot()->graph(3)->name(), ResultsPage::writesP99Text());
        QCOMPARE(latency->plot()->graph(3)->data()->at(1)->value, 900.0);
        QCOMPARE(latency->plot()->graph(2)->data()->at(0)->value, 80.0);
    }

    // A probe (docs/metrics.md, "Latency under load"): its median on the latency chart
    // beside the load's, its idle seconds shaded on every chart, one span per idle part.
    void probeLatencyAndIdleShading() {
        ResultsPage page;
        page.beginRun("Probe");
        results::MetricRow probe = row("probe", "ping", 0.01);
        probe.latP50Us = 150;
        probe.seconds = 0.5;
        probe.phase = "idle_before";
        page.addInterval({probe}, 0.5, false);
        page.addInterval({probe}, 1.0, false);
        results::MetricRow all = row("all", "all", 900);
        probe.phase = "load";
        probe.latP50Us = 4000;
        page.addInterval({all, probe}, 1.5, false);
        probe.phase = "idle_after";
        probe.latP50Us = 160;
        page.addInterval({probe}, 2.0, false);
        LiveChart* latency = page.latencyChart();
        int series = -1;
        for (int i = 0; i < latency->seriesCount(); ++i)
            if (latency->seriesName(i) == ResultsPage::probeMedianText("ping")) series = i;
        QVERIFY(series >= 0);
        QCOMPARE(latency->pointCount(series), 4);
        for (LiveChart* c : {page.throughputChart(), page.iopsChart(), latency})
            QCOMPARE(c->shadedSpanCount(), 2);  // 0-1 s (two intervals, one span) and 1.5-2 s
    }

    // SI prefixes, never exponent notation (gauges, axes).
    void siLabels_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("time");
        QTest::newRow("0") << 0.0 << QString() << "0" << false;
        QTest::newRow("2 M") << 2e6 << QString() << "2 M" << false;
        QTest::newRow("500 k") << 5e5 << QString() << "500 k" << false;
        QTest::newRow("25 Gbit/s") << 25e9 << "bit/s" << "25 Gbit/s" << false;
        QTest::newRow("1.5 ms") << 1.5e-3 << "s" << "1.5 ms" << true;
        QTest::newRow("50 µs") << 50e-6 << "s" << "50 µs" << true;
        QTest::newRow("999.7 k") << 999.7e3 << QString() << "1 M" << false;
        QTest::newRow("12.3") << 12.34 << QString() << "12.3" << false;
        // Below one only a time takes a prefix: a count, a rate or a share reads as a decimal,
        // whatever its unit's letters.
        QTest::newRow("0.2 IOPS") << 0.2 << QString() << "0.2" << false;
        QTest::newRow("0.4 bit/s") << 0.4 << "bit/s" << "0.4 bit/s" << false;
        QTest::newRow("0.5 %") << 0.5 << "%" << "0.5 %" << false;
        QTest::newRow("0.25 IOPS") << 0.25 << "IOPS" << "0.25 IOPS" << false;
        QTest::newRow("200 ns") << 200e-9 << "s" << "200 ns" << true;
        QTest::newRow("2 s") << 2.0 << "s" << "2 s" << true;
    }

    void siLabels() {
        QFETCH(double, value);
        QFETCH(QString, unit);
        QFETCH(QString, text);
        QFETCH(bool, time);
        QLocale::setDefault(QLocale::c());
        QCOMPARE(formatSi(value, unit, time ? BelowOne::Prefix : BelowOne::Decimal), text);
        QLocale::setDefault(QLocale::system());
    }

    void gaugesAndAxesHaveNoExponents() {
        QLocale::setDefault(QLocale::c());
        ResultsPage page;
        page.resize(1200, 900);
        page.beginRun("Scales");
        results::MetricRow all = row("all", "all", 23944);
        all.opsPerS = 1.6e6;
        page.addInterval({all}, 1, false);
        page.addInterval({all}, 2, false);
        for (GaugeBar* gauge : page.gauges())
            QVERIFY2(!gauge->scaleText().contains("e+"), qPrintable(gauge->scaleText()));
        QCOMPARE(page.gauges()[1]->scaleText(), QString("2 M"));           // IOPS
        QCOMPARE(page.gauges()[0]->scaleText(), QString("50 Gbit/s"));     // Mbit/s
        for (LiveChart* chart : page.charts()) {
            chart->flush();
            chart->plot()->replot();
            const QVector<QString> labels = chart->plot()->yAxis->tickVectorLabels();
            QVERIFY(!labels.isEmpty());
            for (const QString& label : labels) QVERIFY2(!label.contains("e+"), qPrintable(label));
        }
        QCOMPARE(page.throughputChart()->tickLabel(25000), QString("25 Gbit/s"));
        QCOMPARE(page.iopsChart()->tickLabel(2e6), QString("2 M"));
        // On screen the list beside the plot names the series; no legend repeats it.
        QVERIFY(!page.throughputChart()->plot()->legend->visible());
        QLocale::setDefault(QLocale::system());
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
