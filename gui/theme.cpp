#include "gui/theme.hpp"

#include <QApplication>
#include <QEvent>
#include <QStyle>
#include <QStyleFactory>
#include <qcustomplot.h>

namespace iometry::gui {
namespace {

struct DesktopTheme {
    QString style;
    QPalette palette;
    bool remembered = false;
};

DesktopTheme& desktop() {
    static DesktopTheme theme;
    return theme;
}

bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

/** Recolours a plot when its own palette changes (after its window's: Qt tells the
 *  window first, then its children). */
class PaletteFollower : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::PaletteChange) followPalette(static_cast<QCustomPlot*>(watched));
        return false;
    }
};

}  // namespace

ChartColours chartColours(const QCustomPlot* plot) {
    const QPalette& p = plot->palette();
    ChartColours c{p.color(QPalette::Text), p.color(QPalette::Base), p.color(QPalette::Mid), {}, {}};
    c.subGrid = c.grid;
    c.subGrid.setAlpha(90);
    c.itemBackground = c.base;
    c.itemBackground.setAlpha(230);
    return c;
}

void followPalette(QCustomPlot* plot) {
    const auto [text, base, grid, subGrid, itemBackground] = chartColours(plot);
    plot->setBackground(base);
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(base);
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(QPen(text, 1));
            axis->setTickPen(QPen(text, 1));
            axis->setSubTickPen(QPen(text, 1));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
            axis->grid()->setSubGridPen(QPen(subGrid, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    if (plot->legend) {
        plot->legend->setBrush(itemBackground);
        plot->legend->setBorderPen(QPen(grid));
        plot->legend->setTextColor(text);
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            if (QCPAbstractLegendItem* item = plot->legend->item(i)) item->setTextColor(text);
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        if (auto* label = qobject_cast<QCPItemText*>(item)) {
            label->setColor(text);
            if (label->brush().style() != Qt::NoBrush) label->setBrush(itemBackground);
            if (label->pen().style() != Qt::NoPen) label->setPen(QPen(grid));
        } else if (auto* line = qobject_cast<QCPItemStraightLine*>(item)) {
            QPen pen = line->pen();
            pen.setColor(grid);
            line->setPen(pen);
        }
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
            title->setTextColor(text);
    plot->replot(QCustomPlot::rpQueuedReplot);
    if (!plot->property("iometryFollowsPalette").toBool()) {
        plot->setProperty("iometryFollowsPalette", true);
        plot->installEventFilter(new PaletteFollower(plot));
    }
}

void rememberDesktopTheme() {
    DesktopTheme& d = desktop();
    if (d.remembered) return;
    d.style = QApplication::style()->name();
    d.palette = QApplication::palette();
    d.remembered = true;
}

QPalette darkPalette() {
    // Fusion's colours for a dark window, with disabled texts dimmed.
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), disabled(128, 128, 128);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(52, 52, 56));
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 80, 80));
    p.setColor(QPalette::Light, QColor(70, 70, 74));
    p.setColor(QPalette::Midlight, QColor(60, 60, 64));
    p.setColor(QPalette::Mid, QColor(90, 90, 96));
    p.setColor(QPalette::Dark, QColor(25, 25, 27));
    p.setColor(QPalette::Shadow, QColor(0, 0, 0));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, QColor(255, 255, 255));
    p.setColor(QPalette::Link, QColor(100, 170, 255));
    p.setColor(QPalette::LinkVisited, QColor(190, 140, 255));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

void applyTheme(Settings::Theme theme) {
    rememberDesktopTheme();
    const DesktopTheme& d = desktop();
    const bool dark = theme == Settings::Theme::Dark || (theme == Settings::Theme::System && isDark(d.palette));
    if (dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
    } else if (isDark(d.palette)) {  // Light on a dark desktop
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
    } else {
        if (QApplication::style()->name() != d.style) QApplication::setStyle(QStyleFactory::create(d.style));
        QApplication::setPalette(d.palette);
    }
}

}  // namespace iometry::gui
