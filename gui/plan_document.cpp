#include "gui/plan_document.hpp"

#include "gui/dialogs/example_texts.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSaveFile>
#include <QUndoStack>

#include "engine/kinds/tcp/tcp_kind.hpp"

namespace iometry::gui {

/**
 * One edit of the plan: the plan before and after, whole, so that undoing it gives back the
 * plan exactly as it was (what a page's own fields cannot undo on their own, a spec renamed
 * in every worker that uses it, a sweep axis dropped with the worker it counted).
 */
class PlanEdit : public QUndoCommand {
public:
    /** Merging needs the same JSON paths changed (one field) within this many ms. */
    static constexpr qint64 kMergeMs = 1000;

    PlanEdit(PlanDocument* document, model::Plan before, model::Plan after, bool mayMerge)
        : m_document(document), m_before(std::move(before)), m_after(std::move(after)), m_mayMerge(mayMerge) {
        const nlohmann::json patch = nlohmann::json::diff(model::toJson(m_before), model::toJson(m_after));
        for (const auto& op : patch) {
            m_replacesOnly = m_replacesOnly && op.value("op", "") == "replace";
            m_paths.push_back(op.value("path", ""));
        }
        if (m_before.specs != m_after.specs)
            m_area = PlanDocument::EditArea::AccessSpecs;
        else if (m_before.workers != m_after.workers || m_before.dynamos != m_after.dynamos)
            m_area = PlanDocument::EditArea::Targets;
        else
            m_area = PlanDocument::EditArea::TestSetup;
        setText(QCoreApplication::translate("iometry::gui::PlanDocument", "Edit the plan"));
        m_clock.start();
    }

    int id() const override { return 1; }
    void redo() override { m_document->applyPlan(m_after); }
    void undo() override { m_document->applyPlan(m_before); }

    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const PlanEdit*>(other);
        if (!next->m_mayMerge || !m_replacesOnly || !next->m_replacesOnly || next->m_paths != m_paths ||
            m_clock.elapsed() > kMergeMs)
            return false;
        m_after = next->m_after;
        m_clock.restart();
        setObsolete(m_after == m_before);  // typed and typed back: no step at all
        return true;
    }

    PlanDocument::EditArea area() const { return m_area; }

private:
    PlanDocument* m_document;
    model::Plan m_before;
    model::Plan m_after;
    bool m_mayMerge;
    bool m_replacesOnly = true;
    std::vector<std::string> m_paths;
    PlanDocument::EditArea m_area = PlanDocument::EditArea::Plan;
    QElapsedTimer m_clock;
};

PlanDocument::PlanDocument(QObject* parent)
    : QObject(parent), m_plan(defaultPlan()), m_undo(new QUndoStack(this)) {
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

bool PlanDocument::isModified() const { return !m_undo->isClean(); }

PlanDocument::EditArea PlanDocument::undoArea(bool redo) const {
    const int index = redo ? m_undo->index() : m_undo->index() - 1;
    if (index < 0 || index >= m_undo->count()) return EditArea::Plan;
    return static_cast<const PlanEdit*>(m_undo->command(index))->area();
}

void PlanDocument::applyPlan(const model::Plan& plan) {
    m_plan = plan;
    Q_EMIT changed();
}

model::Plan PlanDocument::defaultPlan() {
    model::Plan plan;
    // The shipped example's name, in the window's language (a plan made now is in it).
    plan.name = shownExampleText(QString::fromUtf8(kLoopbackSweepName)).toStdString();
    plan.description = shownExampleText(QString::fromUtf8(kLoopbackSweepDescription)).toStdString();
    plan.runS = 5;
    plan.rampS = 1;
    plan.sampleMs = 500;
    plan.dynamos = {{"local", true}};
    model::AccessSpec transmit{"transmit", {model::AccessLine{}}};
    plan.specs = {transmit};
    model::WorkerDef worker;
    worker.name = "nic";
    worker.dynamo = "local";
    model::TcpSettings tcp;
    tcp.ends = {"127.0.0.1", {"local", "127.0.0.1", std::nullopt}};
    worker.settings = tcp;
    worker.spec = "transmit";
    plan.workers = {worker};
    model::SweepAxis sizes;
    sizes.param = model::SweepParam::Size;
    for (auto s : model::classicSizes()) sizes.values.push_back(static_cast<std::int64_t>(s));
    plan.sweep = {sizes};
    return plan;
}

namespace {

/**
 * Worker and target cycling count the plan's workers, and a phase needs a worker of its own
 * (docs/plan-format.md, "Sweeps"): when an edit leaves fewer workers than an axis names, the
 * values beyond are dropped (and the axis with them when none is left), so that the plan
 * stays valid.
 */
void fitCycling(model::Plan& plan) {
    for (auto it = plan.sweep.begin(); it != plan.sweep.end();) {
        if (it->param == model::SweepParam::Phase) {
            std::erase_if(it->values, [&](std::int64_t p) {
                return std::none_of(plan.workers.begin(), plan.workers.end(),
                                    [p](const model::WorkerDef& w) { return w.phase == p; });
            });
            if (it->values.empty()) {
                for (model::WorkerDef& w : plan.workers) w.phase = 0;  // no axis: phases mean nothing
                it = plan.sweep.erase(it);
            } else {
                ++it;
            }
            continue;
        }
        if (it->param != model::SweepParam::Targets && it->param != model::SweepParam::Workers) {
            ++it;
            continue;
        }
        const std::int64_t most = model::cycleLimit(plan, it->param);
        std::erase_if(it->values, [most](std::int64_t v) { return v > most; });
        it = it->values.empty() ? plan.sweep.erase(it) : it + 1;
    }
}

}  // namespace

void PlanDocument::setPlan(const model::Plan& edited) {
    model::Plan plan = edited;
    fitCycling(plan);
    if (plan == m_plan) return;
    // A step that follows the saved state is never merged into it: undo must reach the
    // plan as saved.
    const bool mayMerge = m_undo->index() != m_undo->cleanIndex();
    m_undo->push(new PlanEdit(this, m_plan, plan, mayMerge));
}

void PlanDocument::newPlan(const model::Plan& plan) {
    m_plan = plan;
    m_filePath.clear();
    // Nothing is edited yet: the example, import or wizard it came from makes it again.
    m_undo->clear();  // clean at the start: not modified until edited
    Q_EMIT changed();
}

std::vector<model::PlanProblem> PlanDocument::load(const QString& path) {
    auto result = model::loadPlanFile(path.toStdString());
    if (!result.ok()) return result.problems;
    m_plan = *result.plan;
    m_filePath = path;
    m_undo->clear();
    Q_EMIT changed();
    Q_EMIT fileChanged(path);
    return {};
}

bool PlanDocument::save(const QString& path, QString& error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = file.errorString();
        return false;
    }
    const std::string text = model::toJson(m_plan).dump(2) + "\n";
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    m_filePath = path;
    m_undo->setClean();
    Q_EMIT fileChanged(path);
    return true;
}

std::vector<model::PlanProblem> PlanDocument::validate() const {
    return model::check(m_plan);
}

}  // namespace iometry::gui
