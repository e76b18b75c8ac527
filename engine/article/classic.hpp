#pragma once
/**
 * @file
 * @brief The layouts the classic adapter reviews print (docs/report.md, "The classic
 *        layouts"): per device one figure of transmit, receive and full duplex with the CPU
 *        load of each; the P/E index as one number per mode (the highest throughput ÷ the
 *        CPU load at that point); the highest throughput per MTU with the CPU load beside
 *        it; and a peak-speed bar chart across devices.
 */

#include <optional>
#include <string>
#include <vector>

#include "engine/article/comparisons.hpp"

namespace iometry::article {

/**
 * @brief A run's highest throughput and the CPU load of that same step: the point the
 *        classic P/E index is taken at (docs/metrics.md, "P/E index").
 */
struct PeakPoint {
    double size = 0;      ///< the step's request size (bytes)
    double mbitPerS = 0;  ///< the highest total throughput
    double cpuPct = 0;    ///< the CPU load of that step; 0 when the host was not measured
    /** The classic P/E index: mbitPerS ÷ cpuPct; NaN without a CPU load. */
    double pe() const;
};

/**
 * @brief The highest total throughput among @p run's shown steps at @p mtu (every MTU
 *        when @p anyMtu), with the CPU load of that step; nothing when no step ran.
 */
std::optional<PeakPoint> peakOf(const report::RunFolder& run, std::optional<int> mtu, bool anyMtu = false);

/** @brief A device's name as a file name's part ("intel-x540-t2"); "device-N" when none is left. */
std::string deviceSlug(const std::string& device, std::size_t index);

/**
 * @brief One device's transmit, receive and full duplex against request size at @p mtu,
 *        a colour per mode, the full duplex's two directions dashed beside its sum, and the
 *        CPU load of each mode dotted on the right axis (the CSA review's figures 5–8).
 */
Figure deviceModesFigure(const ModeRuns& device, std::optional<int> mtu, std::optional<RateUnit> unit = std::nullopt);

/**
 * @brief The classic P/E index per mode as grouped bars, a bar per device: each mode's
 *        highest throughput divided by the CPU load at that point, at @p mtu.
 */
Figure modesPeFigure(const std::vector<ModeRuns>& devices, std::optional<int> mtu);
/** @brief The same numbers: per mode and device the highest throughput, its size, the CPU load, P/E. */
Table modesPeTable(const std::vector<ModeRuns>& devices, std::optional<int> mtu,
                  std::optional<RateUnit> unit = std::nullopt);

/** @brief True when some run of @p runs swept the MTU (two MTUs or more). */
bool sweptMtu(const std::vector<DeviceRun>& runs);
/**
 * @brief The highest throughput per MTU as grouped bars, per device the throughput bar
 *        and the CPU load of that step beside it on the right axis (jumbo frames).
 */
Figure mtuPeakFigure(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unit = std::nullopt);
/** @brief The same numbers: per MTU and device the highest throughput, its size, the CPU load. */
Table mtuPeakTable(const std::vector<DeviceRun>& runs, std::optional<RateUnit> unit = std::nullopt);

/** @brief One bar group of the peak-speed figure: a section's mode or method, and each device's peak. */
struct PeakGroup {
    Text name;                  ///< "transmit, MTU 9000"
    std::vector<double> mbitPerS;  ///< per device in the article's order; NaN where it did not run
};
/** @brief A plain sweep of network workers: no method that chooses its steps, no disk preset
 *         or disk run, no cycling of workers or targets (the tests the peak figure compares). */
bool plainNetworkSweep(const model::Plan& plan);

/**
 * @brief The peak-speed figure's bar groups of @p devices: every plain network sweep (a
 *        member matched by name across the devices, in their order; no method that chooses
 *        its steps, no cycling), named by its mode, one group per MTU when it swept the MTU.
 */
std::vector<PeakGroup> peakGroupsOf(const std::vector<DeviceResults>& devices);
/** @brief The same numbers as a table: a row per test, a column per device. */
Table peakTable(const std::vector<PeakGroup>& groups, const std::vector<std::string>& devices,
                std::optional<RateUnit> unit = std::nullopt);

/** @brief The peak speed of every section across devices: a bar group per section. */
Figure peakFigure(const std::vector<PeakGroup>& groups, const std::vector<std::string>& devices,
                  std::optional<RateUnit> unit = std::nullopt);

}  // namespace iometry::article
