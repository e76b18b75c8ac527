#include "engine/article/comparisons.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <set>

#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/report/verdict_text.hpp"
#include "engine/report/report_table.hpp"

namespace iometry::article {
namespace {

using results::MetricRow;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/** One curve of a figure: a device's total at one MTU and one value of the other axes. */
struct Curve {
    std::string device;
    std::size_t colour = 0;
    Text qualifier;
    int variant = 0;
    report::Series series;
};

struct Curves {
    report::Axis axis = report::Axis::Size;
    std::vector<Curve> curves;
};

Text fixedText(const std::vector<std::pair<report::Axis, double>>& fixed) {
    std::vector<Text> parts;
    for (const auto& [axis, value] : fixed)
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "%1: %2"))
                            .arg(axisLabel(axis))
                            .arg(axis == report::Axis::Size ? Text{"", "%1", {}}.bytes(value)
                                                            : Text{"", "%1", {}}.num(value, 0)));
    return join(parts, ", ");
}

/** Every device's total curves: one per MTU and per value of the axes beside the x axis. */
Curves collect(const std::vector<DeviceRun>& runs) {
    Curves out;
    bool first = true;
    for (const DeviceRun& r : runs) {
        if (!r.run) continue;
        int variant = 0;
        for (const MtuRows& group : splitByMtu(r.run->rows)) {
            const report::Report rep = report::buildReport(group.rows, r.run->plan.cycleAxis);
            if (first) out.axis = rep.axis;
            first = false;
            for (const report::Series& s : rep.series) {
                if (!s.worker.empty()) continue;
                std::vector<Text> parts;
                if (group.mtu) parts.push_back(mtuQualifier(group.mtu));
                if (!s.fixed.empty()) parts.push_back(fixedText(s.fixed));
                out.curves.push_back({r.device, r.colour, join(parts, ", "), variant++, s});
            }
        }
    }
    return out;
}

/** Sizes on a log2 axis; queue depths too when they double over a wide range (1 … 32). */
Figure::Scale scaleOf(const Curves& c) {
    if (c.axis == report::Axis::Size) return Figure::Scale::Log2;
    double lo = 0, hi = 0;
    for (const Curve& curve : c.curves)
        for (const report::Point& p : curve.series.points) {
            const double x = report::axisValue(p.row, c.axis);
            if (x > 0 && (lo == 0 || x < lo)) lo = x;
            hi = std::max(hi, x);
        }
    return c.axis == report::Axis::Outstanding && lo > 0 && hi / lo >= 8 ? Figure::Scale::Log2
                                                                          : Figure::Scale::Linear;
}

double xOf(const report::Point& p, report::Axis axis) { return report::axisValue(p.row, axis); }

/** The largest throughput of @p c's points (Mbit/s). */
double top(const Curves& c) {
    double most = 0;
    for (const Curve& curve : c.curves)
        for (const report::Point& p : curve.series.points) most = std::max(most, p.row.mbitPerS);
    return most;
}


/** True when a point of @p c had repeats to spread in @p of: error bars and a standard
 *  deviation are promised only then. */
bool anyRepeats(const Curves& c, report::Spread report::Point::*of) {
    for (const Curve& curve : c.curves)
        for (const report::Point& p : curve.series.points)
            if ((p.*of).n > 1) return true;
    return false;
}

Figure baseFigure(const Curves& c, const char* id) {
    Figure f;
    f.id = id;
    f.kind = Figure::Kind::Lines;
    f.xScale = scaleOf(c);
    f.xKey = report::axisColumn(c.axis);
    f.xLabel = axisLabel(c.axis);
    return f;
}

/**
 * Each curve's series with @p main's points (and their error bars), and, when @p second is
 * set, a thin dotted series on the right axis with its value of each row, named @p what.
 */
void addCurves(Figure& f, const Curves& c, const std::function<FigurePoint(const report::Point&)>& main,
               const std::function<double(const MetricRow&)>& second = {}, const Text& what = {}) {
    for (const Curve& curve : c.curves) {
        FigureSeries s{curve.device, curve.qualifier, curve.colour, curve.variant};
        FigureSeries right{curve.device, join({curve.qualifier, what}, ", "), curve.colour, curve.variant, true, true};
        for (const report::Point& p : curve.series.points) {
            FigurePoint point = main(p);
            point.x = xOf(p, c.axis);
            s.points.push_back(point);
            if (second) right.points.push_back({point.x, second(p.row)});
        }
        f.series.push_back(std::move(s));
        if (second) f.series.push_back(std::move(right));
    }
}

