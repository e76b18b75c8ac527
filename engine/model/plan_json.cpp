#include "engine/model/plan_json.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/model/address.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxLatencySizes = 1000;
// IPv4's minimum (RFC 791) to the largest a Linux device accepts (jumbo frames and beyond).
constexpr std::int64_t kMinMtu = 68;
constexpr std::int64_t kMaxMtu = 65536;
constexpr std::size_t kMaxAxisValues = 10000;
constexpr std::size_t kMaxSteps = 100000;

/** "tcp or udp": the kinds with a partner end, for messages. */
std::string pairKindNames() {
    return workerKinds().names([](const WorkerKind& k) { return k.hasPartnerEnd(); }, " or ");
}
/** "udp": the kinds whose rate is offered, for messages. */
std::string rateKindNames() {
    return workerKinds().names([](const WorkerKind& k) { return k.takesOfferedRate(); }, " or ");
}

AccessLine readLine(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessLine line;
    ObjectReader r(j, path, problems);
    r.integer("size", line.size, kMinRequestSize, kMaxRequestSize, true);
    r.integer("share", line.share, 0, 100, false);
    r.integer("read", line.read, 0, 100, false);
    r.integer("random", line.random, 0, 100, false);
    r.integer("align", line.align, 0, kMaxRequestSize, false);
    r.integer("reply", line.reply, 0, kMaxRequestSize, false);
    r.integer("burst", line.burst, 1, 1000000, false);
    r.integer("delay_ms", line.delayMs, 0, 60000, false);
    if (line.reply > 0 && line.read != 0 && line.read != 100) {
        r.problem("read",
                  "must be 0 or 100 when reply is set (a request goes one way and its reply the "
                  "other), got " +
                      std::to_string(line.read));
    }
    r.rejectUnknownKeys();
    return line;
}

AccessSpec readSpec(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessSpec spec;
    ObjectReader r(j, path, problems);
    r.string("name", spec.name, true, true);
    if (const Json* lines = r.requireArray("lines", true)) {
        int shareSum = 0;
        for (std::size_t i = 0; i < lines->size(); ++i) {
            const std::string linePath = indexPath(r.pathOf("lines"), i);
            if (!expectObject((*lines)[i], linePath, problems)) continue;
            spec.lines.push_back(readLine((*lines)[i], linePath, problems));
            shareSum += spec.lines.back().share;
        }
        if (spec.lines.size() == lines->size() && shareSum != 100) {
            r.problem("lines", "shares must add up to 100, got " + std::to_string(shareSum));
        }
        if (hasReplies(spec)) {
            const bool allWrite = std::all_of(spec.lines.begin(), spec.lines.end(),
                                              [](const AccessLine& l) { return l.read == 0; });
            const bool allRead = std::all_of(spec.lines.begin(), spec.lines.end(),
                                             [](const AccessLine& l) { return l.read == 100; });
            if (!allWrite && !allRead) {
                r.problem("lines",
                          "a spec with replies must have every line in the same direction (all "
                          "read 0 or all read 100)");
            }
        }
    }
    r.rejectUnknownKeys();
    return spec;
}

