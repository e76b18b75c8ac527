#include "workers/host_facts.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <linux/ethtool.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <map>
#include <sstream>
#include <string_view>

#include "engine/plan/plan_json.hpp"
#include "workers/socket_util.hpp"
#include "workers/sysfs_text.hpp"
#include "workers/tcp/socket_options.hpp"

namespace iometry::workers {
namespace fs = std::filesystem;
namespace {

int readInt(const std::string& path, int fallback) {
    // Signed: /sys/class/net/IF/speed reads -1 for a link that is down.
    const std::string text = sysfs::readValue(path);
    try {
        std::size_t used = 0;
        const int value = std::stoi(text, &used);
        return used == text.size() ? value : fallback;
    } catch (...) {
        return fallback;  // "Invalid argument" from sysfs for links without a speed
    }
}

/** A DMI string, or empty for nothing or a placeholder the firmware left unfilled. */
std::string dmiValue(const fs::path& file) {
    const std::string value = sysfs::readValue(file);
    for (const char* placeholder : {"To be filled by O.E.M.", "To Be Filled By O.E.M.", "Default string",
                                    "Not Specified", "Not Applicable", "System manufacturer",
                                    "System Product Name", "N/A"})
        if (value == placeholder) return {};
    return value;
}

/** A PCIe link speed as sysfs writes it ("8.0 GT/s PCIe", "5 GT/s"); empty for unknown. */
std::string linkSpeed(const fs::path& file) {
    std::string speed = sysfs::readValue(file);
    if (speed.empty() || speed.starts_with("Unknown")) return {};
    if (speed.ends_with(" PCIe")) speed.resize(speed.size() - 5);
    return speed;
}

/** The bus of the device @p dir: "pci", "virtio", "usb"; empty when it tells none. */
std::string busOf(const fs::path& dir) {
    std::error_code ec;
    const fs::path bus = fs::read_symlink(dir / "subsystem", ec);
    return ec ? std::string() : bus.filename().string();
}

bool isPciFunction(const fs::path& dir) { return busOf(dir) == "pci"; }

/** Whether @p name is @p prefix and a number: "cpu12", "memory40". */
bool numbered(const std::string& name, std::string_view prefix) {
    return name.size() > prefix.size() && name.starts_with(prefix) &&
           std::all_of(name.begin() + static_cast<std::ptrdiff_t>(prefix.size()), name.end(),
                       [](unsigned char c) { return std::isdigit(c); });
}

/** The memory installed as the memory blocks of @p dir (/sys/devices/system/memory) tell
    it: the online blocks times block_size_bytes (hexadecimal). MemTotal is less by what the
    firmware and the kernel keep, so a host of 24 GiB shows 23.5 there. nullopt where the
    kernel has no memory blocks (no memory hotplug: some architectures, some containers). */
std::optional<std::uint64_t> installedMemory(const fs::path& dir) {
    const auto blockSize = sysfs::readHex(dir / "block_size_bytes");
    if (!blockSize || *blockSize == 0) return std::nullopt;
    std::uint64_t online = 0;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (!numbered(it->path().filename().string(), "memory")) continue;
        // "online" is 1 or 0; a kernel without it tells "state".
        const auto flag = sysfs::readUnsigned(it->path() / "online");
        if (flag ? *flag == 1 : sysfs::readValue(it->path() / "state") == "online") ++online;
    }
    if (online == 0) return std::nullopt;
    return online * *blockSize;
}

std::string cpuModel() {
    std::istringstream in(sysfs::readText("/proc/cpuinfo"));
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos) {
                const auto start = line.find_first_not_of(' ', colon + 1);
                return start == std::string::npos ? "" : line.substr(start);
            }
        }
    }
    return "";
}

/** An interface's ethtool queries (the SIOCETHTOOL ioctl) over one socket. */
class Ethtool {
public:
    explicit Ethtool(const std::string& name) : m_fd(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0)) {
        std::strncpy(m_request.ifr_name, name.c_str(), IFNAMSIZ - 1);
    }
    ~Ethtool() {
        if (m_fd >= 0) ::close(m_fd);
    }
    Ethtool(const Ethtool&) = delete;
    Ethtool& operator=(const Ethtool&) = delete;

    /** Asks @p command (an ethtool_* struct with its cmd set), which the driver fills;
        whether it answered. */
    template <typename Command>
    bool ask(Command& command) {
        if (m_fd < 0) return false;
        m_request.ifr_data = reinterpret_cast<char*>(&command);
        return ::ioctl(m_fd, SIOCETHTOOL, &m_request) == 0;
    }

private:
    int m_fd;
    ifreq m_request{};
};

