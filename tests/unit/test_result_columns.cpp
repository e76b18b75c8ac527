// The columns of summary.csv as one table (engine/results/columns.hpp, docs/metrics.md):
// every column of a fully filled row is written and read back the same, a row without
// its optional groups reads back without them, samples.csv has the interval's columns, and
// an MTU sweep's rows keep their MTU through a results folder into the report and the
// article's groups.

#include <QTemporaryDir>
#include <QtTest>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/article/comparisons.hpp"
#include "engine/report/report_table.hpp"
#include "engine/report/results_folder.hpp"
#include "engine/results/columns.hpp"
#include "engine/results/counters.hpp"
#include "engine/results/results_writer.hpp"

using namespace iometry;
using results::Column;
using results::MetricRow;
using results::Presence;

namespace {

/** A row with every column filled, each with a value no other column has. */
MetricRow filledRow() {
    MetricRow row;
    row.repeat = "agg";  // the aggregate's columns (stddev, repeats) are written
    row.latEmpty = false;
    row.readLatEmpty = row.writeLatEmpty = false;
    row.hostEmpty = false;
    row.udp = row.dev = row.tcp = row.paced = row.threads = row.clocked = row.hostNet = true;
    row.tcpSamples = 3;
    row.tcpBusyUs = 4;
    int i = 0;
    for (const Column& column : results::summaryColumns()) {
        ++i;
        std::visit(
            [&](auto field) {
                auto& value = row.*field;
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, double>) value = 1000.5 + i;  // exact at 1 decimal
                else if constexpr (std::is_same_v<T, int>) value = 100 + i;
                else if constexpr (std::is_same_v<T, std::uint64_t>) value = 5'000'000'000ULL + static_cast<std::uint64_t>(i);
                else if constexpr (std::is_same_v<T, std::optional<int>>) value = 9000 + i;
                else if constexpr (std::is_same_v<T, std::string>) {
                    if (column.name != std::string("repeat")) value = "cell \"" + std::to_string(i) + "\", quoted";
                }
            },
            column.field);
    }
    return row;
}

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/** Rows written by the results writer into @p dir's summary.csv, read back by the report's reader. */
std::vector<MetricRow> throughAFolder(const std::filesystem::path& dir, const std::vector<MetricRow>& rows) {
    results::ResultsWriter writer;
    std::string error;
    if (!writer.open(dir, error) || !writer.appendSummary(rows)) {
        qWarning("cannot write %s: %s", dir.c_str(), error.c_str());
        return {};
    }
    const auto read = report::parseSummaryCsv(readText(dir / "summary.csv"), "summary.csv", error);
    if (!read) qWarning("%s", error.c_str());
    return read.value_or(std::vector<MetricRow>{});
}

MetricRow mtuRow(int step, std::uint64_t size, int mtu, double mbit) {
    MetricRow r;
    r.step = step;
    r.repeat = "1";
    r.scope = "all";
    r.name = "all";
    r.size = size;
    r.mtu = mtu;
    r.mbitPerS = mbit;
    r.seconds = 2;
    return r;
}

}  // namespace

