// A plan's worker in a step's `configure` message (engine/plan/configure_entry.hpp,
// docs/protocol.md "A step"): every entry the manager writes for the example plans, the
// dynamo reads back with the same keys and values; a pair's partner gets the addresses
// swapped; an entry that breaks a limit is refused naming its key, never with a throw.

#include <QtTest>
#include <filesystem>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/plan/configure_entry.hpp"
#include "engine/plan/plan_json.hpp"

using namespace iometry;
using nlohmann::json;

namespace {

const std::filesystem::path kExamples = std::filesystem::path(IOMETRY_TEST_DATA) / ".." / ".." / ".." / "examples";

}  // namespace

class TestConfigureEntry : public QObject {
    Q_OBJECT

private slots:
    void everyExampleIsReadBackAsWritten_data() {
        QTest::addColumn<QString>("file");
        int n = 0;
        for (const auto& entry : std::filesystem::directory_iterator(kExamples))
            if (entry.path().extension() == ".json") {
                QTest::newRow(entry.path().filename().c_str()) << QString::fromStdString(entry.path().string());
                ++n;
            }
        QVERIFY(n >= 10);
    }

    void everyExampleIsReadBackAsWritten() {
        QFETCH(QString, file);
        const auto parsed = model::loadPlanFile(file.toStdString());
        QVERIFY2(parsed.ok(), parsed.problems.empty() ? "" : parsed.problems.front().toString().c_str());
        const model::Plan& plan = *parsed.plan;
        const model::Step step = model::baseStep(plan);
        model::ConfigureContext context;
        for (std::size_t i = 0; i < step.workers.size(); ++i) {
            const model::WorkerDef& w = step.workers[i];
            const auto ends = model::configureEntries(plan, step, i, std::string(32, 'c'), context);
            QCOMPARE(ends.size(), std::size_t(w.ends() ? 2 : 1));
            QCOMPARE(ends.front().dynamo, w.dynamo);
            for (const model::ConfigureEnd& end : ends) {
                std::string error;
                const auto read = model::readConfigureEntry(end.entry, error);
                QVERIFY2(read, (w.name + ": " + error + "\n" + end.entry.dump()).c_str());
                QCOMPARE(read->kind, w.kind());
                QCOMPARE(read->id, static_cast<int>(i));
                QCOMPARE(read->outstanding, w.outstanding);
                for (const model::AccessSpec& spec : step.specs)
                    if (spec.name == w.spec) QVERIFY(read->spec == spec);
                // The kind's keys, written again from what was read, are the ones sent.
                json again = json::object();
                model::ConfigureContext none;
                model::WorkerDef back = w;
                back.settings = read->settings;
                if (const model::PairEnds* e = w.ends()) {
                    // The entry carries the ends as local and remote, not as bind and peer.
                    QCOMPARE(read->localAddress, read->partner ? e->peer.address : e->bind);
                    QCOMPARE(read->remoteAddress, read->partner ? e->bind : e->peer.address);
                }
                w.kind()->configure(back, none, again);
                for (const auto& [key, value] : again.items())
                    if (key != "generation") QVERIFY2(end.entry.at(key) == value, (w.name + ": " + key).c_str());
            }
        }
    }

    void bothEndsGetTheSchedule() {
        // A paced pair's entries carry rate_per_s and arrivals to both ends (the one that
        // asks keeps the schedule); a closed loop's carry neither.
        auto parsed = model::loadPlanFile((kExamples / "loopback-request-response.json").string());
        QVERIFY(parsed.ok());
        model::Plan plan = *parsed.plan;
        const model::Step closed = model::baseStep(plan);
        model::ConfigureContext context;
        for (const model::ConfigureEnd& end : model::configureEntries(plan, closed, 0, std::string(32, 'c'), context)) {
            QVERIFY(!end.entry.contains("rate_per_s"));
            std::string error;
            QVERIFY(!model::readConfigureEntry(end.entry, error)->pacing);
        }
        plan.workers[0].ratePerS = 1500;
        plan.workers[0].arrivals = model::Arrivals::Poisson;
        const model::Step paced = model::baseStep(plan);
        const auto ends = model::configureEntries(plan, paced, 0, std::string(32, 'c'), context);
        QCOMPARE(ends.size(), std::size_t{2});
        for (const model::ConfigureEnd& end : ends) {
            QCOMPARE(end.entry.at("rate_per_s").get<double>(), 1500.0);
            QCOMPARE(end.entry.at("arrivals").get<std::string>(), std::string("poisson"));
            std::string error;
            const auto read = model::readConfigureEntry(end.entry, error);
            QVERIFY2(read, error.c_str());
            QVERIFY(read->pacing == (model::Pacing{1500, model::Arrivals::Poisson}));
        }
    }

