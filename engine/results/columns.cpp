#include "engine/results/columns.hpp"

#include "engine/results/csv.hpp"

namespace iometry::results {

const std::vector<Column>& summaryColumns() {
    using M = MetricRow;
    using P = Presence;
    using R = RepeatRule;
    // The order is the file's: new columns go at the end (docs/metrics.md, "Latency columns").
    static const std::vector<Column> columns = {
        {.name = "step", .field = &M::step, .repeats = R::Kept, .required = true},
        {.name = "repeat", .field = &M::repeat, .repeats = R::Derived},
        {.name = "scope", .field = &M::scope, .repeats = R::Kept, .required = true},
        {.name = "name", .field = &M::name, .repeats = R::Kept, .required = true},
        {.name = "size", .field = &M::size, .unit = "B", .repeats = R::Kept, .required = true},
        {.name = "outstanding", .field = &M::outstanding, .repeats = R::Kept},
        {.name = "read_pct", .field = &M::readPct, .unit = "%", .repeats = R::Kept},
        {.name = "seconds", .field = &M::seconds, .unit = "s", .decimals = 6, .intervalName = "interval_s"},
        {.name = "ops_per_s", .field = &M::opsPerS, .unit = "1/s", .decimals = 1},
        {.name = "read_ops_per_s", .field = &M::readOpsPerS, .unit = "1/s", .decimals = 1},
        {.name = "write_ops_per_s", .field = &M::writeOpsPerS, .unit = "1/s", .decimals = 1},
        {.name = "transactions_per_s", .field = &M::transactionsPerS, .unit = "1/s", .decimals = 1},
        {.name = "mbit_per_s", .field = &M::mbitPerS, .unit = "Mbit/s", .required = true},
        {.name = "mb_per_s", .field = &M::mbPerS, .unit = "MB/s"},
        {.name = "read_mbit_per_s", .field = &M::readMbitPerS, .unit = "Mbit/s"},
        {.name = "write_mbit_per_s", .field = &M::writeMbitPerS, .unit = "Mbit/s"},
        {.name = "lat_mean_us", .field = &M::latMeanUs, .unit = "µs", .presence = P::Latency},
        {.name = "lat_p50_us", .field = &M::latP50Us, .unit = "µs", .presence = P::Latency},
        {.name = "lat_p90_us", .field = &M::latP90Us, .unit = "µs", .presence = P::Latency},
        {.name = "lat_p99_us", .field = &M::latP99Us, .unit = "µs", .presence = P::Latency},
        {.name = "lat_p999_us", .field = &M::latP999Us, .unit = "µs", .presence = P::Latency},
        {.name = "lat_max_us", .field = &M::latMaxUs, .unit = "µs", .presence = P::Latency},
        {.name = "cpu_pct", .field = &M::cpuPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "cpu_user_pct", .field = &M::cpuUserPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "cpu_system_pct", .field = &M::cpuSystemPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "cpu_irq_pct", .field = &M::cpuIrqPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "cpu_softirq_pct", .field = &M::cpuSoftirqPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "cpu_iowait_pct", .field = &M::cpuIowaitPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "cpu_steal_pct", .field = &M::cpuStealPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "process_cpu_pct", .field = &M::processCpuPct, .unit = "%", .decimals = 2, .presence = P::Host},
        {.name = "pe_index", .field = &M::peIndex, .unit = "Mbit/s per %", .presence = P::Host, .repeats = R::Derived},
        {.name = "irq_per_s", .field = &M::irqPerS, .unit = "1/s", .decimals = 1, .presence = P::Host},
        {.name = "nic_rx_mbit_per_s", .field = &M::nicRxMbitPerS, .unit = "Mbit/s", .presence = P::Host},
        {.name = "nic_tx_mbit_per_s", .field = &M::nicTxMbitPerS, .unit = "Mbit/s", .presence = P::Host},
        {.name = "nic_rx_pps", .field = &M::nicRxPps, .unit = "1/s", .decimals = 1, .presence = P::Host},
        {.name = "nic_tx_pps", .field = &M::nicTxPps, .unit = "1/s", .decimals = 1, .presence = P::Host},
        {.name = "nic_drops", .field = &M::nicDrops, .presence = P::Host, .repeats = R::Summed},
        {.name = "errors", .field = &M::errors, .repeats = R::Summed},
        {.name = "mbit_per_s_stddev", .field = &M::mbitPerSStddev, .unit = "Mbit/s", .presence = P::Aggregate, .repeats = R::Derived},
        {.name = "repeats", .field = &M::repeatsCounted, .presence = P::Aggregate, .repeats = R::Derived},
        {.name = "sent_mbit_per_s", .field = &M::sentMbitPerS, .unit = "Mbit/s"},
        {.name = "datagrams", .field = &M::datagrams, .presence = P::Datagrams, .repeats = R::Derived},
        {.name = "lost", .field = &M::lostDatagrams, .presence = P::Datagrams, .repeats = R::Derived},
        {.name = "loss_pct", .field = &M::lossPct, .unit = "%", .decimals = 4, .presence = P::Datagrams, .repeats = R::Derived},
        {.name = "reordered", .field = &M::reordered, .presence = P::Datagrams, .repeats = R::Derived},
        {.name = "duplicates", .field = &M::duplicates, .presence = P::Datagrams, .repeats = R::Derived},
        {.name = "jitter_us", .field = &M::jitterUs, .unit = "µs", .presence = P::Datagrams, .repeats = R::Derived},
        {.name = "lat_min_us", .field = &M::latMinUs, .unit = "µs", .presence = P::Latency},
        {.name = "lat_stddev_us", .field = &M::latStddevUs, .unit = "µs", .presence = P::Latency},
        {.name = "lat_p9999_us", .field = &M::latP9999Us, .unit = "µs", .presence = P::Latency},
        {.name = "mtu", .field = &M::mtu, .unit = "B", .presence = P::Known, .repeats = R::Kept},
        {.name = "dev_read_ops_per_s", .field = &M::devReadOpsPerS, .unit = "1/s", .decimals = 1, .presence = P::Device},
        {.name = "dev_write_ops_per_s", .field = &M::devWriteOpsPerS, .unit = "1/s", .decimals = 1, .presence = P::Device},
        {.name = "dev_read_mb_per_s", .field = &M::devReadMbPerS, .unit = "MB/s", .presence = P::Device},
        {.name = "dev_write_mb_per_s", .field = &M::devWriteMbPerS, .unit = "MB/s", .presence = P::Device},
        {.name = "dev_util_pct", .field = &M::devUtilPct, .unit = "%", .decimals = 2, .presence = P::Device},
        {.name = "dev_queue", .field = &M::devQueue, .decimals = 2, .presence = P::Device},
        // How many workers ran in the step.
        {.name = "workers", .field = &M::workersRan, .presence = P::Known, .repeats = R::Kept},
        {.name = "retransmits", .field = &M::retransmits, .presence = P::Tcp, .repeats = R::Summed},
        {.name = "retransmits_per_s", .field = &M::retransmitsPerS, .unit = "1/s", .decimals = 2, .presence = P::Tcp},
        {.name = "tcp_rtt_us", .field = &M::tcpRttUs, .unit = "µs", .decimals = 1, .presence = P::TcpGauge},
        {.name = "tcp_rttvar_us", .field = &M::tcpRttVarUs, .unit = "µs", .decimals = 1, .presence = P::TcpGauge},
        {.name = "tcp_cwnd", .field = &M::tcpCwnd, .unit = "segments", .decimals = 1, .presence = P::TcpGauge},
        {.name = "tcp_delivery_mbit_per_s", .field = &M::tcpDeliveryMbitPerS, .unit = "Mbit/s", .presence = P::TcpGauge},
        // Reads and writes apart (docs/metrics.md, "Read and write latency").
        {.name = "read_lat_mean_us", .field = &M::readLatMeanUs, .unit = "µs", .presence = P::ReadLatency},
        {.name = "read_lat_p50_us", .field = &M::readLatP50Us, .unit = "µs", .presence = P::ReadLatency},
        {.name = "read_lat_p90_us", .field = &M::readLatP90Us, .unit = "µs", .presence = P::ReadLatency},
        {.name = "read_lat_p99_us", .field = &M::readLatP99Us, .unit = "µs", .presence = P::ReadLatency},
        {.name = "read_lat_p999_us", .field = &M::readLatP999Us, .unit = "µs", .presence = P::ReadLatency},
        {.name = "read_lat_max_us", .field = &M::readLatMaxUs, .unit = "µs", .presence = P::ReadLatency},
        {.name = "write_lat_mean_us", .field = &M::writeLatMeanUs, .unit = "µs", .presence = P::WriteLatency},
        {.name = "write_lat_p50_us", .field = &M::writeLatP50Us, .unit = "µs", .presence = P::WriteLatency},
        {.name = "write_lat_p90_us", .field = &M::writeLatP90Us, .unit = "µs", .presence = P::WriteLatency},
        {.name = "write_lat_p99_us", .field = &M::writeLatP99Us, .unit = "µs", .presence = P::WriteLatency},
        {.name = "write_lat_p999_us", .field = &M::writeLatP999Us, .unit = "µs", .presence = P::WriteLatency},
        {.name = "write_lat_max_us", .field = &M::writeLatMaxUs, .unit = "µs", .presence = P::WriteLatency},
        // A probe's part of the step (docs/metrics.md, "Latency under load").
        {.name = "phase", .field = &M::phase, .presence = P::Probe, .repeats = R::Kept},
        // Requests on a schedule: the rate that came due (docs/metrics.md, "Paced requests").
        {.name = "offered_per_s", .field = &M::offeredPerS, .unit = "1/s", .decimals = 1, .presence = P::Paced},
        // Where the sending time went: shares of the busy time summed over the row's
        // connections (docs/metrics.md, "TCP connections").
        {.name = "tcp_rwnd_limited_pct", .field = &M::tcpRwndLimitedPct, .unit = "%", .decimals = 2, .presence = P::TcpBusy, .repeats = R::Derived},
        {.name = "tcp_sndbuf_limited_pct", .field = &M::tcpSndbufLimitedPct, .unit = "%", .decimals = 2, .presence = P::TcpBusy, .repeats = R::Derived},
        // What limited the row (docs/metrics.md, "What limited it"): the step's rows only.
        {.name = "limited_by", .field = &M::limitedBy, .repeats = R::Derived},
        {.name = "warnings", .field = &M::warnings, .repeats = R::Derived},
        // Our own worker threads: on a CPU, and waiting for one, shares of the time they ran,
        // of the end whose threads wanted a CPU most (docs/metrics.md, "Our own threads").
        {.name = "thread_busy_pct", .field = &M::threadBusyPct, .unit = "%", .decimals = 1, .presence = P::Threads},
        {.name = "thread_wait_cpu_pct", .field = &M::threadWaitCpuPct, .unit = "%", .decimals = 1, .presence = P::Threads},
        // The latest minus the earliest start of the dynamos' measured windows, on the
        // manager's clock (docs/metrics.md, "Start skew").
        {.name = "start_skew_ms", .field = &M::startSkewMs, .unit = "ms", .decimals = 3, .presence = P::Clock},
        // Dynamos lost during the step or absent from it, a plan going on without them
        // (docs/plan-format.md, "on_dynamo_loss"); over repeats, added.
        {.name = "dynamos_lost", .field = &M::dynamosLost, .repeats = R::Summed},
        // The host's network as a whole: every interface, and TCP's retransmissions of every
        // connection, as IOmeter reports its hosts (docs/metrics.md, "Host network").
        {.name = "host_pps", .field = &M::hostPps, .unit = "1/s", .decimals = 1, .presence = P::HostNet},
        {.name = "host_net_errors", .field = &M::hostNetErrors, .presence = P::HostNet, .repeats = R::Summed},
        {.name = "host_tcp_retrans_per_s", .field = &M::hostTcpRetransPerS, .unit = "1/s", .decimals = 2, .presence = P::HostNet},
    };
    return columns;
}

const Column* findColumn(std::string_view name) {
    for (const Column& c : summaryColumns())
        if (name == c.name) return &c;
    return nullptr;
}

bool present(const MetricRow& row, const Column& column) {
    switch (column.presence) {
        case Presence::Always: return true;
        case Presence::Latency: return !row.latEmpty;
        case Presence::ReadLatency: return !row.readLatEmpty;
        case Presence::WriteLatency: return !row.writeLatEmpty;
        case Presence::Host: return !row.hostEmpty;
        case Presence::Aggregate: return row.repeat == "agg";
        case Presence::Datagrams: return row.udp;
        case Presence::Device: return row.dev;
        case Presence::Tcp: return row.tcp;
        case Presence::Probe: return !row.phase.empty();
        case Presence::TcpGauge: return row.tcp && row.tcpSamples > 0;
        case Presence::TcpBusy: return row.tcp && row.tcpBusyUs > 0;
        case Presence::Paced: return row.paced;
        case Presence::Threads: return row.threads;
        case Presence::Clock: return row.clocked;
        case Presence::HostNet: return row.hostNet && !row.hostEmpty;
        case Presence::Known: {
            const auto* optional = std::get_if<std::optional<int> MetricRow::*>(&column.field);
            return optional && (row.*(*optional)).has_value();
        }
    }
    return true;
}

std::optional<double> cellValue(const MetricRow& row, const Column& column) {
    if (!present(row, column)) return std::nullopt;
    return std::visit(
        [&](auto field) -> std::optional<double> {
            const auto& value = row.*field;
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, std::string>) return std::nullopt;
            else if constexpr (std::is_same_v<T, std::optional<int>>) return value ? std::optional<double>(*value) : std::nullopt;
            else return static_cast<double>(value);
        },
        column.field);
}

std::string cellText(const MetricRow& row, const Column& column) {
    if (!present(row, column)) return {};
    return std::visit(
        [&](auto field) -> std::string {
            const auto& value = row.*field;
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, double>) return csvNumber(value, column.decimals);
            else if constexpr (std::is_same_v<T, std::string>) return value;
            else if constexpr (std::is_same_v<T, std::optional<int>>) return value ? std::to_string(*value) : std::string();
            else return std::to_string(value);
        },
        column.field);
}

}  // namespace iometry::results
