#pragma once
/**
 * @file
 * @brief Metric arithmetic (docs/metrics.md): counters in, rates out.
 *
 * Rates are computed from 64-bit counters and measured time, never from accumulated
 * floating-point rates. Mbit/s is decimal (10^6 bit/s), MB/s is 10^6 bytes/s.
 */

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/results/counters.hpp"
#include "engine/stats/latencies.hpp"

namespace iometry::results {

/** @brief Host CPU use, time-weighted over the intervals added. */
class CpuAverage {
public:
    void add(const nlohmann::json& host, double seconds);
    bool empty() const { return m_seconds <= 0; }
    double busy() const { return avg(m_busy); }
    double user() const { return avg(m_user); }
    double system() const { return avg(m_system); }
    double irq() const { return avg(m_irq); }
    double softirq() const { return avg(m_softirq); }
    double iowait() const { return avg(m_iowait); }
    double steal() const { return avg(m_steal); }
    double processCpu() const { return avg(m_process); }
    double interruptsPerS() const { return avg(m_interrupts); }
    /** @brief Interface bytes over the time added, in Mbit/s, summed over rx and tx. */
    double nicRxMbitPerS() const { return m_seconds > 0 ? m_nicRxBytes * 8 / 1e6 / m_seconds : 0; }
    double nicTxMbitPerS() const { return m_seconds > 0 ? m_nicTxBytes * 8 / 1e6 / m_seconds : 0; }
    double nicRxPacketsPerS() const { return m_seconds > 0 ? m_nicRxPackets / m_seconds : 0; }
    double nicTxPacketsPerS() const { return m_seconds > 0 ? m_nicTxPackets / m_seconds : 0; }
    std::uint64_t nicDrops() const { return m_nicDrops; }
    /** @brief The host's network as a whole (docs/metrics.md, "Host network"), over the
     *  time its dynamo reported it; hasNet() is false when it never did (an older dynamo). */
    bool hasNet() const { return m_netSeconds > 0; }
    double netPacketsPerS() const { return m_netSeconds > 0 ? m_netPackets / m_netSeconds : 0; }
    std::uint64_t netErrors() const { return m_netErrors; }
    double netTcpRetransPerS() const { return m_netSeconds > 0 ? m_netRetrans / m_netSeconds : 0; }

    /** @brief Block devices' own counters (/proc/diskstats) over the time added. */
    struct DeviceIo {
        double reads = 0, writes = 0, readBytes = 0, writeBytes = 0, ioMs = 0, weightedMs = 0;
        double seconds = 0;  ///< the time this device was reported
    };
    /** @brief The watched devices, by name; empty when no disk worker ran on the host. */
    const std::map<std::string, DeviceIo>& devices() const { return m_devices; }

private:
    double avg(double weighted) const { return m_seconds > 0 ? weighted / m_seconds : 0; }
    double m_seconds = 0;
    double m_busy = 0, m_user = 0, m_system = 0, m_irq = 0, m_softirq = 0, m_iowait = 0,
           m_steal = 0, m_process = 0, m_interrupts = 0;
    double m_nicRxBytes = 0, m_nicTxBytes = 0, m_nicRxPackets = 0, m_nicTxPackets = 0;
    std::uint64_t m_nicDrops = 0;
    double m_netSeconds = 0, m_netPackets = 0, m_netRetrans = 0;
    std::uint64_t m_netErrors = 0;
    std::map<std::string, DeviceIo> m_devices;
};

/**
 * @brief One fact behind a verdict (docs/metrics.md, "What limited it"): the counter that
 *        was read, where, its value and the threshold it was judged against.
 */
struct VerdictEvidence {
    std::string backs;    ///< the verdict or warning it backs: "sender_cpu", "page_cache"
    std::string counter;  ///< what was read: "core_busy_pct", "dev_util_pct", "offered_per_s"
    std::string where;    ///< where it was read: "a/cpu1", a dynamo, a worker; empty when the row's own
    double value = 0;
    double limit = 0;  ///< the threshold (or the figure it was compared with)

