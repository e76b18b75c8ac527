#include "gui/widgets/elided_label.hpp"

#include <QEvent>
#include <QFontMetrics>
#include <QStyle>

namespace iometry::gui {

ElidedLabel::ElidedLabel(Qt::TextElideMode mode, QWidget* parent) : QLabel(parent), m_mode(mode) {
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text) {
    m_full = text;
    updateGeometry();
    elide();
}

void ElidedLabel::setExtraToolTip(const QString& tip) {
    m_tip = tip;
    elide();
}

QSize ElidedLabel::sizeHint() const {
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_full) + 2 * margin() + m.left() + m.right(),
            QLabel::sizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const {
    // Room for a few letters and the "…".
    return {std::min(sizeHint().width(), fontMetrics().horizontalAdvance(QStringLiteral("MMMM…"))),
            QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) elide();
}

void ElidedLabel::elide() {
    const int room = contentsRect().width() - 2 * margin();
    const QString shown = fontMetrics().elidedText(m_full, m_mode, std::max(room, 0));
    if (shown != text()) QLabel::setText(shown);
    setToolTip(shown == m_full ? m_tip : m_tip.isEmpty() ? m_full : m_full + QLatin1Char('\n') + m_tip);
}

}  // namespace iometry::gui
