#pragma once
// The dynamo's worker engines behind one interface (docs/protocol.md, `configure`), in
// the spirit of fio's ioengine_ops: the step runner (step_runner.hpp) drives every kind the
// same way and learns from the registry which kinds exist and whether a kind has a partner
// end.
//
//   build (factory, from one worker entry of `configure`)
//   -> prepare()        holder of a pair: open the listener, report its port;
//                       a kind without a partner (disk): create its file
//   -> connect(port)    partner end only: reach the holder (may block; the step runner
//                       calls it off the control loop, all partners at once)
//   -> start(gate)      create the threads; each sets up, then waits at the StartGate
//                       until the step runner opens it with the step's end
//                       (start_gate.hpp)
//   -> takeDelta(), takeErrors()   by the sampler, every interval
//   -> stop()           at once; joins every thread the worker started

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/kinds/worker_kind.hpp"
#include "workers/start_gate.hpp"
#include "workers/worker_counters.hpp"

namespace iometry::workers {

class Worker {
public:
    virtual ~Worker() = default;

    /** The worker's id in the plan (the key of its port in `ready`/`connect`). */
    virtual int id() const = 0;
    /** True for the partner end of a pair: it connects, the holder listens. */
    virtual bool isPartner() const = 0;
    /** The local address its traffic uses, to find the interface to watch; may be empty. */
    virtual std::string localAddress() const = 0;

    /**
     * Before traffic. A holder of a pair opens its listener and sets @p port; a kind with
     * no partner prepares its target and leaves @p port unset. False with @p error set on
     * failure.
     */
    virtual bool prepare(std::optional<std::uint16_t>& port, std::string& error) = 0;
    /** Bytes done of all, from a prepare() that takes long (a disk worker's fill). */
    using PrepareProgress = std::function<void(std::uint64_t done, std::uint64_t total)>;
    /**
     * prepare() for the step runner, which calls it off its control loop: a kind whose
     * preparation takes long reports @p progress and gives up when @p cancel turns true.
     */
    virtual bool prepare(std::optional<std::uint16_t>& port, const PrepareProgress& progress,
                         const std::atomic<bool>& cancel, std::string& error) {
        (void)progress;
        (void)cancel;
        return prepare(port, error);
    }
    /**
     * Partner end: reaches the holder at @p port. Blocks until it is connected, @p deadline
     * passes or @p cancel turns true (checked at least every 50 ms). Called off the control
     * loop, every partner of a step at once.
     */
    virtual bool connect(std::uint16_t port, std::chrono::steady_clock::time_point deadline,
                         const std::atomic<bool>& cancel, std::string& error) = 0;
    /**
     * Creates the worker's threads: calls @p gate->expect() with their number first, and
     * each thread arrives at the gate (or leaves it, if it fails before its traffic). The
     * traffic starts when the step runner opens the gate and stops by itself at the end
     * it gives.
     */
    virtual void start(std::shared_ptr<StartGate> gate) = 0;
    /** Stops at once (abort, dead-man), releases the gate, joins every thread. Idempotent. */
    virtual void stop() = 0;
    /** True once all traffic has ended. */
    virtual bool finished() const = 0;
    /** Counters and latencies since the previous call (sampler thread only). */
    virtual WorkerDelta takeDelta() = 0;
    /** Errors since the previous call, as messages. */
    virtual std::vector<std::string> takeErrors() = 0;
    /** What prepare() learned that the results record (a disk's engine and span); null if nothing. */
    virtual nlohmann::json facts() const { return nullptr; }
    /** A fault that fails the run (a verify mismatch), saying where; nullopt while there is none. */
    virtual std::optional<std::string> failure() const { return std::nullopt; }
};

/**
 * The engine of one kind: the kind's descriptor in the plan model (its name, whether it
 * has a partner end: engine/kinds/worker_kind.hpp) and how to build its workers.
 */
struct WorkerEngine {
    const model::WorkerKind* kind = nullptr;
    /**
     * Builds a worker from one `configure` entry, which the engine has read (the kind's
     * keys by the kind: engine/plan/configure_entry.hpp), or returns null with @p error set.
     */
    std::function<std::unique_ptr<Worker>(model::ConfiguredWorker worker, std::string& error)>
        build;
    /** The variants it runs besides the default (WorkerKind::variant): udp's "raw". */
    std::vector<std::string> variants = {};

    std::string name() const { return kind->name(); }
};

/** The kinds this dynamo has, keyed by `kind`. */
class WorkerRegistry {
public:
    /** The registry with every engine compiled into this dynamo (builtin_workers.cpp), to
     *  which tests may add. */
    static WorkerRegistry& instance();
    static const WorkerRegistry& builtIn() { return instance(); }

    void add(WorkerEngine engine);
    /** The kind, or null when this dynamo has no such engine. */
    const WorkerEngine* find(const std::string& kind) const;
    /** Names of every kind, for `hello`'s "engines". */
    std::vector<std::string> kinds() const;
    /** Each kind's variants, for `hello`'s "engine_variants": {kind: [variant, ...]}. */
    nlohmann::json variants() const;

    /**
     * Builds a worker from a `configure` entry; null with @p error naming the worker (and
     * the kind, when this dynamo lacks it) otherwise.
     */
    std::unique_ptr<Worker> build(const nlohmann::json& entry, std::string& name,
                                  std::string& error) const;

private:
    std::vector<WorkerEngine> m_engines;
};

/** Adds the engines built into the dynamo (workers/builtin_workers.cpp). */
void addBuiltInWorkers(WorkerRegistry& registry);

}  // namespace iometry::workers
