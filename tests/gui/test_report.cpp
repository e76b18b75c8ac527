// The Report page's pieces: the summary.csv reader, the report series, the P/E table,
// the figure exported as PNG/PDF/SVG, CSV export of any model, and the page itself.
#include <qcustomplot.h>

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QComboBox>
#include <QJsonDocument>
#include <QGuiApplication>
#include <QImage>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <algorithm>
#include <set>

#include "engine/results/csv.hpp"
#include "engine/results/metrics.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/report/pe_table_model.hpp"
#include "gui/report/procedure_figure.hpp"
#include "gui/report/procedure_table_model.hpp"
#include "gui/report/report_figure.hpp"
#include "gui/report/report_view.hpp"
#include "gui/report/results_folder.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(bytes);
}

results::MetricRow row(int step, const std::string& repeat, const std::string& scope,
                       const std::string& name, std::uint64_t size, double mbit, double cpu) {
    results::MetricRow r;
    r.step = step;
    r.repeat = repeat;
    r.scope = scope;
    r.name = name;
    r.size = size;
    r.outstanding = 1;
    r.seconds = 1;
    r.mbitPerS = mbit;
    r.mbPerS = mbit / 8;
    r.opsPerS = mbit * 1e6 / 8 / static_cast<double>(size);
    r.cpuPct = cpu;
    r.peIndex = cpu > 0 ? mbit / cpu : 0;
    r.latMeanUs = 10 + step;
    r.latP99Us = 20 + step;
    return r;
}

// A results folder as iometry-run writes it: the classic 13 sizes, one worker, one repeat.
std::vector<results::MetricRow> classicSweep() {
    std::vector<results::MetricRow> rows;
    int step = 0;
    for (std::uint64_t size = 64; size <= 262144; size *= 2, ++step) {
        const double mbit = 400.0 * static_cast<double>(size) / (64.0 + size / 40.0);
        const double cpu = 95.0 - 2.0 * step;
        rows.push_back(row(step, "1", "all", "all", size, mbit, cpu));
        rows.push_back(row(step, "1", "dynamo", "local", size, mbit, cpu));
        rows.push_back(row(step, "1", "worker", "nic", size, mbit, cpu));
    }
    return rows;
}

QByteArray summaryCsv(const std::vector<results::MetricRow>& rows) {
    std::string text = results::csvLine(results::MetricRow::csvHeader());
    for (const auto& r : rows)
        text += results::csvLine(r.csvFields());
    return QByteArray::fromStdString(text);
}

void writeFolder(const QString& dir, const QByteArray& summary, const QByteArray& planName) {
    QDir().mkpath(dir);
    writeFile(dir + "/summary.csv", summary);
    writeFile(dir + "/plan.json",
              R"({"format": "iometry.plan/1", "name": ")" + planName + R"(", "run_s": 1})");
}

// procedure.json of each network method, in the shape the engine's step sources write.
const QByteArray kUdpRamp = R"({"procedure": "udp_ramp", "from_mbit": 50, "to_mbit": 150,
  "step_mbit": 50, "size": 1472, "trial_s": 2, "stopped": "end",
  "max_achieved_mbit_per_s": 97.2, "max_at_offered_mbit": 100, "lossless_up_to_mbit": 50,
  "points": [
    {"step": 0, "offered_mbit": 50, "achieved_mbit_per_s": 49.9, "sent_mbit_per_s": 50.0,
     "loss_pct": 0, "datagrams": 8490, "lost": 0, "jitter_us": 3.5},
    {"step": 1, "offered_mbit": 100, "achieved_mbit_per_s": 97.2, "sent_mbit_per_s": 99.9,
     "loss_pct": 2.7, "datagrams": 16980, "lost": 458, "jitter_us": 12.25},
    {"step": 2, "offered_mbit": 150, "achieved_mbit_per_s": 97.1, "sent_mbit_per_s": 149.8,
     "loss_pct": 35.2, "datagrams": 25470, "lost": 8965, "jitter_us": 20}]})";

const QByteArray kRateSearch = R"({"procedure": "rate_search", "frame_sizes": [64, 1518],
  "link_mbit": 1000, "loss_tolerance_pct": 0, "resolution_pct": 1, "verify": true,
  "stopped": "end", "frames": [
    {"frame_size": 64, "payload": 18, "rate_pps": null, "rate_mbit_per_s": null,
     "line_rate_pct": null, "loss_pct": null, "verified": null, "limited_by": "sender",
     "trials": [{"step": 0}], "loss_curve": []},
    {"frame_size": 1518, "payload": 1472, "rate_pps": 40637.2, "rate_mbit_per_s": 493.5,
     "line_rate_pct": 50, "loss_pct": 0, "verified": true, "limited_by": "loss",
     "trials": [{"step": 1}, {"step": 2}, {"step": 3}],
     "loss_curve": [{"line_rate_pct": 50, "loss_pct": 0}, {"line_rate_pct": 75, "loss_pct": 30}]}]})";

