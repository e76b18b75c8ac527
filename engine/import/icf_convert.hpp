#pragma once
/**
 * @file
 * @brief What an .icf file becomes in a plan (docs/iometer-files.md, "What becomes what"),
 *        and the notes of what it does not carry ("Not carried over").
 */

#include <string>
#include <string_view>
#include <vector>

#include "engine/import/icf_file.hpp"
#include "engine/import/icf_plan.hpp"

namespace iometry::import_icf {

/** @brief IOmeter's test file at the root of a logical drive. */
inline constexpr std::string_view kTestFileName = "iobw.tst";

/** @brief What a disk target's name becomes on a Linux dynamo: the path, whether it is a block
 *         device, and a note when the path is a guess or a stand-in. */
struct DiskPath {
    std::string path;
    bool device = false;
    std::string note;
};

/**
 * @brief The path of the disk target IOmeter names @p target (docs/iometer-files.md, "What
 *        becomes what"): a logical drive "MOUNT [fs]" is its test file MOUNT/iobw.tst, "/dev/X"
 *        or a bare "X" a block device, a Windows drive or physical disk a stand-in, any other
 *        name the path it says. The exporter (engine/export/icf_export.hpp) asks it how a
 *        path it writes will read back.
 */
DiskPath diskPath(const std::string& target);

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
