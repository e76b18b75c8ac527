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

/**
 * @brief Every figure the method describes (model::ResultFigure), each device's rows drawn
 *        into it; the figures not `inArticle` and the curves marked `detail` only on the
 *        Report page (FigureUse::Screen, one result).
 */
std::vector<Figure> methodFigures(const model::Method& method, const std::vector<DeviceResult>& devices,
                                  FigureUse use = FigureUse::Article);

/**
 * @brief The method's answer for the Report page's subtitle: its headlines (the article's
 *        summary numbers) as "label: value" joined by "; "; empty when it has none.
 */
Text headlineText(const model::Method& method, const nlohmann::ordered_json& result);

/**
 * @brief The method's table (the first of its tables the results hold), a `device` column
 *        first when there are several devices; nothing when no result holds one.
 */
std::optional<Table> methodTable(const model::Method& method, const std::vector<DeviceResult>& devices);

}  // namespace iometry::article
