#pragma once
// The plan being edited: one model::Plan shared by every page, its file, and whether it
// changed since it was saved. Pages edit it through setPlan(); everyone hears changed().

#include <QObject>
#include <QString>

#include "engine/model/plan.hpp"
#include "engine/model/plan_json.hpp"

namespace iometry::gui {

class PlanDocument : public QObject {
    Q_OBJECT

public:
    explicit PlanDocument(QObject* parent = nullptr);

    const model::Plan& plan() const { return m_plan; }
    /** Replaces the plan; emits changed() and marks the document modified. */
    void setPlan(const model::Plan& plan);
    /**
     * Starts a new plan without a file (File → New, an example, an import, a wizard): Save
     * will ask for a file name. It is not modified until edited: what it came from makes it
     * again, so replacing it asks nothing.
     */
    void newPlan(const model::Plan& plan);

    const QString& filePath() const { return m_filePath; }
    /** Edited since it was loaded, saved or started (newPlan()). */
    bool isModified() const { return m_modified; }

    /** The plan every fresh start offers: one TCP pair over loopback, the classic sweep. */
    static model::Plan defaultPlan();

    /** Loads a plan file; on failure returns the problems and leaves the document as is. */
    std::vector<model::PlanProblem> load(const QString& path);
    /** Saves as iometry.plan/1 JSON; false with @p error on failure. */
    bool save(const QString& path, QString& error);
    /** The problems of the plan as it stands (round trip through the validator). */
    std::vector<model::PlanProblem> validate() const;

Q_SIGNALS:
    void changed();
    void fileChanged(const QString& path);

private:
    model::Plan m_plan;
    QString m_filePath;
    bool m_modified = false;
};

}  // namespace iometry::gui
