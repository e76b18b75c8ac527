#pragma once
// File → Recent plans and Recent results: the plans and results folders opened last, kept in
// QSettings, and the two menus that list them (docs/architecture.md, "The workbench (gui/)").

#include <QObject>
#include <QString>
#include <functional>

class QMenu;
class QWidget;

namespace iometry::gui {

class RecentLists : public QObject {
    Q_OBJECT

public:
    using Open = std::function<void(const QString&)>;
    /**
     * Fills @p plansMenu and @p resultsMenu from QSettings; choosing an entry calls @p openPlan
     * or @p openResults. An entry whose file is gone is dropped, and a message box over
     * @p window says so.
     */
    RecentLists(QMenu* plansMenu, QMenu* resultsMenu, Open openPlan, Open openResults, QWidget* window);

    /** Puts the plan @p path first in File → Recent plans. */
    void addPlan(const QString& path);
    /** Puts the results folder @p dir first in File → Recent results. */
    void addResults(const QString& dir);

private:
    /** One list: its QSettings key, its menu, what opens an entry and what says it is gone. */
    struct List {
        QString key;
        QMenu* menu;
        Open open;
        std::function<QString(const QString&)> missing;
    };
    void add(const List& list, const QString& entry);
    void rebuild(const List& list);

    QWidget* m_window;
    List m_plans;
    List m_results;
};

}  // namespace iometry::gui
