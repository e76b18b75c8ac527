#pragma once
/**
 * @file
 * @brief The article's test-setup tables (docs/report.md, "The article"): the hosts and
 *        data interfaces of every device's runs, from bench.json, and the members with the
 *        settings they ran, from the plans.
 */

#include <vector>

#include "engine/document/document.hpp"
#include "engine/article/sources.hpp"

namespace iometry::article {

/**
 * @brief A row per distinct host of every device's runs: its name, the dynamos it was,
 *        system (board), processor (logical CPUs, frequency range), memory, kernel and
 *        default TCP congestion control. Hosts that read the same are one row.
 */
Table hostsTable(const std::vector<DeviceResults>& devices);

/**
 * @brief Per dynamo (named once, on its first row), a row per fact of what each device was
 *        there, a column per device: each data interface (driver, link speed, MTU,
 *        firmware, PCIe link, ring sizes, offloads) and each disk target (the disk behind
 *        it: model, firmware, capacity, rotational or not, scheduler; a test file's file system
 *        and mount options). No rows when no bench.json tells any.
 */
Table targetsTable(const std::vector<DeviceResults>& devices);

/** @brief A row per member: method, steps, time per step, repeats, aggregate, duration,
 *         and the TCP socket controls its plan set (a column only when a member has TCP
 *         workers). */
Table membersTable(const std::vector<DeviceResults>& devices);

/** @brief "mean", "median", "best" as the article says it. */
Text aggregateName(model::Aggregate aggregate);

}  // namespace iometry::article
