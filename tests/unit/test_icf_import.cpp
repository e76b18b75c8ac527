// IOmeter .icf import (docs/iometer-files.md): the real files of ../shared/corpus/iometer/
// (IOmeter 2006.07.27, 2008.06.18 and 1.1.0, saved by people outside the project) each
// become a plan with what the file says; hand-written files of IOmeter 1.1.0 and 2006.07.27
// (tests/unit/data/icf/, written from IOmeter's layout) imported and checked field by
// field, round-tripped through the plan validator; what IOmeter's loader passes over is
// passed over with a note; malformed files refused with the line that is wrong; names in
// the code pages IOmeter wrote them in (Windows-1251, 936, Windows-1252) read as UTF-8.

#include "engine/import/code_page.hpp"
#include "engine/import/icf_convert.hpp"
#include "engine/import/icf_import.hpp"
#include "engine/import/icf_reader.hpp"
#include "engine/plan/plan_json.hpp"
#include "tests/support/corpus.hpp"

#include <QtTest>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using iometry::import_icf::addIcfSpecs;
using iometry::import_icf::CodePage;
using iometry::import_icf::codePageNamed;
using iometry::import_icf::IcfImportResult;
using iometry::import_icf::importIcf;
using iometry::import_icf::importIcfFile;
using Json = nlohmann::ordered_json;

namespace {

std::string dataFile(const std::string& name) {
    std::string path = IOMETRY_TEST_DATA;
    path += "/icf/";
    path += name;
    return path;
}

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/** The index of the first note containing @p text, or -1. */
int noteWith(const IcfImportResult& r, const std::string& text) {
    for (std::size_t i = 0; i < r.notes.size(); ++i)
        if (r.notes[i].find(text) != std::string::npos) return static_cast<int>(i);
    return -1;
}

Json line(int size, int share, int read, int random, int align, int reply, int burst, int delay) {
    return {{"size", size},   {"share", share}, {"read", read},   {"random", random},
            {"align", align}, {"reply", reply}, {"burst", burst}, {"delay_ms", delay}};
}

/** A small 1.1.0 file: one spec with @p specLine, one disk worker on it. */
std::string smallFile(const std::string& specLine, const std::string& extraWorker = "") {
    return "Version 1.1.0 \n"
           "'ACCESS SPECIFICATIONS ====\n"
           "'Access specification name,default assignment\n\tS,NONE\n"
           "'size,% of size,% reads,% random,delay,burst,align,reply\n\t" + specLine + "\n"
           "'Access specification name,default assignment\n\tOK,NONE\n"
           "'size,% of size,% reads,% random,delay,burst,align,reply\n\t4096,100,0,0,0,1,0,0\n"
           "'END access specifications\n"
           "'MANAGER LIST ====\n"
           "'Manager ID, manager name\n\t1,h/1\n'Manager network address\n\t\n"
           "'Worker\n\tW\n'Worker type\n\tDISK\n"
           "'Default target settings for worker\n"
           "'Number of outstanding IOs,test connection rate,transactions per connection,use fixed seed,fixed seed value\n"
           "\t5000,DISABLED,1,DISABLED,0\n"
           "'Disk maximum size,starting sector,Data pattern\n\t4,0,0\n"
           "'End default target settings for worker\n"
           "'Assigned access specs\n\tS\n\tOK\n'End assigned access specs\n"
           "'Target assignments\n'Target\n\tC: \"System\"\n'Target type\n\tDISK\n'End target\n"
           "'End target assignments\n'End worker\n" + extraWorker +
           "'End manager\n'END manager list\nVersion 1.1.0 \n";
}

void replaceOnce(std::string& text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    QVERIFY2(at != std::string::npos, from.c_str());
    text.replace(at, from.size(), to);
}

/** @p got must be the JSON text @p want (keys in the same order). */
void same(const Json& got, const char* want) {
    const std::string g = got.dump(), w = Json::parse(want).dump();
    QCOMPARE(QString::fromStdString(g), QString::fromStdString(w));
}

/** toJson(parsePlan(j)) must be valid again and a fixed point. */
void roundTrip(const Json& j) {
    const auto first = iometry::model::parsePlan(j);
    QVERIFY2(first.ok(), first.problems.empty() ? "" : first.problems.front().toString().c_str());
    const Json normal = iometry::model::toJson(*first.plan);
    const auto second = iometry::model::parsePlan(normal);
    QVERIFY(second.ok());
    QCOMPARE(QString::fromStdString(iometry::model::toJson(*second.plan).dump()),
             QString::fromStdString(normal.dump()));
}

}  // namespace

class TestIcfImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void iometer110();
    void iometer2006();
    void crlfLikeLf();
    void writtenFormIsThePlan();
    void malformed_data();
    void malformed();
    void notExpressible();
    void nothingToImport();
    void unreadable();
    void corpus_data();
    void corpus();
    void specsOnlyAddToAPlan();
    void passedOverAsIOmeterDoes_data();
    void passedOverAsIOmeterDoes();
    void refusedAsIOmeterDoes_data();
    void refusedAsIOmeterDoes();
    void codePages_data();
    void codePages();
    void utf8AsItIs();
    void codePageAsked();
    void codePageNames();
    void codePageDetection_data();
    void codePageDetection();
    void undefinedBytes();
    void nonAsciiManager();
    void highBytesNeverThrow();
};

