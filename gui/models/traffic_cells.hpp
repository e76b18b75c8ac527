#pragma once
// Which of a row's sent and received cells hold no measurement (docs/metrics.md, "Sent and
// received"): the live table and the Report's tables leave them empty, never 0.

#include "engine/results/metrics.hpp"

namespace iometry::gui {

/**
 * No traffic towards the row's ends was asked for (its spec reads 0 %) and none arrived:
 * read_mbit_per_s is not a measurement. A transaction's replies arrive whatever the read
 * share, and are shown.
 */
inline bool nothingReceived(const results::MetricRow& row) {
    return row.readMbitPerS == 0 && row.readPct == 0;
}

/** The same for write_mbit_per_s: the spec reads 100 % and nothing was sent. */
inline bool nothingSent(const results::MetricRow& row) {
    return row.writeMbitPerS == 0 && row.readPct == 100;
}

}  // namespace iometry::gui
