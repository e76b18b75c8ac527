#include "gui/models/topology_model.hpp"

#include <map>

#include "engine/kinds/worker_kind.hpp"
#include "gui/models/dynamo_facts.hpp"

namespace iometry::gui {
namespace {

QList<QStandardItem*> makeRow(const QString& name, const QString& state, int kind,
                              const QString& key) {
    auto* nameItem = new QStandardItem(name);
    nameItem->setData(kind, TopologyModel::KindRole);
    nameItem->setData(key, TopologyModel::NameRole);
    nameItem->setEditable(false);
    auto* stateItem = new QStandardItem(state);
    stateItem->setEditable(false);
    return {nameItem, stateItem};
}

}  // namespace

TopologyModel::TopologyModel(QObject* parent) : QStandardItemModel(0, ColumnCount, parent) {}

QList<QStandardItem*> TopologyModel::dynamoRow(const model::Plan& plan, const std::string& name,
                                               const session::DynamoInfo* info) const {
    const model::DynamoDef* planned = plan.findDynamo(name);
    QString state;
    if (info) {
        const DynamoFacts facts = dynamoFacts(info->hello);
        if (facts.iometer)
            state = tr("connected, IOmeter %1 dynamo").arg(facts.iometer->version);
        else if (facts.hostname.isEmpty())
            state = tr("connected");
        else
            state = tr("connected, %1").arg(facts.hostname);
    } else if (planned && planned->spawn) {
        state = tr("starts with the test");
    } else {
        state = tr("waiting for it to connect");
    }
    if (info && !planned) state += tr(" (not in the plan)");
    auto row = makeRow(QString::fromStdString(name), state, DynamoItem, QString::fromStdString(name));
    row[0]->setData(info != nullptr, ConnectedRole);
    for (const auto& w : plan.workers) {
        if (w.dynamo != name) continue;
        // Its kind and target as the kind names it: "tcp 10.0.0.1 → 10.0.0.2", "disk /var/tmp/…".
        // A probe says so first: it measures beside the load (docs/plan-format.md, "Probes").
        QString detail = QStringLiteral("%1 %2 (%3)")
                             .arg(QString::fromStdString(w.kindName()),
                                  QString::fromStdString(w.kind() ? w.kind()->targetName(w) : std::string()),
                                  QString::fromStdString(w.spec));
        if (w.probe) detail = tr("probe, %1 Hz: %2").arg(QString::number(w.probe->rateHz, 'g', 6), detail);
        row[0]->appendRow(makeRow(QString::fromStdString(w.name), detail, WorkerItem,
                                  QString::fromStdString(w.name)));
    }
    return row;
}

void TopologyModel::rebuild(const model::Plan& plan,
                            const std::vector<session::DynamoInfo>& connected) {
    // Every text anew, headers too: a rebuild follows a switch of the language.
    setHorizontalHeaderLabels({tr("Topology"), tr("State")});
    removeRows(0, rowCount());
    auto all = makeRow(tr("All managers"), QString(), AllItem, QString());
    appendRow(all);

    // By name: the plan's dynamos and the connected ones, each once.
    std::map<std::string, const session::DynamoInfo*> names;
    for (const auto& d : plan.dynamos) names.emplace(d.name, nullptr);
    for (const auto& c : connected) names[c.name] = &c;
    for (const auto& [name, info] : names) all[0]->appendRow(dynamoRow(plan, name, info));
}

QModelIndex TopologyModel::updateDynamo(const model::Plan& plan, const std::string& name,
                                        const session::DynamoInfo* connected) {
    // One dynamo's row, in its place by name: a connect of one of 128 dynamos costs one
    // dynamo's rows, not 128 (docs/architecture.md, "The window stays responsive").
    QStandardItem* all = item(0, Name);
    if (!all) return {};
    int at = 0;
    for (; at < all->rowCount(); ++at) {
        const std::string shown = all->child(at, Name)->data(NameRole).toString().toStdString();
        if (shown == name) {
            all->removeRow(at);
            break;
        }
        if (name < shown) break;
    }
    if (!connected && !plan.findDynamo(name)) return {};  // lost, and not the plan's
    all->insertRow(at, dynamoRow(plan, name, connected));
    return all->child(at, Name)->index();
}

int TopologyModel::connectedCount() const {
    const QStandardItem* all = item(0, Name);
    int count = 0;
    for (int i = 0; all && i < all->rowCount(); ++i)
        if (all->child(i, Name)->data(ConnectedRole).toBool()) ++count;
    return count;
}

}  // namespace iometry::gui
