// Latency under load from a run's files (engine/report/under_load.hpp,
// engine/article/under_load.hpp; docs/report.md "Latency under load"): per step what the
// load added to a probe's median, read from summary.csv's probe rows, and the run's
// timeline of throughput and probe medians read from samples.csv, the idle seconds as
// spans, steps one after another.

#include <QtTest>
#include <cmath>
#include <string>

#include "engine/article/under_load.hpp"
#include "engine/report/results_folder.hpp"
#include "engine/report/under_load.hpp"
#include "engine/results/metrics.hpp"

using iometry::results::MetricRow;

namespace {

MetricRow probe(int step, const std::string& repeat, const std::string& phase, double p50, double p99) {
    MetricRow r;
    r.step = step;
    r.repeat = repeat;
    r.scope = "probe";
    r.name = "ping";
    r.phase = phase;
    r.latP50Us = p50;
    r.latP99Us = p99;
    return r;
}

// Two steps of a run with idle_s 1, run_s 2, sample_ms 500, as the step driver writes
// samples.csv: the probe's idle intervals, then the load's (all and probe), then idle.
constexpr const char* kSamples =
    "t_s,ramp,step,repeat,scope,name,size,interval_s,mbit_per_s,ops_per_s,lat_p50_us,phase\n"
    "0.5,0,0,1,probe,ping,64,0.5,0.01,20,150,idle_before\n"
    "1.0,0,0,1,probe,ping,64,0.5,0.01,20,160,idle_before\n"
    "2.0,0,0,1,all,all,65536,1.0,900,1700,,\n"
    "2.0,0,0,1,probe,ping,64,1.0,0.01,20,4000,load\n"
    "3.0,0,0,1,all,all,65536,1.0,910,1730,,\n"
    "3.0,0,0,1,probe,ping,64,1.0,0.01,20,4200,load\n"
    "3.5,0,0,1,probe,ping,64,0.5,0.01,20,170,idle_after\n"
    "4.0,0,0,1,probe,ping,64,0.5,0.01,20,165,idle_after\n"
    "0.5,0,1,1,probe,ping,64,0.5,0.01,20,150,idle_before\n"
    "1.0,0,1,1,probe,ping,64,0.5,0.01,20,155,idle_before\n"
    "2.0,0,1,1,all,all,1024,1.0,300,37000,,\n"
    "2.0,0,1,1,probe,ping,64,1.0,0.01,20,900,load\n";

}  // namespace

class TestUnderLoad : public QObject {
    Q_OBJECT

private slots:
    void addedIsTheLoadsMedianMinusTheIdleOne() {
        std::vector<MetricRow> rows = {probe(0, "1", "idle_before", 150, 300), probe(0, "1", "load", 4000, 9000),
                                       probe(0, "1", "idle_after", 170, 310),
                                       // step 1 had repeats: its aggregate rows, not the first repeat's
                                       probe(1, "1", "load", 1, 1), probe(1, "agg", "idle_before", 155, 200),
                                       probe(1, "agg", "load", 900, 2500)};
        MetricRow all;
        all.scope = "all";
        rows.insert(rows.begin(), all);
        const auto steps = iometry::report::probeSteps(rows);
        QCOMPARE(steps.size(), std::size_t{2});
        QCOMPARE(steps[0].addedUs, 3850.0);
        QCOMPARE(steps[0].idleAfterMedianUs, 170.0);
        QCOMPARE(steps[0].loadP99Us, 9000.0);
        QCOMPARE(steps[1].loadMedianUs, 900.0);
        QCOMPARE(steps[1].addedUs, 745.0);
        QVERIFY(std::isnan(steps[1].idleAfterMedianUs));

        // One repeat's rows (as iometry-run prints a step): that repeat's, whichever it is.
        const auto second = iometry::report::probeSteps({probe(2, "2", "idle_before", 100, 110), probe(2, "2", "load", 300, 900)});
        QCOMPARE(second.size(), std::size_t{1});
        QCOMPARE(second.front().addedUs, 200.0);

        // No idle seconds before: the idle median after the load stands in; neither: NaN.
        const auto after = iometry::report::probeSteps({probe(0, "1", "load", 500, 900), probe(0, "1", "idle_after", 100, 120)});
        QCOMPARE(after.front().addedUs, 400.0);
        const auto none = iometry::report::probeSteps({probe(0, "1", "load", 500, 900)});
        QVERIFY(std::isnan(none.front().addedUs));
    }

    void timelineFromSamples() {
        std::string error;
        const auto samples = iometry::report::parseSamplesCsv(kSamples, "samples.csv", error);
        QVERIFY2(samples, error.c_str());
        QCOMPARE(samples->size(), std::size_t{12});
        QCOMPARE(samples->front().t, 0.5);
        QCOMPARE(samples->front().row.phase, std::string("idle_before"));
        QCOMPARE(samples->front().row.seconds, 0.5);  // interval_s
        const auto line = iometry::report::underLoadTimeline(*samples, false);
        QCOMPARE(line.throughput.size(), std::size_t{4});
        QVERIFY(std::isnan(line.throughput[2].value));  // the idle seconds break the line
        QCOMPARE(line.throughput[3].t, 4.0 + 2.0);  // step 1 starts where step 0 ended (4 s)
        QCOMPARE(line.throughput[3].value, 300.0);
        QCOMPARE(line.medians.at("ping").size(), std::size_t{9});
        // The idle seconds: 0-1, 3-4 (one span each, of two intervals), and 4-5.
        QCOMPARE(line.idle.size(), std::size_t{2});
        QCOMPARE(line.idle[0], std::make_pair(0.0, 1.0));
        QCOMPARE(line.idle[1], std::make_pair(3.0, 5.0));  // step 0's after, then step 1's before
        QCOMPARE(iometry::report::underLoadTimeline(*samples, true).throughput[0].value, 1700.0);

        // A file without t_s is not a samples file.
        QVERIFY(!iometry::report::parseSamplesCsv("step,scope,name,size,mbit_per_s\n", "x.csv", error));
        QVERIFY2(error.find("t_s") != std::string::npos, error.c_str());
    }

