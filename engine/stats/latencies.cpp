#include "engine/stats/latencies.hpp"

namespace iometry::stats {

Latencies Latencies::ofDirections(const LatencyHistogram& reads, const LatencyHistogram& writes) {
    Latencies l;
    l.read = reads;
    l.write = writes;
    l.all.merge(reads);
    l.all.merge(writes);
    return l;
}

void Latencies::toEntry(nlohmann::json& entry) const {
    entry["latency"] = all.toJson();
    if (read.count() > 0) entry["read_latency"] = read.toJson();
    if (write.count() > 0) entry["write_latency"] = write.toJson();
}

std::optional<Latencies> Latencies::fromEntry(const nlohmann::json& entry, std::string& error) {
    Latencies l;
    for (auto [key, into] : {std::pair{"latency", &l.all}, std::pair{"read_latency", &l.read},
                             std::pair{"write_latency", &l.write}}) {
        auto it = entry.find(key);
        if (it == entry.end() || it->is_null()) continue;
        std::string why;
        auto h = LatencyHistogram::fromJson(*it, &why);
        if (!h) {
            error = std::string("bad ") + key + " histogram: " + why;
            return std::nullopt;
        }
        *into = std::move(*h);
    }
    // The directions are parts of the whole: more of them than of it is an altered frame.
    if (l.read.count() + l.write.count() > l.all.count()) {
        error = "read_latency and write_latency hold " +
                std::to_string(l.read.count() + l.write.count()) + " values, more than latency's " +
                std::to_string(l.all.count());
        return std::nullopt;
    }
    return l;
}

}  // namespace iometry::stats
