#include "engine/article/classic.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <set>

#include "engine/article/disk_grid.hpp"
#include "engine/methods/method.hpp"
#include "engine/report/verdict_text.hpp"

namespace iometry::article {
namespace {

using results::MetricRow;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/** The CPU columns of a peak: P/E only where the CPU load was measured. */
Cell peCell(const PeakPoint& p) { return p.cpuPct > 0 ? Cell::of(p.pe(), 1) : Cell::empty(); }
Cell cpuCell(const PeakPoint& p) { return p.cpuPct > 0 ? Cell::of(p.cpuPct, 1) : Cell::empty(); }

/** The columns of a device's peaks in a table: its throughput, at which size, CPU load, P/E. */
void peakColumns(Table& t, const std::string& device, const RateUnit& unit) {
    const Text group = verbatim(device);
    // Short headers, as the throughput table's: four columns per device share a page's width.
    t.columns.push_back({unit.key(), unit.name(), group});
    t.columns.push_back({"size", text(QT_TRANSLATE_NOOP("Article", "At size")), group});
    t.columns.push_back({"cpu_pct", text(QT_TRANSLATE_NOOP("Article", "CPU %")), group});
    t.columns.push_back({"pe_index", text(QT_TRANSLATE_NOOP("Article", "P/E")), group});
}

void peakCells(std::vector<Cell>& row, const std::optional<PeakPoint>& p, const RateUnit& unit) {
    if (!p) {
        row.insert(row.end(), 4, Cell::empty());
        return;
    }
    row.push_back(Cell::of(unit.of(p->mbitPerS), unit.decimals()));
    row.push_back(Cell::ofBytes(p->size));
    row.push_back(cpuCell(*p));
    row.push_back(peCell(*p));
}

/** The modes any device ran, in the order transmit, receive, full duplex. */
std::vector<Mode> modesRun(const std::vector<ModeRuns>& devices) {
    std::vector<Mode> out;
    for (std::size_t m = 0; m < kModes; ++m)
        if (std::any_of(devices.begin(), devices.end(), [m](const ModeRuns& d) { return d.runs[m] != nullptr; }))
            out.push_back(static_cast<Mode>(m));
    return out;
}

Text withMtu(Text t, std::optional<int> mtu) {
    if (!mtu) return t;
    return text(QT_TRANSLATE_NOOP("Article", "%1, %2")).arg(std::move(t)).arg(mtuQualifier(mtu));
}

std::string mtuSuffix(std::optional<int> mtu) { return mtu ? "-mtu" + std::to_string(*mtu) : ""; }

/** Every MTU the runs' rows ran at, in increasing order (none: one empty entry). */
std::vector<std::optional<int>> mtusOf(const std::vector<DeviceRun>& runs) {
    std::set<std::optional<int>> mtus;
    for (const DeviceRun& r : runs)
        if (r.run)
            for (const MtuRows& g : splitByMtu(r.run->rows)) mtus.insert(g.mtu);
    return {mtus.begin(), mtus.end()};
}

}  // namespace

double PeakPoint::pe() const { return cpuPct > 0 ? mbitPerS / cpuPct : kNaN; }

std::optional<PeakPoint> peakOf(const report::RunFolder& run, std::optional<int> mtu, bool anyMtu) {
    std::optional<PeakPoint> best;
    for (const MetricRow* r : report::shownRows(run.rows)) {
        if (r->scope != "all" || (!anyMtu && r->mtu != mtu)) continue;
        if (best && !(r->mbitPerS > best->mbitPerS)) continue;
        best = PeakPoint{static_cast<double>(r->size), r->mbitPerS, hostMeasured(*r) ? r->cpuPct : 0};
    }
    return best;
}

std::string deviceSlug(const std::string& device, std::size_t index) {
    std::string slug;
    for (const char c : device) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x80 && std::isalnum(u)) slug += static_cast<char>(std::tolower(u));
        else if (!slug.empty() && slug.back() != '-') slug += '-';
        if (slug.size() >= 40) break;
    }
    while (!slug.empty() && slug.back() == '-') slug.pop_back();
    return slug.empty() ? "device-" + std::to_string(index + 1) : slug;
}

