#pragma once
/**
 * @file
 * @brief Latency under load from a run's files (docs/metrics.md, "Latency under load";
 *        docs/report.md, "Latency under load"): per step what the load added to each
 *        probe's latency, and the run's timeline of throughput and probe latency with the
 *        idle seconds marked, as Flent's RRUL figure shows them.
 */

#include <map>
#include <string>
#include <vector>

#include "engine/report/results_folder.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::report {

/** @brief One probe in one step: its medians idle and under the load. NaN: not measured. */
struct ProbeStep {
    int step = 0;
    std::string probe;
    double idleMedianUs;       ///< idle_before's p50
    double loadMedianUs;       ///< load's p50
    double loadP99Us;          ///< load's p99
    double idleAfterMedianUs;  ///< idle_after's p50
    /** The load's median minus the idle one (before the load, else after it); NaN without. */
    double addedUs;
    results::MetricRow load;   ///< the probe's row under the load
};

/**
 * @brief Every probe of every step, in step order: from the aggregate rows of a step that
 *        had repeats, else from the first repeat @p summary lists (one repeat's rows, as
 *        `iometry-run` prints a step, give that repeat's).
 */
std::vector<ProbeStep> probeSteps(const std::vector<results::MetricRow>& summary);

/** @brief The run on one time axis: the steps one after another. */
struct UnderLoadTimeline {
    struct Point {
        double t;
        double value;
    };
    std::vector<Point> throughput;                      ///< the all rows: Mbit/s, or IOPS; NaN: a break
    std::map<std::string, std::vector<Point>> medians;  ///< per probe: its p50, µs
    std::vector<std::pair<double, double>> idle;        ///< the probes' idle seconds
    bool iops = false;                                   ///< throughput is IOPS (a disk-only run)
};

/**
 * @brief The timeline of samples.csv's intervals: each step (and repeat) starts where the
 *        one before ended; @p iops takes the all rows' IOPS rather than Mbit/s.
 */
UnderLoadTimeline underLoadTimeline(const std::vector<IntervalRow>& samples, bool iops);

}  // namespace iometry::report
