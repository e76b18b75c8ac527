#pragma once
// What the plan wizards share: address checks, the local dynamo's interface addresses, the
// classic throughput specs, a page that says why it cannot be left, and a wizard base whose
// last page names the plan, sums up what will run and refuses Finish while the plan does
// not pass the same validator a plan file does.

#include <QGroupBox>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <QWizard>
#include <QWizardPage>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/session/session.hpp"

class QAbstractButton;
class QBoxLayout;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QScrollArea;
class QSpinBox;

#include "engine/model/address.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

using model::IpFamily;

/** The family of a textual IP address, as the plan validator reads it (engine/model/address.hpp). */
IpFamily ipFamily(const QString& address);
bool isLoopbackAddress(const QString& address);
/** fe80::/10: such an address needs a scope to bind, and plans carry none. */
bool isLinkLocalAddress(const QString& address);

/** "IPv4" or "IPv6". */
QString familyName(IpFamily family);
/**
 * What is wrong with @p address as one end of a link between two machines (empty, not an
 * address, link-local, loopback); empty when nothing is. @p who starts the sentence.
 */
QString linkAddressProblem(const QString& who, const QString& address);
/** "10.0.0.1:5201", or "[fd00::1]:5201" for IPv6: where remote dynamos find the manager. */
QString managerHostPort(const QString& address, quint16 port);

/**
 * The port of the headless commands the summaries offer (iometry-run --listen on host A and
 * iometry-dynamo --manager on the others): any fixed port does, the same in both.
 */
constexpr quint16 kHeadlessManagerPort = 5201;

/** Where this window's pool listens for dynamos (SessionController); port 0: it does not. */
struct ManagerEndpoint {
    QString host;  ///< the listen address; 0.0.0.0 or :: for every address of this host
    quint16 port = 0;  ///< the port actually bound
};

/**
 * HOST:PORT that a dynamo on another host names to join this window: the listen address,
 * or @p addressA (this host's address in the plan) when the window listens on every
 * address; empty while it does not listen.
 */
QString windowManagerAddress(const ManagerEndpoint& window, const QString& addressA);

/**
 * Why dynamos on other hosts cannot join this window as it listens (a loopback address, or
 * not listening), with where to change it; empty when they can.
 */
QString windowListenWarning(const ManagerEndpoint& window);

/** One address a dynamo reports, with what its hello says of the interface. */
struct InterfaceAddress {
    QString address;
    QString interfaceName;
    QString facts;  ///< "eth0, 1000 Mbit/s, MTU 1500, e1000e"
    int speedMbit = 0;  ///< the speed the interface reports; 0 when it reports none
};

/** The dynamo of this machine: the spawned one, else the one named "local"; null if none. */
const session::DynamoInfo* localDynamo(const std::vector<session::DynamoInfo>& dynamos);

/**
 * The addresses of the dynamo running on this machine (the spawned one, else the one named
 * "local"), from its hello's "interfaces": link-local IPv6 left out, loopback last.
 */
std::vector<InterfaceAddress> localAddresses(const std::vector<session::DynamoInfo>& dynamos);

/** The entry of @p addresses for @p address; null when it is not one of them. */
const InterfaceAddress* findInterfaceAddress(const std::vector<InterfaceAddress>& addresses,
                                             const QString& address);

/** Every problem of the plan, worded by the validator: parsePlan(toJson(plan)). */
QStringList planProblems(const model::Plan& plan);

/** The three directions of a throughput test, from the holder's point of view. */
enum class ThroughputMode { Transmit, Receive, FullDuplex };

/** "transmit", "receive", "full duplex": how plan names and summaries call @p mode. */
QString throughputModeName(ThroughputMode mode);

/**
 * Adds @p button and, under it and indented to its text, a grey line explaining it.
 * Returns that line.
 */
QLabel* addExplainedChoice(QBoxLayout* layout, QAbstractButton* button, const QString& text);

/** The classic spec of @p mode (from the spec library; the plan-format preset otherwise). */
model::AccessSpec throughputSpec(ThroughputMode mode);

/**
 * The summary's duration line of a sweep: "13 × 15 ≈ 39 min (each 12 s)", the steps as
 * model::sweepStepCount() counts them.
 */
QString stepsTimesRepeatsText(const model::Plan& plan);

/** The summary's repeats line: "1 (no aggregate)" or "15, combined by mean". */
QString repeatsText(const model::Plan& plan);

/** Shell commands as a block that keeps its lines (rich text). */
QString commandHtml(const QStringList& lines);

