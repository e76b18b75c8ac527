// iometer.csv (engine/session/iometer_csv.hpp, docs/metrics.md "iometer.csv"): read back
// with a small reader written from IOmeter's results layout, the numbers are the
// MetricRows' own; the results recorder appends one test per finished step.

#include <QtTest>
#include <QTemporaryDir>
#include <clocale>
#include <fstream>
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <set>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/session/iometer_csv.hpp"
#include "engine/session/results_recorder.hpp"
#include "tests/support/corpus.hpp"

using iometry::results::IometerTest;
using iometry::results::MetricRow;
namespace model = iometry::model;
namespace stats = iometry::stats;

namespace {

/** One test of an IOmeter results file, as a reader of such files sees it. */
struct Test {
    std::string type, description, version, started, ended;
    std::vector<std::string> specNames;
    std::vector<std::vector<std::string>> specLines;
    std::vector<std::string> columns;                 ///< the header line, "'" removed
    std::vector<std::map<std::string, std::string>> rows;  ///< by column name
    std::vector<std::size_t> widths;                  ///< fields per row
    const std::map<std::string, std::string>& row(const std::string& type,
                                                  const std::string& name = "") const {
        for (const auto& r : rows)
            if (r.at("Target Type") == type && (name.empty() || r.at("Target Name") == name)) return r;
        static const std::map<std::string, std::string> none;
        return none;
    }
};

std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> out;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, ',')) out.push_back(field);
    if (!line.empty() && line.back() == ',') out.push_back("");
    return out;
}

/** Reads the file the way IOmeter's layout is read: by its quoted marker lines. */
struct Reader {
    std::vector<Test> tests;
    bool endTest = false;
    std::string error;

    explicit Reader(const std::string& text) {
        std::vector<std::string> lines;
        std::istringstream in(text);
        for (std::string l; std::getline(in, l);) lines.push_back(l);
        std::size_t i = 0;
        auto expect = [&](const std::string& marker) {
            if (i < lines.size() && lines[i] == marker) return ++i, true;
            error = "expected " + marker + " at line " + std::to_string(i + 1);
            return false;
        };
        while (i < lines.size() && error.empty()) {
            if (lines[i] == "'End Test") {
                endTest = true;
                ++i;
                continue;
            }
            Test t;
            if (!expect("'Test Type,Test Description")) break;
            const auto typeLine = split(lines[i++]);
            t.type = typeLine.at(0);
            t.description = typeLine.size() > 1 ? typeLine[1] : "";
            if (!expect("'Version")) break;
            t.version = lines[i++];
            if (!expect("'Time Stamp")) break;
            t.started = lines[i++];
            if (!expect("'Access specifications")) break;
            while (i < lines.size() && lines[i] == "'Access specification name,default assignment") {
                t.specNames.push_back(split(lines[++i]).at(0));
                ++i;
                if (!expect("'size,% of size,% reads,% random,delay,burst,align,reply")) break;
                while (i < lines.size() && lines[i][0] != '\'') t.specLines.push_back(split(lines[i++]));
            }
            if (!expect("'End access specifications") || !expect("'Results")) break;
            if (i >= lines.size() || lines[i].rfind("'Target Type,", 0) != 0) {
                error = "no header line after 'Results";
                break;
            }
            t.columns = split(lines[i++].substr(1));
            while (i < lines.size() && lines[i][0] != '\'') {
                const auto fields = split(lines[i++]);
                t.widths.push_back(fields.size());
                std::map<std::string, std::string> row;
                for (std::size_t c = 0; c < t.columns.size() && c < fields.size(); ++c)
                    row[t.columns[c]] = fields[c];
                t.rows.push_back(row);
            }
            if (!expect("'Time Stamp")) break;
            t.ended = lines[i++];
            tests.push_back(t);
        }
    }
};

double number(const std::map<std::string, std::string>& row, const std::string& column) {
    const auto it = row.find(column);
    if (it == row.end() || it->second.empty()) return std::nan("");
    return std::stod(it->second);
}

std::string field(const std::map<std::string, std::string>& row, const std::string& column) {
    const auto it = row.find(column);
    return it == row.end() ? "<none>" : it->second;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }

MetricRow traffic(const std::string& scope, const std::string& name, double scale) {
    MetricRow r;
    r.step = 2;
    r.repeat = "1";
    r.scope = scope;
    r.name = name;
    r.seconds = 4.0;
    r.readOpsPerS = 1000 * scale;
    r.writeOpsPerS = 0;
    r.opsPerS = r.readOpsPerS;
    r.readMbitPerS = r.readOpsPerS * 4096 * 8 / 1e6;
    r.mbitPerS = r.readMbitPerS;
    r.mbPerS = r.mbitPerS / 8;
    r.outstanding = 4;
    r.size = 4096;
    r.readPct = 100;
    r.latMeanUs = 812.5;
    r.latMaxUs = 9031.25;
    r.cpuPct = 12.5;
    r.cpuUserPct = 3.25;
    r.cpuSystemPct = 6;
    r.cpuIrqPct = 1;
    r.cpuSoftirqPct = 2.25;
    r.irqPerS = 15000;
    r.nicRxPps = 10;
    r.nicTxPps = 20;
    return r;
}

/** The step's rows when one worker is all it ran: ALL, the dynamo A and the worker @p w. */
std::vector<MetricRow> aloneOnA(const MetricRow& w) {
    MetricRow all = w, a = w;
    all.scope = all.name = "all";
    a.scope = "dynamo";
    a.name = "A";
    return {all, a, w};
}

model::Plan diskPlan() {
    model::Plan p;
    p.name = "disk, one";
    model::AccessSpec spec;
    spec.name = "4k read";
    model::AccessLine l;
    l.size = 65536;  // the step runs it at 4096 (test.specs below)
    l.read = 100;
    l.random = 100;
    l.burst = 2;
    l.delayMs = 3;
    spec.lines = {l};
    p.specs = {spec};
    model::WorkerDef w;
    w.name = "d1";
    w.dynamo = "A";
    model::DiskSettings disk;
    disk.path = "/var/tmp/x,y.dat";
    disk.fileSize = 1 << 20;
    w.settings = disk;
    w.outstanding = 4;
    w.spec = "4k read";
    p.workers = {w};
    model::SweepAxis axis;
    axis.param = model::SweepParam::Outstanding;
    axis.values = {1, 4};
    p.sweep = {axis};
    return p;
}

