// IOmeter .icf files out (docs/iometer-files.md, "Writing .icf files"): every file of the
// corpus imported, exported and imported again gives the same plan; hand-made plans (disk
// workers of several specs, one IOmeter worker's targets, a tcp pair, each cycling) exported
// and imported are the plan again; the layout is IOmeter 1.1.0's; what IOmeter cannot express
// (udp workers, probes, paced rates, socket controls, procedures, other sweeps) is a note
// naming the worker or key; a plan without a disk or tcp worker is refused.

#include <QDir>
#include <QtTest>
#include <algorithm>
#include <string>
#include <vector>

#include "engine/export/icf_export.hpp"
#include "engine/import/icf_import.hpp"
#include "engine/import/icf_reader.hpp"
#include "engine/plan/plan_json.hpp"
#include "tests/support/corpus.hpp"

using iometry::export_icf::exportIcf;
using iometry::export_icf::IcfExport;
using iometry::import_icf::IcfImportResult;
using iometry::import_icf::importIcf;
using iometry::import_icf::importIcfFile;
using Json = nlohmann::ordered_json;

namespace {

/**
 * The plan @p planJson stands for, every key written (model::toJson of what parsePlan makes),
 * without what the importer writes of its own: the description, which names the file's
 * IOmeter version (docs/iometer-files.md, "Writing .icf files": what does not come back).
 */
Json comparable(const Json& planJson) {
    const auto parsed = iometry::model::parsePlan(planJson);
    if (!parsed.ok()) {
        for (const auto& p : parsed.problems)
            qWarning("%s", p.toString().c_str());
        return Json("the plan does not validate");
    }
    Json j = iometry::model::toJson(*parsed.plan);
    j.erase("description");
    return j;
}

/** @p plan exported; the test fails on a refusal. */
IcfExport exported(const Json& plan) {
    const auto parsed = iometry::model::parsePlan(plan);
    if (!parsed.ok()) {
        for (const auto& p : parsed.problems)
            qWarning("%s", p.toString().c_str());
        return IcfExport{{}, {}, "the test's plan does not validate"};
    }
    return exportIcf(*parsed.plan);
}

/** The plan the exported file of @p plan imports as; null when the export or the import fails. */
Json roundTrip(const Json& plan, IcfExport* out = nullptr) {
    const IcfExport e = exported(plan);
    if (out)
        *out = e;
    if (!e.ok()) {
        qWarning("export refused: %s", e.error.c_str());
        return nullptr;
    }
    const IcfImportResult back = importIcf(e.text);
    if (!back.ok()) {
        qWarning("the exported file does not import: %s\n%s", back.error.c_str(), e.text.c_str());
        return nullptr;
    }
    return *back.plan;
}

bool hasNote(const IcfExport& e, const std::string& part) {
    return std::any_of(e.notExpressed.begin(), e.notExpressed.end(),
                       [&](const std::string& n) { return n.find(part) != std::string::npos; });
}

std::string notes(const IcfExport& e) {
    std::string all;
    for (const std::string& n : e.notExpressed)
        all += "\n  - " + n;
    return all;
}

/** A plan of dynamo "local" (spawned) with @p specs and @p workers. */
Json plan(const Json& specs, const Json& workers, const Json& more = Json::object()) {
    Json p = {{"format", "iometry.plan/1"},
              {"name", "icf export"},
              {"run_s", 75},
              {"ramp_s", 3},
              {"sample_ms", 2000},
              {"dynamos", Json::array({{{"name", "local"}, {"spawn", true}}})},
              {"specs", specs},
              {"workers", workers}};
    for (auto it = more.begin(); it != more.end(); ++it)
        p[it.key()] = it.value();
    return p;
}

Json disk(const std::string& name, const std::string& path, const std::string& spec,
          int outstanding = 1, const Json& more = Json::object()) {
    Json w = {{"name", name}, {"dynamo", "local"},    {"kind", "disk"},
              {"path", path}, {"file_size", 1 << 24}, {"outstanding", outstanding},
              {"spec", spec}};
    for (auto it = more.begin(); it != more.end(); ++it)
        w[it.key()] = it.value();
    return w;
}

Json line(int size, int share, int read, int random, const Json& more = Json::object()) {
    Json l = {{"size", size}, {"share", share}, {"read", read}, {"random", random}};
    for (auto it = more.begin(); it != more.end(); ++it)
        l[it.key()] = it.value();
    return l;
}

Json specs() {
    return Json::array(
        {{{"name", "4k random read"}, {"lines", Json::array({line(4096, 100, 100, 100)})}},
         {{"name", "mixed, all fields"},
          {"lines",
           Json::array({line(512, 10, 70, 50, {{"align", 512}, {"burst", 4}, {"delay_ms", 7}}),
                        line(65536, 60, 0, 0, {{"burst", 2}}),
                        line(1048576, 30, 100, 100, {{"align", 4096}})})}},
         {{"name", "transactions"},
          {"lines", Json::array({line(64, 100, 0, 0, {{"reply", 1024}})})}}});
}

std::string corpusFile(const QString& name) {
    return (iometry::test::corpusDir() + "/iometer/" + name).toStdString();
}

}  // namespace

