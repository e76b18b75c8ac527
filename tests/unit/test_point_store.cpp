// The live charts' point store (gui/charts/point_store.hpp), against values worked out by
// hand or computed here independently: points kept in time order, the limit staggered by
// phase, halving that averages neighbours in pairs and then every `stride` new points (the
// counts and strides exact, the values exact), trimming to the window, compaction of the
// dropped front that loses nothing, resampling to a mean per bucket with the points either
// side kept, the heat strip's column means, the nearest point, and an hour of appends that
// stays below the bound with its values still on the line they came from.

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "gui/charts/point_store.hpp"

using iometry::gui::ChartPoint;
using iometry::gui::PointStore;
using Points = std::vector<ChartPoint>;
using Columns = std::vector<PointStore::Column>;

namespace iometry::gui {

// QCOMPARE prints these when they differ.
QByteArray describe(const ChartPoint& p) {
    return "(" + QByteArray::number(p.t) + ", " + QByteArray::number(p.value) + ")";
}

QByteArray describe(const PointStore::Column& c) {
    return "(mean " + QByteArray::number(c.mean) + " of " + QByteArray::number(c.count) + ")";
}

template <class T>
char* describeAll(const std::vector<T>& items) {
    QByteArray out = "[";
    for (const T& item : items) {
        if (out.size() > 1) out += ", ";
        out += describe(item);
    }
    return qstrdup(out + "]");
}

char* toString(const ChartPoint& p) {
    return qstrdup(describe(p));
}

char* toString(const std::vector<ChartPoint>& points) {
    return describeAll(points);
}

char* toString(const std::vector<PointStore::Column>& columns) {
    return describeAll(columns);
}

}  // namespace iometry::gui

Q_DECLARE_METATYPE(Points)

namespace {

Points held(const PointStore& store) {
    return Points(store.points().begin(), store.points().end());
}

/** Points at t = first, first + 1, …, with value = t * 10. */
Points ramp(int first, int count) {
    Points out;
    for (int i = 0; i < count; ++i) out.push_back({double(first + i), (first + i) * 10.0});
    return out;
}

void appendAll(PointStore& store, const Points& points) {
    for (const ChartPoint& p : points) store.append(p.t, p.value);
}

}  // namespace

class TestPointStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keepsTimeOrder_data() {
        QTest::addColumn<Points>("appended");
        QTest::addColumn<Points>("expected");
        QTest::newRow("in order") << Points{{0, 1}, {1, 2}, {2, 3}}
                                  << Points{{0, 1}, {1, 2}, {2, 3}};
        QTest::newRow("equal times keep their order")
            << Points{{0, 1}, {1, 2}, {1, 3}} << Points{{0, 1}, {1, 2}, {1, 3}};
        QTest::newRow("late point goes in its place")
            << Points{{0, 1}, {2, 3}, {1, 2}} << Points{{0, 1}, {1, 2}, {2, 3}};
        QTest::newRow("earliest goes first") << Points{{5, 1}, {6, 2}, {1, 9}}
                                             << Points{{1, 9}, {5, 1}, {6, 2}};
        // Before the earlier of equal times (the place QCustomPlot's container gave it).
        QTest::newRow("late point among equal times")
            << Points{{0, 1}, {1, 2}, {1, 3}, {2, 4}, {1, 5}}
            << Points{{0, 1}, {1, 5}, {1, 2}, {1, 3}, {2, 4}};
    }
    void keepsTimeOrder() {
        QFETCH(Points, appended);
        QFETCH(Points, expected);
        PointStore store;
        appendAll(store, appended);
        QCOMPARE(held(store), expected);
        QCOMPARE(store.size(), int(expected.size()));
        QCOMPARE(store.stride(), 1);
    }

    void limitIsStaggeredByPhase_data() {
        QTest::addColumn<int>("maxPoints");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("limit");
        // A phase takes a 32nd of the bound off, up to 7 of them: the last quarter below it.
        QTest::newRow("8192, phase 0") << 8192 << 0 << 8192;
        QTest::newRow("8192, phase 1") << 8192 << 1 << 7936;
        QTest::newRow("8192, phase 7") << 8192 << 7 << 6400;
        QTest::newRow("8192, phase 8 = 0") << 8192 << 8 << 8192;
        QTest::newRow("8192, phase 13 = 5") << 8192 << 13 << 6912;
        QTest::newRow("64, phase 3") << 64 << 3 << 58;
    }
    void limitIsStaggeredByPhase() {
        QFETCH(int, maxPoints);
        QFETCH(int, phase);
        QFETCH(int, limit);
        QCOMPARE(PointStore(phase, maxPoints).limit(), limit);
    }

    void halvesAtTheLimit_data() {
        QTest::addColumn<int>("appends");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("stride");
        // Limit 16: 16 points become 8 and every 2 appends one point, then every 4, …
        QTest::newRow("15: below the limit") << 15 << 15 << 1;
        QTest::newRow("16: halved") << 16 << 8 << 2;
        QTest::newRow("17: one pending") << 17 << 8 << 2;
        QTest::newRow("18: a pair stored") << 18 << 9 << 2;
        QTest::newRow("31: 8 + 7, one pending") << 31 << 15 << 2;
        QTest::newRow("32: halved again") << 32 << 8 << 4;
        QTest::newRow("63") << 63 << 15 << 4;
        QTest::newRow("64: a third time") << 64 << 8 << 8;
    }
    void halvesAtTheLimit() {
        QFETCH(int, appends);
        QFETCH(int, size);
        QFETCH(int, stride);
        PointStore store(0, 16);
        appendAll(store, ramp(0, appends));
        QCOMPARE(store.size(), size);
        QCOMPARE(store.stride(), stride);
    }

    void halvingAveragesNeighbours() {
        PointStore store(0, 16);
        const Points raw = {{0, 1},  {1, 3},  {2, 10}, {3, 20}, {4, -4}, {5, 4},  {6, 0},  {7, 0},
                            {8, 7},  {9, 9},  {10, 1}, {11, 1}, {12, 2}, {13, 6}, {14, 5}, {15, 5}};
        appendAll(store, raw);
        QCOMPARE(held(store), (Points{{0.5, 2},
                                      {2.5, 15},
                                      {4.5, 0},
                                      {6.5, 0},
                                      {8.5, 8},
                                      {10.5, 1},
                                      {12.5, 4},
                                      {14.5, 5}}));
        // From now on every two appends are stored as their mean.
        store.append(16, 100);
        QCOMPARE(store.size(), 8);
        store.append(17, 200);
        QCOMPARE(store.size(), 9);
        QCOMPARE(store.points().back(), (ChartPoint{16.5, 150}));
    }

    void halvingAnOddCountKeepsTheLastPoint() {
        // Bound 96, phase 1: limit 93, so 46 pairs and the 93rd point as it was.
        PointStore store(1, 96);
        QCOMPARE(store.limit(), 93);
        appendAll(store, ramp(0, 93));
        QCOMPARE(store.size(), 47);
        QCOMPARE(store.points()[0], (ChartPoint{0.5, 5}));
        QCOMPARE(store.points()[45], (ChartPoint{90.5, 905}));
        QCOMPARE(store.points()[46], (ChartPoint{92, 920}));
    }

    void phasesHalveOnDifferentAppends() {
        // The reason for the phases: stores fed in the same append do not all halve at once.
        PointStore first(0), second(1);
        for (const ChartPoint& p : ramp(0, 7936)) {
            first.append(p.t, p.value);
            second.append(p.t, p.value);
        }
        QCOMPARE(second.size(), 3968);
        QCOMPARE(second.stride(), 2);
        QCOMPARE(first.size(), 7936);
        QCOMPARE(first.stride(), 1);
    }

    void trimmingKeepsTheWindow_data() {
        QTest::addColumn<double>("cutoff");
        QTest::addColumn<int>("kept");
        QTest::addColumn<double>("firstKept");
        // 100 points at t = 0 … 99.
        QTest::newRow("on a point: it stays") << 40.0 << 60 << 40.0;
        QTest::newRow("between points") << 39.5 << 60 << 40.0;
        QTest::newRow("before them all") << -1.0 << 100 << 0.0;
        QTest::newRow("at the first") << 0.0 << 100 << 0.0;
        QTest::newRow("at the last") << 99.0 << 1 << 99.0;
        QTest::newRow("after them all") << 100.0 << 0 << 0.0;
    }
    void trimmingKeepsTheWindow() {
        QFETCH(double, cutoff);
        QFETCH(int, kept);
        QFETCH(double, firstKept);
        PointStore store;
        appendAll(store, ramp(0, 100));
        store.dropBefore(cutoff);
        QCOMPARE(store.size(), kept);
        QCOMPARE(store.isEmpty(), kept == 0);
        if (kept > 0) {
            QCOMPARE(store.points().front(), (ChartPoint{firstKept, firstKept * 10}));
            QCOMPARE(store.points().back(), (ChartPoint{99, 990}));
        }
        // Trimming again at the same time drops nothing more.
        store.dropBefore(cutoff);
        QCOMPARE(store.size(), kept);
    }

    void aSlidingWindowLosesNothingInside() {
        // A window of 10 s over a bound of 16: the dropped front is reclaimed again and
        // again (the store moves the rest down) and it never halves.
        PointStore store(0, 16);
        for (int i = 0; i < 1000; ++i) {
            store.append(i, i * 10.0);
            QCOMPARE(held(store), ramp(std::max(0, i - 10), std::min(i + 1, 11)));
            store.dropBefore(i - 9);
            QCOMPARE(held(store), ramp(std::max(0, i - 9), std::min(i + 1, 10)));
        }
        QCOMPARE(store.stride(), 1);
    }

    void halvingAfterTrimmingAveragesOnlyWhatIsKept() {
        PointStore store(0, 16);
        appendAll(store, ramp(0, 10));
        store.dropBefore(6);  // 6, 7, 8, 9 left
        appendAll(store, ramp(10, 12));  // 16 held: halved
        QCOMPARE(store.stride(), 2);
        Points expected;
        for (int t = 6; t < 22; t += 2) expected.push_back({t + 0.5, (t + 0.5) * 10});
        QCOMPARE(held(store), expected);
    }

    void resampleKeepsFewPoints_data() {
        QTest::addColumn<double>("lower");
        QTest::addColumn<double>("upper");
        QTest::addColumn<Points>("expected");
        // Points at t = 0 … 9 (value t * 10), 10 buckets: never more than 2 × 10, so the
        // points themselves, from the one before the range to the one after it.
        QTest::newRow("inside") << 3.5 << 5.5 << ramp(3, 4);
        QTest::newRow("on points") << 3.0 << 5.0 << ramp(2, 5);
        QTest::newRow("all") << -10.0 << 20.0 << ramp(0, 10);
        QTest::newRow("before the data: the first") << -5.0 << -1.0 << ramp(0, 1);
        QTest::newRow("after the data: the last") << 12.0 << 15.0 << ramp(9, 1);
    }
    void resampleKeepsFewPoints() {
        QFETCH(double, lower);
        QFETCH(double, upper);
        QFETCH(Points, expected);
        PointStore store;
        appendAll(store, ramp(0, 10));
        QCOMPARE(store.resample(lower, upper, 10), expected);
        const auto inRange = [&](const ChartPoint& p) { return p.t >= lower && p.t <= upper; };
        QCOMPARE(store.countIn(lower, upper),
                 int(std::count_if(expected.begin(), expected.end(), inRange)));
    }

    void resampleTakesTheMeanOfEachBucket_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("lower");
        QTest::addColumn<double>("upper");
        QTest::addColumn<int>("buckets");
        QTest::newRow("all, 1000 into 16") << 1000 << 0.0 << 99.9 << 16;
        QTest::newRow("a window, 1000 into 7") << 1000 << 20.05 << 61.0 << 7;
        QTest::newRow("just above twice the buckets") << 41 << 0.0 << 4.0 << 20;
    }
    void resampleTakesTheMeanOfEachBucket() {
        QFETCH(int, count);
        QFETCH(double, lower);
        QFETCH(double, upper);
        QFETCH(int, buckets);
        // t = i / 10, a wave for the values: every bucket's mean differs from its neighbours'.
        PointStore store;
        Points raw;
        for (int i = 0; i < count; ++i) raw.push_back({i / 10.0, std::sin(i * 0.37) * 100 + i});
        appendAll(store, raw);
        // The expected output worked out here: the point before the range, the mean time and
        // value of the points of each slice that has any, the point after the range.
        const double width = (upper - lower) / buckets;
        std::vector<double> sumT(buckets), sumV(buckets);
        std::vector<int> n(buckets);
        Points expected;
        const ChartPoint* after = nullptr;
        for (const ChartPoint& p : raw) {
            if (p.t < lower) {
                if (expected.empty()) expected.push_back(p);
                else expected.back() = p;
            } else if (p.t <= upper) {
                const int b = std::min(int((p.t - lower) / width), buckets - 1);
                sumT[b] += p.t;
                sumV[b] += p.value;
                ++n[b];
            } else if (!after) {
                after = &p;
            }
        }
        for (int b = 0; b < buckets; ++b)
            if (n[b]) expected.push_back({sumT[b] / n[b], sumV[b] / n[b]});
        if (after) expected.push_back(*after);

        const Points out = store.resample(lower, upper, buckets);
        QVERIFY(out.size() <= std::size_t(buckets) + 2);
        QCOMPARE(out.size(), expected.size());
        for (std::size_t i = 0; i < out.size(); ++i) {
            QCOMPARE(out[i].t, expected[i].t);
            QCOMPARE(out[i].value, expected[i].value);
        }
    }

    void resampleAveragesAPeakAway() {
        // Means, not extremes: one spike of 1000 among 9 zeros in a bucket draws as 100.
        PointStore store;
        for (int i = 0; i < 40; ++i) store.append(i, i == 13 ? 1000 : 0);
        const Points out = store.resample(0, 39.999, 4);  // buckets of 10 points
        QCOMPARE(out.size(), std::size_t(4));
        QCOMPARE(out[1], (ChartPoint{14.5, 100}));
        QCOMPARE(out[0].value, 0.0);
    }

    void columnMeans() {
        PointStore store;
        // Columns of 1 s over 0 … 4: 0.0 and 0.5 in the first; none in the second; 2.0 (on
        // an edge: the later column) in the third; 4.0 (the upper end) in the last.
        appendAll(store, {{-1, 99}, {0, 10}, {0.5, 20}, {2, 30}, {3.5, 40}, {4, 60}, {5, 99}});
        QCOMPARE(store.columnMeans(0, 4, 4), (Columns{{15, 2}, {0, 0}, {30, 1}, {50, 2}}));
        QCOMPARE(store.countIn(0, 4), 5);
        QCOMPARE(PointStore().columnMeans(0, 4, 3), Columns(3));
    }

    void nearest_data() {
        QTest::addColumn<double>("t");
        QTest::addColumn<double>("found");
        // Points at 0, 1, 2, 4.
        QTest::newRow("before them all") << -5.0 << 0.0;
        QTest::newRow("on one") << 2.0 << 2.0;
        QTest::newRow("nearer the earlier") << 2.9 << 2.0;
        QTest::newRow("nearer the later") << 3.1 << 4.0;
        QTest::newRow("halfway: the later") << 3.0 << 4.0;
        QTest::newRow("after them all") << 50.0 << 4.0;
    }
    void nearest() {
        QFETCH(double, t);
        QFETCH(double, found);
        PointStore store;
        QVERIFY(!store.nearest(t));
        appendAll(store, {{0, 0}, {1, 10}, {2, 20}, {4, 40}});
        const ChartPoint* p = store.nearest(t);
        QVERIFY(p);
        QCOMPARE(p->t, found);
        QCOMPARE(p->value, found * 10);
    }

    void anHourStaysBoundedAndOnTheLine() {
        // An hour of 100 ms samples of a line: every stored point is a mean of neighbours,
        // so it is on the line too, and the store never reaches its limit.
        for (int phase : {0, 3, 7}) {
            PointStore store(phase);
            int strides = 1;
            for (int i = 0; i < 36000; ++i) {
                const double t = i * 0.1;
                store.append(t, 3 * t + 7);
                QVERIFY(store.size() < store.limit());
                strides = store.stride();
            }
            QCOMPARE(strides, 8);
            QVERIFY(store.size() > store.limit() / 2);
            const auto points = store.points();
            for (std::size_t k = 0; k < points.size(); ++k) {
                QVERIFY(std::abs(points[k].value - (3 * points[k].t + 7)) < 1e-9);
                if (k > 0) QVERIFY(points[k].t > points[k - 1].t);
            }
            QVERIFY(points.front().t < 0.1 * 8);  // the start is still there
            QVERIFY(points.back().t > 3600 - 0.1 * 16);  // 8 pending at most, then a mean of 8
        }
    }
};

QTEST_APPLESS_MAIN(TestPointStore)
#include "test_point_store.moc"
