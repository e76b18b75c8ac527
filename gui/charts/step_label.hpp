#pragma once
// What a step's marker on the live charts says: the sweep point it runs ("64 KiB ×4",
// "100 Mbit/s", "MTU 9000", "8 workers"), from the sweep axes of docs/plan-format.md.

#include <QCoreApplication>
#include <QString>

#include "engine/model/plan.hpp"

namespace iometry::gui {

class StepLabel {
    Q_DECLARE_TR_FUNCTIONS(StepLabel)
};

/** The step's sweep point; empty when the plan sweeps nothing. */
QString stepMarkerLabel(const model::StepParams& params);

}  // namespace iometry::gui
