#include "gui/charts/chart_tracer.hpp"

#include <cmath>
#include <qcustomplot.h>

#include "gui/charts/chart_text.hpp"
#include "gui/charts/heat_strip.hpp"
#include "gui/theme.hpp"

namespace iometry::gui {
namespace {

const char* const kOverlayLayer = "overlay";

/** A value as the tracer reads it: three significant digits, no exponent. */
QString readValue(double v) {
    const double a = std::abs(v);
    return QString::number(v, 'f', a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3);
}

}  // namespace

ChartTracer::ChartTracer(QCustomPlot* plot)
    : m_plot(plot), m_tracer(new QCPItemTracer(plot)), m_text(new QCPItemText(plot)) {
    m_plot->layer(kOverlayLayer)->setMode(QCPLayer::lmBuffered);
    m_tracer->setLayer(kOverlayLayer);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(7);
    m_tracer->setInterpolating(false);
    m_tracer->setVisible(false);
    m_text->setLayer(kOverlayLayer);
    m_text->setClipToAxisRect(false);
    m_text->position->setType(QCPItemPosition::ptAbsolute);
    m_text->setFont(QFont(m_plot->font().family(), 8));
    m_text->setTextAlignment(Qt::AlignLeft);
    m_text->setPadding(QMargins(4, 2, 4, 2));
    const ChartColours colours = chartColours(m_plot);
    m_text->setColor(colours.text);
    m_text->setBrush(colours.itemBackground);
    m_text->setPen(QPen(colours.grid));
    m_text->setVisible(false);
}

QString ChartTracer::readingAt(const QPointF& pixel, const std::vector<ChartSeries>& series,
                               const HeatStrip& heat) {
    m_tracer->setGraph(nullptr);
    if (heat.contains(pixel)) {
        const int row = heat.rowAt(pixel);
        const ChartPoint* point = heat.row(row).nearest(heat.timeAt(pixel));
        if (!point) return QString();
        return ChartText::tr("%1\nt = %2 s\n%3 %")
            .arg(heat.rowName(row), QString::number(point->t, 'f', 1), readValue(point->value));
    }
    if (!m_plot->axisRect()->rect().contains(pixel.toPoint())) return QString();
    const double t = m_plot->xAxis->pixelToCoord(pixel.x());
    double best = kReachPx;
    const ChartSeries* found = nullptr;
    ChartPoint foundPoint;
    for (const ChartSeries& s : series) {
        if (!s.graph) continue;
        const ChartPoint* point = s.store.nearest(t);
        if (!point) continue;
        const double dx = m_plot->xAxis->coordToPixel(point->t) - pixel.x();
        const double dy = m_plot->yAxis->coordToPixel(point->value) - pixel.y();
        const double distance = std::hypot(dx, dy);
        if (distance < best) {
            best = distance;
            found = &s;
            foundPoint = *point;
        }
    }
    if (!found) return QString();
    m_tracer->setGraph(found->graph);
    m_tracer->setGraphKey(foundPoint.t);
    m_tracer->setPen(QPen(found->color, 2));
    return ChartText::tr("%1\nt = %2 s\n%3 %4")
        .arg(found->name, QString::number(foundPoint.t, 'f', 1), readValue(foundPoint.value),
             m_plot->yAxis->label());
}

void ChartTracer::show(const QPointF& pixel, const QString& text) {
    m_tracer->setVisible(m_tracer->graph() != nullptr);
    m_text->setText(text);
    // Beside the cursor, on the side with room.
    const bool left = pixel.x() > m_plot->width() / 2;
    const bool above = pixel.y() > m_plot->height() / 2;
    m_text->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) |
                                 (above ? Qt::AlignBottom : Qt::AlignTop));
    m_text->position->setCoords(pixel.x() + (left ? -10 : 10), pixel.y() + (above ? -10 : 10));
    m_text->setVisible(true);
    m_plot->layer(kOverlayLayer)->replot();
}

void ChartTracer::hide() {
    if (!m_text->visible() && !m_tracer->visible()) return;
    m_tracer->setVisible(false);
    m_tracer->setGraph(nullptr);
    m_text->setVisible(false);
    m_plot->layer(kOverlayLayer)->replot();
}

QCPGraph* ChartTracer::graph() const {
    return m_tracer->graph();
}

void ChartTracer::clearText() {
    m_text->setText(QString());
}

}  // namespace iometry::gui
