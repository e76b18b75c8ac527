#include "engine/session/interval_aggregation.hpp"

#include "engine/analysis/verdict.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/json/json_fields.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/results/host_counters.hpp"

namespace iometry::session {
namespace {

using nlohmann::json;
using results::MetricRow;

int weightedRead(const model::AccessSpec* spec) {
    if (!spec) return 0;
    int read = 0;
    for (const auto& l : spec->lines) read += l.read * l.share;
    return read / 100;
}

const model::AccessSpec* specOf(const model::Step& step, const model::WorkerDef& w) {
    for (const auto& s : step.specs)
        if (s.name == w.spec) return &s;
    return nullptr;
}

/** Adds @p from's rates into @p into (for dynamo and all rows). */
/** @p row's rates as what it did over @p window seconds: a row of fewer seconds (a worker of a
 *  lost dynamo, whose data ended early) counts its operations and bytes over the whole window. */
MetricRow overWindow(MetricRow row, double window) {
    if (!(window > 0) || !(row.seconds > 0) || row.seconds >= window) return row;
    const double f = row.seconds / window;
    for (double* rate : {&row.opsPerS, &row.readOpsPerS, &row.writeOpsPerS, &row.transactionsPerS, &row.offeredPerS,
                         &row.mbitPerS, &row.mbPerS, &row.readMbitPerS, &row.writeMbitPerS, &row.sentMbitPerS})
        *rate *= f;
    row.seconds = window;
    return row;
}

void addRates(MetricRow& into, const MetricRow& from) {
    into.opsPerS += from.opsPerS;
    into.readOpsPerS += from.readOpsPerS;
    into.writeOpsPerS += from.writeOpsPerS;
    into.transactionsPerS += from.transactionsPerS;
    into.offeredPerS += from.offeredPerS;
    into.paced = into.paced || from.paced;
    into.mbitPerS += from.mbitPerS;
    into.mbPerS += from.mbPerS;
    into.readMbitPerS += from.readMbitPerS;
    into.writeMbitPerS += from.writeMbitPerS;
    into.sentMbitPerS += from.sentMbitPerS;
    into.errors += from.errors;
    into.seconds = std::max(into.seconds, from.seconds);
    into.addDatagrams(from);
    into.addTcp(from);
}

/**
 * The UDP columns of one direction of a pair: what its receiving end counted, and what
 * its sending end sent (docs/metrics.md, "UDP receive statistics"). A direction that
 * carried nothing adds nothing.
 */
void addDirection(MetricRow& row, const results::Counters& sender,
                  const results::Counters& receiver) {
    if (sender.writeOps == 0 && !receiver.hasDatagrams()) return;
    row.addDatagrams(receiver, sender.writeOps);
}

bool fail(std::string& error, const std::string& what) {
    error = what;
    return false;
}

}  // namespace

std::optional<ParsedSample> parseSample(const json& message, std::string& error) {
    if (!message.is_object()) {
        error = "a sample is not a JSON object";
        return std::nullopt;
    }
    ParsedSample s;
    auto number = [&](const char* key, double& out) {
        auto it = message.find(key);
        if (it == message.end()) return true;
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0)
            return fail(error, std::string("sample: \"") + key + "\" is not a number >= 0");
        out = it->get<double>();
        return true;
    };
    auto flag = [&](const char* key, bool& out) {
        auto it = message.find(key);
        if (it == message.end()) return true;
        if (!it->is_boolean()) return fail(error, std::string("sample: \"") + key + "\" is not true or false");
        out = it->get<bool>();
        return true;
    };
    if (auto it = message.find("step"); it != message.end()) {
        if (!it->is_number_integer()) {
            error = "sample: \"step\" is not an integer";
            return std::nullopt;
        }
        const auto v = it->get<std::int64_t>();
        s.step = v < 0 || v > 1'000'000'000 ? -1 : static_cast<int>(v);
    }
    if (auto it = message.find("seq"); it != message.end()) {
        if (!it->is_number_unsigned() && !(it->is_number_integer() && it->get<std::int64_t>() >= 0)) {
            error = "sample: \"seq\" is not a count";
            return std::nullopt;
        }
        s.seq = it->get<std::uint64_t>();
    }
    if (!number("t", s.t) || !number("interval_s", s.intervalS) || !flag("ramp", s.ramp) ||
        !flag("last", s.last))
        return std::nullopt;
    if (auto it = message.find("host"); it != message.end()) {
        if (!it->is_object()) {
            error = "sample: \"host\" is not an object";
            return std::nullopt;
        }
        s.host = *it;
    }
    auto workers = message.find("workers");
    if (workers == message.end()) return s;
    if (!workers->is_array()) {
        error = "sample: \"workers\" is not a list";
        return std::nullopt;
    }
    s.workers.reserve(workers->size());
    for (std::size_t i = 0; i < workers->size(); ++i) {
        const json& entry = (*workers)[i];
        const std::string where = "sample: worker entry " + std::to_string(i);
        if (!entry.is_object()) {
            error = where + " is not an object";
            return std::nullopt;
        }
        SampleEntry e;
        auto id = entry.find("id");
        if (id == entry.end() || !id->is_number_integer() || id->get<std::int64_t>() < 0 ||
            id->get<std::int64_t>() > 1'000'000) {
            error = where + ": \"id\" is missing or not a worker number";
            return std::nullopt;
        }
        e.id = static_cast<int>(id->get<std::int64_t>());
        if (auto role = entry.find("role"); role != entry.end()) {
            if (!role->is_string() || (*role != "holder" && *role != "partner")) {
                error = where + ": \"role\" is neither \"holder\" nor \"partner\"";
                return std::nullopt;
            }
            e.partner = *role == "partner";
        }
        if (auto counters = results::Counters::fromJson(entry, where, error))
            e.counters = *counters;
        else
            return std::nullopt;
        if (auto list = entry.find("connections"); list != entry.end()) {
            if (!list->is_array() || list->size() > static_cast<std::size_t>(model::kMaxOutstanding)) {
                error = where + ": \"connections\" is not a list of at most " +
                        std::to_string(model::kMaxOutstanding) + " connections";
                return std::nullopt;
            }
            for (std::size_t c = 0; c < list->size(); ++c) {
                const std::string at = where + ", connection " + std::to_string(c);
                auto counters = results::Counters::fromJson((*list)[c], at, error);
                if (!counters) return std::nullopt;
                e.connections.push_back(*counters);
            }
        }
        if (auto latency = entry.find("latency"); latency != entry.end() && !latency->is_null()) {
            std::string why;
            e.latency = stats::Latencies::fromEntry(entry, why);
            if (!e.latency) {
                error = where + ": " + why;
                return std::nullopt;
            }
        }
        s.workers.push_back(std::move(e));
    }
    return s;
}

