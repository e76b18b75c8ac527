#pragma once
// The base of the wizards of one worker whose two ends the topology page places: over
// loopback on this machine, or from host A (this machine) to host B (started by hand). Its
// first page is the topology, its last the summary; between them the wizard's own pages.

#include <QString>
#include <string>
#include <vector>

#include "engine/model/plan.hpp"
#include "gui/wizards/adapter_topology_page.hpp"
#include "gui/wizards/plan_wizard.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {

class LinkSpeedField;

class PairWizard : public PlanWizard {
    Q_OBJECT

public:
    /** Offers the local dynamo's addresses for host A (and their speed, see offerLinkSpeed()). */
    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    AdapterTopologyPage* topologyPage() const { return m_topology; }

protected:
    /**
     * @p texts: what the topology page says (AdapterTopologyPage::Texts); @p dynamos: the
     * dynamos connected now, whose local one's addresses it offers for host A at once.
     */
    PairWizard(const AdapterTopologyPage::Texts& texts,
               const std::vector<session::DynamoInfo>& dynamos, QWidget* parent);

    /** The topology page, @p pages and the summary page, numbered 0, 1, … in that order. */
    void setPages(const std::vector<CheckedPage*>& pages);
    /** Offers @p field the speed host A's interface reports, now and as the topology changes. */
    void offerLinkSpeed(LinkSpeedField* field);

    /** @p worker placed by the topology page, as the plan's only worker. */
    void placeWorker(model::Plan& plan, model::WorkerDef worker) const;
    /** @p workers placed by the topology page, each between the same two ends, as the plan's. */
    void placeWorkers(model::Plan& plan, std::vector<model::WorkerDef> workers) const;
    /** A summary table whose first row is the topology. */
    SummaryTable topologyTable() const;
    /** @p table, and for two hosts how to start dynamo B. */
    QString summaryWithCommands(const SummaryTable& table) const;
    /**
     * The description of a plan whose worker asks and the peer answers: @p what after
     * where it runs, and for two hosts the commands that start B.
     */
    std::string askAnswerDescription(const QString& what) const;
    /**
     * The description of a plan whose workers the topology placed: @p what after where they
     * run, and for two hosts the commands that start B.
     */
    std::string placedDescription(const QString& what) const;

private:
    void updateLinkSpeed();
    /** Over loopback, or @p twoHosts (%1 A's address, %2 B's, %3 @p what, %4 B's commands). */
    std::string describe(const QString& twoHosts, const QString& what) const;

    AdapterTopologyPage* m_topology;
    LinkSpeedField* m_linkSpeed = nullptr;
};

}  // namespace iometry::gui
