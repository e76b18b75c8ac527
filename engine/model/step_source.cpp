#include "engine/model/step_source.hpp"

#include "engine/model/adapter_delay_source.hpp"
#include "engine/model/fine_sweep_source.hpp"
#include "engine/model/latency_source.hpp"
#include "engine/model/procedure.hpp"
#include "engine/model/ramp_source.hpp"
#include "engine/model/rate_search_source.hpp"
#include "engine/model/udp_ramp_source.hpp"

namespace iometry::model {
namespace {

/** The cross product of the sweep axes, known in advance (docs/plan-format.md, "sweep"). */
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

}  // namespace

const results::MetricRow* decidingRow(const StepRecord& record, std::string& stopped) {
    if (record.aborted) {
        stopped = "aborted";
        return nullptr;
    }
    const results::MetricRow* all = allRow(record.rows);
    if (!all) stopped = "no_rows";
    return all;
}

void readFinished(const std::vector<StepRecord>& finished, std::size_t& seen, std::string& stopped,
                  const std::function<void()>& restart,
                  const std::function<void(const StepRecord&, const results::MetricRow&)>& take) {
    if (finished.size() < seen) {  // a caller that starts over: read it all again
        restart();
        seen = 0;
        stopped = "running";
    }
    for (; seen < finished.size(); ++seen) {
        if (stopped != "running") continue;
        if (const results::MetricRow* all = decidingRow(finished[seen], stopped))
            take(finished[seen], *all);
    }
}

std::unique_ptr<StepSource> makeStepSource(const Plan& plan) {
    const Procedure& procedure = plan.procedure;
    if (procedure.kind == ProcedureKind::Ramp) {
        RampSettings settings;
        for (std::int64_t v : procedure.range.values()) settings.values.push_back(static_cast<double>(v));
        settings.minGrowthPct = procedure.minGrowthPct;
        settings.patience = procedure.patience;
        settings.metric = resolveMetric(plan, procedure.metric);
        return std::make_unique<RampSource>(knobFor(plan, procedure.param), std::move(settings));
    }
    if (procedure.kind == ProcedureKind::AdapterDelay) return std::make_unique<AdapterDelaySource>(plan);
    if (procedure.kind == ProcedureKind::FineSweep) return std::make_unique<FineSweepSource>(plan);
    if (procedure.kind == ProcedureKind::Latency) return std::make_unique<LatencySource>(plan);
    if (procedure.kind == ProcedureKind::RateSearch) return std::make_unique<RateSearchSource>(plan);
    if (procedure.kind == ProcedureKind::UdpRamp)
        return std::make_unique<UdpRampSource>(rateKnob(plan), procedure.udpRampRates(), procedure);
    return std::make_unique<SweepSource>(plan);
}

}  // namespace iometry::model
