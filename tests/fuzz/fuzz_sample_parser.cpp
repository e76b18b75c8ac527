/**
 * @file
 * @brief libFuzzer target: reading a dynamo's `sample` message (docs/protocol.md, "sample").
 *
 * The input is the JSON body of a sample message. It goes through the manager's own path:
 * session::parseSample (the envelope, every worker entry's counters and histogram, the
 * host block), then session::Accumulator and intervalRows for a step of three workers on
 * dynamos A, B and C, as the step driver does. Checked: nothing throws or crashes; a
 * refused sample says why; what parses survives its toJson() round trip; percentiles are
 * ordered and within [min, max]; the rows of what parsed can be written as CSV and JSON.
 */

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/fuzz/fuzz_check.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/results/metrics.hpp"
#include "engine/session/interval_aggregation.hpp"
#include "engine/stats/histogram.hpp"

using nlohmann::json;
namespace model = iometry::model;
namespace results = iometry::results;
namespace session = iometry::session;
namespace stats = iometry::stats;

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "sample parser", what);
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

/** Three TCP workers: A-B and A-C streams, B-C transactions, so every path is taken. */
model::Step makeStep() {
    model::Step step;
    step.index = 0;
    const char* ends[3][2] = {{"A", "B"}, {"A", "C"}, {"B", "C"}};
    for (int i = 0; i < 3; ++i) {
        model::WorkerDef w;
        w.name = "w" + std::to_string(i);
        w.dynamo = ends[i][0];
        model::TcpSettings tcp;
        tcp.ends.bind = "127.0.0.1";
        tcp.ends.peer.dynamo = ends[i][1];
        tcp.ends.peer.address = "127.0.0.1";
        w.settings = tcp;
        w.spec = i == 2 ? "rr" : "mixed";
        step.workers.push_back(w);
    }
    for (const char* name : {"mixed", "rr"}) {
        model::AccessSpec spec;
        spec.name = name;
        model::AccessLine line;
        line.size = 64;
        line.read = 50;
        line.reply = std::string(name) == "rr" ? 64 : 0;
        spec.lines.push_back(line);
        step.specs.push_back(spec);
    }
    return step;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const json message = json::parse(data, data + size, nullptr, false);
    if (message.is_discarded()) return 0;

    std::string error;
    const auto sample = session::parseSample(message, error);
    if (!sample) {
        check(!error.empty(), "a refused sample says why");
        return 0;
    }
    for (const session::SampleEntry& w : sample->workers) {
        std::string why;
        const auto again = results::Counters::fromJson(w.counters.toJson(), "worker", why);
        check(again && again->toJson() == w.counters.toJson(), "counters toJson() round trip is identical");
        if (w.latency) {
            for (const auto* h : {&w.latency->all, &w.latency->read, &w.latency->write}) checkHistogram(*h);
            check(w.latency->read.count() + w.latency->write.count() <= w.latency->all.count(),
                  "the directions are parts of the whole");
        }
    }

    // The rows the step driver makes of it: as if A, B and C each sent this sample.
    static const model::Step step = makeStep();
    session::StepContext context;
    context.step = &step;
    context.hostOf = {{"A", "h1"}, {"B", "h1"}, {"C", "h2"}};
    session::Accumulator accumulator(step.workers.size());
    std::map<std::string, session::ParsedSample> interval;
    for (const char* dynamo : {"A", "B", "C"}) {
        accumulator.add(dynamo, *sample, step);
        interval[dynamo] = *sample;
    }
    const session::StepRows rows = accumulator.rows(context);
    check(rows.rows.size() == rows.latency.size(), "a histogram beside every row");
    for (std::size_t i = 0; i < rows.rows.size(); ++i) {
        (void)rows.rows[i].csvFields();
        (void)rows.rows[i].toJson().dump();
        for (const auto* h : {&rows.latency[i].all, &rows.latency[i].read, &rows.latency[i].write})
            if (h->count() > 0) checkHistogram(*h);
    }
    for (const results::MetricRow& row : session::intervalRows(context, interval)) {
        (void)row.csvFields();
        (void)row.toJson().dump();
    }
    return 0;
}
