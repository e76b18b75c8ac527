#include "gui/charts/series_tree.hpp"

#include <QPixmap>

namespace iometry::gui {
namespace {

constexpr int kSeriesRole = Qt::UserRole + 1;  // a list item's series index

QIcon swatch(const QColor& color) {
    QPixmap pixmap(10, 10);
    pixmap.fill(color);
    return QIcon(pixmap);
}

}  // namespace

SeriesTree::SeriesTree(QWidget* parent) : QTreeWidget(parent) {
    setHeaderHidden(true);
    setRootIsDecorated(true);
    setIndentation(12);
    setUniformRowHeights(true);
    // The chart's family (a platform theme may give item views a font of their own).
    setFont(QFont((parent ? parent->font() : font()).family(), 8));
    setIconSize(QSize(10, 10));
    setFixedWidth(150);
    connect(this, &QTreeWidget::itemChanged, this, &SeriesTree::onItemChanged);
}

void SeriesTree::addTopLevel(QTreeWidgetItem* item) {
    // The heat strip's item stays last.
    if (m_heatItem) insertTopLevelItem(indexOfTopLevelItem(m_heatItem), item);
    else addTopLevelItem(item);
}

QTreeWidgetItem* SeriesTree::groupItem(const QString& group) {
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (item != m_heatItem && item->childCount() > 0 && item->text(0) == group) return item;
    }
    auto* item = new QTreeWidgetItem(QStringList(group));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
    addTopLevel(item);
    return item;
}

void SeriesTree::addSeries(const QString& name, const QString& group, const QColor& color) {
    m_updating = true;
    auto* item = new QTreeWidgetItem(QStringList(name));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setData(0, kSeriesRole, seriesCount());
    item->setIcon(0, swatch(color));
    item->setCheckState(0, Qt::Unchecked);
    if (group.isEmpty()) addTopLevel(item);
    else groupItem(group)->addChild(item);
    m_updating = false;
    m_series.push_back(item);
}

void SeriesTree::setSeriesName(int series, const QString& name) {
    m_updating = true;
    m_series[series]->setText(0, name);
    m_updating = false;
}

void SeriesTree::setSeriesChecked(int series, bool checked) {
    m_updating = true;
    m_series[series]->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    m_updating = false;
}

void SeriesTree::renameGroup(const QString& from, const QString& to) {
    m_updating = true;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (item != m_heatItem && item->childCount() > 0 && item->text(0) == from)
            item->setText(0, to);
    }
    m_updating = false;
}

void SeriesTree::setHeatItem(const QString& name, bool checked) {
    m_updating = true;
    if (m_heatItem) {
        m_heatItem->setText(0, name);
    } else {
        m_heatItem = new QTreeWidgetItem(QStringList(name));
        m_heatItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        m_heatItem->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
        addTopLevelItem(m_heatItem);
    }
    m_heatItem->setToolTip(0, name);  // the list is narrow: the whole name where it is cut
    m_updating = false;
}

void SeriesTree::setHeatChecked(bool checked) {
    if (!m_heatItem) return;
    m_updating = true;
    m_heatItem->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    m_updating = false;
}

void SeriesTree::clearSeries() {
    const bool heat = m_heatItem != nullptr;
    const QString heatName = heat ? m_heatItem->text(0) : QString();
    const bool heatChecked = heat && m_heatItem->checkState(0) == Qt::Checked;
    m_updating = true;
    clear();
    m_heatItem = nullptr;
    m_series.clear();
    m_updating = false;
    if (heat) setHeatItem(heatName, heatChecked);
}

void SeriesTree::onItemChanged(QTreeWidgetItem* item) {
    if (m_updating) return;
    const bool checked = item->checkState(0) == Qt::Checked;
    if (item == m_heatItem) {
        Q_EMIT heatStripToggled(checked);
        return;
    }
    const QVariant index = item->data(0, kSeriesRole);
    if (index.isValid()) Q_EMIT seriesToggled(index.toInt(), checked);
    // A group's item checks its children itself (Qt::ItemIsAutoTristate); each child
    // comes here in turn.
}

}  // namespace iometry::gui
