// fio job file import (docs/fio-files.md, "Reading fio job files"): every job file of the
// shared corpus of real-world files (outside the project, IOMETRY_CORPUS/fio) imported and
// checked against its expect.json, written by hand from what fio 3.33 reads; and the small
// hand-written files of tests/unit/data/fio/ for what the corpus lacks (CR LF, no final
// newline, include cycles, bad units, rw=read:8k, thinktime, rate_iops, aliases and units).

#include "engine/import/fio_convert.hpp"
#include "engine/import/fio_import.hpp"
#include "engine/import/icf_plan.hpp"
#include "engine/plan/plan_json.hpp"
#include "tests/support/corpus.hpp"

#include <QtTest>

#include <map>
#include <string>
#include <vector>

using iometry::import_fio::FioImportResult;
using iometry::import_fio::importFio;
using iometry::import_fio::importFioFile;
using Json = nlohmann::ordered_json;

namespace {

const std::string kCorpus = IOMETRY_CORPUS "/fio";

std::string dataFile(const std::string& name) {
    return std::string(IOMETRY_TEST_DATA) + "/fio/" + name;
}

/** The variables the zfs and fiodiskmark files read, as their scripts set them. */
const std::map<std::string, std::string>& corpusEnvironment() {
    static const std::map<std::string, std::string> env = {
        {"DIRECTORY", "/tmp/iometry-zfs"}, {"RUNTIME", "30"},      {"SYNC_TYPE", "1"},
        {"DIRECT", "1"},                   {"NUMJOBS", "4"},       {"RANDSEED", "1234"},
        {"COMPPERCENT", "66"},             {"COMPCHUNK", "4096"},  {"FDM_ENGINE", "io_uring"},
        {"FDM_DIR", "/tmp/iometry-fdm"},   {"FDM_SIZE", "8"},      {"FDM_ZERO", "0"},
        {"FDM_LOOPS", "5"},                {"FDM_DURATION", "30"}, {"FDM_Q8SIZE", "1"},
    };
    return env;
}

/** Imports @p path with @p env as the environment (nothing else is set). */
FioImportResult importWith(const std::string& path, const std::map<std::string, std::string>& env) {
    const std::optional<std::string> text = iometry::import_icf::readWholeFile(path);
    if (!text) qFatal("cannot read %s", path.c_str());
    return importFio(*text, path, iometry::import_icf::readWholeFile,
                     [&](const std::string& name) -> std::optional<std::string> {
                         const auto it = env.find(name);
                         if (it == env.end()) return std::nullopt;
                         return it->second;
                     });
}

std::string allNotes(const FioImportResult& r) {
    std::string out;
    for (const std::string& n : r.notes) out += n + "\n";
    return out;
}

bool hasNote(const FioImportResult& r, const std::string& text) {
    return allNotes(r).find(text) != std::string::npos;
}

/** The plan's workers of spec @p spec. */
std::vector<Json> workersOf(const Json& plan, const std::string& spec) {
    std::vector<Json> out;
    for (const Json& w : plan["workers"])
        if (w["spec"] == spec) out.push_back(w);
    return out;
}

/** A JSON value of expect.json that may be "${VAR}": the variable's value in the corpus env. */
Json expected(const Json& v) {
    if (!v.is_string()) return v;
    const std::string s = v.get<std::string>();
    if (s.size() > 3 && s.compare(0, 2, "${") == 0) {
        const std::string value = corpusEnvironment().at(s.substr(2, s.size() - 3));
        if (value == "0" || value == "1") return value == "1";
        return std::stoi(value);
    }
    return v;
}

}  // namespace

class TestFioImport : public QObject {
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void corpusVariablesUnset_data();
    void corpusVariablesUnset();
    void cephRbdRefused();

    void sizes_data();
    void sizes();
    void times_data();
    void times();

    void crlfAndNoFinalNewline();
    void aliasesAndUnits();
    void rwWithOffsetSuffix();
    void thinktime();
    void rateIops();
    void malformed_data();
    void malformed();
    void commentsCutLikeFio();
    void noJobs();
    void blockDevice();
    void offsetAndBuffers();
    void includesTooDeep();
    void refusedJobs_data();
    void refusedJobs();
    void perDirectionSizes();
    void tellsFioFromIcf();
};

