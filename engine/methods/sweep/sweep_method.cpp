// The plain sweep (docs/plan-format.md, "Sweeps"): the cross product of the plan's sweep
// axes, known in advance.
#include "engine/methods/method.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {
namespace {

class SweepSource final : public StepSource {
public:
    explicit SweepSource(const Plan& plan) : m_steps(expandSteps(plan)) {}

    std::optional<Step> next(const std::vector<StepRecord>& finished) override {
        if (finished.size() >= m_steps.size()) return std::nullopt;
        return m_steps[finished.size()];
    }
    int plannedSteps() const override { return static_cast<int>(m_steps.size()); }

private:
    std::vector<Step> m_steps;
};

class SweepMethod final : public Method {
public:
    std::string name() const override { return "sweep"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "Sweep"); }
    std::vector<MethodParam> params() const override { return {}; }
    PolyValue<MethodSettings> makeSettings() const override { return {}; }
    bool choosesSteps() const override { return false; }
    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        return std::make_unique<SweepSource>(plan);
    }
    std::string checkText(const Plan& plan, const StepSource& source) const override {
        return "procedure: sweep, " + countText(source.plannedSteps(), "step") + " x " +
               countText(plan.repeats, "repeat") + "\n";
    }

    article::Text paragraph(const Plan& plan) const override {
        // "The steps vary the request size over 64 B, 128 B, …; then the MTU …": every axis,
        // the outer first, as expandSteps() walks them.
        std::vector<article::Text> axes;
        for (const SweepAxis& axis : plan.sweep) {
            std::vector<article::Text> values;
            const bool bytes = axis.param == SweepParam::Size;
            // An MTU is written as the plans and the interfaces write it: 9000, not 9,000.
            for (std::int64_t v : axis.values)
                values.push_back(bytes ? article::Text{"", "%1", {}}.bytes(static_cast<double>(v))
                                 : axis.param == SweepParam::Mtu ? article::verbatim(std::to_string(v))
                                                                 : article::Text{"", "%1", {}}.num(static_cast<double>(v), 0));
            axes.push_back(article::text(QT_TRANSLATE_NOOP("Article", "%1 over %2"))
                               .arg(axisName(axis.param))
                               .arg(article::join(values, ", ")));
        }
        if (axes.empty())
            return article::text(QT_TRANSLATE_NOOP("Article", "One step: every load of the plan as written."));
        return article::text(QT_TRANSLATE_NOOP("Article", "The steps vary %1."))
            .arg(article::join(axes, "; "));
    }

private:
    static article::Text axisName(SweepParam param) {
        switch (param) {
        case SweepParam::Size: return article::text(QT_TRANSLATE_NOOP("Article", "the request size"));
        case SweepParam::Outstanding:
            return article::text(QT_TRANSLATE_NOOP("Article", "the outstanding I/Os of every thread"));
        case SweepParam::Mtu: return article::text(QT_TRANSLATE_NOOP("Article", "the MTU of the data interfaces"));
        case SweepParam::Workers:
            return article::text(QT_TRANSLATE_NOOP("Article", "the number of threads on each host"));
        case SweepParam::Targets:
            return article::text(QT_TRANSLATE_NOOP("Article", "the number of clients that run"));
        case SweepParam::Phase:
            return article::text(QT_TRANSLATE_NOOP("Article", "the phase: which group of loads runs"));
        }
        return {};
    }
};

}  // namespace

const Method& sweepMethod() {
    static const SweepMethod method;
    return method;
}

}  // namespace iometry::model