WorkerDef readWorker(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    WorkerDef w;
    ObjectReader r(j, path, problems);
    r.string("name", w.name, true);
    if (r.hasString("name") && !isValidName(w.name))
        r.problem("name", std::string("must be ") + kNameRule + ", got \"" + w.name + "\"");
    r.string("dynamo", w.dynamo, true, true);
    std::string kindName;
    r.string("kind", kindName, true);
    const WorkerKind* kind = workerKinds().find(kindName);
    if (!kind && r.hasString("kind"))
        r.problem("kind", "must be one of " + workerKinds().names() + ", got \"" + kindName + "\"");
    r.integer("outstanding", w.outstanding, 1, kMaxOutstanding, false);
    r.string("spec", w.spec, true, true);
    r.optionalInteger("cpu", w.cpu, 0, 1023);
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
/** Reads start, end, step and mode of a range {start, end, step, mode} into @p range. */
void readRangeKeys(ObjectReader& r, RangeAxis& range, std::int64_t lo, std::int64_t hi) {
    r.integer("start", range.start, lo, hi, true);
    r.integer("end", range.end, lo, hi, true);
    r.integer("step", range.step, 1, hi, false);
    std::string mode = "linear";
    r.string("mode", mode, false);
    if (mode == "exponential") {
        range.exponential = true;
        if (!r.has("step")) range.step = 2;
    } else if (mode != "linear") {
        r.problem("mode", "must be linear or exponential, got \"" + mode + "\"");
    }
}

/** The checks of a range whose keys read well; false (with a problem) when one fails. */
bool checkRange(ObjectReader& r, const RangeAxis& range) {
    if (range.end < range.start) {
        r.problem("end", "must not be less than start (" + std::to_string(range.start) + "), got " +
                             std::to_string(range.end));
        return false;
    }
    if (range.exponential && range.step < 2) {
        r.problem("step", "must be at least 2 for an exponential range, got " +
                              std::to_string(range.step));
        return false;
    }
    if (!range.exponential && (range.end - range.start) / range.step + 1 >
                                  static_cast<std::int64_t>(kMaxAxisValues)) {
        r.problem("", "expands to more than " + std::to_string(kMaxAxisValues) + " values");
        return false;
    }
    return true;
}


SweepAxis readAxis(const Json& j, SweepParam param, const std::string& path,
                   std::vector<PlanProblem>& problems) {
    SweepAxis axis;
    axis.param = param;
    const std::int64_t lo = param == SweepParam::Size ? kMinRequestSize
                            : param == SweepParam::Mtu ? kMinMtu
                                                       : 1;
    const std::int64_t hi = param == SweepParam::Size ? kMaxRequestSize
                            : param == SweepParam::Mtu ? kMaxMtu
                                                       : kMaxOutstanding;
    if (j.is_array()) {
        if (j.empty()) problems.push_back({path, "must not be empty"});
        if (j.size() > kMaxAxisValues)
            problems.push_back({path, "must have at most " + std::to_string(kMaxAxisValues) +
                                          " values, got " + std::to_string(j.size())});
        for (std::size_t i = 0; i < j.size() && i < kMaxAxisValues; ++i) {
            const Json& v = j[i];
            if (!(v.is_number_integer() || v.is_number_unsigned()) || v.get<double>() < lo ||
                v.get<double>() > hi) {
                problems.push_back({indexPath(path, i), "must be an integer " +
                                                            rangeText(lo, hi) + ", got " +
                                                            shortValue(v)});
                continue;
            }
            axis.values.push_back(v.get<std::int64_t>());
        }
        return axis;
    }
    if (!j.is_object()) {
        problems.push_back(
            {path, "must be a list of values or a range {start, end, step, mode}, got " +
                       typeName(j)});
        return axis;
    }
    ObjectReader r(j, path, problems);
    RangeAxis range;
    const std::size_t before = problems.size();
    readRangeKeys(r, range, lo, hi);
    r.rejectUnknownKeys();
    if (problems.size() != before || !checkRange(r, range)) return axis;
    axis.values = range.values();
    return axis;
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
    SweepAxis axis = readAxis(j, targets ? SweepParam::Targets : SweepParam::Workers, path, problems);
    if (problems.size() != before || plan.workers.empty()) return axis;
    const int most = cycleLimit(plan, axis.param);
    const std::string why =
        "must be at most " + std::to_string(most) +
        (targets ? " (the plan has " + std::to_string(most) + " worker" + (most == 1 ? "" : "s") + ")"
                 : " (the most workers any one dynamo holds)");
    for (std::size_t i = 0; i < axis.values.size(); ++i) {
        if (axis.values[i] <= most) continue;
        // A list names the entry; a range the value it reaches.
        problems.push_back({j.is_array() ? indexPath(path, i) : path,
                            why + ", got " + std::to_string(axis.values[i])});
        if (!j.is_array()) break;
    }
    return axis;
}

/** `trial_s` of a udp_ramp or rate_search: each trial's run time (it replaces run_s). */
void readTrialSeconds(ObjectReader& r, Procedure& procedure, std::vector<PlanProblem>& problems) {
    if (!r.has("trial_s")) return;
    double trial = 0;
    const std::size_t before = problems.size();
    r.number("trial_s", trial, 0, 86400, false, true);
    if (problems.size() == before) procedure.trialS = trial;
}

/** The keys of a rate_search (docs/plan-format.md, "Zero-loss rate search"). */
void readRateSearch(ObjectReader& r, Procedure& procedure, std::vector<PlanProblem>& problems) {
    if (const Json* sizes = r.requireArray("frame_sizes", true)) {
        constexpr std::size_t kMaxFrames = 64;
        if (sizes->size() > kMaxFrames)
            r.problem("frame_sizes", "must have at most " + std::to_string(kMaxFrames) +
                                         " sizes, got " + std::to_string(sizes->size()));
        for (std::size_t i = 0; i < sizes->size() && i < kMaxFrames; ++i) {
            const Json& v = (*sizes)[i];
            if (!(v.is_number_integer() || v.is_number_unsigned()) || v.get<double>() < kMinFrame ||
                v.get<double>() > kMaxFrame) {
                problems.push_back({indexPath(r.pathOf("frame_sizes"), i),
                                    "must be an Ethernet frame size in bytes, an integer " +
                                        rangeText(kMinFrame, kMaxFrame) + ", got " +
                                        shortValue(v)});
                continue;
            }
            procedure.frameSizes.push_back(v.get<std::int64_t>());
        }
    }
    r.number("link_mbit", procedure.linkMbit, 0, 1e6, true, true);
    r.number("loss_tolerance_pct", procedure.lossTolerancePct, 0, 100, false);
    r.number("resolution_pct", procedure.resolutionPct, 0, 25, false, true);
    r.boolean("verify", procedure.verify);
    readTrialSeconds(r, procedure, problems);
}

/** The `procedure` object (docs/plan-format.md, "Procedures"). */
Procedure readProcedure(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    Procedure procedure;
    if (!expectObject(j, path, problems)) return procedure;
    ObjectReader r(j, path, problems);
    const char* const rampKeys[] = {"param", "start", "end", "step", "mode",
                                    "min_growth_pct", "patience", "metric"};
    const char* const udpRampKeys[] = {"from_mbit", "to_mbit", "step_mbit", "size", "trial_s"};
    const char* const searchKeys[] = {"frame_sizes", "link_mbit", "loss_tolerance_pct",
                                      "resolution_pct", "verify"};
    const char* const fineKeys[] = {"from", "to", "points_per_doubling", "perturbation",
                                    "dropout_pct"};
    const char* const delayKeys[] = {"sizes", "link_mbps", "header_bytes"};
    const char* const latencyKeys[] = {"outstanding", "interval_ms", "count", "trial_s"};
    std::string kind;
    r.string("kind", kind, true);
    if (kind == "ramp") {
        procedure.kind = ProcedureKind::Ramp;
        std::string param;
        r.string("param", param, true);
        std::optional<SweepParam> knob;
        if (param == "outstanding") knob = SweepParam::Outstanding;
        else if (param == "size") knob = SweepParam::Size;
        else if (r.has("param") && r.find("param")->is_string())
            r.problem("param", "must be outstanding or size, got \"" + param + "\"");
        if (knob) {
            procedure.param = *knob;
            const std::int64_t lo = *knob == SweepParam::Size ? kMinRequestSize : 1;
            const std::int64_t hi = *knob == SweepParam::Size ? kMaxRequestSize : kMaxOutstanding;
            const std::size_t before = problems.size();
            readRangeKeys(r, procedure.range, lo, hi);
            if (problems.size() == before) checkRange(r, procedure.range);
        } else {
            for (const char* key : {"start", "end", "step", "mode"}) r.find(key);
        }
        r.number("min_growth_pct", procedure.minGrowthPct, 0, 1000, false, true);
        r.integer("patience", procedure.patience, 1, 100, false);
        std::string metric = "auto";
        r.string("metric", metric, false);
        if (metric == "auto") procedure.metric = RateMetric::Auto;
        else if (metric == "mbit_per_s") procedure.metric = RateMetric::MbitPerS;
        else if (metric == "ops_per_s") procedure.metric = RateMetric::OpsPerS;
        else if (metric == "transactions_per_s") procedure.metric = RateMetric::TransactionsPerS;
        else
            r.problem("metric", "must be auto, mbit_per_s, ops_per_s or transactions_per_s, got \"" +
                                    metric + "\"");
    } else if (kind == "udp_ramp") {
        procedure.kind = ProcedureKind::UdpRamp;
        r.number("from_mbit", procedure.fromMbit, 0, 1e6, true, true);
        r.number("to_mbit", procedure.toMbit, 0, 1e6, true, true);
        r.number("step_mbit", procedure.stepMbit, 0, 1e6, true, true);
        if (r.has("size")) {
            std::uint64_t size = 0;
            const std::size_t before = problems.size();
            r.integer("size", size, kMinDatagram, kMaxDatagram, false);
            if (problems.size() == before) procedure.size = size;
        }
        readTrialSeconds(r, procedure, problems);
        if (procedure.fromMbit > 0 && procedure.toMbit > 0 && procedure.stepMbit > 0) {
            if (procedure.toMbit < procedure.fromMbit)
                r.problem("to_mbit", "must be at least from_mbit (" + formatNumber(procedure.fromMbit) +
                                         "), got " + formatNumber(procedure.toMbit));
            else if ((procedure.toMbit - procedure.fromMbit) / procedure.stepMbit >= kMaxUdpRampSteps)
                r.problem("step_mbit", "gives more than " + std::to_string(kMaxUdpRampSteps) +
                                           " rates from " + formatNumber(procedure.fromMbit) +
                                           " to " + formatNumber(procedure.toMbit));
        }
    } else if (kind == "rate_search") {
        procedure.kind = ProcedureKind::RateSearch;
        readRateSearch(r, procedure, problems);
    } else if (kind == "fine_sweep") {
        procedure.kind = ProcedureKind::FineSweep;
        r.integer("from", procedure.fineFrom, kMinRequestSize, kMaxRequestSize, true);
        r.integer("to", procedure.fineTo, kMinRequestSize, kMaxRequestSize, true);
        r.integer("points_per_doubling", procedure.pointsPerDoubling, 1, 16, false);
        r.integer("perturbation", procedure.perturbation, 0, 4096, false);
        r.number("dropout_pct", procedure.dropoutPct, 0, 100, false, true);
        // At most 24 doublings × 16 points × 3 sizes: no count to check.
        if (procedure.fineTo < procedure.fineFrom)
            r.problem("to", "must be at least from (" + std::to_string(procedure.fineFrom) +
                                "), got " + std::to_string(procedure.fineTo));
    } else if (kind == "adapter_delay") {
        procedure.kind = ProcedureKind::AdapterDelay;
        if (r.has("sizes"))
            procedure.delaySizes = readAxis(*r.find("sizes"), SweepParam::Size, r.pathOf("sizes"), problems).values;
        for (std::int64_t v : procedure.delaySizes)
            if (v < static_cast<std::int64_t>(kMinDatagram) || v > static_cast<std::int64_t>(kMaxDatagram)) {
                r.problem("sizes", "a udp datagram is " + std::to_string(kMinDatagram) + "–" +
                                       std::to_string(kMaxDatagram) + " bytes, got " + std::to_string(v));
                break;
            }
        r.number("link_mbps", procedure.linkMbps, 0, 1e6, false, true);  // absent: the interface's
        r.number("header_bytes", procedure.headerBytes, 0, 1000, false);
    } else if (kind == "latency") {
        procedure.kind = ProcedureKind::Latency;
        if (r.has("sizes")) {
            procedure.latencySizes =
                readAxis(*r.find("sizes"), SweepParam::Size, r.pathOf("sizes"), problems).values;
            if (procedure.latencySizes.size() > kMaxLatencySizes)
                r.problem("sizes", "must have at most " + std::to_string(kMaxLatencySizes) +
                                       " sizes, got " + std::to_string(procedure.latencySizes.size()));
        }
        if (r.has("outstanding")) {
            int outstanding = 1;
            const std::size_t before = problems.size();
            r.integer("outstanding", outstanding, 1, static_cast<int>(kMaxOutstanding), false);
            if (problems.size() == before) procedure.latencyOutstanding = outstanding;
        }
        if (r.has("interval_ms")) {
            int interval = 0;
            const std::size_t before = problems.size();
            r.integer("interval_ms", interval, 0, 60000, false);
            if (problems.size() == before) procedure.intervalMs = interval;
        }
        if (r.has("count")) {
            std::int64_t count = 0;
            const std::size_t before = problems.size();
            r.integer("count", count, 1, static_cast<std::int64_t>(kMaxRoundTripCount), false);
            if (problems.size() == before) procedure.latencyCount = static_cast<std::uint64_t>(count);
        }
        readTrialSeconds(r, procedure, problems);
    } else if (kind != "sweep") {
        if (r.has("kind") && r.find("kind")->is_string())
            r.problem("kind", "must be sweep, ramp, udp_ramp, rate_search, fine_sweep, "
                              "adapter_delay or latency, got \"" + kind + "\"");
        for (const char* key : latencyKeys) r.find(key);
        for (const char* key : fineKeys) r.find(key);
        for (const char* key : delayKeys) r.find(key);
        // Without a valid kind its own keys cannot be judged; do not also call them unknown.
        for (const char* key : rampKeys) r.find(key);
        for (const char* key : udpRampKeys) r.find(key);
        for (const char* key : searchKeys) r.find(key);
    }
    r.rejectUnknownKeys();
    return procedure;
}

void checkReferences(Plan& plan, std::vector<PlanProblem>& problems) {
    std::set<std::string> names;
    for (std::size_t i = 0; i < plan.dynamos.size(); ++i) {
        if (!names.insert(plan.dynamos[i].name).second)
            problems.push_back({indexPath("dynamos", i) + ".name",
                                "duplicate dynamo name \"" + plan.dynamos[i].name + "\""});
    }
    names.clear();
    for (std::size_t i = 0; i < plan.specs.size(); ++i) {
        if (!names.insert(plan.specs[i].name).second)
            problems.push_back({indexPath("specs", i) + ".name",
                                "duplicate spec name \"" + plan.specs[i].name + "\""});
    }
    names.clear();
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string path = indexPath("workers", i);
        if (!w.name.empty() && !names.insert(w.name).second)
            problems.push_back({path + ".name", "duplicate worker name \"" + w.name + "\""});
        if (!w.dynamo.empty() && !plan.findDynamo(w.dynamo))
            problems.push_back({path + ".dynamo", "no dynamo named \"" + w.dynamo + "\""});
        if (!w.spec.empty() && !plan.findSpec(w.spec))
            problems.push_back({path + ".spec", "no spec named \"" + w.spec + "\""});
        if (const PairEnds* ends = w.ends(); ends && !ends->peer.dynamo.empty() &&
                                             !plan.findDynamo(ends->peer.dynamo))
            problems.push_back({path + ".peer.dynamo", "no dynamo named \"" + ends->peer.dynamo + "\""});
    }
}

