#pragma once
/**
 * @file
 * @brief A kind of worker, described once (docs/architecture.md, "Worker kinds and
 *        methods"): its settings type and their table (KindParam: what the reader
 *        reads and checks, the writer writes and the workbench edits), whether it has a
 *        partner end, its keys of a `configure` entry and of bench.json, and what the
 *        engine asks of it instead of its name (an offered rate, datagram statistics, a
 *        storage target). Each kind fills in a WorkerKind and registers it; the plan
 *        reader, the Session, the aggregation and the results writers ask the registry and
 *        never name a kind.
 *
 * As fio's engines fill in `struct ioengine_ops`: a new kind is a folder under
 * engine/kinds/ and one line in builtin_kinds.cpp (plus its engine in the dynamo).
 */

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/document/text.hpp"
#include "engine/model/json_reader.hpp"
#include "engine/model/plan.hpp"
#include "engine/model/setting.hpp"

namespace iometry::model {

/**
 * @brief The values a parameter takes in a plan's steps beside its sweep axes: what a
 *        method sets (a ramp's outstanding, a fine sweep's sizes), for the checks of the
 *        kinds that bound them.
 */
struct ParamUse {
    SweepParam param = SweepParam::Size;
    std::vector<std::int64_t> values;
    std::string path;  ///< where a problem points, e.g. `procedure.end`
    std::string by;    ///< who sets them, for messages: "a ramp"
};

/** @brief One key of a worker object that a kind reads: a setting of its settings table. */
using KindParam = SettingOf<KindSettings>;

/** @brief @p p with get and set bound to @p member of the kind's settings type @p S (bindField). */
template <typename S, typename T>
    requires std::derived_from<S, KindSettings>
KindParam field(KindParam p, T S::*member, bool omitZero = false) {
    return bindField<KindSettings>(std::move(p), member, omitZero);
}

/** @brief What the checks of a kind see of the plan being read. */
struct PlanContext {
    const Plan& plan;
    /** The method's own parameter values (not the sweep's: those are plan.sweep). */
    std::vector<ParamUse> methodUses;
    /** The method (procedure kind) by name, for messages: "udp_ramp". */
    std::string method;
    /** True when the method offers rates to the workers that take one (udp_ramp, rate_search). */
    bool offersRates = false;
};

/** @brief What building `configure` entries gives a kind: numbers unique within the run. */
struct ConfigureContext {
    std::uint64_t generation = 0;
    /** A number no other entry of this run had. */
    std::uint64_t nextGeneration() { return ++generation; }
};

/** @brief A worker's target as IOmeter's results file names it (docs/metrics.md, "iometer.csv"). */
/**
 * @brief One worker end as a step's `configure` message gives it to its dynamo
 *        (docs/protocol.md, "A step"): the keys every entry has, then the kind's own, read
 *        by the kind with the limits of a plan (engine/plan/configure_entry.hpp).
 */
struct ConfiguredWorker {
    int id = 0;                     ///< the worker's number in the step
    std::string name;
    const WorkerKind* kind = nullptr;
    bool partner = false;           ///< the partner end of a pair (role "partner"), else the holder
    std::string localAddress;       ///< a pair's: this end's address
    std::string remoteAddress;      ///< a pair's: the other end's address
    std::string cookie;             ///< proves a data connection or datagram belongs to this run
    int outstanding = 1;
    AccessSpec spec;
    std::uint64_t seed = 1;
    std::optional<int> cpu;
    /** Round trips of the step, 0 when bounded by time alone (a latency run's `count`): the
        requester makes this many, the responder answers this many. */
    std::uint64_t count = 0;
    /** Its requests on a schedule (`rate_per_s`, `arrivals`); none for a closed loop. The end
        that makes the requests keeps it, the other answers as they come. */
    std::optional<Pacing> pacing;
    /** An end of a probe (docs/plan-format.md, "Probes"; `probe` in docs/protocol.md): its
        lanes keep the normal priority (docs/architecture.md, "Threads and priorities"). */
    bool probe = false;
    /** A number no other entry of the run had (a disk worker marks verified blocks with it). */
    std::uint64_t generation = 1;
    /** The kind's own keys, as in a plan (a pair's ends are the addresses above). */
    PolyValue<KindSettings> settings;