class TestIcfExport : public QObject {
    Q_OBJECT
private slots:
    void corpus_data();
    void corpus();
    void layoutIsIometers();
    void diskWorkers();
    void targetsOfOneWorker();
    void tcpPair();
    void cycling_data();
    void cycling();
    void sizeSweep();
    void names();
    void notExpressed();
    void refused();
};

void TestIcfExport::corpus_data() {
    IOMETRY_NEEDS_CORPUS();
    QTest::addColumn<QString>("file");
    const QStringList files =
        QDir(iometry::test::corpusDir() + "/iometer").entryList({"*.icf"}, QDir::Files, QDir::Name);
    int added = 0;
    for (const QString& f : files) {
        const IcfImportResult r = importIcfFile(corpusFile(f));
        if (r.specsOnly)
            continue;  // no workers: not a plan of its own (docs/iometer-files.md, "Which files")
        QTest::newRow(qPrintable(f)) << f;
        ++added;
    }
    QVERIFY(added >= 6);
}

void TestIcfExport::corpus() {
    QFETCH(QString, file);
    const IcfImportResult first = importIcfFile(corpusFile(file));
    QVERIFY2(first.ok(), first.error.c_str());
    IcfExport e;
    const Json back = roundTrip(*first.plan, &e);
    QVERIFY(!back.is_null());
    QCOMPARE(QString::fromStdString(comparable(back).dump(1)),
             QString::fromStdString(comparable(*first.plan).dump(1)));
    // The file as IOmeter 1.1.0 writes it, read as IOmeter's own.
    const auto file2 = iometry::import_icf::readIcfFile(e.text);
    QCOMPARE(file2.version, std::string("1.1.0"));
    QVERIFY(file2.setup && file2.display && file2.haveSpecs && file2.haveManagers);
    QVERIFY2(hasNote(e, "seed 1"), notes(e).c_str());
}