Figure deviceModesFigure(const ModeRuns& device, std::optional<int> mtu, std::optional<RateUnit> unitOf) {
    Figure f;
    f.id = "modes-" + deviceSlug(device.device, device.colour) + mtuSuffix(mtu);
    f.kind = Figure::Kind::Lines;
    f.xScale = Figure::Scale::Log2;
    f.xKey = "size";
    f.xLabel = axisLabel(report::Axis::Size);
    f.title = withMtu(text(QT_TRANSLATE_NOOP("Article", "%1: transmit, receive and full duplex")).arg(device.device), mtu);
    std::array<std::map<double, const MetricRow*>, kModes> curves;
    double top = 0;
    bool cpu = false, directions = false;
    for (std::size_t m = 0; m < kModes; ++m) {
        curves[m] = totalsBySize(device.runs[m], mtu);
        for (const auto& [size, row] : curves[m]) {
            top = std::max(top, row->mbitPerS);
            cpu = cpu || hostMeasured(*row);
            directions = directions || (static_cast<Mode>(m) == Mode::Duplex && row->readMbitPerS > 0 &&
                                        row->writeMbitPerS > 0);
        }
    }
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top));
    setRateAxes(f, unit, cpu);
    // A colour per mode: the figure is one device's, and the mode is what it tells apart.
    // The throughput lines first, then the CPU loads: the legend's rows read mode by mode.
    std::vector<FigureSeries> loads;
    for (std::size_t m = 0; m < kModes; ++m) {
        if (curves[m].empty()) continue;
        const Mode mode = static_cast<Mode>(m);
        FigureSeries line{"", modePhrase(mode), m, 0};
        FigureSeries load{"", text(QT_TRANSLATE_NOOP("Article", "%1, CPU load")).arg(modePhrase(mode)), m, 0, true, true};
        FigureSeries sent{"", text(QT_TRANSLATE_NOOP("Article", "full duplex, transmit direction")), m, 1};
        FigureSeries received{"", text(QT_TRANSLATE_NOOP("Article", "full duplex, receive direction")), m, 2};
        for (const auto& [size, row] : curves[m]) {
            line.points.push_back({size, unit.of(row->mbitPerS)});
            load.points.push_back({size, hostMeasured(*row) ? row->cpuPct : kNaN});
            // The holder writes what its host transmits and reads what it receives
            // (docs/metrics.md, "Full duplex").
            sent.points.push_back({size, unit.of(row->writeMbitPerS)});
            received.points.push_back({size, unit.of(row->readMbitPerS)});
        }
        f.series.push_back(std::move(line));
        if (mode == Mode::Duplex && directions) {
            f.series.push_back(std::move(sent));
            f.series.push_back(std::move(received));
        }
        if (cpu) loads.push_back(std::move(load));
    }
    for (FigureSeries& s : loads) f.series.push_back(std::move(s));
    std::vector<Text> caption{text(QT_TRANSLATE_NOOP("Article",
                                                     "Throughput of %1 in each mode, a colour per mode, "
                                                     "counted where the data arrived."))
                                  .arg(device.device)};
    if (directions)
        caption.push_back(text(QT_TRANSLATE_NOOP("Article",
                                                 "Full duplex adds both directions; the dashed lines "
                                                 "beside it are each direction alone.")));
    if (cpu)
        caption.push_back(text(QT_TRANSLATE_NOOP("Article",
                                                 "Dotted lines: the CPU load of the hosts in each mode, "
                                                 "on the right axis.")));
    // What limited each mode, size by size (docs/metrics.md, "What limited it").
    std::vector<report::VerdictCurve> limits;
    for (std::size_t m = 0; m < kModes; ++m) {
        report::VerdictCurve curve{modePhrase(static_cast<Mode>(m)), {}};
        for (const auto& [size, row] : curves[m]) curve.points.push_back({Text{"", "%1", {}}.bytes(size), row});
        limits.push_back(std::move(curve));
    }
    caption.push_back(report::verdictCaption(limits));
    f.caption = join(caption, " ");
    return f;
}

Figure modesPeFigure(const std::vector<ModeRuns>& devices, std::optional<int> mtu) {
    Figure f = barFigure("pe-per-mode" + mtuSuffix(mtu), "mode", text(QT_TRANSLATE_NOOP("Article", "Mode")),
                         withMtu(text(QT_TRANSLATE_NOOP("Article", "P/E index per mode")), mtu));
    f.yKey = "pe_index";
    f.yLabel = text(QT_TRANSLATE_NOOP("Article", "P/E index (Mbit/s per CPU %)"));
    f.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "The P/E index of each mode as the classic reviews give it: "
                                       "the highest throughput in Mbit/s divided by the CPU load in "
                                       "percent at that same request size. Higher is better."));
    const std::vector<Mode> modes = modesRun(devices);
    for (const Mode m : modes) f.categories.push_back(modeName(m));
    for (const ModeRuns& d : devices) {
        FigureSeries s{d.device, {}, d.colour, 0};
        for (std::size_t i = 0; i < modes.size(); ++i) {
            const report::RunFolder* run = d.runs[static_cast<std::size_t>(modes[i])];
            const auto peak = run ? peakOf(*run, mtu) : std::nullopt;
            if (peak && peak->cpuPct > 0) s.points.push_back({static_cast<double>(i), peak->pe()});
        }
        if (!s.points.empty()) f.series.push_back(std::move(s));
    }
    return f;
}

