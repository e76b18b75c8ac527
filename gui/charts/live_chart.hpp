#pragma once
// A live time chart: points arrive by append() at any rate into a store per series; one GUI
// timer replots only when something changed (docs/architecture.md, "The path of one sample").
// A series is drawn only while it is checked in the list beside the plot: its graph is made
// when it is first checked and removed when it is unchecked, so an unchecked series costs an
// append and nothing to draw. A shown graph holds what its store gives for the time shown, at
// screen resolution (point_store.hpp, which also says how memory stays bounded over hours).
//
// Navigation: the wheel zooms and a drag pans the time axis, which stops following the
// latest data; "Follow" returns to it. A tracer reads the series, time and value under the
// cursor (chart_tracer.hpp). Step markers are vertical lines with a label (step_markers.hpp).
// An optional heat strip under the lines shows one row per CPU core over the same time axis,
// coloured 0–100 % (heat_strip.hpp). The list beside the plot is series_tree.hpp.
//
// The chart's own texts (time axis, Follow, tool tips) follow a switch of the language; the
// owner renames what it named: title, value axis, series, groups and markers
// (docs/architecture.md, "The window's languages").

#include <QTimer>
#include <QWidget>
#include <functional>
#include <qcustomplot.h>
#include <vector>

#include "gui/charts/chart_series.hpp"
#include "gui/charts/chart_tracer.hpp"
#include "gui/charts/heat_strip.hpp"
#include "gui/charts/point_store.hpp"
#include "gui/text_format.hpp"
#include "gui/charts/series_tree.hpp"
#include "gui/charts/step_markers.hpp"

class QToolButton;

namespace iometry::gui {

/** Value-axis labels with SI prefixes and the unit (formatSi()): "25 Gbit/s", "2 M". */
class SiTicker : public QCPAxisTicker {
public:
    double toBase = 1;  ///< what one unit of the data is in @p unit (Mbit/s in bit/s: 10⁶)
    QString unit;
    BelowOne belowOne = BelowOne::Decimal;

protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                         int precision) override;
};

class LiveChart : public QWidget {
    Q_OBJECT

public:
    /** Points a series keeps at most before it averages them in pairs. */
    static constexpr int kMaxPoints = PointStore::kMaxPoints;
    /** Series listed in a saved chart's legend at most; the list beside the plot names all. */
    static constexpr int kLegendMax = 12;

    LiveChart(const QString& title, const QString& valueLabel, QWidget* parent = nullptr);
    ~LiveChart() override;

    /** Replaces the series (all shown, top level of the list), clearing every point,
     *  marker and heat row. */
    void setSeries(const QStringList& names);
    /**
     * Adds one series after the others, keeping every point; returns its index. @p group
     * puts it under a checkable parent of that name in the list (empty: top level);
     * @p shown checks it.
     */
    int addSeries(const QString& name, const QString& group = QString(), bool shown = true);
    int seriesCount() const { return static_cast<int>(m_series.size()); }
    QString seriesName(int series) const;
    /** Renames a series in the list and the legend (another language), keeping its points. */
    void setSeriesName(int series, const QString& name);
    /** Renames a group of the list: its item and the group its series are under. */
    void renameGroup(const QString& from, const QString& to);
    /** Queues a point; it is drawn at the next replot tick if the series is shown. */
    void append(int series, double t, double value);
    /** Fixes the value axis (CPU % is 0–100); without it the axis follows the data. */
    void setFixedValueRange(double lower, double upper);
    /** Shows another quantity: the title above the plot and the value axis' label. */
    void setLabels(const QString& title, const QString& valueLabel);
    QString title() const;
    /**
     * The value axis' labels: a value v of the data reads formatSi(v × @p toBase, @p unit,
     * @p belowOne) ("25 Gbit/s" for Mbit/s data with 10⁶ and "bit/s"). Default: the number
     * with an SI prefix and no unit ("2 M").
     */
    void setValueUnit(double toBase, const QString& unit, BelowOne belowOne = BelowOne::Decimal);
    /** The value axis' label for @p value, as a tick there reads. */
    QString tickLabel(double value) const;
    /**
     * Why the plot has nothing to draw for the plan that runs (a stream's latency: no
     * round trips), in its middle while no series drawn has a point; empty: no note.
     */
    void setEmptyNote(const QString& note);
    QString emptyNote() const;
    bool isEmptyNoteShown() const;
    /** Seconds of history kept and shown when following; 0 or less: the whole run. */
    void setWindowSeconds(double seconds);
    double windowSeconds() const { return m_windowS; }

