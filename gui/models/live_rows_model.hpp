#pragma once
// The current interval, one row per scope (all, each dynamo, each worker): the table under
// the live charts.

#include <QAbstractTableModel>
#include <vector>

#include "engine/results/metrics.hpp"

namespace iometry::gui {

class LiveRowsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Scope,
        Name,
        MbitPerS,
        OpsPerS,
        CpuPct,
        LatMeanUs,
        LatP99Us,
        Errors,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    /** Shows @p rows (scope "core" rows are left out: they go to the CPU chart). */
    void setRows(const std::vector<results::MetricRow>& rows);
    const std::vector<results::MetricRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<results::MetricRow> m_rows;
};

}  // namespace iometry::gui
