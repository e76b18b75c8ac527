#pragma once
// The views of a results folder on the Report page and in headless exports: the
// throughput figure with its P/E table (every run), and the figure and table of the plan's
// procedure (the network methods, gui/report/procedure_figure.hpp) when it has one.

#include <QString>
#include <vector>

#include "gui/report/results_folder.hpp"

class QAbstractItemModel;
class QCustomPlot;
class QObject;

namespace iometry::gui {

enum class ReportView {
    Throughput,  ///< throughput and CPU against request size, the P/E table
    Method,      ///< the procedure's own figure and table
    Distribution,  ///< a latency procedure's P(RTT ≥ x) per size, and its points as a table
};

/** The views @p folder offers, the one shown first at the front: Method when it has one. */
std::vector<ReportView> availableViews(const ResultsFolder& folder);

/** The view's name as the page's view selector shows it. */
QString reportViewName(const ResultsFolder& folder, ReportView view);

/** Draws @p view of @p folder into @p plot (replot() to show it in a widget). */
void drawReportView(QCustomPlot* plot, const ResultsFolder& folder, ReportView view);

/** The table of @p view as a new model owned by @p parent. */
QAbstractItemModel* createReportTable(const ResultsFolder& folder, ReportView view,
                                      QObject* parent);

/**
 * Headless export (`iometry --report DIR --export FILE [--view NAME]`): loads
 * @p resultsDir and writes @p outFile by its extension — the figure at
 * kReportFigureWidth × kReportFigureHeight as .png (2x scale), .pdf or .svg, or the table
 * as .csv. @p viewName is "method", "distribution", "throughput" or empty for the first
 * available view; a view the folder does not offer is an error. Needs a QApplication.
 * False with @p error on failure; nothing is written then.
 */
bool exportReport(const QString& resultsDir, const QString& outFile, const QString& viewName,
                  QString& error);

}  // namespace iometry::gui
