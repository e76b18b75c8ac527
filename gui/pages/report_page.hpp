#pragma once
// Report: the figure of a finished run above its table, each with its export. Every run
// has the throughput view (throughput and CPU against request size, the P/E table; for a
// run of disk workers only, IOPS or MB/s and latency against the swept parameter with the
// device's counters in the table, gui/report/disk_report.hpp); a run
// of a network method (udp_ramp, rate_search, fine_sweep, adapter_delay, ramp) shows the
// method's own figure and table first (gui/report/report_view.hpp). Opens any results
// folder, so older runs and runs made with iometry-run can be reviewed too.

#include <QWidget>
#include <vector>

#include "engine/results/metrics.hpp"
#include "gui/report/report_view.hpp"
#include "gui/report/results_folder.hpp"

class QAbstractItemModel;
class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;

namespace iometry::gui {

class ReportPage : public QWidget {
    Q_OBJECT

public:
    explicit ReportPage(QWidget* parent = nullptr);

    /** Loads a results folder and shows it; false with @p error (nothing changes) if not. */
    bool openResults(const QString& dir, QString& error);
    /**
     * Shows the rows of a run that just finished; its procedure.json is read from
     * @p resultsDir when the run wrote one there.
     */
    void showRows(const QString& planName, const std::vector<results::MetricRow>& rows,
                  const QString& resultsDir = QString());

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
    /** Copies the table, in the order shown, to the clipboard as CSV. */
    void copyTable();

private:
    void display(const ResultsFolder& results);
    void showView(std::size_t index);
    void redrawFigure();
    QString exportDir() const;

    ResultsFolder m_results;
    bool m_loaded = false;
    std::vector<ReportView> m_views;

    QLabel* m_source;
    QComboBox* m_viewBox;
    QComboBox* m_metricBox;  ///< IOPS or MB/s, shown with the disk figure only
    QPushButton* m_openButton;
    QPushButton* m_figureButton;
    QPushButton* m_tableButton;
    QStackedWidget* m_stack;
    QLabel* m_emptyLabel;
    QCustomPlot* m_plot;
    QTableView* m_view;
    QAbstractItemModel* m_model = nullptr;
    QSortFilterProxyModel* m_sorted;
};

}  // namespace iometry::gui
