#include "gui/main_window.hpp"

// The plan document's file actions: New, Open, Open example, Save, Save as and the question
// about unsaved changes; opening a results folder and exporting the Results page's table; File →
// Import and Export forward to PlanImportExport (docs/architecture.md, "The workbench (gui/)").

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "engine/results/csv.hpp"
#include "engine/results/run_folder.hpp"
#include "gui/dialogs/example_chooser.hpp"
#include "gui/dialogs/example_texts.hpp"
#include "gui/export/table_export.hpp"
#include "gui/models/live_rows_model.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/plan_import_export.hpp"
#include "gui/recent_lists.hpp"
#include "gui/settings.hpp"

namespace iometry::gui {
namespace {

// The folders file dialogs were last left in, one per kind of file (Settings::lastFolder()).
const QString kPlanFolder = QStringLiteral("plans");
const QString kTableFolder = QStringLiteral("tables");

}  // namespace

bool MainWindow::importIcf(const QString& path, QString& error, QStringList& notes) {
    return m_planFiles->importIcf(path, error, notes);
}

bool MainWindow::importFio(const QString& path, QString& error, QStringList& notes) {
    return m_planFiles->importFio(path, error, notes);
}

bool MainWindow::exportFio(const QString& path, QString& error, QStringList& notes) {
    return m_planFiles->exportFio(path, error, notes);
}

bool MainWindow::exportIcf(const QString& path, QString& error, QStringList& notes) {
    return m_planFiles->exportIcf(path, error, notes);
}

void MainWindow::openPlanFromUser() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open test plan"),
                                                      Settings::lastFolder(kPlanFolder),
                                                      tr("Iometry plans (*.json)"));
    if (path.isEmpty()) return;
    Settings::setLastFolder(kPlanFolder, path);
    openPlan(path);
}

bool MainWindow::openPlan(const QString& path) {
    const auto problems = m_document->load(path);
    if (problems.empty()) {
        showStatus([=] { return tr("Opened %1").arg(path); }, 5000);
        return true;
    }
    QStringList lines;
    for (const auto& p : problems) lines << QString::fromStdString(p.toString());
    QMessageBox::warning(this, tr("Cannot open the plan"),
                         tr("%1 is not a valid plan:\n\n%2").arg(path, lines.join('\n')));
    return false;
}

QString MainWindow::examplesDir() { return ExampleChooser::examplesDir(); }

std::vector<MainWindow::ExamplePlan> MainWindow::examplePlans(const QString& dir) {
    return ExampleChooser::examplePlans(dir);
}

bool MainWindow::openExample(const QString& path) {
    const auto parsed = model::loadPlanFile(path.toStdString());
    if (!parsed.ok()) {
        QStringList lines;
        for (const auto& p : parsed.problems) lines << QString::fromStdString(p.toString());
        QMessageBox::warning(this, tr("Cannot open the example"),
                             tr("%1 is not a valid plan:\n\n%2").arg(path, lines.join('\n')));
        return false;
    }
    // A new plan with the example's contents: Save asks where, the example stays as it is.
    // Its name and description are the window's words, in its language, as the list showed.
    model::Plan plan = *parsed.plan;
    plan.name = shownExampleText(QString::fromStdString(plan.name)).toStdString();
    plan.description = shownExampleText(QString::fromStdString(plan.description)).toStdString();
    m_document->newPlan(plan);
    const QString file = QFileInfo(path).fileName();
    showStatus([=] { return tr("Opened the example %1 as a new plan").arg(file); }, 5000);
    return true;
}

void MainWindow::chooseExample() {
    if (!maybeSave()) return;
    const QString path = ExampleChooser::choose(this);
    if (!path.isEmpty()) openExample(path);
}

bool MainWindow::openResults(const QString& dir) {
    QString error;
    // Over a comparison the user built, the page asks first (and may be told to cancel).
    if (!m_reportPage->openResultsAsked(dir, error)) {
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Cannot open the results"), error);
        return false;
    }
    m_recent->addResults(dir);
    showPage(ReportTab);
    return true;
}

bool MainWindow::save() {
    if (m_document->filePath().isEmpty()) return saveAs();
    QString error;
    if (!m_document->save(m_document->filePath(), error)) {
        QMessageBox::warning(this, tr("Cannot save the plan"), error);
        return false;
    }
    const QString saved = m_document->filePath();
    showStatus([=] { return tr("Saved %1").arg(saved); }, 5000);
    return true;
}

bool MainWindow::saveAs() {
    // A new plan is offered under its title, in the folder plans were last saved in.
    const QString name =
        QString::fromStdString(results::fileNameSafe(m_document->plan().name, "plan")) + QStringLiteral(".json");
    const QString start = m_document->filePath().isEmpty()
                              ? QDir(Settings::lastFolder(kPlanFolder)).filePath(name)
                              : m_document->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save test plan"), start, tr("Iometry plans (*.json)"));
    if (path.isEmpty()) return false;
    Settings::setLastFolder(kPlanFolder, path);
    if (!path.endsWith(".json")) path += ".json";
    QString error;
    if (!m_document->save(path, error)) {
        QMessageBox::warning(this, tr("Cannot save the plan"), error);
        return false;
    }
    return true;
}

bool MainWindow::maybeSave() {
    if (!m_document->isModified()) return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved plan"), tr("The plan has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    return answer == QMessageBox::Discard || save();
}

void MainWindow::exportResultsTable() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export table"), Settings::lastFolder(kTableFolder),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty()) return;
    Settings::setLastFolder(kTableFolder, path);
    // The rows as summary.csv writes them: its column names, raw numbers in the C locale,
    // whatever the interface's language (docs/report.md, "Tables as data").
    std::string text = results::csvLine(results::MetricRow::csvHeader());
    for (const auto& row : m_resultsPage->table()->rows()) text += results::csvLine(row.csvFields());
    QString error;
    if (!saveText(QString::fromStdString(text), path, error))
        QMessageBox::warning(this, tr("Cannot export the table"), error);
}

void MainWindow::exportCurrent() {
    if (m_tabs->currentIndex() == ReportTab && m_reportPage->hasResults())
        m_reportPage->exportFigure();
    else
        exportResultsTable();
}

}  // namespace iometry::gui
