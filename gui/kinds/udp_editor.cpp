// The udp kind in the workers table: the ends of its pair and its offered rate
// (docs/plan-format.md, "UDP semantics").
#include "engine/kinds/udp/udp_kind.hpp"
#include "gui/kinds/kind_editors.hpp"
#include "gui/kinds/pair_columns.hpp"

namespace iometry::gui {

/** The offered rate a worker made a udp stream here starts with. */
constexpr double kDefaultRateMbit = 1000;

KindEditor udpEditor() {
    KindEditor e;
    e.kind = &model::udpKind();
    e.label = QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "udp — paced datagrams");
    e.columns = pairColumns(model::udpKind());
    WorkerColumn rate{"rate_mbit", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Rate (Mbit/s)"),
                      QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                        "1000000: as fast as the sender can. A ping-pong has none."),
                      90, true};
    rate.text = [](const CellView& v, bool editor) {
        const double mbit = v.worker.as<model::UdpSettings>()->rateMbit;
        if (mbit > 0) return QString::number(mbit, 'g', 12);
        return editor ? QString() : WorkerText::tr("none");
    };
    rate.edit = [](CellEdit& edit) {
        double& mbit = edit.worker.as<model::UdpSettings>()->rateMbit;
        if (edit.text.isEmpty()) mbit = 0;
        else if (edit.rawNumber().is_number()) mbit = edit.raw.get<double>();
        return QString();
    };
    e.columns.push_back(withSetting(std::move(rate), model::udpKind()));
    e.adopt = [](CellEdit& edit) {
        model::UdpSettings udp;
        if (const auto* had = edit.worker.as<model::UdpSettings>()) udp = *had;
        adoptEnds(edit, udp.ends);
        // One paced flow (docs/plan-format.md, "UDP semantics"): one in flight, and a stream
        // needs its rate; a ping-pong (a spec with replies) has none.
        edit.worker.outstanding = 1;
        const model::AccessSpec* spec = edit.plan.findSpec(edit.worker.spec);
        if (spec && model::hasReplies(*spec)) udp.rateMbit = 0;
        else if (udp.rateMbit <= 0) udp.rateMbit = kDefaultRateMbit;
        edit.worker.settings = udp;
    };
    return e;
}

}  // namespace iometry::gui
