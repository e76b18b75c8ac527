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
    std::string title() const override { return "Sweep"; }
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
};

}  // namespace

const Method& sweepMethod() {
    static const SweepMethod method;
    return method;
}

}  // namespace iometry::model
