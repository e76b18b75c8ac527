#include "engine/article/setup.hpp"

#include <algorithm>
#include <map>

#include "engine/methods/method.hpp"
#include "engine/json/json_fields.hpp"

namespace iometry::article {
namespace {

using Json = nlohmann::json;
using model::arrayAt;
using model::numberAt;
using model::objectAt;
using model::stringAt;

/** A fact's row: what it is (translated) and each device's value. */
struct FactRow {
    std::string key;  ///< "A/cpu": the dynamo and the fact, to merge the devices' rows
    Text label;
    std::vector<Cell> values;
};

class Facts {
public:
    explicit Facts(std::size_t devices) : m_devices(devices) {}

    void set(const std::string& key, Text label, std::size_t device, Cell value) {
        auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const FactRow& r) { return r.key == key; });
        if (it == m_rows.end()) {
            m_rows.push_back({key, std::move(label), std::vector<Cell>(m_devices)});
            it = m_rows.end() - 1;
        }
        it->values[device] = std::move(value);
    }
    std::vector<FactRow>& rows() { return m_rows; }

private:
    std::size_t m_devices;
    std::vector<FactRow> m_rows;
};

/** "eth1, ixgbe 5.19, 10 Gbit/s, MTU 9000": an interface as the article names it. */
Cell interfaceCell(const Json& i) {
    std::vector<Text> parts{verbatim(stringAt(i, "name"))};
    const std::string driver = stringAt(i, "driver");
    const std::string version = stringAt(i, "driver_version");
    if (!driver.empty()) parts.push_back(verbatim(version.empty() ? driver : driver + " " + version));
    // Whole Mbit/s as the dynamo reports them; anything else (a word, 1e300) is unknown.
    const long long speed = numberAt(i, "speed_mbit", -1LL);
    if (speed > 0)
        parts.push_back(speed >= 1000 && speed % 1000 == 0
                            ? text(QT_TRANSLATE_NOOP("Article", "%1 Gbit/s")).num(static_cast<double>(speed / 1000), 0)
                            : text(QT_TRANSLATE_NOOP("Article", "%1 Mbit/s")).num(static_cast<double>(speed), 0));
    else
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "link speed unknown")));
    if (const long long mtu = numberAt(i, "mtu", 0LL); mtu > 0)
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "MTU %1")).arg(std::to_string(mtu)));
    return Cell::of(join(parts, ", "));
}

/** The offloads that are on, by their ethtool names ("tso, gso, gro"); "none" when none. */
Cell offloadsCell(const Json& i) {
    const auto it = i.find("offloads");
    if (it == i.end() || !it->is_object()) return Cell::empty();
    std::string on;
    for (const auto& [name, value] : it->items())
        if (value.is_boolean() && value.get<bool>()) on += (on.empty() ? "" : ", ") + name;
    return on.empty() ? Cell::of(text(QT_TRANSLATE_NOOP("Article", "none"))) : Cell::of(on);
}

/** The bench.json of a device's first member that ran. */
const Json* benchOf(const DeviceResults& device) {
    for (const MemberResults& m : device.members)
        if (m.run && m.run->bench.is_object() && m.run->bench.contains("hosts")) return &m.run->bench;
    return nullptr;
}

}  // namespace

