#pragma once
// The plan being edited: one model::Plan shared by every page, its file, and whether it
// changed since it was saved. Pages edit it through setPlan(); everyone hears changed().
// Every edit is a step of undoStack() (Edit → Undo, Redo): undoing one restores the plan as
// it was before, exactly; the plan is modified whenever the stack is away from its clean
// state, which a save or a load sets.

#include <QObject>
#include <QString>

class QUndoStack;

#include "engine/model/plan.hpp"
#include "engine/plan/plan_json.hpp"

namespace iometry::gui {

class PlanDocument : public QObject {
    Q_OBJECT

public:
    explicit PlanDocument(QObject* parent = nullptr);

    const model::Plan& plan() const { return m_plan; }
    /**
     * Replaces the plan as one step of undoStack(); emits changed() and marks the document
     * modified. Edits of the same values following each other within a second (typing in a
     * field, a spin box held down) are one step; nothing happens when the plan is the same.
     */
    void setPlan(const model::Plan& plan);
    /**
     * Starts a new plan without a file (File → New, an example, an import, a wizard): Save
     * will ask for a file name. It is not modified until edited: what it came from makes it
     * again, so replacing it asks nothing.
     * The steps of the plan before cannot be undone into this one.
     */
    void newPlan(const model::Plan& plan);

    const QString& filePath() const { return m_filePath; }
    /** Edited since loaded, saved or started (newPlan()): the undo stack is not at its clean state. */
    bool isModified() const;
    /** The edits of the plan, for Edit → Undo and Redo. */
    QUndoStack* undoStack() const { return m_undo; }

    /** The plan every fresh start offers: one TCP pair over loopback, the classic sweep. */
    static model::Plan defaultPlan();

    /** Loads a plan file; on failure returns the problems and leaves the document as is. */
    std::vector<model::PlanProblem> load(const QString& path);
    /** Saves as iometry.plan/1 JSON; false with @p error on failure. */
    bool save(const QString& path, QString& error);
    /** The problems of the plan as it stands (round trip through the validator). */
    std::vector<model::PlanProblem> validate() const;

    /** What an edit changed, for the Edit menu's "Undo …" (setPlan() finds it). */
    enum class EditArea { Plan, AccessSpecs, Targets, TestSetup };
    /** The area of the last edit undone by Undo (@p redo: redone by Redo); Plan when none. */
    EditArea undoArea(bool redo = false) const;

Q_SIGNALS:
    void changed();
    void fileChanged(const QString& path);
    /** isModified() changed. */
    void modifiedChanged(bool modified);

private:
    friend class PlanEdit;
    /** Sets the plan an undo step holds (no new step). */
    void applyPlan(const model::Plan& plan);

    model::Plan m_plan;
    QString m_filePath;
    QUndoStack* m_undo;
};

}  // namespace iometry::gui
