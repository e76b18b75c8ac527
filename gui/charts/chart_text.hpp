#pragma once
// The live chart's words, for every file of the chart (live_chart, heat_strip, tracer):
// their translations are under the context "LiveChart", not a class's own
// ("iometry::gui::LiveChart"), so they are looked up there (docs/architecture.md, "The
// window's languages").

#include <QCoreApplication>

namespace iometry::gui {

class ChartText {
    Q_DECLARE_TR_FUNCTIONS(LiveChart)
};

}  // namespace iometry::gui
