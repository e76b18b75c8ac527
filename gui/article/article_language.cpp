#include "gui/article/article_language.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>
#include <cstdint>

#include "gui/language.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

ArticleLanguage::ArticleLanguage(const QString& code) : m_code(code), m_locale(code) {
    if (!codes().contains(code)) return;
    m_valid = true;
    if (code == QLatin1String("en")) {
        m_locale = QLocale(QLocale::English, QLocale::UnitedStates);
        return;  // the source text
    }
    m_translator = std::make_unique<QTranslator>();
    if (!m_translator->load(QStringLiteral(":/i18n/iometry_%1.qm").arg(code))) {
        m_translator.reset();
        m_valid = false;
    }
}

QStringList ArticleLanguage::codes() {
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("uk"), QStringLiteral("zh_CN")};
}

QString ArticleLanguage::ofInterface() {
    const QString applied = appliedLanguage();
    const QString code = applied == QLatin1String("system") ? QLocale::system().name() : applied;
    for (const QString& c : codes())
        if (code == c || code.startsWith(c + QLatin1Char('_'))) return c;
    return QStringLiteral("en");
}

QString ArticleLanguage::htmlTag() const {
    QString tag = m_code;
    return tag.replace(QLatin1Char('_'), QLatin1Char('-'));
}

QString ArticleLanguage::lookUp(const char* context, const char* source) const {
    if (m_translator) {
        const QString t = m_translator->translate(context, source);
        if (!t.isEmpty()) return t;
    }
    return QString::fromUtf8(source);
}

QString ArticleLanguage::number(double value, int decimals) const {
    if (!std::isfinite(value)) return QString();
    return m_locale.toString(value, 'f', decimals);
}

QString ArticleLanguage::bytes(double value) const {
    // The window's units and their rule, in this language's words.
    return formatByteSize(static_cast<std::uint64_t>(std::llround(std::max(0.0, value))),
                          [this](const char* source) { return lookUp("TextFormat", source); });
}

QString ArticleLanguage::seconds(double value) const {
    return formatDuration(value, [this](const char* source) { return lookUp("TextFormat", source); }, m_locale);
}

QString ArticleLanguage::words(const article::Text& text) const {
    if (text.empty()) return QString();
    // An empty context marks punctuation and placeholders only: never looked up.
    const QString pattern = text.context.empty() ? QString::fromStdString(text.source)
                                                 : lookUp(text.context.c_str(), text.source.c_str());
    QString out;
    out.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1') &&
            pattern[i + 1] <= QLatin1Char('9')) {
            const auto n = static_cast<std::size_t>(pattern[i + 1].unicode() - '1');
            ++i;
            if (n >= text.args.size()) continue;
            const article::TextArg& a = text.args[n];
            switch (a.kind) {
            case article::TextArg::Kind::Verbatim: out += QString::fromStdString(a.verbatim); break;
            case article::TextArg::Kind::Number: out += number(a.number, a.decimals); break;
            case article::TextArg::Kind::Bytes: out += bytes(a.number); break;
            case article::TextArg::Kind::Seconds: out += seconds(a.number); break;
            case article::TextArg::Kind::Text:
                if (a.text) out += words(*a.text);
                break;
            }
            continue;
        }
        out += c;
    }
    return out;
}

}  // namespace iometry::gui
