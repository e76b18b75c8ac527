// A worker kind and a method that exist only in this test, added through the registries
// alone (docs/architecture.md, "How to add a worker kind", "How to add a method"): the
// plan reader takes them, the writer writes them back, the Session runs them with an
// in-process dynamo over loopback, and the results folder holds what they did. No file
// of the engine, the dynamo or the clients names them.
//
// The kind, "clock", has no partner end: it counts operations of its spec's size at a
// rate its plan gives. The method, "twice", runs the plan's one step at two request sizes.

#include <QTemporaryDir>
#include <QtTest>
#include <atomic>
#include <boost/asio.hpp>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"
#include "engine/report/results_folder.hpp"
#include "engine/session/session.hpp"
#include "tests/support/clock_kind.hpp"
#include "workers/manager_link.hpp"
#include "workers/worker.hpp"

using namespace std::chrono_literals;
using Json = nlohmann::ordered_json;
namespace model = iometry::model;
namespace workers = iometry::workers;

using iometry::test::ClockSettings;
using iometry::test::clockKind;

namespace {

constexpr const char* kToken = "the-registries-test-token";

// ---------------------------------------------------------------- the kind, in the dynamo

/** Counts operations at ops_per_s, each of the spec's first line's size, from gate to end. */
class ClockWorker final : public workers::Worker {
public:
    ClockWorker(int id, double opsPerS, std::uint64_t size) : m_id(id), m_rate(opsPerS), m_size(size) {}
    ~ClockWorker() override { stop(); }

    int id() const override { return m_id; }
    bool isPartner() const override { return false; }
    std::string localAddress() const override { return {}; }
    bool prepare(std::optional<std::uint16_t>&, std::string&) override { return true; }
    bool connect(std::uint16_t, std::chrono::steady_clock::time_point, const std::atomic<bool>&,
                 std::string& error) override {
        error = "a clock has no partner";
        return false;
    }
    void start(std::shared_ptr<workers::StartGate> gate) override {
        gate->expect(1);
        m_thread = std::thread([this, gate] {
            const auto end = gate->arriveAndWait();
            const auto begin = std::chrono::steady_clock::now();
            while (!m_stop && std::chrono::steady_clock::now() < end) {
                const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
                m_ops = static_cast<std::uint64_t>(elapsed * m_rate);
                std::this_thread::sleep_for(1ms);
            }
            m_finished = true;
        });
    }
    void stop() override {
        m_stop = true;
        if (m_thread.joinable()) m_thread.join();
        m_finished = true;
    }
    bool finished() const override { return m_finished; }
    workers::WorkerDelta takeDelta() override {
        workers::WorkerDelta d;
        const std::uint64_t now = m_ops;
        d.counters.writeOps = now - m_taken;
        d.counters.bytesWritten = d.counters.writeOps * m_size;
        m_taken = now;
        return d;
    }
    std::vector<std::string> takeErrors() override { return {}; }

private:
    int m_id;
    double m_rate;
    std::uint64_t m_size;
    std::atomic<std::uint64_t> m_ops{0};
    std::uint64_t m_taken = 0;
    std::atomic<bool> m_stop{false}, m_finished{false};
    std::thread m_thread;
};

/** The dynamo's engine of the clock kind: the entry was read by the kind (its ops_per_s). */
std::unique_ptr<workers::Worker> makeClockWorker(model::ConfiguredWorker worker, std::string& error) {
    if (worker.spec.lines.empty()) {
        error = "no spec";
        return nullptr;
    }
    return std::make_unique<ClockWorker>(worker.id, worker.settingsOf<ClockSettings>().opsPerS,
                                         worker.spec.lines.front().size);
}

// ---------------------------------------------------------------- the method

struct TwiceParams : model::MethodSettingsOf<TwiceParams> {
    std::int64_t first = 100;
    std::int64_t second = 200;
    const model::Method& method() const override;
    bool operator==(const TwiceParams&) const = default;
};

/** The plan's one step at `first`, then at `second` bytes. */
class TwiceSource final : public model::StepSource {
public:
    explicit TwiceSource(const model::Plan& plan)
        : m_knob(model::sizeKnob(plan)), m_params(*plan.procedure.as<TwiceParams>()) {}
    std::optional<model::Step> next(const std::vector<model::StepRecord>& finished) override {
        m_finished = finished;
        if (finished.size() >= 2) return std::nullopt;
        model::Step step = m_knob.stepAt(static_cast<double>(finished.empty() ? m_params.first : m_params.second));
        step.index = static_cast<int>(finished.size());
        return step;
    }
    int plannedSteps() const override { return 2; }
    nlohmann::ordered_json result() const override {
        Json points = Json::array();
        for (const auto& r : m_finished)
            if (const auto* all = model::allRow(r.rows))
                points.push_back({{"size", *r.step.params.size}, {"ops_per_s", all->opsPerS}});
        return {{"procedure", "twice"}, {"points", points}};
    }

private:
    model::Knob m_knob;
    TwiceParams m_params;
    std::vector<model::StepRecord> m_finished;
};

class TwiceMethod final : public model::Method {
public:
    std::string name() const override { return "twice"; }
    std::string title() const override { return "Twice"; }
    std::vector<model::MethodParam> params() const override {
        using Type = model::MethodParam::Type;
        return {model::field({.key = "first", .type = Type::Integer, .lo = 1, .hi = 65536, .unit = "bytes",
                              .help = "The first step's request size"},
                             &TwiceParams::first),
                model::field({.key = "second", .type = Type::Integer, .lo = 1, .hi = 65536, .unit = "bytes",
                              .help = "The second step's request size"},
                             &TwiceParams::second)};
    }
    model::PolyValue<model::MethodSettings> makeSettings() const override { return TwiceParams{}; }
    std::unique_ptr<model::StepSource> makeSource(const model::Plan& plan) const override {
        return std::make_unique<TwiceSource>(plan);
    }
    std::string checkText(const model::Plan&, const model::StepSource&) const override {
        return "procedure: twice\n";
    }
    std::vector<model::ResultTable> resultTables(const Json&) const override {
        return {{"points", {{"size", "Size (bytes)", 0}, {"ops_per_s", "Operations/s", 0}}}};
    }
};

const TwiceMethod& twiceMethod() {
    static const TwiceMethod method;
    return method;
}
const model::Method& TwiceParams::method() const { return twiceMethod(); }

constexpr const char* kPlan = R"({
  "format": "iometry.plan/1", "name": "registries", "run_s": 1, "sample_ms": 200, "wait_s": 10,
  "dynamos": [{"name": "B", "spawn": false}],
  "specs": [{"name": "s", "lines": [{"size": 4096, "read": 0}]}],
  "workers": [{"name": "c", "dynamo": "B", "kind": "clock", "ops_per_s": 2000, "spec": "s"}],
  "procedure": {"kind": "twice", "first": 512, "second": 8192}
})";

