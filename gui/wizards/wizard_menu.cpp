#include "gui/wizards/wizard_menu.hpp"

#include <QMessageBox>
#include <QPushButton>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/wizards/adapter_delay_wizard.hpp"
#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/disk_io_wizard.hpp"
#include "gui/wizards/fine_sweep_wizard.hpp"
#include "gui/wizards/latency_under_load_wizard.hpp"
#include "gui/wizards/latency_wizard.hpp"
#include "gui/wizards/load_latency_wizard.hpp"
#include "gui/wizards/mtu_sweep_wizard.hpp"
#include "gui/wizards/rate_search_wizard.hpp"
#include "gui/wizards/server_clients_wizard.hpp"
#include "gui/wizards/udp_ramp_wizard.hpp"

namespace iometry::gui {
namespace {

std::vector<session::DynamoInfo> connectedDynamos(SessionController* session) {
    return session ? session->dynamos() : std::vector<session::DynamoInfo>{};
}

/** "udp_ramp" → "udpRampAction": the action of a method's wizard. */
QString actionName(std::string_view method) {
    QString name;
    bool upper = false;
    for (const char c : method) {
        if (c == '_') {
            upper = true;
            continue;
        }
        name += upper ? QChar(c).toUpper() : QChar(c);
        upper = false;
    }
    return name + QStringLiteral("Action");
}

}  // namespace

bool mayReplacePlan(PlanWizard* wizard, PlanDocument* document) {
    if (!document->isModified()) return true;
    auto* window = qobject_cast<MainWindow*>(wizard->parentWidget());
    QMessageBox box(QMessageBox::Question, PlanWizard::tr("Replace the plan"),
                    PlanWizard::tr("The plan in the window has changes that are not saved. Replace "
                                   "it with the wizard's plan \"%1\"?")
                        .arg(QString::fromStdString(wizard->plan().name)),
                    QMessageBox::NoButton, wizard);
    box.setObjectName(QStringLiteral("replacePlanQuestion"));
    // Enter saves the changes before they are replaced, Escape goes back to the wizard:
    // neither loses the plan in the window or the wizard's.
    QPushButton* saveAndReplace =
        window ? box.addButton(PlanWizard::tr("&Save and replace"), QMessageBox::AcceptRole) : nullptr;
    QPushButton* replace = box.addButton(PlanWizard::tr("&Replace"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    if (saveAndReplace) saveAndReplace->setObjectName(QStringLiteral("saveAndReplace"));
    replace->setObjectName(QStringLiteral("replace"));
    box.setDefaultButton(saveAndReplace ? saveAndReplace : cancel);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == replace) return true;
    // Saving may be refused or fail (it says why): the wizard stays, as after Cancel.
    return saveAndReplace && box.clickedButton() == saveAndReplace && window->save();
}

void openPlanWizard(PlanWizard* wizard, PlanDocument* document, SessionController* session) {
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    if (session) {
        // The summary's command for remote dynamos names where this window listens now.
        wizard->setManagerEndpoint({session->listenSettings().host, session->port()});
        // The local dynamo may report its interfaces only after the wizard opened.
        QObject::connect(session, &SessionController::dynamoConnected, wizard,
                         [wizard, session] { wizard->setDynamos(session->dynamos()); });
    }
    // The values of the last plan this wizard made, again.
    wizard->restoreFields();
    // Finish asks before unsaved changes are replaced; Cancel there leaves the wizard open on
    // its summary, so that nothing typed is lost and Finish can be pressed again.
    wizard->setFinishCheck([wizard, document] { return mayReplacePlan(wizard, document); });
    QObject::connect(wizard, &QDialog::accepted, document, [wizard, document] {
        wizard->rememberFields();
        document->newPlan(wizard->plan());
        if (auto* window = qobject_cast<MainWindow*>(wizard->parentWidget()))
            window->showPage(MainWindow::SetupTab);
    });
    wizard->open();
}

QMenu* addWizardMenu(QMenuBar* bar, QWidget* parent, PlanDocument* document,
                     SessionController* session) {
    using Dynamos = std::vector<session::DynamoInfo>;
    struct Entry {
        /** The method its plan runs (the engine's registry names it); empty: a sweep. */
        std::string_view method;
        /** The worker kind its plan needs (the engine's registry names it). */
        std::string_view kind;
        /** The action's object name of a sweep, or of a method with several wizards; else a
         *  method's is its name's ("udpRampAction"). */
        const char* name;
        const char* text;
        const char* tip;
        std::function<PlanWizard*(const Dynamos&, QWidget*)> make;
    };
    // The network methods the engine runs as procedures (docs/plan-format.md, "Procedures");
    // the MTU sweep is a sweep axis, the hosts' MTU changing per step ("Sweeps"); the disk
    // worker runs on this machine ("Disk semantics", "Disk safety").
    static const Entry entries[] = {
        {{}, "tcp", "adapterThroughputAction",
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "&Adapter throughput…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "Throughput of one TCP pair per request size, over loopback or "
                           "between two hosts"),
         [](const Dynamos& d, QWidget* p) { return new AdapterThroughputWizard(d, p); }},
        {{}, "tcp", "serverClientsAction",
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "One server, several &clients…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "How a server holds up with 1 to 8 clients at once"),
         [](const Dynamos& d, QWidget* p) { return new ServerClientsWizard(d, p); }},
        {"latency", "tcp", nullptr,
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "&Latency (round trips)…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "Round-trip times and their tail per request size, TCP "
                           "request/response or UDP ping-pong, over loopback or between two hosts"),
         [](const Dynamos& d, QWidget* p) { return new LatencyWizard(d, p); }},
        {"udp_ramp", "udp", nullptr, QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "UDP &ramp…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "Achieved rate and loss of one UDP stream offered ever more, over "
                           "loopback or between two hosts"),
         [](const Dynamos& d, QWidget* p) { return new UdpRampWizard(d, p); }},
        {"rate_search", "udp", nullptr,
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "&Zero-loss rate (RFC 2544)…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "The highest rate without loss for each Ethernet frame size, by a "
                           "binary search of short trials"),
         [](const Dynamos& d, QWidget* p) { return new RateSearchWizard(d, p); }},
        {"fine_sweep", "tcp", nullptr,
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "&Fine size sweep (NetPIPE)…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "A ping-pong at sizes between and beside the powers of two, to find "
                           "throughput drop-outs"),
         [](const Dynamos& d, QWidget* p) { return new FineSweepWizard(d, p); }},
        {"adapter_delay", "udp", nullptr,
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "Adapter delay (round &trip)…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "The delay a link adds, per payload size, from UDP round trips to a "
                           "second host and over loopback"),
         [](const Dynamos& d, QWidget* p) { return new AdapterDelayWizard(d, p); }},
        {{}, "tcp", "mtuSweepAction",
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "&Jumbo frames (MTU sweep)…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "TCP throughput between two hosts at MTU 1500, 4000, 9000 and others; "
                           "both dynamos need CAP_NET_ADMIN"),
         [](const Dynamos& d, QWidget* p) { return new MtuSweepWizard(d, p); }},
        {{}, "disk", "diskIoAction", QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "&Disk I/O…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "IOPS, MB/s and latency of a test file or a block device against "
                           "outstanding I/Os, from a library of access patterns"),
         [](const Dynamos& d, QWidget* p) { return new DiskIoWizard(d, p); }},
        // One method, two targets: each wizard's action is named for its target. Last, so
        // that the others keep their keys (Ctrl+Alt and their place: main_window_menus.cpp).
        {"load_latency", "tcp", "loadLatencyLinkAction",
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "Load–latency curve of a lin&k…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "How the round trip of TCP requests grows with their rate, offered open "
                           "loop at fractions of the highest rate, over loopback or between two hosts"),
         [](const Dynamos& d, QWidget* p) { return new LoadLatencyLinkWizard(d, p); }},
        {"load_latency", "disk", "loadLatencyDiskAction",
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "Load–latency curve of a d&isk…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "How the latency of 4 KiB random reads grows with their rate, offered "
                           "open loop at fractions of the highest rate"),
         [](const Dynamos& d, QWidget* p) { return new LoadLatencyDiskWizard(d, p); }},
        // Probes beside a load: a sweep of one step, its probes alone before and after.
        {{}, "tcp", "latencyUnderLoadLinkAction",
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "Latency &under load of a link…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "What a TCP stream does to the round trips of a UDP probe beside it, "
                           "against the probe alone before and after (Flent's RRUL), over loopback "
                           "or between two hosts"),
         [](const Dynamos& d, QWidget* p) { return new LatencyUnderLoadLinkWizard(d, p); }},
        {{}, "disk", "latencyUnderLoadDiskAction",
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard", "Latency under l&oad of a disk…"),
         QT_TRANSLATE_NOOP("iometry::gui::PlanWizard",
                           "What a load of writes or reads does to single 4 KiB random reads of the "
                           "same test file, against the reads alone before and after"),
         [](const Dynamos& d, QWidget* p) { return new LatencyUnderLoadDiskWizard(d, p); }},
    };

    QMenu* menu = bar->addMenu(QString());
    menu->setObjectName(QStringLiteral("wizardsMenu"));
    menu->setToolTipsVisible(true);
    std::vector<std::pair<QAction*, const Entry*>> actions;
    for (const Entry& e : entries) {
        // A wizard is offered while the engine runs what its plan needs.
        if (!e.method.empty() && !model::methods().find(e.method)) continue;
        if (!model::workerKinds().find(e.kind)) continue;
        QAction* action = menu->addAction(QString());
        action->setObjectName(e.name ? QLatin1String(e.name) : actionName(e.method));
        QObject::connect(action, &QAction::triggered, menu, [&e, parent, document, session] {
            openPlanWizard(e.make(connectedDynamos(session), parent), document, session);
        });
        actions.emplace_back(action, &e);
    }
    onLanguageChange(menu, [menu, actions] {
        menu->setTitle(PlanWizard::tr("&Wizards"));
        for (const auto& [action, entry] : actions) {
            action->setText(PlanWizard::tr(entry->text));
            action->setToolTip(PlanWizard::tr(entry->tip));
        }
    });
    return menu;
}

}  // namespace iometry::gui