    void diskDataPatternAndStartOffsetTravel() {
        // docs/protocol.md, "A step": data_pattern and start_offset go in the entry when the
        // plan sets them (a dynamo that does not announce them is refused before: "Handshake"),
        // and are absent at their defaults, as an older dynamo's entries were.
        auto parsed = model::loadPlanFile((kExamples / "disk-queue-depth.json").string());
        QVERIFY(parsed.ok());
        model::Plan plan = *parsed.plan;
        model::ConfigureContext context;
        const auto plain =
            model::configureEntries(plan, model::baseStep(plan), 0, std::string(32, 'c'), context);
        QVERIFY(!plain.front().entry.contains("data_pattern"));
        QVERIFY(!plain.front().entry.contains("start_offset"));
        auto* disk = plan.workers[0].as<model::DiskSettings>();
        QVERIFY(disk);
        disk->dataPattern = model::kDataPatternFullRandom;
        disk->startOffset = 1 << 20;
        QVERIFY(plan.workers[0].kind()->features(plan.workers[0]) ==
                (std::vector<std::string>{"data_pattern", "start_offset"}));
        const auto ends =
            model::configureEntries(plan, model::baseStep(plan), 0, std::string(32, 'c'), context);
        QCOMPARE(ends.front().entry.at("data_pattern").get<std::string>(),
                 std::string("full_random"));
        QCOMPARE(ends.front().entry.at("start_offset").get<std::uint64_t>(),
                 std::uint64_t{1} << 20);
        std::string error;
        const auto read = model::readConfigureEntry(ends.front().entry, error);
        QVERIFY2(read, error.c_str());
        QCOMPARE(read->settingsOf<model::DiskSettings>().dataPattern, std::string("full_random"));
        QCOMPARE(read->settingsOf<model::DiskSettings>().startOffset, std::uint64_t{1} << 20);
    }

    void bothEndsOfAProbeKnowIt() {
        // A probe's entries say so to both ends (its lanes keep the normal priority); the
        // load's do not, and an entry's "probe" must be true or false.
        auto parsed = model::loadPlanFile((kExamples / "loopback-request-response.json").string());
        QVERIFY(parsed.ok());
        model::Plan plan = *parsed.plan;
        plan.workers[0].probe = model::ProbeDef{10};
        model::ConfigureContext context;
        const auto ends = model::configureEntries(plan, model::baseStep(plan), 0, std::string(32, 'c'), context);
        QCOMPARE(ends.size(), std::size_t{2});
        for (const model::ConfigureEnd& end : ends) {
            QCOMPARE(end.entry.at("probe"), nlohmann::json(true));
            std::string error;
            const auto read = model::readConfigureEntry(end.entry, error);
            QVERIFY2(read && read->probe, error.c_str());
            nlohmann::json load = end.entry;
            load.erase("probe");
            QVERIFY(!model::readConfigureEntry(load, error)->probe);
            load["probe"] = "yes";
            QVERIFY(!model::readConfigureEntry(load, error));
            QVERIFY2(error.find("probe") != std::string::npos, error.c_str());
        }
    }

    void entriesThatBreakALimitAreRefused_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("error");
        QTest::newRow("outstanding 0") << R"({"outstanding": 0})" << "outstanding: must be";
        QTest::newRow("outstanding a word") << R"({"outstanding": "many"})" << "outstanding: must be";
        QTest::newRow("an unknown kind") << R"({"kind": "sctp"})" << "kind: is not a kind this dynamo knows";
        QTest::newRow("a role of its own") << R"({"role": "observer"})" << "role: must be holder or partner";
        QTest::newRow("a short cookie") << R"({"cookie": "abc"})" << "cookie: must be at least 16";
        QTest::newRow("a negative seed") << R"({"seed": -1})" << "seed: must be a whole number";
        QTest::newRow("cpu beyond the set") << R"({"cpu": 4096})" << "cpu: must be";
        QTest::newRow("a spec of no lines") << R"({"spec": {"name": "s", "lines": []}})" << "spec.lines";
        QTest::newRow("a udp rate of words") << R"({"kind": "udp", "rate_mbit": "fast"})" << "rate_mbit: must be";
        QTest::newRow("a udp engine of its own") << R"({"kind": "udp", "engine": "dpdk"})" << "engine: must be socket or raw";
        QTest::newRow("tcp socket controls not an object") << R"({"socket": 5})" << "socket";
        QTest::newRow("a disk without its path") << R"({"kind": "disk"})" << "path: ";
        QTest::newRow("a rate of no requests") << R"({"rate_per_s": 0})" << "rate_per_s: must be more than 0";
        QTest::newRow("a paced stream") << R"({"rate_per_s": 100})" << "rate_per_s: spec \"s\" has no reply";
        QTest::newRow("arrivals of its own") << R"({"rate_per_s": 100, "arrivals": "bursty",
            "spec": {"name": "s", "lines": [{"size": 64, "reply": 64}]}})" << "arrivals: must be constant or poisson";
        QTest::newRow("an array") << "[1, 2]" << "worker: must be an object";
    }

    void entriesThatBreakALimitAreRefused() {
        QFETCH(QString, change);
        QFETCH(QString, error);
        json entry = {{"id", 0},         {"name", "nic"},
                      {"role", "holder"}, {"kind", "tcp"},
                      {"local", "127.0.0.1"}, {"remote", "127.0.0.1"},
                      {"outstanding", 1}, {"spec", {{"name", "s"}, {"lines", {{{"size", 1024}, {"read", 0}}}}}},
                      {"seed", 7},        {"cookie", std::string(32, 'c')}};
        std::string why;
        QVERIFY2(model::readConfigureEntry(entry, why), why.c_str());
        const json patch = json::parse(change.toStdString());
        if (patch.is_object()) entry.update(patch);
        else entry = patch;
        const auto read = model::readConfigureEntry(entry, why);
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(why).contains(error), why.c_str());
    }
};

QTEST_APPLESS_MAIN(TestConfigureEntry)
#include "test_configure_entry.moc"
