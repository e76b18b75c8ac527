#pragma once
/**
 * @file
 * @brief Host CPU, interrupt, NIC and block-device sampling for the dynamo's `sample`
 *        message (docs/protocol.md, docs/metrics.md "Host").
 *
 * Reads procfs under a root given to the constructor, so tests point it at a folder of
 * canned files. Rates come from 64-bit counter deltas and the caller's monotonic clock.
 */

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "workers/sampling/proc_parsers.hpp"

namespace iometry::sampling {

/** @brief Host activity over one sample interval. */
struct HostSample {
    double intervalS = 0;           ///< time since the previous sample; 0 on the first
    CpuPercent all;                 ///< all CPUs together
    std::vector<CpuPercent> cores;  ///< indexed by CPU number
    double processCpuPct = 0;       ///< this process, in % of one core (may exceed 100)
    double interruptsPerS = 0;

    /** @brief Counter deltas of one watched interface over the interval. */
    using Nic = results::NicCounters;
    std::vector<Nic> nics;  ///< watched interfaces present now, in the order asked for

    /** @brief The host's network as a whole over the interval: every interface, and TCP's
     *  retransmissions; absent on the first sample and when /proc/net/dev cannot be read. */
    std::optional<results::HostNet> net;

    /** @brief Counter deltas of one watched block device (/proc/diskstats) over the interval. */
    using Disk = results::DiskCounters;
    std::vector<Disk> disks;  ///< watched devices present now, in the order asked for

    /** @brief {"interval_s","cpu":{...},"cores":[...],"process_cpu_pct","interrupts_per_s",
     * "nics":[...], "net":{...} (when known), "disks":[...] (only when devices are watched)}: the CPU objects, the
     * interfaces and the devices in the engine's words (engine/results/host_counters.hpp). */
    nlohmann::json toJson() const;
};

/**
 * @brief Samples procRoot/stat, procRoot/net/dev, procRoot/net/snmp, procRoot/self/stat
 *        and, for watched devices, procRoot/diskstats.
 *
 * The first sample() primes the counters and returns an empty sample (interval 0). Each
 * later call returns the deltas since the previous one. A counter that went backwards
 * (wrap, reset, interface recreated) gives a delta of 0. A file that cannot be read or
 * parsed leaves its part of the sample at zero and re-primes that part on the next call.
 */
class HostSampler {
public:
    /**
     * @param procRoot   where procfs is mounted ("/proc", or a test folder)
     * @param interfaces names of the interfaces to report; empty reports every interface
     * @param devices    block devices ("major:minor") to report; empty reports none
     */
    explicit HostSampler(std::filesystem::path procRoot = "/proc",
                         std::vector<std::string> interfaces = {},
                         std::vector<std::string> devices = {});

    /** @brief Reads the files once and returns the activity since the previous call. */
    HostSample sample(std::chrono::steady_clock::time_point now);

private:
    bool readFile(const std::string& path);

    std::string m_statPath;
    std::string m_netDevPath;
    std::string m_snmpPath;
    std::string m_selfStatPath;
    std::string m_diskstatsPath;
    std::vector<std::string> m_interfaces;
    std::vector<std::string> m_devices;
    long m_ticksPerS;

    std::string m_buffer;  // reused for every read, so steady state does not reallocate
    bool m_primed = false;
    std::chrono::steady_clock::time_point m_previousTime{};
    std::optional<CpuStat> m_previousStat;
    std::optional<ProcessCpu> m_previousProcess;
    std::optional<std::vector<NetDevCounters>> m_previousNics;  ///< every interface, watched or not
    std::optional<std::uint64_t> m_previousRetrans;
    std::optional<std::vector<DiskStatCounters>> m_previousDisks;
};

}  // namespace iometry::sampling
