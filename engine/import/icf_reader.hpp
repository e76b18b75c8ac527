#pragma once
/**
 * @file
 * @brief Reads the sections of an IOmeter .icf file into an IcfFile, as IOmeter's loader
 *        reads them (docs/iometer-files.md, "Which files", "The layout").
 */

#include <optional>
#include <string_view>

#include "engine/import/code_page.hpp"
#include "engine/import/icf_file.hpp"

namespace iometry::import_icf {

/**
 * @brief The file @p bytes, section by section, read as IOmeter's loader reads it, once they
 *        are decoded to UTF-8 (decodeText: as @p codePage, or the code page detected, with
 *        its notes first in IcfFile::notes; docs/iometer-files.md, "Code pages"): what that
 *        loader passes over is passed over with a note in IcfFile::notes; what it refuses
 *        throws Malformed naming the line: a version before 1998.05.21, a part never closed,
 *        an unknown key, a value that is not a whole number, a line with the wrong number
 *        of fields, an access specification whose lines do not add up to 100 %
 *        (docs/iometer-files.md, "What IOmeter passes over, and what it refuses").
 */
IcfFile readIcfFile(std::string_view bytes, const std::optional<CodePage>& codePage = std::nullopt);

}  // namespace iometry::import_icf