void TestFioImport::corpus_data() {
    IOMETRY_NEEDS_CORPUS();
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("expect");
    const std::optional<std::string> text = iometry::import_icf::readWholeFile(kCorpus + "/expect.json");
    if (!text) QFAIL(qPrintable(QString("the fio corpus is missing: %1").arg(QString::fromStdString(kCorpus))));
    const Json all = Json::parse(*text);
    QVERIFY(all.size() >= 19);
    for (const Json& e : all) {
        const std::string name = e["file"];
        if (e["first_job"].is_null()) continue;
        QTest::newRow(name.c_str()) << QString::fromStdString(kCorpus + "/" + name)
                                    << QByteArray::fromStdString(e.dump());
    }
}

void TestFioImport::corpus() {
    QFETCH(QString, file);
    QFETCH(QByteArray, expect);
    const Json e = Json::parse(expect.toStdString());
    const FioImportResult r = importWith(file.toStdString(), corpusEnvironment());
    if (e["unmappable"].dump().find("\"ioengine\"") != std::string::npos &&
        file.contains("rbd")) {
        QVERIFY(!r.ok());
        return;  // cephRbdRefused says how
    }
    QVERIFY2(r.ok(), r.error.c_str());
    // The plan validates, and a file of jobs is a spec per job.
    const Json& plan = *r.plan;
    QVERIFY(iometry::model::parsePlan(plan).ok());
    QCOMPARE(plan["specs"].size(), e["jobs"].get<std::size_t>());

    // The first job: its spec and its workers (one per clone).
    const Json& first = e["first_job"];
    const Json& spec = plan["specs"][0];
    const std::vector<Json> workers = workersOf(plan, spec["name"]);
    QCOMPARE(Json(static_cast<int>(workers.size())), expected(first["numjobs"]));
    const Json& line = spec["lines"][0];
    const int read = line.value("read", 0), random = line.value("random", 0);
    const bool mixed = read != 0 && read != 100;
    const std::string rw = std::string(random == 100 ? "rand" : "") +
                           (mixed ? "rw" : read == 100 ? "read" : "write");
    QCOMPARE(rw, first["rw"].get<std::string>());
    if (mixed) QCOMPARE(Json(read), first["rwmixread"]);
    // No single block size in the file (bssplit, or a read,write list): several lines, or one
    // direction's size with a note saying so.
    if (first["bs"].is_null())
        QVERIFY(spec["lines"].size() > 1 || hasNote(r, "a per-direction list"));
    else
        QCOMPARE(Json(spec["lines"].size() == 1 ? line["size"] : Json()), first["bs"]);
    for (const Json& w : workers) {
        QCOMPARE(Json(w["outstanding"]), expected(first["iodepth"]));
        QCOMPARE(Json(w.value("direct", true)), expected(first["direct"]));  // the plan's default: true
    }

    // Every option fio runs with that the plan cannot is named in the notes.
    for (const Json& u : e["unmappable"]) {
        const std::string name = u;
        QVERIFY2(hasNote(r, name), qPrintable(QString("%1 is not in the notes:\n%2")
                                                  .arg(QString::fromStdString(name),
                                                       QString::fromStdString(allNotes(r)))));
    }
}

void TestFioImport::corpusVariablesUnset_data() {
    IOMETRY_NEEDS_CORPUS();
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("variable");
    QTest::newRow("zfs") << QString::fromStdString(kCorpus + "/openzfs-perf-random-readwrite-envvars.fio")
                         << "numjobs=${NUMJOBS}" << "NUMJOBS";  // what fio 3.33 names first too
    QTest::newRow("fiodiskmark")
        << QString::fromStdString(kCorpus + "/fiodiskmark-crystaldiskmark-default-envvars.fio")
        << "ioengine=${FDM_ENGINE}" << "FDM_ENGINE";
}

