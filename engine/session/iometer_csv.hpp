#pragma once
/**
 * @file
 * @brief `iometer.csv`: a run's step results in the layout of IOmeter 1.1.0's results file
 *        (docs/metrics.md, "iometer.csv"), for the spreadsheets and scripts that read it.
 *
 * Each finished step (each repeat of it) is one IOmeter "test": its setup block (test type
 * and description, version, start time), its access specifications, then `'Results`, the
 * column header line and the rows ALL, MANAGER (one per dynamo) with its PROCESSOR rows,
 * WORKER (one per worker) with its target row (DISK or NETWORK), and the end time. A run
 * that completed ends with `'End Test`. Text only, no I/O: the results recorder appends it.
 */

#include <chrono>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/metrics.hpp"
#include "engine/stats/latencies.hpp"

namespace iometry::results {

/** @brief The IOmeter version whose layout iometer.csv follows. */
inline constexpr const char* kIometerLayoutVersion = "1.1.0";

/** @brief One finished step (one repeat of it), as iometer.csv writes it. */
struct IometerTest {
    int step = 0;
    int repeat = 1;
    std::vector<model::AccessSpec> specs;  ///< the specs as the step ran them
    std::vector<MetricRow> rows;           ///< the step's summary rows: all, dynamo, worker
    /** Each row's latency distribution, in the order of rows (the latency bins); a row
     *  without one leaves its bins empty unless it timed nothing. */
    std::vector<stats::Latencies> latency;
    /** Per-core CPU over the step's measured intervals: scope "core", name "DYNAMO/cpuN". */
    std::vector<MetricRow> cores;
    std::chrono::system_clock::time_point started;
    std::chrono::system_clock::time_point ended;
};

/** @brief The column names of the results header line, in order (80, the first "Target Type"). */
const std::vector<std::string>& iometerColumns();

/**
 * @brief One test's block of iometer.csv: setup, access specifications and results.
 * @param plan the run's plan: its name, sweep axes, workers (dynamo, kind, target) and specs
 */
std::string iometerTestBlock(const model::Plan& plan, const IometerTest& test);

/** @brief What IOmeter writes after the last test of a run that completed. */
std::string iometerEndOfRun();

}  // namespace iometry::results
