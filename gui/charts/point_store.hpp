#pragma once
// The points of one live series (or one core of the heat strip), in plain C++: what a live
// chart keeps of a line between replots, and what it draws of it (docs/architecture.md,
// "The path of one sample", step 8).
//
// Memory stays bounded over hours. The chart drops the points older than its window
// (dropBefore()); a store holds fewer than maxPoints points, and when it reaches its limit
// it averages neighbouring points in pairs and from then on averages every `stride` new
// points into one, so the resolution halves and the point count stays below the bound. The
// whole run stays in the results folder (docs/metrics.md, samples.csv) at full resolution.
//
// Every store of a chart receives its points in the same append, so anything a store does at
// a given point count, all of them do at once: with a vector that grows by doubling, one
// append in a run with 350 series reallocated and copied all 350 stores (an append of 25 ms
// at 4,096 points, over 200 ms under ASan). So a store gets its whole room at once (untouched
// pages cost no memory) and keeps it (trimming and halving move points within it), and it
// halves at a limit of its own, spread over the last quarter below maxPoints by its phase
// (the series' index).

#include <span>
#include <vector>

namespace iometry::gui {

/** One point of a live series: seconds since the run began, and the value. */
struct ChartPoint {
    double t = 0;
    double value = 0;
    friend bool operator==(const ChartPoint&, const ChartPoint&) = default;
};

class PointStore {
public:
    /** Points a store holds at most before it averages them in pairs. */
    static constexpr int kMaxPoints = 8192;
    /** How many different limits the phases give (phase % kPhases). */
    static constexpr int kPhases = 8;

    /** @p phase staggers the limit (the series' index); @p maxPoints bounds the store. */
    explicit PointStore(int phase = 0, int maxPoints = kMaxPoints);

    /**
     * Adds a point in time order (one earlier than the last is put in its place); with a
     * stride above 1 it is held until `stride` points can be stored as their mean.
     */
    void append(double t, double value);
    /** Drops the points before @p t (the chart's window). */
    void dropBefore(double t);

    int size() const { return static_cast<int>(m_points.size()) - m_front; }
    bool isEmpty() const { return size() == 0; }
    /** The points held, in time order. */
    std::span<const ChartPoint> points() const {
        return std::span<const ChartPoint>(m_points).subspan(static_cast<std::size_t>(m_front));
    }
    /** Appended points averaged into one stored point: 1, then 2, 4, … after each halving. */
    int stride() const { return m_stride; }
    /** The size at which the store halves: maxPoints less its phase's share. */
    int limit() const { return m_limit; }

    /** Points with @p lower <= t <= @p upper. */
    int countIn(double lower, double upper) const;
    /** The point nearest @p t (of two as near, the later); nullptr when the store is empty. */
    const ChartPoint* nearest(double t) const;

    /**
     * What a line draws for the time @p lower … @p upper: the points in it and one on either
     * side (the line leaves the plot); where they are more than twice @p buckets, the mean
     * time and value of the points in each of @p buckets equal slices of the time instead,
     * the points on either side kept as they are. A line is drawn at screen resolution
     * whatever the length of the window.
     */
    std::vector<ChartPoint> resample(double lower, double upper, int buckets) const;

    /** The mean of one column of columnMeans(); `count` 0: nothing was measured there. */
    struct Column {
        double mean = 0;
        int count = 0;
        friend bool operator==(const Column&, const Column&) = default;
    };
    /**
     * The time @p lower … @p upper in @p columns equal slices, and the mean value of the
     * points in each (a point on a slice's edge counts in the later one, @p upper in the
     * last): the heat strip's cells.
     */
    std::vector<Column> columnMeans(double lower, double upper, int columns) const;

private:
    using Iterator = std::vector<ChartPoint>::const_iterator;
    Iterator begin() const { return m_points.begin() + m_front; }
    Iterator end() const { return m_points.end(); }
    /** The first point at or after @p t. */
    Iterator lowerBound(double t) const;
    /** The first point after @p t. */
    Iterator upperBound(double t) const;
    void halve();

    // Points dropped by the window stay at the front of the allocation (m_front of them)
    // until an append would need their room.
    std::vector<ChartPoint> m_points;
    int m_front = 0;
    int m_limit;
    int m_stride = 1;
    int m_pendingCount = 0;
    double m_pendingT = 0, m_pendingV = 0;
};

}  // namespace iometry::gui
