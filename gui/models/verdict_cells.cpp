#include "gui/models/verdict_cells.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <memory>

#include "engine/report/verdict_text.hpp"
#include "gui/article/article_language.hpp"

namespace iometry::gui {

namespace {

/** The translation context of the column's words. */
struct VerdictCells {
    Q_DECLARE_TR_FUNCTIONS(VerdictCells)
};

/** The window's language, loaded again only when the window changes language (a table
 *  asks for every cell). */
const ArticleLanguage& windowLanguage() {
    static std::unique_ptr<ArticleLanguage> language;
    const QString code = ArticleLanguage::ofInterface();
    if (!language || language->code() != code) language = std::make_unique<ArticleLanguage>(code);
    return *language;
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

QString verdictCaptionText(const ReportCurves& curves) {
    std::vector<report::VerdictCurve> out;
    for (const ReportSeries& series : curves.series) {
        report::VerdictCurve curve{curves.series.size() > 1 ? article::verbatim(series.name.toStdString())
                                                            : article::Text{},
                                   {}};
        for (const results::MetricRow& row : series.rows)
            curve.points.push_back(
                report::VerdictPoint::at(sweepValue(row, curves.axis), curves.axis == SweepAxis::Size, row));
        out.push_back(std::move(curve));
    }
    return windowLanguage().words(report::verdictCaption(out));
}

QString verdictHeader() { return VerdictCells::tr("Limited by"); }

QString verdictHeaderToolTip() {
    return VerdictCells::tr("What limited the row's number — a core, the link, the device, the "
                            "window, the requests in flight, the rate asked — and, after ⚠, what "
                            "about it cannot be true. Hover a cell for the evidence: the counter, "
                            "where it was read, its value and threshold");
}

QColor warningColor() { return QColor(0xd9, 0x5f, 0x02); }

}  // namespace iometry::gui
