// Step sources (engine/model/step_source.hpp): the sweep yields the cross product of its
// axes in the order written, as docs/plan-format.md writes it out; the ramp stops at the
// knee of canned rates, never passes its end and stops on an aborted step; the binary
// search converges to the right value for many canned thresholds within its trial bound;
// the plan's `procedure` object is validated with JSON paths.

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/adapter_delay/adapter_delay_source.hpp"
#include "engine/methods/fine_sweep/fine_sweep_source.hpp"
#include "engine/methods/latency/latency_source.hpp"
#include "engine/model/plan.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/methods/fine_sweep/fine_sweep_method.hpp"
#include "engine/methods/latency/latency_method.hpp"
#include "engine/methods/ramp/ramp_method.hpp"
#include "engine/methods/udp_ramp/udp_ramp_method.hpp"
#include "engine/methods/method.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/methods/ramp/ramp_source.hpp"
#include "engine/methods/rate_search/rate_search_source.hpp"
#include "engine/methods/rate_search/search_source.hpp"
#include "engine/model/step_source.hpp"
#include "engine/methods/udp_ramp/udp_ramp_source.hpp"
#include "tests/support/step_driving.hpp"

#include <QtTest>
#include <set>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

using iometry::model::Knob;
using iometry::model::Plan;
using iometry::model::RampSettings;
using iometry::model::RampSource;
using iometry::model::RateMetric;
using iometry::model::SearchSettings;
using iometry::model::SearchSource;
using iometry::model::Step;
using iometry::model::StepRecord;
using iometry::model::StepSource;
using iometry::model::TrialCriterion;
using iometry::model::WorkerDef;
using iometry::results::MetricRow;

using Json = nlohmann::ordered_json;
using iometry::model::offeredRate;
using iometry::testing::drive;
using iometry::testing::mustParse;
using iometry::testing::rowsWith;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

/** The search's criterion in most of these tests: passes when no row counted an error. */
TrialCriterion noErrors() {
    return {"errors == 0", [](const StepRecord& record) {
                return std::all_of(record.rows.begin(), record.rows.end(),
                                   [](const MetricRow& r) { return r.errors == 0; });
            }};
}

/** Passes when the `all` row's 99th-percentile latency is at most 200 µs. */
TrialCriterion latencyP99AtMost200() {
    return {"lat_p99_us <= 200", [](const StepRecord& record) {
                const MetricRow* all = iometry::model::allRow(record.rows);
                return all && all->latP99Us <= 200;
            }};
}

/** The latency settings of @p plan (whose procedure is a latency one). */
const iometry::model::LatencyParams& latencyOf(const Plan& plan) {
    return *plan.procedure.as<iometry::model::LatencyParams>();
}

/** @p w made a udp worker with the same ends, offered @p rate Mbit/s. */
WorkerDef asUdp(const WorkerDef& w, double rate) {
    iometry::model::UdpSettings udp;
    udp.ends = *w.ends();
    udp.rateMbit = rate;
    WorkerDef out = w;
    out.settings = udp;
    return out;
}

constexpr const char* kBasePlan = R"({
  "format": "iometry.plan/1",
  "name": "base",
  "run_s": 5, "ramp_s": 1,
  "dynamos": [ {"name": "A", "spawn": true} ],
  "specs": [
    {"name": "transmit", "lines": [ {"size": 65536, "read": 0} ]},
    {"name": "rr", "lines": [ {"size": 64, "reply": 64, "read": 0} ]}
  ],
  "workers": [
    {"name": "w1", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
     "peer": {"dynamo": "A", "address": "127.0.0.1"}, "outstanding": 3, "spec": "transmit"},
    {"name": "w2", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
     "peer": {"dynamo": "A", "address": "127.0.0.1"}, "outstanding": 5, "spec": "transmit"}
  ]
})";

Json basePlan() { return Json::parse(kBasePlan); }

/** A knob of a plain number, for the search: steps carry the value in params.rateMbit. */
Knob numberKnob(bool integer) {
    return {"value", integer, [](double v) {
                Step s;
                s.params.rateMbit = v;
                return s;
            }};
}

double stepValue(const Step& s) { return s.params.rateMbit.value_or(-1); }

QStringList problemStrings(const iometry::model::PlanParseResult& r) {
    QStringList out;
    for (const auto& p : r.problems) out << QString::fromStdString(p.toString());
    return out;
}

}  // namespace

class TestStepSources : public QObject {
    Q_OBJECT

private slots:
    void sweepIsTheCrossProductInWrittenOrder();
    void sweepWithoutAxesIsOneStep();
    void sweepPhaseRunsItsWorkers();

    void rampStopsAtKnee_data();
    void rampStopsAtKnee();
    void rampNeverExceedsEnd();
    void rampStopsOnAbortedStep();
    void rampStopsWithoutRows();
    void rampAppliesKnob();
    void rampMetricFollowsSpec();
    void rampRefusesBadSettings();
    void rampReadsFinishedAgain();

    void searchConverges_data();
    void searchConverges();
    void searchExhaustiveBound();
    void searchOnLossCriterion();
    void searchVerificationFails();
    void searchWithoutVerification();
    void searchStopsOnAbortedTrial();
    void searchRefusesBadSettings();

    void badProcedure_data();
    void badProcedure();
    void procedureRoundTrip();
    void sweepProcedureIsTheDefault();
    void planRampSource();

    void udpRampRates();
    void udpRampRunsEveryRate();
    void udpRampStopsOnAbortedTrial();
    void badUdpRamp_data();
    void badUdpRamp();

    void fineSweepSizes();
    void fineSweepFindsDropouts();
    void badFineSweep_data();
    void badFineSweep();

    void adapterDelayPeerThenLoopback();
    void adapterDelayNeedsOnePingPong();

    void mtuSweep();
    void exceedanceCurve();
    void latencyKeepsTheDistribution();
    void latencyWritesItsSettingsIntoThePlan();
    void badLatency_data();
    void badLatency();

    void lineRateArithmetic();
    void rateSearchPerFrameSize();
    void rateSearchRunsAStalledTrialAgain();
    void rateSearchStopsOnAbortedTrial();
};

// ------------------------------------------------------------------ sweep

void TestStepSources::sweepPhaseRunsItsWorkers() {
    // docs/plan-format.md, "Sweeps": a step of phase p runs only the workers of phase p (fio's
    // stonewalled groups, one after another); the source yields them in the axis' order.
    Json j = basePlan();
    j["workers"][1]["phase"] = 2;
    j["sweep"] = Json::parse(R"({"phase": [0, 2], "outstanding": [7]})");
    auto source = iometry::model::makeStepSource(mustParse(j));
    QVERIFY(source->exact());
    QCOMPARE(source->plannedSteps(), 2);
    const auto steps = drive(*source, [](const Step& s) {
        return StepRecord{s, rowsWith([](MetricRow& r) { r.mbitPerS = 1; }), false};
    });
    QCOMPARE(steps.size(), std::size_t{2});
    QCOMPARE(steps[0].params.phase, std::optional<int>(0));
    QCOMPARE(steps[0].workers.size(), std::size_t{1});
    QCOMPARE(steps[0].workers[0].name, std::string("w1"));
    QCOMPARE(steps[1].params.phase, std::optional<int>(2));
    QCOMPARE(steps[1].workers.size(), std::size_t{1});
    QCOMPARE(steps[1].workers[0].name, std::string("w2"));
    QCOMPARE(steps[1].workers[0].outstanding, 7);  // the other axes cross it
}

void TestStepSources::sweepIsTheCrossProductInWrittenOrder() {
    // docs/plan-format.md, "Sweeps": the steps are the cross product of the axes in the
    // order they are written, the first axis the outer loop; every line of every spec gets
    // the step's size, every worker its outstanding. Written out by hand, both ways round.
    const auto check = [](const char* sweep, const std::vector<std::pair<int, int>>& expected) {
        Json j = basePlan();
        j["sweep"] = Json::parse(sweep);
        // Two lines in the first spec: the size goes to every line, not the first alone.
        j["specs"][0]["lines"] = Json::parse(R"([{"size": 65536, "read": 0, "share": 50},
                                                 {"size": 512, "read": 100, "share": 50}])");
        auto source = iometry::model::makeStepSource(mustParse(j));
        QVERIFY(source->exact());
        QCOMPARE(source->plannedSteps(), static_cast<int>(expected.size()));
        const auto steps = drive(*source, [](const Step& s) {
            return StepRecord{s, rowsWith([](MetricRow& r) { r.mbitPerS = 1; }), false};
        });
        QCOMPARE(steps.size(), expected.size());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const auto [size, outstanding] = expected[i];
            const Step& s = steps[i];
            QCOMPARE(s.index, static_cast<int>(i));
            QVERIFY(s.params.size && s.params.outstanding);
            QCOMPARE(*s.params.size, std::uint64_t(size));
            QCOMPARE(*s.params.outstanding, outstanding);
            QVERIFY(!s.params.mtu && !s.params.workers && !s.params.targets && !s.params.rateMbit);
            QCOMPARE(s.workers.size(), std::size_t{2});
            QCOMPARE(s.workers[0].name, std::string("w1"));
            QCOMPARE(s.workers[1].name, std::string("w2"));
            for (const auto& w : s.workers) QCOMPARE(w.outstanding, outstanding);
            QCOMPARE(s.specs.size(), std::size_t{2});
            QCOMPARE(s.specs[0].lines.size(), std::size_t{2});
            for (const auto& spec : s.specs)
                for (const auto& line : spec.lines) QCOMPARE(line.size, std::uint64_t(size));
        }
        QVERIFY(source->result().is_null());
    };
    check(R"({"size": [64, 1024, 4096], "outstanding": {"start": 1, "end": 8, "mode": "exponential"}})",
          {{64, 1}, {64, 2}, {64, 4}, {64, 8},
           {1024, 1}, {1024, 2}, {1024, 4}, {1024, 8},
           {4096, 1}, {4096, 2}, {4096, 4}, {4096, 8}});
    if (QTest::currentTestFailed()) return;
    check(R"({"outstanding": [1, 2, 4], "size": [64, 1024]})",
          {{64, 1}, {1024, 1}, {64, 2}, {1024, 2}, {64, 4}, {1024, 4}});
}

