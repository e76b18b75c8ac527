#pragma once
// One end of a TCP pair (DESIGN §5): the holder listens on `bind`, the partner connects
// from `peer.address`. Each end runs up to two lanes, a send lane and a receive lane,
// in threads of their own with blocking sockets; both walk the same OpSequence.
//
// Streams (no replies): each lane moves one request at a time; when a spec mixes reads
// and writes, the lanes run at once (full duplex) but may drift apart by at most
// kLaneWindow requests, which keeps the mix ratio without serialising the directions.
// Transactions (reply > 0): the requester keeps up to `outstanding` requests in flight;
// each is timed from its first byte sent to the last byte of its reply.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/stats/histogram.hpp"
#include "workers/tcp/op_sequence.hpp"
#include "workers/worker_counters.hpp"

namespace iometry::workers {

struct TcpWorkerSetup {
    int id = 0;
    bool partner = false;
    model::AccessSpec spec;
    int outstanding = 1;
    std::optional<int> cpu;
    std::string localAddress;   // holder: bind; partner: peer.address
    std::string remoteAddress;  // holder: the partner's address; partner: the holder's bind
    std::string cookie;         // proves a data connection belongs to this run
    std::uint64_t seed = 1;
};

class TcpWorker {
public:
    static constexpr std::uint64_t kLaneWindow = 64;

    explicit TcpWorker(TcpWorkerSetup setup);
    ~TcpWorker();

    TcpWorker(const TcpWorker&) = delete;
    TcpWorker& operator=(const TcpWorker&) = delete;

    const TcpWorkerSetup& setup() const { return m_setup; }

    /** Holder: opens the listening socket on localAddress, port chosen by the kernel. */
    bool listen(std::uint16_t& port, std::string& error);
    /** Partner: connects from localAddress to remoteAddress:port and identifies itself. */
    bool connect(std::uint16_t port, std::string& error);

    /** Starts the lanes; they stop by themselves at @p end. */
    void start(std::chrono::steady_clock::time_point end);
    /** Stops at once (abort, dead-man) and joins every thread. */
    void stop();
    /** True once every lane has ended. */
    bool finished() const { return m_finished.load(); }

    /** Counters and latencies since the previous call. */
    WorkerDelta takeDelta();
    /** Errors that happened since the previous call, as messages. */
    std::vector<std::string> takeErrors();

private:
    enum class Io { Ok, Stopped, Eof, Failed };
    enum Lane { SendLane = 0, RecvLane = 1 };

    void run();
    bool acceptPartner();
    void lane(Lane which);
    Io sendAll(const char* data, std::size_t n);
    Io recvAll(char* data, std::size_t n);
    bool waitForOtherLane(Lane which, std::uint64_t index);
    void publish(Lane which, std::uint64_t index);
    bool waitForSlot(std::size_t slots);
    void sleepMs(int ms);
    void laneFailed(Io result, const char* what);
    void recordLatency(Lane which, std::uint64_t ns);
    void pinThread();
    bool stopping() const { return m_stop.load(std::memory_order_relaxed); }

    TcpWorkerSetup m_setup;
    OpSequence m_shape;  // tells what lanes this end needs
    int m_listenFd = -1;
    int m_fd = -1;
    std::chrono::steady_clock::time_point m_end;
    std::thread m_runner;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_finished{false};
    std::atomic<std::uint64_t> m_position[2] = {0, 0};
    bool m_coupled = false;

    // Transactions in flight (requester end): a ring of send times, one slot each.
    std::vector<std::int64_t> m_slots;
    std::atomic<std::uint64_t> m_requestsSent{0};
    std::atomic<std::uint64_t> m_repliesReceived{0};
    std::mutex m_slotMutex;
    std::condition_variable m_slotFreed;

    WorkerCounters m_counters;
    WorkerCounters m_reported;  // values at the previous takeDelta (sampler thread only)
    std::mutex m_latencyMutex[2];
    stats::LatencyHistogram m_latency[2];

    std::mutex m_errorMutex;
    std::vector<std::string> m_errors;
};

}  // namespace iometry::workers
