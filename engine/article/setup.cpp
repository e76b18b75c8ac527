#include "engine/article/setup.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <string_view>

#include "engine/methods/method.hpp"
#include "engine/json/json_fields.hpp"

namespace iometry::article {
namespace {

using Json = nlohmann::json;
using model::arrayAt;
using model::numberAt;
using model::objectAt;
using model::stringAt;

/** A fact's row of the targets table: its dynamo, what it is (translated) and each
    device's value. */
struct FactRow {
    std::string key;  ///< "A/if1": the dynamo and the fact, to merge the devices' rows
    std::string dynamo;
    Text label;
    std::vector<Cell> values;
};

class Facts {
public:
    explicit Facts(std::size_t devices) : m_devices(devices) {}

    /** Sets @p device's value of the row @p key; an empty value makes no row. */
    void set(const std::string& dynamo, const std::string& fact, Text label, std::size_t device, Cell value) {
        if (value.kind == Cell::Kind::Empty) return;
        const std::string key = dynamo + "/" + fact;
        auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const FactRow& r) { return r.key == key; });
        if (it == m_rows.end()) {
            m_rows.push_back({key, dynamo, std::move(label), std::vector<Cell>(m_devices)});
            it = m_rows.end() - 1;
        }
        it->values[device] = std::move(value);
    }
    /** The rows, each dynamo's together in the order the dynamos came. */
    std::vector<FactRow>& rows() {
        std::vector<std::string> order;
        for (const FactRow& r : m_rows)
            if (std::find(order.begin(), order.end(), r.dynamo) == order.end()) order.push_back(r.dynamo);
        std::stable_sort(m_rows.begin(), m_rows.end(), [&](const FactRow& a, const FactRow& b) {
            return std::find(order.begin(), order.end(), a.dynamo) < std::find(order.begin(), order.end(), b.dynamo);
        });
        return m_rows;
    }

private:
    std::size_t m_devices;
    std::vector<FactRow> m_rows;
};

/** Data shown as it is, or nothing (which join() leaves out) when there is none. */
Text dataOf(std::string value) { return value.empty() ? Text{} : verbatim(std::move(value)); }

Cell cellOf(const std::vector<Text>& parts) {
    const bool any = std::any_of(parts.begin(), parts.end(), [](const Text& t) { return !t.empty(); });
    return any ? Cell::of(join(parts, ", ")) : Cell::empty();
}

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

/** The PCIe generation of a link rate as sysfs writes it, by its GT/s ("8.0 GT/s PCIe",
    "8 GT/s" and "8.0 GT/s" are 3.0: kernels have written each); the text as it is for a rate
    that is none of these (or no rate). */
std::string pcieGeneration(const std::string& speed) {
    static const std::pair<double, const char*> generations[] = {
        {2.5, "1.0"}, {5, "2.0"}, {8, "3.0"}, {16, "4.0"}, {32, "5.0"}, {64, "6.0"}};
    // from_chars, not strtod: the number is sysfs's, never in the reader's locale.
    double gts = 0;
    const auto [end, error] = std::from_chars(speed.data(), speed.data() + speed.size(), gts);
    const std::string_view unit = std::string_view(end, speed.data() + speed.size());
    if (error != std::errc() || !(unit == " GT/s" || unit == " GT/s PCIe")) return speed;
    for (const auto& [rate, generation] : generations)
        if (std::abs(gts - rate) < 1e-6) return generation;
    return speed;
}

/** "3.0 ×8" for a link of 8.0 GT/s and 8 lanes: the PCIe generation as reviews name it, or
    the rate sysfs wrote where the generation is not one of these. */
Text pcieLink(const std::string& speed, long long width) {
    const std::string rate = pcieGeneration(speed);
    if (width <= 0) return verbatim(rate);
    if (rate.empty()) return text(QT_TRANSLATE_NOOP("Article", "×%1")).arg(std::to_string(width));
    return text(QT_TRANSLATE_NOOP("Article", "%1 ×%2")).arg(rate).arg(std::to_string(width));
}

