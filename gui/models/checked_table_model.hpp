#pragma once
// A table whose edits the plan validator judges (the Targets and Access Specifications
// pages): an edit that would add a problem is refused with the validator's words, kept as
// lastError() and said by invalidEdit(); a switch of the language words it anew. The table
// keeps at least one row.

#include <QAbstractTableModel>
#include <QPersistentModelIndex>
#include <QString>
#include <functional>

namespace iometry::gui {

class CheckedTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    /** Why @p value would be refused in @p index, or an empty string; changes nothing. */
    virtual QString checkEdit(const QModelIndex& index, const QVariant& value) const = 0;
    /** A cell is selectable, and editable where isEditable() says so. */
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /** Makes the edit, or refuses a bad value (returns false, lastError() and invalidEdit() say why). */
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) final;
    /** Adds rows (addRows()) while the table takes any (takesRows()). */
    bool insertRows(int row, int count, const QModelIndex& parent = {}) final;
    /** Removes the rows, but refuses to remove every one (false; lastError() says why). */
    bool removeRows(int row, int count, const QModelIndex& parent = {}) final;
    /** The reason of the last refused edit; empty after an accepted one. */
    QString lastError() const { return m_lastError; }
    /**
     * For a switch of the language (Settings → Language): words the last refusal anew and
     * has the views read every header and cell again, in the language of the moment.
     */
    void retranslate();

Q_SIGNALS:
    void invalidEdit(const QString& reason);

protected:
    /** A cell of this table (quietly false for the invalid index views like to ask about). */
    bool isCell(const QModelIndex& index) const {
        return index.isValid() && index.model() == this && !index.parent().isValid() &&
               index.row() < rowCount() && index.column() < columnCount();
    }
    /** True when the cell @p index can be edited. */
    virtual bool isEditable(const QModelIndex& index) const {
        (void)index;
        return true;
    }
    /**
     * The edit of @p value in @p index, an editable cell: why it is refused, or an empty
     * string and @p apply set to what makes it (setData()).
     */
    virtual QString prepareEdit(const QModelIndex& index, const QVariant& value,
                                std::function<void()>& apply) = 0;
    /** False while the table cannot take rows (nothing to add them to). */
    virtual bool takesRows() const { return true; }
    /** Inserts @p count rows before @p row (insertRows()). */
    virtual void addRows(int row, int count) = 0;
    /** Why the table keeps a row ("workers: must not be empty …"), in the current language. */
    virtual QString emptyRefusal() const = 0;
    /** Removes the rows @p row … @p row + @p count - 1, at least one staying (removeRows()). */
    virtual void eraseRows(int row, int count) = 0;

    /** Refuses with @p reason; @p again words it anew, in the language of the moment. */
    void refuse(const QString& reason, std::function<QString()> again);
    /**
     * True (and the edit refused) when @p reason is not empty: the edit of @p value in
     * @p index, checked again at each switch of the language (the same words while the
     * table is unchanged, none once the edit would be accepted).
     */
    bool refused(const QModelIndex& index, const QVariant& value, const QString& reason);
    /** An edit was accepted: no refusal stands. */
    void accepted() { m_lastError.clear(); }

private:
    QString m_lastError;
    std::function<QString()> m_refusal;  ///< says m_lastError again, in the current language
};

}  // namespace iometry::gui