/** The sorted x values of every curve. */
std::vector<double> xValues(const Curves& c) {
    std::set<double> xs;
    for (const Curve& curve : c.curves)
        for (const report::Point& p : curve.series.points) xs.insert(xOf(p, c.axis));
    return {xs.begin(), xs.end()};
}

const report::Point* pointAt(const Curve& curve, report::Axis axis, double x) {
    for (const report::Point& p : curve.series.points)
        if (xOf(p, axis) == x) return &p;
    return nullptr;
}

Cell xCell(report::Axis axis, double x) {
    return axis == report::Axis::Size ? Cell::ofBytes(x) : Cell::of(x, 0);
}

TableColumn xColumn(report::Axis axis) { return {report::axisColumn(axis), axisLabel(axis)}; }

/** The group heading of a curve's columns: the device, and what the curve is of it. */
Text curveGroup(const Curve& curve) {
    if (curve.qualifier.empty()) return verbatim(curve.device);
    return Text{"", "%1, %2", {}}.arg(curve.device).arg(curve.qualifier);
}

/** What limited each curve's points (docs/metrics.md, "What limited it"), for a caption. */
Text limitedSentence(const Curves& c) {
    std::vector<report::VerdictCurve> curves;
    for (const Curve& curve : c.curves) {
        report::VerdictCurve v{c.curves.size() > 1 ? curveGroup(curve) : Text{}, {}};
        for (const report::Point& p : curve.series.points)
            v.points.push_back(report::VerdictPoint::at(xOf(p, c.axis), c.axis == report::Axis::Size, p.row));
        curves.push_back(std::move(v));
    }
    return report::verdictCaption(curves);
}

}  // namespace

std::vector<MtuRows> splitByMtu(const std::vector<MetricRow>& rows) {
    std::vector<MtuRows> groups;
    for (const MetricRow& r : rows) {
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&](const MtuRows& g) { return g.mtu == r.mtu; });
        if (it == groups.end()) {
            groups.push_back({r.mtu, {}});
            it = groups.end() - 1;
        }
        it->rows.push_back(r);
    }
    return groups;
}

bool measuredCpu(const std::vector<DeviceRun>& runs) {
    for (const DeviceRun& r : runs)
        if (r.run)
            for (const MetricRow& row : r.run->rows)
                if (hostMeasured(row)) return true;
    return false;
}

Figure barFigure(std::string id, std::string xKey, Text xLabel, Text title) {
    Figure f;
    f.id = std::move(id);
    f.kind = Figure::Kind::Bars;
    f.xScale = Figure::Scale::Categories;
    f.xKey = std::move(xKey);
    f.xLabel = std::move(xLabel);
    f.title = std::move(title);
    return f;
}

Text RateUnit::axisLabel() const {
    return gbit ? text(QT_TRANSLATE_NOOP("Article", "Throughput (Gbit/s)"))
                : text(QT_TRANSLATE_NOOP("Article", "Throughput (Mbit/s)"));
}

Text RateUnit::name() const {
    return gbit ? text(QT_TRANSLATE_NOOP("Article", "Gbit/s")) : text(QT_TRANSLATE_NOOP("Article", "Mbit/s"));
}

std::string RateUnit::keyFor(const std::string& mbitKey) const {
    if (!gbit) return mbitKey;
    const std::size_t at = mbitKey.find("mbit");
    if (at == std::string::npos) return mbitKey + "_" + key();
    return mbitKey.substr(0, at) + "gbit" + mbitKey.substr(at + 4);
}

Text mtuQualifier(std::optional<int> mtu) {
    if (!mtu) return {};
    return text(QT_TRANSLATE_NOOP("Article", "MTU %1")).arg(std::to_string(*mtu));
}

Text axisLabel(report::Axis axis) {
    switch (axis) {
    case report::Axis::Size: return text(QT_TRANSLATE_NOOP("Article", "Request size"));
    case report::Axis::Outstanding: return text(QT_TRANSLATE_NOOP("Article", "Outstanding I/Os"));
    case report::Axis::Workers: return text(QT_TRANSLATE_NOOP("Article", "Threads per host"));
    case report::Axis::Targets: return text(QT_TRANSLATE_NOOP("Article", "Clients"));
    case report::Axis::Mtu: return text(QT_TRANSLATE_NOOP("Article", "MTU (bytes)"));
    }
    return {};
}

