#pragma once
// Runs compared in one figure (docs/report.md, "Comparing runs"): the total of all workers of
// each run as one curve over the same axis, told apart by colour, marker and dash pattern
// (readable in black-and-white print), with error bars from the repeats and an optional
// second axis (CPU %, interrupts/s, softirq % or NIC drops) drawn thin and dotted.
// The numbers come from the engine's report (engine/report/report_table.hpp).

#include <QString>
#include <vector>

#include "gui/report/disk_report.hpp"
#include "gui/report/figure_style.hpp"
#include "gui/report/results_folder.hpp"

class QCustomPlot;

namespace iometry::gui {

/** What the compare figure's second axis shows. */
enum class SecondAxis { None, Cpu, IrqPerS, SoftirqPct, NicDrops };

struct CompareOptions {
    figure::SpreadMode spread = figure::SpreadMode::StdDev;
    SecondAxis second = SecondAxis::Cpu;
    DiskMetric diskMetric = DiskMetric::Iops;  ///< when every run is a disk run
};

/**
 * Draws @p runs (each labelled by ResultsFolder::label, else its plan's name) into
 * @p plot: x = the first run's sweep axis, left y = Mbit/s or Gbit/s (chosen once for the
 * figure from the largest value; IOPS or MB/s when every run is a disk run), error bars
 * on points with repeats. The title is "Comparison of N runs" (one run: its name); the subtitle
 * says which aggregate the points are and what the bars show.
 */
void drawCompareFigure(QCustomPlot* plot, const std::vector<ResultsFolder>& runs,
                       const CompareOptions& options);

/** The second-axis curve's value for a row, and its axis label. */
double secondAxisValue(const results::MetricRow& row, SecondAxis axis);
QString secondAxisLabel(SecondAxis axis);

/**
 * The figure's default subtitle: which aggregate of how many repeats the points are and
 * what the error bars show, then (for one run) the host and adapter facts of bench.json:
 * host name, and per data interface its name, driver, link speed and MTU.
 */
QString defaultSubtitle(const std::vector<ResultsFolder>& runs, figure::SpreadMode spread);

/** "host: eth1 (ixgbe, 10 Gbit/s, MTU 9000)" from bench.json; empty without facts. */
QString benchFacts(const nlohmann::json& bench);

/** The label a run has in a comparison: its label, else its suite's device, else its
 *  plan's name. */
QString runLabel(const ResultsFolder& run);

/**
 * Gives runs without a label of their own that share a name (their suite's device, else
 * their plan's) the engine's comparisonLabels(): "name (folder)", so every run's label
 * differs.
 */
void labelRuns(std::vector<ResultsFolder>& runs);

}  // namespace iometry::gui
