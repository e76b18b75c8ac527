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
#include "gui/report/report_curves.hpp"
#include "gui/report/results_folder.hpp"

class QCPAxis;
class QCustomPlot;

namespace iometry::gui {

/** What the disk figure's left axis shows. */
enum class DiskMetric {
    Iops,    ///< completed I/Os per second (ops_per_s)
    MbPerS,  ///< decimal megabytes per second (mb_per_s)
};


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