bool latencyAtPartner(const model::Step& step, std::size_t worker) {
    // A holder that only answers requests cannot time them: its partner asks and times.
    if (worker >= step.workers.size()) return false;
    const model::AccessSpec* spec = specOf(step, step.workers[worker]);
    return spec && !spec->lines.empty() && spec->lines.front().read == 100 && model::hasReplies(*spec);
}

Accumulator::Accumulator(std::size_t workers) : m_workers(workers) {}

void Accumulator::add(const std::string& dynamo, const ParsedSample& sample, const model::Step& step) {
    const double seconds = sample.intervalS;
    auto& d = m_dynamos[dynamo];
    d.cpu.add(sample.host, seconds);
    d.seconds += seconds;
    if (auto cores = sample.host.find("cores"); seconds > 0 && cores != sample.host.end() && cores->is_array()) {
        if (d.cores.size() < cores->size()) d.cores.resize(cores->size());
        for (std::size_t c = 0; c < cores->size(); ++c) d.cores[c].add({{"cpu", (*cores)[c]}}, seconds);
    }
    if (auto nics = sample.host.find("nics"); seconds > 0 && nics != sample.host.end() && nics->is_array()) {
        for (const auto& entry : *nics) {
            const results::NicCounters nic = results::NicCounters::fromJson(entry);
            if (nic.name.empty()) continue;
            Nic& n = d.nics[nic.name];
            n.rxBytes += static_cast<double>(nic.rxBytes);
            n.txBytes += static_cast<double>(nic.txBytes);
            n.rxPackets += static_cast<double>(nic.rxPackets);
            n.txPackets += static_cast<double>(nic.txPackets);
            n.drops += nic.rxDrops + nic.txDrops;
            n.seconds += seconds;
        }
    }
    for (const SampleEntry& e : sample.workers) {
        if (e.id < 0 || static_cast<std::size_t>(e.id) >= m_workers.size()) continue;
        const auto id = static_cast<std::size_t>(e.id);
        Worker& w = m_workers[id];
        const bool partnered = id < step.workers.size() && step.workers[id].ends() != nullptr;
        if (e.partner && !partnered) continue;  // a kind without a partner end has none
        if (e.latency && e.partner == latencyAtPartner(step, id)) {
            if (!w.latency) w.latency.emplace();
            w.latency->merge(*e.latency);
        }
        End& end = e.partner ? w.partner : w.holder;
        end.counters.add(e.counters);
        if (end.connections.size() < e.connections.size()) end.connections.resize(e.connections.size());
        for (std::size_t c = 0; c < e.connections.size(); ++c) end.connections[c].add(e.connections[c]);
        end.seconds += seconds;
    }
}

