#include "engine/import/icf_import.hpp"

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
        if (std::string why = invalidPlan(plan); !why.empty()) {
            result.error = std::move(why);
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
    const std::optional<std::string> text = readWholeFile(path);
    if (!text) {
        IcfImportResult r;
        r.error = "cannot open " + path;
        return r;
    }
    return importIcf(*text);
}

}  // namespace iometry::import_icf
