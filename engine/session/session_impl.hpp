#pragma once
/**
 * @file
 * @brief Session::Impl, private to engine/session: the owner of a session's parts and of
 *        a run's life (docs/architecture.md, "engine/"):
 *
 * - dynamo_registry.hpp: listener, handshake, links, heartbeat and the dead-man rule, the
 *   wait for a run's dynamos, the local dynamos (local_dynamos.hpp);
 * - step_driver.hpp: configure → prepare → connect → start → step_done, every repeat;
 * - interval_aggregation.hpp: samples in, metric rows out (pure);
 * - results_recorder.hpp: the results folder.
 *
 * State it owns: the io_context and its thread, the parts, the run's plan (empty between
 * runs), whether a run is going, its result and error, and the stop request. It wires the
 * parts: the registry's events and the step driver's RunControl come here; each part gets
 * references to what it needs at construction and owns nothing of another.
 *
 * Threads: everything runs on the io_context's thread but the facade's calls, which
 * post onto it (spawnLocal, startRun, requestStop), read under a mutex (dynamos()) or
 * set an atomic (the stop request).
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <atomic>
#include <optional>
#include <thread>

#include "engine/session/dynamo_registry.hpp"
#include "engine/session/results_recorder.hpp"
#include "engine/session/session.hpp"
#include "engine/session/step_driver.hpp"

namespace iometry::session {

class Session::Impl : private RegistryEvents, private RunControl {
public:
    Impl(SessionOptions options, SessionObserver* observer)
        : m_options(std::move(options)),
          m_observer(observer ? observer : &m_silent),
          m_registry(m_io, m_options, *m_observer, *this, m_plan),
          m_steps(m_io, m_plan, m_registry, m_recorder, *m_observer, *this, m_stopRequested) {}

    ~Impl() { close(); }

    int runBlocking(const model::Plan& plan);
    bool open(std::string& error);
    void close();
    void spawnLocal(const std::string& name) {
        boost::asio::post(m_io, [this, name] {
            if (std::string error; !m_registry.spawnLocal(name, error)) {
                m_error = error;
                m_observer->onLog("error: " + m_error);
            }
        });
    }
    void startRun(const model::Plan& plan, const std::filesystem::path& dir) {
        boost::asio::post(m_io, [this, plan, dir] {
            if (m_running) {
                m_observer->onRunFinished(1, "a run is already going");
                return;
            }
            m_stopRequested = false;  // a Stop pressed between runs is not for this one
            beginRun(plan, dir);
        });
    }
    void requestStop() {
        m_stopRequested = true;
        boost::asio::post(m_io, [this] { stopNow("stopped by request"); });
    }
    std::vector<DynamoInfo> dynamos() const { return m_registry.dynamos(); }
    std::uint16_t port() const { return m_registry.port(); }

    std::string m_error;
    ResultsRecorder m_recorder;

private:
    void beginRun(const model::Plan& plan, const std::filesystem::path& dir);
    void shutDown();

    // RegistryEvents
    void onAllConnected() override { m_steps.begin(); }
    void onDynamoMessage(const std::string& dynamo, const nlohmann::json& message) override {
        m_steps.onMessage(dynamo, message);
    }
    void onRunBroken(const std::string& error) override { fail(error); }
    void onDynamoLost(const std::string& dynamo, const std::string& reason) override {
        m_steps.onDynamoLost(dynamo, reason);
    }
    void onWaitingHeartbeat() override {
        if (m_stopRequested) stopNow("stopped by request");
    }

    // RunControl
    void fail(const std::string& error) override;
    void stopNow(const std::string& why) override;
    void keepError(const std::string& error) override {
        if (m_error.empty()) m_error = error;
    }
    void writeStatus(const std::string& status) override { m_recorder.writeStatus(status, m_error); }
    void endRun(int result) override;

    SessionOptions m_options;
    SessionObserver m_silent;
    SessionObserver* m_observer;
    model::Plan m_plan;  // the run's plan; empty between runs
    bool m_running = false;  // from beginRun to endRun
    int m_result = -1;
    std::atomic<bool> m_stopRequested{false};

    boost::asio::io_context m_io;
    std::thread m_thread;
    std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> m_work;
    DynamoRegistry m_registry;
    StepDriver m_steps;
};

}  // namespace iometry::session
