// The kinds built into the engine: one line each (docs/architecture.md, "How to add a
// worker kind").
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"

namespace iometry::model {

void addBuiltInKinds(WorkerKindRegistry& registry) {
    registry.add(tcpKind());
    registry.add(udpKind());
    registry.add(diskKind());
}

}  // namespace iometry::model
