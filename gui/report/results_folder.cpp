#include "gui/report/results_folder.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <variant>

namespace iometry::gui {

namespace {

class ResultsFolderText {
    Q_DECLARE_TR_FUNCTIONS(ResultsFolder)
};

using results::MetricRow;

using Target = std::variant<double MetricRow::*, int MetricRow::*, std::uint64_t MetricRow::*,
                            std::string MetricRow::*, std::optional<int> MetricRow::*>;

struct Column {
    const char* name;
    Target target;
    bool required;
};

// Every column of MetricRow::csvHeader(); the ones a figure cannot do without are required.
const std::vector<Column>& knownColumns() {
    static const std::vector<Column> columns = {
        {"step", &MetricRow::step, true},
        {"repeat", &MetricRow::repeat, false},
        {"scope", &MetricRow::scope, true},
        {"name", &MetricRow::name, true},
        {"size", &MetricRow::size, true},
        {"outstanding", &MetricRow::outstanding, false},
        {"read_pct", &MetricRow::readPct, false},
        {"seconds", &MetricRow::seconds, false},
        {"ops_per_s", &MetricRow::opsPerS, false},
        {"read_ops_per_s", &MetricRow::readOpsPerS, false},
        {"write_ops_per_s", &MetricRow::writeOpsPerS, false},
        {"transactions_per_s", &MetricRow::transactionsPerS, false},
        {"mbit_per_s", &MetricRow::mbitPerS, true},
        {"mb_per_s", &MetricRow::mbPerS, false},
        {"read_mbit_per_s", &MetricRow::readMbitPerS, false},
        {"write_mbit_per_s", &MetricRow::writeMbitPerS, false},
        {"lat_mean_us", &MetricRow::latMeanUs, false},
        {"lat_p50_us", &MetricRow::latP50Us, false},
        {"lat_p90_us", &MetricRow::latP90Us, false},
        {"lat_p99_us", &MetricRow::latP99Us, false},
        {"lat_p999_us", &MetricRow::latP999Us, false},
        {"lat_max_us", &MetricRow::latMaxUs, false},
        {"lat_min_us", &MetricRow::latMinUs, false},
        {"lat_stddev_us", &MetricRow::latStddevUs, false},
        {"lat_p9999_us", &MetricRow::latP9999Us, false},
        {"cpu_pct", &MetricRow::cpuPct, false},
        {"cpu_user_pct", &MetricRow::cpuUserPct, false},
        {"cpu_system_pct", &MetricRow::cpuSystemPct, false},
        {"cpu_irq_pct", &MetricRow::cpuIrqPct, false},
        {"cpu_softirq_pct", &MetricRow::cpuSoftirqPct, false},
        {"cpu_iowait_pct", &MetricRow::cpuIowaitPct, false},
        {"cpu_steal_pct", &MetricRow::cpuStealPct, false},
        {"process_cpu_pct", &MetricRow::processCpuPct, false},
        {"pe_index", &MetricRow::peIndex, false},
        {"irq_per_s", &MetricRow::irqPerS, false},
        {"nic_rx_mbit_per_s", &MetricRow::nicRxMbitPerS, false},
        {"nic_tx_mbit_per_s", &MetricRow::nicTxMbitPerS, false},
        {"nic_rx_pps", &MetricRow::nicRxPps, false},
        {"nic_tx_pps", &MetricRow::nicTxPps, false},
        {"nic_drops", &MetricRow::nicDrops, false},
        {"errors", &MetricRow::errors, false},
        {"mbit_per_s_stddev", &MetricRow::mbitPerSStddev, false},
        {"repeats", &MetricRow::repeatsCounted, false},
        {"sent_mbit_per_s", &MetricRow::sentMbitPerS, false},
        {"datagrams", &MetricRow::datagrams, false},
        {"lost", &MetricRow::lostDatagrams, false},
        {"loss_pct", &MetricRow::lossPct, false},
        {"reordered", &MetricRow::reordered, false},
        {"duplicates", &MetricRow::duplicates, false},
        {"jitter_us", &MetricRow::jitterUs, false},
        {"dev_read_ops_per_s", &MetricRow::devReadOpsPerS, false},
        {"dev_write_ops_per_s", &MetricRow::devWriteOpsPerS, false},
        {"dev_read_mb_per_s", &MetricRow::devReadMbPerS, false},
        {"dev_write_mb_per_s", &MetricRow::devWriteMbPerS, false},
        {"dev_util_pct", &MetricRow::devUtilPct, false},
        {"dev_queue", &MetricRow::devQueue, false},
        // How many workers ran in the step (docs/metrics.md); empty or absent: unknown.
        {"workers", &MetricRow::workersRan, false},
    };
    return columns;
}

struct Record {
    int line = 0;  // 1-based line on which the record starts
    std::vector<QByteArray> fields;
};

// RFC 4180: fields separated by commas, records by LF or CRLF; a field in double quotes
// may hold commas, line breaks and doubled quotes. A stray quote inside an unquoted field
// is kept as a character (spreadsheets write such files).
bool splitRecords(const QByteArray& text, std::vector<Record>& records, int& badLine) {
    Record record;
    QByteArray field;
    int line = 1;
    record.line = 1;
    bool inQuotes = false;
    bool fieldStarted = false;
    int quoteLine = 0;
    const qsizetype n = text.size();
    auto endRecord = [&] {
        record.fields.push_back(field);
        field.clear();
        fieldStarted = false;
        const bool blank = record.fields.size() == 1 && record.fields[0].trimmed().isEmpty();
        if (!blank)
            records.push_back(std::move(record));
        record = Record{};
    };
    for (qsizetype i = 0; i < n; ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < n && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == '"' && !fieldStarted) {
            inQuotes = true;
            fieldStarted = true;
            quoteLine = line;
        } else if (c == ',') {
            record.fields.push_back(field);
            field.clear();
            fieldStarted = false;
        } else if (c == '\r' && i + 1 < n && text[i + 1] == '\n') {
            // CR of a CRLF: the LF ends the record.
        } else if (c == '\n') {
            endRecord();
            ++line;
            record.line = line;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes) {
        badLine = quoteLine;
        return false;
    }
    if (fieldStarted || !record.fields.empty())
        endRecord();
    return true;
}

bool parseDouble(const QByteArray& text, double& out) {
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return false;
    out = v;
    return true;
}

// Integers as the engine writes them; "64.0" (a spreadsheet's round trip) is accepted too.
bool parseInteger(const QByteArray& text, long double lo, long double hi, long double& out) {
    bool ok = false;
    const qlonglong i = text.toLongLong(&ok);
    if (ok) {
        out = static_cast<long double>(i);
    } else {
        const qulonglong u = text.toULongLong(&ok);
        if (ok) {
            out = static_cast<long double>(u);
        } else {
            double d = 0;
            if (!parseDouble(text, d) || d != std::floor(d))
                return false;
            out = d;
        }
    }
    return out >= lo && out <= hi;
}

bool assign(MetricRow& row, const Target& target, const QByteArray& raw) {
    const QByteArray text = raw.trimmed();
    if (auto* s = std::get_if<std::string MetricRow::*>(&target)) {
        row.*(*s) = raw.toStdString();
        return true;
    }
    if (text.isEmpty())
        return true;  // the engine leaves non-finite and n/a values empty
    if (auto* d = std::get_if<double MetricRow::*>(&target))
        return parseDouble(text, row.*(*d));
    long double v = 0;
    if (auto* o = std::get_if<std::optional<int> MetricRow::*>(&target)) {
        if (!parseInteger(text, 0, std::numeric_limits<int>::max(), v))
            return false;
        row.*(*o) = static_cast<int>(v);
        return true;
    }
    if (auto* i = std::get_if<int MetricRow::*>(&target)) {
        if (!parseInteger(text, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(),
                          v))
            return false;
        row.*(*i) = static_cast<int>(v);
        return true;
    }
    auto* u = std::get_if<std::uint64_t MetricRow::*>(&target);
    if (text.startsWith('-'))
        return false;
    bool ok = false;
    const qulonglong exact = text.toULongLong(&ok);
    if (ok) {
        row.*(*u) = exact;
        return true;
    }
    if (!parseInteger(text, 0, 1.8e19L, v))
        return false;
    row.*(*u) = static_cast<std::uint64_t>(v);
    return true;
}

}  // namespace

std::optional<std::vector<results::MetricRow>> parseSummaryCsv(const QByteArray& input,
                                                               const QString& fileName,
                                                               QString& error) {
    QByteArray text = input;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);  // UTF-8 BOM of spreadsheets

