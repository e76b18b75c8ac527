// The Report page's pieces: the summary.csv reader, the report series, the P/E table,
// the figure exported as PNG/PDF/SVG, CSV export of any model, and the page itself.
#include <qcustomplot.h>

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QComboBox>
#include <QJsonDocument>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QMessageBox>
#include <QTimer>
#include <QtTest>
#include <QTableWidget>
#include <QMimeData>
#include <algorithm>
#include <set>

#include "procedure_fixtures.hpp"
#include "engine/methods/method.hpp"
#include "engine/results/csv.hpp"
#include "engine/results/metrics.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "gui/dialogs/results_picker.hpp"
#include "gui/language.hpp"
#include "gui/text_format.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/report/compare_figure.hpp"
#include "gui/report/compare_table_model.hpp"
#include "gui/report/disk_report.hpp"
#include "gui/report/disk_table_model.hpp"
#include "gui/report/figure_style.hpp"
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

void writeProcedureFolder(const QString& dir, const QByteArray& procedure) {
    writeFolder(dir, summaryCsv(classicSweep()), "Method plan");
    writeFile(dir + "/procedure.json", procedure);
}

// Disk runs: rows of summary.csv as iometry-run wrote them on /tmp's virtio disk (ext4 on
// /dev/vda, io_uring, O_DIRECT), cut to the columns the disk report reads.
// examples/disk-queue-depth.json with a 64-MiB file, run_s 1: 4 KiB random reads at 1 … 32 outstanding.
const QByteArray kQueueDepthCsv =
    "step,repeat,scope,name,size,outstanding,read_pct,seconds,ops_per_s,read_ops_per_s,write_ops_per_s,mbit_per_s,mb_per_s,lat_mean_us,lat_p50_us,lat_p99_us,lat_max_us,cpu_pct,errors,dev_read_ops_per_s,dev_write_ops_per_s,dev_read_mb_per_s,dev_write_mb_per_s,dev_util_pct,dev_queue\n"
    "0,1,all,all,4096,1,100,1.000078,6882.5,6882.5,0,225.524,28.191,144.868,90.879,1273.855,16110.358,100,0,6892.5,2,28.256,0.041,54,0.6\n"
    "0,1,dynamo,local,4096,1,100,1.000078,6882.5,6882.5,0,225.524,28.191,144.868,90.879,1273.855,16110.358,100,0,6892.5,2,28.256,0.041,54,0.6\n"
    "0,1,worker,disk,4096,1,100,1.000078,6882.5,6882.5,0,225.524,28.191,144.868,90.879,1273.855,16110.358,100,0,6892.5,2,28.256,0.041,54,0.6\n"
    "1,1,all,all,4096,2,100,1.00008,15786.7,15786.7,0,517.3,64.663,125.89,105.727,285.695,17510.662,100,0,15806.7,13,64.761,32.733,72.79,1.55\n"
    "1,1,dynamo,local,4096,2,100,1.00008,15786.7,15786.7,0,517.3,64.663,125.89,105.727,285.695,17510.662,100,0,15806.7,13,64.761,32.733,72.79,1.55\n"
    "1,1,worker,disk,4096,2,100,1.00008,15786.7,15786.7,0,517.3,64.663,125.89,105.727,285.695,17510.662,100,0,15806.7,13,64.761,32.733,72.79,1.55\n"
    "2,1,all,all,4096,4,100,1.00261,23450.8,23450.8,0,768.436,96.054,169.208,151.039,449.535,4253.852,100,0,23454.8,2,96.079,0.041,84.58,3.33\n"
    "2,1,dynamo,local,4096,4,100,1.00261,23450.8,23450.8,0,768.436,96.054,169.208,151.039,449.535,4253.852,100,0,23454.8,2,96.079,0.041,84.58,3.33\n"
    "2,1,worker,disk,4096,4,100,1.00261,23450.8,23450.8,0,768.436,96.054,169.208,151.039,449.535,4253.852,100,0,23454.8,2,96.079,0.041,84.58,3.33\n"
    "3,1,all,all,4096,8,100,1.000097,30437,30437,0,997.361,124.67,261.656,226.815,1046.527,6868.944,100,0,30439,7,124.703,5.111,87.59,6.93\n"
    "3,1,dynamo,local,4096,8,100,1.000097,30437,30437,0,997.361,124.67,261.656,226.815,1046.527,6868.944,100,0,30439,7,124.703,5.111,87.59,6.93\n"
    "3,1,worker,disk,4096,8,100,1.000097,30437,30437,0,997.361,124.67,261.656,226.815,1046.527,6868.944,100,0,30439,7,124.703,5.111,87.59,6.93\n"
    "4,1,all,all,4096,16,100,1.000067,36605.6,36605.6,0,1199.491,149.936,435.346,369.663,2891.775,6528.609,100,0,36604.6,4,150.002,0.074,88.39,13.77\n"
    "4,1,dynamo,local,4096,16,100,1.000067,36605.6,36605.6,0,1199.491,149.936,435.346,369.663,2891.775,6528.609,100,0,36604.6,4,150.002,0.074,88.39,13.77\n"
    "4,1,worker,disk,4096,16,100,1.000067,36605.6,36605.6,0,1199.491,149.936,435.346,369.663,2891.775,6528.609,100,0,36604.6,4,150.002,0.074,88.39,13.77\n"
    "5,1,all,all,4096,32,100,1.00056,38314.5,38314.5,0,1255.491,156.936,831.317,681.983,4538.367,7055.953,100,0,38312.5,2,157.067,0.033,86.35,27.89\n"
    "5,1,dynamo,local,4096,32,100,1.00056,38314.5,38314.5,0,1255.491,156.936,831.317,681.983,4538.367,7055.953,100,0,38312.5,2,157.067,0.033,86.35,27.89\n"
    "5,1,worker,disk,4096,32,100,1.00056,38314.5,38314.5,0,1255.491,156.936,831.317,681.983,4538.367,7055.953,100,0,38312.5,2,157.067,0.033,86.35,27.89\n";

// the same with "sweep": {"size": [4096, 16384, 65536]} at 4 outstanding.
const QByteArray kSizeSweepCsv =
    "step,repeat,scope,name,size,outstanding,read_pct,seconds,ops_per_s,read_ops_per_s,write_ops_per_s,mbit_per_s,mb_per_s,lat_mean_us,lat_p50_us,lat_p99_us,lat_max_us,cpu_pct,errors,dev_read_ops_per_s,dev_write_ops_per_s,dev_read_mb_per_s,dev_write_mb_per_s,dev_util_pct,dev_queue\n"
    "0,1,all,all,4096,4,100,1.000073,21106.5,21106.5,0,691.616,86.452,187.793,140.799,2269.183,7510.281,100,0,21110.5,0,86.477,0,60.4,2.75\n"
    "0,1,dynamo,local,4096,4,100,1.000073,21106.5,21106.5,0,691.616,86.452,187.793,140.799,2269.183,7510.281,100,0,21110.5,0,86.477,0,60.4,2.75\n"
    "0,1,worker,disk,4096,4,100,1.000073,21106.5,21106.5,0,691.616,86.452,187.793,140.799,2269.183,7510.281,100,0,21110.5,0,86.477,0,60.4,2.75\n"
    "1,1,all,all,16384,4,100,1.000081,12867,12867,0,1686.497,210.812,309.99,209.407,4022.271,17145.59,100,0,12867,0,210.878,0,63.59,2.68\n"
    "1,1,dynamo,local,16384,4,100,1.000081,12867,12867,0,1686.497,210.812,309.99,209.407,4022.271,17145.59,100,0,12867,0,210.878,0,63.59,2.68\n"
    "1,1,worker,disk,16384,4,100,1.000081,12867,12867,0,1686.497,210.812,309.99,209.407,4022.271,17145.59,100,0,12867,0,210.878,0,63.59,2.68\n"
    "2,1,all,all,65536,4,100,1.00009,7741.3,7741.3,0,4058.672,507.334,515.391,420.863,4243.455,11804.807,100,0,7729.3,0,507.604,0,78.39,3.23\n"
    "2,1,dynamo,local,65536,4,100,1.00009,7741.3,7741.3,0,4058.672,507.334,515.391,420.863,4243.455,11804.807,100,0,7729.3,0,507.604,0,78.39,3.23\n"
    "2,1,worker,disk,65536,4,100,1.00009,7741.3,7741.3,0,4058.672,507.334,515.391,420.863,4243.455,11804.807,100,0,7729.3,0,507.604,0,78.39,3.23\n";

// a 70/30 read/write mix of 4 KiB random I/Os at 1, 4, 16 outstanding.
const QByteArray kMixCsv =
    "step,repeat,scope,name,size,outstanding,read_pct,seconds,ops_per_s,read_ops_per_s,write_ops_per_s,mbit_per_s,mb_per_s,lat_mean_us,lat_p50_us,lat_p99_us,lat_max_us,cpu_pct,errors,dev_read_ops_per_s,dev_write_ops_per_s,dev_read_mb_per_s,dev_write_mb_per_s,dev_util_pct,dev_queue\n"
    "0,1,all,all,4096,1,70,1.000077,6952.5,4887.6,2064.8,227.818,28.477,143.408,86.271,2482.175,10278.911,100,0,4888.6,2145.8,20.024,9.056,45.2,0.61\n"
    "0,1,dynamo,local,4096,1,70,1.000077,6952.5,4887.6,2064.8,227.818,28.477,143.408,86.271,2482.175,10278.911,100,0,4888.6,2145.8,20.024,9.056,45.2,0.61\n"
    "0,1,worker,disk,4096,1,70,1.000077,6952.5,4887.6,2064.8,227.818,28.477,143.408,86.271,2482.175,10278.911,100,0,4888.6,2145.8,20.024,9.056,45.2,0.61\n"
    "1,1,all,all,4096,4,70,1.000079,16055.7,11246.1,4809.6,526.114,65.764,247.984,177.663,2744.319,10541.869,100,0,11248.1,4810.6,46.076,19.704,77.99,2.66\n"
    "1,1,dynamo,local,4096,4,70,1.000079,16055.7,11246.1,4809.6,526.114,65.764,247.984,177.663,2744.319,10541.869,100,0,11248.1,4810.6,46.076,19.704,77.99,2.66\n"
    "1,1,worker,disk,4096,4,70,1.000079,16055.7,11246.1,4809.6,526.114,65.764,247.984,177.663,2744.319,10541.869,100,0,11248.1,4810.6,46.076,19.704,77.99,2.66\n"
    "2,1,all,all,4096,16,70,1.000099,27713.2,19365.1,8348.2,908.108,113.513,575.529,427.007,4169.727,14133.207,100,0,19360.1,8348.2,79.319,34.194,81.59,11.3\n"
    "2,1,dynamo,local,4096,16,70,1.000099,27713.2,19365.1,8348.2,908.108,113.513,575.529,427.007,4169.727,14133.207,100,0,19360.1,8348.2,79.319,34.194,81.59,11.3\n"
    "2,1,worker,disk,4096,16,70,1.000099,27713.2,19365.1,8348.2,908.108,113.513,575.529,427.007,4169.727,14133.207,100,0,19360.1,8348.2,79.319,34.194,81.59,11.3\n";

// plan.json of a disk run (what the report reads of it: the name and the workers' kinds).
QByteArray diskPlan(const QByteArray& name, const QByteArrayList& kinds) {
    QByteArray workers;
    for (int i = 0; i < kinds.size(); ++i)
        workers += (i ? ", " : "") + QByteArray(R"({"name": "w)") + QByteArray::number(i) +
                   R"(", "kind": ")" + kinds[i] + R"("})";
    return R"({"format": "iometry.plan/1", "name": ")" + name + R"(", "workers": [)" + workers +
           "]}";
}

void writeDiskFolder(const QString& dir, const QByteArray& summary, const QByteArray& name,
                     const QByteArrayList& kinds = {"disk"}) {
    QDir().mkpath(dir);
    writeFile(dir + "/summary.csv", summary);
    writeFile(dir + "/plan.json", diskPlan(name, kinds));
}

// The 'all' rows of a summary, in file order.
std::vector<results::MetricRow> allRows(const QByteArray& csv) {
    QString error;
    const auto rows = parseSummaryCsv(csv, "fixture", error);
    std::vector<results::MetricRow> all;
    if (rows)
        for (const auto& r : *rows)
            if (r.scope == "all") all.push_back(r);
    return all;
}

// Worker and target cycling (docs/plan-format.md, "Sweeps"), as iometry-run wrote them for
// examples/loopback-client-cycling.json and examples/disk-target-cycling.json shortened to
// 2 s steps (the disk one on 32-MiB files under /tmp): summary.csv's own rows, trimmed to
// the columns the report reads, and the plans' name, worker kinds and sweep.
const QByteArray kCycledColumns =
    "step,repeat,scope,name,size,outstanding,ops_per_s,mbit_per_s,mb_per_s,lat_mean_us,"
    "lat_p99_us,cpu_pct,errors,workers\n";
const QByteArray kClientCyclingCsv = kCycledColumns +
    "0,1,all,all,65536,1,18459.7,9637.847,1204.731,,,100,0,1\n"
    "0,1,worker,client1,65536,1,18459.7,9637.847,1204.731,,,100,0,1\n"
    "1,1,all,all,65536,1,16629.6,8678.35,1084.794,,,99.75,0,2\n"
    "1,1,worker,client1,65536,1,7608.8,3970.305,496.288,,,99.75,0,2\n"
    "1,1,worker,client2,65536,1,9020.8,4708.045,588.506,,,99.75,0,2\n"
    "2,1,all,all,65536,1,19773.8,10316.087,1289.511,,,100,0,3\n"
    "2,1,worker,client1,65536,1,5391.5,2812.551,351.569,,,100,0,3\n"
    "2,1,worker,client2,65536,1,6112.1,3183.81,397.976,,,100,0,3\n"
    "2,1,worker,client3,65536,1,8270.2,4319.725,539.966,,,100,0,3\n";
