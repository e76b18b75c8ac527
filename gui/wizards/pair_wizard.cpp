#include "gui/wizards/pair_wizard.hpp"

#include "gui/wizards/link_speed_field.hpp"
#include "gui/wizards/local_addresses.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"

namespace iometry::gui {

PairWizard::PairWizard(const AdapterTopologyPage::Texts& texts,
                       const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent), m_topology(new AdapterTopologyPage(texts, this)) {
    setDynamos(dynamos);
}

void PairWizard::setPages(const std::vector<CheckedPage*>& pages) {
    std::vector<CheckedPage*> all{m_topology};
    all.insert(all.end(), pages.begin(), pages.end());
    for (std::size_t id = 0; id < all.size(); ++id)
        setPage(static_cast<int>(id), all[id]);
    setPage(static_cast<int>(all.size()), createSummaryPage(all));
}

void PairWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_topology->setLocalAddresses(localAddresses(dynamos));
    updateLinkSpeed();
}

void PairWizard::offerLinkSpeed(LinkSpeedField* field) {
    m_linkSpeed = field;
    connect(m_topology, &QWizardPage::completeChanged, this, &PairWizard::updateLinkSpeed);
    updateLinkSpeed();
}

void PairWizard::updateLinkSpeed() {
    if (m_linkSpeed)
        m_linkSpeed->offer(m_topology->interfaceA(), m_topology->isLoopback());
}

void PairWizard::placeWorker(model::Plan& plan, model::WorkerDef worker) const {
    placeWorkers(plan, {std::move(worker)});
}

void PairWizard::placeWorkers(model::Plan& plan, std::vector<model::WorkerDef> workers) const {
    for (model::WorkerDef& worker : workers) m_topology->placeWorker(plan, worker);
    plan.workers = std::move(workers);
}

SummaryTable PairWizard::topologyTable() const {
    SummaryTable table;
    table.add(tr("Topology:"), m_topology->summaryText());
    return table;
}

QString PairWizard::summaryWithCommands(const SummaryTable& table) const {
    QString html = table.html();
    if (!m_topology->isLoopback())
        html += twoHostCommandsHtml(m_topology->addressA(), managerEndpoint());
    return html;
}

std::string PairWizard::askAnswerDescription(const QString& what) const {
    return describe(tr("Two hosts: A (this machine, %1) asks, B (%2), a dynamo started by hand, answers. "
                       "%3 %4"),
                    what);
}

std::string PairWizard::placedDescription(const QString& what) const {
    return describe(tr("Two hosts: A (this machine, %1) and B (%2), a dynamo started by hand. %3 %4"), what);
}

std::string PairWizard::describe(const QString& twoHosts, const QString& what) const {
    if (m_topology->isLoopback())
        return tr("Over loopback on this machine. %1").arg(what).toStdString();
    const QString a = m_topology->addressA();
    return twoHosts.arg(a, m_topology->addressB(), what, twoHostCommandsText(a)).toStdString();
}

}  // namespace iometry::gui
