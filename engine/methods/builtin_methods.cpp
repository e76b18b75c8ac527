// The methods built into the engine: one line each (docs/architecture.md, "How to add a
// method").
#include "engine/methods/adapter_delay/adapter_delay_method.hpp"
#include "engine/methods/fine_sweep/fine_sweep_method.hpp"
#include "engine/methods/latency/latency_method.hpp"
#include "engine/methods/load_latency/load_latency_method.hpp"
#include "engine/methods/ramp/ramp_method.hpp"
#include "engine/methods/rate_search/rate_search_method.hpp"
#include "engine/methods/udp_ramp/udp_ramp_method.hpp"

namespace iometry::model {

void addBuiltInMethods(MethodRegistry& registry) {
    registry.add(sweepMethod());
    registry.add(rampMethod());
    registry.add(udpRampMethod());
    registry.add(rateSearchMethod());
    registry.add(fineSweepMethod());
    registry.add(adapterDelayMethod());
    registry.add(latencyMethod());
    registry.add(loadLatencyMethod());
}

}  // namespace iometry::model
