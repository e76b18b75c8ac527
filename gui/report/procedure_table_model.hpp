#pragma once
// A procedure's table (procedureTable()) as a Qt model for the Report page: numbers with
// their column's decimals in the interface's locale, null as a dash, booleans as yes/no;
// SortRole gives the raw value so sorting goes by number.

#include <functional>

#include "gui/report/procedure_result.hpp"
#include "gui/report/report_table_model.hpp"

namespace iometry::gui {

class ProcedureTableModel : public ReportTableModel {
    Q_OBJECT

public:
    explicit ProcedureTableModel(QObject* parent = nullptr);

    void setTable(ProcedureTable table);
    /**
     * The table @p build gives, built again by retranslate(): its headers are translated
     * when it is built.
     */
    void setSource(std::function<ProcedureTable()> build);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    int tableRows() const override { return static_cast<int>(m_table.rows.size()); }
    int tableColumns() const override { return static_cast<int>(m_table.columns.size()); }
    /** A setSource() table is built again: the same result gives the same rows and columns. */
    void renameRows() override;

private:
    ProcedureTable m_table;
    std::function<ProcedureTable()> m_build;  ///< setSource()'s; empty after setTable()
};

}  // namespace iometry::gui
