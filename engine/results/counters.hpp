#pragma once
/**
 * @file
 * @brief The interval counters, declared once (docs/metrics.md, "Counters").
 *
 * A worker counts into these fields (a lane as atomics, `workers/worker_counters.hpp`), the
 * dynamo sends one interval's growth of each in a sample's worker entry under the key
 * named here (docs/protocol.md, `sample`), interval aggregation reads them back and sums
 * them, and metrics turns them into the rates of summary.csv. Every counter is a count over
 * an interval, so two intervals (or two lanes, or the connections of a stream) add by
 * summing; a gauge is carried as a sum over samples beside the count of samples behind it
 * (`tcp_samples`), so its mean stays a ratio of two sums.
 *
 * Adding a counter is its field in `CounterFields` and its line in `counterTable`, plus the
 * code that counts it and the column that shows it.
 */

#include <array>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace iometry::results {

/** @brief When a counter is on the wire: always, or only for the ends that count it. */
enum class CounterGroup {
    Traffic,    ///< every worker entry carries it
    Datagrams,  ///< a UDP receiving end's (sent when one of them is not 0)
    Tcp,        ///< a TCP end's kernel view of its connections (sent when one is not 0)
    Paced,      ///< the end that keeps a schedule of requests (sent when not 0)
    Threads,    ///< the end's own worker threads (sent when not 0: dynamos before 1.x send none)
};

/** @brief The counters' fields, for any holder: plain counts, or a lane's atomics. */
template <class T>
struct CounterFields {
    T readOps{};       ///< requests completed that read (a TCP or UDP end: received)
    T writeOps{};      ///< requests completed that wrote (sent)
    T bytesRead{};     ///< bytes of the requests that read
    T bytesWritten{};  ///< bytes of the requests that wrote
    T transactions{};  ///< request/reply pairs completed
    T errors{};        ///< requests that failed
    // What a UDP receiving end saw of the datagrams sent to it (docs/metrics.md, "UDP
    // receive statistics").
    T dgramExpected{};    ///< growth of (highest sequence number + 1)
    T dgramReceived{};    ///< distinct datagrams that arrived
    T dgramReordered{};   ///< arrived after a higher sequence number
    T dgramDuplicates{};  ///< copies of one already received
    T jitterNsSum{};      ///< RFC 3550 jitter after each datagram, summed
    // The kernel's view of a TCP end's connections (TCP_INFO, docs/metrics.md "TCP
    // connections"). The gauges are sums over connection samples (one per connection per
    // interval, taken only of a connection that sent data in the interval).
    T tcpInfoReads{};       ///< connection samples taken (any TCP end: > 0)
    T tcpRetransmits{};     ///< segments retransmitted (tcpi_total_retrans growth)
    T tcpSamples{};         ///< samples of connections that sent: behind the sums
    T tcpRttUsSum{};        ///< smoothed round-trip time (tcpi_rtt), µs
    T tcpRttVarUsSum{};     ///< its mean deviation (tcpi_rttvar), µs
    T tcpCwndSum{};         ///< congestion window (tcpi_snd_cwnd), segments
    T tcpDeliveryBpsSum{};  ///< delivery rate (tcpi_delivery_rate), bytes/s
    // Where the sending time went (kernel 4.10 and later; 0 on older ones): growths of
    // cumulative µs, the limited times part of the busy time.
    T tcpBusyUs{};           ///< busy sending data (tcpi_busy_time growth), µs
    T tcpRwndLimitedUs{};    ///< of it, limited by the receiver's window (tcpi_rwnd_limited), µs
    T tcpSndbufLimitedUs{};  ///< of it, limited by the send buffer (tcpi_sndbuf_limited), µs
    // Requests on a schedule (docs/metrics.md, "Paced requests").
    T scheduled{};  ///< requests that came due (their scheduled time passed), issued or not
    // The end's own worker threads (docs/metrics.md, "Our own threads"): what they took of
    // a CPU over the time they ran, each summed over the end's threads.
    T threadCpuUs{};   ///< CPU time of the threads, user and system (the thread's CPU clock), µs
    T threadWallUs{};  ///< time the threads ran the step (from the start gate to now or their exit), µs
    T threadWaitCpuUs{};  ///< of it, ready to run but waiting for a CPU (the run queue), µs
};

/** @brief One counter: its wire key, its field, its group and the columns it becomes. */
template <class T>
struct CounterSpec {
    const char* key;  ///< the key in a sample's worker entry
    T CounterFields<T>::*field;
    CounterGroup group;
    /** The summary.csv columns derived from it (docs/metrics.md says how). */
    const char* columns;
};