namespace {

double mbit(double bytes, double seconds) { return seconds > 0 ? bytes * 8 / 1e6 / seconds : 0; }

/** One end's traffic as its dynamo row counts it (docs/metrics.md, "Traffic"). */
MetricRow endRates(const results::Counters& own, std::uint64_t arrivedAtOther,
                   std::uint64_t sentByOther, double seconds, double otherSeconds = 0) {
    results::Counters c = own;
    c.bytesWritten = arrivedAtOther;  // what this end sent, counted where it arrived
    MetricRow row;
    row.setTraffic(c, stats::Latencies(), seconds, otherSeconds);
    row.sentMbitPerS = mbit(static_cast<double>(own.bytesWritten), seconds) +
                       mbit(static_cast<double>(sentByOther), otherSeconds > 0 ? otherSeconds : seconds);
    return row;
}

void setNics(MetricRow& row, double rxBytes, double txBytes, double rxPps, double txPps,
             std::uint64_t drops) {
    row.nicRxMbitPerS = rxBytes;
    row.nicTxMbitPerS = txBytes;
    row.nicRxPps = rxPps;
    row.nicTxPps = txPps;
    row.nicDrops = drops;
}

}  // namespace

StepRows Accumulator::rows(const StepContext& context, Histograms histograms) const {
    const model::Step& step = *context.step;
    auto blank = [&](const std::string& scope, const std::string& name) {
        MetricRow row;
        row.step = step.index;
        row.repeat = context.repeat;
        row.scope = scope;
        row.name = name;
        return row;
    };
    std::vector<MetricRow> workerRows, connectionRows;
    std::map<std::string, MetricRow> dynamoRows;
    std::map<std::string, stats::Latencies> dynamoLatency;
    std::set<std::string> carrying;  // dynamos that hold an end of some worker
    MetricRow all = blank("all", "all");
    stats::Latencies allLatency;
    for (const auto& [name, acc] : m_dynamos) {
        MetricRow row = blank("dynamo", name);
        row.setHost(acc.cpu);
        // Interface rates: each interface over the time it was reported.
        double rx = 0, tx = 0, rxp = 0, txp = 0;
        std::uint64_t drops = 0;
        for (const auto& [nic, n] : acc.nics) {
            rx += mbit(n.rxBytes, n.seconds);
            tx += mbit(n.txBytes, n.seconds);
            rxp += n.seconds > 0 ? n.rxPackets / n.seconds : 0;
            txp += n.seconds > 0 ? n.txPackets / n.seconds : 0;
            drops += n.drops;
        }
        setNics(row, rx, tx, rxp, txp, drops);
        row.seconds = acc.seconds;
        dynamoRows[name] = row;
    }
    auto dynamoRow = [&](const std::string& name) -> MetricRow& {
        auto it = dynamoRows.find(name);
        if (it == dynamoRows.end()) it = dynamoRows.emplace(name, blank("dynamo", name)).first;
        return it->second;
    };
    // The window of the workers that ran it through: a lost dynamo's count over it in "all".
    const auto touchesLost = [&](const model::WorkerDef& w) {
        const model::PairEnds* ends = w.ends();
        return context.lost.count(w.dynamo) > 0 || (ends && context.lost.count(ends->peer.dynamo) > 0);
    };
    double window = 0;
    for (std::size_t i = 0; i < step.workers.size() && i < m_workers.size(); ++i)
        if (!touchesLost(step.workers[i]))
            window = std::max({window, m_workers[i].holder.seconds, m_workers[i].partner.seconds});
    for (std::size_t i = 0; i < step.workers.size() && i < m_workers.size(); ++i) {
        const model::WorkerDef& w = step.workers[i];
        const model::AccessSpec* spec = specOf(step, w);
        const Worker& acc = m_workers[i];
        const End& h = acc.holder;
        const End& p = acc.partner;
        const model::PairEnds* ends = w.ends();
        const bool partnered = ends != nullptr;
        const bool datagrams = w.kind() && w.kind()->countsDatagrams();
        // Read in place, not copied (see the histograms' hand-out below).
        static const stats::Latencies kNone;
        const stats::Latencies& latency = acc.latency ? *acc.latency : kNone;

        // The worker row sees the pair from its holder: read is what arrived at the holder,
        // write what arrived at the partner; sent is what the two ends' send() accepted.
        // A probe's row is its own: never part of the load's dynamo and all rows.
        MetricRow row = blank(w.probe ? "probe" : "worker", w.name);
        if (w.probe) row.phase = context.phase;
        row.size = spec && !spec->lines.empty() ? spec->lines.front().size : 0;
        row.outstanding = w.outstanding;
        row.readPct = weightedRead(spec);
        const double seconds = h.seconds > 0 ? h.seconds : p.seconds;
        // What arrived at the partner, over the partner's own window: the two hosts' windows
        // differ (a late sample), and one host's bytes over the other's time read above what
        // the link carried.
        const double partnerSeconds = p.seconds > 0 ? p.seconds : seconds;
        results::Counters c = h.counters;
        row.sentMbitPerS = mbit(static_cast<double>(h.counters.bytesRead + h.counters.bytesWritten), seconds);
        if (partnered) {
            c.bytesWritten = p.counters.bytesRead;
            c.errors += p.counters.errors;
            c.scheduled += p.counters.scheduled;  // the end that asks keeps the schedule
            // Both ends' connections: each end's kernel counts what that end retransmitted.
            c.addTcp(p.counters);
            row.sentMbitPerS = mbit(static_cast<double>(h.counters.bytesWritten), seconds) +
                               mbit(static_cast<double>(p.counters.bytesWritten), partnerSeconds);
        }
        row.setTraffic(c, latency, seconds, partnered ? partnerSeconds : 0);
        row.setThreads(h.counters, partnered ? &p.counters : nullptr);  // each end's threads apart
        row.paced = w.pacing().has_value();
        // A UDP ping-pong counts round trips where they are timed, at the requester
        // (docs/metrics.md "UDP receive statistics"): its requests' direction adds nothing.
        const bool pingPong = datagrams && spec && model::hasReplies(*spec);
        const bool partnerAsks = latencyAtPartner(step, i);
        const bool countToPartner = !pingPong || partnerAsks;  // holder -> partner counted
        const bool countToHolder = !pingPong || !partnerAsks;  // partner -> holder counted
        if (datagrams) {
            row.udp = true;
            if (countToPartner) addDirection(row, h.counters, p.counters);
            if (countToHolder) addDirection(row, p.counters, h.counters);
        }
        auto d = m_dynamos.find(w.dynamo);
        if (d != m_dynamos.end()) row.setHost(d->second.cpu);
        workerRows.push_back(row);
        if (w.probe) continue;

        // Each connection of a stream of several (docs/metrics.md, "Connections of a
        // stream"), seen from the holder as the worker row is: its sum.
        const std::size_t links = std::max(h.connections.size(), p.connections.size());
        for (std::size_t k = 0; partnered && links > 1 && k < links; ++k) {
            const results::Counters none;
            const results::Counters& hc = k < h.connections.size() ? h.connections[k] : none;
            const results::Counters& pc = k < p.connections.size() ? p.connections[k] : none;
            results::Counters cc = hc;
            cc.bytesWritten = pc.bytesRead;
            cc.errors += pc.errors;
            cc.addTcp(pc);
            MetricRow one = blank("connection", w.name + "/" + std::to_string(k + 1));
            one.hostEmpty = true;  // its CPU and NICs are the worker's host's, not its own
            one.size = row.size;
            one.outstanding = row.outstanding;
            one.readPct = row.readPct;
            one.setTraffic(cc, stats::Latencies(), seconds, partnerSeconds);
            one.sentMbitPerS = mbit(static_cast<double>(hc.bytesWritten), seconds) +
                               mbit(static_cast<double>(pc.bytesWritten), partnerSeconds);
            connectionRows.push_back(one);
        }

        // Every dynamo row counts the ends on that dynamo.
        auto addEnd = [&](const std::string& dynamo, const MetricRow& end, int readPct) {
            carrying.insert(dynamo);
            MetricRow& dr = dynamoRow(dynamo);
            addRates(dr, end);
            dr.size = row.size;
            dr.outstanding = row.outstanding;
            dr.readPct = readPct;
        };
        if (partnered) {
            MetricRow holderEnd = endRates(h.counters, p.counters.bytesRead,
                                           p.counters.bytesWritten, seconds, partnerSeconds);
            MetricRow partnerEnd = endRates(p.counters, h.counters.bytesRead,
                                            h.counters.bytesWritten, partnerSeconds, seconds);
            if (datagrams) {  // each end: what arrived there
                if (countToHolder) addDirection(holderEnd, p.counters, h.counters);
                if (countToPartner) addDirection(partnerEnd, h.counters, p.counters);
            }
            // A paced pair's schedule is its requester's (docs/metrics.md, "Paced requests").
            (partnerAsks ? partnerEnd : holderEnd).paced = row.paced;
            addEnd(w.dynamo, holderEnd, row.readPct);
            addEnd(ends->peer.dynamo, partnerEnd, 100 - row.readPct);
        } else {
            MetricRow end = endRates(h.counters, h.counters.bytesWritten, 0, seconds);
            end.sentMbitPerS = end.mbitPerS;
            end.paced = row.paced;
            addEnd(w.dynamo, end, row.readPct);
        }
        if (acc.latency)
            dynamoLatency[partnered && latencyAtPartner(step, i) ? ends->peer.dynamo : w.dynamo].merge(*acc.latency);

        // A pair is counted once in "all".
        addRates(all, touchesLost(w) ? overWindow(row, window) : row);
        all.size = row.size;
        all.outstanding = row.outstanding;
        all.readPct = row.readPct;
        if (acc.latency) allLatency.merge(*acc.latency);
    }

    // Host columns of "all": every host once (docs/metrics.md, "Host"). A host is what the
    // dynamos' hellos say; CPU is the mean over the hosts that carry the traffic, interface
    // counters the sum over hosts and interfaces, each taken from one dynamo of its host.
    auto hostOf = [&](const std::string& dynamo) {
        auto it = context.hostOf.find(dynamo);
        return it != context.hostOf.end() ? it->second : "dynamo:" + dynamo;
    };
    std::map<std::string, std::string> cpuOf;  // host -> first dynamo on it carrying traffic
    std::map<std::pair<std::string, std::string>, const Nic*> nicOf;  // (host, nic) -> counters
    std::map<std::string, const results::CpuAverage*> netOf;  // host -> its network as a whole
    for (const auto& [name, acc] : m_dynamos) {
        const std::string host = hostOf(name);
        if (carrying.count(name) && !acc.cpu.empty() && !cpuOf.count(host)) cpuOf[host] = name;
        for (const auto& [nic, n] : acc.nics) nicOf.emplace(std::make_pair(host, nic), &n);
        if (acc.cpu.hasNet()) netOf.emplace(host, &acc.cpu);
    }
    for (const auto& [host, name] : cpuOf) {
        const MetricRow& row = dynamoRows[name];
        all.cpuPct += row.cpuPct;
        all.cpuUserPct += row.cpuUserPct;
        all.cpuSystemPct += row.cpuSystemPct;
        all.cpuIrqPct += row.cpuIrqPct;
        all.cpuSoftirqPct += row.cpuSoftirqPct;
        all.cpuIowaitPct += row.cpuIowaitPct;
        all.cpuStealPct += row.cpuStealPct;
        all.irqPerS += row.irqPerS;
        all.addDevices(row);  // each host's devices once
    }
    if (!cpuOf.empty()) {
        const double n = static_cast<double>(cpuOf.size());
        for (double* f : {&all.cpuPct, &all.cpuUserPct, &all.cpuSystemPct, &all.cpuIrqPct,
                          &all.cpuSoftirqPct, &all.cpuIowaitPct, &all.cpuStealPct})
            *f /= n;
    }
    for (const auto& [key, n] : nicOf) {
        all.nicRxMbitPerS += mbit(n->rxBytes, n->seconds);
        all.nicTxMbitPerS += mbit(n->txBytes, n->seconds);
        all.nicRxPps += n->seconds > 0 ? n->rxPackets / n->seconds : 0;
        all.nicTxPps += n->seconds > 0 ? n->txPackets / n->seconds : 0;
        all.nicDrops += n->drops;
    }
    // The hosts' networks as a whole: each host once, from one of its dynamos; empty when
    // a host that reported its CPU did not report its network (an older dynamo), not a
    // sum that leaves it out.
    all.hostNet = !netOf.empty() && std::all_of(m_dynamos.begin(), m_dynamos.end(), [&](const auto& d) {
        return d.second.cpu.empty() || netOf.count(hostOf(d.first)) > 0;
    });
    for (const auto& [host, cpu] : netOf) {
        all.hostPps += cpu->netPacketsPerS();
        all.hostNetErrors += cpu->netErrors();
        all.hostTcpRetransPerS += cpu->netTcpRetransPerS();
    }
    // The dynamo processes: the mean over the dynamos, in % of one core.
    double processes = 0;
    for (const auto& [name, acc] : m_dynamos) {
        if (acc.cpu.empty()) continue;
        all.processCpuPct += acc.cpu.processCpu();
        processes += 1;
    }
    if (processes > 0) all.processCpuPct /= processes;
    all.setLatency(allLatency);
    all.peIndex = all.cpuPct > 0 ? all.mbitPerS / all.cpuPct : 0;

    StepRows out;
    out.rows.push_back(all);
    // An MTU sweep's value on every row (the same step, whatever the scope).
    const std::optional<int> mtu = context.step ? context.step->params.mtu : std::nullopt;
    out.rows.front().mtu = mtu;
    for (auto& [name, row] : dynamoRows) row.mtu = mtu;
    for (auto& row : workerRows) row.mtu = mtu;
    // The number of workers that ran in the step (fewer than the plan's when it cycles
    // workers or targets): the rows exist, and add up, only for those.
    const int ran = static_cast<int>(std::count_if(step.workers.begin(), step.workers.end(),
                                                   [](const model::WorkerDef& w) { return !w.probe; }));
    out.rows.front().workersRan = ran;
    for (auto& [name, row] : dynamoRows) row.workersRan = ran;
    for (auto& row : workerRows) row.workersRan = ran;
    // Moved or not copied at all: a histogram in use holds every bucket (tens of KiB), and
    // copying them for every row of every interval (257 rows at 128 dynamos) was a sixth of
    // the manager's CPU samples in a profile of 128 dynamos.
    const bool keep = histograms == Histograms::Keep;
    if (keep) out.latency.push_back(std::move(allLatency));
    for (auto& [name, row] : dynamoRows) {
        stats::Latencies& latency = dynamoLatency[name];
        row.setLatency(latency);
        row.peIndex = row.cpuPct > 0 ? row.mbitPerS / row.cpuPct : 0;
        out.rows.push_back(std::move(row));
        if (keep) out.latency.push_back(std::move(latency));
    }
    for (std::size_t i = 0; i < workerRows.size(); ++i) {
        out.rows.push_back(std::move(workerRows[i]));
        if (keep) out.latency.push_back(m_workers[i].latency.value_or(stats::Latencies()));
    }
    for (auto& row : connectionRows) row.mtu = mtu;
    out.connections = std::move(connectionRows);
    for (const auto& [name, acc] : m_dynamos) {
        std::vector<results::CpuShares>& cores = out.cores[name];
        for (const results::CpuAverage& core : acc.cores)
            cores.push_back({.user = core.user(), .system = core.system(), .irq = core.irq(),
                             .softirq = core.softirq(), .iowait = core.iowait(), .steal = core.steal(),
                             .busy = core.busy()});
    }
    return out;
}

