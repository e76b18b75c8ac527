#pragma once
/**
 * @file
 * @brief What an .icf file becomes in a plan (docs/iometer-files.md, "What becomes what"),
 *        and the notes of what it does not carry ("Not carried over").
 */

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/import/icf_file.hpp"

namespace iometry::import_icf {

/**
 * @brief The plan made from @p file; what it does not carry goes to @p notes, one sentence
 *        each. Throws Malformed where the file contradicts itself (a network target on a
 *        manager the file lacks) or has nothing a plan can run. Not yet validated.
 */
nlohmann::ordered_json buildPlan(const IcfFile& file, std::vector<std::string>& notes);

}  // namespace iometry::import_icf
