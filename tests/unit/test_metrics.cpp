// Metric arithmetic and CSV text (docs/metrics.md): rates from known counters, time-weighted
// host averages and the P/E index, repeat aggregation, the summary.csv columns, RFC 4180
// quoting and number formatting, and tolerant reading of sample counters.

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "engine/results/csv.hpp"
#include "engine/results/host_counters.hpp"
#include "engine/results/metrics.hpp"
#include "engine/stats/histogram.hpp"

using iometry::results::aggregateRepeats;
using iometry::results::Counters;
using iometry::results::CpuAverage;
using iometry::results::csvField;
using iometry::results::csvLine;
using iometry::results::csvNumber;
using iometry::results::MetricRow;
using iometry::stats::LatencyHistogram;
using nlohmann::json;

namespace {

/** Equal within a relative 1e-9 (absolute near zero), with both values in the message. */
bool near(double actual, double expected, double relative = 1e-9) {
    return std::abs(actual - expected) <= relative * std::max(1.0, std::abs(expected));
}

#define COMPARE_NEAR(actual, expected)                                                      \
    do {                                                                                    \
        const double a_ = (actual);                                                         \
        const double e_ = (expected);                                                       \
        QVERIFY2(near(a_, e_), qPrintable(QStringLiteral("%1 is %2, expected %3")           \
                                              .arg(QLatin1String(#actual))                  \
                                              .arg(a_, 0, 'g', 17)                          \
                                              .arg(e_, 0, 'g', 17)));                       \
    } while (false)

/** One host entry of a sample, in the shape the dynamo sends. */
json hostSample(double busy, double user, double system, double irq, double softirq,
                double iowait, double steal, double processPct, double interruptsPerS,
                json nics) {
    return {{"cpu",
             {{"busy", busy},
              {"user", user},
              {"system", system},
              {"irq", irq},
              {"softirq", softirq},
              {"iowait", iowait},
              {"steal", steal}}},
            {"process_cpu_pct", processPct},
            {"interrupts_per_s", interruptsPerS},
            {"nics", std::move(nics)}};
}

json nic(std::uint64_t rxBytes, std::uint64_t txBytes, std::uint64_t rxPackets,
         std::uint64_t txPackets, std::uint64_t rxDrops, std::uint64_t txDrops) {
    return {{"rx_bytes", rxBytes},     {"tx_bytes", txBytes},   {"rx_packets", rxPackets},
            {"tx_packets", txPackets}, {"rx_drops", rxDrops},   {"tx_drops", txDrops}};
}

/**
 * Two intervals of different length (1 s and 3 s), so that a plain mean of the two
 * differs from the time-weighted one: busy 10 % then 30 % is 25 % weighted, 20 % plain.
 */
CpuAverage twoIntervals() {
    CpuAverage cpu;
    cpu.add(hostSample(10, 4, 3, 1, 2, 0, 0, 5, 1000,
                       json::array({nic(1'000'000, 2'000'000, 100, 200, 1, 2)})),
            1.0);
    // Two interfaces in the second interval: their counters add up.
    cpu.add(hostSample(30, 20, 6, 1, 3, 0.5, 2, 15, 5000,
                       json::array({nic(2'000'000, 4'000'000, 200, 400, 0, 3),
                                    nic(1'000'000, 2'000'000, 100, 200, 0, 0)})),
            3.0);
    return cpu;
}

std::size_t columnOf(const std::string& name) {
    const auto header = MetricRow::csvHeader();
    const auto it = std::find(header.begin(), header.end(), name);
    return it == header.end() ? header.size() : static_cast<std::size_t>(it - header.begin());
}

MetricRow repeatRow(int repeat, double mbit, double ops, double cpu, double latMean,
                    std::uint64_t errors) {
    MetricRow r;
    r.step = 2;
    r.repeat = std::to_string(repeat);
    r.scope = "worker";
    r.name = "w1";
    r.size = 4096;
    r.outstanding = 8;
    r.readPct = 50;
    r.seconds = 10;
    r.mbitPerS = mbit;
    r.readMbitPerS = mbit / 2;
    r.writeMbitPerS = mbit / 2;
    r.mbPerS = mbit / 8;
    r.opsPerS = ops;
    r.cpuPct = cpu;
    r.peIndex = cpu > 0 ? mbit / cpu : 0;
    r.latMeanUs = latMean;
    r.errors = errors;
    r.nicDrops = errors * 10;
    return r;
}

}  // namespace

class TestMetrics : public QObject {
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ setTraffic

    void setTrafficRates_data() {
        QTest::addColumn<quint64>("readOps");
        QTest::addColumn<quint64>("writeOps");
        QTest::addColumn<quint64>("bytesRead");
        QTest::addColumn<quint64>("bytesWritten");
        QTest::addColumn<quint64>("transactions");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("opsPerS");
        QTest::addColumn<double>("readOpsPerS");
        QTest::addColumn<double>("writeOpsPerS");
        QTest::addColumn<double>("transactionsPerS");
        QTest::addColumn<double>("mbitPerS");
        QTest::addColumn<double>("readMbitPerS");
        QTest::addColumn<double>("writeMbitPerS");
        QTest::addColumn<double>("mbPerS");

        // 125 000 000 bytes in 1 s is 1000 Mbit/s decimal (not 953.67 binary) and 125 MB/s.
        QTest::newRow("1 Gbit/s of writes")
            << quint64{0} << quint64{1000} << quint64{0} << quint64{125'000'000} << quint64{0}
            << 1.0 << 1000.0 << 0.0 << 1000.0 << 0.0 << 1000.0 << 0.0 << 1000.0 << 125.0;
        QTest::newRow("read/write split over 2 s")
            << quint64{300} << quint64{100} << quint64{3'000'000} << quint64{1'000'000}
            << quint64{50} << 2.0 << 200.0 << 150.0 << 50.0 << 25.0 << 16.0 << 12.0 << 4.0
            << 2.0;
        QTest::newRow("half a second")
            << quint64{10} << quint64{0} << quint64{1'000'000} << quint64{0} << quint64{10}
            << 0.5 << 20.0 << 20.0 << 0.0 << 20.0 << 16.0 << 16.0 << 0.0 << 2.0;
        // Beyond 32 bits: 5 TB read in 10 s.
        QTest::newRow("64-bit counters")
            << quint64{5'000'000'000} << quint64{0} << quint64{5'000'000'000'000}
            << quint64{0} << quint64{0} << 10.0 << 5e8 << 5e8 << 0.0 << 0.0 << 4e6 << 4e6
            << 0.0 << 5e5;
        QTest::newRow("no time, no rates")
            << quint64{7} << quint64{7} << quint64{700} << quint64{700} << quint64{7} << 0.0
            << 0.0 << 0.0 << 0.0 << 0.0 << 0.0 << 0.0 << 0.0 << 0.0;
    }

    void setTrafficRates() {
        QFETCH(quint64, readOps);
        QFETCH(quint64, writeOps);
        QFETCH(quint64, bytesRead);
        QFETCH(quint64, bytesWritten);
        QFETCH(quint64, transactions);
        QFETCH(double, seconds);

        Counters c;
        c.readOps = readOps;
        c.writeOps = writeOps;
        c.bytesRead = bytesRead;
        c.bytesWritten = bytesWritten;
        c.transactions = transactions;
        c.errors = 3;
        MetricRow row;
        row.setTraffic(c, {}, seconds);

        QCOMPARE(row.seconds, seconds);
        QCOMPARE(row.errors, std::uint64_t{3});  // errors are a count, not a rate
        QFETCH(double, opsPerS);
        QFETCH(double, readOpsPerS);
        QFETCH(double, writeOpsPerS);
        QFETCH(double, transactionsPerS);
        QFETCH(double, mbitPerS);
        QFETCH(double, readMbitPerS);
        QFETCH(double, writeMbitPerS);
        QFETCH(double, mbPerS);
        COMPARE_NEAR(row.opsPerS, opsPerS);
        COMPARE_NEAR(row.readOpsPerS, readOpsPerS);
        COMPARE_NEAR(row.writeOpsPerS, writeOpsPerS);
        COMPARE_NEAR(row.transactionsPerS, transactionsPerS);
        COMPARE_NEAR(row.mbitPerS, mbitPerS);
        COMPARE_NEAR(row.readMbitPerS, readMbitPerS);
        COMPARE_NEAR(row.writeMbitPerS, writeMbitPerS);
        COMPARE_NEAR(row.mbPerS, mbPerS);
        // No latency recorded: the latency columns stay 0.
        QCOMPARE(row.latMeanUs, 0.0);
        QCOMPARE(row.latMaxUs, 0.0);
        QCOMPARE(row.latP99Us, 0.0);
    }

    void setTrafficLatencyExact() {
        // Values below 256 ns have a bucket each, so every percentile is exact:
        // 1 … 100 ns gives p50 = 50 ns, p90 = 90, p99 = 99, p99.9 = 100 (rank ceil(99.9)).
        LatencyHistogram h;
        for (std::uint64_t ns = 1; ns <= 100; ++ns) h.record(ns);
        MetricRow row;
        Counters c;
        c.readOps = 100;
        row.setTraffic(c, iometry::stats::Latencies::ofDirections(h, {}), 1.0);
        COMPARE_NEAR(row.latMeanUs, 0.0505);
        COMPARE_NEAR(row.latP50Us, 0.050);
        COMPARE_NEAR(row.latP90Us, 0.090);
        COMPARE_NEAR(row.latP99Us, 0.099);
        COMPARE_NEAR(row.latP999Us, 0.100);
        COMPARE_NEAR(row.latMaxUs, 0.100);
        // All reads: the read columns are the same numbers, the write ones empty.
        QVERIFY(!row.readLatEmpty && row.writeLatEmpty);
        COMPARE_NEAR(row.readLatMeanUs, 0.0505);
        COMPARE_NEAR(row.readLatP50Us, 0.050);
        COMPARE_NEAR(row.readLatP90Us, 0.090);
        COMPARE_NEAR(row.readLatP99Us, 0.099);
        COMPARE_NEAR(row.readLatP999Us, 0.100);
        COMPARE_NEAR(row.readLatMaxUs, 0.100);
    }

    void setTrafficLatencyMicroseconds() {
        // 10, 20, 30, 40 µs: mean and max are exact, percentiles within the histogram's 1 %.
        LatencyHistogram h;
        for (std::uint64_t us : {10, 20, 30, 40}) h.record(us * 1000);
        MetricRow row;
        row.setTraffic(Counters{}, iometry::stats::Latencies::ofDirections({}, h), 2.0);
        COMPARE_NEAR(row.latMeanUs, 25.0);
        COMPARE_NEAR(row.latMaxUs, 40.0);
        QVERIFY2(std::abs(row.latP50Us - 20.0) <= 0.2, qPrintable(QString::number(row.latP50Us)));
        QVERIFY2(std::abs(row.latP90Us - 40.0) <= 0.4, qPrintable(QString::number(row.latP90Us)));
        // And exactly the histogram's own values, converted from ns to µs.
        COMPARE_NEAR(row.latP50Us, static_cast<double>(h.percentile(50)) / 1e3);
        COMPARE_NEAR(row.latP99Us, static_cast<double>(h.percentile(99)) / 1e3);
    }

    // ------------------------------------------------------------ host and P/E

    void cpuAverageIsTimeWeighted() {
        const CpuAverage cpu = twoIntervals();
        QVERIFY(!cpu.empty());
        COMPARE_NEAR(cpu.busy(), 25.0);  // (10·1 + 30·3) / 4; a plain mean would be 20
        COMPARE_NEAR(cpu.user(), 16.0);
        COMPARE_NEAR(cpu.system(), 5.25);
        COMPARE_NEAR(cpu.irq(), 1.0);
        COMPARE_NEAR(cpu.softirq(), 2.75);
        COMPARE_NEAR(cpu.iowait(), 0.375);
        COMPARE_NEAR(cpu.steal(), 1.5);
        COMPARE_NEAR(cpu.processCpu(), 12.5);
        COMPARE_NEAR(cpu.interruptsPerS(), 4000.0);
        // NIC counters are deltas: 4 MB received and 8 MB sent in 4 s.
        COMPARE_NEAR(cpu.nicRxMbitPerS(), 8.0);
        COMPARE_NEAR(cpu.nicTxMbitPerS(), 16.0);
        COMPARE_NEAR(cpu.nicRxPacketsPerS(), 100.0);
        COMPARE_NEAR(cpu.nicTxPacketsPerS(), 200.0);
        QCOMPARE(cpu.nicDrops(), std::uint64_t{6});
    }

    void cpuAverageIgnoresEmptyIntervals() {
        CpuAverage cpu;
        QVERIFY(cpu.empty());
        QCOMPARE(cpu.busy(), 0.0);
        QCOMPARE(cpu.nicRxMbitPerS(), 0.0);
        cpu.add(hostSample(90, 90, 0, 0, 0, 0, 0, 0, 0, json::array()), 0.0);
        cpu.add(hostSample(90, 90, 0, 0, 0, 0, 0, 0, 0, json::array()), -1.0);
        cpu.add(json::array({1, 2}), 1.0);
        QVERIFY(cpu.empty());
        // Missing and wrong-typed fields count as 0 but the time still counts.
        cpu.add({{"cpu", {{"busy", "lots"}}}, {"nics", "eth0"}}, 1.0);
        cpu.add(hostSample(40, 0, 0, 0, 0, 0, 0, 0, 0, json::array()), 1.0);
        QVERIFY(!cpu.empty());
        COMPARE_NEAR(cpu.busy(), 20.0);
        QCOMPARE(cpu.nicDrops(), std::uint64_t{0});
    }

    void setHostFillsColumnsAndPeIndex() {
        MetricRow row;
        Counters c;
        c.bytesWritten = 500'000'000;  // 1000 Mbit/s over 4 s
        c.writeOps = 4000;
        row.setTraffic(c, {}, 4.0);
        row.setHost(twoIntervals());
        COMPARE_NEAR(row.mbitPerS, 1000.0);
        COMPARE_NEAR(row.cpuPct, 25.0);
        COMPARE_NEAR(row.cpuUserPct, 16.0);
        COMPARE_NEAR(row.cpuSystemPct, 5.25);
        COMPARE_NEAR(row.cpuIrqPct, 1.0);
        COMPARE_NEAR(row.cpuSoftirqPct, 2.75);
        COMPARE_NEAR(row.cpuIowaitPct, 0.375);
        COMPARE_NEAR(row.cpuStealPct, 1.5);
        COMPARE_NEAR(row.processCpuPct, 12.5);
        COMPARE_NEAR(row.irqPerS, 4000.0);
        COMPARE_NEAR(row.nicRxMbitPerS, 8.0);
        COMPARE_NEAR(row.nicTxMbitPerS, 16.0);
        COMPARE_NEAR(row.nicRxPps, 100.0);
        COMPARE_NEAR(row.nicTxPps, 200.0);
        QCOMPARE(row.nicDrops, std::uint64_t{6});
        COMPARE_NEAR(row.peIndex, 40.0);  // 1000 Mbit/s ÷ 25 %
    }

    void peIndexIsZeroWithoutCpu() {
        MetricRow row;
        Counters c;
        c.bytesRead = 125'000'000;
        row.setTraffic(c, {}, 1.0);
        CpuAverage idle;
        idle.add(hostSample(0, 0, 0, 0, 0, 0, 0, 0, 0, json::array()), 1.0);
        row.setHost(idle);
        COMPARE_NEAR(row.mbitPerS, 1000.0);
        QCOMPARE(row.cpuPct, 0.0);
        QCOMPARE(row.peIndex, 0.0);
        QVERIFY(std::isfinite(row.peIndex));
        row.setHost(CpuAverage());  // no host data at all
        QCOMPARE(row.peIndex, 0.0);
    }

    // ------------------------------------------------------------ repeats

    void aggregateMean() {
        const std::vector<MetricRow> rows = {repeatRow(1, 100, 10, 10, 5, 1),
                                             repeatRow(2, 300, 30, 20, 7, 2),
                                             repeatRow(3, 200, 20, 30, 6, 3)};
        const MetricRow agg = aggregateRepeats(rows, "mean");
        QCOMPARE(agg.repeat, std::string("agg"));
        QCOMPARE(agg.repeatsCounted, 3);
        QCOMPARE(agg.step, 2);
        QCOMPARE(agg.scope, std::string("worker"));
        QCOMPARE(agg.name, std::string("w1"));
        QCOMPARE(agg.size, std::uint64_t{4096});
        COMPARE_NEAR(agg.mbitPerS, 200.0);
        COMPARE_NEAR(agg.readMbitPerS, 100.0);
        COMPARE_NEAR(agg.mbPerS, 25.0);
        COMPARE_NEAR(agg.opsPerS, 20.0);
        COMPARE_NEAR(agg.cpuPct, 20.0);
        COMPARE_NEAR(agg.latMeanUs, 6.0);
        COMPARE_NEAR(agg.peIndex, 10.0);  // of the aggregate, not a mean of the indexes
        QCOMPARE(agg.errors, std::uint64_t{6});
        QCOMPARE(agg.nicDrops, std::uint64_t{60});
        COMPARE_NEAR(agg.mbitPerSStddev, 100.0);  // sample stddev (n-1) of 100, 300, 200
    }

    void aggregateMedianOdd() {
        const std::vector<MetricRow> rows = {repeatRow(1, 100, 10, 10, 5, 1),
                                             repeatRow(2, 300, 35, 20, 9, 2),
                                             repeatRow(3, 250, 20, 40, 6, 3)};
        const MetricRow agg = aggregateRepeats(rows, "median");
        QCOMPARE(agg.repeat, std::string("agg"));
        QCOMPARE(agg.repeatsCounted, 3);
        COMPARE_NEAR(agg.mbitPerS, 250.0);
        COMPARE_NEAR(agg.opsPerS, 20.0);
        COMPARE_NEAR(agg.cpuPct, 20.0);
        COMPARE_NEAR(agg.latMeanUs, 6.0);
        COMPARE_NEAR(agg.peIndex, 12.5);
        // mean 216.67; squared deviations 13611.1 + 6944.4 + 1111.1 = 21666.7; ÷ 2; sqrt
        COMPARE_NEAR(agg.mbitPerSStddev, std::sqrt(21666.666666666668 / 2));
    }

    void aggregateMedianEven() {
        const std::vector<MetricRow> rows = {
            repeatRow(1, 100, 10, 10, 5, 0), repeatRow(2, 400, 40, 40, 8, 0),
            repeatRow(3, 200, 20, 20, 6, 0), repeatRow(4, 300, 30, 30, 7, 0)};
        const MetricRow agg = aggregateRepeats(rows, "median");
        QCOMPARE(agg.repeatsCounted, 4);
        COMPARE_NEAR(agg.mbitPerS, 250.0);  // mean of the middle two
        COMPARE_NEAR(agg.opsPerS, 25.0);
        COMPARE_NEAR(agg.cpuPct, 25.0);
        COMPARE_NEAR(agg.latMeanUs, 6.5);
        // mean 250; squared deviations 22500 + 2500 + 2500 + 22500 = 50000; ÷ 3
        COMPARE_NEAR(agg.mbitPerSStddev, std::sqrt(50000.0 / 3));
    }

    void aggregateBest() {
        const std::vector<MetricRow> rows = {repeatRow(1, 100, 10, 10, 5, 1),
                                             repeatRow(2, 300, 30, 20, 7, 2),
                                             repeatRow(3, 200, 50, 30, 6, 3)};
        const MetricRow agg = aggregateRepeats(rows, "best");
        QCOMPARE(agg.repeat, std::string("agg"));
        QCOMPARE(agg.repeatsCounted, 3);
        // Repeat 2 as it was: highest Mbit/s even though repeat 3 has more IOPS.
        COMPARE_NEAR(agg.mbitPerS, 300.0);
        COMPARE_NEAR(agg.opsPerS, 30.0);
        COMPARE_NEAR(agg.cpuPct, 20.0);
        COMPARE_NEAR(agg.latMeanUs, 7.0);
        COMPARE_NEAR(agg.peIndex, 15.0);
        QCOMPARE(agg.errors, std::uint64_t{2});
        COMPARE_NEAR(agg.mbitPerSStddev, 100.0);
    }

    void aggregateBestTieGoesToIops() {
        const std::vector<MetricRow> rows = {repeatRow(1, 300, 30, 10, 5, 0),
                                             repeatRow(2, 300, 45, 20, 7, 0),
                                             repeatRow(3, 300, 40, 30, 6, 0)};
        const MetricRow agg = aggregateRepeats(rows, "best");
        COMPARE_NEAR(agg.opsPerS, 45.0);
        COMPARE_NEAR(agg.cpuPct, 20.0);
        QCOMPARE(agg.mbitPerSStddev, 0.0);

        // No bytes moved at all (e.g. a latency test): the most operations wins.
        const std::vector<MetricRow> noBytes = {repeatRow(1, 0, 900, 10, 5, 0),
                                                repeatRow(2, 0, 1200, 20, 7, 0),
                                                repeatRow(3, 0, 1100, 30, 6, 0)};
        const MetricRow best = aggregateRepeats(noBytes, "best");
        COMPARE_NEAR(best.opsPerS, 1200.0);
        COMPARE_NEAR(best.latMeanUs, 7.0);
    }

    void aggregateEdgeCases() {
        const MetricRow none = aggregateRepeats({}, "mean");
        QCOMPARE(none.repeatsCounted, 0);
        QCOMPARE(none.mbitPerS, 0.0);

        const MetricRow one = aggregateRepeats({repeatRow(1, 123, 4, 5, 6, 7)}, "median");
        QCOMPARE(one.repeat, std::string("agg"));
        QCOMPARE(one.repeatsCounted, 1);
        COMPARE_NEAR(one.mbitPerS, 123.0);
        QCOMPARE(one.mbitPerSStddev, 0.0);  // undefined for n = 1: reported as 0
    }

    // ------------------------------------------------------------ CSV columns

    void csvHeaderHasDesignColumns_data() {
        QTest::addColumn<QString>("column");
        // docs/metrics.md: summary.csv has, among others, these columns with these names.
        for (const char* c :
             {"step", "repeat", "scope", "name", "size", "outstanding", "read_pct", "ops_per_s",
              "mbit_per_s", "mb_per_s", "read_mbit_per_s", "write_mbit_per_s", "lat_mean_us",
              "lat_p50_us", "lat_p99_us", "lat_max_us", "cpu_pct", "pe_index", "irq_per_s",
              "errors"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }

    void csvHeaderHasDesignColumns() {
        QFETCH(QString, column);
        const auto header = MetricRow::csvHeader();
        QVERIFY2(std::count(header.begin(), header.end(), column.toStdString()) == 1,
                 qPrintable(column + " missing or repeated"));
    }

    void csvHeaderNamesAreUnique() {
        const auto header = MetricRow::csvHeader();
        const std::set<std::string> unique(header.begin(), header.end());
        QCOMPARE(unique.size(), header.size());
        QCOMPARE(header.front(), std::string("step"));
        for (const auto& h : header) QCOMPARE(csvField(h), h);  // no quoting needed
    }

    void csvFieldsMatchHeader() {
        MetricRow row = repeatRow(1, 1000, 4000, 25, 12.5, 9);
        row.name = "nic, port 1";
        const auto header = MetricRow::csvHeader();
        const auto fields = row.csvFields();
        QCOMPARE(fields.size(), header.size());
        QCOMPARE(fields[columnOf("step")], std::string("2"));
        QCOMPARE(fields[columnOf("repeat")], std::string("1"));
        QCOMPARE(fields[columnOf("scope")], std::string("worker"));
        QCOMPARE(fields[columnOf("name")], std::string("nic, port 1"));
        QCOMPARE(fields[columnOf("size")], std::string("4096"));
        QCOMPARE(fields[columnOf("outstanding")], std::string("8"));
        QCOMPARE(fields[columnOf("read_pct")], std::string("50"));
        QCOMPARE(fields[columnOf("mbit_per_s")], std::string("1000"));
        QCOMPARE(fields[columnOf("mb_per_s")], std::string("125"));
        QCOMPARE(fields[columnOf("ops_per_s")], std::string("4000"));
        QCOMPARE(fields[columnOf("cpu_pct")], std::string("25"));
        QCOMPARE(fields[columnOf("pe_index")], std::string("40"));
        QCOMPARE(fields[columnOf("lat_mean_us")], std::string("12.5"));
        QCOMPARE(fields[columnOf("errors")], std::string("9"));
        // The across-repeats columns are empty on a repeat's own row …
        QCOMPARE(fields[columnOf("mbit_per_s_stddev")], std::string());
        QCOMPARE(fields[columnOf("repeats")], std::string());
        // … and filled on the aggregate row.
        const MetricRow agg =
            aggregateRepeats({row, repeatRow(2, 1200, 4000, 25, 12.5, 0)}, "mean");
        const auto aggFields = agg.csvFields();
        QCOMPARE(aggFields.size(), header.size());
        QCOMPARE(aggFields[columnOf("repeat")], std::string("agg"));
        QCOMPARE(aggFields[columnOf("repeats")], std::string("2"));
        QCOMPARE(aggFields[columnOf("mbit_per_s_stddev")], csvNumber(std::sqrt(20000.0)));
        // A whole line: the comma in the name is quoted, so the line splits back correctly.
        const std::string line = csvLine(fields);
        QVERIFY(line.find("\"nic, port 1\"") != std::string::npos);
        QCOMPARE(line.back(), '\n');
        // The JSON form has the same keys in the same order.
        const auto j = row.toJson();
        QCOMPARE(j.size(), header.size());
        std::size_t i = 0;
        for (auto it = j.begin(); it != j.end(); ++it, ++i) QCOMPARE(it.key(), header[i]);
    }

    // ------------------------------------------------------------ CSV text

    void csvFieldQuoting_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << "nic0" << "nic0";
        QTest::newRow("empty") << "" << "";
        QTest::newRow("spaces kept unquoted") << " a b " << " a b ";
        QTest::newRow("comma") << "a,b" << "\"a,b\"";
        QTest::newRow("quote doubled") << "say \"hi\"" << "\"say \"\"hi\"\"\"";
        QTest::newRow("only a quote") << "\"" << "\"\"\"\"";
        QTest::newRow("LF") << "two\nlines" << "\"two\nlines\"";
        QTest::newRow("CR") << "cr\rhere" << "\"cr\rhere\"";
        QTest::newRow("CRLF and comma") << "x,\r\ny" << "\"x,\r\ny\"";
        QTest::newRow("semicolon is not special") << "a;b" << "a;b";
    }

    void csvFieldQuoting() {
        QFETCH(QString, value);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(csvField(value.toStdString())), expected);
    }

    void csvLineJoins() {
        QCOMPARE(csvLine({}), std::string("\n"));
        QCOMPARE(csvLine({"a"}), std::string("a\n"));
        QCOMPARE(csvLine({"a", "", "b,c", "d\"e"}), std::string("a,,\"b,c\",\"d\"\"e\"\n"));
    }

    void csvNumberFormatting_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("integer") << 2.0 << 3 << "2";
        QTest::newRow("trailing zeros dropped") << 1.5 << 3 << "1.5";
        QTest::newRow("rounded to decimals") << 0.12345 << 3 << "0.123";
        QTest::newRow("rounding up") << 2.9999 << 2 << "3";
        QTest::newRow("zeros before the point kept") << 100.0 << 3 << "100";
        QTest::newRow("large") << 1234567.0 << 1 << "1234567";
        QTest::newRow("no decimals") << 10.0 << 0 << "10";
        QTest::newRow("negative") << -2.5 << 2 << "-2.5";
        QTest::newRow("zero") << 0.0 << 3 << "0";
        QTest::newRow("negative zero") << -0.0 << 3 << "0";
        QTest::newRow("tiny negative rounds to 0") << -0.0001 << 3 << "0";
        QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN() << 3 << "";
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << 3 << "";
        QTest::newRow("-infinity") << -std::numeric_limits<double>::infinity() << 3 << "";
    }

    void csvNumberFormatting() {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(csvNumber(value, decimals)), expected);
    }

    void csvNumberDefaultsToThreeDecimals() {
        QCOMPARE(csvNumber(3.14159), std::string("3.142"));
    }

    // ------------------------------------------------------------ Counters::fromJson

    void countersFromJson_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<quint64>("readOps");
        QTest::addColumn<quint64>("writeOps");
        QTest::addColumn<quint64>("bytesRead");
        QTest::addColumn<quint64>("bytesWritten");
        QTest::addColumn<QString>("error");  // empty: read
        QTest::newRow("complete")
            << R"({"id":0,"read_ops":1,"write_ops":2,"bytes_read":3,"bytes_written":4,"transactions":5,"errors":6})"
            << quint64{1} << quint64{2} << quint64{3} << quint64{4} << QString();
        QTest::newRow("64-bit")
            << R"({"bytes_read":18446744073709551615,"bytes_written":4294967296})" << quint64{0}
            << quint64{0} << std::numeric_limits<quint64>::max() << quint64{4294967296} << QString();
        QTest::newRow("missing fields") << R"({"read_ops":7})" << quint64{7} << quint64{0}
                                        << quint64{0} << quint64{0} << QString();
        QTest::newRow("empty object") << "{}" << quint64{0} << quint64{0} << quint64{0}
                                      << quint64{0} << QString();
        QTest::newRow("a word") << R"({"read_ops":"12"})" << quint64{0} << quint64{0} << quint64{0}
                                << quint64{0} << R"(w: "read_ops" is not a count)";
        QTest::newRow("negative") << R"({"write_ops":9,"bytes_read":-3})" << quint64{0} << quint64{0}
                                  << quint64{0} << quint64{0} << R"(w: "bytes_read" is not a count)";
        QTest::newRow("fraction") << R"({"bytes_written":1.5})" << quint64{0} << quint64{0}
                                  << quint64{0} << quint64{0} << R"(w: "bytes_written" is not a count)";
        QTest::newRow("a gauge of another type") << R"({"tcp_rtt_us_sum":true})" << quint64{0}
                                                 << quint64{0} << quint64{0} << quint64{0}
                                                 << R"(w: "tcp_rtt_us_sum" is not a count)";
        QTest::newRow("array") << "[1,2,3]" << quint64{0} << quint64{0} << quint64{0}
                               << quint64{0} << "w is not an object";
        QTest::newRow("null") << "null" << quint64{0} << quint64{0} << quint64{0} << quint64{0}
                              << "w is not an object";
    }

