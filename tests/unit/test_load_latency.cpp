// The load–latency curve (engine/methods/load_latency/, docs/plan-format.md "Load–latency
// curve", docs/metrics.md "The load–latency curve"), driven with canned rows as the step
// driver drives it: the plan's keys read, written back and refused with their paths; the
// search step closed loop, then one open-loop step per fraction at fraction × the rate the
// search achieved, shared evenly by the load's workers; the knee rule and the headline's
// level on canned numbers; procedure.json's fields, its figure, table and headlines.

#include <QtTest>

#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "engine/article/method_results.hpp"
#include "engine/document/text.hpp"
#include "engine/methods/load_latency/load_latency_method.hpp"
#include "engine/methods/load_latency/load_latency_source.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/step_source.hpp"
#include "engine/plan/plan_json.hpp"
#include "tests/support/step_driving.hpp"

using iometry::model::Plan;
using iometry::model::Step;
using iometry::model::StepRecord;
using iometry::model::StepSource;
using iometry::results::MetricRow;
using Json = nlohmann::ordered_json;
using iometry::testing::drive;
using iometry::testing::mustParse;
using iometry::testing::rowsWith;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/** Two loopback tcp request/response workers, and whatever procedure a test gives. */
constexpr const char* kTcpPlan = R"({
  "format": "iometry.plan/1", "name": "load-latency", "run_s": 5, "ramp_s": 0.5,
  "dynamos": [{"name": "A", "spawn": true}],
  "specs": [{"name": "rr", "lines": [{"size": 64, "reply": 64, "read": 0}]},
            {"name": "transmit", "lines": [{"size": 65536, "read": 0}]},
            {"name": "4k-read", "lines": [{"size": 4096, "read": 100, "random": 100}]},
            {"name": "mix", "lines": [{"size": 4096, "read": 70, "random": 100}]}],
  "workers": [
    {"name": "w1", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
     "peer": {"dynamo": "A", "address": "127.0.0.1"}, "outstanding": 2, "spec": "rr"},
    {"name": "w2", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
     "peer": {"dynamo": "A", "address": "127.0.0.1"}, "outstanding": 2, "spec": "rr"}
  ],
  "procedure": {"kind": "load_latency", "fractions": [0.1, 0.5, 0.9]}
})";

Json tcpPlan() { return Json::parse(kTcpPlan); }

/** The tcp plan's workers replaced by one disk worker on @p spec. */
Json diskPlan(const std::string& spec) {
    Json j = tcpPlan();
    j["workers"] = Json::parse(R"([{"name": "ssd", "dynamo": "A", "kind": "disk",
        "path": "/var/tmp/iometry-unit.tst", "file_size": 1048576, "outstanding": 8}])");
    j["workers"][0]["spec"] = spec;
    return j;
}

QStringList problemsOf(const Json& j) {
    QStringList out;
    for (const auto& p : iometry::model::parsePlan(j).problems) out << QString::fromStdString(p.toString());
    return out;
}

/**
 * A made-up target of @p capacity requests/s: closed loop it achieves its capacity; open
 * loop it achieves what was offered, its latency growing as 1 / (1 − load) from 100 µs
 * (p99 = 3 × p50). Reads and writes apart when @p directions.
 */
StepRecord cannedStep(const Step& step, double capacity, bool directions = false) {
    const double offered = step.params.ratePerS.value_or(capacity);
    const double load = std::min(offered / capacity, 0.99);
    const double p50 = 100 / (1 - load);
    return StepRecord{step, rowsWith([&](MetricRow& row) {
                          iometry::testing::cannedLoadRow(row, step, p50, {1.2, 2, 3, 4, 5});
                          row.transactionsPerS = offered;
                          row.opsPerS = offered;
                          if (directions) {
                              row.readLatEmpty = row.writeLatEmpty = false;
                              row.readLatP99Us = p50 * 2.5;
                              row.writeLatP99Us = p50 * 4;
                          }
                      }),
                      false};
}

std::string englishHeadlines(const Json& result) {
    return iometry::article::english(
        iometry::article::headlineText(iometry::model::loadLatencyMethod(), result));
}

}  // namespace

