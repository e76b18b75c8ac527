#pragma once
// File → Open example…: the example plans shipped with Iometry (examples/), and the dialog
// that lists them (docs/architecture.md, "The workbench (gui/)").

#include <QString>
#include <vector>

class QWidget;

namespace iometry::gui {

/** An example plan: its file, and its "name" and "description" as shown (shownExampleText()). */
struct ExamplePlan {
    QString path;
    QString name;
    QString description;
};

class ExampleChooser {
public:
    /**
     * The example plans' folder: share/iometry/examples beside the installed program, else
     * the source tree's examples/ (running from a build directory); empty when neither is.
     */
    static QString examplesDir();
    /** The plans in @p dir (*.json with a "name"), by file name, in the window's language. */
    static std::vector<ExamplePlan> examplePlans(const QString& dir);
    /**
     * Lists examplePlans(examplesDir()) in a dialog over @p parent; the file of the one chosen,
     * or empty when cancelled or when there is none (a warning says so).
     */
    static QString choose(QWidget* parent);
};

}  // namespace iometry::gui