void TestStepSources::sweepWithoutAxesIsOneStep() {
    auto source = iometry::model::makeStepSource(mustParse(basePlan()));
    QCOMPARE(source->plannedSteps(), 1);
    const auto steps = drive(*source, [](const Step& s) { return StepRecord{s, {}, false}; });
    QCOMPARE(steps.size(), std::size_t{1});
    QCOMPARE(steps[0].workers[1].outstanding, 5);
}

// ------------------------------------------------------------------ ramp

void TestStepSources::rampStopsAtKnee_data() {
    QTest::addColumn<std::vector<double>>("rates");  // the rate at values 1, 2, 4, …, 64
    QTest::addColumn<double>("minGrowth");
    QTest::addColumn<int>("patience");
    QTest::addColumn<int>("stepsRun");
    QTest::addColumn<int>("kneeValue");
    QTest::addColumn<QString>("stopped");

    const std::vector<double> knee8 = {100, 190, 350, 400, 410, 405, 500};
    QTest::newRow("knee at 8, patience 1") << knee8 << 5.0 << 1 << 5 << 8 << "plateau";
    QTest::newRow("knee at 8, patience 2") << knee8 << 5.0 << 2 << 6 << 8 << "plateau";
    // Patience 3 sees 64 grow again (500 > 400 × 1.05): the knee moves on, the range ends.
    QTest::newRow("late growth, patience 3") << knee8 << 5.0 << 3 << 7 << 64 << "end";
    // A bigger threshold: 8 → 16 … all within 50 %; 4 (350) is not 50 % over 2 (190)?
    // 350 > 190 × 1.5 = 285, yes; 400 < 525: the knee is 4.
    QTest::newRow("threshold 50 %") << knee8 << 50.0 << 1 << 4 << 4 << "plateau";
    // Flat from the start: the first point is the knee.
    QTest::newRow("flat") << std::vector<double>{1000, 1010, 1020, 1000, 990, 1000, 1000} << 5.0
                          << 1 << 2 << 1 << "plateau";
    // Creeping by 3 % a step: measured against the knee, two creeps make 6 % and count.
    QTest::newRow("slow creep counts") << std::vector<double>{100, 103, 106.1, 109.3, 112.6, 116, 119.5}
                                       << 5.0 << 2 << 7 << 64 << "end";
    // Always growing: runs to the end of the range.
    QTest::newRow("always growing") << std::vector<double>{1, 2, 4, 8, 16, 32, 64} << 5.0 << 1 << 7
                                    << 64 << "end";
    // A collapse after the peak is a stall, not growth.
    QTest::newRow("collapse") << std::vector<double>{100, 200, 50, 40, 30, 20, 10} << 5.0 << 2 << 4
                              << 2 << "plateau";
    // Nothing moved at first (0), then growth: 0 → anything above 0 grows.
    QTest::newRow("from zero") << std::vector<double>{0, 0, 10, 20, 21, 21, 21} << 5.0 << 2 << 6
                               << 8 << "plateau";
}

void TestStepSources::rampStopsAtKnee() {
    QFETCH(std::vector<double>, rates);
    QFETCH(double, minGrowth);
    QFETCH(int, patience);
    QFETCH(int, stepsRun);
    QFETCH(int, kneeValue);
    QFETCH(QString, stopped);

    const Plan plan = mustParse(basePlan());
    RampSettings settings{{1, 2, 4, 8, 16, 32, 64}, minGrowth, patience, RateMetric::MbitPerS};
    RampSource ramp(iometry::model::outstandingKnob(plan), settings);
    QCOMPARE(ramp.plannedSteps(), 7);
    QVERIFY(!ramp.exact());
    std::map<int, double> rateAt;
    for (std::size_t i = 0; i < rates.size(); ++i) rateAt[1 << i] = rates[i];

    const auto steps = drive(ramp, [&](const Step& s) {
        const double rate = rateAt.at(*s.params.outstanding);
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.mbitPerS = rate; }), false};
    });
    QCOMPARE(static_cast<int>(steps.size()), stepsRun);
    QCOMPARE(QString::fromStdString(ramp.stopped()), stopped);
    const Json result = ramp.result();
    QCOMPARE(result["procedure"], Json("ramp"));
    QCOMPARE(result["param"], Json("outstanding"));
    QCOMPARE(result["metric"], Json("mbit_per_s"));
    QCOMPARE(result["stopped"], Json(stopped.toStdString()));
    QCOMPARE(result["knee"]["value"], Json(kneeValue));
    QCOMPARE(result["knee"]["mbit_per_s"], Json(rateAt.at(kneeValue)));
    QCOMPARE(result["points"].size(), steps.size());
    double peak = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(result["points"][i]["step"], Json(static_cast<int>(i)));
        QCOMPARE(result["points"][i]["value"], Json(1 << i));
        peak = std::max(peak, rates[i]);
    }
    QCOMPARE(result["peak"]["mbit_per_s"], Json(peak));
    // The knee never has a lower rate than any point before it grew past it.
    QVERIFY(result["knee"]["mbit_per_s"].get<double>() <= peak);
}

void TestStepSources::rampNeverExceedsEnd() {
    Json j = basePlan();
    // Transactions (a stream's outstanding, its connections, stops at 64), watched by Mbit/s.
    for (auto& w : j["workers"]) w["spec"] = "rr";
    // 1, 3, 9, 27, 81: 100 is not reached by the steps, so 81 is the last value.
    j["procedure"] = Json::parse(
        R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 100, "step": 3, "mode": "exponential",
            "metric": "mbit_per_s"})");
    const Plan plan = mustParse(j);
    auto source = iometry::model::makeStepSource(plan);
    QVERIFY(!source->exact());
    QCOMPARE(source->plannedSteps(), 5);
    const auto steps = drive(*source, [](const Step& s) {
        const double rate = *s.params.outstanding * 1000.0;  // always grows
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.mbitPerS = rate; }), false};
    });
    QCOMPARE(steps.size(), std::size_t{5});
    for (const Step& s : steps) QVERIFY(*s.params.outstanding <= 100);
    QCOMPARE(*steps.back().params.outstanding, 81);
    QCOMPARE(source->result()["stopped"], Json("end"));
    QCOMPARE(source->result()["knee"]["value"], Json(81));

    // Linear, and end is on the steps: 2, 7, 12.
    j["procedure"] = Json::parse(
        R"({"kind": "ramp", "param": "outstanding", "start": 2, "end": 12, "step": 5, "metric": "mbit_per_s"})");
    auto linear = iometry::model::makeStepSource(mustParse(j));
    const auto linearSteps = drive(*linear, [](const Step& s) {
        const double rate = *s.params.outstanding * 1000.0;
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.mbitPerS = rate; }), false};
    });
    QCOMPARE(linearSteps.size(), std::size_t{3});
    QCOMPARE(*linearSteps.back().params.outstanding, 12);
}

void TestStepSources::rampStopsOnAbortedStep() {
    const Plan plan = mustParse(basePlan());
    RampSource ramp(iometry::model::outstandingKnob(plan),
                    RampSettings{{1, 2, 4, 8, 16}, 5, 1, RateMetric::MbitPerS});
    const auto steps = drive(ramp, [](const Step& s) {
        const int n = *s.params.outstanding;
        // The third step (4) is aborted: its rows are partial and must not count.
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.mbitPerS = n == 4 ? 1e9 : n * 100.0; }),
                          n == 4};
    });
    QCOMPARE(steps.size(), std::size_t{3});
    QCOMPARE(QString::fromStdString(ramp.stopped()), QString("aborted"));
    const Json result = ramp.result();
    QCOMPARE(result["points"].size(), std::size_t{2});
    QCOMPARE(result["knee"]["value"], Json(2));
    QCOMPARE(result["peak"]["mbit_per_s"], Json(200.0));

    // Aborted at the very first step: no knee at all.
    RampSource first(iometry::model::outstandingKnob(plan),
                     RampSettings{{1, 2}, 5, 1, RateMetric::MbitPerS});
    const auto one = drive(first, [](const Step& s) { return StepRecord{s, {}, true}; });
    QCOMPARE(one.size(), std::size_t{1});
    QVERIFY(first.result()["knee"].is_null());
    QCOMPARE(first.result()["stopped"], Json("aborted"));
}