Text axisPhrase(report::Axis axis) {
    switch (axis) {
    case report::Axis::Size: return text(QT_TRANSLATE_NOOP("Article", "request size"));
    case report::Axis::Outstanding: return text(QT_TRANSLATE_NOOP("Article", "outstanding I/Os"));
    case report::Axis::Workers: return text(QT_TRANSLATE_NOOP("Article", "threads per host"));
    case report::Axis::Targets: return text(QT_TRANSLATE_NOOP("Article", "the number of clients"));
    case report::Axis::Mtu: return text(QT_TRANSLATE_NOOP("Article", "the MTU"));
    }
    return {};
}

Figure throughputFigure(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unitOf) {
    const Curves c = collect(runs);
    Figure f = baseFigure(c, "throughput");
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top(c)));
    const double scale = unit.of(1);
    f.title = text(QT_TRANSLATE_NOOP("Article", "Throughput against %1")).arg(axisPhrase(c.axis));
    const bool cpu = measuredCpu(runs);
    setRateAxes(f, unit, cpu);
    if (anyRepeats(c, &report::Point::mbit))
        f.caption = cpu ? text(QT_TRANSLATE_NOOP("Article",
                                                 "Solid lines: throughput, counted where the data "
                                                 "arrived, with error bars of ± one standard deviation "
                                                 "of the repeats; dotted lines: the CPU load of the "
                                                 "hosts on the right axis."))
                        : text(QT_TRANSLATE_NOOP("Article",
                                                 "Throughput, counted where the data arrived, with error "
                                                 "bars of ± one standard deviation of the repeats."));
    else
        f.caption = cpu ? text(QT_TRANSLATE_NOOP("Article",
                                                 "Solid lines: throughput, counted where the data "
                                                 "arrived; dotted lines: the CPU load of the hosts on "
                                                 "the right axis."))
                        : text(QT_TRANSLATE_NOOP("Article", "Throughput, counted where the data arrived."));
    const auto throughput = [scale](const report::Point& p) {
        const double sd = p.mbit.n > 1 ? p.mbit.stddev * scale : 0;
        return FigurePoint{0, p.row.mbitPerS * scale, sd, sd};
    };
    if (cpu)
        addCurves(f, c, throughput, [](const MetricRow& r) { return hostMeasured(r) ? r.cpuPct : kNaN; },
                  text(QT_TRANSLATE_NOOP("Article", "CPU load")));
    else
        addCurves(f, c, throughput);
    f.caption = join({f.caption, limitedSentence(c)}, " ");
    return f;
}

Figure peIndexFigure(const std::vector<DeviceRun>& runs) {
    const Curves c = collect(runs);
    Figure f = baseFigure(c, "pe-index");
    f.title = text(QT_TRANSLATE_NOOP("Article", "P/E index against %1")).arg(axisPhrase(c.axis));
    f.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "The performance/efficiency index: throughput in Mbit/s "
                                       "per percent of CPU load. Higher is better: more data "
                                       "for the same load."));
    f.yLabel = text(QT_TRANSLATE_NOOP("Article", "P/E index (Mbit/s per CPU %)"));
    f.yKey = "pe_index";
    addCurves(f, c, [](const report::Point& p) { return FigurePoint{0, hostMeasured(p.row) ? p.row.peIndex : kNaN}; });
    return f;
}