void TestFioImport::corpusVariablesUnset() {
    // fio reads an unset ${VAR} as empty, which then fails to parse: the error names the
    // option, its line and the variable.
    QFETCH(QString, file);
    QFETCH(QString, option);
    QFETCH(QString, variable);
    const FioImportResult r = importWith(file.toStdString(), {});
    QVERIFY(!r.ok());
    QVERIFY(r.errorLine > 0);
    const QString error = QString::fromStdString(r.error);
    QVERIFY2(error.contains(option), qPrintable(error));
    QVERIFY2(error.contains("environment variable " + variable + " is not set"), qPrintable(error));
    QVERIFY(error.startsWith(QString("line %1: ").arg(r.errorLine)));

    // Only RUNTIME unset: its own option is named.
    auto env = corpusEnvironment();
    env.erase("RUNTIME");
    const FioImportResult z = importWith(kCorpus + "/openzfs-perf-random-readwrite-envvars.fio", env);
    QVERIFY(!z.ok());
    QVERIFY2(z.error.find("runtime=${RUNTIME}: the environment variable RUNTIME is not set") != std::string::npos,
             z.error.c_str());
}

void TestFioImport::cephRbdRefused() {
    IOMETRY_NEEDS_CORPUS();
    const FioImportResult r = importWith(kCorpus + "/ceph-benchmark-rbd-engine-8jobs.fio", {});
    QVERIFY(!r.ok());
    QVERIFY(!r.plan);
    QVERIFY(r.notes.empty());
    QVERIFY2(r.error.find("ioengine=rbd") != std::string::npos, r.error.c_str());
    QVERIFY2(r.error.find("[sequential_writes_bs4M_iodepth16]") != std::string::npos, r.error.c_str());
    QCOMPARE(r.errorLine, 2);
}

void TestFioImport::sizes_data() {
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("kbBase");
    QTest::addColumn<qulonglong>("bytes");  // 0: refused
    QTest::newRow("plain") << "512" << 1024 << 512ull;
    QTest::newRow("k") << "4k" << 1024 << 4096ull;
    QTest::newRow("kB") << "4kB" << 1024 << 4096ull;
    QTest::newRow("KiB is decimal by default") << "4KiB" << 1024 << 4000ull;
    QTest::newRow("kb_base 1000: k") << "4k" << 1000 << 4000ull;
    QTest::newRow("kb_base 1000: KiB") << "4KiB" << 1000 << 4096ull;
    QTest::newRow("M") << "1M" << 1024 << 1048576ull;
    QTest::newRow("g") << "10g" << 1024 << 10737418240ull;
    QTest::newRow("B") << "1B" << 1024 << 1ull;
    QTest::newRow("hex") << "0x1000" << 1024 << 4096ull;
    QTest::newRow("fraction") << "0.5g" << 1024 << 0ull;
    QTest::newRow("unknown unit") << "4q" << 1024 << 0ull;
    QTest::newRow("percentage") << "50%" << 1024 << 0ull;
    QTest::newRow("empty") << "" << 1024 << 0ull;
    QTest::newRow("overflow") << "99999999999p" << 1024 << 0ull;
}

void TestFioImport::sizes() {
    QFETCH(QString, value);
    QFETCH(int, kbBase);
    QFETCH(qulonglong, bytes);
    try {
        const auto got = iometry::import_fio::parseFioSize(value.toStdString(), kbBase);
        QVERIFY2(bytes != 0, "accepted");
        QCOMPARE(static_cast<qulonglong>(got), bytes);
    } catch (const std::invalid_argument&) {
        QCOMPARE(bytes, 0ull);
    }
}

void TestFioImport::times_data() {
    QTest::addColumn<QString>("value");
    QTest::addColumn<qulonglong>("unitUs");
    QTest::addColumn<qulonglong>("us");  // 0: refused
    QTest::newRow("seconds by default") << "60" << 1000000ull << 60000000ull;
    QTest::newRow("2M is minutes") << "2M" << 1000000ull << 120000000ull;
    QTest::newRow("ms") << "500ms" << 1000000ull << 500000ull;
    QTest::newRow("us") << "20us" << 1000000ull << 20ull;
    QTest::newRow("h") << "1h" << 1000000ull << 3600000000ull;
    QTest::newRow("d") << "1d" << 1000000ull << 86400000000ull;
    QTest::newRow("thinktime in microseconds") << "1500" << 1ull << 1500ull;
    QTest::newRow("s") << "20s" << 1000000ull << 20000000ull;
    QTest::newRow("unknown unit") << "5min" << 1000000ull << 0ull;
    QTest::newRow("fraction") << "1.5" << 1000000ull << 0ull;
}

