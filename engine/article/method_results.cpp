#include "engine/article/method_results.hpp"

#include <algorithm>
#include <cmath>
#include <set>

namespace iometry::article {
namespace {

using Json = nlohmann::ordered_json;

Text figureWords(const char* source) {
    return source ? Text{"ProcedureFigure", source, {}} : Text{};
}

}  // namespace

std::vector<Figure> methodFigures(const model::Method& method, const std::vector<DeviceResult>& devices) {
    std::vector<Figure> out;
    const DeviceResult* first = nullptr;
    for (const DeviceResult& d : devices)
        if (d.result && !first) first = &d;
    if (!first) return out;
    const std::vector<model::ResultFigure> described = method.resultFigures(*first->result);
    for (std::size_t i = 0; i < described.size(); ++i) {
        const model::ResultFigure& rf = described[i];
        Figure f;
        f.id = method.name() + (described.size() > 1 ? "-" + std::to_string(i + 1) : std::string());
        f.title = figureWords(rf.title);
        f.caption = figureWords(rf.caption);
        f.kind = rf.kind;
        f.xScale = rf.scale;
        f.xKey = rf.x;
        f.xLabel = figureWords(rf.xLabel);
        f.yLabel = figureWords(rf.yLabel);
        f.y2Label = figureWords(rf.y2Label);
        for (const model::ResultCurve& c : rf.curves) (c.rightAxis ? f.y2Key : f.yKey) = c.field;
        // A category axis: every x value any device has, in order, a category each.
        std::vector<double> categories;
        if (rf.scale == Figure::Scale::Categories) {
            std::set<double> values;
            for (const DeviceResult& d : devices)
                if (const Json* rows = d.result ? model::resultRows(*d.result, rf.rows) : nullptr)
                    for (const Json& row : *rows) {
                        const double x = model::resultNumber(row, rf.x);
                        if (std::isfinite(x)) values.insert(x);
                    }
            categories.assign(values.begin(), values.end());
            // Category names are labels, not quantities: "1518", never "1,518".
            for (double x : categories) f.categories.push_back(verbatim(std::to_string(std::llround(x))));
        }
        for (const DeviceResult& d : devices) {
            const Json* rows = d.result ? model::resultRows(*d.result, rf.rows) : nullptr;
            if (!rows) continue;
            for (std::size_t c = 0; c < rf.curves.size(); ++c) {
                const model::ResultCurve& curve = rf.curves[c];
                FigureSeries s{d.device, figureWords(curve.label), d.colour, static_cast<int>(c),
                               curve.rightAxis, curve.secondary};
                for (const Json& row : *rows) {
                    double x = model::resultNumber(row, rf.x);
                    if (!std::isfinite(x)) continue;
                    if (!categories.empty())
                        x = static_cast<double>(std::find(categories.begin(), categories.end(), x) -
                                                categories.begin());
                    s.points.push_back({x, model::resultNumber(row, curve.field)});
                }
                f.series.push_back(std::move(s));
            }
        }
        out.push_back(std::move(f));
    }
    return out;
}

std::optional<Table> methodTable(const model::Method& method, const std::vector<DeviceResult>& devices) {
    const DeviceResult* first = nullptr;
    for (const DeviceResult& d : devices)
        if (d.result && !first) first = &d;
    if (!first) return std::nullopt;
    for (const model::ResultTable& table : method.resultTables(*first->result)) {
        if (!model::resultRows(*first->result, table.rows)) continue;
        Table t;
        t.id = method.name();
        t.caption = text(QT_TRANSLATE_NOOP("Article", "The result of every step as the method recorded it."));
        const bool several = devices.size() > 1;
        if (several) t.columns.push_back({"device", text(QT_TRANSLATE_NOOP("Article", "Device"))});
        for (const model::ResultColumn& c : table.columns)
            t.columns.push_back({c.key, Text{"ProcedureReport", c.header, {}}});
        for (const DeviceResult& d : devices) {
            const Json* rows = d.result ? model::resultRows(*d.result, table.rows) : nullptr;
            if (!rows) continue;
            for (const Json& row : *rows) {
                std::vector<Cell> cells;
                if (several) cells.push_back(Cell::of(d.device));
                for (const model::ResultColumn& c : table.columns) {
                    const auto it = row.find(c.field.empty() ? c.key : c.field);
                    if (it == row.end() || it->is_null()) {
                        cells.push_back(Cell::empty());
                    } else if (c.count) {
                        cells.push_back(Cell::of(static_cast<double>(it->is_array() ? it->size() : 0), 0));
                    } else if (it->is_boolean()) {
                        cells.push_back(Cell::of(text(it->get<bool>() ? QT_TRANSLATE_NOOP("Article", "yes")
                                                                       : QT_TRANSLATE_NOOP("Article", "no"))));
                    } else if (it->is_number()) {
                        cells.push_back(Cell::of(it->get<double>(), c.decimals));
                    } else if (it->is_string()) {
                        // A word the method writes (a rate search's "sender"): its words are
                        // marked for translation in the method's file.
                        cells.push_back(Cell::of(Text{"ProcedureReport", it->get<std::string>(), {}}));
                    } else {
                        cells.push_back(Cell::of(it->dump()));
                    }
                }
                t.rows.push_back(std::move(cells));
            }
        }
        return t;
    }
    return std::nullopt;
}

}  // namespace iometry::article
