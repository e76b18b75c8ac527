#pragma once
// The current interval, one row per scope (all, each dynamo, each worker): the table under
// the live charts. Every header's tool tip is the column's definition (docs/metrics.md); a
// cell with nothing measured is empty, never 0; the Limited by column says what held each
// row back (docs/metrics.md, "What limited it"). When the intervals carry a block device's counters (disk workers,
// docs/metrics.md "Block devices"), the device's columns follow ours.

#include <QAbstractTableModel>
#include <vector>

#include "engine/results/metrics.hpp"
#include "gui/export/table_export.hpp"

namespace iometry::gui {

class LiveRowsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Scope,
        Name,
        MbitPerS,  ///< Mbit/s; MB/s in a disk-only run (setDiskOnly)
        /** Of MbitPerS, what the row's ends sent and what they received (write and read
         *  Mbit/s, docs/metrics.md "Traffic"): a dynamo row holding both ends of a pair
         *  shows why it is twice the total. A disk-only run: MB/s written and read. */
        SentMbit,
        ReceivedMbit,
        OpsPerS,
        CpuPct,
        LatMeanUs,
        LatP99Us,
        Errors,
        Retransmits,  ///< TCP segments retransmitted in the interval; empty for other kinds
        /** What limited the interval's number and its warnings (docs/metrics.md, "What
         *  limited it"); the evidence in the tool tip, a warning in warningColor(). */
        LimitedBy,
        DevOpsPerS,  ///< the device's reads + writes per second; shown once a row has them
        DevMbPerS,   ///< the device's MB/s read + written
        DevUtilPct,
        DevQueue,
        ColumnCount
    };
    static constexpr int RawValueRole = kRawValueRole;  // what sorting, export and Copy read

    using QAbstractTableModel::QAbstractTableModel;

    /**
     * Shows @p rows (scope "core" rows are left out: they go to the CPU chart). The device
     * columns appear with the first row that has them and stay until the rows are cleared
     * (setRows({})), so they do not come and go between intervals.
     */
    void setRows(const std::vector<results::MetricRow>& rows);
    const std::vector<results::MetricRow>& rows() const { return m_rows; }
    /** A run of disk workers only: the throughput column shows MB/s instead of Mbit/s. */
    void setDiskOnly(bool diskOnly);
    bool diskOnly() const { return m_diskOnly; }
    /** True while the device columns are shown. */
    bool hasDeviceColumns() const { return m_devices; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<results::MetricRow> m_rows;
    bool m_diskOnly = false;
    bool m_devices = false;
};

}  // namespace iometry::gui
