#include "engine/analysis/verdict.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <set>
#include <unordered_map>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"

namespace iometry::analysis {

using results::MetricRow;
using results::VerdictEvidence;
namespace v = verdict;

namespace {

/** One end of a worker: where its threads run, which address it holds, and how busy its
 *  own threads were. */
struct End {
    std::string dynamo;
    std::optional<int> cpu;  ///< pinned to this core
    std::string address;
    MetricRow::ThreadShares threads;  ///< its own threads' time: on a CPU, waiting for one
};

/** The core an end's threads ran on, when pinned, else its host's busiest: where, busy %. */
std::optional<std::pair<std::string, double>> endCore(const End& end, const VerdictFacts& facts) {
    const auto found = facts.cores.find(end.dynamo);
    if (found == facts.cores.end() || found->second.empty()) return std::nullopt;
    const std::vector<results::CpuShares>& cores = found->second;
    std::size_t at = 0;
    if (end.cpu && *end.cpu >= 0 && static_cast<std::size_t>(*end.cpu) < cores.size()) {
        at = static_cast<std::size_t>(*end.cpu);
    } else {
        for (std::size_t c = 1; c < cores.size(); ++c)
            if (cores[c].busy > cores[at].busy) at = c;
    }
    return std::make_pair(end.dynamo + "/cpu" + std::to_string(at), cores[at].busy);
}

/** A CPU an end could not get more of: its own threads' (`tool_cpu`), else its core's. */
struct Saturated {
    std::string word;
    int level = 0;  ///< how directly it was read: the end's own threads 3 (on a CPU) or 2 (wanting one), its core 1
    double value = 0;
    std::vector<VerdictEvidence> evidence;
};

/**
 * Whether @p end had no CPU to spare: its own threads ran all the time they existed
 * (`tool_cpu`, whether or not their core was full: an unpinned thread moves between cores
 * that each look half busy); else they were running or ready to run all that time, the CPU
 * shared with others (@p coreWord, read of the threads themselves); else the core it ran on
 * was full (@p coreWord: another program, interrupts, the kernel's work for other sockets).
 */
std::optional<Saturated> saturatedEnd(const End& end, const VerdictFacts& facts, const char* coreWord) {
    const auto core = endCore(end, facts);
    std::optional<VerdictEvidence> full;
    if (core && core->second >= v::kCoreSaturatedPct)
        full = VerdictEvidence{.counter = "core_busy_pct", .where = core->first, .value = core->second,
                               .limit = v::kCoreSaturatedPct};
    const MetricRow::ThreadShares& t = end.threads;
    const auto withCore = [&](Saturated s) {
        if (full) s.evidence.push_back(*full);
        return s;
    };
    if (t.counted() && t.busy >= v::kThreadSaturatedPct)
        return withCore({"tool_cpu", 3, t.busy,
                         {{.counter = "thread_busy_pct", .where = end.dynamo, .value = t.busy,
                           .limit = v::kThreadSaturatedPct}}});
    if (t.counted() && t.busy + t.waitCpu >= v::kThreadSaturatedPct)
        return withCore({coreWord, 2, t.busy + t.waitCpu,
                         {{.counter = "thread_runnable_pct", .where = end.dynamo, .value = t.busy + t.waitCpu,
                           .limit = v::kThreadSaturatedPct}}});
    if (full) return Saturated{coreWord, 1, full->value, {*full}};
    return std::nullopt;
}

class Judge {
public:
    explicit Judge(MetricRow& row) : m_row(row) {}

