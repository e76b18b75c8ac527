#include "engine/article/disk_grid.hpp"

#include <algorithm>

#include "engine/article/comparisons.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"

namespace iometry::article {

std::optional<GridTest> gridTest(const model::Plan& plan) {
    if (plan.procedure.method().choosesSteps() || !plan.sweep.empty() || plan.workers.empty())
        return std::nullopt;
    const model::AccessLine* line = nullptr;
    int outstanding = 0;
    for (const model::WorkerDef& w : plan.workers) {
        const model::AccessSpec* spec = plan.findSpec(w.spec);
        if (!w.kind() || !w.kind()->isStorage() || !spec || spec->lines.size() != 1) return std::nullopt;
        const model::AccessLine& l = spec->lines.front();
        if ((l.read != 0 && l.read != 100) || (l.random != 0 && l.random != 100) || l.reply != 0)
            return std::nullopt;
        if (line && (l.read != line->read || l.random != line->random || l.size != line->size))
            return std::nullopt;
        if (outstanding && w.outstanding != outstanding) return std::nullopt;
        line = &l;
        outstanding = w.outstanding;
    }
    return GridTest{std::string(line->random ? "RND" : "SEQ") + shortBytes(line->size) + " Q" +
                        std::to_string(outstanding) + "T" + std::to_string(plan.workers.size()),
                    line->read == 100};
}

std::vector<GridDevice> gridDevicesOf(const std::vector<DeviceResults>& devices) {
    std::vector<GridDevice> out;
    for (std::size_t d = 0; d < devices.size(); ++d) {
        GridDevice grid{devices[d].device, d, {}};
        for (const MemberResults& m : devices[d].members) {
            const auto test = gridTest(m.plan);
            if (!test || !m.run) continue;
            const auto rows = shownTotals(*m.run);
            if (rows.empty()) continue;
            GridDevice::Entry& entry = grid.at(test->label);
            (test->read ? entry.read : entry.write) = rows.front();
        }
        // A device that ran no preset (a network adapter's) gets no column and no bars.
        if (!grid.entries.empty()) out.push_back(std::move(grid));
    }
    return out;
}

GridDevice::Entry& GridDevice::at(const std::string& label) {
    for (Entry& e : entries)
        if (e.label == label) return e;
    entries.push_back({label});
    return entries.back();
}

namespace {

std::vector<std::string> labels(const std::vector<GridDevice>& devices) {
    std::vector<std::string> out;
    for (const GridDevice& d : devices)
        for (const GridDevice::Entry& e : d.entries)
            if (std::find(out.begin(), out.end(), e.label) == out.end()) out.push_back(e.label);
    return out;
}

const GridDevice::Entry* find(const GridDevice& d, const std::string& label) {
    for (const GridDevice::Entry& e : d.entries)
        if (e.label == label) return &e;
    return nullptr;
}

}  // namespace

Table gridTable(const std::vector<GridDevice>& devices) {
    Table t;
    t.id = "disk-grid";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "The standard presets: SEQ sequential, RND random; the "
                                       "request size; Q the outstanding I/Os of each worker, T the "
                                       "workers (threads). MB/s in decimal megabytes (a million bytes)."));
    t.columns.push_back({"test", text(QT_TRANSLATE_NOOP("Article", "Test"))});
    for (const GridDevice& d : devices) {
        const Text group = verbatim(d.device);
        t.columns.push_back({"read_mb_per_s", text(QT_TRANSLATE_NOOP("Article", "Read MB/s")), group});
        t.columns.push_back({"write_mb_per_s", text(QT_TRANSLATE_NOOP("Article", "Write MB/s")), group});
        t.columns.push_back({"read_iops", text(QT_TRANSLATE_NOOP("Article", "Read IOPS")), group});
        t.columns.push_back({"write_iops", text(QT_TRANSLATE_NOOP("Article", "Write IOPS")), group});
    }
    for (const std::string& label : labels(devices)) {
        std::vector<Cell> row{Cell::of(label)};
        for (const GridDevice& d : devices) {
            const GridDevice::Entry* e = find(d, label);
            const results::MetricRow* r = e ? e->read : nullptr;
            const results::MetricRow* w = e ? e->write : nullptr;
            row.push_back(r ? Cell::of(r->mbPerS, 1) : Cell::empty());
            row.push_back(w ? Cell::of(w->mbPerS, 1) : Cell::empty());
            row.push_back(r ? Cell::of(r->opsPerS, 0) : Cell::empty());
            row.push_back(w ? Cell::of(w->opsPerS, 0) : Cell::empty());
        }
        t.rows.push_back(std::move(row));
    }
    return t;
}

Figure gridFigure(const std::vector<GridDevice>& devices) {
    Figure f = barFigure("disk-grid", "test", text(QT_TRANSLATE_NOOP("Article", "Test")),
                         text(QT_TRANSLATE_NOOP("Article", "Read and write rates of the standard presets")));
    f.yKey = "mb_per_s";
    f.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "MB/s of each preset: solid bars read, hatched bars write."));
    f.yLabel = text(QT_TRANSLATE_NOOP("Article", "Data rate (MB/s)"));
    const std::vector<std::string> all = labels(devices);
    for (const std::string& label : all) f.categories.push_back(verbatim(label));
    for (const GridDevice& d : devices) {
        FigureSeries read{d.device, text(QT_TRANSLATE_NOOP("Article", "read")), d.colour, 0};
        FigureSeries write{d.device, text(QT_TRANSLATE_NOOP("Article", "write")), d.colour, 1};
        for (std::size_t i = 0; i < all.size(); ++i) {
            const GridDevice::Entry* e = find(d, all[i]);
            if (e && e->read) read.points.push_back({static_cast<double>(i), e->read->mbPerS});
            if (e && e->write) write.points.push_back({static_cast<double>(i), e->write->mbPerS});
        }
        for (FigureSeries* s : {&read, &write})
            if (!s->points.empty()) f.series.push_back(std::move(*s));
    }
    return f;
}

}  // namespace iometry::article
