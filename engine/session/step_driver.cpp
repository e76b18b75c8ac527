#include "engine/session/step_driver.hpp"

#include "engine/analysis/verdict.hpp"

#include "engine/methods/method.hpp"
#include "engine/model/probes.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/plan/configure_entry.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"
#include "engine/results/results_writer.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <set>
#include <utility>

// The step driver (step_driver.hpp; docs/protocol.md, "A step").

namespace iometry::session {
namespace {

using nlohmann::json;
using results::MetricRow;
using nlohmann::ordered_json;
namespace msg = protocol::msg;

inline constexpr auto kPhaseTimeout = std::chrono::seconds(15);
inline constexpr auto kStepGrace = std::chrono::seconds(15);
/** `clock` exchanges per dynamo and step part: the shortest round trip of them gives the
 *  offset (docs/protocol.md, "One clock"). */
inline constexpr int kClockProbes = 5;
/** How long the exchanges before a start may take: a dynamo that has not answered them all
 *  by then is started with what it answered (none: no common instant for the part). */
inline constexpr auto kClockPhaseLimit = std::chrono::seconds(2);
/** How long a setup error that names a worker with an end on another dynamo waits, in a
 *  `continue` plan, for that dynamo to be found lost: a dead one closes its connection at
 *  once, a silent one is closed by the dead-man rule within kDeadManTimeout and a heartbeat
 *  (docs/plan-format.md, "A lost dynamo"; docs/protocol.md, "Liveness"). */
inline constexpr auto kHeldErrorWait = protocol::kDeadManTimeout + std::chrono::seconds(2);

bool hasFeature(const json& hello, const char* feature) {
    const json features = hello.value("features", json::array());
    return features.is_array() && std::find(features.begin(), features.end(), feature) != features.end();
}

/**
 * The interfaces of a dynamo's hello `host` (docs/protocol.md, "Handshake") that hold any
 * of @p addresses, in the order the dynamo listed them.
 */
json interfacesHolding(const json& host, const std::set<std::string>& addresses) {
    json found = json::array();
    const auto list = host.find("interfaces");
    if (list == host.end() || !list->is_array()) return found;
    for (const json& i : *list)
        for (const json& a : model::arrayAt(i, "addresses"))  // i may be no object
            if (a.is_string() && addresses.count(a.get<std::string>())) {
                found.push_back(i);
                break;
            }
    return found;
}

}  // namespace

void StepDriver::reset() {
    m_source.reset();  // made once the dynamos are connected (begin)
    m_finished.clear();
    m_step = model::Step{};
    m_stepIndex = 0;
    m_repeat = 1;
    m_repeatRows.clear();
    m_stepSecondsTotal = 0;
    m_stepsDone = 0;
    m_runFailed = false;
    m_configureContext = {};
    m_workerFacts.clear();
    m_factsChanged = false;
}

void StepDriver::end() {
    m_phase = Phase::None;
    m_phaseTimer.cancel();
    m_heldErrorTimer.cancel();
    m_heldErrors.clear();
}

void StepDriver::begin() {
    // Every worker needs an engine its dynamos have; check before any traffic.
    for (const auto& w : m_plan.workers) {
        const std::string kind = w.kindName();
        for (const std::string& dynamo : {w.dynamo, w.ends() ? w.ends()->peer.dynamo : std::string()}) {
            if (dynamo.empty()) continue;
            const json& hello = m_registry.hello(dynamo);
            const json engines = hello.value("engines", json::array());
            if (std::find(engines.begin(), engines.end(), kind) == engines.end())
                return m_run.fail("dynamo " + dynamo + " cannot run worker " + w.name + ": it has no " +
                                  kind + " engine; no traffic was started");
            // A dynamo too old to know the variant would run the default instead.
            const std::string variant = w.kind()->variant(w);
            const json variants = model::arrayAt(model::objectAt(hello, "engine_variants"), kind.c_str());
            if (!variant.empty() && std::find(variants.begin(), variants.end(), variant) == variants.end())
                return m_run.fail("dynamo " + dynamo + " cannot run worker " + w.name + ": its " + kind +
                                  " engine has no \"" + variant + "\" variant (an older iometry-dynamo?); "
                                  "no traffic was started");
            // One would ignore rate_per_s and run a closed loop.
            if (w.pacing() && !hasFeature(hello, "rate_per_s"))
                return m_run.fail("dynamo " + dynamo + " cannot run worker " + w.name + ": it cannot issue "
                                  "requests on a schedule (rate_per_s; an older iometry-dynamo?); "
                                  "no traffic was started");
            // Keys of its kind an older dynamo would not know, and so ignore.
            for (const std::string& feature : w.kind()->features(w))
                if (!hasFeature(hello, feature.c_str()))
                    return m_run.fail("dynamo " + dynamo + " cannot run worker " + w.name + ": it does not know its key " +
                                      feature + " (an older iometry-dynamo?); no traffic was started");
        }
    }
    // What the method must learn of the hosts first (an adapter delay's link speed).
    model::RunFacts facts;
    facts.interfaceHolding = [this](const std::string& dynamo, const std::string& address) {
        const json host = m_registry.hello(dynamo).value("host", json::object());
        const json found = interfacesHolding(host, {address});
        return found.empty() ? json() : found.front();
    };
    if (const std::string why = m_plan.procedure.method().prepareRun(m_plan, facts); !why.empty())
        return m_run.fail(why + "; no traffic was started");
    // The source reads the plan as the dynamos completed it (the link's speed).
    m_source = model::makeStepSource(m_plan);
    m_idleParts = m_plan.idleS > 0 && model::hasProbes(m_plan);
    auto first = m_source->next(m_finished);
    if (!first) return m_run.fail("the plan yields no step to run");
    takeStep(std::move(*first));
    writeBench();
    beginStep();
}

void StepDriver::takeStep(model::Step step) {
    m_plannedStep = std::move(step);
    model::addProbes(m_plan, m_plannedStep);
    m_step = m_plannedStep;
    m_idleStep = model::probesOf(m_step);
    m_stepIndex = static_cast<std::size_t>(m_step.index);
}

bool StepDriver::leaveOutLost() {
    m_lost.clear();
    for (const auto& d : m_plan.dynamos)
        if (!m_registry.connected(d.name)) m_lost.insert(d.name);
    m_step = m_plannedStep;
    if (m_lost.size() == m_plan.dynamos.size()) {
        m_run.fail("every dynamo of the run was lost");
        return false;
    }
    if (!m_lost.empty()) {
        // A worker with an end on a lost dynamo runs neither end (as a worker a step's cycling
        // leaves out); the others run as planned (docs/plan-format.md, "on_dynamo_loss").
        std::erase_if(m_step.workers, [this](const model::WorkerDef& w) {
            const model::PairEnds* ends = w.ends();
            return m_lost.count(w.dynamo) > 0 || (ends && m_lost.count(ends->peer.dynamo) > 0);
        });
        std::string names;
        for (const std::string& n : m_lost) names += (names.empty() ? "" : ", ") + n;
        m_observer.onLog("step " + std::to_string(m_stepIndex + 1) + " runs without lost dynamo(s) " + names +
                         " and their " + std::to_string(m_plannedStep.workers.size() - m_step.workers.size()) +
                         " worker(s)");
    }
    m_idleStep = model::probesOf(m_step);
    return true;
}

void StepDriver::onDynamoLost(const std::string& dynamo, const std::string& reason) {
    if (m_phase == Phase::None) return;
    m_lost.insert(dynamo);
    m_observer.onLog("lost dynamo " + dynamo + " (" + reason + "): the run goes on without it");
    if (liveDynamos() == 0) return m_run.fail("every dynamo of the run was lost; the last, " + dynamo + " (" + reason + ")");
    // Its intervals no longer hold the others back.
    std::vector<std::uint64_t> complete;
    for (const auto& [seq, samples] : m_pendingIntervals)
        if (intervalComplete(seq)) complete.push_back(seq);
    for (const std::uint64_t seq : complete) flushInterval(seq);
    // Lost while the part was set up, with an end of a worker the others hold (a pair's
    // partner): they would connect to nothing. The part is set up again without its workers
    // (docs/plan-format.md, "on_dynamo_loss").
    const bool settingUp = m_phase == Phase::Configuring || m_phase == Phase::Preparing ||
                           m_phase == Phase::Connecting || m_phase == Phase::Clocking;
    const auto& workers = runningStep().workers;
    const bool heldAnEnd = std::any_of(workers.begin(), workers.end(), [&](const model::WorkerDef& w) {
        const model::PairEnds* ends = w.ends();
        return w.dynamo == dynamo || (ends && ends->peer.dynamo == dynamo);
    });
    if (settingUp && heldAnEnd) {
        m_phaseTimer.cancel();
        m_observer.onLog("step " + std::to_string(m_stepIndex + 1) + " is set up again");
        if (!leaveOutLost()) return;
        return beginPart();
    }
    if (m_awaiting.erase(dynamo) && m_awaiting.empty()) {
        if (m_phase == Phase::Clocking) return sendStart();
        phaseComplete();
    }
}

void StepDriver::onSetupError(const std::string& dynamo, const std::string& worker, const std::string& what) {
    const auto& workers = runningStep().workers;
    const auto named = std::find_if(workers.begin(), workers.end(),
                                    [&](const model::WorkerDef& w) { return w.name == worker; });
    if (named == workers.end()) {
        const auto& planned = m_plannedStep.workers;
        // A worker the part left out since (an end on a lost dynamo): its error is old news.
        if (!worker.empty() && std::any_of(planned.begin(), planned.end(),
                                           [&](const model::WorkerDef& w) { return w.name == worker; })) {
            m_observer.onLog("error: " + what + " (the step was set up again without that worker)");
            return;
        }
        return m_run.fail(what);
    }
    const model::PairEnds* ends = named->ends();
    const std::string other = !ends ? std::string() : named->dynamo == dynamo ? ends->peer.dynamo : named->dynamo;
    if (m_plan.onDynamoLoss != model::OnDynamoLoss::Continue || other.empty() || other == dynamo)
        return m_run.fail(what);
    // A partner that cannot reach the other end: that end's dynamo may be dying. Held until
    // it has had time to be found lost; a worker still in the part then fails the run.
    const bool first = m_heldErrors.empty();
    m_heldErrors.emplace(worker, what);
    if (!first) return;
    m_heldErrorTimer.expires_after(kHeldErrorWait);
    m_heldErrorTimer.async_wait([this](boost::system::error_code ec) {
        if (!ec) checkHeldErrors();
    });
}

void StepDriver::checkHeldErrors() {
    auto held = std::exchange(m_heldErrors, {});
    if (m_phase == Phase::None) return;
    const auto& workers = runningStep().workers;
    for (const auto& entry : held) {
        const std::string& what = entry.second;
        const bool stillRuns = std::any_of(workers.begin(), workers.end(),
                                           [&entry](const model::WorkerDef& w) { return w.name == entry.first; });
        if (stillRuns) return m_run.fail(what);
        m_observer.onLog("error: " + what + " (the step was set up again without that worker)");
    }
}

double StepDriver::partOffsetS() const {
    switch (m_part) {
        case Part::IdleBefore: return 0;
        case Part::Load: return m_idleParts ? m_plan.idleS : 0;
        case Part::IdleAfter: return m_plan.idleS + m_plan.rampS + m_plan.runS;
    }
    return 0;
}

void StepDriver::writeBench() {
    json hosts = json::array();
    for (const auto& d : m_plan.dynamos) {
        const json& hello = m_registry.hello(d.name);
        json host = hello.value("host", json::object());
        std::set<std::string> addresses;
        for (const auto& w : m_plan.workers) {
            const model::PairEnds* ends = w.ends();
            if (!ends) continue;
            if (w.dynamo == d.name) addresses.insert(ends->bind);
            if (ends->peer.dynamo == d.name) addresses.insert(ends->peer.address);
        }
        const json dataInterfaces = interfacesHolding(host, addresses);
        if (host.is_object()) host.erase("interfaces");
        hosts.push_back({{"dynamo", d.name},
                         {"spawned", d.spawn},
                         {"software", model::stringAt(hello, "software")},
                         {"host", host},
                         {"data_interfaces", dataInterfaces}});
    }
    nlohmann::ordered_json bench;
    bench["format"] = "iometry.bench/1";
    bench["tool"] = {{"name", "iometry"}, {"version", IOMETRY_VERSION}};
    bench["started"] = results::isoTimeNow();
    bench["hosts"] = hosts;
    // Pinning changes latency by a factor of four on small machines: record it.
    bench["workers"] = nlohmann::ordered_json::array();
    for (const auto& w : m_plan.workers) {
        const model::PairEnds* ends = w.ends();
        const std::optional<int> peerCpu = ends ? ends->peer.cpu : std::nullopt;
        nlohmann::ordered_json entry = {{"name", w.name},
                                        {"dynamo", w.dynamo},
                                        {"cpu", w.cpu ? nlohmann::ordered_json(*w.cpu) : nlohmann::ordered_json()},
                                        {"peer_dynamo", ends ? ends->peer.dynamo : std::string()},
                                        {"peer_cpu", peerCpu ? nlohmann::ordered_json(*peerCpu) : nlohmann::ordered_json()}};
        // What the kind records: a disk's path and engine, tcp's socket controls as asked and
        // as each end's kernel granted them (docs/plan-format.md, "Socket controls").
        const auto facts = m_workerFacts.find(w.name);
        w.kind()->describe(w, facts != m_workerFacts.end() ? facts->second : json(), entry);
        bench["workers"].push_back(entry);
    }
    m_plan.procedure.method().describe(m_plan, bench);
    m_recorder.writeBench(bench);
}

void StepDriver::expectFromAll(Phase phase, Clock::duration timeout) {
    m_phase = phase;
    m_awaiting.clear();
    for (const auto& d : m_plan.dynamos)
        if (inStep(d.name)) m_awaiting.insert(d.name);
    armPhaseTimer(phase, timeout);
}

bool StepDriver::intervalComplete(std::uint64_t seq) const {
    const auto samples = m_pendingIntervals.find(seq);
    if (samples == m_pendingIntervals.end()) return false;
    // Without a lost dynamo every dynamo of the plan sends each interval: a count, not a
    // walk of the plan for each sample (128 dynamos: 128 walks of 128 an interval).
    if (m_lost.empty()) return samples->second.size() >= m_plan.dynamos.size();
    return std::all_of(m_plan.dynamos.begin(), m_plan.dynamos.end(), [&](const model::DynamoDef& d) {
        return samples->second.count(d.name) > 0 || !inStep(d.name);
    });
}

std::size_t StepDriver::liveDynamos() const {
    return static_cast<std::size_t>(std::count_if(m_plan.dynamos.begin(), m_plan.dynamos.end(), [this](const auto& d) {
        return inStep(d.name);
    }));
}

bool StepDriver::inStep(const std::string& dynamo) const {
    return m_registry.connected(dynamo) && m_lost.count(dynamo) == 0;
}

void StepDriver::sendToStep(const json& message) {
    for (const auto& d : m_plan.dynamos)
        if (inStep(d.name)) m_registry.sendTo(d.name, message);
}

void StepDriver::armPhaseTimer(Phase phase, Clock::duration timeout) {
    m_phaseTimer.expires_after(timeout);
    m_phaseTimer.async_wait([this, phase](boost::system::error_code ec) {
        if (ec || m_phase != phase) return;
        std::string names;
        for (const auto& n : m_awaiting) names += (names.empty() ? "" : ", ") + n;
        m_run.fail("dynamo(s) " + names + " did not answer in time");
    });
}

void StepDriver::beginStep() {
    if (m_stopRequested) return m_run.stopNow("stopped by request");
    m_stepStartedAt = Clock::now();
    m_stepAborted = false;
    m_loadRows.reset();
    m_idleRows = {};
    m_part = m_idleParts ? Part::IdleBefore : Part::Load;
    if (!leaveOutLost()) return;
    m_observer.onStepStarted(static_cast<int>(m_stepIndex), m_source->plannedSteps(),
                             m_repeat, m_plan.repeats, m_step.params);
    beginPart();
}

void StepDriver::beginPart() {
    const model::Step& step = runningStep();
    m_stepTotals.emplace(step.workers.size());
    m_hostOf = m_registry.hostsOfDynamos();
    m_pendingIntervals.clear();
    m_knownFaults.clear();
    m_clock.clear();
    m_windows.clear();
    m_late.clear();
    m_ports = json::object();

    std::map<std::string, json> perDynamo;
    for (const auto& d : m_plan.dynamos)
        if (inStep(d.name)) perDynamo[d.name] = json::array();
    // Only the step's workers are configured, so a worker a step leaves out (worker or
    // target cycling) has no partner end either; a dynamo with none gets an empty list.
    for (std::size_t i = 0; i < step.workers.size(); ++i)
        for (auto& end : model::configureEntries(m_plan, step, i, protocol::randomHex(16), m_configureContext))
            perDynamo[end.dynamo].push_back(std::move(end.entry));
    for (auto& [name, workers] : perDynamo) {
        json configure = {{"type", msg::kConfigure},
                          {"step", static_cast<int>(m_stepIndex)},
                          {"workers", workers}};
        // An MTU sweep: this dynamo sets the MTU of the interfaces holding its ends'
        // addresses (docs/protocol.md, "A step": `configure` with `mtu`).
        if (step.params.mtu) {
            std::set<std::string> addresses;
            for (const json& w : workers) addresses.insert(w.value("local", std::string()));
            configure["mtu"] = {{"value", *step.params.mtu}, {"addresses", addresses}};
        }
        m_registry.sendTo(name, configure);
    }
    expectFromAll(Phase::Configuring, kPhaseTimeout);
}

void StepDriver::beginClocking() {
    // Once every dynamo is connected and idle, its clock is read: exchanges then measure the
    // network, not a queue of configures (128 dynamos: 35 ms of uncertainty when they were
    // sent with the configures). One exchange at a time per dynamo, the next on the answer
    // (docs/protocol.md, "One clock"). A dynamo that does not announce "clock" gets none.
    m_phase = Phase::Clocking;
    m_awaiting.clear();
    for (const auto& d : m_plan.dynamos)
        if (inStep(d.name) && hasFeature(m_registry.hello(d.name), "clock")) m_awaiting.insert(d.name);
    if (m_awaiting.empty()) return sendStart();
    for (const std::string& name : std::set<std::string>(m_awaiting))
        m_registry.sendTo(name, {{"type", msg::kClock}, {"id", 0}, {"t1", protocol::clockNs()}});
    m_phaseTimer.expires_after(kClockPhaseLimit);
    m_phaseTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || m_phase != Phase::Clocking) return;
        sendStart();
    });
}

