#pragma once
/**
 * @file
 * @brief Parsers for the procfs files the dynamo samples (docs/metrics.md, "Host"): /proc/stat,
 * /proc/net/dev and /proc/<pid>/stat.
 *
 * Pure functions over text, no file I/O, so tests feed canned text. Malformed input gives
 * std::nullopt or skips the bad line; nothing here throws on bad input.
 */

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/results/host_counters.hpp"

namespace iometry::sampling {

/** @brief One "cpu" line of /proc/stat, in USER_HZ ticks. guest/guest_nice are ignored
 * because the kernel already counts them in user/nice. */
struct CpuTimes {
    std::uint64_t user = 0;
    std::uint64_t nice = 0;
    std::uint64_t system = 0;
    std::uint64_t idle = 0;
    std::uint64_t iowait = 0;
    std::uint64_t irq = 0;
    std::uint64_t softirq = 0;
    std::uint64_t steal = 0;

    bool operator==(const CpuTimes&) const = default;
};

/** @brief What the dynamo needs from /proc/stat. */
struct CpuStat {
    CpuTimes all;
    /** Indexed by CPU number; CPUs missing from the file (offline) are all zero. */
    std::vector<CpuTimes> cores;
    std::uint64_t interrupts = 0;  ///< first number of the "intr" line (total since boot)
    std::uint64_t contextSwitches = 0;
};

/** @brief Parses /proc/stat. nullopt when the aggregate "cpu" line is missing or malformed;
 * bad per-core, "intr" or "ctxt" lines are skipped. Kernels printing fewer than eight cpu
 * fields (at least four) are accepted, the missing ones read as 0. */
std::optional<CpuStat> parseProcStat(std::string_view text);

/** @brief CPU time shares over an interval, in percent of the interval. */
/** Shares of CPU time in %: the engine's type, whose keys the sample carries. */
using CpuPercent = results::CpuShares;

/** @brief Each field's delta over the delta of the total, × 100. A field that went
 * backwards (counter reset, the kernel's iowait quirk) counts as 0; all zero when the
 * total did not advance. */
CpuPercent cpuPercent(const CpuTimes& before, const CpuTimes& after);

/** @brief One interface line of /proc/net/dev. */
struct NetDevCounters {
    std::string name;
    std::uint64_t rxBytes = 0;
    std::uint64_t rxPackets = 0;
    std::uint64_t rxErrors = 0;
    std::uint64_t rxDrops = 0;
    std::uint64_t txBytes = 0;
    std::uint64_t txPackets = 0;
    std::uint64_t txErrors = 0;
    std::uint64_t txDrops = 0;

    bool operator==(const NetDevCounters&) const = default;
};

/** @brief Parses /proc/net/dev, in file order. Header lines and malformed lines (no colon,
 * empty name, fewer than 16 numbers, non-numeric fields) are skipped. Accepts
 * "eth0:12345" with no space after the colon. */
std::vector<NetDevCounters> parseProcNetDev(std::string_view text);

/**
 * @brief The TCP segments the host has retransmitted (RetransSegs of /proc/net/snmp, which
 * names its columns in a "Tcp:" line before the "Tcp:" line of values). nullopt when the
 * file has no such pair of lines, no RetransSegs column or a non-numeric value there.
 */
std::optional<std::uint64_t> parseProcNetSnmpTcpRetrans(std::string_view text);

/** @brief One block device's line of /proc/diskstats (Documentation/admin-guide/iostats). */
struct DiskStatCounters {
    unsigned major = 0, minor = 0;
    std::string name;
    std::uint64_t reads = 0;          ///< reads completed
    std::uint64_t sectorsRead = 0;    ///< 512-byte sectors, whatever the device's block
    std::uint64_t writes = 0;         ///< writes completed
    std::uint64_t sectorsWritten = 0;
    std::uint64_t ioMs = 0;           ///< time with at least one I/O in flight
    std::uint64_t weightedMs = 0;     ///< time × I/Os in flight, summed

    /** @brief "major:minor", as the disk worker names the device holding its target. */
    std::string device() const { return std::to_string(major) + ":" + std::to_string(minor); }
    bool operator==(const DiskStatCounters&) const = default;
};

/** @brief Parses /proc/diskstats, in file order. Lines with fewer than 14 fields or a
 * non-numeric counter are skipped; the discard and flush fields of newer kernels are read
 * past. */
std::vector<DiskStatCounters> parseProcDiskstats(std::string_view text);

/** @brief CPU time of one process, in USER_HZ ticks. */
struct ProcessCpu {
    std::uint64_t utimeTicks = 0;
    std::uint64_t stimeTicks = 0;

    bool operator==(const ProcessCpu&) const = default;
};

/** @brief Parses /proc/<pid>/stat (fields 14 and 15). The comm field may hold spaces and
 * parentheses, so the fields are counted from the last ')'. */
std::optional<ProcessCpu> parseProcPidStat(std::string_view text);

}  // namespace iometry::sampling
