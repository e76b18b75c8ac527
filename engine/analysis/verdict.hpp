#pragma once
/**
 * @file
 * @brief What limited every number (docs/metrics.md, "What limited it"): a step's rows get
 *        `limited_by`, one word, and `warnings`, each with the evidence it rests on.
 *
 * The rules and their thresholds live here alone, each with its reason; the step driver
 * calls judgeStep() on a step's rows before they are recorded, and judgeRepeats() on the
 * aggregate of its repeats. Pure functions of the rows and the facts passed in, so they are
 * tested with made-up rows (tests/unit/test_verdict.cpp).
 */

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/host_counters.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::analysis {

/** @brief The thresholds of the rules, with their reasons (docs/metrics.md says the same). */
namespace verdict {
/** A core this busy has no time left for the threads that run on it. */
inline constexpr double kCoreSaturatedPct = 95;
/** One of our own worker threads that ran on a CPU this share of the time it existed
 *  never waited (for the network, the device, a peer): the tool's thread is the limit. */
inline constexpr double kThreadSaturatedPct = 95;
/** A stock IOmeter dynamo's timer may disagree with the manager's clock by this share before
 *  its latencies are taken at the rate measured (`iometer_timer`): a pull's interval on the
 *  manager's clock carries the control connection's delays. */
inline constexpr double kIometerTimerTolerance = 0.05;
/** A paced end that completed this share of what came due kept its schedule (the rest is
 *  the requests in flight at the end, and one interval's rounding). */
inline constexpr double kOfferedReachedPct = 99;
/** A udp stream that sent this share of its rate_mbit reached it (its pacer starts afresh
 *  after a stall of 4 ms: docs/metrics.md, "UDP pacing"). */
inline constexpr double kStreamReachedPct = 98;
/** On the wire (headers, preamble, gap and FCS included) at this share of the line rate,
 *  the link is full. */
inline constexpr double kLinkFullPct = 95;
/** More than the line rate by this much cannot have crossed the link: a mismeasurement, or
 *  a path that is not the one the interface's speed describes. */
inline constexpr double kAboveLinePct = 101;
/** Bytes a frame takes on an Ethernet wire beyond what /proc/net/dev counts: preamble and
 *  start delimiter 8, frame check sequence 4, inter-frame gap 12. */
inline constexpr double kWireOverheadBytes = 24;
/** A device with I/O in flight this share of the time is busy (for a device that serves
 *  one I/O at a time, saturated; for one that serves many, only possibly). */
inline constexpr double kDeviceBusyPct = 95;
/** Requests in flight by Little's law (rate × mean latency) at this share of the
 *  outstanding count: the worker kept its queue full, and its time went into the I/Os. */
inline constexpr double kQueueFullPct = 90;
/** The devices held at least this share of the worker's I/Os in flight, on average
 *  (dev_queue against outstanding): the I/Os' time went into the device, not into the
 *  tool's thread or a cache. */
inline constexpr double kDeviceHeldPct = 50;
/** At fewer I/Os in flight than this a device that serves many at once (SSD, NVMe, a
 *  virtual disk) is not yet saturated by a full queue: more would raise the rate. */
inline constexpr int kDeepQueue = 32;
/** The tool read (wrote) at least this many times what the device did: a cache served the
 *  reads (a compressing or deduplicating layer took the writes). */
inline constexpr double kCacheRatio = 2;
/** Below this rate, MB/s, the device comparison is left out: the file system's own I/O
 *  (metadata, journal) is as large as the test's. */
inline constexpr double kCacheMinMbPerS = 1;
/** Segments are counted as this many bytes of payload (a 1500-byte MTU's MSS): on links
 *  with larger segments the share of retransmitted ones is understated, never overstated. */
inline constexpr double kSegmentBytes = 1448;
/** This share of segments retransmitted (%) is worth a warning: loopback retransmits a few
 *  segments of a fast stream now and then (9 of about 10^7 in 2.5 s of 26 Gbit/s here). */
inline constexpr double kRetransmitWarnPct = 0.1;
/** This share (%) below a full link means the connection spent its time recovering from
 *  losses: limited by congestion. */
inline constexpr double kCongestionPct = 1;
/** TCP connections that spent this share of their busy time (tcp_rwnd_limited_pct,
 *  tcp_sndbuf_limited_pct) waiting on the receiver's window or on the send buffer were held
 *  by it: a 4 KiB receive buffer on loopback read 44–76 %, a paced stream under its
 *  ceiling 0–3 %. */
inline constexpr double kWindowLimitedPct = 25;
/** A virtual machine's host took this much of the CPU: the numbers are the host's too. */
inline constexpr double kStealPct = 5;
/** A total keeps at most this much evidence for each word, from its first parts. */
inline constexpr long kTotalEvidence = 4;
/** Repeats spread more than this (sample standard deviation over the mean, %). */
inline constexpr double kUnstablePct = 10;
}  // namespace verdict

/** @brief What a step's verdict needs besides its rows. */
struct VerdictFacts {
    const model::Step* step = nullptr;
    /** Each dynamo's cores over the step (StepRows::cores), by dynamo name. */
    std::map<std::string, std::vector<results::CpuShares>> cores;
    /** The link speed, Mbit/s, of the interface holding @p address on @p dynamo; 0 or less
     *  when unknown (virtual links report none). */
    std::function<double(const std::string& dynamo, const std::string& address)> linkMbit;
    /** A stock IOmeter dynamo's known faults in this step (docs/iometer-files.md, "Known
     *  faults of the stock dynamo"), by dynamo: `iometer_timer` (its timer disagreed with the
     *  manager's clock by the value, a ratio: its latencies were taken at the rate measured)
     *  and `iometer_receive_count` (a Linux dynamo: it counts a TCP receive as the size asked). */
    std::map<std::string, std::map<std::string, double>> knownFaults;
    /** Dynamos lost during the step or absent from it (docs/plan-format.md,
     *  "on_dynamo_loss"): the rows they touch, and `all`, warn `dynamo_lost`. */
    std::set<std::string> lost;
};

/**
 * @brief Sets limitedBy, warnings and evidence on the worker, probe, dynamo and `all` rows
 *        of one repeat of a step (other scopes are left alone).
 */
void judgeStep(std::vector<results::MetricRow>& rows, const VerdictFacts& facts);

/**
 * @brief The verdict of a step's aggregate row @p agg from its repeats' rows: the verdict
 *        they share (else `unknown`), the warnings of any of them, and `unstable` when
 *        their Mbit/s (IOPS where no bytes moved) spread more than kUnstablePct.
 */
void judgeRepeats(results::MetricRow& agg, const std::vector<results::MetricRow>& repeats);

}  // namespace iometry::analysis
