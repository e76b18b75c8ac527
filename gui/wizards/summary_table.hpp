#pragma once
// What a wizard's summary page is made of: a table of keys and values, lists cut short in
// the middle, and the repeats line.
#include <QString>
#include <QStringList>
#include <cstdint>
#include <vector>

#include "engine/model/plan.hpp"

namespace iometry::gui {

/** The summary's repeats line: "1 (no aggregate)" or "15, combined by mean". */
QString repeatsText(const model::Plan& plan);

/** The summary's table: a bold key and its value per row (rich text). */
class SummaryTable {
public:
    void add(const QString& key, const QString& value);
    QString html() const;

private:
    QStringList m_rows;
};

/** @p values as numbers, for a list of a summary. */
QStringList numberList(const std::vector<std::int64_t>& values);

/**
 * @p items joined by ", "; when there are more than @p head + @p tail + 1, the middle ones
 * become "…" ("1, 2, 4, …, 65536"). Items keep their spaces from breaking.
 */
QString elidedList(const QStringList& items, int head = 5, int tail = 2);

}  // namespace iometry::gui
