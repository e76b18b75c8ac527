#pragma once
// A table whose edits the plan validator judges (the Targets and Access Specifications
// pages): an edit that would add a problem is refused with the validator's words, kept as
// lastError() and said by invalidEdit(); a switch of the language words it anew.

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
