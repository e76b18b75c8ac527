#pragma once
// What limited a row, as the workbench's tables show it (docs/metrics.md, "What limited
// it"): the engine's words (engine/report/verdict_text.hpp) in the window's language, the
// evidence for a tool tip, and the colour a warning is shown in.

#include <QColor>
#include <QString>

#include "engine/results/metrics.hpp"

namespace iometry::gui {

/** In short, "sender CPU", with its warnings after a ⚠: "link ⚠ retransmits"; empty for a
 *  row without a verdict. */
QString verdictCellText(const results::MetricRow& row);

/** The verdict in full ("the link; warnings: retransmissions"), then every piece of
 *  evidence on a line of its own, each with what it backs. */
QString verdictToolTip(const results::MetricRow& row);

/** The colour of a cell whose row has a warning: an orange that reads on light and dark
 *  backgrounds alike. */
QColor warningColor();

}  // namespace iometry::gui
