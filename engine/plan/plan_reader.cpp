#include "engine/plan/plan_json.hpp"
#include "engine/plan/plan_ranges.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "engine/json/json_depth.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/plan/plan_checks.hpp"
#include "engine/plan/plan_keys.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

/** Reads the key of @p rule into @p out when it reads well. */
template <typename T>
void readInto(ObjectReader& r, const SettingRule& rule, T& out) {
    if (const Json v = readSettingValue(r, rule); !v.is_null()) out = v.get<T>();
}
template <typename T>
void readInto(ObjectReader& r, const SettingRule& rule, std::optional<T>& out) {
    if (const Json v = readSettingValue(r, rule); !v.is_null()) out = v.get<T>();
}

WorkerDef readWorker(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    WorkerDef w;
    ObjectReader r(j, path, problems);
    r.string("name", w.name, true);
    if (r.hasString("name")) {
        if (const std::string problem = plan_keys::nameProblem(w.name); !problem.empty()) r.problem("name", problem);
    }
    readInto(r, plan_keys::kDynamo, w.dynamo);
    std::string kindName;
    r.string("kind", kindName, true);
    const WorkerKind* kind = workerKinds().find(kindName);
    if (!kind && r.hasString("kind"))
        r.problem("kind", "must be one of " + workerKinds().names() + ", got \"" + kindName + "\"");
    readInto(r, plan_keys::kOutstanding, w.outstanding);
    readInto(r, plan_keys::kSpec, w.spec);
    readInto(r, plan_keys::kCpu, w.cpu);
    readInto(r, plan_keys::kPhase, w.phase);
    if (r.has("probe")) {
        const Json& p = *r.find("probe");
        if (expectObject(p, path + ".probe", problems)) {
            ObjectReader probe(p, path + ".probe", problems);
            w.probe.emplace();
            readInto(probe, plan_keys::kProbeRateHz, w.probe->rateHz);
            probe.rejectUnknownKeys();
        }
    }
    readInto(r, plan_keys::kRatePerS, w.ratePerS);
    if (const Json v = readSettingValue(r, plan_keys::kArrivals); v.is_string())
        w.arrivals = arrivalsNamed(v.get<std::string>()).value_or(Arrivals::Constant);
    if (kind) {
        w.settings = kind->makeSettings();
        kind->read(r, *w.settings);
    } else {
        // Without a valid kind its own keys cannot be judged; do not also call them unknown.
        for (const WorkerKind* k : workerKinds().all()) r.skip(k->keys());
    }
    r.rejectUnknownKeys();
    return w;
}
/**
 * `sweep.workers` or `sweep.targets` (docs/plan-format.md, "Sweeps"): IOmeter's worker
 * and target cycling. Read after the workers, so that a value beyond what the plan holds
 * is an error naming the count.
 */
SweepAxis readCycleAxis(const Json& j, const std::string& key, const Plan& plan,
                        std::vector<PlanProblem>& problems) {
    const bool targets = key == "targets";
    const std::string path = "sweep." + key;
    const std::size_t before = problems.size();
    SweepAxis axis = parseSweepAxis(j, targets ? SweepParam::Targets : SweepParam::Workers, path, problems);
    if (problems.size() == before) plan_keys::checkCycleAxis(axis, j.is_array(), plan, problems);
    return axis;
}

/**
 * `sweep.phase` (docs/plan-format.md, "Sweeps"): a step of phase p runs the workers whose
 * `phase` is p, so every value needs a worker of that phase; read after the workers.
 */
SweepAxis readPhaseAxis(const Json& j, const Plan& plan, std::vector<PlanProblem>& problems) {
    const std::string path = "sweep.phase";
    const std::size_t before = problems.size();
    SweepAxis axis = parseSweepAxis(j, SweepParam::Phase, path, problems);
    if (problems.size() == before) plan_keys::checkPhaseAxis(axis, j.is_array(), plan, problems);
    return axis;
}

