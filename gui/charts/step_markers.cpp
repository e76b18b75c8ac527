#include "gui/charts/step_markers.hpp"

#include <QFontMetrics>
#include <cmath>
#include <qcustomplot.h>

#include "gui/theme.hpp"

namespace iometry::gui {

namespace {

QFont labelFont(const QCustomPlot* plot) {
    return QFont(plot->font().family(), 7);
}

}  // namespace

void StepMarkers::add(double t, const QString& label, int tag) {
    const ChartColours colours = chartColours(m_plot);
    auto* line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(t, 0);
    line->point2->setCoords(t, 1);
    line->setPen(QPen(colours.grid, 1, Qt::DashLine));
    auto* text = new QCPItemText(m_plot);
    text->position->setTypeX(QCPItemPosition::ptPlotCoords);
    text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(t, 0);
    text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    text->setText(label);
    text->setFont(labelFont(m_plot));
    text->setColor(colours.text);
    text->setPadding(QMargins(3, 1, 3, 1));
    m_markers.append({t, line, text, tag});
    while (m_markers.size() > kMaxMarkers) removeFirst();
}

void StepMarkers::shade(double from, double to) {
    // A span that goes on from the last one grows it: an idle part is many intervals.
    if (!m_spans.isEmpty() && std::abs(m_spans.back().to - from) < 1e-6) {
        m_spans.back().rect->bottomRight->setCoords(to, 0);
        m_spans.back().to = to;
        return;
    }
    QColor fill = chartColours(m_plot).grid;
    fill.setAlpha(60);
    auto* rect = new QCPItemRect(m_plot);
    for (QCPItemPosition* p : {rect->topLeft, rect->bottomRight}) {
        p->setTypeX(QCPItemPosition::ptPlotCoords);
        p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    rect->topLeft->setCoords(from, 1);
    rect->bottomRight->setCoords(to, 0);
    rect->setPen(Qt::NoPen);
    rect->setBrush(fill);
    rect->setLayer(QStringLiteral("background"));
    m_spans.append({to, rect});
    while (m_spans.size() > kMaxMarkers) {
        m_plot->removeItem(m_spans.front().rect);
        m_spans.removeFirst();
    }
}

void StepMarkers::relabel(const std::function<QString(int tag)>& label) {
    for (const Marker& m : m_markers)
        if (m.tag >= 0) m.label->setText(label(m.tag));
}

void StepMarkers::removeFirst() {
    m_plot->removeItem(m_markers.front().line);
    m_plot->removeItem(m_markers.front().label);
    m_markers.removeFirst();
}

void StepMarkers::dropBefore(double t) {
    while (!m_markers.isEmpty() && m_markers.front().t < t) removeFirst();
    while (!m_spans.isEmpty() && m_spans.front().to < t) {
        m_plot->removeItem(m_spans.front().rect);
        m_spans.removeFirst();
    }
}

void StepMarkers::clear() {
    for (const Marker& m : m_markers) {
        m_plot->removeItem(m.line);
        m_plot->removeItem(m.label);
    }
    m_markers.clear();
    for (const Span& s : m_spans) m_plot->removeItem(s.rect);
    m_spans.clear();
}

void StepMarkers::updateLabels() {
    const QFontMetrics metrics(labelFont(m_plot));
    // Labels are clipped at the plot's edges: on the right, where the latest time is drawn;
    // on the left, where a step that began before the window scrolled away ("2 B" of "512 B").
    const double edge = m_plot->axisRect()->left() + m_plot->axisRect()->width();
    double right = m_plot->axisRect()->left();  // where the last label shown ends, with a gap
    for (const Marker& m : m_markers) {
        const double px = m_plot->xAxis->coordToPixel(m.t);
        const QMargins padding = m.label->padding();
        const double width = metrics.horizontalAdvance(m.label->text()) + padding.left() + padding.right();
        // Right of its line; where the plot ends first, left of it; without room for the
        // whole label, none: a cut label ("25" of "256 KiB") reads as another value.
        double start = px;
        Qt::Alignment side = Qt::AlignLeft;
        if (px + width > edge) {
            start = px - width;
            side = Qt::AlignRight;
        }
        const bool room = start >= right && start + width <= edge;
        m.label->setVisible(room);
        m.label->setPositionAlignment(side | Qt::AlignTop);
        if (room) right = start + width + 4;
    }
}

}  // namespace iometry::gui
