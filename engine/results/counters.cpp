#include "engine/results/counters.hpp"

namespace iometry::results {

namespace {

constexpr auto kTable = counterTable<std::uint64_t>();

}  // namespace

void Counters::add(const Counters& o) {
    for (const auto& c : kTable) this->*c.field += o.*c.field;
}

void Counters::addTcp(const Counters& o) {
    for (const auto& c : kTable)
        if (c.group == CounterGroup::Tcp) this->*c.field += o.*c.field;
}

bool Counters::has(CounterGroup group) const {
    for (const auto& c : kTable)
        if (c.group == group && this->*c.field != 0) return true;
    return false;
}

nlohmann::json Counters::toJson() const {
    // Each group's presence once, not once per counter: a stream sends this per connection
    // every interval.
    const bool datagrams = hasDatagrams(), tcp = hasTcp(), paced = has(CounterGroup::Paced),
               threads = has(CounterGroup::Threads);
    auto sent = [&](CounterGroup group) {
        switch (group) {
            case CounterGroup::Traffic: return true;
            case CounterGroup::Datagrams: return datagrams;
            case CounterGroup::Tcp: return tcp;
            case CounterGroup::Paced: return paced;
            case CounterGroup::Threads: return threads;
        }
        return true;
    };
    nlohmann::json j = nlohmann::json::object();
    for (const auto& c : kTable)
        if (sent(c.group)) j[c.key] = this->*c.field;
    return j;
}

std::optional<Counters> Counters::fromJson(const nlohmann::json& entry, const std::string& where,
                                           std::string& error) {
    if (!entry.is_object()) {
        error = where + " is not an object";
        return std::nullopt;
    }
    Counters counters;
    for (const auto& c : kTable) {
        auto it = entry.find(c.key);
        if (it == entry.end()) continue;  // absent counts as 0
        if (it->is_number_unsigned()) {
            counters.*c.field = it->get<std::uint64_t>();
        } else if (it->is_number_integer() && it->get<std::int64_t>() >= 0) {
            counters.*c.field = static_cast<std::uint64_t>(it->get<std::int64_t>());
        } else {
            error = where + ": \"" + c.key + "\" is not a count (a whole number >= 0)";
            return std::nullopt;
        }
    }
    return counters;
}

}  // namespace iometry::results
