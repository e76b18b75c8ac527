#pragma once
// What the figures of the methods share (gui/methods/): a graph of a style, marker dots, a
// value axis that may go below zero, a log10 axis, procedure.json's numbers and frame rates
// as the reviews write them.

#include <qcustomplot.h>

#include <QJsonValue>
#include <QString>

namespace iometry::gui::figure {

/** A graph on @p plot's x axis and @p y, named, drawn with @p pen and @p scatter. */
QCPGraph* addGraph(QCustomPlot* plot, QCPAxis* y, const QString& name, const QPen& pen,
                   const QCPScatterStyle& scatter);
/** Dots of @p color, filled or white inside. */
QCPScatterStyle dots(const QColor& color, QCPScatterStyle::ScatterShape shape, double size,
                     bool filled = true);
/** A value axis spanning lo … hi (either may be negative) in round steps. */
void setSpanAxis(QCPAxis* axis, double lo, double hi);
/** A log10 value axis from @p lo to @p hi, widened to whole decades. */
void setLogAxis(QCPAxis* axis, double lo, double hi);
/** A number of procedure.json; NaN when it is null or absent (a gap in the line). */
double num(const QJsonValue& value);
/** Frames/s as the reviews write them: 812 pps, 81.3 kpps, 1.49 Mpps. */
QString ppsText(double pps);

}  // namespace iometry::gui::figure
