/**
 * @file
 * @brief libFuzzer target: importing IOmeter configuration files (docs/iometer-files.md).
 *
 * The input is the text of an .icf file. It goes through the importer the CLI and the
 * workbench use: import_icf::importIcf (the reader, what it passes over with a note, the
 * conversion to a plan) and import_icf::addIcfSpecs (a specs-only file added to a plan).
 * Checked: nothing throws or crashes; a refusal says why and names a line within the file;
 * a plan handed out validates, survives its toJson() round trip and is written by dump()
 * (which throws on a string that is not UTF-8: the bytes are decoded from their code page,
 * docs/iometer-files.md, "Code pages"); notes and errors are UTF-8; adding specs keeps the
 * plan's workers.
 */

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "tests/fuzz/fuzz_check.hpp"
#include "engine/import/icf_import.hpp"
#include "engine/plan/plan_json.hpp"

namespace import_icf = iometry::import_icf;
namespace model = iometry::model;

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "icf reader", what);
}

/** A small valid plan for addIcfSpecs: one loopback pair. */
const nlohmann::ordered_json& basePlan() {
    static const nlohmann::ordered_json plan = nlohmann::ordered_json::parse(R"({
      "format": "iometry.plan/1", "name": "base",
      "dynamos": [{"name": "local", "spawn": true}],
      "specs": [{"name": "Default", "lines": [{"size": 4096}]}],
      "workers": [{"name": "w", "dynamo": "local", "kind": "disk", "spec": "Default",
                   "path": "/tmp/iometry-fuzz.dat", "file_size": 1048576}]})");
    return plan;
}

void checkResult(const import_icf::IcfImportResult& r, std::string_view text) {
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const std::string& note : r.notes) check(import_icf::isUtf8(note), "a note is UTF-8");
    check(import_icf::isUtf8(r.error), "an error is UTF-8");
    check(r.error.rfind(import_icf::kImporterFailed, 0) != 0, "the importer met no exception");
    if (!r.ok()) {
        check(!r.error.empty(), "a refusal says why");
        check(r.errorLine >= 0 && r.errorLine <= lines, "a refusal names a line of the file");
        return;
    }
    check(r.error.empty(), "a plan comes without an error");
    const model::PlanParseResult parsed = model::parsePlan(*r.plan);
    check(parsed.ok(), "the plan handed out validates");
    const nlohmann::ordered_json normal = model::toJson(*parsed.plan);
    const model::PlanParseResult again = model::parsePlan(normal);
    check(again.ok() && model::toJson(*again.plan) == normal, "the plan's round trip is identical");
    check(!r.plan->dump().empty(), "the plan's JSON is written");  // throws on a string not UTF-8
    for (const std::string& note : r.notes) check(!note.empty(), "a note says something");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const import_icf::IcfImportResult plan = import_icf::importIcf(text);
    checkResult(plan, text);
    const import_icf::IcfImportResult added = import_icf::addIcfSpecs(text, basePlan());
    checkResult(added, text);
    if (added.ok()) {
        check((*added.plan)["workers"] == basePlan()["workers"], "adding specs keeps the workers");
        check((*added.plan)["specs"].size() == basePlan()["specs"].size() + added.added,
              "every spec added is counted");
    }
    return 0;
}