Table modesPeTable(const std::vector<ModeRuns>& devices, std::optional<int> mtu, std::optional<RateUnit> unitOf) {
    Table t;
    t.id = "pe-per-mode" + mtuSuffix(mtu);
    double top = 0;
    for (const ModeRuns& d : devices)
        for (const report::RunFolder* run : d.runs)
            if (const auto p = run ? peakOf(*run, mtu) : std::nullopt) top = std::max(top, p->mbitPerS);
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top));
    t.caption = withMtu(text(QT_TRANSLATE_NOOP("Article",
                                               "Each mode's highest throughput, the request size it "
                                               "was reached at, the CPU load there and the P/E index "
                                               "(throughput ÷ CPU load)")),
                        mtu);
    t.columns.push_back({"mode", text(QT_TRANSLATE_NOOP("Article", "Mode"))});
    std::vector<const ModeRuns*> shown;
    for (const ModeRuns& d : devices)
        if (std::any_of(d.runs.begin(), d.runs.end(), [](const report::RunFolder* r) { return r != nullptr; })) {
            shown.push_back(&d);
            peakColumns(t, d.device, unit);
        }
    for (const Mode m : modesRun(devices)) {
        std::vector<Cell> row{Cell::of(modeName(m))};
        for (const ModeRuns* d : shown) {
            const report::RunFolder* run = d->runs[static_cast<std::size_t>(m)];
            peakCells(row, run ? peakOf(*run, mtu) : std::nullopt, unit);
        }
        t.rows.push_back(std::move(row));
    }
    return t;
}

bool sweptMtu(const std::vector<DeviceRun>& runs) { return mtusOf(runs).size() > 1; }

Figure mtuPeakFigure(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unitOf) {
    Figure f = barFigure("mtu-peak", "mtu", text(QT_TRANSLATE_NOOP("Article", "MTU (bytes)")),
                         text(QT_TRANSLATE_NOOP("Article", "Highest throughput per MTU")));
    const std::vector<std::optional<int>> mtus = mtusOf(runs);
    for (const auto& mtu : mtus) f.categories.push_back(verbatim(mtu ? std::to_string(*mtu) : "—"));
    double top = 0;
    bool cpu = false;
    for (const DeviceRun& r : runs)
        for (const auto& mtu : mtus)
            if (const auto p = r.run ? peakOf(*r.run, mtu) : std::nullopt) {
                top = std::max(top, p->mbitPerS);
                cpu = cpu || p->cpuPct > 0;
            }
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top));
    setRateAxes(f, unit, cpu);
    f.caption = cpu ? text(QT_TRANSLATE_NOOP("Article",
                                             "For each MTU the highest throughput over the request "
                                             "sizes (solid bars) and the CPU load of the hosts at that "
                                             "point (hatched bars, right axis)."))
                    : text(QT_TRANSLATE_NOOP("Article", "For each MTU the highest throughput over the request sizes."));
    for (const DeviceRun& r : runs) {
        if (!r.run) continue;
        FigureSeries rate{r.device, cpu ? text(QT_TRANSLATE_NOOP("Article", "throughput")) : Text{}, r.colour, 0};
        FigureSeries load{r.device, text(QT_TRANSLATE_NOOP("Article", "CPU load")), r.colour, 1, true};
        for (std::size_t i = 0; i < mtus.size(); ++i)
            if (const auto p = peakOf(*r.run, mtus[i])) {
                rate.points.push_back({static_cast<double>(i), unit.of(p->mbitPerS)});
                if (p->cpuPct > 0) load.points.push_back({static_cast<double>(i), p->cpuPct});
            }
        if (!rate.points.empty()) f.series.push_back(std::move(rate));
        if (!load.points.empty()) f.series.push_back(std::move(load));
    }
    return f;
}

Table mtuPeakTable(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unitOf) {
    Table t;
    t.id = "mtu-peak";
    const std::vector<std::optional<int>> mtus = mtusOf(runs);
    double top = 0;
    for (const DeviceRun& r : runs)
        for (const auto& mtu : mtus)
            if (const auto p = r.run ? peakOf(*r.run, mtu) : std::nullopt) top = std::max(top, p->mbitPerS);
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top));
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "Per MTU the highest throughput, the request size it was "
                                       "reached at, the CPU load there and the P/E index."));
    t.columns.push_back({"mtu", text(QT_TRANSLATE_NOOP("Article", "MTU (bytes)"))});
    for (const DeviceRun& r : runs)
        if (r.run) peakColumns(t, r.device, unit);
    for (const auto& mtu : mtus) {
        std::vector<Cell> row{mtu ? Cell::of(std::to_string(*mtu)) : Cell::empty()};  // 9000, not 9,000
        for (const DeviceRun& r : runs)
            if (r.run) peakCells(row, peakOf(*r.run, mtu), unit);
        t.rows.push_back(std::move(row));
    }
    return t;
}

