#pragma once
// The interface's language: which translations are installed, and how text set in code
// follows a switch at run time (Settings → Language) without a restart.
//
// Qt tells every widget of every window that the language changed (a LanguageChange event,
// posted when a translator is installed or removed); a widget's texts are set again from
// tr() then. Texts a model returns from data() or headerData() are asked anew once the
// model says they changed. docs/architecture.md, "The window's languages".

#include <QString>
#include <functional>
#include <vector>

class QAbstractItemModel;
class QWidget;

namespace iometry::gui {

/** A language the interface is translated into: its code and its name in itself. */
struct Language {
    QString code;  // "en", "ru", "uk", "zh_CN"; "system" follows the desktop
    QString name;  // "English", "Русский" …; empty for "system" (the menu says it in tr())
};

/** "system", then English and the translations, in the order the menu lists them. */
const std::vector<Language>& languages();

/** The language saved in the settings ("system" when none is). */
QString savedLanguage();

/** The language applyLanguage() last installed ("system" before it ran), as its code. */
QString appliedLanguage();

/**
 * Installs Iometry's and Qt's own translations for @p code (see languages()), replacing the
 * ones installed before, so every open window retranslates; none for English or a language
 * without a translation.
 */
void applyLanguage(const QString& code);

/**
 * Runs @p apply now and again each time the language changes, for as long as @p widget
 * lives: @p apply sets the texts that tr() gives. Texts that only data() or headerData()
 * return need a model's retranslate() in @p apply instead. After a switch, the functions of
 * all widgets run one per event-loop pass, in the order the widgets heard of it, so that no
 * pass is long: none may count on another's having run.
 */
void onLanguageChange(QWidget* widget, std::function<void()> apply);

/**
 * Tells @p model's views that every header and cell may read differently: for a model whose
 * data() and headerData() call tr(). Selections and scroll positions stay.
 */
void retranslateModel(QAbstractItemModel* model);

}  // namespace iometry::gui
