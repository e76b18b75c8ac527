#include "engine/model/step_source.hpp"

#include "engine/methods/method.hpp"
#include "engine/model/procedure.hpp"

namespace iometry::model {
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
    return plan.procedure.method().makeSource(plan);
}

}  // namespace iometry::model
