// iometry: the Qt workbench. Thin main over Iometry::gui (gui/app.cpp).
#include "gui/app.hpp"

int main(int argc, char** argv) { return iometry::gui::runApp(argc, argv); }
