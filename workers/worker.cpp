#include "workers/worker.hpp"

#include <algorithm>

#include "workers/disk/disk_worker.hpp"
#include "workers/tcp/tcp_worker.hpp"
#include "workers/udp/udp_worker.hpp"

namespace iometry::workers {

const WorkerRegistry& WorkerRegistry::builtIn() {
    static const WorkerRegistry registry = [] {
        WorkerRegistry r;
        r.add({"tcp", true, &makeTcpWorker});
        r.add({"udp", true, &makeUdpWorker});
        r.add({"disk", false, &disk::makeDiskWorker});
        return r;
    }();
    return registry;
}

void WorkerRegistry::add(WorkerKind kind) {
    auto it = std::find_if(m_kinds.begin(), m_kinds.end(),
                           [&](const WorkerKind& k) { return k.kind == kind.kind; });
    if (it != m_kinds.end()) *it = std::move(kind);
    else m_kinds.push_back(std::move(kind));
}

const WorkerKind* WorkerRegistry::find(const std::string& kind) const {
    auto it = std::find_if(m_kinds.begin(), m_kinds.end(),
                           [&](const WorkerKind& k) { return k.kind == kind; });
    return it == m_kinds.end() ? nullptr : &*it;
}

std::vector<std::string> WorkerRegistry::kinds() const {
    std::vector<std::string> names;
    for (const WorkerKind& k : m_kinds) names.push_back(k.kind);
    return names;
}

std::unique_ptr<Worker> WorkerRegistry::build(const nlohmann::json& entry, std::string& name,
                                              std::string& error) const {
    name.clear();
    if (!entry.is_object()) {
        error = "a worker must be an object";
        return nullptr;
    }
    auto field = [&](const char* key) {
        auto it = entry.find(key);
        return it != entry.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    name = field("name");
    const std::string kind = field("kind");
    const WorkerKind* k = find(kind);
    if (!k) {
        error = "worker \"" + name + "\": this dynamo has no \"" + kind + "\" engine";
        return nullptr;
    }
    std::string why;
    std::unique_ptr<Worker> worker = k->build(entry, why);
    if (!worker) {
        error = "worker \"" + name + "\": " + why;
        return nullptr;
    }
    return worker;
}

}  // namespace iometry::workers
