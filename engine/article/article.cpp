#include "engine/article/article.hpp"

#include "engine/article/under_load.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <type_traits>

#include "engine/article/classic.hpp"
#include "engine/article/comparisons.hpp"
#include "engine/article/disk_grid.hpp"
#include "engine/article/method_results.hpp"
#include "engine/article/setup.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/report/report_table.hpp"

namespace iometry::article {
namespace {

using results::MetricRow;
using Json = nlohmann::ordered_json;

/** A member as each device ran it, matched by name across the devices. */
struct Group {
    std::string name;
    struct Entry {
        std::size_t device = 0;
        const MemberResults* member = nullptr;
    };
    std::vector<Entry> entries;

    const model::Plan& plan() const { return entries.front().member->plan; }
    /** The first device's run; null when no device measured anything. */
    const report::RunFolder* firstRun() const {
        for (const Entry& e : entries)
            if (e.member->run) return &*e.member->run;
        return nullptr;
    }
};

std::vector<Group> groupMembers(const std::vector<DeviceResults>& devices) {
    std::vector<Group> groups;
    for (std::size_t d = 0; d < devices.size(); ++d)
        for (const MemberResults& m : devices[d].members) {
            auto it = std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return g.name == m.name; });
            if (it == groups.end()) {
                groups.push_back({m.name, {}});
                it = groups.end() - 1;
            }
            it->entries.push_back({d, &m});
        }
    return groups;
}

enum class GroupKind { Method, Grid, DiskSweep, NetworkSweep };

GroupKind kindOf(const Group& g) {
    const model::Plan& plan = g.plan();
    if (plan.procedure.method().choosesSteps()) return GroupKind::Method;
    if (gridTest(plan)) return GroupKind::Grid;
    return storageOnly(plan) ? GroupKind::DiskSweep : GroupKind::NetworkSweep;
}

/** "4 KiB random, 70 % read": a disk spec of one line in words; empty for several lines. */
Text accessText(const model::Plan& plan) {
    if (plan.workers.empty()) return {};
    const model::AccessSpec* spec = plan.findSpec(plan.workers.front().spec);
    if (!spec || spec->lines.size() != 1) return {};
    const model::AccessLine& l = spec->lines.front();
    Text pattern = l.random == 100 ? text(QT_TRANSLATE_NOOP("Article", "random"))
                   : l.random == 0 ? text(QT_TRANSLATE_NOOP("Article", "sequential"))
                                   : text(QT_TRANSLATE_NOOP("Article", "%1 % random")).num(l.random, 0);
    return text(QT_TRANSLATE_NOOP("Article", "%1 %2, %3 % read")).bytes(static_cast<double>(l.size)).arg(std::move(pattern)).num(l.read, 0);
}

Text statusText(suite::MemberStatus status) {
    switch (status) {
    case suite::MemberStatus::Pending: return text(QT_TRANSLATE_NOOP("Article", "not started"));
    case suite::MemberStatus::Running: return text(QT_TRANSLATE_NOOP("Article", "interrupted"));
    case suite::MemberStatus::Completed: return text(QT_TRANSLATE_NOOP("Article", "completed"));
    case suite::MemberStatus::Failed: return text(QT_TRANSLATE_NOOP("Article", "failed"));
    case suite::MemberStatus::Stopped: return text(QT_TRANSLATE_NOOP("Article", "stopped"));
    }
    return {};
}

/** The largest of @p metric over @p run's totals. */
Cell highest(const report::RunFolder* run, double MetricRow::*metric, int decimals) {
    if (!run) return Cell::empty();
    double best = std::nan("");
    for (const MetricRow* r : shownTotals(*run))
        if (!(r->*metric <= best)) best = r->*metric;
    return Cell::of(best, decimals);
}

class Builder {
public:
    Builder(const std::vector<DeviceResults>& devices, const ArticleOptions& options)
        : m_devices(devices), m_options(options) {}

