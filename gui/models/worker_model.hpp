#pragma once
// The workers of the PlanDocument as an editable table (IOmeter's Targets page). Its columns
// are described once each (gui/kinds/worker_column.hpp): those every worker has, then those
// each kind of worker brings; a column of another kind than a worker's stays empty. An edit
// is applied to a copy of the plan and run through the plan validator; a value that adds a
// problem is refused with the validator's words ("outstanding: must be 1–4096, got 0") and
// never reaches the plan. The dynamos that are connected tell which addresses and CPUs a
// worker can use (their hello, read by dynamo_facts.hpp).

#include <QMap>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

#include "gui/models/checked_table_model.hpp"
#include "engine/model/plan.hpp"
#include "engine/session/session.hpp"
#include "gui/kinds/worker_column.hpp"
#include "gui/models/block_devices.hpp"
#include "gui/models/dynamo_facts.hpp"

namespace iometry::gui {

class PlanDocument;

class WorkerModel : public CheckedTableModel {
    Q_OBJECT

public:
    enum Role {
        EditTextRole = Qt::UserRole + 1,  ///< QString an editor starts from
        ChoicesRole,          ///< QStringList: values an editor offers (empty: a plain text field)
        ChoiceLabelsRole,     ///< QStringList: how each choice is shown ("10.0.0.1 — eth0, …")
        FreeTextRole,         ///< bool: values other than the choices may be typed
        RangeRole,            ///< QString: the values it takes, with their unit, from its setting ("88 to 65495 B")
    };

    explicit WorkerModel(PlanDocument* document, QObject* parent = nullptr);

    /** The index of the column that edits @p key ("name", "bind", "socket.mss"); -1 if none. */
    static int column(const std::string& key) { return KindEditors::instance().columnOf(key); }
    /** The key of column @p column; empty when there is none. */
    static std::string columnKey(int column);
    /** Whether some worker of the plan has column @p column (a kind's column shows only then). */
    bool columnInUse(int column) const;
    /** Whether column @p column takes the free width of the table. */
    static bool columnStretches(int column);

    /** The dynamos connected now (SessionController::dynamos()). */
    void setDynamos(const std::vector<session::DynamoInfo>& dynamos);
    void addDynamo(const session::DynamoInfo& dynamo);
    void removeDynamo(const QString& name);
    bool isConnected(const QString& dynamo) const { return m_dynamos.contains(dynamo); }
    /** The connected dynamos by name, with their hello. */
    const QMap<QString, session::DynamoInfo>& dynamos() const { return m_dynamos; }
    /** What a connected dynamo's hello says; null when it is not connected. */
    const DynamoFacts* facts(const QString& dynamo) const;
    /** The addresses a connected dynamo reports (link-local IPv6 left out); empty otherwise. */
    QStringList addressesOf(const QString& dynamo) const;
    /** "eth0, 1000 Mbit/s, MTU 1500, e1000e" for the interface of @p dynamo holding @p address. */
    QString interfaceOf(const QString& dynamo, const QString& address) const;
    /** The CPUs a connected dynamo reports; 0 otherwise. */
    int cpusOf(const QString& dynamo) const;
    /** The block devices a connected dynamo reports; empty otherwise. */
    std::vector<BlockDevice> devicesOf(const QString& dynamo) const;

    // What the columns share (gui/kinds/).
    /** "Dynamo A is connected (…), 2 CPUs." or how to give its addresses by hand. */
    QString dynamoTip(const std::string& dynamo) const;
    /** The plan's dynamos, then the connected ones it lacks. */
    Choices dynamoChoices() const;
    /** Why @p address cannot be an end on @p dynamo (a connected host that lacks it); empty if it can. */
    QString checkOffered(const std::string& dynamo, const QString& address, const char* key) const;
    /** An address of @p dynamo like @p current in family @p wantV6 (loopback for loopback). */
    std::string addressLike(const std::string& current, const std::string& dynamo, bool wantV6) const;
    /** An address the new host of an end does not have becomes one of its own, same family. */
    void fitAddress(std::string& address, const std::string& dynamo) const;
    /** Why @p cpu is beyond what connected @p dynamo has; empty if it is not. */
    QString checkCpu(const std::optional<int>& cpu, const std::string& dynamo, const char* key) const;
    /** A CPU cell: its number, or "any" (empty for an editor). */
    static QString cpuText(const std::optional<int>& cpu, bool editor);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QString checkEdit(const QModelIndex& index, const QVariant& value) const override;

Q_SIGNALS:
    /** The whole set of dynamos was given (setDynamos): the choices of Bind and Peer address changed. */
    void dynamosChanged();
    /**
     * Dynamo @p name connected, said hello again or was lost (addDynamo, removeDynamo): its
     * choices changed, the others' did not. One dynamo's cost, so that a burst of 128 connects
     * stays a burst of small steps (docs/architecture.md, "The window stays responsive").
     */
    void dynamoChanged(const QString& name);

protected:
    /** A cell of a column of the worker's kind. */
    bool isEditable(const QModelIndex& index) const override;
    QString prepareEdit(const QModelIndex& index, const QVariant& value,
                        std::function<void()>& apply) override;
    /** New workers copy the worker above them under a new name. */
    void addRows(int row, int count) override;
    QString emptyRefusal() const override;
    void eraseRows(int row, int count) override;

private:
    /** The column @p column as the worker of @p row has it; null when its kind has none. */
    const WorkerColumn* columnAt(int row, int column) const;
    QString edited(int row, int column, const QVariant& value, model::Plan& plan) const;
    void commit(const model::Plan& plan);
    void syncFromDocument();
    /** The cells that show dynamo @p name's facts (tips, checks; every dynamo's when empty)
     *  are to be drawn again. */
    void dynamoCellsChanged(const QString& name);

    PlanDocument* m_document;
    std::vector<model::WorkerDef> m_workers;  ///< a copy, consistent while the plan changes
    QMap<QString, session::DynamoInfo> m_dynamos;
    QMap<QString, DynamoFacts> m_facts;  ///< each connected dynamo's hello, read once
};

}  // namespace iometry::gui
