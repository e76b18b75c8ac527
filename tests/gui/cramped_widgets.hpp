#pragma once
// Text the window cuts: widgets narrower (or, word-wrapped, lower) than their own size hints
// say their text needs, header sections narrower than their titles, and item-view columns
// narrower than their widest cell. The widgets' own measures, so the check holds at any
// scale (QT_SCALE_FACTOR), font and language. Used by the wizards' tests and by
// guide_screenshots --check-text, which walks every page, wizard and report.

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractItemView>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableView>
#include <QTreeView>
#include <QWidget>
#include <qcustomplot.h>

#include "gui/widgets/elided_label.hpp"

namespace iometry::testing {

namespace detail {

/** "QLabel \"Throughput\"" with its object name when it has one. */
inline QString describe(const QWidget* w, const QString& text) {
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty()) name += QLatin1Char('#') + w->objectName();
    return QStringLiteral("%1 \"%2\"").arg(name, text.left(48).replace(QLatin1Char('\n'), QLatin1Char(' ')));
}

inline QString needs(const QWidget* w, const QString& text, int need, int has, const char* what = "wide") {
    return QStringLiteral("%1 needs %2 px %3, has %4").arg(describe(w, text)).arg(need).arg(QLatin1String(what)).arg(has);
}

/** Whether @p w and its parents up to @p top are shown in @p top and @p w has a size. */
inline bool shown(const QWidget* w, const QWidget* top) {
    return (w == top || w->isVisibleTo(top)) && w->width() > 0 && w->height() > 0;
}

/**
 * The widget around @p w (up to @p top) that cuts part of it off: one of a fixed height
 * narrower or lower than @p w's place in it. A scroll area's content may go past its view:
 * the search stops there.
 */
inline const QWidget* cutBy(const QWidget* w, const QWidget* top) {
    const QRect own(w->mapTo(top, QPoint(0, 0)), w->size());
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractScrollArea*>(p->parentWidget())) return nullptr;  // p is a viewport
        const QRect around(p->mapTo(top, QPoint(0, 0)), p->size());
        if (!around.contains(own)) return p;
        if (p == top) return nullptr;
    }
    return nullptr;
}

}  // namespace detail

/**
 * What @p top cuts, a line each naming the widget, its text, and the pixels it needs and has.
 * One pixel of slack for rounding at fractional scales.
 */
