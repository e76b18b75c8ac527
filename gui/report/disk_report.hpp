#pragma once
// The report of a run whose workers are all disks (docs/plan-format.md, "Disk semantics"):
// the I/O rate (IOPS or MB/s) against what the steps varied — the request size or the
// outstanding I/Os — with the I/Os' latency on the second axis instead of the CPU load,
// and a table with the block device's own counters beside ours (docs/metrics.md, "Block
// devices"). A plan that mixes disk and network workers keeps the throughput figure
// (gui/report/report_figure.hpp).

#include <QString>
#include <optional>
#include <vector>

#include "engine/report/report_table.hpp"
#include "gui/report/figure_style.hpp"
#include "gui/report/results_folder.hpp"

class QCPAxis;
class QCustomPlot;

namespace iometry::gui {

/** What the disk figure's left axis shows. */
enum class DiskMetric {
    Iops,    ///< completed I/Os per second (ops_per_s)
    MbPerS,  ///< decimal megabytes per second (mb_per_s)
};

/** The parameter the steps of a run varied: the x axis (engine/report/report_table.hpp). */
using SweepAxis = report::Axis;

/** A disk run's rows as the figure and the table show them. */
struct DiskReport {
    SweepAxis axis = SweepAxis::Size;
    /** One curve each, its rows ordered by the axis value (then by step). */
    std::vector<ReportSeries> series;
    bool devices = false;  ///< some row has the block device's columns (MetricRow::dev)
    /** Set when the steps ran different numbers of workers: Workers or Targets, the
     *  tables' first column (the x axis, or the value each series holds). */
    std::optional<SweepAxis> cycle;
};

/**
 * The rows of reportRows() arranged for the disk report. The axis is what varies among
 * them: the request size, the outstanding I/Os, or the number of workers that ran (worker
 * or target cycling, drawn as @p cycleAxis: "targets" gives SweepAxis::Targets, anything
 * else Workers). When more than one varies it is the sweep's inner axis, the one that
 * changes from one step to the next (docs/plan-format.md, "Sweeps"), and each value of
 * the others is a series of its own. Nothing varies: the request size.
 */
DiskReport diskReport(const std::vector<results::MetricRow>& rows,
                      const QString& cycleAxis = {});

/** A curve's values of the axes it holds fixed: "4 KiB requests, 4 outstanding". */
QString fixedValuesText(const report::Series& series);

/** The row's value on @p axis (the workers column for Workers and Targets; 0 without it). */
double sweepValue(const results::MetricRow& row, SweepAxis axis);

/** The axis' name as the figures' x axis and the tables' column read it. */
QString sweepAxisLabel(SweepAxis axis);

/**
 * Lays @p x out over the distinct, sorted @p values of a sweep: a log scale when
 * wantsLogAxis() (always for a single size), else linear; ticks only at the values the
 * steps used (every n-th labelled beyond 16), labelled as sizes on the Size axis.
 */
void setSweepAxis(QCPAxis* x, const std::vector<double>& values, SweepAxis axis);

/**
 * Whether values of a sweep axis read best on a log2 scale: when they are not evenly
 * spaced and the largest is at least four times the smallest (1, 2, 4 … 32; 4 KiB, 16 KiB,
 * 64 KiB). Evenly spaced values (1, 2, 3 … 8), two close values and a single one: linear.
 */
bool wantsLogAxis(std::vector<double> values);

/**
 * Draws the disk figure into @p plot, replacing whatever it showed: x = the swept
 * parameter (ticks at its values, or per power of two for sizes), left y = IOPS or MB/s
 * (@p metric), right y = latency mean (dashed) and p99 (dotted) in µs, or in ms when the
 * largest reaches 1 ms, one rate curve and two latency curves per series, the legend
 * below the axes and the plan name as title. Call replot() to show it in a widget.
 */
void drawDiskFigure(QCustomPlot* plot, const ResultsFolder& results, DiskMetric metric,
                    figure::SpreadMode spread = figure::SpreadMode::StdDev);

}  // namespace iometry::gui
