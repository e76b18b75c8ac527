#include "gui/report/procedure_figure.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "engine/article/method_results.hpp"
#include "engine/methods/method.hpp"
#include "gui/article/article_figure.hpp"
#include "gui/report/figure_style.hpp"

namespace iometry::gui {
namespace {

using namespace figure;

class ProcedureFigure {
    Q_DECLARE_TR_FUNCTIONS(ProcedureFigure)
};

/**
 * The method's figures of @p result as the Report page shows them (FigureUse::Screen), in
 * the order of its descriptors (model::Method::resultFigures), which @p described receives.
 */
std::vector<article::Figure> screenFigures(const ProcedureResult& result,
                                           std::vector<model::ResultFigure>* described = nullptr) {
    const model::Method* method = model::methods().find(result.kind.toStdString());
    if (!method) return {};
    if (described) *described = method->resultFigures(result.data);
    return article::methodFigures(*method, {{std::string(), 0, &result.data}}, article::FigureUse::Screen);
}

/** True when no series of @p f holds a measured point. */
bool nothingMeasured(const article::Figure& f) {
    for (const article::FigureSeries& s : f.series)
        if (!s.reference)
            for (const article::FigurePoint& p : s.points)
                if (std::isfinite(p.y)) return false;
    return true;
}

/** Draws @p figure titled @p title with the method's headline below it, or @p empty's note. */
void draw(QCustomPlot* plot, const article::Figure* figure, const ProcedureResult& result, const QString& title,
          const QString& empty) {
    const Fonts f = fonts(plot);
    if (figure) {
        drawArticleFigure(plot, *figure, ArticleLanguage(ArticleLanguage::ofInterface()));
        setTitles(plot, title, procedureHeadline(result), f);
        if (nothingMeasured(*figure)) addCentreNote(plot, empty, f);
        return;
    }
    beginFigure(plot, title, f, procedureHeadline(result));
    addCentreNote(plot, ProcedureFigure::tr("No figure for the procedure \"%1\"").arg(result.kind), f);
    finishFigure(plot, f, {plot->xAxis, plot->yAxis, plot->yAxis2}, 4);
}

}  // namespace

void drawProcedureFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title) {
    if (!plot) return;
    const std::vector<article::Figure> figures = screenFigures(result);
    draw(plot, figures.empty() ? nullptr : &figures.front(), result, title,
         ProcedureFigure::tr("No point was measured"));
}

void drawDistributionFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title) {
    if (!plot) return;
    std::vector<model::ResultFigure> described;
    const std::vector<article::Figure> figures = screenFigures(result, &described);
    // The distribution: the figure of step curves (model::ResultFigure::pairs).
    const auto it = std::find_if(described.begin(), described.end(),
                                 [](const model::ResultFigure& f) { return !f.pairs.empty(); });
    const auto index = static_cast<std::size_t>(it - described.begin());
    draw(plot, index < figures.size() ? &figures[index] : nullptr, result, title,
         ProcedureFigure::tr("No round trip was timed"));
}

}  // namespace iometry::gui
