// The results recorder (engine/session/results_recorder.hpp): summary.csv and results.json
// grow by appending; results.json is valid JSON after every step and the bytes written
// for earlier steps never change.

#include <QtTest>
#include <QTemporaryDir>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/results/csv.hpp"
#include "engine/session/results_recorder.hpp"

using iometry::results::MetricRow;
using iometry::session::ResultsRecorder;
using nlohmann::json;

namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

/** Where the tail (closing bracket of steps, status, error) starts: nothing before it may change. */
std::size_t tailStart(const std::string& text) {
    const std::size_t bracket = text.rfind(']');
    if (bracket == std::string::npos || bracket == 0) return 0;
    return text.find_last_not_of(" \n", bracket - 1) + 1;
}

std::vector<MetricRow> rowsOf(int step, const std::string& repeat, double mbit) {
    MetricRow all;
    all.step = step;
    all.repeat = repeat;
    all.scope = "all";
    all.name = "all";
    all.mbitPerS = mbit;
    all.sentMbitPerS = mbit + 1;
    MetricRow w = all;
    w.scope = "worker";
    w.name = "w, \"quoted\"";
    return {all, w};
}

iometry::model::Plan plan() {
    iometry::model::Plan p;
    p.name = "recorder";
    p.repeats = 2;
    return p;
}

}  // namespace

class TestResultsRecorder : public QObject {
    Q_OBJECT
private slots:
    void appendsAndStaysValid() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::filesystem::path dir = tmp.path().toStdString() + "/run";
        ResultsRecorder recorder;
        std::string error;
        QVERIFY2(recorder.begin(dir, plan(), error), error.c_str());

        json j = json::parse(readFile(dir / "results.json"));
        QCOMPARE(j.value("status", ""), std::string("running"));
        QVERIFY(j["steps"].is_array() && j["steps"].empty());
        QCOMPARE(j.value("format", ""), std::string("iometry.results/2"));

        std::string json0 = readFile(dir / "results.json");
        std::string csv0 = readFile(dir / "summary.csv");
        QCOMPARE(csv0, iometry::results::csvLine(MetricRow::csvHeader()));
        for (int step = 0; step < 3; ++step) {
            for (int repeat = 1; repeat <= 2; ++repeat) {
                iometry::session::StepLogEntry e;
                e.step = step;
                e.repeat = repeat;
                e.durationS = 1.5;
                recorder.recordStep(e, rowsOf(step, std::to_string(repeat), 100.0 * step + repeat));
                const std::string json1 = readFile(dir / "results.json");
                const std::string csv1 = readFile(dir / "summary.csv");
                // Earlier bytes unchanged: all but the old tail (which starts at the last ']').
                const std::size_t kept = tailStart(json0);
                QVERIFY(kept > 0);
                QCOMPARE(json1.substr(0, kept), json0.substr(0, kept));
                QCOMPARE(csv1.substr(0, csv0.size()), csv0);
                j = json::parse(json1);  // valid after every append
                QCOMPARE(j.value("status", ""), std::string("running"));
                json0 = json1;
                csv0 = csv1;
            }
            recorder.recordAggregate(step, rowsOf(step, "agg", 1.0));
            json0 = readFile(dir / "results.json");
            csv0 = readFile(dir / "summary.csv");
            QVERIFY(json::accept(json0));
        }
        recorder.writeStatus("failed", "lost dynamo A (\"bye\")");
        const std::string last = readFile(dir / "results.json");
        QCOMPARE(last.substr(0, tailStart(json0)), json0.substr(0, tailStart(json0)));
        j = json::parse(last);
        QCOMPARE(j.value("status", ""), std::string("failed"));
        QCOMPARE(j.value("error", ""), std::string("lost dynamo A (\"bye\")"));
        QCOMPARE(j["steps"].size(), std::size_t{9});
        QCOMPARE(j["steps"][2]["repeat"], json("agg"));
        QCOMPARE(j["steps"][1]["rows"][0]["mbit_per_s"].get<double>(), 2.0);
        QCOMPARE(j["steps"][1]["rows"][0]["sent_mbit_per_s"].get<double>(), 3.0);
        QCOMPARE(j["plan"]["name"], json("recorder"));
        // A shorter tail after a longer one leaves nothing behind.
        recorder.writeStatus("completed", "");
        j = json::parse(readFile(dir / "results.json"));
        QCOMPARE(j.value("status", ""), std::string("completed"));
        QVERIFY(!j.contains("error"));

        // summary.csv: header + 3 × (2 repeats + agg) × 2 rows, in order.
        std::istringstream lines(readFile(dir / "summary.csv"));
        std::string line;
        int n = 0;
        while (std::getline(lines, line)) ++n;
        QCOMPARE(n, 1 + 3 * 3 * 2);
        QCOMPARE(recorder.summary().size(), std::size_t{18});

        recorder.writeProcedure({{"kind", "test"}, {"found", 42}});
        QCOMPARE(json::parse(readFile(dir / "procedure.json"))["found"], json(42));
    }

    void unwritableFolderIsAnError() {
        ResultsRecorder recorder;
        std::string error;
        QVERIFY(!recorder.begin("/proc/iometry-no/such", plan(), error));
        QVERIFY(!error.empty());
    }
};

QTEST_APPLESS_MAIN(TestResultsRecorder)
#include "test_results_recorder.moc"
