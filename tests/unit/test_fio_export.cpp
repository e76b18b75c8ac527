// fio job files out (docs/fio-files.md, "Writing fio job files"): the example disk plans and
// hand-made plans exported, every option of every job compared; bssplit shares, one
// stonewalled group per step and repeat, what is listed as not expressed, and refusals.

#include <QtTest>
#include <sstream>
#include <string>
#include <vector>

#include "engine/export/fio_export.hpp"
#include "engine/plan/plan_json.hpp"

using iometry::export_fio::exportFio;
using iometry::export_fio::FioExport;
using iometry::export_fio::FioExportOptions;
using Json = nlohmann::ordered_json;

namespace {

/** One section of a job file: its name, its option lines and its comment lines. */
struct Section {
    std::string name;
    std::vector<std::string> options;
    std::vector<std::string> comments;
};

/** The job file's sections in order, as fio reads them (comments only at a line's start). */
std::vector<Section> sections(const std::string& text) {
    std::vector<Section> out;
    std::istringstream in(text);
    std::string line;
    std::vector<std::string> pending;  // comments above a section belong to it
    while (std::getline(in, line)) {
        if (line.empty())
            continue;
        if (line[0] == '#' || line[0] == ';') {
            (out.empty() ? pending : out.back().comments).push_back(line);
        } else if (line.front() == '[' && line.back() == ']') {
            out.push_back({line.substr(1, line.size() - 2), {}, {}});
        } else if (!out.empty()) {
            out.back().options.push_back(line);
        }
    }
    return out;
}

std::vector<std::string> words(std::initializer_list<const char*> list) {
    return std::vector<std::string>(list.begin(), list.end());
}

std::string examplePath(const std::string& name) {
    return std::string(IOMETRY_TEST_DATA) + "/../../../examples/" + name;
}

FioExportOptions uringHost() {
    FioExportOptions options;
    options.autoEngine = "io_uring";
    options.autoEngineFrom = "test";
    return options;
}

FioExport exportText(const std::string& planText, const FioExportOptions& options = uringHost()) {
    const auto parsed = iometry::model::parsePlanText(planText);
    if (!parsed.ok()) {
        for (const auto& p : parsed.problems)
            qWarning("%s", p.toString().c_str());
        return FioExport{{}, {}, "the test's plan does not validate"};
    }
    return exportFio(*parsed.plan, options);
}

/** A plan of one local dynamo and one disk worker with @p lines, @p worker's keys merged in. */
Json diskPlan(const Json& lines, const Json& worker = Json::object()) {
    Json plan = {{"format", "iometry.plan/1"},
                 {"name", "t"},
                 {"run_s", 5},
                 {"ramp_s", 1},
                 {"dynamos", Json::array({{{"name", "local"}, {"spawn", true}}})},
                 {"specs", Json::array({{{"name", "s"}, {"lines", lines}}})}};
    Json w = {{"name", "d"},          {"dynamo", "local"}, {"kind", "disk"}, {"path", "/tmp/f.tst"},
              {"file_size", 8388608}, {"outstanding", 4},  {"spec", "s"}};
    for (auto it = worker.begin(); it != worker.end(); ++it)
        w[it.key()] = it.value();
    plan["workers"] = Json::array({w});
    return plan;
}

/** examples/@p name exported as a host with io_uring would; an error when it does not load. */
FioExport exportExample(const std::string& name) {
    const auto parsed = iometry::model::loadPlanFile(examplePath(name));
    if (!parsed.ok())
        return FioExport{{}, {}, "examples/" + name + " does not load"};
    return exportFio(*parsed.plan, uringHost());
}

bool hasNote(const FioExport& e, const std::string& text) {
    for (const std::string& n : e.notExpressed)
        if (n.find(text) != std::string::npos)
            return true;
    return false;
}

std::string joined(const std::vector<std::string>& v) {
    std::string out;
    for (const std::string& s : v)
        out += s + "\n";
    return out;
}

}  // namespace

Q_DECLARE_METATYPE(std::vector<std::string>)

