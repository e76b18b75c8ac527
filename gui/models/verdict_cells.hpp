#pragma once
// What limited a row, as the workbench's tables show it (docs/metrics.md, "What limited
// it"): the engine's words (engine/report/verdict_text.hpp) in the window's language, the
// evidence for a tool tip, and the colour a warning is shown in.

#include <QColor>
#include <QString>

#include "engine/results/metrics.hpp"
#include "gui/report/report_curves.hpp"

namespace iometry::gui {

/** In short, "sender CPU", with its warnings after a ⚠: "link ⚠ retransmits"; empty for a
 *  row without a verdict. */
QString verdictCellText(const results::MetricRow& row);

/** The verdict in full ("the link; warnings: retransmissions"), then every piece of
 *  evidence on a line of its own, each with what it backs. */
QString verdictToolTip(const results::MetricRow& row);

/** "What limited it: 64 B … 1 KiB: the sender's CPU (core A/cpu1 at 100 %); …." for each
 *  curve of @p curves, named when there are several; empty when no row has a verdict. */
QString verdictCaptionText(const ReportCurves& curves);

/** The column's title, "Limited by", in the window's language. */
QString verdictHeader();

/** The column's tool tip: what the verdict is and where its evidence is. */
QString verdictHeaderToolTip();

/** The colour of a cell whose row has a warning: an orange that reads on light and dark
 *  backgrounds alike. */
QColor warningColor();

}  // namespace iometry::gui