Table throughputTable(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unitOf) {
    const Curves c = collect(runs);
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top(c)));
    const bool cpu = measuredCpu(runs);
    Table t;
    t.id = "throughput";
    const bool repeats = anyRepeats(c, &report::Point::mbit);
    // The caption names the columns the table has, and how the plan combined its repeats.
    const std::string aggregate = runs.empty() || !runs.front().run ? "mean" : runs.front().run->plan.aggregate;
    const Text combined = aggregate == "median" ? text(QT_TRANSLATE_NOOP("Article", "the median"))
                          : aggregate == "best" ? text(QT_TRANSLATE_NOOP("Article", "the best"))
                                                : text(QT_TRANSLATE_NOOP("Article", "the mean"));
    const Text what = repeats ? text(QT_TRANSLATE_NOOP("Article", "Throughput (%1 of the repeats) and its standard deviation"))
                                    .arg(combined)
                              : text(QT_TRANSLATE_NOOP("Article", "Throughput"));
    t.caption = cpu ? text(QT_TRANSLATE_NOOP("Article", "%1, the CPU load and the P/E index at every step.")).arg(what)
                    : text(QT_TRANSLATE_NOOP("Article", "%1 at every step.")).arg(what);
    t.columns.push_back(xColumn(c.axis));
    for (const Curve& curve : c.curves) {
        const Text group = curveGroup(curve);
        t.columns.push_back({unit.key(), unit.name(), group});
        if (repeats) t.columns.push_back({unit.key() + "_stddev", text(QT_TRANSLATE_NOOP("Article", "± SD")), group});
        if (cpu) {
            t.columns.push_back({"cpu_pct", text(QT_TRANSLATE_NOOP("Article", "CPU %")), group});
            t.columns.push_back({"pe_index", text(QT_TRANSLATE_NOOP("Article", "P/E")), group});
        }
    }
    for (double x : xValues(c)) {
        std::vector<Cell> row{xCell(c.axis, x)};
        for (const Curve& curve : c.curves) {
            const report::Point* p = pointAt(curve, c.axis, x);
            row.push_back(p ? Cell::of(unit.of(p->row.mbitPerS), unit.decimals()) : Cell::empty());
            if (repeats) row.push_back(p && p->mbit.n > 1 ? Cell::of(unit.of(p->mbit.stddev), unit.decimals()) : Cell::empty());
            if (cpu) {
                const bool host = p && hostMeasured(p->row);
                row.push_back(host ? Cell::of(p->row.cpuPct, 1) : Cell::empty());
                row.push_back(host ? Cell::of(p->row.peIndex, 1) : Cell::empty());
            }
        }
        t.rows.push_back(std::move(row));
    }
    return t;
}

Figure diskFigure(const std::vector<DeviceRun>& runs) {
    const Curves c = collect(runs);
    Figure f = baseFigure(c, "io-rate");
    f.title = text(QT_TRANSLATE_NOOP("Article", "I/O rate and latency against %1")).arg(axisPhrase(c.axis));
    f.caption = anyRepeats(c, &report::Point::ops) ? text(QT_TRANSLATE_NOOP("Article",
                                                "Solid lines: I/O operations per second with error bars of "
                                                "± one standard deviation of the repeats; dotted lines: the "
                                                "mean latency of an I/O on the right axis."))
                       : text(QT_TRANSLATE_NOOP("Article",
                                                "Solid lines: I/O operations per second; dotted lines: the "
                                                "mean latency of an I/O on the right axis."));
    f.yLabel = text(QT_TRANSLATE_NOOP("Article", "I/O rate (IOPS)"));
    f.yKey = "ops_per_s";
    f.y2Label = text(QT_TRANSLATE_NOOP("Article", "Mean latency (µs)"));
    f.y2Key = "lat_mean_us";
    addCurves(
        f, c,
        [](const report::Point& p) {
            const double sd = p.ops.n > 1 ? p.ops.stddev : 0;
            return FigurePoint{0, p.row.opsPerS, sd, sd};
        },
        [](const MetricRow& r) { return r.latEmpty ? kNaN : r.latMeanUs; },
        text(QT_TRANSLATE_NOOP("Article", "mean latency")));
    f.caption = join({f.caption, limitedSentence(c)}, " ");
    return f;
}

