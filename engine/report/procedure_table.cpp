#include "engine/report/procedure_table.hpp"

#include "engine/json/json_fields.hpp"

namespace iometry::report {

namespace {

ProcedureCell cellOf(const nlohmann::ordered_json& value) {
    if (value.is_number()) return value.get<double>();
    if (value.is_boolean()) return value.get<bool>();
    if (value.is_string()) return value.get<std::string>();
    return std::monostate{};
}

}  // namespace

ProcedureTable procedureTable(const nlohmann::ordered_json& result) {
    ProcedureTable t;
    const model::Method* method = model::methods().find(model::stringAt(result, "procedure"));
    if (!method) return t;
    // The method's tables (its headers may follow the result): the first whose rows the
    // result holds.
    for (const model::ResultTable& table : method->resultTables(result)) {
        const nlohmann::ordered_json* rows = model::resultRows(result, table.rows);
        if (!rows) continue;
        t.columns = table.columns;
        for (const auto& row : *rows) {
            std::vector<ProcedureCell> cells;
            for (const model::ResultColumn& c : table.columns) {
                const std::string& field = c.field.empty() ? c.key : c.field;
                const auto it = row.is_object() ? row.find(field) : row.end();
                if (c.count)  // how many the array holds; none is 0
                    cells.emplace_back(static_cast<double>(it != row.end() && it->is_array() ? it->size() : 0));
                else
                    cells.push_back(it == row.end() ? ProcedureCell{} : cellOf(*it));
            }
            t.rows.push_back(std::move(cells));
        }
        break;
    }
    return t;
}

}  // namespace iometry::report
