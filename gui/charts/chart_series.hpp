#pragma once
// One line of a live chart: its name, its place in the list beside the plot, its colour, its
// points, and its graph while it is shown (a series that is not costs an append and nothing
// to draw).

#include <QColor>
#include <QString>

#include "gui/charts/point_store.hpp"

class QCPGraph;

namespace iometry::gui {

struct ChartSeries {
    QString name;
    QString group;  // the list's group it is under; empty: top level
    QColor color;
    PointStore store;
    QCPGraph* graph = nullptr;  // only while shown
};

}  // namespace iometry::gui