/** "PCIe 3.0 ×8, card up to 4.0 ×16, slot up to 4.0 ×16": the link now, the card's most
    where it differs, the slot's most where its bridge tells it. */
Cell pcieCell(const Json& i) {
    const Json link = objectAt(i, "pcie");
    const std::string speed = stringAt(link, "speed"), maxSpeed = stringAt(link, "max_speed"),
                      slotSpeed = stringAt(link, "slot_speed");
    const long long width = numberAt(link, "width", 0LL), maxWidth = numberAt(link, "max_width", 0LL),
                    slotWidth = numberAt(link, "slot_width", 0LL);
    if (speed.empty() && width <= 0) return Cell::empty();
    std::vector<Text> parts{text(QT_TRANSLATE_NOOP("Article", "PCIe %1")).arg(pcieLink(speed, width))};
    // The card's most where it differs from the link now, however sysfs wrote the two rates.
    if ((!maxSpeed.empty() || maxWidth > 0) &&
        (pcieGeneration(maxSpeed) != pcieGeneration(speed) || maxWidth != width))
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "card up to %1")).arg(pcieLink(maxSpeed, maxWidth)));
    if (!slotSpeed.empty() || slotWidth > 0)
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "slot up to %1")).arg(pcieLink(slotSpeed, slotWidth)));
    return Cell::of(join(parts, ", "));
}

/** "RX 512 of 4096, TX 512 of 4096": the rings in use and their most. */
Cell ringsCell(const Json& i) {
    const Json rings = objectAt(i, "rings");
    if (rings.empty()) return Cell::empty();
    std::vector<Text> parts;
    for (const auto& [key, words] : {std::pair{"rx", QT_TRANSLATE_NOOP("Article", "RX %1 of %2")},
                                     std::pair{"tx", QT_TRANSLATE_NOOP("Article", "TX %1 of %2")}}) {
        const long long now = numberAt(rings, key, -1LL), most = numberAt(rings, (std::string(key) + "_max").c_str(), -1LL);
        if (now >= 0 && most > 0)
            parts.push_back(text(words).num(static_cast<double>(now), 0).num(static_cast<double>(most), 0));
    }
    return cellOf(parts);
}

/** A disk's capacity as its vendor prints it: decimal units, three digits ("512 MB",
    "960 GB", "1.92 TB"). Rounded to three digits before the unit is chosen, so that 999.7 GB
    reads "1.00 TB", not "1000 GB". */
Text capacity(double bytes) {
    const double scale = std::pow(10.0, std::floor(std::log10(bytes)) - 2);
    const double rounded = std::round(bytes / scale) * scale;
    static const std::pair<double, const char*> units[] = {{1e12, QT_TRANSLATE_NOOP("Article", "%1 TB")},
                                                           {1e9, QT_TRANSLATE_NOOP("Article", "%1 GB")},
                                                           {1e6, QT_TRANSLATE_NOOP("Article", "%1 MB")},
                                                           {1e3, QT_TRANSLATE_NOOP("Article", "%1 kB")}};
    std::size_t u = 0;  // the largest unit it reaches, kB at the least
    while (u + 1 < std::size(units) && rounded < units[u].first) ++u;
    const double value = rounded / units[u].first;
    return text(units[u].second).num(value, value >= 100 ? 0 : value >= 10 ? 1 : 2);
}

/** "nvme0n1, Samsung SSD 980 PRO 1TB, firmware 5B2QGXA7, 1.00 TB, non-rotational, scheduler
    none": the whole disk behind a target, each fact where the dynamo could tell it. The
    kernel's rotational flag is said as it is, not as SSD or HDD: a virtio disk, a RAID volume
    or a USB bridge sets it whatever is behind. */
