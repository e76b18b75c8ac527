#pragma once
// The names and descriptions of the example plans and suite templates shipped with Iometry
// (examples/), in the window's language: they are the window's words while they are the
// shipped ones (docs/architecture.md, "The window's languages").

#include <QString>

namespace iometry::gui {

/** The shipped loopback sweep's name and description (examples/loopback-sweep.json), which
    a new plan is too (PlanDocument::defaultPlan()). */
extern const char* const kLoopbackSweepName;
extern const char* const kLoopbackSweepDescription;

/** True when @p text is a shipped example's or template's name or description, word for word. */
bool isExampleText(const QString& text);

/**
 * @p text in the window's language when it is a shipped example's or template's name or
 * description; any other text as it is: a plan or suite of one's own keeps its words.
 */
QString shownExampleText(const QString& text);

}  // namespace iometry::gui
