#include "engine/results/metrics.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/results/csv.hpp"

namespace iometry::results {

std::uint64_t jsonCount(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    if (it == j.end()) return 0;
    if (it->is_number_unsigned()) return it->get<std::uint64_t>();
    // JSON built in memory stores small literals as signed: accept those that are >= 0.
    if (it->is_number_integer() && it->get<std::int64_t>() >= 0)
        return static_cast<std::uint64_t>(it->get<std::int64_t>());
    return 0;
}

namespace {

double num(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

}  // namespace

void Counters::add(const Counters& o) {
    readOps += o.readOps;
    writeOps += o.writeOps;
    bytesRead += o.bytesRead;
    bytesWritten += o.bytesWritten;
    transactions += o.transactions;
    errors += o.errors;
    dgramExpected += o.dgramExpected;
    dgramReceived += o.dgramReceived;
    dgramReordered += o.dgramReordered;
    dgramDuplicates += o.dgramDuplicates;
    jitterNsSum += o.jitterNsSum;
    addTcp(o);
}

void Counters::addTcp(const Counters& o) {
    tcpInfoReads += o.tcpInfoReads;
    tcpRetransmits += o.tcpRetransmits;
    tcpSamples += o.tcpSamples;
    tcpRttUsSum += o.tcpRttUsSum;
    tcpRttVarUsSum += o.tcpRttVarUsSum;
    tcpCwndSum += o.tcpCwndSum;
    tcpDeliveryBpsSum += o.tcpDeliveryBpsSum;
}

nlohmann::json Counters::toJson() const {
    nlohmann::json j = {{"read_ops", readOps},         {"write_ops", writeOps},
                        {"bytes_read", bytesRead},     {"bytes_written", bytesWritten},
                        {"transactions", transactions}, {"errors", errors}};
    if (hasDatagrams() || jitterNsSum) {
        j["dgram_expected"] = dgramExpected;
        j["dgram_received"] = dgramReceived;
        j["dgram_reordered"] = dgramReordered;
        j["dgram_duplicates"] = dgramDuplicates;
        j["jitter_ns_sum"] = jitterNsSum;
    }
    if (hasTcp()) {
        j["tcp_info_reads"] = tcpInfoReads;
        j["tcp_retrans"] = tcpRetransmits;
        j["tcp_samples"] = tcpSamples;
        j["tcp_rtt_us_sum"] = tcpRttUsSum;
        j["tcp_rttvar_us_sum"] = tcpRttVarUsSum;
        j["tcp_cwnd_sum"] = tcpCwndSum;
        j["tcp_delivery_bps_sum"] = tcpDeliveryBpsSum;
    }
    return j;
}

Counters Counters::fromJson(const nlohmann::json& j) {
    Counters c;
    if (!j.is_object()) return c;
    c.readOps = jsonCount(j, "read_ops");
    c.writeOps = jsonCount(j, "write_ops");
    c.bytesRead = jsonCount(j, "bytes_read");
    c.bytesWritten = jsonCount(j, "bytes_written");
    c.transactions = jsonCount(j, "transactions");
    c.errors = jsonCount(j, "errors");
    c.dgramExpected = jsonCount(j, "dgram_expected");
    c.dgramReceived = jsonCount(j, "dgram_received");
    c.dgramReordered = jsonCount(j, "dgram_reordered");
    c.dgramDuplicates = jsonCount(j, "dgram_duplicates");
    c.jitterNsSum = jsonCount(j, "jitter_ns_sum");
    c.tcpInfoReads = jsonCount(j, "tcp_info_reads");
    c.tcpRetransmits = jsonCount(j, "tcp_retrans");
    c.tcpSamples = jsonCount(j, "tcp_samples");
    c.tcpRttUsSum = jsonCount(j, "tcp_rtt_us_sum");
    c.tcpRttVarUsSum = jsonCount(j, "tcp_rttvar_us_sum");
    c.tcpCwndSum = jsonCount(j, "tcp_cwnd_sum");
    c.tcpDeliveryBpsSum = jsonCount(j, "tcp_delivery_bps_sum");
    return c;
}

void CpuAverage::add(const nlohmann::json& host, double seconds) {
    if (!host.is_object() || !(seconds > 0)) return;
    m_seconds += seconds;
    const nlohmann::json cpu = host.value("cpu", nlohmann::json::object());
    m_busy += num(cpu, "busy") * seconds;
    m_user += num(cpu, "user") * seconds;
    m_system += num(cpu, "system") * seconds;
    m_irq += num(cpu, "irq") * seconds;
    m_softirq += num(cpu, "softirq") * seconds;
    m_iowait += num(cpu, "iowait") * seconds;
    m_steal += num(cpu, "steal") * seconds;
    m_process += num(host, "process_cpu_pct") * seconds;
    m_interrupts += num(host, "interrupts_per_s") * seconds;
    if (auto nics = host.find("nics"); nics != host.end() && nics->is_array()) {
        for (const auto& nic : *nics) {
            m_nicRxBytes += static_cast<double>(jsonCount(nic, "rx_bytes"));
            m_nicTxBytes += static_cast<double>(jsonCount(nic, "tx_bytes"));
            m_nicRxPackets += static_cast<double>(jsonCount(nic, "rx_packets"));
            m_nicTxPackets += static_cast<double>(jsonCount(nic, "tx_packets"));
            m_nicDrops += jsonCount(nic, "rx_drops") + jsonCount(nic, "tx_drops");
        }
    }
    if (auto disks = host.find("disks"); disks != host.end() && disks->is_array()) {
        for (const auto& disk : *disks) {
            if (!disk.is_object() || !disk.contains("name") || !disk["name"].is_string()) continue;
            DeviceIo& d = m_devices[disk["name"].get<std::string>()];
            d.reads += static_cast<double>(jsonCount(disk, "reads"));
            d.writes += static_cast<double>(jsonCount(disk, "writes"));
            d.readBytes += static_cast<double>(jsonCount(disk, "read_bytes"));
            d.writeBytes += static_cast<double>(jsonCount(disk, "write_bytes"));
            d.ioMs += static_cast<double>(jsonCount(disk, "io_ms"));
            d.weightedMs += static_cast<double>(jsonCount(disk, "weighted_ms"));
            d.seconds += seconds;
        }
    }
}

void MetricRow::setTraffic(const Counters& c, const stats::LatencyHistogram& latency, double s) {
    seconds = s;
    errors = c.errors;
    if (!(s > 0)) return;
    readOpsPerS = static_cast<double>(c.readOps) / s;
    writeOpsPerS = static_cast<double>(c.writeOps) / s;
    opsPerS = static_cast<double>(c.readOps + c.writeOps) / s;
    transactionsPerS = static_cast<double>(c.transactions) / s;
    readMbitPerS = static_cast<double>(c.bytesRead) * 8.0 / 1e6 / s;
    writeMbitPerS = static_cast<double>(c.bytesWritten) * 8.0 / 1e6 / s;
    mbitPerS = readMbitPerS + writeMbitPerS;
    mbPerS = static_cast<double>(c.bytesRead + c.bytesWritten) / 1e6 / s;
    setLatency(latency);
    setTcp(c, s);
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
}

void MetricRow::setLatency(const stats::LatencyHistogram& latency) {
    latEmpty = latency.count() == 0;
    if (latEmpty) return;
    latMeanUs = latency.mean() / 1e3;
    latP50Us = static_cast<double>(latency.percentile(50)) / 1e3;
    latP90Us = static_cast<double>(latency.percentile(90)) / 1e3;
    latP99Us = static_cast<double>(latency.percentile(99)) / 1e3;
    latP999Us = static_cast<double>(latency.percentile(99.9)) / 1e3;
    latMaxUs = static_cast<double>(latency.max()) / 1e3;
    latMinUs = static_cast<double>(latency.min()) / 1e3;
    latStddevUs = latency.stddev() / 1e3;
    latP9999Us = static_cast<double>(latency.percentile(99.99)) / 1e3;
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
    return {"step",           "repeat",          "scope",
            "name",           "size",            "outstanding",
            "read_pct",       "seconds",         "ops_per_s",
            "read_ops_per_s", "write_ops_per_s", "transactions_per_s",
            "mbit_per_s",     "mb_per_s",        "read_mbit_per_s",
            "write_mbit_per_s", "lat_mean_us",   "lat_p50_us",
            "lat_p90_us",     "lat_p99_us",      "lat_p999_us",
            "lat_max_us",     "cpu_pct",         "cpu_user_pct",
            "cpu_system_pct", "cpu_irq_pct",     "cpu_softirq_pct",
            "cpu_iowait_pct", "cpu_steal_pct",   "process_cpu_pct",
            "pe_index",       "irq_per_s",       "nic_rx_mbit_per_s",
            "nic_tx_mbit_per_s", "nic_rx_pps",   "nic_tx_pps",
            "nic_drops",      "errors",          "mbit_per_s_stddev",
            "repeats",        "sent_mbit_per_s",
            "datagrams",      "lost",            "loss_pct",
            "reordered",      "duplicates",      "jitter_us",
            "lat_min_us",     "lat_stddev_us",   "lat_p9999_us",
            "mtu",
            "dev_read_ops_per_s", "dev_write_ops_per_s", "dev_read_mb_per_s",
            "dev_write_mb_per_s", "dev_util_pct", "dev_queue",
            "workers",
            "retransmits", "retransmits_per_s", "tcp_rtt_us", "tcp_rttvar_us", "tcp_cwnd",
            "tcp_delivery_mbit_per_s"};
}

std::vector<std::string> MetricRow::csvFields() const {
    // No latency recorded (streams, docs/metrics.md "Latency columns"): empty, not 0.
    auto lat = [&](double v) { return latEmpty ? std::string() : csvNumber(v); };
    auto host = [&](std::string field) { return hostEmpty ? std::string() : field; };
    return {std::to_string(step),     repeat,
            scope,                    name,
            std::to_string(size),     std::to_string(outstanding),
            std::to_string(readPct),  csvNumber(seconds, 6),
            csvNumber(opsPerS, 1),    csvNumber(readOpsPerS, 1),
            csvNumber(writeOpsPerS, 1), csvNumber(transactionsPerS, 1),
            csvNumber(mbitPerS),      csvNumber(mbPerS),
            csvNumber(readMbitPerS),  csvNumber(writeMbitPerS),
            lat(latMeanUs),           lat(latP50Us),
            lat(latP90Us),            lat(latP99Us),
            lat(latP999Us),           lat(latMaxUs),
            host(csvNumber(cpuPct, 2)), host(csvNumber(cpuUserPct, 2)),
            host(csvNumber(cpuSystemPct, 2)), host(csvNumber(cpuIrqPct, 2)),
            host(csvNumber(cpuSoftirqPct, 2)), host(csvNumber(cpuIowaitPct, 2)),
            host(csvNumber(cpuStealPct, 2)), host(csvNumber(processCpuPct, 2)),
            host(csvNumber(peIndex)), host(csvNumber(irqPerS, 1)),
            host(csvNumber(nicRxMbitPerS)), host(csvNumber(nicTxMbitPerS)),
            host(csvNumber(nicRxPps, 1)), host(csvNumber(nicTxPps, 1)),
            host(std::to_string(nicDrops)), std::to_string(errors),
            repeat == "agg" ? csvNumber(mbitPerSStddev) : std::string(),
            repeat == "agg" ? std::to_string(repeatsCounted) : std::string(),
            csvNumber(sentMbitPerS),
            udp ? std::to_string(datagrams) : std::string(),
            udp ? std::to_string(lostDatagrams) : std::string(),
            udp ? csvNumber(lossPct, 4) : std::string(),
            udp ? std::to_string(reordered) : std::string(),
            udp ? std::to_string(duplicates) : std::string(),
            udp ? csvNumber(jitterUs) : std::string(),
            lat(latMinUs),            lat(latStddevUs),
            lat(latP9999Us),
            mtu ? std::to_string(*mtu) : std::string(),
            dev ? csvNumber(devReadOpsPerS, 1) : std::string(),
            dev ? csvNumber(devWriteOpsPerS, 1) : std::string(),
            dev ? csvNumber(devReadMbPerS) : std::string(),
            dev ? csvNumber(devWriteMbPerS) : std::string(),
            dev ? csvNumber(devUtilPct, 2) : std::string(),
            dev ? csvNumber(devQueue, 2) : std::string(),
            workersRan ? std::to_string(*workersRan) : std::string(),
            tcp ? std::to_string(retransmits) : std::string(),
            tcp ? csvNumber(retransmitsPerS, 2) : std::string(),
            tcp && tcpSamples ? csvNumber(tcpRttUs, 1) : std::string(),
            tcp && tcpSamples ? csvNumber(tcpRttVarUs, 1) : std::string(),
            tcp && tcpSamples ? csvNumber(tcpCwnd, 1) : std::string(),
            tcp && tcpSamples ? csvNumber(tcpDeliveryMbitPerS) : std::string()};
}

nlohmann::ordered_json MetricRow::toJson() const {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    const auto header = csvHeader();
    const auto fields = csvFields();
    for (std::size_t i = 0; i < header.size(); ++i) {
        const std::string& f = fields[i];
        if (i <= 3) {
            j[header[i]] = i == 0 ? nlohmann::ordered_json(step) : nlohmann::ordered_json(f);
        } else if (f.empty()) {
            j[header[i]] = nullptr;
        } else {
            j[header[i]] = std::stod(f);
        }
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
        for (double MetricRow::*field :
             {&MetricRow::seconds, &MetricRow::opsPerS, &MetricRow::readOpsPerS,
              &MetricRow::writeOpsPerS, &MetricRow::transactionsPerS, &MetricRow::mbitPerS,
              &MetricRow::mbPerS, &MetricRow::readMbitPerS, &MetricRow::writeMbitPerS,
              &MetricRow::sentMbitPerS,
              &MetricRow::latMeanUs, &MetricRow::latP50Us, &MetricRow::latP90Us,
              &MetricRow::latP99Us, &MetricRow::latP999Us, &MetricRow::latMaxUs,
              &MetricRow::latMinUs, &MetricRow::latStddevUs, &MetricRow::latP9999Us,
              &MetricRow::cpuPct, &MetricRow::cpuUserPct, &MetricRow::cpuSystemPct,
              &MetricRow::cpuIrqPct, &MetricRow::cpuSoftirqPct, &MetricRow::cpuIowaitPct,
              &MetricRow::cpuStealPct, &MetricRow::processCpuPct, &MetricRow::irqPerS,
              &MetricRow::nicRxMbitPerS, &MetricRow::nicTxMbitPerS, &MetricRow::nicRxPps,
              &MetricRow::nicTxPps, &MetricRow::devReadOpsPerS, &MetricRow::devWriteOpsPerS,
              &MetricRow::devReadMbPerS, &MetricRow::devWriteMbPerS, &MetricRow::devUtilPct,
              &MetricRow::devQueue, &MetricRow::retransmitsPerS, &MetricRow::tcpRttUs,
              &MetricRow::tcpRttVarUs, &MetricRow::tcpCwnd, &MetricRow::tcpDeliveryMbitPerS})
            combine(field);
        agg.peIndex = agg.cpuPct > 0 ? agg.mbitPerS / agg.cpuPct : 0;
        agg.errors = 0;
        agg.nicDrops = 0;
        agg.latEmpty = true;
        // Datagrams of the repeats together: loss is what was lost of all they sent.
        agg.udp = false;
        agg.datagrams = agg.lostDatagrams = agg.reordered = agg.duplicates = 0;
        agg.lossPct = agg.jitterUs = 0;
        // Retransmissions of the repeats together, as errors; their rate is combined above.
        agg.tcp = false;
        agg.retransmits = agg.tcpSamples = 0;
        for (const auto& r : repeats) {
            agg.tcp = agg.tcp || r.tcp;
            agg.retransmits += r.retransmits;
            agg.tcpSamples += r.tcpSamples;
        }
        for (const auto& r : repeats) {
            agg.latEmpty = agg.latEmpty && r.latEmpty;
            agg.errors += r.errors;
            agg.nicDrops += r.nicDrops;
            agg.addDatagrams(r);
        }
    }
    agg.repeat = "agg";
    agg.mbitPerSStddev = sampleStddev(mbit);
    agg.repeatsCounted = static_cast<int>(repeats.size());
    return agg;
}

}  // namespace iometry::results
