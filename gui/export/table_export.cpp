#include "gui/export/table_export.hpp"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>
#include <QItemSelectionModel>
#include <QTableView>
#include <algorithm>

#include "engine/results/csv.hpp"

namespace iometry::gui {

namespace {

class TableExport {
    Q_DECLARE_TR_FUNCTIONS(TableExport)
};

}  // namespace

QString modelToCsv(const QAbstractItemModel* model) {
    if (!model)
        return {};
    const int columns = model->columnCount();
    const int rows = model->rowCount();
    std::string text;
    std::vector<std::string> fields(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        QString name = model->headerData(c, Qt::Horizontal, kColumnKeyRole).toString();
        if (name.isEmpty()) name = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        fields[c] = name.toStdString();
    }
    text += results::csvLine(fields);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c)
            fields[c] = rawCellText(model->index(r, c)).toStdString();
        text += results::csvLine(fields);
    }
    return QString::fromStdString(text);
}

QString rawCellText(const QModelIndex& index) {
    const QVariant raw = index.data(kRawValueRole);
    switch (raw.typeId()) {
        case QMetaType::Double:
        case QMetaType::Float:
            // QString::number always writes the C locale; 'g' with 12 digits keeps the value.
            return QString::number(raw.toDouble(), 'g', 12);
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Long:
        case QMetaType::ULong:
            return raw.toString();
        case QMetaType::QString:
            return raw.toString();
        default:
            break;
    }
    return index.data(Qt::DisplayRole).toString();
}

QString selectedCellsText(const QTableView* view) {
    const QAbstractItemModel* model = view ? view->model() : nullptr;
    if (!model) return {};
    QModelIndexList cells = view->selectionModel() ? view->selectionModel()->selectedIndexes()
                                                   : QModelIndexList();
    if (cells.isEmpty())
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) cells << model->index(r, c);
    // What the view hides (a column the run cannot fill) is not copied.
    cells.removeIf([view](const QModelIndex& cell) { return view->isColumnHidden(cell.column()); });
    std::sort(cells.begin(), cells.end(), [](const QModelIndex& a, const QModelIndex& b) {
        return a.row() != b.row() ? a.row() < b.row() : a.column() < b.column();
    });
    QString text;
    int row = -1;
    for (const QModelIndex& cell : cells) {
        if (cell.row() != row) {
            if (row >= 0) text += QLatin1Char('\n');
            row = cell.row();
        } else {
            text += QLatin1Char('\t');
        }
        QString value = rawCellText(cell);
        value.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
        text += value;
    }
    if (!text.isEmpty()) text += QLatin1Char('\n');
    return text;
}

bool saveText(const QString& text, const QString& file, QString& error) {
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        error = TableExport::tr("Could not write %1: %2")
                    .arg(QDir::toNativeSeparators(file), out.errorString());
        return false;
    }
    out.write(text.toUtf8());
    if (!out.commit()) {
        error = TableExport::tr("Could not write %1: %2")
                    .arg(QDir::toNativeSeparators(file), out.errorString());
        return false;
    }
    return true;
}

bool saveModelCsv(const QAbstractItemModel* model, const QString& file, QString& error) {
    return saveText(modelToCsv(model), file, error);
}

QString tableFileFilter() {
    return TableExport::tr("CSV table (*.csv)");
}

}  // namespace iometry::gui
