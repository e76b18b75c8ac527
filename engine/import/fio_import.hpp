#pragma once
/**
 * @file
 * @brief Imports fio job files as `iometry.plan/1` plans.
 *
 * Reads a job file as fio 3.x does (sections, comments, includes, environment variables,
 * units, aliases) and maps its jobs onto disk workers, one per clone, the stonewalled
 * groups as phases. What is imported, to what, and what is not carried over is described
 * in docs/fio-files.md, "Reading fio job files".
 */

#include <string>
#include <string_view>

#include "engine/import/fio_job_reader.hpp"
#include "engine/import/icf_plan.hpp"

namespace iometry::import_fio {

/**
 * @brief A plan made from a fio job file, or why the file was refused: `error` is
 *        "line N: …", or "FILE, line N: …" for a line of an included file.
 */
struct FioImportResult : import_icf::ImportResult {
    /** The included file the error is in, as the include named it; empty for the job file. */
    std::string errorFile;
};

/**
 * @brief Imports the job file @p text found at @p path (includes are read relative to its
 *        directory by @p load; `${VAR}` from @p environment). Never throws.
 */
FioImportResult importFio(std::string_view text, const std::string& path, const FioFileLoader& load,
                          const FioEnvironment& environment);

/** @brief Reads and imports a fio job file, its includes from disk, `${VAR}` from the process. */
FioImportResult importFioFile(const std::string& path);

/**
 * @brief True when @p path and its first bytes look like a fio job file rather than an
 *        IOmeter configuration: a `.fio` or `.ini` name, or text whose first meaningful
 *        line is a `[section]` (an .icf starts with "Version").
 */
bool looksLikeFioJob(const std::string& path, std::string_view head);

}  // namespace iometry::import_fio
