#pragma once
// File → Import IOmeter configuration, Import fio job file and Export as fio job file: the plan
// being edited from and to other tools' files (docs/iometer-files.md, docs/fio-files.md;
// docs/architecture.md, "The workbench (gui/)").

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <string>

#include "engine/import/icf_plan.hpp"

class QWidget;

namespace iometry::gui {

class PlanDocument;

class PlanImportExport : public QObject {
    Q_OBJECT

public:
    /** Shows text() in the window's status line for timeoutMs (MainWindow::showStatus()). */
    using ShowStatus = std::function<void(std::function<QString()> text, int timeoutMs)>;
    /**
     * Imports into and exports from @p document; @p showStatus says what was done, @p maybeSave
     * asks about unsaved changes before a file replaces the plan; the dialogs are over @p window.
     */
    PlanImportExport(PlanDocument* document, ShowStatus showStatus, std::function<bool()> maybeSave,
                     QWidget* window);

    /** MainWindow::importIcf(). */
    bool importIcf(const QString& path, QString& error, QStringList& notes);
    /** MainWindow::importFio(). */
    bool importFio(const QString& path, QString& error, QStringList& notes);
    /** MainWindow::exportFio(). */
    bool exportFio(const QString& path, QString& error, QStringList& notes);

    /** File → Import IOmeter configuration…: asks for the file, imports it, says the outcome. */
    void importIcfWithDialog();
    /** File → Import fio job file…: as importIcfWithDialog(). */
    void importFioWithDialog();
    /** File → Export as fio job file…: asks where, writes it, says what fio cannot express. */
    void exportFioWithDialog();

private:
    /** An importer of another tool's file: the plan, or why not, and its notes. */
    using PlanImporter = std::function<import_icf::ImportResult(const std::string& path)>;
    /** The plan @p importer makes of @p path becomes a new, unsaved plan (importIcf, importFio). */
    bool importPlan(const PlanImporter& importer, const QString& path, QString& error,
                    QStringList& notes);
    /**
     * Asks for a file (@p dialogTitle, @p filter), imports it with @p importer and says once
     * what was not carried over (@p notesTitle) or why it was not imported (@p failTitle).
     */
    void importWithDialog(bool (PlanImportExport::*importer)(const QString&, QString&,
                                                             QStringList&),
                          const QString& dialogTitle, const QString& filter,
                          const QString& failTitle, const QString& notesTitle);

    PlanDocument* m_document;
    ShowStatus m_showStatus;
    std::function<bool()> m_maybeSave;
    QWidget* m_window;
};

}  // namespace iometry::gui