    void countersFromJson() {
        QFETCH(QString, text);
        QFETCH(quint64, readOps);
        QFETCH(quint64, writeOps);
        QFETCH(quint64, bytesRead);
        QFETCH(quint64, bytesWritten);
        QFETCH(QString, error);
        std::string why;
        const auto c = Counters::fromJson(json::parse(text.toStdString()), "w", why);
        if (!error.isEmpty()) {
            QVERIFY(!c);
            QVERIFY2(QString::fromStdString(why).startsWith(error), why.c_str());
            return;
        }
        QVERIFY2(c, why.c_str());
        QCOMPARE(c->readOps, std::uint64_t{readOps});
        QCOMPARE(c->writeOps, std::uint64_t{writeOps});
        QCOMPARE(c->bytesRead, std::uint64_t{bytesRead});
        QCOMPARE(c->bytesWritten, std::uint64_t{bytesWritten});
    }

    /** Every counter of the table: set apart, on the wire and back, added, each in its group. */
    void everyCounterCrossesTheWire() {
        const auto table = iometry::results::counterTable<std::uint64_t>();
        std::set<std::string> keys;
        Counters all;
        std::uint64_t value = 1;
        for (const auto& c : table) {
            QVERIFY2(keys.insert(c.key).second, c.key);
            all.*c.field = value++ * 1'000'000'007ULL;  // distinct, beyond 32 bits
        }
        // No two entries name one field: each field holds its own value.
        std::set<std::uint64_t> values;
        for (const auto& c : table) values.insert(all.*c.field);
        QCOMPARE(values.size(), table.size());

        std::string why;
        const auto back = Counters::fromJson(json::parse(all.toJson().dump()), "w", why);
        QVERIFY2(back, why.c_str());
        Counters twice = *back;
        twice.add(all);
        for (const auto& c : table) {
            QCOMPARE((*back).*c.field, all.*c.field);
            QCOMPARE(twice.*c.field, 2 * (all.*c.field));
        }
        // A group whose counters are all 0 is left off the wire; the traffic counters never.
        for (auto group : {iometry::results::CounterGroup::Datagrams, iometry::results::CounterGroup::Tcp}) {
            Counters some = all;
            for (const auto& c : table)
                if (c.group == group) some.*c.field = 0;
            QVERIFY(!some.has(group));
            const json wire = some.toJson();
            for (const auto& c : table)
                QCOMPARE(wire.contains(c.key), c.group != group);
        }
        const json none = Counters{}.toJson();
        for (const auto& c : table)
            QCOMPARE(none.contains(c.key), c.group == iometry::results::CounterGroup::Traffic);
        // addTcp adds the TCP group alone.
        Counters tcp;
        tcp.addTcp(all);
        for (const auto& c : table)
            QCOMPARE(tcp.*c.field, c.group == iometry::results::CounterGroup::Tcp ? all.*c.field : 0);
    }

