#include "engine/import/icf_plan.hpp"

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/model/plan_json.hpp"

namespace iometry::import_icf {
namespace {

using Json = nlohmann::ordered_json;

/** IOmeter's times are whole seconds: written as integers, as a person writes a plan. */
std::int64_t wholeSeconds(double seconds) {
    return static_cast<std::int64_t>(seconds);
}

/** A range as docs/plan-format.md, "Sweeps", writes it. */
Json rangeJson(const model::RangeAxis& range) {
    return {{"start", range.start},
            {"end", range.end},
            {"step", range.step},
            {"mode", range.exponential ? "exponential" : "linear"}};
}

/** The worker's keys that the file sets: its spec and queue depth, its disk or its pair. */
Json workerJson(const model::WorkerDef& w) {
    Json j = {{"name", w.name},
              {"dynamo", w.dynamo},
              {"kind", w.kindName()},
              {"spec", w.spec},
              {"outstanding", w.outstanding}};
    if (const auto* disk = w.as<model::DiskSettings>()) {
        j["path"] = disk->path;
        if (disk->blockDevice)
            j["block_device"] = true;
        if (disk->fileSize > 0)
            j["file_size"] = disk->fileSize;
    } else if (const model::PairEnds* ends = w.ends()) {
        j["bind"] = ends->bind;
        j["peer"] = {{"dynamo", ends->peer.dynamo}, {"address", ends->peer.address}};
    }
    return j;
}

}  // namespace

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
        j["run_s"] = wholeSeconds(plan.runS);
    j["ramp_s"] = wholeSeconds(plan.rampS);
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
