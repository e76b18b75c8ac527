#include "gui/recent_lists.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace iometry::gui {
namespace {

constexpr int kMaxRecentFiles = 8;
// QSettings keys: the recent plans (the key of earlier versions) and results folders.
const QString kRecentPlansKey = QStringLiteral("recentFiles");
const QString kRecentResultsKey = QStringLiteral("recentResults");

}  // namespace

RecentLists::RecentLists(QMenu* plansMenu, QMenu* resultsMenu, Open openPlan, Open openResults,
                         QWidget* window)
    : QObject(window),
      m_window(window),
      m_plans{kRecentPlansKey, plansMenu, std::move(openPlan),
              [](const QString& f) {
                  return QCoreApplication::translate(
                             "iometry::gui::MainWindow", "The plan %1 is no longer there; it is taken off the list.")
                      .arg(f);
              }},
      m_results{kRecentResultsKey, resultsMenu, std::move(openResults), [](const QString& dir) {
                    return QCoreApplication::translate(
                               "iometry::gui::MainWindow",
                               "The results folder %1 is no longer there; it is taken off the list.")
                        .arg(dir);
                }} {
    rebuild(m_plans);
    rebuild(m_results);
}

void RecentLists::addPlan(const QString& path) { add(m_plans, QFileInfo(path).absoluteFilePath()); }

void RecentLists::addResults(const QString& dir) { add(m_results, QDir(dir).absolutePath()); }

void RecentLists::add(const List& list, const QString& entry) {
    // First in the list, which is at most kMaxRecentFiles long.
    QSettings settings;
    QStringList entries = settings.value(list.key).toStringList();
    entries.removeAll(entry);
    entries.prepend(entry);
    while (entries.size() > kMaxRecentFiles) entries.removeLast();
    settings.setValue(list.key, entries);
    rebuild(list);
}

void RecentLists::rebuild(const List& list) {
    if (!list.menu) return;
    QMenu* menu = list.menu;
    menu->clear();
    const QStringList entries = QSettings().value(list.key).toStringList();
    int number = 0;
    for (const QString& entry : entries) {
        // "&1 name   /the/folder": the first nine by their digit.
        const QString shown = QDir::toNativeSeparators(entry);
        QAction* a = menu->addAction(++number <= 9 ? QStringLiteral("&%1 %2").arg(number).arg(shown) : shown);
        a->setData(entry);
        connect(a, &QAction::triggered, this, [this, &list, entry] {
            if (!QFileInfo::exists(entry)) {
                QStringList left = QSettings().value(list.key).toStringList();
                left.removeAll(entry);
                QSettings().setValue(list.key, left);
                rebuild(list);
                // The texts are the window's: they keep its translation context (translations/).
                QMessageBox box(QMessageBox::Information,
                                QCoreApplication::translate("iometry::gui::MainWindow", "Not found"),
                                list.missing(QDir::toNativeSeparators(entry)), QMessageBox::Ok, m_window);
                box.setObjectName("recentMissing");
                box.exec();
                return;
            }
            list.open(entry);
        });
    }
    menu->setEnabled(!entries.isEmpty());
}

}  // namespace iometry::gui