/**
 * The values the plan's method sets beside its sweep axes, for the kinds' checks (a
 * ramp's outstanding or sizes, a fine sweep's sizes, a latency procedure's sizes).
 */
std::vector<ParamUse> methodUses(const Procedure& p) {
    std::vector<ParamUse> uses;
    if (p.kind == ProcedureKind::Ramp) uses.push_back({p.param, p.range.values(), "procedure.end", "a ramp"});
    if (p.kind == ProcedureKind::FineSweep)
        uses.push_back({SweepParam::Size, {p.fineFrom, p.fineTo}, "procedure.from", "a fine sweep"});
    if (p.kind == ProcedureKind::Latency)
        uses.push_back({SweepParam::Size, latencyStepSizes(p), "procedure.sizes", "a latency procedure"});
    return uses;
}

/** Every kind's checks of its workers against the whole plan. */
void checkKinds(const Plan& plan, std::vector<PlanProblem>& problems) {
    const PlanContext context{plan, methodUses(plan.procedure), toString(plan.procedure.kind),
                              plan.procedure.kind == ProcedureKind::UdpRamp ||
                                  plan.procedure.kind == ProcedureKind::RateSearch};
    for (const WorkerKind* kind : workerKinds().all()) kind->check(context, problems);
}

/**
 * An MTU sweep (docs/plan-format.md, "Sweeps") changes the interfaces of every data path,
 * at both ends: only network workers, and never loopback, which every program of the
 * host shares.
 */