Table diskTable(const std::vector<DeviceRun>& runs) {
    const Curves c = collect(runs);
    Table t;
    t.id = "io-rate";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "I/O rate, data rate and latency of every step (decimal MB: "
                                       "a million bytes)."));
    t.columns.push_back(xColumn(c.axis));
    for (const Curve& curve : c.curves) {
        const Text group = curveGroup(curve);
        t.columns.push_back({"ops_per_s", text(QT_TRANSLATE_NOOP("Article", "IOPS")), group});
        t.columns.push_back({"mb_per_s", text(QT_TRANSLATE_NOOP("Article", "MB/s")), group});
        t.columns.push_back({"lat_mean_us", text(QT_TRANSLATE_NOOP("Article", "Mean (µs)")), group});
        t.columns.push_back({"lat_p99_us", text(QT_TRANSLATE_NOOP("Article", "p99 (µs)")), group});
    }
    for (double x : xValues(c)) {
        std::vector<Cell> row{xCell(c.axis, x)};
        for (const Curve& curve : c.curves) {
            const report::Point* p = pointAt(curve, c.axis, x);
            const bool lat = p && !p->row.latEmpty;
            row.push_back(p ? Cell::of(p->row.opsPerS, 0) : Cell::empty());
            row.push_back(p ? Cell::of(p->row.mbPerS, 1) : Cell::empty());
            row.push_back(lat ? Cell::of(p->row.latMeanUs, 1) : Cell::empty());
            row.push_back(lat ? Cell::of(p->row.latP99Us, 1) : Cell::empty());
        }
        t.rows.push_back(std::move(row));
    }
    return t;
}

Text modePhrase(Mode mode) {
    switch (mode) {
    case Mode::Transmit: return text(QT_TRANSLATE_NOOP("Article", "transmit"));
    case Mode::Receive: return text(QT_TRANSLATE_NOOP("Article", "receive"));
    case Mode::Duplex: return text(QT_TRANSLATE_NOOP("Article", "full duplex"));
    }
    return {};
}

std::string modeSlug(Mode mode) {
    switch (mode) {
    case Mode::Transmit: return "transmit";
    case Mode::Receive: return "receive";
    case Mode::Duplex: return "duplex";
    }
    return {};
}

Text modeName(Mode mode) {
    switch (mode) {
    case Mode::Transmit: return text(QT_TRANSLATE_NOOP("Article", "Transmit"));
    case Mode::Receive: return text(QT_TRANSLATE_NOOP("Article", "Receive"));
    case Mode::Duplex: return text(QT_TRANSLATE_NOOP("Article", "Full duplex"));
    }
    return {};
}

std::map<double, const MetricRow*> totalsBySize(const report::RunFolder* run, std::optional<int> mtu) {
    std::map<double, const MetricRow*> out;
    if (!run) return out;
    for (const MetricRow* r : report::shownRows(run->rows))
        if (r->scope == "all" && r->mtu == mtu) out.emplace(static_cast<double>(r->size), r);
    return out;
}

Table modesTable(const std::vector<ModeRuns>& devices, std::optional<int> mtu, std::optional<RateUnit> unitOf) {
    Table t;
    t.id = mtu ? "modes-mtu" + std::to_string(*mtu) : "modes";
    double most = 0;
    for (const ModeRuns& d : devices)
        for (const report::RunFolder* run : d.runs)
            for (const auto& [size, row] : totalsBySize(run, mtu)) most = std::max(most, row->mbitPerS);
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(most));
    t.caption = mtu ? text(QT_TRANSLATE_NOOP("Article",
                                             "Throughput in %1 in transmit, receive and full "
                                             "duplex at every request size, MTU %2."))
                          .arg(unit.name())
                          .arg(std::to_string(*mtu))
                    : text(QT_TRANSLATE_NOOP("Article",
                                             "Throughput in %1 in transmit, receive and full "
                                             "duplex at every request size."))
                          .arg(unit.name());
    t.columns.push_back(xColumn(report::Axis::Size));
    static const char* const keys[kModes] = {"transmit", "receive", "duplex"};
    std::vector<std::map<double, const MetricRow*>> curves;
    std::set<double> sizes;
    for (std::size_t d = 0; d < devices.size(); ++d)
        for (std::size_t m = 0; m < kModes; ++m) {
            curves.push_back(totalsBySize(devices[d].runs[m], mtu));
            if (devices[d].runs[m])
                t.columns.push_back({std::string(keys[m]) + "_" + unit.key(), modeName(static_cast<Mode>(m)), verbatim(devices[d].device)});
            for (const auto& [size, row] : curves.back()) sizes.insert(size);
        }
    for (double size : sizes) {
        std::vector<Cell> row{Cell::ofBytes(size)};
        for (std::size_t d = 0; d < devices.size(); ++d)
            for (std::size_t m = 0; m < kModes; ++m) {
                if (!devices[d].runs[m]) continue;
                const auto& curve = curves[d * kModes + m];
                const auto it = curve.find(size);
                row.push_back(it != curve.end() ? Cell::of(unit.of(it->second->mbitPerS), unit.decimals()) : Cell::empty());
            }
        t.rows.push_back(std::move(row));
    }
    return t;
}

