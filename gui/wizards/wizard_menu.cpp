#include "gui/wizards/wizard_menu.hpp"

#include <QMessageBox>

#include "gui/main_window.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/wizards/adapter_delay_wizard.hpp"
#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/disk_io_wizard.hpp"
#include "gui/wizards/fine_sweep_wizard.hpp"
#include "gui/wizards/latency_wizard.hpp"
#include "gui/wizards/mtu_sweep_wizard.hpp"
#include "gui/wizards/rate_search_wizard.hpp"
#include "gui/wizards/server_clients_wizard.hpp"
#include "gui/wizards/udp_ramp_wizard.hpp"

namespace iometry::gui {
namespace {

std::vector<session::DynamoInfo> connectedDynamos(SessionController* session) {
    return session ? session->dynamos() : std::vector<session::DynamoInfo>{};
}

}  // namespace

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
    QObject::connect(wizard, &QDialog::accepted, document, [wizard, document] {
        const model::Plan plan = wizard->plan();
        if (document->isModified()) {
            const auto answer = QMessageBox::question(
                wizard->parentWidget(), PlanWizard::tr("Replace the plan"),
                PlanWizard::tr("The plan in the window has changes that are not saved. Replace "
                               "it with the wizard's plan \"%1\"?")
                    .arg(QString::fromStdString(plan.name)),
                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
            if (answer != QMessageBox::Yes) return;
        }
        document->newPlan(plan);
        if (auto* window = qobject_cast<MainWindow*>(wizard->parentWidget()))
            window->showPage(MainWindow::SetupTab);
    });
    wizard->open();
}

void addWizardMenu(QMenuBar* bar, QWidget* parent, PlanDocument* document,
                     SessionController* session) {
    QMenu* menu = bar->addMenu(PlanWizard::tr("&Wizards"));
    menu->setObjectName(QStringLiteral("wizardsMenu"));
    menu->setToolTipsVisible(true);

    QAction* adapter = menu->addAction(PlanWizard::tr("&Adapter throughput…"));
    adapter->setObjectName(QStringLiteral("adapterThroughputAction"));
    adapter->setToolTip(PlanWizard::tr("Throughput of one TCP pair per request size, over "
                                       "loopback or between two hosts"));
    QObject::connect(adapter, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new AdapterThroughputWizard(connectedDynamos(session), parent), document,
                       session);
    });

    QAction* server = menu->addAction(PlanWizard::tr("One &server, several clients…"));
    server->setObjectName(QStringLiteral("serverClientsAction"));
    server->setToolTip(PlanWizard::tr("How a server holds up with 1 to 8 clients at once"));
    QObject::connect(server, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new ServerClientsWizard(connectedDynamos(session), parent), document,
                       session);
    });

    // The network methods the engine runs as procedures (docs/plan-format.md, "Procedures").
    QAction* latency = menu->addAction(PlanWizard::tr("&Latency (round trips)…"));
    latency->setObjectName(QStringLiteral("latencyAction"));
    latency->setToolTip(PlanWizard::tr("Round-trip times and their tail per request size, TCP "
                                       "request/response or UDP ping-pong, over loopback or "
                                       "between two hosts"));
    QObject::connect(latency, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new LatencyWizard(connectedDynamos(session), parent), document, session);
    });

    QAction* ramp = menu->addAction(PlanWizard::tr("UDP &ramp…"));
    ramp->setObjectName(QStringLiteral("udpRampAction"));
    ramp->setToolTip(PlanWizard::tr("Achieved rate and loss of one UDP stream offered ever more, "
                                    "over loopback or between two hosts"));
    QObject::connect(ramp, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new UdpRampWizard(connectedDynamos(session), parent), document, session);
    });

    QAction* search = menu->addAction(PlanWizard::tr("&Zero-loss rate (RFC 2544)…"));
    search->setObjectName(QStringLiteral("rateSearchAction"));
    search->setToolTip(PlanWizard::tr("The highest rate without loss for each Ethernet frame "
                                      "size, by a binary search of short trials"));
    QObject::connect(search, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new RateSearchWizard(connectedDynamos(session), parent), document,
                       session);
    });

    QAction* fine = menu->addAction(PlanWizard::tr("&Fine size sweep (NetPIPE)…"));
    fine->setObjectName(QStringLiteral("fineSweepAction"));
    fine->setToolTip(PlanWizard::tr("A ping-pong at sizes between and beside the powers of two, "
                                    "to find throughput drop-outs"));
    QObject::connect(fine, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new FineSweepWizard(connectedDynamos(session), parent), document,
                       session);
    });

    QAction* delay = menu->addAction(PlanWizard::tr("Adapter &delay (round trip)…"));
    delay->setObjectName(QStringLiteral("adapterDelayAction"));
    delay->setToolTip(PlanWizard::tr("The delay a link adds, per payload size, from UDP round "
                                     "trips to a second host and over loopback"));
    QObject::connect(delay, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new AdapterDelayWizard(connectedDynamos(session), parent), document,
                       session);
    });

    // A sweep axis rather than a procedure: the hosts' MTU changes per step
    // (docs/plan-format.md, "Sweeps").
    QAction* mtu = menu->addAction(PlanWizard::tr("&Jumbo frames (MTU sweep)…"));
    mtu->setObjectName(QStringLiteral("mtuSweepAction"));
    mtu->setToolTip(PlanWizard::tr("TCP throughput between two hosts at MTU 1500, 4000, 9000 "
                                   "and others; both dynamos need CAP_NET_ADMIN"));
    QObject::connect(mtu, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new MtuSweepWizard(connectedDynamos(session), parent), document, session);
    });

    // A disk worker on this machine: a test file or a block device the local dynamo reports
    // (docs/plan-format.md, "Disk semantics", "Disk safety").
    QAction* disk = menu->addAction(PlanWizard::tr("&Disk I/O…"));
    disk->setObjectName(QStringLiteral("diskIoAction"));
    disk->setToolTip(PlanWizard::tr("IOPS, MB/s and latency of a test file or a block device "
                                    "against outstanding I/Os, from a library of access "
                                    "patterns"));
    QObject::connect(disk, &QAction::triggered, menu, [parent, document, session] {
        openPlanWizard(new DiskIoWizard(connectedDynamos(session), parent), document, session);
    });
}

}  // namespace iometry::gui
