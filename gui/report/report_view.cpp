#include "gui/report/report_view.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QFileInfo>

#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "engine/report/report_table.hpp"
#include "gui/report/compare_figure.hpp"
#include "gui/report/disk_table_model.hpp"
#include "gui/report/pe_table_model.hpp"
#include "gui/report/procedure_figure.hpp"
#include "gui/report/procedure_table_model.hpp"
#include "gui/report/report_figure.hpp"

namespace iometry::gui {
namespace {

class ReportViewText {
    Q_DECLARE_TR_FUNCTIONS(ReportViewText)
};

bool hasMethodView(const ResultsFolder& folder) {
    return folder.procedure && hasProcedureView(folder.procedure->kind);
}

bool offersDistribution(const ResultsFolder& folder) {
    return folder.procedure && hasDistributionView(folder.procedure->kind);
}

}  // namespace

std::vector<ReportView> availableViews(const ResultsFolder& folder) {
    if (offersDistribution(folder))
        return {ReportView::Method, ReportView::Distribution, ReportView::Throughput};
    if (hasMethodView(folder)) return {ReportView::Method, ReportView::Throughput};
    return {ReportView::Throughput};
}

QString reportViewName(const ResultsFolder& folder, ReportView view) {
    if (view == ReportView::Method && folder.procedure)
        return procedureViewName(folder.procedure->kind);
    if (view == ReportView::Distribution && folder.procedure)
        return distributionViewName(folder.procedure->kind);
    if (isDiskView(folder, view)) {
        switch (reportCurves(folder.rows, folder.cycleAxis).axis) {
            case SweepAxis::Outstanding:
                return ReportViewText::tr("I/O rate and latency against outstanding I/Os");
            case SweepAxis::Workers:
                return ReportViewText::tr("I/O rate and latency against workers");
            case SweepAxis::Targets:
                return ReportViewText::tr("I/O rate and latency against targets");
            case SweepAxis::Size: break;
        }
        return ReportViewText::tr("I/O rate and latency against request size");
    }
    switch (reportCurves(folder.rows, folder.cycleAxis).axis) {
        case SweepAxis::Workers: return ReportViewText::tr("Throughput and CPU against workers");
        case SweepAxis::Targets: return ReportViewText::tr("Throughput and CPU against targets");
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
                                      QObject* parent) {
    if (view == ReportView::Method && hasMethodView(folder)) {
        auto* model = new ProcedureTableModel(parent);
        model->setSource([result = *folder.procedure] { return procedureTable(result); });
        return model;
    }
    if (view == ReportView::Distribution && offersDistribution(folder)) {
        auto* model = new ProcedureTableModel(parent);
        model->setSource([result = *folder.procedure] { return distributionTable(result); });
        return model;
    }
    if (isDiskRun(folder)) {
        auto* model = new DiskTableModel(parent);
        model->setRows(folder.rows, folder.cycleAxis);
        return model;
    }
    auto* model = new PeTableModel(parent);
    model->setRows(folder.rows, folder.cycleAxis);
    return model;
}

void retranslateReportTable(QAbstractItemModel* table) {
    if (auto* report = qobject_cast<ReportTableModel*>(table)) report->retranslate();
}

bool exportReport(const QString& resultsDir, const QString& outFile, const QString& viewName,
                  QString& error) {
    if (!viewName.isEmpty() && viewName != QLatin1String("method") &&
        viewName != QLatin1String("distribution") && viewName != QLatin1String("throughput")) {
        error = ReportViewText::tr("Unknown view \"%1\": use method, distribution or throughput")
                    .arg(viewName);
        return false;
    }
    const auto folder = loadResultsFolder(resultsDir, error);
    if (!folder) return false;
    ReportView view = availableViews(*folder).front();
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
        return saveModelCsv(createReportTable(*folder, view, &owner), outFile, error);
    }
    QCustomPlot plot;
    plot.resize(kReportFigureWidth, kReportFigureHeight);
    drawReportView(&plot, *folder, view);
    return saveChart(&plot, outFile, error);
}

std::string reportCsvOf(const std::vector<ResultsFolder>& runs) {
    std::vector<report::LabelledReport> reports;
    for (const auto& run : runs)
        reports.push_back({runLabel(run).toStdString(),
                           report::buildReport(run.rows, run.cycleAxis.toStdString())});
    return report::reportCsv(reports);
}

bool exportComparison(const QStringList& resultsDirs, const QString& outFile,
                      const QString& viewName, QString& error) {
    if (resultsDirs.size() == 1) return exportReport(resultsDirs.front(), outFile, viewName, error);
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
        runs.push_back(std::move(*folder));
    }
    labelRuns(runs);
    if (QFileInfo(outFile).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0)
        return saveText(QString::fromStdString(reportCsvOf(runs)), outFile, error);
    QCustomPlot plot;
    plot.resize(kReportFigureWidth, kReportFigureHeight);
    drawCompareFigure(&plot, runs, CompareOptions{});
    return saveChart(&plot, outFile, error);
}

}  // namespace iometry::gui
