#include "engine/methods/rate_methods.hpp"

#include <algorithm>

namespace iometry::model {

void applyRateTrials(Plan& plan, const std::optional<double>& trialS,
                     const std::optional<std::uint64_t>& size, Problems& problems) {
    if (trialS) plan.runS = *trialS;
    if (size)
        for (AccessSpec& spec : plan.specs)
            for (AccessLine& line : spec.lines) line.size = *size;
    if (std::none_of(plan.workers.begin(), plan.workers.end(),
                     [](const WorkerDef& w) { return takesOfferedRate(w); }))
        problems.push_back({"procedure.kind", plan.procedure.name() + " offers rates to " +
                                                  workerKinds().names([](const WorkerKind& k) {
                                                      return k.takesOfferedRate();
                                                  }, " or ") +
                                                  " workers: the plan has none"});
}

}  // namespace iometry::model