Table hostsTable(const std::vector<DeviceResults>& devices) {
    Facts facts(devices.size());
    for (std::size_t d = 0; d < devices.size(); ++d) {
        const Json* bench = benchOf(devices[d]);
        if (!bench) continue;
        for (const Json& h : (*bench)["hosts"]) {
            const std::string dynamo = stringAt(h, "dynamo");
            const Json host = objectAt(h, "host");
            facts.set(dynamo + "/host", text(QT_TRANSLATE_NOOP("Article", "%1: host")).arg(dynamo), d,
                      Cell::of(stringAt(host, "hostname")));
            const std::string cpu = stringAt(host, "cpu_model");
            const int cpus = numberAt(host, "cpus", 0);
            facts.set(dynamo + "/cpu", text(QT_TRANSLATE_NOOP("Article", "%1: processor")).arg(dynamo), d,
                      cpus > 0 ? Cell::of(text(QT_TRANSLATE_NOOP("Article", "%1, %2 logical CPUs"))
                                              .arg(cpu)
                                              .num(cpus, 0))
                               : Cell::of(cpu));
            facts.set(dynamo + "/kernel", text(QT_TRANSLATE_NOOP("Article", "%1: kernel")).arg(dynamo), d,
                      Cell::of(stringAt(host, "kernel")));
            const Json interfaces = arrayAt(h, "data_interfaces");
            for (std::size_t i = 0; i < interfaces.size(); ++i) {
                const std::string n = std::to_string(i + 1);
                facts.set(dynamo + "/if" + n, text(QT_TRANSLATE_NOOP("Article", "%1: data interface")).arg(dynamo),
                          d, interfaceCell(interfaces[i]));
                facts.set(dynamo + "/offloads" + n, text(QT_TRANSLATE_NOOP("Article", "%1: offloads")).arg(dynamo),
                          d, offloadsCell(interfaces[i]));
            }
        }
        // The disk targets of every member (bench.json's workers of a storage kind).
        for (const MemberResults& m : devices[d].members) {
            if (!m.run || !m.run->bench.is_object()) continue;
            for (const Json& w : arrayAt(m.run->bench, "workers")) {
                const std::string path = stringAt(w, "path");
                if (path.empty()) continue;
                std::string target = path;
                const std::string device = stringAt(w, "device"), engine = stringAt(w, "engine");
                if (!device.empty()) target += ", " + device;
                if (!engine.empty()) target += ", " + engine;
                facts.set(stringAt(w, "dynamo") + "/disk",
                          text(QT_TRANSLATE_NOOP("Article", "%1: disk target")).arg(stringAt(w, "dynamo")), d,
                          Cell::of(target));
            }
        }
    }
    Table t;
    t.id = "hosts";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "The hosts of every device's runs (by dynamo) and their "
                                       "data interfaces: driver, link speed, MTU and the "
                                       "offloads that were on."));
    t.columns.push_back({"fact", text(QT_TRANSLATE_NOOP("Article", "Fact"))});
    for (const DeviceResults& d : devices) t.columns.push_back({d.device, verbatim(d.device)});
    for (FactRow& r : facts.rows()) {
        std::vector<Cell> row{Cell::of(std::move(r.label))};
        for (Cell& c : r.values) row.push_back(std::move(c));
        t.rows.push_back(std::move(row));
    }
    return t;
}

Text aggregateName(model::Aggregate aggregate) {
    switch (aggregate) {
    case model::Aggregate::Mean: return text(QT_TRANSLATE_NOOP("Article", "mean"));
    case model::Aggregate::Median: return text(QT_TRANSLATE_NOOP("Article", "median"));
    case model::Aggregate::Best: return text(QT_TRANSLATE_NOOP("Article", "best"));
    }
    return {};
}

Table membersTable(const std::vector<DeviceResults>& devices) {
    Table t;
    t.id = "members";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "What was run on every device, in this order: each "
                                       "method's steps, the time of one step (ramp included), "
                                       "its repeats and how they were combined."));
    t.columns = {{"member", text(QT_TRANSLATE_NOOP("Article", "Member"))},
                 {"method", text(QT_TRANSLATE_NOOP("Article", "Method"))},
                 {"steps", text(QT_TRANSLATE_NOOP("Article", "Steps"))},
                 {"step_s", text(QT_TRANSLATE_NOOP("Article", "Step (s)"))},
                 {"repeats", text(QT_TRANSLATE_NOOP("Article", "Repeats"))},
                 {"aggregate", text(QT_TRANSLATE_NOOP("Article", "Kept"))},
                 {"duration_s", text(QT_TRANSLATE_NOOP("Article", "Duration"))}};
    std::vector<std::string> seen;
    for (const DeviceResults& d : devices)
        for (const MemberResults& m : d.members) {
            if (std::find(seen.begin(), seen.end(), m.name) != seen.end()) continue;
            seen.push_back(m.name);
            const model::RunEstimate e = model::estimateRun(m.plan);
            const model::Method& method = m.plan.procedure.method();
            Cell steps = Cell::of(static_cast<double>(e.steps), 0);
            if (!e.exact)
                steps = Cell::of(text(QT_TRANSLATE_NOOP("Article", "at most %1")).num(static_cast<double>(e.steps), 0));
            t.rows.push_back({Cell::of(m.name), Cell::of(Text{"MethodTitle", method.title(), {}}), steps,
                              Cell::of(e.stepS, 1), Cell::of(m.plan.repeats, 0),
                              Cell::of(aggregateName(m.plan.aggregate)),
                              Cell::ofSeconds(e.seconds)});
        }
    return t;
}

}  // namespace iometry::article
