/**
 * @file
 * @brief libFuzzer target: reading a dynamo's `sample` message (docs/protocol.md, "sample").
 *
 * The input is the JSON body of a sample message. The pieces of a sample are read by the
 * engine's own parsers — results::Counters::fromJson (per worker), stats::LatencyHistogram::
 * fromJson (per worker's `latency`) and results::CpuAverage::add (the `host` object, and
 * each of `host.cores`) — and turned into a metric row as the Session does. Checked:
 * nothing throws or crashes; a histogram either parses or says why; what parses survives
 * its toJson() round trip; percentiles are ordered and within [min, max].
 *
 * The envelope (step, seq, interval_s, ramp, workers[]) is read here by readSample(),
 * defensively. When the engine has its own sample parser (a parseSample() in
 * engine/results or engine/session), replace the one line marked SWITCH below by a call
 * to it and keep the checks on what it returns.
 */

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/results/metrics.hpp"
#include "engine/stats/histogram.hpp"

using nlohmann::json;
namespace results = iometry::results;
namespace stats = iometry::stats;

namespace {

void check(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "sample parser invariant violated: %s\n", what);
        std::abort();
    }
}

struct WorkerSample {
    std::int64_t id = -1;
    std::string role;
    results::Counters counters;
    std::optional<stats::LatencyHistogram> latency;
    std::string latencyError;
};

struct Sample {
    std::int64_t step = -1;
    std::uint64_t seq = 0;
    double intervalS = 0;
    bool ramp = false;
    std::vector<WorkerSample> workers;
    results::CpuAverage cpu;
    std::vector<results::CpuAverage> cores;
};

template <typename T>
T field(const json& j, const char* key, T fallback) {
    auto it = j.find(key);
    if (it == j.end()) return fallback;
    if constexpr (std::is_same_v<T, bool>) {
        return it->is_boolean() ? it->template get<bool>() : fallback;
    } else if constexpr (std::is_same_v<T, std::string>) {
        return it->is_string() ? it->template get<std::string>() : fallback;
    } else if constexpr (std::is_floating_point_v<T>) {
        return it->is_number() ? it->template get<T>() : fallback;
    } else {
        return it->is_number_integer() ? it->template get<T>() : fallback;
    }
}

Sample readSample(const json& message) {
    Sample s;
    if (!message.is_object()) return s;
    s.step = field<std::int64_t>(message, "step", -1);
    s.seq = field<std::uint64_t>(message, "seq", 0);
    s.intervalS = field<double>(message, "interval_s", 0.0);
    s.ramp = field<bool>(message, "ramp", false);
    if (auto workers = message.find("workers"); workers != message.end() && workers->is_array()) {
        for (const json& entry : *workers) {
            WorkerSample w;
            if (entry.is_object()) {
                w.id = field<std::int64_t>(entry, "id", -1);
                w.role = field<std::string>(entry, "role", "");
                auto latency = entry.find("latency");
                w.latency = stats::LatencyHistogram::fromJson(
                    latency != entry.end() ? *latency : json(), &w.latencyError);
            } else {
                w.latency = stats::LatencyHistogram::fromJson(entry, &w.latencyError);
            }
            w.counters = results::Counters::fromJson(entry);
            s.workers.push_back(std::move(w));
        }
    }
    if (auto host = message.find("host"); host != message.end()) {
        s.cpu.add(*host, s.intervalS);
        if (host->is_object()) {
            if (auto cores = host->find("cores"); cores != host->end() && cores->is_array()) {
                for (const json& core : *cores) {
                    results::CpuAverage c;
                    c.add(json{{"cpu", core}}, 1.0);  // as the Session's per-core rows do
                    s.cores.push_back(c);
                }
            }
        }
    }
    return s;
}

void checkHistogram(const stats::LatencyHistogram& h) {
    const auto again = stats::LatencyHistogram::fromJson(h.toJson(), nullptr);
    check(again.has_value(), "toJson() of a parsed histogram parses again");
    check(*again == h, "histogram toJson() round trip is identical");
    if (h.count() == 0) return;
    const std::uint64_t p50 = h.percentile(50), p90 = h.percentile(90), p99 = h.percentile(99),
                        p999 = h.percentile(99.9);
    check(h.min() <= p50 && p50 <= p90 && p90 <= p99 && p99 <= p999 && p999 <= h.max(),
          "percentiles are ordered within [min, max]");
    check(h.percentile(0) == h.min() && h.percentile(100) == h.max(), "p0 is min, p100 is max");
    check(std::isfinite(h.mean()) && std::isfinite(h.stddev()), "mean and stddev are finite");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const json message = json::parse(data, data + size, nullptr, false);
    if (message.is_discarded()) return 0;

    const Sample sample = readSample(message);  // SWITCH: the engine's parseSample(message)

    results::Counters total;
    stats::LatencyHistogram latency;
    for (const WorkerSample& w : sample.workers) {
        check(results::Counters::fromJson(w.counters.toJson()).toJson() == w.counters.toJson(),
              "counters toJson() round trip is identical");
        total.add(w.counters);
        if (w.latency) {
            checkHistogram(*w.latency);
            latency.merge(*w.latency);
        } else {
            check(!w.latencyError.empty(), "a refused histogram says why");
        }
    }
    if (latency.count() > 0) checkHistogram(latency);

    // The row the Session builds from it, as CSV: must not trip a sanitizer.
    results::MetricRow row;
    row.setTraffic(total, latency, sample.intervalS);
    row.setHost(sample.cpu);
    (void)row.csvFields();
    (void)row.toJson().dump();
    for (const results::CpuAverage& core : sample.cores) {
        results::MetricRow coreRow;
        coreRow.setHost(core);
        (void)coreRow.csvFields();
    }
    return 0;
}
