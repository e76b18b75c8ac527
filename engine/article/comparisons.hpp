#pragma once
/**
 * @file
 * @brief The figures and tables that compare devices from their summary.csv rows
 *        (docs/report.md, "The article"): throughput and CPU load against the swept
 *        parameter with error bars, the P/E index, a disk's I/O rate and latency,
 *        transmit, receive and full duplex side by side, and throughput per client
 *        count. The article uses them, and so does the Report page for one run.
 *
 * Each device is one colour in every figure; the curves of one device (its MTUs, its
 * modes) differ by dash pattern. The numbers are the report's (engine/report/report_table.hpp):
 * a step's aggregate row when it had repeats, with the spread of the repeats behind it.
 */

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/document/document.hpp"
#include "engine/article/sources.hpp"
#include "engine/report/report_table.hpp"

namespace iometry::article {

/**
 * @brief Throughput's unit in a figure or table: Mbit/s, or Gbit/s once the largest value
 *        reaches 10 Gbit/s (docs/report.md, "Units"). An article chooses it once from all its
 *        data, so that one quantity reads in one unit across its figures and tables.
 */
struct RateUnit {
    bool gbit = false;
    /** @brief The unit for values up to @p topMbitPerS. */
    static RateUnit forTop(double topMbitPerS) { return {topMbitPerS >= 10000}; }
    /** @brief A value in Mbit/s in this unit. */
    double of(double mbitPerS) const { return gbit ? mbitPerS * 1e-3 : mbitPerS; }
    /** @brief Decimals a value in this unit is printed with. */
    int decimals() const { return gbit ? 2 : 1; }
    /** @brief "Throughput (Mbit/s)", or in Gbit/s. */
    Text axisLabel() const;
    /** @brief "Mbit/s" or "Gbit/s", to name inside a caption. */
    Text name() const;
    /** @brief The CSV column: "mbit_per_s" or "gbit_per_s". */
    std::string key() const { return gbit ? "gbit_per_s" : "mbit_per_s"; }
    /**
     * @brief The CSV column of a rate recorded in Mbit/s under @p mbitKey, in this unit:
     *        as it is in Mbit/s; in Gbit/s its "mbit" read "gbit" ("offered_mbit" →
     *        "offered_gbit", "rate_mbit_per_s" → "rate_gbit_per_s"), or the unit's key
     *        after one that names none ("rate" → "rate_gbit_per_s").
     */
    std::string keyFor(const std::string& mbitKey) const;
};

/** @brief A figure of bars over categories (the categories and series to be added). */
Figure barFigure(std::string id, std::string xKey, Text xLabel, Text title);

/** @brief One device's run of a member. */
struct DeviceRun {
    std::string device;
    std::size_t colour = 0;  ///< the device's index: its colour in every figure
    const report::RunFolder* run = nullptr;
};

/** @brief A run's rows of one MTU (an MTU sweep's, or all of them without one). */
struct MtuRows {
    std::optional<int> mtu;
    std::vector<results::MetricRow> rows;
};
/** @brief @p rows split by the MTU their steps ran at, in the order of the steps. */
std::vector<MtuRows> splitByMtu(const std::vector<results::MetricRow>& rows);

/** @brief True when some point of these runs measured the hosts' CPU load. */
bool measuredCpu(const std::vector<DeviceRun>& runs);

/*
 * The figures and tables of throughput take the article's unit (RateUnit); without one,
 * each chooses by its own data.
 */

/**
 * @brief Throughput against the swept parameter, a series per device (and MTU), error bars
 *        of ± one standard deviation of the repeats, the CPU load on the right axis.
 */
Figure throughputFigure(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unit = std::nullopt);
/** @brief The P/E index (Mbit/s ÷ CPU %) against the swept parameter. */
Figure peIndexFigure(const std::vector<DeviceRun>& runs);
/** @brief The throughput table: the parameter, then per device Mbit/s, its spread, CPU %, P/E. */
Table throughputTable(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unit = std::nullopt);

/** @brief A disk run: IOPS against the swept parameter, mean latency on the right axis. */
Figure diskFigure(const std::vector<DeviceRun>& runs);
/** @brief The disk table: per device IOPS, MB/s, mean and p99 latency. */
Table diskTable(const std::vector<DeviceRun>& runs);

/** @brief True when the row's hosts had their CPU load measured (a P/E index means something). */
bool hostMeasured(const results::MetricRow& row);
/** @brief A run's total rows (scope all, as shown) at @p mtu, by request size; empty without a run. */
std::map<double, const results::MetricRow*> totalsBySize(const report::RunFolder* run, std::optional<int> mtu);
/** @brief A throughput figure's value axis in @p unit, and the CPU load's right axis when @p cpu. */
void setRateAxes(Figure& f, const RateUnit& unit, bool cpu);

/** @brief True when every worker of @p plan is a disk's (a storage run, not a network one). */
bool storageOnly(const model::Plan& plan);

/** @brief A stream's direction, from the holder's spec line (docs/plan-format.md). */
enum class Mode { Transmit, Receive, Duplex };
inline constexpr std::size_t kModes = 3;
/** @brief "Transmit", "Receive", "Full duplex". */
Text modeName(Mode mode);
/** @brief The same inside a sentence or after a comma: "transmit", "receive", "full duplex". */
Text modePhrase(Mode mode);
/** @brief The mode in file names: "transmit", "receive", "duplex". */
std::string modeSlug(Mode mode);

/**
 * @brief A stream's mode (docs/plan-format.md, "TCP semantics"): a plain sweep over request
 *        sizes (and the MTU) of pair workers that are streams, all of one spec line without
 *        replies whose read share is 0 (transmit), 100 (receive) or 50 (full duplex).
 */
std::optional<Mode> streamMode(const model::Plan& plan);

/** @brief One device's transmit, receive and full duplex runs (any may be missing). */
struct ModeRuns {
    std::string device;
    std::size_t colour = 0;
    std::array<const report::RunFolder*, kModes> runs{};
};
/**
 * @brief Each device's first member of each mode; @p mtus gets the MTUs their rows ran at,
 *        in order of appearance (one empty entry without an MTU axis). Empty when fewer
 *        than two modes were measured: nothing to set side by side.
 */
std::vector<ModeRuns> modeRunsOf(const std::vector<DeviceResults>& devices, std::vector<std::optional<int>>& mtus);

/**
 * @brief Transmit, receive and full duplex per request size side by side: the table
 *        (Size | per device: TX, RX, duplex Mbit/s) at @p mtu (the rows without an MTU when
 *        none). Its figures are each device's (classic.hpp, deviceModesFigure).
 */
Table modesTable(const std::vector<ModeRuns>& devices, std::optional<int> mtu,
                 std::optional<RateUnit> unit = std::nullopt);

/**
 * @brief A run that cycled its workers or targets (one server, 1, 2, 3 clients): bars per
 *        client count, the aggregate and the mean per pair of each device; the table gives
 *        every pair.
 */
Figure clientsFigure(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unit = std::nullopt);
Table clientsTable(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unit = std::nullopt);

/** @brief The rows a report shows of @p run's total: each step's aggregate with repeats, else repeat 1. */
std::vector<const results::MetricRow*> shownTotals(const report::RunFolder& run);

/** @brief "MTU 9000" as a series' qualifier; empty without an MTU. */
Text mtuQualifier(std::optional<int> mtu);

/** @brief The x axis' label of a report axis: "Request size", "Outstanding I/Os", … */
Text axisLabel(report::Axis axis);
/** @brief The same within a sentence: "request size", "outstanding I/Os", … */
Text axisPhrase(report::Axis axis);

}  // namespace iometry::article
