#include "engine/results/host_counters.hpp"

#include "engine/json/json_fields.hpp"

namespace iometry::results {

nlohmann::json CpuShares::toJson() const {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [key, field] : kFields) j[key] = this->*field;
    return j;
}

CpuShares CpuShares::fromJson(const nlohmann::json& j) {
    CpuShares s;
    for (const auto& [key, field] : kFields) s.*field = model::numberAt(j, key, 0.0);
    return s;
}

nlohmann::json NicCounters::toJson() const {
    nlohmann::json j = {{"name", name}};
    for (const auto& [key, field] : kFields) j[key] = this->*field;
    return j;
}

NicCounters NicCounters::fromJson(const nlohmann::json& j) {
    NicCounters n;
    n.name = model::stringAt(j, "name");
    for (const auto& [key, field] : kFields) n.*field = model::numberAt(j, key, std::uint64_t{0});
    return n;
}

nlohmann::json HostNet::toJson() const {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [key, field] : kFields) j[key] = this->*field;
    return j;
}

HostNet HostNet::fromJson(const nlohmann::json& j) {
    HostNet n;
    for (const auto& [key, field] : kFields) n.*field = model::numberAt(j, key, std::uint64_t{0});
    return n;
}

nlohmann::json DiskCounters::toJson() const {
    nlohmann::json j = {{"name", name}, {"device", device}};
    for (const auto& [key, field] : kFields) j[key] = this->*field;
    return j;
}

DiskCounters DiskCounters::fromJson(const nlohmann::json& j) {
    DiskCounters d;
    d.name = model::stringAt(j, "name");
    d.device = model::stringAt(j, "device");
    for (const auto& [key, field] : kFields) d.*field = model::numberAt(j, key, std::uint64_t{0});
    return d;
}

}  // namespace iometry::results