    Article build() {
        m_unit = articleUnit();
        m_article.title = m_options.title.empty()
                              ? text(QT_TRANSLATE_NOOP("Article", "Test report: %1")).arg(deviceList())
                              : verbatim(m_options.title);
        const std::vector<Group> groups = groupMembers(m_devices);
        setup();

        // Transmit, receive and full duplex side by side follow the last of those members
        // (the section itself is there when two modes or more were measured).
        std::optional<std::size_t> lastMode;
        for (std::size_t i = 0; i < groups.size(); ++i)
            if (streamMode(groups[i].plan())) lastMode = i;
        bool gridDone = false;
        for (std::size_t i = 0; i < groups.size(); ++i) {
            const Group& g = groups[i];
            if (!g.firstRun()) {
                m_notMeasured.push_back(g.name);
            } else {
                switch (kindOf(g)) {
                case GroupKind::Method: methodSection(g); break;
                case GroupKind::NetworkSweep: networkSection(g); break;
                case GroupKind::DiskSweep: diskSection(g); break;
                case GroupKind::Grid:
                    if (!gridDone) gridSection(groups);
                    gridDone = true;
                    break;
                }
                if (kindOf(g) != GroupKind::Grid) underLoadBlocks(g);
            }
            if (i == lastMode) modesSection();
        }
        summarySection();
        if (!m_notMeasured.empty()) {
            std::vector<Text> names;
            for (const std::string& n : m_notMeasured) names.push_back(verbatim(n));
            m_article.sections[m_setupSection].blocks.push_back(
                {Block::Kind::Paragraph,
                 text(QT_TRANSLATE_NOOP("Article", "Not measured on any device: %1.")).arg(join(names, ", "))});
        }
        return std::move(m_article);
    }

private:
    Text deviceList() const {
        std::vector<Text> names;
        for (const DeviceResults& d : m_devices) names.push_back(verbatim(d.device));
        return join(names, ", ");
    }

    void section(Text heading) { m_article.sections.push_back({std::move(heading), {}}); }
    void paragraph(Text words) {
        if (!words.empty()) m_article.sections.back().blocks.push_back({Block::Kind::Paragraph, std::move(words)});
    }
    void figure(Figure f) {
        if (f.series.empty()) return;
        f.number = static_cast<int>(m_article.figures.size()) + 1;
        char id[32];
        std::snprintf(id, sizeof id, "figure-%02d-", f.number);
        f.id = id + f.id;
        m_article.sections.back().blocks.push_back({Block::Kind::Figure, {}, m_article.figures.size()});
        m_article.figures.push_back(std::move(f));
    }
    void table(Table t) {
        if (t.rows.empty()) return;
        t.number = static_cast<int>(m_article.tables.size()) + 1;
        char id[32];
        std::snprintf(id, sizeof id, "table-%02d-", t.number);
        t.id = id + t.id;
        m_article.sections.back().blocks.push_back({Block::Kind::Table, {}, m_article.tables.size()});
        m_article.tables.push_back(std::move(t));
    }

    void headline(const Text& section, Text label, std::vector<Cell> values) {
        const bool any = std::any_of(values.begin(), values.end(),
                                     [](const Cell& c) { return c.kind != Cell::Kind::Empty; });
        if (any) m_summary.push_back({Cell::of(section), Cell::of(std::move(label)), std::move(values)});
    }

    std::vector<DeviceRun> runsOf(const Group& g) const {
        std::vector<DeviceRun> runs;
        for (const Group::Entry& e : g.entries)
            if (e.member->run) runs.push_back({m_devices[e.device].device, e.device, &*e.member->run});
        return runs;
    }

    /** Per device (in the article's order) the value @p of gives its run; empty where none. */
    template <typename F>
    std::vector<Cell> perDevice(const Group& g, F of) const {
        std::vector<Cell> cells(m_devices.size());
        for (const Group::Entry& e : g.entries)
            if (e.member->run) cells[e.device] = of(*e.member);
        return cells;
    }