std::vector<MetricRow> intervalRows(const StepContext& context,
                                    const std::map<std::string, ParsedSample>& samples,
                                    std::map<std::string, std::vector<results::CpuShares>>* cores) {
    const model::Step& step = *context.step;
    Accumulator acc(step.workers.size());
    for (const auto& [dynamo, sample] : samples) acc.add(dynamo, sample, step);
    StepRows parts = acc.rows(context, Accumulator::Histograms::Drop);
    if (cores) *cores = std::move(parts.cores);
    std::vector<MetricRow> rows = std::move(parts.rows);
    // Each connection of a stream of several, as iperf prints each stream's interval
    // (docs/metrics.md, "Connections of a stream"): the live table lists them.
    rows.insert(rows.end(), std::make_move_iterator(parts.connections.begin()),
                std::make_move_iterator(parts.connections.end()));
    // Per-core CPU, one row per core (scope "core", name "dynamo/cpuN"), for the live
    // charts and for spotting one core saturated by interrupts while the others idle.
    for (const auto& [dynamo, sample] : samples) {
        const json cores = model::arrayAt(sample.host, "cores");
        if (!cores.is_array()) continue;
        for (std::size_t c = 0; c < cores.size(); ++c) {
            MetricRow row;
            row.step = step.index;
            row.repeat = context.repeat;
            row.scope = "core";
            row.name = dynamo + "/cpu" + std::to_string(c);
            row.seconds = sample.intervalS;
            results::CpuAverage cpu;
            cpu.add({{"cpu", cores[c]}}, 1.0);
            row.setHost(cpu);  // only the CPU columns: the core's block has nothing else
            rows.push_back(row);
        }
    }
    return rows;
}

std::vector<MetricRow> aggregateRepeats(const std::vector<StepRows>& repeats, model::Aggregate how) {
    std::vector<MetricRow> out;
    if (repeats.empty()) return out;
    for (const MetricRow& first : repeats.front().rows) {
        std::vector<MetricRow> same;
        stats::Latencies merged;
        for (const StepRows& rep : repeats) {
            for (std::size_t r = 0; r < rep.rows.size(); ++r) {
                if (rep.rows[r].scope != first.scope || rep.rows[r].name != first.name ||
                    rep.rows[r].phase != first.phase)
                    continue;
                same.push_back(rep.rows[r]);
                if (r < rep.latency.size()) merged.merge(rep.latency[r]);
                break;
            }
        }
        MetricRow agg = results::aggregateRepeats(same, model::toString(how));
        analysis::judgeRepeats(agg, same);
        if (how != model::Aggregate::Best) {
            // Percentiles of the repeats together, from their merged histograms.
            agg.setLatency(merged);
        }
        out.push_back(agg);
    }
    return out;
}

}  // namespace iometry::session
