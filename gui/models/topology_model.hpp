#pragma once
// The topology tree: All → dynamos → workers. Dynamos come from the plan and from the
// session's pool (a dynamo may be connected without being in the plan, or planned and
// not connected yet); each shows its state and host.

#include <QStandardItemModel>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/session/session.hpp"

namespace iometry::gui {

class TopologyModel : public QStandardItemModel {
    Q_OBJECT

public:
    enum Column { Name, State, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, NameRole, ConnectedRole };
    enum Kind { AllItem, DynamoItem, WorkerItem };

    explicit TopologyModel(QObject* parent = nullptr);

    /** Rebuilds the tree from the plan and the connected dynamos. */
    void rebuild(const model::Plan& plan, const std::vector<session::DynamoInfo>& connected);
    /**
     * Dynamo @p name's row made anew in its place: @p connected is its hello, or null when it
     * was lost (then a dynamo the plan does not name leaves the tree). Its row's index, or an
     * invalid one when it left.
     */
    QModelIndex updateDynamo(const model::Plan& plan, const std::string& name,
                             const session::DynamoInfo* connected);
    /** The dynamos the tree shows connected. */
    int connectedCount() const;

private:
    /** Dynamo @p name's row, with a row for each of its workers under it. */
    QList<QStandardItem*> dynamoRow(const model::Plan& plan, const std::string& name,
                                    const session::DynamoInfo* info) const;
};

}  // namespace iometry::gui
