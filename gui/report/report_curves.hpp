#pragma once
// A run's curves with names for the user: what every Report figure and table of one run
// draws. The engine arranges the rows (engine/report/report_table.hpp, report::buildReport:
// which rows, which x axis, the total and each worker); here each curve gets its name.

#include <QString>
#include <optional>
#include <vector>

#include "engine/report/report_table.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::gui {

/** The parameter the steps of a run varied: the x axis (engine/report/report_table.hpp). */
using SweepAxis = report::Axis;

/** One curve of a figure and one block of its table: its rows ordered by the x value. */
struct ReportSeries {
    QString name;
    std::vector<results::MetricRow> rows;
    bool worker = false;  ///< one worker's curve, not the total of all
};

/** A run's rows as its figure and table show them. */
struct ReportCurves {
    SweepAxis axis = SweepAxis::Size;
    /** The total of all workers first, then each worker when there is more than one (a
     *  network worker is one pair: docs/report.md); one curve per value of the axes that
     *  varied but are not the x axis. */
    std::vector<ReportSeries> series;
    bool devices = false;  ///< some row has the block device's columns (MetricRow::dev)
    bool readsAndWrites = false;  ///< some row timed reads and writes both (report::Report)
    /** Set when the steps ran different numbers of workers: Workers or Targets, the
     *  tables' first column (the x axis, or the value each series holds). */
    std::optional<SweepAxis> cycle;
    /** The workers whose curves figureCurves() left out; their total is drawn, named so. */
    int workersNotDrawn = 0;
};

/**
 * report::buildReport() with Scope::PerWorker, named: "All workers", "nic1"; a curve at a
 * fixed value of another axis "All workers, 4 outstanding" (alone: "4 KiB requests").
 * @p cycleAxis is plan.json's ("workers" or "targets").
 */
ReportCurves reportCurves(const std::vector<results::MetricRow>& rows, const QString& cycleAxis = {});

/**
 * The most workers a figure draws a curve for beside the total (docs/report.md, "What a
 * report shows"): more lines than a reader tells apart, and a legend of hundreds of entries
 * that would stall the window (128 dynamos' workers).
 */
inline constexpr int kMostWorkerCurves = 8;

/**
 * @p curves as a figure draws them: every series, or past kMostWorkerCurves workers the
 * total's only, named "All 128 workers". The tables list every worker all the same.
 */
ReportCurves figureCurves(ReportCurves curves);

/**
 * Names the series of a table's @p tableRows again in the language now installed: the rows
 * were made one per (series, row) of reportCurves(@p source, @p cycleAxis), in its order, and
 * the same rows give the same series, so only the names change. Each table row has a QString
 * `series`.
 */
template <typename TableRow>
void renameSeries(std::vector<TableRow>& tableRows, const std::vector<results::MetricRow>& source,
                  const QString& cycleAxis) {
    if (source.empty()) return;
    const ReportCurves report = reportCurves(source, cycleAxis);
    std::size_t i = 0;
    for (const auto& s : report.series)
        for (std::size_t n = 0; n < s.rows.size() && i < tableRows.size(); ++n)
            tableRows[i++].series = s.name;
}

/** A curve's values of the axes it holds fixed: "4 KiB requests, 4 outstanding". */
QString fixedValuesText(const report::Series& series);

/** The row's value on @p axis (the workers column for Workers and Targets; 0 without it). */
double sweepValue(const results::MetricRow& row, SweepAxis axis);

/** The axis' name as the figures' x axis and the tables' column read it. */
QString sweepAxisLabel(SweepAxis axis);

/** The name of the curve of a run's 'all' rows: "All workers". */
QString allWorkersSeriesName();

}  // namespace iometry::gui