void TestIcfExport::layoutIsIometers() {
    const IcfExport e = exported(
        plan(specs(), Json::array({disk("local Worker 1", "/tmp/a.tst", "4k random read", 8)})));
    QVERIFY2(e.ok(), e.error.c_str());
    const std::string& t = e.text;
    QVERIFY(t.rfind("Version 1.1.0 \r\n'TEST SETUP =====", 0) == 0);
    QVERIFY(t.size() > 18 && t.compare(t.size() - 16, 16, "Version 1.1.0 \r\n") == 0);
    for (const char* part :
         {"'Test Description\r\n\ticf export\r\n",
          "'Run Time\r\n'\thours      minutes    seconds\r\n\t0          1          15\r\n",
          "'Ramp Up Time (s)\r\n\t3\r\n",
          "'Queue Depth Cycling\r\n'\tstart      end        step       step type\r\n\t1          "
          "32         2          EXPONENTIAL\r\n",
          "'Test Type\r\n\tNORMAL\r\n'END test setup\r\n",
          "'Record Last Update Results,Update Frequency,Update Type\r\n\tDISABLED,2,WHOLE_TEST\r\n",
          "'Access specification name,default assignment\r\n\tmixed, all fields,NONE\r\n"
          "'size,% of size,% reads,% random,delay,burst,align,reply\r\n"
          "\t512,10,70,50,7,4,512,0\r\n\t65536,60,0,0,0,2,0,0\r\n\t1048576,30,100,100,0,1,4096,"
          "0\r\n",
          "'Manager ID, manager name\r\n\t1,local\r\n'Manager network address\r\n\t\r\n"
          "'Worker\r\n\tWorker 1\r\n'Worker type\r\n\tDISK\r\n",
          "\t8,DISABLED,1,DISABLED,0\r\n'Disk maximum size,starting sector,Data "
          "pattern\r\n\t32768,0,1\r\n",
          "'Assigned access specs\r\n\t4k random read\r\n'End assigned access specs\r\n"
          "'Target assignments\r\n'Target\r\n\t/tmp/a.tst\r\n'Target type\r\n\tDISK\r\n'End "
          "target\r\n"
          "'End target assignments\r\n'End worker\r\n'End manager\r\n'END manager list\r\n"})
        QVERIFY2(t.find(part) != std::string::npos, part);
    // Each section heading is padded to 80 columns, as IOmeter pads it.
    for (const char* h :
         {"'TEST SETUP ", "'RESULTS DISPLAY ", "'ACCESS SPECIFICATIONS ", "'MANAGER LIST "}) {
        const std::size_t at = t.find(h);
        QVERIFY(at != std::string::npos);
        QCOMPARE(t.find("\r\n", at) - at, std::size_t{80});
    }
    QVERIFY(t.find('\n') == t.find("\r\n") + 1);  // CR LF throughout
    QCOMPARE(std::count(t.begin(), t.end(), '\n'), std::count(t.begin(), t.end(), '\r'));
}

void TestIcfExport::diskWorkers() {
    // Disk workers of several specs, a file, a block device and a drive's stand-in: the plan again.
    Json p =
        plan(specs(), Json::array({disk("local Worker 1", "/tmp/a.tst", "4k random read", 8),
                                   disk("local Worker 2", "/tmp/b.tst", "mixed, all fields", 3,
                                        {{"data_pattern", "repeating"}, {"start_offset", 1048576}}),
                                   disk("local Worker 3", "/dev/sdz", "4k random read", 32,
                                        {{"block_device", true}}),
                                   disk("local Worker 4", "C:/iobw.tst", "mixed, all fields", 1,
                                        {{"data_pattern", "full_random"}})}));
    p["workers"][2].erase("file_size");  // all of the device
    IcfExport e;
    const Json back = roundTrip(p, &e);
    QVERIFY(!back.is_null());
    QCOMPARE(QString::fromStdString(comparable(back).dump(1)),
             QString::fromStdString(comparable(p).dump(1)));
    QVERIFY(e.text.find("'Target\r\n\tC:\r\n") !=
            std::string::npos);  // the drive, as IOmeter lists it
    QVERIFY2(hasNote(e, "the block device /dev/sdz"), notes(e).c_str());
    // The data pattern and the starting sector (docs/iometer-files.md): 1048576 bytes are
    // sector 2048; repeating is IOmeter's 0, full_random its 2, the default its 1.
    QVERIFY2(e.text.find(",2048,0\r\n") != std::string::npos, e.text.c_str());
    QVERIFY2(e.text.find(",0,2\r\n") != std::string::npos, e.text.c_str());
    QVERIFY2(e.text.find(",0,1\r\n") != std::string::npos, e.text.c_str());
    QVERIFY2(!hasNote(e, "data pattern"), notes(e).c_str());

    // A name without its dynamo's comes back with it; the note says so.
    Json q = p;
    q["workers"][1]["name"] = "w2";
    const Json back2 = roundTrip(q, &e);
    QVERIFY(!back2.is_null());
    QCOMPARE(back2["workers"][1]["name"].get<std::string>(), std::string("local w2"));
    QVERIFY2(hasNote(e, "\"w2\" → \"local w2\""), notes(e).c_str());
}

