#pragma once
// The Report page's words, for the widgets the page is made of (gui/report/
// compare_runs_panel.hpp, figure_options_bar.hpp, …): they keep the page's translation
// context, so translations/iometry_*.ts still hold them under iometry::gui::ReportPage.

#include <QCoreApplication>

namespace iometry::gui {

struct ReportPageWords {
    Q_DECLARE_TR_FUNCTIONS(iometry::gui::ReportPage)
};

}  // namespace iometry::gui
