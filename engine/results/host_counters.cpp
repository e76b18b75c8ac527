#include "engine/results/host_counters.hpp"

#include "engine/results/counters.hpp"

namespace iometry::results {

namespace {

double numberOr0(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

std::string stringOrEmpty(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

nlohmann::json CpuShares::toJson() const {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [key, field] : kFields) j[key] = this->*field;
    return j;
}

CpuShares CpuShares::fromJson(const nlohmann::json& j) {
    CpuShares s;
    if (!j.is_object()) return s;
    for (const auto& [key, field] : kFields) s.*field = numberOr0(j, key);
    return s;
}

nlohmann::json NicCounters::toJson() const {
    nlohmann::json j = {{"name", name}};
    for (const auto& [key, field] : kFields) j[key] = this->*field;
    return j;
}

NicCounters NicCounters::fromJson(const nlohmann::json& j) {
    NicCounters n;
    if (!j.is_object()) return n;
    n.name = stringOrEmpty(j, "name");
    for (const auto& [key, field] : kFields) n.*field = jsonCount(j, key);
    return n;
}

nlohmann::json DiskCounters::toJson() const {
    nlohmann::json j = {{"name", name}, {"device", device}};
    for (const auto& [key, field] : kFields) j[key] = this->*field;
    return j;
}

DiskCounters DiskCounters::fromJson(const nlohmann::json& j) {
    DiskCounters d;
    if (!j.is_object()) return d;
    d.name = stringOrEmpty(j, "name");
    d.device = stringOrEmpty(j, "device");
    for (const auto& [key, field] : kFields) d.*field = jsonCount(j, key);
    return d;
}

}  // namespace iometry::results
