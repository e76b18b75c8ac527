#include "engine/import/icf_import.hpp"

#include <fstream>
#include <sstream>

#include "engine/import/icf_convert.hpp"
#include "engine/import/icf_reader.hpp"
#include "engine/import/icf_text.hpp"
#include "engine/model/plan_json.hpp"

// An .icf file is read (icf_reader), made a plan (icf_convert) and written as the plan's JSON
// (icf_plan), which the plan's validator judges before it is handed out: docs/iometer-files.md.

namespace iometry::import_icf {

IcfImportResult importIcf(std::string_view text) {
    IcfImportResult result;
    try {
        const IcfFile file = readIcfFile(text);
        result.version = file.version;
        nlohmann::ordered_json plan = toJson(planFromIcf(file, result.notes));
        const model::PlanParseResult check = model::parsePlan(plan);
        if (!check.ok()) {
            std::string why;
            for (const auto& p : check.problems)
                why += "\n  " + p.toString();
            result.error = "the plan made from this file is not valid:" + why;
            return result;
        }
        result.plan = std::move(plan);
    } catch (const Malformed& m) {
        result.errorLine = m.line;
        result.error = m.line > 0 ? "line " + std::to_string(m.line) + ": " + m.message : m.message;
        result.plan.reset();
    }
    return result;
}

IcfImportResult importIcfFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        IcfImportResult r;
        r.error = "cannot open " + path;
        return r;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return importIcf(text.str());
}

}  // namespace iometry::import_icf