/** The ring sizes (ETHTOOL_GRINGPARAM); null where the driver tells none. */
nlohmann::json ringsOf(Ethtool& ethtool) {
    ethtool_ringparam ring{};
    ring.cmd = ETHTOOL_GRINGPARAM;
    // A driver that answers but knows no maximum (0) has no rings to speak of.
    if (!ethtool.ask(ring) || (ring.rx_max_pending == 0 && ring.tx_max_pending == 0)) return nullptr;
    return {{"rx", ring.rx_pending}, {"rx_max", ring.rx_max_pending},
            {"tx", ring.tx_pending}, {"tx_max", ring.tx_max_pending}};
}

/** Driver facts, offloads and ring sizes through ethtool; fills what the driver answers. */
void readEthtool(InterfaceFacts& facts) {
    Ethtool ethtool(facts.name);
    ethtool_drvinfo info{};
    info.cmd = ETHTOOL_GDRVINFO;
    if (ethtool.ask(info)) {
        facts.driver = info.driver;
        facts.driverVersion = info.version;
        facts.firmware = info.fw_version;
        facts.busInfo = info.bus_info;
    }
    const std::pair<const char*, std::uint32_t> offloads[] = {
        {"tso", ETHTOOL_GTSO},          {"gso", ETHTOOL_GGSO},
        {"gro", ETHTOOL_GGRO},          {"sg", ETHTOOL_GSG},
        {"rx_checksum", ETHTOOL_GRXCSUM}, {"tx_checksum", ETHTOOL_GTXCSUM},
    };
    for (const auto& [key, cmd] : offloads) {
        ethtool_value value{};
        value.cmd = cmd;
        if (ethtool.ask(value)) facts.offloads[key] = value.data != 0;
    }
    facts.rings = ringsOf(ethtool);
}

}  // namespace

nlohmann::json readRings(const std::string& name) {
    Ethtool ethtool(name);
    return ringsOf(ethtool);
}

nlohmann::json readPcieLink(const fs::path& root, const std::string& name) {
    std::error_code ec;
    fs::path dir = fs::canonical(root / "sys" / "class" / "net" / name / "device", ec);
    if (ec) return nullptr;
    // A virtio device's PCI function is its parent (virtio-pci). Any other device must be a
    // PCI function itself: a USB or Thunderbolt adapter sits below its host controller,
    // whose link is not the adapter's.
    if (busOf(dir) == "virtio") dir = dir.parent_path();
    if (!isPciFunction(dir)) return nullptr;
    nlohmann::json link = nlohmann::json::object();
    const auto put = [&](const char* key, const fs::path& file, bool width) {
        if (width) {
            if (const auto lanes = sysfs::readUnsigned(file); lanes && *lanes > 0) link[key] = *lanes;
        } else if (std::string speed = linkSpeed(file); !speed.empty()) {
            link[key] = std::move(speed);
        }
    };
    put("width", dir / "current_link_width", true);
    put("speed", dir / "current_link_speed", false);
    put("max_width", dir / "max_link_width", true);
    put("max_speed", dir / "max_link_speed", false);
    if (link.empty()) return nullptr;  // conventional PCI: no link to tell
    // The slot: what the bridge above allows (its port's most), where it tells it.
    if (const fs::path bridge = dir.parent_path(); isPciFunction(bridge)) {
        put("slot_width", bridge / "max_link_width", true);
        put("slot_speed", bridge / "max_link_speed", false);
    }
    return link;
}

void readMachineFacts(const fs::path& root, HostFacts& facts) {
    const fs::path dmi = root / "sys" / "class" / "dmi" / "id";
    facts.boardVendor = dmiValue(dmi / "board_vendor");
    facts.boardName = dmiValue(dmi / "board_name");
    facts.systemVendor = dmiValue(dmi / "sys_vendor");
    facts.productName = dmiValue(dmi / "product_name");

    // Every CPU's range: a hybrid processor's cores differ.
    std::error_code ec;
    for (fs::directory_iterator it(root / "sys" / "devices" / "system" / "cpu", ec), end; !ec && it != end;
         it.increment(ec)) {
        if (!numbered(it->path().filename().string(), "cpu")) continue;
        const fs::path freq = it->path() / "cpufreq";
        if (const auto low = sysfs::readUnsigned(freq / "cpuinfo_min_freq"); low && *low > 0)
            facts.cpuMinKHz = std::min(*low, facts.cpuMinKHz.value_or(*low));
        if (const auto high = sysfs::readUnsigned(freq / "cpuinfo_max_freq"); high && *high > 0)
            facts.cpuMaxKHz = std::max(*high, facts.cpuMaxKHz.value_or(*high));
    }

    if (const auto installed = installedMemory(root / "sys" / "devices" / "system" / "memory")) {
        facts.memoryBytes = installed;
        facts.memorySource = "blocks";
        return;
    }
    std::istringstream meminfo(sysfs::readText(root / "proc" / "meminfo"));
    for (std::string line; std::getline(meminfo, line);) {
        unsigned long long kib = 0;
        char unit[8] = {};
        if (std::sscanf(line.c_str(), "MemTotal: %llu %7s", &kib, unit) == 2 && std::string(unit) == "kB" && kib > 0) {
            facts.memoryBytes = static_cast<std::uint64_t>(kib) * 1024;
            facts.memorySource = "meminfo";
            break;
        }
    }
}