void StepDriver::sendStart() {
    m_phaseTimer.cancel();
    if (m_stopRequested) return m_run.stopNow("stopped by request");
    // An idle part is the probes' idle seconds alone, without a ramp.
    const bool idle = m_part != Part::Load;
    const double runS = idle ? m_plan.idleS : m_plan.runS, rampS = idle ? 0 : m_plan.rampS;
    const json start = {{"type", msg::kStart},
                        {"step", static_cast<int>(m_stepIndex)},
                        {"run_s", runS},
                        {"ramp_s", rampS},
                        {"sample_ms", m_plan.sampleMs}};
    // One instant for every window (docs/protocol.md, "One clock"), when every dynamo can
    // take one and had its clock read; ahead by what the start messages and the dynamos'
    // threads need: 20 ms, four of the slowest round trip, and a quarter of a millisecond a
    // worker (their threads start before the window opens), at most 900 ms.
    bool common = liveDynamos() > 0;
    double slowest = 0;
    for (const auto& d : m_plan.dynamos) {
        if (!inStep(d.name)) continue;
        const auto c = m_clock.find(d.name);
        if (c == m_clock.end() || !hasFeature(m_registry.hello(d.name), "start_at")) common = false;
        else slowest = std::max(slowest, c->second.rttNs);
    }
    m_leadMs = -1;
    if (common) {
        const double leadNs =
            std::min(20e6 + 4 * slowest + 0.25e6 * static_cast<double>(runningStep().workers.size()), 900e6);
        const std::int64_t at = protocol::clockNs() + static_cast<std::int64_t>(leadNs);
        for (const auto& d : m_plan.dynamos) {
            if (!inStep(d.name)) continue;
            json message = start;
            message["at_ns"] = at + std::llround(m_clock.at(d.name).offsetNs);
            m_registry.sendTo(d.name, message);
        }
        m_leadMs = leadNs / 1e6;
    } else {
        sendToStep(start);
    }
    expectFromAll(Phase::Running,
                  std::chrono::duration_cast<Clock::duration>(
                      std::chrono::duration<double>(rampS + runS + std::max(0.0, m_leadMs) / 1e3)) +
                      kStepGrace);
}

