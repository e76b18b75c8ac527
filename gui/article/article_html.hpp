#pragma once
// The article as one self-contained HTML file (docs/report.md, "The article"): CSS inline,
// every figure an inline SVG image (a data: URI), no script and nothing fetched from the
// network; numbered figures and tables with their captions, in the article's language.

#include <QByteArray>
#include <QString>
#include <vector>

#include "engine/document/document.hpp"
#include "gui/article/article_language.hpp"

namespace iometry::gui {

/**
 * The HTML document of @p article; @p figureSvgs holds each figure's SVG drawing, in the
 * order of article.figures.
 */
QString articleHtml(const article::Article& article, const ArticleLanguage& language,
                    const std::vector<QByteArray>& figureSvgs);

/** A table cell's text in @p language (a number in its conventions, a size, words). */
QString cellText(const article::Cell& cell, const ArticleLanguage& language);
/** HTML5 for a browser, or the rich text of a page (the PDF), which aligns by attributes. */
enum class TableMarkup { Html, RichText };
/**
 * @brief A column's header cell: a header of one word is never broken inside it (a narrow
 *        column of numbers would break "Повторы" into "Повтор/ы"); words wrap between them.
 */
QString headerCell(const QString& header);
/**
 * @brief The HTML rows [@p from, @p to) of @p table: numbers aligned right, a first column
 *        that spans (Table::spanFirstColumn) printed once over the rows that repeat it.
 */
QString tableRowsHtml(const article::Table& table, const ArticleLanguage& language, std::size_t from, std::size_t to,
                      TableMarkup markup);

/** "Figure 3." and "Table 2." in @p language. */
QString figureLabel(int number, const ArticleLanguage& language);
/** @brief A figure's caption under it: its title, then what it shows ("%1. %2"; Chinese "%1。%2"). */
QString figureCaption(const article::Figure& figure, const ArticleLanguage& language);
QString tableLabel(int number, const ArticleLanguage& language);

/** The groups of @p table's columns: each group's text and how many columns it spans
 *  (an empty text over columns of no group). Empty when no column has a group. */
std::vector<std::pair<QString, int>> columnGroups(const article::Table& table, const ArticleLanguage& language);

}  // namespace iometry::gui
