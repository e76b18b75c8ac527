#include "engine/model/probes.hpp"

#include <algorithm>

namespace iometry::model {

std::string probeSpecName(const std::string& spec) { return "probe:" + spec; }

Plan withoutProbes(Plan plan) {
    std::erase_if(plan.workers, [](const WorkerDef& w) { return w.probe.has_value(); });
    return plan;
}

bool hasProbes(const Plan& plan) {
    return std::any_of(plan.workers.begin(), plan.workers.end(),
                       [](const WorkerDef& w) { return w.probe.has_value(); });
}

void addProbes(const Plan& plan, Step& step) {
    for (const WorkerDef& w : plan.workers) {
        if (!w.probe) continue;
        WorkerDef probe = w;
        probe.spec = probeSpecName(w.spec);
        if (const AccessSpec* spec = plan.findSpec(w.spec);
            spec && std::none_of(step.specs.begin(), step.specs.end(),
                                 [&](const AccessSpec& s) { return s.name == probe.spec; })) {
            AccessSpec own = *spec;
            own.name = probe.spec;
            step.specs.push_back(std::move(own));
        }
        step.workers.push_back(std::move(probe));
    }
}

Step probesOf(const Step& step) {
    Step idle;
    idle.index = step.index;
    idle.params = step.params;
    for (const WorkerDef& w : step.workers)
        if (w.probe) idle.workers.push_back(w);
    for (const AccessSpec& s : step.specs)
        if (std::any_of(idle.workers.begin(), idle.workers.end(),
                        [&](const WorkerDef& w) { return w.spec == s.name; }))
            idle.specs.push_back(s);
    return idle;
}

}  // namespace iometry::model