    /** Checks or unchecks a series in the list: its graph is made or removed. */
    void setSeriesShown(int series, bool shown);
    bool isSeriesShown(int series) const;
    /** Checks or unchecks every series of a group of the list. */
    void setGroupShown(const QString& group, bool shown);

    /**
     * Gives the chart a heat strip under its lines, listed as @p listName (unchecked: the
     * strip is opt-in); called again, renames it in the list. Rows are added by addHeatRow().
     */
    void enableHeatStrip(const QString& listName);
    /** A row of the heat strip (e.g. "dynamo/cpu3"; the part before '/' labels the axis). */
    int addHeatRow(const QString& name);
    int heatRowCount() const { return m_heat.rowCount(); }
    void appendHeat(int row, double t, double percent);
    void setHeatStripShown(bool shown);
    bool isHeatStripShown() const { return m_heat.isShown(); }
    QCPColorMap* heatMap() const { return m_heat.map(); }

    /**
     * A vertical line at @p t with @p label at its top (a step's start). @p tag: the
     * owner's number for the marker, for relabelMarkers().
     */
    void addMarker(double t, const QString& label, int tag = -1);
    int markerCount() const { return m_markers.count(); }
    /** Shades the time from @p from to @p to (the probes' idle seconds); a span that goes
     *  on from the last one grows it. */
    void shadeSpan(double from, double to);
    int shadedSpanCount() const { return m_markers.shadedCount(); }
    /** Labels every marker still held that has a tag anew: @p label(tag). */
    void relabelMarkers(const std::function<QString(int tag)>& label);

    /** Following: the time axis shows the last window up to the latest point. */
    bool isFollowing() const { return m_following; }
    void setFollowing(bool follow);
    /**
     * What the tracer says at @p pixel of the plot (series or core, time and value), as
     * the cursor would show it; empty when nothing is near.
     */
    QString readingAt(const QPointF& pixel);

    QCustomPlot* plot() const { return m_plot; }
    QTreeWidget* seriesList() const { return m_list; }
    QToolButton* followButton() const { return m_followButton; }
    /** Points currently held by a series (for tests: the window bound). */
    int pointCount(int series) const;
    int heatPointCount(int row) const;
    /** Asks for the chart to be saved (saveRequested(), the context menu's Save chart as…)
     *  with a legend beside the plot while it is, since the list is not in the file. */
    void saveWithLegend();
    /** Moves the axes and replots if needed (the timer calls it). */
    void flush();

Q_SIGNALS:
    void saveRequested(QCustomPlot* plot);
    void followingChanged(bool following);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void dropOld();
    void updateRanges();
    void updateLegend();
    void updateEmptyNote();
    void showTracer(const QPointF& pixel);
    void hideTracer();
    /** The first and the latest time of the points appended. */
    void noteTime(double t);
    /** Sets the texts the chart gives itself, in the current language. */
    void retranslate();

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    QSharedPointer<SiTicker> m_ticker;
    QCPItemText* m_emptyNote = nullptr;
    QString m_emptyNoteText;  ///< as set; m_emptyNote holds it wrapped to the plot
    QCPLayoutGrid* m_legendBox;
    SeriesTree* m_list;
    QToolButton* m_followButton;
    QTimer m_replotTimer;
    std::vector<ChartSeries> m_series;
    HeatStrip m_heat;
    StepMarkers m_markers;
    ChartTracer m_tracer;
    bool m_heatDirty = false;

    double m_windowS = 600;
    double m_fixedLower = 0, m_fixedUpper = 0;
    double m_firstT = -1, m_latestT = -1;
    bool m_following = true;
    bool m_dirty = false;
    bool m_resample = false;  // the graphs' points are to be made again from the stores
};

}  // namespace iometry::gui