void StepDriver::onClock(const std::string& dynamo, const json& message) {
    const std::int64_t t4 = protocol::clockNs();
    const json t1 = message.value("t1", json()), t2 = message.value("t2", json());
    if (!t1.is_number_integer() || !t2.is_number_integer()) return;
    const double sent = static_cast<double>(t1.get<std::int64_t>());
    const double rtt = static_cast<double>(t4) - sent;
    if (rtt < 0 || rtt > 60e9) return;  // not one of ours
    const double offset = static_cast<double>(t2.get<std::int64_t>()) - (sent + static_cast<double>(t4)) / 2;
    auto [at, added] = m_clock.try_emplace(dynamo, ClockSample{offset, rtt});
    if (!added && rtt < at->second.rttNs) at->second = {offset, rtt};
    if (m_phase != Phase::Clocking || !m_awaiting.count(dynamo)) return;
    const json id = message.value("id", json());
    const int next = id.is_number_integer() ? id.get<int>() + 1 : kClockProbes;
    if (next < kClockProbes) {
        m_registry.sendTo(dynamo, {{"type", msg::kClock}, {"id", next}, {"t1", protocol::clockNs()}});
        return;
    }
    m_awaiting.erase(dynamo);
    if (m_awaiting.empty()) sendStart();
}

