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

}  // namespace iometry::article
