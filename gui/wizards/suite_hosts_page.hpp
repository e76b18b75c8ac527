#pragma once
// The Review suite wizard's hosts: for each dynamo the suite names, which dynamo of this
// window runs it (one connected now, or a new one started on this machine) and its data
// address, offered from that dynamo's interfaces; or the whole suite on loopback.

#include <QString>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/session/session.hpp"
#include "engine/suite/suite.hpp"
#include "gui/wizards/checked_page.hpp"

class QComboBox;
class QGridLayout;
class QLabel;
class QRadioButton;

namespace iometry::gui {

class AddressField;

class SuiteHostsPage : public CheckedPage {
    Q_OBJECT

public:
    explicit SuiteHostsPage(QWidget* parent = nullptr);

    /**
     * The suite as its file writes it: a row for each of its dynamos (suite::suiteDynamos()),
     * with an address for those that hold an end of a pair. Rows already shown for a dynamo
     * of the same name keep their choice.
     */
    void setSuite(const suite::Suite& suite);
    /** The dynamos connected now: what each row offers. */
    void setDynamos(const std::vector<session::DynamoInfo>& dynamos);
    /** Says what is wrong with the suite as the pages make it (the engine's words). */
    void setSuiteProblems(std::function<QString()> problems) { m_suiteProblems = std::move(problems); }

    bool isLoopback() const;
    /** The dynamo that runs each of the suite's (SuiteOverrides::hosts); none on loopback. */
    std::map<std::string, model::DynamoDef> hosts() const;
    /** The data address of each of the suite's dynamos that has one; none on loopback. */
    std::map<std::string, std::string> addresses() const;
    /** The row's choice of dynamo and its address box, by the suite's dynamo name; null if none. */
    QComboBox* hostBox(const QString& dynamo) const;
    AddressField* addressField(const QString& dynamo) const;
    /** Where each of the suite's dynamos runs, for the summary (rich text). */
    QString summaryHtml() const;

    QString check() const override;

private:
    struct Row {
        QString name;             ///< the suite's dynamo
        bool spawn = false;       ///< as the suite writes it
        bool addressed = false;   ///< an end of a pair is on it: it needs a data address
        QString templateAddress;  ///< as the suite writes it; empty when it gives none
        QLabel* label = nullptr;
        QComboBox* host = nullptr;
        AddressField* address = nullptr;  ///< null: no pair end on it, no address
        bool hostChosen = false;     ///< the user chose its dynamo: kept for the next suite
        bool addressTyped = false;   ///< the user chose its address: kept likewise
    };

    void rebuildRows(const std::vector<Row>& rows);
    /** Offers the connected dynamos in every row, keeping each row's choice. */
    void fillHostBoxes();
    /** The address box of @p row offers its chosen dynamo's addresses, the first as default. */
    void offerAddresses(Row& row);
    /** The connected dynamo @p row runs on; null for a new one on this machine. */
    const session::DynamoInfo* chosenDynamo(const Row& row) const;
    const session::DynamoInfo* connected(const QString& name) const;
    void updateEnabled();

    QRadioButton* m_chosen;
    QRadioButton* m_loopback;
    QWidget* m_grid;
    QGridLayout* m_gridLayout;
    std::vector<Row> m_rows;
    bool m_placementChosen = false;  // the user chose loopback or not: kept for the next suite
    std::vector<session::DynamoInfo> m_dynamos;
    std::function<QString()> m_suiteProblems;
};

}  // namespace iometry::gui
