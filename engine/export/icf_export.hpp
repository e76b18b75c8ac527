#pragma once
/**
 * @file
 * @brief A plan as an IOmeter 1.1.0 configuration file (.icf), the inverse of the importer
 *        (docs/iometer-files.md, "Writing .icf files").
 *
 * One manager per dynamo; a disk worker is an IOmeter disk worker with its target (workers
 * the importer made of one IOmeter worker's targets are that worker again); a tcp pair is an
 * IOmeter network worker whose target is its partner's address on the partner's manager.
 * The sweep becomes IOmeter's cycling where IOmeter has it. What IOmeter cannot express is
 * never dropped silently: it is listed in IcfExport::notExpressed, one sentence each.
 */

#include <string>
#include <vector>

#include "engine/import/icf_file.hpp"
#include "engine/model/plan.hpp"

namespace iometry::export_icf {

/** @brief The file, or why the plan was refused. */
struct IcfExport {
    /** The .icf file, UTF-8 with CR LF line ends as IOmeter writes on Windows; empty when
     *  refused. */
    std::string text;
    /** What IOmeter cannot express, one sentence each (the file has no comments to hold them:
     *  IOmeter reads a comment line as a key). */
    std::vector<std::string> notExpressed;
    /** Why the plan was refused (no worker IOmeter can run); empty when the file was made. */
    std::string error;

    bool ok() const { return error.empty(); }
};

/**
 * @brief @p plan (a plan that passed validation) as an IOmeter 1.1.0 configuration file. A
 *        plan without a disk or tcp worker (IOmeter's disk and TCP network workers) is
 *        refused (IcfExport::error).
 */
IcfExport exportIcf(const model::Plan& plan);

/**
 * @brief The text of @p file as IOmeter 1.1.0 saves it (File → Save Configuration): the
 *        inverse of import_icf::readIcfFile for the sections @p file has. Values are written
 *        as they are; the caller keeps them within what IOmeter reads.
 */
std::string writeIcfFile(const import_icf::IcfFile& file);

}  // namespace iometry::export_icf