    void setup() {
        section(text(QT_TRANSLATE_NOOP("Article", "Devices and test setup")));
        m_setupSection = m_article.sections.size() - 1;
        // Said of the devices only what holds: one device, the same runs for all, or not.
        bool same = true;
        for (const DeviceResults& d : m_devices) {
            const auto& first = m_devices.front().members;
            same = same && d.members.size() == first.size() &&
                   std::equal(d.members.begin(), d.members.end(), first.begin(),
                              [](const MemberResults& a, const MemberResults& b) { return a.name == b.name; });
        }
        if (m_devices.size() == 1)
            paragraph(text(QT_TRANSLATE_NOOP("Article",
                                             "Device under test: %1. Every number is a measurement of "
                                             "Iometry (throughput counted where the data arrived, the "
                                             "CPU load of the hosts under test)."))
                          .arg(deviceList()));
        else if (same)
            paragraph(text(QT_TRANSLATE_NOOP("Article",
                                             "Devices under test: %1. Each was measured with the same "
                                             "methods, in the same order; every figure draws one colour "
                                             "per device, and every number is a measurement of Iometry "
                                             "(throughput counted where the data arrived, the CPU load "
                                             "of the hosts under test)."))
                          .arg(deviceList()));
        else
            paragraph(text(QT_TRANSLATE_NOOP("Article",
                                             "Devices under test: %1. They did not all run the same "
                                             "methods: the table of runs below lists what each ran, and "
                                             "a figure or table shows only the devices measured for it, "
                                             "each in its own colour. Every number is a measurement of "
                                             "Iometry (throughput counted where the data arrived, the "
                                             "CPU load of the hosts under test)."))
                          .arg(deviceList()));
        table(hostsTable(m_devices));
        if (Table targets = targetsTable(m_devices); !targets.rows.empty()) table(std::move(targets));
        table(membersTable(m_devices));
        for (const DeviceResults& d : m_devices)
            for (const auto& [name, why] : d.leftOut)
                paragraph(text(QT_TRANSLATE_NOOP("Article", "Left out on %1 before the run: %2 (%3).")).arg(d.device).arg(name).arg(reason(why)));
        changesParagraphs();
    }

    /** The words of why a member was left out: the suite's own English (suite::kLoopbackMtuWhy,
     *  written here again for lupdate; unit.article holds the two together), translated when known. */
    static Text reason(const std::string& why) {
        static const char* const kKnown[] = {
            QT_TRANSLATE_NOOP("Article", "it sweeps the MTU, and on loopback the MTU is never changed")};
        for (const char* known : kKnown)
            if (why == known) return text(known);
        return verbatim(why);
    }

    /** What the overrides changed of the template, once for the devices it is the same for. */
    void changesParagraphs() {
        const auto values = [](const Json& v) {
            if (!v.is_array()) return v.is_number() ? Text{"", "%1", {}}.num(v.get<double>(), v.is_number_integer() ? 0 : 1) : Text{};
            std::vector<Text> parts;
            for (const Json& x : v)
                if (x.is_number()) parts.push_back(Text{"", "%1", {}}.num(x.get<double>(), x.is_number_integer() ? 0 : 1));
            return join(parts, ", ");
        };
        const auto mtus = [](const Json& v) {  // sizes in bytes, written as the plans write them
            std::vector<Text> parts;
            for (const Json& x : v.is_array() ? v : Json::array({v}))
                if (x.is_number_integer()) parts.push_back(verbatim(std::to_string(x.get<long long>())));
            return join(parts, ", ");
        };
        const auto seconds = [](const Json& v) {
            std::vector<Text> parts;
            for (const Json& x : v.is_array() ? v : Json::array({v}))
                if (x.is_number()) parts.push_back(Text{"", "%1", {}}.seconds(x.get<double>()));
            return join(parts, ", ");
        };
        std::vector<std::pair<suite::SuiteChange, std::vector<Text>>> changes;  // a change and its devices
        for (const DeviceResults& d : m_devices)
            for (const suite::SuiteChange& c : d.changes) {
                auto it = std::find_if(changes.begin(), changes.end(), [&](const auto& e) { return e.first == c; });
                if (it == changes.end()) it = changes.insert(changes.end(), {c, {}});
                it->second.push_back(verbatim(d.device));
            }
        for (const auto& [c, devices] : changes) {
            // Devices apart by semicolons: their names hold commas.
            const Text on = devices.size() == m_devices.size() && m_devices.size() > 1
                                ? text(QT_TRANSLATE_NOOP("Article", "every device"))
                                : join(devices, "; ");
            if (c.key == "mtu")
                paragraph(text(QT_TRANSLATE_NOOP("Article",
                                                 "On %1 the suite ran on one host over loopback: the MTU "
                                                 "sizes its template sweeps (%2) were left out, since the "
                                                 "loopback's MTU is never changed."))
                              .arg(on).arg(mtus(c.from)));
            else if (c.key == "repeats")
                paragraph((c.to == Json(1) ? text(QT_TRANSLATE_NOOP("Article", "On %1 every step ran once, where the template asks for %3 repeats."))
                                           : text(QT_TRANSLATE_NOOP("Article", "On %1 every step ran %2 times, where the template asks for %3.")))
                              .arg(on).arg(values(c.to)).arg(values(c.from)));
            else if (c.key == "run_s")
                paragraph(text(QT_TRANSLATE_NOOP("Article", "On %1 every step measured %2, where the template's plans ask for %3."))
                              .arg(on).arg(seconds(c.to)).arg(seconds(c.from)));
            else if (c.key.starts_with("set."))
                paragraph(settingChange(c, on));
        }
    }

