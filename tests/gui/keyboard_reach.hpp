#pragma once
// What the keyboard cannot reach in a window: a control shown and enabled that Tab never
// stops at (its focus policy lacks Qt::TabFocus, or it is out of the window's focus chain).
// Used by guide_screenshots on every page and wizard it shows: "every page works from the
// keyboard" (docs/guide.md, "Keys").
//
// Left out by design: the tool bar's buttons (their actions are the menus', with
// shortcuts), a tab widget's own tab bar (Ctrl+Tab and Ctrl+PgDown switch pages), a
// scroll area's scroll bars (the view scrolls with the keys once it has the focus), a
// table's header and corner button (parts of the view, which takes the focus), the
// unchecked buttons of an exclusive group (Qt gives Tab to the checked one; the arrow keys
// move between them), and the charts (their series lists, window box and Follow buttons are their keyboard controls;
// figures export from the Report menu).

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QButtonGroup>
#include <QHeaderView>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QSet>
#include <QStringList>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QWidget>

namespace iometry::testing {

namespace detail {

/** A button of an exclusive group (a QButtonGroup's, or auto-exclusive among its siblings). */
inline bool exclusive(const QAbstractButton* button) {
    return button->isCheckable() && (button->autoExclusive() || (button->group() && button->group()->exclusive()));
}

/** The buttons @p button is exclusive with, itself included. */
inline QList<const QAbstractButton*> groupOf(const QAbstractButton* button) {
    QList<const QAbstractButton*> group;
    if (button->group()) {
        for (const QAbstractButton* b : button->group()->buttons()) group << b;
    } else if (button->parentWidget()) {
        for (const QAbstractButton* b : button->parentWidget()->findChildren<QAbstractButton*>(Qt::FindDirectChildrenOnly))
            if (b->autoExclusive() && b->isCheckable()) group << b;
    }
    return group;
}

}  // namespace detail

/** The controls of @p top that Tab cannot reach, a line each naming the control. */
inline QStringList mouseOnlyControls(QWidget* top) {
    QSet<const QWidget*> chain;
    for (QWidget* w = top->nextInFocusChain(); w && w != top; w = w->nextInFocusChain()) {
        if (chain.contains(w)) break;
        chain.insert(w);
    }
    const auto leftOut = [top](const QWidget* w) {
        for (const QWidget* p = w->parentWidget(); p && p != top->parentWidget(); p = p->parentWidget()) {
            if (qobject_cast<const QToolBar*>(p)) return true;
            if (qobject_cast<const QComboBox*>(p) || qobject_cast<const QAbstractSpinBox*>(p))
                return true;  // a box's own line edit or arrows: the box takes the focus
        }
        if (qobject_cast<const QScrollBar*>(w) || qobject_cast<const QHeaderView*>(w)) return true;
        if (w->inherits("QTableCornerButton")) return true;
        if (auto* button = qobject_cast<const QAbstractButton*>(w); button && detail::exclusive(button))
            return true;  // its group is checked as a whole below
        if (auto* bar = qobject_cast<const QTabBar*>(w)) return qobject_cast<const QTabWidget*>(bar->parentWidget()) != nullptr;
        return false;
    };
    QStringList list;
    for (QWidget* w : top->findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                             qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QLineEdit*>(w) ||
                             qobject_cast<QAbstractItemView*>(w) || qobject_cast<QAbstractSlider*>(w) ||
                             qobject_cast<QTabBar*>(w);
        if (!control || !w->isVisibleTo(top) || !w->isEnabled() || leftOut(w)) continue;
        QString name = QString::fromLatin1(w->metaObject()->className());
        if (!w->objectName().isEmpty()) name += QLatin1Char('#') + w->objectName();
        if (auto* button = qobject_cast<QAbstractButton*>(w); button && !button->text().isEmpty())
            name += QStringLiteral(" \"%1\"").arg(button->text());
        if (!(w->focusPolicy() & Qt::TabFocus))
            list << name + QStringLiteral(" takes no focus from Tab");
        else if (!chain.contains(w))
            list << name + QStringLiteral(" is not in the window's Tab chain");
    }
    // An exclusive group: Tab stops at one of its buttons (the arrow keys choose among them).
    QSet<const QAbstractButton*> seen;
    for (QAbstractButton* button : top->findChildren<QAbstractButton*>()) {
        if (!detail::exclusive(button) || seen.contains(button) || !button->isVisibleTo(top) || !button->isEnabled())
            continue;
        bool reached = false;
        for (const QAbstractButton* b : detail::groupOf(button)) {
            seen.insert(b);
            reached = reached || (b->isVisibleTo(top) && b->isEnabled() && (b->focusPolicy() & Qt::TabFocus) &&
                                  chain.contains(b));
        }
        if (!reached)
            list << QStringLiteral("the group of \"%1\": Tab stops at none of its buttons").arg(button->text());
    }
    return list;
}

}  // namespace iometry::testing