void checkMtuSweep(const Plan& plan, std::vector<PlanProblem>& problems) {
    if (std::none_of(plan.sweep.begin(), plan.sweep.end(),
                     [](const SweepAxis& a) { return a.param == SweepParam::Mtu; }))
        return;
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string at = "workers[" + std::to_string(i) + "]";
        const PairEnds* ends = w.ends();
        if (!ends) {
            problems.push_back({at + ".kind", "an MTU sweep sets the MTU of network interfaces: "
                                              "every worker must be " + pairKindNames()});
            continue;
        }
        for (const auto& [key, address] : {std::pair<const char*, const std::string&>{"bind", ends->bind},
                                           {"peer.address", ends->peer.address}}) {
            if (isLoopbackAddress(address))
                problems.push_back({at + "." + key, "an MTU sweep would change the MTU of the "
                                                    "loopback interface, which every program on "
                                                    "the host shares: give the addresses of the "
                                                    "link under test, got " + address});
        }
    }
}

/**
 * A latency procedure (docs/plan-format.md, "Latency"): its trial time, outstanding and
 * interval written into the plan, and the plan checked to be request/response throughout.
 */
void applyLatency(Plan& plan, std::vector<PlanProblem>& problems) {
    const Procedure& p = plan.procedure;
    if (p.trialS) plan.runS = *p.trialS;
    if (p.latencyOutstanding)
        for (WorkerDef& w : plan.workers) w.outstanding = *p.latencyOutstanding;
    if (p.latencyCount) {
        // Every counted round trip must be in the histogram: a ramp's are not counted. (The
        // session gives the count to every worker's `configure`.)
        if (plan.rampS > 0)
            problems.push_back({"ramp_s", "a latency procedure with a count measures every round "
                                          "trip it makes: ramp_s must be 0, got " +
                                              formatNumber(plan.rampS)});
    }
    if (p.intervalMs)
        for (AccessSpec& spec : plan.specs)
            for (AccessLine& line : spec.lines) {
                line.delayMs = *p.intervalMs;
                line.burst = 1;
            }
    if (plan.workers.empty()) return;  // the workers' own check says so
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string at = "workers[" + std::to_string(i) + "]";
        if (!w.ends()) {
            problems.push_back({at + ".kind", "latency times round trips over the network: a "
                                              "worker must be " + pairKindNames()});
            continue;
        }
        const AccessSpec* spec = plan.findSpec(w.spec);
        if (spec && std::any_of(spec->lines.begin(), spec->lines.end(),
                                [](const AccessLine& l) { return l.reply == 0; }))
            problems.push_back({at + ".spec", "latency times round trips: every line of spec \"" +
                                                  w.spec + "\" needs a reply (a request/response "
                                                  "or ping-pong spec)"});
        if (w.kind() && w.kind()->countsDatagrams() && w.outstanding > 1)
            problems.push_back({p.latencyOutstanding ? std::string("procedure.outstanding") : at + ".outstanding",
                                "a udp ping-pong keeps one request in flight: outstanding must be 1"});
    }
}

}  // namespace