    /** "On X file_size was set to 256 MiB in every plan, where the template asks for 1 GiB.":
        a worker key `--set` wrote (suite::SuiteChange), the key as the plans write it, its
        values in the language (sizes as sizes). */
    static Text settingChange(const suite::SuiteChange& c, const Text& on) {
        const std::string set = c.key.substr(4);
        const std::size_t colon = set.rfind(':');
        const std::string key = colon == std::string::npos ? set : set.substr(colon + 1);
        const std::string member = colon == std::string::npos ? std::string() : set.substr(0, colon);
        bool bytes = false;  // a size, as the kind that has the key says
        for (const model::WorkerKind* kind : model::workerKinds().all())
            if (const auto param = kind->param(key)) {
                bytes = param->unit == "bytes";
                break;
            }
        const auto value = [bytes](const Json& v) {
            std::vector<Text> parts;
            for (const Json& x : v.is_array() ? v : Json::array({v})) {
                if (x.is_number() && bytes) parts.push_back(Text{"", "%1", {}}.bytes(x.get<double>()));
                else if (x.is_number()) parts.push_back(Text{"", "%1", {}}.num(x.get<double>(), x.is_number_integer() ? 0 : 2));
                else if (x.is_string()) parts.push_back(verbatim(x.get<std::string>()));
                else if (!x.is_null()) parts.push_back(verbatim(x.dump()));
            }
            return join(parts, ", ");
        };
        const Text named = verbatim(key);
        Text said = member.empty()
                        ? text(QT_TRANSLATE_NOOP("Article", "On %1 %2 was set to %3 in every plan"))
                        : text(QT_TRANSLATE_NOOP("Article", "On %1 %2 was set to %3 in the plan of %4"));
        said.arg(on).arg(named).arg(value(c.to));
        if (!member.empty()) said.arg(verbatim(member));
        const bool unset = c.from.is_null() || (c.from.is_array() && c.from.empty());
        if (unset) return text(QT_TRANSLATE_NOOP("Article", "%1, where the template leaves it to its default.")).arg(said);
        return text(QT_TRANSLATE_NOOP("Article", "%1, where the template asks for %2.")).arg(said).arg(value(c.from));
    }