void TestStepSources::rampStopsWithoutRows() {
    const Plan plan = mustParse(basePlan());
    RampSource ramp(iometry::model::outstandingKnob(plan),
                    RampSettings{{1, 2, 4}, 5, 1, RateMetric::MbitPerS});
    const auto steps = drive(ramp, [](const Step& s) {
        std::vector<MetricRow> rows = rowsWith([](MetricRow& r) { r.mbitPerS = 5; });
        if (*s.params.outstanding == 2) rows.erase(rows.begin());  // no `all` row
        return StepRecord{s, rows, false};
    });
    QCOMPARE(steps.size(), std::size_t{2});
    QCOMPARE(QString::fromStdString(ramp.stopped()), QString("no_rows"));
}

void TestStepSources::rampAppliesKnob() {
    const Plan plan = mustParse(basePlan());
    RampSource outstanding(iometry::model::outstandingKnob(plan),
                           RampSettings{{1, 2, 4}, 5, 1, RateMetric::MbitPerS});
    const auto steps = drive(outstanding, [](const Step& s) {
        const double rate = *s.params.outstanding * 10.0;
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.mbitPerS = rate; }), false};
    });
    QCOMPARE(steps.size(), std::size_t{3});
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps[i].index, static_cast<int>(i));
        QVERIFY(!steps[i].params.size);
        for (const auto& w : steps[i].workers) QCOMPARE(w.outstanding, 1 << i);
        QVERIFY(steps[i].specs == plan.specs);
    }

    RampSource size(iometry::model::sizeKnob(plan),
                    RampSettings{{512, 4096}, 5, 1, RateMetric::MbitPerS});
    const auto sized = drive(size, [](const Step& s) {
        const double rate = static_cast<double>(*s.params.size);
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.mbitPerS = rate; }), false};
    });
    QCOMPARE(sized.size(), std::size_t{2});
    for (const auto& spec : sized[1].specs)
        for (const auto& line : spec.lines) QCOMPARE(line.size, std::uint64_t{4096});
    QCOMPARE(sized[1].workers[0].outstanding, 3);  // untouched
    QCOMPARE(size.result()["param"], Json("size"));

    // The rate knob (docs/plan-format.md, "Procedures") sets only udp workers' offered rate.
    Plan udp = plan;
    udp.workers[1] = asUdp(udp.workers[1], 10);
    const Step at = iometry::model::rateKnob(udp).stepAt(250.5);
    QCOMPARE(*at.params.rateMbit, 250.5);
    QCOMPARE(offeredRate(at.workers[1]), 250.5);
    QCOMPARE(offeredRate(at.workers[0]), 0.0);
    QVERIFY(at.workers[0].as<iometry::model::TcpSettings>());  // the tcp worker is left alone
}

void TestStepSources::rampMetricFollowsSpec() {
    // Request/response: Mbit/s keeps growing with outstanding (bigger pipeline of tiny
    // messages plus headers), but transactions/s plateau; the ramp must follow transactions.
    Json j = basePlan();
    j["workers"][0]["spec"] = "rr";
    j["workers"][1]["spec"] = "rr";
    j["procedure"] = Json::parse(
        R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 64, "mode": "exponential"})");
    const Plan rr = mustParse(j);
    QCOMPARE(iometry::model::resolveMetric(rr, RateMetric::Auto), RateMetric::TransactionsPerS);
    auto source = iometry::model::makeStepSource(rr);
    const auto steps = drive(*source, [](const Step& s) {
        const int n = *s.params.outstanding;
        return StepRecord{s, rowsWith([&](MetricRow& r) {
                              r.transactionsPerS = n <= 4 ? n * 10000.0 : 40000.0;
                              r.mbitPerS = n * 100.0;
                          }),
                          false};
    });
    QCOMPARE(steps.size(), std::size_t{4});  // 1, 2, 4 grow; 8 does not
    QCOMPARE(source->result()["metric"], Json("transactions_per_s"));
    QCOMPARE(source->result()["knee"]["value"], Json(4));
    QCOMPARE(source->result()["knee"]["transactions_per_s"], Json(40000.0));

    // One stream among them: Mbit/s. An explicit metric wins over auto.
    j["workers"][1]["spec"] = "transmit";
    QCOMPARE(iometry::model::resolveMetric(mustParse(j), RateMetric::Auto), RateMetric::MbitPerS);
    QCOMPARE(iometry::model::resolveMetric(mustParse(j), RateMetric::OpsPerS), RateMetric::OpsPerS);
    j["procedure"]["metric"] = "ops_per_s";
    QCOMPARE(iometry::model::makeStepSource(mustParse(j))->result()["metric"], Json("ops_per_s"));
}

void TestStepSources::rampRefusesBadSettings() {
    const Plan plan = mustParse(basePlan());
    const Knob knob = iometry::model::outstandingKnob(plan);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             RampSource(knob, RampSettings{{}, 5, 1, RateMetric::MbitPerS}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             RampSource(knob, RampSettings{{1}, 0, 1, RateMetric::MbitPerS}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             RampSource(knob, RampSettings{{1}, 5, 0, RateMetric::MbitPerS}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             RampSource(knob, RampSettings{{1}, 5, 1, RateMetric::Auto}));
}

void TestStepSources::rampReadsFinishedAgain() {
    // next() may be asked twice for the same state; the answer is the same step.
    const Plan plan = mustParse(basePlan());
    RampSource ramp(iometry::model::outstandingKnob(plan),
                    RampSettings{{1, 2, 4}, 5, 1, RateMetric::MbitPerS});
    std::vector<StepRecord> finished;
    auto a = ramp.next(finished);
    auto b = ramp.next(finished);
    QVERIFY(a && b);
    QCOMPARE(*a->params.outstanding, *b->params.outstanding);
    finished.push_back({*a, rowsWith([](MetricRow& r) { r.mbitPerS = 10; }), false});
    QCOMPARE(*ramp.next(finished)->params.outstanding, 2);
    QCOMPARE(*ramp.next(finished)->params.outstanding, 2);
    QCOMPARE(ramp.result()["points"].size(), std::size_t{1});
}

// ------------------------------------------------------------------ search

void TestStepSources::searchConverges_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("resolution");
    QTest::addColumn<double>("threshold");  // values at or below pass
    QTest::addColumn<bool>("integer");
    QTest::addColumn<double>("expected");   // NaN: nothing passes

    const double none = std::nan("");
    QTest::newRow("rate 0-1000 by 1, at 613") << 0.0 << 1000.0 << 1.0 << 613.0 << false << 613.0;
    QTest::newRow("rate 0-1000 by 1, at 613.7") << 0.0 << 1000.0 << 1.0 << 613.7 << false << 613.0;
    QTest::newRow("rate 0-1000 by 10, at 613") << 0.0 << 1000.0 << 10.0 << 613.0 << false << 610.0;
    QTest::newRow("rate 100-10000 by 0.5, at 9412.25") << 100.0 << 10000.0 << 0.5 << 9412.25
                                                       << false << 9412.0;
    QTest::newRow("everything passes") << 0.0 << 1000.0 << 1.0 << 5000.0 << false << 1000.0;
    QTest::newRow("only lo passes") << 10.0 << 1000.0 << 1.0 << 10.0 << false << 10.0;
    QTest::newRow("nothing passes") << 10.0 << 1000.0 << 1.0 << 9.0 << false << none;
    QTest::newRow("hi not on the grid") << 0.0 << 1000.0 << 300.0 << 999.0 << false << 900.0;
    QTest::newRow("hi not on the grid, passes") << 0.0 << 1000.0 << 300.0 << 1000.0 << false
                                                << 1000.0;
    QTest::newRow("outstanding 1-4096, at 37") << 1.0 << 4096.0 << 1.0 << 37.0 << true << 37.0;
    QTest::newRow("outstanding 1-64 by 4, at 30") << 1.0 << 64.0 << 4.0 << 30.0 << true << 29.0;
}

void TestStepSources::searchConverges() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(double, resolution);
    QFETCH(double, threshold);
    QFETCH(bool, integer);
    QFETCH(double, expected);

    SearchSource search(numberKnob(integer), SearchSettings{lo, hi, resolution, true},
                        noErrors());
    const int bound = static_cast<int>(std::ceil(std::log2((hi - lo) / resolution))) + 2;
    QVERIFY(search.plannedSteps() <= bound);
    const auto steps = drive(search, [&](const Step& s) {
        const double v = stepValue(s);
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.errors = v <= threshold ? 0 : 3; }), false};
    });
    QVERIFY2(static_cast<int>(steps.size()) <= bound,
             qPrintable(QString("%1 trials, bound %2").arg(steps.size()).arg(bound)));
    QVERIFY(static_cast<int>(steps.size()) <= search.plannedSteps());
    for (const Step& s : steps) {
        QVERIFY(stepValue(s) >= lo);
        QVERIFY(stepValue(s) <= hi);
        if (integer) QCOMPARE(stepValue(s), std::round(stepValue(s)));
    }
    for (std::size_t i = 0; i < steps.size(); ++i) QCOMPARE(steps[i].index, static_cast<int>(i));
    QCOMPARE(QString::fromStdString(search.stopped()), QString("converged"));
    const Json result = search.result();
    QCOMPARE(result["trials"].size(), steps.size());
    if (std::isnan(expected)) {
        QVERIFY(!search.value());
        QVERIFY(result["value"].is_null());
        QVERIFY(result["verified"].is_null());  // nothing to verify
    } else {
        QVERIFY(search.value());
        QCOMPARE(*search.value(), expected);
        QCOMPARE(result["verified"], Json(true));
        QVERIFY(result["trials"].back()["verification"].get<bool>());
        QCOMPARE(stepValue(steps.back()), expected);
    }
    QCOMPARE(result["criterion"], Json("errors == 0"));
}

