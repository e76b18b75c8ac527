#pragma once
/**
 * @file
 * @brief Imports IOmeter configuration files (.icf) as `iometry.plan/1` plans.
 *
 * Reads the files IOmeter 2006.07.27 and IOmeter 1.1.0 save (File → Save Configuration):
 * the test setup, the access specifications and the manager list with its workers and
 * targets. What is imported, to what, and what is not carried over is described in
 * docs/iometer-files.md.
 */

#include <string>
#include <string_view>

#include "engine/import/icf_plan.hpp"

namespace iometry::import_icf {

/** @brief A plan made from a .icf file, or why the file was refused. */
struct IcfImportResult : ImportResult {
    /** The IOmeter version of the file ("2006.07.27" or "1.1.0") once its first line was read. */
    std::string version;
};

/** @brief Imports .icf text. Never throws; a malformed file gets an error with its line. */
IcfImportResult importIcf(std::string_view text);

/** @brief Reads and imports a .icf file; an unreadable file is an error too. */
IcfImportResult importIcfFile(const std::string& path);

}  // namespace iometry::import_icf
