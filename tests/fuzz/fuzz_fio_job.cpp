/**
 * @file
 * @brief libFuzzer target: the fio job file reader and its mapping onto a plan
 *        (docs/fio-files.md, "Reading fio job files").
 *
 * The input is a job file. importFio() must never throw or crash, and must give either a
 * plan that the validator accepts, or an error and nothing else (no plan, no notes). An
 * `include` of "self.fio" reads the input again (so cycles and depth are exercised), any
 * other include cannot be read; `${A}` is "4k", `${N}` is "2", `${E}` is empty, others unset.
 */

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "tests/fuzz/fuzz_check.hpp"
#include "engine/import/fio_import.hpp"
#include "engine/plan/plan_json.hpp"

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "fio job import", what);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto load = [&](const std::string& path) -> std::optional<std::string> {
        if (path == "/fuzz/self.fio") return text;
        return std::nullopt;
    };
    const auto env = [](const std::string& name) -> std::optional<std::string> {
        if (name == "A") return std::string("4k");
        if (name == "N") return std::string("2");
        if (name == "E") return std::string();
        return std::nullopt;
    };
    const iometry::import_fio::FioImportResult r =
        iometry::import_fio::importFio(text, "/fuzz/job.fio", load, env);
    if (r.ok()) {
        check(r.error.empty(), "an imported plan has no error");
        const iometry::model::PlanParseResult parsed = iometry::model::parsePlan(*r.plan);
        if (!parsed.ok()) std::fprintf(stderr, "plan:\n%s\n", r.plan->dump(2).c_str());
        check(parsed.ok(), "an imported plan validates");
    } else {
        check(!r.error.empty(), "a refused file says why");
        check(r.notes.empty(), "a refused file has no notes");
        check(r.errorLine >= 0, "the error's line is a line");
    }
    return 0;
}
