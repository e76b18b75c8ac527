#pragma once
// The comparison's table (docs/report.md, "Comparing runs"): one row per run at each point
// of the swept axis, the runs of a point together in the comparison's order — the value the
// figure draws, its standard deviation and repeats, then CPU %, P/E index, interrupts/s,
// softirq % and NIC drops (network runs) or MB/s, mean and p99 latency (disk runs). The
// columns stay the same however many runs there are, so eight runs read as well as two at
// 1280 px. From the engine's reports, so it always agrees with the figure and with
// `iometry-run report`.

#include <vector>

#include "engine/report/report_table.hpp"
#include "gui/report/report_table_model.hpp"
#include "gui/report/results_folder.hpp"

namespace iometry::gui {

/** The runs' labels are the user's: a switch of the language words only the headers anew. */
class CompareTableModel : public ReportTableModel {
    Q_OBJECT

public:
    explicit CompareTableModel(QObject* parent = nullptr);

    /** Replaces the table with @p runs (labels as runLabel()). */
    void setRuns(const std::vector<ResultsFolder>& runs);
    /** The column of the run's label (after the axis and, when several curves, the series). */
    int runColumn() const { return m_fixed ? 2 : 1; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    int tableRows() const override { return static_cast<int>(m_rows.size()); }
    /** The axis, the series when several, the run, then the run's values. */
    int tableColumns() const override;

private:
    struct Row {
        double x = 0;
        QString fixed;  ///< the other axes' values of a curve, when several varied
        std::size_t run = 0;  ///< index into the runs, their order the user's
        const report::Point* point = nullptr;
    };
    int fieldCount() const;
    QVariant cell(const Row& row, int column, bool raw) const;

    std::vector<QString> m_labels;
    std::vector<report::Report> m_reports;
    std::vector<Row> m_rows;
    report::Axis m_axis = report::Axis::Size;
    bool m_disk = false;
    bool m_fixed = false;  ///< some curve has fixed values: a Series column after the axis
};

}  // namespace iometry::gui
