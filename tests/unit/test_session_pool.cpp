// engine::Session in pool mode (open / spawnLocal / startRun), as the GUI uses it, driven
// with a real local iometry-dynamo over loopback. The pool must keep its dynamo between
// runs, stop a run promptly on request and stay usable, refuse a second run while one is
// going without disturbing it, and leave no dynamo process behind when it is destroyed.

#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include <vector>

#include "engine/plan/plan_json.hpp"
#include "engine/session/session.hpp"

using namespace std::chrono_literals;
using nlohmann::json;
using iometry::results::MetricRow;
using iometry::session::DynamoInfo;
using iometry::session::Session;
using iometry::session::SessionOptions;

namespace {

const std::string kDynamo = std::string(IOMETRY_BIN_DIR) + "/iometry-dynamo";

/** The loopback plan: one TCP pair on "local", sweeping size 1024 and 8192. */
iometry::model::Plan makePlan(double runS, const std::string& sweep = "[1024, 8192]",
                              const std::string& dynamo = "local") {
    std::ostringstream text;
    text << R"({
      "format": "iometry.plan/1",
      "name": "pool test",
      "run_s": )" << runS << R"(,
      "ramp_s": 0,
      "sample_ms": 200,
      "dynamos": [{"name": ")" << dynamo << R"(", "spawn": true}],
      "specs": [{"name": "transmit", "lines": [{"size": 8192, "share": 100, "read": 0}]}],
      "workers": [{"name": "nic", "dynamo": ")" << dynamo << R"(", "kind": "tcp",
                   "bind": "127.0.0.1", "peer": {"dynamo": ")" << dynamo << R"(", "address": "127.0.0.1"},
                   "outstanding": 1, "spec": "transmit"}],
      "sweep": {"size": )" << sweep << R"(}
    })";
    auto parsed = iometry::model::parsePlanText(text.str());
    if (!parsed.ok()) {
        std::string problems;
        for (const auto& p : parsed.problems) problems += p.toString() + "; ";
        qFatal("test plan does not parse: %s", problems.c_str());
    }
    return *parsed.plan;
}

/** Records every event; callbacks come on the session's thread. */
class Recorder : public iometry::session::SessionObserver {
public:
    void onLog(const std::string& line) override {
        std::lock_guard lock(m_mutex);
        logs.push_back(line);
    }
    void onDynamoConnected(const DynamoInfo& dynamo) override {
        record([&] { connected.push_back(dynamo); });
    }
    void onDynamoLost(const std::string& name, const std::string& reason) override {
        record([&] { lost.emplace_back(name, reason); });
    }
    void onRunFinished(int result, const std::string& error) override {
        record([&] { finished.emplace_back(result, error); });
    }
    void onStepStarted(int, int, int, int, const iometry::model::StepParams&) override {
        record([&] { ++stepsStarted; });
    }
    void onInterval(const std::vector<MetricRow>&, double, bool) override {
        record([&] { ++intervals; });
    }
    void onStepFinished(const std::vector<MetricRow>& rows, int, int, double) override {
        record([&] { steps.push_back(rows); });
    }

    /** Waits until @p pred (called under the lock) holds, at most @p timeout. */
    template <typename Pred>
    bool waitFor(Pred pred, std::chrono::milliseconds timeout) {
        std::unique_lock lock(m_mutex);
        return m_changed.wait_for(lock, timeout, pred);
    }

    /** Copies taken under the lock. */
    template <typename T>
    T read(T Recorder::*member) {
        std::lock_guard lock(m_mutex);
        return this->*member;
    }

    std::string logText() {
        std::lock_guard lock(m_mutex);
        std::string text;
        for (const auto& l : logs) text += l + "\n";
        return text;
    }

