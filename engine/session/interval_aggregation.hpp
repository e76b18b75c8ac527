#pragma once
/**
 * @file
 * @brief Interval aggregation: sample messages in, metric rows out (docs/metrics.md).
 *
 * Pure functions and value types, no I/O and no clock: the step driver parses every
 * `sample` message once (parseSample), adds it to the step's Accumulator and to the
 * interval it belongs to, and asks for rows when an interval or a step is complete.
 */

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/host_counters.hpp"
#include "engine/results/metrics.hpp"
#include "engine/stats/latencies.hpp"

namespace iometry::session {

/** @brief One worker end's entry of a sample (docs/protocol.md, "sample"). */
struct SampleEntry {
    int id = -1;
    bool partner = false;  ///< role "partner"; "holder" otherwise
    results::Counters counters;
    std::optional<stats::Latencies> latency;     ///< absent when the entry had none
    std::vector<results::Counters> connections;  ///< a stream's, each (empty: one)
};

/** @brief A `sample` message, parsed and checked once. */
struct ParsedSample {
    int step = -1;
    std::uint64_t seq = 0;
    double t = 0;
    double intervalS = 0;
    bool ramp = false;
    bool last = false;
    nlohmann::json host = nlohmann::json::object();  ///< the host block as sent
    std::vector<SampleEntry> workers;
};

/**
 * @brief Parses a `sample` message. Never throws.
 * @return the sample, or nullopt with @p error naming the field that is wrong.
 */
std::optional<ParsedSample> parseSample(const nlohmann::json& message, std::string& error);

/** @brief What the rows of a step need besides the samples. */
struct StepContext {
    const model::Step* step = nullptr;  ///< the step as it runs (workers, specs, index)
    std::string repeat = "1";           ///< "1", "2", …
    /** Host identity of each dynamo (from its hello); a dynamo not listed is a host of its own. */
    std::map<std::string, std::string> hostOf;
    /** Which part of the step (docs/metrics.md, "Latency under load"): "load", or the idle
     *  seconds around it, "idle_before" and "idle_after", when only the probes run. The
     *  probes' rows say it. */
    std::string phase = "load";
    /** Dynamos lost during the step (docs/plan-format.md, "on_dynamo_loss"): a worker with an
     *  end on one counts into `all` what it did over the others' window, not its rate. */
    std::set<std::string> lost{};
};

/** @brief True when the partner end, not the holder, times @p worker's requests. */
bool latencyAtPartner(const model::Step& step, std::size_t worker);

/** @brief Rows and, beside each, the latency histograms it was computed from. */
struct StepRows {
    std::vector<results::MetricRow> rows;  ///< all first, then dynamos, then workers
    std::vector<stats::Latencies> latency;
    /** Scope `connection`: each connection of a stream of several (connections.csv). */
    std::vector<results::MetricRow> connections;
    /** Each dynamo's cores over the time added, by dynamo name, core 0 first: what a
     *  verdict reads (docs/metrics.md, "What limited it"). */
    std::map<std::string, std::vector<results::CpuShares>> cores;
};

/** @brief Sums of samples (an interval's or a whole step's), by worker end and by dynamo. */
class Accumulator {
public:
    explicit Accumulator(std::size_t workers);

    /** @brief Adds one dynamo's sample; entries naming no worker of the step are ignored. */
    void add(const std::string& dynamo, const ParsedSample& sample, const model::Step& step);

    /** @brief Whether rows() copies out the histograms beside the rows (StepRows::latency). */
    enum class Histograms { Keep, Drop };
    /** @brief The all, dynamo and worker rows of what was added; with Histograms::Drop
     *  (an interval's rows, drawn and written, never merged) no StepRows::latency. */
    StepRows rows(const StepContext& context, Histograms histograms = Histograms::Keep) const;

private:
    struct End {
        results::Counters counters;
        std::vector<results::Counters> connections;
        double seconds = 0;
    };
    struct Worker {
        End holder, partner;
        std::optional<stats::Latencies> latency;  ///< from the end that times
    };
    struct Nic {
        double rxBytes = 0, txBytes = 0, rxPackets = 0, txPackets = 0, seconds = 0;
        std::uint64_t drops = 0;
    };
    struct Dynamo {
        results::CpuAverage cpu;
        std::vector<results::CpuAverage> cores;  ///< each core of its host
        double seconds = 0;
        std::map<std::string, Nic> nics;  ///< by interface name
    };
    std::vector<Worker> m_workers;
    std::map<std::string, Dynamo> m_dynamos;
};

/**
 * @brief Every row of one interval: all, dynamo and worker rows, then one row of scope
 *        `core` per CPU of each dynamo's host (docs/metrics.md, "Host"); the same cores by
 *        dynamo in @p cores, when given (StepRows::cores, for a verdict).
 */
std::vector<results::MetricRow> intervalRows(
    const StepContext& context, const std::map<std::string, ParsedSample>& samples,
    std::map<std::string, std::vector<results::CpuShares>>* cores = nullptr);

/**
 * @brief The `agg` rows of a step's repeats (rows matched by scope and name).
 *
 * Throughput and CPU columns are combined column by column (mean, median) or taken from
 * the best repeat; the latency columns of mean and median come from the merged
 * histograms of the repeats, never from averaged percentiles.
 */
std::vector<results::MetricRow> aggregateRepeats(const std::vector<StepRows>& repeats,
                                                 model::Aggregate how);

}  // namespace iometry::session