nlohmann::json InterfaceFacts::toJson() const {
    nlohmann::json j = {{"name", name},         {"addresses", addresses},
            {"mtu", mtu},           {"speed_mbit", speedMbit},
            {"driver", driver},     {"driver_version", driverVersion},
            {"firmware", firmware}, {"bus_info", busInfo},
            {"offloads", offloads}};
    if (!pcie.is_null()) j["pcie"] = pcie;
    if (!rings.is_null()) j["rings"] = rings;
    return j;
}

nlohmann::json HostFacts::toJson() const {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& i : interfaces) list.push_back(i.toJson());
    nlohmann::json j = {{"hostname", hostname},
                        {"cpu_model", cpuModel},
                        {"cpus", cpus},
                        {"kernel", kernel},
                        {"boot_id", bootId},
                        {"interfaces", list},
                        {"tcp_congestion", {{"available", congestionControls}, {"default", defaultCongestion}}}};
    // What the host does not tell is left out (docs/protocol.md, "Handshake").
    const auto named = [](std::initializer_list<std::pair<const char*, const std::string*>> fields) {
        nlohmann::json o = nlohmann::json::object();
        for (const auto& [key, value] : fields)
            if (!value->empty()) o[key] = *value;
        return o;
    };
    if (auto board = named({{"vendor", &boardVendor}, {"name", &boardName}}); !board.empty()) j["board"] = board;
    if (auto system = named({{"vendor", &systemVendor}, {"product", &productName}}); !system.empty())
        j["system"] = system;
    if (cpuMinKHz || cpuMaxKHz) {
        nlohmann::json range = nlohmann::json::object();
        if (cpuMinKHz) range["min"] = *cpuMinKHz;
        if (cpuMaxKHz) range["max"] = *cpuMaxKHz;
        j["cpu_freq_khz"] = range;
    }
    if (memoryBytes) {
        j["memory_bytes"] = *memoryBytes;
        j["memory_source"] = memorySource;
    }
    return j;
}

HostFacts collectHostFacts() {
    HostFacts facts;
    char name[256] = {};
    gethostname(name, sizeof name - 1);
    facts.hostname = name;
    facts.cpuModel = cpuModel();
    facts.cpus = static_cast<int>(sysconf(_SC_NPROCESSORS_ONLN));
    utsname u{};
    if (uname(&u) == 0) facts.kernel = std::string(u.sysname) + " " + u.release + " " + u.machine;
    facts.bootId = sysfs::readValue("/proc/sys/kernel/random/boot_id");
    facts.congestionControls = availableCongestionControls();
    facts.defaultCongestion = defaultCongestionControl();
    readMachineFacts("/", facts);

    for (InterfaceFacts& f : interfaceAddresses()) {
        const std::string sys = "/sys/class/net/" + f.name + "/";
        f.mtu = readInt(sys + "mtu", 0);
        f.speedMbit = readInt(sys + "speed", -1);
        readEthtool(f);
        f.pcie = readPcieLink("/", f.name);
        facts.interfaces.push_back(std::move(f));
    }
    return facts;
}

std::vector<InterfaceFacts> interfaceAddresses() {
    std::map<std::string, InterfaceFacts> byName;
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) == 0) {
        for (ifaddrs* a = list; a; a = a->ifa_next) {
            InterfaceFacts& f = byName[a->ifa_name];
            f.name = a->ifa_name;
            if (!a->ifa_addr) continue;
            if (std::string text = addressText(a->ifa_addr); !text.empty())
                f.addresses.push_back(std::move(text));
        }
        freeifaddrs(list);
    }
    std::vector<InterfaceFacts> interfaces;
    for (auto& [ifname, f] : byName) interfaces.push_back(std::move(f));
    return interfaces;
}

std::string interfaceForAddress(const std::vector<InterfaceFacts>& interfaces,
                                const std::string& address) {
    // The addresses are listed as inet_ntop writes them; so is the one looked for.
    const std::string canonical = normalisedAddress(address);
    for (const auto& i : interfaces) {
        if (std::find(i.addresses.begin(), i.addresses.end(), canonical) != i.addresses.end())
            return i.name;
    }
    // Anything in 127.0.0.0/8 is on the loopback interface.
    if (model::isLoopbackAddress(address)) return "lo";
    return "";
}

}  // namespace iometry::workers
