// iometry-run: headless batch mode. Thin main over cli/run_command.cpp.
#include "cli/run_command.hpp"

int main(int argc, char** argv) { return iometry::cli::runCommand(argc, argv); }
