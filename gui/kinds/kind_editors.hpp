#pragma once
// The editors of the built-in kinds, each in its own file (gui/kinds/<kind>_editor.cpp);
// builtin_editors.cpp adds them, one line each.

#include "gui/kinds/worker_column.hpp"

namespace iometry::gui {

KindEditor tcpEditor();
KindEditor udpEditor();
KindEditor diskEditor();

/** The test file a worker made a disk worker here starts with. */
QString defaultDiskPath();

}  // namespace iometry::gui
