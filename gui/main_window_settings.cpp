#include "gui/main_window.hpp"

// The window's settings: its size, state, page and views kept for the next start (ViewSettings),
// Edit → Preferences… and Settings → Language (docs/architecture.md, "The workbench (gui/)").

#include <QSettings>
#include <QTabWidget>

#include "gui/dialogs/settings_dialog.hpp"
#include "gui/language.hpp"
#include "gui/view_settings.hpp"

namespace iometry::gui {

void MainWindow::saveWindowSettings() {
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    settings.setValue("window/tab", m_tabs->currentIndex());
    ViewSettings::save(this);
}

bool MainWindow::showPreferences() {
    SettingsDialog dialog(this);
    return dialog.exec() == QDialog::Accepted;
}

void MainWindow::setLanguage(const QString& code) {
    QSettings().setValue("language", code);
    // Every window retranslates itself when Qt tells it (gui/language.hpp).
    applyLanguage(code);
}

}  // namespace iometry::gui
