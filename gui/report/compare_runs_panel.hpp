#pragma once
// The comparison's runs on the Report page (docs/report.md, "Comparing runs"): a list of
// the runs compared (the label, editable, and the folder) with Up, Down, Remove, Save
// comparison… and Open comparison…. The panel keeps no runs: it shows the runs the page
// gives it and says what the user asked for; the page changes its runs and shows them again.

#include <QWidget>
#include <vector>

#include "gui/report/results_folder.hpp"

class QDropEvent;
class QMimeData;
class QPushButton;
class QTableWidget;

namespace iometry::gui {

class CompareRunsPanel : public QWidget {
    Q_OBJECT

public:
    explicit CompareRunsPanel(QWidget* parent = nullptr);

    /** Shows @p runs, a row each: the label (runLabel()) and the folder. */
    void showRuns(const std::vector<ResultsFolder>& runs);
    /** The height that shows up to four runs: what the panel takes when it appears. */
    int openingHeight() const;

    /** True when @p mime carries a row dragged within the run list. */
    static bool carriesRow(const QMimeData* mime);
    /**
     * Takes the drop of a row dragged within the run list, received by @p receiver (the
     * page, an ancestor of the panel: folders from a file manager land there too). Dropped
     * on a row, the run takes that row's place; above the first or below the last, it goes
     * first or last (moveRequested()). False, the event untouched, when it carries no row.
     */
    bool dropRow(QDropEvent* event, const QWidget* receiver);

Q_SIGNALS:
    void removeRequested(int row);
    void moveRequested(int from, int to);
    /** The user renamed run @p row; @p label trimmed (empty: the plan's name). */
    void labelEdited(int row, const QString& label);
    void saveRequested();
    void openRequested();

private:
    void updateTips();

    QTableWidget* m_list;
    // Made in the order Tab visits them.
    QPushButton* m_save;
    QPushButton* m_open;
    QPushButton* m_remove;
    QPushButton* m_up;
    QPushButton* m_down;
};

}  // namespace iometry::gui
