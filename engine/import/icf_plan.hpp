#pragma once
/**
 * @file
 * @brief The plan made from an .icf file, and the JSON the importer hands out for it: the
 *        keys the file sets (docs/iometer-files.md, "What becomes what"), every other key
 *        left to the plan's default (docs/plan-format.md), IOmeter's cycling as sweep ranges.
 */

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "engine/model/plan.hpp"

namespace iometry::import_icf {

/** @brief A model::Plan and what its JSON keeps of how the file gave it. */
struct IcfPlan {
    /** What runs: the file's values, the plan's defaults for the rest. */
    model::Plan plan;
    /** The file gave the run time (`run_s`); otherwise the plan's default runs. */
    bool hasRunTime = false;
    /** The file gave the update frequency (`sample_ms`); otherwise the plan's default. */
    bool hasSampleMs = false;
    /** For each axis of plan.sweep: the range it is written as, or none for a list. */
    std::vector<std::optional<model::RangeAxis>> sweepRanges;

    /** Adds a sweep axis written as the range {start, end, step, mode}. */
    void addAxis(model::SweepParam param, const model::RangeAxis& range);
    /** Adds a sweep axis written as a list of values. */
    void addAxis(model::SweepParam param, std::vector<std::int64_t> values);
};

/**
 * @brief The plan's JSON as the importer hands it out (an `iometry.plan/1` document for
 *        model::parsePlan): only the keys the file sets. A sweep range is written as the
 *        range, so the validator judges its start, end and step as the file gave them.
 */
nlohmann::ordered_json toJson(const IcfPlan& imported);

}  // namespace iometry::import_icf
