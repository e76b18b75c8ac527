#pragma once
// The iometry program: command line, translations, and the main window.
//
//   iometry [PLAN.json]                 open the workbench (with a plan)
//   iometry --report DIR --export FILE  render a results folder's report figure, no window
//   iometry --screenshot FILE           save the main window as PNG once it is ready
//   iometry --start                     start the plan as soon as the local dynamo is up
//   iometry --quit-after-run            exit when the run is over (with --start)

namespace iometry::gui {

int runApp(int argc, char** argv);

}  // namespace iometry::gui
