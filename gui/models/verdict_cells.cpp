#include "gui/models/verdict_cells.hpp"

#include <QStringList>

#include "engine/report/verdict_text.hpp"
#include "gui/article/article_language.hpp"

namespace iometry::gui {

namespace {

/** The window's language, loaded once (a table asks for every cell). */
const ArticleLanguage& windowLanguage() {
    static const ArticleLanguage language(ArticleLanguage::ofInterface());
    return language;
}

}  // namespace

QString verdictCellText(const results::MetricRow& row) {
    if (row.limitedBy.empty()) return {};
    const ArticleLanguage& language = windowLanguage();
    QString text = language.words(report::limitedByShort(row.limitedBy));
    QStringList warnings;
    for (const std::string& w : report::warningWords(row.warnings))
        warnings << language.words(report::warningShort(w));
    if (!warnings.isEmpty()) text += QStringLiteral(" ⚠ ") + warnings.join(QStringLiteral(", "));
    return text;
}

QString verdictToolTip(const results::MetricRow& row) {
    const ArticleLanguage& language = windowLanguage();
    QStringList lines;
    if (!row.limitedBy.empty()) lines << language.words(report::verdictLine(row));
    for (const results::VerdictEvidence& e : row.evidence) {
        const bool warning = e.backs != row.limitedBy;
        const QString what = language.words(warning ? report::warningText(e.backs) : report::limitedByText(e.backs));
        lines << QStringLiteral("%1: %2").arg(what, language.words(report::evidenceText(e)));
    }
    return lines.join(QLatin1Char('\n'));
}

QColor warningColor() { return QColor(0xd9, 0x5f, 0x02); }

}  // namespace iometry::gui
