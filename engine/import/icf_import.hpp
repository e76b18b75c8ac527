#pragma once
/**
 * @file
 * @brief Imports IOmeter configuration files (.icf) as `iometry.plan/1` plans.
 *
 * Reads the files IOmeter saves (File → Save Configuration; checked with 2006.07.27,
 * 2008.06.18 and 1.1.0):
 * the test setup, the access specifications and the manager list with its workers and
 * targets. What is imported, to what, and what is not carried over is described in
 * docs/iometer-files.md.
 */

#include <optional>
#include <string>
#include <string_view>

#include "engine/import/code_page.hpp"
#include "engine/import/icf_plan.hpp"

namespace iometry::import_icf {

/** @brief A plan made from a .icf file, or why the file was refused. */
struct IcfImportResult : ImportResult {
    /** The IOmeter version of the file ("2006.07.27", "1.1.0", …) once its first line was
     *  read; empty for a file without a version line. */
    std::string version;
    /** What the file's bytes were read as ("UTF-8", "Windows-1251 (Cyrillic)", …) once they
     *  were decoded; a code page detection assumed is also a note (docs/iometer-files.md,
     *  "Code pages"). */
    std::string codePage;
    /** The file holds access specifications and no manager list (IOmeter's "Save access
     *  specifications"): importIcf refuses it, addIcfSpecs adds them to a plan. */
    bool specsOnly = false;
    /** addIcfSpecs: how many of the file's specs were appended, and how many replaced one
     *  of the same name. */
    std::size_t added = 0, replaced = 0;
};

/** @brief How the error of an import that failed by a bug in the importer begins (what an
 *         exception said follows); never for a malformed file. */
inline constexpr const char* kImporterFailed = "the importer failed on this file (a bug): ";

/**
 * @brief Imports the bytes of a .icf file, read as @p codePage or, without it, as the code
 *        page detected (docs/iometer-files.md, "Code pages"). Never throws; a malformed file
 *        gets an error with its line.
 */
IcfImportResult importIcf(std::string_view bytes,
                          const std::optional<CodePage>& codePage = std::nullopt);

/** @brief Reads and imports a .icf file; an unreadable file is an error too. */
IcfImportResult importIcfFile(const std::string& path,
                              const std::optional<CodePage>& codePage = std::nullopt);

/**
 * @brief Adds the access specifications of a .icf file's bytes (read as importIcf reads them)
 *        to @p plan (an `iometry.plan/1`
 *        document), as IOmeter loads a file saved with "Save access specifications" only:
 *        a spec of the same name is replaced, the others are appended, and what else the
 *        file holds (workers, test setup) is left out with a note. The result is the whole
 *        plan, validated; @p plan itself must be valid. Never throws.
 */
IcfImportResult addIcfSpecs(std::string_view bytes, const nlohmann::ordered_json& plan,
                            const std::optional<CodePage>& codePage = std::nullopt);

/** @brief addIcfSpecs of the file at @p path; an unreadable file is an error too. */
IcfImportResult addIcfSpecsFromFile(const std::string& path, const nlohmann::ordered_json& plan,
                                    const std::optional<CodePage>& codePage = std::nullopt);

}  // namespace iometry::import_icf