void TestStepSources::searchExhaustiveBound() {
    // Every threshold on several grids: the answer is the highest candidate at or below
    // the threshold, and no search needs more than ceil(log2((hi-lo)/res)) + 2 trials.
    struct Grid { double lo, hi, res; };
    for (const Grid g : {Grid{0, 100, 1}, Grid{0, 100, 7}, Grid{5, 1000, 33}, Grid{0, 10, 4},
                         Grid{0, 3, 1}, Grid{1, 4096, 1}}) {
        const int bound = static_cast<int>(std::ceil(std::log2((g.hi - g.lo) / g.res))) + 2;
        for (double threshold = g.lo - 1; threshold <= g.hi + 1; threshold += 1) {
            SearchSource search(numberKnob(false), SearchSettings{g.lo, g.hi, g.res, true},
                                noErrors());
            const auto steps = drive(search, [&](const Step& s) {
                const double v = stepValue(s);
                return StepRecord{s, rowsWith([&](MetricRow& r) { r.errors = v <= threshold ? 0 : 1; }),
                                  false};
            });
            QVERIFY2(static_cast<int>(steps.size()) <= bound,
                     qPrintable(QString("grid %1-%2/%3, threshold %4: %5 trials, bound %6")
                                    .arg(g.lo).arg(g.hi).arg(g.res).arg(threshold)
                                    .arg(steps.size()).arg(bound)));
            std::optional<double> want;
            for (double v = g.lo; v < g.hi; v += g.res)
                if (v <= threshold) want = v;
            if (g.hi <= threshold) want = g.hi;
            QCOMPARE(search.value().has_value(), want.has_value());
            if (want) QCOMPARE(*search.value(), *want);
        }
    }
}

void TestStepSources::searchOnLossCriterion() {
    // The shape of a zero-loss search (docs/plan-format.md, "Zero-loss rate search"): offered rate in, received rate out; a
    // trial passes when loss is at most 0.1 %. The "device" forwards up to 742 Mbit/s.
    const double capacity = 742;
    TrialCriterion loss{"loss_pct <= 0.1", [](const StepRecord& record) {
                            const auto& rows = record.rows;
                            const MetricRow* all = iometry::model::allRow(rows);
                            if (!all || all->writeMbitPerS <= 0) return false;
                            return (1 - all->readMbitPerS / all->writeMbitPerS) * 100 <= 0.1;
                        }};
    Plan plan = mustParse(basePlan());
    plan.workers[0] = asUdp(plan.workers[0], 0);
    SearchSource search(iometry::model::rateKnob(plan), SearchSettings{10, 1000, 5, true}, loss);
    bool rateApplied = true;
    const auto steps = drive(search, [&](const Step& s) {
        const double offered = *s.params.rateMbit;
        rateApplied = rateApplied && offeredRate(s.workers[0]) == offered;
        return StepRecord{s, rowsWith([&](MetricRow& r) {
                              r.writeMbitPerS = offered;
                              r.readMbitPerS = std::min(offered, capacity);
                          }),
                          false};
    });
    QVERIFY(rateApplied);
    QVERIFY(search.value());
    QCOMPARE(*search.value(), 740.0);
    QVERIFY(static_cast<int>(steps.size()) <= static_cast<int>(std::ceil(std::log2(990.0 / 5))) + 2);
    QCOMPARE(search.result()["param"], Json("rate_mbit"));
    QCOMPARE(search.result()["value"], Json(740.0));
    QCOMPARE(search.result()["criterion"], Json("loss_pct <= 0.1"));
}

void TestStepSources::searchVerificationFails() {
    // The device passes at 500 once, then fails there: the result says so and stops.
    int trialsAt500 = 0;
    SearchSource search(numberKnob(false), SearchSettings{0, 1000, 1, true},
                        noErrors());
    const auto steps = drive(search, [&](const Step& s) {
        const double v = stepValue(s);
        const bool pass = v <= 500 && !(v == 500 && ++trialsAt500 == 2);
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.errors = pass ? 0 : 1; }), false};
    });
    QCOMPARE(trialsAt500, 2);
    QCOMPARE(*search.verified(), false);
    QCOMPARE(search.result()["verified"], Json(false));
    QCOMPARE(search.result()["value"], Json(500.0));
    QCOMPARE(stepValue(steps.back()), 500.0);
    QCOMPARE(QString::fromStdString(search.stopped()), QString("converged"));
}

void TestStepSources::searchWithoutVerification() {
    SearchSource with(numberKnob(false), SearchSettings{0, 1000, 1, true}, noErrors());
    SearchSource without(numberKnob(false), SearchSettings{0, 1000, 1, false},
                         noErrors());
    auto run = [](const Step& s) {
        const double v = stepValue(s);
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.errors = v <= 321 ? 0 : 1; }), false};
    };
    const auto a = drive(with, run);
    const auto b = drive(without, run);
    QCOMPARE(a.size(), b.size() + 1);
    QCOMPARE(*with.value(), 321.0);
    QCOMPARE(*without.value(), 321.0);
    QVERIFY(without.result()["verified"].is_null());
    QCOMPARE(without.plannedSteps() + 1, with.plannedSteps());
}

void TestStepSources::searchStopsOnAbortedTrial() {
    SearchSource search(numberKnob(false), SearchSettings{0, 1000, 1, true},
                        latencyP99AtMost200());
    int n = 0;
    const auto steps = drive(search, [&](const Step& s) {
        ++n;
        return StepRecord{s, rowsWith([&](MetricRow& r) { r.latP99Us = stepValue(s) / 2; }), n == 3};
    });
    QCOMPARE(steps.size(), std::size_t{3});
    QCOMPARE(QString::fromStdString(search.stopped()), QString("aborted"));
    QCOMPARE(search.result()["trials"].size(), std::size_t{2});
    QCOMPARE(search.result()["criterion"], Json("lat_p99_us <= 200"));
}

void TestStepSources::searchRefusesBadSettings() {
    const auto ok = noErrors();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             SearchSource(numberKnob(false), SearchSettings{10, 10, 1, true}, ok));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             SearchSource(numberKnob(false), SearchSettings{10, 5, 1, true}, ok));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             SearchSource(numberKnob(false), SearchSettings{0, 10, 10, true}, ok));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             SearchSource(numberKnob(false), SearchSettings{0, 10, 0, true}, ok));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             SearchSource(numberKnob(true), SearchSettings{1, 64, 0.5, true}, ok));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             SearchSource(numberKnob(false), SearchSettings{0, 10, 1, true},
                                          TrialCriterion{"nothing", {}}));
}

// ------------------------------------------------------------------ the plan's procedure

void TestStepSources::badProcedure_data() {
    QTest::addColumn<QByteArray>("procedure");  // the value of the plan's "procedure" key
    QTest::addColumn<QByteArray>("sweep");      // the plan's "sweep", or empty
    QTest::addColumn<QStringList>("expected");

    auto row = [](const char* name, const char* procedure, QStringList expected,
                  const char* sweep = "") {
        QTest::newRow(name) << QByteArray(procedure) << QByteArray(sweep) << expected;
    };
    row("not an object", R"("ramp")", {"procedure: must be an object, got a string"});
    row("no kind", R"({})", {"procedure.kind: is required"});
    row("kind not a string", R"({"kind": 2})", {"procedure.kind: must be a string, got an integer"});
    row("unknown kind", R"({"kind": "spiral", "param": "outstanding"})",
        {R"(procedure.kind: must be sweep, ramp, udp_ramp, rate_search, fine_sweep, adapter_delay, latency or load_latency, got "spiral")"});
    row("sweep with ramp keys", R"({"kind": "sweep", "param": "outstanding"})",
        {"procedure.param: unknown key; expected one of: kind"});
    row("no param", R"({"kind": "ramp", "start": 1, "end": 8})", {"procedure.param: is required"});
    row("bad param", R"({"kind": "ramp", "param": "rate", "start": 1, "end": 8})",
        {R"(procedure.param: must be outstanding or size, got "rate")"});
    row("no start", R"({"kind": "ramp", "param": "outstanding", "end": 8})",
        {"procedure.start: is required"});
    row("start 0", R"({"kind": "ramp", "param": "outstanding", "start": 0, "end": 8})",
        {"procedure.start: must be 1–4096, got 0"});
    row("size end too big", R"({"kind": "ramp", "param": "size", "start": 64, "end": 99999999})",
        {"procedure.end: must be 1–16777216, got 99999999"});
    row("end before start", R"({"kind": "ramp", "param": "outstanding", "start": 8, "end": 2})",
        {"procedure.end: must not be less than start (8), got 2"});
    row("exponential step 1",
        R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8, "step": 1, "mode": "exponential"})",
        {"procedure.step: must be at least 2 for an exponential range, got 1"});
    row("bad mode", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8, "mode": "geometric"})",
        {R"(procedure.mode: must be linear or exponential, got "geometric")"});
    row("growth 0", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8, "min_growth_pct": 0})",
        {"procedure.min_growth_pct: must be more than 0 and at most 1000, got 0"});
    row("patience 0", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8, "patience": 0})",
        {"procedure.patience: must be 1–100, got 0"});
    row("bad metric", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8, "metric": "iops"})",
        {R"(procedure.metric: must be auto, mbit_per_s, ops_per_s or transactions_per_s, got "iops")"});
    row("typo", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8, "patients": 2})",
        {"procedure.patients: unknown key; expected one of: end, kind, metric, min_growth_pct, "
         "mode, param, patience, start, step"});
    row("ramp and sweep", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8})",
        {R"(sweep: must be absent when procedure.kind is "ramp" (the ramp chooses every step itself))"},
        R"({"size": [64, 128]})");
    row("every problem at once",
        R"({"kind": "ramp", "param": "outstanding", "start": 0, "end": 8, "patience": 1000, "metric": 5})",
        {"procedure.start: must be 1–4096, got 0", "procedure.patience: must be 1–100, got 1000",
         "procedure.metric: must be a string, got an integer"});
}

