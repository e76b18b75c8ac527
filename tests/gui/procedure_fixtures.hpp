#pragma once
// procedure.json of each network method as the engine's own writer gives it: the method's
// step source (engine/methods/<method>/) driven with rows of known values, as the step
// driver drives it, and its result() taken. The report tests read these, never a
// hand-written copy of the format.

#include <QByteArray>
#include <QtTest>
#include <functional>
#include <string>
#include <vector>

#include "engine/methods/method.hpp"
#include "engine/methods/rate_search/rate_search_source.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/model/step_source.hpp"
#include "engine/stats/histogram.hpp"
#include "tests/support/step_driving.hpp"

namespace fixtures {

using iometry::model::Step;
using iometry::model::StepRecord;
using iometry::results::MetricRow;
using iometry::stats::LatencyHistogram;

/** A loopback plan of one worker of @p kind on spec @p spec, with @p procedure. */
inline std::string methodPlan(const std::string& kind, const std::string& spec, const std::string& procedure) {
    return R"({"format": "iometry.plan/1", "name": "Method plan", "run_s": 1,
      "dynamos": [{"name": "A", "spawn": true}],
      "specs": [{"name": "s", "lines": [)" + spec + R"(]}],
      "workers": [{"name": "w", "dynamo": "A", "kind": ")" + kind + R"(", "bind": "127.0.0.1",
                   "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "s"}],
      "procedure": )" + procedure + "}";
}

/**
 * Runs the plan @p planText's method: every step it asks for gets the `all` row
 * @p rowFor(step) (and, for a source that reads them, the round trips @p latencyFor(step)).
 */
inline QByteArray drive(const std::string& planText, const std::function<MetricRow(const Step&)>& rowFor,
                        const std::function<LatencyHistogram(const Step&)>& latencyFor = {}) {
    const auto parsed = iometry::model::parsePlanText(planText);
    if (!parsed.ok()) {
        for (const auto& p : parsed.problems) qWarning("%s", p.toString().c_str());
        return {};
    }
    auto source = iometry::model::makeStepSource(*parsed.plan);
    std::vector<StepRecord> finished;
    while (auto step = source->next(finished)) {
        MetricRow row = rowFor(*step);
        row.scope = "all";
        row.name = "all";
        StepRecord record{*step, {row}, false};
        if (source->needsLatency() && latencyFor) record.latency = latencyFor(*step);
        finished.push_back(std::move(record));
        if (finished.size() > 1000) break;  // a source that never ends fails its test
    }
    return QByteArray::fromStdString(source->result().dump());
}

/** A UDP ramp 50 → 150 Mbit/s in steps of 50 whose path holds 97.2 Mbit/s. */
inline QByteArray udpRamp() {
    const double achieved[] = {49.9, 97.2, 97.1}, sent[] = {50.0, 99.9, 149.8}, loss[] = {0, 2.7, 35.2},
                 jitter[] = {3.5, 12.25, 20};
    const std::uint64_t datagrams[] = {8490, 16980, 25470}, lost[] = {0, 458, 8965};
    return drive(methodPlan("udp", R"({"size": 1472, "read": 0})",
                            R"({"kind": "udp_ramp", "from_mbit": 50, "to_mbit": 150, "step_mbit": 50,
                                "size": 1472, "trial_s": 2})"),
                 [&](const Step& s) {
                     MetricRow r;
                     const auto i = static_cast<std::size_t>(s.index);
                     r.udp = true;
                     r.mbitPerS = achieved[i];
                     r.sentMbitPerS = sent[i];
                     r.lossPct = loss[i];
                     r.datagrams = datagrams[i];
                     r.lostDatagrams = lost[i];
                     r.jitterUs = jitter[i];
                     return r;
                 });
}

/** The line rate % the step offers its frames. */
inline double offeredPct(const Step& s, double linkMbit) {
    const auto payload = static_cast<std::int64_t>(*s.params.size);
    const double lineMbit = iometry::model::lineRatePps(linkMbit, payload + iometry::model::kFrameOverhead) *
                            static_cast<double>(payload) * 8 / 1e6;
    return *s.params.rateMbit / lineMbit * 100;
}

/**
 * A zero-loss search on a 1000 Mbit/s link: 64-byte frames the sender never keeps up with;
 * 1518-byte frames lost above 50 % of line rate.
 */
