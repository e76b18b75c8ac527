#pragma once
// Writing an article (docs/report.md, "The article"): `iometry --article DIR … --export
// REPORT.html|.pdf` and the workbench's Report → Article…. The engine reads the results
// folders and decides what the article says (engine/article/article.hpp); this draws it.

#include <QString>
#include <QStringList>
#include <QByteArray>
#include <memory>
#include <optional>
#include <vector>

#include "engine/article/article.hpp"

namespace iometry::gui {

struct ArticleRequest {
    QStringList dirs;              ///< one results folder per device under test, in order
    QString language = QStringLiteral("en");
    QString title;                 ///< empty: the article's own
};

/**
 * Reads the folders and builds the article; nothing, with @p error naming the problem. A
 * member folder that lacks a file, or holds a damaged one, is read from its summary.csv;
 * @p problems (when given) gets one line for each ("DIR/member: Shown from summary.csv
 * alone: …", docs/report.md "A damaged results folder").
 */
std::optional<article::Article> loadArticle(const ArticleRequest& request, QString& error,
                                            QStringList* problems = nullptr);

/**
 * Writes an article to a file by its extension: .html (self-contained) or .pdf (A4), and
 * beside it, in the folder `<name>_files/`, every figure as .png (2× scale) and .svg and
 * its data as .csv, every table as .csv (C locale). One figure a step, so the workbench
 * keeps its window responsive between steps (docs/architecture.md, "The workbench").
 */
class ArticleWriter {
public:
    ArticleWriter(const article::Article& article, const QString& language, const QString& outFile);
    ~ArticleWriter();

    /** Checks the language and the extension and makes the files' folder; false with @p error. */
    bool start(QString& error);
    /** How many steps the whole takes: a figure each, the tables, the document. */
    int steps() const;
    /** Does the next step; false with @p error when a file cannot be written. */
    bool step(QString& error);
    bool finished() const { return m_next >= steps(); }
    int done() const { return m_next; }

private:
    const article::Article& m_article;
    QString m_languageCode, m_outFile, m_filesDir;
    std::unique_ptr<class ArticleLanguage> m_language;
    std::vector<QByteArray> m_svgs;
    int m_next = 0;
};

/** Writes @p article at once (ArticleWriter's every step); false with @p error. */
bool writeArticle(const article::Article& article, const QString& language, const QString& outFile,
                  QString& error);

/** loadArticle() and writeArticle() (the command line). */
bool exportArticle(const ArticleRequest& request, const QString& outFile, QString& error);

/** The folder of the figure and table files beside @p outFile: `REPORT_files`. */
QString articleFilesDir(const QString& outFile);

}  // namespace iometry::gui
