#pragma once
// The window's colours: the desktop's, or the Fusion style with a dark or light palette
// (Edit → Preferences…, "Theme"), and the live charts drawn in the palette's colours so that
// their axes, grids and labels stay readable on a dark window.

#include <QColor>
#include <QPalette>

#include "gui/settings.hpp"

class QCustomPlot;

namespace iometry::gui {

/**
 * Remembers the desktop's style and palette, before applyTheme() changes them: called once,
 * right after the QApplication is made.
 */
void rememberDesktopTheme();
/** Fusion's dark palette: the one the window takes when dark. */
QPalette darkPalette();
/**
 * Sets the application's style and palette for @p theme: the desktop's as it was for Light on
 * a light desktop and System; Fusion with darkPalette() for Dark, and for System when the
 * desktop is dark; Fusion's light palette for Light on a dark desktop.
 */
void applyTheme(Settings::Theme theme);
/** The colours a live chart is drawn in, from its palette: what followPalette() sets. */
struct ChartColours {
    QColor text;            ///< axes, tick labels, titles, item texts
    QColor base;            ///< the plot's background
    QColor grid;            ///< grid lines, marker lines, item frames
    QColor subGrid;         ///< the sub-grid: grid, fainter
    QColor itemBackground;  ///< a label's box: base, nearly opaque
};
ChartColours chartColours(const QCustomPlot* plot);
/**
 * Draws @p plot's background, axes, grid, legend and the items it holds in its palette's
 * colours, now and again whenever its palette changes; the series keep their own. A marker
 * or label a chart adds later takes chartColours() when it is made.
 */
void followPalette(QCustomPlot* plot);

}  // namespace iometry::gui