/** The `procedure` object (docs/plan-format.md, "Procedures"): its method reads the rest. */
Procedure readProcedure(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    Procedure procedure;
    if (!expectObject(j, path, problems)) return procedure;
    ObjectReader r(j, path, problems);
    std::string kind;
    r.string("kind", kind, true);
    if (const Method* method = methods().find(kind)) {
        procedure.settings = method->makeSettings();
        if (procedure.settings) method->read(r, *procedure.settings);
    } else {
        if (r.hasString("kind"))
            r.problem("kind", "must be " + methods().names() + ", got \"" + kind + "\"");
        // Without a valid kind its own keys cannot be judged; do not also call them unknown.
        for (const Method* m : methods().all())
            for (const MethodParam& p : m->params()) r.skip(std::vector<std::string>{p.key});
    }
    r.rejectUnknownKeys();
    return procedure;
}

}  // namespace

PlanParseResult parsePlan(const Json& written) {
    PlanParseResult result;
    auto& problems = result.problems;
    if (!written.is_object()) {
        problems.push_back({"", "a plan must be a JSON object, got " + typeName(written)});
        return result;
    }
    // `{1..128}` in a dynamo's or a worker's strings: that many entries (plan_ranges.hpp).
    const Json doc = expandRanges(written, problems);
    Plan plan;
    ObjectReader r(doc, "", problems);
    r.string("format", plan.format, true);
    if (r.has("format") && r.find("format")->is_string() && plan.format != kPlanFormat)
        r.problem("format", std::string("must be \"") + kPlanFormat + "\", got \"" + plan.format +
                                "\"");
    r.string("name", plan.name, false);
    r.string("description", plan.description, false);
    readInto(r, plan_keys::kRunS, plan.runS);
    readInto(r, plan_keys::kRampS, plan.rampS);
    readInto(r, plan_keys::kSampleMs, plan.sampleMs);
    readInto(r, plan_keys::kRepeats, plan.repeats);
    std::string aggregate = "mean";
    r.string("aggregate", aggregate, false);
    if (aggregate == "mean") plan.aggregate = Aggregate::Mean;
    else if (aggregate == "median") plan.aggregate = Aggregate::Median;
    else if (aggregate == "best") plan.aggregate = Aggregate::Best;
    else r.problem("aggregate", "must be mean, median or best, got \"" + aggregate + "\"");
    readInto(r, plan_keys::kWaitS, plan.waitS);
    readInto(r, plan_keys::kIdleS, plan.idleS);
    readInto(r, plan_keys::kSeed, plan.seed);
    std::string onLoss = "stop";
    r.string("on_dynamo_loss", onLoss, false);
    if (onLoss == "stop") plan.onDynamoLoss = OnDynamoLoss::Stop;
    else if (onLoss == "continue") plan.onDynamoLoss = OnDynamoLoss::Continue;
    else r.problem("on_dynamo_loss", "must be stop or continue, got \"" + onLoss + "\"");

    if (const Json* dynamos = r.requireArray("dynamos", true)) {
        for (std::size_t i = 0; i < dynamos->size(); ++i) {
            const std::string path = indexPath("dynamos", i);
            if (!expectObject((*dynamos)[i], path, problems)) continue;
            ObjectReader d((*dynamos)[i], path, problems);
            DynamoDef def;
            d.string("name", def.name, true);
            if (d.hasString("name")) {
                if (const std::string problem = plan_keys::nameProblem(def.name); !problem.empty())
                    d.problem("name", problem);
            }
            d.boolean("spawn", def.spawn);
            std::string protocol = toString(def.protocol);
            d.string("protocol", protocol, false);
            if (protocol == toString(DynamoProtocol::Iometer)) def.protocol = DynamoProtocol::Iometer;
            else if (protocol != toString(DynamoProtocol::Iometry))
                d.problem("protocol", "must be iometry or iometer, got \"" + protocol + "\"");
            d.rejectUnknownKeys();
            plan.dynamos.push_back(def);
        }
    }
    if (const Json* specs = r.requireArray("specs", true)) {
        for (std::size_t i = 0; i < specs->size(); ++i) {
            const std::string path = indexPath("specs", i);
            plan.specs.push_back(parseAccessSpec((*specs)[i], path, problems));
        }
    }
    if (const Json* workers = r.requireArray("workers", true)) {
        for (std::size_t i = 0; i < workers->size(); ++i) {
            const std::string path = indexPath("workers", i);
            if (!expectObject((*workers)[i], path, problems)) continue;
            plan.workers.push_back(readWorker((*workers)[i], path, problems));
        }
    }
    if (const Json* sweep = r.find("sweep"); sweep && !sweep->is_null()) {
        if (!sweep->is_object()) {
            r.problem("sweep", "must be an object, got " + typeName(*sweep));
        } else {
            ObjectReader s(*sweep, "sweep", problems);
            for (auto it = sweep->begin(); it != sweep->end(); ++it) {
                if (it.key() == "size")
                    plan.sweep.push_back(
                        parseSweepAxis(it.value(), SweepParam::Size, "sweep.size", problems));
                else if (it.key() == "outstanding")
                    plan.sweep.push_back(parseSweepAxis(it.value(), SweepParam::Outstanding,
                                                  "sweep.outstanding", problems));
                else if (it.key() == "mtu")
                    plan.sweep.push_back(parseSweepAxis(it.value(), SweepParam::Mtu, "sweep.mtu", problems));
                else if (it.key() == "workers" || it.key() == "targets")
                    plan.sweep.push_back(readCycleAxis(it.value(), it.key(), plan, problems));
                else if (it.key() == "phase")
                    plan.sweep.push_back(readPhaseAxis(it.value(), plan, problems));
            }
            s.find("size");
            s.find("outstanding");
            s.find("mtu");
            s.find("workers");
            s.find("targets");
            s.find("phase");
            s.rejectUnknownKeys();
        }
    }
    plan_keys::checkSweepAcross(plan, problems);
    if (const Json* procedure = r.find("procedure"); procedure && !procedure->is_null()) {
        plan.procedure = readProcedure(*procedure, "procedure", problems);
        const std::string kind = plan.procedure.name();
        if (plan.procedure.method().choosesSteps() && !plan.sweep.empty())
            r.problem("sweep", "must be absent when procedure.kind is \"" + kind + "\" (the " + kind +
                                   " chooses every step itself)");
    }
    r.rejectUnknownKeys();
    // What the method writes into the plan (its trial time, its sizes) and its checks.
    plan.procedure.method().apply(plan, problems);
    checkPlan(plan, problems);

    plan_keys::checkStepCount(plan, problems);

    if (problems.empty()) result.plan = std::move(plan);
    return result;
}

