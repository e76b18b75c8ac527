#include "gui/charts/point_store.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace iometry::gui {

PointStore::PointStore(int phase, int maxPoints)
    : m_limit(maxPoints - (std::abs(phase) % kPhases) * (maxPoints / 4 / kPhases)) {
    m_points.reserve(static_cast<std::size_t>(maxPoints));
}

PointStore::Iterator PointStore::lowerBound(double t) const {
    return std::lower_bound(begin(), end(), t,
                            [](const ChartPoint& p, double key) { return p.t < key; });
}

PointStore::Iterator PointStore::upperBound(double t) const {
    return std::upper_bound(begin(), end(), t,
                            [](double key, const ChartPoint& p) { return key < p.t; });
}

void PointStore::append(double t, double value) {
    if (m_stride > 1) {
        m_pendingT += t;
        m_pendingV += value;
        if (++m_pendingCount < m_stride) return;
        t = m_pendingT / m_stride;
        value = m_pendingV / m_stride;
        m_pendingCount = 0;
        m_pendingT = m_pendingV = 0;
    }
    const ChartPoint point{t, value};
    if (isEmpty() || t >= m_points.back().t) m_points.push_back(point);
    else m_points.insert(m_points.begin() + (lowerBound(t) - m_points.begin()), point);
    if (size() >= m_limit) {
        halve();
        return;
    }
    // Points dropped by the window still fill the allocation's front: move the rest down
    // before an append would have to grow it.
    if (m_front + size() >= m_limit) {
        m_points.erase(m_points.begin(), m_points.begin() + m_front);
        m_front = 0;
    }
}

void PointStore::halve() {
    // Neighbours in pairs, in place (the mean of points i and i+1 goes to i/2, which is
    // never ahead of them), and from now on every `stride` new points.
    const int n = size();
    const ChartPoint* from = m_points.data() + m_front;
    ChartPoint* to = m_points.data();
    int kept = 0;
    for (int i = 0; i + 1 < n; i += 2)
        to[kept++] = {(from[i].t + from[i + 1].t) / 2, (from[i].value + from[i + 1].value) / 2};
    if (n % 2) to[kept++] = from[n - 1];
    m_points.resize(static_cast<std::size_t>(kept));
    m_front = 0;
    m_stride *= 2;
}

void PointStore::dropBefore(double t) {
    m_front = static_cast<int>(lowerBound(t) - m_points.begin());
}

int PointStore::countIn(double lower, double upper) const {
    return std::max(0, static_cast<int>(upperBound(upper) - lowerBound(lower)));
}

const ChartPoint* PointStore::nearest(double t) const {
    if (isEmpty()) return nullptr;
    auto it = lowerBound(t);
    if (it == end()) --it;
    if (it != begin() && std::abs((it - 1)->t - t) < std::abs(it->t - t)) --it;
    return &*it;
}

std::vector<ChartPoint> PointStore::resample(double lower, double upper, int buckets) const {
    // From the point before lower to the point after upper, where there are such.
    auto first = lowerBound(lower);
    if (first != begin()) --first;
    auto last = upperBound(upper);
    if (last != end()) ++last;
    const int n = static_cast<int>(last - first);
    std::vector<ChartPoint> out;
    if (n <= buckets * 2 || buckets <= 0) {
        out.assign(first, last);
        return out;
    }
    out.reserve(static_cast<std::size_t>(buckets) + 2);
    const double width = (upper - lower) / buckets;
    auto it = first;
    if (it->t < lower) out.push_back(*it++);
    int bucket = -1, count = 0;
    double sumT = 0, sumV = 0;
    for (; it != last && it->t <= upper; ++it) {
        const int b = std::min(static_cast<int>((it->t - lower) / width), buckets - 1);
        if (b != bucket && count > 0) {
            out.push_back({sumT / count, sumV / count});
            count = 0;
            sumT = sumV = 0;
        }
        bucket = b;
        sumT += it->t;
        sumV += it->value;
        ++count;
    }
    if (count > 0) out.push_back({sumT / count, sumV / count});
    if (it != last) out.push_back(*it);
    return out;
}

std::vector<PointStore::Column> PointStore::columnMeans(double lower, double upper,
                                                        int columns) const {
    std::vector<Column> out(static_cast<std::size_t>(std::max(columns, 0)));
    if (columns <= 0) return out;
    const double width = (upper - lower) / columns;
    std::vector<double> sum(out.size());
    const auto last = upperBound(upper);
    for (auto it = lowerBound(lower); it != last; ++it) {
        const int c = std::clamp(static_cast<int>((it->t - lower) / width), 0, columns - 1);
        sum[c] += it->value;
        ++out[c].count;
    }
    for (std::size_t c = 0; c < out.size(); ++c)
        if (out[c].count) out[c].mean = sum[c] / out[c].count;
    return out;
}

}  // namespace iometry::gui
