#pragma once
// The words the wizards' shared helpers say (address checks, summaries, step counts, the
// menu): one translation context, the plan wizard's, whichever file they live in
// (docs/architecture.md, "The window's languages").

#include <QCoreApplication>

namespace iometry::gui {

class WizardText {
    Q_DECLARE_TR_FUNCTIONS(iometry::gui::PlanWizard)
};

}  // namespace iometry::gui
