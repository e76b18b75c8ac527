#pragma once
// The comparison's table (docs/report.md, "Comparing runs"): one row per point of the
// swept axis, one group of columns per run — the value the figure draws, its standard
// deviation and repeats, then CPU %, P/E index, interrupts/s, softirq % and NIC drops
// (network runs) or MB/s, mean and p99 latency (disk runs). From the engine's reports, so
// it always agrees with the figure and with `iometry-run report`.

#include <QAbstractTableModel>
#include <vector>

#include "gui/export/table_export.hpp"
#include "engine/report/report_table.hpp"
#include "gui/report/results_folder.hpp"

namespace iometry::gui {

class CompareTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    /** The cell's raw value (bytes, counts, numbers as double): sorting and copying. */
    static constexpr int SortRole = kRawValueRole;  // what sorting, export and Copy read

    explicit CompareTableModel(QObject* parent = nullptr);

    /** Replaces the table with @p runs (labels as runLabel()). */
    void setRuns(const std::vector<ResultsFolder>& runs);
    /** Tells the views that the headers read anew in the language now installed. */
    void retranslate();
    /** Columns in each run's group. */
    int groupWidth() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        double x = 0;
        QString fixed;  ///< the other axes' values of a curve, when several varied
        std::vector<const report::Point*> points;  ///< one per run; null where it has none
    };
    QVariant cell(const Row& row, int column, bool raw) const;

    std::vector<QString> m_labels;
    std::vector<report::Report> m_reports;
    std::vector<Row> m_rows;
    report::Axis m_axis = report::Axis::Size;
    bool m_disk = false;
    bool m_fixed = false;  ///< some curve has fixed values: a Series column after the axis
};

}  // namespace iometry::gui
