#include "engine/report/distribution_table.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "engine/json/json_fields.hpp"

namespace iometry::report {
namespace {

using Json = nlohmann::ordered_json;

/** One row's curve: its size, its round trips, (x, P(X ≥ x)) in increasing x. */
struct Curve {
    double size = 0;
    double trips = 0;
    std::vector<std::pair<double, double>> points;
};

std::vector<Curve> curvesOf(const Json& result, const model::ResultFigure& figure) {
    std::vector<Curve> curves;
    const Json* rows = model::resultRows(result, figure.rows);
    if (!rows) return curves;
    for (const Json& row : *rows) {
        Curve c{model::resultNumber(row, figure.seriesBy), model::resultNumber(row, "round_trips"), {}};
        const auto pairs = row.is_object() ? row.find(figure.pairs) : row.end();
        if (pairs != row.end() && pairs->is_array())
            for (const Json& p : *pairs)
                if (p.is_array() && p.size() == 2 && p[0].is_number() && p[1].is_number())
                    c.points.emplace_back(p[0].get<double>(), p[1].get<double>());
        curves.push_back(std::move(c));
    }
    return curves;
}

/** P(X ≥ @p x) of @p c: the share at the first point at or above x (a step curve). */
double shareFrom(const Curve& c, double x) {
    const auto it = std::lower_bound(c.points.begin(), c.points.end(), x,
                                     [](const std::pair<double, double>& p, double v) { return p.first < v; });
    return it == c.points.end() ? 0.0 : it->second;
}

}  // namespace

std::optional<model::ResultFigure> distributionFigure(const Json& result) {
    const model::Method* method = model::methods().find(model::stringAt(result, "procedure"));
    if (!method) return std::nullopt;
    for (model::ResultFigure& f : method->resultFigures(result))
        if (!f.pairs.empty()) return std::move(f);
    return std::nullopt;
}

ProcedureTable distributionTable(const Json& result) {
    ProcedureTable t;
    const auto figure = distributionFigure(result);
    if (!figure) return t;
    t.columns = {{figure->seriesBy, QT_TRANSLATE_NOOP("ProcedureReport", "Size"), 0, {}, false, true},
                 {figure->x, QT_TRANSLATE_NOOP("ProcedureReport", "RTT (µs)"), 3},
                 {figure->curves.empty() ? std::string("share") : figure->curves.front().field,
                  QT_TRANSLATE_NOOP("ProcedureReport", "P(RTT ≥ x)"), 6}};
    for (const Curve& c : curvesOf(result, *figure))
        for (const auto& [x, share] : c.points) t.rows.push_back({c.size, x, share});
    return t;
}

ProcedureTable distributionBins(const Json& result) {
    ProcedureTable t;
    const auto figure = distributionFigure(result);
    if (!figure) return t;
    t.columns = {{figure->seriesBy, QT_TRANSLATE_NOOP("ProcedureReport", "Size"), 0, {}, false, true},
                 {"rtt_from_us", QT_TRANSLATE_NOOP("ProcedureReport", "RTT from (µs)"), 0},
                 {"rtt_below_us", QT_TRANSLATE_NOOP("ProcedureReport", "RTT below (µs)"), 0},
                 {"round_trips", QT_TRANSLATE_NOOP("ProcedureReport", "Round trips"), 0},
                 {"share_pct", QT_TRANSLATE_NOOP("ProcedureReport", "Share (%)"), 2},
                 {"cumulative_pct", QT_TRANSLATE_NOOP("ProcedureReport", "Cumulative (%)"), 2}};
    for (const Curve& c : curvesOf(result, *figure)) {
        if (c.points.empty()) continue;
        static constexpr double kSteps[] = {1, 2, 5};
        double decade = std::pow(10.0, std::floor(std::log10(std::max(c.points.front().first, 1e-3))));
        int step = 0;
        double from = decade;
        while (from <= c.points.back().first) {
            if (++step == 3) {
                step = 0;
                decade *= 10;
            }
            const double below = decade * kSteps[step];
            const double share = shareFrom(c, from) - shareFrom(c, below);
            if (share > 0)
                t.rows.push_back({c.size, from, below, std::round(share * c.trips), 100 * share,
                                  100 * (1 - shareFrom(c, below))});
            from = below;
        }
    }
    return t;
}

}  // namespace iometry::report
