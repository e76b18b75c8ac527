#pragma once
// Report: the figure of a finished run (throughput and CPU against request size) above
// its P/E table, each with its export. Opens any results folder, so older runs and runs
// made with iometry-run can be reviewed too.

#include <QWidget>
#include <vector>

#include "engine/results/metrics.hpp"
#include "gui/report/results_folder.hpp"

class QAbstractItemModel;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;

namespace iometry::gui {

class PeTableModel;

class ReportPage : public QWidget {
    Q_OBJECT

public:
    explicit ReportPage(QWidget* parent = nullptr);

    /** Loads a results folder and shows it; false with @p error (nothing changes) if not. */
    bool openResults(const QString& dir, QString& error);
    /** Shows summary rows that did not come from a folder (a run that just finished). */
    void showRows(const QString& planName, const std::vector<results::MetricRow>& rows);

    QCustomPlot* figure() const;
    /** The P/E table (a PeTableModel), in its own row order. */
    QAbstractItemModel* table() const;
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
    QString exportDir() const;

    ResultsFolder m_results;
    bool m_loaded = false;

    QLabel* m_source;
    QPushButton* m_openButton;
    QPushButton* m_figureButton;
    QPushButton* m_tableButton;
    QStackedWidget* m_stack;
    QLabel* m_emptyLabel;
    QCustomPlot* m_plot;
    QTableView* m_view;
    PeTableModel* m_model;
    QSortFilterProxyModel* m_sorted;
};

}  // namespace iometry::gui
