#include "gui/main_window.hpp"

// Help → User guide (F1): the user guide (docs/guide.md), installed or the source tree's, opened at the section
// of the page in view (docs/architecture.md, "The workbench (gui/)").

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QTabWidget>

#include "gui/dialogs/guide_viewer.hpp"

namespace iometry::gui {

QString MainWindow::guideAnchor(Page page) {
    // The sections of docs/guide.md, one per page: "## Targets" has the anchor "targets", as
    // Markdown viewers (and GuideViewer) make anchors of headings.
    switch (page) {
    case TargetsTab: return QStringLiteral("targets");
    case SpecsTab: return QStringLiteral("access-specifications");
    case SetupTab: return QStringLiteral("test-setup");
    case ResultsTab: return QStringLiteral("results");
    case ReportTab: return QStringLiteral("report");
    }
    return {};
}

QString MainWindow::guidePath() {
    // Installed: <prefix>/bin/iometry and <prefix>/share/doc/iometry/guide.md.
    const QString installed = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                              QStringLiteral("/../share/doc/iometry/guide.md"));
    if (QFileInfo::exists(installed)) return installed;
#ifdef IOMETRY_SOURCE_DOCS_DIR
    // Run from a build directory: the source tree's docs/guide.md.
    const QString source = QStringLiteral(IOMETRY_SOURCE_DOCS_DIR "/guide.md");
    if (QFileInfo::exists(source)) return source;
#endif
    return installed;
}

bool MainWindow::openGuide() {
    const QString path = guidePath();
    if (!QFileInfo::exists(path)) {
        QMessageBox box(QMessageBox::Information, tr("User guide"),
                        tr("The user guide is not installed: %1 is not there.").arg(QDir::toNativeSeparators(path)),
                        QMessageBox::Ok, this);
        box.setObjectName("guideMissing");
        box.exec();
        return false;
    }
    if (!m_guide) m_guide = new GuideViewer(this);
    if (!m_guide->load(path)) {
        showStatus([=] { return tr("Cannot read %1").arg(QDir::toNativeSeparators(path)); }, 10000);
        return false;
    }
    m_guide->show();
    m_guide->raise();
    m_guide->showSection(guideAnchor(static_cast<Page>(m_tabs->currentIndex())));
    return true;
}

}  // namespace iometry::gui
