#include "gui/article/article_html.hpp"

#include <QCoreApplication>
#include <QDateTime>

namespace iometry::gui {
namespace {

using article::Block;
using article::Cell;

QString esc(const QString& s) { return s.toHtmlEscaped(); }

const char* const kStyle = R"(
body { font-family: "DejaVu Sans", "Noto Sans", "WenQuanYi Micro Hei", sans-serif; color: #1a1a1a;
       max-width: 980px; margin: 2em auto; padding: 0 1.5em; line-height: 1.5; font-size: 15px; }
h1 { font-size: 1.8em; margin-bottom: 0.2em; }
h2 { font-size: 1.3em; margin-top: 2em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; }
nav ol { columns: 2; font-size: 0.95em; }
figure { margin: 1.5em 0; }
figure img { width: 100%; max-width: 900px; height: auto; display: block; }
figcaption, caption { font-size: 0.92em; color: #333; text-align: left; margin: 0.4em 0; }
table { border-collapse: collapse; margin: 1em 0 1.5em; font-size: 0.85em; }
caption { caption-side: top; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.55em; vertical-align: top; }
th { background: #eef1f5; font-weight: 600; }
th.group { text-align: left; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tbody tr:nth-child(even) td { background: #f8f9fb; }
.scroll { overflow-x: auto; }
footer { margin-top: 3em; font-size: 0.85em; color: #666; border-top: 1px solid #ccc; padding-top: 0.5em; }
)";

QString sectionId(std::size_t i) { return QStringLiteral("section-%1").arg(i + 1); }

QString tableHtml(const article::Table& t, const ArticleLanguage& language) {
    QString h = QStringLiteral("<div class=\"scroll\"><table id=\"%1\">\n<caption><b>%2</b> %3</caption>\n<thead>\n")
                    .arg(QString::fromStdString(t.id), esc(tableLabel(t.number, language)), esc(language.words(t.caption)));
    const auto groups = columnGroups(t, language);
    if (!groups.empty()) {
        h += QStringLiteral("<tr>");
        for (const auto& [text, span] : groups)
            h += span > 1 ? QStringLiteral("<th colspan=\"%1\">%2</th>").arg(span).arg(esc(text))
                          : QStringLiteral("<th>%1</th>").arg(esc(text));
        h += QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("<tr>");
    for (const article::TableColumn& c : t.columns)
        h += headerCell(language.words(c.header));
    h += QStringLiteral("</tr>\n</thead>\n<tbody>\n");
    h += tableRowsHtml(t, language, 0, t.rows.size(), TableMarkup::Html);
    return h + QStringLiteral("</tbody>\n</table></div>\n");
}

QString figureHtml(const article::Figure& f, const ArticleLanguage& language, const QByteArray& svg) {
    return QStringLiteral("<figure id=\"%1\">\n<img src=\"data:image/svg+xml;base64,%2\" alt=\"%3\" width=\"900\" height=\"520\">\n"
                          "<figcaption><b>%4</b> %5</figcaption>\n</figure>\n")
        .arg(QString::fromStdString(f.id), QString::fromLatin1(svg.toBase64()), esc(language.words(f.title)),
             esc(figureLabel(f.number, language)),
             esc(figureCaption(f, language)));
}

}  // namespace

QString figureLabel(int number, const ArticleLanguage& language) {
    return language.lookUp("Article", QT_TRANSLATE_NOOP("Article", "Figure %1.")).arg(number);
}

QString figureCaption(const article::Figure& f, const ArticleLanguage& language) {
    return language.lookUp("Article", QT_TRANSLATE_NOOP("Article", "%1. %2"))
        .arg(language.words(f.title), language.words(f.caption));
}

QString tableLabel(int number, const ArticleLanguage& language) {
    return language.lookUp("Article", QT_TRANSLATE_NOOP("Article", "Table %1.")).arg(number);
}

QString headerCell(const QString& header) {
    // A long one (a folder's name as a device's) may break: the table keeps to the page.
    if (!header.contains(QLatin1Char(' ')) && header.size() <= 20)
        return QStringLiteral("<th scope=\"col\" style=\"white-space: nowrap\">%1</th>").arg(esc(header));
    return QStringLiteral("<th scope=\"col\">%1</th>").arg(esc(header));
}

QString tableRowsHtml(const article::Table& t, const ArticleLanguage& language, std::size_t from, std::size_t to,
                      TableMarkup markup) {
    // HTML5 aligns by its style sheet (td.num, th); the page's rich text by attributes.
    const bool print = markup == TableMarkup::RichText;
    const QString number = print ? QStringLiteral("<td class=\"num\" align=\"right\" style=\"white-space: nowrap\">%1</td>")
                                 : QStringLiteral("<td class=\"num\">%1</td>");
    const QString group = print ? QStringLiteral("<th rowspan=\"%1\" align=\"left\" valign=\"top\">%2</th>")
                                : QStringLiteral("<th scope=\"rowgroup\" rowspan=\"%1\" class=\"group\">%2</th>");
    QString h;
    for (std::size_t r = from; r < to; ++r) {
        h += QStringLiteral("<tr>");
        for (std::size_t c = 0; c < t.rows[r].size(); ++c) {
            const Cell& cell = t.rows[r][c];
            const QString words = esc(cellText(cell, language));
            if (c == 0 && t.spanFirstColumn) {
                if (r > from && cellText(t.rows[r - 1][0], language) == cellText(cell, language)) continue;
                std::size_t span = 1;
                while (r + span < to && cellText(t.rows[r + span][0], language) == cellText(cell, language)) ++span;
                h += group.arg(span).arg(words);
                continue;
            }
            // A short word is never broken inside ("inter/face"): a narrow column wraps
            // between words only.
            const bool oneWord = !words.contains(QLatin1Char(' ')) && words.size() <= 20;
            h += cell.kind == Cell::Kind::Number ? number.arg(words)
                 : oneWord                       ? QStringLiteral("<td style=\"white-space: nowrap\">%1</td>").arg(words)
                                                 : QStringLiteral("<td>%1</td>").arg(words);
        }
        h += QStringLiteral("</tr>\n");
    }
    return h;
}

QString cellText(const Cell& cell, const ArticleLanguage& language) {
    switch (cell.kind) {
    case Cell::Kind::Empty: return QStringLiteral("—");  // not measured: a dash, as printed tables have
    case Cell::Kind::Verbatim: return QString::fromStdString(cell.verbatim);
    case Cell::Kind::Words: return language.words(cell.words);
    case Cell::Kind::Number:
        switch (cell.format) {
        case Cell::Format::Bytes: return language.bytes(cell.number);
        case Cell::Format::Seconds: return language.seconds(cell.number);
        case Cell::Format::Plain: break;
        }
        return language.number(cell.number, cell.decimals);
    }
    return QString();
}

std::vector<std::pair<QString, int>> columnGroups(const article::Table& t, const ArticleLanguage& language) {
    std::vector<std::pair<QString, int>> groups;
    bool any = false;
    for (const article::TableColumn& c : t.columns) {
        const QString text = c.group.empty() ? QString() : language.words(c.group);
        any = any || !c.group.empty();
        if (!groups.empty() && groups.back().first == text && !text.isEmpty()) ++groups.back().second;
        else groups.emplace_back(text, 1);
    }
    return any ? groups : std::vector<std::pair<QString, int>>{};
}

QString articleHtml(const article::Article& a, const ArticleLanguage& language, const std::vector<QByteArray>& svgs) {
    const QString title = language.words(a.title);
    QString h = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                               "<meta name=\"generator\" content=\"Iometry %2\">\n<title>%3</title>\n<style>%4</style>\n</head>\n<body>\n")
                    .arg(language.htmlTag(), QStringLiteral(IOMETRY_VERSION), esc(title), QString::fromLatin1(kStyle));
    h += QStringLiteral("<header>\n<h1>%1</h1>\n</header>\n").arg(esc(title));
    h += QStringLiteral("<nav>\n<h2>%1</h2>\n<ol>\n")
             .arg(esc(language.lookUp("Article", QT_TRANSLATE_NOOP("Article", "Contents"))));
    for (std::size_t i = 0; i < a.sections.size(); ++i)
        h += QStringLiteral("<li><a href=\"#%1\">%2</a></li>\n").arg(sectionId(i), esc(language.words(a.sections[i].heading)));
    h += QStringLiteral("</ol>\n</nav>\n<main>\n");
    for (std::size_t i = 0; i < a.sections.size(); ++i) {
        const article::Section& s = a.sections[i];
        h += QStringLiteral("<section id=\"%1\">\n<h2>%2</h2>\n").arg(sectionId(i), esc(language.words(s.heading)));
        for (const Block& b : s.blocks) {
            switch (b.kind) {
            case Block::Kind::Paragraph: h += QStringLiteral("<p>%1</p>\n").arg(esc(language.words(b.paragraph))); break;
            case Block::Kind::Figure:
                h += figureHtml(a.figures[b.index], language, b.index < svgs.size() ? svgs[b.index] : QByteArray());
                break;
            case Block::Kind::Table: h += tableHtml(a.tables[b.index], language); break;
            }
        }
        h += QStringLiteral("</section>\n");
    }
    h += QStringLiteral("</main>\n<footer>%1</footer>\n</body>\n</html>\n")
             .arg(esc(language.lookUp("Article", QT_TRANSLATE_NOOP("Article", "Written by Iometry %1 on %2 from its results folders; every figure's and table's data is in the folder beside this file."))
                          .arg(QStringLiteral(IOMETRY_VERSION), language.locale().toString(QDate::currentDate(), QLocale::LongFormat))));
    return h;
}

}  // namespace iometry::gui