bool plainNetworkSweep(const model::Plan& plan) {
    const bool cycles = std::any_of(plan.sweep.begin(), plan.sweep.end(), [](const model::SweepAxis& a) {
        return a.param == model::SweepParam::Workers || a.param == model::SweepParam::Targets;
    });
    return !cycles && !plan.procedure.method().choosesSteps() && !gridTest(plan) && !storageOnly(plan);
}

std::vector<PeakGroup> peakGroupsOf(const std::vector<DeviceResults>& devices) {
    std::vector<std::string> names;  // every member, in the order the devices name them
    for (const DeviceResults& d : devices)
        for (const MemberResults& m : d.members)
            if (std::find(names.begin(), names.end(), m.name) == names.end()) names.push_back(m.name);
    std::vector<PeakGroup> out;
    for (const std::string& name : names) {
        std::vector<const report::RunFolder*> runs(devices.size());
        const MemberResults* first = nullptr;
        for (std::size_t d = 0; d < devices.size(); ++d)
            for (const MemberResults& m : devices[d].members)
                if (m.name == name && m.run) {
                    runs[d] = &*m.run;
                    if (!first) first = &m;
                }
        if (!first) continue;
        const model::Plan& plan = first->plan;
        if (!plainNetworkSweep(plan)) continue;
        std::set<std::optional<int>> mtus;
        for (const report::RunFolder* run : runs)
            if (run)
                for (const MtuRows& rows : splitByMtu(run->rows)) mtus.insert(rows.mtu);
        const auto mode = streamMode(plan);
        const Text test = mode ? modeName(*mode) : verbatim(name);
        for (const std::optional<int>& mtu : mtus) {
            PeakGroup group{mtus.size() > 1 ? withMtu(test, mtu) : test,
                            std::vector<double>(devices.size(), kNaN)};
            for (std::size_t d = 0; d < devices.size(); ++d)
                if (const auto p = runs[d] ? peakOf(*runs[d], mtu, mtus.size() <= 1) : std::nullopt)
                    group.mbitPerS[d] = p->mbitPerS;
            out.push_back(std::move(group));
        }
    }
    return out;
}

Table peakTable(const std::vector<PeakGroup>& groups, const std::vector<std::string>& devices,
                std::optional<RateUnit> unitOf) {
    double top = 0;
    for (const PeakGroup& g : groups)
        for (const double v : g.mbitPerS)
            if (std::isfinite(v)) top = std::max(top, v);
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top));
    Table t;
    t.id = "peak-throughput";
    t.caption = text(QT_TRANSLATE_NOOP("Article", "The highest throughput of every test in %1, over all its request sizes.")).arg(unit.name());
    t.columns.push_back({"test", text(QT_TRANSLATE_NOOP("Article", "Test"))});
    for (const std::string& d : devices) t.columns.push_back({unit.key(), unit.name(), verbatim(d)});
    for (const PeakGroup& g : groups) {
        std::vector<Cell> row{Cell::of(g.name)};
        for (std::size_t d = 0; d < devices.size(); ++d)
            row.push_back(d < g.mbitPerS.size() && std::isfinite(g.mbitPerS[d]) ? Cell::of(unit.of(g.mbitPerS[d]), unit.decimals())
                                                                                 : Cell::empty());
        t.rows.push_back(std::move(row));
    }
    return t;
}

Figure peakFigure(const std::vector<PeakGroup>& groups, const std::vector<std::string>& devices,
                  std::optional<RateUnit> unitOf) {
    Figure f = barFigure("peak-throughput", "test", text(QT_TRANSLATE_NOOP("Article", "Test")),
                         text(QT_TRANSLATE_NOOP("Article", "Peak throughput of every test")));
    f.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "The highest throughput each device reached in each test, "
                                       "over all its request sizes."));
    double top = 0;
    for (const PeakGroup& g : groups)
        for (const double v : g.mbitPerS)
            if (std::isfinite(v)) top = std::max(top, v);
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(top));
    setRateAxes(f, unit, false);
    for (const PeakGroup& g : groups) f.categories.push_back(g.name);
    for (std::size_t d = 0; d < devices.size(); ++d) {
        FigureSeries s{devices[d], {}, d, 0};
        for (std::size_t i = 0; i < groups.size(); ++i)
            if (d < groups[i].mbitPerS.size() && std::isfinite(groups[i].mbitPerS[d]))
                s.points.push_back({static_cast<double>(i), unit.of(groups[i].mbitPerS[d])});
        if (!s.points.empty()) f.series.push_back(std::move(s));
    }
    return f;
}

}  // namespace iometry::article