void TestIcfImport::iometer110() {
    const IcfImportResult r = importIcfFile(dataFile("iometer-1.1.0.icf"));
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(r.version, std::string("1.1.0"));
    const Json& p = *r.plan;
    QCOMPARE(p["format"], Json("iometry.plan/1"));
    QCOMPARE(p["name"], Json("Disk and network, queue depth by targets"));
    QCOMPARE(p["run_s"], Json(90));  // 0 h 1 min 30 s
    QCOMPARE(p["ramp_s"], Json(5));
    QCOMPARE(p["sample_ms"], Json(2000));  // update frequency 2 s
    // CYCLE_OUTSTANDING_IOS_AND_TARGETS: targets (outer) 1 … all 4 workers, queue depth 1 … 16 x2.
    same(p["sweep"], R"j({"targets": {"start": 1, "end": 4, "step": 1, "mode": "linear"},
                             "outstanding": {"start": 1, "end": 16, "step": 2, "mode": "exponential"}})j");

    same(p["dynamos"], R"j([{"name": "storage-host", "spawn": true},
                                                  {"name": "client host", "spawn": false}])j");

    // Every spec of the file, in order, every line with all its fields; the disk copy of the
    // request/response spec last.
    const Json& specs = p["specs"];
    QCOMPARE(specs.size(), std::size_t(4));
    QCOMPARE(specs[0]["name"], Json("4K; 100% Read; 100% random"));
    QCOMPARE(specs[0]["lines"].dump(), Json::array({line(4096, 100, 100, 100, 0, 0, 1, 0)}).dump());
    QCOMPARE(specs[1]["name"], Json("Database mix"));
    QCOMPARE(specs[1]["lines"].dump(), Json::array({line(8192, 60, 67, 100, 8192, 0, 1, 0),
                                                    line(65536, 30, 0, 0, 0, 0, 4, 10),
                                                    line(512, 10, 100, 50, 512, 0, 1, 0)})
                                           .dump());
    QCOMPARE(specs[2]["name"], Json("Net request-reply"));
    QCOMPARE(specs[2]["lines"].dump(), Json::array({line(1024, 100, 0, 0, 0, 2048, 1, 0)}).dump());
    QCOMPARE(specs[3]["name"], Json("Net request-reply (disk, no reply)"));
    QCOMPARE(specs[3]["lines"].dump(), Json::array({line(1024, 100, 0, 0, 0, 0, 1, 0)}).dump());

    const Json& w = p["workers"];
    QCOMPARE(w.size(), std::size_t(4));  // the idle worker and the VI worker are left out
    // Worker 1: two targets, two plan workers; its first spec; 2097152 sectors = 1 GiB; its
    // data pattern 0, repeating bytes.
    same(w[0], R"j({"name": "storage-host Worker 1", "dynamo": "storage-host",
        "kind": "disk", "spec": "Database mix", "outstanding": 8, "path": "/mnt/data/iobw.tst",
        "file_size": 1073741824, "data_pattern": "repeating"})j");
    same(w[1], R"j({"name": "storage-host Worker 1 target 2",
        "dynamo": "storage-host", "kind": "disk", "spec": "Database mix", "outstanding": 8,
        "path": "/dev/sdb", "block_device": true, "file_size": 1073741824, "data_pattern": "repeating"})j");
    // Worker 2: the TCP worker holds the pair; its target is the partner on the other manager.
    same(w[2], R"j({"name": "storage-host Worker 2", "dynamo": "storage-host",
        "kind": "tcp", "spec": "Net request-reply", "outstanding": 4, "bind": "127.0.0.1",
        "peer": {"dynamo": "client host", "address": "127.0.0.2"}})j");
    // The second manager's disk worker: 8192 sectors = 4 MiB, the spec without its reply;
    // data pattern 2, full random; starting sector 64 = 32 KiB.
    same(w[3], R"j({"name": "client host Worker 1", "dynamo": "client host",
        "kind": "disk", "spec": "Net request-reply (disk, no reply)", "outstanding": 2,
        "path": "/var/tmp/iobw.tst", "file_size": 4194304, "data_pattern": "full_random",
        "start_offset": 32768})j");

    // What has no equivalent, each in a note.
    for (const char* text :
         {"6 bar chart selections", "default assignments of access specifications",
          "\"client host\" on 10.0.0.2", "runs only \"Database mix\"",
          "target \"sdb\" is taken as the block device \"/dev/sdb\"",
          "line 115: worker \"Worker 3\" of manager \"storage-host\" has no access specification",
          "line 136: worker \"Worker 4\" of manager \"storage-host\" is a VI worker",
          "its disk workers run \"Net request-reply (disk, no reply)\"",
          "fixed seeds are not carried over", "\"storage-host Worker 2\" (42)",
          "target cycling counts the plan's workers"})
        QVERIFY2(noteWith(r, text) >= 0, text);
    // Data patterns and starting sectors are carried over: no note says otherwise.
    QCOMPARE(noteWith(r, "starting sector"), -1);
    QCOMPARE(noteWith(r, "data pattern"), -1);
    QCOMPARE(r.notes.size(), std::size_t(10));
    roundTrip(p);
}

void TestIcfImport::iometer2006() {
    const IcfImportResult r = importIcfFile(dataFile("iometer-2006.07.27.icf"));
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(r.version, std::string("2006.07.27"));
    const Json& p = *r.plan;
    QCOMPARE(p["name"], Json("IOmeter configuration"));  // an empty test description
    QCOMPARE(p["run_s"], Json(20));
    QCOMPARE(p["ramp_s"], Json(0));
    QVERIFY(!p.contains("sample_ms"));  // update frequency 0: Iometry's default
    // CYCLE_WORKERS 1, x2: up to the 3 workers the one dynamo holds.
    same(p["sweep"], R"j({"workers": {"start": 1, "end": 3, "step": 2, "mode": "exponential"}})j");
    same(p["dynamos"], R"j([{"name": "box", "spawn": true}])j");
    QCOMPARE(p["specs"].size(), std::size_t(2));
    QCOMPARE(p["specs"][0]["lines"].dump(), Json::array({line(2048, 100, 67, 100, 0, 0, 1, 0)}).dump());
    QCOMPARE(p["specs"][1]["lines"].dump(), Json::array({line(65536, 100, 0, 0, 0, 0, 1, 0)}).dump());
    const Json& w = p["workers"];
    QCOMPARE(w.size(), std::size_t(3));
    // 2006.07.27's worker settings: three values, and the disk size without data pattern.
    same(w[0], R"j({"name": "box Worker 1", "dynamo": "box", "kind": "disk",
        "spec": "Default", "outstanding": 16, "path": "/srv/iobw.tst", "file_size": 104857600})j");
    QCOMPARE(w[1]["path"], Json("/srv2/iobw.tst"));
    // A TCP stream over IPv6 loopback, 100 outstanding I/Os: 64 connections at most.
    same(w[2], R"j({"name": "box Worker 3", "dynamo": "box", "kind": "tcp",
        "spec": "Stream out", "outstanding": 64, "bind": "::1",
        "peer": {"dynamo": "box", "address": "::1"}})j");
    for (const char* text : {"Record Results NO_TARGETS has no equivalent", "64 is used instead of 100",
                             "\"box Worker 3\" (50 transactions per connection)",
                             "Default (DISK)", "6 bar chart selections"})
        QVERIFY2(noteWith(r, text) >= 0, text);
    QCOMPARE(r.notes.size(), std::size_t(5));
    roundTrip(p);
}

