#pragma once
// Runs the two ends of one network worker (a holder and its partner) through the Worker
// interface, as an agent would: prepare, connect, start at one gate, open it for a step
// of some seconds, take the counters, stop. Shared by the UDP and TCP worker tests.

#include <QtTest>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "workers/worker.hpp"

namespace iometry::test {

using nlohmann::json;
using workers::StartGate;
using workers::Worker;
using workers::WorkerDelta;
using workers::WorkerRegistry;
using Clock = std::chrono::steady_clock;

inline std::unique_ptr<Worker> build(const json& entry) {
    std::string name, error;
    auto w = WorkerRegistry::builtIn().build(entry, name, error);
    if (!w) qWarning("%s", error.c_str());
    return w;
}

/**
 * One end of a udp stream on 127.0.0.1 as `configure` gives it: one line of @p size bytes,
 * @p read % of them read, the pair offering @p rateMbit.
 */
inline json udpEntry(const char* role, int read, double rateMbit, std::uint64_t size,
                     const std::string& cookie) {
    return {{"name", "u"},
            {"kind", "udp"},
            {"id", 0},
            {"role", role},
            {"local", "127.0.0.1"},
            {"remote", "127.0.0.1"},
            {"cookie", cookie},
            {"outstanding", 1},
            {"seed", 11},
            {"rate_mbit", rateMbit},
            {"spec", {{"name", "s"}, {"lines", json::array({{{"size", size}, {"read", read}}})}}}};
}

struct PairRun {
    WorkerDelta holder, partner;
    std::vector<std::string> holderErrors, partnerErrors;
};

/**
 * Runs a holder and a partner for @p seconds; @p meanwhile(port) runs after the
 * partner said hello, before the traffic starts.
 */
inline PairRun runPair(const json& holderEntry, const json& partnerEntry, double seconds,
                const std::function<void(std::uint16_t)>& beforeHello = {}) {
    PairRun out;
    auto holder = build(holderEntry);
    auto partner = build(partnerEntry);
    if (!holder || !partner) return out;
    std::optional<std::uint16_t> port;
    std::string error;
    if (!holder->prepare(port, error) || !port) {
        qWarning("prepare: %s", error.c_str());
        return out;
    }
    if (beforeHello) beforeHello(*port);
    std::atomic<bool> cancel{false};
    if (!partner->connect(*port, Clock::now() + std::chrono::seconds(2), cancel, error)) {
        qWarning("connect: %s", error.c_str());
        return out;
    }
    auto gate = std::make_shared<StartGate>();
    holder->start(gate);
    partner->start(gate);
    gate->waitForAll(Clock::now() + std::chrono::seconds(5));
    const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(seconds));
    gate->open(end);
    while (Clock::now() < end + std::chrono::milliseconds(500) &&
           !(holder->finished() && partner->finished()))
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    out.holder = holder->takeDelta();
    out.partner = partner->takeDelta();
    holder->stop();
    partner->stop();
    out.holderErrors = holder->takeErrors();
    out.partnerErrors = partner->takeErrors();
    return out;
}

}  // namespace iometry::test
