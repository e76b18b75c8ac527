#pragma once
// The article laid out on A4 pages (docs/report.md, "The article"): the PDF and the
// workbench's preview draw the same pages. Text and tables are laid out by QTextDocument,
// figures drawn as vectors by QCustomPlot; a heading never ends a page, a figure keeps its
// caption, and a table too long for a page goes on over the next with its header repeated.

#include <QImage>
#include <QString>
#include <memory>
#include <vector>

#include "engine/document/document.hpp"
#include "gui/article/article_language.hpp"

class QCPPainter;
class QTextDocument;

namespace iometry::gui {

class ArticlePages {
public:
    /** A4 at 96 dots per inch: the unit every page is laid out in. */
    static constexpr double kPageWidth = 793.7, kPageHeight = 1122.5, kMargin = 60;

    ArticlePages(const article::Article& article, const ArticleLanguage& language);
    ~ArticlePages();
    ArticlePages(const ArticlePages&) = delete;
    ArticlePages& operator=(const ArticlePages&) = delete;

    int pageCount() const;
    /** Draws page @p page (0-based) with @p painter, whose coordinates are the page's (96 dpi). */
    void paint(QCPPainter& painter, int page) const;
    /** Page @p page as an image, @p scale times 96 dpi. */
    QImage image(int page, double scale) const;
    /** Writes every page to a PDF file; false with @p error when it cannot be written. */
    bool writePdf(const QString& file, QString& error) const;
    /** The rich text of @p body (a paragraph, a table) as a page lays it out, a column wide. */
    static std::unique_ptr<QTextDocument> textDocument(const QString& body);

private:
    struct Item;
    void layOut();

    const article::Article& m_article;
    const ArticleLanguage& m_language;
    std::vector<std::vector<std::unique_ptr<Item>>> m_pages;
};

}  // namespace iometry::gui
