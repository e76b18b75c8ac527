#include "gui/article/article_pages.hpp"

#include <qcustomplot.h>

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <cmath>

#include "gui/article/article_figure.hpp"
#include "gui/report/figure_style.hpp"
#include "gui/article/article_html.hpp"

namespace iometry::gui {
namespace {

constexpr double kContentWidth = ArticlePages::kPageWidth - 2 * ArticlePages::kMargin;
constexpr double kTop = ArticlePages::kMargin, kBottom = ArticlePages::kPageHeight - ArticlePages::kMargin;
constexpr double kGap = 10;
/** Figures are drawn at this size and scaled to the column: fonts read as in the HTML. */
constexpr int kPlotWidth = 820, kPlotHeight = 474;

const char* const kCss =
    "body { font-family: 'DejaVu Sans', 'WenQuanYi Micro Hei'; font-size: 12px; color: #1a1a1a; }"
    "h1 { font-size: 24px; } h2 { font-size: 17px; }"
    "p { margin: 0; } .caption { font-size: 11px; color: #333; }"
    "table { border-collapse: collapse; font-size: 9.5px; } th { background: #eef1f5; font-weight: bold; }"
    "td.num { text-align: right; }";

}  // namespace

std::unique_ptr<QTextDocument> ArticlePages::textDocument(const QString& body) {
    auto doc = std::make_unique<QTextDocument>();
    doc->setDefaultStyleSheet(QString::fromLatin1(kCss));
    doc->setDocumentMargin(0);
    // Lines break between words only: Qt's default also breaks anywhere, and a table then
    // gives a narrow column of numbers less than its header's longest word ("Throughpu/t").
    QTextOption option = doc->defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    doc->setDefaultTextOption(option);
    doc->setTextWidth(kContentWidth);
    doc->setHtml(QStringLiteral("<html><body>%1</body></html>").arg(body));
    return doc;
}

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

/** A table's HTML for the page: its caption, its header (groups too) and rows [from, to). */
QString tableBody(const article::Table& t, const ArticleLanguage& language, std::size_t from, std::size_t to,
                  bool continued) {
    QString h = QStringLiteral("<p class=\"caption\"><b>%1</b> %2%3</p>")
                    .arg(esc(tableLabel(t.number, language)), esc(language.words(t.caption)),
                         continued ? esc(language.lookUp("Article", QT_TRANSLATE_NOOP("Article", " (continued)")))
                                   : QString());
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">");
    const auto groups = columnGroups(t, language);
    if (!groups.empty()) {
        h += QStringLiteral("<tr>");
        for (const auto& [text, span] : groups)
            h += QStringLiteral("<th colspan=\"%1\">%2</th>").arg(span).arg(esc(text));
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("<tr>");
    for (const article::TableColumn& c : t.columns) h += headerCell(language.words(c.header));
    h += QStringLiteral("</tr>");
    h += tableRowsHtml(t, language, from, to, TableMarkup::RichText);
    return h + QStringLiteral("</table>");
}

}  // namespace

/** One thing drawn on a page at a height: a text block, or a figure with its caption. */
struct ArticlePages::Item {
    double y = 0;
    std::unique_ptr<QTextDocument> text;     ///< a heading, a paragraph, a table
    const article::Figure* figure = nullptr; ///< drawn above `text` (its caption)
    double height = 0;
};

ArticlePages::ArticlePages(const article::Article& article, const ArticleLanguage& language)
    : m_article(article), m_language(language) {
    layOut();
}

ArticlePages::~ArticlePages() = default;

int ArticlePages::pageCount() const { return static_cast<int>(m_pages.size()); }

