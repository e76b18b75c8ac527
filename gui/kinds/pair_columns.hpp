#pragma once
// The columns of the kinds with a partner end (tcp, udp): Bind, Peer dynamo, Peer address
// and Peer CPU, the ends of the pair (docs/plan-format.md, "Workers"), described once.

#include "gui/kinds/worker_column.hpp"

namespace iometry::gui {

/** Bind, Peer dynamo, Peer address, Peer CPU, with their settings from @p kind's table. */
std::vector<WorkerColumn> pairColumns(const model::WorkerKind& kind);

/**
 * The ends @p settings start from when the edited worker becomes a pair: those of the kind
 * it had, else loopback on its own dynamo (the peer's dynamo joins the plan).
 */
void adoptEnds(CellEdit& edit, model::PairEnds& ends);

}  // namespace iometry::gui
