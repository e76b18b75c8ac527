#include "engine/results/metrics.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/results/columns.hpp"
#include "engine/results/csv.hpp"
#include "engine/results/host_counters.hpp"

namespace iometry::results {

namespace {

double num(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

}  // namespace

void CpuAverage::add(const nlohmann::json& host, double seconds) {
    if (!host.is_object() || !(seconds > 0)) return;
    m_seconds += seconds;
    const auto cpuAt = host.find("cpu");
    const CpuShares cpu = CpuShares::fromJson(cpuAt != host.end() ? *cpuAt : nlohmann::json());
    m_busy += cpu.busy * seconds;
    m_user += cpu.user * seconds;
    m_system += cpu.system * seconds;
    m_irq += cpu.irq * seconds;
    m_softirq += cpu.softirq * seconds;
    m_iowait += cpu.iowait * seconds;
    m_steal += cpu.steal * seconds;
    m_process += num(host, "process_cpu_pct") * seconds;
    m_interrupts += num(host, "interrupts_per_s") * seconds;
    if (auto nics = host.find("nics"); nics != host.end() && nics->is_array()) {
        for (const auto& entry : *nics) {
            const NicCounters nic = NicCounters::fromJson(entry);
            m_nicRxBytes += static_cast<double>(nic.rxBytes);
            m_nicTxBytes += static_cast<double>(nic.txBytes);
            m_nicRxPackets += static_cast<double>(nic.rxPackets);
            m_nicTxPackets += static_cast<double>(nic.txPackets);
            m_nicDrops += nic.rxDrops + nic.txDrops;
        }
    }
    if (auto net = host.find(HostNet::kKey); net != host.end() && net->is_object()) {
        const HostNet n = HostNet::fromJson(*net);
        m_netSeconds += seconds;
        m_netPackets += static_cast<double>(n.packets);
        m_netErrors += n.errors;
        m_netRetrans += static_cast<double>(n.tcpRetrans);
    }
    if (auto disks = host.find("disks"); disks != host.end() && disks->is_array()) {
        for (const auto& entry : *disks) {
            const DiskCounters disk = DiskCounters::fromJson(entry);
            if (disk.name.empty()) continue;
            DeviceIo& d = m_devices[disk.name];
            d.reads += static_cast<double>(disk.reads);
            d.writes += static_cast<double>(disk.writes);
            d.readBytes += static_cast<double>(disk.readBytes);
            d.writeBytes += static_cast<double>(disk.writeBytes);
            d.ioMs += static_cast<double>(disk.ioMs);
            d.weightedMs += static_cast<double>(disk.weightedMs);
            d.seconds += seconds;
        }
    }
}

void MetricRow::setTraffic(const Counters& c, const stats::Latencies& latency, double s,
                           double writtenSeconds) {
    seconds = s;
    errors = c.errors;
    if (!(s > 0)) return;
    const double ws = writtenSeconds > 0 ? writtenSeconds : s;
    readOpsPerS = static_cast<double>(c.readOps) / s;
    writeOpsPerS = static_cast<double>(c.writeOps) / s;
    opsPerS = static_cast<double>(c.readOps + c.writeOps) / s;
    transactionsPerS = static_cast<double>(c.transactions) / s;
    offeredPerS = static_cast<double>(c.scheduled) / s;
    readMbitPerS = static_cast<double>(c.bytesRead) * 8.0 / 1e6 / s;
    writeMbitPerS = static_cast<double>(c.bytesWritten) * 8.0 / 1e6 / ws;
    mbitPerS = readMbitPerS + writeMbitPerS;
    mbPerS = static_cast<double>(c.bytesRead) / 1e6 / s + static_cast<double>(c.bytesWritten) / 1e6 / ws;
    setLatency(latency);
    setTcp(c, s);
}

void MetricRow::setThreads(const Counters& holder, const Counters* partner) {
    const auto shares = [](const Counters& c) {
        ThreadShares s;
        if (c.threadWallUs == 0) return s;
        const double wall = static_cast<double>(c.threadWallUs);
        s.busy = 100.0 * static_cast<double>(c.threadCpuUs) / wall;
        s.waitCpu = 100.0 * static_cast<double>(c.threadWaitCpuUs) / wall;
        return s;
    };
    holderThreads = shares(holder);
    partnerThreads = partner ? shares(*partner) : ThreadShares{};
    const auto wanted = [](const ThreadShares& s) { return s.counted() ? s.busy + s.waitCpu : -1.0; };
    const ThreadShares& shown = wanted(partnerThreads) > wanted(holderThreads) ? partnerThreads : holderThreads;
    threads = shown.counted();
    threadBusyPct = threads ? shown.busy : 0;
    threadWaitCpuPct = threads ? shown.waitCpu : 0;
}

void MetricRow::setTcp(const Counters& c, double s) {
    tcp = c.hasTcp();
    retransmits = c.tcpRetransmits;
    retransmitsPerS = s > 0 ? static_cast<double>(c.tcpRetransmits) / s : 0;
    tcpSamples = c.tcpSamples;
    const double n = static_cast<double>(c.tcpSamples);
    tcpRttUs = n > 0 ? static_cast<double>(c.tcpRttUsSum) / n : 0;
    tcpRttVarUs = n > 0 ? static_cast<double>(c.tcpRttVarUsSum) / n : 0;
    tcpCwnd = n > 0 ? static_cast<double>(c.tcpCwndSum) / n : 0;
    tcpDeliveryMbitPerS = n > 0 ? static_cast<double>(c.tcpDeliveryBpsSum) * 8 / 1e6 / n : 0;
    tcpBusyUs = c.tcpBusyUs;
    tcpRwndLimitedUs = c.tcpRwndLimitedUs;
    tcpSndbufLimitedUs = c.tcpSndbufLimitedUs;
    deriveTcpLimited();
}

void MetricRow::deriveTcpLimited() {
    const double busy = static_cast<double>(tcpBusyUs);
    tcpRwndLimitedPct = busy > 0 ? 100.0 * static_cast<double>(tcpRwndLimitedUs) / busy : 0;
    tcpSndbufLimitedPct = busy > 0 ? 100.0 * static_cast<double>(tcpSndbufLimitedUs) / busy : 0;
}

void MetricRow::addTcp(const MetricRow& o) {
    if (!o.tcp) return;
    const double here = static_cast<double>(tcpSamples), there = static_cast<double>(o.tcpSamples);
    auto weighted = [&](double a, double b) {
        return here + there > 0 ? (a * here + b * there) / (here + there) : 0;
    };
    tcpRttUs = weighted(tcpRttUs, o.tcpRttUs);
    tcpRttVarUs = weighted(tcpRttVarUs, o.tcpRttVarUs);
    tcpCwnd = weighted(tcpCwnd, o.tcpCwnd);
    tcpDeliveryMbitPerS = weighted(tcpDeliveryMbitPerS, o.tcpDeliveryMbitPerS);
    tcp = true;
    tcpSamples += o.tcpSamples;
    retransmits += o.retransmits;
    retransmitsPerS += o.retransmitsPerS;
    // Shares of the summed busy time, never a mean of shares.
    tcpBusyUs += o.tcpBusyUs;
    tcpRwndLimitedUs += o.tcpRwndLimitedUs;
    tcpSndbufLimitedUs += o.tcpSndbufLimitedUs;
    deriveTcpLimited();
}

namespace {

/** The six columns of one direction, µs from a histogram of ns (all 0 when it is empty). */
void directionCells(const stats::LatencyHistogram& h, double& mean, double& p50, double& p90,
                    double& p99, double& p999, double& max) {
    const bool any = h.count() > 0;
    auto us = [&](double ns) { return any ? ns / 1e3 : 0.0; };
    mean = us(h.mean());
    p50 = us(static_cast<double>(h.percentile(50)));
    p90 = us(static_cast<double>(h.percentile(90)));
    p99 = us(static_cast<double>(h.percentile(99)));
    p999 = us(static_cast<double>(h.percentile(99.9)));
    max = us(static_cast<double>(h.max()));
}

}  // namespace

void MetricRow::setLatency(const stats::Latencies& latency) {
    const stats::LatencyHistogram& all = latency.all;
    latEmpty = all.count() == 0;
    directionCells(all, latMeanUs, latP50Us, latP90Us, latP99Us, latP999Us, latMaxUs);
    latMinUs = latEmpty ? 0 : static_cast<double>(all.min()) / 1e3;
    latStddevUs = latEmpty ? 0 : all.stddev() / 1e3;
    latP9999Us = latEmpty ? 0 : static_cast<double>(all.percentile(99.99)) / 1e3;
    readLatEmpty = latency.read.count() == 0;
    directionCells(latency.read, readLatMeanUs, readLatP50Us, readLatP90Us, readLatP99Us,
                   readLatP999Us, readLatMaxUs);
    writeLatEmpty = latency.write.count() == 0;
    directionCells(latency.write, writeLatMeanUs, writeLatP50Us, writeLatP90Us, writeLatP99Us,
                   writeLatP999Us, writeLatMaxUs);
}

void MetricRow::addDatagrams(const Counters& receiver, std::uint64_t sentDatagrams) {
    MetricRow one;
    one.udp = true;
    // Nothing arrived: the receiver knows of no sequence number, the sender does.
    one.datagrams = receiver.dgramExpected > 0 ? receiver.dgramExpected : sentDatagrams;
    // Within one interval a datagram late from the previous one may fill an old gap.
    one.lostDatagrams = one.datagrams - std::min(one.datagrams, receiver.dgramReceived);
    one.reordered = receiver.dgramReordered;
    one.duplicates = receiver.dgramDuplicates;
    one.jitterUs = receiver.dgramReceived > 0 ? static_cast<double>(receiver.jitterNsSum) /
                                                    static_cast<double>(receiver.dgramReceived) / 1e3
                                              : 0;
    addDatagrams(one);
}

void MetricRow::addDatagrams(const MetricRow& o) {
    if (!o.udp) return;
    const double arrivedHere = static_cast<double>(datagrams - lostDatagrams);
    const double arrivedThere = static_cast<double>(o.datagrams - o.lostDatagrams);
    jitterUs = arrivedHere + arrivedThere > 0
                   ? (jitterUs * arrivedHere + o.jitterUs * arrivedThere) / (arrivedHere + arrivedThere)
                   : 0;
    udp = true;
    datagrams += o.datagrams;
    lostDatagrams += o.lostDatagrams;
    reordered += o.reordered;
    duplicates += o.duplicates;
    lossPct = datagrams > 0 ? 100.0 * static_cast<double>(lostDatagrams) /
                                  static_cast<double>(datagrams)
                            : 0;
}

void MetricRow::setHost(const CpuAverage& cpu) {
    cpuPct = cpu.busy();
    cpuUserPct = cpu.user();
    cpuSystemPct = cpu.system();
    cpuIrqPct = cpu.irq();
    cpuSoftirqPct = cpu.softirq();
    cpuIowaitPct = cpu.iowait();
    cpuStealPct = cpu.steal();
    processCpuPct = cpu.processCpu();
    irqPerS = cpu.interruptsPerS();
    nicRxMbitPerS = cpu.nicRxMbitPerS();
    nicTxMbitPerS = cpu.nicTxMbitPerS();
    nicRxPps = cpu.nicRxPacketsPerS();
    nicTxPps = cpu.nicTxPacketsPerS();
    nicDrops = cpu.nicDrops();
    hostNet = cpu.hasNet();
    hostPps = cpu.netPacketsPerS();
    hostNetErrors = cpu.netErrors();
    hostTcpRetransPerS = cpu.netTcpRetransPerS();
    peIndex = cpuPct > 0 ? mbitPerS / cpuPct : 0;
    dev = !cpu.devices().empty();
    devReadOpsPerS = devWriteOpsPerS = devReadMbPerS = devWriteMbPerS = devUtilPct = devQueue = 0;
    for (const auto& [name, d] : cpu.devices()) {
        if (!(d.seconds > 0)) continue;
        devReadOpsPerS += d.reads / d.seconds;
        devWriteOpsPerS += d.writes / d.seconds;
        devReadMbPerS += d.readBytes / 1e6 / d.seconds;
        devWriteMbPerS += d.writeBytes / 1e6 / d.seconds;
        devUtilPct = std::max(devUtilPct, std::min(100.0, d.ioMs / 10 / d.seconds));
        devQueue += d.weightedMs / 1000 / d.seconds;
    }
}

void MetricRow::addDevices(const MetricRow& o) {
    if (!o.dev) return;
    dev = true;
    devReadOpsPerS += o.devReadOpsPerS;
    devWriteOpsPerS += o.devWriteOpsPerS;
    devReadMbPerS += o.devReadMbPerS;
    devWriteMbPerS += o.devWriteMbPerS;
    devUtilPct = std::max(devUtilPct, o.devUtilPct);
    devQueue += o.devQueue;
}

std::vector<std::string> MetricRow::csvHeader() {
    std::vector<std::string> header;
    for (const Column& column : summaryColumns()) header.emplace_back(column.name);
    return header;
}

std::vector<std::string> MetricRow::csvFields() const {
    std::vector<std::string> fields;
    fields.reserve(summaryColumns().size());
    for (const Column& column : summaryColumns()) fields.push_back(cellText(*this, column));
    return fields;
}

nlohmann::ordered_json VerdictEvidence::toJson() const {
    nlohmann::ordered_json j = {{"backs", backs}, {"counter", counter}};
    if (!where.empty()) j["where"] = where;
    j["value"] = value;
    j["limit"] = limit;
    return j;
}

nlohmann::ordered_json MetricRow::toJson() const {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (const Column& column : summaryColumns()) {
        const std::string cell = cellText(*this, column);
        if (std::holds_alternative<std::string MetricRow::*>(column.field))
            j[column.name] = cell;
        else if (std::get_if<int MetricRow::*>(&column.field) &&
                 std::get<int MetricRow::*>(column.field) == &MetricRow::step)
            j[column.name] = step;
        else if (cell.empty())
            j[column.name] = nullptr;
        else
            j[column.name] = std::stod(cell);
    }
    return j;
}

double mean(const std::vector<double>& v) {
    return v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double sampleStddev(const std::vector<double>& v) {
    if (v.size() < 2) return 0;
    const double m = mean(v);
    double sum = 0;
    for (double x : v) sum += (x - m) * (x - m);
    return std::sqrt(sum / static_cast<double>(v.size() - 1));
}

MetricRow aggregateRepeats(const std::vector<MetricRow>& repeats, const std::string& how) {
    MetricRow agg;
    if (repeats.empty()) return agg;
    std::vector<double> mbit;
    for (const auto& r : repeats) mbit.push_back(r.mbitPerS);
    if (how == "best") {
        auto best = std::max_element(repeats.begin(), repeats.end(), [](const MetricRow& a, const MetricRow& b) {
            return a.mbitPerS != b.mbitPerS ? a.mbitPerS < b.mbitPerS : a.opsPerS < b.opsPerS;
        });
        agg = *best;
    } else {
        agg = repeats.front();
        auto combine = [&](double MetricRow::*field) {
            std::vector<double> values;
            for (const auto& r : repeats) values.push_back(r.*field);
            agg.*field = how == "median" ? median(values) : mean(values);
        };
        // Counts (errors, drops, retransmissions) of the repeats together; rates averaged;
        // the Derived columns computed below.
        for (const Column& column : summaryColumns()) {
            if (column.repeats == RepeatRule::Average) {
                combine(std::get<double MetricRow::*>(column.field));
            } else if (column.repeats == RepeatRule::Summed) {
                const auto field = std::get<std::uint64_t MetricRow::*>(column.field);
                agg.*field = 0;
                for (const auto& r : repeats) agg.*field += r.*field;
            }
        }
        agg.peIndex = agg.cpuPct > 0 ? agg.mbitPerS / agg.cpuPct : 0;
        agg.latEmpty = agg.readLatEmpty = agg.writeLatEmpty = true;
        // Datagrams of the repeats together: loss is what was lost of all they sent.
        agg.udp = false;
        agg.datagrams = agg.lostDatagrams = agg.reordered = agg.duplicates = 0;
        agg.lossPct = agg.jitterUs = 0;
        agg.tcp = false;
        agg.tcpSamples = 0;
        agg.tcpBusyUs = agg.tcpRwndLimitedUs = agg.tcpSndbufLimitedUs = 0;
        for (const auto& r : repeats) {
            agg.tcp = agg.tcp || r.tcp;
            agg.tcpSamples += r.tcpSamples;
            agg.tcpBusyUs += r.tcpBusyUs;
            agg.tcpRwndLimitedUs += r.tcpRwndLimitedUs;
            agg.tcpSndbufLimitedUs += r.tcpSndbufLimitedUs;
            agg.latEmpty = agg.latEmpty && r.latEmpty;
            agg.readLatEmpty = agg.readLatEmpty && r.readLatEmpty;
            agg.writeLatEmpty = agg.writeLatEmpty && r.writeLatEmpty;
            agg.addDatagrams(r);
        }
        // The limited shares of all the repeats' busy time together.
        agg.deriveTcpLimited();
        agg.threads = std::any_of(repeats.begin(), repeats.end(), [](const MetricRow& r) { return r.threads; });
        agg.clocked = std::all_of(repeats.begin(), repeats.end(), [](const MetricRow& r) { return r.clocked; });
        agg.hostNet = std::all_of(repeats.begin(), repeats.end(), [](const MetricRow& r) { return r.hostNet; });
    }
    agg.repeat = "agg";
    agg.mbitPerSStddev = sampleStddev(mbit);
    agg.repeatsCounted = static_cast<int>(repeats.size());
    return agg;
}

}  // namespace iometry::results
