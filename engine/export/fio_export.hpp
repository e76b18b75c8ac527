#pragma once
/**
 * @file
 * @brief A plan's disk workers as a fio job file that does the same I/O
 *        (docs/fio-files.md, "Writing fio job files").
 *
 * Each step of the plan, as the run's own step source yields it (and each repeat of it),
 * is one stonewalled group of fio jobs, one job per disk worker that runs in the step. What
 * fio cannot express is never dropped silently: it is listed in FioExport::notExpressed and
 * as comments at the top of the file.
 */

#include <string>
#include <vector>

#include "engine/model/plan.hpp"

namespace iometry::export_fio {

/** @brief What the export cannot learn from the plan alone. */
struct FioExportOptions {
    /** What a worker's `engine: auto` becomes: "io_uring", "libaio" or "sync"
     *  (probeAutoEngine() on the host that writes the file). */
    std::string autoEngine = "io_uring";
    /** Where that choice came from, for the file's comment. */
    std::string autoEngineFrom = "Iometry's first choice";
};

/** @brief The job file, or why the plan was refused. */
struct FioExport {
    /** The fio job file; empty when refused. */
    std::string text;
    /** What fio cannot express, one sentence each; also the comments at the file's top. */
    std::vector<std::string> notExpressed;
    /** Why the plan was refused (no disk worker); empty when the file was made. */
    std::string error;

    bool ok() const { return error.empty(); }
};

/**
 * @brief The disk workers of @p plan (a plan that passed validation) as a fio job file.
 *        A plan without disk workers is refused (FioExport::error).
 */
FioExport exportFio(const model::Plan& plan, const FioExportOptions& options = {});

/**
 * @brief What a disk worker's `engine: auto` takes on this host (docs/plan-format.md,
 *        "Workers"): "io_uring" when the kernel sets up a ring, else "libaio" when it sets
 *        up an AIO context, else "sync".
 */
std::string probeAutoEngine();

/** @brief The options of a file written on this host: `auto` as probeAutoEngine() says. */
FioExportOptions probedOptions();

}  // namespace iometry::export_fio
