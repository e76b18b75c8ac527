#include "gui/plan_import_export.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QSaveFile>
#include <QWidget>

#include "engine/export/fio_export.hpp"
#include "engine/export/icf_export.hpp"
#include "engine/import/fio_import.hpp"
#include "engine/import/icf_import.hpp"
#include "engine/plan/plan_json.hpp"
#include "gui/plan_document.hpp"
#include "gui/settings.hpp"

// The texts are the window's: they keep its translation context, iometry::gui::MainWindow
// (translations/).

namespace iometry::gui {
namespace {

// The folder fio job files were last exported to (Settings::lastFolder()).
const QString kImportFolder = QStringLiteral("imports");

/**
 * The end of an import or an export of @p path: a warning with @p error when it failed
 * (@p failText takes the path and the error), else once what it could not carry
 * (@p notesText takes the path and the notes, a bullet each), when there is anything.
 */
void sayOutcome(QWidget* parent, bool ok, const QString& path, const QString& error,
                QStringList notes, const QString& failTitle, const QString& failText,
                const QString& notesTitle, const QString& notesText) {
    if (!ok) {
        QMessageBox::warning(parent, failTitle, failText.arg(path, error));
        return;
    }
    if (notes.isEmpty())
        return;
    for (QString& note : notes)
        note.prepend(QStringLiteral("• "));
    QMessageBox::information(parent, notesTitle, notesText.arg(path, notes.join('\n')));
}

}  // namespace

PlanImportExport::PlanImportExport(PlanDocument* document, ShowStatus showStatus,
                                   std::function<bool()> maybeSave, QWidget* window)
    : QObject(window),
      m_document(document),
      m_showStatus(std::move(showStatus)),
      m_maybeSave(std::move(maybeSave)),
      m_window(window) {
}

void PlanImportExport::importIcfWithDialog() {
    importWithDialog(
        &PlanImportExport::importIcf,
        QCoreApplication::translate("iometry::gui::MainWindow", "Import IOmeter configuration"),
        QCoreApplication::translate("iometry::gui::MainWindow", "IOmeter configurations (*.icf)"),
        QCoreApplication::translate("iometry::gui::MainWindow", "Cannot import the IOmeter configuration"),
        QCoreApplication::translate("iometry::gui::MainWindow", "Not carried over from IOmeter"));
}

void PlanImportExport::importFioWithDialog() {
    importWithDialog(&PlanImportExport::importFio,
                     QCoreApplication::translate("iometry::gui::MainWindow", "Import fio job file"),
                     QCoreApplication::translate(
                         "iometry::gui::MainWindow", "fio job files (*.fio *.ini *.job);;All files (*)"),
                     QCoreApplication::translate("iometry::gui::MainWindow", "Cannot import the fio job file"),
                     QCoreApplication::translate("iometry::gui::MainWindow", "Not carried over from fio"));
}

void PlanImportExport::exportFioWithDialog() {
    const QString path = QFileDialog::getSaveFileName(
        m_window, QCoreApplication::translate("iometry::gui::MainWindow", "Export as fio job file"),
        Settings::lastFolder(kImportFolder),
        QCoreApplication::translate("iometry::gui::MainWindow", "fio job files (*.fio)"));
    if (path.isEmpty())
        return;
    Settings::setLastFolder(kImportFolder, path);
    QString error;
    QStringList notes;
    const bool ok = exportFio(path, error, notes);
    sayOutcome(
        m_window, ok, path, error, notes,
        QCoreApplication::translate("iometry::gui::MainWindow", "Cannot export a fio job file"),
        QCoreApplication::translate("iometry::gui::MainWindow", "%1 was not written:\n\n%2"),
        QCoreApplication::translate("iometry::gui::MainWindow", "Not expressed in fio"),
        QCoreApplication::translate("iometry::gui::MainWindow",
                                    "%1 was written. fio cannot express these, which the file "
                                    "also lists at its top:\n\n%2"));
}

void PlanImportExport::exportIcfWithDialog() {
    const QString path = QFileDialog::getSaveFileName(
        m_window, QCoreApplication::translate("iometry::gui::MainWindow", "Export as IOmeter configuration"),
        Settings::lastFolder(kImportFolder),
        QCoreApplication::translate("iometry::gui::MainWindow", "IOmeter configurations (*.icf)"));
    if (path.isEmpty())
        return;
    Settings::setLastFolder(kImportFolder, path);
    QString error;
    QStringList notes;
    const bool ok = exportIcf(path, error, notes);
    sayOutcome(
        m_window, ok, path, error, notes,
        QCoreApplication::translate("iometry::gui::MainWindow", "Cannot export an IOmeter configuration"),
        QCoreApplication::translate("iometry::gui::MainWindow", "%1 was not written:\n\n%2"),
        QCoreApplication::translate("iometry::gui::MainWindow", "Not expressed in IOmeter"),
        QCoreApplication::translate("iometry::gui::MainWindow",
                                    "%1 was written. IOmeter 1.1 cannot express these:\n\n%2"));
}

void PlanImportExport::importWithDialog(bool (PlanImportExport::*importer)(const QString&, QString&,
                                                                           QStringList&),
                                        const QString& dialogTitle, const QString& filter,
                                        const QString& failTitle, const QString& notesTitle) {
    const QString path = QFileDialog::getOpenFileName(m_window, dialogTitle, QString(), filter);
    if (path.isEmpty())
        return;
    const bool icf = importer == &PlanImportExport::importIcf;
    if (icf && !askIcfCodePage(path))
        return;
    // Only a file that replaces the plan asks about unsaved changes first.
    const bool addsToPlan = icf && import_icf::importIcfFile(path.toStdString(), m_icfCodePage).specsOnly;
    if (!addsToPlan && !m_maybeSave())
        return;
    QString error;
    QStringList notes;
    const bool ok = (this->*importer)(path, error, notes);
    sayOutcome(
        m_window, ok, path, error, notes, failTitle,
        QCoreApplication::translate("iometry::gui::MainWindow", "%1 was not imported:\n\n%2"), notesTitle,
        QCoreApplication::translate("iometry::gui::MainWindow",
                                    "%1 was imported. These settings have no equivalent in Iometry "
                                    "and were not carried over:\n\n%2"));
}

bool PlanImportExport::importIcf(const QString& path, QString& error, QStringList& notes) {
    const std::optional<import_icf::CodePage> codePage = std::exchange(m_icfCodePage, std::nullopt);
    const import_icf::IcfImportResult alone = import_icf::importIcfFile(path.toStdString(), codePage);
    if (!alone.specsOnly)
        return importPlan([&](const std::string&) { return import_icf::ImportResult(alone); }, path,
                          error, notes);
    // Access specifications only: added to the open plan, as IOmeter loads them.
    const import_icf::IcfImportResult imported =
        import_icf::addIcfSpecsFromFile(path.toStdString(), model::toJson(m_document->plan()), codePage);
    const auto parsed = imported.ok() ? model::parsePlan(*imported.plan) : model::PlanParseResult{};
    if (!parsed.ok()) {
        error = QString::fromStdString(imported.error);
        for (const auto& p : parsed.problems)
            error += '\n' + QString::fromStdString(p.toString());
        return false;
    }
    m_document->setPlan(*parsed.plan);
    const int added = int(imported.added), replaced = int(imported.replaced);
    m_showStatus(
        [=] {
            return QCoreApplication::translate(
                       "iometry::gui::MainWindow", "Added %n access specification(s) from %1", nullptr, added)
                       .arg(path) +
                   (replaced ? QCoreApplication::translate("iometry::gui::MainWindow", ", %n replaced", nullptr,
                                                           replaced)
                             : QString());
        },
        8000);
    notes.clear();
    for (const auto& note : imported.notes)
        notes << QString::fromStdString(note);
    return true;
}

bool PlanImportExport::askIcfCodePage(const QString& path) {
    m_icfCodePage.reset();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true;  // the import says why it cannot read it
    const QByteArray bytes = file.readAll();
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    if (import_icf::isUtf8(view))
        return true;
    // The code pages of IOmeter's Windows that reviewers use, the detected one first.
    const std::vector<std::pair<const char*, QString>> pages = {
        {"cp1251", QCoreApplication::translate("iometry::gui::MainWindow", "Windows-1251 (Cyrillic: Russian, Ukrainian, …)")},
        {"cp936", QCoreApplication::translate("iometry::gui::MainWindow", "936 / GBK (Simplified Chinese)")},
        {"cp1252", QCoreApplication::translate("iometry::gui::MainWindow", "Windows-1252 (Western European)")},
        {"cp1250", QCoreApplication::translate("iometry::gui::MainWindow", "Windows-1250 (Central European)")},
        {"cp932", QCoreApplication::translate("iometry::gui::MainWindow", "932 (Japanese)")},
        {"cp950", QCoreApplication::translate("iometry::gui::MainWindow", "950 (Traditional Chinese)")}};
    const import_icf::CodePage detected = import_icf::detectCodePage(view);
    QStringList items;
    std::vector<import_icf::CodePage> codes;
    for (const auto& [name, title] : pages) {
        const auto page = import_icf::codePageNamed(name);
        if (!page)
            continue;  // iconv here cannot read it
        if (*page == detected) {
            items.prepend(title);
            codes.insert(codes.begin(), *page);
        } else {
            items << title;
            codes.push_back(*page);
        }
    }
    if (items.isEmpty())
        return true;
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        m_window, QCoreApplication::translate("iometry::gui::MainWindow", "Code page of the IOmeter configuration"),
        QCoreApplication::translate("iometry::gui::MainWindow",
                                    "%1 is not UTF-8: IOmeter wrote its names in the code page of the "
                                    "Windows it ran on. Read it as:")
            .arg(QFileInfo(path).fileName()),
        items, 0, false, &ok);
    if (!ok)
        return false;
    m_icfCodePage = codes[static_cast<std::size_t>(items.indexOf(chosen))];
    return true;
}

