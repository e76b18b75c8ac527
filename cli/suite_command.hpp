#pragma once
// iometry-run suite SUITE.json --results DIR [--resume]: runs a review suite's members one
// after another, each into DIR/<member>/ (docs/suite-format.md).

#include <iosfwd>

namespace iometry::cli {

/** The command's help ("Usage: iometry-run suite …" and the rest). */
const char* suiteUsage();

/** Runs the command with its own arguments (those after "suite"); the exit code. */
int suiteCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace iometry::cli