void TestIcfImport::crlfLikeLf() {
    const IcfImportResult lf = importIcfFile(dataFile("iometer-2006.07.27.icf"));
    const IcfImportResult crlf = importIcfFile(dataFile("iometer-2006.07.27-crlf.icf"));
    QVERIFY(readText(dataFile("iometer-2006.07.27-crlf.icf")).find("\r\n") != std::string::npos);
    QVERIFY2(crlf.ok(), crlf.error.c_str());
    QCOMPARE(crlf.plan->dump(), lf.plan->dump());
    QCOMPARE(crlf.notes, lf.notes);
}

void TestIcfImport::writtenFormIsThePlan() {
    // The JSON handed out leaves every key the file does not set to the plan's default, and
    // writes the cycling as ranges: read back, it is exactly the plan the conversion made.
    for (const char* file : {"iometer-1.1.0.icf", "iometer-2006.07.27.icf"}) {
        std::vector<std::string> notes;
        const iometry::import_icf::IcfPlan made =
            iometry::import_icf::planFromIcf(iometry::import_icf::readIcfFile(readText(dataFile(file))), notes);
        const auto parsed = iometry::model::parsePlan(iometry::import_icf::toJson(made));
        QVERIFY2(parsed.ok(), parsed.problems.empty() ? file : parsed.problems.front().toString().c_str());
        QVERIFY2(*parsed.plan == made.plan, file);
        QCOMPARE(iometry::import_icf::toJson(made).dump(), importIcfFile(dataFile(file)).plan->dump());
    }
}

void TestIcfImport::malformed_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("not an .icf file") << "not-icf.icf" << 1
        << "expected the version line \"Version 1.1.0\" or \"Version 2006.07.27\" that begins an "
           "IOmeter configuration file, got \"[global]\"";
    QTest::newRow("bad number") << "bad-number.icf" << 7
        << "'Run Time seconds: expected a whole number, got \"thirty\"";
    QTest::newRow("spec field count") << "field-count.icf" << 6 << "needs 8 comma-separated values";
    QTest::newRow("shares") << "shares.icf" << 4 << "add up to 90 % of size";
    QTest::newRow("missing 'END") << "missing-end.icf" << 7
        << "the 'ACCESS SPECIFICATIONS section has no 'END access specifications line (opened "
           "at line 2) before this 'MANAGER LIST section";
    QTest::newRow("truncated") << "truncated.icf" << 13
        << "the default target settings have no 'End default target settings for worker line";
    QTest::newRow("worker field count") << "default-fields.icf" << 19
        << "expected 5 comma-separated values, got 4";
    QTest::newRow("unknown manager") << "unknown-manager.icf" << 27
        << "is on manager 7,elsewhere, which is not in the 'MANAGER LIST";
    QTest::newRow("worker type") << "worker-type.icf" << 16
        << "expected DISK, NETWORK,TCP or NETWORK,VI, got \"FIBRE\"";
}

void TestIcfImport::malformed() {
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, message);
    const IcfImportResult r = importIcfFile(dataFile("bad/" + file.toStdString()));
    QVERIFY(!r.ok());
    QCOMPARE(r.errorLine, line);
    const QString error = QString::fromStdString(r.error);
    QVERIFY2(error.startsWith(QStringLiteral("line %1: ").arg(line)), qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestIcfImport::notExpressible() {
    // A spec Iometry cannot run is left out with its reason; the worker runs its next spec.
    // 5000 outstanding I/Os become 4096; 4 sectors (2 KiB) are below a 4 KiB file; a Windows drive.
    IcfImportResult r = importIcf(smallFile("4096,100,0,0,70000,1,0,0"));
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& p = *r.plan;
    QCOMPARE(p["specs"].size(), std::size_t(1));
    QCOMPARE(p["specs"][0]["name"], Json("OK"));
    QCOMPARE(p["dynamos"][0]["name"], Json("h-1"));
    const Json& w = p["workers"][0];
    QCOMPARE(w["spec"], Json("OK"));
    QCOMPARE(w["outstanding"], Json(4096));
    QCOMPARE(w["path"], Json("C:/iobw.tst"));
    QCOMPARE(w["file_size"], Json(4096));
    for (const char* text : {"access specification \"S\" cannot be expressed in Iometry and is left "
                             "out (line 1: delay 70000 ms is above 60000)",
                             "5000 outstanding I/Os is outside 1–4096; 4096 is used",
                             "below Iometry's 4096 bytes", "is a Windows drive",
                             "manager \"h/1\" becomes dynamo \"h-1\""})
        QVERIFY2(noteWith(r, text) >= 0, text);
    roundTrip(p);

    // A reply both ways is not expressible either; the closing version line must agree.
    r = importIcf(smallFile("512,100,50,0,0,1,0,512"));
    QVERIFY(r.ok());
    QVERIFY(noteWith(r, "a reply needs 0 or 100 % reads, got 50") >= 0);
    // IOmeter never reads the closing version line: one that disagrees is noted.
    std::string text = smallFile("512,100,0,0,0,1,0,0");
    text.replace(text.rfind("1.1.0"), 5, "2006.07.27");
    r = importIcf(text);
    QVERIFY2(r.ok(), r.error.c_str());
    QVERIFY(noteWith(r, "the closing version line says \"2006.07.27\"") >= 0);
}

void TestIcfImport::nothingToImport() {
    // Only a VI worker: no plan, and the reason says so (about the whole file: line 0).
    std::string text = smallFile("4096,100,0,0,0,1,0,0");
    replaceOnce(text, "'Worker type\n\tDISK", "'Worker type\n\tNETWORK,VI");
    replaceOnce(text, "'Disk maximum size,starting sector,Data pattern\n\t4,0,0\n",
                "'Local network interface\n\tvi0\n");
    replaceOnce(text, "\tC: \"System\"\n'Target type\n\tDISK\n",
                "\tvi1\n'Target type\n\tNETWORK,VI\n'Target manager ID, manager name\n\t1,h/1\n");
    const IcfImportResult r = importIcf(text);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorLine, 0);
    QVERIFY2(r.error.find("nothing to import") != std::string::npos, r.error.c_str());
    QVERIFY(importIcf("").error.find("the file is empty") != std::string::npos);
}

