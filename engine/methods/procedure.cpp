#include "engine/methods/procedure.hpp"

#include <algorithm>
#include <cmath>

#include "engine/kinds/worker_kind.hpp"

namespace iometry::model {

const char* toString(RateMetric metric) { return columnName(metric); }

const char* columnName(RateMetric metric) {
    switch (metric) {
        case RateMetric::Auto: return "auto";
        case RateMetric::MbitPerS: return "mbit_per_s";
        case RateMetric::OpsPerS: return "ops_per_s";
        case RateMetric::TransactionsPerS: return "transactions_per_s";
    }
    return "?";
}

Step baseStep(const Plan& plan) {
    Step step;
    step.specs = plan.specs;
    step.workers = plan.workers;
    return step;
}

Knob outstandingKnob(const Plan& plan) {
    return {"outstanding", true, [base = baseStep(plan)](double value) {
                Step step = base;
                const int n = static_cast<int>(std::llround(value));
                step.params.outstanding = n;
                for (WorkerDef& w : step.workers) w.outstanding = n;
                return step;
            }};
}

Knob sizeKnob(const Plan& plan, bool repliesInKind) {
    return {"size", true, [base = baseStep(plan), repliesInKind](double value) {
                Step step = base;
                const auto size = static_cast<std::uint64_t>(std::llround(value));
                step.params.size = size;
                for (AccessSpec& spec : step.specs)
                    for (AccessLine& line : spec.lines) {
                        line.size = size;
                        if (repliesInKind && line.reply > 0) line.reply = size;
                    }
                return step;
            }};
}

Knob rateKnob(const Plan& plan) {
    return {"rate_mbit", false, [base = baseStep(plan)](double value) {
                Step step = base;
                step.params.rateMbit = value;
                for (WorkerDef& w : step.workers) setOfferedRate(w, value);
                return step;
            }};
}

Knob knobFor(const Plan& plan, SweepParam param) {
    switch (param) {
        case SweepParam::Size: return sizeKnob(plan);
        case SweepParam::Outstanding: return outstandingKnob(plan);
        case SweepParam::Mtu:
            return {"mtu", true, [base = baseStep(plan)](double value) {
                        Step step = base;
                        step.params.mtu = static_cast<int>(std::llround(value));
                        return step;
                    }};
        case SweepParam::Workers:
        case SweepParam::Targets:
        case SweepParam::Phase:
            break;  // no procedure ramps these: the plan reader refuses them (plan-format.md)
    }
    return outstandingKnob(plan);
}

RateMetric resolveMetric(const Plan& plan, RateMetric metric) {
    if (metric != RateMetric::Auto) return metric;
    if (plan.workers.empty()) return RateMetric::MbitPerS;
    const bool allStorage = std::all_of(plan.workers.begin(), plan.workers.end(), [](const WorkerDef& w) {
        return w.kind() && w.kind()->isStorage();
    });
    if (allStorage) return RateMetric::OpsPerS;
    const bool allTransactions =
        std::all_of(plan.workers.begin(), plan.workers.end(), [&](const WorkerDef& w) {
            const AccessSpec* spec = plan.findSpec(w.spec);
            return spec && !spec->lines.empty() &&
                   std::all_of(spec->lines.begin(), spec->lines.end(),
                               [](const AccessLine& l) { return l.reply > 0; });
        });
    return allTransactions ? RateMetric::TransactionsPerS : RateMetric::MbitPerS;
}

const results::MetricRow* allRow(const std::vector<results::MetricRow>& rows) {
    auto it = std::find_if(rows.begin(), rows.end(),
                           [](const results::MetricRow& r) { return r.scope == "all"; });
    return it == rows.end() ? nullptr : &*it;
}

double metricValue(const results::MetricRow& row, RateMetric metric) {
    switch (metric) {
        case RateMetric::OpsPerS: return row.opsPerS;
        case RateMetric::TransactionsPerS: return row.transactionsPerS;
        case RateMetric::Auto:
        case RateMetric::MbitPerS: return row.mbitPerS;
    }
    return row.mbitPerS;
}

nlohmann::ordered_json knobValueJson(const Knob& knob, double value) {
    if (knob.integer) return std::llround(value);
    return value;
}

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

}  // namespace iometry::model
