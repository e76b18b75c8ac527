#pragma once
// One end of a TCP pair (docs/protocol.md, docs/metrics.md): the holder listens on `bind`,
// the partner connects from `peer.address`. Each end runs in threads of its own with
// blocking sockets; every lane walks the same OpSequence.
//
// Streams (no replies): `outstanding` N opens N connections, as iperf3 -P does (each walks
// the sequence from its own seed). While there are no more lanes than CPUs, each lane is a
// thread; beyond that, one event loop per CPU moves a share of the connections, both lanes
// of each (stream_loop.cpp), the same way. On each, a send lane and a receive lane move one
// request at a time (a one-way stream's receiving end reads all that has arrived and
// counts the requests it completes); when a spec mixes reads and writes, both run at once (full duplex),
// and the mix is kept over
// the step by holding the lanes within a window of bytes of each other, as wide as the
// connection's buffers (see TcpWorker::waitForOtherLane for why). Streams record
// no latency (docs/metrics.md, "Latency columns").
// Transactions (reply > 0): with outstanding 1 the requester is one thread that sends a
// request and reads its reply, no hand-off per transaction; with outstanding N > 1 one
// thread keeps N requests in flight with non-blocking calls and poll(). Either way a
// transaction is timed from just before its request's first byte is sent to the last byte
// of its reply. The responder is one thread: read a request, send its reply.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/model/plan.hpp"
#include "workers/op_sequence.hpp"
#include "workers/pair_worker.hpp"
#include "workers/tcp/tcp_info.hpp"
#include "workers/worker_counters.hpp"

namespace iometry::workers {

/** The registry's factory for kind "tcp". */
std::unique_ptr<Worker> makeTcpWorker(model::ConfiguredWorker setup, std::string& error);

class TcpWorker final : public PairWorker {
    friend std::unique_ptr<Worker> makeTcpWorker(model::ConfiguredWorker setup, std::string& error);

public:
    /** Requests a full-duplex lane may run ahead beyond the connection's buffers. */
    static constexpr std::uint64_t kLaneWindow = 64;
    /** A one-way stream's receiving end reads up to this much a call (iperf: 128 KiB). */
    static constexpr std::size_t kBulkReceiveBytes = 256 * 1024;
    /** ... and reads once eight of its largest requests have arrived, within these bounds
     *  (SO_RCVLOWAT; bulkReceiveLowat; bulk_receive.hpp). On loopback 16 KiB against 4 KiB
     *  moved 14-15 % more at 2 and 4 KiB, with less CPU, but 5-15 % less at 128 B
     *  (bench/README.md). */
    static constexpr int kBulkReceiveLowatMin = 4 * 1024;
    static constexpr int kBulkReceiveLowatMax = 16 * 1024;
    static int bulkReceiveLowat(std::uint64_t largestRequest) {
        return static_cast<int>(std::clamp<std::uint64_t>(8 * largestRequest, kBulkReceiveLowatMin,
                                                          kBulkReceiveLowatMax));
    }
    /** A lane thread of a stream whose largest request is smaller than this waits for its
     *  mark before it reads (bulk_receive.hpp); larger requests are read with a blocking
     *  recv(), as the ACKs that saves cost less than a poll() per read. On loopback 4 KiB
     *  requests took 0.091 CPU s/Gbit with poll(), 0.073 without; at 1 and 2 KiB it was
     *  level or better (bench/README.md, "The ACKs at small sizes"). */
    static constexpr std::uint64_t kMarkFirstBelow = 4 * 1024;
    /** A lane thread reads a request of at least kLargeRequestBytes in pieces of
     *  kLargeRequestPiece, each waited for whole (MSG_WAITALL): at 256 KiB and 1 MiB on
     *  loopback that moved 1.3-2x what bulk reads did; at 64 and 128 KiB it did not help
     *  (bench/README.md). The event loops (stream_loop.cpp) cannot wait and read in bulk;
     *  with many connections that was not measured. */
    static constexpr std::uint64_t kLargeRequestBytes = 256 * 1024;
    static constexpr std::uint64_t kLargeRequestPiece = 64 * 1024;
    /** A stream lane looks at the clock once per this many bytes of requests. */
    static constexpr std::uint64_t kClockCheckBytes = 16 * 1024;
    /** An event loop moves at most this much on one connection before the next's turn. */
    static constexpr std::uint64_t kLoopTurnBytes = 512 * 1024;
    /** MSG_ZEROCOPY completions are reaped once per this many sends. */
    static constexpr std::uint32_t kZeroCopyReapEvery = 64;