Cell diskCell(const Json& w) {
    const Json disk = objectAt(w, "disk");
    if (disk.empty()) return Cell::empty();
    std::vector<Text> parts{dataOf(stringAt(disk, "name")), dataOf(stringAt(disk, "model"))};
    // A disk that tells no model (a virtual machine's) by its driver: "vda, driver virtio_blk".
    if (const std::string driver = stringAt(disk, "driver"); !driver.empty() && stringAt(disk, "model").empty())
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "driver %1")).arg(driver));
    if (const std::string firmware = stringAt(disk, "firmware"); !firmware.empty())
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "firmware %1")).arg(firmware));
    if (const auto size = numberAt<std::uint64_t>(disk, "size", 0); size > 0)
        parts.push_back(capacity(static_cast<double>(size)));
    if (const auto rotational = disk.find("rotational"); rotational != disk.end() && rotational->is_boolean())
        parts.push_back(rotational->get<bool>() ? text(QT_TRANSLATE_NOOP("Article", "rotational"))
                                                : text(QT_TRANSLATE_NOOP("Article", "non-rotational")));
    if (const std::string scheduler = stringAt(disk, "scheduler"); !scheduler.empty())
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "scheduler %1")).arg(scheduler));
    return cellOf(parts);
}

/** "ext4 (rw, relatime, discard)": a test file's file system and its mount options, spaced
    so that a narrow column can wrap them. */
Cell fileSystemCell(const Json& w) {
    const Json mount = objectAt(w, "filesystem");
    const std::string type = stringAt(mount, "type");
    if (type.empty()) return Cell::empty();
    std::string options = stringAt(mount, "options");
    for (std::size_t at = options.find(','); at != std::string::npos; at = options.find(',', at + 2))
        options.replace(at, 1, ", ");
    return Cell::of(options.empty() ? type : type + " (" + options + ")");
}

/** "/var/tmp/t.tst, io_uring": a disk target and the engine that ran it (its device number
    only from an older dynamo, which told nothing of its disk). */
Cell targetCell(const Json& w) {
    std::string target = stringAt(w, "path");
    const std::string device = stringAt(w, "device"), engine = stringAt(w, "engine");
    if (!device.empty() && !w.contains("disk")) target += ", " + device;
    if (!engine.empty()) target += ", " + engine;
    return Cell::of(target);
}

/** The bench.json of a device's first member that ran. */
const Json* benchOf(const DeviceResults& device) {
    for (const MemberResults& m : device.members)
        if (m.run && m.run->bench.is_object() && m.run->bench.contains("hosts")) return &m.run->bench;
    return nullptr;
}

/** "Supermicro X11SPi-TF (Supermicro SYS-1029P)": the board, and the system where it says
    more. */
Cell systemCell(const Json& host) {
    const auto named = [](const Json& o, const char* a, const char* b) {
        const std::string first = stringAt(o, a), second = stringAt(o, b);
        return first.empty() || second.empty() ? first + second : first + " " + second;
    };
    const std::string board = named(objectAt(host, "board"), "vendor", "name");
    const std::string system = named(objectAt(host, "system"), "vendor", "product");
    if (board.empty() || system.empty() || board == system) return board.empty() && system.empty() ? Cell::empty() : Cell::of(board + system);
    return Cell::of(board + " (" + system + ")");
}

/** "Xeon Gold 6130, 64 logical CPUs, 1.0–3.7 GHz". */
Cell processorCell(const Json& host) {
    std::vector<Text> parts{dataOf(stringAt(host, "cpu_model"))};
    if (const int cpus = numberAt(host, "cpus", 0); cpus > 0)
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "%1 logical CPUs")).num(cpus, 0));
    const Json freq = objectAt(host, "cpu_freq_khz");
    const double low = numberAt(freq, "min", 0.0) / 1e6, high = numberAt(freq, "max", 0.0) / 1e6;
    if (low > 0 && high > low)
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "%1–%2 GHz")).num(low, 1).num(high, 1));
    else if (high > 0)
        parts.push_back(text(QT_TRANSLATE_NOOP("Article", "up to %1 GHz")).num(high, 1));
    return cellOf(parts);
}

