#pragma once
// Choosing a results folder by what it holds, not by its time stamp: each run under the
// results folder is listed with its plan's name, when it started, its method, steps and
// workers, and the plan's description (from plan.json, bench.json, results.json and
// summary.csv). The same two-line look as Open example… (TitledItemDelegate).

#include <QDateTime>
#include <QDialog>
#include <QString>
#include <QStyledItemDelegate>
#include <vector>

class QListWidget;

namespace iometry::gui {

/** A list item's second, lighter line: the title is Qt::DisplayRole (drawn bold). */
inline constexpr int kDescriptionRole = Qt::UserRole + 20;

/** Draws an item's DisplayRole in bold and its kDescriptionRole under it, wrapped, in the
 *  palette's lighter text colour. */
class TitledItemDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

/** What the picker shows of one results folder. */
struct ResultsFolderSummary {
    QString dir;
    QString title;        ///< the plan's name; the folder's name without one
    QDateTime started;    ///< bench.json's "started"; the folder's time when it has none
    QString description;  ///< method, steps, workers, how it ended; the plan's description
};

/** Reads the files of @p dir for the picker (never fails: what is missing is left out). */
ResultsFolderSummary describeResultsFolder(const QString& dir);

/** The results folders (those holding summary.csv) right under @p root, newest first. */
std::vector<ResultsFolderSummary> resultsFoldersIn(const QString& root);

class ResultsPicker : public QDialog {
    Q_OBJECT

public:
    ResultsPicker(const QString& root, const QString& title, QWidget* parent = nullptr);
    /** The folder chosen (after exec() returned Accepted). */
    QString chosen() const { return m_chosen; }
    QListWidget* list() const { return m_list; }

    /** Shows the picker for the folders under @p root; empty when the user cancelled. */
    static QString choose(QWidget* parent, const QString& root, const QString& title);

private:
    QListWidget* m_list;
    QString m_root;
    QString m_chosen;
};

}  // namespace iometry::gui
