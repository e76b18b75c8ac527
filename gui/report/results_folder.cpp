#include "gui/report/results_folder.hpp"

#include "engine/report/report_table.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <map>
#include <set>

namespace iometry::gui {

namespace {

class ResultsFolderText {
    Q_DECLARE_TR_FUNCTIONS(ResultsFolder)
};

using results::MetricRow;

}  // namespace

std::optional<std::vector<results::MetricRow>> parseSummaryCsv(const QByteArray& input,
                                                               const QString& fileName,
                                                               QString& error) {
    std::string message;
    auto rows = report::parseSummaryCsv(std::string_view(input.constData(), input.size()),
                                        fileName.toStdString(), message);
    if (!rows) error = QString::fromStdString(message);
    return rows;
}

std::optional<PlanInfo> readPlanInfo(const QString& dir, QString& error) {
    std::string message;
    const auto facts = report::readPlanFacts(dir.toStdString(), message);
    if (!facts) {
        error = QString::fromStdString(message);
        return std::nullopt;
    }
    PlanInfo info;
    info.name = QString::fromStdString(facts->name);
    for (const std::string& kind : facts->workerKinds) info.workerKinds << QString::fromStdString(kind);
    info.cycleAxis = QString::fromStdString(facts->cycleAxis);
    return info;
}

bool isDiskRun(const ResultsFolder& folder) {
    return !folder.workerKinds.isEmpty() &&
           std::all_of(folder.workerKinds.begin(), folder.workerKinds.end(),
                       [](const QString& kind) { return kind == QLatin1String("disk"); });
}

std::optional<ResultsFolder> loadResultsFolder(const QString& dir, QString& error) {
    std::string message;
    auto run = report::loadRunFolder(dir.toStdString(), message);
    if (!run) {
        error = QString::fromStdString(message);
        return std::nullopt;
    }
    ResultsFolder result;
    result.dir = QString::fromStdString(run->dir.string());
    result.planName = QString::fromStdString(run->planName);
    for (const std::string& kind : run->plan.workerKinds)
        result.workerKinds << QString::fromStdString(kind);
    result.cycleAxis = QString::fromStdString(run->plan.cycleAxis);
    result.aggregate = QString::fromStdString(run->plan.aggregate);
    result.bench = std::move(run->bench);
    result.rows = std::move(run->rows);

    // A procedure's own result, when the plan had one; a broken file is named, as plan.json.
    result.procedure = loadProcedureResult(result.dir, error);
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
    return report::workersVary(rows);
}

QString allWorkersSeriesName() {
    return ResultsFolderText::tr("All workers");
}

std::vector<ReportSeries> reportSeries(const std::vector<results::MetricRow>& rows) {
    bool perWorker = false;
    std::vector<const MetricRow*> selected = reportRows(rows, perWorker);
    if (perWorker) {
        // The total of all workers comes first: the headline beside each worker's share.
        std::vector<const MetricRow*> total;
        const std::string repeat = selected.empty() ? "1" : selected.front()->repeat;
        for (const auto& r : rows)
            if (r.scope == "all" && r.repeat == repeat) total.push_back(&r);
        selected.insert(selected.begin(), total.begin(), total.end());
    }

    std::set<int> outstandings;
    for (const MetricRow* r : selected)
        outstandings.insert(r->outstanding);
    const bool splitByOutstanding = outstandings.size() > 1;

    std::vector<ReportSeries> series;
    std::map<std::pair<std::string, int>, std::size_t> indexOf;
    for (const MetricRow* r : selected) {
        const bool worker = perWorker && r->scope == "worker";
        const std::string base = worker ? r->name : std::string("all");
        const auto key = std::make_pair(base, splitByOutstanding ? r->outstanding : 0);
        auto it = indexOf.find(key);
        if (it == indexOf.end()) {
            QString name = worker ? QString::fromStdString(r->name) : allWorkersSeriesName();
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
