#pragma once
/**
 * @file
 * @brief The manager side of a run: engine::Session (DESIGN §1, §4).
 *
 * A Session owns one run of a plan: it listens for dynamos, spawns the local ones,
 * authenticates every dynamo, walks the steps (configure → prepare → connect → start →
 * step_done) for every repeat, turns samples into metric rows, and writes the results
 * folder as it goes. The GUI and iometry-run are both thin clients of this class.
 */

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::session {

struct SessionOptions {
    /** Where dynamos connect; port 0 lets the kernel choose (fine for spawned dynamos). */
    std::string listenHost = "127.0.0.1";
    std::uint16_t listenPort = 0;
    /** Shared token; empty makes a fresh random one (only spawned dynamos can know it). */
    std::string token;
    /** The iometry-dynamo executable for `"spawn": true` dynamos. */
    std::string dynamoExecutable;
    std::filesystem::path resultsDir;
};

/** @brief What a client hears while a run goes on (called on the Session's thread). */
struct SessionObserver {
    virtual ~SessionObserver() = default;
    virtual void onLog(const std::string& /*line*/) {}
    /** @brief Listening; dynamos that are not spawned may now connect. */
    virtual void onListening(const std::string& /*host*/, std::uint16_t /*port*/) {}
    virtual void onStepStarted(int /*step*/, int /*steps*/, int /*repeat*/, int /*repeats*/,
                               const model::StepParams& /*params*/) {}
    /** @brief One interval: rows for all, each dynamo and each worker. */
    virtual void onInterval(const std::vector<results::MetricRow>& /*rows*/, double /*tS*/,
                            bool /*ramp*/) {}
    /** @brief A step's summary rows (scope all first); @p etaS estimates the time left. */
    virtual void onStepFinished(const std::vector<results::MetricRow>& /*rows*/, int /*done*/,
                                int /*total*/, double /*etaS*/) {}
};

class Session {
public:
    Session(model::Plan plan, SessionOptions options, SessionObserver* observer = nullptr);
    ~Session();

    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    /**
     * @brief Runs the whole plan on the calling thread.
     * @return 0 when every step completed; 1 on failure (see error()); 2 when stopped.
     */
    int run();

    /** @brief Stops the run as soon as possible, keeping what was measured. Thread-safe. */
    void requestStop();

    const std::string& error() const;
    /** @brief Every summary row written so far (after run() returns). */
    const std::vector<results::MetricRow>& summary() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace iometry::session
