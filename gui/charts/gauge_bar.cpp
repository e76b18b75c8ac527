#include "gui/charts/gauge_bar.hpp"

#include <QLocale>
#include <QPainter>
#include <cmath>

#include "gui/text_format.hpp"

namespace iometry::gui {

GaugeBar::GaugeBar(const QString& label, const QString& unit, QWidget* parent)
    : QWidget(parent), m_label(label), m_unit(unit) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

double GaugeBar::niceCeiling(double value) {
    if (!(value > 0)) return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 2.0, 5.0, 10.0})
        if (value <= step * magnitude) return step * magnitude;
    return 10 * magnitude;
}

void GaugeBar::setValue(double value) {
    m_value = std::isfinite(value) ? std::max(0.0, value) : 0;
    m_hasValue = true;
    if (!m_fixed && m_value > m_maximum) m_maximum = niceCeiling(m_value);
    update();
}

void GaugeBar::setNoValue(const QString& why) {
    m_value = 0;
    m_hasValue = false;
    m_why = why;
    update();
}

void GaugeBar::setScaleUnit(double toBase, const QString& unit, BelowOne belowOne) {
    m_toBase = toBase;
    m_scaleUnit = unit;
    m_belowOne = belowOne;
    update();
}

QString GaugeBar::scaleText() const { return formatSi(m_maximum * m_toBase, m_scaleUnit, m_belowOne); }

void GaugeBar::setFixedMaximum(double maximum) {
    m_fixed = maximum > 0;
    m_maximum = m_fixed ? maximum : 1;
    update();
}

void GaugeBar::reset() {
    // Nothing measured yet: no value, not 0 (docs/metrics.md), until the first setValue().
    m_value = 0;
    m_hasValue = false;
    m_why.clear();
    if (!m_fixed) m_maximum = 1;
    update();
}

void GaugeBar::setLabels(const QString& label, const QString& unit) {
    m_label = label;
    m_unit = unit;
    update();
}

namespace {

QFont scaleFont(const QFont& font) {
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.8);
    return small;
}

}  // namespace

QSize GaugeBar::sizeHint() const {
    const int line = fontMetrics().height();
    return {320, line * 2 + 6 + QFontMetrics(scaleFont(font())).height()};
}

void GaugeBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const int line = fontMetrics().height();
    const QRect text(0, 0, width(), line);
    const QLocale locale = displayLocale();
    const int decimals = m_value >= 100 ? 0 : (m_value >= 10 ? 1 : 2);
    p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, m_label);
    if (m_hasValue)
        p.drawText(text, Qt::AlignRight | Qt::AlignVCenter,
                   QStringLiteral("%1 %2").arg(locale.toString(m_value, 'f', decimals), m_unit));
    const QRect bar(0, line + 2, width() - 1, line);
    p.setPen(palette().color(QPalette::Mid));
    p.setBrush(palette().color(QPalette::Base));
    p.drawRect(bar);
    const int filled = static_cast<int>(std::min(1.0, m_value / m_maximum) * (bar.width() - 2));
    p.fillRect(QRect(bar.left() + 1, bar.top() + 1, filled, bar.height() - 1),
               QColor(31, 119, 180));
    if (!m_hasValue && !m_why.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(bar.adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   fontMetrics().elidedText(m_why, Qt::ElideRight, bar.width() - 8));
    }
    // The scale's ends under the bar, small: where it starts and where it ends (nothing to
    // scale while there is no value).
    if (!m_hasValue) return;
    const QFont small = scaleFont(font());
    p.setFont(small);
    p.setPen(palette().color(QPalette::PlaceholderText));
    const QRect scale(0, bar.bottom() + 2, width(), QFontMetrics(small).height());
    p.drawText(scale, Qt::AlignLeft | Qt::AlignTop, formatSi(0));
    p.drawText(scale, Qt::AlignRight | Qt::AlignTop, scaleText());
}

}  // namespace iometry::gui