inline constexpr std::size_t kCounterCount = 25;

/** @brief Every interval counter, once: the dynamo, the wire, aggregation and metrics read it. */
template <class T>
constexpr std::array<CounterSpec<T>, kCounterCount> counterTable() {
    using F = CounterFields<T>;
    using G = CounterGroup;
    return {{
        {"read_ops", &F::readOps, G::Traffic, "ops_per_s read_ops_per_s"},
        {"write_ops", &F::writeOps, G::Traffic, "ops_per_s write_ops_per_s"},
        {"bytes_read", &F::bytesRead, G::Traffic, "mbit_per_s read_mbit_per_s mb_per_s"},
        {"bytes_written", &F::bytesWritten, G::Traffic, "mbit_per_s write_mbit_per_s mb_per_s sent_mbit_per_s"},
        {"transactions", &F::transactions, G::Traffic, "transactions_per_s"},
        {"errors", &F::errors, G::Traffic, "errors"},
        {"dgram_expected", &F::dgramExpected, G::Datagrams, "datagrams lost loss_pct"},
        {"dgram_received", &F::dgramReceived, G::Datagrams, "lost loss_pct jitter_us"},
        {"dgram_reordered", &F::dgramReordered, G::Datagrams, "reordered"},
        {"dgram_duplicates", &F::dgramDuplicates, G::Datagrams, "duplicates"},
        {"jitter_ns_sum", &F::jitterNsSum, G::Datagrams, "jitter_us"},
        {"tcp_info_reads", &F::tcpInfoReads, G::Tcp, "retransmits"},
        {"tcp_retrans", &F::tcpRetransmits, G::Tcp, "retransmits retransmits_per_s"},
        {"tcp_samples", &F::tcpSamples, G::Tcp, "tcp_rtt_us tcp_rttvar_us tcp_cwnd tcp_delivery_mbit_per_s"},
        {"tcp_rtt_us_sum", &F::tcpRttUsSum, G::Tcp, "tcp_rtt_us"},
        {"tcp_rttvar_us_sum", &F::tcpRttVarUsSum, G::Tcp, "tcp_rttvar_us"},
        {"tcp_cwnd_sum", &F::tcpCwndSum, G::Tcp, "tcp_cwnd"},
        {"tcp_delivery_bps_sum", &F::tcpDeliveryBpsSum, G::Tcp, "tcp_delivery_mbit_per_s"},
        {"tcp_busy_us", &F::tcpBusyUs, G::Tcp, "tcp_rwnd_limited_pct tcp_sndbuf_limited_pct"},
        {"tcp_rwnd_limited_us", &F::tcpRwndLimitedUs, G::Tcp, "tcp_rwnd_limited_pct"},
        {"tcp_sndbuf_limited_us", &F::tcpSndbufLimitedUs, G::Tcp, "tcp_sndbuf_limited_pct"},
        {"scheduled", &F::scheduled, G::Paced, "offered_per_s"},
        {"thread_cpu_us", &F::threadCpuUs, G::Threads, "thread_busy_pct"},
        {"thread_wall_us", &F::threadWallUs, G::Threads, "thread_busy_pct thread_wait_cpu_pct"},
        {"thread_wait_cpu_us", &F::threadWaitCpuUs, G::Threads, "thread_wait_cpu_pct"},
    }};
}

/** @brief What a worker did over some time. */
struct Counters : CounterFields<std::uint64_t> {
    /** @brief Adds every counter of @p other. */
    void add(const Counters& other);
    /** @brief Adds only the TCP_INFO counters (the other end of a pair's connections). */
    void addTcp(const Counters& other);
    /** @brief True when any counter of @p group is set. */
    bool has(CounterGroup group) const;
    /** @brief True when any TCP_INFO counter is set. */
    bool hasTcp() const { return has(CounterGroup::Tcp); }
    /** @brief True when any UDP receive counter is set. */
    bool hasDatagrams() const { return has(CounterGroup::Datagrams); }
    /** @brief The wire form in a sample's worker entry: the traffic counters, and each
     *  other group when one of its counters is set. */
    nlohmann::json toJson() const;
    /**
     * @brief From a sample's worker entry (or one of its connections): an absent counter is
     *        0; one that is not a whole number >= 0 is an error naming it, at @p where.
     */
    static std::optional<Counters> fromJson(const nlohmann::json& entry, const std::string& where,
                                            std::string& error);
};

}  // namespace iometry::results
