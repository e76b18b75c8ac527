// The worker engines built into the dynamo, one line each, as the engine's kinds are
// registered in engine/kinds/builtin_kinds.cpp (docs/architecture.md, "How to add a worker
// kind"). Each engine is registered with its kind's descriptor, which reads its keys of a
// `configure` entry for it.

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "workers/disk/disk_worker.hpp"
#include "workers/tcp/tcp_worker.hpp"
#include "workers/udp/udp_worker.hpp"
#include "workers/worker.hpp"

namespace iometry::workers {

void addBuiltInWorkers(WorkerRegistry& registry) {
    registry.add({&model::tcpKind(), &makeTcpWorker});
    registry.add({&model::udpKind(), &makeUdpWorker, {"raw"}});
    registry.add({&model::diskKind(), &disk::makeDiskWorker});
}

}  // namespace iometry::workers