    explicit TcpWorker(PairSetup setup);
    ~TcpWorker() override;

    /** Partner: connects from localAddress to remoteAddress:port and identifies itself. */
    bool connect(std::uint16_t port, std::chrono::steady_clock::time_point deadline,
                 const std::atomic<bool>& cancel, std::string& error) override;
    WorkerDelta takeDelta() override;
    /** socket_holder or socket_partner: the socket controls this end's kernel granted. */
    nlohmann::json facts() const override;

protected:
    /** Opens the listening socket. */
    bool listen(std::optional<std::uint16_t>& port, std::string& error) override;
    void run() override;
    /** Moves every lane's window to the end and shuts every connection down. */
    void wake() override;

private:
    /** The socket controls both ends apply (docs/plan-format.md, "Socket controls"). */
    const model::SocketOptions& socketOptions() const {
        return m_setup.settingsOf<model::TcpSettings>().socket;
    }
    enum class Io { Ok, Stopped, Eof, Failed };
    enum Lane { SendLane = 0, RecvLane = 1 };
    /** One TCP connection of this end; a stream with outstanding N has N of them. */
    struct Link {
        std::atomic<int> fd{-1};  // set by the lane that connects, read by the sampler too
        std::uint64_t seed = 1;  // of its request sequence, the same at both ends
        LaneCounters lanes[2];
        alignas(kCacheLine) std::atomic<std::uint64_t> position[2] = {0, 0};
    };

    bool acceptPartner();
    void streamLane(Link& link, Lane which);
    void bulkReceiveLane(Link& link);
    /** Threads of event loops a stream needs (stream_loop.cpp); 0: a thread per lane. */
    std::size_t loopThreads() const;
    /** One event loop over @p links, both lanes of each (stream_loop.cpp). */
    void streamLoop(const std::vector<Link*>& links);
    void requestLoop();
    void requestWindowLoop();
    void respondLoop();
    Io sendAll(int fd, LaneCounters& lane, const unsigned char* data, std::size_t n, bool count = true);
    Io recvAll(int fd, LaneCounters& lane, unsigned char* data, std::size_t n);
    static void reapZeroCopy(int fd);
    /** After each MSG_ZEROCOPY send: reaps the completions once per kZeroCopyReapEvery. */
    static void zeroCopySent(int fd, std::uint32_t& sinceReaped);
    /**
     * Counts @p got bytes that arrived on a receiving lane, and the requests they complete
     * by walking the sequence over them: @p left is what the current request still
     * needs, and @p next() gives the size of the one after it. A request is counted when
     * its last byte arrives.
     */
    template <class Next>
    static void countArrived(LaneCounters& lane, std::uint64_t got, std::uint64_t& left, Next&& next) {
        LaneCounters::add(lane.bytesRead, got);
        std::uint64_t completed = 0;
        while (got >= left) {  // sizes are at least 1 byte (plan.hpp)
            got -= left;
            ++completed;
            left = next();
        }
        left -= got;
        if (completed > 0) LaneCounters::add(lane.readOps, completed);
    }
    bool connectLink(Link& link, std::size_t index, std::uint16_t port,
                     std::chrono::steady_clock::time_point deadline,
                     const std::atomic<bool>& cancel, std::string& error);
    bool waitForOtherLane(Link& link, Lane which, std::uint64_t offset, std::uint64_t& window);
    std::uint64_t laneWindowBytes(int fd) const;
    void publish(Link& link, Lane which, std::uint64_t offset);
    void sleepMs(int ms);
    void laneFailed(LaneCounters& lane, Io result, const char* what);
    void pinThread();

    OpSequence m_shape;  // tells what lanes this end needs
    int m_listenFd = -1;
    std::vector<std::unique_ptr<Link>> m_links;  // fixed at construction
    bool m_coupled = false;

    std::size_t m_slotCount = 1;  // outstanding, for transactions
    nlohmann::json m_granted;     // the socket controls as granted on a probe socket

    LaneReader m_reader;  // sampler thread only
    std::vector<TcpInfoSampler> m_tcpInfo;  // by link; sampler thread only
};

}  // namespace iometry::workers