void TestStepSources::badProcedure() {
    QFETCH(QByteArray, procedure);
    QFETCH(QByteArray, sweep);
    QFETCH(QStringList, expected);
    Json j = basePlan();
    j["procedure"] = Json::parse(procedure.toStdString());
    if (!sweep.isEmpty()) j["sweep"] = Json::parse(sweep.toStdString());
    const auto parsed = iometry::model::parsePlan(j);
    QVERIFY(!parsed.ok());
    QCOMPARE(problemStrings(parsed), expected);
}

void TestStepSources::procedureRoundTrip() {
    Json j = basePlan();
    j["procedure"] = Json::parse(
        R"({"kind": "ramp", "param": "size", "start": 64, "end": 65536, "mode": "exponential",
            "min_growth_pct": 2.5, "patience": 3, "metric": "ops_per_s", "_note": "dropped"})");
    const Plan first = mustParse(j);
    QCOMPARE(first.procedure.name(), std::string("ramp"));
    const auto& ramp = *first.procedure.as<iometry::model::RampParams>();
    QCOMPARE(ramp.param, iometry::model::SweepParam::Size);
    QCOMPARE(ramp.range.step, std::int64_t{2});
    QVERIFY(ramp.range.exponential);
    QCOMPARE(ramp.minGrowthPct, 2.5);
    QCOMPARE(ramp.patience, 3);
    QCOMPARE(ramp.metric, RateMetric::OpsPerS);

    const Json written = iometry::model::toJson(first);
    QCOMPARE(written["procedure"],
             Json::parse(R"({"kind": "ramp", "param": "size", "start": 64, "end": 65536, "step": 2,
                             "mode": "exponential", "min_growth_pct": 2.5, "patience": 3,
                             "metric": "ops_per_s"})"));
    const Plan second = mustParse(written);
    QVERIFY(second == first);
    QCOMPARE(iometry::model::toJson(second), written);

    // Defaults: linear, step 1, 5 %, patience 1, auto.
    j["procedure"] = Json::parse(R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 4})");
    const Plan defaults = mustParse(j);
    QCOMPARE(defaults.procedure.as<iometry::model::RampParams>()->range.values(), (std::vector<std::int64_t>{1, 2, 3, 4}));
    QCOMPARE(defaults.procedure.as<iometry::model::RampParams>()->minGrowthPct, 5.0);
    QCOMPARE(defaults.procedure.as<iometry::model::RampParams>()->patience, 1);
    QCOMPARE(defaults.procedure.as<iometry::model::RampParams>()->metric, RateMetric::Auto);
    QCOMPARE(iometry::model::toJson(defaults)["procedure"]["metric"], Json("auto"));
}

void TestStepSources::sweepProcedureIsTheDefault() {
    const Plan none = mustParse(basePlan());
    for (const char* text : {R"({"kind": "sweep"})", "null"}) {
        Json j = basePlan();
        j["procedure"] = Json::parse(text);
        const Plan p = mustParse(j);
        QVERIFY(p == none);
        QVERIFY(!iometry::model::toJson(p).contains("procedure"));  // plan.json unchanged
    }
    QCOMPARE(none.procedure.name(), std::string("sweep"));
    QVERIFY(!none.procedure.method().choosesSteps());
}

void TestStepSources::planRampSource() {
    Json j = basePlan();
    j["procedure"] = Json::parse(
        R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 64, "mode": "exponential",
            "min_growth_pct": 5, "patience": 1})");
    auto source = iometry::model::makeStepSource(mustParse(j));
    QVERIFY(!source->exact());
    QCOMPARE(source->plannedSteps(), 7);
    const auto first = source->next({});
    QVERIFY(first);
    QCOMPARE(first->index, 0);
    QCOMPARE(*first->params.outstanding, 1);
    QCOMPARE(first->workers[0].outstanding, 1);
    QCOMPARE(first->workers[1].outstanding, 1);
    QCOMPARE(source->result()["stopped"], Json("running"));
}

namespace {

/** The base plan with its first worker made a udp worker and @p procedure as procedure. */
Json udpRampPlan(const char* procedure) {
    Json j = basePlan();
    j["workers"][0] = Json::parse(R"({"name": "u", "dynamo": "A", "kind": "udp",
        "bind": "127.0.0.1", "peer": {"dynamo": "A", "address": "127.0.0.1"},
        "rate_mbit": 1, "spec": "transmit"})");
    j["specs"][0]["lines"][0]["size"] = 1472;
    j["procedure"] = Json::parse(procedure);
    return j;
}

}  // namespace

void TestStepSources::udpRampRates() {
    iometry::model::UdpRampParams p;
    p.fromMbit = 200;
    p.toMbit = 800;
    p.stepMbit = 10;
    const auto rates = p.rates();
    QCOMPARE(rates.size(), std::size_t{61});  // the reviews' 200 → 800 in steps of 10
    QCOMPARE(rates.front(), 200.0);
    QCOMPARE(rates.back(), 800.0);
    p.stepMbit = 0.1;
    p.toMbit = 200.3;
    QCOMPARE(p.rates().size(), std::size_t{4});  // 200, 200.1, 200.2, 200.3
    p.toMbit = 150;
    QVERIFY(p.rates().empty());
}

void TestStepSources::udpRampRunsEveryRate() {
    const Plan plan = mustParse(udpRampPlan(
        R"({"kind": "udp_ramp", "from_mbit": 100, "to_mbit": 900, "step_mbit": 200,
            "size": 1000, "trial_s": 2})"));
    QCOMPARE(plan.runS, 2.0);  // trial_s is each trial's run time
    auto source = iometry::model::makeStepSource(plan);
    QVERIFY(source->exact());
    QCOMPARE(source->plannedSteps(), 5);
    // A link that carries 500 Mbit/s: above it the rest is lost.
    const auto steps = drive(*source, [](const Step& step) {
        const double offered = *step.params.rateMbit;
        StepRecord r{step, rowsWith([&](MetricRow& row) {
                         row.mbitPerS = std::min(offered, 500.0);
                         row.sentMbitPerS = offered;
                         MetricRow counts;
                         counts.udp = true;
                         counts.datagrams = static_cast<std::uint64_t>(offered * 100);
                         counts.lostDatagrams = static_cast<std::uint64_t>(std::max(0.0, offered - 500) * 100);
                         row.addDatagrams(counts);
                     }),
                     false};
        return r;
    });
    QCOMPARE(steps.size(), std::size_t{5});
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps[i].index, static_cast<int>(i));
        QCOMPARE(*steps[i].params.rateMbit, 100.0 + 200.0 * static_cast<double>(i));
        QCOMPARE(offeredRate(steps[i].workers[0]), *steps[i].params.rateMbit);  // the udp worker
        QCOMPARE(offeredRate(steps[i].workers[1]), 0.0);                         // not the tcp one
        QCOMPARE(steps[i].specs[0].lines[0].size, std::uint64_t{1000});      // size applied
    }
    const Json result = source->result();
    QCOMPARE(result["procedure"], Json("udp_ramp"));
    QCOMPARE(result["stopped"], Json("end"));
    QCOMPARE(result["max_achieved_mbit_per_s"].get<double>(), 500.0);
    QCOMPARE(result["max_at_offered_mbit"].get<double>(), 500.0);  // the first to reach it
    QCOMPARE(result["lossless_up_to_mbit"].get<double>(), 500.0);
    QCOMPARE(result["points"].size(), std::size_t{5});
    QCOMPARE(result["points"][4]["offered_mbit"].get<double>(), 900.0);
    QCOMPARE(result["points"][4]["loss_pct"].get<double>(), 100.0 * 400 / 900);
}

void TestStepSources::udpRampStopsOnAbortedTrial() {
    auto source = iometry::model::makeStepSource(mustParse(udpRampPlan(
        R"({"kind": "udp_ramp", "from_mbit": 100, "to_mbit": 500, "step_mbit": 100})")));
    const auto steps = drive(*source, [](const Step& step) {
        return StepRecord{step, rowsWith([](MetricRow&) {}), step.index == 1};
    });
    QCOMPARE(steps.size(), std::size_t{2});
    QCOMPARE(source->result()["stopped"], Json("aborted"));
    QCOMPARE(source->result()["points"].size(), std::size_t{1});
}