    /** What every member's section says first: the method, the load, the timing, what is missing. */
    void commonParagraphs(const Group& g) {
        const model::Plan& plan = g.plan();
        std::vector<Text> load;
        for (std::size_t i = 0; i < plan.workers.size() && i < 4; ++i)
            if (const model::WorkerKind* kind = plan.workers[i].kind()) load.push_back(kind->articleText(plan.workers[i]));
        Text loadText = join(load, "; ");
        if (plan.workers.size() > 4)
            loadText = text(QT_TRANSLATE_NOOP("Article", "%1, and %2 more of them")).arg(std::move(loadText)).num(static_cast<double>(plan.workers.size() - 4), 0);
        Text timing = plan.rampS > 0
                          ? text(QT_TRANSLATE_NOOP("Article", "Each step measured %1 after a ramp of %2")).seconds(plan.runS).seconds(plan.rampS)
                          : text(QT_TRANSLATE_NOOP("Article", "Each step measured %1")).seconds(plan.runS);
        if (plan.repeats > 1)
            timing = text(QT_TRANSLATE_NOOP("Article", "%1, %2 times; the figures show the %3 of the repeats."))
                         .arg(std::move(timing))
                         .num(plan.repeats, 0)
                         .arg(aggregateName(plan.aggregate));
        else
            timing = text(QT_TRANSLATE_NOOP("Article", "%1, once.")).arg(std::move(timing));
        paragraph(text(QT_TRANSLATE_NOOP("Article", "%1 The load: %2. %3"))
                      .arg(plan.procedure.method().paragraph(plan))
                      .arg(std::move(loadText))
                      .arg(std::move(timing)));
        differences(g);
        // A device of the same kind (network or storage) that did not run it; that a disk ran no
        // network test goes without saying (the introduction's table of runs lists them).
        std::vector<Text> missing;
        const bool storage = storageOnly(g.plan());
        for (std::size_t d = 0; d < m_devices.size(); ++d)
            if (std::none_of(g.entries.begin(), g.entries.end(), [&](const Group::Entry& e) { return e.device == d; }) &&
                std::any_of(m_devices[d].members.begin(), m_devices[d].members.end(),
                            [&](const MemberResults& m) { return storageOnly(m.plan) == storage; }))
                missing.push_back(verbatim(m_devices[d].device));
        if (!missing.empty())
            paragraph(text(QT_TRANSLATE_NOOP("Article", "Not part of the suite of %1.")).arg(join(missing, ", ")));
        for (const Group::Entry& e : g.entries) {
            const MemberResults& m = *e.member;
            if (m.status == suite::MemberStatus::Completed) continue;
            Text t = m.run ? text(QT_TRANSLATE_NOOP("Article", "On %1 this member %2: the figures show what it measured before."))
                           : text(QT_TRANSLATE_NOOP("Article", "On %1 this member %2 before it measured anything."));
            t.arg(m_devices[e.device].device).arg(statusText(m.status));
            if (!m.error.empty()) t = Text{"", "%1 (%2)", {}}.arg(std::move(t)).arg(m.error);
            paragraph(std::move(t));
        }
    }

    /** What a device's member ran otherwise than the first device's, which the paragraph
     *  above describes: its repeats, its time per step, its sweep. */
    void differences(const Group& g) {
        const model::Plan& first = g.plan();
        for (const Group::Entry& e : g.entries) {
            const model::Plan& plan = e.member->plan;
            if (&plan == &first) continue;
            std::vector<Text> what;
            if (plan.repeats != first.repeats)
                what.push_back(plan.repeats > 1 ? text(QT_TRANSLATE_NOOP("Article", "%1 repeats of every step")).num(plan.repeats, 0)
                                                : text(QT_TRANSLATE_NOOP("Article", "every step once")));
            if (plan.runS != first.runS || plan.rampS != first.rampS)
                what.push_back(text(QT_TRANSLATE_NOOP("Article", "%1 per step after a ramp of %2")).seconds(plan.runS).seconds(plan.rampS));
            if (plan.sweep != first.sweep) what.push_back(text(QT_TRANSLATE_NOOP("Article", "other steps (see its table)")));
            if (!what.empty())
                paragraph(text(QT_TRANSLATE_NOOP("Article", "On %1 this member ran otherwise: %2."))
                              .arg(m_devices[e.device].device)
                              .arg(join(what, "; ")));
        }
    }

    void methodSection(const Group& g) {
        const model::Method& method = g.plan().procedure.method();
        const Text heading{"MethodTitle", method.title(), {}};
        section(heading);
        commonParagraphs(g);
        std::vector<DeviceResult> results;
        for (const Group::Entry& e : g.entries)
            if (!e.member->procedure.is_null())
                results.push_back({m_devices[e.device].device, e.device, &e.member->procedure});
        for (Figure& f : methodFigures(method, results, FigureUse::Article, m_unit)) figure(std::move(f));
        if (auto t = methodTable(method, results, m_unit)) table(std::move(*t));
        // Headlines: the labels of the first result, each device's value of the same label.
        std::vector<std::vector<model::Headline>> lines(m_devices.size());
        for (const DeviceResult& r : results) lines[r.colour] = methodHeadlines(method, *r.result, m_unit);
        const std::vector<model::Headline>* first = nullptr;
        for (const auto& l : lines)
            if (!first && !l.empty()) first = &l;
        if (!first) return;
        for (std::size_t i = 0; i < first->size(); ++i) {
            std::vector<Cell> values(m_devices.size());
            for (std::size_t d = 0; d < m_devices.size(); ++d)
                if (i < lines[d].size()) values[d] = Cell::of(lines[d][i].value, lines[d][i].decimals);
            headline(heading, (*first)[i].label, std::move(values));
        }
    }

