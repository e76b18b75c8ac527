#pragma once
// CSV out of any table model. One function builds the text; Save and Copy both use it
// (as Wireshark's I/O graph dialog does), so what is copied is what is saved.

#include <QModelIndex>
#include <QString>

class QAbstractItemModel;
class QTableView;

namespace iometry::gui {

/**
 * The raw value of a cell, as the models of the Report and Results pages give it for
 * sorting (Qt::UserRole + 1): numbers, not the text shown in the interface's language.
 */
inline constexpr int kRawValueRole = Qt::UserRole + 1;

/** A column's name in files (headerData, horizontal): not translated, C identifiers. */
inline constexpr int kColumnKeyRole = Qt::UserRole + 2;

/**
 * The model as CSV (RFC 4180, fields quoted when they hold a comma, quote or line
 * break): a header row of the columns' file names (kColumnKeyRole; their DisplayRole text
 * where a model gives none), then each row's raw
 * value (kRawValueRole: numbers in the C locale, without group separators or units)
 * where the model gives one, else its DisplayRole text; lines end in "\n". Top-level
 * rows only.
 */
QString modelToCsv(const QAbstractItemModel* model);

/** Writes modelToCsv() to @p file as UTF-8, atomically; false with @p error on failure. */
bool saveModelCsv(const QAbstractItemModel* model, const QString& file, QString& error);

/** A cell as text for CSV and the clipboard: its raw value in the C locale, else its text. */
QString rawCellText(const QModelIndex& index);

/**
 * The selected cells of @p view (all cells when none is selected; hidden columns left out) as tab-separated raw
 * values, one line per row, in the order shown: what Ctrl+C copies, ready for a
 * spreadsheet in any language.
 */
QString selectedCellsText(const QTableView* view);

/** Writes @p text to @p file as UTF-8, atomically; false with @p error on failure. */
bool saveText(const QString& text, const QString& file, QString& error);

/** The QFileDialog filter for saveModelCsv. */
QString tableFileFilter();

}  // namespace iometry::gui
