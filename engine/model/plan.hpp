#pragma once
/**
 * @file
 * @brief The test plan model, `iometry.plan/1` (docs/plan-format.md).
 *
 * Plain C++ value types: the JSON form is read by plan_json.hpp, which also validates it.
 * A Plan that exists has passed validation; code downstream may rely on its invariants
 * (names unique, references resolved, values within range).
 */

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/model/method_settings.hpp"
#include "engine/model/worker_settings.hpp"

namespace iometry::model {

inline constexpr const char* kPlanFormat = "iometry.plan/1";

/** @brief Smallest and largest request size the engines accept, in bytes. */
inline constexpr std::uint64_t kMinRequestSize = 1;
inline constexpr std::uint64_t kMaxRequestSize = 16ull * 1024 * 1024;
/** @brief The most requests (a stream: connections) a worker keeps in flight. */
inline constexpr std::int64_t kMaxOutstanding = 4096;

/** @brief The most requests of a burst and the longest pause after one, in ms
 *         (docs/plan-format.md, "Access specifications": `burst`, `delay_ms`). */
inline constexpr int kMaxBurst = 1000000;
inline constexpr int kMaxDelayMs = 60000;

/** @brief Bounds of a plan's timing (docs/plan-format.md, "Top level"): the longest `run_s`
 *         and `ramp_s` in seconds, the shortest and longest `sample_ms`. */
inline constexpr std::int64_t kMaxRunS = 86400;
inline constexpr std::int64_t kMaxRampS = 3600;
inline constexpr int kMinSampleMs = 100;
inline constexpr int kMaxSampleMs = 60000;
/** @brief The most repeats of a step, and the longest wait for dynamos in seconds. */
inline constexpr int kMaxRepeats = 1000;
inline constexpr std::int64_t kMaxWaitS = 3600;
/** @brief The longest idle phase around a step (`idle_s`). */
inline constexpr std::int64_t kMaxIdleS = 600;
/** @brief The fastest a probe may ask (`probe.rate_hz`): a probe measures, it is no load. */
inline constexpr std::int64_t kMaxProbeRateHz = 1000;

/** @brief Longest name of a dynamo or a worker (docs/plan-format.md, "General rules"). */
inline constexpr std::size_t kMaxNameLength = 64;

/**
 * @brief The name rule of dynamos and workers (docs/plan-format.md, "General rules"): 1 to
 *        kMaxNameLength characters, each an ASCII letter, a digit, a space, `_`, `-` or `.`.
 *        Uniqueness is the validator's to check (plan_json.hpp); a spec's name is any
 *        non-empty string.
 */
bool isValidName(std::string_view name);

/** @brief One character of a valid name: an ASCII letter, a digit, a space, `_`, `-` or `.`. */
bool isNameChar(char c);

/** @brief The rule above in words, for messages: "1–64 letters, digits, spaces or …". */
inline constexpr const char* kNameRule = "1–64 letters, digits, spaces or _ - . characters";

/** @brief The classic request-size list of the reviews: 64 B … 256 KiB, doubling. */
std::vector<std::uint64_t> classicSizes();

/** @brief One line of an access specification (IOmeter semantics). */
struct AccessLine {
    std::uint64_t size = 65536;  ///< bytes per request
    int share = 100;             ///< % of bursts that pick this line
    int read = 0;                ///< % of requests that are reads (receive, for network)
    int random = 0;              ///< % random offsets (disk)
    std::uint64_t align = 0;     ///< offset alignment in bytes (disk), 0 = request size
    std::uint64_t reply = 0;     ///< reply bytes per request, 0 = none (a transaction otherwise)
    int burst = 1;               ///< requests per burst
    int delayMs = 0;             ///< pause between bursts

    bool operator==(const AccessLine&) const = default;
};

/** @brief A named access specification: the lines' shares add up to 100. */
struct AccessSpec {
    std::string name;
    std::vector<AccessLine> lines;

    bool operator==(const AccessSpec&) const = default;
};

/**
 * @brief The protocol a dynamo speaks: Iometry's own (docs/protocol.md), or IOmeter 1.1's
 *        manager–dynamo protocol, a stock IOmeter `dynamo` that logs in to the manager
 *        (docs/iometer-files.md, "IOmeter's dynamos").
 */
enum class DynamoProtocol { Iometry, Iometer };

/** `protocol` as plans write it: "iometry", "iometer". */
const char* toString(DynamoProtocol protocol);

struct DynamoDef {
    std::string name;
    bool spawn = false;  ///< started on this machine by the manager
    DynamoProtocol protocol = DynamoProtocol::Iometry;

    bool iometer() const { return protocol == DynamoProtocol::Iometer; }

