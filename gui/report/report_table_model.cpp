#include "gui/report/report_table_model.hpp"

#include "gui/text_format.hpp"

#include "gui/language.hpp"

namespace iometry::gui {

void ReportTableModel::retranslate() {
    renameRows();
    retranslateModel(this);
}

int ReportTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : tableRows();
}

int ReportTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : tableColumns();
}

QVariant ReportTableModel::alignment(bool text) {
    return text ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
}

QString ReportTableModel::fixed(double v, int decimals) { return formatNumber(v, decimals); }

void SeriesTableModel::fillRows(const std::vector<ReportSeries>& series) {
    m_rows.clear();
    m_source.clear();
    m_cycleAxis.clear();
    for (const auto& s : series)
        for (const auto& r : s.rows) m_rows.push_back({s.name, r});
}

void SeriesTableModel::keepSource(const std::vector<results::MetricRow>& rows,
                                  const QString& cycleAxis) {
    m_source = rows;
    m_cycleAxis = cycleAxis;
}

void SeriesTableModel::renameRows() {
    renameSeries(m_rows, m_source, m_cycleAxis);
}

}  // namespace iometry::gui
