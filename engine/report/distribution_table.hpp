#pragma once
/**
 * @file
 * @brief The distribution view's tables (docs/report.md, "Tables as data"): the step curves
 *        of a method's distribution figure (model::ResultFigure::pairs, the latency method's
 *        P(RTT ≥ x) per size) as rows — every point for files, binned 1-2-5 per decade for
 *        the screen, where the points may be thousands.
 */

#include <nlohmann/json.hpp>
#include <optional>

#include "engine/report/procedure_table.hpp"

namespace iometry::report {

/** @brief The method's distribution figure of @p result (a procedure.json); null when it has none. */
std::optional<model::ResultFigure> distributionFigure(const nlohmann::ordered_json& result);

/** @brief Size, RTT (µs), P(RTT ≥ x): a row per point of every size's curve; no columns
 *         when the method has no distribution. */
ProcedureTable distributionTable(const nlohmann::ordered_json& result);

/**
 * @brief The same in buckets of RTT, 1-2-5 per decade (10, 20, 50, 100 µs …): the round
 *        trips of each bucket, their share, and the share up to its end. Empty buckets are
 *        left out.
 */
ProcedureTable distributionBins(const nlohmann::ordered_json& result);

}  // namespace iometry::report