    bool operator==(const VerdictEvidence&) const = default;
    nlohmann::ordered_json toJson() const;
};

/** @brief One row of summary.csv (and of samples.csv, where seconds is one interval). */
struct MetricRow {
    int step = 0;
    std::string repeat;  ///< "1", "2", … or "agg"
    std::string scope;   ///< all | dynamo | worker | probe (| connection | core)
    std::string name;
    std::uint64_t size = 0;
    int outstanding = 0;
    int readPct = 0;
    double seconds = 0;
    double opsPerS = 0, readOpsPerS = 0, writeOpsPerS = 0, transactionsPerS = 0;
    double mbitPerS = 0, mbPerS = 0, readMbitPerS = 0, writeMbitPerS = 0;
    double latMeanUs = 0, latP50Us = 0, latP90Us = 0, latP99Us = 0, latP999Us = 0, latMaxUs = 0;
    double latMinUs = 0, latStddevUs = 0, latP9999Us = 0;
    // Reads' and writes' latency apart (docs/metrics.md, "Read and write latency"); the
    // cells are empty where that direction timed nothing.
    double readLatMeanUs = 0, readLatP50Us = 0, readLatP90Us = 0, readLatP99Us = 0, readLatP999Us = 0,
           readLatMaxUs = 0;
    double writeLatMeanUs = 0, writeLatP50Us = 0, writeLatP90Us = 0, writeLatP99Us = 0,
           writeLatP999Us = 0, writeLatMaxUs = 0;
    /** A probe's row: the part of the step it measured, "idle_before", "load" or
     *  "idle_after" (docs/metrics.md, "Latency under load"); empty on other rows. */
    std::string phase;
    bool readLatEmpty = true;   ///< no read timed (or a dynamo that does not tell them apart)
    bool writeLatEmpty = true;  ///< no write timed
    std::optional<int> mtu;  ///< the data interfaces' MTU when the step set it (an MTU sweep)
    /** The number of workers that ran in the step (worker and target cycling run fewer
     *  than the plan holds). */
    std::optional<int> workersRan;
    bool latEmpty = false;  ///< set by setLatency() from an empty histogram: cells left empty
    /** A row with no host of its own (one connection of a stream): the host's columns,
     *  CPU to nic_drops, are left empty, not 0. */
    bool hostEmpty = false;
    double cpuPct = 0, cpuUserPct = 0, cpuSystemPct = 0, cpuIrqPct = 0, cpuSoftirqPct = 0,
           cpuIowaitPct = 0, cpuStealPct = 0, processCpuPct = 0;
    double peIndex = 0;      ///< Mbit/s ÷ CPU %
    double irqPerS = 0;
    double nicRxMbitPerS = 0, nicTxMbitPerS = 0, nicRxPps = 0, nicTxPps = 0;
    std::uint64_t nicDrops = 0;
    // The host's network as a whole: every interface, loopback too, and TCP's
    // retransmissions of every connection (docs/metrics.md, "Host network"); cells left
    // empty unless `hostNet` (a dynamo that reports it) and the row has a host.
    bool hostNet = false;
    double hostPps = 0;             ///< packets received and sent, every interface
    std::uint64_t hostNetErrors = 0;  ///< receive and transmit errors, every interface
    double hostTcpRetransPerS = 0;  ///< TCP segments retransmitted ÷ s
    // The block devices under disk targets, as the kernel counts them (docs/metrics.md,
    // "Block devices"); cells left empty unless `dev`.
    bool dev = false;
    double devReadOpsPerS = 0, devWriteOpsPerS = 0, devReadMbPerS = 0, devWriteMbPerS = 0;
    double devUtilPct = 0;  ///< the busiest device's share of time with I/O in flight
    double devQueue = 0;    ///< I/Os in flight at the devices, on average (summed)
    /** @brief Adds another row's device columns (rates and queues summed, utilisation the larger). */
    void addDevices(const MetricRow& other);
    std::uint64_t errors = 0;
    double mbitPerSStddev = 0;  ///< across repeats, on aggregate rows
    int repeatsCounted = 0;     ///< on aggregate rows
    /** The same traffic as mbit_per_s, counted where it was sent (docs/metrics.md). */
    double sentMbitPerS = 0;
    // UDP (docs/metrics.md, "UDP receive statistics"); cells left empty unless `udp`.
    bool udp = false;
    std::uint64_t datagrams = 0;      ///< expected at the receivers: sent, as far as they know
    std::uint64_t lostDatagrams = 0;  ///< expected, never arrived
    std::uint64_t reordered = 0;
    std::uint64_t duplicates = 0;
    double lossPct = 0;   ///< lostDatagrams ÷ datagrams × 100
    double jitterUs = 0;  ///< mean RFC 3550 jitter over the datagrams that arrived
    // TCP connections as the kernel sees them (docs/metrics.md, "TCP connections"); cells
    // left empty unless `tcp`. The gauges are means over connection samples.
    bool tcp = false;
    std::uint64_t retransmits = 0;  ///< segments retransmitted, all connections of the row
    double retransmitsPerS = 0;
    double tcpRttUs = 0, tcpRttVarUs = 0, tcpCwnd = 0, tcpDeliveryMbitPerS = 0;
    std::uint64_t tcpSamples = 0;  ///< behind the gauges: weights them when rows are added
    // Where the sending time went, summed over the row's connections (µs), and the limited
    // shares of the busy time derived from those sums; cells left empty unless tcpBusyUs.
    std::uint64_t tcpBusyUs = 0, tcpRwndLimitedUs = 0, tcpSndbufLimitedUs = 0;
    double tcpRwndLimitedPct = 0;    ///< tcpRwndLimitedUs ÷ tcpBusyUs × 100
    double tcpSndbufLimitedPct = 0;  ///< tcpSndbufLimitedUs ÷ tcpBusyUs × 100
    // Requests on a schedule (docs/metrics.md, "Paced requests"); the cell is left empty
    // unless `paced`, a row of a paced worker (or of an end or a total that has one).
    bool paced = false;
    double offeredPerS = 0;  ///< requests that came due ÷ s
    // Iometry's own worker threads (docs/metrics.md, "Our own threads"): the shares of the
    // time they ran that they were on a CPU and that they waited for one, each end of a pair
    // apart; cells left empty unless `threads` (a worker row whose dynamo counts them).
    struct ThreadShares {
        double busy = -1;     ///< on a CPU, %; -1 when the end does not count it
        double waitCpu = 0;   ///< ready to run, waiting for a CPU, %
        bool counted() const { return busy >= 0; }
    };
    ThreadShares holderThreads;   ///< the holder end's (the disk worker's)
    ThreadShares partnerThreads;  ///< a pair's other end's
    bool threads = false;
    /** How far apart the step's dynamos opened their measured windows, on the manager's clock
     *  (docs/metrics.md, "Start skew"); `clocked` when every dynamo of the step told its window. */
    double startSkewMs = 0;
    bool clocked = false;
    /** Dynamos of the plan lost during the step or absent from it (`on_dynamo_loss`:
     *  `continue`; docs/plan-format.md). */
    std::uint64_t dynamosLost = 0;
    double threadBusyPct = 0;     ///< the columns: the end whose threads wanted a CPU most
    double threadWaitCpuPct = 0;
    /** @brief Fills the thread columns from the holder's counters and, for a pair, the
     *         partner's (a worker row's only: setTraffic leaves them). */
    void setThreads(const Counters& holder, const Counters* partner = nullptr);
    // What limited the row and what cannot be true of it (docs/metrics.md, "What limited
    // it"), set on a step's rows by analysis/verdict.hpp; empty on interval rows.
    std::string limitedBy;  ///< one word: sender_cpu, link, device, offered, unknown …
    std::string warnings;   ///< words separated by ';', empty when none
    std::vector<VerdictEvidence> evidence;  ///< results.json's, not summary.csv's

