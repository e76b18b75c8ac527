#include "gui/report/results_folder.hpp"

#include <QCoreApplication>
#include <algorithm>

#include "engine/report/report_table.hpp"

namespace iometry::gui {
namespace {
/** The context of this file's words in the translations. */
struct ResultsFolderText {
    Q_DECLARE_TR_FUNCTIONS(ResultsFolder)
};
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
    result.problems = std::move(run->problems);

    // A procedure's own result, when the plan had one; without it the report shows what
    // summary.csv holds, and the line of problems says why the procedure's view is not there.
    QString procedureError;
    result.procedure = loadProcedureResult(result.dir, procedureError);
    const bool listed = std::any_of(result.problems.begin(), result.problems.end(),
                                    [](const auto& p) { return p.file == "procedure.json"; });
    if (!procedureError.isEmpty() && !listed)
        result.problems.push_back(
            {"procedure.json", report::FolderProblem::Kind::Unexpected, 0});
    return result;
}

QString problemsLine(const std::vector<report::FolderProblem>& problems) {
    using Kind = report::FolderProblem::Kind;
    QStringList parts;
    for (const auto& p : problems) {
        const QString file = QString::fromStdString(p.file);
        switch (p.kind) {
        case Kind::Missing: parts << ResultsFolderText::tr("%1 is missing").arg(file); break;
        case Kind::Unreadable: parts << ResultsFolderText::tr("%1 cannot be read").arg(file); break;
        case Kind::NotJson:
            parts << ResultsFolderText::tr("%1 is damaged (not valid JSON at byte %2)")
                         .arg(file)
                         .arg(p.byte);
            break;
        case Kind::NotObject:
            parts << ResultsFolderText::tr("%1 is damaged (no JSON object)").arg(file);
            break;
        case Kind::Unexpected:
            parts << ResultsFolderText::tr("%1 is damaged (unexpected contents)").arg(file);
            break;
        }
    }
    return parts.isEmpty() ? QString()
                           : ResultsFolderText::tr("Shown from summary.csv alone: %1")
                                 .arg(parts.join(QStringLiteral("; ")));
}

}  // namespace iometry::gui