    void warn(const std::string& word, VerdictEvidence e) {
        e.backs = word;
        if (std::find(m_warnings.begin(), m_warnings.end(), word) == m_warnings.end()) m_warnings.push_back(word);
        m_row.evidence.push_back(std::move(e));
    }
    bool limit(const Saturated& s) { return limit(s.word, s.evidence); }
    /** Sets the verdict once: the first rule that holds decides. */
    bool limit(const std::string& word, std::vector<VerdictEvidence> evidence = {}) {
        if (!m_row.limitedBy.empty()) return false;
        m_row.limitedBy = word;
        for (VerdictEvidence& e : evidence) {
            e.backs = word;
            m_row.evidence.push_back(std::move(e));
        }
        return true;
    }
    bool decided() const { return !m_row.limitedBy.empty(); }
    void finish() {
        if (m_row.limitedBy.empty()) m_row.limitedBy = "unknown";
        std::string text;
        for (const std::string& w : m_warnings) text += (text.empty() ? "" : ";") + w;
        m_row.warnings = text;
    }

private:
    MetricRow& m_row;
    std::vector<std::string> m_warnings;
};

/** The hypervisor's share of the CPU of a row with a host of its own, when worth a warning. */
std::optional<VerdictEvidence> steal(const MetricRow& row) {
    if (row.hostEmpty || row.cpuStealPct < v::kStealPct) return std::nullopt;
    return VerdictEvidence{.backs = "cpu_steal", .counter = "cpu_steal_pct", .value = row.cpuStealPct,
                           .limit = v::kStealPct};
}

/** A paced end's schedule: "offered" when it kept it, `sender_short` when not. */
void judgePaced(Judge& judge, const MetricRow& row) {
    if (!row.paced || !(row.offeredPerS > 0)) return;
    const double achieved = row.transactionsPerS > 0 ? row.transactionsPerS : row.opsPerS;
    const VerdictEvidence e{.counter = "achieved_per_s", .value = achieved,
                            .limit = row.offeredPerS * v::kOfferedReachedPct / 100};
    // The requests still in flight when the step ended were issued, not missed: at a low
    // rate over a short part they are more than 1 %.
    const double missed = (row.offeredPerS - achieved) * row.seconds;
    if (achieved >= e.limit || missed <= std::max(1, row.outstanding)) judge.limit("offered", {e});
    else judge.warn("sender_short", e);
}

/** The udp stream's offered rate in the step, Mbit/s of payload; 0 for "as fast as it can". */
double streamRate(const model::WorkerDef& w, const model::Step& step) {
    const auto* udp = w.as<model::UdpSettings>();
    if (!udp) return 0;
    const double rate = step.params.rateMbit.value_or(udp->rateMbit);
    return rate > 0 && rate < 1'000'000 ? rate : 0;
}

/** The I/Os a disk worker keeps in flight: the sync engine one at a time, whatever the
 *  depth asked (an `auto` engine that fell back to sync is not known here). */
int depthOf(const model::DiskSettings& disk, int outstanding) { return disk.engine == "sync" ? 1 : outstanding; }

/** A step's workers and rows by name, looked up once: a step of 128 dynamos has a
 *  thousand workers, and each interval is judged. */
struct StepIndex {
    std::unordered_map<std::string, const model::WorkerDef*> workers;
    std::unordered_map<std::string, const MetricRow*> dynamos;
    /** The outstanding I/Os of each dynamo's O_DIRECT disk workers, summed. */
    std::unordered_map<std::string, int> directQueue;