class TestLoadLatency : public QObject {
    Q_OBJECT

private slots:
    void readsItsKeysAndWritesThemBack() {
        Json j = tcpPlan();
        j["procedure"] = Json::parse(R"({"kind": "load_latency", "fractions": [0.25, 0.5, 1.5],
                                         "trial_s": 3, "arrivals": "poisson"})");
        const Plan plan = mustParse(j);
        QCOMPARE(plan.runS, 3.0);  // trial_s is every step's run time
        const auto& p = *plan.procedure.as<iometry::model::LoadLatencyParams>();
        QCOMPARE(p.fractions, (std::vector<double>{0.25, 0.5, 1.5}));
        QVERIFY(p.ratesPerS.empty());
        QCOMPARE(p.arrivals, std::string("poisson"));
        QVERIFY(mustParse(iometry::model::toJson(plan)) == plan);

        // arrivals defaults to constant; rates instead of fractions.
        j["procedure"] = Json::parse(R"({"kind": "load_latency", "rates_per_s": [1000, 5000.5]})");
        const Plan rates = mustParse(j);
        const auto& r = *rates.procedure.as<iometry::model::LoadLatencyParams>();
        QCOMPARE(r.arrivals, std::string("constant"));
        QCOMPARE(r.ratesPerS, (std::vector<double>{1000, 5000.5}));
        QCOMPARE(rates.runS, 5.0);  // without trial_s, the plan's run_s
        QVERIFY(mustParse(iometry::model::toJson(rates)) == rates);
    }

    void refusesWhatItCannotRun_data() {
        QTest::addColumn<QByteArray>("procedure");
        QTest::addColumn<QByteArray>("workers");  // empty: the two tcp request/response workers
        QTest::addColumn<QString>("expected");
        const QByteArray rr;
        QTest::newRow("neither") << QByteArray(R"({"kind": "load_latency"})") << rr
                                 << "procedure.fractions: is required, or rates_per_s instead: the levels to "
                                    "offer, as fractions of the highest rate found or as rates per second";
        QTest::newRow("both") << QByteArray(R"({"kind": "load_latency", "fractions": [0.5], "rates_per_s": [100]})")
                              << rr
                              << "procedure.rates_per_s: cannot be given with fractions: the levels are "
                                 "fractions of the highest rate found, or rates of their own without a "
                                 "search, not both";
        QTest::newRow("empty") << QByteArray(R"({"kind": "load_latency", "fractions": []})") << rr
                               << "procedure.fractions: must not be empty";
        QTest::newRow("fraction 0") << QByteArray(R"({"kind": "load_latency", "fractions": [0, 0.5]})") << rr
                                    << "procedure.fractions[0]: must be more than 0 and at most 1.5, got 0";
        QTest::newRow("fraction too large")
            << QByteArray(R"({"kind": "load_latency", "fractions": [0.5, 1.6]})") << rr
            << "procedure.fractions[1]: must be more than 0 and at most 1.5, got 1.6";
        QTest::newRow("fraction a word") << QByteArray(R"({"kind": "load_latency", "fractions": ["half"]})") << rr
                                         << "procedure.fractions[0]: must be more than 0 and at most 1.5, got \"half\"";
        QTest::newRow("rate 0") << QByteArray(R"({"kind": "load_latency", "rates_per_s": [0]})") << rr
                                << "procedure.rates_per_s[0]: must be more than 0 and at most 1e+07, got 0";
        QTest::newRow("not increasing")
            << QByteArray(R"({"kind": "load_latency", "fractions": [0.5, 0.25]})") << rr
            << "procedure.fractions[1]: must be more than the level before it (0.5): the levels run from "
               "the lightest load up, got 0.25";
        QTest::newRow("twice the same rate")
            << QByteArray(R"({"kind": "load_latency", "rates_per_s": [100, 100]})") << rr
            << "procedure.rates_per_s[1]: must be more than the level before it (100): the levels run from "
               "the lightest load up, got 100";
        QTest::newRow("arrivals") << QByteArray(R"({"kind": "load_latency", "fractions": [0.5], "arrivals": "bursty"})")
                                  << rr << "procedure.arrivals: must be constant or poisson, got \"bursty\"";
        QTest::newRow("trial_s") << QByteArray(R"({"kind": "load_latency", "fractions": [0.5], "trial_s": 0})")
                                 << rr << "procedure.trial_s: must be more than 0 and at most 86400, got 0";
        const QByteArray fractions = R"({"kind": "load_latency", "fractions": [0.5]})";
        QTest::newRow("a stream")
            << fractions
            << QByteArray(R"([{"name": "bulk", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
                  "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "transmit"}])")
            << "workers[0].spec: worker \"bulk\": load_latency puts its requests on a schedule, and spec "
               "\"transmit\" has no reply, so this tcp worker is a stream, with no requests to put on a "
               "schedule: only a tcp or udp worker whose spec has a reply, or a disk worker, takes rate_per_s";
        QTest::newRow("a rate of its own")
            << fractions
            << QByteArray(R"([{"name": "rr", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
                  "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "rr", "rate_per_s": 100}])")
            << "workers[0].rate_per_s: worker \"rr\": load_latency sets every worker's rate_per_s itself, "
               "after a search without it: leave it out";
        QTest::newRow("disk and network")
            << fractions
            << QByteArray(R"([{"name": "rr", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
                  "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "rr"},
                 {"name": "ssd", "dynamo": "A", "kind": "disk", "path": "/var/tmp/x.tst",
                  "file_size": 1048576, "spec": "4k-read"}])")
            << "procedure.kind: load_latency offers one rate to all its workers: they must be all disk "
               "workers (I/Os per second) or all request/response workers (transactions per second), not both";
    }

    void refusesWhatItCannotRun() {
        QFETCH(QByteArray, procedure);
        QFETCH(QByteArray, workers);
        QFETCH(QString, expected);
        Json j = tcpPlan();
        j["procedure"] = Json::parse(procedure.toStdString());
        if (!workers.isEmpty()) j["workers"] = Json::parse(workers.toStdString());
        const QStringList problems = problemsOf(j);
        QVERIFY2(problems.contains(expected), qPrintable(problems.join("\n")));
    }

    void aPlanInMemoryIsJudgedAlike() {
        // The workbench checks the plan after every edit without writing it as JSON.
        Plan plan = mustParse(tcpPlan());
        auto& p = *plan.procedure.as<iometry::model::LoadLatencyParams>();
        p.fractions = {0.5, 0.25};
        QStringList problems;
        for (const auto& problem : iometry::model::check(plan)) problems << QString::fromStdString(problem.toString());
        QVERIFY2(problems.contains("procedure.fractions[1]: must be more than the level before it (0.5): the "
                                   "levels run from the lightest load up, got 0.25"),
                 qPrintable(problems.join("\n")));
        p.fractions = {0.5};
        p.ratesPerS = {100};
        problems.clear();
        for (const auto& problem : iometry::model::check(plan)) problems << QString::fromStdString(problem.toString());
        QVERIFY2(problems.contains("procedure.rates_per_s: cannot be given with fractions: the levels are fractions "
                                   "of the highest rate found, or rates of their own without a search, not both"),
                 qPrintable(problems.join("\n")));
    }

    void searchesThenOffersEachFraction() {
        Json j = tcpPlan();
        j["procedure"]["arrivals"] = "poisson";
        auto source = iometry::model::makeStepSource(mustParse(j));
        QCOMPARE(source->plannedSteps(), 4);  // the search and three fractions
        const auto steps = drive(*source, [](const Step& s) { return cannedStep(s, 20000); });
        QCOMPARE(steps.size(), std::size_t{4});
        // The search: the workers as written, closed loop.
        QCOMPARE(steps[0].index, 0);
        QVERIFY(!steps[0].params.ratePerS);
        for (const auto& w : steps[0].workers) {
            QVERIFY(!w.ratePerS);
            QCOMPARE(w.outstanding, 2);
        }
        // Then each fraction of the 20000/s it achieved, shared by the two workers.
        const double fractions[] = {0.1, 0.5, 0.9};
        for (int i = 0; i < 3; ++i) {
            const Step& s = steps[static_cast<std::size_t>(i + 1)];
            QCOMPARE(s.index, i + 1);
            QCOMPARE(*s.params.ratePerS, fractions[i] * 20000);
            QCOMPARE(s.workers.size(), std::size_t{2});
            for (const auto& w : s.workers) {
                QCOMPARE(*w.ratePerS, fractions[i] * 20000 / 2);
                QCOMPARE(w.arrivals, iometry::model::Arrivals::Poisson);
                QCOMPARE(w.outstanding, 2);  // the plan's, as in the search
            }
        }
        QCOMPARE(source->result()["stopped"], Json("end"));
    }

    void ratesSkipTheSearch() {
        Json j = tcpPlan();
        j["procedure"] = Json::parse(R"({"kind": "load_latency", "rates_per_s": [1000, 5000]})");
        auto source = iometry::model::makeStepSource(mustParse(j));
        QCOMPARE(source->plannedSteps(), 2);
        const auto steps = drive(*source, [](const Step& s) { return cannedStep(s, 20000); });
        QCOMPARE(steps.size(), std::size_t{2});
        QCOMPARE(steps[0].index, 0);
        QCOMPARE(*steps[0].workers[0].ratePerS, 500.0);
        QCOMPARE(steps[0].workers[0].arrivals, iometry::model::Arrivals::Constant);
        QCOMPARE(*steps[1].workers[1].ratePerS, 2500.0);
        const Json r = source->result();
        QVERIFY(r["max_rate_per_s"].is_null());
        QVERIFY(r["search"].is_null());
        QVERIFY(r["fractions"].is_null());
        QCOMPARE(r["rates_per_s"], Json::parse("[1000, 5000]"));
        QCOMPARE(r["levels"].size(), std::size_t{2});
        QVERIFY(r["levels"][0]["fraction"].is_null());
        QCOMPARE(r["levels"][1]["rate_per_s"].get<double>(), 5000.0);
        // The headline: the p99 at the highest rate offered.
        QCOMPARE(englishHeadlines(r), std::string("p99 at 5000/s offered (µs): 400.0"));
    }

    void probesAreNotPartOfTheSplit() {
        // A probe asks at its own rate in every step (docs/plan-format.md, "Probes"): the
        // load's rate is shared by the load's workers alone.
        Json j = tcpPlan();
        Json probe = j["workers"][0];
        probe["name"] = "ping";
        probe["outstanding"] = 1;
        probe["probe"] = Json::parse(R"({"rate_hz": 10})");
        j["workers"].push_back(probe);
        j["procedure"] = Json::parse(R"({"kind": "load_latency", "rates_per_s": [3000]})");
        auto source = iometry::model::makeStepSource(mustParse(j));
        const auto step = source->next({});
        QVERIFY(step);
        QCOMPARE(step->workers.size(), std::size_t{2});
        for (const auto& w : step->workers) QCOMPARE(*w.ratePerS, 1500.0);
    }

    void theKneeRule_data() {
        QTest::addColumn<std::vector<double>>("p99");
        QTest::addColumn<int>("knee");  // -1: none
        QTest::newRow("doubles at the fourth") << std::vector<double>{100, 150, 190, 201, 500} << 3;
        QTest::newRow("exactly twice is no knee") << std::vector<double>{100, 200} << -1;
        QTest::newRow("never doubles") << std::vector<double>{100, 120, 180, 199} << -1;
        QTest::newRow("a dip first") << std::vector<double>{100, 60, 250} << 2;
        QTest::newRow("one level") << std::vector<double>{100} << -1;
        QTest::newRow("none") << std::vector<double>{} << -1;
        QTest::newRow("lightest timed nothing") << std::vector<double>{kNaN, 100, 900} << -1;
        QTest::newRow("a level that timed nothing") << std::vector<double>{100, kNaN, 900} << 2;
        QTest::newRow("lightest at 0") << std::vector<double>{0, 100} << -1;
    }

    void theKneeRule() {
        QFETCH(std::vector<double>, p99);
        QFETCH(int, knee);
        const auto got = iometry::model::loadLatencyKnee(p99);
        QCOMPARE(got ? static_cast<int>(*got) : -1, knee);
    }

    void theHeadlineLevel_data() {
        QTest::addColumn<std::vector<double>>("fractions");
        QTest::addColumn<int>("level");  // -1: none
        QTest::newRow("0.9 present") << std::vector<double>{0.1, 0.5, 0.9, 1.0} << 2;
        QTest::newRow("0.9 written as 0.90000000001") << std::vector<double>{0.5, 0.90000000001} << 1;
        QTest::newRow("largest below") << std::vector<double>{0.25, 0.75, 0.85, 0.95} << 2;
        QTest::newRow("all above") << std::vector<double>{0.95, 1.0} << -1;
    }

    void theHeadlineLevel() {
        QFETCH(std::vector<double>, fractions);
        QFETCH(int, level);
        const auto got = iometry::model::loadLatencyHeadlineLevel(fractions);
        QCOMPARE(got ? static_cast<int>(*got) : -1, level);
    }

    void procedureJsonHasEveryLevel() {
        Json j = tcpPlan();
        j["procedure"] = Json::parse(R"({"kind": "load_latency", "fractions": [0.1, 0.5, 0.9, 1.0], "trial_s": 2})");
        auto source = iometry::model::makeStepSource(mustParse(j));
        drive(*source, [](const Step& s) { return cannedStep(s, 10000); });
        const Json r = source->result();
        QCOMPARE(r["procedure"], Json("load_latency"));
        QCOMPARE(r["stopped"], Json("end"));
        QCOMPARE(r["metric"], Json("transactions_per_s"));
        QCOMPARE(r["workers"].get<int>(), 2);
        QCOMPARE(r["arrivals"], Json("constant"));
        QCOMPARE(r["trial_s"].get<double>(), 2.0);
        QCOMPARE(r["max_rate_per_s"].get<double>(), 10000.0);
        QCOMPARE(r["search"]["step"].get<int>(), 0);
        QCOMPARE(r["search"]["achieved_per_s"].get<double>(), 10000.0);
        QCOMPARE(r["levels"].size(), std::size_t{4});
        const Json& l = r["levels"][2];
        QCOMPARE(l["step"].get<int>(), 3);
        QCOMPARE(l["fraction"].get<double>(), 0.9);
        QCOMPARE(l["rate_per_s"].get<double>(), 9000.0);
        QCOMPARE(l["offered_per_s"].get<double>(), 9000.0);
        QCOMPARE(l["achieved_per_s"].get<double>(), 9000.0);
        const double p50 = 100 / (1 - 0.9);
        QCOMPARE(l["lat_p50_us"].get<double>(), p50);
        QCOMPARE(l["lat_mean_us"].get<double>(), p50 * 1.2);
        QCOMPARE(l["lat_p90_us"].get<double>(), p50 * 2);
        QCOMPARE(l["lat_p99_us"].get<double>(), p50 * 3);
        QCOMPARE(l["lat_p999_us"].get<double>(), p50 * 4);
        QCOMPARE(l["lat_max_us"].get<double>(), p50 * 5);
        QVERIFY(!l.contains("read_lat_p99_us"));  // network workers time requests only
        // p99s 333, 600, 3000, 30000: the first above 2 × 333 is at 0.9.
        QCOMPARE(r["knee_factor"].get<double>(), 2.0);
        QCOMPARE(r["knee"]["step"].get<int>(), 3);
        QCOMPARE(r["knee"]["fraction"].get<double>(), 0.9);
        QCOMPARE(r["knee"]["achieved_per_s"].get<double>(), 9000.0);
        QCOMPARE(englishHeadlines(r), std::string("p99 at 90 % of the highest rate (µs): 3000.0; Highest rate, "
                                                  "closed loop (transactions/s): 10000; Knee, achieved rate "
                                                  "(transactions/s): 9000"));
    }

    void diskLevelsHaveReadsAndWritesApart() {
        auto source = iometry::model::makeStepSource(mustParse(diskPlan("mix")));
        drive(*source, [](const Step& s) {
            // A disk's rate is its I/Os: the search reads ops_per_s.
            StepRecord r = cannedStep(s, 4000, true);
            r.rows[0].transactionsPerS = 0;
            return r;
        });
        const Json r = source->result();
        QCOMPARE(r["metric"], Json("ops_per_s"));
        QCOMPARE(r["max_rate_per_s"].get<double>(), 4000.0);
        const Json& l = r["levels"][1];
        QCOMPARE(l["achieved_per_s"].get<double>(), 2000.0);
        QCOMPARE(l["read_lat_p99_us"].get<double>(), 200 * 2.5);
        QCOMPARE(l["write_lat_p99_us"].get<double>(), 200 * 4.0);
        for (const char* key : {"read_lat_mean_us", "read_lat_p50_us", "read_lat_p90_us", "read_lat_p999_us",
                                "read_lat_max_us", "write_lat_mean_us", "write_lat_p50_us", "write_lat_p90_us",
                                "write_lat_p999_us", "write_lat_max_us"})
            QVERIFY2(l.contains(key), key);
        // A mix draws and tabulates its reads' and writes' p99 too.
        const auto& method = iometry::model::loadLatencyMethod();
        const auto columns = method.resultTables(r).front().columns;
        QCOMPARE(columns.back().key, std::string("write_lat_p99_us"));
        QCOMPARE(method.resultFigures(r).front().curves.back().field, std::string("write_lat_p99_us"));

        // Reads alone: the writes' columns are null, and neither is drawn apart.
        auto reads = iometry::model::makeStepSource(mustParse(diskPlan("4k-read")));
        drive(*reads, [](const Step& s) {
            StepRecord r = cannedStep(s, 4000);
            r.rows[0].readLatEmpty = false;
            r.rows[0].readLatP99Us = r.rows[0].latP99Us;
            return r;
        });
        const Json rr = reads->result();
        QVERIFY(rr["levels"][0]["write_lat_p99_us"].is_null());
        QCOMPARE(rr["levels"][0]["read_lat_p99_us"].get<double>(), rr["levels"][0]["lat_p99_us"].get<double>());
        QCOMPARE(method.resultTables(rr).front().columns.back().key, std::string("lat_max_us"));
    }

    void aSearchThatAchievedNothingEnds() {
        auto source = iometry::model::makeStepSource(mustParse(tcpPlan()));
        const auto steps = drive(*source, [](const Step& s) {
            return StepRecord{s, rowsWith([](MetricRow& row) { row.latEmpty = true; }), false};
        });
        QCOMPARE(steps.size(), std::size_t{1});
        const Json r = source->result();
        QCOMPARE(r["stopped"], Json("no_rate"));
        QVERIFY(r["max_rate_per_s"].is_null());
        QVERIFY(r["levels"].empty());
        QVERIFY(r["knee"].is_null());
        QCOMPARE(englishHeadlines(r), std::string());
    }

    void anAbortedLevelEnds() {
        auto source = iometry::model::makeStepSource(mustParse(tcpPlan()));
        const auto steps = drive(*source, [](const Step& s) {
            StepRecord r = cannedStep(s, 10000);
            r.aborted = s.index == 2;
            return r;
        });
        QCOMPARE(steps.size(), std::size_t{3});
        const Json r = source->result();
        QCOMPARE(r["stopped"], Json("aborted"));
        QCOMPARE(r["levels"].size(), std::size_t{1});
    }

    void theFigureIsLatencyAgainstTheAchievedRate() {
        auto source = iometry::model::makeStepSource(mustParse(tcpPlan()));
        drive(*source, [](const Step& s) { return cannedStep(s, 10000); });
        const Json r = source->result();
        const auto figures = iometry::model::loadLatencyMethod().resultFigures(r);
        QCOMPARE(figures.size(), std::size_t{1});
        const auto& f = figures.front();
        QCOMPARE(f.rows, std::string("levels"));
        QCOMPARE(f.x, std::string("achieved_per_s"));
        QCOMPARE(f.yScale, iometry::article::Figure::Scale::Log10);
        std::vector<std::string> fields;
        for (const auto& c : f.curves) fields.push_back(c.field + (c.marks ? "@" + c.rows : ""));
        QCOMPARE(fields, (std::vector<std::string>{"lat_p50_us", "lat_p90_us", "lat_p99_us", "lat_p999_us",
                                                   "lat_p99_us@knee"}));
        // As drawn on the Report page: the knee is one circled point, at the knee's level.
        const auto drawn = iometry::article::methodFigures(
            iometry::model::loadLatencyMethod(), {{std::string(), 0, &r}}, iometry::article::FigureUse::Screen);
        QCOMPARE(drawn.size(), std::size_t{1});
        const auto& knee = drawn.front().series.back();
        QVERIFY(knee.marks);
        QCOMPARE(knee.points.size(), std::size_t{1});
        QCOMPARE(knee.points[0].x, 9000.0);
        QCOMPARE(knee.points[0].y, 3000.0);
        // The article leaves p90 and p99.9 to the Report page.
        const auto article = iometry::article::methodFigures(
            iometry::model::loadLatencyMethod(), {{std::string("A"), 0, &r}}, iometry::article::FigureUse::Article);
        QCOMPARE(article.front().series.size(), std::size_t{3});
    }

    void checkTextSaysWhatItRuns() {
        Json j = tcpPlan();
        j["procedure"]["trial_s"] = 2;
        const Plan plan = mustParse(j);
        const auto source = iometry::model::makeStepSource(plan);
        const std::string text = plan.procedure.method().checkText(plan, *source);
        QCOMPARE(text, std::string("procedure: load_latency, 4 steps x 1 repeat, 2 s each: the highest rate in a "
                                   "closed loop, then 3 fractions of it offered open loop (constant arrivals, "
                                   "shared evenly by the load's workers)\n  fractions: 0.1 0.5 0.9\n"));
        QCOMPARE(iometry::model::estimateRun(plan).steps, 4);
    }
};

QTEST_GUILESS_MAIN(TestLoadLatency)
#include "test_load_latency.moc"
