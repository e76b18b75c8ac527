#pragma once
/**
 * @file
 * @brief Ranges in a plan's dynamos and workers (docs/plan-format.md, "Many dynamos"): an
 *        entry whose strings hold `{A..B}` stands for B − A + 1 entries, the n-th with A + n
 *        in every range, so a plan names 128 dynamos, and a worker on each, in two lines.
 *
 * `{1..128}` counts 1, 2, … 128; `{001..128}` keeps the width of A: 001, 002, … 128. Every
 * range of one entry must count as many; a string holds at most one range. The expansion is
 * the plan as read: problems name the expanded entries, and a plan written back lists them.
 */

#include <string>

#include "engine/model/json_reader.hpp"

namespace iometry::model {

/** @brief Most entries one range may make. */
inline constexpr long kMaxRangeEntries = 4096;

/**
 * @brief @p doc with the ranges of its `dynamos` and `workers` entries expanded; the problems
 *        of a malformed range appended to @p problems (the entry is then kept as it is).
 */
ObjectReader::Json expandRanges(const ObjectReader::Json& doc, Problems& problems);

}  // namespace iometry::model
