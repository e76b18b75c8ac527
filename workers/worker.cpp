#include "workers/worker.hpp"

#include <algorithm>

#include "engine/plan/configure_entry.hpp"

namespace iometry::workers {

WorkerRegistry& WorkerRegistry::instance() {
    static WorkerRegistry registry = [] {
        WorkerRegistry r;
        addBuiltInWorkers(r);
        return r;
    }();
    return registry;
}

void WorkerRegistry::add(WorkerEngine engine) {
    auto it = std::find_if(m_engines.begin(), m_engines.end(),
                           [&](const WorkerEngine& e) { return e.name() == engine.name(); });
    if (it != m_engines.end()) *it = std::move(engine);
    else m_engines.push_back(std::move(engine));
}

const WorkerEngine* WorkerRegistry::find(const std::string& kind) const {
    auto it = std::find_if(m_engines.begin(), m_engines.end(),
                           [&](const WorkerEngine& e) { return e.name() == kind; });
    return it == m_engines.end() ? nullptr : &*it;
}

std::vector<std::string> WorkerRegistry::kinds() const {
    std::vector<std::string> names;
    for (const WorkerEngine& e : m_engines) names.push_back(e.name());
    return names;
}

nlohmann::json WorkerRegistry::variants() const {
    nlohmann::json out = nlohmann::json::object();
    for (const WorkerEngine& e : m_engines)
        if (!e.variants.empty()) out[e.name()] = e.variants;
    return out;
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
    const WorkerEngine* k = find(kind);
    if (!k) {
        error = "worker \"" + name + "\": this dynamo has no \"" + kind + "\" engine";
        return nullptr;
    }
    std::string why;
    std::optional<model::ConfiguredWorker> configured = model::readConfigureEntry(entry, why);
    if (!configured) {
        error = "worker \"" + name + "\": " + why;
        return nullptr;
    }
    std::unique_ptr<Worker> worker = k->build(std::move(*configured), why);
    if (!worker) {
        error = "worker \"" + name + "\": " + why;
        return nullptr;
    }
    return worker;
}

}  // namespace iometry::workers