/** "24 GiB": the memory installed, as the dynamo counted its memory blocks (source
    "blocks"); "23.5 GiB usable": /proc/meminfo's MemTotal, what the kernel can use, less than
    installed (source "meminfo", or none: what an older dynamo sent). */
Cell memoryCell(double bytes, const std::string& source) {
    if (bytes <= 0) return Cell::empty();
    const double gib = bytes / (1024.0 * 1024 * 1024);
    if (source == "blocks")
        return Cell::of(text(QT_TRANSLATE_NOOP("Article", "%1 GiB")).num(gib, std::abs(gib - std::round(gib)) < 0.05 ? 0 : 1));
    return Cell::of(text(QT_TRANSLATE_NOOP("Article", "%1 GiB usable")).num(gib, 1));
}

/** A host's row: its facts, and the dynamos it was on each device. */
struct HostRow {
    std::string key;  ///< what the row shows, to merge identical hosts
    std::vector<Cell> cells;
    std::vector<std::pair<std::string, std::vector<std::size_t>>> roles;  ///< dynamo, devices
};

}  // namespace

// One row per distinct host, not a column per device: a review swaps the device under test
// (a card, a disk) between the same hosts, so a column per device wrote the same processor
// and kernel once per device. Hosts whose facts read the same are one row, naming the
// dynamos they were; what differs per device (its interfaces and disk targets) is in
// targetsTable, a column per device.
Table hostsTable(const std::vector<DeviceResults>& devices) {
    std::vector<HostRow> rows;
    for (std::size_t d = 0; d < devices.size(); ++d) {
        const Json* bench = benchOf(devices[d]);
        if (!bench) continue;
        for (const Json& h : arrayAt(*bench, "hosts")) {
            const std::string dynamo = stringAt(h, "dynamo");
            const Json host = objectAt(h, "host");
            std::vector<Cell> cells{Cell::of(stringAt(host, "hostname")), systemCell(host), processorCell(host)};
            const double memory = numberAt(host, "memory_bytes", 0.0);
            const std::string memorySource = stringAt(host, "memory_source");
            cells.push_back(memoryCell(memory, memorySource));
            cells.push_back(Cell::of(stringAt(host, "kernel")));
            cells.push_back(Cell::of(stringAt(objectAt(host, "tcp_congestion"), "default")));
            const std::string key = Json::array({stringAt(host, "hostname"), objectAt(host, "board"),
                                                 objectAt(host, "system"), stringAt(host, "cpu_model"),
                                                 numberAt(host, "cpus", 0), objectAt(host, "cpu_freq_khz"),
                                                 memory, memorySource, stringAt(host, "kernel"),
                                                 objectAt(host, "tcp_congestion").value("default", Json())})
                                        .dump();
            auto row = std::find_if(rows.begin(), rows.end(), [&](const HostRow& r) { return r.key == key; });
            if (row == rows.end()) row = rows.insert(rows.end(), HostRow{key, std::move(cells), {}});
            auto role = std::find_if(row->roles.begin(), row->roles.end(), [&](const auto& r) { return r.first == dynamo; });
            if (role == row->roles.end()) role = row->roles.insert(row->roles.end(), {dynamo, {}});
            role->second.push_back(d);
        }
    }
    Table t;
    t.id = "hosts";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "The hosts of every device's runs, each once: the dynamos "
                                       "it was (with the devices, where not all of them), its "
                                       "system, processor, memory, kernel and default TCP "
                                       "congestion control."));
    t.columns = {{"host", text(QT_TRANSLATE_NOOP("Article", "Host"))},
                 {"dynamos", text(QT_TRANSLATE_NOOP("Article", "Dynamos"))},
                 {"system", text(QT_TRANSLATE_NOOP("Article", "System"))},
                 {"processor", text(QT_TRANSLATE_NOOP("Article", "Processor"))},
                 {"memory", text(QT_TRANSLATE_NOOP("Article", "Memory"))},
                 {"kernel", text(QT_TRANSLATE_NOOP("Article", "Kernel"))},
                 {"tcp_congestion", text(QT_TRANSLATE_NOOP("Article", "TCP congestion control"))}};
    for (HostRow& r : rows) {
        // The dynamos that ran the same devices named together ("A, B (NIC-1; NIC-2)"); the
        // devices apart by semicolons, as their names hold commas.
        std::vector<std::pair<std::vector<std::size_t>, std::string>> groups;  // devices → dynamos
        for (const auto& role : r.roles) {
            auto g = std::find_if(groups.begin(), groups.end(), [&role](const auto& x) { return x.first == role.second; });
            if (g == groups.end()) groups.push_back({role.second, role.first});
            else g->second += ", " + role.first;
        }
        std::vector<Text> roles;
        for (const auto& [on, dynamos] : groups) {
            if (on.size() == devices.size()) {
                roles.push_back(verbatim(dynamos));
                continue;
            }
            std::string names;
            for (const std::size_t d : on) names += (names.empty() ? "" : "; ") + devices[d].device;
            roles.push_back(text(QT_TRANSLATE_NOOP("Article", "%1 (%2)")).arg(dynamos).arg(names));
        }
        std::vector<Cell> row{std::move(r.cells[0]), Cell::of(join(roles, "; "))};
        for (std::size_t c = 1; c < r.cells.size(); ++c) row.push_back(std::move(r.cells[c]));
        t.rows.push_back(std::move(row));
    }
    return t;
}

