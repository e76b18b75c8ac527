#pragma once
/**
 * @file
 * @brief The manager side of a run: engine::Session (docs/architecture.md, "A run"; docs/protocol.md).
 *
 * A Session listens for dynamos, spawns the local ones, authenticates every dynamo,
 * and runs plans: it walks the steps (configure → prepare → connect → start →
 * step_done) for every repeat, turns samples into metric rows, and writes the results
 * folder as it goes. The GUI and iometry-run are both thin clients of this class.
 *
 * Two ways to use it: run() does one whole run on the calling thread and says bye to
 * the dynamos at the end (iometry-run); open() starts a pool on a thread of its own
 * whose dynamos stay connected between runs started with startRun() (the GUI).
 */

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

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
    /** Results folder of run(); startRun() names its own. */
    std::filesystem::path resultsDir;
    /**
     * Where stock IOmeter dynamos log in (docs/iometer-files.md, "IOmeter's dynamos"): an
     * address the user names, never by default (their protocol has no authentication);
     * empty: nowhere.
     */
    std::string iometerListenHost;
    std::uint16_t iometerListenPort = 1066;
    /** The GUI's pool, which has no plan between runs: the IOmeter dynamos it lets in. A
     *  run lets in the IOmeter dynamos of its plan. */
    std::vector<std::string> iometerNames;
};

/** @brief A connected dynamo, as its hello described it. */
struct DynamoInfo {
    std::string name;
    bool spawned = false;  ///< started by this session
    std::string remote;    ///< address:port of its control connection
    nlohmann::json hello;  ///< host facts, interfaces (name, addresses, mtu, …), engines
};

/** @brief What a client hears while a run goes on (called on the Session's thread). */
struct SessionObserver {
    virtual ~SessionObserver() = default;
    virtual void onLog(const std::string& /*line*/) {}
    /** @brief Listening; dynamos that are not spawned may now connect. */
    virtual void onListening(const std::string& /*host*/, std::uint16_t /*port*/) {}
    virtual void onDynamoConnected(const DynamoInfo& /*dynamo*/) {}
    virtual void onDynamoLost(const std::string& /*name*/, const std::string& /*reason*/) {}
    /** @brief A run started with startRun() is over: 0 completed, 1 failed, 2 stopped. */
    virtual void onRunFinished(int /*result*/, const std::string& /*error*/) {}
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
    explicit Session(SessionOptions options, SessionObserver* observer = nullptr);
    ~Session();

    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    /**
     * @brief Runs the whole plan on the calling thread, into SessionOptions::resultsDir.
     * @return 0 when every step completed; 1 on failure (see error()); 2 when stopped.
     */
    int run(const model::Plan& plan);

    /** @brief Starts listening and the event loop on a thread of its own (the pool). */
    bool open(std::string& error);
    /** @brief Pool: starts a local dynamo now; it stays connected between runs. */
    void spawnLocal(const std::string& name);
    /** @brief Pool: starts a run; SessionObserver::onRunFinished tells when it is over. */
    void startRun(const model::Plan& plan, const std::filesystem::path& resultsDir);

    /** @brief Stops the run as soon as possible, keeping what was measured. Thread-safe. */
    void requestStop();

    /** @brief The connected dynamos. Thread-safe. */
    std::vector<DynamoInfo> dynamos() const;
    /** @brief The port dynamos connect to (after run() started listening or open()). */
    std::uint16_t port() const;

    /** @brief Why the last run failed or stopped (read after it is over). */
    const std::string& error() const;
    /** @brief Every summary row of the last run (read after it is over). */
    const std::vector<results::MetricRow>& summary() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace iometry::session
