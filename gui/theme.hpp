#pragma once
// The window's colours: the desktop's, or the Fusion style with a dark or light palette
// (Edit → Preferences…, "Theme"), and the live charts drawn in the palette's colours so that
// their axes, grids and labels stay readable on a dark window.

#include <QPalette>

#include "gui/settings.hpp"

class QCustomPlot;

namespace iometry::gui {

/**
 * Remembers the desktop's style and palette, before applyTheme() changes them: called once,
 * right after the QApplication is made.
 */
void rememberDesktopTheme();
/** Whether the desktop's palette is dark (its window darker than its text). */
bool desktopIsDark();
/** Fusion's dark palette: the one the window takes when dark. */
QPalette darkPalette();
/**
 * Sets the application's style and palette for @p theme: the desktop's as it was for Light on
 * a light desktop and System; Fusion with darkPalette() for Dark, and for System when the
 * desktop is dark; Fusion's light palette for Light on a dark desktop.
 */
void applyTheme(Settings::Theme theme);
/**
 * Draws @p plot's background, axes, grid, legend and texts in its palette's colours, now and
 * before every replot (the charts add markers and labels as the run goes); the series keep
 * their own colours.
 */
void followPalette(QCustomPlot* plot);

}  // namespace iometry::gui