void TestFioImport::times() {
    QFETCH(QString, value);
    QFETCH(qulonglong, unitUs);
    QFETCH(qulonglong, us);
    try {
        const auto got = iometry::import_fio::parseFioTime(value.toStdString(), unitUs);
        QVERIFY2(us != 0, "accepted");
        QCOMPARE(static_cast<qulonglong>(got), us);
    } catch (const std::invalid_argument&) {
        QCOMPARE(us, 0ull);
    }
}

void TestFioImport::crlfAndNoFinalNewline() {
    const FioImportResult crlf = importFioFile(dataFile("crlf.fio"));
    QVERIFY2(crlf.ok(), crlf.error.c_str());
    const Json& w = (*crlf.plan)["workers"][0];
    QCOMPARE(w["name"].get<std::string>(), std::string("crlf-job"));  // no CR in the name
    QCOMPARE(w["engine"].get<std::string>(), std::string("libaio"));
    QCOMPARE(w["outstanding"].get<int>(), 4);
    QCOMPARE(w["file_size"].get<std::uint64_t>(), std::uint64_t{16} << 20);
    QCOMPARE((*crlf.plan)["specs"][0]["lines"][0]["size"].get<int>(), 8192);
    QCOMPARE((*crlf.plan)["specs"][0]["lines"][0]["random"].get<int>(), 100);

    const FioImportResult last = importFioFile(dataFile("no-final-newline.fio"));
    QVERIFY2(last.ok(), last.error.c_str());
    QCOMPARE((*last.plan)["run_s"].get<int>(), 5);  // the last line, without its newline
    QCOMPARE((*last.plan)["workers"][0]["direct"].get<bool>(), false);  // fio's default, written
    QCOMPARE((*last.plan)["workers"][0]["engine"].get<std::string>(), std::string("sync"));  // psync
    QVERIFY(hasNote(last, "runtime without time_based"));
}

void TestFioImport::aliasesAndUnits() {
    const FioImportResult r = importFioFile(dataFile("aliases.fio"));
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& plan = *r.plan;
    QCOMPARE(plan["run_s"].get<int>(), 30);    // timeout=30
    QCOMPARE(plan["ramp_s"].get<int>(), 120);  // ramp_time=2M: minutes
    // wait_for_previous in [global]: every job waits for the one before it.
    QCOMPARE(plan["sweep"]["phase"], Json::parse("[0, 1]"));
    QVERIFY(!plan["workers"][0].contains("phase"));  // 0, the default
    QCOMPARE(plan["workers"][1]["phase"].get<int>(), 1);
    QVERIFY(hasNote(r, "wait_for_previous: the jobs run in 2 phases"));
    for (const Json& spec : plan["specs"]) {
        QCOMPARE(spec["lines"][0]["read"].get<int>(), 75);  // rwmixwrite=25
        QCOMPARE(spec["lines"][0]["random"].get<int>(), 100);
    }
    QCOMPARE(plan["specs"][0]["lines"][0]["size"].get<int>(), 4000);  // 4KiB, kb_base 1024
    QCOMPARE(plan["specs"][1]["lines"][0]["size"].get<int>(), 4096);  // 4KiB, kb_base 1000
    QCOMPARE(plan["workers"][1]["file_size"].get<int>(), 8000000);    // 8MB, kb_base 1000
    for (const Json& w : plan["workers"]) QCOMPARE(w.value("direct", true), true);  // buffered=0 (true is the plan's default)
    QCOMPARE(plan["workers"][1]["engine"].get<std::string>(), std::string("libaio"));
    QCOMPARE(plan["workers"][1]["outstanding"].get<int>(), 8);
    QVERIFY(hasNote(r, "[second]: ioengine=posixaio runs as libaio"));
}

