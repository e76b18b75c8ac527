#pragma once
// What the Report page's tables share: they are read only; SortRole gives a cell's raw
// value, which sorting, CSV export and Copy read; text is aligned left and numbers right;
// a switch of the language reads them anew (retranslate()). The tables of one run's summary
// rows by series (the P/E and disk tables) also share their rows and their series' names.

#include <QAbstractTableModel>
#include <QString>
#include <vector>

#include "engine/results/metrics.hpp"
#include "gui/export/table_export.hpp"
#include "gui/report/report_curves.hpp"

namespace iometry::gui {

class ReportTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    /** The cell's raw value (bytes, counts, names, numbers as double). */
    static constexpr int SortRole = kRawValueRole;  // what sorting, export and Copy read

    /** Reads the table anew in the language now installed and tells the views. */
    void retranslate();

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;

protected:
    using QAbstractTableModel::QAbstractTableModel;

    /** The rows and columns of the table (rowCount(), columnCount()). */
    virtual int tableRows() const = 0;
    virtual int tableColumns() const = 0;
    /** What a switch of the language changes besides what data() and headerData() word. */
    virtual void renameRows() {}

    /** A cell's or header's alignment: text to the left, numbers to the right. */
    static QVariant alignment(bool text);
    /** @p v with @p decimals as the screen shows numbers (formatNumber()); files and Copy
     *  read SortRole's raw value instead. */
    static QString fixed(double v, int decimals);
};

/** A table of one run's summary rows, by series (reportCurves()). */
class SeriesTableModel : public ReportTableModel {
    Q_OBJECT

protected:
    using ReportTableModel::ReportTableModel;

    struct Row {
        QString series;
        results::MetricRow metrics;
    };

    /** One row per (series, summary row) of @p series, in order; no source kept. */
    void fillRows(const std::vector<ReportSeries>& series);
    /** The summary rows the series were made of, to name them anew in another language. */
    void keepSource(const std::vector<results::MetricRow>& rows, const QString& cycleAxis);
    int tableRows() const override { return static_cast<int>(m_rows.size()); }
    /** The series' names, in the language now installed (rows kept by keepSource() only). */
    void renameRows() override;

    std::vector<Row> m_rows;

private:
    std::vector<results::MetricRow> m_source;
    QString m_cycleAxis;
};

}  // namespace iometry::gui