    std::vector<Record> records;
    int badLine = 0;
    if (!splitRecords(text, records, badLine)) {
        error = ResultsFolderText::tr("%1, line %2: a quoted field is never closed.")
                    .arg(fileName)
                    .arg(badLine);
        return std::nullopt;
    }
    if (records.empty()) {
        error = ResultsFolderText::tr("%1 is empty: it has no header row.").arg(fileName);
        return std::nullopt;
    }

    const Record& header = records.front();
    std::map<QByteArray, std::size_t> indexOf;
    for (std::size_t i = 0; i < header.fields.size(); ++i)
        indexOf.emplace(header.fields[i].trimmed(), i);  // the first of duplicates wins

    struct Bound {
        const Column* column;
        std::size_t index;
    };
    std::vector<Bound> bound;
    QStringList missing;
    for (const Column& column : knownColumns()) {
        auto it = indexOf.find(QByteArray(column.name));
        if (it != indexOf.end())
            bound.push_back({&column, it->second});
        else if (column.required)
            missing << QString::fromLatin1(column.name);
    }
    if (!missing.isEmpty()) {
        error = ResultsFolderText::tr(
                    "%1 is not a summary file: column(s) %2 missing from its "
                    "header (line %3).")
                    .arg(fileName, missing.join(QStringLiteral(", ")))
                    .arg(header.line);
        return std::nullopt;
    }
    const bool hasPe = indexOf.count("pe_index") > 0;
    const bool hasRepeat = indexOf.count("repeat") > 0;
    const auto datagramsAt = indexOf.find("datagrams");
    const auto deviceAt = indexOf.find("dev_read_ops_per_s");

