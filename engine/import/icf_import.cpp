#include "engine/import/icf_import.hpp"

#include <algorithm>
#include <exception>
#include <optional>

#include "engine/import/icf_convert.hpp"
#include "engine/import/icf_reader.hpp"
#include "engine/import/icf_text.hpp"
#include "engine/plan/plan_json.hpp"

// An .icf file is read (icf_reader), made a plan (icf_convert) and written as the plan's JSON
// (icf_plan), which the plan's validator judges before it is handed out: docs/iometer-files.md.

namespace iometry::import_icf {

namespace {

/** The plan @p plan into @p result when the validator takes it; else the result's error,
 *  "@p what is not valid:" and every problem. */
bool validated(nlohmann::ordered_json plan, IcfImportResult& result, const std::string& what) {
    std::string why = invalidPlan(plan);
    if (!why.empty()) {
        const std::string prefix = "the plan made from this file";
        if (why.rfind(prefix, 0) == 0) why.replace(0, prefix.size(), what);
        result.error = std::move(why);
        return false;
    }
    result.plan = std::move(plan);
    return true;
}

/** Runs @p import, turning a malformed file into the result's error with its line, and any
 *  other exception (a bug: none is known) into an error rather than an abort. */
template <typename Import>
IcfImportResult guarded(Import import) {
    IcfImportResult result;
    try {
        import(result);
    } catch (const Malformed& m) {
        result.errorLine = m.line;
        result.error = m.line > 0 ? lineAt(m.line) + m.message : m.message;
        result.plan.reset();
    } catch (const std::exception& e) {
        result.errorLine = 0;
        result.error = kImporterFailed + toUtf8(e.what());
        result.plan.reset();
    }
    return result;
}

/** The text of the file at @p path, or the result's error. */
std::optional<std::string> readWhole(const std::string& path, IcfImportResult& result) {
    std::optional<std::string> text = readWholeFile(path);
    if (!text) result.error = "cannot open " + path;
    return text;
}

}  // namespace

IcfImportResult importIcf(std::string_view bytes, const std::optional<CodePage>& codePage) {
    return guarded([&](IcfImportResult& result) {
        const IcfFile file = readIcfFile(bytes, codePage);
        result.codePage = file.codePage.title;
        result.version = file.version;
        result.notes = file.notes;
        result.specsOnly = file.haveSpecs && !file.haveManagers;
        validated(toJson(planFromIcf(file, result.notes)), result,
                  "the plan made from this file");
    });
}

IcfImportResult importIcfFile(const std::string& path, const std::optional<CodePage>& codePage) {
    IcfImportResult r;
    const auto bytes = readWhole(path, r);
    return bytes ? importIcf(*bytes, codePage) : r;
}

IcfImportResult addIcfSpecs(std::string_view bytes, const nlohmann::ordered_json& plan,
                            const std::optional<CodePage>& codePage) {
    return guarded([&](IcfImportResult& result) {
        const model::PlanParseResult base = model::parsePlan(plan);
        if (!base.ok()) {
            validated(plan, result, "the plan the specifications were to be added to");
            return;
        }
        const IcfFile file = readIcfFile(bytes, codePage);
        result.codePage = file.codePage.title;
        result.version = file.version;
        result.notes = file.notes;
        result.specsOnly = file.haveSpecs && !file.haveManagers;
        if (!file.haveSpecs || file.specs.empty())
            fail(0, "the file has no access specifications to add");
        std::vector<model::AccessSpec> specs = specsFromIcf(file, result.notes);
        if (specs.empty())
            fail(0, "none of the file's access specifications can be expressed in Iometry");
        if (file.haveManagers)
            result.notes.push_back(
                "only the access specifications are added: the file's managers and workers "
                "are not (import the file as a plan of its own to run them)");
        if (file.setup)
            result.notes.push_back(
                "only the access specifications are added: the file's test setup (run time, "
                "cycling) is not");
        nlohmann::ordered_json merged = plan;
        nlohmann::ordered_json& list = merged["specs"];
        std::vector<std::string> replaced;
        for (const model::AccessSpec& s : specs) {
            auto same = std::find_if(list.begin(), list.end(), [&](const nlohmann::ordered_json& j) {
                return j.is_object() && j.value("name", std::string()) == s.name;
            });
            if (same != list.end()) {
                *same = model::toJson(s);
                replaced.push_back(inQuotes(s.name));
            } else {
                list.push_back(model::toJson(s));
            }
        }
        if (!replaced.empty()) {
            std::string names;
            for (std::size_t i = 0; i < replaced.size(); ++i)
                names += (i ? ", " : "") + replaced[i];
            result.notes.push_back("the plan's access specifications of the same name are "
                                   "replaced by the file's, as IOmeter does: " + names);
        }
        result.added = specs.size() - replaced.size();
        result.replaced = replaced.size();
        validated(std::move(merged), result, "the plan with the file's specifications added");
    });
}

IcfImportResult addIcfSpecsFromFile(const std::string& path, const nlohmann::ordered_json& plan,
                                    const std::optional<CodePage>& codePage) {
    IcfImportResult r;
    const auto bytes = readWhole(path, r);
    return bytes ? addIcfSpecs(*bytes, plan, codePage) : r;
}

}  // namespace iometry::import_icf
