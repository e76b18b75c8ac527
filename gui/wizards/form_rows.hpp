#pragma once
// The rows of a wizard page: a choice or a field with a grey line under it that explains
// it, and a spin box of seconds.
#include <QString>
#include <QWidget>

class QAbstractButton;
class QBoxLayout;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace iometry::gui {

/**
 * Adds @p button and, under it and indented to its text, a grey line explaining it.
 * Returns that line.
 */
QLabel* addExplainedChoice(QBoxLayout* layout, QAbstractButton* button, const QString& text);

/** A grey, word-wrapped line that explains the choice above it. */
QLabel* explanationLabel(const QString& text, QWidget* parent = nullptr);

/** Adds the row @p label / @p field to @p form, and under the field a grey line @p text. */
QLabel* addExplainedRow(QFormLayout* form, const QString& label, QWidget* field,
                        const QString& text);

/**
 * Inserts the row @p label / @p field into @p form at @p row, and under the field a grey line
 * @p text. Returns the row after them.
 */
int insertExplainedRow(QFormLayout* form, int row, const QString& label, QWidget* field,
                       const QString& text);

/**
 * A spin box of whole numbers @p lo … @p hi named @p objectName, at least @p minWidth wide
 * (the seconds' width unless told).
 */
QSpinBox* integerSpinBox(int lo, int hi, int value, const QString& objectName, QWidget* parent,
                         int minWidth = 120);

/** A spin box of seconds (one decimal) named @p objectName. */
QDoubleSpinBox* secondsSpinBox(double lo, double hi, double value, const QString& objectName,
                               QWidget* parent);

}  // namespace iometry::gui
