#include "gui/wizards/procedure_steps.hpp"

#include <exception>

#include "engine/plan/plan_json.hpp"
#include "engine/model/step_source.hpp"
#include "gui/text_format.hpp"
#include "gui/wizards/wizard_text.hpp"

namespace iometry::gui {

QString stepsTimesRepeatsText(const model::Plan& plan) {
    const std::uint64_t steps = model::sweepStepCount(plan);
    const double each = plan.rampS + plan.runS;
    const auto estimate = procedureSteps(plan);
    const double total = estimate ? estimate->seconds
                                  : static_cast<double>(steps) * plan.repeats * (each + model::kStepOverheadS);
    return WizardText::tr("%1 × %2 ≈ %3 (each %4)")
        .arg(steps)
        .arg(plan.repeats)
        .arg(formatDuration(total), formatStepTime(each));
}

std::optional<model::RunEstimate> procedureSteps(const model::Plan& plan) {
    // The plan as the engine runs it: the validator fills in what the procedure implies.
    auto parsed = model::parsePlan(model::toJson(plan));
    if (!parsed.plan) return std::nullopt;
    try {
        return model::estimateRun(*parsed.plan);
    } catch (const std::exception&) {
        // A plan the validator passed but no source can run: say nothing rather than guess.
        return std::nullopt;
    }
}

QString procedureStepsText(const model::Plan& plan) {
    const auto estimate = procedureSteps(plan);
    if (!estimate) return QStringLiteral("—");
    const QString count = plan.repeats == 1
                              ? QString::number(estimate->steps)
                              : WizardText::tr("%1 × %2").arg(estimate->steps).arg(plan.repeats);
    const QString text = WizardText::tr("%1 ≈ %2 (each %3)")
                             .arg(count, formatDuration(estimate->seconds), formatStepTime(estimate->stepS));
    return estimate->exact ? text : WizardText::tr("at most %1").arg(text);
}

}  // namespace iometry::gui