    std::vector<std::string> logs;
    std::vector<DynamoInfo> connected;
    std::vector<std::pair<std::string, std::string>> lost;
    std::vector<std::pair<int, std::string>> finished;
    std::vector<std::vector<MetricRow>> steps;
    int stepsStarted = 0;
    int intervals = 0;

private:
    template <typename F>
    void record(F change) {
        {
            std::lock_guard lock(m_mutex);
            change();
        }
        m_changed.notify_all();
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
};

SessionOptions poolOptions() {
    SessionOptions options;
    options.listenHost = "127.0.0.1";
    options.listenPort = 0;
    options.token = "";
    options.dynamoExecutable = kDynamo;
    return options;
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/** Lines of summary.csv after the header. */
std::vector<std::string> summaryLines(const std::filesystem::path& dir) {
    std::istringstream in(readFile(dir / "summary.csv"));
    std::vector<std::string> lines;
    std::string line;
    bool header = true;
    while (std::getline(in, line)) {
        if (header) {
            header = false;
            continue;
        }
        if (!line.empty()) lines.push_back(line);
    }
    return lines;
}

bool processGone(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

}  // namespace

class TestSessionPool : public QObject {
    Q_OBJECT

private:
    /** A fresh pool with "local" spawned and connected; nullptr (test failed) otherwise. */
    std::unique_ptr<Session> openPool(Recorder& recorder) {
        auto session = std::make_unique<Session>(poolOptions(), &recorder);
        std::string error;
        if (!session->open(error)) {
            qWarning("open failed: %s", error.c_str());
            return nullptr;
        }
        session->spawnLocal("local");
        if (!recorder.waitFor([&] { return !recorder.connected.empty(); }, 15s)) {
            qWarning("the local dynamo did not connect; log:\n%s", recorder.logText().c_str());
            return nullptr;
        }
        return session;
    }

    static int helloPid(const DynamoInfo& info) { return info.hello.value("pid", -1); }

private slots:
    void initTestCase() {
        QVERIFY2(std::filesystem::exists(kDynamo), kDynamo.c_str());
        // A child we spawn and then lose must not kill us with SIGPIPE.
        std::signal(SIGPIPE, SIG_IGN);
    }

    void openAndSpawnLocal() {
        Recorder recorder;
        Session session(poolOptions(), &recorder);
        std::string error;
        QVERIFY2(session.open(error), error.c_str());
        QVERIFY(session.port() != 0);
        QVERIFY(session.dynamos().empty());

        session.spawnLocal("local");
        QVERIFY2(recorder.waitFor([&] { return !recorder.connected.empty(); }, 15s),
                 recorder.logText().c_str());
        const DynamoInfo info = recorder.read(&Recorder::connected).front();
        QCOMPARE(info.name, std::string("local"));
        QVERIFY(info.spawned);
        QVERIFY(helloPid(info) > 0);
        QVERIFY(!info.remote.empty());
        bool loopback = false;
        for (const auto& i : info.hello.value("interfaces", json::array()))
            for (const auto& a : i.value("addresses", json::array()))
                if (a == "127.0.0.1") loopback = true;
        QVERIFY2(loopback, info.hello.dump().c_str());

        const auto list = session.dynamos();
        QCOMPARE(list.size(), std::size_t{1});
        QCOMPARE(list.front().name, std::string("local"));
        QVERIFY(list.front().spawned);
        QCOMPARE(helloPid(list.front()), helloPid(info));

        // Asking for the same dynamo again does not start a second one.
        session.spawnLocal("local");
        QVERIFY(!recorder.waitFor([&] { return recorder.connected.size() > 1; }, 300ms));
        QCOMPARE(session.dynamos().size(), std::size_t{1});
    }

    void twoRunsShareTheDynamo() {
        Recorder recorder;
        auto session = openPool(recorder);
        QVERIFY(session);
        const int pid = helloPid(session->dynamos().front());

        QTemporaryDir first;
        QVERIFY(first.isValid());
        const std::filesystem::path dir1 = first.path().toStdString() + "/run";
        session->startRun(makePlan(1), dir1);
        QVERIFY2(recorder.waitFor([&] { return !recorder.finished.empty(); }, 20s),
                 recorder.logText().c_str());
        auto finished = recorder.read(&Recorder::finished);
        QCOMPARE(finished.size(), std::size_t{1});
        QCOMPARE(finished[0].first, 0);
        QCOMPARE(finished[0].second, std::string());

        const auto steps = recorder.read(&Recorder::steps);
        QCOMPARE(steps.size(), std::size_t{2});
        for (const auto& rows : steps) {
            QVERIFY(!rows.empty());
            QCOMPARE(rows.front().scope, std::string("all"));
            QVERIFY2(rows.front().mbitPerS > 0, recorder.logText().c_str());
        }
        QCOMPARE(steps[0].front().size, std::uint64_t{1024});
        QCOMPARE(steps[1].front().size, std::uint64_t{8192});
        QVERIFY2(recorder.read(&Recorder::intervals) >= 4,
                 std::to_string(recorder.read(&Recorder::intervals)).c_str());

        QVERIFY(std::filesystem::exists(dir1 / "summary.csv"));
        int allRows = 0;
        std::set<std::string> stepsSeen;
        for (const auto& line : summaryLines(dir1)) {
            if (line.find(",all,all,") != std::string::npos) {
                ++allRows;
                stepsSeen.insert(line.substr(0, line.find(',')));
            }
        }
        QCOMPARE(allRows, 2);
        QCOMPARE(stepsSeen, (std::set<std::string>{"0", "1"}));
        const json results = json::parse(readFile(dir1 / "results.json"));
        QCOMPARE(results.value("status", ""), std::string("completed"));

        // The second run reuses the connected dynamo.
        QTemporaryDir second;
        QVERIFY(second.isValid());
        const std::filesystem::path dir2 = second.path().toStdString() + "/run";
        session->startRun(makePlan(1), dir2);
        QVERIFY2(recorder.waitFor([&] { return recorder.finished.size() >= 2; }, 20s),
                 recorder.logText().c_str());
        finished = recorder.read(&Recorder::finished);
        QCOMPARE(finished.size(), std::size_t{2});
        QCOMPARE(finished[1].first, 0);
        QCOMPARE(recorder.read(&Recorder::steps).size(), std::size_t{4});
        QVERIFY(std::filesystem::exists(dir2 / "summary.csv"));
        QCOMPARE(summaryLines(dir2).size(), summaryLines(dir1).size());

        QCOMPARE(recorder.read(&Recorder::connected).size(), std::size_t{1});
        QVERIFY(recorder.read(&Recorder::lost).empty());
        const auto list = session->dynamos();
        QCOMPARE(list.size(), std::size_t{1});
        QCOMPARE(helloPid(list.front()), pid);
        int started = 0;
        for (const auto& l : recorder.read(&Recorder::logs))
            if (l.rfind("started local dynamo", 0) == 0) ++started;
        QCOMPARE(started, 1);
    }

    void stopKeepsTheDynamo() {
        Recorder recorder;
        auto session = openPool(recorder);
        QVERIFY(session);
        const int pid = helloPid(session->dynamos().front());

        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const std::filesystem::path dir = temp.path().toStdString() + "/stopped";
        session->startRun(makePlan(30, "[8192]"), dir);
        // Stop once traffic is measured, then expect the end within a few seconds.
        QVERIFY2(recorder.waitFor([&] { return recorder.intervals >= 2; }, 15s),
                 recorder.logText().c_str());
        const auto stopAt = std::chrono::steady_clock::now();
        session->requestStop();
        QVERIFY2(recorder.waitFor([&] { return !recorder.finished.empty(); }, 5s),
                 recorder.logText().c_str());
        QVERIFY(std::chrono::steady_clock::now() - stopAt < 5s);
        auto finished = recorder.read(&Recorder::finished);
        QCOMPARE(finished.size(), std::size_t{1});
        QCOMPARE(finished[0].first, 2);

        const json results = json::parse(readFile(dir / "results.json"));
        QCOMPARE(results.value("status", ""), std::string("stopped"));
        // What was measured before the stop is kept.
        QCOMPARE(recorder.read(&Recorder::steps).size(), std::size_t{1});
        QVERIFY(std::filesystem::exists(dir / "summary.csv"));

        // Still connected, and usable for another run.
        QVERIFY(recorder.read(&Recorder::lost).empty());
        QCOMPARE(session->dynamos().size(), std::size_t{1});
        QCOMPARE(helloPid(session->dynamos().front()), pid);
        const std::filesystem::path again = temp.path().toStdString() + "/again";
        session->startRun(makePlan(0.5, "[1024]"), again);
        QVERIFY2(recorder.waitFor([&] { return recorder.finished.size() >= 2; }, 15s),
                 recorder.logText().c_str());
        finished = recorder.read(&Recorder::finished);
        QCOMPARE(finished[1].first, 0);
        QCOMPARE(recorder.read(&Recorder::connected).size(), std::size_t{1});
        QCOMPARE(helloPid(session->dynamos().front()), pid);
    }

    void secondStartRunIsRefused() {
        Recorder recorder;
        auto session = openPool(recorder);
        QVERIFY(session);

        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const std::filesystem::path dir = temp.path().toStdString() + "/first";
        const std::filesystem::path other = temp.path().toStdString() + "/second";
        session->startRun(makePlan(1), dir);
        QVERIFY2(recorder.waitFor([&] { return recorder.stepsStarted >= 1; }, 15s),
                 recorder.logText().c_str());
        session->startRun(makePlan(1), other);
        QVERIFY(recorder.waitFor([&] { return !recorder.finished.empty(); }, 5s));
        auto finished = recorder.read(&Recorder::finished);
        QCOMPARE(finished[0].first, 1);
        QCOMPARE(finished[0].second, std::string("a run is already going"));
        // The refused request wrote nothing.
        QVERIFY(!std::filesystem::exists(other));

        QVERIFY2(recorder.waitFor([&] { return recorder.finished.size() >= 2; }, 20s),
                 recorder.logText().c_str());
        finished = recorder.read(&Recorder::finished);
        QCOMPARE(finished.size(), std::size_t{2});
        QCOMPARE(finished[1].first, 0);
        QCOMPARE(finished[1].second, std::string());
        QCOMPARE(recorder.read(&Recorder::steps).size(), std::size_t{2});
        const json results = json::parse(readFile(dir / "results.json"));
        QCOMPARE(results.value("status", ""), std::string("completed"));
    }

    void poolSurvivesAFailedSpawn() {
        // A dynamo executable that exits at once for the name "bad" and is the real
        // dynamo otherwise. The run that needs "bad" fails when the heartbeat notices the
        // exit; the pool must go on sending heartbeats, or the idle "local" dynamo obeys
        // its dead-man rule ("manager silent") and leaves the pool 3 s later.
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const std::string wrapper = temp.path().toStdString() + "/dynamo.sh";
        {
            std::ofstream out(wrapper);
            out << "#!/bin/sh\nfor a in \"$@\"; do [ \"$a\" = bad ] && exit 3; done\nexec '"
                << kDynamo << "' \"$@\"\n";
        }
        QCOMPARE(::chmod(wrapper.c_str(), 0755), 0);

        Recorder recorder;
        SessionOptions options = poolOptions();
        options.dynamoExecutable = wrapper;
        Session session(options, &recorder);
        std::string error;
        QVERIFY2(session.open(error), error.c_str());
        session.spawnLocal("local");
        QVERIFY2(recorder.waitFor([&] { return !recorder.connected.empty(); }, 15s),
                 recorder.logText().c_str());

        session.startRun(makePlan(1, "[1024]", "bad"), temp.path().toStdString() + "/bad");
        QVERIFY2(recorder.waitFor([&] { return !recorder.finished.empty(); }, 10s),
                 recorder.logText().c_str());
        auto finished = recorder.read(&Recorder::finished);
        QCOMPARE(finished[0].first, 1);
        QVERIFY2(finished[0].second.find("exited before it connected") != std::string::npos,
                 finished[0].second.c_str());

        // Longer than the dead-man timeout (3 s): "local" must still be there.
        QVERIFY2(!recorder.waitFor([&] { return !recorder.lost.empty(); }, 4s),
                 recorder.logText().c_str());
        QCOMPARE(session.dynamos().size(), std::size_t{1});
        session.startRun(makePlan(0.5, "[1024]"), temp.path().toStdString() + "/good");
        QVERIFY2(recorder.waitFor([&] { return recorder.finished.size() >= 2; }, 15s),
                 recorder.logText().c_str());
        QCOMPARE(recorder.read(&Recorder::finished)[1].first, 0);
    }

    void destroyLeavesNoDynamo() {
        Recorder recorder;
        auto session = openPool(recorder);
        QVERIFY(session);
        const pid_t pid = helloPid(session->dynamos().front());
        QVERIFY(pid > 0);
        QCOMPARE(::kill(pid, 0), 0);  // alive while the pool is

        const auto before = std::chrono::steady_clock::now();
        session.reset();
        const auto took = std::chrono::steady_clock::now() - before;
        // The dynamo leaves on bye; the session does not have to wait for its 3 s SIGKILL.
        QVERIFY2(took < 3s, std::to_string(std::chrono::duration<double>(took).count()).c_str());
        // The session reaps its child, so the pid is gone at once (no zombie left).
        QVERIFY(processGone(pid));
    }
};

QTEST_GUILESS_MAIN(TestSessionPool)
#include "test_session_pool.moc"