ordered_json StepDriver::clockOf(std::vector<MetricRow>& rows) const {
    // Every dynamo of the step must have told its window and had its clock read.
    std::map<std::string, std::pair<double, double>> windows;  // on the manager's clock, ns
    double uncertainty = 0;
    for (const auto& d : m_plan.dynamos) {
        if (m_lost.count(d.name)) continue;  // its window ended where its data did
        const auto w = m_loadWindows.find(d.name);
        const auto c = m_loadClock.find(d.name);
        if (w == m_loadWindows.end() || c == m_loadClock.end()) return ordered_json();
        windows[d.name] = {static_cast<double>(w->second.first) - c->second.offsetNs,
                           static_cast<double>(w->second.second) - c->second.offsetNs};
        uncertainty = std::max(uncertainty, c->second.rttNs / 2);
    }
    if (windows.empty()) return ordered_json();
    double first = windows.begin()->second.first, last = first;
    for (const auto& [name, w] : windows) {
        first = std::min(first, w.first);
        last = std::max(last, w.first);
    }
    const double skewMs = (last - first) / 1e6;
    for (MetricRow& row : rows) {
        row.startSkewMs = skewMs;
        row.clocked = true;
    }
    ordered_json out = {{"start_skew_ms", skewMs}, {"uncertainty_ms", uncertainty / 1e6}};
    // How far ahead the common start was set; null: each dynamo started on the message.
    out["lead_ms"] = m_loadLeadMs >= 0 ? ordered_json(m_loadLeadMs) : ordered_json();
    out["dynamos"] = ordered_json::object();
    for (const auto& [name, w] : windows) {
        const ClockSample& c = m_loadClock.at(name);
        out["dynamos"][name] = {{"start_ms", (w.first - first) / 1e6},
                                {"end_ms", (w.second - first) / 1e6},
                                {"offset_ms", c.offsetNs / 1e6},
                                {"uncertainty_ms", c.rttNs / 2e6}};
        if (const auto late = m_loadLate.find(name); late != m_loadLate.end())
            out["dynamos"][name]["late_ms"] = static_cast<double>(late->second) / 1e6;
    }
    return out;
}

