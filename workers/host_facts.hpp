#pragma once
// What a dynamo tells the manager about its host: the facts that go into bench.json
// and the interfaces a plan can point its workers at.

#include <nlohmann/json.hpp>
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

    nlohmann::json toJson() const;
};

HostFacts collectHostFacts();

/** Every interface of this host with its addresses as of now (names and addresses only). */
std::vector<InterfaceFacts> interfaceAddresses();

/** The interface that holds @p address, or an empty string. */
std::string interfaceForAddress(const std::vector<InterfaceFacts>& interfaces,
                                const std::string& address);

}  // namespace iometry::workers