model::Plan tcpPlan() {
    model::Plan p;
    p.name = "tcp";
    p.repeats = 2;
    model::AccessSpec rr;
    rr.name = "rr";
    model::AccessLine l;
    l.size = 64;
    l.reply = 64;
    rr.lines = {l};
    model::AccessSpec other;
    other.name = "unused";
    other.lines = {l};
    p.specs = {other, rr};
    model::WorkerDef w;
    w.name = "t1";
    w.dynamo = "A";
    model::TcpSettings tcp;
    tcp.ends.bind = "127.0.0.1";
    tcp.ends.peer.dynamo = "B";
    tcp.ends.peer.address = "127.0.0.2";
    w.settings = tcp;
    w.spec = "rr";
    p.workers = {w};
    return p;
}

/**
 * The columns IOmeter fills, by row type (ALL, MANAGER …), in the results files of the
 * corpus (../shared/corpus/iometer/), read as a reader of such files reads them: from the
 * `'Target Type` column of each header line on, the older files' column names as 1.1.0's.
 */
std::map<std::string, std::set<std::string>> columnsIometerFills() {
    const std::map<std::string, std::string> newer = {
        {"MBps", "MiBps (Binary)"},           {"Read MBps", "Read MiBps (Binary)"},
        {"Write MBps", "Write MiBps (Binary)"}, {"MBps (Binary)", "MiBps (Binary)"},
        {"Read MBps (Binary)", "Read MiBps (Binary)"},
        {"Write MBps (Binary)", "Write MiBps (Binary)"}};
    std::map<std::string, std::set<std::string>> filled;
    for (const char* name : {"results-1.1.0-network-loopback.csv",
                             "results-1.1.0-last-update-instant.csv",
                             "results-2008.06.18-qd-cycling.csv"}) {
        std::ifstream in(std::string(IOMETRY_CORPUS) + "/iometer/" + name, std::ios::binary);
        std::vector<std::string> columns;
        std::size_t first = 0;
        for (std::string l; std::getline(in, l);) {
            if (!l.empty() && l.back() == '\r') l.pop_back();
            std::vector<std::string> fields = split(l);
            const auto type = std::find(fields.begin(), fields.end(), "'Target Type");
            if (type != fields.end()) {
                first = static_cast<std::size_t>(type - fields.begin());
                columns.assign(type + 1, fields.end());
                for (auto& c : columns)
                    if (newer.count(c)) c = newer.at(c);
                continue;
            }
            if (columns.empty() || fields.size() <= first) continue;
            const std::string& rowType = fields[first];
            if (rowType.empty() || rowType[0] == '\'' || !std::isupper(rowType[0])) continue;
            for (std::size_t c = 0; c < columns.size() && first + 1 + c < fields.size(); ++c)
                if (!fields[first + 1 + c].empty()) filled[rowType].insert(columns[c]);
        }
    }
    return filled;
}

/** The rows of type @p type in a results file of the corpus, by their header's column names
 *  (files whose header starts with `'Target Type`). */
std::vector<std::map<std::string, std::string>> corpusRows(const std::string& name,
                                                           const std::string& type) {
    std::ifstream in(std::string(IOMETRY_CORPUS) + "/iometer/" + name, std::ios::binary);
    std::vector<std::string> columns;
    std::vector<std::map<std::string, std::string>> rows;
    for (std::string l; std::getline(in, l);) {
        if (!l.empty() && l.back() == '\r') l.pop_back();
        const auto f = split(l);
        if (!f.empty() && f[0] == "'Target Type") columns = f;
        if (columns.empty() || f.empty() || f[0] != type) continue;
        std::map<std::string, std::string> r;
        for (std::size_t c = 0; c < columns.size() && c < f.size(); ++c) r[columns[c]] = f[c];
        rows.push_back(r);
    }
    return rows;
}