    StepIndex(const model::Step& step, const std::vector<MetricRow>& rows) {
        for (const model::WorkerDef& w : step.workers) {
            workers.emplace(w.name, &w);
            const auto* disk = w.as<model::DiskSettings>();
            if (disk && disk->direct && !w.probe) directQueue[w.dynamo] += depthOf(*disk, w.outstanding);
        }
        for (const MetricRow& r : rows)
            if (r.scope == "dynamo") dynamos.emplace(r.name, &r);
    }
    const model::WorkerDef* worker(const std::string& name) const {
        const auto it = workers.find(name);
        return it == workers.end() ? nullptr : it->second;
    }
    const MetricRow* dynamoRow(const std::string& name) const {
        const auto it = dynamos.find(name);
        return it == dynamos.end() ? nullptr : it->second;
    }
};

void judgeNetwork(Judge& judge, MetricRow& row, const model::WorkerDef& w, const model::PairEnds& ends,
                  const StepIndex& index, const VerdictFacts& facts) {
    const End holder{w.dynamo, w.cpu, ends.bind, row.holderThreads};
    const End partner{ends.peer.dynamo, ends.peer.cpu, ends.peer.address, row.partnerThreads};
    // The directions that carried data: towards the partner (the holder's write) and back.
    struct Direction {
        const End* from;
        const End* to;
        double mbit;
    };
    std::vector<Direction> directions;
    if (row.writeMbitPerS > 0) directions.push_back({&holder, &partner, row.writeMbitPerS});
    if (row.readMbitPerS > 0) directions.push_back({&partner, &holder, row.readMbitPerS});

    // A stream offered a rate: did it send it?
    if (const double rate = streamRate(w, *facts.step); rate > 0) {
        const VerdictEvidence e{.counter = "sent_mbit_per_s", .value = row.sentMbitPerS,
                                .limit = rate * v::kStreamReachedPct / 100};
        if (row.sentMbitPerS >= e.limit) judge.limit("offered", {e});
        else judge.warn("sender_short", e);
    }

    // More than the link can carry, and whether it was full.
    bool linkFull = false, linkKnown = false;
    double knownMbit = 0, knownSpeed = 0;  // the first direction whose link speed is known
    std::vector<VerdictEvidence> linkEvidence;
    for (const Direction& d : directions) {
        const double speed = facts.linkMbit ? facts.linkMbit(d.from->dynamo, d.from->address) : 0;
        if (!(speed > 0)) continue;
        if (!linkKnown) {
            knownMbit = d.mbit;
            knownSpeed = speed;
        }
        linkKnown = true;
        if (d.mbit > speed * v::kAboveLinePct / 100)
            judge.warn("above_line_rate", {.counter = "mbit_per_s", .where = d.from->dynamo,
                                           .value = d.mbit, .limit = speed});
        // On the wire: what the sending host's interfaces counted, each frame's preamble,
        // gap and FCS added; the payload alone where they counted nothing.
        double wire = d.mbit;
        if (const MetricRow* dr = index.dynamoRow(d.from->dynamo); dr && dr->nicTxMbitPerS > 0)
            wire = std::max(wire, dr->nicTxMbitPerS + dr->nicTxPps * v::kWireOverheadBytes * 8 / 1e6);
        if (wire >= speed * v::kLinkFullPct / 100) {
            linkFull = true;
            linkEvidence.push_back({.counter = "wire_mbit_per_s", .where = d.from->dynamo, .value = wire,
                                    .limit = speed * v::kLinkFullPct / 100});
        }
    }
    // Retransmitted segments as a share of those sent.
    double retransmitPct = 0;
    if (row.tcp && row.retransmits > 0) {
        const double segments = row.sentMbitPerS * 1e6 / 8 * row.seconds / v::kSegmentBytes;
        retransmitPct = segments > 0 ? 100.0 * static_cast<double>(row.retransmits) / segments : 100;
        if (retransmitPct >= v::kRetransmitWarnPct)
            judge.warn("retransmits", {.counter = "retransmitted_pct", .value = retransmitPct,
                                       .limit = v::kRetransmitWarnPct});
    }

    // No CPU to spare at a sending end, then at a receiving one. Our own threads' clocks
    // first: they are read of the end itself, where a core is the host's busiest when the
    // end is not pinned (both ends on one host are told the same core); then the busier.
    std::optional<Saturated> sender, receiver;
    const auto rank = [](const Saturated& s) { return std::make_pair(s.level, s.value); };
    const auto busier = [&](std::optional<Saturated>& best, std::optional<Saturated> s) {
        if (s && (!best || rank(*s) > rank(*best))) best = std::move(s);
    };
    for (const Direction& d : directions) {
        busier(sender, saturatedEnd(*d.from, facts, "sender_cpu"));
        busier(receiver, saturatedEnd(*d.to, facts, "receiver_cpu"));
    }
    if (sender && (!receiver || rank(*sender) >= rank(*receiver))) judge.limit(*sender);
    if (receiver) judge.limit(*receiver);
    // The kernel's own account of what held the connections' sending time, the larger first.
    if (row.tcp && row.tcpBusyUs > 0) {
        const bool window = row.tcpRwndLimitedPct >= row.tcpSndbufLimitedPct;
        const double share = window ? row.tcpRwndLimitedPct : row.tcpSndbufLimitedPct;
        if (share >= v::kWindowLimitedPct)
            judge.limit(window ? "receive_window" : "send_buffer",
                        {{.counter = window ? "tcp_rwnd_limited_pct" : "tcp_sndbuf_limited_pct", .value = share,
                          .limit = v::kWindowLimitedPct}});
    }
    if (linkFull) judge.limit("link", linkEvidence);
    if (retransmitPct >= v::kCongestionPct)
        judge.limit("congestion", {{.counter = "retransmitted_pct", .value = retransmitPct, .limit = v::kCongestionPct}});
    // Requests and replies, a closed loop: its rate is its round trips (Little's law).
    if (!row.latEmpty && !row.paced && row.transactionsPerS > 0 && row.outstanding > 0) {
        const double inFlight = row.transactionsPerS * row.latMeanUs / 1e6;
        if (inFlight >= row.outstanding * v::kQueueFullPct / 100)
            judge.limit("outstanding", {{.counter = "in_flight", .value = inFlight,
                                         .limit = static_cast<double>(row.outstanding)}});
    }
    if (linkKnown)
        judge.limit("path", {{.counter = "mbit_per_s", .value = knownMbit, .limit = knownSpeed}});
}

void judgeDisk(Judge& judge, MetricRow& row, const model::WorkerDef& w, const StepIndex& index,
               const VerdictFacts& facts) {
    const std::optional<Saturated> saturated =
        saturatedEnd({w.dynamo, w.cpu, "", row.holderThreads}, facts, "sender_cpu");
    // A worker pinned to a saturated core, or whose thread never waited: that CPU. An
    // unpinned one shares the host's cores with the others: a busy core is its limit only
    // when its I/Os were not at the device.
    if (saturated && (w.cpu || saturated->level > 1)) judge.limit(*saturated);
    const auto* disk = w.as<model::DiskSettings>();
    if (disk && disk->direct && !row.paced && !row.latEmpty && row.opsPerS > 0 && row.outstanding > 0) {
        // Little's law: the I/Os in flight on average, from the rate and the mean latency;
        // and the device held them, not the tool's thread or a cache. The device's queue is
        // the host's: it is held against every direct worker's of the host (buffered I/O
        // goes through the page cache, and is never judged by the queue).
        // The sync engine issues one I/O at a time whatever the depth asked.
        const int depth = depthOf(*disk, row.outstanding);
        const auto queued = index.directQueue.find(w.dynamo);
        const int hostQueue = std::max(queued == index.directQueue.end() ? 0 : queued->second, depth);
        const double inFlight = row.opsPerS * row.latMeanUs / 1e6;
        const bool full = inFlight >= depth * v::kQueueFullPct / 100;
        const bool held = row.dev && row.devQueue >= hostQueue * v::kDeviceHeldPct / 100;
        if (full && held && depth < v::kDeepQueue)
            judge.limit("outstanding", {{.counter = "in_flight", .value = inFlight,
                                         .limit = static_cast<double>(depth)},
                                        {.counter = "dev_queue", .value = row.devQueue,
                                         .limit = hostQueue * v::kDeviceHeldPct / 100}});
    }
    if (saturated) judge.limit(*saturated);
    if (row.dev && row.devUtilPct >= v::kDeviceBusyPct)
        judge.limit("device", {{.counter = "dev_util_pct", .value = row.devUtilPct, .limit = v::kDeviceBusyPct}});
}

/** Adds @p word to a ';'-separated list once. */
void addWord(std::string& list, const std::string& word) {
    std::size_t at = 0;
    while (at <= list.size()) {
        const std::size_t end = std::min(list.find(';', at), list.size());
        if (list.compare(at, end - at, word) == 0) return;
        at = end + 1;
    }
    list += (list.empty() ? "" : ";") + word;
}

/**
 * The page cache and compression: a host's disk workers against its devices. Reads through
 * the page cache (not O_DIRECT) against everything the devices read, writes with O_DIRECT
 * against everything they wrote: the other workers' I/O only makes the devices' side larger,
 * so neither warning is given for what another worker did.
 */
void cacheWarnings(std::vector<MetricRow>& rows, const StepIndex& index) {
    struct Tool {
        double bufferedReadMb = 0, directWriteMb = 0;
        std::vector<MetricRow*> buffered, direct;
    };
    std::map<std::string, Tool> byDynamo;
    for (MetricRow& r : rows) {
        if (r.scope != "worker") continue;
        const model::WorkerDef* w = index.worker(r.name);
        const auto* disk = w ? w->as<model::DiskSettings>() : nullptr;
        if (!disk) continue;
        Tool& t = byDynamo[w->dynamo];
        if (disk->direct) {
            t.directWriteMb += r.writeMbitPerS / 8;
            t.direct.push_back(&r);
        } else {
            t.bufferedReadMb += r.readMbitPerS / 8;
            t.buffered.push_back(&r);
        }
    }
    const auto warn = [](const std::vector<MetricRow*>& to, const VerdictEvidence& e) {
        for (MetricRow* r : to) {
            r->evidence.push_back(e);
            addWord(r->warnings, e.backs);
        }
    };
    for (auto& [dynamo, t] : byDynamo) {
        const MetricRow* host = index.dynamoRow(dynamo);
        if (!host || !host->dev) continue;
        if (t.bufferedReadMb >= v::kCacheMinMbPerS && t.bufferedReadMb >= v::kCacheRatio * host->devReadMbPerS)
            warn(t.buffered, {.backs = "page_cache", .counter = "dev_read_mb_per_s", .where = dynamo,
                              .value = host->devReadMbPerS, .limit = t.bufferedReadMb});
        if (t.directWriteMb >= v::kCacheMinMbPerS && t.directWriteMb >= v::kCacheRatio * host->devWriteMbPerS)
            warn(t.direct, {.backs = "compressed", .counter = "dev_write_mb_per_s", .where = dynamo,
                            .value = host->devWriteMbPerS, .limit = t.directWriteMb});
    }
}

/**
 * A row that adds others up (a dynamo's, `all`, a step's aggregate of repeats): the verdict
 * they share, else `unknown`; the warnings of any of them; their evidence, each named by
 * @p whereOf the part it came from.
 */
void combine(MetricRow& total, const std::vector<const MetricRow*>& parts,
             const std::function<std::string(const MetricRow&)>& whereOf) {
    total.limitedBy.clear();
    total.warnings.clear();
    total.evidence.clear();
    for (const MetricRow* part : parts) {
        if (total.limitedBy.empty()) total.limitedBy = part->limitedBy;
        else if (total.limitedBy != part->limitedBy) total.limitedBy = "unknown";
        std::size_t at = 0;
        while (at < part->warnings.size()) {
            const std::size_t end = std::min(part->warnings.find(';', at), part->warnings.size());
            addWord(total.warnings, part->warnings.substr(at, end - at));
            at = end + 1;
        }
        for (VerdictEvidence e : part->evidence) {
            // A few parts' evidence says it: a thousand workers' would swamp the row.
            if (std::count_if(total.evidence.begin(), total.evidence.end(),
                              [&](const VerdictEvidence& t) { return t.backs == e.backs; }) >= v::kTotalEvidence)
                continue;
            const std::string from = whereOf(*part);
            e.where = e.where.empty() ? from : from + ": " + e.where;
            total.evidence.push_back(std::move(e));
        }
    }
    if (total.limitedBy.empty()) total.limitedBy = "unknown";
    // A verdict the parts do not share is no one's: keep only the warnings' evidence.
    if (total.limitedBy == "unknown")
        std::erase_if(total.evidence, [&](const VerdictEvidence& e) {
            return total.warnings.find(e.backs) == std::string::npos;
        });
    if (const auto e = steal(total); e && total.warnings.find(e->backs) == std::string::npos) {
        addWord(total.warnings, e->backs);
        total.evidence.push_back(*e);
    }
}

}  // namespace

void judgeStep(std::vector<MetricRow>& rows, const VerdictFacts& facts) {
    if (!facts.step) return;
    const StepIndex index(*facts.step, rows);
    for (MetricRow& row : rows) {
        if (row.scope != "worker" && row.scope != "probe") continue;
        const model::WorkerDef* w = index.worker(row.name);
        if (!w) continue;
        row.limitedBy.clear();
        row.warnings.clear();
        row.evidence.clear();
        Judge judge(row);
        judgePaced(judge, row);
        if (row.errors > 0)
            judge.warn("errors", {.counter = "errors", .value = static_cast<double>(row.errors), .limit = 0});
        if (const auto e = steal(row)) judge.warn(e->backs, *e);
        // What a stock IOmeter dynamo at either end is known to get wrong (docs/iometer-files.md).
        for (const std::string& dynamo : {w->dynamo, w->ends() ? w->ends()->peer.dynamo : std::string()}) {
            const auto faults = facts.knownFaults.find(dynamo);
            if (dynamo.empty() || faults == facts.knownFaults.end()) continue;
            for (const auto& [word, value] : faults->second) {
                if (word == "iometer_receive_count" && (!w->ends() || row.mbitPerS <= 0)) continue;
                judge.warn(word, {.counter = word == "iometer_timer" ? "timer_ratio" : "receive_counted_as_asked",
                                  .where = dynamo, .value = value,
                                  .limit = word == "iometer_timer" ? 1 + v::kIometerTimerTolerance : 0});
            }
        }
        // A worker with an end on a lost dynamo: its rows end where that end's data did.
        for (const std::string& dynamo : {w->dynamo, w->ends() ? w->ends()->peer.dynamo : std::string()})
            if (!dynamo.empty() && facts.lost.count(dynamo))
                judge.warn("dynamo_lost", {.counter = "dynamo_lost", .where = dynamo, .value = 1});
        // A probe measures; what limits it is its own rate, and it was judged above.
        if (row.scope == "worker") {
            if (const model::PairEnds* ends = w->ends()) judgeNetwork(judge, row, *w, *ends, index, facts);
            else if (w->as<model::DiskSettings>()) judgeDisk(judge, row, *w, index, facts);
        }
        judge.finish();
    }
    cacheWarnings(rows, index);
    // The totals: a dynamo's from the workers with an end on it, `all` from every worker.
    std::vector<const MetricRow*> everyWorker;
    std::unordered_map<std::string, std::vector<const MetricRow*>> byDynamo;
    for (const MetricRow& r : rows) {
        if (r.scope != "worker") continue;
        everyWorker.push_back(&r);
        const model::WorkerDef* w = index.worker(r.name);
        if (!w) continue;
        byDynamo[w->dynamo].push_back(&r);
        if (const model::PairEnds* ends = w->ends(); ends && ends->peer.dynamo != w->dynamo)
            byDynamo[ends->peer.dynamo].push_back(&r);
    }
    const auto byWorker = [](const MetricRow& r) { return r.name; };
    for (MetricRow& total : rows) {
        if (total.scope == "all") combine(total, everyWorker, byWorker);
        else if (total.scope == "dynamo") combine(total, byDynamo[total.name], byWorker);
    }
    // The step ran without a dynamo of the plan, whether or not a worker of it is left: the
    // totals say so, naming it (docs/metrics.md, "What limited it").
    for (MetricRow& total : rows) {
        if (total.scope != "all" || facts.lost.empty()) continue;
        addWord(total.warnings, "dynamo_lost");
        for (const std::string& dynamo : facts.lost) {
            const bool named = std::any_of(total.evidence.begin(), total.evidence.end(), [&](const VerdictEvidence& e) {
                return e.backs == "dynamo_lost" && e.where.ends_with(dynamo);
            });
            if (!named) total.evidence.push_back({.backs = "dynamo_lost", .counter = "dynamo_lost", .where = dynamo, .value = 1});
        }
    }
}

void judgeRepeats(MetricRow& agg, const std::vector<MetricRow>& repeats) {
    std::vector<const MetricRow*> parts;
    for (const MetricRow& r : repeats) parts.push_back(&r);
    combine(agg, parts, [](const MetricRow& r) { return "repeat " + r.repeat; });
    if (repeats.size() < 2) return;
    const bool bytes = std::any_of(repeats.begin(), repeats.end(), [](const MetricRow& r) { return r.mbitPerS > 0; });
    std::vector<double> values;
    for (const MetricRow& r : repeats) values.push_back(bytes ? r.mbitPerS : r.opsPerS);
    const double m = results::mean(values);
    const double spread = m > 0 ? results::sampleStddev(values) / m * 100 : 0;
    if (spread > v::kUnstablePct) {
        addWord(agg.warnings, "unstable");
        agg.evidence.push_back({.backs = "unstable", .counter = bytes ? "mbit_per_s_spread_pct" : "ops_per_s_spread_pct",
                                .value = spread, .limit = v::kUnstablePct});
    }
}

}  // namespace iometry::analysis