    template <typename Settings>
    const Settings& settingsOf() const { return static_cast<const Settings&>(*settings); }
};

struct IometerTarget {
    std::string type;         ///< DISK or NETWORK
    std::string name;         ///< the disk's path, or the network path between the ends
    std::string startSector;  ///< in 512-byte sectors; empty for a network target
    std::string maxSize;      ///< in 512-byte sectors; empty for a network target
};

class WorkerKind {
public:
    using Json = nlohmann::ordered_json;

    virtual ~WorkerKind() = default;

    /** `kind` in plans and `configure`, and the name of the dynamo's engine for it. */
    virtual std::string name() const = 0;
    /** True when a worker of this kind is one end of a pair: its settings have PairEnds. */
    virtual bool hasPartnerEnd() const = 0;
    /** A new worker's settings, every key at its default. */
    virtual PolyValue<KindSettings> makeSettings() const = 0;
    /**
     * Its settings table: its keys of a worker object in the order they are read and
     * written, each with its type, range, unit and one-line help
     * (QT_TRANSLATE_NOOP("KindSetting", …)); docs/plan-format.md ("Workers") lists them.
     */
    virtual std::vector<KindParam> params() const { return {}; }
    /** @brief The setting of this kind called @p key (`path`, `peer.address`), or none. */
    std::optional<KindParam> param(std::string_view key) const {
        for (KindParam& p : params())
            if (p.key == key) return std::move(p);
        return std::nullopt;
    }
    /** Its keys of a worker object, so that a worker of a wrong kind has no unknown keys. */
    virtual std::vector<std::string> keys() const { return topKeys(params()); }
    /** Reads its keys of a worker object into @p settings (made by makeSettings()). */
    virtual void read(ObjectReader& reader, KindSettings& settings) const;
    /** Writes its keys (defaults filled in) into @p worker, after `kind`. */
    virtual void write(const KindSettings& settings, Json& worker) const;
    /**
     * The problems read() would find in @p settings of a plan in memory, at @p path
     * (`workers[2]`); @p valid (new settings) gets what read() would have read.
     */
    void checkSettings(const KindSettings& settings, const std::string& path, Problems& problems,
                       KindSettings& valid) const;
    /** Checks of its workers against the whole plan, once every part of it is read. */
    virtual void check(const PlanContext& context, Problems& problems) const {
        (void)context;
        (void)problems;
    }
    /**
     * Its keys of the holder's `configure` entry (docs/protocol.md); the partner copies
     * them. By default the keys it writes into a plan, less a pair's ends (the entry's
     * `local` and `remote`).
     */
    virtual void configure(const WorkerDef& worker, ConfigureContext& context,
                           nlohmann::json& entry) const;
    /**
     * Reads its keys of a `configure` entry into @p worker (whose settings makeSettings()
     * made), with the limits of a plan: the dynamo's side of configure(). By default
     * read(), less a pair's ends.
     */
    virtual void readConfigure(ObjectReader& reader, ConfiguredWorker& worker) const;
    /** Its keys of the worker's entry in bench.json: what was asked, what the dynamo found. */
    virtual void describe(const WorkerDef& worker, const nlohmann::json& facts, Json& entry) const {
        (void)worker;
        (void)facts;
        (void)entry;
    }
    /**
     * The worker in the article's words (docs/report.md, "The article"): "a TCP connection
     * between 10.0.0.1 (dynamo A) and 10.0.0.2 (dynamo B)"; by default its target's name.
     */
    virtual article::Text articleText(const WorkerDef& worker) const;
    /** A short name of the worker's target, for the log: a path, or bind → peer. */
    virtual std::string targetName(const WorkerDef& worker) const;
    /** The worker's target in iometer.csv: by default the network path between the ends. */
    virtual IometerTarget iometerTarget(const WorkerDef& worker) const;

