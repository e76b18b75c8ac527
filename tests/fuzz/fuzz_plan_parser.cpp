/**
 * @file
 * @brief libFuzzer target: the plan reader and validator (docs/plan-format.md).
 *
 * The input is plan text. parsePlanText() must never throw or crash, and must give either
 * a plan or at least one problem. A plan that validates must survive the round trip:
 * toJson() of it validates again, as parsed JSON and as text, and gives the same
 * normalised JSON (toJson is a fixed point after one pass). Every `configure` entry the
 * manager writes for its workers, the dynamo reads back (engine/plan/configure_entry.hpp);
 * the input itself as an entry is read or refused with a reason, never a throw.
 */

#include <cstdint>
#include <cstdio>
#include <string_view>

#include "tests/fuzz/fuzz_check.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/plan/configure_entry.hpp"
#include "engine/plan/plan_json.hpp"

namespace model = iometry::model;

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "plan parser", what);
}

void printProblems(const model::PlanParseResult& r) {
    for (const auto& p : r.problems) std::fprintf(stderr, "  %s\n", p.toString().c_str());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (const auto entry = nlohmann::json::parse(text, nullptr, false); !entry.is_discarded()) {
        std::string error;
        check(model::readConfigureEntry(entry, error) || !error.empty(), "a refused configure entry says why");
    }
    const model::PlanParseResult first = model::parsePlanText(text);
    check(first.ok() || !first.problems.empty(), "a refused plan names a problem");
    if (!first.ok()) return 0;
    check(first.problems.empty(), "a plan that validates has no problems");

    const nlohmann::ordered_json normalised = model::toJson(*first.plan);
    const model::PlanParseResult again = model::parsePlan(normalised);
    if (!again.ok()) {
        std::fprintf(stderr, "normalised plan:\n%s\nproblems:\n", normalised.dump(2).c_str());
        printProblems(again);
    }
    check(again.ok(), "toJson() of a valid plan validates again");
    check(model::toJson(*again.plan) == normalised, "toJson() round trip is identical");
    // The workbench judges a plan in memory by check(): it must agree with the reader.
    check(model::check(*first.plan).empty(), "check() of a plan the reader took finds no problem");

    const model::PlanParseResult fromText = model::parsePlanText(normalised.dump());
    check(fromText.ok(), "the normalised plan as text validates again");
    check(model::toJson(*fromText.plan) == normalised, "text round trip is identical");

    const model::Step step = model::baseStep(*first.plan);
    model::ConfigureContext context;
    for (std::size_t i = 0; i < step.workers.size(); ++i)
        for (const model::ConfigureEnd& end : model::configureEntries(*first.plan, step, i, std::string(32, 'c'), context)) {
            std::string error;
            const bool read = model::readConfigureEntry(end.entry, error).has_value();
            if (!read) std::fprintf(stderr, "entry %s: %s\n", end.entry.dump().c_str(), error.c_str());
            check(read, "every configure entry of a valid plan reads back");
        }
    return 0;
}