PlanParseResult parsePlanText(std::string_view text) {
    Json doc;
    if (const std::string deep = jsonDepthProblem(text); !deep.empty()) {
        PlanParseResult result;
        result.problems.push_back({"", "not a plan: " + deep});
        return result;
    }
    try {
        // Even without exceptions, nlohmann throws out_of_range for a number too large
        // for a double (found by fuzz_plan_parser): bad input gets a problem, not a crash.
        doc = Json::parse(text.begin(), text.end(), nullptr, false);
    } catch (const nlohmann::json::exception& e) {
        PlanParseResult result;
        result.problems.push_back({"", std::string("not valid JSON: ") + e.what()});
        return result;
    }
    if (doc.is_discarded()) {
        // Parse again with exceptions on, only to get the position of the error.
        PlanParseResult result;
        try {
            const Json reparsed = Json::parse(text.begin(), text.end());
            (void)reparsed;
            result.problems.push_back({"", "not valid JSON"});
        } catch (const nlohmann::json::exception& e) {
            result.problems.push_back({"", std::string("not valid JSON: ") + e.what()});
        }
        return result;
    }
    return parsePlan(doc);
}

PlanParseResult loadPlanFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::error_code ec;
    if (!in || std::filesystem::is_directory(path, ec)) {
        PlanParseResult result;
        result.problems.push_back(
            {"", "cannot open plan file " + path + (in ? ": it is a folder" : "")});
        return result;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parsePlanText(text.str());
}

}  // namespace iometry::model
