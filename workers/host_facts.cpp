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
#include <cstring>
#include <fstream>
#include <map>

#include "engine/plan/plan_json.hpp"
#include "workers/socket_util.hpp"
#include "workers/tcp/socket_options.hpp"

namespace iometry::workers {
namespace {

std::string readFirstLine(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

int readInt(const std::string& path, int fallback) {
    try {
        const std::string text = readFirstLine(path);
        return text.empty() ? fallback : std::stoi(text);
    } catch (...) {
        return fallback;  // "Invalid argument" from sysfs for links without a speed
    }
}

std::string cpuModel() {
    std::ifstream in("/proc/cpuinfo");
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

/** Driver facts and offloads through the ethtool ioctl; fills what the driver answers. */
void readEthtool(InterfaceFacts& facts) {
    const int fd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return;
    ifreq request{};
    std::strncpy(request.ifr_name, facts.name.c_str(), IFNAMSIZ - 1);

    ethtool_drvinfo info{};
    info.cmd = ETHTOOL_GDRVINFO;
    request.ifr_data = reinterpret_cast<char*>(&info);
    if (ioctl(fd, SIOCETHTOOL, &request) == 0) {
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
        request.ifr_data = reinterpret_cast<char*>(&value);
        if (ioctl(fd, SIOCETHTOOL, &request) == 0) facts.offloads[key] = value.data != 0;
    }
    ::close(fd);
}

}  // namespace

nlohmann::json InterfaceFacts::toJson() const {
    return {{"name", name},         {"addresses", addresses},
            {"mtu", mtu},           {"speed_mbit", speedMbit},
            {"driver", driver},     {"driver_version", driverVersion},
            {"firmware", firmware}, {"bus_info", busInfo},
            {"offloads", offloads}};
}

nlohmann::json HostFacts::toJson() const {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& i : interfaces) list.push_back(i.toJson());
    return {{"hostname", hostname},
            {"cpu_model", cpuModel},
            {"cpus", cpus},
            {"kernel", kernel},
            {"boot_id", bootId},
            {"interfaces", list},
            {"tcp_congestion", {{"available", congestionControls}, {"default", defaultCongestion}}}};
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
    if (std::ifstream boot("/proc/sys/kernel/random/boot_id"); boot) std::getline(boot, facts.bootId);
    facts.congestionControls = availableCongestionControls();
    facts.defaultCongestion = defaultCongestionControl();

    for (InterfaceFacts& f : interfaceAddresses()) {
        const std::string sys = "/sys/class/net/" + f.name + "/";
        f.mtu = readInt(sys + "mtu", 0);
        f.speedMbit = readInt(sys + "speed", -1);
        readEthtool(f);
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
