#include "gui/plan_document.hpp"

#include <QFile>
#include <QSaveFile>

#include "engine/kinds/tcp/tcp_kind.hpp"

namespace iometry::gui {

PlanDocument::PlanDocument(QObject* parent) : QObject(parent), m_plan(defaultPlan()) {}

model::Plan PlanDocument::defaultPlan() {
    model::Plan plan;
    plan.name = "Loopback throughput sweep";
    plan.description = "One TCP pair over loopback, transmit, 64 B … 256 KiB";
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
    m_plan = plan;
    m_modified = true;
    Q_EMIT changed();
}

void PlanDocument::newPlan(const model::Plan& plan) {
    m_plan = plan;
    m_filePath.clear();
    // Nothing is edited yet: the example, import or wizard it came from makes it again.
    m_modified = false;
    Q_EMIT changed();
}

std::vector<model::PlanProblem> PlanDocument::load(const QString& path) {
    auto result = model::loadPlanFile(path.toStdString());
    if (!result.ok()) return result.problems;
    m_plan = *result.plan;
    m_filePath = path;
    m_modified = false;
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
    m_modified = false;
    Q_EMIT fileChanged(path);
    return true;
}

std::vector<model::PlanProblem> PlanDocument::validate() const {
    return model::parsePlan(model::toJson(m_plan)).problems;
}

}  // namespace iometry::gui
