#pragma once
/**
 * @file
 * @brief The figures and table of a method's result (procedure.json) that compare devices
 *        (docs/report.md, "The article"), from the method's own description
 *        (engine/methods/method.hpp: resultFigures, resultTables, headlines): a new method
 *        appears in articles without edits here.
 */

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/article/comparisons.hpp"
#include "engine/document/document.hpp"
#include "engine/methods/method.hpp"

namespace iometry::article {

/** @brief One device's result of a method. */
struct DeviceResult {
    std::string device;
    std::size_t colour = 0;
    const nlohmann::ordered_json* result = nullptr;
};

/** @brief Where a method's figures go: the article compares devices; the Report page shows
 *         one result, with the views only it has (a distribution per size). */
enum class FigureUse { Article, Screen };

/*
 * A method's rates (model::ResultUnit::MbitPerS: its columns, its figures' axes, its
 * headlines) read in one unit (RateUnit): the article's, which it passes; without one, the
 * results' own (the Report page's one run), by the largest rate they hold.
 */

/**
 * @brief The largest rate, in Mbit/s, of @p result that the method marks a rate: in its
 *        tables' columns, on its figures' rate axes and in its headlines; 0 for none.
 */
double largestRate(const model::Method& method, const nlohmann::ordered_json& result);

/**
 * @brief Every figure the method describes (model::ResultFigure), each device's rows drawn
 *        into it; the figures not `inArticle` and the curves marked `detail` only on the
 *        Report page (FigureUse::Screen, one result). Rate axes in @p unit.
 */
std::vector<Figure> methodFigures(const model::Method& method, const std::vector<DeviceResult>& devices,
                                  FigureUse use = FigureUse::Article, std::optional<RateUnit> unit = std::nullopt);

/**
 * @brief The method's headlines of @p result as shown in @p unit: a rate's value in it, its
 *        label naming it, in Gbit/s the unit's decimals (and no longer marked a rate).
 */
std::vector<model::Headline> methodHeadlines(const model::Method& method, const nlohmann::ordered_json& result,
                                             const RateUnit& unit);

/**
 * @brief The method's answer for the Report page's subtitle: its headlines (the article's
 *        summary numbers) as "label: value" joined by "; "; empty when it has none.
 */
Text headlineText(const model::Method& method, const nlohmann::ordered_json& result,
                  std::optional<RateUnit> unit = std::nullopt);

/** @brief @p column's header, a rate's naming @p unit. */
Text columnHeader(const model::ResultColumn& column, const RateUnit& unit);

/**
 * @brief The method's table (the first of its tables the results hold), a `device` column
 *        first when there are several devices; nothing when no result holds one. Rate
 *        columns in @p unit: their values, headers and keys (RateUnit::keyFor).
 */
std::optional<Table> methodTable(const model::Method& method, const std::vector<DeviceResult>& devices,
                                 std::optional<RateUnit> unit = std::nullopt);

}  // namespace iometry::article
