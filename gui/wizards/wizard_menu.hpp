#pragma once
// The Wizards menu: the standard methods as wizards whose finished plan replaces the
// document's, where every page can still change it before Start.

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QWidget>

namespace iometry::gui {

class PlanDocument;
class PlanWizard;
class SessionController;

/**
 * Adds a "&Wizards" menu to @p bar and returns it: Adapter throughput…, One server, several clients…,
 * Latency…, UDP ramp…, Zero-loss rate (RFC 2544)…, Fine size sweep (NetPIPE)…, Adapter
 * delay (round trip)…, Jumbo frames (MTU sweep)…, Disk I/O…, Load–latency curve of a link…
 * and of a disk…, Latency under load of a link… and of a disk…; its texts follow the language. A finished wizard's plan replaces the document's (openPlanWizard()). @p session
 * may be null; otherwise its connected dynamos offer their addresses. The menu's object
 * name is "wizardsMenu". A wizard is offered while the engine's registries hold the method
 * its plan runs and the worker kind it needs; a method's action is named after the method
 * ("udp_ramp": "udpRampAction"), or after its target when it has two wizards
 * ("loadLatencyLinkAction", "loadLatencyDiskAction"); a sweep's after its plan
 * ("latencyUnderLoadLinkAction").
 */
QMenu* addWizardMenu(QMenuBar* bar, QWidget* parent, PlanDocument* document,
                     SessionController* session);

/**
 * Whether @p wizard's plan may replace @p document's: at once when the document has no
 * unsaved changes, else as the user answers: Save and replace (the default, with a main
 * window to save in: true once saved), Replace (true), or Cancel (Escape; false).
 */
bool mayReplacePlan(PlanWizard* wizard, PlanDocument* document);

/**
 * Opens @p wizard (window-modal, deleted on close) with the values it was last finished with
 * (PlanWizard::restoreFields()); on Finish its plan replaces the document's. When the
 * document has unsaved changes Finish asks first (mayReplacePlan()).
 */
void openPlanWizard(PlanWizard* wizard, PlanDocument* document, SessionController* session);

}  // namespace iometry::gui
