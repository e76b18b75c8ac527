// The kinds the workers table edits: one line each (docs/architecture.md, "How to add a
// worker kind").
#include "gui/kinds/kind_editors.hpp"

namespace iometry::gui {

void addBuiltInEditors(KindEditors& editors) {
    editors.add(tcpEditor());
    editors.add(udpEditor());
    editors.add(diskEditor());
}

}  // namespace iometry::gui
