#include "workers/sampling/host_sampler.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <utility>

namespace iometry::sampling {

namespace {

// procfs files are small; anything bigger is not what we meant to read.
constexpr std::size_t kMaxFileSize = 16 * 1024 * 1024;
constexpr std::size_t kReadChunk = 8192;

std::uint64_t deltaOrZero(std::uint64_t before, std::uint64_t after) {
    return after >= before ? after - before : 0;
}

}  // namespace

nlohmann::json HostSample::toJson() const {
    nlohmann::json coresJson = nlohmann::json::array();
    for (const auto& core : cores) coresJson.push_back(core.toJson());
    nlohmann::json nicsJson = nlohmann::json::array();
    for (const auto& nic : nics) nicsJson.push_back(nic.toJson());
    nlohmann::json j{{"interval_s", intervalS},
                     {"cpu", all.toJson()},
                     {"cores", std::move(coresJson)},
                     {"process_cpu_pct", processCpuPct},
                     {"interrupts_per_s", interruptsPerS},
                     {"nics", std::move(nicsJson)}};
    if (net) j[results::HostNet::kKey] = net->toJson();
    if (!disks.empty()) {
        nlohmann::json disksJson = nlohmann::json::array();
        for (const auto& d : disks) disksJson.push_back(d.toJson());
        j["disks"] = std::move(disksJson);
    }
    return j;
}

HostSampler::HostSampler(std::filesystem::path procRoot, std::vector<std::string> interfaces,
                         std::vector<std::string> devices)
    : m_statPath((procRoot / "stat").string()),
      m_netDevPath((procRoot / "net" / "dev").string()),
      m_snmpPath((procRoot / "net" / "snmp").string()),
      m_selfStatPath((procRoot / "self" / "stat").string()),
      m_diskstatsPath((procRoot / "diskstats").string()),
      m_interfaces(std::move(interfaces)),
      m_devices(std::move(devices)),
      m_ticksPerS(::sysconf(_SC_CLK_TCK)) {
    if (m_ticksPerS <= 0) {
        m_ticksPerS = 100;  // USER_HZ on every Linux architecture
    }
    m_buffer.reserve(kReadChunk);
}

bool HostSampler::readFile(const std::string& path) {
    m_buffer.clear();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return false;
    }
    // procfs reports a size of 0, so read until end of file rather than trusting stat().
    std::size_t used = 0;
    bool ok = true;
    for (;;) {
        if (m_buffer.size() < used + kReadChunk) {
            if (used + kReadChunk > kMaxFileSize) {
                ok = false;
                break;
            }
            m_buffer.resize(used + kReadChunk);
        }
        const ssize_t n = ::read(fd, m_buffer.data() + used, m_buffer.size() - used);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            ok = false;
            break;
        }
        if (n == 0) {
            break;
        }
        used += static_cast<std::size_t>(n);
    }
    ::close(fd);
    m_buffer.resize(ok ? used : 0);
    return ok;
}