    /** @brief Fills the TCP columns from counters over @p seconds (setTraffic calls it). */
    void setTcp(const Counters& c, double seconds);
    /** @brief Adds another row's TCP columns (retransmits and busy times summed, gauges
     *         weighted by samples, the limited shares derived again from the sums). */
    void addTcp(const MetricRow& other);
    /** @brief The limited shares of the busy time from the µs sums (after setting or adding them). */
    void deriveTcpLimited();

    /**
     * @brief Fills the UDP columns from what one direction's receiver counted.
     * @param sentDatagrams what its sender sent: taken as expected when the receiver
     *        saw nothing at all (every datagram lost)
     */
    void addDatagrams(const Counters& receiver, std::uint64_t sentDatagrams);
    /** @brief Adds another row's UDP columns (jitter weighted by datagrams received). */
    void addDatagrams(const MetricRow& other);

    /**
     * @brief Fills the rate and latency columns from counters over @p seconds; the bytes
     *        written, counted where they arrived (at a pair's other end), over
     *        @p writtenSeconds, that end's measured time, when given (docs/metrics.md,
     *        "Traffic": each direction over the window of the end that counted it).
     */
    void setTraffic(const Counters& c, const stats::Latencies& latency, double seconds,
                    double writtenSeconds = 0);
    /** @brief Fills the latency columns (µs), all and by direction, from histograms of
     *         nanoseconds; an empty one leaves its cells empty. */
    void setLatency(const stats::Latencies& latency);
    /** @brief Fills the CPU, interrupt and NIC columns, and the P/E index. */
    void setHost(const CpuAverage& cpu);

    static std::vector<std::string> csvHeader();
    std::vector<std::string> csvFields() const;
    /** @brief The row as a JSON object with the CSV column names, in column order. */
    nlohmann::ordered_json toJson() const;
};

/**
 * @brief The aggregate row of several repeats of one step and scope.
 *
 * mean and median work column by column; best takes the repeat with the highest Mbit/s
 * (IOPS where no bytes moved). The standard deviation of Mbit/s is the sample one (n-1).
 */
MetricRow aggregateRepeats(const std::vector<MetricRow>& repeats, const std::string& how);

/** @brief Mean, median and sample standard deviation of a list. */
double mean(const std::vector<double>& v);
double median(std::vector<double> v);
double sampleStddev(const std::vector<double>& v);

}  // namespace iometry::results