/**
 * The summary's commands for a dynamo @p dynamoName on another host, after the sentence
 * @p intro: the one that joins this window (where @p window listens; a warning beside it
 * when other hosts cannot reach that), and the headless pair that runs the plan without the
 * window (iometry-run on host A, @p addressA, listening on kHeadlessManagerPort).
 */
QString remoteDynamoCommandsHtml(const QString& intro, const QString& addressA,
                                 const ManagerEndpoint& window, const QString& dynamoName);

/**
 * The summary's paragraphs for a two-host plan: how to start dynamo B by hand on host B,
 * to join this window or a headless run on host A (remoteDynamoCommandsHtml()).
 */
QString twoHostCommandsHtml(const QString& addressA, const ManagerEndpoint& window);

/**
 * The headless commands in one sentence, for a two-host plan's description (a plan file
 * outlives this window's port: it names kHeadlessManagerPort on both hosts).
 */
QString twoHostCommandsText(const QString& addressA);

/** The summary's table: a bold key and its value per row (rich text). */
class SummaryTable {
public:
    void add(const QString& key, const QString& value);
    QString html() const;

private:
    QStringList m_rows;
};

/**
 * @p items joined by ", "; when there are more than @p head + @p tail + 1, the middle ones
 * become "…" ("1, 2, 4, …, 65536"). Items keep their spaces from breaking.
 */
QString elidedList(const QStringList& items, int head = 5, int tail = 2);

/** A grey, word-wrapped line that explains the choice above it. */
QLabel* explanationLabel(const QString& text, QWidget* parent = nullptr);

/** Adds the row @p label / @p field to @p form, and under the field a grey line @p text. */
QLabel* addExplainedRow(QFormLayout* form, const QString& label, QWidget* field,
                        const QString& text);

/** A spin box of seconds (one decimal) named @p objectName. */
QDoubleSpinBox* secondsSpinBox(double lo, double hi, double value, const QString& objectName,
                               QWidget* parent);

/** How many steps a procedure runs: exact (udp_ramp, fine_sweep, …) or an upper bound. */
struct ProcedureSteps {
    int steps = 0;
    bool exact = true;
    int usual = 0;  ///< StepSource::usualSteps(): the bound when no trial runs again
    double stepS = 0;  ///< ramp + run of one step as the engine runs it (trial_s replaces run_s)
};

/**
 * The steps @p plan's procedure will run, as the engine's step source counts them
 * (model::makeStepSource); nullopt while the plan does not pass the validator.
 */
std::optional<ProcedureSteps> procedureSteps(const model::Plan& plan);

/**
 * The summary's duration line of a procedure: "9 ≈ 27 s (each 3 s)", with repeats
 * "9 × 15 ≈ …", for a bound "at most 63 ≈ …"; "—" while the plan does not validate.
 */
QString procedureStepsText(const model::Plan& plan);

/**
 * A wizard page that knows why it cannot be left: check() gives the reason, shown in red
 * under the page's fields, and Next (or Finish) stays disabled while there is one.
 */
class CheckedPage : public QWizardPage {
    Q_OBJECT

public:
    explicit CheckedPage(QWidget* parent = nullptr);

    /** Why the page cannot be left as it stands; empty when it can. */
    virtual QString check() const = 0;
    /** The reason as shown on the page. */
    QString reason() const;

    bool isComplete() const override;
    bool validatePage() override;

public Q_SLOTS:
    /** Re-checks the page: updates the reason line and Next. Connect every input to it. */
    void refresh();

protected:
    /** Adds the reason line under the page's fields, after a stretch if @p stretch. */
    void addReasonLine(QBoxLayout* layout, bool stretch = true);

private:
    QLabel* m_reason;
};

/**
 * An editable address box offering the addresses of the local dynamo's interfaces, with a
 * line under it telling which interface the address belongs to.
 */
class AddressField : public QWidget {
    Q_OBJECT

public:
    explicit AddressField(QWidget* parent = nullptr);

    QComboBox* comboBox() const { return m_combo; }
    QString text() const;
    void setText(const QString& text);
    /** Offers @p addresses; what the user typed stays. */
    void setAddresses(const std::vector<InterfaceAddress>& addresses);
    const std::vector<InterfaceAddress>& addresses() const { return m_addresses; }

Q_SIGNALS:
    void textChanged(const QString& text);

private:
    void updateFacts();

    QComboBox* m_combo;
    QLabel* m_facts;
    std::vector<InterfaceAddress> m_addresses;
};

/**
 * A group of check boxes, one per value (all checked at first), with All and None buttons.
 * Each box is named @p objectPrefix followed by its value ("frame64"); the page that holds
 * the group registers them as fields under those names.
 */
class ValueChecks : public QGroupBox {
    Q_OBJECT

public:
    ValueChecks(const QString& title, std::vector<std::int64_t> values,
                const QString& objectPrefix, int columns, QWidget* parent = nullptr);

