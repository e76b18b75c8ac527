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

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iometry::import_icf {

/** @brief A plan made from a .icf file, or why the file was refused. */
struct IcfImportResult {
    /** The plan (`iometry.plan/1`, validated by model::parsePlan); empty when refused. */
    std::optional<nlohmann::ordered_json> plan;
    /** What the file holds that the plan does not carry, one sentence each (may be empty). */
    std::vector<std::string> notes;
    /** The IOmeter version of the file ("2006.07.27", "1.1.0", …) once its first line was
     *  read; empty for a file without a version line. */
    std::string version;
    /** Why the file was refused: "line N: …" names the line and what was expected. */
    std::string error;
    /** The line the error is about (1-based); 0 when it is about the whole file. */
    int errorLine = 0;
    /** The file holds access specifications and no manager list (IOmeter's "Save access
     *  specifications"): importIcf refuses it, addIcfSpecs adds them to a plan. */
    bool specsOnly = false;
    /** addIcfSpecs: how many of the file's specs were appended, and how many replaced one
     *  of the same name. */
    std::size_t added = 0, replaced = 0;

    bool ok() const { return plan.has_value(); }
};

/** @brief Imports .icf text. Never throws; a malformed file gets an error with its line. */
IcfImportResult importIcf(std::string_view text);

/** @brief Reads and imports a .icf file; an unreadable file is an error too. */
IcfImportResult importIcfFile(const std::string& path);

/**
 * @brief Adds the access specifications of .icf text to @p plan (an `iometry.plan/1`
 *        document), as IOmeter loads a file saved with "Save access specifications" only:
 *        a spec of the same name is replaced, the others are appended, and what else the
 *        file holds (workers, test setup) is left out with a note. The result is the whole
 *        plan, validated; @p plan itself must be valid. Never throws.
 */
IcfImportResult addIcfSpecs(std::string_view text, const nlohmann::ordered_json& plan);

/** @brief addIcfSpecs of the file at @p path; an unreadable file is an error too. */
IcfImportResult addIcfSpecsFromFile(const std::string& path, const nlohmann::ordered_json& plan);

}  // namespace iometry::import_icf