void TestStepSources::badUdpRamp_data() {
    QTest::addColumn<QByteArray>("plan");
    QTest::addColumn<QString>("expected");
    auto dump = [](const Json& j) { return QByteArray::fromStdString(j.dump()); };
    Json noUdp = basePlan();
    noUdp["procedure"] = Json::parse(R"({"kind": "udp_ramp", "from_mbit": 1, "to_mbit": 2, "step_mbit": 1})");
    QTest::newRow("no udp worker") << dump(noUdp)
                                   << "procedure.kind: udp_ramp offers rates to udp workers: the plan has none";
    QTest::newRow("to before from")
        << dump(udpRampPlan(R"({"kind": "udp_ramp", "from_mbit": 800, "to_mbit": 200, "step_mbit": 10})"))
        << "procedure.to_mbit: must be at least from_mbit (800), got 200";
    QTest::newRow("too many rates")
        << dump(udpRampPlan(R"({"kind": "udp_ramp", "from_mbit": 1, "to_mbit": 10000, "step_mbit": 1})"))
        << "procedure.step_mbit: gives more than 1000 rates from 1 to 10000";
    QTest::newRow("no step")
        << dump(udpRampPlan(R"({"kind": "udp_ramp", "from_mbit": 1, "to_mbit": 10})"))
        << "procedure.step_mbit: is required";
    QTest::newRow("datagram too small")
        << dump(udpRampPlan(R"({"kind": "udp_ramp", "from_mbit": 1, "to_mbit": 10, "step_mbit": 1, "size": 17})"))
        << "procedure.size: must be 18–65507, got 17";
    QTest::newRow("trial 0")
        << dump(udpRampPlan(R"({"kind": "udp_ramp", "from_mbit": 1, "to_mbit": 10, "step_mbit": 1, "trial_s": 0})"))
        << "procedure.trial_s: must be more than 0 and at most 86400, got 0";
    QTest::newRow("frame too small")
        << dump(udpRampPlan(R"({"kind": "rate_search", "frame_sizes": [63, 64], "link_mbit": 1000})"))
        << "procedure.frame_sizes[0]: must be an Ethernet frame size in bytes, an integer 64–65553, got 63";
    QTest::newRow("no link rate")
        << dump(udpRampPlan(R"({"kind": "rate_search", "frame_sizes": [64]})"))
        << "procedure.link_mbit: is required";
    QTest::newRow("coarse resolution")
        << dump(udpRampPlan(R"({"kind": "rate_search", "frame_sizes": [64], "link_mbit": 1000, "resolution_pct": 30})"))
        << "procedure.resolution_pct: must be more than 0 and at most 25, got 30";
    QTest::newRow("no frame sizes")
        << dump(udpRampPlan(R"({"kind": "rate_search", "frame_sizes": [], "link_mbit": 1000})"))
        << "procedure.frame_sizes: must not be empty";
    QTest::newRow("ramp keys")
        << dump(udpRampPlan(R"({"kind": "udp_ramp", "from_mbit": 1, "to_mbit": 10, "step_mbit": 1, "param": "size"})"))
        << "procedure.param: unknown key; expected one of: from_mbit, kind, size, step_mbit, to_mbit, trial_s";
}

void TestStepSources::badUdpRamp() {
    QFETCH(QByteArray, plan);
    QFETCH(QString, expected);
    const auto parsed = iometry::model::parsePlan(Json::parse(plan.toStdString()));
    const QStringList problems = problemStrings(parsed);
    if (!problems.contains(expected)) qWarning().noquote() << problems.join("\n");
    QVERIFY(problems.contains(expected));
}

void TestStepSources::lineRateArithmetic() {
    // RFC 2544's table for 1 Gbit/s Ethernet: 1 488 095 frames/s of 64 bytes, 81 274 of 1518.
    QVERIFY(std::abs(iometry::model::lineRatePps(1000, 64) - 1488095.238) < 0.001);
    QVERIFY(std::abs(iometry::model::lineRatePps(1000, 1518) - 81274.382) < 0.001);
    // Two udp workers share the offered rate: 50 % of line rate of 64-byte frames on
    // 1 Gbit/s is 744 048 frames/s, 18-byte payloads, 107.14 Mbit/s of payload in all.
    Json j = udpRampPlan(R"({"kind": "rate_search", "frame_sizes": [64], "link_mbit": 1000})");
    j["workers"][1] = j["workers"][0];
    j["workers"][1]["name"] = "u2";
    const Plan plan = mustParse(j);
    const Step step = iometry::model::frameRateKnob(plan, 64).stepAt(50);
    QCOMPARE(*step.params.size, std::uint64_t{18});
    QCOMPARE(step.specs[0].lines[0].size, std::uint64_t{18});
    const double total = 1488095.238095238 / 2 * 18 * 8 / 1e6;
    QVERIFY(std::abs(offeredRate(step.workers[0]) - total / 2) < 1e-9);
    QVERIFY(std::abs(offeredRate(step.workers[1]) - total / 2) < 1e-9);
}

namespace {

/**
 * A canned device under test: frames of 64 bytes pass loss-free up to 42.5 % of line
 * rate, larger ones up to 97 %; the tester itself cannot send 64-byte frames above
 * 40.5 % (its senders fall short there).
 */
StepRecord cannedTrial(const Step& step, double linkMbit) {
    const std::uint64_t payload = *step.params.size;
    const std::int64_t frame = static_cast<std::int64_t>(payload) + 46;
    const double offered = offeredRate(step.workers[0]);
    const double pct = offered * 1e6 / 8 / static_cast<double>(payload) /
                       iometry::model::lineRatePps(linkMbit, frame) * 100;
    const double passes = frame == 64 ? 42.5 : 97;
    const double sendable = frame == 64 ? 40.5 : 100;
    return {step, rowsWith([&](MetricRow& row) {
                const double sent = std::min(pct, sendable);
                row.sentMbitPerS = offered * sent / pct;
                MetricRow counts;
                counts.udp = true;
                counts.datagrams = 100000;
                counts.lostDatagrams = sent <= passes ? 0 : static_cast<std::uint64_t>(100000 * (1 - passes / sent));
                row.addDatagrams(counts);
            }),
            false};
}

}  // namespace

void TestStepSources::rateSearchPerFrameSize() {
    const Plan plan = mustParse(udpRampPlan(
        R"({"kind": "rate_search", "frame_sizes": [64, 1518], "link_mbit": 1000,
            "resolution_pct": 1, "trial_s": 1})"));
    QCOMPARE(plan.runS, 1.0);
    auto source = iometry::model::makeStepSource(plan);
    QVERIFY(!source->exact());
    const auto steps = drive(*source, [](const Step& step) { return cannedTrial(step, 1000); });
    QVERIFY(static_cast<int>(steps.size()) <= source->plannedSteps());
    // Per frame: 7 bisections of 101 candidates and the verification; each may run 3 times.
    QCOMPARE(source->usualSteps(), 2 * 8);
    QCOMPARE(source->plannedSteps(), 3 * source->usualSteps());
    // The 64-byte sender falls short above 40.5 %: those trials ran again, beyond the usual.
    QVERIFY(static_cast<int>(steps.size()) > source->usualSteps());
    for (std::size_t i = 0; i < steps.size(); ++i) QCOMPARE(steps[i].index, static_cast<int>(i));
    const Json r = source->result();
    QCOMPARE(r["stopped"], Json("end"));
    QCOMPARE(r["frames"].size(), std::size_t{2});
    const Json& small = r["frames"][0];
    QCOMPARE(small["frame_size"].get<int>(), 64);
    QCOMPARE(small["payload"].get<int>(), 18);
    // The tester's ceiling (40.5 %) comes before the device's (42.5 %): 40 % is found, and
    // the result says the sender, not loss, stopped the search.
    QCOMPARE(small["line_rate_pct"].get<double>(), 40.0);
    QVERIFY(std::abs(small["rate_pps"].get<double>() - 1488095.238 * 0.40) < 0.01);
    QVERIFY(std::abs(small["rate_mbit_per_s"].get<double>() - 1488095.238 * 0.40 * 64 * 8 / 1e6) < 1e-6);
    QCOMPARE(small["loss_pct"].get<double>(), 0.0);
    QCOMPARE(small["verified"], Json(true));
    QCOMPARE(small["limited_by"], Json("sender"));
    const Json& large = r["frames"][1];
    QCOMPARE(large["line_rate_pct"].get<double>(), 97.0);
    QCOMPARE(large["limited_by"], Json("loss"));
    // The loss curve: every rate tried, in order, with its loss.
    double last = -1;
    QVERIFY(large["loss_curve"].size() >= 5);
    for (const Json& p : large["loss_curve"]) {
        QVERIFY(p["line_rate_pct"].get<double>() >= last);
        last = p["line_rate_pct"].get<double>();
        QCOMPARE(p["loss_pct"].get<double>() > 0, last > 97);
    }
    // A trial the tester could not offer fails, and says so; it ran three times (twice
    // marked retried) before its failure counted.
    int limited = 0, retried = 0;
    for (const Json& t : small["trials"])
        if (t["line_rate_pct"].get<double>() > 41) {
            QCOMPARE(t["sender_limited"], Json(true));
            QCOMPARE(t["pass"], Json(false));
            ++limited;
            retried += t["retried"].get<bool>() ? 1 : 0;
        }
    QVERIFY(limited > 0 && limited % 3 == 0);
    QCOMPARE(retried, limited / 3 * 2);
}

