#include "gui/article/article_language.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>
#include <cstdint>

#include "gui/language.hpp"

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
    static const char* const units[] = {QT_TRANSLATE_NOOP("Article", "%1 B"), QT_TRANSLATE_NOOP("Article", "%1 KiB"),
                                        QT_TRANSLATE_NOOP("Article", "%1 MiB"), QT_TRANSLATE_NOOP("Article", "%1 GiB")};
    const auto whole = static_cast<std::uint64_t>(std::llround(std::max(0.0, value)));
    for (int unit = 3; unit > 0; --unit) {
        const std::uint64_t size = std::uint64_t{1} << (10 * unit);
        if (whole >= size && whole % size == 0)
            return lookUp("Article", units[unit]).arg(QString::number(whole / size));
    }
    return lookUp("Article", units[0]).arg(QString::number(whole));
}

QString ArticleLanguage::seconds(double value) const {
    const long long total = std::llround(std::max(0.0, value));
    if (total == 0 && value > 0) return lookUp("Article", QT_TRANSLATE_NOOP("Article", "%1 s")).arg(number(value, 1));
    const long long h = total / 3600, m = (total % 3600) / 60, s = total % 60;
    if (h > 0)
        return lookUp("Article", QT_TRANSLATE_NOOP("Article", "%1 h %2 min")).arg(h).arg(m, 2, 10, QLatin1Char('0'));
    if (m > 0 && s > 0) return lookUp("Article", QT_TRANSLATE_NOOP("Article", "%1 min %2 s")).arg(m).arg(s);
    if (m > 0) return lookUp("Article", QT_TRANSLATE_NOOP("Article", "%1 min")).arg(m);
    return lookUp("Article", QT_TRANSLATE_NOOP("Article", "%1 s")).arg(s);
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