void TestIcfImport::unreadable() {
    const IcfImportResult r = importIcfFile(dataFile("no-such-file.icf"));
    QVERIFY(!r.ok());
    QVERIFY(r.error.find("cannot open") != std::string::npos);
}

std::string corpusFile(const std::string& name) {
    return std::string(IOMETRY_CORPUS) + "/iometer/" + name;
}

void TestIcfImport::corpus_data() {
    IOMETRY_NEEDS_CORPUS();
    // What each file says, read off the file (../shared/corpus/iometer/SOURCES.md): workers
    // that can run, the first one's outstanding I/Os and spec, run time, specs, sweep, and
    // a note each deviation from IOmeter's own layout must get.
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("workers");
    QTest::addColumn<int>("outstanding");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("runS");
    QTest::addColumn<int>("specs");
    QTest::addColumn<QString>("sweep");
    QTest::addColumn<QStringList>("notes");
    // Workers 2–4 have an empty target list; CRLF; run time 15 s.
    QTest::newRow("1.1.0, CRLF, empty target lists")
        << "disk-1.1.0-quarch-4workers-lastupdate.icf" << 1 << 1
        << "16 KiB; 100% Read; 0% random" << 15 << 31 << ""
        << QStringList{"line 224: worker \"Worker 2\" of manager \"ANDY-PC\" has no targets",
                       "record last update results"};
    // Eight workers at QD 32 on physical disk 3 ("3: "( SMARTM …"); run time "0  1  0".
    QTest::newRow("1.1.0, 8 workers on a physical disk")
        << "disk-1.1.0-ssd-8workers-qd32.icf" << 8 << 32 << "4 KiB; 100% Read; 100% random"
        << 60 << 31 << ""
        << QStringList{"is a Windows physical disk: the path \"PHYSICALDRIVE:3\""};
    // Specs that begin with a line "0,0,0,0,0,0,0,0": never picked, left out of the spec.
    QTest::newRow("1.1.0, lines of 0 %") << "disk-1.1.0-zero-pct-spec-lines.icf" << 1 << 128
        << "1M; 0% Read; 0% random" << 3600 << 23 << ""
        << QStringList{"lines of 0 % of size that Iometry cannot express",
                       "1M; 0% Read; 0% random (DISK)"};
    QTest::newRow("2006.07.27, queue depth cycling")
        << "disk-2006-tpqemu-2workers-qdcycle.icf" << 2 << 1 << "2K; 100% Read" << 2 << 38
        << R"({"targets":{"start":1,"end":2,"step":1,"mode":"linear"},"outstanding":{"start":1,"end":128,"step":2,"mode":"exponential"}})"
        << QStringList{"\"WIN-9TQ3NRAB83E\" on 10.66.72.156"};
    // Three targets a worker, and one 'End target too many in worker 1 (line 266).
    QTest::newRow("2006.07.27, an 'End target too many")
        << "disk-2006-tpqemu-3targets-per-worker.icf" << 6 << 1 << "2K; 100% Read" << 2 << 38
        << R"({"targets":{"start":1,"end":6,"step":1,"mode":"linear"},"outstanding":{"start":1,"end":128,"step":2,"mode":"exponential"}})"
        << QStringList{"line 266: an 'End target with no 'Target before it, in worker \"Worker 1\""};
    // Cut out of a blog post: no version line, no results display, tabs lost, 8 workers of
    // one name, no final newline.
    QTest::newRow("no version line") << "disk-vsan-4k.icf" << 8 << 16
        << "4k; 100% Read; 0% Random" << 60 << 1 << ""
        << QStringList{"line 1: the file has no version line",
                       "target \"sdi\" is taken as the block device \"/dev/sdi\""};
}

void TestIcfImport::corpus() {
    QFETCH(QString, file);
    QFETCH(int, workers);
    QFETCH(int, outstanding);
    QFETCH(QString, spec);
    QFETCH(int, runS);
    QFETCH(int, specs);
    QFETCH(QString, sweep);
    QFETCH(QStringList, notes);
    const IcfImportResult r = importIcfFile(corpusFile(file.toStdString()));
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& p = *r.plan;
    QCOMPARE(int(p["workers"].size()), workers);
    for (const Json& w : p["workers"]) {
        QCOMPARE(w["outstanding"], Json(outstanding));
        QCOMPARE(w["spec"], Json(spec.toStdString()));
    }
    QCOMPARE(p["run_s"], Json(runS));
    QCOMPARE(int(p["specs"].size()), specs);
    if (sweep.isEmpty())
        QVERIFY(!p.contains("sweep"));
    else
        same(p["sweep"], sweep.toUtf8().constData());
    for (const QString& n : notes)
        QVERIFY2(noteWith(r, n.toStdString()) >= 0, qPrintable(n));
    roundTrip(p);
}

