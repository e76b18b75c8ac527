#pragma once
/**
 * @file
 * @brief The table of a procedure's result (procedure.json, docs/report.md "Tables as
 *        data"): its method's first table whose rows the result holds, every cell read from
 *        its row. The Report page shows it and exports it as CSV; the words of its headers
 *        are the method's, in English, for the window to translate.
 */

#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "engine/methods/method.hpp"

namespace iometry::report {

/** @brief A cell: nothing (not measured), a number, a yes or no, or a word. */
using ProcedureCell = std::variant<std::monostate, double, bool, std::string>;

struct ProcedureTable {
    std::vector<model::ResultColumn> columns;
    std::vector<std::vector<ProcedureCell>> rows;
};

/** @brief The table of @p result, a procedure.json; no columns when its method has none. */
ProcedureTable procedureTable(const nlohmann::ordered_json& result);

}  // namespace iometry::report
