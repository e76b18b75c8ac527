#include "gui/export/table_export.hpp"

#include <QAbstractItemModel>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QMimeData>
#include <QSaveFile>

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
    for (int c = 0; c < columns; ++c)
        fields[c] = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString().toStdString();
    text += results::csvLine(fields);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c)
            fields[c] = model->index(r, c).data(Qt::DisplayRole).toString().toStdString();
        text += results::csvLine(fields);
    }
    return QString::fromStdString(text);
}

bool saveModelCsv(const QAbstractItemModel* model, const QString& file, QString& error) {
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        error = TableExport::tr("Could not write %1: %2")
                    .arg(QDir::toNativeSeparators(file), out.errorString());
        return false;
    }
    out.write(modelToCsv(model).toUtf8());
    if (!out.commit()) {
        error = TableExport::tr("Could not write %1: %2")
                    .arg(QDir::toNativeSeparators(file), out.errorString());
        return false;
    }
    return true;
}

void copyModelToClipboard(const QAbstractItemModel* model) {
    const QString csv = modelToCsv(model);
    auto* mime = new QMimeData;
    mime->setText(csv);
    mime->setData(QStringLiteral("text/csv"), csv.toUtf8());
    QGuiApplication::clipboard()->setMimeData(mime);
}

QString tableFileFilter() {
    return TableExport::tr("CSV table (*.csv)");
}

}  // namespace iometry::gui
