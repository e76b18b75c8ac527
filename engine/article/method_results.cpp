#include "engine/article/method_results.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <variant>

#include "engine/report/procedure_table.hpp"

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
    // Each device's table as the Report page has it (report::procedureTable): the first of
    // the method's tables the first result holds.
    std::vector<std::pair<const DeviceResult*, report::ProcedureTable>> tables;
    for (const DeviceResult& d : devices)
        if (d.result) tables.emplace_back(&d, report::procedureTable(*d.result));
    if (tables.empty() || tables.front().second.columns.empty()) return std::nullopt;
    const std::vector<model::ResultColumn>& columns = tables.front().second.columns;
    Table t;
    t.id = method.name();
    t.caption = text(QT_TRANSLATE_NOOP("Article", "The result of every step as the method recorded it."));
    const bool several = devices.size() > 1;
    if (several) t.columns.push_back({"device", text(QT_TRANSLATE_NOOP("Article", "Device"))});
    for (const model::ResultColumn& c : columns) t.columns.push_back({c.key, Text{"ProcedureReport", c.header, {}}});
    for (const auto& [device, table] : tables) {
        if (table.columns.size() != columns.size()) continue;  // a result of another shape
        for (const auto& row : table.rows) {
            std::vector<Cell> cells;
            if (several) cells.push_back(Cell::of(device->device));
            for (std::size_t i = 0; i < row.size(); ++i) {
                const int decimals = columns[i].count ? 0 : columns[i].decimals;
                cells.push_back(std::visit(
                    [&](const auto& v) -> Cell {
                        using T = std::decay_t<decltype(v)>;
                        if constexpr (std::is_same_v<T, std::monostate>) return Cell::empty();
                        else if constexpr (std::is_same_v<T, double>) return Cell::of(v, decimals);
                        else if constexpr (std::is_same_v<T, bool>)
                            return Cell::of(text(v ? QT_TRANSLATE_NOOP("Article", "yes") : QT_TRANSLATE_NOOP("Article", "no")));
                        // A word the method writes (a rate search's "sender"): its words are
                        // marked for translation in the method's file.
                        else return Cell::of(Text{"ProcedureReport", v, {}});
                    },
                    row[i]));
            }
            t.rows.push_back(std::move(cells));
        }
    }
    return t;
}

}  // namespace iometry::article