    void networkSection(const Group& g) {
        const std::vector<DeviceRun> runs = runsOf(g);
        const report::RunFolder& run = *g.firstRun();
        const report::Report rep = report::buildReport(run.rows, run.plan.cycleAxis);
        const auto mode = streamMode(g.plan());
        const Text against = axisPhrase(rep.axis);
        // One step with probes (a review's latency under load): what it measured is the
        // probes' latency, drawn next (underLoadBlocks()); a figure of one point against an
        // axis that did not vary would say nothing.
        const bool underLoad = rep.series.size() == 1 && rep.series.front().points.size() == 1 && hasProbes(run);
        const Text heading = underLoad ? text(QT_TRANSLATE_NOOP("Article", "Latency under load"))
                             : mode    ? text(QT_TRANSLATE_NOOP("Article", "%1: throughput against %2")).arg(modeName(*mode)).arg(against)
                                       : text(QT_TRANSLATE_NOOP("Article", "Throughput against %1")).arg(against);
        section(heading);
        commonParagraphs(g);
        if (rep.cycle) {
            figure(clientsFigure(runs, m_unit));
            table(clientsTable(runs, m_unit));
            int most = 0;
            for (const MetricRow* r : shownTotals(run)) most = std::max(most, r->workersRan.value_or(0));
            headline(heading, text(QT_TRANSLATE_NOOP("Article", "Aggregate throughput with %1 clients (%2)")).num(most, 0).arg(m_unit.name()),
                     perDevice(g, [most, unit = m_unit](const MemberResults& m) {
                         for (const MetricRow* r : shownTotals(*m.run))
                             if (r->workersRan.value_or(0) == most) return Cell::of(unit.of(r->mbitPerS), unit.decimals());
                         return Cell::empty();
                     }));
            return;
        }
        // A mode's figures and table say which mode they show, in their titles, captions and
        // files: in a page layout the section heading above them is gone.
        const auto ofMode = [&mode](auto item) {
            if (!mode) return item;
            item.caption = text(QT_TRANSLATE_NOOP("Article", "%1 Mode: %2.")).arg(item.caption).arg(modePhrase(*mode));
            item.id = modeSlug(*mode) + "-" + item.id;
            if constexpr (std::is_same_v<decltype(item), Figure>)
                item.title = text(QT_TRANSLATE_NOOP("Article", "%1, %2")).arg(item.title).arg(modePhrase(*mode));
            return item;
        };
        if (!underLoad) {
            figure(ofMode(throughputFigure(runs, m_unit)));
            if (measuredCpu(runs)) figure(ofMode(peIndexFigure(runs)));
        }
        table(ofMode(throughputTable(runs, m_unit)));
        // Jumbo frames: the highest throughput per MTU, the CPU load beside it.
        if (sweptMtu(runs)) {
            figure(ofMode(mtuPeakFigure(runs, m_unit)));
            table(ofMode(mtuPeakTable(runs, m_unit)));
        }
        headline(heading, text(QT_TRANSLATE_NOOP("Article", "Highest throughput (%1)")).arg(m_unit.name()),
                 perDevice(g, [unit = m_unit](const MemberResults& m) {
                     const auto p = peakOf(*m.run, std::nullopt, true);
                     return p ? Cell::of(unit.of(p->mbitPerS), unit.decimals()) : Cell::empty();
                 }));
        // The classic P/E index: the highest throughput ÷ the CPU load at that point.
        if (measuredCpu(runs))
            headline(heading, text(QT_TRANSLATE_NOOP("Article", "P/E index at the highest throughput (Mbit/s per CPU %)")),
                     perDevice(g, [](const MemberResults& m) {
                         const auto p = peakOf(*m.run, std::nullopt, true);
                         return p && p->cpuPct > 0 ? Cell::of(p->pe(), 1) : Cell::empty();
                     }));
    }