void TestIcfExport::targetsOfOneWorker() {
    // The importer's "W", "W target 2", … of one IOmeter worker's targets: one worker again.
    const Json p =
        plan(specs(),
             Json::array({disk("local Worker 1", "/tmp/a.tst", "4k random read", 4),
                          disk("local Worker 1 target 2", "/tmp/b.tst", "4k random read", 4),
                          disk("local Worker 1 target 3", "/dev/sdy", "4k random read", 4,
                               {{"block_device", true}}),
                          disk("local Worker 2", "/tmp/c.tst", "4k random read", 4)}),
             {{"sweep", {{"targets", {1, 2, 3, 4}}}}});
    IcfExport e;
    const Json back = roundTrip(p, &e);
    QVERIFY(!back.is_null());
    QCOMPARE(QString::fromStdString(comparable(back).dump(1)),
             QString::fromStdString(comparable(p).dump(1)));
    const auto file = iometry::import_icf::readIcfFile(e.text);
    QCOMPARE(file.managers.size(), std::size_t{1});
    QCOMPARE(file.managers[0].workers.size(), std::size_t{2});
    QCOMPARE(file.managers[0].workers[0].targets.size(), std::size_t{3});
    QCOMPARE(file.setup->testType, iometry::import_icf::TestType::CycleTargets);
    QVERIFY2(hasNote(e, "several targets"), notes(e).c_str());
    QVERIFY2(hasNote(e, "worker \"local Worker 1 target 3\": the block device /dev/sdy"),
             notes(e).c_str());

    // Not the same settings: workers of their own.
    Json q = p;
    q["workers"][1]["outstanding"] = 2;
    const IcfExport e2 = exported(q);
    QCOMPARE(iometry::import_icf::readIcfFile(e2.text).managers[0].workers.size(), std::size_t{4});
}

void TestIcfExport::tcpPair() {
    // A pair from a spawned dynamo to one started by hand: a network worker whose target is on
    // the other manager; the manager started by hand has an address.
    Json p = plan(specs(), Json::array({{{"name", "a pair"},
                                         {"dynamo", "a"},
                                         {"kind", "tcp"},
                                         {"bind", "192.0.2.1"},
                                         {"peer", {{"dynamo", "b"}, {"address", "192.0.2.2"}}},
                                         {"outstanding", 4},
                                         {"spec", "transactions"}},
                                        {{"name", "b stream"},
                                         {"dynamo", "b"},
                                         {"kind", "tcp"},
                                         {"bind", "192.0.2.2"},
                                         {"peer", {{"dynamo", "a"}, {"address", "192.0.2.1"}}},
                                         {"outstanding", 8},
                                         {"spec", "4k random read"}}}));
    p["dynamos"] =
        Json::array({{{"name", "a"}, {"spawn", true}}, {{"name", "b"}, {"spawn", false}}});
    IcfExport e;
    const Json back = roundTrip(p, &e);
    QVERIFY(!back.is_null());
    QCOMPARE(QString::fromStdString(comparable(back).dump(1)),
             QString::fromStdString(comparable(p).dump(1)));
    for (const char* part :
         {"'Worker type\r\n\tNETWORK,TCP\r\n", "'Local network interface\r\n\t192.0.2.1\r\n",
          "'Target\r\n\t192.0.2.2\r\n'Target type\r\n\tNETWORK,TCP\r\n"
          "'Target manager ID, manager name\r\n\t2,b\r\n'End target\r\n",
          "'Manager ID, manager name\r\n\t2,b\r\n'Manager network address\r\n\t192.0.2.2\r\n"})
        QVERIFY2(e.text.find(part) != std::string::npos, part);
    QVERIFY2(hasNote(e, "dynamo \"b\" is started by hand"), notes(e).c_str());
}

