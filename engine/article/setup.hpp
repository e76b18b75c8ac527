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
 * @brief A row per fact (per dynamo: host, processor, kernel, each data interface with its
 *        driver, link speed and MTU, its offloads), a column per device.
 */
Table hostsTable(const std::vector<DeviceResults>& devices);

/** @brief A row per member: method, steps, time per step, repeats, aggregate, duration. */
Table membersTable(const std::vector<DeviceResults>& devices);

/** @brief "mean", "median", "best" as the article says it. */
Text aggregateName(model::Aggregate aggregate);

}  // namespace iometry::article
