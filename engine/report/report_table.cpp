#include "engine/report/report_table.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "engine/results/csv.hpp"

namespace iometry::report {

using results::MetricRow;

const char* axisColumn(Axis axis) {
    switch (axis) {
        case Axis::Size: return "size";
        case Axis::Outstanding: return "outstanding";
        case Axis::Workers:
        case Axis::Targets: return "workers";
        case Axis::Mtu: return "mtu";
    }
    return "size";
}

double axisValue(const MetricRow& row, Axis axis) {
    switch (axis) {
        case Axis::Size: return static_cast<double>(row.size);
        case Axis::Outstanding: return static_cast<double>(row.outstanding);
        case Axis::Workers:
        case Axis::Targets: return static_cast<double>(row.workersRan.value_or(0));
        case Axis::Mtu: return static_cast<double>(row.mtu.value_or(0));
    }
    return 0;
}

/** A step that ran without lost dynamos ran fewer workers for that, not for a cycle
 *  (docs/plan-format.md, "on_dynamo_loss"): its count is no point of a cycling axis. */
bool countsWorkers(const MetricRow& row) { return row.workersRan && row.dynamosLost == 0; }

bool workersVary(const std::vector<MetricRow>& rows) {
    std::set<int> counts;
    for (const auto& r : rows)
        if (countsWorkers(r)) counts.insert(*r.workersRan);
    return counts.size() > 1;
}

Spread spreadOf(const std::vector<MetricRow>& rows, const MetricRow& row,
                double MetricRow::*metric) {
    std::vector<double> values;
    for (const auto& r : rows)
        if (r.step == row.step && r.repeat != "agg" && r.scope == row.scope && r.name == row.name)
            values.push_back(r.*metric);
    Spread s;
    if (values.empty()) return s;
    s.n = static_cast<int>(values.size());
    s.mean = results::mean(values);
    s.stddev = values.size() > 1 ? results::sampleStddev(values) : 0;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    s.min = *lo;
    s.max = *hi;
    return s;
}

std::vector<const MetricRow*> shownRows(const std::vector<MetricRow>& rows) {
    const bool hasAgg =
        std::any_of(rows.begin(), rows.end(), [](const MetricRow& r) { return r.repeat == "agg"; });
    const std::string wanted = hasAgg ? "agg" : "1";
    std::vector<const MetricRow*> chosen;
    for (const auto& r : rows)
        if (r.repeat == wanted) chosen.push_back(&r);
    return chosen;
}

Report buildReport(const std::vector<MetricRow>& rows, const std::string& cycleAxis,
                   Scope scope) {
    Report report;
    const std::vector<const MetricRow*> chosen = shownRows(rows);

    // The total: the 'all' rows, or the single worker of a summary without them.
    std::vector<const MetricRow*> total;
    std::set<std::string> workers;
    for (const MetricRow* r : chosen) {
        if (r->scope == "all") total.push_back(r);
        if (r->scope == "worker") workers.insert(r->name);
    }
    if (total.empty() && workers.size() == 1)
        for (const MetricRow* r : chosen)
            if (r->scope == "worker") total.push_back(r);
    std::vector<const MetricRow*> selected = total;
    // A cycled run's worker rows come and go with the step: its curve is the total.
    if (scope == Scope::PerWorker && workers.size() > 1 && !workersVary(rows))
        for (const MetricRow* r : chosen)
            if (r->scope == "worker") selected.push_back(r);

    const bool totalIsWorker = !total.empty() && total.front()->scope == "worker";
    const std::vector<const MetricRow*>& basis = total.empty() ? selected : total;
    const Axis count = cycleAxis == "targets" ? Axis::Targets : Axis::Workers;
    // The axes that may vary, in the order of preference when the steps do not tell.
    std::vector<Axis> varying;
    for (Axis axis : {Axis::Size, Axis::Outstanding, count, Axis::Mtu}) {
        std::set<double> values;
        for (const MetricRow* r : basis)
            if (axis != count || countsWorkers(*r)) values.insert(axisValue(*r, axis));
        if (values.size() > 1) varying.push_back(axis);
    }
    if (std::find(varying.begin(), varying.end(), count) != varying.end()) report.cycle = count;
    if (!varying.empty()) report.axis = varying.front();
    if (varying.size() > 1) {
        // Several varied: the inner axis of the cross product is the one that changes
        // alone between two successive steps (docs/plan-format.md, "Sweeps").
        std::vector<const MetricRow*> steps = basis;
        std::stable_sort(steps.begin(), steps.end(),
                         [](const MetricRow* a, const MetricRow* b) { return a->step < b->step; });
        for (std::size_t i = 1; i < steps.size(); ++i) {
            if (steps[i]->step == steps[i - 1]->step) continue;
            std::vector<Axis> changed;
            for (Axis axis : varying)
                if (axisValue(*steps[i], axis) != axisValue(*steps[i - 1], axis))
                    changed.push_back(axis);
            if (changed.size() == 1) report.axis = changed.front();
            break;
        }
    }
    std::vector<Axis> others;  // each combination of their values is a series
    for (Axis axis : varying)
        if (axis != report.axis) others.push_back(axis);

    std::map<std::pair<std::string, std::vector<double>>, std::size_t> indexOf;
    for (const MetricRow* r : selected) {
        std::vector<double> fixed;
        for (Axis axis : others) fixed.push_back(axisValue(*r, axis));
        const std::string worker = r->scope == "worker" && !totalIsWorker ? r->name : "";
        auto it = indexOf.find({worker, fixed});
        if (it == indexOf.end()) {
            Series series;
            series.worker = worker;
            for (std::size_t i = 0; i < others.size(); ++i) series.fixed.emplace_back(others[i], fixed[i]);
            it = indexOf.emplace(std::make_pair(worker, fixed), report.series.size()).first;
            report.series.push_back(std::move(series));
        }
        Point point{*r, spreadOf(rows, *r, &MetricRow::mbitPerS),
                    spreadOf(rows, *r, &MetricRow::opsPerS), spreadOf(rows, *r, &MetricRow::mbPerS)};
        report.repeats = std::max(report.repeats, point.mbit.n);
        report.devices = report.devices || r->dev;
        report.readsAndWrites = report.readsAndWrites || (!r->readLatEmpty && !r->writeLatEmpty);
        report.series[it->second].points.push_back(std::move(point));
    }
    const Axis axis = report.axis;
    for (auto& s : report.series)
        std::stable_sort(s.points.begin(), s.points.end(), [axis](const Point& a, const Point& b) {
            const double va = axisValue(a.row, axis), vb = axisValue(b.row, axis);
            return va != vb ? va < vb : a.row.step < b.row.step;
        });
    // The total first, then the workers in order of first appearance (stable).
    std::stable_partition(report.series.begin(), report.series.end(),
                          [](const Series& s) { return s.worker.empty(); });
    return report;
}

Report buildReport(const RunFolder& run, Scope scope) {
    return buildReport(run.rows, run.plan.cycleAxis, scope);
}

std::vector<std::string> reportCsvHeader() {
    std::vector<std::string> header = {"run"};
    for (const std::string& column : MetricRow::csvHeader()) header.push_back(column);
    for (const char* column : {"mbit_per_s_min", "mbit_per_s_max", "ops_per_s_stddev",
                               "ops_per_s_min", "ops_per_s_max", "mb_per_s_stddev"})
        header.emplace_back(column);
    return header;
}

std::string reportCsv(const std::vector<LabelledReport>& runs) {
    std::string text = results::csvLine(reportCsvHeader());
    for (const auto& run : runs)
        for (const Series& series : run.report.series)
            for (const Point& p : series.points) {
                std::vector<std::string> fields = {run.label};
                for (std::string& field : p.row.csvFields()) fields.push_back(std::move(field));
                // Without repeat rows behind it a point has no spread: the cells stay empty.
                const bool spread = p.mbit.n > 0;
                for (double v : {p.mbit.min, p.mbit.max, p.ops.stddev, p.ops.min, p.ops.max,
                                 p.mb.stddev})
                    fields.push_back(spread ? results::csvNumber(v, 3) : std::string());
                text += results::csvLine(fields);
            }
    return text;
}

std::vector<std::string> comparisonLabels(const std::vector<RunName>& runs) {
    std::map<std::string, int> uses;
    for (const auto& run : runs) ++uses[run.planName];
    std::vector<std::string> labels;
    std::set<std::string> taken;
    for (const auto& run : runs) {
        std::string label = run.planName;
        if (uses[label] > 1) label += " (" + run.folder + ")";
        // Still equal (two folders of one name): number them.
        std::string unique = label;
        for (int i = 2; taken.count(unique); ++i) unique = label + " #" + std::to_string(i);
        taken.insert(unique);
        labels.push_back(unique);
    }
    return labels;
}

}  // namespace iometry::report
