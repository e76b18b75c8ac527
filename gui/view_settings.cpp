#include "gui/view_settings.hpp"

#include <QHeaderView>
#include <QSettings>
#include <QSplitter>
#include <QStringList>
#include <QVariant>
#include <QWidget>

namespace iometry::gui {
namespace {

// The splitters' and tables' layouts, by their place in the window (viewKey()).
const QString kViewsKey = QStringLiteral("window/views");

/**
 * Where @p widget sits under @p root: object names, or the class and the place among
 * siblings of that class for a widget without one; the same across starts as long as the
 * window is built the same way.
 */
QString viewKey(const QWidget* widget, const QWidget* root) {
    QStringList parts;
    for (const QWidget* w = widget; w && w != root; w = w->parentWidget()) {
        QString part = w->objectName();
        if (part.isEmpty()) {
            int index = 0;
            if (const QObject* parent = w->parent())
                for (const QObject* sibling : parent->children()) {
                    if (sibling == w) break;
                    if (sibling->metaObject() == w->metaObject()) ++index;
                }
            part = QStringLiteral("%1#%2").arg(QLatin1String(w->metaObject()->className())).arg(index);
        }
        parts.prepend(part);
    }
    return parts.join(QLatin1Char('/'));
}

/** The widths of @p header's sections the user may drag (resize mode Interactive). */
QVariantList interactiveWidths(const QHeaderView* header) {
    QVariantList widths;
    for (int i = 0; i < header->count(); ++i)
        widths << (header->sectionResizeMode(i) == QHeaderView::Interactive ? header->sectionSize(i) : -1);
    return widths;
}

/** Gives @p header the widths saved; false when its columns are not those saved. */
bool restoreWidths(QHeaderView* header, const QVariantList& widths) {
    if (widths.isEmpty() || widths.size() != header->count()) return false;
    for (int i = 0; i < header->count(); ++i) {
        const int width = widths[i].toInt();
        if (width > 0 && header->sectionResizeMode(i) == QHeaderView::Interactive)
            header->resizeSection(i, width);
    }
    return true;
}

}  // namespace

void ViewSettings::save(const QWidget* root) {
    QSettings settings;
    QVariantMap views = settings.value(kViewsKey).toMap();
    for (const QSplitter* splitter : root->findChildren<QSplitter*>())
        views[QStringLiteral("splitter:") + viewKey(splitter, root)] = splitter->saveState();
    for (const QHeaderView* header : root->findChildren<QHeaderView*>())
        if (header->orientation() == Qt::Horizontal && header->count() > 0)
            views[QStringLiteral("columns:") + viewKey(header, root)] = interactiveWidths(header);
    settings.setValue(kViewsKey, views);
}

void ViewSettings::restore(QWidget* root) {
    const QVariantMap views = QSettings().value(kViewsKey).toMap();
    for (QSplitter* splitter : root->findChildren<QSplitter*>()) {
        const QVariant state = views.value(QStringLiteral("splitter:") + viewKey(splitter, root));
        if (state.isValid()) splitter->restoreState(state.toByteArray());
    }
    for (QHeaderView* header : root->findChildren<QHeaderView*>()) {
        if (header->orientation() != Qt::Horizontal) continue;
        const QVariantList widths = views.value(QStringLiteral("columns:") + viewKey(header, root)).toList();
        if (widths.isEmpty() || restoreWidths(header, widths)) continue;
        // A table whose columns come with its first rows: the widths once they are there.
        auto* once = new QObject(header);
        QObject::connect(header, &QHeaderView::sectionCountChanged, once, [header, widths, once] {
            if (restoreWidths(header, widths)) once->deleteLater();
        });
    }
}

}  // namespace iometry::gui