inline QByteArray rateSearch() {
    return drive(methodPlan("udp", R"({"size": 1472, "read": 0})",
                            R"({"kind": "rate_search", "frame_sizes": [64, 1518], "link_mbit": 1000})"),
                 [](const Step& s) {
                     MetricRow r;
                     r.udp = true;
                     r.datagrams = 1000;
                     const double offered = *s.params.rateMbit;
                     if (*s.params.size == 18) {
                         r.sentMbitPerS = offered / 2;  // the sender falls short
                     } else {
                         r.sentMbitPerS = offered;
                         r.lossPct = offeredPct(s, 1000) > 50 ? 30 : 0;
                     }
                     r.lostDatagrams = r.lossPct > 0 ? 300 : 0;
                     r.mbitPerS = r.sentMbitPerS * (1 - r.lossPct / 100);
                     return r;
                 });
}

/** A fine sweep of 16, 32 and 64 bytes whose 32 drops to half its neighbours. */
inline QByteArray fineSweep() {
    return drive(methodPlan("tcp", R"({"size": 16, "reply": 16, "read": 0})",
                            R"({"kind": "fine_sweep", "from": 16, "to": 64, "perturbation": 0})"),
                 [](const Step& s) {
                     MetricRow r;
                     const std::uint64_t size = *s.params.size;
                     r.mbitPerS = size == 32 ? 5 : size == 16 ? 10 : 40;
                     r.transactionsPerS = r.mbitPerS * 1e6 / 8 / static_cast<double>(size);
                     r.latMeanUs = size == 32 ? 51.2 : 12.8;
                     r.latP50Us = r.latMeanUs - 1;
                     r.latP99Us = r.latMeanUs + 10;
                     return r;
                 });
}

/**
 * An adapter delay at 32 and 1032 bytes on a 1000 Mbit/s link: 20 and 40 µs to the peer,
 * 10 µs over loopback.
 */
inline QByteArray adapterDelay() {
    return drive(methodPlan("udp", R"({"size": 32, "reply": 32, "read": 0})",
                            R"({"kind": "adapter_delay", "sizes": [32, 1032], "link_mbps": 1000})"),
                 [](const Step& s) {
                     MetricRow r;
                     const bool loopback = s.index % 2 == 1;
                     r.latMeanUs = loopback ? 10 : *s.params.size == 32 ? 20 : 40;
                     r.latP50Us = r.latMeanUs;
                     r.transactionsPerS = 1e6 / r.latMeanUs;
                     return r;
                 });
}

/** The round trips of the latency fixture's 64-byte step: 10 µs … 60 µs. */
inline LatencyHistogram latencyTrips() {
    LatencyHistogram h;
    for (int i = 0; i < 50; ++i) h.record(10'000);
    for (int i = 0; i < 47; ++i) h.record(19'000);
    for (int i = 0; i < 2; ++i) h.record(40'000);
    h.record(60'000);
    return h;
}

/** Latency at 64 and 1024 bytes; the second size timed no round trip. */
inline QByteArray latency() {
    return drive(methodPlan("tcp", R"({"size": 64, "reply": 64, "read": 0})",
                            R"({"kind": "latency", "sizes": [64, 1024], "outstanding": 1, "trial_s": 1})"),
                 [](const Step& s) {
                     MetricRow r;
                     r.transactionsPerS = s.index == 0 ? 50000 : 0;
                     return r;
                 },
                 [](const Step& s) { return s.index == 0 ? latencyTrips() : LatencyHistogram(); });
}

/**
 * A load–latency curve of a TCP request/response that does 20000/s closed loop: 0.1, 0.5
 * and 0.9 of it offered; each level achieved 99 % of what came due, its median 20, 25 and
 * 60 µs, p99 five times that (the knee at 0.9: 300 > 2 × 100).
 */
inline QByteArray loadLatency() {
    return drive(methodPlan("tcp", R"({"size": 64, "reply": 64, "read": 0})",
                            R"({"kind": "load_latency", "fractions": [0.1, 0.5, 0.9], "trial_s": 2})"),
                 [](const Step& s) {
                     MetricRow r;
                     const double p50[] = {15, 20, 25, 60};
                     iometry::testing::cannedLoadRow(r, s, p50[s.index], {1.5, 2, 5, 8, 10});
                     r.transactionsPerS = r.paced ? r.offeredPerS * 0.99 : 20000;
                     return r;
                 });
}

}  // namespace fixtures