    std::vector<MetricRow> rows;
    rows.reserve(records.size() - 1);
    for (std::size_t r = 1; r < records.size(); ++r) {
        const Record& record = records[r];
        if (record.fields.size() != header.fields.size()) {
            error = ResultsFolderText::tr("%1, line %2: %3 fields, but the header has %4.")
                        .arg(fileName)
                        .arg(record.line)
                        .arg(record.fields.size())
                        .arg(header.fields.size());
            return std::nullopt;
        }
        MetricRow row;
        row.repeat = "1";
        for (const Bound& b : bound) {
            const QByteArray& raw = record.fields[b.index];
            if (!assign(row, b.column->target, raw)) {
                error = ResultsFolderText::tr(
                            "%1, line %2, column %3 (%4): \"%5\" is not a "
                            "valid number.")
                            .arg(fileName)
                            .arg(record.line)
                            .arg(b.index + 1)
                            .arg(QString::fromLatin1(b.column->name), QString::fromUtf8(raw));
                return std::nullopt;
            }
        }
        if (!hasRepeat || row.repeat.empty())
            row.repeat = "1";
        // A row has UDP columns when its datagram count is given (empty for other kinds).
        row.udp = datagramsAt != indexOf.end() &&
                  !record.fields[datagramsAt->second].trimmed().isEmpty();
        // A row has device columns when a block device was sampled (docs/metrics.md,
        // "Block devices"); empty for rows without one.
        row.dev = deviceAt != indexOf.end() &&
                  !record.fields[deviceAt->second].trimmed().isEmpty();
        if (!hasPe)
            row.peIndex = row.cpuPct > 0 ? row.mbitPerS / row.cpuPct : 0;
        rows.push_back(std::move(row));
    }
    return rows;
}

