#pragma once
/**
 * @file
 * @brief Latency under load in the article and on the Report page (docs/report.md,
 *        "Latency under load"): a run's throughput and its probes' median latency against
 *        time, the idle seconds shaded (Flent's RRUL figure), and per step what the load
 *        added to each probe's median.
 */

#include <vector>

#include "engine/article/comparisons.hpp"
#include "engine/document/document.hpp"

namespace iometry::article {

/** @brief True when @p run had probes (rows of scope `probe`). */
bool hasProbes(const report::RunFolder& run);

/** @brief Throughput (left) and each probe's median (right) against the run's time. */
Figure underLoadFigure(const DeviceRun& run);

/** @brief Per step and probe: idle median, median under the load, what the load added, p99. */
Table underLoadTable(const std::vector<DeviceRun>& runs);

/**
 * @brief Each probe's P(latency ≥ x), idle and under the load (every step's loaded seconds
 *        together, every idle second together), both axes logarithmic; one colour per probe
 *        for one run, per device for several. No series when the runs' results.json hold
 *        no distributions (written before probes kept theirs).
 */
Figure underLoadDistributionFigure(const std::vector<DeviceRun>& runs);

/** @brief Per probe, idle and under the load: how many it timed, p50, p90, p99, p99.9, max. */
Table underLoadDistributionTable(const std::vector<DeviceRun>& runs);

}  // namespace iometry::article
