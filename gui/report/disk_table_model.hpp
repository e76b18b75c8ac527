#pragma once
// The disk report's table: one row per (series, step) with the swept value, our I/O rate,
// throughput and latency, CPU and errors and, when the target sat on a block device, the
// device's own counters beside ours (docs/metrics.md, "Block devices"). Built from the
// same ReportCurves as the disk figure, so table and figure always agree.

#include <vector>

#include "gui/report/disk_report.hpp"
#include "gui/report/report_table_model.hpp"

namespace iometry::gui {

class DiskTableModel : public SeriesTableModel {
    Q_OBJECT

public:
    /** The columns; columns() gives the order they are shown in. */
    enum Column {
        Cycled,  ///< workers or targets that ran, first; only when they varied and are not Swept
        Swept,   ///< the request size, outstanding I/Os, workers or targets: the figure's x axis
        Series,  ///< only when there are several series
        Iops,
        MbPerS,
        MibPerS,
        LatMeanUs,
        LatP50Us,
        LatP99Us,
        LatMaxUs,
        ReadLatMeanUs,   ///< reads' and writes' own: only when some row timed both
        ReadLatP99Us,
        WriteLatMeanUs,
        WriteLatP99Us,
        CpuPct,
        Errors,
        DevIops,     ///< dev_read_ops_per_s + dev_write_ops_per_s; only with a device
        DevMbPerS,   ///< dev_read_mb_per_s + dev_write_mb_per_s
        DevUtilPct,  ///< dev_util_pct
        DevQueue,    ///< dev_queue
        /** What limited the step (docs/metrics.md, "What limited it"); last, and only when
         *  some row has a verdict. */
        LimitedBy,
    };
    explicit DiskTableModel(QObject* parent = nullptr);

    /** Replaces the table with the disk report of these summary rows. */
    void setRows(const std::vector<results::MetricRow>& rows, const QString& cycleAxis = {});
    void setReport(const ReportCurves& report);

    /** The columns shown, in order. */
    const std::vector<Column>& columns() const { return m_columns; }
    /** Where @p column is shown, or -1 when it is not. */
    int columnOf(Column column) const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    int tableColumns() const override { return static_cast<int>(m_columns.size()); }

private:
    /** The cell's raw value for sorting: the axis value, the series name, or the number. */
    QVariant raw(const Row& row, Column column) const;
    QString display(const Row& row, Column column) const;

    SweepAxis m_axis = SweepAxis::Size;
    SweepAxis m_cycle = SweepAxis::Workers;
    std::vector<Column> m_columns;
};

}  // namespace iometry::gui