void TestIcfImport::specsOnlyAddToAPlan() {
    IOMETRY_NEEDS_CORPUS();
    // IOmeter 2008.06.18, "Save access specifications": 13 specs, no manager list.
    const std::string file = corpusFile("specs-only-2008.06.18.icf");
    const IcfImportResult alone = importIcfFile(file);
    QVERIFY(!alone.ok());
    QVERIFY2(alone.error.find("access specifications only") != std::string::npos &&
                 alone.error.find("--into PLAN.json") != std::string::npos,
             alone.error.c_str());
    const Json plan = Json::parse(readText(std::string(IOMETRY_TEST_DATA) + "/../../../examples/disk-queue-depth.json"));
    Json withDefault = plan;
    withDefault["specs"].push_back(Json::parse(R"({"name": "Default", "lines": [{"size": 512}]})"));
    const IcfImportResult r = iometry::import_icf::addIcfSpecsFromFile(file, withDefault);
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(r.version, std::string("2008.06.18"));
    QCOMPARE(r.added, std::size_t(12));
    QCOMPARE(r.replaced, std::size_t(1));  // "Default", as IOmeter replaces a spec of one name
    const Json& specs = (*r.plan)["specs"];
    QCOMPARE(specs.size(), plan["specs"].size() + 13);
    QCOMPARE((*r.plan)["workers"].dump(), plan["workers"].dump());  // the plan's own, untouched
    const auto fileserver = std::find_if(specs.begin(), specs.end(), [](const Json& s) {
        return s["name"] == "Fileserver pattern (Intel)";
    });
    QVERIFY(fileserver != specs.end());
    std::vector<int> shares;
    for (const Json& l : (*fileserver)["lines"])
        shares.push_back(l["share"].get<int>());
    QCOMPARE(shares, (std::vector<int>{10, 5, 5, 60, 2, 4, 4, 10}));
    QVERIFY(noteWith(r, "replaced by the file's, as IOmeter does: \"Default\"") >= 0);
    roundTrip(*r.plan);
    // A plan that is not valid is named, and nothing is made of it.
    Json bad = plan;
    bad["workers"] = Json::array();
    const IcfImportResult refused = iometry::import_icf::addIcfSpecsFromFile(file, bad);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.find("the plan the specifications were to be added to is not valid") !=
                 std::string::npos,
             refused.error.c_str());
}

void TestIcfImport::passedOverAsIOmeterDoes_data() {
    // Deviations IOmeter's loader passes over (ICF_ifstream: lines trimmed, sections found by
    // their heading, the closing version never read; AccessSpecList: a value read up to the
    // line's end): the plan is the one of the file without them, with a note each.
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("note");
    QTest::newRow("version of another release") << "Version 1.1.0 \n" << "Version 2004.07.30\n"
        << "line 1: IOmeter version \"2004.07.30\" is read with the layout IOmeter wrote from 1998.05.21";
    QTest::newRow("newer version") << "Version 1.1.0 \n" << "Version 1.2.0\n"
        << "is newer than 1.1.0";
    QTest::newRow("version with a suffix") << "Version 1.1.0 \n" << "Version 2008.06.18-RC2\n"
        << "IOmeter version \"2008.06.18-RC2\"";
    QTest::newRow("blank lines first") << "Version 1.1.0 \n'ACCESS" << "\n\nVersion 1.1.0 \n'ACCESS"
        << "lines 1–2 are empty";
    QTest::newRow("text between sections") << "'END access specifications\n"
        << "'END access specifications\nsaved by hand\nfor disk C\n"
        << "lines 12–13: text outside any section (\"saved by hand\") is passed over";
    QTest::newRow("a second section")
        << "'END manager list\n" << "'END manager list\n'ACCESS SPECIFICATIONS ==\n'junk\n"
        << "line 41: a second 'ACCESS SPECIFICATIONS section is passed over";
    QTest::newRow("text after the closing version") << "'END manager list\nVersion 1.1.0 \n"
        << "'END manager list\nVersion 1.1.0 \n-- \nsent from my phone\n"
        << "line 42: the text after the closing version line is passed over";
    QTest::newRow("trailing comma") << "\t4096,100,0,0,0,1,0,0\n" << "\t4096,100,0,0,0,1,0,0,\n"
        << "line 10: a comma after the 8 values of a line of \"OK\" is passed over";
    QTest::newRow("assignment as a number") << "\tOK,NONE" << "\tOK,0"
        << "line 8: default assignment \"0\" of \"OK\" is read as NONE";
    QTest::newRow("'End target too many") << "'End target\n'End target assignments"
        << "'End target\n'End target\n'End target assignments"
        << "line 37: an 'End target with no 'Target before it, in worker \"W\", is passed over";
}

void TestIcfImport::passedOverAsIOmeterDoes() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, note);
    const std::string plain = smallFile("8192,100,0,0,0,1,0,0");
    std::string text = plain;
    // Every occurrence: a version changes on the first and the closing line alike.
    for (std::size_t at = 0; (at = text.find(from.toStdString(), at)) != std::string::npos;
         at += to.size())
        text.replace(at, from.size(), to.toStdString());
    QVERIFY(text != plain);
    const IcfImportResult want = importIcf(plain), got = importIcf(text);
    QVERIFY2(got.ok(), got.error.c_str());
    QVERIFY2(noteWith(got, note.toStdString()) >= 0,
             qPrintable(QString::fromStdString(got.notes.empty() ? "no notes" : got.notes[0])));
    QCOMPARE(got.notes.size(), want.notes.size() + 1);
    Json a = *got.plan, b = *want.plan;
    a.erase("description");  // names the version
    b.erase("description");
    QCOMPARE(QString::fromStdString(a.dump()), QString::fromStdString(b.dump()));
}

