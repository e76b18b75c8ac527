#pragma once
// CSV out of any table model. One function builds the text; Save and Copy both use it
// (as Wireshark's I/O graph dialog does), so what is copied is what is saved.

#include <QString>

class QAbstractItemModel;

namespace iometry::gui {

/**
 * The model as CSV (RFC 4180, fields quoted when they hold a comma, quote or line
 * break): a header row from headerData(Horizontal, DisplayRole), then each row's
 * DisplayRole text, lines ending in "\n". Top-level rows only.
 */
QString modelToCsv(const QAbstractItemModel* model);

/** Writes modelToCsv() to @p file as UTF-8, atomically; false with @p error on failure. */
bool saveModelCsv(const QAbstractItemModel* model, const QString& file, QString& error);

/** Puts modelToCsv() on the clipboard, as plain text and as text/csv. */
void copyModelToClipboard(const QAbstractItemModel* model);

/** The QFileDialog filter for saveModelCsv. */
QString tableFileFilter();

}  // namespace iometry::gui