void StepDriver::onMessage(const std::string& dynamo, const json& message) {
    const std::string type = model::stringAt(message, "type");
    if (type == msg::kHeartbeat) return;
    if (type == msg::kSample) return onSample(dynamo, message);
    if (type == msg::kClock) return onClock(dynamo, message);
    if (type == msg::kProgress) {
        // A dynamo still preparing (a disk worker filling its test file): busy, not gone.
        if (m_phase != Phase::Preparing || !m_awaiting.count(dynamo)) return;
        armPhaseTimer(Phase::Preparing, kPhaseTimeout);
        // A dynamo's message: a field of another type is taken as absent, never a throw.
        const double done = model::numberAt(message, "done_bytes", 0.0),
                     total = model::numberAt(message, "total_bytes", 0.0);
        if (total > 0)
            m_observer.onLog("dynamo " + dynamo + ", worker " + model::stringAt(message, "worker") +
                             ": filling the test file, " +
                             std::to_string(static_cast<int>(100 * done / total)) + " % of " +
                             std::to_string(static_cast<long long>(total / 1e6)) + " MB");
        return;
    }
    if (type == msg::kError) {
        const std::string worker = model::stringAt(message, "worker");
        const std::string what = "dynamo " + dynamo + (worker.empty() ? "" : ", worker " + worker) +
                                 ": " + model::stringAt(message, "what");
        if (m_phase == Phase::Configuring || m_phase == Phase::Preparing ||
            m_phase == Phase::Connecting)
            return onSetupError(dynamo, worker, what);
        m_observer.onLog("error: " + what);
        if (model::flagAt(message, "fatal", false) && m_phase == Phase::Running && !m_runFailed) {
            // A verify mismatch: the step stops and is recorded, then the run fails.
            m_runFailed = true;
            m_run.keepError(what);
            sendToStep({{"type", msg::kStop}});
        }
        return;
    }
    onPhaseReply(dynamo, type, message);
}

