#pragma once
// Report: the figure of a finished run above its table, each with its export. Every run
// has the throughput view (throughput and CPU against request size, the P/E table; for a
// run of disk workers only, IOPS or MB/s and latency against the swept parameter with the
// device's counters in the table, gui/report/disk_report.hpp); a run
// of a network method (udp_ramp, rate_search, fine_sweep, adapter_delay, ramp) shows the
// method's own figure and table first (gui/report/report_view.hpp). Opens any results
// folder, so older runs and runs made with iometry-run can be reviewed too.

#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

#include "engine/report/comparison_file.hpp"
#include "engine/results/metrics.hpp"
#include "gui/report/compare_figure.hpp"
#include "gui/report/report_view.hpp"
#include "gui/report/results_folder.hpp"
#include "gui/widgets/elided_label.hpp"

class QAbstractItemModel;
class QComboBox;
class QCustomPlot;
class QLabel;
class QDragEnterEvent;
class QDropEvent;
class QPushButton;
class QSplitter;
class QStackedWidget;

namespace iometry::gui {

class CompareRunsPanel;
class FigureOptionsBar;
class NoResultsNote;
class PendingResultsBar;
class ReportTableView;

class ReportPage : public QWidget {
    Q_OBJECT

public:
    explicit ReportPage(QWidget* parent = nullptr);

    /** Loads a results folder and shows it alone; false with @p error (nothing changes) if not. */
    bool openResults(const QString& dir, QString& error);
    /** What the user chose when results are opened over a comparison they built. */
    enum class OverComparison { Add, Replace, Cancel };
    /**
     * Opens a results folder the user chose (Open results…, recent results): over a
     * comparison it first asks (askOverComparison()) whether to add it, replace the
     * comparison or leave things as they are, so a built comparison is never lost
     * unasked. False with @p error when it could not be read; false and no error when the
     * user cancelled.
     */
    bool openResultsAsked(const QString& dir, QString& error);
    /** The question openResultsAsked() puts (a message box; tests answer it themselves). */
    void setAskOverComparison(std::function<OverComparison(int runs)> ask) { m_askOverComparison = std::move(ask); }
    /**
     * Adds a results folder to the comparison (docs/report.md, "Comparing runs"): with two
     * or more runs the page shows them in one figure and one table. At most kMaxRuns.
     * False with @p error (nothing changes) if it cannot be read.
     */
    bool addResults(const QString& dir, QString& error);
    /** Removes run @p index of the comparison. */
    void removeRun(int index);
    /** Moves run @p from of the comparison to @p to: the figure and the table follow. */
    void moveRun(int from, int to);
    /** The runs shown, in order (one when not comparing). */
    const std::vector<ResultsFolder>& runs() const { return m_runs; }
    /** Renames run @p index in the figure and table (the plan's name when @p label is empty). */
    void setRunLabel(int index, const QString& label);
    /** Saves the comparison (folders, labels, choices) as JSON; false with @p error. */
    bool saveComparison(const QString& file, QString& error) const;
    /** Opens a comparison file saved by saveComparison(); false with @p error. */
    bool openComparison(const QString& file, QString& error);
    /** Error bars: standard deviation or lowest to highest repeat. */
    void setSpreadMode(figure::SpreadMode mode);
    void setSecondAxis(SecondAxis axis);
    /** Replaces the figure's title and subtitle (empty: the defaults) for view and export. */
    void setFigureTitles(const QString& title, const QString& subtitle);
    /** The table as the CSV "Export table" writes (docs/report.md): raw numbers, C locale. */
    QString tableCsv() const;
    /** Selected cells of the table as tab-separated raw numbers (what Ctrl+C copies). */
    QString selectionText() const;

    static constexpr int kMaxRuns = static_cast<int>(report::kMaxComparedRuns);
    /** Where runs write their results folders: the pickers list that folder's runs. */
    void setResultsRoot(std::function<QString()> root) { m_resultsRoot = std::move(root); }
    /**
     * Shows the rows of a run that just finished; its procedure.json is read from
     * @p resultsDir when the run wrote one there.
     */
    void showRows(const QString& planName, const std::vector<results::MetricRow>& rows,
                  const QString& resultsDir = QString());

    /**
     * Shows a loaded folder; the same run again (a step more) keeps the view the user chose.
     * While a comparison is shown it stays: the folder waits (pendingResults()) behind a
     * line with a button that shows it.
     */
    void showFolder(const ResultsFolder& folder);
    /** Results that came while a comparison was shown, not yet shown; null when none. */
    const ResultsFolder* pendingResults() const { return m_pending ? &*m_pending : nullptr; }
    /** Shows the pending results in place of the comparison. */
    void showPending();

