#pragma once
// IOmeter's Targets page: the plan's workers (host, kind, the two addresses of the data
// path or a disk worker's file or device, spec, outstanding I/Os, CPU pinning) and, below,
// what the connected dynamos report about their interfaces and block devices. Addresses
// are offered from those reports; a dynamo that is not connected takes a typed address,
// checked as an IP address.

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QTableView;
class QTreeWidget;
class QTreeWidgetItem;

namespace iometry::session {
struct DynamoInfo;
}

namespace iometry::gui {

class PlanDocument;
class SessionController;
class WorkerModel;

class TargetsPage : public QWidget {
    Q_OBJECT

public:
    /** @param session may be null (no dynamo is ever connected then) */
    TargetsPage(PlanDocument* document, SessionController* session, QWidget* parent = nullptr);

    WorkerModel* workerModel() const { return m_workers; }
    /** The red line under the table: the reason of the last refused edit. */
    QString message() const;

private:
    /** The list of connected dynamos made anew (the whole set, a switch of the language). */
    void refreshDynamos();
    /** Dynamo @p name's rows made anew, added or removed: it connected or was lost. */
    void updateDynamo(const QString& name);
    /** Dynamo @p d's rows, made at top-level row @p at of the list. */
    QTreeWidgetItem* addDynamoItem(const session::DynamoInfo& d, int at);
    /** Shows the columns of the kinds of worker the plan has (udp's rate, disk's path …). */
    void updateColumns();
    /** Shows @p reason under the table; @p again words it anew when the language changes. */
    void showReason(const QString& reason, std::function<QString()> again);

    PlanDocument* m_document;
    SessionController* m_session;
    WorkerModel* m_workers;
    QTableView* m_table;
    QPushButton* m_addButton;
    QPushButton* m_removeButton;
    QLabel* m_message;
    std::function<QString()> m_reasonAgain;  ///< says m_message's reason in the current language
    QTreeWidget* m_dynamos;
};

}  // namespace iometry::gui
