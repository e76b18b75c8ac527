#include "gui/wizards/wizard_menu.hpp"

#include <QMessageBox>

#include "gui/main_window.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/server_clients_wizard.hpp"

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

    QAction* disk = menu->addAction(PlanWizard::tr("&Disk I/O…"));
    disk->setObjectName(QStringLiteral("diskIoAction"));
    disk->setEnabled(false);
    const QString why = PlanWizard::tr("Disk workers are not available yet: the dynamo has no "
                                       "disk engine, so a disk plan would be refused.");
    disk->setToolTip(why);
    disk->setStatusTip(why);
}

}  // namespace iometry::gui