const QByteArray kFineSweep = R"({"procedure": "fine_sweep", "from": 16, "to": 64,
  "points_per_doubling": 1, "perturbation": 3, "dropout_pct": 10, "stopped": "end",
  "points": [
    {"step": 0, "size": 16, "mbit_per_s": 10, "transactions_per_s": 78125, "lat_mean_us": 12.8,
     "lat_p50_us": 12, "lat_p99_us": 20},
    {"step": 1, "size": 32, "mbit_per_s": 5, "transactions_per_s": 19531, "lat_mean_us": 51.2,
     "lat_p50_us": 50, "lat_p99_us": 70},
    {"step": 2, "size": 64, "mbit_per_s": 40, "transactions_per_s": 78125, "lat_mean_us": 12.8,
     "lat_p50_us": 12, "lat_p99_us": 22}],
  "dropouts": [{"size": 32, "mbit_per_s": 5, "neighbours_mbit_per_s": 10, "drop_pct": 50}]})";

// delay = 0.5 ns/byte · Lp + 1000 ns, exactly, at Lp 60 and 1060.
const QByteArray kAdapterDelay = R"({"procedure": "adapter_delay", "sizes": [32, 1032],
  "link_mbps": 1000, "header_bytes": 28, "stopped": "end",
  "points": [{"size": 32, "rtt_peer_ns": 20000, "rtt_loopback_ns": 10000},
             {"size": 1032, "rtt_peer_ns": 40000, "rtt_loopback_ns": 10000}],
  "fit": {"method": "nic-delay", "link_mbps": 1000, "header_bytes": 28, "A_ns_per_byte": 0.5,
          "B_ns": 1000, "max_relative_error": 0.0123, "sizes": [
    {"L": 32, "Lp": 60, "Lf": 98, "Tf_ns": 1568, "rtt_peer_ns": 20000, "rtt_loopback_ns": 10000,
     "delay_ns": 1030, "residual_ns": 0, "rtt_model_ns": 20000},
    {"L": 1032, "Lp": 1060, "Lf": 1098, "Tf_ns": 17568, "rtt_peer_ns": 40000,
     "rtt_loopback_ns": 10000, "delay_ns": 1530, "residual_ns": 0, "rtt_model_ns": 40000}]},
  "fit_error": null})";

const QByteArray kLatency = R"({"procedure": "latency", "sizes": [64, 1024], "outstanding": 1,
  "interval_ms": null, "trial_s": 1, "stopped": "end", "points": [
    {"step": 0, "size": 64, "round_trips": 100, "transactions_per_s": 50000, "min_us": 10,
     "mean_us": 20, "stddev_us": 5, "p50_us": 19, "p90_us": 25, "p99_us": 40, "p999_us": 60,
     "p9999_us": 60, "max_us": 60,
     "exceedance": [[10, 1], [19, 0.5], [40, 0.02], [60, 0.01]]},
    {"step": 1, "size": 1024, "round_trips": 0, "transactions_per_s": 0, "min_us": null,
     "mean_us": null, "stddev_us": null, "p50_us": null, "p90_us": null, "p99_us": null,
     "p999_us": null, "p9999_us": null, "max_us": null, "exceedance": []}]})";

void writeProcedureFolder(const QString& dir, const QByteArray& procedure) {
    writeFolder(dir, summaryCsv(classicSweep()), "Method plan");
    writeFile(dir + "/procedure.json", procedure);
}

std::set<QRgb> colours(const QImage& image, int step) {
    std::set<QRgb> seen;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step)
            seen.insert(image.pixel(x, y));
    return seen;
}

}  // namespace

