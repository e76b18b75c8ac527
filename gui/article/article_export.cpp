#include "gui/article/article_export.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>

#include "gui/article/article_figure.hpp"
#include "gui/report/figure_style.hpp"
#include "gui/article/article_html.hpp"
#include "gui/article/article_language.hpp"
#include "gui/article/article_pages.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/report/results_folder.hpp"

namespace iometry::gui {
namespace {

class ArticleExport {
    Q_DECLARE_TR_FUNCTIONS(ArticleExport)
};

bool writeFile(const QString& path, const QByteArray& bytes, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size() || !file.flush()) {
        error = ArticleExport::tr("Could not write %1.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return true;
}

}  // namespace

QString articleFilesDir(const QString& outFile) {
    const QFileInfo info(outFile);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("_files"));
}

std::optional<article::Article> loadArticle(const ArticleRequest& request, QString& error,
                                            QStringList* problems) {
    if (request.dirs.isEmpty()) {
        error = ArticleExport::tr("An article needs at least one results folder.");
        return std::nullopt;
    }
    if (static_cast<std::size_t>(request.dirs.size()) > article::kMaxDevices) {
        error = ArticleExport::tr("An article compares at most %1 devices, got %2.")
                    .arg(article::kMaxDevices)
                    .arg(request.dirs.size());
        return std::nullopt;
    }
    std::vector<article::DeviceResults> devices;
    for (const QString& dir : request.dirs) {
        std::string why;
        auto device = article::loadDeviceResults(dir.toStdString(), why);
        if (!device) {
            error = QString::fromStdString(why);
            return std::nullopt;
        }
        for (const article::MemberResults& member : device->members) {
            const QString line = member.run ? problemsLine(member.run->problems) : QString();
            if (problems && !line.isEmpty())
                *problems << QStringLiteral("%1: %2").arg(
                    QDir::toNativeSeparators(QString::fromStdString(member.run->dir.string())), line);
        }
        devices.push_back(std::move(*device));
    }
    article::ArticleOptions options;
    options.title = request.title.toStdString();
    return article::buildArticle(devices, options);
}

ArticleWriter::ArticleWriter(const article::Article& article, const QString& language, const QString& outFile)
    : m_article(article), m_languageCode(language), m_outFile(outFile), m_filesDir(articleFilesDir(outFile)) {}

ArticleWriter::~ArticleWriter() = default;

int ArticleWriter::steps() const { return static_cast<int>(m_article.figures.size()) + 2; }

bool ArticleWriter::start(QString& error) {
    m_language = std::make_unique<ArticleLanguage>(m_languageCode);
    if (!m_language->valid()) {
        error = ArticleExport::tr("Unknown article language \"%1\": use %2.")
                    .arg(m_languageCode, ArticleLanguage::codes().join(QStringLiteral(", ")));
        return false;
    }
    const QString suffix = QFileInfo(m_outFile).suffix().toLower();
    if (suffix != QLatin1String("html") && suffix != QLatin1String("pdf")) {
        error = ArticleExport::tr("An article is written as .html or .pdf, not \"%1\".")
                    .arg(QFileInfo(m_outFile).fileName());
        return false;
    }
    // Every figure and table beside the document, for pasting into an editor.
    if (!QDir().mkpath(m_filesDir)) {
        error = ArticleExport::tr("Could not make the folder %1.").arg(QDir::toNativeSeparators(m_filesDir));
        return false;
    }
    m_next = 0;
    return true;
}

bool ArticleWriter::step(QString& error) {
    const auto figures = static_cast<int>(m_article.figures.size());
    if (m_next < figures) {
        const article::Figure& f = m_article.figures[static_cast<std::size_t>(m_next++)];
        QCustomPlot plot;
        plot.resize(kArticleFigureWidth, kArticleFigureHeight);
        drawArticleFigure(&plot, f, *m_language);
        figure::fitTitles(&plot, figure::TitleFit::Wrap);  // a long title on two lines, never cut
        m_svgs.push_back(chartSvg(&plot, kArticleFigureWidth, kArticleFigureHeight));
        const QString base = QDir(m_filesDir).filePath(QString::fromStdString(f.id));
        if (m_svgs.back().isEmpty() || !writeFile(base + QStringLiteral(".svg"), m_svgs.back(), error) ||
            !writeFile(base + QStringLiteral(".csv"), QByteArray::fromStdString(article::figureCsv(f)), error))
            return false;
        if (!plot.savePng(base + QStringLiteral(".png"), kArticleFigureWidth, kArticleFigureHeight, 2.0)) {
            error = ArticleExport::tr("Could not write %1.").arg(QDir::toNativeSeparators(base + QStringLiteral(".png")));
            return false;
        }
        return true;
    }
    if (m_next == figures) {
        ++m_next;
        for (const article::Table& t : m_article.tables)
            if (!writeFile(QDir(m_filesDir).filePath(QString::fromStdString(t.id) + QStringLiteral(".csv")),
                           QByteArray::fromStdString(article::tableCsv(t)), error))
                return false;
        return true;
    }
    if (m_next > figures + 1) return true;
    ++m_next;
    if (QFileInfo(m_outFile).suffix().toLower() == QLatin1String("html"))
        return writeFile(m_outFile, articleHtml(m_article, *m_language, m_svgs).toUtf8(), error);
    return ArticlePages(m_article, *m_language).writePdf(m_outFile, error);
}

bool writeArticle(const article::Article& article, const QString& language, const QString& outFile,
                  QString& error) {
    ArticleWriter writer(article, language, outFile);
    if (!writer.start(error)) return false;
    while (!writer.finished())
        if (!writer.step(error)) return false;
    return true;
}

bool exportArticle(const ArticleRequest& request, const QString& outFile, QString& error) {
    QStringList problems;
    const auto article = loadArticle(request, error, &problems);
    for (const QString& line : problems) std::fprintf(stderr, "iometry: %s\n", qPrintable(line));
    return article && writeArticle(*article, request.language, outFile, error);
}

}  // namespace iometry::gui
