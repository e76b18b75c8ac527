#pragma once
// What a dynamo tells the manager about its host: the facts that go into bench.json
// and the interfaces a plan can point its workers at.

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace iometry::workers {

struct InterfaceFacts {
    std::string name;
    std::vector<std::string> addresses;
    int mtu = 0;
    int speedMbit = -1;  // -1: unknown (virtual links report none)
    std::string driver;
    std::string driverVersion;
    std::string firmware;
    std::string busInfo;
    nlohmann::json offloads = nlohmann::json::object();  // tso, gso, gro, sg, rx/tx checksum
    /** The PCIe link (readPcieLink); null when the interface is no PCIe function. */
    nlohmann::json pcie;
    /** Ring sizes (readRings); null where the driver tells none (virtual links). */
    nlohmann::json rings;

    nlohmann::json toJson() const;
};

struct HostFacts {
    std::string hostname;
    std::string cpuModel;
    int cpus = 0;
    std::string kernel;
    /** Changes at every boot; with hostname it tells the manager which dynamos share a host. */
    std::string bootId;
    std::vector<InterfaceFacts> interfaces;
    /** TCP congestion control: the kernel's algorithms and its default (a plan may ask). */
    std::vector<std::string> congestionControls;
    std::string defaultCongestion;
    /** The board and the system from DMI; empty where the firmware tells nothing. */
    std::string boardVendor, boardName, systemVendor, productName;
    /** The CPUs' frequency range (cpufreq's cpuinfo_min_freq, cpuinfo_max_freq), kHz. */
    std::optional<std::uint64_t> cpuMinKHz, cpuMaxKHz;
    /** The memory installed: the online blocks of /sys/devices/system/memory times their
        size (memorySource "blocks"); where that tells nothing, /proc/meminfo's MemTotal, what
        the kernel can use, less than installed by what firmware and the kernel keep
        (memorySource "meminfo"). */
    std::optional<std::uint64_t> memoryBytes;
    std::string memorySource;

    nlohmann::json toJson() const;
};

HostFacts collectHostFacts();

/** The board, system, CPU frequency range and memory size (memoryBytes) under @p root ("/": the host's
    /sys and /proc; a test's fake tree): what is there is set, the rest left as it was. */
void readMachineFacts(const std::filesystem::path& root, HostFacts& facts);

/**
 * The PCIe link of interface @p name under @p root: the PCI function behind
 * sys/class/net/NAME/device (a virtio device's parent), its link now (`width`, `speed`) and at most (`max_width`,
 * `max_speed`), and what the slot allows (`slot_width`, `slot_speed`: the upstream
 * bridge's most) where the bridge tells it. Null when there is no PCI function or it
 * tells no link (a virtual link, conventional PCI), and for an adapter on another bus (USB,
 * Thunderbolt), whose host controller's link is not its own.
 */
nlohmann::json readPcieLink(const std::filesystem::path& root, const std::string& name);

/** The ring sizes of interface @p name (ETHTOOL_GRINGPARAM): `rx`, `rx_max`, `tx`, `tx_max`;
    null when the driver does not tell them (loopback, most virtual links). */
nlohmann::json readRings(const std::string& name);

/** Every interface of this host with its addresses as of now (names and addresses only). */
std::vector<InterfaceFacts> interfaceAddresses();

/** The interface that holds @p address, or an empty string. */
std::string interfaceForAddress(const std::vector<InterfaceFacts>& interfaces,
                                const std::string& address);

}  // namespace iometry::workers
