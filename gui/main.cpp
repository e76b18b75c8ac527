// iometry: the Qt workbench. Thin main over Iometry::gui (gui/app.cpp).
#include <cstdio>
#include <exception>

#include "gui/app.hpp"

int main(int argc, char** argv) {
    // As iometry-run's: an exception no reader caught (--report, --article, --import, a
    // plan named on the command line) exits 2 with its reason, not in std::terminate.
    try {
        return iometry::gui::runApp(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "iometry: cannot go on: %s\n", e.what());
        return 2;
    }
}
