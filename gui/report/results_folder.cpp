#include "gui/report/results_folder.hpp"

#include <algorithm>

#include "engine/report/report_table.hpp"

namespace iometry::gui {

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
    std::vector<std::string> kinds;
    for (const QString& kind : folder.workerKinds) kinds.push_back(kind.toStdString());
    return report::storageOnly(kinds);
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

}  // namespace iometry::gui
