#pragma once
/**
 * @file
 * @brief What an .icf file becomes in a plan (docs/iometer-files.md, "What becomes what"),
 *        and the notes of what it does not carry ("Not carried over").
 */

#include <string>
#include <vector>

#include "engine/import/icf_file.hpp"
#include "engine/import/icf_plan.hpp"

namespace iometry::import_icf {

/**
 * @brief The plan made from @p file; what it does not carry goes to @p notes, one sentence
 *        each. Values beyond the plan's bounds are brought within them (with a note) by the
 *        model's own limits; the plan is not validated here (the validator judges its JSON,
 *        toJson(IcfPlan)). Throws Malformed where the file contradicts itself (a network
 *        target on a manager the file lacks) or has nothing a plan can run.
 */
IcfPlan planFromIcf(const IcfFile& file, std::vector<std::string>& notes);

/**
 * @brief The access specifications of @p file that a plan can run, as planFromIcf makes
 *        them (a spec it cannot express is left out, with a note in @p notes).
 */
std::vector<model::AccessSpec> specsFromIcf(const IcfFile& file, std::vector<std::string>& notes);

}  // namespace iometry::import_icf