std::string readText(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

class TestRegistries : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        model::WorkerKindRegistry::instance().add(clockKind());
        model::MethodRegistry::instance().add(twiceMethod());
        workers::WorkerRegistry::instance().add({&clockKind(), &makeClockWorker});
    }

    void theReaderAndWriterTakeThem() {
        const auto parsed = model::parsePlanText(kPlan);
        QVERIFY2(parsed.ok(), parsed.problems.empty() ? "" : parsed.problems.front().toString().c_str());
        const model::Plan& plan = *parsed.plan;
        QCOMPARE(plan.workers[0].kindName(), std::string("clock"));
        QCOMPARE(plan.workers[0].as<ClockSettings>()->opsPerS, 2000.0);
        QVERIFY(!plan.workers[0].ends());
        QCOMPARE(plan.procedure.name(), std::string("twice"));
        QCOMPARE(plan.procedure.as<TwiceParams>()->second, std::int64_t{8192});
        // Written back, it reads the same, with its keys in the kind's and the method's words.
        const Json written = model::toJson(plan);
        QCOMPARE(written["workers"][0]["ops_per_s"], Json(2000.0));
        QCOMPARE(written["procedure"], Json::parse(R"({"kind": "twice", "first": 512, "second": 8192})"));
        const auto again = model::parsePlan(written);
        QVERIFY(again.ok() && *again.plan == plan);
        // Their own checks, and the messages that list kinds and methods, know them.
        Json bad = Json::parse(kPlan);
        bad["workers"][0].erase("ops_per_s");
        bad["workers"][0]["path"] = "/tmp/x";  // a disk worker's key, not a clock's
        bad["procedure"]["first"] = 0;
        std::vector<std::string> problems;
        for (const auto& p : model::parsePlan(bad).problems) problems.push_back(p.toString());
        QVERIFY(std::count(problems.begin(), problems.end(), "workers[0].ops_per_s: is required"));
        QVERIFY(std::count(problems.begin(), problems.end(), "procedure.first: must be 1–65536, got 0"));
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](const std::string& p) {
            return p.rfind("workers[0].path: unknown key", 0) == 0;
        }));
        bad = Json::parse(kPlan);
        bad["workers"][0]["kind"] = "sundial";
        bad["procedure"]["kind"] = "thrice";
        problems.clear();
        for (const auto& p : model::parsePlan(bad).problems) problems.push_back(p.toString());
        QVERIFY(std::count(problems.begin(), problems.end(),
                           "workers[0].kind: must be one of tcp, udp, disk, clock, got \"sundial\""));
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](const std::string& p) {
            return p.find("latency or twice, got \"thrice\"") != std::string::npos;
        }));
    }

    void theSessionRunsThem() {
        QTemporaryDir tmp;
        const std::string results = tmp.path().toStdString() + "/run";
        const auto parsed = model::parsePlanText(kPlan);
        QVERIFY(parsed.ok());
        struct Listening : iometry::session::SessionObserver {
            std::atomic<std::uint16_t> port{0};
            void onListening(const std::string&, std::uint16_t p) override { port = p; }
        } observer;
        iometry::session::Session session({.listenHost = "127.0.0.1", .listenPort = 0, .token = kToken, .resultsDir = results}, &observer);
        std::atomic<int> status{-1};
        std::thread manager([&] { status = session.run(*parsed.plan); });
        const auto deadline = std::chrono::steady_clock::now() + 5s;
        while (observer.port == 0 && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(10ms);
        QVERIFY(observer.port != 0);
        // The dynamo, in this process: it announces the test's engine with the built-in ones.
        boost::asio::io_context io;
        workers::ManagerLink link(io, {"127.0.0.1", observer.port, "B", kToken});
        link.start();
        std::thread dynamo([&] { io.run(); });
        manager.join();
        io.stop();
        dynamo.join();
        QVERIFY2(status == 0, session.error().c_str());

        // plan.json is what ran, in the kind's and the method's words.
        const Json plan = Json::parse(readText(results + "/plan.json"));
        QCOMPARE(plan["workers"][0]["kind"], Json("clock"));
        QCOMPARE(plan["procedure"]["kind"], Json("twice"));
        // bench.json: what the kind records of its worker.
        const Json bench = Json::parse(readText(results + "/bench.json"));
        QCOMPARE(bench["workers"][0]["kind"], Json("clock"));
        QCOMPARE(bench["workers"][0]["ops_per_s"], Json(2000.0));
        // procedure.json: the method's two steps, at the rate the clock counted.
        const Json procedure = Json::parse(readText(results + "/procedure.json"));
        QCOMPARE(procedure["procedure"], Json("twice"));
        QCOMPARE(procedure["points"].size(), std::size_t{2});
        QCOMPARE(procedure["points"][0]["size"], Json(512));
        QCOMPARE(procedure["points"][1]["size"], Json(8192));
        for (const Json& p : procedure["points"]) {
            const double ops = p["ops_per_s"].get<double>();
            QVERIFY2(ops > 1600 && ops < 2400, std::to_string(ops).c_str());  // 2000 asked, ± 20 %
        }
        // summary.csv: MB/s = operations/s × the step's size (what the clock counted, each
        // operation its size), and the run reads as the storage run the kind says it is.
        std::string error;
        const auto folder = iometry::report::loadRunFolder(results, error);
        QVERIFY2(folder, error.c_str());
        QVERIFY(folder->diskOnly());
        int all = 0;
        for (const auto& row : folder->rows) {
            if (row.scope != "all" || row.repeat != "1") continue;
            ++all;
            QCOMPARE(row.size, std::uint64_t(row.step == 0 ? 512 : 8192));
            QVERIFY2(std::abs(row.mbPerS - row.opsPerS * static_cast<double>(row.size) / 1e6) < 0.01 * row.mbPerS,
                     (std::to_string(row.mbPerS) + " MB/s at " + std::to_string(row.opsPerS)).c_str());
        }
        QCOMPARE(all, 2);
    }
};

QTEST_GUILESS_MAIN(TestRegistries)
#include "test_registries.moc"
