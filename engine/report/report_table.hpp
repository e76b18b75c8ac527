#pragma once
/**
 * @file
 * @brief The report's table of one run or a comparison of runs (docs/report.md): which
 *        rows of summary.csv a report shows, arranged as curves over the swept parameter,
 *        with the spread of the repeats behind every point, and its CSV text.
 *
 * The engine owns these numbers; the GUI's Report page draws them and `iometry-run
 * report` writes them, so both give the same table.
 */

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/report/results_folder.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::report {

/** @brief The parameter a report's curves run over (its x axis). */
enum class Axis {
    Size,         ///< request size (bytes)
    Outstanding,  ///< outstanding I/Os (queue depth)
    Workers,      ///< workers run per dynamo (sweep.workers; summary.csv's workers column)
    Targets,      ///< the plan's first N workers (sweep.targets; the same column)
    Mtu,          ///< the data interfaces' MTU (sweep.mtu; summary.csv's mtu column)
};

/** @brief The column name of @p axis in summary.csv: size, outstanding, workers or mtu. */
const char* axisColumn(Axis axis);

/** @brief The row's value on @p axis (the workers column for Workers and Targets). */
double axisValue(const results::MetricRow& row, Axis axis);

/** @brief The spread of one metric over the repeats of a step (docs/report.md). */
struct Spread {
    double mean = 0;
    double stddev = 0;  ///< sample standard deviation (n − 1); 0 for one repeat
    double min = 0;
    double max = 0;
    int n = 0;  ///< repeats counted; 0 when the row had no repeat rows beside it
};

/** @brief One point of a curve: the row shown and the spread behind it. */
struct Point {
    results::MetricRow row;  ///< the aggregate row with repeats, else the step's only row
    Spread mbit;             ///< mbit_per_s
    Spread ops;              ///< ops_per_s
    Spread mb;               ///< mb_per_s
};

/** @brief One curve: every worker's total, or one worker, at fixed values of other axes. */
struct Series {
    std::string worker;  ///< the worker's name; empty for the total of all workers
    /** Axes that varied but are not the x axis, at this curve's values. */
    std::vector<std::pair<Axis, double>> fixed;
    std::vector<Point> points;  ///< ordered by the x value, then by step
};

/** @brief Which curves a report holds. */
enum class Scope {
    Total,      ///< the total of all workers ('all' rows) only
    PerWorker,  ///< the total and each worker beside it
};

/** @brief A run's report. */
struct Report {
    Axis axis = Axis::Size;
    /** Workers or Targets when the steps ran different numbers of workers. */
    std::optional<Axis> cycle;
    bool devices = false;  ///< some row has the block device's columns (MetricRow::dev)
    /** Some row timed reads and writes both (docs/metrics.md, "Read and write latency"). */
    bool readsAndWrites = false;
    int repeats = 1;       ///< the most repeats behind a point
    std::vector<Series> series;      ///< the total first
};

/**
 * @brief Arranges a run's rows for its report.
 *
 * Rows: the 'agg' rows when there are repeats, else repeat 1; of 'all' (or of the single
 * worker of a summary without 'all' rows), and with @p scope PerWorker of each worker
 * too when there is more than one. The x axis is what varies among the steps: request
 * size, outstanding I/Os, or the number of workers that ran (worker or target cycling:
 * @p cycleAxis "targets" gives Targets, else Workers); when several vary it is the
 * sweep's inner axis (the one that changes alone between a series' first two steps) and
 * each value of the others is a series of its own. Nothing varies: the request size.
 */
Report buildReport(const std::vector<results::MetricRow>& rows, const std::string& cycleAxis,
                   Scope scope = Scope::Total);

/** @brief buildReport() of a loaded folder (its plan's cycle axis). */
Report buildReport(const RunFolder& run, Scope scope = Scope::Total);

/** @brief The spread of @p metric over the repeat rows of @p row's step, scope and name. */
Spread spreadOf(const std::vector<results::MetricRow>& rows, const results::MetricRow& row,
                double results::MetricRow::*metric);

/**
 * @brief The rows a report shows (docs/report.md, "What a report shows"): each step's
 *        aggregate row when the run had repeats, else its repeat 1; in file order.
 */
std::vector<const results::MetricRow*> shownRows(const std::vector<results::MetricRow>& rows);

/** @brief Whether the steps of these rows ran different numbers of workers. */
bool workersVary(const std::vector<results::MetricRow>& rows);

/** @brief A run of a comparison: its label and its report. */
struct LabelledReport {
    std::string label;
    Report report;
};

/**
 * @brief The report table as CSV (docs/report.md): one header line, then one line per
 *        point of every series of every run, numbers in the C locale.
 *
 * Columns: `run` (the label), every column of summary.csv with its name, then the spread
 * columns `mbit_per_s_min`, `mbit_per_s_max`, `ops_per_s_stddev`, `ops_per_s_min`,
 * `ops_per_s_max`, `mb_per_s_stddev`.
 */
std::string reportCsv(const std::vector<LabelledReport>& runs);

/** @brief The header of reportCsv(). */
std::vector<std::string> reportCsvHeader();

/** @brief What names a run in a comparison. */
struct RunName {
    std::string planName;
    std::string folder;  ///< the results folder's own name (its last path component)
};

/**
 * @brief Labels for runs compared side by side: each plan's name; runs that share a name
 *        get their folder's name after it, "name (folder)", so every label differs.
 */
std::vector<std::string> comparisonLabels(const std::vector<RunName>& runs);

}  // namespace iometry::report