inline QStringList crampedWidgets(QWidget* top) {
    using detail::needs;
    using detail::shown;
    QStringList list;
    for (QLabel* label : top->findChildren<QLabel*>()) {
        if (!shown(label, top) || label->text().isEmpty()) continue;
        if (auto* elided = qobject_cast<gui::ElidedLabel*>(label)) {
            // Shortened with "…" by design: then its tool tip has the whole text.
            if (elided->isElided() && !elided->toolTip().contains(elided->fullText()))
                list << detail::describe(label, label->text()) + QStringLiteral(" is shortened and its tool tip lacks the text");
            continue;
        }
        if (label->wordWrap() && label->heightForWidth(label->width()) > label->height() + 1)
            list << needs(label, label->text(), label->heightForWidth(label->width()), label->height(), "high");
        if (!label->wordWrap() && label->sizeHint().width() > label->width() + 1)
            list << needs(label, label->text(), label->sizeHint().width(), label->width());
        if (const QWidget* parent = detail::cutBy(label, top))
            list << detail::describe(label, label->text()) + QStringLiteral(" is cut by %1 around it")
                                                            .arg(QString::fromLatin1(parent->metaObject()->className()));
    }
    for (QAbstractButton* button : top->findChildren<QAbstractButton*>()) {
        if (!shown(button, top) || button->text().isEmpty()) continue;
        if (button->sizeHint().width() > button->width() + 1)
            list << needs(button, button->text(), button->sizeHint().width(), button->width());
    }
    for (QComboBox* combo : top->findChildren<QComboBox*>()) {
        // The text shown, not the widest item's: a combo may be narrower than its list.
        if (!shown(combo, top) || combo->isEditable() || combo->currentText().isEmpty()) continue;
        // Where the style draws the text (CE_ComboBoxLabel: the edit field less a pixel each
        // side, clipped there), against the text's width; a pixel of slack as for the others
        // (a box at its own size hint is a pixel short of a Chinese text at 200 %, which ends
        // in a full-width bracket's blank side).
        QStyleOptionComboBox option;  // as QComboBox's own (protected) initStyleOption fills it
        option.initFrom(combo);
        option.editable = combo->isEditable();
        option.frame = combo->hasFrame();
        option.currentText = combo->currentText();
        option.currentIcon = combo->itemIcon(combo->currentIndex());
        option.iconSize = combo->iconSize();
        option.subControls = QStyle::SC_All;
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        int need = combo->fontMetrics().horizontalAdvance(combo->currentText()) + 2;
        if (!combo->itemIcon(combo->currentIndex()).isNull()) need += combo->iconSize().width() + 4;
        // A box that shortens its text by design has it whole in its tool tip.
        if (need > field.width() + 1 && !combo->toolTip().contains(combo->currentText()))
            list << needs(combo, combo->currentText(), need, field.width());
    }
    for (QTabBar* bar : top->findChildren<QTabBar*>()) {
        if (!shown(bar, top)) continue;
        const int padding = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
        for (int i = 0; i < bar->count(); ++i) {
            if (!bar->isTabVisible(i)) continue;
            const int need = bar->fontMetrics().horizontalAdvance(bar->tabText(i)) + padding;
            if (need > bar->tabRect(i).width() + 1) list << needs(bar, bar->tabText(i), need, bar->tabRect(i).width());
        }
    }
    for (QCustomPlot* plot : top->findChildren<QCustomPlot*>()) {
        // A text in a chart (a note, a step label) drawn whole inside the plot that clips it.
        if (!shown(plot, top)) continue;
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight)) {
                // A value axis' label runs along the plot's height: a longer line is cut.
                if (!axis->visible() || axis->label().isEmpty()) continue;
                for (const QString& line : axis->label().split(QLatin1Char('\n'))) {
                    const int need = QFontMetrics(axis->labelFont()).horizontalAdvance(line);
                    if (need > rect->height() + 1)
                        list << QStringLiteral("%1 axis label \"%2\" needs %3 px, the plot is %4 px high")
                                    .arg(detail::describe(plot, QString()), line)
                                    .arg(need)
                                    .arg(rect->height());
                }
            }
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto* text = qobject_cast<QCPItemText*>(plot->item(i));
            if (!text || !text->visible() || text->text().isEmpty() || !text->clipToAxisRect()) continue;
            const QRectF drawn(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition());
            const QRectF room = QRectF(text->clipAxisRect()->rect()).adjusted(-1, -1, 1, 1);
            if (!room.contains(drawn))
                list << QStringLiteral("%1 \"%2\" is drawn %3 px wide at x %4 in a plot %5 px wide at x %6")
                            .arg(detail::describe(plot, QString()), text->text().left(48).replace(QLatin1Char('\n'), QLatin1Char(' ')))
                            .arg(int(drawn.width()))
                            .arg(int(drawn.left()))
                            .arg(int(room.width()) - 2)
                            .arg(int(room.left()) + 1);
        }
    }
    for (QAbstractItemView* view : top->findChildren<QAbstractItemView*>()) {
        if (!shown(view, top) || !view->model()) continue;
        QHeaderView* header = nullptr;
        if (auto* tree = qobject_cast<QTreeView*>(view)) header = tree->header();
        else if (auto* table = qobject_cast<QTableView*>(view)) header = table->horizontalHeader();
        if (!header) continue;  // a list: no columns
        const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        for (int c = 0; c < view->model()->columnCount(view->rootIndex()); ++c) {
            if (header->isSectionHidden(c) || header->sectionSize(c) == 0) continue;
            const int has = header->sectionSize(c);
            const QString title = view->model()->headerData(c, Qt::Horizontal).toString();
            if (header->isVisible() && !title.isEmpty()) {
                // A title may take two lines (a "\n" in it): its widest line counts.
                int widest = 0;
                for (const QString& line : title.split(QLatin1Char('\n')))
                    widest = std::max(widest, header->fontMetrics().horizontalAdvance(line));
                if (widest + margin > has + 1) list << needs(header, title, widest + margin, has);
            }
            const int cells = view->sizeHintForColumn(c);
            if (cells > has + 1)
                list << needs(view, QStringLiteral("column %1 (%2)").arg(c).arg(title), cells, has);
        }
    }
    return list;
}

}  // namespace iometry::testing