    /** A member with probes: its latency under load, after its own figures (docs/report.md,
     *  "Latency under load"); one figure per device, one table for them all. */
    void underLoadBlocks(const Group& g) {
        std::vector<DeviceRun> probed;
        for (const DeviceRun& r : runsOf(g))
            if (hasProbes(*r.run)) probed.push_back(r);
        if (probed.empty()) return;
        paragraph(text(QT_TRANSLATE_NOOP("Article",
                                         "Probes measured the latency beside the load: a request at a "
                                         "time on a schedule of their own, never counted in the load's "
                                         "numbers, and alone in the idle seconds before and after each "
                                         "step.")));
        for (const DeviceRun& r : probed) {
            Figure f = underLoadFigure(r);
            if (m_devices.size() > 1) f.title = text(QT_TRANSLATE_NOOP("Article", "%1, %2")).arg(f.title).arg(r.device);
            figure(std::move(f));
        }
        table(underLoadTable(probed));
        // The distributions, when the runs kept them (results.json since probes kept theirs).
        if (std::any_of(probed.begin(), probed.end(), [](const DeviceRun& r) { return !r.run->probeLatency.empty(); })) {
            figure(underLoadDistributionFigure(probed));
            table(underLoadDistributionTable(probed));
        }
    }

    void diskSection(const Group& g) {
        const std::vector<DeviceRun> runs = runsOf(g);
        const report::RunFolder& run = *g.firstRun();
        const report::Report rep = report::buildReport(run.rows, run.plan.cycleAxis);
        const Text access = accessText(g.plan());
        const Text heading = access.empty()
                                 ? text(QT_TRANSLATE_NOOP("Article", "I/O rate against %1")).arg(axisPhrase(rep.axis))
                                 : text(QT_TRANSLATE_NOOP("Article", "I/O rate against %1: %2")).arg(axisPhrase(rep.axis)).arg(access);
        section(heading);
        commonParagraphs(g);
        figure(diskFigure(runs));
        table(diskTable(runs));
        headline(heading, text(QT_TRANSLATE_NOOP("Article", "Highest I/O rate (IOPS)")),
                 perDevice(g, [](const MemberResults& m) { return highest(&*m.run, &MetricRow::opsPerS, 0); }));
    }

    void gridSection(const std::vector<Group>& groups) {
        const Text heading = text(QT_TRANSLATE_NOOP("Article", "Disk: the standard presets"));
        section(heading);
        const std::vector<GridDevice> devices = gridDevicesOf(m_devices);
        const Group* first = nullptr;
        for (const Group& g : groups)
            if (!first && kindOf(g) == GroupKind::Grid && g.firstRun()) first = &g;
        if (first) {
            std::vector<Text> load;
            for (const model::WorkerDef& w : first->plan().workers)
                if (w.kind()) load.push_back(w.kind()->articleText(w));
            const model::Plan& plan = first->plan();
            paragraph(text(QT_TRANSLATE_NOOP("Article",
                                             "The presets disk benchmarks print, each a run of its "
                                             "own: sequential and random requests, read and then "
                                             "written, at the queue depths named. The load: %1. "
                                             "Each measured %2 after a ramp of %3."))
                          .arg(join(load, "; "))
                          .seconds(plan.runS)
                          .seconds(plan.rampS));
        }
        table(gridTable(devices));
        figure(gridFigure(devices));
        // The headline of each preset: MB/s for sequential ones, IOPS for random ones.
        for (const std::string& label : gridLabels(devices))
            for (const bool read : {true, false}) {
                const bool sequential = label.rfind("SEQ", 0) == 0;
                std::vector<Cell> values(m_devices.size());
                for (const GridDevice& d : devices)
                    for (const GridDevice::Entry& e : d.entries) {
                        const MetricRow* r = e.label == label ? (read ? e.read : e.write) : nullptr;
                        if (r) values[d.colour] = sequential ? Cell::of(r->mbPerS, 1) : Cell::of(r->opsPerS, 0);
                    }
                Text what = sequential ? (read ? text(QT_TRANSLATE_NOOP("Article", "%1 read (MB/s)"))
                                               : text(QT_TRANSLATE_NOOP("Article", "%1 write (MB/s)")))
                                       : (read ? text(QT_TRANSLATE_NOOP("Article", "%1 read (IOPS)"))
                                               : text(QT_TRANSLATE_NOOP("Article", "%1 write (IOPS)")));
                headline(heading, what.arg(label), std::move(values));
            }
    }