    bool operator==(const DynamoDef&) const = default;
};

/** @brief True when a line of @p spec has a reply: its requests are transactions. */
bool hasReplies(const AccessSpec& spec);

/** @brief The most requests per second a paced worker may be asked for (`rate_per_s`). */
inline constexpr double kMaxRatePerS = 10'000'000;

/**
 * @brief How a paced worker's requests come due (docs/plan-format.md, "Workers":
 *        `arrivals`): at even gaps, or at exponential gaps of the same mean.
 */
enum class Arrivals { Constant, Poisson };

/** `arrivals` as plans and `configure` write it: "constant", "poisson". */
const char* toString(Arrivals arrivals);
/** The arrivals called @p name, or none. */
std::optional<Arrivals> arrivalsNamed(std::string_view name);

/**
 * @brief Requests on a schedule, open loop (docs/metrics.md, "Paced requests"): request k
 *        is due at a time fixed in advance, and is timed from then.
 */
struct Pacing {
    double ratePerS = 1;  ///< requests per second, more than 0
    Arrivals arrivals = Arrivals::Constant;

    bool operator==(const Pacing&) const = default;
};

/**
 * @brief A probe (docs/plan-format.md, "Probes"): a worker that measures latency beside the
 *        load, one request at a time at its own rate, in every step and in the idle seconds
 *        around it; its operations are never part of the load's rows.
 */
struct ProbeDef {
    double rateHz = 10;  ///< requests (or I/Os) per second

    bool operator==(const ProbeDef&) const = default;
};

/**
 * @brief A worker and its single target. What every kind has is here; what a kind adds
 *        (tcp's socket controls, a disk's path, the ends of a pair) is its settings, read,
 *        checked and written by its descriptor (engine/kinds/worker_kind.hpp).
 */
struct WorkerDef {
    std::string name;
    std::string dynamo;
    /** The kind and its own keys; every worker of a plan that passed validation has them. */
    PolyValue<KindSettings> settings;
    int outstanding = 1;
    std::string spec;
    std::optional<int> cpu;  ///< pin the worker's threads to this CPU
    /** The phase it runs in (`sweep.phase`, docs/plan-format.md "Sweeps"): a step of phase p
     *  runs only the workers of phase p. 0 unless the plan has a phase axis. */
    int phase = 0;
    /** Set: the worker is a probe, not part of the load (docs/plan-format.md, "Probes"). */
    std::optional<ProbeDef> probe;
    /** `rate_per_s`: its requests on a schedule (open loop); none for a closed loop. */
    std::optional<double> ratePerS;
    /** `arrivals`: how the schedule spaces them; only with ratePerS. */
    Arrivals arrivals = Arrivals::Constant;

    /** Its schedule, when it is paced. */
    std::optional<Pacing> pacing() const {
        // A probe asks at its own rate, evenly (docs/plan-format.md, "Probes").
        if (probe) return Pacing{probe->rateHz, Arrivals::Constant};
        if (!ratePerS) return std::nullopt;
        return Pacing{*ratePerS, arrivals};
    }

    /** The kind's descriptor; null for a worker without settings. */
    const WorkerKind* kind() const { return settings ? &settings->kind() : nullptr; }
    /** `kind` as plans write it ("tcp"); empty for a worker without settings. */
    std::string kindName() const;
    /** The ends of the pair, for a kind with a partner end; null otherwise. */
    const PairEnds* ends() const { return settings ? settings->pairEnds() : nullptr; }
    PairEnds* ends() { return settings ? settings->pairEnds() : nullptr; }
    /** The kind's settings as @p T, or null when the worker is of another kind. */
    template <typename T>
    const T* as() const { return settings.as<T>(); }
    template <typename T>
    T* as() { return settings.as<T>(); }

    bool operator==(const WorkerDef&) const = default;
};

enum class Aggregate { Mean, Median, Best };

const char* toString(Aggregate aggregate);

/** @brief What a run does when a dynamo is lost (`on_dynamo_loss`, docs/plan-format.md). */
enum class OnDynamoLoss { Stop, Continue };

const char* toString(OnDynamoLoss onLoss);

/** @brief A linear or exponential range (IOmeter's cycling types). */
struct RangeAxis {
    std::int64_t start = 1;
    std::int64_t end = 1;
    std::int64_t step = 1;
    bool exponential = false;  ///< multiply by step instead of adding it

    std::vector<std::int64_t> values() const;
    bool operator==(const RangeAxis&) const = default;
};

/**
 * @brief Which parameter a sweep axis varies. Workers and Targets are IOmeter's worker
 *        and target cycling (docs/plan-format.md, "Sweeps"): they choose which workers run.
 *        Phase chooses them too: a step of phase p runs the workers whose `phase` is p (fio's
 *        stonewall groups, run one after another).
 */
enum class SweepParam { Size, Outstanding, Mtu, Workers, Targets, Phase };

const char* toString(SweepParam param);

struct SweepAxis {
    SweepParam param = SweepParam::Size;
    std::vector<std::int64_t> values;  ///< already expanded from a list or a range

