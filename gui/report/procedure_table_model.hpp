#pragma once
// A procedure's table (procedureTable()) as a Qt model for the Report page: numbers with
// their column's decimals in the interface's locale, null as a dash, booleans as yes/no;
// SortRole gives the raw value so sorting goes by number.

#include <QAbstractTableModel>
#include <functional>

#include "gui/export/table_export.hpp"
#include "gui/report/procedure_result.hpp"

namespace iometry::gui {

class ProcedureTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    static constexpr int SortRole = kRawValueRole;  // what sorting, export and Copy read

    explicit ProcedureTableModel(QObject* parent = nullptr);

    void setTable(ProcedureTable table);
    /**
     * The table @p build gives, built again by retranslate(): its headers are translated
     * when it is built.
     */
    void setSource(std::function<ProcedureTable()> build);
    /** Rebuilds a setSource() table in the language now installed and tells the views. */
    void retranslate();
    const ProcedureTable& tableData() const { return m_table; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    ProcedureTable m_table;
    std::function<ProcedureTable()> m_build;  ///< setSource()'s; empty after setTable()
};

}  // namespace iometry::gui