void TestIcfImport::refusedAsIOmeterDoes_data() {
    // What IOmeter's loader refuses is refused, naming the line.
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("a version before 1998.05.21") << "Version 1.1.0 \n'ACCESS" << "Version 1998.01.05\n'ACCESS"
        << 1 << "layout of before 1998.05.21";
    QTest::newRow("a version without numbers") << "Version 1.1.0 \n'ACCESS" << "Version unknown\n'ACCESS"
        << 1 << "has no version of three numbers";
    QTest::newRow("a worker never closed") << "'End worker\n'End manager" << "'End manager"
        << 38 << "or 'End worker, got \"'End manager\"";
    QTest::newRow("a target never closed") << "'End target\n'End target assignments"
        << "'End target assignments" << 36 << "expected 'End target after target";
}

void TestIcfImport::refusedAsIOmeterDoes() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, line);
    QFETCH(QString, message);
    std::string text = smallFile("4096,100,0,0,0,1,0,0");
    replaceOnce(text, from.toStdString(), to.toStdString());
    const IcfImportResult r = importIcf(text);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorLine, line);
    QVERIFY2(r.error.find(message.toStdString()) != std::string::npos, r.error.c_str());
}

// --- Code pages (docs/iometer-files.md, "Code pages") ------------------------------------

/** The corpus file @p name with every @p from made @p to (bytes in any code page). */
std::string corpusWith(const std::string& name, const std::string& from, const std::string& to) {
    std::string text = readText(corpusFile(name));
    std::size_t count = 0;
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size(), ++count)
        text.replace(at, from.size(), to);
    if (count == 0) qWarning("%s has no \"%s\"", name.c_str(), from.c_str());
    return text;
}

/** The imported plan as the CLI writes it: dump() throws on a string that is not UTF-8. */
std::string dumped(const IcfImportResult& r) {
    try {
        return r.plan->dump(2);
    } catch (const std::exception& e) {
        return std::string("dump() threw: ") + e.what();
    }
}

/** @p plan has a spec @p name, and every worker runs it. */
void runsSpec(const Json& plan, const std::string& name) {
    const Json& specs = plan["specs"];
    QVERIFY2(std::any_of(specs.begin(), specs.end(), [&](const Json& s) { return s["name"] == name; }),
             name.c_str());
    for (const Json& w : plan["workers"])
        QCOMPARE(QString::fromStdString(w["spec"].get<std::string>()), QString::fromStdString(name));
}

const char* const kVsan = "disk-vsan-4k.icf";
const char* const kVsanSpec = "4k; 100% Read; 0% Random";

void TestIcfImport::codePages_data() {
    IOMETRY_NEEDS_CORPUS();
    // A corpus file whose access specification is renamed, in the bytes IOmeter writes on a
    // Windows of that code page; imported without --encoding, the plan holds the name in
    // UTF-8 and the first note names the code page assumed.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("codePage");
    QTest::newRow("Windows-1251: Тест") << kVsan << kVsanSpec
        << QByteArray("\xD2\xE5\xF1\xF2") << QStringLiteral("Тест") << "Windows-1251 (Cyrillic)";
    // CR LF line ends; "4К" (a capital after a digit) is no word, the rest are.
    QTest::newRow("Windows-1251: a phrase, CR LF") << "disk-1.1.0-quarch-4workers-lastupdate.icf"
        << "16 KiB; 100% Read; 0% random"
        << QByteArray("\xD1\xEB\xF3\xF7\xE0\xE9\xED\xEE\xE5 \xF7\xF2\xE5\xED\xE8\xE5 4\xCA")
        << QStringLiteral("Случайное чтение 4К") << "Windows-1251 (Cyrillic)";
    QTest::newRow("936: 测试") << kVsan << kVsanSpec << QByteArray("\xB2\xE2\xCA\xD4")
        << QStringLiteral("测试") << "936 (GBK, simplified Chinese)";
    QTest::newRow("936: 4K随机读") << "disk-1.1.0-ssd-8workers-qd32.icf"
        << "4 KiB; 100% Read; 100% random" << QByteArray("4K\xCB\xE6\xBB\xFA\xB6\xC1")
        << QStringLiteral("4K随机读") << "936 (GBK, simplified Chinese)";
    QTest::newRow("Windows-1252: Café") << kVsan << kVsanSpec << QByteArray("Caf\xE9")
        << QStringLiteral("Café") << "Windows-1252 (Western European)";
    // The file of the report that began this: one byte 0xA2 in a name aborted the import.
    QTest::newRow("a lone 0xA2") << kVsan << kVsanSpec
        << QByteArray("4k; 100% Read; 0% Random \xA2")
        << QStringLiteral("4k; 100% Read; 0% Random ¢") << "Windows-1252 (Western European)";
}

void TestIcfImport::codePages() {
    QFETCH(QString, file);
    QFETCH(QString, from);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, name);
    QFETCH(QString, codePage);
    const IcfImportResult plain = importIcfFile(corpusFile(file.toStdString()));
    const IcfImportResult r =
        importIcf(corpusWith(file.toStdString(), from.toStdString(), bytes.toStdString()));
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(QString::fromStdString(r.codePage), codePage);
    runsSpec(*r.plan, name.toStdString());
    // One note more than the file in ASCII has, first: the code page, the line, --encoding.
    QCOMPARE(r.notes.size(), plain.notes.size() + 1);
    const QString note = QString::fromStdString(r.notes[0]);
    for (const QString& text : {QStringLiteral("the file is not UTF-8; it is read as ") + codePage,
                                QStringLiteral("this line reads \"") + name,
                                QStringLiteral("--encoding NAME")})
        QVERIFY2(note.contains(text), qPrintable(note));
    QVERIFY2(note.startsWith(QStringLiteral("line ")), qPrintable(note));
    QVERIFY(dumped(r).find(name.toStdString()) != std::string::npos);
    roundTrip(*r.plan);
}

