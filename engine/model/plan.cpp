#include "engine/model/plan.hpp"

#include <algorithm>
#include <limits>
#include <map>

namespace iometry::model {

std::vector<std::uint64_t> classicSizes() {
    std::vector<std::uint64_t> sizes;
    for (std::uint64_t s = 64; s <= 262144; s *= 2) sizes.push_back(s);
    return sizes;
}

bool isNameChar(char c) {
    // ASCII by the numbers, not std::isalnum: the GUI runs in the user's locale.
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' ||
           c == '_' || c == '-' || c == '.';
}

bool isValidName(std::string_view name) {
    if (name.empty() || name.size() > kMaxNameLength) return false;
    return std::all_of(name.begin(), name.end(), isNameChar);
}

bool hasReplies(const AccessSpec& spec) {
    return std::any_of(spec.lines.begin(), spec.lines.end(),
                       [](const AccessLine& l) { return l.reply > 0; });
}

const char* toString(Arrivals arrivals) {
    return arrivals == Arrivals::Poisson ? "poisson" : "constant";
}

std::optional<Arrivals> arrivalsNamed(std::string_view name) {
    if (name == "constant") return Arrivals::Constant;
    if (name == "poisson") return Arrivals::Poisson;
    return std::nullopt;
}

const char* toString(DynamoProtocol protocol) {
    return protocol == DynamoProtocol::Iometer ? "iometer" : "iometry";
}

const char* toString(OnDynamoLoss onLoss) {
    return onLoss == OnDynamoLoss::Continue ? "continue" : "stop";
}

const char* toString(Aggregate aggregate) {
    switch (aggregate) {
        case Aggregate::Mean: return "mean";
        case Aggregate::Median: return "median";
        case Aggregate::Best: return "best";
    }
    return "?";
}

const char* toString(SweepParam param) {
    switch (param) {
        case SweepParam::Size: return "size";
        case SweepParam::Outstanding: return "outstanding";
        case SweepParam::Mtu: return "mtu";
        case SweepParam::Workers: return "workers";
        case SweepParam::Targets: return "targets";
        case SweepParam::Phase: return "phase";
    }
    return "?";
}

std::vector<std::int64_t> RangeAxis::values() const {
    std::vector<std::int64_t> out;
    if (step <= 0 || (exponential && step < 2) || start > end) return out;
    for (std::int64_t v = start; v <= end;) {
        out.push_back(v);
        if (exponential) {
            if (v > end / step) break;  // next value would pass end (or overflow)
            v *= step;
        } else {
            if (v > end - step) break;
            v += step;
        }
    }
    return out;
}

const AccessSpec* Plan::findSpec(const std::string& specName) const {
    auto it = std::find_if(specs.begin(), specs.end(),
                           [&](const AccessSpec& s) { return s.name == specName; });
    return it == specs.end() ? nullptr : &*it;
}

const DynamoDef* Plan::findDynamo(const std::string& dynamoName) const {
    auto it = std::find_if(dynamos.begin(), dynamos.end(),
                           [&](const DynamoDef& d) { return d.name == dynamoName; });
    return it == dynamos.end() ? nullptr : &*it;
}

std::vector<Step> expandSteps(const Plan& plan) {
    std::vector<StepParams> points{StepParams{}};
    for (const SweepAxis& axis : plan.sweep) {
        std::vector<StepParams> next;
        next.reserve(points.size() * axis.values.size());
        for (const StepParams& p : points) {
            for (std::int64_t v : axis.values) {
                StepParams q = p;
                if (axis.param == SweepParam::Size) q.size = static_cast<std::uint64_t>(v);
                if (axis.param == SweepParam::Outstanding) q.outstanding = static_cast<int>(v);
                if (axis.param == SweepParam::Mtu) q.mtu = static_cast<int>(v);
                if (axis.param == SweepParam::Workers) q.workers = static_cast<int>(v);
                if (axis.param == SweepParam::Targets) q.targets = static_cast<int>(v);
                if (axis.param == SweepParam::Phase) q.phase = static_cast<int>(v);
                next.push_back(q);
            }
        }
        points = std::move(next);
    }

    std::vector<Step> steps;
    steps.reserve(points.size());
    for (const StepParams& p : points) {
        Step step;
        step.index = static_cast<int>(steps.size());
        step.params = p;
        step.specs = plan.specs;
        if (p.size) {
            for (AccessSpec& spec : step.specs)
                for (AccessLine& line : spec.lines) line.size = *p.size;
        }
        step.workers = cycledWorkers(plan.workers, p.workers, p.targets, p.phase);
        if (p.outstanding) {
            for (WorkerDef& w : step.workers) w.outstanding = *p.outstanding;
        }
        steps.push_back(std::move(step));
    }
    return steps;
}

std::uint64_t sweepStepCount(const Plan& plan) {
    std::uint64_t steps = 1;
    for (const SweepAxis& axis : plan.sweep) {
        const std::uint64_t n = axis.values.size();
        if (n == 0) return 0;
        if (steps > std::numeric_limits<std::uint64_t>::max() / n)
            steps = std::numeric_limits<std::uint64_t>::max();  // and stays there
        else
            steps *= n;
    }
    return steps;
}

int mostWorkersOnOneDynamo(const Plan& plan) {
    std::map<std::string, int> perDynamo;
    int most = 0;
    for (const WorkerDef& w : plan.workers)
        if (!w.probe) most = std::max(most, ++perDynamo[w.dynamo]);  // probes are no load
    return most;
}

int cycleLimit(const Plan& plan, SweepParam param) {
    if (param == SweepParam::Targets)
        return static_cast<int>(std::count_if(plan.workers.begin(), plan.workers.end(),
                                              [](const WorkerDef& w) { return !w.probe; }));
    if (param == SweepParam::Workers) return mostWorkersOnOneDynamo(plan);
    return 0;
}

std::vector<WorkerDef> cycledWorkers(const std::vector<WorkerDef>& workers,
                                     std::optional<int> workersPerDynamo,
                                     std::optional<int> targets,
                                     std::optional<int> phase) {
    std::vector<WorkerDef> out;
    std::map<std::string, int> taken;  // per dynamo, for workers cycling
    for (const WorkerDef& w : workers) {
        if (phase && w.phase != *phase) continue;
        if (targets && static_cast<int>(out.size()) >= *targets) break;
        if (workersPerDynamo && taken[w.dynamo]++ >= *workersPerDynamo) continue;
        out.push_back(w);
    }
    return out;
}

}  // namespace iometry::model
