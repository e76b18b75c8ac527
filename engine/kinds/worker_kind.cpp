#include "engine/kinds/worker_kind.hpp"

#include <algorithm>

namespace iometry::model {

std::string WorkerDef::kindName() const { return settings ? settings->kind().name() : std::string(); }

std::string pacingProblem(const WorkerKind& kind, const AccessSpec& spec) {
    if (!kind.takesPacedRequests(spec)) {
        const std::string pairs = workerKinds().names([](const WorkerKind& k) { return k.hasPartnerEnd(); }, " or ");
        const std::string storage = workerKinds().names([](const WorkerKind& k) { return k.isStorage(); }, " or ");
        return "spec \"" + spec.name + "\" has no reply, so this " + kind.name() +
               " worker is a stream, with no requests to put on a schedule: only a " + pairs +
               " worker whose spec has a reply, or a " + storage + " worker, takes rate_per_s" +
               (kind.takesOfferedRate() ? " (a " + kind.name() + " stream's rate is rate_mbit)" : "");
    }
    for (const AccessLine& line : spec.lines)
        if (line.delayMs > 0)
            return "the schedule spaces the requests, and spec \"" + spec.name + "\" pauses " +
                   std::to_string(line.delayMs) + " ms after a burst (delay_ms), which would hold "
                   "requests past their time: leave delay_ms 0 (or interval_ms out) with rate_per_s";
    return {};
}

void WorkerKind::read(ObjectReader& reader, KindSettings& settings) const {
    readSettings(reader, params(), settings);
    checkRead(reader, settings);
}

void WorkerKind::write(const KindSettings& settings, Json& worker) const {
    writeSettings(params(), settings, worker);
}

void WorkerKind::checkSettings(const KindSettings& settings, const std::string& path, Problems& problems,
                               KindSettings& valid) const {
    const std::vector<KindParam> table = params();
    if (table.empty()) {
        // A kind that reads and writes its keys by hand: its keys, written, read back.
        Json own = Json::object();
        write(settings, own);
        ObjectReader reader(own, path, problems);
        read(reader, valid);
        return;
    }
    model::checkSettings(table, settings, path, problems, valid);
    const Json none = Json::object();
    ObjectReader reader(none, path, problems);
    checkRead(reader, valid);
}

void WorkerKind::configure(const WorkerDef& worker, ConfigureContext&, nlohmann::json& entry) const {
    Json own = Json::object();
    write(*worker.settings, own);
    for (const auto& [key, value] : own.items())
        if (!(hasPartnerEnd() && (key == "bind" || key == "peer"))) entry[key] = value;
}

void WorkerKind::readConfigure(ObjectReader& reader, ConfiguredWorker& worker) const {
    read(reader, *worker.settings);
}

article::Text WorkerKind::articleText(const WorkerDef& worker) const {
    return article::verbatim(name() + ": " + targetName(worker));
}

std::string WorkerKind::targetName(const WorkerDef& worker) const {
    const PairEnds* ends = worker.ends();
    return ends ? ends->bind + " → " + ends->peer.address : std::string();
}

IometerTarget WorkerKind::iometerTarget(const WorkerDef& worker) const {
    const PairEnds* ends = worker.ends();
    IometerTarget t;
    t.type = "NETWORK";
    if (ends) t.name = worker.dynamo + ":" + ends->bind + " >> " + ends->peer.dynamo + ":" + ends->peer.address;
    return t;
}

WorkerKindRegistry& WorkerKindRegistry::instance() {
    static WorkerKindRegistry registry = [] {
        WorkerKindRegistry r;
        addBuiltInKinds(r);
        return r;
    }();
    return registry;
}

void WorkerKindRegistry::add(const WorkerKind& kind) {
    auto it = std::find_if(m_kinds.begin(), m_kinds.end(),
                           [&](const WorkerKind* k) { return k->name() == kind.name(); });
    if (it != m_kinds.end()) *it = &kind;
    else m_kinds.push_back(&kind);
}

const WorkerKind* WorkerKindRegistry::find(std::string_view name) const {
    auto it = std::find_if(m_kinds.begin(), m_kinds.end(),
                           [&](const WorkerKind* k) { return k->name() == name; });
    return it == m_kinds.end() ? nullptr : *it;
}

std::string WorkerKindRegistry::joinNames(const std::vector<std::string>& names,
                                          const std::string& last) {
    return joinWords(names, last);
}

}  // namespace iometry::model