bool PlanImportExport::importFio(const QString& path, QString& error, QStringList& notes) {
    return importPlan(&import_fio::importFioFile, path, error, notes);
}

bool PlanImportExport::importPlan(const PlanImporter& importer, const QString& path, QString& error,
                                  QStringList& notes) {
    const import_icf::ImportResult imported = importer(path.toStdString());
    const auto parsed = imported.plan ? model::parsePlan(*imported.plan) : model::PlanParseResult{};
    if (!parsed.ok()) {
        error = QString::fromStdString(imported.error);
        for (const auto& p : parsed.problems)
            error += '\n' + QString::fromStdString(p.toString());
        return false;
    }
    m_document->newPlan(*parsed.plan);
    m_showStatus([=] { return QCoreApplication::translate("iometry::gui::MainWindow", "Imported %1").arg(path); },
                 5000);
    notes.clear();
    for (const auto& note : imported.notes)
        notes << QString::fromStdString(note);
    return true;
}

bool PlanImportExport::exportFio(const QString& path, QString& error, QStringList& notes) {
    return exportPlan(
        [](const model::Plan& plan) {
            auto made = export_fio::exportFio(plan, export_fio::probedOptions());
            return Exported{made.text, made.error, made.notExpressed};
        },
        path, error, notes);
}

