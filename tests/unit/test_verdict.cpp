// What limited every number (engine/analysis/verdict.hpp; docs/metrics.md, "What limited
// it"), with made-up rows of a two-host plan: each rule decides when its evidence is there
// and only then, the first that holds wins, the evidence names the counter, where it was
// read and the threshold; totals take the verdict their workers share; the aggregate of
// repeats warns of a spread over 10 %.

#include <QtTest>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/analysis/verdict.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/plan/plan_json.hpp"

using iometry::analysis::judgeRepeats;
using iometry::analysis::judgeStep;
using iometry::analysis::VerdictFacts;
using iometry::model::Step;
using iometry::results::CpuShares;
using iometry::results::MetricRow;

namespace {

/** Host A (10.0.0.1) and B (10.0.0.2): a tcp stream A → B, a tcp request/response pair,
 *  a udp stream at 100 Mbit/s, a disk worker, a probe and a buffered disk worker on A. */
Step twoHostStep() {
    const auto parsed = iometry::model::parsePlanText(R"({
      "format": "iometry.plan/1", "name": "verdict", "run_s": 10,
      "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
      "specs": [{"name": "tx", "lines": [{"size": 65536, "read": 0}]},
                {"name": "rr", "lines": [{"size": 64, "read": 0, "reply": 64}]},
                {"name": "udp", "lines": [{"size": 1400, "read": 0}]},
                {"name": "io", "lines": [{"size": 4096, "read": 100, "random": 100}]}],
      "workers": [
        {"name": "stream", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
         "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "tx"},
        {"name": "pingpong", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
         "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "rr", "outstanding": 4},
        {"name": "dgrams", "dynamo": "A", "kind": "udp", "bind": "10.0.0.1",
         "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "udp", "rate_mbit": 100},
        {"name": "disk", "dynamo": "A", "kind": "disk", "path": "/var/tmp/v.tst",
         "file_size": 1048576, "spec": "io", "outstanding": 4},
        {"name": "probe", "dynamo": "A", "kind": "disk", "path": "/var/tmp/v.tst",
         "file_size": 1048576, "spec": "io", "probe": {"rate_hz": 100}},
        {"name": "cached", "dynamo": "A", "kind": "disk", "path": "/var/tmp/c.tst",
         "file_size": 1048576, "spec": "io", "direct": false}]})");
    if (!parsed.ok()) {
        for (const auto& p : parsed.problems) qWarning("%s: %s", p.path.c_str(), p.message.c_str());
        return {};
    }
    Step step;
    step.workers = parsed.plan->workers;
    step.specs = parsed.plan->specs;
    return step;
}

MetricRow row(const std::string& scope, const std::string& name) {
    MetricRow r;
    r.scope = name == "all" ? "all" : scope;
    r.name = name;
    r.seconds = 10;
    return r;
}

/** Two cores each on A and B, at the given busy shares. */
VerdictFacts facts(const Step& step, double a0, double a1, double b0, double b1, double linkMbit = 1000) {
    VerdictFacts f;
    f.step = &step;
    f.cores["A"] = {CpuShares{.busy = a0}, CpuShares{.busy = a1}};
    f.cores["B"] = {CpuShares{.busy = b0}, CpuShares{.busy = b1}};
    f.linkMbit = [linkMbit](const std::string&, const std::string&) { return linkMbit; };
    return f;
}

const MetricRow& named(const std::vector<MetricRow>& rows, const std::string& name) {
    for (const MetricRow& r : rows)
        if (r.name == name) return r;
    static const MetricRow none;
    return none;
}

/** The evidence behind @p backs on @p r, "counter@where=value/limit". */
QString evidence(const MetricRow& r, const std::string& backs) {
    QStringList out;
    for (const auto& e : r.evidence)
        if (e.backs == backs)
            out << QStringLiteral("%1@%2=%3/%4")
                       .arg(QString::fromStdString(e.counter), QString::fromStdString(e.where))
                       .arg(e.value, 0, 'g', 4)
                       .arg(e.limit, 0, 'g', 4);
    return out.join(QLatin1Char(' '));
}

}  // namespace

class TestVerdict : public QObject {
    Q_OBJECT

private slots:
    void aStreamSaysWhichCoreOrTheLink() {
        const Step step = twoHostStep();
        QVERIFY(!step.workers.empty());
        MetricRow stream = row("worker", "stream");
        stream.mbitPerS = stream.writeMbitPerS = stream.sentMbitPerS = 600;
        MetricRow hostA = row("dynamo", "A");
        hostA.nicTxMbitPerS = 620;
        hostA.nicTxPps = 52000;

        // The sender's core 1 at 99 %: sender_cpu, and where.
        std::vector<MetricRow> rows{row("all", "all"), hostA, row("dynamo", "B"), stream};
        judgeStep(rows, facts(step, 20, 99, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("sender_cpu"));
        QCOMPARE(evidence(named(rows, "stream"), "sender_cpu"), QStringLiteral("core_busy_pct@A/cpu1=99/95"));
        QCOMPARE(named(rows, "stream").warnings, std::string());

        // The receiver's busier: receiver_cpu.
        judgeStep(rows, facts(step, 20, 96, 99.5, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("receiver_cpu"));
        QCOMPARE(evidence(named(rows, "stream"), "receiver_cpu"), QStringLiteral("core_busy_pct@B/cpu0=99.5/95"));

        // A pinned sender is judged by its own core, not the host's busiest.
        Step pinned = step;
        pinned.workers[0].cpu = 0;
        judgeStep(rows, facts(pinned, 20, 99, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("path"));

        // No core saturated, below line rate: something between the hosts.
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("path"));
        QCOMPARE(evidence(named(rows, "stream"), "path"), QStringLiteral("mbit_per_s@=600/1000"));

        // On the wire at 95 % of the link: 620 Mbit/s counted by the interface and 52 000
        // frames of 24 B each more, 630 of a 650 Mbit/s link: the link.
        judgeStep(rows, facts(step, 20, 50, 30, 40, 650));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("link"));
        QCOMPARE(evidence(named(rows, "stream"), "link"), QStringLiteral("wire_mbit_per_s@A=630/617.5"));

        // More than the link carries: a warning, whatever limited it.
        judgeStep(rows, facts(step, 20, 50, 30, 40, 500));
        QCOMPARE(named(rows, "stream").warnings, std::string("above_line_rate"));
        QCOMPARE(evidence(named(rows, "stream"), "above_line_rate"), QStringLiteral("mbit_per_s@A=600/500"));

        // Both ways, only the partner's interface reporting a speed: the path, judged by the
        // direction whose link is known.
        MetricRow duplex = stream;
        duplex.readMbitPerS = 300;
        std::vector<MetricRow> both{duplex};
        VerdictFacts half = facts(step, 20, 50, 30, 40);
        half.linkMbit = [](const std::string& dynamo, const std::string&) { return dynamo == "B" ? 1000.0 : -1.0; };
        judgeStep(both, half);
        QCOMPARE(both[0].limitedBy, std::string("path"));
        QCOMPARE(evidence(both[0], "path"), QStringLiteral("mbit_per_s@=300/1000"));

        // Unknown link speed (loopback, a virtual link) and idle cores: unknown.
        judgeStep(rows, facts(step, 20, 50, 30, 40, -1));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("unknown"));
        QVERIFY(named(rows, "stream").evidence.empty());
    }

    void ourOwnThreadNeverWaited() {
        const Step step = twoHostStep();
        MetricRow stream = row("worker", "stream");
        stream.mbitPerS = stream.writeMbitPerS = stream.sentMbitPerS = 600;
        std::vector<MetricRow> rows{row("dynamo", "A"), row("dynamo", "B"), stream};
        // The sending end's threads ran 99 % of their time, no core full (an unpinned
        // thread moves between cores): our own thread, and where.
        rows[2].threads = true;
        rows[2].holderThreads = {.busy = 99};
        rows[2].partnerThreads = {.busy = 40};
        judgeStep(rows, facts(step, 60, 60, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("tool_cpu"));
        QCOMPARE(evidence(named(rows, "stream"), "tool_cpu"), QStringLiteral("thread_busy_pct@A=99/95"));
        // Its core full as well: still our thread, the core beside it as evidence.
        Step pinned = step;
        pinned.workers[0].cpu = 1;
        judgeStep(rows, facts(pinned, 20, 100, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("tool_cpu"));
        QCOMPARE(evidence(named(rows, "stream"), "tool_cpu"),
                 QStringLiteral("thread_busy_pct@A=99/95 core_busy_pct@A/cpu1=100/95"));
        // The receiver's core (the host's busiest: not pinned) fuller than the sender's
        // thread: the thread's own clock still decides, it is read of the end itself.
        judgeStep(rows, facts(step, 60, 60, 100, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("tool_cpu"));
        // The core full, our thread not (something else took the core): the core.
        rows[2].holderThreads = {.busy = 60};
        judgeStep(rows, facts(pinned, 20, 100, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("sender_cpu"));
        QCOMPARE(evidence(named(rows, "stream"), "sender_cpu"), QStringLiteral("core_busy_pct@A/cpu1=100/95"));
        // Not pinned, no core full, but the thread ran or waited for a CPU all its time
        // (other programs took the rest): the sender's CPU, read of the thread itself.
        rows[2].holderThreads = {.busy = 88, .waitCpu = 11};
        judgeStep(rows, facts(step, 70, 70, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("sender_cpu"));
        QCOMPARE(evidence(named(rows, "stream"), "sender_cpu"), QStringLiteral("thread_runnable_pct@A=99/95"));
        rows[2].holderThreads = {.busy = 60};
        // The receiving end's threads: tool_cpu too (the word says whose threads, the
        // evidence which host).
        rows[2].partnerThreads = {.busy = 97};
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("tool_cpu"));
        QCOMPARE(evidence(named(rows, "stream"), "tool_cpu"), QStringLiteral("thread_busy_pct@B=97/95"));
        // Not counted (a dynamo that does not send the threads' times): the other rules.
        rows[2].threads = false;
        rows[2].holderThreads = rows[2].partnerThreads = {};
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("path"));
        // A disk worker whose thread never waited (reads the page cache served): its thread,
        // before its queue.
        MetricRow disk = row("worker", "cached");
        disk.outstanding = 1;
        disk.opsPerS = 100000;
        disk.latEmpty = false;
        disk.latMeanUs = 9.9;
        disk.threads = true;
        disk.holderThreads = {.busy = 99.5};
        std::vector<MetricRow> diskRows{row("dynamo", "A"), disk};
        judgeStep(diskRows, facts(step, 60, 60, 30, 40));
        QCOMPARE(named(diskRows, "cached").limitedBy, std::string("tool_cpu"));
        QCOMPARE(evidence(named(diskRows, "cached"), "tool_cpu"), QStringLiteral("thread_busy_pct@A=99.5/95"));
    }

    void theKernelSaysWhichWindowHeldIt() {
        const Step step = twoHostStep();
        MetricRow stream = row("worker", "stream");
        stream.tcp = true;
        stream.mbitPerS = stream.writeMbitPerS = stream.sentMbitPerS = 300;
        stream.tcpBusyUs = 10'000'000;
        stream.tcpRwndLimitedPct = 60;
        stream.tcpSndbufLimitedPct = 5;
        std::vector<MetricRow> rows{stream};
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("receive_window"));
        QCOMPARE(evidence(rows[0], "receive_window"), QStringLiteral("tcp_rwnd_limited_pct@=60/25"));
        rows[0].tcpSndbufLimitedPct = 70;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("send_buffer"));
        // A saturated core comes first: it is why the window was not opened in time.
        judgeStep(rows, facts(step, 20, 50, 30, 99));
        QCOMPARE(rows[0].limitedBy, std::string("receiver_cpu"));
        // Under a quarter of the time: not the window.
        rows[0].tcpRwndLimitedPct = rows[0].tcpSndbufLimitedPct = 20;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("path"));
    }

    void retransmitsWarnThenLimit() {
        const Step step = twoHostStep();
        MetricRow stream = row("worker", "stream");
        stream.tcp = true;
        stream.mbitPerS = stream.writeMbitPerS = stream.sentMbitPerS = 115.84;  // 10^5 segments in 10 s
        std::vector<MetricRow> rows{stream};
        // 9 of 10^5: below 0.1 %, no word.
        rows[0].retransmits = 9;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].warnings, std::string());
        QCOMPARE(rows[0].limitedBy, std::string("path"));
        // 0.5 %: a warning; 2 %: congestion.
        rows[0].retransmits = 500;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].warnings, std::string("retransmits"));
        QCOMPARE(rows[0].limitedBy, std::string("path"));
        rows[0].retransmits = 2000;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("congestion"));
        QCOMPARE(evidence(rows[0], "congestion"), QStringLiteral("retransmitted_pct@=2/1"));
    }

    void aRateIsReachedOrFallsShort() {
        const Step step = twoHostStep();
        MetricRow dgrams = row("worker", "dgrams");
        dgrams.mbitPerS = dgrams.writeMbitPerS = dgrams.sentMbitPerS = 99;
        std::vector<MetricRow> rows{dgrams};
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("offered"));
        QCOMPARE(rows[0].warnings, std::string());
        // 90 of 100 sent, the sender's core busy: short of its rate, and why.
        rows[0].sentMbitPerS = rows[0].mbitPerS = rows[0].writeMbitPerS = 90;
        judgeStep(rows, facts(step, 99, 50, 30, 40));
        QCOMPARE(rows[0].warnings, std::string("sender_short"));
        QCOMPARE(rows[0].limitedBy, std::string("sender_cpu"));
        QCOMPARE(evidence(rows[0], "sender_short"), QStringLiteral("sent_mbit_per_s@=90/98"));
        // A step of a rate method sets the rate itself.
        Step ramped = step;
        ramped.params.rateMbit = 80;
        judgeStep(rows, facts(ramped, 99, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("offered"));

        // Paced requests (a probe): what came due against what completed.
        MetricRow probe = row("probe", "probe");
        probe.paced = true;
        probe.offeredPerS = 100;
        probe.opsPerS = 99.5;
        rows = {probe};
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("offered"));
        rows[0].opsPerS = 97;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("unknown"));
        QCOMPARE(rows[0].warnings, std::string("sender_short"));
        // 9 of 10 in a 1-s part: the last was in flight at the end, not missed.
        rows[0].seconds = 1;
        rows[0].offeredPerS = 10;
        rows[0].opsPerS = 9;
        rows[0].outstanding = 1;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("offered"));
        QCOMPARE(rows[0].warnings, std::string());
        rows[0].opsPerS = 8;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].warnings, std::string("sender_short"));
    }

    void requestsAndRepliesAreTheirRoundTrips() {
        // 4 in flight by Little's law (40 000/s × 100 µs), no core busy: outstanding.
        const Step step = twoHostStep();
        MetricRow pp = row("worker", "pingpong");
        pp.outstanding = 4;
        pp.transactionsPerS = 40000;
        pp.latEmpty = false;
        pp.latMeanUs = 100;
        pp.mbitPerS = pp.writeMbitPerS = pp.readMbitPerS = 20.48;
        std::vector<MetricRow> rows{pp};
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(rows[0].limitedBy, std::string("outstanding"));
        QCOMPARE(evidence(rows[0], "outstanding"), QStringLiteral("in_flight@=4/4"));
    }

    void aDiskSaysOutstandingDeviceOrCache() {
        const Step step = twoHostStep();
        MetricRow disk = row("worker", "disk");
        disk.outstanding = 4;
        disk.opsPerS = 20000;
        disk.latEmpty = false;
        disk.latMeanUs = 195;  // 3.9 in flight of 4
        disk.readMbitPerS = disk.mbitPerS = 655.36;  // 81.9 MB/s
        disk.dev = true;
        disk.devUtilPct = 99;
        disk.devQueue = 3.8;
        MetricRow hostA = row("dynamo", "A");
        hostA.dev = true;
        hostA.devReadMbPerS = 82;
        hostA.devUtilPct = 99;
        std::vector<MetricRow> rows{hostA, disk};
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        // Its queue full at 4, the device holding them: more in flight would raise it,
        // before the device's 99 %.
        QCOMPARE(named(rows, "disk").limitedBy, std::string("outstanding"));
        QCOMPARE(evidence(named(rows, "disk"), "outstanding"), QStringLiteral("in_flight@=3.9/4 dev_queue@=3.8/2"));
        QCOMPARE(named(rows, "disk").warnings, std::string());
        // The same queue full but the device idle (the I/Os waited in the tool, or a
        // cache answered them), a core saturated: the CPU, not the queue.
        rows[1].devQueue = 0.2;
        judgeStep(rows, facts(step, 20, 99, 30, 40));
        QCOMPARE(named(rows, "disk").limitedBy, std::string("sender_cpu"));
        rows[1].devQueue = 3.8;
        // Pinned to a saturated core: that core, whatever the queue.
        Step pinned = step;
        pinned.workers[3].cpu = 1;
        judgeStep(rows, facts(pinned, 20, 99, 30, 40));
        QCOMPARE(named(rows, "disk").limitedBy, std::string("sender_cpu"));
        QCOMPARE(evidence(named(rows, "disk"), "sender_cpu"), QStringLiteral("core_busy_pct@A/cpu1=99/95"));
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        // The sync engine asked for 8: one at a time all the same, and that one held.
        Step sync = step;
        sync.workers[3].as<iometry::model::DiskSettings>()->engine = "sync";
        rows[1].outstanding = 8;
        rows[1].latMeanUs = 49;  // 20 000/s: 0.98 in flight
        rows[1].devQueue = 0.9;
        judgeStep(rows, facts(sync, 20, 50, 30, 40));
        QCOMPARE(named(rows, "disk").limitedBy, std::string("outstanding"));
        QCOMPARE(evidence(named(rows, "disk"), "outstanding"), QStringLiteral("in_flight@=0.98/1 dev_queue@=0.9/0.5"));
        rows[1].devQueue = 3.8;
        // At 32 in flight and the device always busy: the device.
        rows[1].outstanding = 32;
        rows[1].latMeanUs = 1560;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(named(rows, "disk").limitedBy, std::string("device"));
        QCOMPARE(evidence(named(rows, "disk"), "device"), QStringLiteral("dev_util_pct@=99/95"));
        // The device read a tenth of what a buffered reader did: the page cache; not the
        // direct reader's (O_DIRECT never reads from it), nor its queue.
        rows[0].devReadMbPerS = 8;
        MetricRow cached = rows[1];
        cached.name = "cached";
        rows.push_back(cached);
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(named(rows, "cached").warnings, std::string("page_cache"));
        QCOMPARE(evidence(named(rows, "cached"), "page_cache"), QStringLiteral("dev_read_mb_per_s@A=8/81.92"));
        QCOMPARE(named(rows, "disk").warnings, std::string());
        QCOMPARE(named(rows, "cached").limitedBy, std::string("device"));
        rows.pop_back();
        // Direct writes the device took a third of: compressed.
        rows[1].readMbitPerS = 0;
        rows[1].writeMbitPerS = 655.36;
        rows[0].devWriteMbPerS = 27;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(named(rows, "disk").warnings, std::string("compressed"));
        // A busy host of a VM.
        rows[1].cpuStealPct = 12;
        judgeStep(rows, facts(step, 20, 50, 30, 40));
        QCOMPARE(named(rows, "disk").warnings, std::string("cpu_steal;compressed"));
    }

    void totalsShareTheirWorkersVerdict() {
        const Step step = twoHostStep();
        MetricRow stream = row("worker", "stream");
        stream.mbitPerS = stream.writeMbitPerS = stream.sentMbitPerS = 600;
        MetricRow dgrams = row("worker", "dgrams");
        dgrams.mbitPerS = dgrams.writeMbitPerS = dgrams.sentMbitPerS = 100;
        std::vector<MetricRow> rows{row("all", "all"), row("dynamo", "A"), row("dynamo", "B"), stream, dgrams};
        judgeStep(rows, facts(step, 20, 99, 30, 40));
        // One reached its rate, the other is held by A's core 1: all is neither; the
        // stream alone: all, A and B are what it is.
        QCOMPARE(named(rows, "dgrams").limitedBy, std::string("offered"));
        QCOMPARE(named(rows, "stream").limitedBy, std::string("sender_cpu"));
        QCOMPARE(named(rows, "all").limitedBy, std::string("unknown"));
        QVERIFY(named(rows, "all").evidence.empty());
        rows.pop_back();
        judgeStep(rows, facts(step, 20, 99, 30, 40));
        QCOMPARE(named(rows, "all").limitedBy, std::string("sender_cpu"));
        QCOMPARE(named(rows, "A").limitedBy, std::string("sender_cpu"));
        QCOMPARE(named(rows, "B").limitedBy, std::string("sender_cpu"));
        QCOMPARE(evidence(named(rows, "all"), "sender_cpu"), QStringLiteral("core_busy_pct@stream: A/cpu1=99/95"));
    }

    void aThousandWorkersKeepTheTotalsShort() {
        // 128 dynamos of 8 workers, each a stream to the next dynamo, every sender's core
        // saturated: every worker says so, and the totals say it with four pieces of
        // evidence, not a thousand.
        nlohmann::ordered_json plan = nlohmann::ordered_json::parse(R"({"format": "iometry.plan/1",
            "name": "many", "run_s": 1, "specs": [{"name": "tx", "lines": [{"size": 65536, "read": 0}]}]})");
        for (int d = 0; d < 128; ++d) {
            plan["dynamos"].push_back({{"name", "d" + std::to_string(d)}});
            for (int k = 0; k < 8; ++k)
                plan["workers"].push_back({{"name", "w" + std::to_string(d * 8 + k)},
                                           {"dynamo", "d" + std::to_string(d)}, {"kind", "tcp"},
                                           {"bind", "10.0.0.1"}, {"spec", "tx"},
                                           {"peer", {{"dynamo", "d" + std::to_string((d + 1) % 128)},
                                                     {"address", "10.0.0.2"}}}});
        }
        const auto parsed = iometry::model::parsePlan(plan);
        QVERIFY(parsed.ok());
        Step step;
        step.workers = parsed.plan->workers;
        VerdictFacts f;
        f.step = &step;
        std::vector<MetricRow> rows{row("all", "all")};
        for (int d = 0; d < 128; ++d) {
            rows.push_back(row("dynamo", "d" + std::to_string(d)));
            f.cores["d" + std::to_string(d)] = {CpuShares{.busy = 99}, CpuShares{.busy = 10}};
        }
        for (const auto& w : step.workers) {
            MetricRow r = row("worker", w.name);
            r.mbitPerS = r.writeMbitPerS = r.sentMbitPerS = 900;
            rows.push_back(r);
        }
        judgeStep(rows, f);
        for (const MetricRow& r : rows) QCOMPARE(r.limitedBy, std::string("sender_cpu"));
        QCOMPARE(named(rows, "all").evidence.size(), std::size_t{4});
        QCOMPARE(named(rows, "d5").evidence.size(), std::size_t{4});  // its 8 senders and 8 receivers
    }

    void repeatsThatSpreadAreUnstable() {
        std::vector<MetricRow> repeats;
        for (double mbit : {900.0, 910.0, 905.0}) {
            MetricRow r = row("worker", "stream");
            r.mbitPerS = mbit;
            r.limitedBy = "link";
            r.repeat = std::to_string(repeats.size() + 1);
            repeats.push_back(r);
        }
        MetricRow agg = repeats.front();
        agg.repeat = "agg";
        judgeRepeats(agg, repeats);
        QCOMPARE(agg.limitedBy, std::string("link"));
        QCOMPARE(agg.warnings, std::string());
        repeats[1].mbitPerS = 600;
        repeats[1].limitedBy = "congestion";
        repeats[1].warnings = "retransmits";
        repeats[1].evidence.push_back({.backs = "retransmits", .counter = "retransmitted_pct", .value = 0.4, .limit = 0.1});
        judgeRepeats(agg, repeats);
        QCOMPARE(agg.limitedBy, std::string("unknown"));
        QCOMPARE(agg.warnings, std::string("retransmits;unstable"));
        QCOMPARE(evidence(agg, "retransmits"), QStringLiteral("retransmitted_pct@repeat 2=0.4/0.1"));
        QCOMPARE(evidence(agg, "unstable"), QStringLiteral("mbit_per_s_spread_pct@=21.79/10"));
    }
};

QTEST_GUILESS_MAIN(TestVerdict)
#include "test_verdict.moc"
