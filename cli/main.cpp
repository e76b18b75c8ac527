// iometry-run: headless batch mode. Thin main over cli/run_command.cpp.
#include <exception>
#include <iostream>
#include <string>

#include "cli/run_command.hpp"

int main(int argc, char** argv) {
    // The last net under every reader (plans, suites, .icf and fio files, results folders):
    // bad input exits 2 with its message, never ends in std::terminate (abort, status 134).
    // Each reader names the file and line itself; this names at least the command line.
    try {
        return iometry::cli::runCommand(argc, argv);
    } catch (const std::exception& e) {
        std::string args;
        for (int i = 1; i < argc; ++i) args += std::string(i > 1 ? " " : "") + argv[i];
        std::cerr << "iometry-run: " << args << ": cannot go on: " << e.what() << "\n";
        return 2;
    }
}