void TestFioImport::rwWithOffsetSuffix() {
    const FioImportResult r = importFioFile(dataFile("rw-read-8k.fio"));
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& line = (*r.plan)["specs"][0]["lines"][0];
    QCOMPARE(line["read"].get<int>(), 100);
    QCOMPARE(line["random"].get<int>(), 0);
    QVERIFY2(hasNote(r, "[holes]: rw=read:8k: the \":8k\""), allNotes(r).c_str());
}

void TestFioImport::thinktime() {
    const FioImportResult r = importFioFile(dataFile("thinktime.fio"));
    QVERIFY2(r.ok(), r.error.c_str());
    // thinktime=2ms after 16 I/Os: delay_ms 2, burst 16 — exact.
    const Json& think = (*r.plan)["specs"][0]["lines"][0];
    QCOMPARE(think["delay_ms"].get<int>(), 2);
    QCOMPARE(think["burst"].get<int>(), 16);
    // 1500 µs (the default unit) is not whole milliseconds: listed, not applied.
    const Json& us = (*r.plan)["specs"][1]["lines"][0];
    QCOMPARE(us["delay_ms"].get<int>(), 0);
    QVERIFY2(hasNote(r, "[think-us]: thinktime=1500: a pause of 1500 µs"), allNotes(r).c_str());
}

void TestFioImport::rateIops() {
    const FioImportResult r = importFioFile(dataFile("rate-iops.fio"));
    QVERIFY2(r.ok(), r.error.c_str());
    QVERIFY2(hasNote(r, "rate_iops=500 ([paced]): not carried over, fio caps each direction apart and times an I/O from its submission"),
             allNotes(r).c_str());
    QCOMPARE((*r.plan)["specs"][0]["lines"][0]["delay_ms"].get<int>(), 0);
}

void TestFioImport::malformed_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("inFile");
    QTest::newRow("option outside a section")
        << "outside-section.fio"
        << "line 2: option \"bs=4k\" outside of a [section] (fio: \"option outside of [] job section\")" << 2 << "";
    QTest::newRow("bad unit") << "bad-unit.fio"
                              << "line 3: bs=4q: is not a size: \"4q\" has an unknown unit \"q\" (fio's are k, "
                                 "m, g, t, p with an optional B or iB)" << 3 << "";
    QTest::newRow("fraction") << "fraction.fio"
                              << "line 2: size=0.5g: is not a size: \"0.5g\" is a fraction" << 2 << "";
    QTest::newRow("include cycle")
        << "include-cycle.fio"
        << "include-cycle-b.fio, line 3: include include-cycle.fio includes itself (an include cycle)" << 3
        << "include-cycle-b.fio";
    QTest::newRow("section in an include")
        << "include-section.fio"
        << "section-inside.inc, line 2: an included file cannot open a section" << 2 << "section-inside.inc";
}

void TestFioImport::malformed() {
    QFETCH(QString, file);
    QFETCH(QString, error);
    QFETCH(int, line);
    QFETCH(QString, inFile);
    const FioImportResult r = importFioFile(dataFile(file.toStdString()));
    QVERIFY(!r.ok());
    QVERIFY(r.notes.empty());
    QVERIFY2(QString::fromStdString(r.error).startsWith(error), r.error.c_str());
    QCOMPARE(r.errorLine, line);
    QCOMPARE(QString::fromStdString(r.errorFile), inFile);
}

void TestFioImport::commentsCutLikeFio() {
    // fio cuts at the first ';', then at the first '#', wherever they are: a value can hold
    // neither. "stonewall;rw=write" is a bare stonewall.
    const std::string text = "[a]\nrw=write\t; a comment\nsize=8m # another\n"
                             "[b]\nstonewall;rw=write\nfilename=/tmp/x#y\nsize=8m\n";
    const FioImportResult r = importFio(text, "/tmp/t.fio", nullptr, nullptr);
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& plan = *r.plan;
    QCOMPARE(plan["specs"][0]["lines"][0]["read"].get<int>(), 0);
    QCOMPARE(plan["workers"][0]["file_size"].get<int>(), 8 << 20);
    QCOMPARE(plan["specs"][1]["lines"][0]["read"].get<int>(), 100);  // rw=write was a comment
    QCOMPARE(plan["workers"][1]["path"].get<std::string>(), std::string("/tmp/x"));
    QCOMPARE(plan["workers"][1]["phase"].get<int>(), 1);
}