void TestIcfExport::cycling_data() {
    QTest::addColumn<QByteArray>("sweep");
    QTest::addColumn<int>("testType");
    using T = iometry::import_icf::TestType;
    QTest::newRow("queue depth, exponential")
        << QByteArray(
               R"({"outstanding": {"start": 1, "end": 64, "step": 2, "mode": "exponential"}})")
        << static_cast<int>(T::CycleOutstandingIos);
    QTest::newRow("queue depth, linear") << QByteArray(R"({"outstanding": [2, 5, 8, 11]})")
                                         << static_cast<int>(T::CycleOutstandingIos);
    QTest::newRow("queue depth, one")
        << QByteArray(R"({"outstanding": [16]})") << static_cast<int>(T::CycleOutstandingIos);
    QTest::newRow("targets") << QByteArray(R"({"targets": [1, 2, 3]})")
                             << static_cast<int>(T::CycleTargets);
    QTest::newRow("targets, from 2 by 2")
        << QByteArray(R"({"targets": [2]})") << static_cast<int>(T::CycleTargets);
    QTest::newRow("targets, exponential")
        << QByteArray(R"({"targets": [1, 2]})") << static_cast<int>(T::CycleTargets);
    QTest::newRow("workers") << QByteArray(R"({"workers": [1, 2]})")
                             << static_cast<int>(T::CycleWorkers);
    QTest::newRow("targets, then queue depth")
        << QByteArray(R"({"targets": [1, 2, 3], "outstanding": [1, 4, 16]})")
        << static_cast<int>(T::CycleOutstandingIosAndTargets);
}

void TestIcfExport::cycling() {
    QFETCH(QByteArray, sweep);
    QFETCH(int, testType);
    // Two dynamos: worker cycling counts each one's workers.
    Json p = plan(specs(),
                  Json::array({disk("local Worker 1", "/tmp/a.tst", "4k random read", 4),
                               disk("local Worker 2", "/tmp/b.tst", "mixed, all fields", 4),
                               disk("far Worker 1", "/tmp/c.tst", "4k random read", 4)}),
                  {{"sweep", Json::parse(sweep.toStdString())}});
    p["dynamos"].push_back({{"name", "far"}, {"spawn", true}});
    p["workers"][2]["dynamo"] = "far";
    IcfExport e;
    const Json back = roundTrip(p, &e);
    QVERIFY(!back.is_null());
    QCOMPARE(QString::fromStdString(comparable(back).dump(1)),
             QString::fromStdString(comparable(p).dump(1)));
    QCOMPARE(static_cast<int>(iometry::import_icf::readIcfFile(e.text).setup->testType), testType);
    QVERIFY2(!hasNote(e, "sweep"), notes(e).c_str());
}