bool isNumber(const std::string& text) {
    if (text.empty()) return false;
    char* end = nullptr;
    std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size();
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

class TestIometerCsv : public QObject {
    Q_OBJECT
private slots:
    void headerIsIometer110s() {
        // The header row of a results file IOmeter 1.1.0 itself wrote (a file people shared,
        // ../shared/corpus/iometer/): iometer.csv's columns are the same, in the same order,
        // so the tools that read IOmeter's results read ours.
        IOMETRY_NEEDS_CORPUS();
        std::ifstream in(IOMETRY_CORPUS "/iometer/results-1.1.0-network-loopback.csv", std::ios::binary);
        QVERIFY2(in, "the IOmeter corpus is missing");
        std::string line;
        while (std::getline(in, line) && line.rfind("'Target Type,", 0) != 0) {}
        QVERIFY(!line.empty());
        if (!line.empty() && line.back() == '\r') line.pop_back();  // IOmeter wrote CR LF
        std::vector<std::string> theirs;
        std::stringstream fields(line.substr(1));  // past the comment mark
        for (std::string f; std::getline(fields, f, ',');) theirs.push_back(f);
        QCOMPARE(theirs.size(), std::size_t(80));
        QCOMPARE(iometry::results::iometerColumns(), theirs);
        // Its access specification lines end with a comma (ours too: diskStepReadsBackAsTheRows).
        in.clear();
        in.seekg(0);
        int specLines = 0;
        for (std::string l; std::getline(in, l);)
            if (l.rfind("'size,% of size", 0) == 0 && std::getline(in, l)) {
                if (!l.empty() && l.back() == '\r') l.pop_back();
                QVERIFY2(!l.empty() && l.back() == ',', l.c_str());
                ++specLines;
            }
        QVERIFY(specLines > 0);
    }

    void diskStepReadsBackAsTheRows() {
        // A locale with a decimal comma must not reach the numbers.
        const bool comma = std::setlocale(LC_ALL, "de_DE.UTF-8") != nullptr;
        IometerTest test;
        test.step = 2;
        test.repeat = 1;
        test.specs = diskPlan().specs;
        test.specs[0].lines[0].size = 4096;
        const MetricRow all = traffic("all", "all", 1);
        MetricRow a = traffic("dynamo", "A", 1);
        a.cpuPct = 30;
        const MetricRow w = traffic("worker", "d1", 1);
        test.rows = {all, a, w};
        for (int c : {10, 2, 0}) {  // out of order, and 10 after 2 as a number
            MetricRow core;
            core.scope = "core";
            core.name = "A/cpu" + std::to_string(c);
            core.cpuPct = 10.0 + c;
            core.cpuUserPct = c;
            core.cpuSystemPct = 1;
            core.cpuIrqPct = 0.5;
            core.cpuSoftirqPct = 0.25;
            test.cores.push_back(core);
        }
        MetricRow stranger = test.cores[0];
        stranger.name = "AB/cpu7";  // another dynamo whose name starts alike
        test.cores.push_back(stranger);
        test.started = std::chrono::system_clock::from_time_t(1700000000) + std::chrono::milliseconds(42);
        test.ended = test.started + std::chrono::seconds(5);
        const std::string text = iometry::results::iometerTestBlock(diskPlan(), test);
        if (comma) std::setlocale(LC_ALL, "C");

        Reader reader(text);
        QVERIFY2(reader.error.empty(), reader.error.c_str());
        QCOMPARE(reader.tests.size(), std::size_t{1});
        QVERIFY(!reader.endTest);
        const Test& t = reader.tests[0];
        QCOMPARE(t.type, std::string("6"));  // IOmeter's "Cycle # Outstanding I/Os"
        QCOMPARE(t.description, std::string("disk  one step 2"));
        QVERIFY2(t.version.rfind("1.1.0 ", 0) == 0, t.version.c_str());
        const std::regex stamp(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d:042)");
        QVERIFY2(std::regex_match(t.started, stamp), t.started.c_str());
        QVERIFY2(std::regex_match(t.ended, stamp), t.ended.c_str());
        QCOMPARE(t.specNames, std::vector<std::string>{"4k read"});
        QCOMPARE(t.specLines.size(), std::size_t{1});
        // With IOmeter 1.1.0's comma at the end (its files' spec lines all have it).
        QCOMPARE(t.specLines[0],
                 (std::vector<std::string>{"4096", "100", "100", "100", "3", "2", "0", "0", ""}));
        QVERIFY(text.find("\n4096,100,100,100,3,2,0,0,\n") != std::string::npos);
        QCOMPARE(t.columns, iometry::results::iometerColumns());
        QCOMPARE(t.columns.size(), std::size_t{80});
        for (std::size_t width : t.widths) QCOMPARE(width, std::size_t{80});

        std::vector<std::string> order;
        for (const auto& r : t.rows) order.push_back(r.at("Target Type") + ":" + r.at("Target Name"));
        QCOMPARE(order, (std::vector<std::string>{"ALL:All", "MANAGER:A", "PROCESSOR:CPU 0",
                                                  "PROCESSOR:CPU 2", "PROCESSOR:CPU 10",
                                                  "WORKER:d1", "DISK:/var/tmp/x y.dat"}));

        const auto& rAll = t.row("ALL");
        QCOMPARE(field(rAll, "Access Specification Name"), std::string("4k read"));
        QCOMPARE(field(rAll, "# Managers"), std::string("1"));
        QCOMPARE(field(rAll, "# Workers"), std::string("1"));
        QCOMPARE(field(rAll, "# Disks"), std::string("1"));
        QCOMPARE(field(rAll, "IOps"), std::string("1000.000000"));  // six decimals, a point
        for (const auto* pair : {&rAll, &t.row("MANAGER", "A"), &t.row("WORKER", "d1"), &t.row("DISK")}) {
            const auto& r = *pair;
            const MetricRow& m = pair == &rAll ? all : pair == &t.row("MANAGER", "A") ? a : w;
            QVERIFY(near(number(r, "IOps"), m.opsPerS));
            QVERIFY(near(number(r, "Read IOps"), m.readOpsPerS));
            QVERIFY(near(number(r, "Write IOps"), 0));
            QVERIFY(near(number(r, "MBps (Decimal)"), m.mbPerS));
            QVERIFY(near(number(r, "Read MBps (Decimal)"), m.readMbitPerS / 8));
            QVERIFY(near(number(r, "MiBps (Binary)"), m.mbPerS * 1e6 / 1048576));
            QVERIFY(near(number(r, "Average Response Time"), m.latMeanUs / 1000));
            QVERIFY(near(number(r, "Average Read Response Time"), m.latMeanUs / 1000));
            QVERIFY(near(number(r, "Average Write Response Time"), 0));
            QVERIFY(near(number(r, "Maximum Response Time"), m.latMaxUs / 1000));
            QVERIFY(near(number(r, "Maximum Read Response Time"), m.latMaxUs / 1000));
            // IOmeter counts each disk I/O as a transaction, timed as its response.
            QVERIFY(near(number(r, "Transactions per Second"), m.opsPerS));
            QVERIFY(near(number(r, "Average Transaction Time"), m.latMeanUs / 1000));
            QVERIFY(near(number(r, "Maximum Transaction Time"), m.latMaxUs / 1000));
            QCOMPARE(field(r, "Errors"), std::string("0"));
            QCOMPARE(field(r, "Read Errors"), std::string("0"));
            QCOMPARE(field(r, "Write Errors"), std::string("0"));
            QVERIFY(near(number(r, "Bytes Read"), m.readMbitPerS * 1e6 / 8 * m.seconds));
            QVERIFY(near(number(r, "Read I/Os"), m.readOpsPerS * m.seconds));
            QCOMPARE(field(r, "Transactions per Connection"), std::string("-1"));
            QCOMPARE(field(r, "Queue Depth"), std::string("4"));
            QCOMPARE(field(r, "Starting Sector"), std::string("0"));
            QCOMPARE(field(r, "Maximum Size"), std::string("2048"));
            QCOMPARE(field(r, "0 to 50 uS"), std::string(""));
            QCOMPARE(field(r, " >= 10 s"), std::string(""));
        }
        // Raw times in ns, said by the processor speed; the ALL row leaves them empty.
        const auto& rw = t.row("WORKER", "d1");
        // A double with six decimals, as IOmeter 1.1.0 writes its 10000000.000000.
        QCOMPARE(field(rw, "Processor Speed"), std::string("1000000000.000000"));
        QCOMPARE(field(t.row("PROCESSOR", "CPU 0"), "Processor Speed"), std::string("1000000000.000000"));
        QVERIFY(near(number(rw, "Total Raw Run Time"), 4e9));
        QVERIFY(near(number(rw, "Total Raw Read Response Time"), 812.5e3 * 4000));
        QVERIFY(near(number(rw, "Total Raw Transaction Time"), 812.5e3 * 4000));
        QVERIFY(near(number(rw, "Maximum Raw Transaction Time"), 9031.25e3));
        QCOMPARE(field(rAll, "Total Raw Run Time"), std::string(""));
        QCOMPARE(field(rAll, "Processor Speed"), std::string(""));
        // CPU: ALL and MANAGER carry the host's, a WORKER none (as IOmeter).
        const auto& rm = t.row("MANAGER", "A");
        QVERIFY(near(number(rm, "% CPU Utilization"), 30));
        QVERIFY(near(number(rAll, "% CPU Utilization"), 12.5));
        QVERIFY(near(number(rm, "% User Time"), 3.25));
        QVERIFY(near(number(rm, "% Privileged Time"), 6 + 1 + 2.25));
        QVERIFY(near(number(rm, "% DPC Time"), 2.25));
        QVERIFY(near(number(rm, "% Interrupt Time"), 1));
        QVERIFY(near(number(rm, "Interrupts per Second"), 15000));
        QVERIFY(near(number(rm, "CPU Effectiveness"), 1000.0 / 30));
        QVERIFY(near(number(rm, "Packets/Second"), 30));
        QCOMPARE(field(rw, "% CPU Utilization"), std::string(""));
        const auto& cpu10 = t.row("PROCESSOR", "CPU 10");
        QVERIFY(near(number(cpu10, "% CPU Utilization"), 20));
        QVERIFY(near(number(cpu10, "% User Time"), 10));
        QVERIFY(near(number(cpu10, "% Privileged Time"), 1.75));
        QCOMPARE(field(cpu10, "IOps"), std::string(""));
    }

    void transactionsAndPartnerDynamo() {
        IometerTest test;
        test.step = 0;
        test.repeat = 2;
        MetricRow all = traffic("all", "all", 2);
        all.writeOpsPerS = all.readOpsPerS;
        all.opsPerS = 2 * all.readOpsPerS;
        all.transactionsPerS = all.readOpsPerS;
        all.errors = 3;
        MetricRow a = all, b = all, w = all;
        a.scope = b.scope = "dynamo";
        a.name = "A";
        b.name = "B";
        w.scope = "worker";
        w.name = "t1";
        MetricRow stream = all;  // a stream step: no latency recorded
        test.rows = {all, a, b, w};
        const std::string text = iometry::results::iometerTestBlock(tcpPlan(), test);
        Reader reader(text);
        QVERIFY2(reader.error.empty(), reader.error.c_str());
        const Test& t = reader.tests.at(0);
        QCOMPARE(t.type, std::string("0"));
        QCOMPARE(t.description, std::string("tcp step 0 repeat 2"));
        QCOMPARE(t.specNames, std::vector<std::string>{"rr"});  // only the spec that ran
        std::vector<std::string> order;
        for (const auto& r : t.rows) order.push_back(r.at("Target Type") + ":" + r.at("Target Name"));
        QCOMPARE(order, (std::vector<std::string>{"ALL:All", "MANAGER:A", "PROCESSOR:All CPUs",
                                                  "WORKER:t1",
                                                  "NETWORK:A:127.0.0.1 >> B:127.0.0.2",
                                                  "MANAGER:B", "PROCESSOR:All CPUs"}));
        QCOMPARE(field(t.row("MANAGER", "B"), "# Workers"), std::string("0"));
        QCOMPARE(field(t.row("MANAGER", "A"), "# Workers"), std::string("1"));
        // A round trip is the transaction time, and the response time too, as in IOmeter;
        // the replies, timed inside it, have its times.
        for (const auto& r : {t.row("ALL"), t.row("WORKER", "t1")}) {
            QVERIFY(near(number(r, "Transactions per Second"), 2000));
            QVERIFY(near(number(r, "Average Transaction Time"), 0.8125));
            QVERIFY(near(number(r, "Maximum Transaction Time"), 9.03125));
            QVERIFY(near(number(r, "Average Response Time"), 0.8125));
            QVERIFY(near(number(r, "Average Read Response Time"), 0.8125));
            QVERIFY(near(number(r, "Maximum Write Response Time"), 9.03125));
            // Errors both ways, counted but not split: IOmeter's -1, the total in Errors.
            QCOMPARE(field(r, "Errors"), std::string("3"));
            QCOMPARE(field(r, "Read Errors"), std::string("-1"));
            QCOMPARE(field(r, "Write Errors"), std::string("-1"));
            QVERIFY(near(number(r, "IOps"), 4000));
        }
        QVERIFY(near(number(t.row("WORKER", "t1"), "Total Raw Transaction Time"), 812.5e3 * 8000));

        stream.latEmpty = true;
        stream.transactionsPerS = 0;
        test.rows = {stream};
        Reader streams(iometry::results::iometerTestBlock(tcpPlan(), test));
        QVERIFY2(streams.error.empty(), streams.error.c_str());
        const auto& r = streams.tests.at(0).row("ALL");
        // A stream times nothing: IOmeter's 0 (everyColumnIometerFillsHoldsANumber has the rest).
        QCOMPARE(field(r, "Average Response Time"), std::string("0.000000"));
        QCOMPARE(field(r, "Average Transaction Time"), std::string("0.000000"));
    }

    void mixedRowsTimeReadsAndWritesApart() {
        // A 67/33 disk row whose dynamo timed reads and writes apart: each direction's
        // average, maximum and raw sum are its own (docs/metrics.md, "iometer.csv"), as
        // IOmeter 1.1.0 writes them; the whole is the ops-weighted mean of the two.
        IometerTest test;
        test.specs = diskPlan().specs;
        MetricRow w = traffic("worker", "d1", 1);
        w.readOpsPerS = 670;
        w.writeOpsPerS = 330;
        w.opsPerS = 1000;
        w.readLatEmpty = w.writeLatEmpty = false;
        w.readLatMeanUs = 100;
        w.readLatMaxUs = 900;
        w.writeLatMeanUs = 2000;
        w.writeLatMaxUs = 9031.25;
        w.latMeanUs = (670 * 100.0 + 330 * 2000.0) / 1000;
        MetricRow all = w;
        all.scope = all.name = "all";
        MetricRow old = w;  // a dynamo that timed them together: the split is unknown
        old.name = "d2";
        old.readLatEmpty = old.writeLatEmpty = true;
        test.rows = {all, w, old};
        Reader reader(iometry::results::iometerTestBlock(diskPlan(), test));
        QVERIFY2(reader.error.empty(), reader.error.c_str());
        const Test& t = reader.tests.at(0);
        for (const auto& r : {t.row("ALL"), t.row("WORKER", "d1")}) {
            QVERIFY(near(number(r, "Average Response Time"), 0.727));
            QVERIFY(near(number(r, "Average Read Response Time"), 0.1));
            QVERIFY(near(number(r, "Average Write Response Time"), 2.0));
            QVERIFY(near(number(r, "Maximum Read Response Time"), 0.9));
            QVERIFY(near(number(r, "Maximum Write Response Time"), 9.03125));
        }
        const auto& rw = t.row("WORKER", "d1");
        QVERIFY(near(number(rw, "Total Raw Read Response Time"), 100e3 * 670 * 4));
        QVERIFY(near(number(rw, "Total Raw Write Response Time"), 2000e3 * 330 * 4));
        QVERIFY(near(number(rw, "Maximum Raw Read Response Time"), 900e3));
        QVERIFY(near(number(rw, "Maximum Raw Write Response Time"), 9031.25e3));
        QCOMPARE(field(t.row("ALL"), "Total Raw Read Response Time"), std::string(""));
        // Timed together: each direction has the whole's times.
        const auto& ro = t.row("WORKER", "d2");
        QVERIFY(near(number(ro, "Average Response Time"), 0.727));
        QVERIFY(near(number(ro, "Average Read Response Time"), 0.727));
        QVERIFY(near(number(ro, "Maximum Write Response Time"), 9.03125));
        QVERIFY(near(number(ro, "Total Raw Write Response Time"), 727e3 * 330 * 4));
    }

    void everyColumnIometerFillsHoldsANumber() {
        // The columns IOmeter fills in each row type (in the files of the corpus) hold a
        // number in ours, for a 67/33 disk step and for a stream and a transaction over
        // TCP, so that readers which expect IOmeter's numbers read ours (docs/metrics.md,
        // "iometer.csv"); the numbers are the rows' own.
        IOMETRY_NEEDS_CORPUS();
        const auto filled = columnsIometerFills();
        for (const char* type : {"ALL", "MANAGER", "PROCESSOR", "WORKER", "DISK", "NETWORK"})
            QVERIFY2(filled.count(type) && filled.at(type).size() > 2, type);
        QVERIFY(filled.at("NETWORK").count("Average Read Response Time"));
        QVERIFY(filled.at("ALL").count("Packet Errors"));

        // The first cell that should hold a number and does not; empty when none.
        auto notANumber = [&](const Test& t) -> std::string {
            for (const auto& r : t.rows)
                for (const std::string& c : filled.at(r.at("Target Type")))
                    if (c.find("Name") == std::string::npos && !isNumber(field(r, c)))
                        return r.at("Target Type") + " " + r.at("Target Name") + ": " + c +
                               " is '" + field(r, c) + "'";
            return "";
        };

        // A disk: reads and writes timed apart, their distributions given.
        stats::LatencyHistogram reads, writes;
        for (int i = 0; i < 100; ++i) reads.record(30'000);        // 30 us
        for (int i = 0; i < 50; ++i) writes.record(2'500'000);     // 2.5 ms
        writes.record(12'000'000'000);                             // 12 s
        const stats::Latencies latency = stats::Latencies::ofDirections(reads, writes);
        MetricRow w = traffic("worker", "d1", 1);
        w.readOpsPerS = 670;
        w.writeOpsPerS = 330;
        w.opsPerS = 1000;
        w.writeMbitPerS = w.writeOpsPerS * 4096 * 8 / 1e6;
        w.readLatEmpty = w.writeLatEmpty = false;
        w.readLatMeanUs = 30;
        w.readLatMaxUs = 30.5;
        w.writeLatMeanUs = 237745.1;
        w.writeLatMaxUs = 12e6;
        w.nicDrops = 7;
        MetricRow core;
        core.scope = "core";
        core.name = "A/cpu0";
        core.cpuPct = 40;
        core.cpuIrqPct = 1;
        IometerTest disk;
        disk.specs = diskPlan().specs;
        disk.rows = aloneOnA(w);
        disk.latency = {latency, latency, latency};
        disk.cores = {core, core};
        disk.cores[1].name = "A/cpu1";
        disk.cores[1].cpuIrqPct = 3;
        Reader d(iometry::results::iometerTestBlock(diskPlan(), disk));
        QVERIFY2(d.error.empty(), d.error.c_str());
        QVERIFY2(notANumber(d.tests.at(0)).empty(), notANumber(d.tests.at(0)).c_str());
        for (const char* type : {"ALL", "MANAGER", "WORKER", "DISK"}) {
            const auto& r = d.tests.at(0).row(type);
            QVERIFY(near(number(r, "Average Read Response Time"), w.readLatMeanUs / 1000));
            QVERIFY(near(number(r, "Average Write Response Time"), w.writeLatMeanUs / 1000));
            QVERIFY(near(number(r, "Maximum Read Response Time"), w.readLatMaxUs / 1000));
            QVERIFY(near(number(r, "Maximum Write Response Time"), w.writeLatMaxUs / 1000));
            QCOMPARE(field(r, "Read Errors"), std::string("0"));
            QCOMPARE(field(r, "0 to 50 uS"), std::string("100"));
            QCOMPARE(field(r, "2 to 5 mS"), std::string("50"));
            QCOMPARE(field(r, " >= 10 s"), std::string("1"));
            QCOMPARE(field(r, "1 to 2 mS"), std::string("0"));
        }
        const auto& dw = d.tests.at(0).row("DISK");
        QVERIFY(near(number(dw, "Total Raw Write Response Time"), 237745.1e3 * 330 * 4));
        QVERIFY(near(number(dw, "Maximum Raw Read Response Time"), 30.5e3));
        const auto& dm = d.tests.at(0).row("MANAGER");
        // A dynamo that does not report its host's network: the data interfaces' drops per
        // second (7 over 4 s), no retransmissions without TCP connections.
        QVERIFY(near(number(dm, "Packet Errors"), 7 / 4.0));
        QVERIFY(near(number(dm, "Segments Retransmitted/Second"), 0));  // no TCP
        // One that does: the host's every interface and TCP, as IOmeter's dynamo reports it.
        MetricRow h = w;
        h.hostNet = true;
        h.hostPps = 12345.5;
        h.hostNetErrors = 20;
        h.hostTcpRetransPerS = 3.25;
        IometerTest hostNet = disk;
        hostNet.rows = aloneOnA(h);
        Reader hn(iometry::results::iometerTestBlock(diskPlan(), hostNet));
        QVERIFY2(hn.error.empty(), hn.error.c_str());
        for (const char* type : {"ALL", "MANAGER"}) {
            const auto& r = hn.tests.at(0).row(type);
            QVERIFY(near(number(r, "Packets/Second"), 12345.5));
            QVERIFY(near(number(r, "Packet Errors"), 5));  // 20 over 4 s
            QVERIFY(near(number(r, "Segments Retransmitted/Second"), 3.25));
        }
        // The host's interrupts shared out by the cores' interrupt time.
        const Test& dt = d.tests.at(0);
        QVERIFY(near(number(dt.row("PROCESSOR", "CPU 0"), "Interrupts per Second"), 3750));
        QVERIFY(near(number(dt.row("PROCESSOR", "CPU 1"), "Interrupts per Second"), 11250));

        // A TCP stream: nothing timed, its retransmissions counted.
        MetricRow s = traffic("worker", "t1", 1);
        s.latEmpty = true;
        s.readLatEmpty = s.writeLatEmpty = true;
        s.tcp = true;
        s.retransmits = 10;
        s.retransmitsPerS = 2.5;
        MetricRow sAll = s, sa = s, sb = s;
        sAll.scope = sAll.name = "all";
        sa.scope = sb.scope = "dynamo";
        sa.name = "A";
        sb.name = "B";
        IometerTest stream;
        stream.rows = {sAll, sa, sb, s};
        stream.latency.assign(4, stats::Latencies());
        Reader n(iometry::results::iometerTestBlock(tcpPlan(), stream));
        QVERIFY2(n.error.empty(), n.error.c_str());
        QVERIFY2(notANumber(n.tests.at(0)).empty(), notANumber(n.tests.at(0)).c_str());
        const auto& net = n.tests.at(0).row("NETWORK");
        QCOMPARE(field(net, "Average Read Response Time"), std::string("0.000000"));
        QCOMPARE(field(net, "Total Raw Read Response Time"), std::string("0"));
        QCOMPARE(field(net, "Starting Sector"), std::string("18446744073709551615"));
        QCOMPARE(field(net, "Maximum Size"), std::string("18446744073709551615"));
        QCOMPARE(field(net, "0 to 50 uS"), std::string("0"));
        QVERIFY(near(number(net, "IOps"), s.opsPerS));
        QVERIFY(near(number(n.tests.at(0).row("ALL"), "Segments Retransmitted/Second"), 2.5));
        QCOMPARE(field(n.tests.at(0).row("ALL"), "Maximum Size"),
                 std::string("18446744073709551615"));

        // A transaction: the round trip timed as a request (a write), the reply inside it.
        MetricRow x = s;
        x.latEmpty = false;
        x.writeOpsPerS = x.readOpsPerS;
        x.transactionsPerS = x.readOpsPerS;
        x.writeLatEmpty = false;
        x.writeLatMeanUs = x.latMeanUs;
        x.writeLatMaxUs = x.latMaxUs;
        x.errors = 2;
        IometerTest rr;
        rr.rows = {x};
        rr.rows.front().scope = "worker";
        Reader t(iometry::results::iometerTestBlock(tcpPlan(), rr));
        QVERIFY2(t.error.empty(), t.error.c_str());
        const auto& xr = t.tests.at(0).row("NETWORK");
        QVERIFY(near(number(xr, "Average Write Response Time"), x.writeLatMeanUs / 1000));
        QVERIFY(near(number(xr, "Average Read Response Time"), x.latMeanUs / 1000));
        QVERIFY(near(number(xr, "Average Transaction Time"), x.latMeanUs / 1000));
        // Both ways: the split is unknown, IOmeter's -1 ("no value"), the total in Errors.
        QCOMPARE(field(xr, "Errors"), std::string("2"));
        QCOMPARE(field(xr, "Read Errors"), std::string("-1"));
        QCOMPARE(field(xr, "Write Errors"), std::string("-1"));
    }

    void diskAndTransactionWorkersTogether() {
        // ALL and MANAGER sum a disk worker and a transaction worker: the disk's I/Os are
        // transactions too (as in IOmeter), so their transactions are both workers', timed
        // as each worker timed them (docs/metrics.md, "iometer.csv").
        model::Plan plan = diskPlan();
        plan.workers.push_back(tcpPlan().workers.front());
        plan.specs.push_back(tcpPlan().specs.back());
        MetricRow disk = traffic("worker", "d1", 1);
        MetricRow rr = traffic("worker", "t1", 0.5);
        rr.transactionsPerS = 500;
        rr.latMeanUs = 200;
        rr.latMaxUs = 900;
        MetricRow all = traffic("all", "all", 1.5), a = traffic("dynamo", "A", 1.5);
        all.transactionsPerS = a.transactionsPerS = 500;
        IometerTest test;
        test.rows = {all, a, disk, rr};
        Reader reader(iometry::results::iometerTestBlock(plan, test));
        QVERIFY2(reader.error.empty(), reader.error.c_str());
        const Test& t = reader.tests.at(0);
        const double meanUs = (1000 * 812.5 + 500 * 200.0) / 1500;
        for (const auto& r : {t.row("ALL"), t.row("MANAGER", "A")}) {
            QVERIFY(near(number(r, "Transactions per Second"), 1500));
            QVERIFY(near(number(r, "Average Transaction Time"), meanUs / 1000));
            QVERIFY(near(number(r, "Maximum Transaction Time"), 9.03125));
            QVERIFY(near(number(r, "Average Response Time"), number(r, "Average Read Response Time")));
        }
        QVERIFY(near(number(t.row("MANAGER", "A"), "Total Raw Transaction Time"), meanUs * 1e3 * 1500 * 4));
        QVERIFY(near(number(t.row("WORKER", "t1"), "Transactions per Second"), 500));
        QVERIFY(near(number(t.row("WORKER", "t1"), "Average Transaction Time"), 0.2));
        QVERIFY(near(number(t.row("WORKER", "t1"), "Maximum Transaction Time"), 0.9));
        QVERIFY(near(number(t.row("WORKER", "d1"), "Transactions per Second"), 1000));
        QVERIFY(near(number(t.row("WORKER", "d1"), "Average Transaction Time"), 0.8125));
        QVERIFY(near(number(t.row("DISK"), "Transactions per Second"), 1000));
    }

    void diskTransactionsAreItsIos() {
        // In IOmeter's files a disk run's Transactions per Second is its IOps, in every row
        // (the corpus' disk and loopback runs), and its transaction times its response
        // times; ours too.
        IOMETRY_NEEDS_CORPUS();
        const auto disks = corpusRows("results-2008.06.18-qd-cycling.csv", "DISK");
        QVERIFY(!disks.empty());
        for (const auto& r : disks) {
            QVERIFY(number(r, "IOps") > 0);
            QCOMPARE(r.at("Transactions per Second"), r.at("IOps"));
            QCOMPARE(r.at("Average Transaction Time"), r.at("Average Response Time"));
        }

        IometerTest test;
        test.specs = diskPlan().specs;
        MetricRow w = traffic("worker", "d1", 1);
        w.readOpsPerS = 670;
        w.writeOpsPerS = 330;
        test.rows = aloneOnA(w);
        Reader reader(iometry::results::iometerTestBlock(diskPlan(), test));
        QVERIFY2(reader.error.empty(), reader.error.c_str());
        for (const auto& r : reader.tests.at(0).rows) {
            if (r.at("Target Type") == "PROCESSOR") continue;
            QCOMPARE(r.at("Transactions per Second"), r.at("IOps"));
            QCOMPARE(r.at("Average Transaction Time"), r.at("Average Response Time"));
            QCOMPARE(r.at("Maximum Transaction Time"), r.at("Maximum Response Time"));
        }
        const auto& rd = reader.tests.at(0).row("DISK");
        QVERIFY(near(number(rd, "Total Raw Transaction Time"),
                     number(rd, "Total Raw Read Response Time") +
                         number(rd, "Total Raw Write Response Time")));
    }

    void streamTransactionsAreItsIos() {
        // Without replies IOmeter counts each network I/O as a transaction too: in its
        // loopback file (specs with reply 0) every row's Transactions per Second is its
        // IOps, the receiving end's included; ours too, untimed (a stream times nothing).
        IOMETRY_NEEDS_CORPUS();
        for (const char* type : {"ALL", "MANAGER", "WORKER", "NETWORK"}) {
            const auto rows = corpusRows("results-1.1.0-network-loopback.csv", type);
            QVERIFY(!rows.empty());
            for (const auto& r : rows) QCOMPARE(r.at("Transactions per Second"), r.at("IOps"));
        }
        MetricRow s = traffic("worker", "t1", 1);
        s.latEmpty = s.readLatEmpty = s.writeLatEmpty = true;
        s.writeOpsPerS = s.opsPerS = 500;
        s.readOpsPerS = 0;
        MetricRow receiver = s;
        receiver.scope = "dynamo";
        receiver.name = "B";
        receiver.readOpsPerS = receiver.opsPerS = 499;
        receiver.writeOpsPerS = 0;
        IometerTest test;
        test.rows = aloneOnA(s);
        test.rows.insert(test.rows.begin() + 2, receiver);
        Reader reader(iometry::results::iometerTestBlock(tcpPlan(), test));
        QVERIFY2(reader.error.empty(), reader.error.c_str());
        int rows = 0;
        for (const auto& r : reader.tests.at(0).rows) {
            if (r.at("Target Type") == "PROCESSOR") continue;
            QCOMPARE(r.at("Transactions per Second"), r.at("IOps"));
            QCOMPARE(r.at("Average Transaction Time"), std::string("0.000000"));
            ++rows;
        }
        QCOMPARE(rows, 5);
        QCOMPARE(field(reader.tests.at(0).row("MANAGER", "B"), "Transactions per Second"),
                 std::string("499.000000"));
    }

    void processorSpeedAsIometerWritesIt() {
        // IOmeter 1.1.0 writes its timer's ticks per second as a double with six decimals
        // (10000000.000000: Windows' 100 ns), and 2008.06.18 alike (2333000000.000000, the
        // CPU's clock); ours are ns.
        IOMETRY_NEEDS_CORPUS();
        const std::regex asIometer(R"(\d+\.\d{6})");
        for (const char* name : {"results-1.1.0-network-loopback.csv", "results-2008.06.18-qd-cycling.csv"}) {
            const auto processors = corpusRows(name, "PROCESSOR");
            QVERIFY(!processors.empty());
            for (const auto& r : processors)
                QVERIFY2(std::regex_match(r.at("Processor Speed"), asIometer), r.at("Processor Speed").c_str());
        }
        IometerTest test;
        test.rows = {traffic("all", "all", 1), traffic("dynamo", "A", 1), traffic("worker", "d1", 1)};
        Reader reader(iometry::results::iometerTestBlock(diskPlan(), test));
        QVERIFY2(reader.error.empty(), reader.error.c_str());
        for (const auto& r : reader.tests.at(0).rows)
            if (r.at("Target Type") != "ALL")
                QCOMPARE(r.at("Processor Speed"), std::string("1000000000.000000"));
    }

    void errorsByDirectionWhenTheDataTells() {
        // Errors are counted per worker, not per direction: a row that did I/O one way has
        // them on that side; a row summing such workers, their sums; a row with errors
        // that did both has IOmeter's -1 in the split columns (never a guessed split) and
        // its total in Errors (docs/metrics.md, "iometer.csv").
        model::Plan plan = diskPlan();
        model::WorkerDef second = plan.workers.front();
        second.name = "d2";
        plan.workers.push_back(second);
        MetricRow reader = traffic("worker", "d1", 1);  // reads only
        reader.errors = 2;
        MetricRow writer = traffic("worker", "d2", 1);  // writes only
        writer.writeOpsPerS = writer.readOpsPerS;
        writer.readOpsPerS = 0;
        writer.writeMbitPerS = writer.readMbitPerS;
        writer.readMbitPerS = 0;
        writer.errors = 5;
        MetricRow all = traffic("all", "all", 2), a = traffic("dynamo", "A", 2);
        for (MetricRow* r : {&all, &a}) {
            r->readOpsPerS = r->writeOpsPerS = 1000;
            r->errors = 7;
        }
        IometerTest test;
        test.rows = {all, a, reader, writer};
        Reader one(iometry::results::iometerTestBlock(plan, test));
        QVERIFY2(one.error.empty(), one.error.c_str());
        const Test& t = one.tests.at(0);
        for (const auto& r : {t.row("ALL"), t.row("MANAGER", "A")}) {
            QCOMPARE(field(r, "Errors"), std::string("7"));
            QCOMPARE(field(r, "Read Errors"), std::string("2"));
            QCOMPARE(field(r, "Write Errors"), std::string("5"));
        }
        QCOMPARE(field(t.row("WORKER", "d1"), "Read Errors"), std::string("2"));
        QCOMPARE(field(t.row("WORKER", "d1"), "Write Errors"), std::string("0"));
        QCOMPARE(field(t.row("WORKER", "d2"), "Read Errors"), std::string("0"));
        QCOMPARE(field(t.row("WORKER", "d2"), "Write Errors"), std::string("5"));

        // A worker that did both with errors: nobody can tell, nor the rows summing it.
        MetricRow mixed = reader;
        mixed.writeOpsPerS = 500;
        test.rows = {all, a, mixed, writer};
        Reader two(iometry::results::iometerTestBlock(plan, test));
        QVERIFY2(two.error.empty(), two.error.c_str());
        for (const auto& r : {two.tests.at(0).row("ALL"), two.tests.at(0).row("WORKER", "d1"),
                              two.tests.at(0).row("DISK", "")}) {
            QVERIFY(isNumber(field(r, "Errors")));
            QCOMPARE(field(r, "Read Errors"), std::string("-1"));
            QCOMPARE(field(r, "Write Errors"), std::string("-1"));
        }
        QCOMPARE(field(two.tests.at(0).row("ALL"), "Errors"), std::string("7"));
    }

    void recorderAppendsATestPerStep() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::filesystem::path dir = tmp.path().toStdString() + "/run";
        iometry::session::ResultsRecorder recorder;
        std::string error;
        model::Plan plan = diskPlan();
        QVERIFY2(recorder.begin(dir, plan, error), error.c_str());
        QVERIFY(std::filesystem::exists(dir / "iometer.csv"));
        QCOMPARE(readFile(dir / "iometer.csv"), std::string());

        auto core = [](double busy, double seconds) {
            MetricRow c;
            c.step = 0;
            c.repeat = "1";
            c.scope = "core";
            c.name = "A/cpu0";
            c.seconds = seconds;
            c.cpuPct = busy;
            return c;
        };
        recorder.appendInterval({core(99, 1)}, 1, true);  // ramp: not measured
        recorder.appendInterval({core(10, 1)}, 2, false);
        recorder.appendInterval({core(40, 0.5)}, 2.5, false);
        iometry::session::StepLogEntry e;
        e.step = 0;
        e.params.size = 512;
        e.durationS = 2.5;
        MetricRow all = traffic("all", "all", 1), a = traffic("dynamo", "A", 1),
                  w = traffic("worker", "d1", 1);
        for (MetricRow* r : {&all, &a, &w}) r->step = 0;
        recorder.recordStep(e, {all, a, w});
        recorder.writeStatus("stopped", "");
        const std::string first = readFile(dir / "iometer.csv");
        Reader one(first);
        QVERIFY2(one.error.empty(), one.error.c_str());
        QCOMPARE(one.tests.size(), std::size_t{1});
        QVERIFY(!one.endTest);
        // The spec as the step ran it: the sweep's size, from the plan's spec.
        QCOMPARE(one.tests[0].specLines.at(0).at(0), std::string("512"));
        QVERIFY(near(number(one.tests[0].row("PROCESSOR", "CPU 0"), "% CPU Utilization"),
                     (10 * 1 + 40 * 0.5) / 1.5));
        QVERIFY(near(number(one.tests[0].row("ALL"), "MBps (Decimal)"), all.mbPerS));

        e.step = 1;
        e.specs = plan.specs;
        e.specs[0].lines[0].size = 8192;
        for (MetricRow* r : {&all, &a, &w}) r->step = 1;
        recorder.recordStep(e, {all, a, w});
        recorder.writeStatus("completed", "");
        recorder.writeStatus("completed", "");
        const std::string both = readFile(dir / "iometer.csv");
        QCOMPARE(both.substr(0, first.size()), first);  // earlier tests stay as written
        Reader two(both);
        QVERIFY2(two.error.empty(), two.error.c_str());
        QCOMPARE(two.tests.size(), std::size_t{2});
        QVERIFY(two.endTest);
        QCOMPARE(both.substr(both.size() - 10), std::string("'End Test\n"));
        QCOMPARE(both.find("'End Test"), both.size() - 10);  // once
        QCOMPARE(two.tests[1].specLines.at(0).at(0), std::string("8192"));
        // No core rows for that step: the host's CPU as one processor row.
        QCOMPARE(field(two.tests[1].row("PROCESSOR"), "Target Name"), std::string("All CPUs"));
    }
};

QTEST_APPLESS_MAIN(TestIometerCsv)
#include "test_iometer_csv.moc"