HostSample HostSampler::sample(std::chrono::steady_clock::time_point now) {
    std::optional<CpuStat> stat;
    if (readFile(m_statPath)) {
        stat = parseProcStat(m_buffer);
    }
    std::optional<ProcessCpu> process;
    if (readFile(m_selfStatPath)) {
        process = parseProcPidStat(m_buffer);
    }
    std::optional<std::vector<NetDevCounters>> nics;
    if (readFile(m_netDevPath)) {
        nics = parseProcNetDev(m_buffer);
    }
    std::optional<std::uint64_t> retrans;
    if (readFile(m_snmpPath)) {
        retrans = parseProcNetSnmpTcpRetrans(m_buffer);
    }
    std::optional<std::vector<DiskStatCounters>> disks;
    if (!m_devices.empty() && readFile(m_diskstatsPath)) {
        disks = parseProcDiskstats(m_buffer);
        // Keep only the watched devices, in the order asked for.
        std::vector<DiskStatCounters> watchedDisks;
        for (const auto& device : m_devices)
            for (const auto& d : *disks)
                if (d.device() == device) watchedDisks.push_back(d);
        disks = std::move(watchedDisks);
    }

    HostSample s;
    if (m_primed) {
        const std::chrono::duration<double> elapsed = now - m_previousTime;
        s.intervalS = std::max(0.0, elapsed.count());

        if (stat && m_previousStat) {
            s.all = cpuPercent(m_previousStat->all, stat->all);
            s.cores.resize(stat->cores.size());
            const std::size_t common = std::min(stat->cores.size(), m_previousStat->cores.size());
            for (std::size_t i = 0; i < common; ++i) {
                s.cores[i] = cpuPercent(m_previousStat->cores[i], stat->cores[i]);
            }
            if (s.intervalS > 0) {
                s.interruptsPerS =
                    static_cast<double>(deltaOrZero(m_previousStat->interrupts, stat->interrupts)) /
                    s.intervalS;
            }
        }
        if (process && m_previousProcess && s.intervalS > 0) {
            const std::uint64_t ticks =
                deltaOrZero(m_previousProcess->utimeTicks, process->utimeTicks) +
                deltaOrZero(m_previousProcess->stimeTicks, process->stimeTicks);
            s.processCpuPct =
                static_cast<double>(ticks) / static_cast<double>(m_ticksPerS) / s.intervalS * 100.0;
        }
        if (nics && m_previousNics) {
            // Report in the order asked for; with no list, in file order.
            auto report = [&](const NetDevCounters& current) {
                HostSample::Nic nic;
                nic.name = current.name;
                const auto before =
                    std::find_if(m_previousNics->begin(), m_previousNics->end(),
                                 [&](const NetDevCounters& c) { return c.name == current.name; });
                if (before != m_previousNics->end()) {
                    nic.rxBytes = deltaOrZero(before->rxBytes, current.rxBytes);
                    nic.txBytes = deltaOrZero(before->txBytes, current.txBytes);
                    nic.rxPackets = deltaOrZero(before->rxPackets, current.rxPackets);
                    nic.txPackets = deltaOrZero(before->txPackets, current.txPackets);
                    nic.rxDrops = deltaOrZero(before->rxDrops, current.rxDrops);
                    nic.txDrops = deltaOrZero(before->txDrops, current.txDrops);
                }
                s.nics.push_back(std::move(nic));
            };
            if (m_interfaces.empty()) {
                for (const auto& c : *nics) {
                    report(c);
                }
            } else {
                for (const auto& name : m_interfaces) {
                    const auto it =
                        std::find_if(nics->begin(), nics->end(),
                                     [&](const NetDevCounters& c) { return c.name == name; });
                    if (it != nics->end()) {
                        report(*it);
                    }
                }
            }
        }
    }

    if (m_primed && nics && m_previousNics) {
        // The host's network as IOmeter's dynamo reports it: every interface (an interface
        // that appeared in the interval adds nothing yet), and TCP's retransmissions.
        results::HostNet net;
        for (const auto& current : *nics) {
            const auto before =
                std::find_if(m_previousNics->begin(), m_previousNics->end(),
                             [&](const NetDevCounters& c) { return c.name == current.name; });
            if (before == m_previousNics->end()) continue;
            net.packets += deltaOrZero(before->rxPackets, current.rxPackets) +
                           deltaOrZero(before->txPackets, current.txPackets);
            net.errors += deltaOrZero(before->rxErrors, current.rxErrors) +
                          deltaOrZero(before->txErrors, current.txErrors);
        }
        if (retrans && m_previousRetrans) net.tcpRetrans = deltaOrZero(*m_previousRetrans, *retrans);
        s.net = net;
    }
    m_previousRetrans = retrans;

    if (m_primed && disks && m_previousDisks) {
        for (const auto& current : *disks) {
            HostSample::Disk d;
            d.name = current.name;
            d.device = current.device();
            const auto before = std::find_if(m_previousDisks->begin(), m_previousDisks->end(),
                                             [&](const DiskStatCounters& c) { return c.device() == d.device; });
            if (before != m_previousDisks->end()) {
                d.reads = deltaOrZero(before->reads, current.reads);
                d.writes = deltaOrZero(before->writes, current.writes);
                d.readBytes = deltaOrZero(before->sectorsRead, current.sectorsRead) * 512;
                d.writeBytes = deltaOrZero(before->sectorsWritten, current.sectorsWritten) * 512;
                d.ioMs = deltaOrZero(before->ioMs, current.ioMs);
                d.weightedMs = deltaOrZero(before->weightedMs, current.weightedMs);
            }
            s.disks.push_back(std::move(d));
        }
    }
    m_previousDisks = std::move(disks);

    m_primed = true;
    m_previousTime = now;
    m_previousStat = std::move(stat);
    m_previousProcess = process;
    // Every interface: the watched ones' deltas and the host's whole network both read it.
    m_previousNics = std::move(nics);
    return s;
}

}  // namespace iometry::sampling