void TestIcfExport::sizeSweep() {
    // A size sweep is IOmeter's specs run in turn: a copy of the worker's spec per size.
    const Json p =
        plan(specs(), Json::array({disk("local Worker 1", "/tmp/a.tst", "mixed, all fields", 4)}),
             {{"sweep", {{"size", {4096, 65536}}, {"outstanding", {1, 2}}}}});
    const IcfExport e = exported(p);
    QVERIFY2(e.ok(), e.error.c_str());
    const auto file = iometry::import_icf::readIcfFile(e.text);
    const auto& assigned = file.managers.at(0).workers.at(0).specs;
    QCOMPARE(assigned.size(), std::size_t{2});
    QCOMPARE(assigned[0].first, std::string("mixed, all fields @ 4096 B"));
    QCOMPARE(assigned[1].first, std::string("mixed, all fields @ 65536 B"));
    const auto copy = std::find_if(file.specs.begin(), file.specs.end(), [](const auto& s) {
        return s.name == "mixed, all fields @ 65536 B";
    });
    QVERIFY(copy != file.specs.end());
    QCOMPARE(copy->lines.size(), std::size_t{3});
    for (const auto& l : copy->lines)
        QCOMPARE(l.size, std::int64_t{65536});
    QCOMPARE(copy->lines[0].delay, std::int64_t{7});  // the rest of each line as the plan's
    QCOMPARE(file.setup->testType, iometry::import_icf::TestType::CycleOutstandingIos);
    QVERIFY2(hasNote(e, "sweep.size [4096, 65536] is written as one spec per size"),
             notes(e).c_str());
    QVERIFY2(!hasNote(e, "another order"),
             notes(e).c_str());  // sizes outermost, as IOmeter runs them
    // Read back: the worker runs the first size; the importer says it leaves the others.
    const IcfImportResult back = importIcf(e.text);
    QVERIFY2(back.ok(), back.error.c_str());
    QCOMPARE((*back.plan)["workers"][0]["spec"].get<std::string>(),
             std::string("mixed, all fields @ 4096 B"));
}

void TestIcfExport::names() {
    // UTF-8 names read back whole, with a note; names IOmeter cannot hold are changed, with
    // a note; workers alternating between dynamos read back manager by manager.
    Json s =
        Json::array({{{"name", "Тест чтения"}, {"lines", Json::array({line(4096, 100, 100, 0)})}},
                     {{"name", "'quoted\nname "}, {"lines", Json::array({line(512, 100, 0, 0)})}}});
    Json p = plan(s,
                  Json::array({disk("local a", "/tmp/a.tst", "Тест чтения"),
                               disk("far b", "/tmp/b.tst", "'quoted\nname "),
                               disk("local c", "/tmp/c.tst", "Тест чтения")}),
                  {{"name", "Plan\nline two"}});
    p["dynamos"].push_back({{"name", "far"}, {"spawn", true}});
    p["workers"][1]["dynamo"] = "far";
    IcfExport e;
    const Json back = roundTrip(p, &e);
    QVERIFY(!back.is_null());
    QCOMPARE(back["specs"][0]["name"].get<std::string>(), std::string("Тест чтения"));
    QCOMPARE(back["specs"][1]["name"].get<std::string>(), std::string("quoted name"));
    QCOMPARE(back["name"].get<std::string>(), std::string("Plan line two"));
    QCOMPARE(back["workers"][1]["name"].get<std::string>(), std::string("local c"));
    QCOMPARE(back["workers"][2]["spec"].get<std::string>(), std::string("quoted name"));
    for (const char* part :
         {"the file is UTF-8", "spec \"Тест чтения\"",
          "spec \"'quoted\nname \" is written as \"quoted name\"",
          "is written as the test description \"Plan line two\"", "written manager by manager"})
        QVERIFY2(hasNote(e, part), (std::string(part) + " not in" + notes(e)).c_str());
}