void StepDriver::onPhaseReply(const std::string& dynamo, const std::string& type,
                              const json& message) {
    const std::map<std::string, Phase> expected = {{msg::kConfigured, Phase::Configuring},
                                                   {msg::kReady, Phase::Preparing},
                                                   {msg::kConnected, Phase::Connecting},
                                                   {msg::kStepDone, Phase::Running}};
    auto it = expected.find(type);
    if (it == expected.end()) {
        m_registry.sendTo(dynamo,
                          {{"type", msg::kError}, {"what", "unknown message type \"" + type + "\""}});
        return;
    }
    if (it->second != m_phase || !m_awaiting.count(dynamo)) return;  // late or duplicate
    if (type == msg::kReady) {
        const json ports = message.value("ports", json::object());
        if (ports.is_object())
            for (auto p = ports.begin(); p != ports.end(); ++p) m_ports[p.key()] = p.value();
        // What a worker learned preparing (a disk's engine and span): into bench.json, and
        // said once (a warning each time it changes).
        const json facts = message.value("facts", json::object());
        for (auto f = facts.is_object() ? facts.begin() : facts.end(); f != facts.end(); ++f) {
            const std::size_t id = std::strtoul(f.key().c_str(), nullptr, 10);
            const model::Step& step = runningStep();
            if (id >= step.workers.size() || !f.value().is_object()) continue;
            // Each end of a tcp worker reports its own socket_holder or socket_partner:
            // kept side by side; the rest of a worker's facts is replaced.
            json& known = m_workerFacts[step.workers[id].name];
            json merged = f.value();
            if (known.is_object())
                for (auto k = known.begin(); k != known.end(); ++k)
                    if (k.key().rfind("socket_", 0) == 0 && !merged.contains(k.key())) merged[k.key()] = k.value();
            if (known == merged) continue;
            known = std::move(merged);
            m_factsChanged = true;
            const std::string who = "dynamo " + dynamo + ", worker " + step.workers[id].name + ": ";
            if (known.contains("engine"))
                m_observer.onLog(who + model::stringAt(known, "engine") + " engine, " +
                                 (known.contains("span")
                                      ? std::to_string(model::numberAt(known, "span", std::uint64_t{0})) + " bytes of "
                                      : std::string("all of ")) +
                                 step.workers[id].kind()->targetName(step.workers[id]));
            if (known.contains("warning")) m_observer.onLog("warning: " + who + model::stringAt(known, "warning"));
        }
    }
    if (type == msg::kStepDone && message.value("aborted", false)) m_stepAborted = true;
    // A stock IOmeter dynamo's known faults in this step (docs/iometer-files.md): its rows say so.
    if (type == msg::kStepDone)
        if (const auto window = message.find("window_ns");
            window != message.end() && window->is_array() && window->size() == 2 && (*window)[0].is_number_integer() &&
            (*window)[1].is_number_integer())
            m_windows[dynamo] = {(*window)[0].get<std::int64_t>(), (*window)[1].get<std::int64_t>()};
    if (type == msg::kStepDone)
        if (const auto late = message.find("late_ns"); late != message.end() && late->is_number_integer())
            m_late[dynamo] = late->get<std::int64_t>();
    if (type == msg::kStepDone)
        if (const auto faults = message.find("known_faults"); faults != message.end() && faults->is_object())
            for (auto f = faults->begin(); f != faults->end(); ++f)
                if (f.value().is_number()) m_knownFaults[dynamo][f.key()] = f.value().get<double>();
    m_awaiting.erase(dynamo);
    if (m_awaiting.empty()) phaseComplete();
}