    QCustomPlot* figure() const;
    /** The table of the view shown, in its own row order. */
    QAbstractItemModel* table() const;
    /** The views the loaded results offer, the one shown first at the front. */
    const std::vector<ReportView>& views() const { return m_views; }
    ReportView currentView() const;
    /** Shows @p view of the loaded results (ignored when they do not offer it). */
    void setView(ReportView view);
    /** The left axis of a disk run's figure (IOPS until the user picks MB/s). */
    DiskMetric diskMetric() const;
    /** Redraws a disk run's figure with @p metric (kept for the next disk run too). */
    void setDiskMetric(DiskMetric metric);
    /** True once something was loaded; until then the page explains what to do. */
    bool hasResults() const { return m_loaded; }

public Q_SLOTS:
    /** Asks for a file and saves the figure as PNG (2x), PDF or SVG at print size. */
    void exportFigure();
    /** Asks for a file and saves the table, in the order shown, as CSV. */
    void exportTable();
    /** Asks for a results folder and opens it, telling the user if it cannot be read. */
    void chooseResults();
    /** Copies the selected cells (all when none) as tab-separated raw numbers. */
    void copyTable();
    /** Asks for results folders and adds them to the comparison. */
    void chooseComparison();
    /** Asks for a file and saves / opens the comparison. */
    void saveComparisonAs();
    void chooseComparisonFile();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void display(const ResultsFolder& results);
    void displayRuns();
    void refreshRunList();
    /** The texts made from the loaded runs, in the language now installed. */
    void updateViewNames();
    void updateSource();
    /** The view box's tool tip: the view's whole name (the box may shorten it), then what it is. */
    void updateViewTip();
    void updatePending();
    bool comparing() const { return m_runs.size() > 1; }
    void applyTitles(QCustomPlot* plot) const;
    /** The figure of the view shown with the user's titles (for the page and exports). */
    void drawCurrent(QCustomPlot* plot) const;
    /** The same with the figure's own titles. */
    void drawDefault(QCustomPlot* plot) const;
    /** Draws the page's figure, notes its own titles and shows them in the fields. */
    void drawFigure();
    /** Shows the figure's titles cut to the plot's width (whole in its tooltip). */
    void fitTitlesToPlot();
    void showView(std::size_t index);
    void redrawFigure();
    QString exportDir() const;
    /** The folder whose runs the pickers list. */
    QString resultsRoot() const;

    /** The run shown, or the first of a comparison (the folder exports start in). */
    const ResultsFolder& first() const;

    std::vector<ResultsFolder> m_runs;
    std::function<QString()> m_resultsRoot;
    std::function<OverComparison(int runs)> m_askOverComparison;
    CompareOptions m_compare;
    QString m_shownTitle, m_shownSubtitle;  ///< the titles drawn, whole (the plot may cut them)
    bool m_loaded = false;
    std::vector<ReportView> m_views;
    std::optional<ReportView> m_chosenView;  ///< the view the user picked for the run shown
    std::optional<ResultsFolder> m_pending;  ///< new results kept back while comparing

    // The widgets, made in the order Tab visits the controls among them.
    ElidedLabel* m_source;  ///< the folder's name or the runs compared, elided in the middle
    /** What limited the run's steps, per curve (docs/metrics.md, "What limited it"): under
     *  the bar, for the figures of one run's throughput; hidden otherwise. */
    QLabel* m_verdict;
    /** Its text for the runs shown, in the window's language: made when they or the language
     *  change, not at each redraw (a keystroke in the title box redraws). */
    std::optional<QString> m_verdictText;
    QLabel* m_problems;  ///< what a folder lacks (a damaged plan.json, …): hidden when nothing
    QComboBox* m_viewBox;
    QComboBox* m_metricBox;  ///< IOPS or MB/s, shown with the disk figure only
    FigureOptionsBar* m_options;  ///< titles, error bars, right axis
    QSplitter* m_outer;  ///< the comparison's runs above the figure and table
    QPushButton* m_openButton;
    QPushButton* m_figureButton;
    QPushButton* m_tableButton;
    QStackedWidget* m_stack;
    NoResultsNote* m_emptyNote;
    QCustomPlot* m_plot;
    ReportTableView* m_view;
    QAbstractItemModel* m_model = nullptr;
    PendingResultsBar* m_pendingBar;  ///< "New results: …" with a Show button, while comparing
    QPushButton* m_addButton;
    CompareRunsPanel* m_runsPanel;  ///< the comparison's runs: label (editable), folder
};

}  // namespace iometry::gui