void TestIcfExport::notExpressed() {
    // Each thing IOmeter cannot express is a note naming the worker or the key.
    Json workers = Json::array(
        {disk("local paced", "/tmp/a.tst", "4k random read", 4,
              {{"rate_per_s", 500},
               {"engine", "libaio"},
               {"verify", true},
               {"direct", false},
               {"cpu", 0}}),
         {{"name", "local udp"},
          {"dynamo", "local"},
          {"kind", "udp"},
          {"bind", "127.0.0.1"},
          {"peer", {{"dynamo", "local"}, {"address", "127.0.0.1"}}},
          {"rate_mbit", 100},
          {"spec", "datagrams"}},
         disk("local probe", "/tmp/p.tst", "4k random read", 1, {{"probe", {{"rate_hz", 10}}}}),
         {{"name", "local tuned"},
          {"dynamo", "local"},
          {"kind", "tcp"},
          {"bind", "127.0.0.1"},
          {"peer", {{"dynamo", "local"}, {"address", "127.0.0.1"}}},
          {"socket", {{"send_buffer", 1048576}}},
          {"outstanding", 2},
          {"spec", "4k random read"}}});
    Json s = specs();
    s.push_back({{"name", "datagrams"}, {"lines", Json::array({line(1400, 100, 0, 0)})}});
    s.push_back({{"name", "Idle"}, {"lines", Json::array({line(4096, 100, 0, 0)})}});
    const Json p = plan(s, workers,
                        {{"run_s", 2.5},
                         {"sample_ms", 500},
                         {"repeats", 3},
                         {"description", "d"},
                         {"sweep", {{"size", {1024, 4096}}}}});
    const IcfExport e = exported(p);
    QVERIFY2(e.ok(), e.error.c_str());
    for (const char* part :
         {"worker \"local udp\" (udp) is not written",
          "worker \"local probe\" is a probe and is not written",
          "\"local paced\" (rate_per_s 500, constant)", "\"local paced\" (cpu 0)",
          "worker \"local paced\": engine libaio", "worker \"local paced\": verify",
          "worker \"local paced\": direct false", "worker \"local tuned\": socket controls",
          "sweep.size [1024, 4096] is written as one spec per size", "run_s 2.5 is written as 3 s",
          "sample_ms 500", "repeats 3", "the plan's description",
          "spec \"Idle\" is written as \"Idle spec\""})
        QVERIFY2(hasNote(e, part), (std::string(part) + " not in" + notes(e)).c_str());
    // The rest reads back: the file imports.
    QVERIFY(importIcf(e.text).ok());

    // A procedure other than a plain sweep: the workers once, NORMAL.
    const Json ramp = Json::parse(
        R"({"format": "iometry.plan/1", "name": "r", "dynamos": [{"name": "local", "spawn": true}],
        "specs": [{"name": "s", "lines": [{"size": 65536}]}],
        "workers": [{"name": "local t", "dynamo": "local", "kind": "tcp", "bind": "127.0.0.1",
                     "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "s"}],
        "procedure": {"kind": "ramp", "param": "outstanding", "start": 1, "end": 64,
                      "mode": "exponential", "min_growth_pct": 5, "patience": 1}})");
    const IcfExport r = exported(ramp);
    if (r.error == "the test's plan does not validate")
        QSKIP("the ramp plan of this test does not validate (the procedure's keys changed)");
    QVERIFY2(hasNote(r, "procedure ramp is not expressed"), notes(r).c_str());
    QCOMPARE(iometry::import_icf::readIcfFile(r.text).setup->testType,
             iometry::import_icf::TestType::Normal);
}

void TestIcfExport::refused() {
    const Json p = Json::parse(
        R"({"format": "iometry.plan/1", "name": "u", "dynamos": [{"name": "local", "spawn": true}],
        "specs": [{"name": "d", "lines": [{"size": 1400}]}],
        "workers": [{"name": "u", "dynamo": "local", "kind": "udp", "bind": "127.0.0.1",
                     "peer": {"dynamo": "local", "address": "127.0.0.1"}, "rate_mbit": 10, "spec": "d"}]})");
    const IcfExport e = exported(p);
    QVERIFY(!e.ok());
    QVERIFY(e.text.empty());
    QVERIFY2(e.error.find("no disk or tcp worker") != std::string::npos, e.error.c_str());
}

QTEST_APPLESS_MAIN(TestIcfExport)
#include "test_icf_export.moc"