bool PlanImportExport::exportIcf(const QString& path, QString& error, QStringList& notes) {
    return exportPlan(
        [](const model::Plan& plan) {
            auto made = export_icf::exportIcf(plan);
            return Exported{made.text, made.error, made.notExpressed};
        },
        path, error, notes);
}

bool PlanImportExport::exportPlan(const std::function<Exported(const model::Plan&)>& exporter, const QString& path,
                                  QString& error, QStringList& notes) {
    // The engine exports a plan that passed validation: the one being edited, read back.
    const auto checked = model::parsePlan(model::toJson(m_document->plan()));
    if (!checked.ok()) {
        error = QCoreApplication::translate("iometry::gui::MainWindow", "The plan is not valid:");
        for (const auto& p : checked.problems)
            error += '\n' + QString::fromStdString(p.toString());
        return false;
    }
    const Exported result = exporter(*checked.plan);
    if (!result.error.empty()) {
        error = QString::fromStdString(result.error);
        return false;
    }
    QSaveFile file(path);
    const QByteArray text = QByteArray::fromStdString(result.text);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        error = file.errorString();
        return false;
    }
    m_showStatus([=] { return QCoreApplication::translate("iometry::gui::MainWindow", "Exported %1").arg(path); },
                 5000);
    notes.clear();
    for (const auto& note : result.notes)
        notes << QString::fromStdString(note);
    return true;
}

}  // namespace iometry::gui
