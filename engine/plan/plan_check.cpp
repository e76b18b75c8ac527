// check(const Plan&): the problems the plan reader would find in a plan already in memory,
// judged by the same rules (plan_keys.hpp, the kinds' and methods' settings tables, the
// parts' checks) without writing the plan as JSON and reading it back.
#include <algorithm>

#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/plan_parts.hpp"
#include "engine/plan/plan_checks.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/plan/plan_keys.hpp"

namespace iometry::model {
namespace plan_keys {

void checkCycleAxis(const SweepAxis& axis, bool list, const Plan& plan, Problems& problems) {
    if (plan.workers.empty()) return;
    const bool targets = axis.param == SweepParam::Targets;
    const std::string path = std::string("sweep.") + toString(axis.param);
    const int most = cycleLimit(plan, axis.param);
    const std::string why =
        "must be at most " + std::to_string(most) +
        (targets ? " (the plan has " + std::to_string(most) + " worker" + (most == 1 ? "" : "s") + ")"
                 : " (the most workers any one dynamo holds)");
    for (std::size_t i = 0; i < axis.values.size(); ++i) {
        if (axis.values[i] <= most) continue;
        // A list names the entry; a range the value it reaches.
        problems.push_back({list ? indexPath(path, i) : path, why + ", got " + std::to_string(axis.values[i])});
        if (!list) break;
    }
}

std::string probeProblem(const WorkerDef& w, const Plan& plan) {
    const WorkerKind* kind = w.kind();
    if (!kind) return {};
    if (w.outstanding != 1)
        return "a probe has one request in flight: outstanding must be 1, got " + std::to_string(w.outstanding);
    if (w.ratePerS) return "a probe asks at its own rate_hz: leave rate_per_s out";
    if (kind->isStorage()) return {};
    const AccessSpec* spec = plan.findSpec(w.spec);
    if (!w.ends() || (spec && !hasReplies(*spec)))
        return "a probe times round trips: a " + w.kindName() +
               " worker must be a request/response one (a spec with a reply), or a disk worker";
    return {};
}

void checkPhaseAxis(const SweepAxis& axis, bool list, const Plan& plan, Problems& problems) {
    if (plan.workers.empty()) return;
    const std::string path = "sweep.phase";
    for (std::size_t i = 0; i < axis.values.size(); ++i) {
        const std::int64_t p = axis.values[i];
        if (std::any_of(plan.workers.begin(), plan.workers.end(),
                        [&](const WorkerDef& w) { return w.phase == p; }))
            continue;
        problems.push_back({list ? indexPath(path, i) : path, "no worker has phase " + std::to_string(p)});
    }
}

void checkSweepAcross(const Plan& plan, Problems& problems) {
    const auto has = [&](SweepParam param) {
        return std::any_of(plan.sweep.begin(), plan.sweep.end(),
                           [&](const SweepAxis& a) { return a.param == param; });
    };
    if (has(SweepParam::Workers) && has(SweepParam::Targets))
        problems.push_back({"sweep", "sweep.workers and sweep.targets cannot both be "
                                     "given: a step runs either each dynamo's first N "
                                     "workers or the plan's first N workers"});
    if (has(SweepParam::Phase) && (has(SweepParam::Workers) || has(SweepParam::Targets)))
        problems.push_back({"sweep", "sweep.phase cannot be given with sweep.workers or "
                                     "sweep.targets: a step runs either a phase's workers "
                                     "or the first N of them"});
    if (has(SweepParam::Phase)) return;
    for (std::size_t i = 0; i < plan.workers.size(); ++i)
        if (plan.workers[i].phase != 0)
            problems.push_back({indexPath("workers", i) + ".phase",
                                "needs sweep.phase (without it every worker runs in every "
                                "step), got " + std::to_string(plan.workers[i].phase)});
}

void checkStepCount(const Plan& plan, Problems& problems) {
    constexpr std::uint64_t kMaxSteps = 100000;
    // An empty axis (0 steps) has its own problem: "must not be empty".
    if (const std::uint64_t steps = sweepStepCount(plan); steps > kMaxSteps)
        problems.push_back({"sweep", "expands to " + std::to_string(steps) + " steps; at most " +
                                         std::to_string(kMaxSteps) + " are allowed"});
}

}  // namespace plan_keys

namespace {

using Json = nlohmann::ordered_json;

/** @p value of the key of @p rule at @p path judged; @p valid takes it when it passes. */
template <typename T>
void checkKey(const SettingRule& rule, const T& value, T& valid, const std::string& path, Problems& problems) {
    const std::size_t before = problems.size();
    checkSettingValue(rule, Json(value), path.empty() ? std::string(rule.key) : path + "." + std::string(rule.key),
                      problems);
    if (problems.size() == before) valid = value;
}
template <typename T>
void checkKey(const SettingRule& rule, const std::optional<T>& value, std::optional<T>& valid,
              const std::string& path, Problems& problems) {
    if (!value) return;
    T v = *value;
    T out{};
    const std::size_t before = problems.size();
    checkKey(rule, v, out, path, problems);
    if (problems.size() == before) valid = out;
}

WorkerDef checkWorker(const WorkerDef& w, const std::string& path, Problems& problems) {
    WorkerDef valid;
    valid.name = w.name;
    if (const std::string problem = plan_keys::nameProblem(w.name); !problem.empty())
        problems.push_back({path + ".name", problem});
    checkKey(plan_keys::kDynamo, w.dynamo, valid.dynamo, path, problems);
    if (!w.kind())
        problems.push_back({path + ".kind", "must be one of " + workerKinds().names() + ", got \"\""});
    checkKey(plan_keys::kOutstanding, w.outstanding, valid.outstanding, path, problems);
    checkKey(plan_keys::kSpec, w.spec, valid.spec, path, problems);
    checkKey(plan_keys::kCpu, w.cpu, valid.cpu, path, problems);
    checkKey(plan_keys::kPhase, w.phase, valid.phase, path, problems);
    if (w.probe) {
        valid.probe.emplace();
        checkKey(plan_keys::kProbeRateHz, w.probe->rateHz, valid.probe->rateHz, path + ".probe", problems);
    }
    checkKey(plan_keys::kRatePerS, w.ratePerS, valid.ratePerS, path, problems);
    valid.arrivals = w.arrivals;  // an enum: every value is one of the choices
    if (const WorkerKind* kind = w.kind()) {
        valid.settings = kind->makeSettings();
        kind->checkSettings(*w.settings, path, problems, *valid.settings);
    }
    return valid;
}

}  // namespace

Problems check(const Plan& plan) {
    Problems problems;
    Plan valid;
    if (plan.format != kPlanFormat)
        problems.push_back({"format", std::string("must be \"") + kPlanFormat + "\", got \"" + plan.format + "\""});
    valid.format = plan.format;
    valid.name = plan.name;
    valid.description = plan.description;
    checkKey(plan_keys::kRunS, plan.runS, valid.runS, "", problems);
    checkKey(plan_keys::kRampS, plan.rampS, valid.rampS, "", problems);
    checkKey(plan_keys::kSampleMs, plan.sampleMs, valid.sampleMs, "", problems);
    checkKey(plan_keys::kRepeats, plan.repeats, valid.repeats, "", problems);
    valid.aggregate = plan.aggregate;
    checkKey(plan_keys::kWaitS, plan.waitS, valid.waitS, "", problems);
    checkKey(plan_keys::kIdleS, plan.idleS, valid.idleS, "", problems);
    checkKey(plan_keys::kSeed, plan.seed, valid.seed, "", problems);
    valid.onDynamoLoss = plan.onDynamoLoss;

    if (plan.dynamos.empty()) problems.push_back({"dynamos", "must not be empty"});
    for (std::size_t i = 0; i < plan.dynamos.size(); ++i) {
        if (const std::string problem = plan_keys::nameProblem(plan.dynamos[i].name); !problem.empty())
            problems.push_back({indexPath("dynamos", i) + ".name", problem});
        valid.dynamos.push_back(plan.dynamos[i]);
    }
    if (plan.specs.empty()) problems.push_back({"specs", "must not be empty"});
    for (std::size_t i = 0; i < plan.specs.size(); ++i) {
        AccessSpec spec;
        checkAccessSpec(plan.specs[i], indexPath("specs", i), problems, spec);
        valid.specs.push_back(std::move(spec));
    }
    if (plan.workers.empty()) problems.push_back({"workers", "must not be empty"});
    for (std::size_t i = 0; i < plan.workers.size(); ++i)
        valid.workers.push_back(checkWorker(plan.workers[i], indexPath("workers", i), problems));

    for (const SweepAxis& axis : plan.sweep) {
        SweepAxis v;
        const std::size_t before = problems.size();
        checkSweepAxis(axis, std::string("sweep.") + toString(axis.param), problems, v);
        if (problems.size() == before && (axis.param == SweepParam::Workers || axis.param == SweepParam::Targets))
            plan_keys::checkCycleAxis(v, true, valid, problems);
        if (problems.size() == before && axis.param == SweepParam::Phase)
            plan_keys::checkPhaseAxis(v, true, valid, problems);
        valid.sweep.push_back(std::move(v));
    }
    plan_keys::checkSweepAcross(valid, problems);
    if (plan.procedure.settings) {
        const Method& method = plan.procedure.method();
        valid.procedure.settings = method.makeSettings();
        if (valid.procedure.settings)
            method.check(*plan.procedure.settings, "procedure", problems, *valid.procedure.settings);
        if (method.choosesSteps() && !valid.sweep.empty())
            problems.push_back({"sweep", "must be absent when procedure.kind is \"" + method.name() + "\" (the " +
                                             method.name() + " chooses every step itself)"});
    }
    valid.procedure.method().apply(valid, problems);
    checkPlan(valid, problems);
    plan_keys::checkStepCount(valid, problems);
    return problems;
}

Problems checkWorkerKey(const WorkerDef& worker, const std::string& key, const Json& value) {
    std::optional<SettingRule> rule;
    for (const SettingRule& r : {plan_keys::kDynamo, plan_keys::kOutstanding, plan_keys::kSpec,
                                 plan_keys::kCpu, plan_keys::kPhase, plan_keys::kRatePerS,
                                 plan_keys::kArrivals})
        if (r.key == key) rule = r;
    std::vector<KindParam> params;  // the rule's choices live here
    if (const WorkerKind* kind = worker.kind(); kind && !rule) {
        params = kind->params();
        for (const KindParam& p : params)
            if (p.key == key) rule = p.rule();
    }
    Problems problems;
    if (!rule) return problems;
    const std::size_t dot = key.rfind('.');
    const std::string leaf = dot == std::string::npos ? key : key.substr(dot + 1);
    rule->key = leaf;
    const Json object = {{leaf, value}};
    ObjectReader reader(object, dot == std::string::npos ? std::string() : key.substr(0, dot), problems);
    readSettingValue(reader, *rule);
    return problems;
}

}  // namespace iometry::model