const QByteArray kClientCyclingPlan = R"({"format": "iometry.plan/1",
  "name": "Loopback: one server, 1, 2, 3 clients",
  "workers": [{"name": "client1", "kind": "tcp"}, {"name": "client2", "kind": "tcp"},
              {"name": "client3", "kind": "tcp"}],
  "sweep": {"targets": [1, 2, 3]}})";
const QByteArray kTargetCyclingCsv = kCycledColumns +
    "0,1,all,all,4096,4,16083.1,527.01,65.876,247.965,2269.183,100,0,1\n"
    "0,1,worker,disk1,4096,4,16083.1,527.01,65.876,247.965,2269.183,100,0,1\n"
    "1,1,all,all,4096,4,23554.7,771.84,96.48,338.504,3448.831,100,0,2\n"
    "1,1,worker,disk1,4096,4,11842.8,388.064,48.508,336.635,3448.831,100,0,2\n"
    "1,1,worker,disk2,4096,4,11711.9,383.776,47.972,340.394,3497.983,100,0,2\n"
    "2,1,all,all,4096,4,38561.3,1263.577,157.947,310.479,2465.791,100,0,3\n"
    "2,1,worker,disk1,4096,4,11752,385.089,48.136,339.51,3596.287,100,0,3\n"
    "2,1,worker,disk2,4096,4,13383.4,438.548,54.818,298.207,1675.263,100,0,3\n"
    "2,1,worker,disk3,4096,4,13425.9,439.94,54.993,297.301,1576.959,100,0,3\n";
QByteArray diskCyclingPlan(const QByteArray& sweep) {
    return R"({"format": "iometry.plan/1", "name": "Disk: 4 KiB random read on 1, 2, 3 targets",
  "workers": [{"name": "disk1", "kind": "disk"}, {"name": "disk2", "kind": "disk"},
              {"name": "disk3", "kind": "disk"}],
  "sweep": )" + sweep + "}";
}
// The disk plan with "sweep": {"size": [4096, 65536], "targets": [1, 2, 3]}: size outer,
// targets inner ('all' rows).
const QByteArray kSizeByTargetsCsv = kCycledColumns +
    "0,1,all,all,4096,4,16334.7,535.257,66.907,243.554,2809.855,99.75,0,1\n"
    "1,1,all,all,4096,4,17823.3,584.033,73.004,446.794,5029.887,99.25,0,2\n"
    "2,1,all,all,4096,4,22652.8,742.287,92.786,526.912,6504.447,99,0,3\n"
    "3,1,all,all,65536,4,6119.8,3208.546,401.068,649.354,4440.063,99,0,1\n"
    "4,1,all,all,65536,4,5732.2,3005.334,375.667,1391.879,12877.823,84.25,0,2\n"
    "5,1,all,all,65536,4,6821.3,3576.305,447.038,1757.085,18677.759,87.3,0,3\n";

// A sweep run three times per step, as iometry-run writes it: the repeats' rows, then the
// aggregate row (mean, sample standard deviation, repeats) of each scope.
std::vector<results::MetricRow> repeatedSweep(double scale) {
    std::vector<results::MetricRow> rows;
    int step = 0;
    for (std::uint64_t size : {64ull, 4096ull, 65536ull}) {
        std::vector<double> mbits;
        for (int k = 1; k <= 3; ++k) {
            const double mbit = scale * static_cast<double>(size) / 64.0 * (1 + 0.1 * (k - 2)) + 1234.5;
            mbits.push_back(mbit);
            rows.push_back(row(step, std::to_string(k), "all", "all", size, mbit, 40 + k));
        }
        auto agg = row(step, "agg", "all", "all", size, results::mean(mbits), 42);
        agg.mbitPerSStddev = results::sampleStddev(mbits);
        agg.repeatsCounted = 3;
        rows.push_back(agg);
        ++step;
    }
    return rows;
}

// Numbers of a CSV or tab-separated line, read in the C locale; false if one is not.
bool allNumbers(const QList<QByteArray>& fields, int from) {
    for (int i = from; i < fields.size(); ++i) {
        if (fields[i].isEmpty()) continue;
        bool ok = false;
        fields[i].toDouble(&ok);  // QByteArray::toDouble is always the C locale
        if (!ok) return false;
    }
    return true;
}

QStringList headers(const QAbstractItemModel* model) {
    QStringList list;
    for (int c = 0; c < model->columnCount(); ++c)
        list << model->headerData(c, Qt::Horizontal).toString();
    return list;
}

