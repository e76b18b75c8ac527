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
#include <set>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"

namespace iometry::import_icf {

/**
 * @brief What an importer of another tool's file gives (the .icf's, the fio job file's): the
 *        plan, or why the file was refused, and the notes of what it does not carry.
 */
struct ImportResult {
    /** The plan (`iometry.plan/1`, validated by model::parsePlan); empty when refused. */
    std::optional<nlohmann::ordered_json> plan;
    /** What the file holds that the plan does not carry, one sentence each (may be empty). */
    std::vector<std::string> notes;
    /** Why the file was refused: "line N: …" names the line and what was expected. */
    std::string error;
    /** The line the error is about (1-based); 0 when it is about the whole file. */
    int errorLine = 0;

    bool ok() const { return plan.has_value(); }
};

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

/**
 * @brief A dynamo or worker name by the plan's name rule (model::isNameChar: each other
 *        character of the UTF-8 @p wanted becomes one `-`), unique within @p taken ("-2",
 *        "-3", … added), which it joins.
 */
std::string planName(const std::string& wanted, std::set<std::string>& taken);

/**
 * @brief What the plan's validator (model::parsePlan) says of an imported plan's JSON:
 *        empty when it is valid, else "the plan made from this file is not valid:" and every
 *        problem on its own line. An importer hands out only plans for which this is empty.
 */
std::string invalidPlan(const nlohmann::ordered_json& plan);

/** @brief The whole content of the file at @p path; nullopt when it cannot be read. */
std::optional<std::string> readWholeFile(const std::string& path);

}  // namespace iometry::import_icf