    void figureAndTable() {
        std::string error;
        iometry::report::RunFolder run;
        run.rows = {probe(0, "1", "idle_before", 150, 300), probe(0, "1", "load", 4000, 9000)};
        run.timeline = *iometry::report::parseSamplesCsv(kSamples, "samples.csv", error);
        QVERIFY(iometry::article::hasProbes(run));
        const iometry::article::DeviceRun device{"nic", 0, &run};
        const auto f = iometry::article::underLoadFigure(device);
        QCOMPARE(f.series.size(), std::size_t{2});  // throughput, the probe's median
        QVERIFY(f.series[1].rightAxis);
        QCOMPARE(f.y2Key, std::string("probe_p50_ms"));  // 4.2 ms at most: in ms
        QCOMPARE(f.series[1].points[2].y, 4.0);
        QCOMPARE(f.shaded.size(), std::size_t{2});
        const auto t = iometry::article::underLoadTable({device});
        QCOMPARE(t.rows.size(), std::size_t{1});
        QCOMPARE(t.columns[4].key, std::string("added_ms"));
        QCOMPARE(t.rows[0][4].number, 3.85);
    }

    void distributionsMergeIdleAndLoadApart() {
        // results.json as the recorder writes it: two steps, the second with two repeats and
        // its aggregate (which keeps no histogram), a load worker's row, a damaged histogram.
        auto histogram = [](std::initializer_list<std::uint64_t> ns) {
            iometry::stats::LatencyHistogram h;
            for (std::uint64_t v : ns) h.record(v);
            return h.toJson();
        };
        auto row = [](const char* scope, const char* phase, nlohmann::json h) {
            nlohmann::json r = {{"scope", scope}, {"name", "ping"}, {"phase", phase}};
            if (!h.is_null()) r["latency_histogram"] = std::move(h);
            return r;
        };
        const nlohmann::json results = {
            {"steps",
             {{{"step", 0}, {"repeat", 1},
               {"rows", {row("all", "", nullptr), row("worker", "", histogram({9'000'000})),
                         row("probe", "idle_before", histogram({100'000, 120'000})),
                         row("probe", "load", histogram({4'000'000})),
                         row("probe", "idle_after", histogram({110'000}))}}},
              {{"step", 1}, {"repeat", 1},
               {"rows", {row("probe", "load", histogram({2'000'000, 3'000'000})),
                         row("probe", "idle_after", nlohmann::json{{"n", "three"}})}}},
              {{"step", 1}, {"repeat", 2}, {"rows", {row("probe", "idle_before", histogram({130'000}))}}},
              {{"step", 1}, {"repeat", "agg"}, {"rows", {row("probe", "load", nullptr)}}}}},
            {"status", "completed"}};
        const auto d = iometry::report::probeLatencyOf(results);
        QCOMPARE(d.size(), std::size_t{1});
        const auto& ping = d.at("ping");
        QCOMPARE(ping.idle.count(), std::uint64_t{4});  // both idle parts of every repeat
        QCOMPARE(ping.load.count(), std::uint64_t{3});  // not the worker's, not the damaged one
        QCOMPARE(ping.load.max(), std::uint64_t{4'000'000});

        iometry::report::RunFolder run;
        run.probeLatency = d;
        const iometry::article::DeviceRun device{"nic", 0, &run};
        const auto f = iometry::article::underLoadDistributionFigure({device});
        QCOMPARE(f.series.size(), std::size_t{2});  // idle (dashed), then under load
        QCOMPARE(f.xKey, std::string("latency_ms"));   // 4 ms at most: in ms
        QVERIFY(f.series[0].steps && f.series[0].variant != f.series[1].variant);
        QCOMPARE(f.series[0].points.front().y, 1.0);
        QCOMPARE(f.series[1].points.size(), std::size_t{3});
        QCOMPARE(f.series[1].points.back().x, 4.0);  // the exact max
        QVERIFY(std::abs(f.series[1].points.back().y - 1.0 / 3) < 1e-12);
        const auto t = iometry::article::underLoadDistributionTable({device});
        QCOMPARE(t.rows.size(), std::size_t{2});
        QCOMPARE(t.rows[0][2].number, 4.0);  // requests idle
        QCOMPARE(t.rows[1][2].number, 3.0);  // under load
        QCOMPARE(t.columns.back().key, std::string("max_ms"));
        QCOMPARE(t.rows[1].back().number, 4.0);

        // A run recorded before probes kept their distributions: nothing to draw.
        run.probeLatency.clear();
        QVERIFY(iometry::article::underLoadDistributionFigure({device}).series.empty());
    }
};

QTEST_GUILESS_MAIN(TestUnderLoad)
#include "test_under_load.moc"