AccessSpec parseAccessSpec(const Json& j, const std::string& path,
                           std::vector<PlanProblem>& problems) {
    if (!expectObject(j, path, problems)) return {};
    return readSpec(j, path, problems);
}

PlanParseResult parsePlan(const Json& doc) {
    PlanParseResult result;
    auto& problems = result.problems;
    if (!doc.is_object()) {
        problems.push_back({"", "a plan must be a JSON object, got " + typeName(doc)});
        return result;
    }
    Plan plan;
    ObjectReader r(doc, "", problems);
    r.string("format", plan.format, true);
    if (r.has("format") && r.find("format")->is_string() && plan.format != kPlanFormat)
        r.problem("format", std::string("must be \"") + kPlanFormat + "\", got \"" + plan.format +
                                "\"");
    r.string("name", plan.name, false);
    r.string("description", plan.description, false);
    r.number("run_s", plan.runS, 0, 86400, false, true);
    r.number("ramp_s", plan.rampS, 0, 3600, false);
    r.integer("sample_ms", plan.sampleMs, 100, 60000, false);
    r.integer("repeats", plan.repeats, 1, 1000, false);
    std::string aggregate = "mean";
    r.string("aggregate", aggregate, false);
    if (aggregate == "mean") plan.aggregate = Aggregate::Mean;
    else if (aggregate == "median") plan.aggregate = Aggregate::Median;
    else if (aggregate == "best") plan.aggregate = Aggregate::Best;
    else r.problem("aggregate", "must be mean, median or best, got \"" + aggregate + "\"");
    r.number("wait_s", plan.waitS, 0, 3600, false);
    r.integer("seed", plan.seed, 0, std::numeric_limits<std::int64_t>::max(), false);

    if (const Json* dynamos = r.requireArray("dynamos", true)) {
        for (std::size_t i = 0; i < dynamos->size(); ++i) {
            const std::string path = indexPath("dynamos", i);
            if (!expectObject((*dynamos)[i], path, problems)) continue;
            ObjectReader d((*dynamos)[i], path, problems);
            DynamoDef def;
            d.string("name", def.name, true);
            if (d.has("name") && d.find("name")->is_string() && !isValidName(def.name))
                d.problem("name", std::string("must be ") + kNameRule + ", got \"" + def.name + "\"");
            d.boolean("spawn", def.spawn);
            d.rejectUnknownKeys();
            plan.dynamos.push_back(def);
        }
    }
    if (const Json* specs = r.requireArray("specs", true)) {
        for (std::size_t i = 0; i < specs->size(); ++i) {
            const std::string path = indexPath("specs", i);
            if (!expectObject((*specs)[i], path, problems)) continue;
            plan.specs.push_back(readSpec((*specs)[i], path, problems));
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
                        readAxis(it.value(), SweepParam::Size, "sweep.size", problems));
                else if (it.key() == "outstanding")
                    plan.sweep.push_back(readAxis(it.value(), SweepParam::Outstanding,
                                                  "sweep.outstanding", problems));
                else if (it.key() == "mtu")
                    plan.sweep.push_back(readAxis(it.value(), SweepParam::Mtu, "sweep.mtu", problems));
                else if (it.key() == "workers" || it.key() == "targets")
                    plan.sweep.push_back(readCycleAxis(it.value(), it.key(), plan, problems));
            }
            s.find("size");
            s.find("outstanding");
            s.find("mtu");
            s.find("workers");
            s.find("targets");
            s.rejectUnknownKeys();
            if (sweep->contains("workers") && sweep->contains("targets"))
                problems.push_back({"sweep", "sweep.workers and sweep.targets cannot both be "
                                             "given: a step runs either each dynamo's first N "
                                             "workers or the plan's first N workers"});
        }
    }
    if (const Json* procedure = r.find("procedure"); procedure && !procedure->is_null()) {
        plan.procedure = readProcedure(*procedure, "procedure", problems);
        if (plan.procedure.kind != ProcedureKind::Sweep && !plan.sweep.empty())
            r.problem("sweep", std::string("must be absent when procedure.kind is \"") +
                                   toString(plan.procedure.kind) + "\" (the " +
                                   toString(plan.procedure.kind) + " chooses every step itself)");
    }
    r.rejectUnknownKeys();
    if (plan.procedure.kind == ProcedureKind::UdpRamp ||
        plan.procedure.kind == ProcedureKind::RateSearch) {
        if (plan.procedure.trialS) plan.runS = *plan.procedure.trialS;
        if (plan.procedure.size)
            for (AccessSpec& spec : plan.specs)
                for (AccessLine& line : spec.lines) line.size = *plan.procedure.size;
        if (std::none_of(plan.workers.begin(), plan.workers.end(), [](const WorkerDef& w) {
                return w.kind() && w.kind()->takesOfferedRate();
            }))
            problems.push_back({"procedure.kind", std::string(toString(plan.procedure.kind)) +
                                                      " offers rates to " + rateKindNames() +
                                                      " workers: the plan has none"});
    }
    if (plan.procedure.kind == ProcedureKind::AdapterDelay) {
        const WorkerDef* w = plan.workers.size() == 1 ? &plan.workers.front() : nullptr;
        const AccessSpec* spec = w ? plan.findSpec(w->spec) : nullptr;
        const bool pingPong = spec && !spec->lines.empty() &&
                              std::all_of(spec->lines.begin(), spec->lines.end(), [](const AccessLine& l) {
                                  return l.reply > 0 && l.read == 0;
                              });
        if (!w || !w->kind() || !w->kind()->countsDatagrams() || !pingPong)
            problems.push_back({"procedure.kind", "adapter_delay times a UDP ping-pong to the peer "
                                                  "and over loopback: the plan needs exactly one "
                                                  "udp worker whose spec has a reply and read 0 on "
                                                  "every line"});
    }
    if (plan.procedure.kind == ProcedureKind::Latency) applyLatency(plan, problems);
    checkMtuSweep(plan, problems);
    checkReferences(plan, problems);
    checkKinds(plan, problems);

    // An empty axis (0 steps) has its own problem above: "must not be empty".
    if (const std::uint64_t steps = sweepStepCount(plan); steps > kMaxSteps)
        problems.push_back({"sweep", "expands to " + std::to_string(steps) +
                                         " steps; at most " + std::to_string(kMaxSteps) +
                                         " are allowed"});

    if (problems.empty()) result.plan = std::move(plan);
    return result;
}

