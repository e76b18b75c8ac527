// The methods the Report page draws: one line each (docs/architecture.md, "How to add a
// method").
#include <algorithm>

#include <QLocale>

#include "gui/methods/method_view.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

MethodViews& MethodViews::instance() {
    static MethodViews views = [] {
        MethodViews v;
        v.add(udpRampView());
        v.add(rateSearchView());
        v.add(fineSweepView());
        v.add(adapterDelayView());
        v.add(rampView());
        v.add(latencyView());
        return v;
    }();
    return views;
}

void MethodViews::add(MethodView view) {
    auto it = std::find_if(m_views.begin(), m_views.end(),
                           [&](const MethodView& v) { return v.method == view.method; });
    if (it != m_views.end()) *it = std::move(view);
    else m_views.push_back(std::move(view));
}

const MethodView* MethodViews::find(const QString& method) const {
    const std::string name = method.toStdString();
    auto it = std::find_if(m_views.begin(), m_views.end(), [&](const MethodView& v) { return v.method == name; });
    return it == m_views.end() ? nullptr : &*it;
}

QString reportNumber(double value, int decimals) { return formatNumber(value, decimals); }

}  // namespace iometry::gui
