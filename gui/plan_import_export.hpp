#pragma once
// File → Import IOmeter configuration, Import fio job file, Export as fio job file and Export as
// IOmeter configuration: the plan
// being edited from and to other tools' files (docs/iometer-files.md, docs/fio-files.md;
// docs/architecture.md, "The workbench (gui/)").

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/import/code_page.hpp"
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

    /** MainWindow::importIcf(): read as the code page set by setIcfCodePage(), or detected. */
    bool importIcf(const QString& path, QString& error, QStringList& notes);
    /** The code page the next importIcf() reads its file in; none: detected
     *  (docs/iometer-files.md, "Code pages"). */
    void setIcfCodePage(std::optional<import_icf::CodePage> codePage) { m_icfCodePage = std::move(codePage); }
    /**
     * For a file at @p path that is not UTF-8: asks which code page IOmeter's Windows wrote it
     * in, the one detected chosen first, and sets it (setIcfCodePage). @return false when the
     * user cancelled.
     */
    bool askIcfCodePage(const QString& path);
    /** MainWindow::importFio(). */
    bool importFio(const QString& path, QString& error, QStringList& notes);
    /** MainWindow::exportFio(). */
    bool exportFio(const QString& path, QString& error, QStringList& notes);
    /** MainWindow::exportIcf(): the plan as an IOmeter 1.1 configuration file. */
    bool exportIcf(const QString& path, QString& error, QStringList& notes);

    /** File → Import IOmeter configuration…: asks for the file, imports it, says the outcome. */
    void importIcfWithDialog();
    /** File → Import fio job file…: as importIcfWithDialog(). */
    void importFioWithDialog();
    /** File → Export as fio job file…: asks where, writes it, says what fio cannot express. */
    void exportFioWithDialog();
    /** File → Export as IOmeter configuration…: as exportFioWithDialog(). */
    void exportIcfWithDialog();

private:
    /** What an exporter made of the plan: the file's text, or why not, and its notes. */
    struct Exported {
        std::string text, error;
        std::vector<std::string> notes;
    };
    /** Writes what @p exporter makes of the plan being edited to @p path (exportFio, exportIcf). */
    bool exportPlan(const std::function<Exported(const model::Plan&)>& exporter, const QString& path,
                    QString& error, QStringList& notes);
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
    std::optional<import_icf::CodePage> m_icfCodePage;
};

}  // namespace iometry::gui
