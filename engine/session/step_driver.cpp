#include "engine/session/session_impl.hpp"

#include "engine/methods/method.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/plan/configure_entry.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"

#include <cstdlib>
#include <set>
#include <utility>

// The step driver: configure → prepare → connect → start → step_done for every repeat of
// every step (docs/protocol.md, "A step"), and the samples that come meanwhile.

namespace iometry::session {
namespace {

using nlohmann::json;
using results::MetricRow;
namespace msg = protocol::msg;

}  // namespace

void Session::Impl::sendToAll(const json& message) {
    for (auto& [name, link] : m_links)
        if (inRun(name)) link.connection->send(message);
}

void Session::Impl::expectFromAll(Phase phase, Clock::duration timeout) {
    m_phase = phase;
    m_awaiting.clear();
    for (const auto& d : m_plan.dynamos) m_awaiting.insert(d.name);
    armPhaseTimer(phase, timeout);
}

void Session::Impl::armPhaseTimer(Phase phase, Clock::duration timeout) {
    m_phaseTimer.expires_after(timeout);
    m_phaseTimer.async_wait([this, phase](boost::system::error_code ec) {
        if (ec || m_phase != phase) return;
        std::string names;
        for (const auto& n : m_awaiting) names += (names.empty() ? "" : ", ") + n;
        fail("dynamo(s) " + names + " did not answer in time");
    });
}

void Session::Impl::beginStep() {
    if (m_stopRequested) return stopNow("stopped by request");
    const model::Step& step = m_step;
    m_stepStartedAt = Clock::now();
    m_stepAborted = false;
    m_stepTotals.emplace(step.workers.size());
    m_hostOf = hostsOfDynamos();
    m_pendingIntervals.clear();
    m_ports = json::object();
    m_observer->onStepStarted(static_cast<int>(m_stepIndex), m_source->plannedSteps(),
                              m_repeat, m_plan.repeats, step.params);

    std::map<std::string, json> perDynamo;
    for (const auto& d : m_plan.dynamos) perDynamo[d.name] = json::array();
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
        m_links.at(name).connection->send(configure);
    }
    expectFromAll(Phase::Configuring, kPhaseTimeout);
}

void Session::Impl::onMessage(const std::string& dynamo, const json& message) {
    const std::string type = model::stringAt(message, "type");
    if (type == msg::kHeartbeat) return;
    if (type == msg::kSample) return onSample(dynamo, message);
    if (type == msg::kProgress) {
        // A dynamo still preparing (a disk worker filling its test file): busy, not gone.
        if (m_phase != Phase::Preparing || !m_awaiting.count(dynamo)) return;
        armPhaseTimer(Phase::Preparing, kPhaseTimeout);
        const double done = message.value("done_bytes", 0.0), total = message.value("total_bytes", 0.0);
        if (total > 0)
            m_observer->onLog("dynamo " + dynamo + ", worker " + model::stringAt(message, "worker") +
                              ": filling the test file, " +
                              std::to_string(static_cast<int>(100 * done / total)) + " % of " +
                              std::to_string(static_cast<long long>(total / 1e6)) + " MB");
        return;
    }
    if (type == msg::kError) {
        const std::string worker = model::stringAt(message, "worker");
        const std::string what = "dynamo " + dynamo + (worker.empty() ? "" : ", worker " + worker) +
                                 ": " + model::stringAt(message, "what");
        m_links.at(dynamo).lastError = model::stringAt(message, "what");
        if (m_phase == Phase::Configuring || m_phase == Phase::Preparing ||
            m_phase == Phase::Connecting)
            return fail(what);
        m_observer->onLog("error: " + what);
        if (message.value("fatal", false) && m_phase == Phase::Running && !m_runFailed) {
            // A verify mismatch: the step stops and is recorded, then the run fails.
            m_runFailed = true;
            if (m_error.empty()) m_error = what;
            sendToAll({{"type", msg::kStop}});
        }
        return;
    }
    onPhaseReply(dynamo, type, message);
}

