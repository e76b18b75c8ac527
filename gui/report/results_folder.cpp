#include "gui/report/results_folder.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QThreadPool>
#include <algorithm>
#include <filesystem>

#include "engine/plan/plan_json.hpp"
#include "engine/report/report_table.hpp"
#include "engine/suite/suite_run.hpp"

namespace iometry::gui {
namespace {
/** The context of this file's words in the translations. */
struct ResultsFolderText {
    Q_DECLARE_TR_FUNCTIONS(ResultsFolder)
};
}  // namespace

void loadResultsFolderLater(const QString& dir, QObject* context,
                            std::function<void(std::optional<ResultsFolder>, const QString& error)> then) {
    QThreadPool::globalInstance()->start([dir, context = QPointer<QObject>(context), then = std::move(then)] {
        QString error;
        auto folder = loadResultsFolder(dir, error);
        // Back on the application's thread, where whether the context still lives is known.
        QMetaObject::invokeMethod(
            qApp,
            [context, folder = std::move(folder), error, then]() mutable {
                if (context) then(std::move(folder), error);
            },
            Qt::QueuedConnection);
    });
}

std::optional<std::vector<results::MetricRow>> parseSummaryCsv(const QByteArray& input,
                                                               const QString& fileName,
                                                               QString& error) {
    std::string message;
    auto rows = report::parseSummaryCsv(std::string_view(input.constData(), input.size()),
                                        fileName.toStdString(), message);
    if (!rows) error = QString::fromStdString(message);
    return rows;
}

void readDirections(ResultsFolder& folder) {
    folder.toPartner.clear();
    folder.toHolder.clear();
    if (folder.dir.isEmpty()) return;
    const auto parsed = model::loadPlanFile(QDir(folder.dir).filePath(QStringLiteral("plan.json")).toStdString());
    if (!parsed.ok()) return;
    std::optional<std::pair<QString, QString>> hosts, addresses;  // (holder end, partner end)
    bool sameHosts = true, sameAddresses = true;
    for (const model::WorkerDef& w : parsed.plan->workers) {
        const model::PairEnds* ends = w.ends();
        if (!ends) continue;
        const std::pair<QString, QString> h{QString::fromStdString(w.dynamo),
                                            QString::fromStdString(ends->peer.dynamo)};
        const std::pair<QString, QString> a{QString::fromStdString(ends->bind),
                                            QString::fromStdString(ends->peer.address)};
        if (!hosts) hosts = h, addresses = a;
        sameHosts = sameHosts && *hosts == h;
        sameAddresses = sameAddresses && *addresses == a;
    }
    if (!hosts) return;
    const QString arrow = ResultsFolderText::tr("%1 → %2");
    if (sameHosts && hosts->first != hosts->second) {
        folder.toPartner = arrow.arg(hosts->first, hosts->second);
        folder.toHolder = arrow.arg(hosts->second, hosts->first);
    } else if (sameHosts && sameAddresses && addresses->first != addresses->second) {
        folder.toPartner = arrow.arg(addresses->first, addresses->second);
        folder.toHolder = arrow.arg(addresses->second, addresses->first);
    } else if (sameHosts) {
        //: the two ends of a pair on one dynamo and address (loopback), as a direction
        folder.toPartner = ResultsFolderText::tr("holder → partner");
        folder.toHolder = ResultsFolderText::tr("partner → holder");
    }
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
    result.timeline = std::move(run->timeline);
    result.probeLatency = std::move(run->probeLatency);
    readDirections(result);
    // A suite's member: the device it measured names it in comparisons.
    if (const std::filesystem::path parent = run->dir.parent_path(); std::filesystem::exists(parent / "suite.json")) {
        std::string suiteError;
        if (const auto record = suite::readSuiteRecord(parent, suiteError))
            result.device = QString::fromStdString(record->suite.device);
    }

    // A procedure's own result, when the plan had one; without it the report shows what
    // summary.csv holds, and the line of problems says why the procedure's view is not there.
    if (run->procedure.is_object()) result.procedure = procedureResultOf(run->procedure);
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
