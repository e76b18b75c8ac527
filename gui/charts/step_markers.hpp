#pragma once
// The step markers of a live chart: a dashed vertical line where a step began, with a label
// at its top (stepMarkerLabel(), step_label.hpp). A label that would overlap the one before
// it is hidden, its line kept; one the plot's right edge would cut is drawn left of its line,
// or hidden when that overlaps too. A chart keeps at most kMaxMarkers of them, and none older
// than its window. A span of the time axis may be shaded (the probes' idle seconds of a
// step, docs/metrics.md "Latency under load"), with the same bounds.

#include <QString>
#include <QVector>
#include <functional>

class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCustomPlot;

namespace iometry::gui {

class StepMarkers {
public:
    /** The whole run keeps at most these; the oldest go first. */
    static constexpr int kMaxMarkers = 2000;

    explicit StepMarkers(QCustomPlot* plot) : m_plot(plot) {}

    /** A marker at @p t; @p tag is the owner's number for it, for relabel(). */
    void add(double t, const QString& label, int tag);
    /** Labels every marker that has a tag anew: @p label(tag). */
    void relabel(const std::function<QString(int tag)>& label);
    /** Shades the time axis from @p from to @p to, the plot's whole height. */
    void shade(double from, double to);
    int shadedCount() const { return m_spans.size(); }
    /** Removes the markers and the shaded spans before @p t. */
    void dropBefore(double t);
    void clear();
    int count() const { return m_markers.size(); }
    /** Shows the labels there is room for at the time axis' current scale. */
    void updateLabels();

private:
    struct Marker {
        double t;
        QCPItemStraightLine* line;
        QCPItemText* label;
        int tag;
    };
    struct Span {
        double to;
        QCPItemRect* rect;
    };
    void removeFirst();

    QCustomPlot* m_plot;
    QVector<Marker> m_markers;
    QVector<Span> m_spans;
};

}  // namespace iometry::gui
