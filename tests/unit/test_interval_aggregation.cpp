// Interval aggregation (engine/session/interval_aggregation.hpp, docs/metrics.md) on canned
// sample messages: parsing once with clear errors, counting where the bytes arrive, every
// dynamo's row showing its own ends, host counters once per host and interface, kinds
// without a partner end, and repeats merged from their histograms.

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <string>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/results/columns.hpp"
#include "engine/results/csv.hpp"
#include "engine/session/interval_aggregation.hpp"

using iometry::model::Step;
using iometry::model::WorkerKind;
using iometry::model::WorkerDef;
using iometry::results::MetricRow;
using iometry::session::Accumulator;
using iometry::session::ParsedSample;
using iometry::session::parseSample;
using iometry::session::StepContext;
using iometry::session::StepRows;
using iometry::stats::LatencyHistogram;
using nlohmann::json;

namespace {

bool near(double a, double e, double rel = 1e-9) {
    return std::abs(a - e) <= rel * std::max(1.0, std::abs(e));
}
#define COMPARE_NEAR(a, e)                                                                       \
    QVERIFY2(near((a), (e)), qPrintable(QStringLiteral("%1 is %2, expected %3")                 \
                                            .arg(QLatin1String(#a)).arg((a), 0, 'g', 12)        \
                                            .arg((e), 0, 'g', 12)))

WorkerDef worker(const std::string& name, const std::string& dynamo, const std::string& peer,
                 const WorkerKind& kind = iometry::model::tcpKind()) {
    WorkerDef w;
    w.name = name;
    w.dynamo = dynamo;
    w.settings = kind.makeSettings();
    w.spec = "s";
    if (iometry::model::PairEnds* ends = w.ends()) {
        ends->bind = "127.0.0.1";
        ends->peer.dynamo = peer;
        ends->peer.address = "127.0.0.2";
    }
    return w;
}

Step makeStep(std::vector<WorkerDef> workers, int read = 0, std::uint64_t reply = 0) {
    Step step;
    step.index = 0;
    step.workers = std::move(workers);
    iometry::model::AccessSpec spec;
    spec.name = "s";
    iometry::model::AccessLine line;
    line.read = read;
    line.reply = reply;
    spec.lines.push_back(line);
    step.specs.push_back(spec);
    return step;
}

json entry(int id, const char* role, std::uint64_t read, std::uint64_t written) {
    return {{"id", id},          {"role", role},          {"read_ops", read ? 1 : 0},
            {"write_ops", written ? 1 : 0}, {"bytes_read", read}, {"bytes_written", written},
            {"transactions", 0}, {"errors", 0}};
}

json host(double busy, std::uint64_t loRx = 0, const char* nic = "lo") {
    json h = {{"cpu", {{"busy", busy}, {"user", busy}}}, {"interrupts_per_s", 100.0},
              {"process_cpu_pct", 10.0}, {"cores", json::array({{{"busy", busy}}})}};
    h["nics"] = json::array({{{"name", nic}, {"rx_bytes", loRx}, {"tx_bytes", loRx},
                              {"rx_packets", 10}, {"tx_packets", 10}}});
    return h;
}

// The workers as a vector: a braced list of one json is an array of one for GCC but a
// copy of that element for clang (how nlohmann_json meets C++ brace initialisation).
ParsedSample sample(const std::vector<json>& workers, json hostBlock, double seconds = 1.0) {
    json m = {{"type", "sample"}, {"step", 0}, {"seq", 1}, {"t", 1.0}, {"interval_s", seconds},
              {"ramp", false}, {"last", false}, {"workers", json(workers)}, {"host", hostBlock}};
    std::string error;
    auto s = parseSample(m, error);
    if (!s) qFatal("canned sample does not parse: %s", error.c_str());
    return *s;
}

const MetricRow& row(const StepRows& rows, const std::string& scope, const std::string& name) {
    for (const auto& r : rows.rows)
        if (r.scope == scope && r.name == name) return r;
    qFatal("no row %s %s", scope.c_str(), name.c_str());
}

double mbit(double bytes) { return bytes * 8 / 1e6; }

}  // namespace

class TestIntervalAggregation : public QObject {
    Q_OBJECT
private slots:
    void parseSampleNamesTheBadField_data() {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("mention");
        QTest::newRow("not object") << "[1]" << "not a JSON object";
        QTest::newRow("step") << R"({"step":"x"})" << "\"step\"";
        QTest::newRow("interval") << R"({"interval_s":-1})" << "\"interval_s\"";
        QTest::newRow("ramp") << R"({"ramp":1})" << "\"ramp\"";
        QTest::newRow("host") << R"({"host":[]})" << "\"host\"";
        QTest::newRow("workers") << R"({"workers":{}})" << "\"workers\"";
        QTest::newRow("id") << R"({"workers":[{"role":"holder"}]})" << "\"id\"";
        QTest::newRow("role") << R"({"workers":[{"id":0,"role":"x"}]})" << "\"role\"";
        QTest::newRow("count") << R"({"workers":[{"id":0,"bytes_read":-5}]})" << "bytes_read";
        QTest::newRow("tcp count") << R"({"workers":[{"id":0,"tcp_retrans":1.5}]})" << "tcp_retrans";
        QTest::newRow("tcp busy time") << R"({"workers":[{"id":0,"tcp_busy_us":-1}]})" << "tcp_busy_us";
        QTest::newRow("connections") << R"({"workers":[{"id":0,"connections":{}}]})" << "\"connections\"";
        QTest::newRow("connection") << R"({"workers":[{"id":0,"connections":[{"bytes_read":1},2]}]})"
                                    << "connection 1 is not an object";
        QTest::newRow("connection count")
            << R"({"workers":[{"id":0,"connections":[{"bytes_read":-1}]}]})" << "connection 0: \"bytes_read\"";
        QTest::newRow("latency") << R"({"workers":[{"id":0,"latency":{"n":"x"}}]})" << "latency";
        QTest::newRow("read latency")
            << R"({"workers":[{"id":0,"latency":{"n":0,"min":0,"max":0,"sum":0,"sumsq":0,"b":[]},"read_latency":{"n":"x"}}]})"
            << "read_latency";
        QTest::newRow("directions beyond the whole")
            << R"({"workers":[{"id":0,"latency":{"n":0,"min":0,"max":0,"sum":0,"sumsq":0,"b":[]},"write_latency":{"n":1,"min":5,"max":5,"sum":5,"sumsq":25,"b":[[5,1]]}}]})"
            << "more than latency's";
    }
    void parseSampleNamesTheBadField() {
        QFETCH(QString, message);
        QFETCH(QString, mention);
        std::string error;
        const auto parsed = parseSample(json::parse(message.toStdString()), error);
        QVERIFY(!parsed);
        QVERIFY2(error.find(mention.toStdString()) != std::string::npos, error.c_str());
    }

    void parseSampleKeepsEverything() {
        LatencyHistogram h;
        h.record(1000);
        h.record(3000);
        json m = {{"step", 2}, {"seq", 7}, {"t", 1.5}, {"interval_s", 0.5}, {"ramp", true},
                  {"workers", json::array({entry(0, "partner", 10, 20)})}, {"host", host(5)}};
        m["workers"][0]["latency"] = h.toJson();
        std::string error;
        const auto s = parseSample(m, error);
        QVERIFY2(s, error.c_str());
        QCOMPARE(s->step, 2);
        QCOMPARE(s->seq, std::uint64_t{7});
        QVERIFY(s->ramp);
        QCOMPARE(s->workers.size(), std::size_t{1});
        QVERIFY(s->workers[0].partner);
        QCOMPARE(s->workers[0].counters.bytesWritten, std::uint64_t{20});
        QVERIFY(s->workers[0].latency && s->workers[0].latency->all.count() == 2);
    }

    // The headline counts what arrived: holder→partner at the partner's bytes_read,
    // partner→holder at the holder's; the senders' counts go to sent_mbit_per_s.
    void receiveSideCountDiffersFromSendSide() {
        const Step step = makeStep({worker("w", "A", "B")}, 50);
        Accumulator acc(1);
        acc.add("A", sample({entry(0, "holder", 700'000, 1'000'000)}, host(20)), step);
        acc.add("B", sample({entry(0, "partner", 900'000, 800'000)}, host(30)), step);
        StepContext ctx{&step, "1", {{"A", "h1"}, {"B", "h2"}}};
        const StepRows rows = acc.rows(ctx);
        const MetricRow& w = row(rows, "worker", "w");
        COMPARE_NEAR(w.readMbitPerS, mbit(700'000));   // arrived at the holder
        COMPARE_NEAR(w.writeMbitPerS, mbit(900'000));  // arrived at the partner
        COMPARE_NEAR(w.mbitPerS, mbit(1'600'000));
        COMPARE_NEAR(w.sentMbitPerS, mbit(1'800'000));
        const MetricRow& all = row(rows, "all", "all");
        COMPARE_NEAR(all.mbitPerS, w.mbitPerS);  // a pair counted once
        COMPARE_NEAR(all.sentMbitPerS, w.sentMbitPerS);
        // Each dynamo: what its ends received, and what they sent as it arrived.
        const MetricRow& a = row(rows, "dynamo", "A");
        COMPARE_NEAR(a.readMbitPerS, mbit(700'000));
        COMPARE_NEAR(a.writeMbitPerS, mbit(900'000));
        const MetricRow& b = row(rows, "dynamo", "B");
        COMPARE_NEAR(b.readMbitPerS, mbit(900'000));
        COMPARE_NEAR(b.writeMbitPerS, mbit(700'000));
    }

    void eachDirectionOverItsOwnWindow() {
        // A's interval closed 18 ms early (a late sample on a loaded host), B's ran its whole
        // second: what arrived at B is over B's second, never over A's 0.982 s (which read
        // 977.6 Mbit/s of a link that carried 960; tbf and /proc/net/dev said 956).
        const Step step = makeStep({worker("w", "A", "B")}, 0);
        Accumulator acc(1);
        acc.add("A", sample({entry(0, "holder", 0, 122'000'000)}, host(20), 0.982), step);
        acc.add("B", sample({entry(0, "partner", 120'000'000, 0)}, host(30), 1.0), step);
        StepContext ctx{&step, "1", {{"A", "h1"}, {"B", "h2"}}};
        const StepRows rows = acc.rows(ctx);
        const MetricRow& w = row(rows, "worker", "w");
        COMPARE_NEAR(w.writeMbitPerS, 960.0);
        COMPARE_NEAR(w.mbitPerS, 960.0);
        COMPARE_NEAR(w.mbPerS, 120.0);
        COMPARE_NEAR(w.sentMbitPerS, mbit(122'000'000) / 0.982);  // sent over the sender's window
        COMPARE_NEAR(row(rows, "all", "all").mbitPerS, 960.0);
        COMPARE_NEAR(row(rows, "dynamo", "A").writeMbitPerS, 960.0);  // A's, as it arrived at B
        COMPARE_NEAR(row(rows, "dynamo", "B").readMbitPerS, 960.0);
        COMPARE_NEAR(row(rows, "dynamo", "B").sentMbitPerS, mbit(122'000'000) / 0.982);
    }

    // One server (holders on A) sending to two clients (partners on B and C).
    void oneServerTwoClients() {
        const Step step = makeStep({worker("w1", "A", "B"), worker("w2", "A", "C")}, 0);
        Accumulator acc(2);
        acc.add("A", sample({entry(0, "holder", 0, 1'000'000), entry(1, "holder", 0, 500'000)},
                            host(40)), step);
        acc.add("B", sample({entry(0, "partner", 1'000'000, 0)}, host(10)), step);
        acc.add("C", sample({entry(1, "partner", 500'000, 0)}, host(10)), step);
        StepContext ctx{&step, "1", {{"A", "a"}, {"B", "b"}, {"C", "c"}}};
        const StepRows rows = acc.rows(ctx);
        COMPARE_NEAR(row(rows, "dynamo", "A").mbitPerS, mbit(1'500'000));
        COMPARE_NEAR(row(rows, "dynamo", "A").writeMbitPerS, mbit(1'500'000));
        COMPARE_NEAR(row(rows, "dynamo", "B").mbitPerS, mbit(1'000'000));
        COMPARE_NEAR(row(rows, "dynamo", "B").readMbitPerS, mbit(1'000'000));
        COMPARE_NEAR(row(rows, "dynamo", "C").readMbitPerS, mbit(500'000));
        const MetricRow& all = row(rows, "all", "all");
        COMPARE_NEAR(all.mbitPerS, mbit(1'500'000));
        // Three hosts carry traffic: CPU is their mean, P/E the total over it.
        COMPARE_NEAR(all.cpuPct, 20.0);
        COMPARE_NEAR(all.peIndex, all.mbitPerS / 20.0);
        COMPARE_NEAR(row(rows, "dynamo", "A").peIndex, mbit(1'500'000) / 40.0);
    }

    // Target cycling (docs/plan-format.md "Sweeps"): a step that runs the first of the
    // plan's two workers. Rows exist for that worker only, all and dynamo rows sum only it,
    // the dynamo that holds no end in the step idles (zero traffic, its CPU still shown and
    // left out of all's), and every row says how many workers ran.
    void cycledStepRowsOnlyTheWorkersThatRan() {
        const std::vector<WorkerDef> plan = {worker("w1", "A", "S"), worker("w2", "B", "S")};
        Step step = makeStep({}, 0);
        step.workers = iometry::model::cycledWorkers(plan, std::nullopt, 1);
        QCOMPARE(step.workers.size(), std::size_t{1});
        Accumulator acc(step.workers.size());
        acc.add("A", sample({entry(0, "holder", 0, 1'000'000)}, host(40)), step);
        acc.add("B", sample(json::array(), host(90)), step);
        acc.add("S", sample({entry(0, "partner", 1'000'000, 0)}, host(20)), step);
        // A stray entry for an id beyond the step's workers is ignored.
        acc.add("S", sample({entry(1, "partner", 777, 0)}, host(20), 0), step);
        const StepRows rows = acc.rows({&step, "1", {{"A", "a"}, {"B", "b"}, {"S", "s"}}});
        QCOMPARE(rows.rows.size(), std::size_t{5});  // all, A, B, S, w1
        QCOMPARE(row(rows, "worker", "w1").name, std::string("w1"));
        for (const auto& r : rows.rows) {
            QVERIFY(r.name != "w2");
            QCOMPARE(r.workersRan, std::optional<int>(1));
        }
        COMPARE_NEAR(row(rows, "all", "all").mbitPerS, mbit(1'000'000));
        COMPARE_NEAR(row(rows, "dynamo", "S").mbitPerS, mbit(1'000'000));
        COMPARE_NEAR(row(rows, "dynamo", "B").mbitPerS, 0.0);
        COMPARE_NEAR(row(rows, "dynamo", "B").cpuPct, 90.0);
        COMPARE_NEAR(row(rows, "all", "all").cpuPct, 30.0);  // A and S carry traffic, B not
        // The column comes after all that were there before it (readers of older files).
        const auto header = MetricRow::csvHeader();
        const auto at = static_cast<std::size_t>(std::find(header.begin(), header.end(), "workers") -
                                                 header.begin());
        QVERIFY(at > static_cast<std::size_t>(std::find(header.begin(), header.end(), "dev_queue") -
                                              header.begin()));
        QCOMPARE(row(rows, "all", "all").csvFields()[at], std::string("1"));
        QCOMPARE(MetricRow().csvFields()[at], std::string());
    }

    // Three dynamos on one host see the same loopback: it counts once.
    void threeDynamosOnOneHost() {
        const Step step = makeStep({worker("w1", "A", "B"), worker("w2", "A", "C")}, 0);
        Accumulator acc(2);
        const std::uint64_t lo = 6'250'000'000;  // 50 Gbit/s over 1 s
        acc.add("A", sample({entry(0, "holder", 0, 100), entry(1, "holder", 0, 100)}, host(30, lo)), step);
        acc.add("B", sample({entry(0, "partner", 100, 0)}, host(34, lo)), step);
        acc.add("C", sample({entry(1, "partner", 100, 0)}, host(32, lo)), step);
        StepContext ctx{&step, "1", {{"A", "h"}, {"B", "h"}, {"C", "h"}}};
        const StepRows rows = acc.rows(ctx);
        const MetricRow& all = row(rows, "all", "all");
        COMPARE_NEAR(all.nicRxMbitPerS, 50'000.0);
        COMPARE_NEAR(all.nicTxMbitPerS, 50'000.0);
        COMPARE_NEAR(all.irqPerS, 100.0);
        COMPARE_NEAR(all.cpuPct, 30.0);  // one host, from one of its dynamos
        // Each dynamo row still shows the interfaces of its own paths.
        COMPARE_NEAR(row(rows, "dynamo", "B").nicRxMbitPerS, 50'000.0);
        // On different hosts the same counters add up.
        StepContext apart{&step, "1", {{"A", "x"}, {"B", "y"}, {"C", "z"}}};
        COMPARE_NEAR(row(acc.rows(apart), "all", "all").nicRxMbitPerS, 150'000.0);
    }

    void kindWithoutPartnerCountsItsOneEnd() {
        const Step step = makeStep({worker("d", "A", "", iometry::model::diskKind())}, 50);
        QVERIFY(!iometry::model::diskKind().hasPartnerEnd());
        QVERIFY(iometry::model::udpKind().hasPartnerEnd());
        Accumulator acc(1);
        acc.add("A", sample({entry(0, "holder", 300, 200)}, host(10)), step);
        const StepRows rows = acc.rows({&step, "1", {}});
        const MetricRow& w = row(rows, "worker", "d");
        COMPARE_NEAR(w.readMbitPerS, mbit(300));
        COMPARE_NEAR(w.writeMbitPerS, mbit(200));
        COMPARE_NEAR(w.sentMbitPerS, w.mbitPerS);
        COMPARE_NEAR(row(rows, "dynamo", "A").mbitPerS, mbit(500));
        QCOMPARE(rows.rows.size(), std::size_t{3});  // all, A, d
    }

    // Requests on a schedule (docs/metrics.md, "Paced requests"): the requests that came
    // due are counted at the end that asks (the partner, for read 100) and summed into the
    // worker, that end's dynamo and all, as offered_per_s beside transactions_per_s; rows
    // that hold no paced end (an unpaced worker, the dynamo that only answers) leave the cell
    // empty, and a paced disk worker's is its own.
    void pacedRowsOfferWhatCameDue() {
        WorkerDef asked = worker("rr", "A", "B");
        asked.ratePerS = 2000;
        Step step = makeStep({asked, worker("plain", "A", "C")}, 100, 64);
        Accumulator acc(2);
        json holder = entry(0, "holder", 64, 0), partner = entry(0, "partner", 0, 64);
        holder["transactions"] = 3990;   // the responder's count
        partner["transactions"] = 3990;  // the requester's
        partner["scheduled"] = 4000;     // 2 s at 2000/s
        acc.add("A", sample({holder, entry(1, "holder", 0, 100)}, host(10), 2.0), step);
        acc.add("B", sample({partner}, host(10), 2.0), step);
        acc.add("C", sample({entry(1, "partner", 100, 0)}, host(10), 2.0), step);
        const StepRows rows = acc.rows({&step, "1", {}});
        const MetricRow& w = row(rows, "worker", "rr");
        QVERIFY(w.paced);
        COMPARE_NEAR(w.offeredPerS, 2000.0);
        COMPARE_NEAR(w.transactionsPerS, 1995.0);
        QVERIFY(!row(rows, "worker", "plain").paced);
        QVERIFY(row(rows, "dynamo", "B").paced);
        COMPARE_NEAR(row(rows, "dynamo", "B").offeredPerS, 2000.0);
        QVERIFY(!row(rows, "dynamo", "A").paced);  // it only answers
        QVERIFY(!row(rows, "dynamo", "C").paced);
        QVERIFY(row(rows, "all", "all").paced);
        COMPARE_NEAR(row(rows, "all", "all").offeredPerS, 2000.0);
        const iometry::results::Column* offered = iometry::results::findColumn("offered_per_s");
        QVERIFY(offered);
        QCOMPARE(iometry::results::cellText(w, *offered), std::string("2000"));
        QCOMPARE(iometry::results::cellText(row(rows, "worker", "plain"), *offered), std::string());

        WorkerDef iops = worker("d", "A", "", iometry::model::diskKind());
        iops.ratePerS = 500;
        const Step disk = makeStep({iops}, 100);
        Accumulator one(1);
        json d = entry(0, "holder", 4096, 0);
        d["scheduled"] = 500;
        one.add("A", sample({d}, host(10)), disk);
        const StepRows diskRows = one.rows({&disk, "1", {}});
        for (const auto& [scope, name] : {std::pair{"worker", "d"}, {"dynamo", "A"}, {"all", "all"}}) {
            const MetricRow& r = row(diskRows, scope, name);
            QVERIFY2(r.paced, scope);
            COMPARE_NEAR(r.offeredPerS, 500.0);
        }
    }

    // The block device under a disk target, as the kernel counts it: per second over the
    // time reported, utilisation the busiest device's, queue the mean I/Os in flight.
    void deviceColumns() {
        const Step step = makeStep({worker("d", "A", "", iometry::model::diskKind()), worker("e", "B", "", iometry::model::diskKind())});
        auto withDisk = [](const char* name, int reads, int ioMs, int weightedMs) {
            json h = host(10);
            h["disks"] = json::array({{{"name", name}, {"device", "254:0"}, {"reads", reads},
                                       {"writes", 10}, {"read_bytes", reads * 4096},
                                       {"write_bytes", 10 * 65536}, {"io_ms", ioMs},
                                       {"weighted_ms", weightedMs}}});
            return h;
        };
        Accumulator acc(2);
        // A: two 1-s intervals, 1000 reads each, busy 500 and 700 ms, 1.5 and 2.5 in flight.
        acc.add("A", sample({entry(0, "holder", 4096, 0)}, withDisk("vda", 1000, 500, 1500)), step);
        acc.add("A", sample({entry(0, "holder", 4096, 0)}, withDisk("vda", 1000, 700, 2500)), step);
        // B (another host): one 2-s interval, 3000 reads, always busy.
        acc.add("B", sample({entry(1, "holder", 4096, 0)}, withDisk("sdb", 3000, 2000, 8000), 2.0), step);
        const StepRows rows = acc.rows({&step, "1", {{"A", "x"}, {"B", "y"}}});
        const MetricRow& a = row(rows, "dynamo", "A");
        QVERIFY(a.dev);
        COMPARE_NEAR(a.devReadOpsPerS, 1000.0);
        COMPARE_NEAR(a.devReadMbPerS, 4.096);
        COMPARE_NEAR(a.devWriteOpsPerS, 10.0);
        COMPARE_NEAR(a.devWriteMbPerS, 10 * 65536 / 1e6);
        COMPARE_NEAR(a.devUtilPct, 60.0);
        COMPARE_NEAR(a.devQueue, 2.0);
        QVERIFY(row(rows, "worker", "d").dev);  // a worker row shows its host's devices
        const MetricRow& all = row(rows, "all", "all");
        COMPARE_NEAR(all.devReadOpsPerS, 1000.0 + 1500.0);
        COMPARE_NEAR(all.devUtilPct, 100.0);  // the busiest
        COMPARE_NEAR(all.devQueue, 2.0 + 4.0);
        // Rows without a device leave the cells empty.
        const auto header = MetricRow::csvHeader();
        const auto at = std::find(header.begin(), header.end(), "dev_util_pct") - header.begin();
        QCOMPARE(a.csvFields()[static_cast<std::size_t>(at)], std::string("60"));
        QVERIFY(MetricRow().csvFields()[static_cast<std::size_t>(at)].empty());
    }

    void intervalRowsAddCoreRows() {
        const Step step = makeStep({worker("w", "A", "B")});
        std::map<std::string, ParsedSample> samples = {
            {"A", sample({entry(0, "holder", 0, 100)}, host(10))},
            {"B", sample({entry(0, "partner", 100, 0)}, host(20))}};
        const auto rows = iometry::session::intervalRows({&step, "1", {}}, samples);
        int cores = 0;
        for (const auto& r : rows) cores += r.scope == "core";
        QCOMPARE(cores, 2);
    }

    // Percentiles of repeats come from the merged histograms, not the mean of percentiles.
    void repeatsMergeHistograms() {
        const Step step = makeStep({worker("w", "A", "B")});
        auto repeat = [&](std::uint64_t ns, int n, std::uint64_t bytes) {
            LatencyHistogram h;
            for (int i = 0; i < n; ++i) h.record(ns);
            json e = entry(0, "holder", 0, bytes);
            e["latency"] = h.toJson();
            Accumulator acc(1);
            acc.add("A", sample({e}, host(10)), step);
            acc.add("B", sample({entry(0, "partner", bytes, 0)}, host(10)), step);
            return acc.rows({&step, "1", {}});
        };
        // 90 requests of 10 µs, then 10 of 1000 µs: merged p50 is 10 µs, p99 1000 µs;
        // the mean of the two repeats' p50 would be 505 µs.
        const std::vector<StepRows> repeats = {repeat(10'000, 90, 1000), repeat(1'000'000, 10, 3000)};
        const auto agg = iometry::session::aggregateRepeats(repeats, iometry::model::Aggregate::Mean);
        const MetricRow* w = nullptr;
        for (const auto& r : agg)
            if (r.scope == "worker") w = &r;
        QVERIFY(w);
        QCOMPARE(w->repeat, std::string("agg"));
        QCOMPARE(w->repeatsCounted, 2);
        QVERIFY2(std::abs(w->latP50Us - 10) < 0.1, qPrintable(QString::number(w->latP50Us)));
        QVERIFY2(std::abs(w->latP99Us - 1000) < 10, qPrintable(QString::number(w->latP99Us)));
        COMPARE_NEAR(w->latMeanUs, (90 * 10.0 + 10 * 1000.0) / 100);
        COMPARE_NEAR(w->mbitPerS, mbit(2000));  // throughput: the mean of the repeats
        // best keeps the best repeat's own latency
        const auto best = iometry::session::aggregateRepeats(repeats, iometry::model::Aggregate::Best);
        for (const auto& r : best)
            if (r.scope == "worker") QVERIFY(std::abs(r.latP50Us - 1000) < 10);
    }

    // Reads and writes timed apart (docs/metrics.md, "Read and write latency"): every row
    // has both directions' columns, the whole is their merge, so the ops-weighted means of
    // reads and writes are the mean of all; repeats merge each direction's histograms.
    void readAndWriteLatencyApart() {
        const WorkerKind& disk = iometry::model::diskKind();
        const Step step = makeStep({worker("d1", "A", "", disk), worker("d2", "B", "", disk)}, 67);
        auto diskEntry = [](int id, int reads, std::uint64_t readNs, int writes, std::uint64_t writeNs) {
            LatencyHistogram r, w;
            for (int i = 0; i < reads; ++i) r.record(readNs + static_cast<std::uint64_t>(i % 7) * 1000);
            for (int i = 0; i < writes; ++i) w.record(writeNs + static_cast<std::uint64_t>(i % 5) * 1000);
            json e = entry(id, "holder", 4096ull * reads, 4096ull * writes);
            e["read_ops"] = reads;
            e["write_ops"] = writes;
            iometry::stats::Latencies::ofDirections(r, w).toEntry(e);
            return e;
        };
        auto repeat = [&](int scale) {
            Accumulator acc(2);
            acc.add("A", sample({diskEntry(0, 670 * scale, 100'000, 330 * scale, 2'000'000)}, host(10)), step);
            acc.add("B", sample({diskEntry(1, 300, 300'000, 100, 50'000)}, host(10)), step);
            return acc.rows({&step, "1", {}});
        };
        const StepRows rows = repeat(1);
        auto lawHolds = [](const MetricRow& r, double reads, double writes) {
            QVERIFY(!r.latEmpty && !r.readLatEmpty && !r.writeLatEmpty);
            const double weighted = (r.readLatMeanUs * reads + r.writeLatMeanUs * writes) / (reads + writes);
            QVERIFY2(near(weighted, r.latMeanUs, 1e-9),
                     qPrintable(QString("%1 vs %2").arg(weighted).arg(r.latMeanUs)));
            QVERIFY(r.readLatP99Us <= r.readLatMaxUs && r.writeLatP50Us <= r.writeLatP99Us);
            QCOMPARE(r.latMaxUs, std::max(r.readLatMaxUs, r.writeLatMaxUs));
        };
        const MetricRow& d1 = row(rows, "worker", "d1");
        lawHolds(d1, 670, 330);
        // Worker d1: reads 100..106 µs, writes 2000..2004 µs, each in its own columns.
        QVERIFY(d1.readLatMaxUs < 110 && d1.writeLatP50Us > 1990);
        QVERIFY(d1.latP90Us > 1990);  // a third are writes: the combined tail is theirs
        lawHolds(row(rows, "dynamo", "B"), 300, 100);
        lawHolds(row(rows, "all", "all"), 970, 430);
        // The columns, by name, in the file's order: after the TCP ones.
        const auto* mean = iometry::results::findColumn("write_lat_mean_us");
        QVERIFY(mean);
        QCOMPARE(iometry::results::cellText(d1, *mean), iometry::results::csvNumber(d1.writeLatMeanUs, 3));
        // Repeats: merged histograms of each direction.
        const auto agg = iometry::session::aggregateRepeats({rows, repeat(3)}, iometry::model::Aggregate::Mean);
        for (const auto& r : agg)
            if (r.scope == "worker" && r.name == "d1") lawHolds(r, 670 * 4, 330 * 4);

        // A dynamo that does not tell them apart: the whole, and empty directions.
        LatencyHistogram h;
        h.record(5000);
        json old = entry(0, "holder", 4096, 0);
        old["latency"] = h.toJson();
        Accumulator acc(2);
        acc.add("A", sample({old}, host(10)), step);
        const StepRows oldRows = acc.rows({&step, "1", {}});
        const MetricRow& o = row(oldRows, "worker", "d1");
        QVERIFY(!o.latEmpty && o.readLatEmpty && o.writeLatEmpty);
        QCOMPARE(iometry::results::cellText(o, *mean), std::string());
    }

    // A probe (docs/metrics.md, "Latency under load") has its own row, scope "probe" with
    // the part of the step it measured; its traffic and its latency are in no load row.
    void probesStayOutOfTheLoad() {
        WorkerDef probe = worker("p", "A", "B", iometry::model::udpKind());
        probe.probe.emplace();
        Step step = makeStep({worker("w", "A", "B"), probe});
        LatencyHistogram h;
        for (int i = 0; i < 10; ++i) h.record(200'000);
        json pe = entry(1, "holder", 640, 640);
        pe["transactions"] = 10;
        iometry::stats::Latencies::ofDirections({}, h).toEntry(pe);
        auto rowsFor = [&](const std::string& phase) {
            Accumulator acc(2);
            acc.add("A", sample({entry(0, "holder", 0, 1'000'000), pe}, host(10)), step);
            acc.add("B", sample({entry(0, "partner", 1'000'000, 0), entry(1, "partner", 640, 640)}, host(10)), step);
            StepContext ctx{&step, "1", {}};
            ctx.phase = phase;
            return acc.rows(ctx);
        };
        const StepRows rows = rowsFor("load");
        const MetricRow& all = row(rows, "all", "all");
        COMPARE_NEAR(all.mbitPerS, mbit(1'000'000));  // the load alone
        QVERIFY(all.latEmpty);                        // a stream's: the probe's is not in it
        COMPARE_NEAR(row(rows, "dynamo", "A").mbitPerS, mbit(1'000'000));
        QCOMPARE(all.workersRan, std::optional<int>(1));
        const MetricRow& p = row(rows, "probe", "p");
        QCOMPARE(p.phase, std::string("load"));
        QVERIFY(!p.latEmpty && !p.writeLatEmpty);
        COMPARE_NEAR(p.latMeanUs, 200.0);
        QCOMPARE(iometry::results::cellText(p, *iometry::results::findColumn("phase")), std::string("load"));
        QCOMPARE(iometry::results::cellText(all, *iometry::results::findColumn("phase")), std::string());
        for (const auto& r : rows.rows) QVERIFY(r.scope != "worker" || r.name != "p");

        // The repeats keep each part's probe row apart.
        StepRows one = rowsFor("load");
        const StepRows idle = rowsFor("idle_before");
        for (std::size_t i = 0; i < idle.rows.size(); ++i)
            if (idle.rows[i].scope == "probe") {
                one.rows.push_back(idle.rows[i]);
                one.latency.push_back(idle.latency[i]);
            }
        const auto agg = iometry::session::aggregateRepeats({one, one}, iometry::model::Aggregate::Mean);
        int probes = 0;
        for (const auto& r : agg) probes += r.scope == "probe";
        QCOMPARE(probes, 2);
        QCOMPARE(agg.back().phase, std::string("idle_before"));
    }

    // A UDP pair in full duplex: each direction's loss from its receiver's counters.
    void udpLossPerDirectionAndEnd() {
        const Step step = makeStep({worker("u", "A", "B", iometry::model::udpKind())}, 50);
        auto udpEntry = [](const char* role, std::uint64_t sent, std::uint64_t expected,
                           std::uint64_t received, std::uint64_t jitterSum) {
            json e = entry(0, role, received * 100, sent * 100);
            e["write_ops"] = sent;
            e["read_ops"] = received;
            e["dgram_expected"] = expected;
            e["dgram_received"] = received;
            e["dgram_reordered"] = 3;
            e["dgram_duplicates"] = 1;
            e["jitter_ns_sum"] = jitterSum;
            return e;
        };
        Accumulator acc(1);
        // holder -> partner: 1000 sent, the partner knows of 990, got 900 (10 % lost),
        // jitter 2 µs each; partner -> holder: 500 sent, 500 known, 495 got, jitter 8 µs.
        acc.add("A", sample({udpEntry("holder", 1000, 500, 495, 495 * 8000)}, host(10)), step);
        acc.add("B", sample({udpEntry("partner", 500, 990, 900, 900 * 2000)}, host(10)), step);
        const StepRows rows = acc.rows({&step, "1", {}});
        const MetricRow& w = row(rows, "worker", "u");
        QVERIFY(w.udp);
        QCOMPARE(w.datagrams, std::uint64_t{990 + 500});
        QCOMPARE(w.lostDatagrams, std::uint64_t{90 + 5});
        COMPARE_NEAR(w.lossPct, 100.0 * 95 / 1490);
        QCOMPARE(w.reordered, std::uint64_t{6});
        QCOMPARE(w.duplicates, std::uint64_t{2});
        COMPARE_NEAR(w.jitterUs, (900 * 2.0 + 495 * 8.0) / 1395);
        // Each dynamo row: what arrived at its end.
        const MetricRow& a = row(rows, "dynamo", "A");
        QCOMPARE(a.datagrams, std::uint64_t{500});
        QCOMPARE(a.lostDatagrams, std::uint64_t{5});
        COMPARE_NEAR(a.jitterUs, 8.0);
        const MetricRow& b = row(rows, "dynamo", "B");
        COMPARE_NEAR(b.lossPct, 100.0 * 90 / 990);
        const MetricRow& all = row(rows, "all", "all");
        QCOMPARE(all.lostDatagrams, std::uint64_t{95});
        // CSV cells: the UDP columns filled for UDP rows only.
        const auto header = MetricRow::csvHeader();
        const auto fields = w.csvFields();
        const auto lossAt = std::find(header.begin(), header.end(), "loss_pct") - header.begin();
        QCOMPARE(fields[static_cast<std::size_t>(lossAt)], std::string("6.3758"));
        MetricRow tcp;
        QVERIFY(tcp.csvFields()[static_cast<std::size_t>(lossAt)].empty());
    }

    // A UDP ping-pong counts round trips at its requester: 300 requests, 3 lost on the way
    // (never answered). The responder's own view of the requests (2 gaps below its highest
    // number; the last request lost is beyond it) must not add a second count of the same
    // loss, nor the 300 requests a second 300 datagrams.
    void udpPingPongCountsRoundTrips_data() {
        QTest::addColumn<int>("read");
        QTest::newRow("holder asks") << 0;
        QTest::newRow("partner asks") << 100;
    }
    void udpPingPongCountsRoundTrips() {
        QFETCH(int, read);
        const Step step = makeStep({worker("u", "A", "B", iometry::model::udpKind())}, read, 64);
        auto end = [](const char* role, std::uint64_t sent, std::uint64_t expected,
                      std::uint64_t received) {
            json e = entry(0, role, received * 64, sent * 64);
            e["write_ops"] = sent;
            e["read_ops"] = received;
            e["dgram_expected"] = expected;
            e["dgram_received"] = received;
            e["jitter_ns_sum"] = received * 1000;
            return e;
        };
        // The holder is on A, its partner on B; with read 100 the partner asks.
        const bool holderAsks = read == 0;
        const json requester = end(holderAsks ? "holder" : "partner", 300, 300, 297);
        const json responder = end(holderAsks ? "partner" : "holder", 297, 299, 297);
        Accumulator acc(1);
        acc.add("A", sample({holderAsks ? requester : responder}, host(10)), step);
        acc.add("B", sample({holderAsks ? responder : requester}, host(10)), step);
        const StepRows rows = acc.rows({&step, "1", {}});
        for (const MetricRow& r : {row(rows, "worker", "u"), row(rows, "all", "all")}) {
            QVERIFY(r.udp);
            QCOMPARE(r.datagrams, std::uint64_t{300});
            QCOMPARE(r.lostDatagrams, std::uint64_t{3});
            COMPARE_NEAR(r.lossPct, 1.0);
            COMPARE_NEAR(r.jitterUs, 1.0);
        }
        // The requester's dynamo row has the round trips; the responder's none.
        QCOMPARE(row(rows, "dynamo", holderAsks ? "A" : "B").datagrams, std::uint64_t{300});
        QCOMPARE(row(rows, "dynamo", holderAsks ? "B" : "A").datagrams, std::uint64_t{0});
    }

    // Nothing arrived: the receiver knows no sequence number, the sender's count says
    // how many were lost.
    void udpEverythingLost() {
        const Step step = makeStep({worker("u", "A", "B", iometry::model::udpKind())}, 0);
        Accumulator acc(1);
        json sender = entry(0, "holder", 0, 64000);
        sender["write_ops"] = 1000;
        acc.add("A", sample({sender}, host(10)), step);
        acc.add("B", sample({entry(0, "partner", 0, 0)}, host(10)), step);
        const StepRows rows = acc.rows({&step, "1", {}});
        const MetricRow& w = row(rows, "worker", "u");
        QCOMPARE(w.datagrams, std::uint64_t{1000});
        QCOMPARE(w.lostDatagrams, std::uint64_t{1000});
        COMPARE_NEAR(w.lossPct, 100.0);
        COMPARE_NEAR(w.mbitPerS, 0.0);
    }

    // Repeats: loss of all the repeats' datagrams together, not a mean of percentages.
    void udpRepeatsSumDatagrams() {
        MetricRow a, b;
        a.scope = b.scope = "worker";
        a.name = b.name = "u";
        MetricRow one;
        one.udp = true;
        one.datagrams = 1000;
        one.lostDatagrams = 100;
        a.addDatagrams(one);
        one.datagrams = 3000;
        one.lostDatagrams = 0;
        b.addDatagrams(one);
        const MetricRow agg = iometry::results::aggregateRepeats({a, b}, "mean");
        QCOMPARE(agg.datagrams, std::uint64_t{4000});
        COMPARE_NEAR(agg.lossPct, 2.5);
    }
    // TCP_INFO of both ends of two pairs (docs/metrics.md, "TCP connections"): retransmits
    // summed over ends, rows and repeats; the gauges are means over the samples of
    // connections that sent, weighted by samples when rows add; the wire form carries them
    // and the CSV cells are empty for other kinds.
    void tcpConnectionColumns() {
        const Step step = makeStep({worker("w1", "A", "B"), worker("w2", "A", "B")});
        auto tcpEntry = [](int id, const char* role, std::uint64_t retrans, std::uint64_t samples,
                           std::uint64_t rttUs, std::uint64_t cwnd, std::uint64_t busyUs = 0,
                           std::uint64_t rwndUs = 0, std::uint64_t sndbufUs = 0) {
            json e = entry(id, role, 0, 1000);
            iometry::results::Counters c;
            c.tcpInfoReads = 2;
            c.tcpRetransmits = retrans;
            c.tcpSamples = samples;
            c.tcpRttUsSum = rttUs * samples;
            c.tcpRttVarUsSum = rttUs / 2 * samples;
            c.tcpCwndSum = cwnd * samples;
            c.tcpDeliveryBpsSum = 12'500'000 * samples;  // 100 Mbit/s
            c.tcpBusyUs = busyUs;
            c.tcpRwndLimitedUs = rwndUs;
            c.tcpSndbufLimitedUs = sndbufUs;
            const json wire = c.toJson();
            for (const char* key : {"tcp_info_reads", "tcp_retrans", "tcp_samples", "tcp_rtt_us_sum",
                                    "tcp_rttvar_us_sum", "tcp_cwnd_sum", "tcp_delivery_bps_sum",
                                    "tcp_busy_us", "tcp_rwnd_limited_us", "tcp_sndbuf_limited_us"})
                e[key] = wire.at(key);
            return e;
        };
        Accumulator acc(2);
        // w1: the holder sent (2 samples, RTT 100 µs, window 10) and retransmitted 30; its
        // partner only received (no samples) and retransmitted 1. w2: 3 samples, RTT 400
        // µs, window 40, 9 retransmitted. Busy sending: w1's holder 1 s, 0.8 s of it held
        // back by the receiver's window and 0.1 s by its send buffer; w2's holder 3 s, 1.5 s
        // of it by its send buffer; the partners only received (no busy time).
        acc.add("A", sample({tcpEntry(0, "holder", 30, 2, 100, 10, 1'000'000, 800'000, 100'000),
                             tcpEntry(1, "holder", 9, 3, 400, 40, 3'000'000, 0, 1'500'000)},
                            host(10)), step);
        acc.add("B", sample({tcpEntry(0, "partner", 1, 0, 0, 0), tcpEntry(1, "partner", 0, 0, 0, 0)},
                            host(10)), step);
        const StepRows rows = acc.rows({&step, "1", {}});
        const MetricRow& w1 = row(rows, "worker", "w1");
        QVERIFY(w1.tcp);
        QCOMPARE(w1.retransmits, std::uint64_t{31});
        COMPARE_NEAR(w1.retransmitsPerS, 31.0);
        COMPARE_NEAR(w1.tcpRttUs, 100.0);
        COMPARE_NEAR(w1.tcpCwnd, 10.0);
        COMPARE_NEAR(w1.tcpDeliveryMbitPerS, 100.0);
        QCOMPARE(w1.tcpBusyUs, std::uint64_t{1'000'000});
        COMPARE_NEAR(w1.tcpRwndLimitedPct, 80.0);
        COMPARE_NEAR(w1.tcpSndbufLimitedPct, 10.0);
        const MetricRow& w2 = row(rows, "worker", "w2");
        COMPARE_NEAR(w2.tcpRwndLimitedPct, 0.0);
        COMPARE_NEAR(w2.tcpSndbufLimitedPct, 50.0);
        const MetricRow& a = row(rows, "dynamo", "A");
        QCOMPARE(a.retransmits, std::uint64_t{39});
        COMPARE_NEAR(a.tcpRttUs, (2 * 100.0 + 3 * 400.0) / 5);
        // Shares of the summed busy time (0.8 s of 4 s), not the mean of the shares (40 %).
        QCOMPARE(a.tcpBusyUs, std::uint64_t{4'000'000});
        COMPARE_NEAR(a.tcpRwndLimitedPct, 20.0);
        COMPARE_NEAR(a.tcpSndbufLimitedPct, 40.0);
        const MetricRow& b = row(rows, "dynamo", "B");
        QVERIFY(b.tcp);
        QCOMPARE(b.retransmits, std::uint64_t{1});
        QCOMPARE(b.tcpBusyUs, std::uint64_t{0});
        const MetricRow& all = row(rows, "all", "all");
        QCOMPARE(all.retransmits, std::uint64_t{40});
        COMPARE_NEAR(all.retransmitsPerS, 40.0);
        COMPARE_NEAR(all.tcpCwnd, (2 * 10.0 + 3 * 40.0) / 5);
        COMPARE_NEAR(all.tcpRttVarUs, (2 * 50.0 + 3 * 200.0) / 5);
        QCOMPARE(all.tcpRwndLimitedUs, std::uint64_t{800'000});
        COMPARE_NEAR(all.tcpRwndLimitedPct, 20.0);
        COMPARE_NEAR(all.tcpSndbufLimitedPct, 40.0);
        // The CSV: filled for TCP rows; the gauges empty where no connection sent.
        const auto header = MetricRow::csvHeader();
        auto cell = [&](const MetricRow& r, const char* column) {
            const auto at = std::find(header.begin(), header.end(), column) - header.begin();
            return r.csvFields()[static_cast<std::size_t>(at)];
        };
        QCOMPARE(cell(all, "retransmits"), std::string("40"));
        QCOMPARE(cell(all, "retransmits_per_s"), std::string("40"));
        QCOMPARE(cell(b, "tcp_rtt_us"), std::string());
        QCOMPARE(cell(b, "retransmits"), std::string("1"));
        QCOMPARE(cell(all, "tcp_rwnd_limited_pct"), std::string("20"));
        QCOMPARE(cell(all, "tcp_sndbuf_limited_pct"), std::string("40"));
        QCOMPARE(cell(w1, "tcp_rwnd_limited_pct"), std::string("80"));
        // TCP without busy time (an end that only received): the shares are empty.
        QCOMPARE(cell(b, "tcp_rwnd_limited_pct"), std::string());
        QCOMPARE(cell(b, "tcp_sndbuf_limited_pct"), std::string());
        MetricRow udp;
        udp.udp = true;
        QVERIFY(cell(udp, "retransmits").empty());
        QVERIFY(cell(udp, "tcp_rwnd_limited_pct").empty());
        // Repeats: retransmissions summed, their rate and the gauges combined; the limited
        // shares of all the repeats' busy time together.
        MetricRow r1 = all, r2 = all;
        r2.retransmits = 20;
        r2.retransmitsPerS = 20;
        r2.tcpBusyUs = 1'000'000;  // the window held it back all the time, the buffer never
        r2.tcpRwndLimitedUs = 1'000'000;
        r2.tcpSndbufLimitedUs = 0;
        r2.deriveTcpLimited();
        COMPARE_NEAR(r2.tcpRwndLimitedPct, 100.0);
        const MetricRow agg = iometry::results::aggregateRepeats({r1, r2}, "mean");
        QVERIFY(agg.tcp);
        QCOMPARE(agg.retransmits, std::uint64_t{60});
        COMPARE_NEAR(agg.retransmitsPerS, 30.0);
        QCOMPARE(agg.tcpBusyUs, std::uint64_t{5'000'000});
        COMPARE_NEAR(agg.tcpRwndLimitedPct, 36.0);    // 1.8 s of 5 s, not (20 + 100) / 2
        COMPARE_NEAR(agg.tcpSndbufLimitedPct, 32.0);  // 1.6 s of 5 s, not (40 + 0) / 2
        QCOMPARE(cell(agg, "tcp_rwnd_limited_pct"), std::string("36"));
        const MetricRow medianAgg = iometry::results::aggregateRepeats({r1, r2}, "median");
        COMPARE_NEAR(medianAgg.tcpRwndLimitedPct, 36.0);
        const MetricRow best = iometry::results::aggregateRepeats({r1, r2}, "best");
        COMPARE_NEAR(best.tcpRwndLimitedPct, 20.0);  // the best repeat's own
        // The wire form round-trips, and a non-TCP end sends none of it.
        iometry::results::Counters c;
        c.tcpRetransmits = 7;
        c.tcpInfoReads = 1;
        std::string why;
        c.tcpBusyUs = 5'000'000'000;  // beyond 32 bits
        c.tcpRwndLimitedUs = 4;
        c.tcpSndbufLimitedUs = 3;
        const json wire = c.toJson();
        QCOMPARE(wire.at("tcp_busy_us").get<std::uint64_t>(), std::uint64_t{5'000'000'000});
        QCOMPARE(wire.at("tcp_rwnd_limited_us").get<std::uint64_t>(), std::uint64_t{4});
        QCOMPARE(wire.at("tcp_sndbuf_limited_us").get<std::uint64_t>(), std::uint64_t{3});
        const auto back = iometry::results::Counters::fromJson(wire, "w", why);
        QVERIFY2(back, why.c_str());
        QCOMPARE(back->tcpRetransmits, std::uint64_t{7});
        QCOMPARE(back->tcpBusyUs, std::uint64_t{5'000'000'000});
        QCOMPARE(back->tcpRwndLimitedUs, std::uint64_t{4});
        QCOMPARE(back->tcpSndbufLimitedUs, std::uint64_t{3});
        QVERIFY(!iometry::results::Counters().toJson().contains("tcp_retrans"));
    }
    // A stream of three connections: a row per connection, seen from the holder (bytes
    // counted where they arrived, both ends' retransmissions), adding up to the worker row.
    void streamConnectionsAddUpToTheWorker() {
        const Step step = makeStep({worker("w", "A", "B")});
        auto withConnections = [](const char* role, std::vector<std::pair<std::uint64_t, std::uint64_t>> parts,
                                  std::uint64_t retrans) {
            std::uint64_t read = 0, written = 0;
            json list = json::array();
            for (const auto& [r, w] : parts) {
                read += r;
                written += w;
                iometry::results::Counters c;
                c.bytesRead = r;
                c.bytesWritten = w;
                c.readOps = r / 1000;
                c.writeOps = w / 1000;
                c.tcpInfoReads = 1;
                c.tcpRetransmits = retrans;
                list.push_back(c.toJson());
            }
            json e = entry(0, role, read, written);
            e["read_ops"] = read / 1000;
            e["write_ops"] = written / 1000;
            e["tcp_info_reads"] = parts.size();
            e["tcp_retrans"] = retrans * parts.size();
            e["connections"] = list;
            return e;
        };
        const std::map<std::string, ParsedSample> samples = {
            {"A", sample({withConnections("holder", {{0, 3000}, {0, 2000}, {0, 1000}}, 2)}, host(10))},
            {"B", sample({withConnections("partner", {{2000, 0}, {2000, 0}, {1000, 0}}, 1)}, host(10))}};
        Accumulator acc(1);
        for (const auto& [dynamo, one] : samples) acc.add(dynamo, one, step);
        const StepRows rows = acc.rows({&step, "1", {}});
        QCOMPARE(rows.connections.size(), std::size_t{3});
        QCOMPARE(rows.connections[0].scope, std::string("connection"));
        QCOMPARE(rows.connections[1].name, std::string("w/2"));
        COMPARE_NEAR(rows.connections[0].mbitPerS, mbit(2000));  // arrived, not sent (3000)
        COMPARE_NEAR(rows.connections[0].sentMbitPerS, mbit(3000));
        QCOMPARE(rows.connections[2].retransmits, std::uint64_t{3});
        double sum = 0, sent = 0;
        std::uint64_t retrans = 0;
        for (const auto& c : rows.connections) {
            sum += c.mbitPerS;
            sent += c.sentMbitPerS;
            retrans += c.retransmits;
        }
        const MetricRow& w = row(rows, "worker", "w");
        COMPARE_NEAR(sum, w.mbitPerS);
        COMPARE_NEAR(sent, w.sentMbitPerS);
        QCOMPARE(retrans, w.retransmits);
        double ops = 0;
        for (const auto& c : rows.connections) ops += c.opsPerS;
        COMPARE_NEAR(ops, w.opsPerS);
        // An interval's rows list the connections too (the live table), after the workers.
        const auto interval = iometry::session::intervalRows({&step, "1", {}}, samples);
        std::vector<std::string> names;
        for (const auto& r : interval)
            if (r.scope == "connection") names.push_back(r.name);
        QCOMPARE(names, (std::vector<std::string>{"w/1", "w/2", "w/3"}));
        const auto firstConnection = std::find_if(interval.begin(), interval.end(),
                                                  [](const MetricRow& r) { return r.scope == "connection"; });
        QCOMPARE(std::prev(firstConnection)->scope, std::string("worker"));
        COMPARE_NEAR(firstConnection->mbitPerS, mbit(2000));
        // A connection has no host of its own: the host's cells are empty, not 0; the worker
        // row has them.
        const auto header = MetricRow::csvHeader();
        for (const char* column : {"cpu_pct", "pe_index", "irq_per_s", "nic_rx_mbit_per_s", "nic_drops"}) {
            const auto at = static_cast<std::size_t>(std::find(header.begin(), header.end(), column) - header.begin());
            QVERIFY2(firstConnection->csvFields()[at].empty(), column);
            QVERIFY2(!w.csvFields()[at].empty(), column);
        }
        QVERIFY(!firstConnection->csvFields()[static_cast<std::size_t>(
                     std::find(header.begin(), header.end(), "mbit_per_s") - header.begin())].empty());
        // One connection: no connection rows.
        Accumulator single(1);
        single.add("A", sample({entry(0, "holder", 0, 1000)}, host(10)), step);
        single.add("B", sample({entry(0, "partner", 1000, 0)}, host(10)), step);
        QVERIFY(single.rows({&step, "1", {}}).connections.empty());
    }
    // Issue #36, e2e.many_connections' bursts: 64 connections that each made 60 requests
    // in 3.00776 s. The rows add up exactly; their CSV cells, rounded to 0.1 each and all
    // the same way, do not: 64 x 19.9 = 1273.6 against the worker's 1276.7, 0.24 % short
    // (docs/metrics.md, "Connections of a stream"). A cell times the seconds, rounded, is
    // the count again.
    void connectionCellsRoundTogether() {
        const Step step = makeStep({worker("w", "A", "B")});
        constexpr std::uint64_t kRequests = 60, kSize = 16384;
        constexpr int kConnections = 64;
        constexpr double kSeconds = 3.00776;
        auto end = [&](const char* role, bool reads) {
            iometry::results::Counters one;
            (reads ? one.readOps : one.writeOps) = kRequests;
            (reads ? one.bytesRead : one.bytesWritten) = kRequests * kSize;
            json e = entry(0, role, reads ? kConnections * kRequests * kSize : 0,
                           reads ? 0 : kConnections * kRequests * kSize);
            e[reads ? "read_ops" : "write_ops"] = kConnections * kRequests;
            e["connections"] = json::array();
            for (int c = 0; c < kConnections; ++c) e["connections"].push_back(one.toJson());
            return e;
        };
        Accumulator acc(1);
        acc.add("A", sample({end("holder", false)}, host(10), kSeconds), step);
        acc.add("B", sample({end("partner", true)}, host(10), kSeconds), step);
        const StepRows rows = acc.rows({&step, "1", {}});
        QCOMPARE(rows.connections.size(), std::size_t{kConnections});
        const MetricRow& w = row(rows, "worker", "w");
        const auto header = MetricRow::csvHeader();
        const auto at = static_cast<std::size_t>(std::find(header.begin(), header.end(), "ops_per_s") - header.begin());
        double ops = 0, cells = 0;
        for (const auto& c : rows.connections) {
            ops += c.opsPerS;
            const double cell = std::stod(c.csvFields()[at]);
            cells += cell;
            QCOMPARE(std::llround(cell * c.seconds), static_cast<long long>(kRequests));
        }
        COMPARE_NEAR(ops, w.opsPerS);
        QCOMPARE(w.csvFields()[at], std::string("1276.7"));
        QCOMPARE(rows.connections.front().csvFields()[at], std::string("19.9"));
        COMPARE_NEAR(cells, 1273.6);
        QCOMPARE(std::llround(std::stod(w.csvFields()[at]) * w.seconds),
                 static_cast<long long>(kConnections * kRequests));
    }
};

QTEST_APPLESS_MAIN(TestIntervalAggregation)
#include "test_interval_aggregation.moc"
