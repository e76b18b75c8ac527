#pragma once
/**
 * @file
 * @brief What a sample says of its host, declared once (docs/protocol.md, `sample`): the
 *        CPU's shares, each watched interface's counters, the host's network as a whole and
 *        each watched block device's.
 *        The dynamo's sampler writes them, the manager's aggregation reads them; each key
 *        is named here alone, beside the field it fills.
 */

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace iometry::results {

/** @brief Shares of CPU time over an interval, in % (docs/metrics.md, "Host"). */
struct CpuShares {
    double user = 0;  ///< includes nice
    double system = 0;
    double irq = 0;
    double softirq = 0;
    double iowait = 0;
    double steal = 0;
    double busy = 0;  ///< everything but idle and iowait

    bool operator==(const CpuShares&) const = default;

    static constexpr std::array<std::pair<const char*, double CpuShares::*>, 7> kFields = {{
        {"user", &CpuShares::user},       {"system", &CpuShares::system},
        {"irq", &CpuShares::irq},         {"softirq", &CpuShares::softirq},
        {"iowait", &CpuShares::iowait},   {"steal", &CpuShares::steal},
        {"busy", &CpuShares::busy},
    }};
    nlohmann::json toJson() const;
    /** @brief From a sample's cpu object; a missing or non-numeric share is 0. */
    static CpuShares fromJson(const nlohmann::json& j);
};

/** @brief One watched interface's counters over an interval (/proc/net/dev deltas). */
struct NicCounters {
    std::string name;
    std::uint64_t rxBytes = 0;
    std::uint64_t txBytes = 0;
    std::uint64_t rxPackets = 0;
    std::uint64_t txPackets = 0;
    std::uint64_t rxDrops = 0;
    std::uint64_t txDrops = 0;

    bool operator==(const NicCounters&) const = default;

    static constexpr std::array<std::pair<const char*, std::uint64_t NicCounters::*>, 6> kFields = {{
        {"rx_bytes", &NicCounters::rxBytes},     {"tx_bytes", &NicCounters::txBytes},
        {"rx_packets", &NicCounters::rxPackets}, {"tx_packets", &NicCounters::txPackets},
        {"rx_drops", &NicCounters::rxDrops},     {"tx_drops", &NicCounters::txDrops},
    }};
    nlohmann::json toJson() const;
    /** @brief From a sample's nics entry; a missing or bad count is 0, a missing name empty. */
    static NicCounters fromJson(const nlohmann::json& j);
};

/**
 * @brief The host's network as a whole over an interval (docs/metrics.md, "Host network"):
 *        every interface of /proc/net/dev, loopback included, and the TCP segments the
 *        host retransmitted (/proc/net/snmp), as IOmeter's dynamo reports its host. The
 *        sample's `net` object.
 */
struct HostNet {
    std::uint64_t packets = 0;     ///< received and sent, every interface
    std::uint64_t errors = 0;      ///< receive and transmit errors, every interface
    std::uint64_t tcpRetrans = 0;  ///< TCP segments retransmitted (RetransSegs), all connections

    bool operator==(const HostNet&) const = default;

    static constexpr const char* kKey = "net";  ///< its key in a sample's host object
    static constexpr std::array<std::pair<const char*, std::uint64_t HostNet::*>, 3> kFields = {{
        {"packets", &HostNet::packets},
        {"errors", &HostNet::errors},
        {"tcp_retrans", &HostNet::tcpRetrans},
    }};
    nlohmann::json toJson() const;
    /** @brief From a sample's net object; a missing or bad count is 0. */
    static HostNet fromJson(const nlohmann::json& j);
};

/** @brief One watched block device's counters over an interval (/proc/diskstats deltas). */
struct DiskCounters {
    std::string name;    ///< vda, nvme0n1p2
    std::string device;  ///< "major:minor"
    std::uint64_t reads = 0;
    std::uint64_t writes = 0;
    std::uint64_t readBytes = 0;
    std::uint64_t writeBytes = 0;
    std::uint64_t ioMs = 0;        ///< time with I/O in flight
    std::uint64_t weightedMs = 0;  ///< time × I/Os in flight

    bool operator==(const DiskCounters&) const = default;

    static constexpr std::array<std::pair<const char*, std::uint64_t DiskCounters::*>, 6> kFields = {{
        {"reads", &DiskCounters::reads},           {"writes", &DiskCounters::writes},
        {"read_bytes", &DiskCounters::readBytes},  {"write_bytes", &DiskCounters::writeBytes},
        {"io_ms", &DiskCounters::ioMs},            {"weighted_ms", &DiskCounters::weightedMs},
    }};
    nlohmann::json toJson() const;
    /** @brief From a sample's disks entry; a missing or bad count is 0. */
    static DiskCounters fromJson(const nlohmann::json& j);
};

}  // namespace iometry::results