namespace {

/** A cycled run per client count: the aggregate row and each pair's (worker) row. */
struct ClientStep {
    int clients = 0;
    const MetricRow* all = nullptr;
    std::vector<const MetricRow*> pairs;
};

std::vector<ClientStep> clientSteps(const report::RunFolder& run) {
    std::map<int, ClientStep> byStep;
    for (const MetricRow* r : report::shownRows(run.rows)) {
        ClientStep& s = byStep[r->step];
        s.clients = r->workersRan.value_or(s.clients);
        if (r->scope == "all") s.all = r;
        if (r->scope == "worker") s.pairs.push_back(r);
    }
    std::vector<ClientStep> out;
    for (auto& [step, s] : byStep)
        if (s.all) out.push_back(std::move(s));
    return out;
}

std::vector<int> clientCounts(const std::vector<DeviceRun>& runs) {
    std::set<int> counts;
    for (const DeviceRun& r : runs)
        if (r.run)
            for (const ClientStep& s : clientSteps(*r.run)) counts.insert(s.clients);
    return {counts.begin(), counts.end()};
}

}  // namespace

Figure clientsFigure(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unitOf) {
    Figure f = barFigure("clients", "clients", text(QT_TRANSLATE_NOOP("Article", "Clients")),
                         text(QT_TRANSLATE_NOOP("Article", "Throughput per client count")));
    f.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "For each number of clients: the aggregate throughput "
                                       "(solid bars) and the mean of one pair (hatched bars)."));
    const std::vector<int> counts = clientCounts(runs);
    for (int n : counts) f.categories.push_back(verbatim(std::to_string(n)));
    double most = 0;
    for (const DeviceRun& r : runs) {
        if (!r.run) continue;
        FigureSeries total{r.device, text(QT_TRANSLATE_NOOP("Article", "aggregate")), r.colour, 0};
        FigureSeries pair{r.device, text(QT_TRANSLATE_NOOP("Article", "per pair")), r.colour, 1};
        for (const ClientStep& s : clientSteps(*r.run)) {
            const double x = static_cast<double>(
                std::find(counts.begin(), counts.end(), s.clients) - counts.begin());
            total.points.push_back({x, s.all->mbitPerS});
            double sum = 0;
            for (const MetricRow* p : s.pairs) sum += p->mbitPerS;
            if (!s.pairs.empty()) pair.points.push_back({x, sum / static_cast<double>(s.pairs.size())});
            most = std::max(most, s.all->mbitPerS);
        }
        f.series.push_back(std::move(total));
        f.series.push_back(std::move(pair));
    }
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(most));
    for (FigureSeries& s : f.series)
        for (FigurePoint& p : s.points) p.y = unit.of(p.y);
    setRateAxes(f, unit, false);
    return f;
}

Table clientsTable(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unitOf) {
    Table t;
    t.id = "clients";
    double most = 0;
    for (const DeviceRun& r : runs)
        if (r.run)
            for (const ClientStep& s : clientSteps(*r.run)) most = std::max(most, s.all->mbitPerS);
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(most));
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "Throughput in %1 for each number of clients: the "
                                       "aggregate and every pair, with the server's CPU load."))
                    .arg(unit.name());
    t.columns.push_back({"clients", text(QT_TRANSLATE_NOOP("Article", "Clients"))});
    const std::vector<int> counts = clientCounts(runs);
    struct DeviceColumns {
        std::vector<ClientStep> steps;
        std::vector<std::string> pairs;  ///< every pair's name, in order of appearance
    };
    std::vector<DeviceColumns> devices;
    for (const DeviceRun& r : runs) {
        DeviceColumns d;
        if (r.run) d.steps = clientSteps(*r.run);
        for (const ClientStep& s : d.steps)
            for (const MetricRow* p : s.pairs)
                if (std::find(d.pairs.begin(), d.pairs.end(), p->name) == d.pairs.end())
                    d.pairs.push_back(p->name);
        const Text group = verbatim(r.device);
        t.columns.push_back({"aggregate", text(QT_TRANSLATE_NOOP("Article", "Aggregate")), group});
        for (const std::string& name : d.pairs)
            t.columns.push_back({name, verbatim(name), group});
        t.columns.push_back({"cpu_pct", text(QT_TRANSLATE_NOOP("Article", "CPU %")), group});
        devices.push_back(std::move(d));
    }
    for (int n : counts) {
        std::vector<Cell> row{Cell::of(n, 0)};
        for (const DeviceColumns& d : devices) {
            const auto s = std::find_if(d.steps.begin(), d.steps.end(),
                                        [n](const ClientStep& c) { return c.clients == n; });
            const bool have = s != d.steps.end();
            row.push_back(have ? Cell::of(unit.of(s->all->mbitPerS), unit.decimals()) : Cell::empty());
            for (const std::string& name : d.pairs) {
                const MetricRow* p = nullptr;
                if (have)
                    for (const MetricRow* q : s->pairs)
                        if (q->name == name) p = q;
                row.push_back(p ? Cell::of(unit.of(p->mbitPerS), unit.decimals()) : Cell::empty());
            }
            row.push_back(have && hostMeasured(*s->all) ? Cell::of(s->all->cpuPct, 1) : Cell::empty());
        }
        t.rows.push_back(std::move(row));
    }
    return t;
}