    /** True when its rate is offered by the plan (udp): a rate procedure steers it. */
    virtual bool takesOfferedRate() const { return false; }
    virtual double offeredRate(const KindSettings& settings) const {
        (void)settings;
        return 0;
    }
    virtual void setOfferedRate(KindSettings& settings, double mbit) const {
        (void)settings;
        (void)mbit;
    }
    /** True when each end counts datagrams: loss, reordering, jitter (docs/metrics.md). */
    virtual bool countsDatagrams() const { return false; }
    /**
     * The variant of the kind's engine @p worker needs of its dynamos, empty for the
     * default one: a dynamo that does not announce it in `hello` (`engine_variants`,
     * docs/protocol.md) is refused before any traffic, instead of running the default.
     */
    virtual std::string variant(const WorkerDef& worker) const {
        (void)worker;
        return {};
    }
    /**
     * The `features` (docs/protocol.md, "Handshake") @p worker's settings need of its
     * dynamo: the keys a dynamo that does not announce them would ignore (a disk worker's
     * `data_pattern`, `start_offset`). The manager refuses such a dynamo before any traffic.
     */
    virtual std::vector<std::string> features(const WorkerDef& worker) const {
        (void)worker;
        return {};
    }
    /** True for a storage target: its rate is operations/s, its latency times each I/O. */
    virtual bool isStorage() const { return false; }
    /**
     * True when its worker running @p spec makes requests that a schedule can pace
     * (`rate_per_s`, docs/plan-format.md "Workers"): each one issued, then completed, and
     * timed from when it was due (docs/metrics.md, "Paced requests").
     */
    virtual bool takesPacedRequests(const AccessSpec& spec) const {
        (void)spec;
        return false;
    }

protected:
    /**
     * Checks across its keys after every key is read (force only with block_device): what
     * read() and checkSettings() both ask, of the values that passed. It speaks through
     * @p reader's problem(), which names the key's path; it asks nothing else of it.
     */
    virtual void checkRead(ObjectReader& reader, const KindSettings& settings) const {
        (void)reader;
        (void)settings;
    }
};

/** @brief The kinds the engine knows, by name, in the order they were added. */
class WorkerKindRegistry {
public:
    /** The registry of the built-in kinds (builtin_kinds.cpp), to which tests may add. */
    static WorkerKindRegistry& instance();

    /** Adds @p kind (which must outlive the registry), replacing one of the same name. */
    void add(const WorkerKind& kind);
    /** The kind called @p name, or null. */
    const WorkerKind* find(std::string_view name) const;
    const std::vector<const WorkerKind*>& all() const { return m_kinds; }
    /**
     * The names of the kinds that @p pick takes, for messages: "tcp, udp, disk" with
     * @p last ", ", "tcp or udp" with " or ".
     */
    template <typename Pick>
    std::string names(Pick pick, const std::string& last = ", ") const {
        std::vector<std::string> picked;
        for (const WorkerKind* k : m_kinds)
            if (pick(*k)) picked.push_back(k->name());
        return joinNames(picked, last);
    }
    std::string names() const {
        return names([](const WorkerKind&) { return true; });
    }

private:
    static std::string joinNames(const std::vector<std::string>& names, const std::string& last);
    std::vector<const WorkerKind*> m_kinds;
};

/** @brief The registry's kinds: WorkerKindRegistry::instance(). */
inline const WorkerKindRegistry& workerKinds() { return WorkerKindRegistry::instance(); }

/** @brief Adds the kinds built into the engine (engine/kinds/builtin_kinds.cpp). */
void addBuiltInKinds(WorkerKindRegistry& registry);

/**
 * @brief Why a worker of @p kind running @p spec cannot keep `rate_per_s`
 *        (docs/plan-format.md, "Workers"), or empty: it makes no requests to pace (a
 *        stream), or its spec pauses after bursts. The plan's check, a dynamo reading a
 *        `configure` entry and a method that paces the workers (load_latency) say the same.
 */
std::string pacingProblem(const WorkerKind& kind, const AccessSpec& spec);

/** @brief True when @p worker's kind takes an offered rate (a rate procedure steers it). */
inline bool takesOfferedRate(const WorkerDef& worker) {
    return worker.kind() && worker.kind()->takesOfferedRate();
}
/** @brief The rate offered to @p worker in Mbit/s; 0 for a kind that takes none. */
inline double offeredRate(const WorkerDef& worker) {
    return takesOfferedRate(worker) ? worker.kind()->offeredRate(*worker.settings) : 0;
}
/** @brief Offers @p mbit to @p worker when its kind takes a rate; false otherwise. */
inline bool setOfferedRate(WorkerDef& worker, double mbit) {
    if (!takesOfferedRate(worker)) return false;
    worker.kind()->setOfferedRate(*worker.settings, mbit);
    return true;
}

}  // namespace iometry::model
