#include "workers/step_runner.hpp"

#include <algorithm>
#include <iostream>
#include <optional>
#include <thread>

#include "engine/json/json_fields.hpp"
#include "engine/protocol/messages.hpp"
#include "engine/stats/latency_handoff.hpp"

// The step runner: configure → prepare → connect → start → samples → step_done on this
// dynamo (docs/protocol.md, "A step"); the link to the manager is manager_link.cpp.

namespace iometry::workers {
namespace {

using nlohmann::json;
namespace msg = protocol::msg;

constexpr auto kWorkerDrainLimit = std::chrono::milliseconds(1500);
// How long the control loop waits for a step's threads to reach the start gate: far below
// the 3 s dead-man rule, far above the milliseconds the threads need.
constexpr auto kGateWaitLimit = std::chrono::milliseconds(1000);
// How far ahead a `start` may name its instant (docs/protocol.md, "One clock"): the
// manager's lead is at most a second; the wait and the gate's together stay under the
// 3 s dead-man rule.
constexpr auto kStartAtLimit = std::chrono::milliseconds(1000);
// One deadline for all partners of a step: the manager waits for `connected`.
constexpr auto kPartnerConnectLimit = std::chrono::seconds(2);
// A long preparation (a disk fill) tells the manager how far it got this often.
constexpr auto kProgressEvery = std::chrono::seconds(2);

double secondsSince(StepRunner::Clock::time_point from, StepRunner::Clock::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

}  // namespace

StepRunner::StepRunner(boost::asio::io_context& io, const HostFacts& facts)
    : m_io(io), m_facts(facts), m_sampleTimer(io) {}

StepRunner::~StepRunner() {
    cancelConnects();
    stopTraffic();
}

void StepRunner::attach(std::shared_ptr<protocol::Connection> connection) {
    m_connection = std::move(connection);
}

bool StepRunner::handle(const std::string& type, const json& message) {
    if (type == msg::kConfigure) {
        handleConfigure(message);
    } else if (type == msg::kPrepare) {
        handlePrepare();
    } else if (type == msg::kConnect) {
        handleConnect(message);
    } else if (type == msg::kStart) {
        handleStart(message);
    } else if (type == msg::kStop) {
        stopTraffic();
        if (m_running) finishStep(true);
    } else if (type == msg::kRunOver) {
        restoreMtus();
    } else {
        return false;
    }
    return true;
}

void StepRunner::handleConfigure(const json& message) {
    if (m_running) return sendError("configure while a step is running");
    cancelConnects();
    m_workers.clear();
    // An MTU sweep's step: the interfaces of this end's addresses first, before any
    // traffic; a step without one puts every interface back.
    if (auto mtu = message.find("mtu"); mtu != message.end() && mtu->is_object()) {
        const int value = model::numberAt<int>(*mtu, "value", 0);  // value() throws on "9000"
        const json addresses = mtu->value("addresses", json::array());
        if (value <= 0 || !addresses.is_array()) return sendError("configure with a malformed mtu");
        for (const json& a : addresses) {
            std::string error;
            if (!a.is_string() || !m_mtu.set(a.get<std::string>(), value, error))
                return sendError(error.empty() ? "configure with a malformed mtu address" : error);
        }
    } else {
        restoreMtus();
    }
    auto list = message.find("workers");
    if (list == message.end() || !list->is_array()) return sendError("configure without workers");
    std::vector<ActiveWorker> workers;
    m_counted = false;
    for (const json& j : *list) {
        m_counted = m_counted || (j.is_object() && j.contains("count"));
        std::string name, error;
        auto worker = WorkerRegistry::builtIn().build(j, name, error);
        if (!worker) return sendError(error, name);
        const bool partner = worker->isPartner();
        workers.push_back({name, partner, std::move(worker)});
    }
    m_workers = std::move(workers);
    m_step = model::numberAt<int>(message, "step", -1);
    m_connection->send({{"type", msg::kConfigured}, {"step", m_step}});
}

void StepRunner::handlePrepare() {
    // Preparing may take long (a disk worker fills its test file): in the helper thread,
    // off the control loop, as connecting is, with a `progress` message at most every
    // kProgressEvery so the manager knows the dynamo is busy, not gone (docs/protocol.md).
    cancelConnects();
    m_cancelConnects = false;
    const std::uint64_t generation = ++m_connectGeneration;
    std::vector<std::pair<Worker*, std::string>> workers;
    for (auto& w : m_workers) workers.emplace_back(w.worker.get(), w.name);
    m_connector = std::thread([this, workers = std::move(workers), generation] {
        json ports = json::object(), facts = json::object();
        std::optional<ConnectFailure> failure;
        for (const auto& [worker, name] : workers) {
            auto last = Clock::now() - kProgressEvery;
            const Worker::PrepareProgress progress = [&, name = name](std::uint64_t done,
                                                                     std::uint64_t total) {
                if (Clock::now() - last < kProgressEvery && done < total) return;
                last = Clock::now();
                boost::asio::post(m_io, [this, generation, name, done, total] {
                    if (generation != m_connectGeneration || !m_connection) return;
                    m_connection->send({{"type", msg::kProgress}, {"step", m_step}, {"worker", name},
                                        {"done_bytes", done}, {"total_bytes", total}});
                });
            };
            std::optional<std::uint16_t> port;
            std::string error;
            if (!worker->prepare(port, progress, m_cancelConnects, error)) {
                failure = ConnectFailure{name, error};
                break;
            }
            const std::string id = std::to_string(worker->id());
            if (port) ports[id] = *port;
            // Both ends of a loopback pair have the same id here: each adds its own keys.
            if (json f = worker->facts(); f.is_object()) facts[id].update(f);
        }
        boost::asio::post(m_io, [this, generation, ports = std::move(ports),
                                 facts = std::move(facts), failure = std::move(failure)] {
            if (generation != m_connectGeneration || m_shutDown || !m_connection) return;
            if (m_connector.joinable()) m_connector.join();
            if (m_cancelConnects) return;
            if (failure) return sendError(failure->what, failure->worker);
            json ready = {{"type", msg::kReady}, {"step", m_step}, {"ports", ports}};
            if (!facts.empty()) ready["facts"] = facts;
            m_connection->send(ready);
        });
    });
}

void StepRunner::handleConnect(const json& message) {
    auto ports = message.find("ports");
    if (ports == message.end() || !ports->is_object()) return sendError("connect without ports");
    std::vector<std::pair<Worker*, std::uint16_t>> partners;
    std::vector<std::string> names;
    for (auto& w : m_workers) {
        if (!w.partner) continue;
        auto port = ports->find(std::to_string(w.worker->id()));
        if (port == ports->end() || !port->is_number_unsigned() || port->get<unsigned>() > 65535)
            return sendError("connect has no port for this worker", w.name);
        partners.emplace_back(w.worker.get(), static_cast<std::uint16_t>(port->get<unsigned>()));
        names.push_back(w.name);
    }
    // Every partner connects at once, under one deadline, in a helper thread: the control
    // loop keeps answering (heartbeats, the dead-man rule) however many peers are slow or
    // unreachable. The result comes back to the io_context; `connected` goes out only
    // when all are connected, otherwise one `error` per partner that failed, naming it.
    cancelConnects();
    m_cancelConnects = false;
    const std::uint64_t generation = ++m_connectGeneration;
    m_connector = std::thread([this, partners = std::move(partners), names = std::move(names),
                               generation] {
        const auto deadline = Clock::now() + kPartnerConnectLimit;
        std::vector<std::string> errors(partners.size());
        std::vector<char> ok(partners.size(), 0);
        {
            std::vector<std::thread> connecting;
            connecting.reserve(partners.size());
            for (std::size_t i = 0; i < partners.size(); ++i)
                connecting.emplace_back([&, i] {
                    ok[i] = partners[i].first->connect(partners[i].second, deadline,
                                                       m_cancelConnects, errors[i]);
                });
            for (auto& t : connecting) t.join();
        }
        std::vector<ConnectFailure> failures;
        for (std::size_t i = 0; i < partners.size(); ++i)
            if (!ok[i]) failures.push_back({names[i], errors[i]});
        boost::asio::post(m_io, [this, generation, failures = std::move(failures)]() mutable {
            onPartnersConnected(generation, std::move(failures));
        });
    });
}

void StepRunner::onPartnersConnected(std::uint64_t generation, std::vector<ConnectFailure> failures) {
    if (generation != m_connectGeneration || m_shutDown || !m_connection) return;
    if (m_connector.joinable()) m_connector.join();
    if (m_cancelConnects) return;
    for (const auto& f : failures) sendError(f.what, f.worker);
    if (failures.empty()) m_connection->send({{"type", msg::kConnected}, {"step", m_step}});
}

void StepRunner::cancelConnects() {
    m_cancelConnects = true;
    if (m_connector.joinable()) m_connector.join();
    ++m_connectGeneration;  // a result still queued is now stale
}

void StepRunner::handleStart(const json& message) {
    if (m_running) return sendError("start while a step is running");
    // The helper thread still preparing or connecting this step's workers uses them.
    if (m_connector.joinable()) return sendError("start before the workers were ready and connected");
    double runS = 0;
    std::optional<Clock::time_point> at;
    try {
        runS = message.at("run_s").get<double>();
        // The instant every dynamo of the step opens its window, on this dynamo's clock.
        if (const auto a = message.find("at_ns"); a != message.end())
            at = Clock::time_point(std::chrono::duration_cast<Clock::duration>(
                std::chrono::nanoseconds(a->get<std::int64_t>())));
        m_rampS = message.value("ramp_s", 0.0);
        m_sampleMs = message.value("sample_ms", 1000);
    } catch (const json::exception& e) {
        return sendError(std::string("bad start message: ") + e.what());
    }
    if (!(runS > 0 && runS <= 86400) || !(m_rampS >= 0 && m_rampS <= 3600) || m_sampleMs < 100 ||
        m_sampleMs > 60000)
        return sendError("start: run_s, ramp_s or sample_ms out of range");

    std::vector<std::string> interfaces, devices;
    for (const auto& w : m_workers) {
        const std::string name = interfaceForAddress(m_facts.interfaces, w.worker->localAddress());
        if (!name.empty() && std::find(interfaces.begin(), interfaces.end(), name) == interfaces.end())
            interfaces.push_back(name);
        // The block device under a disk worker's target: its own counters beside ours.
        const json facts = w.worker->facts();
        const std::string device = facts.is_object() ? model::stringAt(facts, "device") : std::string();
        if (!device.empty() && std::find(devices.begin(), devices.end(), device) == devices.end())
            devices.push_back(device);
    }
    // Watch only the data-path interfaces; with none known, report none rather than all.
    if (interfaces.empty()) interfaces.push_back("-");
    m_sampler.emplace("/proc", interfaces, devices);
    // Every thread first, then the traffic on all of them at once (start_gate.hpp). The
    // threads only accept partners already waiting in the backlog and allocate, so the
    // wait is short; it is bounded all the same, and a thread late past it simply starts
    // late.
    auto gate = std::make_shared<StartGate>();
    if (m_counted) {
        // A counted step ends when its last worker has made its round trips: the step's
        // time, and so its rates, end there, not at the time cap.
        gate->onAllDeparted([this, generation = ++m_startGeneration] {
            boost::asio::post(m_io, [this, generation] {
                if (!m_running || generation != m_startGeneration || Clock::now() >= m_stepEnd) return;
                takeSample(true);
                m_lastSampleSent = true;
                finishStep(false);
            });
        });
    }
    for (auto& w : m_workers) w.worker->start(gate);
    gate->waitForAll(Clock::now() + kGateWaitLimit);
    if (at && *at > Clock::now() + kStartAtLimit) {
        sendError("start: at_ns is " + std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(
                                                           *at - Clock::now()).count()) +
                  " ms ahead of this dynamo's clock (at most " + std::to_string(kStartAtLimit.count()) +
                  " ms): started now");
        at.reset();
    }
    if (at) {
        // Every thread is set up: the window opens at the step's common instant. Past it
        // (threads slow to start, a late message) the window opens now, and the step's
        // start skew shows by how much.
        // Slept, not spun: a sleep wakes some 0.1 ms late, but 128 dynamos spinning on a
        // few cores took the CPU the others needed to wake (docs/protocol.md, "One clock").
        std::this_thread::sleep_until(*at);
    }
    m_stepStart = Clock::now();
    m_startLate = at ? std::optional<Clock::duration>(m_stepStart - *at) : std::nullopt;
    // The intervals, the ramp and the window's end are counted from the common instant, so
    // every dynamo's interval k covers the same span of the manager's clock and every window
    // ends together; one woken late has a shorter first interval (and window), which its
    // interval_s says. Woken more than an interval late (a start message held up), it
    // counts from its own start, and the start skew shows it (docs/protocol.md, "One clock").
    m_gridStart = at && *m_startLate < std::chrono::milliseconds(m_sampleMs) ? *at : m_stepStart;
    m_sampler->sample(m_stepStart);
    m_lastSampleAt = m_stepStart;
    m_stepEnd = m_gridStart + std::chrono::duration_cast<Clock::duration>(
                                  std::chrono::duration<double>(m_rampS + runS));
    m_sampleSeq = 0;
    m_running = true;
    m_lastSampleSent = false;
    gate->open(m_stepEnd);
    scheduleSample();
}

void StepRunner::scheduleSample() {
    // The next boundary of the grid after the last sample: a timer that fired late does not
    // move the later ones.
    const auto period = std::chrono::milliseconds(m_sampleMs);
    const auto next = std::min(m_gridStart + ((m_lastSampleAt - m_gridStart) / period + 1) * period, m_stepEnd);
    m_sampleTimer.expires_at(next);
    m_sampleTimer.async_wait([this](boost::system::error_code ec) {
        if (ec || !m_running) return;
        if (Clock::now() >= m_stepEnd) {
            // The step's window closes now, on this dynamo's clock: what arrives or is
            // sent while the lanes wind down (a send buffer draining to the receiver, the
            // threads noticing the end) belongs to no interval. Sampled later, the last
            // interval would count that tail at one end and idle time at the other
            // (docs/metrics.md, "Traffic").
            takeSample(true);
            m_lastSampleSent = true;
            return waitForWorkersThenFinish();
        }
        takeSample(false);
        scheduleSample();
    });
}

void StepRunner::waitForWorkersThenFinish() {
    const bool allDone = std::all_of(m_workers.begin(), m_workers.end(),
                                     [](const ActiveWorker& w) { return w.worker->finished(); });
    if (allDone || Clock::now() >= m_stepEnd + kWorkerDrainLimit) {
        finishStep(false);
        return;
    }
    m_sampleTimer.expires_after(std::chrono::milliseconds(10));
    m_sampleTimer.async_wait([this](boost::system::error_code ec) {
        if (!ec && m_running) waitForWorkersThenFinish();
    });
}

void StepRunner::takeSample(bool last) {
    // The step's last sample: no later take drains a latency buffer a preempted lane left.
    std::optional<stats::LatencyHandOff::LastTake> lastTake;
    if (last) lastTake.emplace();
    const auto now = Clock::now();
    const double intervalStart = secondsSince(m_gridStart, m_lastSampleAt);
    json workers = json::array();
    for (auto& w : m_workers) {
        WorkerDelta d = w.worker->takeDelta();
        json entry = d.toJson();
        entry["id"] = w.worker->id();
        entry["name"] = w.name;
        entry["role"] = w.partner ? "partner" : "holder";
        workers.push_back(std::move(entry));
        for (const std::string& error : w.worker->takeErrors()) sendError(error, w.name);
        reportFailure(w);
    }
    json host = m_sampler->sample(now).toJson();
    m_connection->send({{"type", msg::kSample},
                        {"step", m_step},
                        {"seq", m_sampleSeq++},
                        {"t", secondsSince(m_gridStart, now)},
                        {"interval_s", secondsSince(m_lastSampleAt, now)},
                        {"ramp", intervalStart + 1e-6 < m_rampS},
                        {"last", last},
                        {"workers", workers},
                        {"host", host}});
    m_lastSampleAt = now;
}

void StepRunner::finishStep(bool aborted) {
    m_sampleTimer.cancel();
    cancelConnects();
    for (auto& w : m_workers) w.worker->stop();
    if (m_connection && m_connection->isOpen() && m_sampler) {
        if (!m_lastSampleSent) {
            takeSample(true);  // stopped or aborted before its time ran out
        } else {
            for (auto& w : m_workers) {
                for (const std::string& error : w.worker->takeErrors()) sendError(error, w.name);
                reportFailure(w);
            }
        }
    }
    m_running = false;
    m_workers.clear();
    if (m_connection && m_connection->isOpen()) {
        // The window the samples covered, on this dynamo's clock (docs/protocol.md, "One clock").
        const auto ns = [](Clock::time_point t) {
            return std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
        };
        json done = {{"type", msg::kStepDone}, {"step", m_step}, {"aborted", aborted}};
        if (m_sampler) done["window_ns"] = {ns(m_stepStart), ns(m_lastSampleAt)};
        // How long after the step's common instant the window opened (waking, threads).
        if (m_startLate)
            done["late_ns"] = std::chrono::duration_cast<std::chrono::nanoseconds>(*m_startLate).count();
        m_connection->send(done);
    }
}

void StepRunner::stopTraffic() {
    cancelConnects();
    for (auto& w : m_workers) w.worker->stop();
}

void StepRunner::reportFailure(ActiveWorker& w) {
    if (w.failureSent) return;
    const auto failure = w.worker->failure();
    if (!failure || !m_connection || !m_connection->isOpen()) return;
    // The run must fail, saying where (a verify mismatch): what was measured is kept.
    m_connection->send({{"type", msg::kError}, {"what", *failure}, {"worker", w.name}, {"fatal", true}});
    w.failureSent = true;
}

void StepRunner::sendError(const std::string& what, const std::string& worker) {
    if (!m_connection || !m_connection->isOpen()) return;
    json error = {{"type", msg::kError}, {"what", what}};
    if (!worker.empty()) error["worker"] = worker;
    m_connection->send(error);
}

void StepRunner::restoreMtus() {
    if (!m_mtu.changed()) return;
    std::string errors;
    m_mtu.restoreAll(&errors);
    if (!errors.empty()) std::cerr << "iometry-dynamo: " << errors;
}

void StepRunner::endSession() {
    stopTraffic();
    m_workers.clear();
    m_running = false;
    m_sampleTimer.cancel();
    restoreMtus();
}

void StepRunner::shutDown() {
    m_shutDown = true;
    endSession();
}

}  // namespace iometry::workers
