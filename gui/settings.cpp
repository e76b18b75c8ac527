#include "gui/settings.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include "gui/text_format.hpp"

namespace iometry::gui {

Settings::NumberFormat Settings::numberFormat() {
    return QSettings().value(kNumberFormatKey).toString() == QLatin1String("c") ? NumberFormat::C
                                                                                  : NumberFormat::Interface;
}

void Settings::setNumberFormat(NumberFormat format) {
    if (format == numberFormat() && QSettings().contains(kNumberFormatKey)) return;
    QSettings().setValue(kNumberFormatKey, format == NumberFormat::C ? QStringLiteral("c")
                                                                     : QStringLiteral("interface"));
    applyDisplayLocale();
    Q_EMIT notifier()->numberFormatChanged();
}

Settings::Theme Settings::theme() {
    const QString value = QSettings().value(kThemeKey).toString();
    if (value == QLatin1String("light")) return Theme::Light;
    if (value == QLatin1String("dark")) return Theme::Dark;
    return Theme::System;
}

void Settings::setTheme(Theme theme) {
    static const char* const names[] = {"system", "light", "dark"};
    const bool same = theme == Settings::theme();
    QSettings().setValue(kThemeKey, QString::fromLatin1(names[static_cast<int>(theme)]));
    if (!same) Q_EMIT notifier()->themeChanged();
}

QString Settings::defaultResultsRoot() { return QDir::home().filePath(QStringLiteral("iometry-results")); }

QString Settings::resultsRoot() { return QSettings().value(kResultsRootKey, defaultResultsRoot()).toString(); }

bool Settings::hasResultsRoot() { return QSettings().contains(kResultsRootKey); }

void Settings::setResultsRoot(const QString& dir) {
    QSettings().setValue(kResultsRootKey, QDir::cleanPath(QDir::fromNativeSeparators(dir)));
}

QString Settings::lastFolder(const QString& key) {
    const QString dir = QSettings().value(QStringLiteral("folders/") + key).toString();
    return QFileInfo(dir).isDir() ? dir : QString();
}

void Settings::setLastFolder(const QString& key, const QString& path, bool isDir) {
    if (path.isEmpty()) return;
    const QFileInfo info(path);
    QSettings().setValue(QStringLiteral("folders/") + key,
                         isDir ? info.absoluteFilePath() : info.absolutePath());
}

Settings* Settings::notifier() {
    // Lives as long as the application (deleted with it), created on first use.
    static Settings* instance = new Settings(QCoreApplication::instance());
    return instance;
}

}  // namespace iometry::gui