    const std::vector<QCheckBox*>& boxes() const { return m_boxes; }
    /** The checked values, in the order given. */
    std::vector<std::int64_t> checked() const;

Q_SIGNALS:
    void changed();

private:
    std::vector<std::int64_t> m_values;
    std::vector<QCheckBox*> m_boxes;
};

/**
 * The line rate of the link under test in Mbit/s, with a line under it that tells where
 * the value comes from. When the interface of host A's address reports a speed, that speed
 * is offered: it replaces the value until the user sets one.
 */
class LinkSpeedField : public QWidget {
    Q_OBJECT

public:
    LinkSpeedField(const QString& objectName, const QString& explanation,
                   QWidget* parent = nullptr);

    QSpinBox* spinBox() const { return m_speed; }
    int value() const;
    /**
     * Offers the speed @p address reports (an entry of the local dynamo's interfaces, or
     * null); @p loopback says the test runs over loopback, which has no line rate.
     */
    void offer(const InterfaceAddress* address, bool loopback);

Q_SIGNALS:
    void valueChanged(int value);

private:
    QSpinBox* m_speed;
    QLabel* m_source;
    QString m_explanation;
    bool m_userSet = false;
    bool m_offering = false;
};

/** Repeats and their aggregate; shared by the wizards that offer them. */
class RepeatsPage : public CheckedPage {
    Q_OBJECT

public:
    explicit RepeatsPage(QWidget* parent = nullptr);

    int repeats() const;
    model::Aggregate aggregate() const;
    QString check() const override { return {}; }

private:
    void updateAggregateText();

    QSpinBox* m_repeats;
    QComboBox* m_aggregate;
    QLabel* m_aggregateText;
};

class SummaryPage;

/**
 * Base of the plan wizards. Subclasses add their pages with setPage(), then the page of
 * createSummaryPage() last; plan() is available at any time and is what Finish hands over.
 */
class PlanWizard : public QWizard {
    Q_OBJECT

public:
    explicit PlanWizard(QWidget* parent = nullptr);

    /** The plan as the pages stand, named as on the summary page. */
    model::Plan plan() const;
    /**
     * What keeps Finish disabled: the reasons of the pages, then the validator's problems
     * with the plan (parsePlan(toJson(plan()))). Empty when the wizard may finish.
     */
    QStringList problems() const;
    /** The reason shown on the current page; empty when it may be left. */
    QString currentReason() const;
    SummaryPage* summaryPage() const { return m_summary; }

    /** The dynamos connected now; offers the local one's addresses. */
    virtual void setDynamos(const std::vector<session::DynamoInfo>& dynamos) = 0;

    /** Where this window listens: the commands the summary prints for remote dynamos. */
    void setManagerEndpoint(const ManagerEndpoint& endpoint);
    const ManagerEndpoint& managerEndpoint() const { return m_endpoint; }

protected:
    void showEvent(QShowEvent* event) override;

    /** The plan without its final name (name it with a suggestion). */
    virtual model::Plan buildPlan() const = 0;
    /** What the summary page says of @p plan (rich text). */
    virtual QString summaryHtml(const model::Plan& plan) const = 0;

    /**
     * Makes @p pages' reasons the wizard's and creates the summary page, which follows them
     * while it is shown. Add it with setPage() after the others.
     */
    SummaryPage* createSummaryPage(std::vector<CheckedPage*> pages);

private:
    friend class SummaryPage;
    std::vector<CheckedPage*> m_pages;
    SummaryPage* m_summary = nullptr;
    bool m_heightSet = false;
    ManagerEndpoint m_endpoint;
};

/** The last page: the plan's name, what will run and how long, and why it cannot run. */
class SummaryPage : public CheckedPage {
    Q_OBJECT

public:
    explicit SummaryPage(PlanWizard* wizard);

    QLineEdit* nameEdit() const { return m_name; }
    /** Holds the summary: it scrolls rather than push the reason line off the page. */
    QScrollArea* scrollArea() const { return m_scroll; }
    /** The summary as shown (rich text). */
    QString summaryText() const;

    /** The name the wizard suggests for the plan as it stands. */
    const QString& suggestedName() const { return m_suggestedName; }

    QString check() const override;
    void initializePage() override;

public Q_SLOTS:
    /** Re-reads the other pages: suggested name (unless the user typed one), summary, reason. */
    void reload();

private:
    void updateSummary();

    PlanWizard* m_wizard;
    QLineEdit* m_name;
    QScrollArea* m_scroll;
    QLabel* m_summary;
    QString m_suggestedName;
};

}  // namespace iometry::gui