void StepDriver::phaseComplete() {
    m_phaseTimer.cancel();
    if (m_stopRequested && m_phase != Phase::Running) return m_run.stopNow("stopped by request");
    switch (m_phase) {
        case Phase::Configuring:
            sendToStep({{"type", msg::kPrepare}, {"step", static_cast<int>(m_stepIndex)}});
            expectFromAll(Phase::Preparing, kPhaseTimeout);
            break;
        case Phase::Preparing:
            if (std::exchange(m_factsChanged, false)) writeBench();
            sendToStep({{"type", msg::kConnect},
                                  {"step", static_cast<int>(m_stepIndex)},
                                  {"ports", m_ports}});
            expectFromAll(Phase::Connecting, kPhaseTimeout);
            break;
        case Phase::Connecting:
            beginClocking();
            break;
        case Phase::Running:
            finishPart();
            break;
        default:
            break;
    }
}

void StepDriver::onSample(const std::string& dynamo, const json& message) {
    if (m_phase != Phase::Running) return;
    std::string error;
    auto sample = parseSample(message, error);
    if (!sample) return m_run.fail("dynamo " + dynamo + " sent a malformed sample: " + error);
    if (sample->step != static_cast<int>(m_stepIndex)) return;
    if (!sample->ramp && sample->intervalS > 0)
        m_stepTotals->add(dynamo, *sample, runningStep());
    const std::uint64_t seq = sample->seq;
    m_pendingIntervals[seq][dynamo] = std::move(*sample);
    if (intervalComplete(seq)) flushInterval(seq);
}

StepContext StepDriver::stepContext() const {
    StepContext context;
    context.step = &runningStep();
    context.repeat = std::to_string(m_repeat);
    context.hostOf = m_hostOf;
    context.phase = m_part == Part::IdleBefore ? "idle_before" : m_part == Part::IdleAfter ? "idle_after" : "load";
    context.lost = m_lost;
    return context;
}

void StepDriver::flushInterval(std::uint64_t seq) {
    auto node = m_pendingIntervals.extract(seq);
    if (node.empty()) return;
    double t = 0;
    bool ramp = false;
    for (const auto& [dynamo, sample] : node.mapped()) {
        t = std::max(t, sample.t);
        ramp = ramp || sample.ramp;
    }
    t += partOffsetS();  // the step's time goes on through its parts
    std::map<std::string, std::vector<results::CpuShares>> cores;
    auto rows = intervalRows(stepContext(), node.mapped(), &cores);
    analysis::judgeStep(rows, verdictFacts(runningStep(), std::move(cores)));
    // The idle seconds are the probes' alone: no load, no rows of its.
    if (m_part != Part::Load) std::erase_if(rows, [](const MetricRow& r) { return r.scope != "probe"; });
    m_recorder.appendInterval(rows, t, ramp);
    m_observer.onInterval(rows, t, ramp);
}

void StepDriver::finishPart() {
    // Intervals some dynamo never completed (its last one) still count.
    while (!m_pendingIntervals.empty()) flushInterval(m_pendingIntervals.begin()->first);
    StepRows part = m_stepTotals->rows(stepContext());
    if (m_part == Part::Load) {
        m_loadRows = std::move(part);
        // The load's windows and clocks: an idle part after it reads the clocks again.
        m_loadClock = m_clock;
        m_loadWindows = m_windows;
        m_loadLeadMs = m_leadMs;
        m_loadLate = m_late;
    } else {
        // The probes' rows of an idle part: after the load's in the step's rows.
        for (std::size_t i = 0; i < part.rows.size(); ++i) {
            if (part.rows[i].scope != "probe") continue;
            m_idleRows.rows.push_back(part.rows[i]);
            m_idleRows.latency.push_back(i < part.latency.size() ? part.latency[i] : stats::Latencies());
        }
    }
    if (m_part == Part::IdleBefore) {
        // No load has run yet: the run ends here, with nothing of the step to record, as
        // finishStep() ends it (a fatal error fails it; a stop or an aborted part stops it).
        if (m_runFailed) {
            m_run.writeStatus("failed");
            return m_run.endRun(1);
        }
        if (m_stopRequested || m_stepAborted) {
            m_run.writeStatus("stopped");
            return m_run.endRun(2);
        }
        m_part = Part::Load;
        return beginPart();
    }
    if (m_part == Part::Load && m_idleParts && !m_stepAborted && !m_runFailed && !m_stopRequested) {
        m_part = Part::IdleAfter;
        return beginPart();
    }
    StepRows rows = m_loadRows ? std::move(*m_loadRows) : StepRows{};
    rows.rows.insert(rows.rows.end(), m_idleRows.rows.begin(), m_idleRows.rows.end());
    rows.latency.insert(rows.latency.end(), m_idleRows.latency.begin(), m_idleRows.latency.end());
    m_loadRows.reset();
    m_idleRows = {};
    finishStep(std::move(rows));
}

