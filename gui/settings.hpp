#pragma once
// The workbench's preferences, kept in QSettings, with one accessor each so that every page
// reads them the same way: where runs write their results, the colour scheme and how numbers
// read on screen. Edit → Preferences… (gui/dialogs/settings_dialog.hpp) changes them.

#include <QObject>
#include <QString>

class QWidget;

namespace iometry::gui {

class Settings : public QObject {
    Q_OBJECT

public:
    /** How numbers read on screen (files always use the C locale: docs/report.md). */
    enum class NumberFormat {
        Interface,  ///< the interface language's format ("1 372,5" in Russian); the default
        C,          ///< the C locale's ("1,372.5") whatever the language
    };
    /** The colour scheme of the window. */
    enum class Theme {
        System,  ///< follow the desktop (the Fusion dark palette when the desktop's is dark)
        Light,
        Dark,
    };

    /** QSettings key of the number format: values "interface" and "c". */
    static constexpr const char* kNumberFormatKey = "display/numberFormat";
    /** QSettings key of the theme: values "system", "light" and "dark". */
    static constexpr const char* kThemeKey = "display/theme";
    /** QSettings key of the folder under which runs write their results. */
    static constexpr const char* kResultsRootKey = "resultsRoot";

    static NumberFormat numberFormat();
    static void setNumberFormat(NumberFormat format);

    static Theme theme();
    static void setTheme(Theme theme);

    /**
     * The folder under which each run writes a folder of its own (docs/report.md, "Where
     * results go"): the one chosen, else ~/iometry-results.
     */
    static QString resultsRoot();
    /** The folder offered before the user has chosen one: ~/iometry-results. */
    static QString defaultResultsRoot();
    /** Whether the user has chosen the results folder (asked at the first Start if not). */
    static bool hasResultsRoot();
    static void setResultsRoot(const QString& dir);

    /**
     * The folder a file dialog named @p key was last left in (empty when none): File → Open
     * plan, Save plan, Open results… each remember their own.
     */
    static QString lastFolder(const QString& key);
    /** Remembers the folder of @p path (a file, or a folder itself when @p isDir). */
    static void setLastFolder(const QString& key, const QString& path, bool isDir = false);

    /** The one object that tells when a preference changed (the dialog's OK). */
    static Settings* notifier();

Q_SIGNALS:
    void numberFormatChanged();
    void themeChanged();

private:
    using QObject::QObject;
};

}  // namespace iometry::gui
