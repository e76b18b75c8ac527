#pragma once
// The base of the plan wizards: its last page names the plan, sums up what will run and
// refuses Finish while the plan does not pass the same validator a plan file does.
#include <QString>
#include <QStringList>
#include <QWizard>
#include <functional>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/session/session.hpp"
#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/remote_dynamo_commands.hpp"

class QLineEdit;
class QScrollArea;
class QLabel;

namespace iometry::gui {

/** Every problem of the plan, worded by the validator: parsePlan(toJson(plan)). */
QStringList planProblems(const model::Plan& plan);

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

    /**
     * The values the user gave last time (QSettings group "wizards/<object name>"): every
     * field of the pages that remember theirs (CheckedPage::rememberedFields()), that is, the
     * method's values, the sizes, the timing and the repeats, never the hosts or a disk.
     * restoreFields() sets them; rememberFields() keeps them, at Finish.
     */
    void restoreFields();
    void rememberFields() const;

    /**
     * Asked when Finish is pressed, before the wizard closes; false keeps it open with all
     * that was entered (the plan may not replace the window's yet). Null: Finish closes.
     */
    void setFinishCheck(std::function<bool()> check) { m_finishCheck = std::move(check); }

    /** Where this window listens: the commands the summary prints for remote dynamos. */
    void setManagerEndpoint(const ManagerEndpoint& endpoint);
    const ManagerEndpoint& managerEndpoint() const { return m_endpoint; }

protected:
    void showEvent(QShowEvent* event) override;
    bool validateCurrentPage() override;
    bool focusNextPrevChild(bool next) override;

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
    std::function<bool()> m_finishCheck;
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