analysis::VerdictFacts StepDriver::verdictFacts(const model::Step& step,
                                               std::map<std::string, std::vector<results::CpuShares>> cores) const {
    analysis::VerdictFacts facts;
    facts.step = &step;
    facts.cores = std::move(cores);
    facts.knownFaults = m_knownFaults;
    facts.lost = m_lost;
    // The speed of the interface holding an address, as the dynamo's hello reported it:
    // looked up once per (dynamo, address) for all the rows judged with these facts (each
    // interval judges every worker's every direction).
    auto speeds = std::make_shared<std::map<std::pair<std::string, std::string>, double>>();
    facts.linkMbit = [this, speeds](const std::string& dynamo, const std::string& address) {
        auto [at, added] = speeds->try_emplace({dynamo, address}, 0.0);
        if (!added) return at->second;
        const json& hello = m_registry.hello(dynamo);
        const auto host = hello.find("host");
        if (host == hello.end()) return at->second;
        const json found = interfacesHolding(*host, {address});
        at->second = found.empty() ? 0.0 : model::numberAt(found.front(), "speed_mbit", -1.0);
        return at->second;
    };
    return facts;
}

void StepDriver::finishStep(StepRows stepRows) {
    // What limited each row (docs/metrics.md, "What limited it"), before it is recorded.
    analysis::judgeStep(stepRows.rows, verdictFacts(m_step, std::move(stepRows.cores)));
    // How far apart the dynamos' windows began (docs/metrics.md, "Start skew").
    const ordered_json clock = clockOf(stepRows.rows);
    for (MetricRow& row : stepRows.rows) row.dynamosLost = m_lost.size();
    const std::vector<MetricRow> rows = stepRows.rows;
    const model::Step& step = m_step;
    const double took = std::chrono::duration<double>(Clock::now() - m_stepStartedAt).count();
    m_recorder.recordStep({static_cast<int>(m_stepIndex), m_repeat, step.params, m_stepAborted, took,
                           static_cast<int>(step.workers.size()), step.specs, clock,
                           std::vector<std::string>(m_lost.begin(), m_lost.end())},
                          rows, stepRows.connections, stepRows.latency);
    auto& repeats = m_repeatRows[static_cast<int>(m_stepIndex)];
    repeats.push_back(stepRows);
    if (m_plan.repeats > 1 && static_cast<int>(repeats.size()) == m_plan.repeats)
        m_recorder.recordAggregate(static_cast<int>(m_stepIndex),
                                   aggregateRepeats(repeats, m_plan.aggregate));
    if (const auto procedure = m_source->result(); !procedure.is_null() && m_stepAborted)
        m_recorder.writeProcedure(procedure);
    ++m_stepsDone;
    m_stepSecondsTotal += took;
    // Progress and ETA from the source's plan (exact for sweeps, a bound otherwise).
    const int total = std::max(m_source->plannedSteps() * m_plan.repeats, m_stepsDone);
    const double eta = m_stepSecondsTotal / m_stepsDone * (total - m_stepsDone);
    m_observer.onStepFinished(rows, m_stepsDone, total, eta);
    if (m_runFailed) {
        m_run.writeStatus("failed");
        return m_run.endRun(1);
    }
    m_run.writeStatus(m_stepAborted || m_stopRequested ? "stopped" : "running");

    if (m_stopRequested || m_stepAborted) return m_run.endRun(2);
    if (++m_repeat <= m_plan.repeats) return beginStep();
    // Every repeat done: the source sees the step's rows before it names the next step.
    m_repeat = 1;
    model::StepRecord record;
    record.step = m_step;
    record.rows = m_plan.repeats > 1 ? aggregateRepeats(repeats, m_plan.aggregate) : rows;
    record.aborted = m_stepAborted;
    if (m_source->needsLatency())
        for (const StepRows& repeat : repeats)
            if (!repeat.latency.empty()) record.latency.merge(repeat.latency.front().all);  // scope all
    m_finished.push_back(std::move(record));
    m_repeatRows.erase(static_cast<int>(m_stepIndex));
    auto next = m_source->next(m_finished);
    if (const auto procedure = m_source->result(); !procedure.is_null())
        m_recorder.writeProcedure(procedure);
    if (!next) {
        m_run.writeStatus("completed");
        return m_run.endRun(0);
    }
    takeStep(std::move(*next));
    beginStep();
}

}  // namespace iometry::session