class TestFioExport : public QObject {
    Q_OBJECT

private slots:
    // examples/disk-queue-depth.json: 6 steps of outstanding 1 … 32, one group each.
    void queueDepthExample() {
        const FioExport e = exportExample("disk-queue-depth.json");
        QVERIFY2(e.ok(), e.error.c_str());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s.size(), std::size_t{7});
        QCOMPARE(s[0].name, std::string("global"));
        QCOMPARE(joined(s[0].options),
                 joined(words({"time_based=1", "runtime=10s", "ramp_time=1s"})));
        const int depths[] = {1, 2, 4, 8, 16, 32};
        for (int i = 0; i < 6; ++i) {
            const std::string qd = std::to_string(depths[i]);
            QCOMPARE(s[i + 1].name, "step" + std::to_string(i) + "-qd" + qd + "/disk");
            QCOMPARE(joined(s[i + 1].options),
                     joined({"stonewall", "filename=/var/tmp/iometry.tst", "size=1073741824",
                             "ioengine=io_uring", "fixedbufs", "registerfiles", "direct=1",
                             "rw=randread", "bs=4096", "norandommap", "iodepth=" + qd}));
        }
        QVERIFY(hasNote(e, "seed 1"));
        QVERIFY(hasNote(e, "stamps"));
        // Every note is also a comment at the top, before [global].
        for (const std::string& n : e.notExpressed)
            QVERIFY(e.text.find("#  - " + n + "\n") < e.text.find("[global]"));
    }

    // examples/disk-target-cycling.json: 1, 2, 3 targets; only a group's first job stonewalls.
    void targetCyclingExample() {
        const FioExport e = exportExample("disk-target-cycling.json");
        QVERIFY2(e.ok(), e.error.c_str());
        const std::vector<Section> s = sections(e.text);
        const std::vector<std::string> names = {"global",
                                                "step0-targets1/disk1",
                                                "step1-targets2/disk1",
                                                "step1-targets2/disk2",
                                                "step2-targets3/disk1",
                                                "step2-targets3/disk2",
                                                "step2-targets3/disk3"};
        QCOMPARE(s.size(), names.size());
        for (std::size_t i = 0; i < names.size(); ++i) {
            QCOMPARE(s[i].name, names[i]);
            if (i == 0)
                continue;
            const bool first = i == 1 || i == 2 || i == 4;
            QCOMPARE(s[i].options.front() == "stonewall", first);
            const std::string n = names[i].substr(names[i].size() - 1);
            QVERIFY(std::find(s[i].options.begin(), s[i].options.end(),
                              "filename=/var/tmp/iometry-cycle" + n + ".tst") !=
                    s[i].options.end());
        }
    }

    // examples/disk-verify.json: a 70/30 random mix with verify.
    void verifyExample() {
        const FioExport e = exportExample("disk-verify.json");
        QVERIFY2(e.ok(), e.error.c_str());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s.size(), std::size_t{2});
        QCOMPARE(joined(s[0].options), joined(words({"time_based=1", "runtime=20s"})));
        QCOMPARE(joined(s[1].options),
                 joined(words({"stonewall", "filename=/var/tmp/iometry-verify.tst",
                               "size=268435456", "ioengine=io_uring", "fixedbufs", "registerfiles",
                               "direct=1", "rw=randrw", "rwmixread=70", "bs=8192", "iodepth=16",
                               "verify=crc32c", "verify_fatal=1"})));
        QVERIFY(hasNote(e, "verify in fio checks the blocks this job wrote"));
        QVERIFY(hasNote(e, "fio's verify needs its random map"));
    }

    // One spec and worker: the job's options, every one, in order.
    void jobOptions_data() {
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<QByteArray>("worker");
        QTest::addColumn<std::vector<std::string>>("options");  // after stonewall, filename, size
        QTest::addColumn<QString>("note");                      // a note expected, or empty

        const auto row = [](const char* tag, const char* lines, const char* worker,
                            std::vector<std::string> options, const char* note = "") {
            QTest::newRow(tag) << QByteArray(lines) << QByteArray(worker) << options
                               << QString(note);
        };
        const std::vector<std::string> uring = {"ioengine=io_uring", "fixedbufs", "registerfiles",
                                                "direct=1"};
        const auto with = [&](std::vector<std::string> rest) {
            std::vector<std::string> all = uring;
            all.insert(all.end(), rest.begin(), rest.end());
            return all;
        };
        row("sequential write", R"([{"size": 65536, "read": 0}])", "{}",
            with({"rw=write", "bs=65536", "iodepth=4"}));
        row("sequential read", R"([{"size": 131072, "read": 100}])", "{}",
            with({"rw=read", "bs=131072", "iodepth=4"}));
        row("mixed sequential", R"([{"size": 4096, "read": 50}])", "{}",
            with({"rw=rw", "rwmixread=50", "bs=4096", "iodepth=4"}),
            "one position for reads and another");
        row("70/30 random", R"([{"size": 8192, "read": 70, "random": 100}])", "{}",
            with({"rw=randrw", "rwmixread=70", "bs=8192", "norandommap", "iodepth=4"}));
        row("half random", R"([{"size": 4096, "read": 100, "random": 50}])", "{}",
            with({"rw=randread", "percentage_random=50", "bs=4096", "norandommap", "iodepth=4"}));
        row("bssplit", R"([{"size": 4096, "share": 60, "read": 100, "random": 100, "align": 4096},
                          {"size": 65536, "share": 40, "read": 100, "random": 100, "align": 4096}])",
            "{}", with({"rw=randread", "bssplit=4096/60:65536/40", "norandommap", "iodepth=4"}));
        row("bssplit, own alignments", R"([{"size": 4096, "share": 60, "read": 100, "random": 100},
                          {"size": 65536, "share": 40, "read": 100, "random": 100}])",
            "{}", with({"rw=randread", "bssplit=4096/60:65536/40", "norandommap", "iodepth=4"}),
            "fio aligns every size of a direction alike: to 4096 B");
        row("bssplit, one size twice", R"([{"size": 4096, "share": 30, "read": 100, "random": 100},
                          {"size": 4096, "share": 30, "read": 100, "random": 100},
                          {"size": 8192, "share": 40, "read": 100, "random": 100, "align": 4096}])",
            "{}", with({"rw=randread", "bssplit=4096/60:8192/40", "norandommap", "iodepth=4"}));
        row("a share of 0 is left out",
            R"([{"size": 4096, "share": 100, "read": 100, "random": 100},
                          {"size": 8192, "share": 0, "read": 0}])",
            "{}", with({"rw=randread", "bs=4096", "norandommap", "iodepth=4"}));
        row("reads one size, writes another",
            R"([{"size": 4096, "share": 70, "read": 100, "random": 100},
                          {"size": 65536, "share": 30, "read": 0, "random": 100}])",
            "{}", with({"rw=randrw", "rwmixread=70", "bs=4096,65536", "norandommap", "iodepth=4"}));
        row("per-direction bssplit",
            R"([{"size": 4096, "share": 50, "read": 100, "random": 100, "align": 4096},
                          {"size": 8192, "share": 50, "read": 50, "random": 100, "align": 4096}])",
            "{}",
            with({"rw=randrw", "rwmixread=75", "bssplit=4096/67:8192/33,8192/100",
                  "blockalign=4096", "norandommap", "iodepth=4"}),
            "fio's bssplit takes whole percentages: 4096/67:8192/33");
        row("random reads, sequential writes",
            R"([{"size": 4096, "share": 50, "read": 100, "random": 100},
                          {"size": 4096, "share": 50, "read": 0, "random": 0}])",
            "{}",
            with({"rw=randrw", "rwmixread=50", "percentage_random=100,0", "bs=4096", "norandommap",
                  "iodepth=4"}));
        row("random % differs within a direction",
            R"([{"size": 4096, "share": 50, "read": 100, "random": 100},
                          {"size": 8192, "share": 50, "read": 100, "random": 0, "align": 4096}])",
            "{}",
            with({"rw=randread", "percentage_random=50", "bssplit=4096/50:8192/50", "norandommap",
                  "iodepth=4"}),
            "one percentage_random for all reads: 50 %");
        row("reads in hundredths", R"([{"size": 4096, "share": 33, "read": 33, "random": 100},
                          {"size": 4096, "share": 67, "read": 67, "random": 100}])",
            "{}", with({"rw=randrw", "rwmixread=56", "bs=4096", "norandommap", "iodepth=4"}),
            "55.78 % of its I/Os are reads");
        row("alignment", R"([{"size": 4096, "read": 100, "random": 100, "align": 512}])", "{}",
            with({"rw=randread", "bs=4096", "blockalign=512", "norandommap", "iodepth=4"}));
        row("sequential, rounded up",
            R"([{"size": 4096, "read": 100, "random": 0, "align": 65536}])", "{}",
            with({"rw=read", "bs=4096", "iodepth=4"}), "rounded up to its line's alignment");
        row("burst and delay",
            R"([{"size": 4096, "read": 100, "random": 100, "burst": 8, "delay_ms": 10}])", "{}",
            with({"rw=randread", "bs=4096", "thinktime=10ms", "thinktime_blocks=8",
                  "thinktime_blocks_type=issue", "norandommap", "iodepth=4"}),
            "up to one I/O's latency");
        row("bursts differ",
            R"([{"size": 4096, "share": 50, "read": 100, "random": 100, "burst": 8, "delay_ms": 10},
                          {"size": 4096, "share": 50, "read": 100, "random": 100}])",
            "{}", with({"rw=randread", "bs=4096", "norandommap", "iodepth=4"}),
            "no thinktime written");
        row("sync", R"([{"size": 4096, "read": 100, "random": 100}])",
            R"({"engine": "sync", "outstanding": 8})",
            words({"ioengine=psync", "direct=1", "rw=randread", "bs=4096", "norandommap",
                   "iodepth=1"}));
        row("libaio, buffered, pinned", R"([{"size": 4096, "read": 0, "random": 100}])",
            R"({"engine": "libaio", "direct": false, "cpu": 1})",
            words({"ioengine=libaio", "direct=0", "rw=randwrite", "bs=4096", "norandommap",
                   "iodepth=4", "cpus_allowed=1"}));
        row("iops on a schedule", R"([{"size": 4096, "read": 100, "random": 100}])",
            R"({"rate_per_s": 2000, "arrivals": "poisson"})",
            with({"rw=randread", "bs=4096", "norandommap", "iodepth=4", "rate_iops=2000",
                  "rate_process=poisson"}),
            "fio times each I/O from when it was submitted, not from when it was due");
        row("iops on a schedule, both ways", R"([{"size": 4096, "read": 70, "random": 100}])",
            R"({"rate_per_s": 1000.5})",
            with({"rw=randrw", "rwmixread=70", "bs=4096", "norandommap", "iodepth=4",
                  "rate_iops=700,300"}),
            "rate_per_s 1000.5 is written as whole I/Os a second, rate_iops=700,300");
        row("verify, read only", R"([{"size": 4096, "read": 100, "random": 100}])",
            R"({"verify": true})", with({"rw=randread", "bs=4096", "norandommap", "iodepth=4"}),
            "verify of a read-only spec is not written");
    }
    void jobOptions() {
        QFETCH(QByteArray, lines);
        QFETCH(QByteArray, worker);
        QFETCH(std::vector<std::string>, options);
        QFETCH(QString, note);
        const FioExport e = exportText(
            diskPlan(Json::parse(lines.toStdString()), Json::parse(worker.toStdString())).dump());
        QVERIFY2(e.ok(), e.error.c_str());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s.size(), std::size_t{2});
        std::vector<std::string> expected = {"stonewall", "filename=/tmp/f.tst", "size=8388608"};
        expected.insert(expected.end(), options.begin(), options.end());
        QCOMPARE(joined(s[1].options), joined(expected));
        if (!note.isEmpty())
            QVERIFY2(hasNote(e, note.toStdString()), joined(e.notExpressed).c_str());
    }

    void offsetAndDataPattern() {
        // docs/fio-files.md: start_offset is fio's offset= (its region [offset, offset + size));
        // pseudo_random is an unscrambled fio buffer, full_random refill_buffers (noted),
        // repeating not expressed (noted).
        const auto options = [](const Json& worker) {
            const FioExport e = exportText(
                diskPlan(Json::parse(R"([{"size": 4096, "read": 0, "random": 100}])"), worker)
                    .dump());
            return std::make_pair(e, e.ok() ? joined(sections(e.text)[1].options) : e.error);
        };
        auto [full, fullOptions] =
            options({{"start_offset", 1048576}, {"data_pattern", "full_random"}});
        QVERIFY2(fullOptions.find("filename=/tmp/f.tst\noffset=1048576\nsize=8388608\n") !=
                     std::string::npos,
                 fullOptions.c_str());
        QVERIFY2(fullOptions.find("refill_buffers") != std::string::npos, fullOptions.c_str());
        QVERIFY2(hasNote(full, "data_pattern full_random is written as refill_buffers"),
                 joined(full.notExpressed).c_str());
        auto [pseudo, pseudoOptions] = options({{"data_pattern", "pseudo_random"}});
        QVERIFY2(pseudoOptions.find("scramble_buffers=0") != std::string::npos,
                 pseudoOptions.c_str());
        QVERIFY2(pseudoOptions.find("offset=") == std::string::npos, pseudoOptions.c_str());
        auto [repeating, repeatingOptions] = options({{"data_pattern", "repeating"}});
        QVERIFY2(repeatingOptions.find("buffers") == std::string::npos, repeatingOptions.c_str());
        QVERIFY2(hasNote(repeating, "data_pattern repeating"),
                 joined(repeating.notExpressed).c_str());
        auto [plain, plainOptions] = options(Json::object());  // the default: nothing written
        QVERIFY2(plainOptions.find("buffers") == std::string::npos, plainOptions.c_str());
    }

    // A block device: the loud comment, no size for the whole device, the safety note.
    void blockDevice() {
        Json plan =
            diskPlan(Json::parse(R"([{"size": 4096, "read": 30, "random": 100}])"),
                     Json::parse(R"({"path": "/dev/sdz", "block_device": true, "force": true})"));
        plan["workers"][0].erase("file_size");
        const FioExport e = exportText(plan.dump());
        QVERIFY(e.ok());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s[1].options[1], std::string("filename=/dev/sdz"));
        QCOMPARE(s[1].options[2], std::string("ioengine=io_uring"));  // no size: all of it
        const std::size_t warning =
            e.text.find("# !!! WARNING: THIS JOB WRITES TO THE BLOCK DEVICE /dev/sdz !!!\n");
        QVERIFY(warning != std::string::npos);
        QVERIFY(warning < e.text.find("[step0/d]"));
        QVERIFY(hasNote(e, "without Iometry's safety checks"));

        // Reading only: said, not shouted.
        plan["specs"][0]["lines"][0]["read"] = 100;
        const FioExport r = exportText(plan.dump());
        QVERIFY(r.text.find("WARNING") == std::string::npos);
        QVERIFY(r.text.find("# reads the block device /dev/sdz\n") != std::string::npos);
    }

    // A size sweep with repeats: a group per step and repeat, named after both.
    void sizeSweepWithRepeats() {
        Json plan = diskPlan(Json::parse(R"([{"size": 512, "read": 100, "random": 100}])"));
        plan["sweep"] = {{"size", {4096, 65536}}};
        plan["repeats"] = 2;
        plan["run_s"] = 1.5;
        plan["ramp_s"] = 0.25;
        const FioExport e = exportText(plan.dump());
        QVERIFY(e.ok());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s.size(), std::size_t{5});
        QCOMPARE(joined(s[0].options),
                 joined(words({"time_based=1", "runtime=1500ms", "ramp_time=250ms"})));
        const char* names[] = {"step0-bs4096-r1/d", "step0-bs4096-r2/d", "step1-bs65536-r1/d",
                               "step1-bs65536-r2/d"};
        const char* bs[] = {"bs=4096", "bs=4096", "bs=65536", "bs=65536"};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(s[i + 1].name, std::string(names[i]));
            QCOMPARE(s[i + 1].options[0], std::string("stonewall"));
            QVERIFY(std::find(s[i + 1].options.begin(), s[i + 1].options.end(), bs[i]) !=
                    s[i + 1].options.end());
        }
        QVERIFY(e.text.find("# step1-bs65536-r2: step 1 (size 65536 B), repeat 2 of 2\n") !=
                std::string::npos);
        QVERIFY(hasNote(e, "repeats: each repeat is a group of its own"));
        QVERIFY(e.text.find(": 4 groups, one per step and repeat") != std::string::npos);
    }

    // Sizes and outstanding crossed, the first axis outer: the run's own order.
    void crossedAxes() {
        Json plan = diskPlan(Json::parse(R"([{"size": 4096, "read": 100}])"));
        plan["sweep"] = {{"outstanding", {1, 8}}, {"size", {4096, 8192}}};
        const FioExport e = exportText(plan.dump());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s.size(), std::size_t{5});
        QCOMPARE(s[1].name, std::string("step0-bs4096-qd1/d"));
        QCOMPARE(s[2].name, std::string("step1-bs8192-qd1/d"));
        QCOMPARE(s[3].name, std::string("step2-bs4096-qd8/d"));
        QCOMPARE(s[4].name, std::string("step3-bs8192-qd8/d"));
        QCOMPARE(s[4].options.back(), std::string("iodepth=8"));
    }

    // A tcp worker beside the disk one is listed, not exported; a step it alone runs has no group.
    void otherKindsListed() {
        Json plan = diskPlan(Json::parse(R"([{"size": 4096, "read": 100}])"));
        plan["workers"].insert(
            plan["workers"].begin(),
            Json::parse(R"({"name": "nic", "dynamo": "local", "kind": "tcp", "bind": "127.0.0.1",
                                   "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "s"})"));
        plan["sweep"] = {{"targets", {1, 2}}};
        const FioExport e = exportText(plan.dump());
        QVERIFY2(e.ok(), e.error.c_str());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s.size(), std::size_t{2});
        QCOMPARE(s[1].name, std::string("step1-targets2/d"));
        QVERIFY(hasNote(e, "worker \"nic\" (tcp) is not exported"));
        QVERIFY(hasNote(e, "step 0 runs no disk worker"));
        QVERIFY(e.text.find(": 1 group,") != std::string::npos);
    }

    // A ramp chooses its steps from results: its first step only, and said.
    void rampFirstStepOnly() {
        Json plan = diskPlan(Json::parse(R"([{"size": 4096, "read": 100, "random": 100}])"));
        plan["procedure"] = {{"kind", "ramp"},
                             {"param", "outstanding"},
                             {"start", 2},
                             {"end", 64},
                             {"mode", "exponential"}};
        const FioExport e = exportText(plan.dump());
        QVERIFY(e.ok());
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s.size(), std::size_t{2});
        QCOMPARE(s[1].name, std::string("step0-qd2/d"));
        QVERIFY(hasNote(e, "procedure ramp chooses each next step"));
    }

    // A dynamo on another host, a colon in a path, the engine auto becomes.
    void hostsPathsAndEngines() {
        Json plan = diskPlan(Json::parse(R"([{"size": 4096, "read": 100}])"),
                             Json::parse(R"({"path": "/tmp/a:b.tst"})"));
        plan["dynamos"][0]["spawn"] = false;
        FioExportOptions options;
        options.autoEngine = "libaio";
        options.autoEngineFrom = "probed";
        const FioExport e = exportText(plan.dump(), options);
        const std::vector<Section> s = sections(e.text);
        QCOMPARE(s[1].options[1], std::string("filename=/tmp/a\\:b.tst"));
        QCOMPARE(s[1].options[3], std::string("ioengine=libaio"));
        QVERIFY(e.text.find("# engine auto: libaio (probed)\n") != std::string::npos);
        QVERIFY(hasNote(e, "runs on dynamo \"local\"'s host"));
        options.autoEngine = "sync";
        QCOMPARE(sections(exportText(plan.dump(), options).text)[1].options[3],
                 std::string("ioengine=psync"));
    }

    // Refused: a plan without disk workers.
    void refusesWithoutDisks() {
        const auto parsed = iometry::model::loadPlanFile(examplePath("loopback-sweep.json"));
        QVERIFY(parsed.ok());
        const FioExport e = exportFio(*parsed.plan, uringHost());
        QVERIFY(!e.ok());
        QVERIFY(e.text.empty());
        QCOMPARE(e.error,
                 std::string("the plan has no disk worker: only disk workers become fio jobs"));
    }

    // The probe answers one of the three engines auto may take.
    void probe() {
        const std::string engine = iometry::export_fio::probeAutoEngine();
        QVERIFY2(engine == "io_uring" || engine == "libaio" || engine == "sync", engine.c_str());
    }
};

QTEST_GUILESS_MAIN(TestFioExport)
#include "test_fio_export.moc"