class TestResultColumns : public QObject {
    Q_OBJECT

private slots:
    void namesAreUniqueAndTheFileKeepsItsOrder() {
        std::set<std::string> names;
        for (const Column& column : results::summaryColumns())
            QVERIFY2(names.insert(column.name).second, column.name);
        // Columns are appended, never moved: older files and readers by position stay right.
        const auto header = MetricRow::csvHeader();
        QCOMPARE(header.front(), std::string("step"));
        QCOMPARE(header[12], std::string("mbit_per_s"));
        QCOMPARE(header[50], std::string("mtu"));
        QCOMPARE(header[57], std::string("workers"));
        QCOMPARE(header[63], std::string("tcp_delivery_mbit_per_s"));
        QCOMPARE(header[64], std::string("read_lat_mean_us"));
        QCOMPARE(header[75], std::string("write_lat_max_us"));
        QCOMPARE(header[76], std::string("phase"));
        QCOMPARE(header[77], std::string("offered_per_s"));
        QCOMPARE(header[78], std::string("tcp_rwnd_limited_pct"));
        QCOMPARE(header[79], std::string("tcp_sndbuf_limited_pct"));
        QCOMPARE(header[80], std::string("limited_by"));
        QCOMPARE(header[81], std::string("warnings"));
        QCOMPARE(header[82], std::string("thread_busy_pct"));
        QCOMPARE(header[83], std::string("thread_wait_cpu_pct"));
        QCOMPARE(header[84], std::string("start_skew_ms"));
        QCOMPARE(header[85], std::string("dynamos_lost"));
        QCOMPARE(header.back(), std::string("host_tcp_retrans_per_s"));
        for (const char* required : {"step", "scope", "name", "size", "mbit_per_s"})
            QVERIFY2(results::findColumn(required) && results::findColumn(required)->required, required);
        QVERIFY(!results::findColumn("no_such_column"));
    }

    /** Every column of a fully filled row is written and read back the same (it caught mtu). */
    void everyColumnRoundTrips() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const MetricRow row = filledRow();
        const auto written = row.csvFields();
        for (std::size_t i = 0; i < written.size(); ++i)
            QVERIFY2(!written[i].empty(), results::summaryColumns()[i].name);

