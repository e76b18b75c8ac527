#include "gui/charts/heat_strip.hpp"

#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "gui/charts/chart_text.hpp"

namespace iometry::gui {

int HeatStrip::addRow(const QString& name) {
    m_rows.emplace_back(rowCount());
    m_names.append(name);
    return rowCount() - 1;
}

void HeatStrip::clearRows() {
    m_rows.clear();
    m_names.clear();
}

void HeatStrip::dropBefore(double t) {
    for (PointStore& row : m_rows) row.dropBefore(t);
}

QCPAxis* HeatStrip::timeAxis() const {
    return m_rect ? m_rect->axis(QCPAxis::atBottom) : nullptr;
}

void HeatStrip::show() {
    if (m_rect) return;
    const QString family = m_plot->font().family();
    // Row 2: the strip under the lines (same left and right edges), its colour scale under
    // the legend. The strip is made here and removed when hidden: it costs nothing while
    // unchecked.
    m_rect = new QCPAxisRect(m_plot);
    m_rect->setupFullAxesBox(false);
    for (QCPAxis* axis : m_rect->axes()) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
    }
    m_rect->axis(QCPAxis::atTop)->setVisible(false);
    m_rect->axis(QCPAxis::atRight)->setVisible(false);
    m_rect->setRangeDrag(Qt::Horizontal);
    m_rect->setRangeZoom(Qt::Horizontal);
    m_rect->setRangeDragAxes(m_plot->xAxis, nullptr);
    m_rect->setRangeZoomAxes(m_plot->xAxis, nullptr);
    QCPAxis* x = m_rect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_rect->axis(QCPAxis::atLeft);
    x->setRange(m_plot->xAxis->range());
    QObject::connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), x,
                     qOverload<const QCPRange&>(&QCPAxis::setRange));
    y->setRangeReversed(true);  // the first core on top
    y->setTickLabelFont(QFont(family, 7));
    // Time is read under the strip, the lower element.
    x->setLabel(m_plot->xAxis->label());
    m_plot->xAxis->setTickLabels(false);
    m_plot->xAxis->setLabel(QString());

    m_map = new QCPColorMap(x, y);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_scale = new QCPColorScale(m_plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setDataRange(QCPRange(0, 100));
    m_scale->setBarWidth(8);
    m_scale->axis()->setTickLabelFont(QFont(family, 7));
    m_scale->axis()->setTicker(QSharedPointer<QCPAxisTickerFixed>::create());
    qSharedPointerCast<QCPAxisTickerFixed>(m_scale->axis()->ticker())->setTickStep(50);
    m_scale->axis()->setLabelFont(QFont(family, 7));
    retranslate();
    // Light to dark: idle cores recede, busy ones stand out (also in grey print).
    QCPColorGradient gradient;
    gradient.setColorStopAt(0, QColor(255, 255, 204));
    gradient.setColorStopAt(0.5, QColor(253, 141, 60));
    gradient.setColorStopAt(1, QColor(128, 0, 38));
    m_scale->setGradient(gradient);
    m_map->setColorScale(m_scale);
    m_map->setDataRange(QCPRange(0, 100));

    auto* margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    QCPLayoutGrid* layout = m_plot->plotLayout();
    layout->addElement(2, 0, m_rect);
    layout->addElement(2, 1, m_scale);
    updateAxes();
}

void HeatStrip::hide() {
    if (!m_rect) return;
    m_plot->xAxis->setLabel(m_rect->axis(QCPAxis::atBottom)->label());
    m_plot->xAxis->setTickLabels(true);
    m_plot->removePlottable(m_map);
    m_map = nullptr;
    m_plot->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, nullptr);
    QCPLayoutGrid* layout = m_plot->plotLayout();
    layout->remove(m_scale);
    layout->remove(m_rect);
    layout->simplify();
    m_scale = nullptr;
    m_rect = nullptr;
}

void HeatStrip::retranslate() {
    if (m_scale) m_scale->axis()->setLabel(ChartText::tr("CPU %"));
}

bool HeatStrip::contains(const QPointF& pixel) const {
    return m_rect && m_rect->rect().contains(pixel.toPoint()) && rowCount() > 0;
}

int HeatStrip::rowAt(const QPointF& pixel) const {
    const double row = m_rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y());
    return std::clamp(static_cast<int>(std::lround(row)), 0, rowCount() - 1);
}

double HeatStrip::timeAt(const QPointF& pixel) const {
    return m_rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x());
}

void HeatStrip::updateAxes() {
    if (!m_rect) return;
    const int rows = std::max(1, rowCount());
    // A few pixels a core, within bounds: 16 cores make a strip of 64 px.
    const int height = std::clamp(rows * 4, 24, 120);
    m_rect->setMinimumSize(0, height);
    m_rect->setMaximumSize(QWIDGETSIZE_MAX, height);
    QCPAxis* y = m_rect->axis(QCPAxis::atLeft);
    y->setRange(-0.5, rows - 0.5);
    // One label a host: the dynamo's name in the middle of its cores ("dynamo/cpuN").
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    int first = 0;
    for (int i = 1; i <= rowCount(); ++i) {
        const QString prefix = m_names[first].section('/', 0, 0);
        if (i < rowCount() && m_names[i].section('/', 0, 0) == prefix) continue;
        ticker->addTick((first + i - 1) / 2.0, prefix);
        first = i;
    }
    y->setTicker(ticker);
}

void HeatStrip::rebuild() {
    if (!m_map) return;
    const int rows = rowCount();
    const QCPRange range = m_plot->xAxis->range();
    QCPColorMapData* data = m_map->data();
    if (rows == 0 || range.size() <= 0) {
        data->setSize(0, 0);
        return;
    }
    // A column per two pixels, or per sample when there are fewer (no empty columns
    // between samples).
    int columns = std::clamp(m_rect->width() / 2, 8, 1000);
    const int inRange = m_rows.front().countIn(range.lower, range.upper);
    if (inRange > 0) columns = std::min(columns, std::max(2, inRange));
    const double width = range.size() / columns;
    // With one core the map still needs two cells up and down: both the same.
    const int cells = std::max(rows, 2);
    data->setSize(columns, cells);
    data->setRange(QCPRange(range.lower + width / 2, range.upper - width / 2),
                   rows == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, rows - 1));
    for (int row = 0; row < rows; ++row) {
        const std::vector<PointStore::Column> means =
            m_rows[row].columnMeans(range.lower, range.upper, columns);
        for (int c = 0; c < columns; ++c) {
            // A column without a sample is left transparent: nothing was measured there.
            const double v = means[c].mean;
            const unsigned char alpha = means[c].count ? 255 : 0;
            data->setCell(c, row, v);
            data->setAlpha(c, row, alpha);
            if (rows == 1) {
                data->setCell(c, 1, v);
                data->setAlpha(c, 1, alpha);
            }
        }
    }
}

}  // namespace iometry::gui