bool hostMeasured(const MetricRow& row) { return !row.hostEmpty && row.cpuPct > 0; }

void setRateAxes(Figure& f, const RateUnit& unit, bool cpu) {
    f.yLabel = unit.axisLabel();
    f.yKey = unit.key();
    if (!cpu) return;
    f.y2Label = text(QT_TRANSLATE_NOOP("Article", "CPU load (%)"));
    f.y2Key = "cpu_pct";
}

bool storageOnly(const model::Plan& plan) {
    return !plan.workers.empty() &&
           std::all_of(plan.workers.begin(), plan.workers.end(),
                       [](const model::WorkerDef& w) { return w.kind() && w.kind()->isStorage(); });
}

std::optional<Mode> streamMode(const model::Plan& plan) {
    if (plan.procedure.method().choosesSteps() || plan.workers.empty()) return std::nullopt;
    bool sizes = false;
    for (const model::SweepAxis& a : plan.sweep) {
        if (a.param == model::SweepParam::Size) sizes = true;
        else if (a.param != model::SweepParam::Mtu) return std::nullopt;
    }
    if (!sizes) return std::nullopt;
    std::optional<int> read;
    for (const model::WorkerDef& w : plan.workers) {
        const model::WorkerKind* kind = w.kind();
        const model::AccessSpec* spec = plan.findSpec(w.spec);
        if (!kind || !kind->hasPartnerEnd() || kind->countsDatagrams() || !spec || spec->lines.size() != 1 ||
            spec->lines.front().reply != 0)
            return std::nullopt;
        if (read && *read != spec->lines.front().read) return std::nullopt;
        read = spec->lines.front().read;
    }
    if (*read == 0) return Mode::Transmit;
    if (*read == 100) return Mode::Receive;
    if (*read == 50) return Mode::Duplex;
    return std::nullopt;
}

std::vector<const MetricRow*> shownTotals(const report::RunFolder& run) {
    std::vector<const MetricRow*> out;
    for (const MetricRow* r : report::shownRows(run.rows))
        if (r->scope == "all") out.push_back(r);
    return out;
}

std::vector<ModeRuns> modeRunsOf(const std::vector<DeviceResults>& devices, std::vector<std::optional<int>>& mtus) {
    std::vector<ModeRuns> out;
    mtus.clear();
    std::array<bool, kModes> seen{};
    for (std::size_t d = 0; d < devices.size(); ++d) {
        ModeRuns runs{devices[d].device, d, {}};
        for (const MemberResults& m : devices[d].members) {
            const auto mode = m.run ? streamMode(m.plan) : std::nullopt;
            if (!mode || runs.runs[static_cast<std::size_t>(*mode)]) continue;
            runs.runs[static_cast<std::size_t>(*mode)] = &*m.run;
            seen[static_cast<std::size_t>(*mode)] = true;
            for (const MtuRows& g : splitByMtu(m.run->rows))
                if (std::find(mtus.begin(), mtus.end(), g.mtu) == mtus.end()) mtus.push_back(g.mtu);
        }
        out.push_back(runs);
    }
    if (std::count(seen.begin(), seen.end(), true) < 2) {
        mtus.clear();
        return {};
    }
    return out;
}

}  // namespace iometry::article