        const auto read = throughAFolder(dir.path().toStdString(), {row});
        QCOMPARE(read.size(), std::size_t{1});
        const MetricRow& back = read.front();
        const auto again = back.csvFields();
        for (std::size_t i = 0; i < written.size(); ++i)
            QVERIFY2(again[i] == written[i],
                     (std::string(results::summaryColumns()[i].name) + ": wrote " + written[i] +
                      ", read back " + again[i]).c_str());
        QCOMPARE(back.mtu, row.mtu);
        QCOMPARE(back.workersRan, row.workersRan);
        QVERIFY(back.udp && back.dev && back.tcp && !back.latEmpty && !back.hostEmpty);
        QCOMPARE(back.toJson().dump(), row.toJson().dump());
    }

    /** A row without latency, host, datagrams, devices, TCP or MTU reads back without them. */
    void emptyGroupsStayEmpty() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MetricRow row;
        row.step = 3;
        row.repeat = "2";
        row.scope = "worker";
        row.name = "conn 1";
        row.size = 65536;
        row.mbitPerS = 940.25;
        row.latEmpty = true;
        row.hostEmpty = true;
        const auto read = throughAFolder(dir.path().toStdString(), {row});
        QCOMPARE(read.size(), std::size_t{1});
        const MetricRow& back = read.front();
        QVERIFY(back.latEmpty);
        QVERIFY(back.hostEmpty);
        QVERIFY(!back.udp && !back.dev && !back.tcp && !back.paced && !back.threads && !back.clocked && !back.mtu &&
                !back.workersRan);
        QCOMPARE(back.csvFields(), row.csvFields());
        for (const Column& column : results::summaryColumns())
            if (column.presence != Presence::Always)
                QVERIFY2(results::cellText(back, column).empty(), column.name);
    }

    void samplesHaveTheIntervalsColumns() {
        const auto header = results::ResultsWriter::samplesHeader();
        QCOMPARE(header[0], std::string("t_s"));
        QCOMPARE(header[1], std::string("ramp"));
        std::vector<std::string> expected = {"t_s", "ramp"};
        for (const Column& column : results::summaryColumns()) {
            if (column.presence == Presence::Aggregate) continue;
            expected.emplace_back(column.intervalName ? column.intervalName : column.name);
        }
        QCOMPARE(header, expected);
        QVERIFY(std::find(header.begin(), header.end(), "interval_s") != header.end());
        QVERIFY(std::find(header.begin(), header.end(), "seconds") == header.end());
        QVERIFY(std::find(header.begin(), header.end(), "repeats") == header.end());
        QVERIFY(std::find(header.begin(), header.end(), "mtu") != header.end());

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        results::ResultsWriter writer;
        std::string error;
        QVERIFY2(writer.open(dir.path().toStdString(), error), error.c_str());
        writer.appendSamples({filledRow()}, 1.5, false);
        std::istringstream lines(readText(std::filesystem::path(dir.path().toStdString()) / "samples.csv"));
        std::string first, second;
        std::getline(lines, first);
        std::getline(lines, second);
        QVERIFY(second.rfind("1.5,0,", 0) == 0);
    }

    /** An MTU sweep read from its folder: a curve per MTU in the report, a group per MTU in the article. */
    void anMtuSweepKeepsItsMtus() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // sweep {"mtu": [1500, 9000], "size": [1024, 65536]}: size is the inner axis.
        const std::vector<MetricRow> rows = {mtuRow(0, 1024, 1500, 400), mtuRow(1, 65536, 1500, 900),
                                             mtuRow(2, 1024, 9000, 450), mtuRow(3, 65536, 9000, 980)};
        const auto read = throughAFolder(dir.path().toStdString(), rows);
        QCOMPARE(read.size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) QCOMPARE(read[i].mtu, rows[i].mtu);

        const report::Report r = report::buildReport(read, "", report::Scope::Total);
        QCOMPARE(r.axis, report::Axis::Size);
        QCOMPARE(r.series.size(), std::size_t{2});
        for (std::size_t s = 0; s < 2; ++s) {
            const auto& series = r.series[s];
            QCOMPARE(series.fixed.size(), std::size_t{1});
            QCOMPARE(series.fixed.front().first, report::Axis::Mtu);
            QCOMPARE(series.fixed.front().second, s == 0 ? 1500.0 : 9000.0);
            QCOMPARE(series.points.size(), std::size_t{2});
            QCOMPARE(series.points[1].row.mbitPerS, s == 0 ? 900.0 : 980.0);
        }
        QCOMPARE(std::string(report::axisColumn(report::Axis::Mtu)), std::string("mtu"));

        const auto groups = article::splitByMtu(read);
        QCOMPARE(groups.size(), std::size_t{2});
        QCOMPARE(groups[0].mtu, std::optional<int>(1500));
        QCOMPARE(groups[1].mtu, std::optional<int>(9000));

        // MTU the inner axis: the curve runs over the MTU, one per size.
        const std::vector<MetricRow> inner = {mtuRow(0, 1024, 1500, 400), mtuRow(1, 1024, 9000, 450),
                                              mtuRow(2, 65536, 1500, 900), mtuRow(3, 65536, 9000, 980)};
        const report::Report byMtu = report::buildReport(inner, "", report::Scope::Total);
        QCOMPARE(byMtu.axis, report::Axis::Mtu);
        QCOMPARE(byMtu.series.size(), std::size_t{2});
    }

    /** The columns a counter becomes are columns of the table (engine/results/counters.hpp). */
    void countersNameTheirColumns() {
        for (const auto& c : results::counterTable<std::uint64_t>()) {
            std::istringstream words(c.columns);
            std::string word;
            int n = 0;
            while (words >> word) {
                ++n;
                QVERIFY2(results::findColumn(word), (std::string(c.key) + ": " + word).c_str());
            }
            QVERIFY2(n > 0, c.key);
        }
    }

    /** docs/metrics.md documents every counter's key and every column's name. */
    void theDocsNameEveryCounterAndColumn() {
        const std::string docs =
            readText(std::filesystem::path(IOMETRY_TEST_DATA) / ".." / ".." / ".." / "docs" / "metrics.md");
        QVERIFY(!docs.empty());
        for (const auto& c : results::counterTable<std::uint64_t>())
            QVERIFY2(docs.find("`" + std::string(c.key) + "`") != std::string::npos, c.key);
        for (const Column& column : results::summaryColumns())
            QVERIFY2(docs.find("`" + std::string(column.name) + "`") != std::string::npos, column.name);
    }
};

QTEST_APPLESS_MAIN(TestResultColumns)
#include "test_result_columns.moc"