void Session::Impl::onPhaseReply(const std::string& dynamo, const std::string& type,
                                 const json& message) {
    const std::map<std::string, Phase> expected = {{msg::kConfigured, Phase::Configuring},
                                                   {msg::kReady, Phase::Preparing},
                                                   {msg::kConnected, Phase::Connecting},
                                                   {msg::kStepDone, Phase::Running}};
    auto it = expected.find(type);
    if (it == expected.end()) {
        m_links.at(dynamo).connection->send(
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
            if (id >= m_step.workers.size() || !f.value().is_object()) continue;
            // Each end of a tcp worker reports its own socket_holder or socket_partner:
            // kept side by side; the rest of a worker's facts is replaced.
            json& known = m_workerFacts[m_step.workers[id].name];
            json merged = f.value();
            if (known.is_object())
                for (auto k = known.begin(); k != known.end(); ++k)
                    if (k.key().rfind("socket_", 0) == 0 && !merged.contains(k.key())) merged[k.key()] = k.value();
            if (known == merged) continue;
            known = std::move(merged);
            m_factsChanged = true;
            const std::string who = "dynamo " + dynamo + ", worker " + m_step.workers[id].name + ": ";
            if (known.contains("engine"))
                m_observer->onLog(who + model::stringAt(known, "engine") + " engine, " +
                                  std::to_string(known.value("span", std::uint64_t{0})) + " bytes of " +
                                  m_step.workers[id].kind()->targetName(m_step.workers[id]));
            if (known.contains("warning")) m_observer->onLog("warning: " + who + model::stringAt(known, "warning"));
        }
    }
    if (type == msg::kStepDone && message.value("aborted", false)) m_stepAborted = true;
    m_awaiting.erase(dynamo);
    if (!m_awaiting.empty()) return;

    m_phaseTimer.cancel();
    if (m_stopRequested && m_phase != Phase::Running) return stopNow("stopped by request");
    switch (m_phase) {
        case Phase::Configuring:
            sendToAll({{"type", msg::kPrepare}, {"step", static_cast<int>(m_stepIndex)}});
            expectFromAll(Phase::Preparing, kPhaseTimeout);
            break;
        case Phase::Preparing:
            if (std::exchange(m_factsChanged, false)) writeBench();
            sendToAll({{"type", msg::kConnect},
                       {"step", static_cast<int>(m_stepIndex)},
                       {"ports", m_ports}});
            expectFromAll(Phase::Connecting, kPhaseTimeout);
            break;
        case Phase::Connecting:
            sendToAll({{"type", msg::kStart},
                       {"step", static_cast<int>(m_stepIndex)},
                       {"run_s", m_plan.runS},
                       {"ramp_s", m_plan.rampS},
                       {"sample_ms", m_plan.sampleMs}});
            expectFromAll(Phase::Running,
                          std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(m_plan.rampS + m_plan.runS)) +
                              kStepGrace);
            break;
        case Phase::Running:
            finishStep();
            break;
        default:
            break;
    }
}

void Session::Impl::onSample(const std::string& dynamo, const json& message) {
    if (m_phase != Phase::Running) return;
    std::string error;
    auto sample = parseSample(message, error);
    if (!sample) return fail("dynamo " + dynamo + " sent a malformed sample: " + error);
    if (sample->step != static_cast<int>(m_stepIndex)) return;
    if (!sample->ramp && sample->intervalS > 0)
        m_stepTotals->add(dynamo, *sample, m_step);
    const std::uint64_t seq = sample->seq;
    m_pendingIntervals[seq][dynamo] = std::move(*sample);
    if (m_pendingIntervals[seq].size() == m_plan.dynamos.size()) flushInterval(seq);
}

StepContext Session::Impl::stepContext() const {
    StepContext context;
    context.step = &m_step;
    context.repeat = std::to_string(m_repeat);
    context.hostOf = m_hostOf;
    return context;
}

void Session::Impl::flushInterval(std::uint64_t seq) {
    auto node = m_pendingIntervals.extract(seq);
    if (node.empty()) return;
    double t = 0;
    bool ramp = false;
    for (const auto& [dynamo, sample] : node.mapped()) {
        t = std::max(t, sample.t);
        ramp = ramp || sample.ramp;
    }
    const auto rows = intervalRows(stepContext(), node.mapped());
    m_recorder.appendInterval(rows, t, ramp);
    m_observer->onInterval(rows, t, ramp);
}

void Session::Impl::finishStep() {
    // Intervals some dynamo never completed (its last one) still count.
    while (!m_pendingIntervals.empty()) flushInterval(m_pendingIntervals.begin()->first);
    StepRows stepRows = m_stepTotals->rows(stepContext());
    const std::vector<MetricRow> rows = stepRows.rows;
    const model::Step& step = m_step;
    const double took = std::chrono::duration<double>(Clock::now() - m_stepStartedAt).count();
    m_recorder.recordStep({static_cast<int>(m_stepIndex), m_repeat, step.params, m_stepAborted, took,
                           static_cast<int>(step.workers.size()), step.specs},
                          rows, stepRows.connections);
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
    m_observer->onStepFinished(rows, m_stepsDone, total, eta);
    if (m_runFailed) {
        writeResults("failed");
        return endRun(1);
    }
    writeResults(m_stepAborted || m_stopRequested ? "stopped" : "running");

    if (m_stopRequested || m_stepAborted) return endRun(2);
    if (++m_repeat <= m_plan.repeats) return beginStep();
    // Every repeat done: the source sees the step's rows before it names the next step.
    m_repeat = 1;
    model::StepRecord record;
    record.step = m_step;
    record.rows = m_plan.repeats > 1 ? aggregateRepeats(repeats, m_plan.aggregate) : rows;
    record.aborted = m_stepAborted;
    if (m_source->needsLatency())
        for (const StepRows& repeat : repeats)
            if (!repeat.latency.empty()) record.latency.merge(repeat.latency.front());  // scope all
    m_finished.push_back(std::move(record));
    m_repeatRows.erase(static_cast<int>(m_stepIndex));
    auto next = m_source->next(m_finished);
    if (const auto procedure = m_source->result(); !procedure.is_null())
        m_recorder.writeProcedure(procedure);
    if (!next) {
        writeResults("completed");
        return endRun(0);
    }
    m_step = std::move(*next);
    m_stepIndex = static_cast<std::size_t>(m_step.index);
    beginStep();
}

}  // namespace iometry::session
