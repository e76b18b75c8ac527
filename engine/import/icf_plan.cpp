#include "engine/import/icf_plan.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/import/code_page.hpp"
#include "engine/import/icf_text.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/plan/plan_json.hpp"

namespace iometry::import_icf {
namespace {

using Json = nlohmann::ordered_json;

// Room left below model::kMaxNameLength for the "-2" … "-999" that makes a name unique.
constexpr std::size_t kUniqueSuffixRoom = 4;

/** Whole seconds (IOmeter's are) as integers, as a person writes a plan; fio's may be less. */
Json seconds(double s) {
    const auto whole = static_cast<std::int64_t>(s);
    return static_cast<double>(whole) == s ? Json(whole) : Json(s);
}

/** A range as docs/plan-format.md, "Sweeps", writes it. */
Json rangeJson(const model::RangeAxis& range) {
    return {{"start", range.start},
            {"end", range.end},
            {"step", range.step},
            {"mode", range.exponential ? "exponential" : "linear"}};
}

/**
 * The worker's keys that the file sets: its spec and queue depth, and of the keys its kind
 * writes (a disk's path, a pair's ends) those that differ from a new worker's of that kind.
 */
Json workerJson(const model::WorkerDef& w) {
    Json j = {{"name", w.name},
              {"dynamo", w.dynamo},
              {"kind", w.kindName()},
              {"spec", w.spec},
              {"outstanding", w.outstanding}};
    if (w.phase != 0) j["phase"] = w.phase;
    if (!w.settings) return j;
    const model::WorkerKind& kind = w.settings->kind();
    Json own = Json::object(), fresh = Json::object();
    kind.write(*w.settings, own);
    kind.write(*kind.makeSettings(), fresh);
    for (auto it = own.begin(); it != own.end(); ++it)
        if (!fresh.contains(it.key()) || fresh.at(it.key()) != it.value()) j[it.key()] = it.value();
    return j;
}

}  // namespace

std::string planName(const std::string& wanted, std::set<std::string>& taken) {
    std::string base;
    for (std::size_t i = 0; i < wanted.size();) {
        // One '-' for each character a name does not allow, not for each byte of its UTF-8.
        const std::size_t n = std::max<std::size_t>(1, utf8Length(wanted, i));
        base += n == 1 && model::isNameChar(wanted[i]) ? wanted[i] : '-';
        i += n;
    }
    base = trim(base);
    if (base.empty())
        base = "unnamed";
    if (base.size() > model::kMaxNameLength - kUniqueSuffixRoom)
        base.resize(model::kMaxNameLength - kUniqueSuffixRoom);
    std::string name = base;
    for (int n = 2; taken.count(name); ++n)
        name = base + "-" + std::to_string(n);
    taken.insert(name);
    return name;
}

std::string invalidPlan(const nlohmann::ordered_json& plan) {
    const model::PlanParseResult check = model::parsePlan(plan);
    if (check.ok()) return {};
    std::string why = "the plan made from this file is not valid:";
    for (const auto& p : check.problems) why += "\n  " + p.toString();
    return why;
}

std::optional<std::string> readWholeFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::error_code ec;
    // A folder opens, and reads as an empty file ("line 1: the file is empty"): not a file.
    if (!in || std::filesystem::is_directory(path, ec)) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return text.str();
}

void IcfPlan::addAxis(model::SweepParam param, const model::RangeAxis& range) {
    plan.sweep.push_back({param, range.values()});
    sweepRanges.push_back(range);
}

void IcfPlan::addAxis(model::SweepParam param, std::vector<std::int64_t> values) {
    plan.sweep.push_back({param, std::move(values)});
    sweepRanges.push_back(std::nullopt);
}

Json toJson(const IcfPlan& imported) {
    const model::Plan& plan = imported.plan;
    Json j;
    j["format"] = plan.format;
    j["name"] = plan.name;
    j["description"] = plan.description;
    if (imported.hasRunTime)
        j["run_s"] = seconds(plan.runS);
    j["ramp_s"] = seconds(plan.rampS);
    if (imported.hasSampleMs)
        j["sample_ms"] = plan.sampleMs;
    if (!plan.sweep.empty()) {
        Json sweep = Json::object();
        for (std::size_t i = 0; i < plan.sweep.size(); ++i) {
            const model::SweepAxis& axis = plan.sweep[i];
            const auto& range = imported.sweepRanges[i];
            sweep[model::toString(axis.param)] = range ? rangeJson(*range) : Json(axis.values);
        }
        j["sweep"] = sweep;
    }
    j["dynamos"] = Json::array();
    for (const model::DynamoDef& d : plan.dynamos)
        j["dynamos"].push_back({{"name", d.name}, {"spawn", d.spawn}});
    j["specs"] = Json::array();
    for (const model::AccessSpec& s : plan.specs)
        j["specs"].push_back(model::toJson(s));
    j["workers"] = Json::array();
    for (const model::WorkerDef& w : plan.workers)
        j["workers"].push_back(workerJson(w));
    return j;
}

}  // namespace iometry::import_icf