QString tickLabelAt(const QCPAxis* axis, double at) {
    auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
    return ticker ? ticker->ticks().value(at, QStringLiteral("<no tick>")) : QStringLiteral("<no text ticker>");
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

    void streamLatencyStaysEmpty() {
        // A stream times nothing: summary.csv leaves its latency cells empty, and the
        // report's table shows them empty, not as 0.00 µs (docs/metrics.md).
        auto rows = classicSweep();
        for (auto& r : rows) {
            if (r.size != 65536) continue;
            r.latEmpty = true;
            r.latMeanUs = r.latP99Us = 0;
        }
        const QString dir = m_tmp.filePath("stream");
        writeFolder(dir, summaryCsv(rows), "Stream");
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        PeTableModel model;
        model.setRows(folder->rows);
        int checked = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const auto size = model.data(model.index(r, PeTableModel::Size), PeTableModel::SortRole).toULongLong();
            for (int c : {int(PeTableModel::LatMeanUs), int(PeTableModel::LatP99Us)}) {
                const QString shown = model.data(model.index(r, c)).toString();
                QVERIFY2(size == 65536 ? shown.isEmpty() : !shown.isEmpty(),
                         qPrintable(QString("%1 B, column %2: \"%3\"").arg(size).arg(c).arg(shown)));
            }
            checked += size == 65536;
        }
        QCOMPARE(checked, 1);
        for (const auto& r : folder->rows) QCOMPARE(r.latEmpty, r.size == 65536);
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
    }

    void damagedFilesAreListed() {
        // A damaged plan.json, a missing bench.json, a cut results.json: the figure and the
        // table still come from summary.csv, and one line says what is missing (docs/report.md).
        const QString dir = m_tmp.filePath("damaged");
        QDir().mkpath(dir);
        writeFile(dir + "/summary.csv", "step,repeat,scope,name,size,mbit_per_s,cpu_pct\n"
                                        "0,1,all,all,64,500,90\n1,1,all,all,128,900,95\n");
        writeFile(dir + "/plan.json", "{\"name\": ");
        writeFile(dir + "/results.json", "{\"format\": \"iometry.results/1\", \"steps\": [");
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->rows.size(), std::size_t(2));
        QCOMPARE(folder->planName, QStringLiteral("damaged"));  // the folder's name
        const QString line = problemsLine(folder->problems);
        for (const char* m : {"Shown from summary.csv alone", "plan.json is damaged (not valid JSON at byte 10)",
                              "bench.json is missing", "results.json is damaged"})
            QVERIFY2(line.contains(m), qPrintable(line));
        ReportPage page;
        QVERIFY2(page.openResults(dir, error), qPrintable(error));
        auto* shown = page.findChild<QLabel*>("reportProblems");
        QVERIFY(shown && !shown->isHidden());
        QCOMPARE(shown->text(), line);
        QCOMPARE(page.table()->rowCount(), 2);
        // A whole folder has nothing to say.
        const QString whole = m_tmp.filePath("whole");
        writeFolder(whole, summaryCsv(classicSweep()), "Whole");
        writeFile(whole + "/bench.json", R"({"hosts": []})");
        writeFile(whole + "/results.json", R"({"steps": [], "status": "completed"})");
        QVERIFY(page.openResults(whole, error));
        QVERIFY(shown->isHidden());
    }

    void rejectsBrokenFolders() {
        // summary.csv is what a report is drawn from: without it, or damaged, nothing opens.
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
        auto series = reportCurves(classicSweep()).series;
        QCOMPARE(series.size(), std::size_t(1));
        QCOMPARE(series[0].rows.size(), std::size_t(13));
        QCOMPARE(series[0].rows[0].scope, std::string("all"));

        // Two workers with repeats: the total, then each worker, from the 'agg' rows,
        // ordered by size.
        std::vector<results::MetricRow> rows;
        for (const char* rep : {"1", "2", "agg"})
            for (std::uint64_t size : {4096u, 64u}) {
                const int step = size == 64 ? 0 : 1;
                const double m = rep == std::string("agg") ? 2 : 1;
                rows.push_back(row(step, rep, "all", "all", size, 300 * m, 90));
                rows.push_back(row(step, rep, "worker", "nic1", size, 100 * m, 90));
                rows.push_back(row(step, rep, "worker", "nic2", size, 200 * m, 90));
            }
        series = reportCurves(rows).series;
        QCOMPARE(series.size(), std::size_t(3));
        QCOMPARE(series[0].name, QString("All workers"));
        QCOMPARE(series[0].rows[1].mbitPerS, 600.0);
        QCOMPARE(series[1].name, QString("nic1"));
        QCOMPARE(series[2].name, QString("nic2"));
        QCOMPARE(series[2].rows.size(), std::size_t(2));
        QCOMPARE(series[2].rows[0].size, std::uint64_t(64));
        QCOMPARE(series[2].rows[0].repeat, std::string("agg"));
        QCOMPARE(series[2].rows[0].mbitPerS, 400.0);

        // A network sweep of the outstanding requests at one size is drawn over them (the
        // figure's x axis, the view's name), not as one point at that size.
        rows.clear();
        for (int qd : {1, 2, 4, 8}) {
            rows.push_back(row(qd, "1", "all", "all", 65536, 1000.0 * qd, 20));
            rows.back().outstanding = qd;
        }
        const ReportCurves curves = reportCurves(rows);
        QCOMPARE(curves.axis, SweepAxis::Outstanding);
        QCOMPARE(curves.series.size(), std::size_t(1));
        QCOMPARE(curves.series[0].rows.size(), std::size_t(4));
        ResultsFolder folder;
        folder.planName = "qd";
        folder.rows = rows;
        QCOMPARE(reportViewName(folder, ReportView::Throughput),
                 QString("Throughput and CPU against outstanding I/Os"));
        QCustomPlot plot;
        drawReportFigure(&plot, folder);
        QCOMPARE(plot.xAxis->label(), QString("Outstanding I/Os"));
        QCOMPARE(plot.graph(0)->data()->size(), 4);
    }

    /** The names of the figure's curves as its legend lists them. */
    static QStringList curveNames(const QCustomPlot& plot) {
        QStringList names;
        for (int i = 0; i < plot.legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i)))
                names << item->plottable()->name();
        return names;
    }

    void figuresDrawTheTotalOfManyWorkers() {
        // Up to kMostWorkerCurves workers a figure draws each beside the total; past it (128
        // dynamos' pairs) the total alone, named with how many it adds up, while the table
        // keeps every worker.
        const auto run = [](int workers) {
            std::vector<results::MetricRow> rows;
            for (std::uint64_t size : {64u, 4096u}) {
                const int step = size == 64 ? 0 : 1;
                rows.push_back(row(step, "1", "all", "all", size, 10.0 * workers, 50));
                for (int w = 1; w <= workers; ++w)
                    rows.push_back(row(step, "1", "worker", "w" + std::to_string(w), size, 10, 50));
            }
            ResultsFolder folder;
            folder.planName = "many";
            folder.rows = rows;
            return folder;
        };
        ResultsFolder few = run(kMostWorkerCurves);
        ReportCurves curves = figureCurves(reportCurves(few.rows));
        QCOMPARE(curves.series.size(), std::size_t(kMostWorkerCurves + 1));
        QCOMPARE(curves.workersNotDrawn, 0);
        QCustomPlot plot;
        drawReportFigure(&plot, few);
        QCOMPARE(curveNames(plot).size(), kMostWorkerCurves + 2);  // each throughput, one CPU

        ResultsFolder many = run(kMostWorkerCurves + 1);
        curves = figureCurves(reportCurves(many.rows));
        QCOMPARE(curves.series.size(), std::size_t(1));
        QCOMPARE(curves.workersNotDrawn, kMostWorkerCurves + 1);
        QCOMPARE(curves.series[0].name, QString("All %1 workers").arg(kMostWorkerCurves + 1));
        QCOMPARE(curves.series[0].rows[1].mbitPerS, 10.0 * (kMostWorkerCurves + 1));
        drawReportFigure(&plot, many);
        QCOMPARE(curveNames(plot),
                 QStringList({QString("All %1 workers throughput").arg(kMostWorkerCurves + 1),
                              QString("All %1 workers CPU load").arg(kMostWorkerCurves + 1)}));
        // The table: every worker's rows beside the total's.
        QCOMPARE(reportCurves(many.rows).series.size(), std::size_t(kMostWorkerCurves + 2));
    }

    // A transmit run's report: nothing was received, so the received cells are empty, not
    // 0.0; the directions are named by the hosts of plan.json ("A → B").
    void transmitRunNamesItsDirections() {
        auto rows = classicSweep();
        for (auto& r : rows) {
            r.readPct = 0;
            r.writeMbitPerS = r.mbitPerS;
            r.readMbitPerS = 0;
            r.latEmpty = true;  // a stream times nothing
        }
        const QString dir = m_tmp.filePath("transmit");
        writeFolder(dir, summaryCsv(rows), "Transmit");
        QFile examples(IOMETRY_TRANSLATIONS_DIR "/../examples/two-hosts.json");
        QVERIFY(examples.open(QIODevice::ReadOnly));
        writeFile(dir + "/plan.json", examples.readAll());
        QString error;
        auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->toPartner, QString("A → B"));
        QCOMPARE(folder->toHolder, QString("B → A"));
        std::unique_ptr<QAbstractItemModel> table(createReportTable(*folder, ReportView::Throughput, nullptr));
        QCOMPARE(table->headerData(PeTableModel::WriteMbit, Qt::Horizontal).toString(), QString("A → B Mbit/s"));
        QCOMPARE(table->headerData(PeTableModel::ReadMbit, Qt::Horizontal).toString(), QString("B → A Mbit/s"));
        for (int r = 0; r < table->rowCount(); ++r) {
            for (int c : {int(PeTableModel::ReadMbit), int(PeTableModel::LatMeanUs), int(PeTableModel::LatP99Us)}) {
                QCOMPARE(table->index(r, c).data().toString(), QString());
                QVERIFY(!table->index(r, c).data(PeTableModel::SortRole).isValid());
            }
            QVERIFY(!table->index(r, PeTableModel::WriteMbit).data().toString().isEmpty());
        }
        // One host, one address (loopback): the ends are named by their roles.
        QFile loopback(IOMETRY_TRANSLATIONS_DIR "/../examples/loopback-sweep.json");
        QVERIFY(loopback.open(QIODevice::ReadOnly));
        writeFile(dir + "/plan.json", loopback.readAll());
        folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->toPartner, QString("holder → partner"));
        // A plan without pairs (this file's default): the words.
        const QString plain = m_tmp.filePath("transmit-plain");
        writeFolder(plain, summaryCsv(rows), "Plain");
        folder = loadResultsFolder(plain, error);
        QVERIFY(folder && folder->toPartner.isEmpty());
        table.reset(createReportTable(*folder, ReportView::Throughput, nullptr));
        QCOMPARE(table->headerData(PeTableModel::ReadMbit, Qt::Horizontal).toString(), QString("Received Mbit/s"));
    }

    // "Error bars" only where the figure draws them (runs with repeats), "Right axis" only on
    // a network run's throughput figure: not on a method's own figure (UDP, latency), nor on
    // the disk figure, whose right axis is latency.
    void figureControlsOnlyWhereTheyApply() {
        ReportPage page;
        page.resize(1200, 800);
        page.show();
        auto* spread = page.findChild<QComboBox*>("reportSpread");
        auto* second = page.findChild<QComboBox*>("reportSecondAxis");
        QVERIFY(spread && second);
        auto label = [&](QWidget* box) {
            for (QLabel* l : page.findChildren<QLabel*>())
                if (l->buddy() == box) return l;
            return static_cast<QLabel*>(nullptr);
        };
        QVERIFY(label(spread) && label(second));
        QString error;
        const QString net = m_tmp.filePath("controls-net");
        writeFolder(net, summaryCsv(classicSweep()), "Network");
        QVERIFY2(page.openResults(net, error), qPrintable(error));
        QVERIFY(!spread->isVisible() && !label(spread)->isVisible());  // no repeats
        QVERIFY(second->isVisible() && label(second)->isVisible());
        const QString repeated = m_tmp.filePath("controls-repeated");
        writeFolder(repeated, summaryCsv(repeatedSweep(50.0)), "Repeated");
        QVERIFY2(page.openResults(repeated, error), qPrintable(error));
        QVERIFY(spread->isVisible() && second->isVisible());
        const QString method = m_tmp.filePath("controls-udp");
        writeProcedureFolder(method, fixtures::udpRamp());
        QVERIFY2(page.openResults(method, error), qPrintable(error));  // its own figure first
        QVERIFY(!spread->isVisible() && !second->isVisible());
        const QString disk = m_tmp.filePath("controls-disk");
        writeDiskFolder(disk, kSizeSweepCsv, "Disk");
        QVERIFY2(page.openResults(disk, error), qPrintable(error));
        QVERIFY(!second->isVisible() && !label(second)->isVisible());
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
                     formatNumber(mbit / cpu, 2));
            QCOMPARE(cell(r, PeTableModel::MbitPerS).toString(), formatNumber(mbit, 1));
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

        // Full duplex: the two directions beside their sum.
        auto duplex = classicSweep();
        for (auto& r : duplex) {
            r.readMbitPerS = r.mbitPerS * 0.25;
            r.writeMbitPerS = r.mbitPerS * 0.75;
        }
        model.setRows(duplex);
        QCOMPARE(model.headerData(PeTableModel::ReadMbit, Qt::Horizontal).toString(),
                 QString("Received Mbit/s"));
        QCOMPARE(model.headerData(PeTableModel::WriteMbit, Qt::Horizontal).toString(),
                 QString("Sent Mbit/s"));
        for (int r = 0; r < model.rowCount(); ++r) {
            const double sum = cell(r, PeTableModel::MbitPerS, PeTableModel::SortRole).toDouble();
            QCOMPARE(cell(r, PeTableModel::ReadMbit, PeTableModel::SortRole).toDouble(), sum * 0.25);
            QCOMPARE(cell(r, PeTableModel::WriteMbit, PeTableModel::SortRole).toDouble(), sum * 0.75);
        }

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
        ResultsFolder folder{QString(), "Plan", classicSweep(), std::nullopt, {}};
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
        drawReportFigure(&plot, {QString(), "Plan", rows, std::nullopt, {}});
        QCOMPARE(plot.graphCount(), 4);
        rows[1].cpuPct = 70;  // nic2 on another host
        drawReportFigure(&plot, {QString(), "Plan", rows, std::nullopt, {}});
        QCOMPARE(plot.graphCount(), 6);

        // Full duplex: each direction beside the sum, on the same axis.
        std::vector<results::MetricRow> duplex = classicSweep();
        for (auto& r : duplex) {
            r.readMbitPerS = r.mbitPerS * 0.4;
            r.writeMbitPerS = r.mbitPerS * 0.6;
        }
        drawReportFigure(&plot, {QString(), "Plan", duplex, std::nullopt, {}});
        QCOMPARE(plot.graphCount(), 4);
        QCOMPARE(plot.graph(1)->name(), QString("Received (read)"));
        QCOMPARE(plot.graph(2)->name(), QString("Sent (write)"));
        QCOMPARE(plot.graph(2)->valueAxis(), plot.yAxis);
        // classicSweep() reaches 10 Gbit/s: the figure is in Gbit/s, chosen once for all.
        QCOMPARE(plot.yAxis->label(), QString("Throughput (Gbit/s)"));
        QCOMPARE(plot.graph(2)->data()->at(12)->value, duplex[36].writeMbitPerS / 1000);
    }

    void axisLabelsStayOnOneLine() {
        // Too long for the axis beside a short figure: the whole label smaller where it fits,
        // else its unit alone, as each language writes the unit (docs/report.md, "Print style").
        QCustomPlot plot;
        plot.resize(640, 120);
        plot.show();  // a hidden widget is laid out at its size only when shown
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        for (const auto& [label, unit] : {std::pair{QStringLiteral("Пропускная способность всех пар, Гбит/с"), QStringLiteral("Гбит/с")},
                                          std::pair{QStringLiteral("Throughput of all pairs together (Gbit/s)"), QStringLiteral("Gbit/s")},
                                          std::pair{QStringLiteral("所有对的总吞吐量，以及每个方向（Gbit/s）"), QStringLiteral("Gbit/s")}}) {
            plot.yAxis->setProperty("iometryLabelFont", QVariant());
            plot.yAxis->setLabel(label);
            plot.replot();
            figure::fitAxisLabels(&plot);
            QVERIFY2(!plot.yAxis->label().contains('\n'), qPrintable(plot.yAxis->label()));
            QCOMPARE(plot.yAxis->label(), unit);
        }
        // Room enough: the whole label, as it was.
        plot.resize(640, 640);
        QTest::qWait(10);
        plot.yAxis->setLabel(QStringLiteral("Загрузка ЦП, %"));
        plot.replot();
        figure::fitAxisLabels(&plot);
        QCOMPARE(plot.yAxis->label(), QStringLiteral("Загрузка ЦП, %"));
    }

    void loadsDeviceColumns() {
        QString error;
        const auto rows = parseSummaryCsv(kQueueDepthCsv, "qd", error);
        QVERIFY2(rows, qPrintable(error));
        const auto& first = rows->front();
        QVERIFY(first.dev);
        QVERIFY(first.devReadOpsPerS > 0);
        QVERIFY(first.devUtilPct > 0);
        QVERIFY(first.devQueue > 0);
        // What the engine writes reads back the same, device columns included.
        const QString dir = m_tmp.filePath("disk-roundtrip");
        std::string text = results::csvLine(results::MetricRow::csvHeader());
        for (const auto& r : *rows) text += results::csvLine(r.csvFields());
        writeDiskFolder(dir, QByteArray::fromStdString(text), "Round trip");
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->rows.size(), rows->size());
        for (std::size_t i = 0; i < rows->size(); ++i)
            QCOMPARE(folder->rows[i].csvFields(), (*rows)[i].csvFields());
        // Rows without a device (a network run's) leave the cells empty, dev unset.
        QVERIFY(!parseSummaryCsv(summaryCsv(classicSweep()), "net", error)->front().dev);
    }

    void diskRunIsTheWorkersKinds() {
        QString error;
        const QString disk = m_tmp.filePath("kinds-disk");
        writeDiskFolder(disk, kQueueDepthCsv, "Disk", {"disk", "disk"});
        auto folder = loadResultsFolder(disk, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->workerKinds, (QStringList{"disk", "disk"}));
        QVERIFY(isDiskRun(*folder));
        const QString mixed = m_tmp.filePath("kinds-mixed");
        writeDiskFolder(mixed, kQueueDepthCsv, "Mixed", {"disk", "tcp"});
        QVERIFY(!isDiskRun(*loadResultsFolder(mixed, error)));
        // Without plan.json nothing says the workers were disks.
        const QString bare = m_tmp.filePath("kinds-bare");
        QDir().mkpath(bare);
        writeFile(bare + "/summary.csv", kQueueDepthCsv);
        folder = loadResultsFolder(bare, error);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY(folder->workerKinds.isEmpty());
        QVERIFY(!isDiskRun(*folder));
    }

    void sweepAxisScale_data() {
        QTest::addColumn<QVector<double>>("values");
        QTest::addColumn<bool>("log");
        QTest::newRow("queue depth 1..32 exponential") << QVector<double>{1, 2, 4, 8, 16, 32} << true;
        QTest::newRow("sizes 4K 16K 64K") << QVector<double>{4096, 16384, 65536} << true;
        QTest::newRow("linear 1..8") << QVector<double>{1, 2, 3, 4, 5, 6, 7, 8} << false;
        QTest::newRow("linear range step 3") << QVector<double>{1, 4, 7, 10} << false;
        QTest::newRow("two close values") << QVector<double>{1, 2} << false;
        QTest::newRow("two far values") << QVector<double>{4096, 65536} << true;
        QTest::newRow("one value") << QVector<double>{8} << false;
        QTest::newRow("unsorted, repeated") << QVector<double>{32, 1, 8, 1, 4} << true;
    }

    void sweepAxisScale() {
        QFETCH(QVector<double>, values);
        QFETCH(bool, log);
        QCOMPARE(wantsLogAxis(std::vector<double>(values.begin(), values.end())), log);
    }

    void diskFigureAgainstQueueDepth() {
        const QString dir = m_tmp.filePath("disk-qd");
        writeDiskFolder(dir, kQueueDepthCsv, "Disk: 4 KiB random read against queue depth");
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(availableViews(*folder), std::vector<ReportView>{ReportView::Throughput});
        QVERIFY(isDiskView(*folder, ReportView::Throughput));
        QVERIFY2(reportViewName(*folder, ReportView::Throughput).contains("outstanding I/Os"),
                 qPrintable(reportViewName(*folder, ReportView::Throughput)));
        const auto all = allRows(kQueueDepthCsv);
        QCOMPARE(all.size(), std::size_t(6));

        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        drawReportView(&plot, *folder, ReportView::Throughput);
        drawReportView(&plot, *folder, ReportView::Throughput);  // replaces, never stacks
        // x: the outstanding I/Os the sweep varied, log2, a labelled tick at each.
        QCOMPARE(plot.xAxis->label(), QString("Outstanding I/Os"));
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        for (int qd : {1, 2, 4, 8, 16, 32}) {
            QCOMPARE(tickLabelAt(plot.xAxis, qd), QString::number(qd));
            QVERIFY(plot.xAxis->range().contains(qd));
        }
        // Left: IOPS (by default); right: latency, not CPU.
        QCOMPARE(plot.yAxis->label(), QString("I/O rate (IOPS)"));
        QVERIFY2(plot.yAxis2->visible() && plot.yAxis2->label().startsWith("Latency ("),
                 qPrintable(plot.yAxis2->label()));
        QVERIFY(!plot.yAxis2->label().contains("CPU"));
        // One series: IOPS, mean and p99 latency, at the steps' values.
        QCOMPARE(plot.graphCount(), 3);
        QCOMPARE(plot.graph(0)->valueAxis(), plot.yAxis);
        QCOMPARE(plot.graph(1)->valueAxis(), plot.yAxis2);
        QCOMPARE(plot.graph(2)->valueAxis(), plot.yAxis2);
        QCOMPARE(plot.graph(1)->name(), QString("Mean latency"));
        QCOMPARE(plot.graph(2)->name(), QString("p99 latency"));
        QCOMPARE(plot.graph(0)->dataCount(), 6);
        const bool ms = plot.yAxis2->label() == "Latency (ms)";
        QVERIFY2(ms || plot.yAxis2->label() == "Latency (µs)", qPrintable(plot.yAxis2->label()));
        double maxP99 = 0;
        for (int i = 0; i < 6; ++i) {
            const auto& r = all[static_cast<std::size_t>(i)];
            QCOMPARE(plot.graph(0)->data()->at(i)->key, double(r.outstanding));
            QCOMPARE(plot.graph(0)->data()->at(i)->value, r.opsPerS);
            QCOMPARE(plot.graph(1)->data()->at(i)->value, r.latMeanUs * (ms ? 1e-3 : 1));
            QCOMPARE(plot.graph(2)->data()->at(i)->value, r.latP99Us * (ms ? 1e-3 : 1));
            maxP99 = std::max(maxP99, r.latP99Us);
        }
        QCOMPARE(ms, maxP99 >= 1000);
        bool found = false;
        QVERIFY(plot.yAxis->range().upper >= plot.graph(0)->data()->valueRange(found).upper);
        QVERIFY(plot.yAxis2->range().upper >= plot.graph(2)->data()->valueRange(found).upper);

        // MB/s on request, the same steps.
        drawReportView(&plot, *folder, ReportView::Throughput, DiskMetric::MbPerS);
        QCOMPARE(plot.yAxis->label(), QString("Throughput (MB/s)"));
        QCOMPARE(plot.graph(0)->name(), QString("MB/s"));
        QCOMPARE(plot.graph(0)->data()->at(5)->value, all[5].mbPerS);
    }

    void diskFigureAgainstSize() {
        const QString dir = m_tmp.filePath("disk-size");
        writeDiskFolder(dir, kSizeSweepCsv, "Disk: size sweep");
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY2(reportViewName(*folder, ReportView::Throughput).contains("request size"),
                 qPrintable(reportViewName(*folder, ReportView::Throughput)));
        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        drawReportView(&plot, *folder, ReportView::Throughput);
        QCOMPARE(plot.xAxis->label(), QString("Request size (bytes)"));
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(tickLabelAt(plot.xAxis, 4096), QString("4K"));
        QCOMPARE(tickLabelAt(plot.xAxis, 16384), QString("16K"));
        QCOMPARE(tickLabelAt(plot.xAxis, 65536), QString("64K"));
        QCOMPARE(plot.yAxis->label(), QString("I/O rate (IOPS)"));
        QVERIFY(plot.yAxis2->label().startsWith("Latency ("));
        QCOMPARE(plot.graphCount(), 3);
        const auto all = allRows(kSizeSweepCsv);
        QCOMPARE(plot.graph(0)->dataCount(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(plot.graph(0)->data()->at(i)->key, double(all[static_cast<std::size_t>(i)].size));
            QCOMPARE(plot.graph(0)->data()->at(i)->value, all[static_cast<std::size_t>(i)].opsPerS);
        }
    }

    void diskAxisFollowsTheInnerSweep() {
        // sweep {"size": [4096, 65536], "outstanding": [1, 2, 4]}: outstanding is the inner
        // axis, so curves over outstanding, one per size; written the other way round,
        // curves over size, one per queue depth.
        auto make = [](bool outstandingInner) {
            std::vector<results::MetricRow> rows;
            int step = 0;
            const std::vector<std::uint64_t> sizes{4096, 65536};
            const std::vector<int> depths{1, 2, 4};
            auto add = [&](std::uint64_t size, int qd) {
                results::MetricRow r = row(step++, "1", "all", "all", size, 0, 5);
                r.outstanding = qd;
                r.opsPerS = 1000.0 * qd;
                rows.push_back(r);
            };
            if (outstandingInner)
                for (auto size : sizes) for (int qd : depths) add(size, qd);
            else
                for (int qd : depths) for (auto size : sizes) add(size, qd);
            return rows;
        };
        ReportCurves report = reportCurves(make(true));
        QCOMPARE(report.axis, SweepAxis::Outstanding);
        QCOMPARE(report.series.size(), std::size_t(2));
        QCOMPARE(report.series[0].name, QString("4 KiB requests"));
        QCOMPARE(report.series[1].rows.size(), std::size_t(3));
        QCOMPARE(report.series[1].rows[2].outstanding, 4);
        QVERIFY(!report.devices);
        report = reportCurves(make(false));
        QCOMPARE(report.axis, SweepAxis::Size);
        QCOMPARE(report.series.size(), std::size_t(3));
        QCOMPARE(report.series[2].name, QString("4 outstanding"));

        QCustomPlot plot;
        drawDiskFigure(&plot, {QString(), "Cross", make(true), std::nullopt, {"disk"}}, DiskMetric::Iops);
        QCOMPARE(plot.graphCount(), 6);  // IOPS, mean, p99 per size
        QCOMPARE(plot.xAxis->label(), QString("Outstanding I/Os"));
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);  // 1, 2, 4 double
        QCOMPARE(tickLabelAt(plot.xAxis, 4), QString("4"));
        QCOMPARE(plot.graph(3)->name(), QString("64 KiB requests: IOPS"));
        // A linear sweep (1, 2, 3, 4) gets a linear axis with a tick at each value.
        auto linear = make(true);
        for (auto& r : linear) r.outstanding = r.outstanding == 4 ? 3 : r.outstanding;
        linear.push_back(linear.back());
        linear.back().step = 6;
        linear.back().outstanding = 4;
        drawDiskFigure(&plot, {QString(), "Linear", linear, std::nullopt, {"disk"}}, DiskMetric::Iops);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(tickLabelAt(plot.xAxis, 3), QString("3"));
        QVERIFY(plot.xAxis->range().contains(1) && plot.xAxis->range().contains(4));
    }

    void diskTableHasTheDeviceBesideOurs() {
        DiskTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QString error;
        const auto rows = parseSummaryCsv(kQueueDepthCsv, "qd", error);
        QVERIFY2(rows, qPrintable(error));
        model.setRows(*rows);
        QCOMPARE(headers(&model),
                 (QStringList{"Outstanding I/Os", "IOPS", "Device IOPS", "MB/s", "Device MB/s",
                              "MiB/s", "Device util %", "Device queue", "Latency mean (µs)",
                              "Latency p50 (µs)", "Latency p99 (µs)", "Latency max (µs)", "CPU %",
                              "Errors"}));
        const auto all = allRows(kQueueDepthCsv);
        QCOMPARE(model.rowCount(), 6);
        auto cell = [&](int r, DiskTableModel::Column c, int role = Qt::DisplayRole) {
            return model.data(model.index(r, model.columnOf(c)), role);
        };
        for (int i = 0; i < 6; ++i) {
            const auto& r = all[static_cast<std::size_t>(i)];
            QCOMPARE(cell(i, DiskTableModel::Swept).toString(), QString::number(r.outstanding));
            QCOMPARE(cell(i, DiskTableModel::Iops, DiskTableModel::SortRole).toDouble(), r.opsPerS);
            QCOMPARE(cell(i, DiskTableModel::Iops).toString(), formatNumber(r.opsPerS, 0));
            QCOMPARE(cell(i, DiskTableModel::MbPerS, DiskTableModel::SortRole).toDouble(), r.mbPerS);
            QCOMPARE(cell(i, DiskTableModel::MibPerS, DiskTableModel::SortRole).toDouble(),
                     r.mbPerS * 1e6 / 1048576);
            QCOMPARE(cell(i, DiskTableModel::LatP50Us, DiskTableModel::SortRole).toDouble(), r.latP50Us);
            QCOMPARE(cell(i, DiskTableModel::LatMaxUs, DiskTableModel::SortRole).toDouble(), r.latMaxUs);
            QCOMPARE(cell(i, DiskTableModel::DevIops, DiskTableModel::SortRole).toDouble(),
                     r.devReadOpsPerS + r.devWriteOpsPerS);
            QCOMPARE(cell(i, DiskTableModel::DevMbPerS, DiskTableModel::SortRole).toDouble(),
                     r.devReadMbPerS + r.devWriteMbPerS);
            QCOMPARE(cell(i, DiskTableModel::DevUtilPct, DiskTableModel::SortRole).toDouble(), r.devUtilPct);
            QCOMPARE(cell(i, DiskTableModel::DevQueue, DiskTableModel::SortRole).toDouble(), r.devQueue);
        }

        // The read/write mix: the device's reads and writes add up; a size sweep's first
        // column is the size.
        const auto mix = parseSummaryCsv(kMixCsv, "mix", error);
        QVERIFY2(mix, qPrintable(error));
        model.setRows(*mix);
        const auto mixAll = allRows(kMixCsv);
        QVERIFY(mixAll.front().devWriteOpsPerS > 0 && mixAll.front().devReadOpsPerS > 0);
        QCOMPARE(cell(0, DiskTableModel::DevIops, DiskTableModel::SortRole).toDouble(),
                 mixAll.front().devReadOpsPerS + mixAll.front().devWriteOpsPerS);
        model.setRows(*parseSummaryCsv(kSizeSweepCsv, "size", error));
        QCOMPARE(headers(&model).value(0), QString("Request size"));
        QCOMPARE(cell(2, DiskTableModel::Swept).toString(), QString("64 KiB"));
        QCOMPARE(cell(2, DiskTableModel::Swept, DiskTableModel::SortRole).toULongLong(), 65536ull);

        // A target without a block device under it (tmpfs): no device columns at all.
        auto bare = *rows;
        for (auto& r : bare) r.dev = false;
        model.setRows(bare);
        QCOMPARE(model.columnCount(), 10);
        QCOMPARE(model.columnOf(DiskTableModel::DevIops), -1);
    }

    // A mix timed apart (docs/report.md, "Reads and writes"): the table adds each
    // direction's mean and p99, the figure each series' reads' and writes' p99; a run
    // that timed only one direction shows neither.
    void diskReadsAndWritesApart() {
        QString error;
        auto rows = *parseSummaryCsv(kQueueDepthCsv, "qd", error);
        DiskTableModel model;
        model.setRows(rows);
        QCOMPARE(model.columnOf(DiskTableModel::ReadLatMeanUs), -1);
        for (auto& r : rows) {
            r.readLatEmpty = r.writeLatEmpty = false;
            r.readLatMeanUs = r.latMeanUs * 0.5;
            r.readLatP99Us = r.latP99Us * 0.5;
            r.writeLatMeanUs = r.latMeanUs * 2;
            r.writeLatP99Us = r.latP99Us * 3;
        }
        model.setRows(rows);
        const QStringList h = headers(&model);
        const int at = static_cast<int>(h.indexOf("Latency max (µs)"));
        QCOMPARE(h.mid(at + 1, 4), (QStringList{"Read latency mean (µs)", "Read latency p99 (µs)",
                                                "Write latency mean (µs)", "Write latency p99 (µs)"}));
        auto cell = [&](int r, DiskTableModel::Column c) {
            return model.data(model.index(r, model.columnOf(c)), DiskTableModel::SortRole).toDouble();
        };
        const auto all = allRows(kQueueDepthCsv);
        QCOMPARE(cell(2, DiskTableModel::WriteLatP99Us), all[2].latP99Us * 3);
        QCOMPARE(cell(2, DiskTableModel::ReadLatMeanUs), all[2].latMeanUs * 0.5);

        QCustomPlot plot;
        drawDiskFigure(&plot, {QString(), "Mix", rows, std::nullopt, {"disk"}}, DiskMetric::Iops);
        QCOMPARE(plot.graphCount(), 5);  // IOPS, mean, p99, reads' p99, writes' p99
        QCOMPARE(plot.graph(3)->name(), QString("Reads: p99"));
        QCOMPARE(plot.graph(4)->name(), QString("Writes: p99"));
        // The writes' tail passes 1 ms: the figure's latency unit is ms, and its right
        // axis holds that tail, the largest of the latencies.
        QCOMPARE(plot.yAxis2->label(), QString("Latency (ms)"));
        QCOMPARE(plot.graph(4)->data()->at(2)->value, all[2].latP99Us * 3 / 1e3);
        QVERIFY(plot.yAxis2->range().upper >= all[5].latP99Us * 3 / 1e3 - 1e-9);
    }

    void mixedPlanKeepsTheNetworkFigure() {
        const QString dir = m_tmp.filePath("disk-mixed");
        writeDiskFolder(dir, kQueueDepthCsv, "Mixed", {"tcp", "disk"});
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY(!isDiskView(*folder, ReportView::Throughput));
        QCustomPlot plot;
        drawReportView(&plot, *folder, ReportView::Throughput);
        QCOMPARE(plot.yAxis->label(), QString("Throughput (Mbit/s)"));
        QCOMPARE(plot.yAxis2->label(), QString("CPU load (%)"));
        QObject owner;
        QVERIFY(qobject_cast<PeTableModel*>(createReportTable(*folder, ReportView::Throughput, &owner)));
    }

    void exportsDiskReport() {
        QLocale::setDefault(QLocale::c());
        const QString dir = m_tmp.filePath("disk-export");
        writeDiskFolder(dir, kQueueDepthCsv, "Disk export");
        QString error;
        const QString png = m_tmp.filePath("disk.png");
        QVERIFY2(exportReport(dir, png, QString(), error), qPrintable(error));
        QImage image(png);
        QCOMPARE(image.size(), QSize(2 * kReportFigureWidth, 2 * kReportFigureHeight));
        QVERIFY(colours(image, 3).size() > 20);
        for (const char* suffix : {"pdf", "svg"}) {
            const QString out = m_tmp.filePath(QString("disk.") + suffix);
            QVERIFY2(exportReport(dir, out, "throughput", error), qPrintable(error));
            QVERIFY(QFileInfo(out).size() > 1000);
        }
        QFile svg(m_tmp.filePath("disk.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray svgText = svg.readAll();
        QVERIFY(svgText.contains("Outstanding I/Os"));

        const QString csv = m_tmp.filePath("disk.csv");
        QVERIFY2(exportReport(dir, csv, QString(), error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        // The engine's report table (docs/report.md): summary.csv's names after "run".
        QVERIFY2(lines.value(0).startsWith("run,step,repeat,scope,name,size,outstanding,"),
                 lines.value(0).constData());
        QVERIFY(lines.value(0).contains(",ops_per_s,"));
        QVERIFY(lines.value(0).contains(",dev_read_ops_per_s,"));
        QVERIFY2(lines.value(0).endsWith(",mb_per_s_stddev"), lines.value(0).constData());
        QCOMPARE(lines.size(), 8);  // header, 6 steps, and nothing after the last line break
        QVERIFY(lines.last().isEmpty());
        const QList<QByteArray> header = lines.value(0).split(',');
        const QList<QByteArray> first = lines.value(1).split(',');
        QCOMPARE(first.value(0), QByteArray("Disk export"));
        QCOMPARE(first.value(header.indexOf("outstanding")), QByteArray("1"));
        QLocale::setDefault(QLocale::system());
    }

    void reportPageForDisks() {
        ReportPage page;
        page.resize(1000, 800);
        auto* metric = page.findChild<QComboBox*>("reportMetric");
        QVERIFY(metric);
        QVERIFY(metric->isHidden());
        const QString dir = m_tmp.filePath("page-disk");
        writeDiskFolder(dir, kQueueDepthCsv, "Disk page");
        QString error;
        QVERIFY2(page.openResults(dir, error), qPrintable(error));
        QVERIFY(!metric->isHidden());
        QCOMPARE(page.diskMetric(), DiskMetric::Iops);
        QCOMPARE(page.figure()->yAxis->label(), QString("I/O rate (IOPS)"));
        QCOMPARE(page.figure()->xAxis->label(), QString("Outstanding I/Os"));
        QVERIFY(qobject_cast<DiskTableModel*>(page.table()));
        QCOMPARE(page.table()->rowCount(), 6);
        QVERIFY(headers(page.table()).contains("Device util %"));
        page.setDiskMetric(DiskMetric::MbPerS);
        QCOMPARE(metric->currentText(), QString("MB/s"));
        QCOMPARE(page.figure()->yAxis->label(), QString("Throughput (MB/s)"));

        // A disk run that just finished: its kinds come from the plan.json it wrote.
        writeFile(dir + "/summary.csv", kSizeSweepCsv);  // the run's folder holds its rows
        page.showRows("Just finished", *parseSummaryCsv(kSizeSweepCsv, "size", error), dir);
        QCOMPARE(page.figure()->xAxis->label(), QString("Request size (bytes)"));
        QCOMPARE(page.figure()->yAxis->label(), QString("Throughput (MB/s)"));  // the choice stays
        // A network run: the throughput figure, no metric choice.
        const QString net = m_tmp.filePath("page-net");
        writeFolder(net, summaryCsv(classicSweep()), "Network");
        QVERIFY2(page.openResults(net, error), qPrintable(error));
        QVERIFY(metric->isHidden());
        QCOMPARE(page.figure()->yAxis->label(), QString("Throughput (Gbit/s)"));  // its top is 15.8 Gbit/s
        QVERIFY(qobject_cast<PeTableModel*>(page.table()));
    }

    void procedureFolderOffersTheMethodView() {
        const QString dir = m_tmp.filePath("method");
        writeProcedureFolder(dir, fixtures::udpRamp());
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
        // … and, with the hosts' CPU load measured, the P/E index (docs/report.md, "The article").
        QCOMPARE(availableViews(*plainFolder),
                 (std::vector<ReportView>{ReportView::Throughput, ReportView::PeIndex}));

        // A procedure without a view of its own (a search on outstanding I/Os, say).
        writeFile(plain + "/procedure.json", R"({"procedure": "search", "trials": []})");
        QCOMPARE(availableViews(*loadResultsFolder(plain, error)),
                 std::vector<ReportView>{ReportView::Throughput});
    }

    void brokenProcedureIsNamed_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mention");
        QTest::newRow("not JSON") << QByteArray("{\"procedure\": ") << "not valid JSON at byte 15";
        QTest::newRow("array") << QByteArray("[1, 2]") << "no JSON object";
        QTest::newRow("no kind") << QByteArray(R"({"points": []})") << "unexpected contents";
    }

    void brokenProcedureIsNamed() {
        // The folder opens with what summary.csv holds; the line names procedure.json.
        QFETCH(QByteArray, text);
        QFETCH(QString, mention);
        const QString dir = m_tmp.filePath("broken-" + QString::number(qHash(text)));
        writeProcedureFolder(dir, text);
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY(!folder->procedure);
        QVERIFY(!folder->rows.empty());
        const QString line = problemsLine(folder->problems);
        QVERIFY2(line.contains("procedure.json") && line.contains(mention), qPrintable(line));
    }

    void resultTablesNameWhatTheWritersWrite_data() {
        QTest::addColumn<QByteArray>("result");
        QTest::newRow("udp_ramp") << fixtures::udpRamp();
        QTest::newRow("rate_search") << fixtures::rateSearch();
        QTest::newRow("fine_sweep") << fixtures::fineSweep();
        QTest::newRow("adapter_delay") << fixtures::adapterDelay();
        QTest::newRow("latency") << fixtures::latency();
        QTest::newRow("load_latency") << fixtures::loadLatency();
    }

    // One definition of each procedure.json: every column of the method's table is a field
    // of every row its step source wrote (null where nothing was measured), and the table
    // shows every row.
    void resultTablesNameWhatTheWritersWrite() {
        QFETCH(QByteArray, result);
        const auto json = nlohmann::ordered_json::parse(result.toStdString());
        const model::Method* method = model::methods().find(json["procedure"].get<std::string>());
        QVERIFY(method);
        const auto tables = method->resultTables(json);
        QVERIFY(!tables.empty());
        const model::ResultTable* shown = nullptr;
        for (const model::ResultTable& t : tables) {
            const nlohmann::ordered_json* rows = &json;
            for (const QString& part : QString::fromStdString(t.rows).split('.'))
                rows = rows->is_object() && rows->contains(part.toStdString()) ? &(*rows)[part.toStdString()] : nullptr;
            if (!rows || !rows->is_array()) continue;
            if (!shown) shown = &t;
            QVERIFY2(!rows->empty(), t.rows.c_str());
            for (const auto& row : *rows)
                for (const model::ResultColumn& c : t.columns) {
                    const std::string field = c.field.empty() ? c.key : c.field;
                    QVERIFY2(row.contains(field), (t.rows + " has no " + field).c_str());
                    if (c.count) QVERIFY(row[field].is_array());
                }
        }
        QVERIFY(shown);
        const ProcedureTable table = procedureTable(procedureResultOf(json));
        QCOMPARE(table.columns.size(), shown->columns.size());
        QVERIFY(!table.rows.empty());
    }

    void procedureTables() {
        QLocale::setDefault(QLocale::c());
        ProcedureTableModel model;
        QAbstractItemModelTester tester(&model);

        model.setTable(procedureTable(procedureResultOf(nlohmann::ordered_json::parse(fixtures::udpRamp().toStdString()))));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 7);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QString("Offered (Mbit/s)"));
        QCOMPARE(model.index(1, 1).data().toString(), QString("97.20"));
        QCOMPARE(model.index(1, 5).data().toString(), QString("458"));
        QCOMPARE(model.index(1, 6).data(ProcedureTableModel::SortRole).toDouble(), 12.25);

        model.setTable(procedureTable(procedureResultOf(nlohmann::ordered_json::parse(fixtures::rateSearch().toStdString()))));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data().toString(), QString("64"));
        QCOMPARE(model.index(0, 2).data().toString(), QString("—"));  // nothing passed
        QVERIFY(!model.index(0, 2).data(ProcedureTableModel::SortRole).isValid());
        QCOMPARE(model.index(0, 7).data().toString(), QString("sender"));
        QCOMPARE(model.index(1, 2).data().toString(), formatNumber(40637, 0));
        QCOMPARE(model.index(1, 4).data().toString(), QString("50.00"));
        QCOMPARE(model.index(1, 6).data().toString(), QString("yes"));
        // As many trials as the search made (and never more than its bound: 7 halvings of
        // 1 … 100 % to 1 %, and the verification).
        const int trials = static_cast<int>(
            QJsonDocument::fromJson(fixtures::rateSearch()).object()["frames"][1]["trials"].toArray().size());
        QVERIFY(trials >= 2 && trials <= 8);
        QCOMPARE(model.index(1, 8).data().toString(), QString::number(trials));
        {
            // In Russian the table says why in Russian; the file keeps procedure.json's word.
            QTranslator translator;
            QVERIFY(translator.load(QLocale("ru"), "iometry", "_", ":/i18n"));
            QCoreApplication::installTranslator(&translator);
            const QString shown = model.index(0, 7).data().toString();
            const QList<QByteArray> csv = modelToCsv(&model).toUtf8().split('\n');
            QCoreApplication::removeTranslator(&translator);
            QVERIFY2(shown != "sender" && !shown.isEmpty(), qPrintable(shown));
            QCOMPARE(csv[0].split(',')[7], QByteArray("limited_by"));
            QCOMPARE(csv[1].split(',')[7], QByteArray("sender"));
            QCOMPARE(csv[2].split(',')[7], QByteArray("loss"));
        }

        model.setTable(procedureTable(procedureResultOf(nlohmann::ordered_json::parse(fixtures::fineSweep().toStdString()))));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(1, 6).data().toString(), QString("50.0"));  // the drop-out
        QCOMPARE(model.index(0, 6).data().toString(), QString("—"));

        model.setTable(procedureTable(procedureResultOf(nlohmann::ordered_json::parse(fixtures::adapterDelay().toStdString()))));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 9);
        QCOMPARE(model.index(1, 1).data().toString(), formatNumber(1060, 0));
        QCOMPARE(model.index(1, 6).data().toString(), formatNumber(6216, 0));
        QLocale::setDefault(QLocale::system());
    }

    void procedureFigures() {
        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        const auto result = [](const char* kind, const QByteArray& json) {
            const ProcedureResult r = procedureResultOf(nlohmann::ordered_json::parse(json.toStdString()));
            return r.kind == kind ? r : ProcedureResult{};
        };

        const auto graphNamed = [&plot](const QString& name) -> QCPGraph* {
            for (int i = 0; i < plot.graphCount(); ++i)
                if (plot.graph(i)->name() == name) return plot.graph(i);
            return nullptr;
        };
        const auto itemTexts = [&plot] {
            QStringList texts;
            for (int i = 0; i < plot.itemCount(); ++i)
                if (auto* t = qobject_cast<QCPItemText*>(plot.item(i))) texts << t->text();
            return texts;
        };

        // UDP ramp: offered diagonal, sent, arrived on the left axis; loss on the right; the
        // engine's figure of the method (model::Method::resultFigures), drawn as the article's.
        drawProcedureFigure(&plot, result("udp_ramp", fixtures::udpRamp()), "Ramp");
        drawProcedureFigure(&plot, result("udp_ramp", fixtures::udpRamp()), "Ramp");  // replaces
        QCOMPARE(plot.graphCount(), 4);
        QCPGraph* offered = graphNamed("Offered");
        QVERIFY(offered);
        QCOMPARE(offered->data()->at(1)->value, offered->data()->at(1)->key);  // y = x
        QVERIFY(graphNamed("Arrived") && graphNamed("Sent"));
        QCOMPARE(graphNamed("Arrived")->dataCount(), 3);
        QCOMPARE(graphNamed("Sent")->data()->at(2)->value, 149.8);
        QCOMPARE(graphNamed("Loss (%)")->valueAxis(), plot.yAxis2);
        QVERIFY(plot.yAxis2->visible());
        QVERIFY(plot.yAxis2->range().upper >= 35.2);
        QVERIFY(plot.yAxis->range().upper >= 149.8);
        auto* subtitle = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(1, 0));
        QVERIFY(subtitle);
        // The method's headlines, the numbers the article's summary gives.
        QVERIFY2(subtitle->text().contains("Highest rate arrived (Mbit/s): 97.2") && subtitle->text().contains("50"),
                 qPrintable(subtitle->text()));

        // Zero-loss rate: a bar per frame size that passed, labelled; the size where the
        // sender fell short says so on the axis.
        drawProcedureFigure(&plot, result("rate_search", fixtures::rateSearch()), "RFC 2544");
        QCOMPARE(plot.plottableCount(), 1);
        auto* bars = qobject_cast<QCPBars*>(plot.plottable(0));
        QVERIFY(bars);
        QCOMPARE(bars->dataCount(), 1);
        QCOMPARE(bars->data()->at(0)->value, 50.0);
        auto ticker = plot.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().value(1), QString("1518"));
        const QStringList labels = itemTexts();
        QCOMPARE(labels.size(), 2);
        QVERIFY2(labels.filter("(sender-limited)").size() == 1, qPrintable(labels.join('|')));
        QVERIFY2(labels.filter("50").size() == 1, qPrintable(labels.join('|')));

        // Fine sweep: throughput and latency over a log2 size axis, the drop-out circled.
        drawProcedureFigure(&plot, result("fine_sweep", fixtures::fineSweep()), "NetPIPE");
        QCOMPARE(plot.graphCount(), 3);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCPGraph* drop = graphNamed("Drop-out");
        QVERIFY(drop);
        QCOMPARE(drop->dataCount(), 1);
        QCOMPARE(drop->data()->at(0)->key, 32.0);
        QCOMPARE(drop->lineStyle(), QCPGraph::lsNone);
        QCOMPARE(graphNamed("Mean latency")->valueAxis(), plot.yAxis2);

        // Adapter delay: the points and the line A · Lp + B from 0 to the largest Lp.
        drawProcedureFigure(&plot, result("adapter_delay", fixtures::adapterDelay()), "Delay");
        QCOMPARE(plot.graphCount(), 2);
        QCPGraph* line = plot.graph(0);  // the model, under the points
        QCOMPARE(plot.graph(1)->dataCount(), 2);
        QCOMPARE(plot.graph(1)->data()->at(0)->key, 60.0);  // against Lp, as the model is
        // delay = (RTT peer - RTT loopback - 16 · Lf ns) / 2: 4216 ns at Lp 60 (Lf 98) and
        // 6216 ns at Lp 1060 (Lf 1098), so A = 2 ns/byte and B = 4096 ns.
        QCOMPARE(line->data()->at(0)->value, 4096.0);
        QCOMPARE(line->data()->at(1)->value, 2.0 * 1060 + 4096);
        QVERIFY2(line->name().contains("2.000") && QString(line->name()).remove(',').contains("+ 4096 ns"),
                 qPrintable(line->name()));
        // The throughput figure after a method's takes the subtitle row away again.
        drawReportFigure(&plot, {QString(), "Plan", classicSweep(), std::nullopt, {}});
        QVERIFY(!qobject_cast<QCPTextElement*>(plot.plotLayout()->element(1, 0)));
    }

    void loadLatencyView() {
        // The load–latency curve on the Report page (docs/report.md): its percentiles against
        // the achieved rate, the knee circled, the table a row per level, the headline.
        const QString dir = m_tmp.filePath("load-latency");
        writeProcedureFolder(dir, fixtures::loadLatency());
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(availableViews(*folder), (std::vector<ReportView>{ReportView::Method, ReportView::Throughput}));
        const ProcedureTable table = procedureTable(*folder->procedure);
        QCOMPARE(table.rows.size(), std::size_t{3});
        QCOMPARE(table.columns.size(), std::size_t{9});
        QCOMPARE(table.rows[2][0].toDouble(), 0.9);
        QCOMPARE(table.rows[2][1].toDouble(), 18000.0);  // offered: what came due
        QCOMPARE(table.rows[2][2].toDouble(), 17820.0);  // achieved
        QVERIFY2(procedureHeadline(*folder->procedure).contains("p99 at 90 % of the highest rate (µs): 300"),
                 qPrintable(procedureHeadline(*folder->procedure)));

        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        drawReportView(&plot, *folder, ReportView::Method);
        QStringList names;
        for (int i = 0; i < plot.graphCount(); ++i) names << plot.graph(i)->name();
        QCOMPARE(names, QStringList({"median", "p90", "p99", "p99.9", "Knee"}));
        // Against the achieved rate, on a linear axis; latency on a logarithmic one.
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(plot.yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY2(plot.xAxis->label().contains("Achieved rate (transactions/s)"), qPrintable(plot.xAxis->label()));
        QCOMPARE(plot.graph(2)->dataCount(), 3);
        QCOMPARE(plot.graph(2)->data()->at(2)->key, 17820.0);
        QCOMPARE(plot.graph(2)->data()->at(2)->value, 300.0);
        QCPGraph* knee = plot.graph(4);
        QCOMPARE(knee->dataCount(), 1);
        QCOMPARE(knee->lineStyle(), QCPGraph::lsNone);
        QCOMPARE(knee->data()->at(0)->key, 17820.0);
        QCOMPARE(knee->data()->at(0)->value, 300.0);
        QVERIFY(plot.yAxis->range().contains(20) && plot.yAxis->range().contains(480));
        auto* subtitle = qobject_cast<QCPTextElement*>(plot.plotLayout()->element(1, 0));
        QVERIFY(subtitle && subtitle->text().contains("Highest rate, closed loop (transactions/s): 20,000"));
    }

    void latencyViews() {
        const QString dir = m_tmp.filePath("latency");
        writeProcedureFolder(dir, fixtures::latency());
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
        const ProcedureTable points = distributionTable(*folder->procedure);
        QCOMPARE(points.rows.size(), std::size_t{4});
        QCOMPARE(points.rows[2][2].toDouble(), 0.03);  // 3 of the 100 round trips took 40 µs or more
        // The headline: the numbers the article's summary gives for the first size.
        QVERIFY2(procedureHeadline(*folder->procedure).contains("99th percentile (µs): 40.06"),
                 qPrintable(procedureHeadline(*folder->procedure)));

        QCustomPlot plot;
        plot.resize(kReportFigureWidth, kReportFigureHeight);
        drawReportView(&plot, *folder, ReportView::Method);
        QCOMPARE(plot.graphCount(), 6);  // median, p99 (as the article), min, mean, p99.9, p99.99
        QCOMPARE(plot.graph(0)->name(), QString("median"));
        QCOMPARE(plot.graph(0)->dataCount(), 1);  // the size that timed nothing is left out
        QCOMPARE(plot.graph(5)->name(), QString("p99.99"));
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
        writeProcedureFolder(plain, fixtures::udpRamp());
        QVERIFY(!exportReport(plain, m_tmp.filePath("d.png"), "distribution", error));
        QVERIFY2(error.contains("latency"), qPrintable(error));
    }

    void exportsMethodViews() {
        QLocale::setDefault(QLocale::c());  // "1518", not "1,518", whatever the host's locale
        const QString dir = m_tmp.filePath("export-method");
        writeProcedureFolder(dir, fixtures::rateSearch());
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
        // Files name the columns as procedure.json does, whatever the interface language.
        QVERIFY2(lines.value(0).startsWith("frame_size,payload,rate_pps,rate_mbit_per_s,"),
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
        writeProcedureFolder(dir, fixtures::adapterDelay());
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

        // A run that just finished: its procedure.json comes from its results folder, and
        // it opens on the method's view (the view picked above was for the run shown then).
        ReportPage finished;
        finished.showRows("Just finished", classicSweep(), dir);
        QCOMPARE(finished.currentView(), ReportView::Method);
        page.showRows("Plain", classicSweep());
        QCOMPARE(box->count(), 2);  // throughput, and the P/E index the reviews print
        QCOMPARE(page.currentView(), ReportView::Throughput);
        page.setView(ReportView::PeIndex);
        QCOMPARE(page.figure()->yAxis->label(), QString("P/E index (Mbit/s per CPU %)"));
        QCOMPARE(page.table()->rowCount(), 13);
    }

    // After a live run the page shows what Open results shows for the same folder: the
    // method's own figure (not the throughput of nine points at one size) and the subtitle
    // with the host and adapter (docs/report.md).
    void liveRunOpensAsTheFolderDoes() {
        const QString dir = m_tmp.filePath("live-udp");
        QDir().mkpath(dir);
        const QByteArray summary = summaryCsv(classicSweep());
        writeFile(dir + "/summary.csv", summary);
        writeFile(dir + "/plan.json", R"({"format": "iometry.plan/1", "name": "UDP ramp",
            "workers": [{"name": "u", "kind": "udp"}]})");
        writeFile(dir + "/bench.json", R"({"started": "2026-12-03T08:51:41Z", "hosts": [{"host": {"hostname": "vm"},
            "data_interfaces": [{"name": "lo", "mtu": 65536}]}]})");
        ReportPage page;
        page.resize(1000, 800);
        QString error;
        // Steps as they finish: no procedure.json yet, so the throughput view alone.
        auto partial = loadResultsFolder(dir, error);
        QVERIFY2(partial, qPrintable(error));
        page.showFolder(*partial);
        QCOMPARE(page.currentView(), ReportView::Throughput);
        // The run ends: procedure.json is there, and the page opens on the method's figure.
        writeFile(dir + "/procedure.json", fixtures::udpRamp());
        page.showRows("UDP ramp", classicSweep(), dir);
        QCOMPARE(page.currentView(), ReportView::Method);
        ReportPage opened;
        QVERIFY2(opened.openResults(dir, error), qPrintable(error));
        QCOMPARE(page.currentView(), opened.currentView());
        QCOMPARE(figure::titleText(page.figure()), figure::titleText(opened.figure()));
        page.setView(ReportView::Throughput);
        // The field holds it whole (the plot cuts it to its width, its tooltip whole).
        const QString subtitle = page.findChild<QLineEdit*>("reportSubtitle")->text();
        QVERIFY2(subtitle.contains("vm: lo (MTU 65536)"), qPrintable(subtitle));
        // A view the user chose stays while the same run grows.
        page.showRows("UDP ramp", classicSweep(), dir);
        QCOMPARE(page.currentView(), ReportView::Throughput);
    }

    // A comparison stays when a run finishes; the new results wait behind a line.
    void comparisonIsKeptWhenARunFinishes() {
        QStringList dirs;
        for (int i = 0; i < 3; ++i) {
            dirs << m_tmp.filePath(QString("kept-%1").arg(i));
            writeFolder(dirs.back(), summaryCsv(repeatedSweep(5.0 + i)), "Run " + QByteArray::number(i));
        }
        ReportPage page;
        page.resize(1280, 800);
        QString error;
        QVERIFY(page.openResults(dirs[0], error));
        QVERIFY(page.addResults(dirs[1], error));
        auto fresh = loadResultsFolder(dirs[2], error);
        QVERIFY(fresh);
        page.showFolder(*fresh);
        QCOMPARE(page.runs().size(), std::size_t(2));
        QVERIFY(page.pendingResults());
        auto* bar = page.findChild<QWidget*>("reportPending");
        QVERIFY(bar->isVisibleTo(&page));
        page.findChild<QPushButton*>("reportShowPending")->click();
        QCOMPARE(page.runs().size(), std::size_t(1));
        QCOMPARE(page.runs().front().dir, fresh->dir);
        QVERIFY(!page.pendingResults());
        QVERIFY(!bar->isVisibleTo(&page));
    }

    // Open results over a comparison the user built: asked first, never replaced unasked.
    void openingResultsOverAComparisonAsks() {
        QStringList dirs;
        for (int i = 0; i < 3; ++i) {
            dirs << m_tmp.filePath(QString("asked-%1").arg(i));
            writeFolder(dirs.back(), summaryCsv(repeatedSweep(5.0 + i)), "Run " + QByteArray::number(i));
        }
        ReportPage page;
        QString error;
        int asked = 0;
        ReportPage::OverComparison answer = ReportPage::OverComparison::Cancel;
        page.setAskOverComparison([&](int runs) {
            ++asked;
            return runs == 2 ? answer : ReportPage::OverComparison::Cancel;
        });
        QVERIFY(page.openResultsAsked(dirs[0], error));  // nothing to lose: not asked
        QCOMPARE(asked, 0);
        QVERIFY(page.addResults(dirs[1], error));
        QVERIFY(!page.openResultsAsked(dirs[2], error));  // cancelled: the comparison stays
        QVERIFY(error.isEmpty());
        QCOMPARE(page.runs().size(), std::size_t(2));
        answer = ReportPage::OverComparison::Replace;
        QVERIFY(page.openResultsAsked(dirs[2], error));
        QCOMPARE(page.runs().size(), std::size_t(1));
        QVERIFY(page.addResults(dirs[0], error));
        answer = ReportPage::OverComparison::Add;
        QVERIFY(page.openResultsAsked(dirs[1], error));
        QCOMPARE(page.runs().size(), std::size_t(3));
        QCOMPARE(asked, 3);
        if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty()) {
            // The question itself, for looking at: grabbed, then cancelled.
            page.setAskOverComparison({});
            QTimer::singleShot(300, [shots] {
                if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                    box->grab().save(QString::fromUtf8(shots) + "/open-over-comparison.png");
                    box->reject();
                }
            });
            QVERIFY(!page.openResultsAsked(dirs[2], error));
            QCOMPARE(page.runs().size(), std::size_t(3));
        }
    }

    // A title wider than the figure: cut with "…" on screen (the tooltip has it whole),
    // wrapped in a file.
    void longTitlesAreNeverClipped() {
        QCustomPlot plot;
        plot.resize(400, 300);
        const QString title = "A title far too long for a figure four hundred pixels wide, with many words";
        figure::beginFigure(&plot, title, figure::fonts(&plot), "and a subtitle that is long as well, "
                                                                  "running past the edge of the figure");
        figure::fitTitles(&plot, figure::TitleFit::Elide);
        QVERIFY(figure::titleText(&plot).endsWith(QChar(0x2026)));
        QVERIFY(plot.toolTip().contains(title));
        figure::beginFigure(&plot, title, figure::fonts(&plot));
        figure::fitTitles(&plot, figure::TitleFit::Wrap);
        const QString wrapped = figure::titleText(&plot);
        QVERIFY(wrapped.contains('\n'));
        QCOMPARE(wrapped.split('\n').join(' '), title);
        for (const QString& line : wrapped.split('\n'))
            QVERIFY(QFontMetrics(figure::fonts(&plot).title).horizontalAdvance(line) <= plot.width());
    }

    // The results picker tells runs apart by plan, time and what they ran.
    void resultsPickerDescribesFolders() {
        const QString root = m_tmp.filePath("picker");
        const QString a = root + "/20261203-085141", b = root + "/20261203-090000";
        writeFolder(a, summaryCsv(classicSweep()), "Transmit sweep");
        writeFile(a + "/bench.json", R"({"started": "2026-12-03T08:51:41Z"})");
        QDir().mkpath(b);
        writeFile(b + "/summary.csv", summaryCsv(repeatedSweep(1)));
        writeFile(b + "/plan.json", R"({"format": "iometry.plan/1", "name": "Receive sweep",
            "description": "The peer sends, this host receives.",
            "workers": [{"name": "w", "kind": "tcp"}]})");
        writeFile(b + "/bench.json", R"({"started": "2026-12-03T09:00:00Z"})");
        writeFile(b + "/results.json", R"({"steps": [], "status": "stopped"})");
        QDir().mkpath(root + "/not-a-run");
        const auto folders = resultsFoldersIn(root);
        QCOMPARE(folders.size(), std::size_t(2));
        QCOMPARE(folders[0].title, QString("Receive sweep"));  // newest first
        QCOMPARE(folders[1].title, QString("Transmit sweep"));
        QVERIFY2(folders[0].description.contains("3 steps"), qPrintable(folders[0].description));
        QVERIFY(folders[0].description.contains("tcp"));
        QVERIFY(folders[0].description.contains("stopped"));
        QVERIFY(folders[0].description.contains("The peer sends, this host receives."));
        QVERIFY2(folders[1].description.contains("13 steps"), qPrintable(folders[1].description));
        ResultsPicker picker(root, "Open results folder");
        picker.resize(720, 520);
        QCOMPARE(picker.list()->count(), 2);
        QCOMPARE(picker.list()->item(0)->text(), QString("Receive sweep"));
        QVERIFY(qobject_cast<TitledItemDelegate*>(picker.list()->itemDelegate()));
        if (const QByteArray shots = qgetenv("IOMETRY_REPORT_SHOTS"); !shots.isEmpty()) {
            picker.show();
            QVERIFY(QTest::qWaitForWindowExposed(&picker));
            picker.grab().save(QString::fromLocal8Bit(shots) + "/results-picker.png");
        }
    }

    // The Report figure has the live charts' menu, and its data as CSV.
    void figureHasTheChartMenu() {
        ReportPage page;
        QString error;
        const QString dir = m_tmp.filePath("menu");
        writeFolder(dir, summaryCsv(classicSweep()), "Menu");
        QVERIFY(page.openResults(dir, error));
        QCOMPARE(page.figure()->contextMenuPolicy(), Qt::CustomContextMenu);
        const QStringList lines = chartCsv(page.figure()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0), QString("series,axis,x,y,low,high"));
        QCOMPARE(lines.size(), 1 + 2 * 13);  // throughput and CPU at 13 sizes
        QVERIFY2(lines.value(1).contains(",left,64,"), qPrintable(lines.value(1)));
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QString& l) { return l.contains(",right,"); }));
    }

    // The latency distribution on screen is a row per bucket; files keep every point.
    void latencyDistributionIsBinned() {
        const QString dir = m_tmp.filePath("latency-bins");
        writeProcedureFolder(dir, fixtures::latency());
        ReportPage page;
        page.resize(1000, 800);
        QString error;
        QVERIFY(page.openResults(dir, error));
        page.setView(ReportView::Distribution);
        QAbstractItemModel* table = page.table();
        // 100 trips: 50 at 10 µs, 47 at 19 µs, 2 at 40 µs, 1 at 60 µs → 10–20, 20–50, 50–100.
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->index(0, 0).data().toString(), QString("64 B"));
        QCOMPARE(table->index(0, 3).data(kRawValueRole).toDouble(), 97.0);
        QCOMPARE(table->index(1, 3).data(kRawValueRole).toDouble(), 2.0);
        QCOMPARE(table->index(2, 5).data(kRawValueRole).toDouble(), 100.0);
        const QStringList csv = page.tableCsv().split('\n', Qt::SkipEmptyParts);
        QCOMPARE(csv.size(), 1 + 4);  // every point, as exported before
        QVERIFY(csv.value(0).startsWith("size,rtt_us,share"));
        if (const QByteArray shots = qgetenv("IOMETRY_REPORT_SHOTS"); !shots.isEmpty()) {
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.grab().save(QString::fromLocal8Bit(shots) + "/latency-bins.png");
        }
    }

    // Numbers on screen in the interface language's format; files in the C locale.
    void numbersFollowTheInterfaceLanguage() {
        const QString before = appliedLanguage();
        applyLanguage("ru");
        QSettings().remove("display/numberFormat");
        QCOMPARE(formatNumber(56293, 0), QString("56\u00a0293"));
        QCOMPARE(formatNumber(1372.5, 1), QString("1\u00a0372,5"));
        QSettings().setValue("display/numberFormat", "c");
        QCOMPARE(formatNumber(56293, 0), QString("56293"));
        QSettings().remove("display/numberFormat");
        const QString dir = m_tmp.filePath("numbers");
        writeFolder(dir, summaryCsv(classicSweep()), "Numbers");
        ReportPage page;
        QString error;
        QVERIFY(page.openResults(dir, error));
        const QString shown = page.table()->index(12, PeTableModel::MbitPerS).data().toString();
        QVERIFY2(shown.contains(',') && !shown.contains('.'), qPrintable(shown));
        QVERIFY2(!page.tableCsv().contains(QChar(0x00a0)), "a file got a group separator");
        // The figure's axes too: a Russian decimal comma.
        QCOMPARE(page.figure()->locale().decimalPoint(), QString(","));
        applyLanguage(before);
    }

    void comparesThreeRuns() {
        const double scales[] = {5.0, 10.0, 15.0};
        const QByteArray names[] = {"Adapter A", "Adapter B", "Adapter A"};
        QStringList dirs;
        for (int i = 0; i < 3; ++i) {
            dirs << m_tmp.filePath(QString("compare-%1").arg(i));
            writeFolder(dirs.back(), summaryCsv(repeatedSweep(scales[i])), names[i]);
        }
        ReportPage page;
        page.resize(1200, 900);
        QString error;
        QVERIFY2(page.openResults(dirs[0], error), qPrintable(error));
        QVERIFY(!page.findChild<QWidget*>("comparisonRuns")->isVisibleTo(&page));
        for (int i = 1; i < 3; ++i) QVERIFY2(page.addResults(dirs[i], error), qPrintable(error));
        QCOMPARE(page.runs().size(), std::size_t(3));
        QVERIFY(page.findChild<QWidget*>("comparisonRuns")->isVisibleTo(&page));

        // Labels: the plan's name; two runs of one name get their folders' names. Each
        // run's throughput (left axis) is followed by its CPU load (right axis).
        QCustomPlot* plot = page.figure();
        QCOMPARE(plot->graphCount(), 6);
        auto curve = [](QCustomPlot* p, int run) { return p->graph(2 * run); };
        QCOMPARE(curve(plot, 0)->name(), QString("Adapter A (compare-0)"));
        QCOMPARE(curve(plot, 1)->name(), QString("Adapter B"));
        QCOMPARE(curve(plot, 2)->name(), QString("Adapter A (compare-2)"));
        QCOMPARE(plot->graph(1)->valueAxis(), plot->yAxis2);
        // Colour, marker and dash tell the runs apart.
        std::set<int> shapes, dashes;
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(curve(plot, i)->valueAxis(), plot->yAxis);
            shapes.insert(curve(plot, i)->scatterStyle().shape());
            dashes.insert(curve(plot, i)->pen().style());
        }
        QCOMPARE(shapes.size(), std::size_t(3));
        QCOMPARE(dashes.size(), std::size_t(3));
        // One axis for all: the sizes, log scale; Mbit/s until 10 Gbit/s, then Gbit/s.
        QCOMPARE(plot->xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot->yAxis->label(), QString("Throughput (Gbit/s)"));
        QCOMPARE(curve(plot, 0)->data()->size(), 3);
        // Error bars: ± one standard deviation of the repeats, on every point.
        int bars = 0;
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (auto* e = qobject_cast<QCPErrorBars*>(plot->plottable(i))) {
                ++bars;
                QCOMPARE(e->dataCount(), 3);
            }
        QCOMPARE(bars, 3);
        auto* first = qobject_cast<QCPErrorBars*>(plot->plottable(1));
        QVERIFY(first);
        const auto want = repeatedSweep(5.0);
        QCOMPARE(first->data()->at(2).errorPlus, want[11].mbitPerSStddev / 1000);
        QVERIFY(page.findChild<QLineEdit*>("reportSubtitle")->text().contains("mean of 3 repeats"));

        // The table: a row per run at each size, the runs of a size together, each with the
        // value, stddev and repeats; as many columns for three runs as for one.
        QAbstractItemModel* table = page.table();
        QAbstractItemModelTester tester(table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table->rowCount(), 9);
        QCOMPARE(table->columnCount(), 2 + 8);
        QCOMPARE(table->headerData(1, Qt::Horizontal).toString(), QString("Run"));
        QCOMPARE(table->index(6, 1).data().toString(), QString("Adapter A (compare-0)"));
        QCOMPARE(table->index(7, 1).data().toString(), QString("Adapter B"));
        QCOMPARE(table->index(6, 2).data(CompareTableModel::SortRole).toDouble(), want[11].mbitPerS);
        QCOMPARE(table->index(6, 3).data(CompareTableModel::SortRole).toDouble(),
                 want[11].mbitPerSStddev);
        QCOMPARE(table->index(6, 4).data().toInt(), 3);
        // The short title names no run (the legend does), and the page never cuts it off.
        QCOMPARE(page.findChild<QLineEdit*>("reportTitle")->text(), QString("Comparison of 3 runs"));
        // The fields show their texts from the start, as they are read.
        QCOMPARE(page.findChild<QLineEdit*>("reportTitle")->cursorPosition(), 0);
        QCOMPARE(page.findChild<QLineEdit*>("reportSubtitle")->cursorPosition(), 0);
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(figure::titleText(plot), QString("Comparison of 3 runs"));
        QVERIFY2(plot->height() >= 300, qPrintable(QString::number(plot->height())));

        // One run alone: its figure says the same about its points.
        ReportPage alone;
        QVERIFY2(alone.openResults(dirs[1], error), qPrintable(error));
        QVERIFY(alone.findChild<QLineEdit*>("reportSubtitle")->text().contains("mean of 3 repeats"));

        // Min-max bars, a label of the user's, kept in a comparison file.
        page.setSpreadMode(figure::SpreadMode::MinMax);
        first = qobject_cast<QCPErrorBars*>(page.figure()->plottable(1));
        QCOMPARE(first->data()->at(2).errorPlus, (want[10].mbitPerS - want[11].mbitPerS) / 1000);
        page.setRunLabel(1, "NIC X");
        QCOMPARE(curve(page.figure(), 1)->name(), QString("NIC X"));
        QCOMPARE(page.table()->index(1, 1).data().toString(), QString("NIC X"));
        // The order is the user's: the legend and the table follow it.
        page.moveRun(1, 0);
        QCOMPARE(curve(page.figure(), 0)->name(), QString("NIC X"));
        QCOMPARE(page.table()->index(0, 1).data().toString(), QString("NIC X"));
        QCOMPARE(page.runs().front().label, QString("NIC X"));
        page.moveRun(0, 1);
        QCOMPARE(curve(page.figure(), 1)->name(), QString("NIC X"));
        // Dragged onto another row, a run takes its place, as Up and Down move it.
        auto* runList = page.findChild<QTableWidget*>("comparisonRuns");
        QVERIFY(runList);
        const auto dragRow = [&](int from, int onto) {
            std::unique_ptr<QMimeData> dragged(runList->model()->mimeData({runList->model()->index(from, 0)}));
            QVERIFY(dragged);
            const QPoint at = runList->viewport()->mapTo(
                &page, runList->visualRect(runList->model()->index(onto, 0)).center());
            QDragEnterEvent enter(at, Qt::CopyAction | Qt::MoveAction, dragged.get(), Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(&page, &enter);
            QVERIFY(enter.isAccepted());
            QDropEvent drop(QPointF(at), Qt::CopyAction | Qt::MoveAction, dragged.get(), Qt::LeftButton,
                            Qt::NoModifier);
            QApplication::sendEvent(&page, &drop);
            QVERIFY(drop.isAccepted());
            // Copy, not move: the view removes no row after the drag; the page moved the run.
            QCOMPARE(drop.dropAction(), Qt::CopyAction);
        };
        dragRow(1, 0);
        QCOMPARE(curve(page.figure(), 0)->name(), QString("NIC X"));
        QCOMPARE(page.runs().front().label, QString("NIC X"));
        QCOMPARE(runList->currentRow(), 0);
        dragRow(0, 2);
        QCOMPARE(curve(page.figure(), 2)->name(), QString("NIC X"));
        dragRow(2, 1);
        QCOMPARE(curve(page.figure(), 1)->name(), QString("NIC X"));
        QCOMPARE(page.runs().size(), std::size_t(3));
        const QString file = m_tmp.filePath("three.json");
        QVERIFY2(page.saveComparison(file, error), qPrintable(error));
        ReportPage reopened;
        QVERIFY2(reopened.openComparison(file, error), qPrintable(error));
        QCOMPARE(reopened.runs().size(), std::size_t(3));
        QCOMPARE(curve(reopened.figure(), 1)->name(), QString("NIC X"));
        QVERIFY(!reopened.openComparison(dirs[0] + "/summary.csv", error));
        QVERIFY(error.contains("comparison"));

        // Headless, the same figure and table as the page.
        const QString png = m_tmp.filePath("compare.png");
        QVERIFY2(exportComparison(dirs, png, QString(), error), qPrintable(error));
        QCOMPARE(QImage(png).size(), QSize(2 * kReportFigureWidth, 2 * kReportFigureHeight));
        if (const QByteArray shots = qgetenv("IOMETRY_REPORT_SHOTS"); !shots.isEmpty()) {
            page.grab().save(QString::fromLocal8Bit(shots) + "/compare-page.png");
            QFile::copy(png, QString::fromLocal8Bit(shots) + "/compare.png");
        }
        const QString csv = m_tmp.filePath("compare.csv");
        QVERIFY2(exportComparison(dirs, csv, QString(), error), qPrintable(error));
        QFile in(csv);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = in.readAll().split('\n');
        QCOMPARE(lines.size(), 1 + 3 * 3 + 1);
        QVERIFY(lines[1].startsWith("Adapter A (compare-0),0,agg,all,all,64,"));
        // Headless: a title and labels of the user's (one per folder, else an error).
        QVERIFY2(exportComparison(dirs, csv, QString(), error, {QString(), {"X540", "CX4", "E810"}}),
                 qPrintable(error));
        QFile labelled(csv);
        QVERIFY(labelled.open(QIODevice::ReadOnly));
        QVERIFY(labelled.readAll().split('\n').value(1).startsWith("X540,0,agg,"));
        QVERIFY(!exportComparison(dirs, csv, QString(), error, {QString(), {"X540"}}));
        QVERIFY2(error.contains("1 labels for 3 folders"), qPrintable(error));
        const QString titled = m_tmp.filePath("titled.svg");
        const QString longTitle = "Loopback throughput sweep against adapter throughput: receive, "
                                  "loopback, three runs of the same plan on one host";
        QVERIFY2(exportComparison(dirs, titled, QString(), error, {longTitle, {}}), qPrintable(error));
        QFile svg(titled);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString svgText = QString::fromUtf8(svg.readAll());
        // Wrapped, not cut: every word of the title is in the file, none elided.
        QVERIFY2(svgText.contains("three runs of the same plan on one host"), "the title's end is lost");
        QVERIFY(!svgText.contains(QChar(0x2026)));
        page.removeRun(2);
        QCOMPARE(page.runs().size(), std::size_t(2));
        QVERIFY(!exportComparison(dirs, m_tmp.filePath("x.png"), "method", error));
    }

    // Tables as data (docs/report.md): whatever the interface language, an exported table
    // and a copy hold raw numbers in the C locale under summary.csv's names.
    void tablesExportNumbersInAnyLanguage() {
        const QString dir = m_tmp.filePath("lang");
        writeFolder(dir, summaryCsv(repeatedSweep(50.0)), "Language");
        const QString other = m_tmp.filePath("lang-2");
        writeFolder(other, summaryCsv(repeatedSweep(80.0)), "Language 2");
        for (const char* code : {"ru", "zh_CN"}) {
            QTranslator translator;
            QVERIFY2(translator.load(QLocale(code), "iometry", "_", ":/i18n"), code);
            QCoreApplication::installTranslator(&translator);
            QLocale::setDefault(QLocale(code));
            ReportPage page;
            QString error;
            QVERIFY2(page.openResults(dir, error), qPrintable(error));
            // The interface is translated and shows numbers in its language...
            QVERIFY2(page.table()->headerData(0, Qt::Horizontal).toString() != "Size", code);
            for (int single = 1; single >= 0; --single) {
                if (!single) QVERIFY2(page.addResults(other, error), qPrintable(error));
                // ...the exported table does not.
                const QList<QByteArray> lines = page.tableCsv().toUtf8().split('\n');
                QVERIFY(lines[0].startsWith("run,step,repeat,scope,name,size,outstanding,"));
                QCOMPARE(lines.size(), 2 + (single ? 3 : 6));
                const int mbit = lines[0].split(',').indexOf("mbit_per_s");
                for (int i = 1; i + 1 < lines.size(); ++i) {
                    const QList<QByteArray> fields = lines[i].split(',');
                    QVERIFY2(allNumbers(fields, 1 + 4), lines[i].constData());
                    QVERIFY(fields[mbit].toDouble() > 1234);
                }
                // Ctrl+C: tab-separated raw numbers of the selected cells.
                auto* view = page.findChild<QTableView*>();
                view->selectAll();
                const QList<QByteArray> copied = page.selectionText().toUtf8().split('\n');
                // A comparison has a row per run at each size, the run's label second.
                QCOMPARE(copied.size(), (single ? 3 : 6) + 1);
                for (int i = 0; i < copied.size() - 1; ++i) {
                    const QList<QByteArray> cells = copied[i].split('\t');
                    QVERIFY2(allNumbers(cells, 0) || allNumbers(cells.mid(2), 0), copied[i].constData());
                }
                QCOMPARE(copied[0].split('\t')[0], QByteArray("64"));
            }
            QCoreApplication::removeTranslator(&translator);
        }
        QLocale::setDefault(QLocale::c());
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

    void cycledNetworkRunDrawsTheTotalOverTargets() {
        const QString dir = m_tmp.filePath("client-cycling");
        QDir().mkpath(dir);
        writeFile(dir + "/summary.csv", kClientCyclingCsv);
        writeFile(dir + "/plan.json", kClientCyclingPlan);
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(folder->cycleAxis, QString("targets"));
        QCOMPARE(folder->rows[2].workersRan, std::optional<int>(2));
        QVERIFY(report::workersVary(folder->rows));
        QVERIFY(!isDiskRun(*folder));

        // One curve, the 'all' rows, over the number of clients: not three workers stacked
        // at 64 KiB.
        QCustomPlot plot;
        drawReportFigure(&plot, *folder);
        QCOMPARE(plot.xAxis->label(), QString("Targets"));
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(plot.graphCount(), 2);  // throughput and CPU load
        QCOMPARE(plot.graph(0)->name(), QString("Throughput"));
        const std::vector<double> total{9637.847, 8678.35, 10316.087};
        QCOMPARE(plot.graph(0)->dataCount(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(plot.graph(0)->data()->at(i)->key, double(i + 1));
            QCOMPARE(plot.graph(0)->data()->at(i)->value, total[static_cast<std::size_t>(i)] / 1000);
            QCOMPARE(tickLabelAt(plot.xAxis, i + 1), QString::number(i + 1));
        }
        QVERIFY(plot.xAxis->range().contains(1) && plot.xAxis->range().contains(3));
        QCOMPARE(reportViewName(*folder, ReportView::Throughput),
                 QString("Throughput and CPU against targets"));

        // The table: the count first, a row per step.
        QObject owner;
        QAbstractItemModel* table = createReportTable(*folder, ReportView::Throughput, &owner);
        QAbstractItemModelTester tester(table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(headers(table).mid(0, 4), (QStringList{"Targets", "Size", "Series", "Mbit/s"}));
        QCOMPARE(table->rowCount(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(table->index(i, 0).data().toString(), QString::number(i + 1));
            QCOMPARE(table->index(i, 2).data().toString(), QString("All workers"));
            QCOMPARE(table->index(i, 3).data().toString(),
                     formatNumber(total[static_cast<std::size_t>(i)], 1));
        }

        // sweep.workers names the axis Workers.
        ResultsFolder workers = *folder;
        workers.cycleAxis = "workers";
        drawReportFigure(&plot, workers);
        QCOMPARE(plot.xAxis->label(), QString("Workers"));
        PeTableModel model;
        model.setRows(workers.rows, workers.cycleAxis);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QString("Workers"));

        // The same rows without the workers column are a plain run, as before: per worker
        // over the request size, no count column.
        std::vector<results::MetricRow> plain = folder->rows;
        for (auto& r : plain) r.workersRan.reset();
        QVERIFY(!report::workersVary(plain));
        drawReportFigure(&plot, {QString(), "Plain", plain, std::nullopt, {"tcp"}});
        QCOMPARE(plot.xAxis->label(), QString("Request size (bytes)"));
        model.setRows(plain);
        QCOMPARE(model.columnCount(), int(PeTableModel::ColumnCount));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QString("Size"));
    }

    void cycledDiskRunDrawsTheTotalOverTargets() {
        const QString dir = m_tmp.filePath("target-cycling");
        QDir().mkpath(dir);
        writeFile(dir + "/summary.csv", kTargetCyclingCsv);
        writeFile(dir + "/plan.json", diskCyclingPlan(R"({"targets": [1, 2, 3]})"));
        QString error;
        const auto folder = loadResultsFolder(dir, error);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY(isDiskRun(*folder));

        const ReportCurves report = reportCurves(folder->rows, folder->cycleAxis);
        QCOMPARE(report.axis, SweepAxis::Targets);
        QCOMPARE(report.cycle, std::optional<SweepAxis>(SweepAxis::Targets));
        QCOMPARE(report.series.size(), std::size_t(1));
        QCOMPARE(report.series[0].name, QString("All workers"));

        QCustomPlot plot;
        drawDiskFigure(&plot, *folder, DiskMetric::Iops);
        QCOMPARE(plot.xAxis->label(), QString("Targets"));
        QCOMPARE(plot.graphCount(), 3);  // IOPS, mean and p99 latency of the total
        const std::vector<double> iops{16083.1, 23554.7, 38561.3};
        QCOMPARE(plot.graph(0)->dataCount(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(plot.graph(0)->data()->at(i)->key, double(i + 1));
            QCOMPARE(plot.graph(0)->data()->at(i)->value, iops[static_cast<std::size_t>(i)]);
        }
        QCOMPARE(reportViewName(*folder, ReportView::Throughput),
                 QString("I/O rate and latency against targets"));

        QObject owner;
        QAbstractItemModel* table = createReportTable(*folder, ReportView::Throughput, &owner);
        QCOMPARE(headers(table).mid(0, 2), (QStringList{"Targets", "IOPS"}));
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->index(2, 0).data().toString(), QString("3"));
        QCOMPARE(table->index(2, 1).data().toString(), formatNumber(38561, 0));

        // sweep.workers: the same figure over "Workers".
        writeFile(dir + "/plan.json", diskCyclingPlan(R"({"workers": {"start": 1, "end": 3}})"));
        const auto byWorkers = loadResultsFolder(dir, error);
        QVERIFY2(byWorkers, qPrintable(error));
        drawDiskFigure(&plot, *byWorkers, DiskMetric::MbPerS);
        QCOMPARE(plot.xAxis->label(), QString("Workers"));
        QCOMPARE(plot.graph(0)->data()->at(2)->value, 157.947);
    }

    void cyclingCrossedWithSizeFollowsTheInnerAxis() {
        // "sweep": {"size": [4096, 65536], "targets": [1, 2, 3]}: targets is the inner axis,
        // so curves over targets, one per size.
        QString error;
        const auto rows = parseSummaryCsv(kSizeByTargetsCsv, "cross", error);
        QVERIFY2(rows, qPrintable(error));
        ReportCurves report = reportCurves(*rows, "targets");
        QCOMPARE(report.axis, SweepAxis::Targets);
        QCOMPARE(report.series.size(), std::size_t(2));
        QCOMPARE(report.series[0].name, QString("4 KiB requests"));
        QCOMPARE(report.series[1].name, QString("64 KiB requests"));
        QCOMPARE(report.series[1].rows.size(), std::size_t(3));
        QCOMPARE(report.series[1].rows[2].opsPerS, 6821.3);

        QCustomPlot plot;
        drawDiskFigure(&plot, {QString(), "Cross", *rows, std::nullopt, {"disk"}, "targets"},
                       DiskMetric::Iops);
        QCOMPARE(plot.xAxis->label(), QString("Targets"));
        QCOMPARE(plot.graphCount(), 6);
        QCOMPARE(plot.graph(3)->name(), QString("64 KiB requests: IOPS"));
        QCOMPARE(plot.graph(3)->data()->at(0)->key, 1.0);
        DiskTableModel disk;
        disk.setRows(*rows, "targets");
        QCOMPARE(headers(&disk).mid(0, 3), (QStringList{"Targets", "Series", "IOPS"}));

        // Written the other way round (targets outer, size inner): curves over size, one
        // per number of targets, and the table leads with the count.
        std::vector<results::MetricRow> swapped;
        for (int t = 1; t <= 3; ++t)
            for (const auto& r : *rows)
                if (r.workersRan == t) {
                    swapped.push_back(r);
                    swapped.back().step = static_cast<int>(swapped.size()) - 1;
                }
        report = reportCurves(swapped, "targets");
        QCOMPARE(report.axis, SweepAxis::Size);
        QCOMPARE(report.series.size(), std::size_t(3));
        QCOMPARE(report.series[2].name, QString("targets: 3"));
        disk.setRows(swapped, "targets");
        QCOMPARE(headers(&disk).mid(0, 3), (QStringList{"Targets", "Request size", "Series"}));
        QCOMPARE(disk.index(5, 0).data().toString(), QString("3"));
        QCOMPARE(disk.index(5, 1).data().toString(), QString("64 KiB"));

        // The network figure crosses the same way.
        drawReportFigure(&plot, {QString(), "Cross", *rows, std::nullopt, {"tcp"}, "targets"});
        QCOMPARE(plot.xAxis->label(), QString("Targets"));
        QCOMPARE(plot.graph(0)->name(), QString("4 KiB requests throughput"));
        QCOMPARE(plot.graph(0)->dataCount(), 3);
        PeTableModel pe;
        pe.setRows(*rows, "targets");
        QCOMPARE(pe.headerData(0, Qt::Horizontal).toString(), QString("Targets"));
        QCOMPARE(pe.rowCount(), 6);
    }

    void diskLogAxisTicksOnlyTheValuesUsed() {
        // Outstanding 1, 4, 16 on a log axis: ticks at those three, none at 2 or 8.
        std::vector<results::MetricRow> rows;
        for (int qd : {1, 4, 16}) {
            results::MetricRow r = row(static_cast<int>(rows.size()), "1", "all", "all", 4096, 0, 5);
            r.outstanding = qd;
            r.opsPerS = 1000.0 * qd;
            rows.push_back(r);
        }
        QCustomPlot plot;
        drawDiskFigure(&plot, {QString(), "QD", rows, std::nullopt, {"disk"}}, DiskMetric::Iops);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        auto ticker = plot.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().keys(), (QList<double>{1, 4, 16}));
        QCOMPARE(tickLabelAt(plot.xAxis, 16), QString("16"));

        // Sizes 4K, 64K, 1M: ticks at those, none at 8K … 512K.
        for (std::size_t i = 0; i < rows.size(); ++i) {
            rows[i].outstanding = 4;
            rows[i].size = std::uint64_t(4096) << (4 * i);
        }
        drawDiskFigure(&plot, {QString(), "Sizes", rows, std::nullopt, {"disk"}}, DiskMetric::Iops);
        ticker = plot.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().keys(), (QList<double>{4096, 65536, 1048576}));
        QCOMPARE(tickLabelAt(plot.xAxis, 65536), QString("64K"));
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_MAIN(TestReport)
#include "test_report.moc"
