#pragma once
// iometry-run: runs a plan headless and prints one progress line per step.

namespace iometry::cli {

/** The whole program; returns the process exit code. */
int runCommand(int argc, const char* const* argv);

}  // namespace iometry::cli