    static std::vector<std::string> gridLabels(const std::vector<GridDevice>& devices) {
        std::vector<std::string> out;
        for (const GridDevice& d : devices)
            for (const GridDevice::Entry& e : d.entries)
                if (std::find(out.begin(), out.end(), e.label) == out.end()) out.push_back(e.label);
        return out;
    }

    void modesSection() {
        std::vector<std::optional<int>> mtus;
        const std::vector<ModeRuns> devices = modeRunsOf(m_devices, mtus);
        if (devices.empty()) return;
        section(text(QT_TRANSLATE_NOOP("Article", "Transmit, receive and full duplex side by side")));
        paragraph(text(QT_TRANSLATE_NOOP("Article",
                                         "The three modes' throughput at every request size, from "
                                         "the sections above, a figure per device with the CPU load "
                                         "of each mode: full duplex adds both directions. The P/E "
                                         "index of a mode is given as the classic reviews give it: "
                                         "the highest throughput divided by the CPU load at that "
                                         "same request size.")));
        for (const std::optional<int>& mtu : mtus) {
            // Per device the three modes with their CPU load (the classic reviews' figure).
            for (const ModeRuns& d : devices)
                if (std::count(d.runs.begin(), d.runs.end(), nullptr) < static_cast<long>(kModes))
                    figure(deviceModesFigure(d, mtu, m_unit));
            table(modesTable(devices, mtu, m_unit));
            figure(modesPeFigure(devices, mtu));
            table(modesPeTable(devices, mtu, m_unit));
        }
    }

    void summarySection() {
        if (m_summary.empty()) return;
        section(text(QT_TRANSLATE_NOOP("Article", "Summary")));
        paragraph(text(QT_TRANSLATE_NOOP("Article", "The headline number of every method, per device.")));
        Table t;
        t.id = "summary";
        t.spanFirstColumn = true;  // a section's name once, over its measures
        t.caption = text(QT_TRANSLATE_NOOP("Article", "The headline numbers of every section."));
        t.columns = {{"section", text(QT_TRANSLATE_NOOP("Article", "Section"))},
                     {"measure", text(QT_TRANSLATE_NOOP("Article", "Measure"))}};
        for (const DeviceResults& d : m_devices) t.columns.push_back({d.device, verbatim(d.device)});
        for (SummaryRow& r : m_summary) {
            std::vector<Cell> row{std::move(r.section), std::move(r.label)};
            for (Cell& c : r.values) row.push_back(std::move(c));
            t.rows.push_back(std::move(row));
        }
        table(std::move(t));
        const std::vector<PeakGroup> peaks = peakGroupsOf(m_devices);
        if (peaks.size() > 1 || (peaks.size() == 1 && m_devices.size() > 1))
            figure(peakFigure(peaks, deviceNames(), m_unit));
    }

    /** One unit for throughput in every figure and table, the sweeps' and the methods'
     *  rates: by their largest value (docs/report.md, "Units"). */
    RateUnit articleUnit() const {
        double most = 0;
        for (const DeviceResults& d : m_devices)
            for (const MemberResults& m : d.members) {
                const model::Method& method = m.plan.procedure.method();
                if (method.choosesSteps()) {
                    if (!m.procedure.is_null()) most = std::max(most, largestRate(method, m.procedure));
                } else if (m.run && !storageOnly(m.plan)) {
                    for (const MetricRow* r : shownTotals(*m.run)) most = std::max(most, r->mbitPerS);
                }
            }
        return RateUnit::forTop(most);
    }

    std::vector<std::string> deviceNames() const {
        std::vector<std::string> names;
        for (const DeviceResults& d : m_devices) names.push_back(d.device);
        return names;
    }

    struct SummaryRow {
        Cell section, label;
        std::vector<Cell> values;
    };

    const std::vector<DeviceResults>& m_devices;
    const ArticleOptions& m_options;
    Article m_article;
    std::size_t m_setupSection = 0;
    std::vector<SummaryRow> m_summary;
    RateUnit m_unit;
    std::vector<std::string> m_notMeasured;
};

}  // namespace

Article buildArticle(const std::vector<DeviceResults>& devices, const ArticleOptions& options) {
    return Builder(devices, options).build();
}

}  // namespace iometry::article
