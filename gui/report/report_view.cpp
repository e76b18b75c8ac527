#include "gui/report/report_view.hpp"

#include "engine/article/under_load.hpp"

#include <qcustomplot.h>

#include <cstdio>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <set>

#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "engine/report/report_table.hpp"
#include "gui/report/compare_figure.hpp"
#include "gui/report/disk_table_model.hpp"
#include "gui/report/pe_table_model.hpp"
#include "gui/report/procedure_figure.hpp"
#include "gui/report/procedure_table_model.hpp"
#include "gui/report/report_figure.hpp"
#include "engine/article/classic.hpp"
#include "engine/article/comparisons.hpp"
#include "engine/article/disk_grid.hpp"
#include "gui/article/article_figure.hpp"
#include "gui/article/article_table_model.hpp"

namespace iometry::gui {
namespace {

/** What a folder lacks, on stderr: the headless export draws from summary.csv alone. */
void warnOfProblems(const ResultsFolder& folder) {
    const QString line = problemsLine(folder.problems);
    if (!line.isEmpty())
        std::fprintf(stderr, "%s: %s\n", qPrintable(QDir::toNativeSeparators(folder.dir)),
                     qPrintable(line));
}

class ReportViewText {
    Q_DECLARE_TR_FUNCTIONS(ReportViewText)
};

bool hasMethodView(const ResultsFolder& folder) {
    return folder.procedure && hasProcedureView(*folder.procedure);
}

bool offersDistribution(const ResultsFolder& folder) {
    return folder.procedure && hasDistributionView(*folder.procedure);
}

/** The engine's form of a folder the page holds (the article's comparisons read it). */
report::RunFolder runFolderOf(const ResultsFolder& f) {
    report::RunFolder run;
    run.dir = f.dir.toStdString();
    run.planName = f.planName.toStdString();
    run.rows = f.rows;
    run.bench = f.bench;
    run.plan.name = run.planName;
    run.plan.cycleAxis = f.cycleAxis.toStdString();
    run.plan.aggregate = f.aggregate.toStdString();
    for (const QString& kind : f.workerKinds) run.plan.workerKinds.push_back(kind.toStdString());
    return run;
}

/** The folder of the suite @p folder is a member of (it holds suite.json); empty if none. */
QString suiteDirOf(const ResultsFolder& folder) {
    if (folder.dir.isEmpty()) return {};
    const QDir parent = QFileInfo(folder.dir).dir();
    return QFileInfo::exists(parent.filePath(QStringLiteral("suite.json"))) ? parent.path() : QString();
}

/** The record of the suite @p folder is a member of. */
std::optional<suite::SuiteRecord> suiteRecordOf(const ResultsFolder& folder) {
    const QString dir = suiteDirOf(folder);
    if (dir.isEmpty()) return std::nullopt;
    std::string error;
    return suite::readSuiteRecord(dir.toStdString(), error);
}

/** The suite @p folder is a member of, its members' results read back. */
std::optional<article::DeviceResults> suiteOf(const ResultsFolder& folder) {
    const QString dir = suiteDirOf(folder);
    if (dir.isEmpty()) return std::nullopt;
    std::string error;
    return article::loadDeviceResults(dir.toStdString(), error);
}

/** True when @p folder's steps ran at two MTUs or more (an MTU sweep). */
bool sweptMtu(const ResultsFolder& folder) {
    std::set<int> mtus;
    for (const results::MetricRow& r : folder.rows)
        if (r.mtu) mtus.insert(*r.mtu);
    return mtus.size() > 1;
}

bool measuredHost(const ResultsFolder& folder) {
    return std::any_of(folder.rows.begin(), folder.rows.end(),
                       [](const results::MetricRow& r) { return !r.hostEmpty && r.cpuPct > 0; });
}

bool isArticleView(ReportView view) {
    return view == ReportView::PeIndex || view == ReportView::Clients || view == ReportView::Modes ||
           view == ReportView::ModesPe || view == ReportView::Peak || view == ReportView::MtuPeak ||
           view == ReportView::DiskGrid || view == ReportView::UnderLoad ||
           view == ReportView::UnderLoadDistribution;
}

/** The figure and table of an article view of @p folder (PeIndex … DiskGrid). */
std::optional<std::pair<article::Figure, article::Table>> articleView(const ResultsFolder& folder, ReportView view) {
    if (view == ReportView::PeIndex || view == ReportView::Clients || view == ReportView::MtuPeak ||
        view == ReportView::UnderLoad || view == ReportView::UnderLoadDistribution) {
        report::RunFolder run = runFolderOf(folder);
        // What samples.csv and results.json held, read once with the folder: only these views need it.
        if (view == ReportView::UnderLoad) run.timeline = folder.timeline;
        if (view == ReportView::UnderLoadDistribution) run.probeLatency = folder.probeLatency;
        const std::vector<article::DeviceRun> runs{{runLabel(folder).toStdString(), 0, &run}};
        if (view == ReportView::UnderLoad)
            return std::make_pair(article::underLoadFigure(runs.front()), article::underLoadTable(runs));
        if (view == ReportView::UnderLoadDistribution)
            return std::make_pair(article::underLoadDistributionFigure(runs), article::underLoadDistributionTable(runs));
        if (view == ReportView::PeIndex) return std::make_pair(article::peIndexFigure(runs), article::throughputTable(runs));
        if (view == ReportView::MtuPeak) return std::make_pair(article::mtuPeakFigure(runs), article::mtuPeakTable(runs));
        return std::make_pair(article::clientsFigure(runs), article::clientsTable(runs));
    }
    auto suite = suiteOf(folder);
    if (!suite) return std::nullopt;
    // The comparisons point into the results: they must outlive the figure and the table.
    const std::vector<article::DeviceResults> devices{std::move(*suite)};
    if (view == ReportView::Modes) {
        std::vector<std::optional<int>> mtus;
        const auto modes = article::modeRunsOf(devices, mtus);
        if (modes.empty()) return std::nullopt;
        return std::make_pair(article::deviceModesFigure(modes.front(), mtus.front()), article::modesTable(modes, mtus.front()));
    }
    if (view == ReportView::ModesPe) {
        std::vector<std::optional<int>> mtus;
        const auto modes = article::modeRunsOf(devices, mtus);
        if (modes.empty()) return std::nullopt;
        return std::make_pair(article::modesPeFigure(modes, mtus.front()), article::modesPeTable(modes, mtus.front()));
    }
    if (view == ReportView::Peak) {
        const auto groups = article::peakGroupsOf(devices);
        if (groups.empty()) return std::nullopt;
        const std::vector<std::string> names{devices.front().device};
        return std::make_pair(article::peakFigure(groups, names), article::peakTable(groups, names));
    }
    if (view == ReportView::DiskGrid) {
        const auto grid = article::gridDevicesOf(devices);
        if (grid.empty() || grid.front().entries.empty()) return std::nullopt;
        return std::make_pair(article::gridFigure(grid), article::gridTable(grid));
    }
    return std::nullopt;
}

/** The figure in @p plot with @p texts' title, wrapped to its width, saved as @p outFile. */
bool saveFigure(QCustomPlot* plot, const ReportTexts& texts, const QString& outFile, QString& error) {
    if (!texts.title.isEmpty())
        figure::setTitles(plot, texts.title, figure::subtitleText(plot), figure::fonts(plot));
    figure::fitTitles(plot, figure::TitleFit::Wrap);
    return saveChart(plot, outFile, error);
}

}  // namespace

std::vector<ReportView> availableViews(const ResultsFolder& folder) {
    std::vector<ReportView> views;
    if (hasMethodView(folder)) views.push_back(ReportView::Method);
    if (offersDistribution(folder)) views.push_back(ReportView::Distribution);
    views.push_back(ReportView::Throughput);
    if (report::hasProbeRows(folder.rows))
        for (ReportView v : {ReportView::UnderLoad, ReportView::UnderLoadDistribution}) views.push_back(v);
    if (!folder.procedure && !isDiskRun(folder) && !folder.rows.empty()) {
        if (!folder.cycleAxis.isEmpty()) views.push_back(ReportView::Clients);
        else if (measuredHost(folder)) views.push_back(ReportView::PeIndex);
        if (folder.cycleAxis.isEmpty() && sweptMtu(folder)) views.push_back(ReportView::MtuPeak);
    }
    // A suite's member: the figures that set its members side by side.
    // Told from the suite's record alone (its plans and statuses), not its members' results:
    // this runs each time a run's report opens, the end of every suite's among them.
    if (const auto record = suiteRecordOf(folder)) {
        std::set<article::Mode> modes;
        bool presets = false;
        int sweeps = 0;  // plain network sweeps: the peak of every test
        for (std::size_t i = 0; i < record->suite.members.size(); ++i) {
            if (record->members[i].status == suite::MemberStatus::Pending) continue;
            const model::Plan& plan = record->suite.members[i].plan;
            if (const auto mode = article::streamMode(plan)) modes.insert(*mode);
            presets = presets || article::gridTest(plan).has_value();
            sweeps += article::plainNetworkSweep(plan);
        }
        if (modes.size() > 1) {
            views.push_back(ReportView::Modes);
            if (measuredHost(folder)) views.push_back(ReportView::ModesPe);
        }
        if (sweeps > 1) views.push_back(ReportView::Peak);
        if (presets) views.push_back(ReportView::DiskGrid);
    }
    return views;
}

QString reportViewName(const ResultsFolder& folder, ReportView view) {
    switch (view) {
    case ReportView::PeIndex: return ReportViewText::tr("P/E index against the swept parameter");
    case ReportView::Clients: return ReportViewText::tr("Throughput per client count: aggregate and per pair");
    case ReportView::Modes: return ReportViewText::tr("Suite: transmit, receive and full duplex with their CPU load");
    case ReportView::ModesPe: return ReportViewText::tr("Suite: the P/E index per mode");
    case ReportView::Peak: return ReportViewText::tr("Suite: the peak throughput of every test");
    case ReportView::MtuPeak: return ReportViewText::tr("Highest throughput per MTU, with the CPU load");
    case ReportView::DiskGrid: return ReportViewText::tr("Suite: the disk presets' grid");
    case ReportView::UnderLoad: return ReportViewText::tr("Latency under load: throughput and the probes' latency against time");
    case ReportView::UnderLoadDistribution: return ReportViewText::tr("Latency under load: the probes' distribution idle and under the load");
    default: break;
    }
    if (view == ReportView::Method && folder.procedure)
        return procedureViewName(*folder.procedure);
    if (view == ReportView::Distribution && folder.procedure)
        return distributionViewName(*folder.procedure);
    if (isDiskView(folder, view)) {
        switch (reportCurves(folder.rows, folder.cycleAxis).axis) {
            case SweepAxis::Outstanding:
                return ReportViewText::tr("I/O rate and latency against outstanding I/Os");
            case SweepAxis::Workers:
                return ReportViewText::tr("I/O rate and latency against workers");
            case SweepAxis::Targets:
                return ReportViewText::tr("I/O rate and latency against targets");
            case SweepAxis::Size:
            case SweepAxis::Mtu: break;  // disk workers set no MTU
        }
        return ReportViewText::tr("I/O rate and latency against request size");
    }
    switch (reportCurves(folder.rows, folder.cycleAxis).axis) {
        case SweepAxis::Workers: return ReportViewText::tr("Throughput and CPU against workers");
        case SweepAxis::Targets: return ReportViewText::tr("Throughput and CPU against targets");
        case SweepAxis::Mtu: return ReportViewText::tr("Throughput and CPU against MTU");
        case SweepAxis::Outstanding:
            return ReportViewText::tr("Throughput and CPU against outstanding I/Os");
        case SweepAxis::Size: break;
    }
    return ReportViewText::tr("Throughput and CPU against request size");
}

bool isDiskView(const ResultsFolder& folder, ReportView view) {
    return view == ReportView::Throughput && isDiskRun(folder);
}

void drawReportView(QCustomPlot* plot, const ResultsFolder& folder, ReportView view,
                    DiskMetric metric, figure::SpreadMode spread) {
    if (isArticleView(view)) {
        const ArticleLanguage language(ArticleLanguage::ofInterface());
        if (const auto v = articleView(folder, view)) drawArticleFigure(plot, v->first, language);
        return;
    }
    if (view == ReportView::Method && hasMethodView(folder))
        drawProcedureFigure(plot, *folder.procedure, folder.planName);
    else if (view == ReportView::Distribution && offersDistribution(folder))
        drawDistributionFigure(plot, *folder.procedure, folder.planName);
    else {
        if (isDiskRun(folder))
            drawDiskFigure(plot, folder, metric, spread);
        else
            drawReportFigure(plot, folder, spread);
        // The subtitle says which aggregate the points are and what the bars show, then
        // the host and adapter facts (docs/report.md), as the compare figure's does.
        figure::setTitles(plot, figure::titleText(plot), defaultSubtitle({folder}, spread),
                          figure::fonts(plot));
    }
}

QAbstractItemModel* createReportTable(const ResultsFolder& folder, ReportView view,
                                      QObject* parent, TableUse use) {
    if (isArticleView(view)) {
        auto v = articleView(folder, view);
        return new ArticleTableModel(v ? std::move(v->second) : article::Table{}, parent);
    }
    if (view == ReportView::Method && hasMethodView(folder)) {
        auto* model = new ProcedureTableModel(parent);
        model->setSource([result = *folder.procedure] { return procedureTable(result); });
        return model;
    }
    if (view == ReportView::Distribution && offersDistribution(folder)) {
        auto* model = new ProcedureTableModel(parent);
        model->setSource([result = *folder.procedure, use] {
            return use == TableUse::File ? distributionTable(result) : distributionBins(result);
        });
        return model;
    }
    if (isDiskRun(folder)) {
        auto* model = new DiskTableModel(parent);
        model->setRows(folder.rows, folder.cycleAxis);
        return model;
    }
    auto* model = new PeTableModel(parent);
    model->setRows(folder.rows, folder.cycleAxis);
    model->setDirections(folder.toPartner, folder.toHolder);
    return model;
}

void retranslateReportTable(QAbstractItemModel* table) {
    if (auto* report = qobject_cast<ReportTableModel*>(table)) report->retranslate();
}

bool exportReport(const QString& resultsDir, const QString& outFile, const QString& viewName,
                  QString& error, const ReportTexts& texts) {
    static const std::pair<const char*, ReportView> kArticleViews[] = {
        {"pe", ReportView::PeIndex}, {"clients", ReportView::Clients}, {"modes", ReportView::Modes},
        {"modes-pe", ReportView::ModesPe}, {"peak", ReportView::Peak}, {"mtu", ReportView::MtuPeak},
        {"grid", ReportView::DiskGrid}, {"under-load", ReportView::UnderLoad},
        {"under-load-distribution", ReportView::UnderLoadDistribution}};
    const bool articleName = std::any_of(std::begin(kArticleViews), std::end(kArticleViews),
                                         [&](const auto& v) { return viewName == QLatin1String(v.first); });
    if (!viewName.isEmpty() && viewName != QLatin1String("method") &&
        viewName != QLatin1String("distribution") && viewName != QLatin1String("throughput") && !articleName) {
        error = ReportViewText::tr("Unknown view \"%1\": use method, distribution, throughput, pe, "
                                   "clients, modes, modes-pe, peak, mtu, grid, under-load or "
                                   "under-load-distribution")
                    .arg(viewName);
        return false;
    }
    auto folder = loadResultsFolder(resultsDir, error);
    if (!folder) return false;
    warnOfProblems(*folder);
    if (!texts.labels.isEmpty()) folder->label = texts.labels.front();
    ReportView view = availableViews(*folder).front();
    for (const auto& [name, v] : kArticleViews) {
        if (viewName != QLatin1String(name)) continue;
        const auto views = availableViews(*folder);
        if (std::find(views.begin(), views.end(), v) == views.end()) {
            error = ReportViewText::tr("%1 has no \"%2\" view (the P/E index needs a network "
                                       "sweep with CPU load, clients a run that cycles workers "
                                       "or targets, modes and grid a suite's member)")
                        .arg(resultsDir, viewName);
            return false;
        }
        view = v;
    }
    if (viewName == QLatin1String("throughput")) view = ReportView::Throughput;
    if (viewName == QLatin1String("method")) {
        if (!hasMethodView(*folder)) {
            error = folder->procedure
                        ? ReportViewText::tr("The procedure \"%1\" of %2 has no figure of its own")
                              .arg(folder->procedure->kind, resultsDir)
                        : ReportViewText::tr("%1 holds no procedure.json: its plan had no "
                                             "method, only the throughput view")
                              .arg(resultsDir);
            return false;
        }
        view = ReportView::Method;
    }
    if (viewName == QLatin1String("distribution")) {
        if (!offersDistribution(*folder)) {
            error = ReportViewText::tr("%1 is not the result of a latency procedure: it has no "
                                       "latency distribution")
                        .arg(resultsDir);
            return false;
        }
        view = ReportView::Distribution;
    }
    if (QFileInfo(outFile).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
        if (view == ReportView::Throughput)
            return saveText(QString::fromStdString(reportCsvOf({*folder})), outFile, error);
        QObject owner;
        return saveModelCsv(createReportTable(*folder, view, &owner, TableUse::File), outFile, error);
    }
    QCustomPlot plot;
    plot.resize(kReportFigureWidth, kReportFigureHeight);
    drawReportView(&plot, *folder, view);
    return saveFigure(&plot, texts, outFile, error);
}

std::string reportCsvOf(const std::vector<ResultsFolder>& runs) {
    std::vector<report::LabelledReport> reports;
    for (const auto& run : runs)
        reports.push_back({runLabel(run).toStdString(),
                           report::buildReport(run.rows, run.cycleAxis.toStdString())});
    return report::reportCsv(reports);
}

bool exportComparison(const QStringList& resultsDirs, const QString& outFile,
                      const QString& viewName, QString& error, const ReportTexts& texts) {
    if (!texts.labels.isEmpty() && texts.labels.size() != resultsDirs.size()) {
        error = ReportViewText::tr("%1 labels for %2 folders: give one per folder, or none")
                    .arg(texts.labels.size())
                    .arg(resultsDirs.size());
        return false;
    }
    if (resultsDirs.size() == 1)
        return exportReport(resultsDirs.front(), outFile, viewName, error, texts);
    if (resultsDirs.size() > 8) {
        error = ReportViewText::tr("A comparison holds at most 8 runs, got %1").arg(resultsDirs.size());
        return false;
    }
    if (!viewName.isEmpty() && viewName != QLatin1String("throughput")) {
        error = ReportViewText::tr("Runs are compared in the throughput view only, not \"%1\"")
                    .arg(viewName);
        return false;
    }
    std::vector<ResultsFolder> runs;
    for (const QString& dir : resultsDirs) {
        auto folder = loadResultsFolder(dir, error);
        if (!folder) return false;
        warnOfProblems(*folder);
        if (!texts.labels.isEmpty()) folder->label = texts.labels.value(static_cast<int>(runs.size()));
        runs.push_back(std::move(*folder));
    }
    labelRuns(runs);
    if (QFileInfo(outFile).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0)
        return saveText(QString::fromStdString(reportCsvOf(runs)), outFile, error);
    QCustomPlot plot;
    plot.resize(kReportFigureWidth, kReportFigureHeight);
    drawCompareFigure(&plot, runs, CompareOptions{});
    return saveFigure(&plot, texts, outFile, error);
}

}  // namespace iometry::gui