std::optional<PlanInfo> readPlanInfo(const QString& dir, QString& error) {
    const QString planPath = QDir(dir).filePath(QStringLiteral("plan.json"));
    QFile plan(planPath);
    PlanInfo info;
    if (!plan.exists())
        return info;
    if (!plan.open(QIODevice::ReadOnly)) {
        error = ResultsFolderText::tr("Cannot read %1: %2")
                    .arg(QDir::toNativeSeparators(planPath), plan.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(plan.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = ResultsFolderText::tr("%1 is not valid JSON (at byte %2: %3).")
                    .arg(QDir::toNativeSeparators(planPath))
                    .arg(parseError.offset)
                    .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        error = ResultsFolderText::tr("%1 is not a plan: it holds no JSON object.")
                    .arg(QDir::toNativeSeparators(planPath));
        return std::nullopt;
    }
    const QJsonObject object = doc.object();
    info.name = object.value(QStringLiteral("name")).toString().trimmed();
    for (const QJsonValue worker : object.value(QStringLiteral("workers")).toArray())
        info.workerKinds << worker.toObject().value(QStringLiteral("kind")).toString();
    // Worker or target cycling (docs/plan-format.md, "Sweeps"): the report's count axis.
    const QJsonObject sweep = object.value(QStringLiteral("sweep")).toObject();
    for (const QString& key : {QStringLiteral("targets"), QStringLiteral("workers")})
        if (sweep.contains(key) && !sweep.value(key).isNull())
            info.cycleAxis = key;
    return info;
}

bool isDiskRun(const ResultsFolder& folder) {
    return !folder.workerKinds.isEmpty() &&
           std::all_of(folder.workerKinds.begin(), folder.workerKinds.end(),
                       [](const QString& kind) { return kind == QLatin1String("disk"); });
}

std::optional<ResultsFolder> loadResultsFolder(const QString& dir, QString& error) {
    const QFileInfo info(dir);
    if (dir.isEmpty() || !info.exists()) {
        error = ResultsFolderText::tr("The results folder %1 does not exist.")
                    .arg(QDir::toNativeSeparators(dir));
        return std::nullopt;
    }
    if (!info.isDir()) {
        error = ResultsFolderText::tr(
                    "%1 is not a folder. Choose the folder of a run (the one "
                    "that holds summary.csv).")
                    .arg(QDir::toNativeSeparators(dir));
        return std::nullopt;
    }
    const QDir folder(info.absoluteFilePath());
    const QString summaryPath = folder.filePath(QStringLiteral("summary.csv"));
    QFile summary(summaryPath);
    if (!summary.exists()) {
        error = ResultsFolderText::tr("%1 is not a results folder: it has no summary.csv.")
                    .arg(QDir::toNativeSeparators(folder.path()));
        return std::nullopt;
    }
    if (!summary.open(QIODevice::ReadOnly)) {
        error = ResultsFolderText::tr("Cannot read %1: %2")
                    .arg(QDir::toNativeSeparators(summaryPath), summary.errorString());
        return std::nullopt;
    }
    auto rows = parseSummaryCsv(summary.readAll(), QDir::toNativeSeparators(summaryPath), error);
    if (!rows)
        return std::nullopt;

    ResultsFolder result;
    result.dir = folder.path();
    result.rows = std::move(*rows);

    // plan.json gives the title and the workers' kinds: a folder copied without it still
    // makes a figure.
    const auto plan = readPlanInfo(folder.path(), error);
    if (!plan)
        return std::nullopt;
    result.planName = plan->name;
    result.workerKinds = plan->workerKinds;
    result.cycleAxis = plan->cycleAxis;
    if (result.planName.isEmpty())
        result.planName = folder.dirName();

    // A procedure's own result, when the plan had one; a broken file is named, as plan.json.
    result.procedure = loadProcedureResult(folder.path(), error);
    if (!result.procedure && !error.isEmpty())
        return std::nullopt;
    return result;
}

std::vector<const MetricRow*> reportRows(const std::vector<MetricRow>& rows, bool& perWorker) {
    const bool hasAgg =
        std::any_of(rows.begin(), rows.end(), [](const MetricRow& r) { return r.repeat == "agg"; });
    const std::string wantedRepeat = hasAgg ? "agg" : "1";
    std::vector<const MetricRow*> chosen;
    for (const auto& r : rows)
        if (r.repeat == wantedRepeat)
            chosen.push_back(&r);
    // A cycled run's curve is the total over the number of workers that ran.
    const bool cycled = workersVary(rows);

    std::vector<std::string> workers;
    for (const MetricRow* r : chosen)
        if (r->scope == "worker" && !cycled &&
            std::find(workers.begin(), workers.end(), r->name) == workers.end())
            workers.push_back(r->name);

    // Series keys in order of first appearance: worker names, or the one 'all' series.
    perWorker = workers.size() > 1;
    std::vector<const MetricRow*> selected;
    for (const MetricRow* r : chosen)
        if (perWorker ? r->scope == "worker" : r->scope == "all")
            selected.push_back(r);
    if (selected.empty() && !perWorker) {
        // A summary without 'all' rows (hand-trimmed): its single worker stands in.
        for (const MetricRow* r : chosen)
            if (r->scope == "worker")
                selected.push_back(r);
    }
    return selected;
}

bool workersVary(const std::vector<MetricRow>& rows) {
    std::set<int> counts;
    for (const auto& r : rows)
        if (r.workersRan) counts.insert(*r.workersRan);
    return counts.size() > 1;
}

QString allWorkersSeriesName() {
    return ResultsFolderText::tr("All workers");
}

std::vector<ReportSeries> reportSeries(const std::vector<results::MetricRow>& rows) {
    bool perWorker = false;
    const std::vector<const MetricRow*> selected = reportRows(rows, perWorker);

    std::set<int> outstandings;
    for (const MetricRow* r : selected)
        outstandings.insert(r->outstanding);
    const bool splitByOutstanding = outstandings.size() > 1;

    std::vector<ReportSeries> series;
    std::map<std::pair<std::string, int>, std::size_t> indexOf;
    for (const MetricRow* r : selected) {
        const std::string base = perWorker ? r->name : std::string("all");
        const auto key = std::make_pair(base, splitByOutstanding ? r->outstanding : 0);
        auto it = indexOf.find(key);
        if (it == indexOf.end()) {
            QString name =
                perWorker ? QString::fromStdString(r->name) : allWorkersSeriesName();
            if (splitByOutstanding)
                name = ResultsFolderText::tr("%1, %2 outstanding").arg(name).arg(r->outstanding);
            it = indexOf.emplace(key, series.size()).first;
            series.push_back({name, {}});
        }
        series[it->second].rows.push_back(*r);
    }
    for (auto& s : series)
        std::stable_sort(s.rows.begin(), s.rows.end(), [](const MetricRow& a, const MetricRow& b) {
            return a.size != b.size ? a.size < b.size : a.step < b.step;
        });
    return series;
}

}  // namespace iometry::gui
