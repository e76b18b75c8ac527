#pragma once
// The list beside a live chart's plot: a checkable item per series, at the top level or under
// a checkable group (checking the group checks its series), and last the heat strip's item.
// Checking an item asks the chart to draw the series or the strip; the chart checks and
// unchecks items itself without being asked back.

#include <QTreeWidget>
#include <vector>

namespace iometry::gui {

class SeriesTree : public QTreeWidget {
    Q_OBJECT

public:
    explicit SeriesTree(QWidget* parent = nullptr);

    /**
     * Lists the next series (index seriesCount()), unchecked, with a swatch of @p color,
     * under @p group (made when first named; empty: top level).
     */
    void addSeries(const QString& name, const QString& group, const QColor& color);
    int seriesCount() const { return static_cast<int>(m_series.size()); }
    void setSeriesName(int series, const QString& name);
    void setSeriesChecked(int series, bool checked);
    /** Renames a group's item. */
    void renameGroup(const QString& from, const QString& to);
    /** Lists the heat strip, last, checked or not; listed already, renames it. */
    void setHeatItem(const QString& name, bool checked);
    void setHeatChecked(bool checked);
    /** Every series and group gone; the heat strip's item stays as it was. */
    void clearSeries();

Q_SIGNALS:
    /** The user checked or unchecked a series (or its group). */
    void seriesToggled(int series, bool checked);
    void heatStripToggled(bool checked);

private:
    void onItemChanged(QTreeWidgetItem* item);
    QTreeWidgetItem* groupItem(const QString& group);
    void addTopLevel(QTreeWidgetItem* item);

    std::vector<QTreeWidgetItem*> m_series;
    QTreeWidgetItem* m_heatItem = nullptr;
    bool m_updating = false;  // our own changes of check states and texts
};

}  // namespace iometry::gui