    bool operator==(const SweepAxis&) const = default;
};

/** @brief The rate a procedure watches: a column of the step's `all` row. */
enum class RateMetric {
    Auto,              ///< transactions/s for request/response specs, IOPS for disks, else Mbit/s
    MbitPerS,          ///< `mbit_per_s`
    OpsPerS,           ///< `ops_per_s`
    TransactionsPerS,  ///< `transactions_per_s`
};

const char* toString(RateMetric metric);

/**
 * @brief A plan's `procedure`: how its steps are chosen (docs/plan-format.md,
 *        "Procedures"). The method and its keys are its settings, read, checked and written
 *        by the method's descriptor (engine/methods/method.hpp); none is a plain sweep.
 */
struct Procedure {
    PolyValue<MethodSettings> settings;

    /** The method's descriptor: the sweep's when the plan names no procedure. */
    const Method& method() const;
    /** `kind` as plans write it: "sweep", "udp_ramp", … */
    std::string name() const;
    /** The method's settings as @p T, or null when the plan runs another method. */
    template <typename T>
    const T* as() const { return settings.as<T>(); }
    template <typename T>
    T* as() { return settings.as<T>(); }

    bool operator==(const Procedure&) const = default;
};

struct Plan {
    std::string format = kPlanFormat;
    std::string name;
    std::string description;
    double runS = 10;
    double rampS = 0;
    int sampleMs = 1000;
    int repeats = 1;
    Aggregate aggregate = Aggregate::Mean;
    double waitS = 30;
    /** Seconds before and after each step when only the probes run (docs/plan-format.md,
     *  "Probes"); 0: none. */
    double idleS = 0;
    std::uint64_t seed = 1;
    /** A lost dynamo ends the run (stop), or the run goes on with the others (continue). */
    OnDynamoLoss onDynamoLoss = OnDynamoLoss::Stop;
    std::vector<DynamoDef> dynamos;
    std::vector<AccessSpec> specs;
    std::vector<WorkerDef> workers;
    std::vector<SweepAxis> sweep;  ///< in the order written; steps are their cross product
    Procedure procedure;           ///< a sweep unless the plan names another procedure

    const AccessSpec* findSpec(const std::string& name) const;
    const DynamoDef* findDynamo(const std::string& name) const;
    bool operator==(const Plan&) const = default;
};

/** @brief The values of every sweep axis for one step. */
struct StepParams {
    std::optional<std::uint64_t> size;
    std::optional<int> outstanding;
    std::optional<double> rateMbit;  ///< every udp worker's offered rate (a rate procedure)
    /** The requests per second offered to the step's workers together (`rate_per_s`, a
     *  load–latency level: docs/plan-format.md, "Load–latency curve"). */
    std::optional<double> ratePerS;
    std::optional<int> mtu;          ///< the MTU of every data-path interface (both ends)
    std::optional<int> workers;      ///< `sweep.workers`: each dynamo runs its first N workers
    std::optional<int> targets;      ///< `sweep.targets`: the plan's first N workers run
    std::optional<int> phase;        ///< `sweep.phase`: the workers of this phase run

    bool operator==(const StepParams&) const = default;
};

/** @brief One step of a plan: the sweep point and the workers as they run in it. */
struct Step {
    int index = 0;  ///< 0-based
    StepParams params;
    /** The workers that run in this step, in plan order: all of the plan's unless the step
     *  cycles workers or targets. A worker left out runs neither its holder nor its partner. */
    std::vector<WorkerDef> workers;
    std::vector<AccessSpec> specs;  ///< the plan's specs with the sweep's size applied
};

/** @brief Expands the sweep axes into steps (their cross product, in the order written). */
std::vector<Step> expandSteps(const Plan& plan);

/**
 * @brief How many steps expandSteps(@p plan) yields, without expanding them: the product
 *        of the axes' sizes (docs/plan-format.md, "Sweeps"), 1 without axes. An empty
 *        axis makes 0 steps, as in any cross product; the validator refuses one ("must
 *        not be empty"), so a valid plan always has a step. Saturates at UINT64_MAX.
 */
std::uint64_t sweepStepCount(const Plan& plan);

/** @brief The most workers any one dynamo of @p plan holds (its `workers[].dynamo`). */
int mostWorkersOnOneDynamo(const Plan& plan);

/**
 * @brief The largest value a cycling axis of @p plan may take (docs/plan-format.md,
 *        "Sweeps"): for `targets` the number of workers, for `workers` the most workers
 *        any one dynamo holds. 0 for the other axes, which do not cycle.
 */
int cycleLimit(const Plan& plan, SweepParam param);

/**
 * @brief The workers a step runs, in plan order (docs/plan-format.md, "Sweeps"): with
 *        @p workersPerDynamo each dynamo's first N, with @p targets the plan's first N,
 *        with @p phase those whose `phase` is that value.
 */
std::vector<WorkerDef> cycledWorkers(const std::vector<WorkerDef>& workers,
                                     std::optional<int> workersPerDynamo,
                                     std::optional<int> targets,
                                     std::optional<int> phase = std::nullopt);

/** @brief The largest `phase` a worker or `sweep.phase` may have. */
inline constexpr int kMaxPhase = 10000;

}  // namespace iometry::model
