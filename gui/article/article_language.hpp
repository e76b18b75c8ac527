#pragma once
// The language an article is written in (docs/report.md, "The article"): its translation of
// the engine's words and its number conventions, whatever language the window speaks. The
// engine writes the article's words in English, each marked for translation in its context
// (engine/document/text.hpp); this turns them into the reader's language.

#include <QLocale>
#include <QString>
#include <QTranslator>
#include <memory>

#include "engine/document/text.hpp"

namespace iometry::gui {

class ArticleLanguage {
public:
    /** @p code: "en", "ru", "uk" or "zh_CN". Check valid() after. */
    explicit ArticleLanguage(const QString& code);

    /** False for a language without a translation (its name is not one of the four). */
    bool valid() const { return m_valid; }
    const QString& code() const { return m_code; }
    /** The language's tag for HTML's lang attribute: "en", "ru", "uk", "zh-CN". */
    QString htmlTag() const;
    const QLocale& locale() const { return m_locale; }

    /** @p text in this language: its template translated, its arguments formatted. */
    QString words(const article::Text& text) const;
    /** The translation of @p source in @p context, or @p source itself when there is none. */
    QString lookUp(const char* context, const char* source) const;
    /** @p value with @p decimals decimals, in this language's conventions. */
    QString number(double value, int decimals) const;
    /** "64 B", "4 KiB", "1 MiB". */
    QString bytes(double value) const;
    /** "45 s", "2 min 36 s", "1 h 05 min". */
    QString seconds(double value) const;

    /** The codes an article may be written in: en, ru, uk, zh_CN. */
    static QStringList codes();
    /** The code of the language the window speaks, when it is one of codes(); else "en". */
    static QString ofInterface();

private:
    QString m_code;
    QLocale m_locale;
    std::unique_ptr<QTranslator> m_translator;
    bool m_valid = false;
};

}  // namespace iometry::gui