void TestFioImport::noJobs() {
    const FioImportResult r = importFio("[global]\nbs=4k\n", "g.fio", nullptr, nullptr);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.find("no job section") != std::string::npos, r.error.c_str());
    const FioImportResult empty = importFio("", "e.fio", nullptr, nullptr);
    QVERIFY(!empty.ok());
}

void TestFioImport::blockDevice() {
    // A path under /dev/ is a block device: block_device, never force, the safety rules
    // noted; its span is the size given, within the plan's bounds (found by fuzz_fio_job).
    const FioImportResult r = importFio("[dev]\nfilename=/dev/sdz\nrw=randwrite\nsize=6666666666g\n"
                                        "[whole]\nfilename=/dev/sdy\n",
                                        "/tmp/d.fio", nullptr, nullptr);
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& dev = (*r.plan)["workers"][0];
    QCOMPARE(dev["block_device"].get<bool>(), true);
    QVERIFY(!dev.contains("force"));
    QCOMPARE(dev["file_size"].get<std::uint64_t>(), std::uint64_t{1} << 50);
    QVERIFY(!(*r.plan)["workers"][1].contains("file_size"));  // all of the device
    QVERIFY(hasNote(r, "[dev], [whole]: a block device: block_device true (never force)"));
    QVERIFY(hasNote(r, "size=6666666666g: above 2^50 bytes"));
}

void TestFioImport::offsetAndBuffers() {
    // docs/fio-files.md: offset= is start_offset (fio's region [offset, offset + size) is the
    // plan's span); refill_buffers is the nearest to full_random, noted; neither with verify.
    const FioImportResult r = importFio(
        "[a]\nfilename=/tmp/a\nrw=randwrite\nsize=1m\noffset=64k\nrefill_buffers\n"
        "[b]\nfilename=/tmp/b\nrw=write\nsize=1m\noffset=1000\n"
        "[c]\nfilename=/tmp/c\nrw=randrw\nsize=1m\noffset=10%\nverify=crc32c\n"
        "refill_buffers=1\n",
        "/tmp/o.fio", nullptr, nullptr);
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& a = (*r.plan)["workers"][0];
    QCOMPARE(a["start_offset"].get<std::uint64_t>(), std::uint64_t{65536});
    QCOMPARE(a["file_size"].get<std::uint64_t>(), std::uint64_t{1} << 20);
    QCOMPARE(a["data_pattern"].get<std::string>(), std::string("full_random"));
    QVERIFY(hasNote(r, "refill_buffers: data_pattern full_random"));
    const Json& b = (*r.plan)["workers"][1];
    QVERIFY(!b.contains("start_offset"));
    QVERIFY(!b.contains("data_pattern"));
    QVERIFY2(hasNote(r, "offset=1000: start_offset must be a multiple of 512 bytes"),
             allNotes(r).c_str());
    const Json& c = (*r.plan)["workers"][2];
    QVERIFY(!c.contains("start_offset"));
    QVERIFY(!c.contains("data_pattern"));  // verify: the writes carry the stamps
    QVERIFY2(hasNote(r, "offset=10%: a share of the file or device has no equivalent"),
             allNotes(r).c_str());
    QVERIFY2(hasNote(r, "refill_buffers=1: not carried over: with verify"), allNotes(r).c_str());
}