void TestStepSources::rateSearchRunsAStalledTrialAgain() {
    // A sending host that stalls in the first run at every rate (it falls 2 % short, and
    // nothing is lost): each rate runs again, and the search still finds where the device
    // loses frames (97 %), not where the sender once fell short.
    const Plan plan = mustParse(udpRampPlan(
        R"({"kind": "rate_search", "frame_sizes": [1518], "link_mbit": 1000,
            "resolution_pct": 1, "trial_s": 1})"));
    auto source = iometry::model::makeStepSource(plan);
    std::set<double> tried;
    const auto steps = drive(*source, [&](const Step& step) {
        StepRecord record = cannedTrial(step, 1000);
        if (tried.insert(offeredRate(step.workers[0])).second) {
            MetricRow& all = record.rows.front();
            all.sentMbitPerS *= 0.98;
        }
        return record;
    });
    QVERIFY(static_cast<int>(steps.size()) <= source->plannedSteps());
    const Json frame = source->result()["frames"][0];
    QCOMPARE(frame["line_rate_pct"].get<double>(), 97.0);
    QCOMPARE(frame["limited_by"], Json("loss"));
    QCOMPARE(frame["verified"], Json(true));
    std::size_t retried = 0;
    for (const Json& t : frame["trials"]) retried += t["retried"].get<bool>() ? 1 : 0;
    QCOMPARE(retried, tried.size());
    QCOMPARE(frame["trials"].size(), 2 * tried.size() + 1);  // and the verification
}

void TestStepSources::rateSearchStopsOnAbortedTrial() {
    auto source = iometry::model::makeStepSource(mustParse(udpRampPlan(
        R"({"kind": "rate_search", "frame_sizes": [64, 128], "link_mbit": 1000})")));
    const auto steps = drive(*source, [](const Step& step) {
        StepRecord r = cannedTrial(step, 1000);
        r.aborted = step.index == 2;
        return r;
    });
    QCOMPARE(steps.size(), std::size_t{3});
    const Json r = source->result();
    QCOMPARE(r["stopped"], Json("aborted"));
    QCOMPARE(r["frames"].size(), std::size_t{1});  // the frame size it was searching
    QCOMPARE(r["frames"][0]["stopped"], Json("aborted"));
}

void TestStepSources::fineSweepSizes() {
    iometry::model::FineSweepParams p;
    p.from = 1;
    p.to = 64;
    p.perturbation = 3;
    p.pointsPerDoubling = 1;
    // 1, 2, 4, … 64, each ± 3 within 1 … 64 (NetPIPE's perturbed sizes), sorted, distinct.
    const std::vector<std::uint64_t> expected = {1, 2, 4, 5, 7, 8, 11, 13, 16, 19, 29, 32, 35, 61, 64};
    QCOMPARE(iometry::model::fineSweepSizes(p), expected);
    p.perturbation = 0;
    p.pointsPerDoubling = 2;  // 1, 1.41, 2, 2.83, 4 … rounded
    const std::vector<std::uint64_t> twice = {1, 2, 3, 4, 6, 8, 11, 16, 23, 32, 45, 64};
    QCOMPARE(iometry::model::fineSweepSizes(p), twice);
}

void TestStepSources::fineSweepFindsDropouts() {
    Json j = basePlan();
    j["workers"][0]["spec"] = "rr";
    j["workers"].erase(1);
    j["procedure"] = Json::parse(R"({"kind": "fine_sweep", "from": 64, "to": 1024, "perturbation": 3})");
    auto source = iometry::model::makeStepSource(mustParse(j));
    QVERIFY(source->exact());
    // Throughput grows with size, except at 259 bytes, which falls 30 % (a drop-out a
    // powers-of-two sweep would never see).
    const auto steps = drive(*source, [](const Step& step) {
        const double size = static_cast<double>(*step.params.size);
        return StepRecord{step, rowsWith([&](MetricRow& row) {
                              row.mbitPerS = size == 259 ? size * 0.7 : size;
                              row.latMeanUs = 10;
                          }),
                          false};
    });
    QCOMPARE(static_cast<int>(steps.size()), source->plannedSteps());
    for (const Step& step : steps) {
        QCOMPARE(step.specs[1].lines[0].size, *step.params.size);
        QCOMPARE(step.specs[1].lines[0].reply, *step.params.size);  // ping-pong: answered in kind
        QCOMPARE(step.specs[0].lines[0].reply, std::uint64_t{0});   // a stream stays one
    }
    const Json r = source->result();
    QCOMPARE(r["stopped"], Json("end"));
    QCOMPARE(r["points"].size(), steps.size());
    QCOMPARE(r["dropouts"].size(), std::size_t{1});
    QCOMPARE(r["dropouts"][0]["size"].get<int>(), 259);
    QVERIFY(std::abs(r["dropouts"][0]["drop_pct"].get<double>() - (1 - 259 * 0.7 / 256) * 100) < 1e-9);
}

void TestStepSources::mtuSweep() {
    Json j = basePlan();
    j["workers"] = Json::parse(R"([{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
        "peer": {"dynamo": "A", "address": "10.0.0.2"}, "spec": "transmit"}])");
    j["sweep"] = Json::parse(R"({"mtu": [1500, 9000], "size": [1024, 65536]})");
    const Plan plan = mustParse(j);
    const auto steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), std::size_t{4});  // crossed with the other axes
    QCOMPARE(*steps[0].params.mtu, 1500);
    QCOMPARE(*steps[3].params.mtu, 9000);
    QCOMPARE(*steps[3].params.size, std::uint64_t{65536});
    QVERIFY(mustParse(iometry::model::toJson(plan)) == plan);  // written back as read

    // Loopback is every program's: never an MTU sweep there; MTUs in range.
    j["workers"][0]["bind"] = "127.0.0.1";
    QStringList problems = problemStrings(iometry::model::parsePlan(j));
    QVERIFY2(problems.contains("workers[0].bind: an MTU sweep would change the MTU of the loopback "
                               "interface, which every program on the host shares: give the "
                               "addresses of the link under test, got 127.0.0.1"),
             qPrintable(problems.join("\n")));
    j["workers"][0]["bind"] = "10.0.0.1";
    j["sweep"] = Json::parse(R"({"mtu": [67, 70000]})");
    problems = problemStrings(iometry::model::parsePlan(j));
    QVERIFY2(problems.contains("sweep.mtu[0]: must be an integer 68–65536, got 67") &&
                 problems.contains("sweep.mtu[1]: must be an integer 68–65536, got 70000"),
             qPrintable(problems.join("\n")));
}

void TestStepSources::exceedanceCurve() {
    iometry::stats::LatencyHistogram h;
    QVERIFY(iometry::stats::exceedanceCurve(h).empty());
    // 100 values: 10 ns × 50, 20 ns × 30, 100 ns × 19, 5000 ns × 1 (exact buckets below 256,
    // 5000 lands in a bucket whose middle is clamped to the exact max).
    for (int i = 0; i < 50; ++i) h.record(10);
    for (int i = 0; i < 30; ++i) h.record(20);
    for (int i = 0; i < 19; ++i) h.record(100);
    h.record(5000);
    const auto curve = iometry::stats::exceedanceCurve(h);
    QCOMPARE(curve.size(), std::size_t{4});
    QCOMPARE(curve[0].first, 0.010);  // µs
    QCOMPARE(curve[0].second, 1.0);   // every value is ≥ the smallest
    QCOMPARE(curve[1].first, 0.020);
    QCOMPARE(curve[1].second, 0.5);
    QCOMPARE(curve[2].first, 0.100);
    QCOMPARE(curve[2].second, 0.2);
    QCOMPARE(curve[3].first, 5.0);
    QCOMPARE(curve[3].second, 0.01);
}

void TestStepSources::latencyKeepsTheDistribution() {
    Json j = basePlan();
    j["workers"][0]["spec"] = "rr";
    j["workers"].erase(1);
    j["procedure"] = Json::parse(R"({"kind": "latency", "sizes": [64, 1024]})");
    auto source = iometry::model::makeStepSource(mustParse(j));
    QCOMPARE(source->plannedSteps(), 2);
    // Round trips of 10 µs + 10 ns per byte, 1000 of them, one of them 100 times longer.
    const auto steps = drive(*source, [](const Step& step) {
        const auto size = *step.params.size;
        StepRecord record{step, rowsWith([](MetricRow& row) { row.transactionsPerS = 500; }), false};
        const std::uint64_t rtt = 10000 + 10 * size;
        for (int i = 0; i < 999; ++i) record.latency.record(rtt);
        record.latency.record(100 * rtt);
        return record;
    });
    QCOMPARE(steps.size(), std::size_t{2});
    QCOMPARE(steps[1].specs[1].lines[0].size, std::uint64_t{1024});
    QCOMPARE(steps[1].specs[1].lines[0].reply, std::uint64_t{1024});  // answered in kind
    const Json r = source->result();
    QCOMPARE(r["stopped"], Json("end"));
    QCOMPARE(r["sizes"], Json::parse("[64, 1024]"));
    QCOMPARE(r["points"].size(), std::size_t{2});
    const Json& p = r["points"][1];
    QCOMPARE(p["size"].get<int>(), 1024);
    QCOMPARE(p["round_trips"].get<int>(), 1000);
    QCOMPARE(p["transactions_per_s"].get<double>(), 500.0);
    QCOMPARE(p["min_us"].get<double>(), 20.24);
    QCOMPARE(p["max_us"].get<double>(), 2024.0);
    QVERIFY(std::abs(p["mean_us"].get<double>() - (999 * 20.24 + 2024) / 1000) < 1e-9);
    // Population stddev of 999 × a and 1 × 100a: a · 99 · √(0.999 · 0.001).
    QVERIFY(std::abs(p["stddev_us"].get<double>() - 20.24 * 99 * std::sqrt(0.999 * 0.001)) < 1e-6);
    // p99.9 is the 999th value (still a); p99.99 is the 1000th (the slow one), within 0.4 %.
    QVERIFY(std::abs(p["p999_us"].get<double>() / 20.24 - 1) < 0.004);
    QVERIFY(std::abs(p["p9999_us"].get<double>() / 2024 - 1) < 0.004);
    QCOMPARE(p["exceedance"].size(), std::size_t{2});
    QCOMPARE(p["exceedance"][1][1].get<double>(), 0.001);
}