Table targetsTable(const std::vector<DeviceResults>& devices) {
    Facts facts(devices.size());
    for (std::size_t d = 0; d < devices.size(); ++d) {
        if (const Json* bench = benchOf(devices[d])) {
            for (const Json& h : arrayAt(*bench, "hosts")) {
                const std::string dynamo = stringAt(h, "dynamo");
                const Json interfaces = arrayAt(h, "data_interfaces");
                for (std::size_t i = 0; i < interfaces.size(); ++i) {
                    const Json& nic = interfaces[i];
                    const std::string n = std::to_string(i + 1);
                    facts.set(dynamo, "if" + n, text(QT_TRANSLATE_NOOP("Article", "data interface")), d, interfaceCell(nic));
                    const std::string firmware = stringAt(nic, "firmware");
                    facts.set(dynamo, "firmware" + n, text(QT_TRANSLATE_NOOP("Article", "firmware")), d,
                              firmware.empty() ? Cell::empty() : Cell::of(firmware));
                    facts.set(dynamo, "pcie" + n, text(QT_TRANSLATE_NOOP("Article", "PCIe link")), d, pcieCell(nic));
                    facts.set(dynamo, "rings" + n, text(QT_TRANSLATE_NOOP("Article", "ring sizes")), d, ringsCell(nic));
                    facts.set(dynamo, "offloads" + n, text(QT_TRANSLATE_NOOP("Article", "offloads")), d, offloadsCell(nic));
                }
            }
        }
        // The disk targets of every member (bench.json's workers of a storage kind), each
        // once: the n-th target of a dynamo is one row across the devices.
        std::map<std::string, std::vector<std::string>> targets;  // by dynamo, their paths
        for (const MemberResults& m : devices[d].members) {
            if (!m.run || !m.run->bench.is_object()) continue;
            for (const Json& w : arrayAt(m.run->bench, "workers")) {
                const std::string path = stringAt(w, "path"), dynamo = stringAt(w, "dynamo");
                if (path.empty()) continue;
                auto& paths = targets[dynamo];
                if (std::find(paths.begin(), paths.end(), path) != paths.end()) continue;
                paths.push_back(path);
                const std::string n = std::to_string(paths.size());
                facts.set(dynamo, "disk" + n, text(QT_TRANSLATE_NOOP("Article", "disk target")), d, targetCell(w));
                facts.set(dynamo, "drive" + n, text(QT_TRANSLATE_NOOP("Article", "disk")), d, diskCell(w));
                facts.set(dynamo, "fs" + n, text(QT_TRANSLATE_NOOP("Article", "file system")), d, fileSystemCell(w));
            }
        }
    }
    Table t;
    t.id = "targets";
    t.caption = text(QT_TRANSLATE_NOOP("Article",
                                       "What each device was on every dynamo: its data interfaces "
                                       "(driver, link speed, MTU, firmware, PCIe link, ring sizes "
                                       "and the offloads that were on) and its disk targets (the "
                                       "disk behind each and the file system of a test file)."));
    t.columns.push_back({"dynamo", text(QT_TRANSLATE_NOOP("Article", "Dynamo"))});
    t.columns.push_back({"fact", text(QT_TRANSLATE_NOOP("Article", "Fact"))});
    for (const DeviceResults& d : devices) t.columns.push_back({d.device, verbatim(d.device)});
    std::string dynamo;
    for (FactRow& r : facts.rows()) {
        // The dynamo once, on the first of its rows; blank below it (an empty cell reads
        // "—", not measured).
        std::vector<Cell> row{Cell::of(r.dynamo == dynamo && !t.rows.empty() ? std::string() : r.dynamo),
                              Cell::of(std::move(r.label))};
        dynamo = r.dynamo;
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

namespace {

/** "bbr, send 16 MiB, receive 16 MiB": the socket controls a member's TCP workers asked
    for, from its bench.json (`socket_asked`, docs/plan-format.md "Socket controls"), each
    distinct one once; "kernel defaults" where they asked none; empty for a member without
    TCP workers. */
Cell socketCell(const MemberResults& m) {
    if (!m.run || !m.run->bench.is_object()) return Cell::empty();
    std::vector<Text> parts;
    std::vector<std::string> seen;
    bool tcp = false;
    for (const Json& w : arrayAt(m.run->bench, "workers")) {
        if (!w.contains("socket_asked")) continue;
        tcp = true;
        const Json asked = objectAt(w, "socket_asked");
        std::vector<Text> own;
        if (const std::string cc = stringAt(asked, "congestion"); !cc.empty()) own.push_back(verbatim(cc));
        if (const double b = numberAt(asked, "send_buffer", 0.0); b > 0)
            own.push_back(text(QT_TRANSLATE_NOOP("Article", "send %1")).bytes(b));
        if (const double b = numberAt(asked, "receive_buffer", 0.0); b > 0)
            own.push_back(text(QT_TRANSLATE_NOOP("Article", "receive %1")).bytes(b));
        const Text words = own.empty() ? text(QT_TRANSLATE_NOOP("Article", "kernel defaults")) : join(own, ", ");
        if (std::find(seen.begin(), seen.end(), english(words)) != seen.end()) continue;
        seen.push_back(english(words));
        parts.push_back(words);
    }
    return tcp ? Cell::of(join(parts, "; ")) : Cell::empty();
}

}  // namespace

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
    std::vector<Cell> sockets;  // each row's TCP socket controls
    for (const DeviceResults& d : devices)
        for (const MemberResults& m : d.members) {
            if (const auto at = std::find(seen.begin(), seen.end(), m.name); at != seen.end()) {
                // Its row is written; its socket controls from the first device that tells
                // them (an earlier one may have no bench.json).
                Cell& socket = sockets[static_cast<std::size_t>(at - seen.begin())];
                if (socket.kind == Cell::Kind::Empty) socket = socketCell(m);
                continue;
            }
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
            sockets.push_back(socketCell(m));
        }
    // The TCP socket controls the plans set, in a column of their own only when a member
    // has TCP workers (a disk review has none).
    if (std::any_of(sockets.begin(), sockets.end(), [](const Cell& c) { return c.kind != Cell::Kind::Empty; })) {
        t.columns.push_back({"tcp_socket", text(QT_TRANSLATE_NOOP("Article", "TCP socket"))});
        for (std::size_t r = 0; r < t.rows.size(); ++r) t.rows[r].push_back(std::move(sockets[r]));
    }
    return t;
}

}  // namespace iometry::article
