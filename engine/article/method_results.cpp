#include "engine/article/method_results.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <set>
#include <variant>

#include "engine/json/json_fields.hpp"
#include "engine/report/procedure_table.hpp"

namespace iometry::article {
namespace {

using Json = nlohmann::ordered_json;

Text figureWords(const char* source) {
    return source ? Text{"ProcedureFigure", source, {}} : Text{};
}

bool isRate(model::ResultUnit recorded) { return recorded == model::ResultUnit::MbitPerS; }

/** What a value recorded in @p recorded is multiplied by to read in @p unit. */
double factor(model::ResultUnit recorded, const RateUnit& unit) { return isRate(recorded) ? unit.of(1) : 1; }

/** The decimals of @p value, recorded with @p decimals in @p recorded and shown in @p unit: a
    rate in Gbit/s the unit's, more for a small one, up to four, so that it keeps two
    significant digits (a fine sweep's 1 B: 0.0008, never "0.00"). */
int decimalsIn(int decimals, model::ResultUnit recorded, const RateUnit& unit, double value) {
    if (!isRate(recorded) || !unit.gbit) return decimals;
    int d = unit.decimals();
    while (d < 4 && std::abs(value) > 0 && std::abs(value) < std::pow(10.0, 1 - d)) ++d;
    return d;
}

/** A figure's words, a rate axis's naming @p unit in its %1. */
Text axisWords(const char* source, model::ResultUnit recorded, const RateUnit& unit) {
    Text t = figureWords(source);
    if (isRate(recorded) && !t.empty()) t.arg(unit.name());
    return t;
}

/** A CSV column of a quantity recorded under @p key, in @p unit. */
std::string keyIn(const std::string& key, model::ResultUnit recorded, const RateUnit& unit) {
    return isRate(recorded) && !key.empty() ? unit.keyFor(key) : key;
}

/** The scale of a figure's axes: x, left and right, in the reader's unit. */
struct AxisFactors {
    double x = 1, y = 1, y2 = 1;
    AxisFactors(const model::ResultFigure& rf, const RateUnit& unit)
        : x(factor(rf.xUnit, unit)), y(factor(rf.yUnit, unit)), y2(factor(rf.y2Unit, unit)) {}
};

/** The rows at @p path of @p result: an array's elements, or an object as one row. */
std::vector<const Json*> rowsAt(const Json& result, const std::string& path) {
    std::vector<const Json*> rows;
    if (const Json* array = model::resultRows(result, path)) {
        for (const Json& row : *array) rows.push_back(&row);
        return rows;
    }
    // A single object (a ramp's knee): one row.
    const Json* at = model::resultAt(result, path);
    if (at && at->is_object() && !at->empty()) rows.push_back(at);
    return rows;
}

/** At most eight rows, the first and the last among them, spread evenly: more curves would
 *  not read. */
std::vector<const Json*> spreadRows(std::vector<const Json*> rows) {
    constexpr std::size_t kMost = 8;
    if (rows.size() <= kMost) return rows;
    std::vector<const Json*> kept;
    for (std::size_t i = 0; i < kMost; ++i) kept.push_back(rows[i * (rows.size() - 1) / (kMost - 1)]);
    return kept;
}

/** The distribution figure's curves: one per row of each device's result. */
void addPairs(Figure& f, const model::ResultFigure& rf, const std::vector<const DeviceResult*>& devices,
              const AxisFactors& scale) {
    for (const DeviceResult* d : devices) {
        const std::vector<const Json*> rows = spreadRows(rowsAt(*d->result, rf.rows));
        for (std::size_t k = 0; k < rows.size(); ++k) {
            const Json& row = *rows[k];
            // One device: a colour per curve; several: the device's colour, a dash per curve.
            const bool one = devices.size() == 1;
            FigureSeries s{d->device, Text{"", "%1", {}}.bytes(model::resultNumber(row, rf.seriesBy)),
                           one ? k : d->colour, one ? 0 : static_cast<int>(k)};
            s.steps = true;
            const auto pairs = row.find(rf.pairs);
            if (pairs != row.end() && pairs->is_array())
                for (const Json& pair : *pairs)
                    if (pair.is_array() && pair.size() == 2 && pair[0].is_number() && pair[1].is_number())
                        s.points.push_back({pair[0].get<double>() * scale.x, pair[1].get<double>() * scale.y});
            if (!s.points.empty()) f.series.push_back(std::move(s));
        }
    }
}

/** The curves of each device: a field of each row per ResultCurve. */
void addCurves(Figure& f, const model::ResultFigure& rf, const std::vector<const DeviceResult*>& devices,
               const std::vector<double>& categories, FigureUse use, const AxisFactors& scale) {
    for (const DeviceResult* d : devices) {
        for (std::size_t c = 0; c < rf.curves.size(); ++c) {
            const model::ResultCurve& curve = rf.curves[c];
            if (curve.detail && use != FigureUse::Screen) continue;
            // The article: a colour per device, a dash per curve; the Report page's one result:
            // a colour per curve too.
            FigureSeries s{d->device, figureWords(curve.label), use == FigureUse::Screen ? c : d->colour,
                           static_cast<int>(c), curve.rightAxis, curve.secondary};
            s.marks = curve.marks;
            const std::vector<const Json*> rows = rowsAt(*d->result, curve.rows.empty() ? rf.rows : curve.rows);
            if (curve.marks && rows.empty()) continue;  // nothing singled out: no legend entry
            for (const Json* row : rows) {
                double x = model::resultNumber(*row, rf.x);
                if (!std::isfinite(x)) continue;
                if (!categories.empty())
                    x = static_cast<double>(std::find(categories.begin(), categories.end(), x) -
                                            categories.begin());
                else
                    x *= scale.x;
                FigurePoint p{x, model::resultNumber(*row, curve.field) * (curve.rightAxis ? scale.y2 : scale.y)};
                for (const model::ResultCurve::Note& note : curve.notes)
                    if (model::stringAt(*row, note.field.c_str()) == note.equals) p.note = figureWords(note.words);
                s.points.push_back(std::move(p));
            }
            f.series.push_back(std::move(s));
        }
    }
}

/** The straight lines, across the x the curves span (from 0 on a linear axis), first so
 *  they are drawn under the curves. */
void addLines(Figure& f, const model::ResultFigure& rf, const std::vector<const DeviceResult*>& devices,
              const AxisFactors& scale) {
    double lo = f.xScale == Figure::Scale::Linear ? 0 : std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    for (const FigureSeries& s : f.series)
        for (const FigurePoint& p : s.points) {
            lo = std::min(lo, p.x);
            hi = std::max(hi, p.x);
        }
    if (!(hi > lo)) return;
    std::vector<FigureSeries> lines;
    // y = a·x + b in the result's units, drawn against axes in the reader's.
    const auto at = [&scale](double a, double b, double x) { return scale.y * (a * x / scale.x + b); };
    const auto line = [&](std::string device, Text name, std::size_t colour, double a, double b) {
        FigureSeries s{std::move(device), std::move(name), colour};
        s.reference = true;
        s.points = {{lo, at(a, b, lo)}, {hi, at(a, b, hi)}};
        lines.push_back(std::move(s));
    };
    for (const model::ResultLine& l : rf.lines) {
        if (l.object.empty()) {
            line({}, figureWords(l.label), 0, l.slope, l.intercept);
            continue;
        }
        for (const DeviceResult* d : devices) {
            const Json* object = model::resultAt(*d->result, l.object);
            if (!object || !object->is_object()) continue;
            const double a = model::resultNumber(*object, l.slopeField);
            const double b = model::resultNumber(*object, l.interceptField);
            if (!std::isfinite(a) || !std::isfinite(b)) continue;
            line(d->device, figureWords(l.label).num(a, l.slopeDecimals).num(b, l.interceptDecimals), d->colour, a,
                 b);
        }
    }
    f.series.insert(f.series.begin(), std::make_move_iterator(lines.begin()), std::make_move_iterator(lines.end()));
}

/** The unit of @p devices' results by themselves: by the largest rate any of them holds. */
RateUnit unitOfResults(const model::Method& method, const std::vector<DeviceResult>& devices) {
    double most = 0;
    for (const DeviceResult& d : devices)
        if (d.result) most = std::max(most, largestRate(method, *d.result));
    return RateUnit::forTop(most);
}

}  // namespace

double largestRate(const model::Method& method, const Json& result) {
    double most = 0;
    const auto take = [&most](double v) {
        if (std::isfinite(v)) most = std::max(most, v);
    };
    const auto field = [&](const std::string& rows, const std::string& name) {
        for (const Json* row : rowsAt(result, rows)) take(model::resultNumber(*row, name));
    };
    for (const model::ResultTable& t : method.resultTables(result))
        for (const model::ResultColumn& c : t.columns)
            if (isRate(c.unit) && !c.count) field(t.rows, c.field.empty() ? c.key : c.field);
    for (const model::ResultFigure& rf : method.resultFigures(result)) {
        if (!rf.pairs.empty()) {  // a distribution: the pairs of every row
            for (const Json* row : rowsAt(result, rf.rows)) {
                const auto pairs = row->find(rf.pairs);
                if (pairs == row->end() || !pairs->is_array()) continue;
                for (const Json& pair : *pairs)
                    if (pair.is_array() && pair.size() == 2 && pair[0].is_number() && pair[1].is_number()) {
                        if (isRate(rf.xUnit)) take(pair[0].get<double>());
                        if (isRate(rf.yUnit)) take(pair[1].get<double>());
                    }
            }
            continue;
        }
        if (isRate(rf.xUnit)) field(rf.rows, rf.x);
        for (const model::ResultCurve& c : rf.curves)
            if (isRate(c.rightAxis ? rf.y2Unit : rf.yUnit)) field(c.rows.empty() ? rf.rows : c.rows, c.field);
    }
    for (const model::Headline& h : method.headlines(result))
        if (isRate(h.unit)) take(h.value);
    return most;
}

std::vector<Figure> methodFigures(const model::Method& method, const std::vector<DeviceResult>& devices,
                                  FigureUse use, std::optional<RateUnit> unitOf) {
    std::vector<Figure> out;
    std::vector<const DeviceResult*> measured;
    for (const DeviceResult& d : devices)
        if (d.result) measured.push_back(&d);
    if (measured.empty()) return out;
    const RateUnit unit = unitOf.value_or(unitOfResults(method, devices));
    std::vector<model::ResultFigure> described = method.resultFigures(*measured.front()->result);
    if (use == FigureUse::Article)
        std::erase_if(described, [](const model::ResultFigure& rf) { return !rf.inArticle; });
    for (std::size_t i = 0; i < described.size(); ++i) {
        const model::ResultFigure& rf = described[i];
        Figure f;
        // Numbered when the method draws several: the files beside the article keep their names.
        f.id = method.name() + (described.size() > 1 ? "-" + std::to_string(i + 1) : std::string());
        f.title = figureWords(rf.title);
        f.caption = figureWords(rf.caption);
        f.kind = rf.kind;
        f.xScale = rf.scale;
        f.yScale = rf.yScale;
        f.xKey = keyIn(rf.x, rf.xUnit, unit);
        f.xLabel = axisWords(rf.xLabel, rf.xUnit, unit);
        f.yLabel = axisWords(rf.yLabel, rf.yUnit, unit);
        f.y2Label = axisWords(rf.y2Label, rf.y2Unit, unit);
        for (const model::ResultCurve& c : rf.curves) {
            std::string& key = c.rightAxis ? f.y2Key : f.yKey;
            if (key.empty() && !c.marks) key = keyIn(c.field, c.rightAxis ? rf.y2Unit : rf.yUnit, unit);
        }
        const AxisFactors scale(rf, unit);
        if (!rf.pairs.empty()) {
            addPairs(f, rf, measured, scale);
            out.push_back(std::move(f));
            continue;
        }
        // A category axis: every x value any device has, in order, a category each.
        std::vector<double> categories;
        if (rf.scale == Figure::Scale::Categories) {
            std::set<double> values;
            for (const DeviceResult* d : measured)
                for (const Json* row : rowsAt(*d->result, rf.rows)) {
                    const double x = model::resultNumber(*row, rf.x);
                    if (std::isfinite(x)) values.insert(x);
                }
            categories.assign(values.begin(), values.end());
            // Category names are labels, not quantities: "1518", never "1,518".
            for (double x : categories) f.categories.push_back(verbatim(std::to_string(std::llround(x))));
        }
        addCurves(f, rf, measured, categories, use, scale);
        addLines(f, rf, measured, scale);
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<model::Headline> methodHeadlines(const model::Method& method, const Json& result, const RateUnit& unit) {
    std::vector<model::Headline> lines = method.headlines(result);
    for (model::Headline& h : lines) {
        if (!isRate(h.unit)) continue;
        h.label.arg(unit.name());
        h.value *= factor(h.unit, unit);
        h.decimals = decimalsIn(h.decimals, h.unit, unit, h.value);
        h.unit = model::ResultUnit::None;
    }
    return lines;
}

Text headlineText(const model::Method& method, const Json& result, std::optional<RateUnit> unitOf) {
    const RateUnit unit = unitOf.value_or(RateUnit::forTop(largestRate(method, result)));
    std::vector<Text> parts;
    for (const model::Headline& h : methodHeadlines(method, result, unit))
        if (std::isfinite(h.value)) parts.push_back(join({h.label, Text{"", "%1", {}}.num(h.value, h.decimals)}, ": "));
    return join(parts, "; ");
}

Text columnHeader(const model::ResultColumn& column, const RateUnit& unit) {
    Text header{"ProcedureReport", column.header, {}};
    if (isRate(column.unit)) header.arg(unit.name());
    return header;
}

std::optional<Table> methodTable(const model::Method& method, const std::vector<DeviceResult>& devices,
                                 std::optional<RateUnit> unitOf) {
    // Each device's table as the Report page has it (report::procedureTable): the first of
    // the method's tables the first result holds.
    std::vector<std::pair<const DeviceResult*, report::ProcedureTable>> tables;
    for (const DeviceResult& d : devices)
        if (d.result) tables.emplace_back(&d, report::procedureTable(*d.result));
    if (tables.empty() || tables.front().second.columns.empty()) return std::nullopt;
    const std::vector<model::ResultColumn>& columns = tables.front().second.columns;
    const RateUnit unit = unitOf.value_or(unitOfResults(method, devices));
    Table t;
    t.id = method.name();
    t.caption = text(QT_TRANSLATE_NOOP("Article", "The result of every step as the method recorded it."));
    const bool several = devices.size() > 1;
    if (several) t.columns.push_back({"device", text(QT_TRANSLATE_NOOP("Article", "Device"))});
    for (const model::ResultColumn& c : columns) t.columns.push_back({keyIn(c.key, c.unit, unit), columnHeader(c, unit)});
    for (const auto& [device, table] : tables) {
        if (table.columns.size() != columns.size()) continue;  // a result of another shape
        for (const auto& row : table.rows) {
            std::vector<Cell> cells;
            if (several) cells.push_back(Cell::of(device->device));
            for (std::size_t i = 0; i < row.size(); ++i) {
                const model::ResultColumn& c = columns[i];
                const model::ResultUnit recorded = c.count ? model::ResultUnit::None : c.unit;
                cells.push_back(std::visit(
                    [&](const auto& v) -> Cell {
                        using T = std::decay_t<decltype(v)>;
                        if constexpr (std::is_same_v<T, std::monostate>) return Cell::empty();
                        else if constexpr (std::is_same_v<T, double>) {
                            const double x = v * factor(recorded, unit);
                            return Cell::of(x, c.count ? 0 : decimalsIn(c.decimals, recorded, unit, x));
                        }
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