void TestStepSources::latencyWritesItsSettingsIntoThePlan() {
    Json j = basePlan();
    j["workers"][0]["spec"] = "rr";
    j["workers"][1]["spec"] = "rr";
    j["procedure"] = Json::parse(R"({"kind": "latency", "outstanding": 2, "interval_ms": 200,
                                     "trial_s": 7})");
    const Plan plan = mustParse(j);
    QCOMPARE(plan.runS, 7.0);
    for (const auto& w : plan.workers) QCOMPARE(w.outstanding, 2);
    for (const auto& spec : plan.specs)
        for (const auto& line : spec.lines) {
            QCOMPARE(line.delayMs, 200);
            QCOMPARE(line.burst, 1);
        }
    QCOMPARE(iometry::model::latencyStepSizes(latencyOf(plan)),
             (std::vector<std::int64_t>{16, 64, 256, 1024, 4096, 16384}));
    QCOMPARE(latencyOf(plan).count, std::optional<std::uint64_t>());  // by time only
    // Written back with its defaults, it reads the same.
    const Plan again = mustParse(iometry::model::toJson(plan));
    QVERIFY(again == plan);

    // A count of round trips is kept, and written back.
    j["procedure"]["count"] = 5000;
    j["ramp_s"] = 0;
    const Plan counted = mustParse(j);
    QCOMPARE(latencyOf(counted).count, std::optional<std::uint64_t>(5000));
    QVERIFY(mustParse(iometry::model::toJson(counted)) == counted);
    // Every counted round trip is measured: no ramp.
    j["ramp_s"] = 1;
    QVERIFY(problemStrings(iometry::model::parsePlan(j))
                .contains("ramp_s: a latency procedure with a count measures every round trip it "
                          "makes: ramp_s must be 0, got 1"));
}

void TestStepSources::badLatency_data() {
    QTest::addColumn<QByteArray>("workers");
    QTest::addColumn<QByteArray>("procedure");
    QTest::addColumn<QString>("expected");
    const QByteArray tcp = R"([{"name": "w", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
        "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "rr"}])";
    const QByteArray udp = R"([{"name": "w", "dynamo": "A", "kind": "udp", "bind": "127.0.0.1",
        "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "rr"}])";
    const QByteArray stream = R"([{"name": "w", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
        "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "transmit"}])";
    QTest::newRow("a stream") << stream << QByteArray(R"({"kind": "latency"})")
                              << "workers[0].spec: latency times round trips: every line of spec "
                                 "\"transmit\" needs a reply (a request/response or ping-pong spec)";
    QTest::newRow("udp in flight")
        << udp << QByteArray(R"({"kind": "latency", "outstanding": 4})")
        << "procedure.outstanding: a udp ping-pong keeps one request in flight: outstanding must be 1";
    QTest::newRow("udp too small") << udp << QByteArray(R"({"kind": "latency", "sizes": [8, 64]})")
                                   << "procedure.sizes: a udp datagram is 18–65507 bytes (an 18-byte header, at most one "
                                      "IPv4 UDP payload), got 8";
    QTest::newRow("interval") << tcp << QByteArray(R"({"kind": "latency", "interval_ms": -1})")
                              << "procedure.interval_ms: must be 0–60000, got -1";
    QTest::newRow("outstanding 0") << tcp << QByteArray(R"({"kind": "latency", "outstanding": 0})")
                                   << "procedure.outstanding: must be 1–4096, got 0";
    QTest::newRow("unknown key") << tcp << QByteArray(R"({"kind": "latency", "pings": 10})")
                                 << "procedure.pings: unknown key; expected one of: count, interval_ms, "
                                    "kind, outstanding, sizes, trial_s";
    QTest::newRow("count 0") << tcp << QByteArray(R"({"kind": "latency", "count": 0})")
                             << "procedure.count: must be 1–1000000000, got 0";
    QTest::newRow("count not whole") << tcp << QByteArray(R"({"kind": "latency", "count": 2.5})")
                                     << "procedure.count: must be an integer 1–1000000000, got 2.5";
}

void TestStepSources::badLatency() {
    QFETCH(QByteArray, workers);
    QFETCH(QByteArray, procedure);
    QFETCH(QString, expected);
    Json j = basePlan();
    j["workers"] = Json::parse(workers.toStdString());
    j["procedure"] = Json::parse(procedure.toStdString());
    const QStringList problems = problemStrings(iometry::model::parsePlan(j));
    if (!problems.contains(expected)) qWarning().noquote() << problems.join("\n");
    QVERIFY(problems.contains(expected));
}

void TestStepSources::badFineSweep_data() {
    QTest::addColumn<QByteArray>("procedure");
    QTest::addColumn<QString>("expected");
    QTest::newRow("to before from") << QByteArray(R"({"kind": "fine_sweep", "from": 64, "to": 8})")
                                    << "procedure.to: must be at least from (64), got 8";
    QTest::newRow("no from") << QByteArray(R"({"kind": "fine_sweep", "to": 8})")
                             << "procedure.from: is required";
    QTest::newRow("too many points")
        << QByteArray(R"({"kind": "fine_sweep", "from": 1, "to": 8, "points_per_doubling": 17})")
        << "procedure.points_per_doubling: must be 1–16, got 17";
    QTest::newRow("dropout 0") << QByteArray(R"({"kind": "fine_sweep", "from": 1, "to": 8, "dropout_pct": 0})")
                               << "procedure.dropout_pct: must be more than 0 and at most 100, got 0";
}

void TestStepSources::badFineSweep() {
    QFETCH(QByteArray, procedure);
    QFETCH(QString, expected);
    Json j = basePlan();
    j["procedure"] = Json::parse(procedure.toStdString());
    const QStringList problems = problemStrings(iometry::model::parsePlan(j));
    if (!problems.contains(expected)) qWarning().noquote() << problems.join("\n");
    QVERIFY(problems.contains(expected));
}

namespace {

Json delayPlan(const char* procedure) {
    Json j = basePlan();
    j["workers"] = Json::parse(R"([{"name": "nic", "dynamo": "A", "kind": "udp",
        "bind": "10.0.0.1", "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "rr"}])");
    j["dynamos"].push_back(Json::parse(R"({"name": "B"})"));
    j["procedure"] = Json::parse(procedure);
    return j;
}

}  // namespace

void TestStepSources::adapterDelayPeerThenLoopback() {
    auto source = iometry::model::makeStepSource(mustParse(delayPlan(
        R"({"kind": "adapter_delay", "sizes": [100, 1000], "link_mbps": 1000})")));
    QCOMPARE(source->plannedSteps(), 4);
    // A made-up adapter pair: loopback RTT 10 µs + 2 ns/byte; the peer adds the wire
    // (Tf = 16 · (L + 28 + 38) ns at 1 Gbit/s) and 2 × (500 ns + 1 ns/byte · Lp) of delay.
    const auto steps = drive(*source, [](const Step& step) {
        const double size = static_cast<double>(*step.params.size);
        const bool loopback = step.workers[0].ends()->bind == "127.0.0.1";
        const double lp = size + 28;
        const double rttNs = loopback ? 10000 + 2 * size
                                      : 10000 + 2 * size + 16 * (lp + 38) + 2 * (500 + lp);
        return StepRecord{step, rowsWith([&](MetricRow& row) {
                              row.latMeanUs = rttNs / 1e3;
                              row.latP50Us = rttNs / 1e3;
                          }),
                          false};
    });
    QCOMPARE(steps.size(), std::size_t{4});
    QCOMPARE(steps[0].workers[0].ends()->peer.address, std::string("10.0.0.2"));  // the peer first
    QCOMPARE(steps[1].workers[0].ends()->peer.address, std::string("127.0.0.1"));  // then loopback
    QCOMPARE(steps[1].workers[0].ends()->peer.dynamo, std::string("A"));         // on the requester's host
    QCOMPARE(steps[1].specs[1].lines[0].reply, std::uint64_t{100});       // answered in kind
    const Json r = source->result();
    QCOMPARE(r["stopped"], Json("end"));
    QVERIFY2(r["fit"].is_object(), r.dump().c_str());
    QVERIFY(std::abs(r["fit"]["A_ns_per_byte"].get<double>() - 1.0) < 1e-9);
    QVERIFY(std::abs(r["fit"]["B_ns"].get<double>() - 500.0) < 1e-6);
    QCOMPARE(r["points"].size(), std::size_t{2});
}

void TestStepSources::adapterDelayNeedsOnePingPong() {
    Json j = delayPlan(R"({"kind": "adapter_delay", "link_mbps": 1000})");
    j["workers"][0]["spec"] = "transmit";
    j["workers"][0]["rate_mbit"] = 10;
    const QStringList problems = problemStrings(iometry::model::parsePlan(j));
    QVERIFY2(problems.contains("procedure.kind: adapter_delay times a UDP ping-pong to the peer and "
                               "over loopback: the plan needs exactly one udp worker whose spec "
                               "has a reply and read 0 on every line"),
             qPrintable(problems.join("; ")));
}

QTEST_GUILESS_MAIN(TestStepSources)
#include "test_step_sources.moc"
