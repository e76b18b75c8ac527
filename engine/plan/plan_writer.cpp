#include <algorithm>

#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/plan/plan_json.hpp"

namespace iometry::model {

using Json = nlohmann::ordered_json;

Json toJson(const AccessSpec& spec) {
    Json lines = Json::array();
    for (const AccessLine& l : spec.lines) {
        lines.push_back({{"size", l.size},       {"share", l.share},   {"read", l.read},
                         {"random", l.random},   {"align", l.align},   {"reply", l.reply},
                         {"burst", l.burst},     {"delay_ms", l.delayMs}});
    }
    return {{"name", spec.name}, {"lines", lines}};
}

Json toJson(const WorkerDef& w) {
    Json j = {{"name", w.name}, {"dynamo", w.dynamo}, {"kind", w.kindName()}};
    if (w.settings) w.settings->kind().write(*w.settings, j);
    j["outstanding"] = w.outstanding;
    j["spec"] = w.spec;
    if (w.cpu) j["cpu"] = *w.cpu;
    if (w.phase != 0) j["phase"] = w.phase;  // only plans with a phase axis set it
    if (w.probe) j["probe"] = {{"rate_hz", w.probe->rateHz}};
    // A closed loop has neither; arrivals without a rate is written as it is, to be refused
    // as it is.
    if (w.ratePerS) j["rate_per_s"] = *w.ratePerS;
    if (w.ratePerS || w.arrivals != Arrivals::Constant) j["arrivals"] = toString(w.arrivals);
    return j;
}

Json toJson(const Plan& plan) {
    Json j;
    j["format"] = plan.format;
    j["name"] = plan.name;
    if (!plan.description.empty()) j["description"] = plan.description;
    j["run_s"] = plan.runS;
    j["ramp_s"] = plan.rampS;
    j["sample_ms"] = plan.sampleMs;
    j["repeats"] = plan.repeats;
    j["aggregate"] = toString(plan.aggregate);
    j["wait_s"] = plan.waitS;
    if (plan.idleS > 0) j["idle_s"] = plan.idleS;
    j["seed"] = plan.seed;
    if (plan.onDynamoLoss != OnDynamoLoss::Stop) j["on_dynamo_loss"] = toString(plan.onDynamoLoss);
    j["dynamos"] = Json::array();
    for (const DynamoDef& d : plan.dynamos) {
        Json dynamo = {{"name", d.name}, {"spawn", d.spawn}};
        if (d.iometer()) dynamo["protocol"] = toString(d.protocol);
        j["dynamos"].push_back(dynamo);
    }
    j["specs"] = Json::array();
    for (const AccessSpec& s : plan.specs) j["specs"].push_back(toJson(s));
    j["workers"] = Json::array();
    for (const WorkerDef& w : plan.workers) j["workers"].push_back(toJson(w));
    if (!plan.sweep.empty()) {
        Json sweep = Json::object();
        for (const SweepAxis& axis : plan.sweep) sweep[toString(axis.param)] = axis.values;
        j["sweep"] = sweep;
    }
    if (plan.procedure.settings) j["procedure"] = plan.procedure.method().write(*plan.procedure.settings);
    return j;
}

}  // namespace iometry::model
