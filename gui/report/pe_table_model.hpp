#pragma once
// The report's table: one row per (series, request size) with throughput, CPU and the
// reviews' performance/efficiency index beside latency and errors. Built from the same
// series as the report figure, so table and figure always agree.

#include <vector>

#include "gui/report/report_curves.hpp"
#include "gui/report/report_table_model.hpp"
#include "gui/report/results_folder.hpp"

namespace iometry::gui {

class PeTableModel : public SeriesTableModel {
    Q_OBJECT

public:
    enum Column {
        Size,
        Series,
        MbitPerS,
        MbitStddev,  ///< sample standard deviation of Mbit/s over the repeats
        Repeats,     ///< repeats behind the row (1 without repeats)
        ReadMbit,    ///< of MbitPerS, what the workers received (read_mbit_per_s)
        WriteMbit,   ///< of MbitPerS, what they sent (write_mbit_per_s): duplex's two directions
        CpuPct,
        PeIndex,  ///< pe_index as the engine wrote it; empty where no CPU was measured
        IrqPerS,
        SoftirqPct,
        NicDrops,
        Iops,
        LatMeanUs,
        LatP99Us,
        Errors,
        Retransmits,  ///< TCP segments retransmitted in the step; empty for other kinds
        /** What limited the step (docs/metrics.md, "What limited it"): the word in short,
         *  its warnings after a ⚠ in orange, the evidence in the tool tip. */
        LimitedBy,
        ColumnCount,
        /** Workers or targets that ran (summary.csv's workers column): shown first, and
         *  only when the steps ran different numbers of them (worker or target cycling). */
        Cycled = ColumnCount,
    };
    explicit PeTableModel(QObject* parent = nullptr);

    /**
     * Replaces the table with the curves of these summary rows as the figure arranges
     * them (reportCurves() with @p cycleAxis, "workers" or "targets"); a cycled run's
     * with the Cycled column first.
     */
    void setRows(const std::vector<results::MetricRow>& rows, const QString& cycleAxis = {});
    /** Rows of @p series, which the caller names (retranslate() leaves them as they are). */
    void setSeries(const std::vector<ReportSeries>& series);
    /**
     * Names the received and sent columns by the run's directions ("B → A Mbit/s", "A → B
     * Mbit/s": ResultsFolder::toHolder and toPartner); empty: "Received", "Sent".
     */
    void setDirections(const QString& toPartner, const QString& toHolder);
    /** The column shown at @p section (Cycled, Size, Series …). */
    int columnAt(int section) const;
    void clear();

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    int tableColumns() const override { return ColumnCount + (m_cycled ? 1 : 0); }

private:
    /** The cell's raw value for sorting: bytes, the series name, or the number as double. */
    QVariant raw(const Row& row, int column) const;
    QString display(const Row& row, int column) const;

    QString m_toPartner, m_toHolder;
    bool m_cycled = false;
    bool m_targets = false;  ///< the Cycled column counts targets, not workers
};

}  // namespace iometry::gui