void TestIcfImport::utf8AsItIs() {
    IOMETRY_NEEDS_CORPUS();
    // UTF-8, with or without a byte-order mark: taken as it is, with no note.
    const std::string name = "Тест 测试 Café";
    const std::string text = corpusWith(kVsan, kVsanSpec, name);
    const IcfImportResult plain = importIcfFile(corpusFile(kVsan));
    for (const std::string& bytes : {text, "\xEF\xBB\xBF" + text}) {
        const IcfImportResult r = importIcf(bytes);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.codePage, std::string("UTF-8"));
        runsSpec(*r.plan, name);
        QCOMPARE(r.notes, plain.notes);
    }
    // A file of access specifications only, added to a plan: the same decoding.
    const std::string specs = readText(corpusFile("specs-only-2008.06.18.icf"));
    const Json plan = Json::parse(readText(std::string(IOMETRY_TEST_DATA) + "/../../../examples/disk-queue-depth.json"));
    std::string cp1251 = specs;
    replaceOnce(cp1251, "\tOS Paging,", "\t\xCF\xEE\xE4\xEA\xE0\xF7\xEA\xE0,");  // Подкачка
    const IcfImportResult added = addIcfSpecs(cp1251, plan);
    QVERIFY2(added.ok(), added.error.c_str());
    QCOMPARE(added.codePage, std::string("Windows-1251 (Cyrillic)"));
    QCOMPARE((*added.plan)["specs"].back()["name"], Json("Подкачка"));
    QVERIFY(noteWith(added, "read as Windows-1251") == 0);
}

void TestIcfImport::codePageAsked() {
    IOMETRY_NEEDS_CORPUS();
    // --encoding reads the file as it says, whatever detection would take; no note.
    const IcfImportResult plain = importIcfFile(corpusFile(kVsan));
    const std::string cyrillic = corpusWith(kVsan, kVsanSpec, "\xD2\xE5\xF1\xF2");  // Тест
    const std::string chinese = corpusWith(kVsan, kVsanSpec, "\xB2\xE2\xCA\xD4");   // 测试
    const std::string utf8 = corpusWith(kVsan, kVsanSpec, "Тест");
    const std::string polish = corpusWith(kVsan, kVsanSpec, "\xA3\xF3" "d\x9F");  // Łódź
    struct Case {
        const std::string* bytes;
        const char* encoding;
        const char* name;
    };
    for (const Case& c : {Case{&cyrillic, "cp1252", "Òåñò"}, Case{&cyrillic, "windows-1251", "Тест"},
                          Case{&chinese, "CP1251", "ІвКФ"}, Case{&chinese, "gbk", "测试"},
                          Case{&cyrillic, "cp936", "义耱"}, Case{&utf8, "cp1251", "РўРµСЃС‚"},
                          Case{&polish, "cp1250", "Łódź"}}) {
        const std::optional<CodePage> page = codePageNamed(c.encoding);
        QVERIFY2(page, c.encoding);
        const IcfImportResult r = importIcf(*c.bytes, page);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.codePage, page->title);
        runsSpec(*r.plan, c.name);
        QCOMPARE(r.notes, plain.notes);
    }
}

void TestIcfImport::codePageNames() {
    using namespace iometry::import_icf;
    const std::pair<const char*, CodePage> known[] = {
        {"utf-8", kUtf8},          {"UTF8", kUtf8},          {"cp1251", kWindows1251},
        {"Windows-1251", kWindows1251}, {"1251", kWindows1251}, {"cp936", kCp936},
        {"GBK", kCp936},           {"936", kCp936},          {"cp1252", kWindows1252},
        {"windows-1252", kWindows1252}, {"1252", kWindows1252}};
    for (const auto& [name, page] : known) {
        const std::optional<CodePage> got = codePageNamed(name);
        QVERIFY2(got && *got == page, name);
    }
    // Another code page iconv(3) knows, under the name given (codePageAsked reads one).
    const std::optional<CodePage> cp1250 = codePageNamed("cp1250");
    QVERIFY(cp1250);
    QCOMPARE(cp1250->name, std::string("cp1250"));
    // A name iconv does not know is none: the CLI refuses it, naming it.
    for (const char* name : {"klingon-1", "", "cp99999", "windows-1251x"})
        QVERIFY2(!codePageNamed(name), name);
}

void TestIcfImport::codePageDetection_data() {
    // The rule of docs/iometer-files.md, "Code pages", on a name alone.
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("codePage");
    // "Тест" is also two GBK characters, one of them rare; "ТЕСТ" and "ЧТЕНИЕ" are also
    // common ones: a tie, which words all in capitals win.
    QTest::newRow("Тест") << QByteArray("\xD2\xE5\xF1\xF2") << "CP1251";
    QTest::newRow("ТЕСТ") << QByteArray("\xD2\xC5\xD1\xD2") << "CP1251";
    QTest::newRow("ЧТЕНИЕ") << QByteArray("\xD7\xD2\xC5\xCD\xC8\xC5") << "CP1251";
    QTest::newRow("тест чтения, NONE") << QByteArray("\xF2\xE5\xF1\xF2 \xF7\xF2\xE5\xED\xE8\xFF, NONE") << "CP1251";
    QTest::newRow("Тест 4К (a lone letter)") << QByteArray("\xD2\xE5\xF1\xF2 4\xCA") << "CP1251";
    QTest::newRow("Її (Ukrainian)") << QByteArray("\xAF\xBF") << "CP1251";
    QTest::newRow("测试") << QByteArray("\xB2\xE2\xCA\xD4") << "GBK";
    // Also "Бчіц", a capital then lower case: a tie, which Chinese wins.
    QTest::newRow("流出") << QByteArray("\xC1\xF7\xB3\xF6") << "GBK";
    QTest::newRow("顺序读写") << QByteArray("\xCB\xB3\xD0\xF2\xB6\xC1\xD0\xB4") << "GBK";
    QTest::newRow("4K随机读") << QByteArray("4K\xCB\xE6\xBB\xFA\xB6\xC1") << "GBK";
    QTest::newRow("Café") << QByteArray("Caf\xE9") << "CP1252";
    QTest::newRow("a lone 0xA2") << QByteArray("4k \xA2\r\n") << "CP1252";
    QTest::newRow("Crème (a GBK pair, not GB2312's)") << QByteArray("Cr\xE8me") << "CP1252";
    QTest::newRow("Lecture à 4K (a lone letter)") << QByteArray("Lecture \xE0 4K") << "CP1252";
    // ö ß and ç ã are GB2312 pairs, but between ASCII letters: a Latin word.
    QTest::newRow("Größe") << QByteArray("Gr\xF6\xDF" "e") << "CP1252";
    QTest::newRow("Configuração") << QByteArray("Configura\xE7\xE3o") << "CP1252";
    QTest::newRow("4K读, 4K写") << QByteArray("4K\xB6\xC1, 4K\xD0\xB4") << "GBK";
    QTest::newRow("a GBK lead byte cut by the end") << QByteArray("\xB2\xE2\xCA") << "CP1252";
}