    /** What a sample says of its host (engine/results/host_counters.hpp): every key once,
     *  every field on the wire and back, a bad or missing value 0. */
    void hostCountersCrossTheWire() {
        using iometry::results::CpuShares;
        using iometry::results::DiskCounters;
        using iometry::results::NicCounters;
        CpuShares cpu;
        double share = 1.25;
        for (const auto& [key, field] : CpuShares::kFields) cpu.*field = share++;
        QCOMPARE(CpuShares::fromJson(json::parse(cpu.toJson().dump())), cpu);
        NicCounters nic{"veth-a1b2@c.3"};
        std::uint64_t n = 5'000'000'000ULL;
        for (const auto& [key, field] : NicCounters::kFields) nic.*field = n++;
        QCOMPARE(NicCounters::fromJson(json::parse(nic.toJson().dump())), nic);
        DiskCounters disk{"nvme0n1p2", "259:2"};
        for (const auto& [key, field] : DiskCounters::kFields) disk.*field = n++;
        QCOMPARE(DiskCounters::fromJson(json::parse(disk.toJson().dump())), disk);
        std::set<std::string> keys;
        for (const auto& [key, field] : NicCounters::kFields) QVERIFY2(keys.insert(key).second, key);
        for (const auto& [key, field] : DiskCounters::kFields) QVERIFY2(keys.insert(key).second, key);
        QCOMPARE(keys.size(), std::size_t{12});
        // Another type, a negative count, no object at all: 0, never a throw.
        const NicCounters bad = NicCounters::fromJson(json::parse(R"({"name": 5, "rx_bytes": "1", "tx_bytes": -2})"));
        QCOMPARE(bad, NicCounters{});
        QCOMPARE(DiskCounters::fromJson(json::parse("[1]")), DiskCounters{});
        QCOMPARE(CpuShares::fromJson(json::parse(R"({"busy": "all"})")), CpuShares{});
        // The host averages read them: 2 s of 50 % busy and 1 s of 20 %, 3 MB over 3 s.
        CpuAverage avg;
        CpuShares half;
        half.busy = 50;
        CpuShares fifth;
        fifth.busy = 20;
        NicCounters sent{"eth0"};
        sent.txBytes = 1'500'000;
        avg.add({{"cpu", half.toJson()}, {"nics", {sent.toJson()}}}, 2.0);
        avg.add({{"cpu", fifth.toJson()}, {"nics", {sent.toJson()}}}, 1.0);
        COMPARE_NEAR(avg.busy(), 40.0);
        COMPARE_NEAR(avg.nicTxMbitPerS(), 8.0);
    }
};

QTEST_APPLESS_MAIN(TestMetrics)
#include "test_metrics.moc"