void TestFioImport::includesTooDeep() {
    // Each file includes the next: 16 deep is read, 17 is refused (fio itself has no limit).
    const auto chain = [](int depth) {
        return [depth](const std::string& path) -> std::optional<std::string> {
            const int n = std::stoi(path.substr(path.rfind('/') + 2));  // "/d/iN"
            if (n < depth) return "bs=4k\ninclude i" + std::to_string(n + 1) + "\n";
            return std::string("rw=write\n");
        };
    };
    const FioImportResult ok = importFio("[job]\ninclude i1\n", "/d/job.fio", chain(16), nullptr);
    QVERIFY2(ok.ok(), ok.error.c_str());
    QCOMPARE((*ok.plan)["specs"][0]["lines"][0]["read"].get<int>(), 0);  // the deepest file's rw
    const FioImportResult deep = importFio("[job]\ninclude i1\n", "/d/job.fio", chain(17), nullptr);
    QVERIFY(!deep.ok());
    QVERIFY2(deep.error.find("i16, line 2: include i17: includes nested more than 16 deep") != std::string::npos,
             deep.error.c_str());
}

void TestFioImport::refusedJobs_data() {
    QTest::addColumn<QString>("job");
    QTest::addColumn<QString>("error");
    QTest::newRow("trim") << "[t]\nrw=randtrim\n"
                          << "line 2: [t] rw=randtrim: Iometry's disk workers read and write, they do not trim";
    QTest::newRow("network engine") << "[global]\nioengine=net\n[n]\n"
                                    << "line 2: [n] ioengine=net: Iometry's disk workers reach local files";
    QTest::newRow("host keyword") << "[k]\nnumjobs=$ncpus\n"
                                  << "line 2: numjobs=$ncpus: uses fio's keyword $ncpus";
    QTest::newRow("unknown pattern") << "[k]\nrw=sideways\n"
                                     << "line 2: rw=sideways: is not an I/O pattern fio knows";
    QTest::newRow("bssplit over 100") << "[k]\nbssplit=4k/60:8k/60\n"
                                      << "line 2: bssplit=4k/60:8k/60: has percentages that add up to 120";
}

void TestFioImport::refusedJobs() {
    QFETCH(QString, job);
    QFETCH(QString, error);
    const FioImportResult r = importFio(job.toStdString(), "/tmp/r.fio", nullptr, nullptr);
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error).startsWith(error), r.error.c_str());
}

void TestFioImport::perDirectionSizes() {
    // bs=4k,64k in a 70/30 mix: a read line of 4k with share 70 and a write line of 64k with
    // share 30, exactly fio's choice per I/O. A filename with an escaped colon is one path;
    // a list of two is the first, noted.
    const FioImportResult r = importFio("[mix]\nrw=randrw\nrwmixread=70\nbs=4k,64k\n"
                                        "filename=/tmp/a\\:b:/tmp/c\nsize=1m\n",
                                        "/tmp/p.fio", nullptr, nullptr);
    QVERIFY2(r.ok(), r.error.c_str());
    const Json& lines = (*r.plan)["specs"][0]["lines"];
    QCOMPARE(lines.size(), std::size_t{2});
    QCOMPARE(lines[0]["size"].get<int>(), 4096);
    QCOMPARE(lines[0]["read"].get<int>(), 100);
    QCOMPARE(lines[0]["share"].get<int>(), 70);
    QCOMPARE(lines[1]["size"].get<int>(), 65536);
    QCOMPARE(lines[1]["read"].get<int>(), 0);
    QCOMPARE(lines[1]["share"].get<int>(), 30);
    QCOMPARE((*r.plan)["workers"][0]["path"].get<std::string>(), std::string("/tmp/a:b"));
    QVERIFY2(hasNote(r, "2 files that fio spreads each job's I/O over"), allNotes(r).c_str());
}

void TestFioImport::tellsFioFromIcf() {
    using iometry::import_fio::looksLikeFioJob;
    QVERIFY(looksLikeFioJob("x.fio", "Version 1.1.0\n"));
    QVERIFY(looksLikeFioJob("x.INI", ""));
    QVERIFY(!looksLikeFioJob("x.icf", "[global]\n"));
    QVERIFY(looksLikeFioJob("job", "; comment\n\n  [job]\nrw=read\n"));
    QVERIFY(!looksLikeFioJob("old", "Version 2006.07.27\n'TEST SETUP ====\n"));
}

QTEST_GUILESS_MAIN(TestFioImport)
#include "test_fio_import.moc"