class TestReport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void loadsSummaryByColumnName() {
        // Columns in another order, an unknown column with quoted text, a quoted name
        // holding a comma and a quote, CRLF line ends, and optional columns missing.
        const QByteArray csv =
            "size,name,x_note,scope,step,mbit_per_s,cpu_pct,repeat,lat_p99_us\r\n"
            "64,\"nic, \"\"A\"\"\",\"free text, with \"\"quotes\"\"\nand a line break\",worker,"
            "0,512.5,50,1,12.5\r\n"
            "1024,all,,all,1,8000,80,agg,7\r\n";
        const QString dir = m_tmp.filePath("good");
        writeFolder(dir, csv, "Adapter A, transmit");

        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->planName, QString("Adapter A, transmit"));
        QCOMPARE(folder->dir, QDir(dir).absolutePath());
        QCOMPARE(folder->rows.size(), std::size_t(2));

        const auto& a = folder->rows[0];
        QCOMPARE(a.size, std::uint64_t(64));
        QCOMPARE(a.name, std::string("nic, \"A\""));
        QCOMPARE(a.scope, std::string("worker"));
        QCOMPARE(a.step, 0);
        QCOMPARE(a.repeat, std::string("1"));
        QCOMPARE(a.mbitPerS, 512.5);
        QCOMPARE(a.cpuPct, 50.0);
        QCOMPARE(a.latP99Us, 12.5);
        QCOMPARE(a.peIndex, 512.5 / 50);  // no pe_index column: derived
        QCOMPARE(a.opsPerS, 0.0);         // missing optional column

        const auto& b = folder->rows[1];
        QCOMPARE(b.size, std::uint64_t(1024));
        QCOMPARE(b.repeat, std::string("agg"));
        QCOMPARE(b.mbitPerS, 8000.0);
    }

    void loadsWhatTheEngineWrites() {
        const auto rows = classicSweep();
        const QString dir = m_tmp.filePath("engine");
        writeFolder(dir, summaryCsv(rows), "Loopback throughput sweep");
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->rows.size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            QCOMPARE(folder->rows[i].csvFields(), rows[i].csvFields());
    }

    void planNameFallsBackToFolderName() {
        const QString dir = m_tmp.filePath("run-2024-05-01");
        QDir().mkpath(dir);
        writeFile(dir + "/summary.csv", summaryCsv(classicSweep()));
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->planName, QString("run-2024-05-01"));
    }

    void rejectsBrokenFolders_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QByteArray>("summary");  // empty: no summary.csv
        QTest::addColumn<QByteArray>("plan");     // empty: a good plan.json
        QTest::addColumn<QStringList>("mentions");

        const QByteArray header = "step,repeat,scope,name,size,mbit_per_s,cpu_pct\n";
        const QByteArray good = "0,1,all,all,64,500,90\n";
        QTest::newRow("missing folder") << "nowhere" << QByteArray() << QByteArray()
                                        << QStringList{"nowhere", "does not exist"};
        QTest::newRow("no summary.csv")
            << "empty" << QByteArray() << QByteArray() << QStringList{"summary.csv"};
        QTest::newRow("bad double")
            << "bad-double" << header + good + "1,1,all,all,128,fast,90\n"
            << QByteArray()
            << QStringList{"summary.csv", "line 3", "column 6", "mbit_per_s", "fast"};
        QTest::newRow("bad integer")
            << "bad-int" << header + "0,1,all,all,64.5,500,90\n"
            << QByteArray() << QStringList{"line 2", "column 5", "size", "64.5"};
        QTest::newRow("negative size") << "neg" << header + "0,1,all,all,-64,500,90\n"
                                       << QByteArray() << QStringList{"line 2", "column 5"};
        QTest::newRow("line after a quoted line break")
            << "multiline" << header + "0,1,all,\"two\nlines\",64,500,90\n1,1,all,all,64,x,1\n"
            << QByteArray() << QStringList{"line 4", "column 6"};
        QTest::newRow("unclosed quote") << "quote" << header + good + "1,1,all,\"all,64,500,90\n"
                                        << QByteArray() << QStringList{"line 3", "never closed"};
        QTest::newRow("short row") << "short" << header + "0,1,all,all,64\n"
                                   << QByteArray() << QStringList{"line 2", "5 fields", "7"};
        QTest::newRow("missing column") << "nocol" << QByteArray("step,scope,name,size\n")
                                        << QByteArray() << QStringList{"mbit_per_s"};
        QTest::newRow("empty file")
            << "emptyfile" << QByteArray("\n") << QByteArray() << QStringList{"empty"};
        QTest::newRow("broken plan.json")
            << "badplan" << header + good << QByteArray("{\"name\": ") << QStringList{"plan.json"};
    }

    void rejectsBrokenFolders() {
        QFETCH(QString, folder);
        QFETCH(QByteArray, summary);
        QFETCH(QByteArray, plan);
        QFETCH(QStringList, mentions);
        const QString dir = m_tmp.filePath("broken/" + folder);
        if (folder != "nowhere") {
            QDir().mkpath(dir);
            if (!summary.isEmpty())
                writeFile(dir + "/summary.csv", summary);
            writeFile(dir + "/plan.json",
                      plan.isEmpty() ? QByteArray(R"({"name": "broken"})") : plan);
        }
        QString error;
        QVERIFY(!loadResultsFolder(dir, error));
        for (const QString& m : mentions)
            QVERIFY2(error.contains(m), qPrintable(QString("'%1' not in: %2").arg(m, error)));
    }

    void seriesFollowTheWorkers() {
        // One worker: the 'all' scope, repeat 1.
        auto series = reportSeries(classicSweep());
        QCOMPARE(series.size(), std::size_t(1));
        QCOMPARE(series[0].rows.size(), std::size_t(13));
        QCOMPARE(series[0].rows[0].scope, std::string("all"));

        // Two workers with repeats: each worker, from the 'agg' rows, ordered by size.
        std::vector<results::MetricRow> rows;
        for (const char* rep : {"1", "2", "agg"})
            for (std::uint64_t size : {4096u, 64u}) {
                const int step = size == 64 ? 0 : 1;
                const double m = rep == std::string("agg") ? 2 : 1;
                rows.push_back(row(step, rep, "all", "all", size, 300 * m, 90));
                rows.push_back(row(step, rep, "worker", "nic1", size, 100 * m, 90));
                rows.push_back(row(step, rep, "worker", "nic2", size, 200 * m, 90));
            }
        series = reportSeries(rows);
        QCOMPARE(series.size(), std::size_t(2));
        QCOMPARE(series[0].name, QString("nic1"));
        QCOMPARE(series[1].name, QString("nic2"));
        QCOMPARE(series[1].rows.size(), std::size_t(2));
        QCOMPARE(series[1].rows[0].size, std::uint64_t(64));
        QCOMPARE(series[1].rows[0].repeat, std::string("agg"));
        QCOMPARE(series[1].rows[0].mbitPerS, 400.0);
    }

    void peTableModel() {
        PeTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto rows = classicSweep();
        rows.push_back(row(13, "1", "all", "all", 1500, 900, 0));  // no CPU measured
        model.setRows(rows);
        QCOMPARE(model.columnCount(), int(PeTableModel::ColumnCount));
        QCOMPARE(model.rowCount(), 14);
        QCOMPARE(model.headerData(PeTableModel::PeIndex, Qt::Horizontal).toString(),
                 QString("P/E index"));

        auto cell = [&](int r, int c, int role = Qt::DisplayRole) {
            return model.data(model.index(r, c), role);
        };
        // Ordered by size: 64 B … 1 KiB, then the odd 1500 B, then 2 KiB … 256 KiB.
        QCOMPARE(cell(0, PeTableModel::Size).toString(), QString("64 B"));
        QCOMPARE(cell(1, PeTableModel::Size).toString(), QString("128 B"));
        QCOMPARE(cell(4, PeTableModel::Size).toString(), QString("1 KiB"));
        QCOMPARE(cell(5, PeTableModel::Size).toString(), QString("1500 B"));
        QCOMPARE(cell(13, PeTableModel::Size).toString(), QString("256 KiB"));
        QCOMPARE(cell(4, PeTableModel::Size, PeTableModel::SortRole).toULongLong(), 1024ull);

        for (int r = 0; r < model.rowCount(); ++r) {
            if (r == 5)
                continue;
            const auto size = cell(r, PeTableModel::Size, PeTableModel::SortRole).toULongLong();
            const auto& source = *std::find_if(rows.begin(), rows.end(), [&](const auto& m) {
                return m.scope == "all" && m.size == size;
            });
            const double mbit = cell(r, PeTableModel::MbitPerS, PeTableModel::SortRole).toDouble();
            const double cpu = cell(r, PeTableModel::CpuPct, PeTableModel::SortRole).toDouble();
            const double pe = cell(r, PeTableModel::PeIndex, PeTableModel::SortRole).toDouble();
            QCOMPARE(mbit, source.mbitPerS);
            QCOMPARE(cpu, source.cpuPct);
            QVERIFY(cpu > 0);
            QCOMPARE(pe, mbit / cpu);
            QCOMPARE(cell(r, PeTableModel::PeIndex).toString(),
                     QString::number(mbit / cpu, 'f', 2));
            QCOMPARE(cell(r, PeTableModel::MbitPerS).toString(), QString::number(mbit, 'f', 1));
        }
        QCOMPARE(cell(2, PeTableModel::Series).toString(), QString("All workers"));
        QCOMPARE(cell(2, PeTableModel::LatP99Us, PeTableModel::SortRole).toDouble(), 22.0);
        // Without CPU there is no index, rather than infinity.
        QVERIFY(cell(5, PeTableModel::PeIndex).toString().isEmpty());
        QVERIFY(!cell(5, PeTableModel::PeIndex, PeTableModel::SortRole).isValid());

        const auto right = int(Qt::AlignRight | Qt::AlignVCenter);
        QCOMPARE(cell(0, PeTableModel::MbitPerS, Qt::TextAlignmentRole).toInt(), right);
        QCOMPARE(cell(0, PeTableModel::Size, Qt::TextAlignmentRole).toInt(), right);
        QCOMPARE(cell(0, PeTableModel::Series, Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignLeft | Qt::AlignVCenter));

        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void exportsFigure_data() {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("png") << "png";
        QTest::newRow("pdf") << "pdf";
        QTest::newRow("svg") << "svg";
        QTest::newRow("upper-case PNG") << "PNG";
    }

    void exportsFigure() {
        QFETCH(QString, suffix);
        const QString dir = m_tmp.filePath("figure");
        writeFolder(dir, summaryCsv(classicSweep()), "Loopback throughput sweep");
        const QString out = m_tmp.filePath("figure." + suffix);
        QString error;
        QVERIFY2(exportReport(dir, out, QString(), error), qPrintable(error));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.size() > 1000);

        if (suffix.toLower() == "png") {
            QImage image;
            QVERIFY(image.loadFromData(bytes, "PNG"));
            QCOMPARE(image.size(), QSize(2 * kReportFigureWidth, 2 * kReportFigureHeight));
            // Curves in colour, text, grid: far more than a blank canvas or two colours.
            QVERIFY(colours(image, 3).size() > 20);
        } else if (suffix == "pdf") {
            QVERIFY(bytes.startsWith("%PDF"));
        } else {
            QVERIFY(bytes.contains("<svg"));
            QXmlStreamReader xml(bytes);
            while (!xml.atEnd())
                xml.readNext();
            QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
            QVERIFY(bytes.contains("Loopback throughput sweep"));
        }
    }

    void exportRefusesWhatItCannot() {
        QString error;
        QVERIFY(!exportReport(m_tmp.filePath("nowhere"), m_tmp.filePath("x.png"), QString(), error));
        QVERIFY(error.contains("does not exist"));

        const QString dir = m_tmp.filePath("figure2");
        writeFolder(dir, summaryCsv(classicSweep()), "x");
        QVERIFY(!exportReport(dir, m_tmp.filePath("figure.bmp"), QString(), error));
        QVERIFY2(error.contains(".png"), qPrintable(error));
        QVERIFY(!exportReport(dir, m_tmp.filePath("no/such/dir/figure.png"), QString(), error));
        QVERIFY2(error.contains("figure.png"), qPrintable(error));
    }

    void figureAxes() {
        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        ResultsFolder folder{QString(), "Plan", classicSweep(), std::nullopt};
        drawReportFigure(&plot, folder);
        drawReportFigure(&plot, folder);  // redrawing replaces, never stacks
        QCOMPARE(plot.graphCount(), 2);
        QCOMPARE(plot.graph(0)->dataCount(), 13);
        QCOMPARE(plot.graph(1)->valueAxis(), plot.yAxis2);
        QCOMPARE(plot.graph(1)->pen().style(), Qt::DashLine);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(plot.xAxis->range().contains(64) && plot.xAxis->range().contains(262144));
        bool found = false;
        QVERIFY(plot.yAxis->range().upper >= plot.graph(0)->data()->valueRange(found).upper);
        QVERIFY(found);
        QCOMPARE(plot.yAxis2->range().upper, 100.0);

        auto ticker = plot.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().value(64), QString("64"));
        QCOMPARE(ticker->ticks().value(1024), QString("1K"));
        QCOMPARE(ticker->ticks().value(262144), QString("256K"));
        QCOMPARE(ticker->ticks().size(), 13);

        // Several workers: a throughput curve each; on one host their CPU is one curve.
        std::vector<results::MetricRow> rows;
        for (std::uint64_t size : {64u, 4096u, 262144u}) {
            const int step = size == 64 ? 0 : size == 4096 ? 1 : 2;
            rows.push_back(row(step, "1", "worker", "nic1", size, 100 + step, 80));
            rows.push_back(row(step, "1", "worker", "nic2", size, 200 + step, 80));
            rows.push_back(row(step, "1", "worker", "nic3", size, 300 + step, 80));
        }
        drawReportFigure(&plot, {QString(), "Plan", rows, std::nullopt});
        QCOMPARE(plot.graphCount(), 4);
        rows[1].cpuPct = 70;  // nic2 on another host
        drawReportFigure(&plot, {QString(), "Plan", rows, std::nullopt});
        QCOMPARE(plot.graphCount(), 6);
    }

    void procedureFolderOffersTheMethodView() {
        const QString dir = m_tmp.filePath("method");
        writeProcedureFolder(dir, kUdpRamp);
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY(folder->procedure);
        QCOMPARE(folder->procedure->kind, QString("udp_ramp"));
        QCOMPARE(availableViews(*folder),
                 (std::vector<ReportView>{ReportView::Method, ReportView::Throughput}));

        // A plain sweep has no procedure.json: the throughput view only.
        const QString plain = m_tmp.filePath("plain");
        writeFolder(plain, summaryCsv(classicSweep()), "Plain");
        const auto plainFolder = loadResultsFolder(plain, error);
        QVERIFY2(plainFolder, qPrintable(error));
        QVERIFY(!plainFolder->procedure);
        QCOMPARE(availableViews(*plainFolder), std::vector<ReportView>{ReportView::Throughput});

        // A procedure without a view of its own (a search on outstanding I/Os, say).
        writeFile(plain + "/procedure.json", R"({"procedure": "search", "trials": []})");
        QCOMPARE(availableViews(*loadResultsFolder(plain, error)),
                 std::vector<ReportView>{ReportView::Throughput});
    }

    void brokenProcedureIsNamed_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mention");
        QTest::newRow("not JSON") << QByteArray("{\"procedure\": ") << "not valid JSON";
        QTest::newRow("array") << QByteArray("[1, 2]") << "no \"procedure\"";
        QTest::newRow("no kind") << QByteArray(R"({"points": []})") << "no \"procedure\"";
    }

    void brokenProcedureIsNamed() {
        QFETCH(QByteArray, text);
        QFETCH(QString, mention);
        const QString dir = m_tmp.filePath("broken-" + QString::number(qHash(text)));
        writeProcedureFolder(dir, text);
        QString error;
        QVERIFY(!loadResultsFolder(dir, error));
        QVERIFY2(error.contains("procedure.json") && error.contains(mention), qPrintable(error));
    }

    void procedureTables() {
        QLocale::setDefault(QLocale::c());
        ProcedureTableModel model;
        QAbstractItemModelTester tester(&model);

        model.setTable(procedureTable({"udp_ramp", QJsonDocument::fromJson(kUdpRamp).object()}));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 7);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QString("Offered (Mbit/s)"));
        QCOMPARE(model.index(1, 1).data().toString(), QString("97.20"));
        QCOMPARE(model.index(1, 5).data().toString(), QString("458"));
        QCOMPARE(model.index(1, 6).data(ProcedureTableModel::SortRole).toDouble(), 12.25);

        model.setTable(procedureTable({"rate_search", QJsonDocument::fromJson(kRateSearch).object()}));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data().toString(), QString("64"));
        QCOMPARE(model.index(0, 2).data().toString(), QString("—"));  // nothing passed
        QVERIFY(!model.index(0, 2).data(ProcedureTableModel::SortRole).isValid());
        QCOMPARE(model.index(0, 7).data().toString(), QString("sender"));
        QCOMPARE(model.index(1, 2).data().toString(), QString("40637"));
        QCOMPARE(model.index(1, 4).data().toString(), QString("50.00"));
        QCOMPARE(model.index(1, 6).data().toString(), QString("yes"));
        QCOMPARE(model.index(1, 8).data().toString(), QString("3"));

        model.setTable(procedureTable({"fine_sweep", QJsonDocument::fromJson(kFineSweep).object()}));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(1, 6).data().toString(), QString("50.0"));  // the drop-out
        QCOMPARE(model.index(0, 6).data().toString(), QString("—"));

        model.setTable(procedureTable({"adapter_delay", QJsonDocument::fromJson(kAdapterDelay).object()}));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 9);
        QCOMPARE(model.index(1, 1).data().toString(), QString("1060"));
        QCOMPARE(model.index(1, 6).data().toString(), QString("1530"));
        QLocale::setDefault(QLocale::system());
    }

    void procedureFigures() {
        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        const auto result = [](const char* kind, const QByteArray& json) {
            return ProcedureResult{kind, QJsonDocument::fromJson(json).object()};
        };

        // UDP ramp: offered diagonal, sent, arrived on the left axis; loss on the right.
        drawProcedureFigure(&plot, result("udp_ramp", kUdpRamp), "Ramp");
        drawProcedureFigure(&plot, result("udp_ramp", kUdpRamp), "Ramp");  // replaces
        QCOMPARE(plot.graphCount(), 4);
        QCOMPARE(plot.graph(2)->name(), QString("Arrived"));
        QCOMPARE(plot.graph(2)->dataCount(), 3);
        QCOMPARE(plot.graph(3)->valueAxis(), plot.yAxis2);
        QVERIFY(plot.yAxis2->range().upper >= 35.2);
        QVERIFY(plot.yAxis->range().upper >= 150);
        auto* subtitle = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(1, 0));
        QVERIFY(subtitle);
        QVERIFY2(subtitle->text().contains("97.2") && subtitle->text().contains("50"),
                 qPrintable(subtitle->text()));

        // Zero-loss rate: a bar per frame size, labelled; a size where nothing passed at 0.
        drawProcedureFigure(&plot, result("rate_search", kRateSearch), "RFC 2544");
        QCOMPARE(plot.plottableCount(), 1);
        auto* bars = qobject_cast<QCPBars*>(plot.plottable(0));
        QVERIFY(bars);
        QCOMPARE(bars->dataCount(), 2);
        QCOMPARE(bars->data()->at(1)->value, 50.0);
        QCOMPARE(bars->data()->at(0)->value, 0.0);
        auto ticker = plot.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().value(2), QString("1518"));
        QCOMPARE(plot.itemCount(), 2);
        QVERIFY(qobject_cast<QCPItemText*>(plot.item(1))->text().contains("40.6 kpps"));

        // Fine sweep: throughput and latency over a log2 size axis, the drop-out marked.
        drawProcedureFigure(&plot, result("fine_sweep", kFineSweep), "NetPIPE");
        QCOMPARE(plot.graphCount(), 3);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot.graph(2)->dataCount(), 1);
        QCOMPARE(plot.graph(2)->data()->at(0)->key, 32.0);

        // Adapter delay: the points and the line A · Lp + B from 0 to the largest Lp.
        drawProcedureFigure(&plot, result("adapter_delay", kAdapterDelay), "Delay");
        QCOMPARE(plot.graphCount(), 2);
        QCOMPARE(plot.graph(0)->dataCount(), 2);
        QCOMPARE(plot.graph(1)->data()->at(0)->value, 1000.0);
        QCOMPARE(plot.graph(1)->data()->at(1)->value, 0.5 * 1060 + 1000);
        QVERIFY2(plot.graph(1)->name().contains("0.500"), qPrintable(plot.graph(1)->name()));
        // The throughput figure after a method's takes the subtitle row away again.
        drawReportFigure(&plot, {QString(), "Plan", classicSweep(), std::nullopt});
        QVERIFY(!qobject_cast<QCPTextElement*>(plot.plotLayout()->element(1, 0)));
    }

    void latencyViews() {
        const QString dir = m_tmp.filePath("latency");
        writeProcedureFolder(dir, kLatency);
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(availableViews(*folder), (std::vector<ReportView>{ReportView::Method, ReportView::Distribution,
                                                                   ReportView::Throughput}));
        // The table: a row per size; a size with no round trip shows dashes, not zeros.
        const ProcedureTable table = procedureTable(*folder->procedure);
        QCOMPARE(table.columns.size(), std::size_t{12});
        QCOMPARE(table.rows.size(), std::size_t{2});
        QCOMPARE(table.rows[0][10].toDouble(), 60.0);  // p99.99
        QVERIFY(!table.rows[1][3].isValid());
        const ProcedureTable points = exceedanceTable(*folder->procedure);
        QCOMPARE(points.rows.size(), std::size_t{4});
        QCOMPARE(points.rows[2][2].toDouble(), 0.02);
        // The headline says how the sizes were bounded: by time here, by a count below.
        QVERIFY2(!procedureHeadline(*folder->procedure).contains("counted"),
                 qPrintable(procedureHeadline(*folder->procedure)));
        ProcedureResult counted = *folder->procedure;
        counted.json["count"] = 5000;
        QVERIFY2(procedureHeadline(counted).contains("per size and worker (counted)"),
                 qPrintable(procedureHeadline(counted)));

        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        drawReportView(&plot, *folder, ReportView::Method);
        QCOMPARE(plot.graphCount(), 6);  // min, p50, mean, p99, p99.9, p99.99
        QCOMPARE(plot.graph(1)->name(), QString("p50"));
        QCOMPARE(plot.graph(1)->dataCount(), 1);  // the size that timed nothing is left out
        QCOMPARE(plot.yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(plot.yAxis->range().contains(10) && plot.yAxis->range().contains(60));
        drawReportView(&plot, *folder, ReportView::Distribution);
        QCOMPARE(plot.graphCount(), 1);  // one size had round trips
        QCOMPARE(plot.graph(0)->dataCount(), 4);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot.yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(plot.yAxis->range().lower <= 0.01 && plot.yAxis->range().upper >= 1);

        const QString csv = m_tmp.filePath("dist.csv");
        QVERIFY2(exportReport(dir, csv, "distribution", error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), 5);  // header + 4 points
        const QString plain = m_tmp.filePath("latency-plain");
        writeProcedureFolder(plain, kUdpRamp);
        QVERIFY(!exportReport(plain, m_tmp.filePath("d.png"), "distribution", error));
        QVERIFY2(error.contains("latency"), qPrintable(error));
    }

    void exportsMethodViews() {
        QLocale::setDefault(QLocale::c());  // "1518", not "1,518", whatever the host's locale
        const QString dir = m_tmp.filePath("export-method");
        writeProcedureFolder(dir, kRateSearch);
        QString error;
        const QString png = m_tmp.filePath("rate.png");
        QVERIFY2(exportReport(dir, png, QString(), error), qPrintable(error));
        QImage image(png);
        QCOMPARE(image.size(), QSize(2 * kReportFigureWidth, 2 * kReportFigureHeight));

        // The table of the view: the method's by default, the P/E table on request.
        const QString csv = m_tmp.filePath("rate.csv");
        QVERIFY2(exportReport(dir, csv, QString(), error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QVERIFY2(lines.value(0).startsWith("Frame (bytes),Payload (bytes),Rate (frames/s)"),
                 lines.value(0).constData());
        QVERIFY(lines.value(2).startsWith("1518,1472,"));
        const QString pe = m_tmp.filePath("pe.csv");
        QVERIFY2(exportReport(dir, pe, "throughput", error), qPrintable(error));
        QFile g(pe);
        QVERIFY(g.open(QIODevice::ReadOnly));
        QCOMPARE(g.readAll().count('\n'), 14);  // header and 13 sizes

        QVERIFY(!exportReport(dir, png, "sideways", error));
        QVERIFY2(error.contains("sideways"), qPrintable(error));
        const QString plain = m_tmp.filePath("export-plain");
        writeFolder(plain, summaryCsv(classicSweep()), "Plain");
        QVERIFY(!exportReport(plain, m_tmp.filePath("none.png"), "method", error));
        QVERIFY2(error.contains("procedure.json"), qPrintable(error));
        QVERIFY(!QFile::exists(m_tmp.filePath("none.png")));
        QLocale::setDefault(QLocale::system());
    }

    void reportPageSwitchesViews() {
        ReportPage page;
        page.resize(1000, 800);
        const QString dir = m_tmp.filePath("page-method");
        writeProcedureFolder(dir, kAdapterDelay);
        QString error;
        QVERIFY2(page.openResults(dir, error), qPrintable(error));
        auto* box = page.findChild<QComboBox*>("reportView");
        QVERIFY(box);
        QVERIFY(!box->isHidden());
        QCOMPARE(box->count(), 2);
        QCOMPARE(page.currentView(), ReportView::Method);
        QCOMPARE(page.table()->columnCount(), 9);
        QCOMPARE(page.figure()->graphCount(), 2);

        page.setView(ReportView::Throughput);
        QCOMPARE(page.currentView(), ReportView::Throughput);
        QCOMPARE(page.table()->rowCount(), 13);
        QCOMPARE(page.table()->columnCount(), int(PeTableModel::ColumnCount));
        QCOMPARE(page.figure()->graphCount(), 2);
        QCOMPARE(page.figure()->xAxis->scaleType(), QCPAxis::stLogarithmic);

        // A run that just finished: its procedure.json comes from its results folder.
        page.showRows("Just finished", classicSweep(), dir);
        QCOMPARE(page.currentView(), ReportView::Method);
        page.showRows("Plain", classicSweep());
        QVERIFY(box->isHidden());
        QCOMPARE(page.currentView(), ReportView::Throughput);
    }

    void modelToCsvRoundTrip() {
        QStandardItemModel model(2, 5);
        model.setHorizontalHeaderLabels({"step", "scope", "name", "size", "mbit_per_s"});
        const QStringList first{"0", "all", "nic, \"fast\"", "64", "1.5"};
        const QStringList second{"1", "all", "plain", "128", "3"};
        for (int c = 0; c < 5; ++c) {
            model.setItem(0, c, new QStandardItem(first[c]));
            model.setItem(1, c, new QStandardItem(second[c]));
        }
        const QString csv = modelToCsv(&model);
        QCOMPARE(csv, QString("step,scope,name,size,mbit_per_s\n"
                              "0,all,\"nic, \"\"fast\"\"\",64,1.5\n"
                              "1,all,plain,128,3\n"));

        QString error;
        const auto rows = parseSummaryCsv(csv.toUtf8(), "copy", error);
        QVERIFY2(rows, qPrintable(error));
        QCOMPARE(rows->size(), std::size_t(2));
        QCOMPARE((*rows)[0].name, std::string("nic, \"fast\""));
        QCOMPARE((*rows)[0].mbitPerS, 1.5);
        QCOMPARE((*rows)[1].size, std::uint64_t(128));

        const QString file = m_tmp.filePath("table.csv");
        QVERIFY2(saveModelCsv(&model, file, error), qPrintable(error));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), csv);
        QVERIFY(!saveModelCsv(&model, m_tmp.filePath("no/such/dir/t.csv"), error));
        QVERIFY(error.contains("t.csv"));

        copyModelToClipboard(&model);
        QCOMPARE(QGuiApplication::clipboard()->text(), csv);
    }

    void reportPage() {
        ReportPage page;
        page.resize(1000, 800);
        QVERIFY(!page.hasResults());
        QCOMPARE(page.table()->rowCount(), 0);
        const auto buttons = page.findChildren<QPushButton*>();
        for (QPushButton* b : buttons)
            if (b->text().startsWith("Export"))
                QVERIFY(!b->isEnabled());

        QString error;
        QVERIFY(!page.openResults(m_tmp.filePath("nowhere"), error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!page.hasResults());

        const QString dir = m_tmp.filePath("page");
        writeFolder(dir, summaryCsv(classicSweep()), "Page plan");
        QVERIFY2(page.openResults(dir, error), qPrintable(error));
        QVERIFY(page.hasResults());
        QCOMPARE(page.table()->rowCount(), 13);
        QCOMPARE(page.figure()->graphCount(), 2);
        for (QPushButton* b : buttons)
            QVERIFY(b->isEnabled());

        page.showRows("Just finished", {row(0, "1", "all", "all", 64, 100, 50)});
        QCOMPARE(page.table()->rowCount(), 1);
        QCOMPARE(page.table()->index(0, PeTableModel::PeIndex).data().toString(), QString("2.00"));
        QVERIFY2(saveChart(page.figure(), m_tmp.filePath("page.svg"), error), qPrintable(error));
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_MAIN(TestReport)
#include "test_report.moc"