PlanParseResult parsePlanText(std::string_view text) {
    Json doc;
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
    if (!in) {
        PlanParseResult result;
        result.problems.push_back({"", "cannot open plan file " + path});
        return result;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parsePlanText(text.str());
}

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
    j["seed"] = plan.seed;
    j["dynamos"] = Json::array();
    for (const DynamoDef& d : plan.dynamos)
        j["dynamos"].push_back({{"name", d.name}, {"spawn", d.spawn}});
    j["specs"] = Json::array();
    for (const AccessSpec& s : plan.specs) j["specs"].push_back(toJson(s));
    j["workers"] = Json::array();
    for (const WorkerDef& w : plan.workers) j["workers"].push_back(toJson(w));
    if (!plan.sweep.empty()) {
        Json sweep = Json::object();
        for (const SweepAxis& axis : plan.sweep) sweep[toString(axis.param)] = axis.values;
        j["sweep"] = sweep;
    }
    if (plan.procedure.kind == ProcedureKind::UdpRamp) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"from_mbit", p.fromMbit},
                          {"to_mbit", p.toMbit},
                          {"step_mbit", p.stepMbit}};
        if (p.size) j["procedure"]["size"] = *p.size;
        if (p.trialS) j["procedure"]["trial_s"] = *p.trialS;
    }
    if (plan.procedure.kind == ProcedureKind::AdapterDelay) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)}, {"header_bytes", p.headerBytes}};
        if (p.linkMbps > 0) j["procedure"]["link_mbps"] = p.linkMbps;
        if (!p.delaySizes.empty()) j["procedure"]["sizes"] = p.delaySizes;
    }
    if (plan.procedure.kind == ProcedureKind::Latency) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)}};
        if (!p.latencySizes.empty()) j["procedure"]["sizes"] = p.latencySizes;
        if (p.latencyOutstanding) j["procedure"]["outstanding"] = *p.latencyOutstanding;
        if (p.intervalMs) j["procedure"]["interval_ms"] = *p.intervalMs;
        if (p.latencyCount) j["procedure"]["count"] = *p.latencyCount;
        if (p.trialS) j["procedure"]["trial_s"] = *p.trialS;
    }
    if (plan.procedure.kind == ProcedureKind::FineSweep) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"from", p.fineFrom},
                          {"to", p.fineTo},
                          {"points_per_doubling", p.pointsPerDoubling},
                          {"perturbation", p.perturbation},
                          {"dropout_pct", p.dropoutPct}};
    }
    if (plan.procedure.kind == ProcedureKind::RateSearch) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"frame_sizes", p.frameSizes},
                          {"link_mbit", p.linkMbit},
                          {"loss_tolerance_pct", p.lossTolerancePct},
                          {"resolution_pct", p.resolutionPct},
                          {"verify", p.verify}};
        if (p.trialS) j["procedure"]["trial_s"] = *p.trialS;
    }
    if (plan.procedure.kind == ProcedureKind::Ramp) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"param", toString(p.param)},
                          {"start", p.range.start},
                          {"end", p.range.end},
                          {"step", p.range.step},
                          {"mode", p.range.exponential ? "exponential" : "linear"},
                          {"min_growth_pct", p.minGrowthPct},
                          {"patience", p.patience},
                          {"metric", toString(p.metric)}};
    }
    return j;
}

}  // namespace iometry::model
