#pragma once
// Writing an article (docs/report.md, "The article"): `iometry --article DIR … --export
// REPORT.html|.pdf` and the workbench's Report → Article…. The engine reads the results
// folders and decides what the article says (engine/article/article.hpp); this draws it.

#include <QString>
#include <QStringList>
#include <optional>

#include "engine/article/article.hpp"

namespace iometry::gui {

struct ArticleRequest {
    QStringList dirs;              ///< one results folder per device under test, in order
    QString language = QStringLiteral("en");
    QString title;                 ///< empty: the article's own
};

/** Reads the folders and builds the article; nothing, with @p error naming the problem. */
std::optional<article::Article> loadArticle(const ArticleRequest& request, QString& error);

/**
 * Writes @p article to @p outFile by its extension: .html (self-contained) or .pdf (A4),
 * and beside it, in the folder `<name>_files/`, every figure as .png (2× scale) and .svg
 * and its data as .csv, every table as .csv (C locale). False with @p error when the
 * language or the extension is not one of those, or a file cannot be written.
 */
bool writeArticle(const article::Article& article, const QString& language, const QString& outFile,
                  QString& error);

/** loadArticle() and writeArticle() (the command line). */
bool exportArticle(const ArticleRequest& request, const QString& outFile, QString& error);

/** The folder of the figure and table files beside @p outFile: `REPORT_files`. */
QString articleFilesDir(const QString& outFile);

}  // namespace iometry::gui
