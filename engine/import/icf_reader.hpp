#pragma once
/**
 * @file
 * @brief Reads the sections of an IOmeter .icf file into an IcfFile, strict where IOmeter
 *        is (docs/iometer-files.md, "Which files", "The layout").
 */

#include <string_view>

#include "engine/import/icf_file.hpp"

namespace iometry::import_icf {

/**
 * @brief The file @p text, section by section. A malformed file throws Malformed naming its
 *        line: a version other than 2006.07.27 or 1.1.0, a section without its 'END line, an
 *        unknown key, a value that is not a whole number, a line with the wrong number of
 *        fields, an access specification whose lines do not add up to 100 %.
 */
IcfFile readIcfFile(std::string_view text);

}  // namespace iometry::import_icf
