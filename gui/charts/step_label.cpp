#include "gui/charts/step_label.hpp"

#include <QStringList>

#include "gui/text_format.hpp"

namespace iometry::gui {

QString stepMarkerLabel(const model::StepParams& params) {
    QStringList parts;
    if (params.size && params.outstanding)
        parts << StepLabel::tr("%1 ×%2").arg(formatByteSize(*params.size)).arg(*params.outstanding);
    else if (params.size)
        parts << formatByteSize(*params.size);
    else if (params.outstanding)
        parts << StepLabel::tr("×%1").arg(*params.outstanding);
    if (params.rateMbit) parts << StepLabel::tr("%1 Mbit/s").arg(*params.rateMbit);
    if (params.ratePerS) parts << StepLabel::tr("%1/s").arg(*params.ratePerS);
    if (params.mtu) parts << StepLabel::tr("MTU %1").arg(*params.mtu);
    if (params.workers) parts << StepLabel::tr("%n worker(s) per dynamo", nullptr, *params.workers);
    if (params.targets) parts << StepLabel::tr("%n target(s)", nullptr, *params.targets);
    if (params.phase) parts << StepLabel::tr("phase %1").arg(*params.phase);
    return parts.join(QStringLiteral(", "));
}

}  // namespace iometry::gui