void TestIcfImport::codePageDetection() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, codePage);
    const CodePage got = iometry::import_icf::detectCodePage(bytes.toStdString());
    QCOMPARE(QString::fromStdString(got.name), codePage);
}

void TestIcfImport::undefinedBytes() {
    IOMETRY_NEEDS_CORPUS();
    // A byte the code page does not define is U+FFFD, with a note naming its line.
    struct Case {
        std::string to;
        const char* encoding;  // none: detected
        const char* name;
        const char* note;
    };
    // The name is on 9 lines (the spec and its 8 workers): the note counts every byte.
    const Case cases[] = {
        // 0x81 is not in Windows-1252.
        {"Caf\xE9\x81", nullptr, "Café\xEF\xBF\xBD",
         "line 29: 9 bytes of the file are not Windows-1252 (Western European) and are read "
         "as U+FFFD (\"\xEF\xBF\xBD\"), the first on this line"},
        // Windows-1251 read as UTF-8, as asked.
        {"\xD2\xE5\xF1\xF2", "utf-8", "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD",
         "line 29: 36 bytes of the file are not UTF-8"},
        // A GBK lead byte followed by a comma or a line end: no character.
        {"\xB2\xE2\xCA", "gbk", "测\xEF\xBF\xBD", "line 29: 9 bytes of the file are not 936"},
        // 0x98 is not in Windows-1251.
        {"\xD2\xE5\xF1\xF2\x98", nullptr, "Тест\xEF\xBF\xBD", "are not Windows-1251 (Cyrillic)"}};
    for (const Case& c : cases) {
        const std::optional<CodePage> page =
            c.encoding ? codePageNamed(c.encoding) : std::optional<CodePage>();
        const IcfImportResult r = importIcf(corpusWith(kVsan, kVsanSpec, c.to), page);
        QVERIFY2(r.ok(), r.error.c_str());
        runsSpec(*r.plan, c.name);
        QVERIFY2(noteWith(r, c.note) >= 0, r.notes[0].c_str());
        QVERIFY(dumped(r).find(c.name) != std::string::npos);
    }
    // A UTF-8 file (its byte-order mark says so) with one stray byte: UTF-8 all the same.
    const IcfImportResult r = importIcf("\xEF\xBB\xBF" + corpusWith(kVsan, kVsanSpec, "Тест \xE9"));
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(r.codePage, std::string("UTF-8"));
    runsSpec(*r.plan, "Тест \xEF\xBF\xBD");
    QVERIFY(noteWith(r, "line 29: 9 bytes of the file are not UTF-8") >= 0);
}

void TestIcfImport::nonAsciiManager() {
    IOMETRY_NEEDS_CORPUS();
    // Dynamo and worker names allow ASCII only: each other character, not each of its
    // bytes, becomes one '-'; the note gives the manager's name in UTF-8.
    const IcfImportResult r =
        importIcf(corpusWith(kVsan, "IOA-manager", "\xD1\xE5\xF0\xE2\xE5\xF0"));  // Сервер
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE((*r.plan)["dynamos"][0]["name"], Json("------"));
    QCOMPARE((*r.plan)["workers"][1]["name"], Json("------ IOA-worker-2"));
    QVERIFY(noteWith(r, "manager \"Сервер\" becomes dynamo \"------\"") >= 0);
}

void TestIcfImport::highBytesNeverThrow() {
    IOMETRY_NEEDS_CORPUS();
    // Any byte 0x80–0xFF anywhere in a real file: a plan whose JSON dump() writes, or an
    // error; notes and errors in UTF-8; never an exception (dump() throws type_error 316 on
    // a string that is not UTF-8, which once aborted iometry-run import).
    const Json plan = Json::parse(readText(std::string(IOMETRY_TEST_DATA) + "/../../../examples/disk-queue-depth.json"));
    int imported = 0, refused = 0;
    for (const char* file : {kVsan, "specs-only-2008.06.18.icf"}) {
        const std::string text = readText(corpusFile(file));
        for (std::size_t at = 0; at < text.size(); at += 37) {
            for (const unsigned char byte : {0x80, 0xA2, 0xD2, 0xE9, 0xFF}) {
                std::string bytes = text;
                bytes[at] = static_cast<char>(byte);
                for (const IcfImportResult& r : {importIcf(bytes), addIcfSpecs(bytes, plan)}) {
                    QVERIFY2(iometry::import_icf::isUtf8(r.error), r.error.c_str());
                    QVERIFY2(r.error.rfind(iometry::import_icf::kImporterFailed, 0) != 0,
                             r.error.c_str());
                    for (const std::string& note : r.notes)
                        QVERIFY2(iometry::import_icf::isUtf8(note), note.c_str());
                    if (!r.ok()) {
                        ++refused;
                        continue;
                    }
                    ++imported;
                    const std::string json = dumped(r);
                    QVERIFY2(json.rfind("dump() threw", 0) != 0, json.c_str());
                }
            }
        }
    }
    QVERIFY(imported > 0 && refused > 0);
}

QTEST_APPLESS_MAIN(TestIcfImport)
#include "test_icf_import.moc"