void ArticlePages::layOut() {
    const double figureHeight = kContentWidth * kPlotHeight / kPlotWidth;
    m_pages.emplace_back();
    double y = kTop;
    auto place = [&](std::unique_ptr<Item> item, double keepWith = 0) {
        // keepWith: the height of what must follow on the same page (a heading's block).
        if (y > kTop && y + item->height + keepWith > kBottom) {
            m_pages.emplace_back();
            y = kTop;
        }
        item->y = y;
        y += item->height + kGap;
        m_pages.back().push_back(std::move(item));
    };
    auto textItem = [&](const QString& html) {
        auto item = std::make_unique<Item>();
        item->text = textDocument(html);
        item->height = item->text->size().height();
        return item;
    };
    auto blockHeight = [&](const article::Block& b) -> double {
        switch (b.kind) {
        case article::Block::Kind::Paragraph: return textDocument(esc(m_language.words(b.paragraph)))->size().height();
        case article::Block::Kind::Figure: return figureHeight + 40;
        case article::Block::Kind::Table: {
            const article::Table& t = m_article.tables[b.index];
            return textDocument(tableBody(t, m_language, 0, std::min<std::size_t>(t.rows.size(), 3), false))->size().height();
        }
        }
        return 0;
    };

    place(textItem(QStringLiteral("<h1>%1</h1>").arg(esc(m_language.words(m_article.title)))));
    for (const article::Section& s : m_article.sections) {
        place(textItem(QStringLiteral("<h2>%1</h2>").arg(esc(m_language.words(s.heading)))),
              s.blocks.empty() ? 0 : blockHeight(s.blocks.front()));
        for (const article::Block& b : s.blocks) {
            if (b.kind == article::Block::Kind::Paragraph) {
                place(textItem(QStringLiteral("<p>%1</p>").arg(esc(m_language.words(b.paragraph)))));
            } else if (b.kind == article::Block::Kind::Figure) {
                const article::Figure& f = m_article.figures[b.index];
                auto item = std::make_unique<Item>();
                item->figure = &f;
                item->text = textDocument(QStringLiteral("<p class=\"caption\"><b>%1</b> %2</p>")
                                          .arg(esc(figureLabel(f.number, m_language)),
                                               esc(figureCaption(f, m_language))));
                item->height = figureHeight + 4 + item->text->size().height();
                place(std::move(item));
            } else {
                // As many rows as fit, then the rest on the next pages, the header repeated.
                const article::Table& t = m_article.tables[b.index];
                std::size_t from = 0;
                bool continued = false;
                while (from < t.rows.size()) {
                    const double room = kBottom - y;
                    std::size_t to = t.rows.size();
                    auto fits = [&](std::size_t end) {
                        return textDocument(tableBody(t, m_language, from, end, continued))->size().height() <= room;
                    };
                    if (!fits(to)) {
                        std::size_t lo = from, hi = to;  // the most rows that fit: (lo, hi]
                        while (hi - lo > 1) {
                            const std::size_t mid = (lo + hi) / 2;
                            (fits(mid) ? lo : hi) = mid;
                        }
                        to = lo;
                    }
                    if (to <= from + std::min<std::size_t>(2, t.rows.size() - from - 1) && y > kTop) {
                        // Too little room for a start worth reading: a new page.
                        m_pages.emplace_back();
                        y = kTop;
                        continue;
                    }
                    if (to == from) to = from + 1;  // a row taller than a page: overflows
                    place(textItem(tableBody(t, m_language, from, to, continued)));
                    from = to;
                    continued = true;
                }
            }
        }
    }
}

void ArticlePages::paint(QCPPainter& painter, int page) const {
    painter.fillRect(QRectF(0, 0, kPageWidth, kPageHeight), Qt::white);
    if (page < 0 || page >= pageCount()) return;
    for (const auto& item : m_pages[static_cast<std::size_t>(page)]) {
        double y = item->y;
        if (item->figure) {
            QCustomPlot plot;
            plot.resize(kPlotWidth, kPlotHeight);
            drawArticleFigure(&plot, *item->figure, m_language);
            figure::fitTitles(&plot, figure::TitleFit::Wrap);  // a long title on two lines, never cut
            painter.save();
            painter.translate(kMargin, y);
            const double scale = kContentWidth / kPlotWidth;
            painter.scale(scale, scale);
            plot.toPainter(&painter, kPlotWidth, kPlotHeight);  // under the page's transform
            painter.restore();
            y += kContentWidth * kPlotHeight / kPlotWidth + 4;
        }
        painter.save();
        painter.translate(kMargin, y);
        item->text->drawContents(&painter);
        painter.restore();
    }
    // The page number, centred under the text.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(10);
    painter.setFont(font);
    painter.setPen(QColor(100, 100, 100));
    painter.drawText(QRectF(0, kBottom + 18, kPageWidth, 20), Qt::AlignHCenter,
                     QStringLiteral("%1 / %2").arg(page + 1).arg(pageCount()));
}

QImage ArticlePages::image(int page, double scale) const {
    QImage image(qRound(kPageWidth * scale), qRound(kPageHeight * scale), QImage::Format_RGB32);
    image.fill(Qt::white);
    image.setDotsPerMeterX(3780);  // 96 dpi: the unit of the layout, whatever the scale
    image.setDotsPerMeterY(3780);
    QCPPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    paint(painter, page);
    painter.end();
    return image;
}

bool ArticlePages::writePdf(const QString& file, QString& error) const {
    QPdfWriter writer(file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(96);
    writer.setTitle(m_language.words(m_article.title));
    writer.setCreator(QStringLiteral("Iometry " IOMETRY_VERSION));
    QCPPainter painter;
    if (!painter.begin(&writer)) {
        error = QCoreApplication::translate("Article", "Could not write %1.").arg(file);
        return false;
    }
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    // The writer's page is a few dots larger than 96 dpi's A4 in whole dots: draw to scale.
    const double scale = writer.width() / kPageWidth;
    for (int page = 0; page < pageCount(); ++page) {
        if (page > 0) writer.newPage();
        painter.save();
        painter.scale(scale, scale);
        paint(painter, page);
        painter.restore();
    }
    if (!painter.end()) {
        error = QCoreApplication::translate("Article", "Could not write %1.").arg(file);
        return false;
    }
    return true;
}

}  // namespace iometry::gui
