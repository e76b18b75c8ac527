#pragma once
// Draws a figure of the engine's article (engine/document/document.hpp) with QCustomPlot, in
// the look of the Report page's figures (gui/report/figure_style.hpp): one colour and one
// marker per device, the dash pattern (lines) or the fill (bars) per curve of a device,
// error bars where the repeats give them, a right axis for the secondary curves.

#include <QString>

#include "engine/document/document.hpp"
#include "gui/article/article_language.hpp"

class QCustomPlot;

namespace iometry::gui {

/** The size an article's figure is drawn at, in pixels of a 96-dpi page (16 × 9.5 cm). */
inline constexpr int kArticleFigureWidth = 900;
inline constexpr int kArticleFigureHeight = 520;

/** Draws @p figure into @p plot in @p language: its title above, the legend below. */
void drawArticleFigure(QCustomPlot* plot, const article::Figure& figure, const ArticleLanguage& language);

/** The name of a series in the legend: the device, and what it is of it ("MTU 9000"). */
QString seriesName(const article::FigureSeries& series, const ArticleLanguage& language);

}  // namespace iometry::gui
