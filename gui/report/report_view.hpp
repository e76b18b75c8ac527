#pragma once
// The views of a results folder on the Report page and in headless exports: the
// throughput figure with its P/E table (every run), and the figure and table of the plan's
// procedure (the network methods, gui/report/procedure_figure.hpp) when it has one.

#include <QString>
#include <QStringList>
#include <vector>

#include "gui/report/disk_report.hpp"
#include "gui/report/figure_style.hpp"
#include <string>
#include "gui/report/results_folder.hpp"

class QAbstractItemModel;
class QCustomPlot;
class QObject;

namespace iometry::gui {

enum class ReportView {
    /// throughput and CPU against request size, the P/E table; for a disk run
    /// (isDiskRun) I/O rate and latency against the swept parameter, the disk table
    Throughput,
    Method,      ///< the procedure's own figure and table
    Distribution,  ///< the method's distribution figure (model::ResultFigure::pairs) and its table
    // The figures the reviews print, as the article draws them (docs/report.md, "The article"):
    PeIndex,   ///< the P/E index against the swept parameter (a network sweep with CPU load)
    Clients,   ///< bars per client count, aggregate and per pair (a run cycling workers or targets)
    Modes,     ///< the device's transmit, receive and full duplex with their CPU load (of the suite the run is in)
    ModesPe,   ///< the P/E index per mode, the classic definition (of the suite the run is in)
    Peak,      ///< the peak throughput of every network test (of the suite the run is in)
    MtuPeak,   ///< the highest throughput per MTU, the CPU load beside it (a run that swept the MTU)
    DiskGrid,  ///< the disk presets' grid (of the suite the run is in)
    UnderLoad, ///< throughput and the probes' latency against time, and per step what the load added (a run with probes)
    UnderLoadDistribution, ///< each probe's P(latency ≥ x) idle and under the load, and its percentiles (a run with probes)
};

/** The views @p folder offers, the one shown first at the front: Method when it has one. */
std::vector<ReportView> availableViews(const ResultsFolder& folder);

/** The view's name as the page's view selector shows it. */
QString reportViewName(const ResultsFolder& folder, ReportView view);

/**
 * Draws @p view of @p folder into @p plot (replot() to show it in a widget); @p metric is
 * the left axis of a disk run's figure and is ignored otherwise.
 */
void drawReportView(QCustomPlot* plot, const ResultsFolder& folder, ReportView view,
                    DiskMetric metric = DiskMetric::Iops,
                    figure::SpreadMode spread = figure::SpreadMode::StdDev);

/**
 * The engine's report table of @p runs as CSV (engine/report/report_table.hpp, docs/report.md):
 * the table "Export table" writes for the throughput and disk views and for comparisons,
 * the same as `iometry-run report`. Labels as runLabel().
 */
std::string reportCsvOf(const std::vector<ResultsFolder>& runs);

/** True when @p view of @p folder is the disk figure, which offers a DiskMetric choice. */
bool isDiskView(const ResultsFolder& folder, ReportView view);

/** Where a table goes: the page shows some in short (binned), files hold every row. */
enum class TableUse { Screen, File };

/** The table of @p view as a new model owned by @p parent. */
QAbstractItemModel* createReportTable(const ResultsFolder& folder, ReportView view,
                                      QObject* parent, TableUse use = TableUse::Screen);

/**
 * Sets the texts of a Report table (createReportTable()'s or a CompareTableModel) again in
 * the language now installed: headers, series names. Rows, selection and sort stay.
 */
void retranslateReportTable(QAbstractItemModel* table);

/** What a headless export may set of its own (`--title`, `--label`): empty, the defaults. */
struct ReportTexts {
    QString title;       ///< the figure's title
    QStringList labels;  ///< the runs' labels, one per folder in order, or none
};

/**
 * Headless export (`iometry --report DIR --export FILE [--view NAME]`): loads
 * @p resultsDir and writes @p outFile by its extension — the figure at
 * kReportFigureWidth × kReportFigureHeight as .png (2x scale), .pdf or .svg, or the table
 * as .csv. @p viewName is "method", "distribution", "throughput", "pe", "clients", "modes",
 * "grid" or empty for the first
 * available view; a view the folder does not offer is an error. A disk run's figure shows
 * IOPS (the page's default metric). Needs a QApplication.
 * False with @p error on failure; nothing is written then.
 */
bool exportReport(const QString& resultsDir, const QString& outFile, const QString& viewName,
                  QString& error, const ReportTexts& texts = {});

/**
 * Headless export of a comparison (`iometry --report DIR --report DIR … --export FILE`):
 * the compare figure (docs/report.md, "Comparing runs") or, for .csv, reportCsvOf().
 * One folder: exportReport(). At most eight. @p texts.labels, when given, has one label
 * per folder. A title too wide for the figure is wrapped, never cut.
 */
bool exportComparison(const QStringList& resultsDirs, const QString& outFile,
                      const QString& viewName, QString& error, const ReportTexts& texts = {});

}  // namespace iometry::gui
