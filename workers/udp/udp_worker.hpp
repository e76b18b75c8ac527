#pragma once
// One end of a UDP pair (docs/protocol.md, "UDP data path"; docs/metrics.md, "UDP receive
// statistics"): the holder binds `bind`, the partner sends from `peer.address`; both
// sockets are connected to the other end, so the kernel drops datagrams from anyone else,
// and a datagram is counted only if it carries the run's tag.
//
// Each end sends the requests of the spec that are its writes, paced so that the pair
// offers `rate_mbit` of payload in all (each end its share of the spec's bytes), and
// receives the others. The sender keeps absolute deadlines: datagram k is due when the
// bytes before it, at the offered rate, have had their time; all datagrams due are sent
// with one sendmmsg(). After a stall (the thread was not scheduled, the socket buffer was
// full) it does not burst to catch up: it starts a fresh schedule from now. The receiver
// takes up to 64 datagrams per recvmmsg(), with the kernel's arrival time of each, and
// feeds stats::UdpReceiveStats (loss, reordering, duplicates, jitter).
//
// The raw engine (`"engine": "raw"`, docs/plan-format.md "The raw engine") sends the same
// datagrams as whole Ethernet frames through a packet socket's transmit ring (udp/raw_tx,
// udp/frame.hpp), paced by the same schedule; hello, acknowledgement and receiving stay
// on the UDP socket, so the receiver counts them as it counts the socket engine's.
//
// A spec with replies is a ping-pong (as sockperf's): the requester sends a request and
// waits for the reply that echoes its header, timing the round trip; the responder
// answers each request at once. No rate_mbit: the round trips (and delay_ms) pace it.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/kinds/udp/udp_kind.hpp"
#include "workers/op_sequence.hpp"
#include "workers/pair_worker.hpp"
#include "workers/udp/pacer.hpp"
#include "workers/udp/raw_tx.hpp"
#include "workers/worker_counters.hpp"

namespace iometry::workers {

/** Datagrams per sendmmsg() and per UDP_SEGMENT message of the socket engine. */
struct SendShape {
    std::size_t batch = 64;
    std::size_t segments = 1;
};

/** The registry's factory for kind "udp". */
std::unique_ptr<Worker> makeUdpWorker(model::ConfiguredWorker setup, std::string& error);

class UdpWorker final : public PairWorker {
public:
    explicit UdpWorker(PairSetup setup, bool raw = false);
    ~UdpWorker() override;

    /** Partner: binds localAddress, connects to remoteAddress:port and says hello. */
    bool connect(std::uint16_t port, std::chrono::steady_clock::time_point deadline,
                 const std::atomic<bool>& cancel, std::string& error) override;
    WorkerDelta takeDelta() override;

protected:
    /** Binds a socket. */
    bool listen(std::optional<std::uint16_t>& port, std::string& error) override;
    void run() override;
    /** Shuts the socket down. */
    void wake() override;

private:
    enum Lane { SendLane = 0, RecvLane = 1 };
    /** Datagrams per recvmmsg() call at most (and per sendmmsg() by default: sendShape()). */
    static constexpr std::size_t kBatch = 64;
    /** Frames per send() of the raw engine at most: a quarter of its ring at least. */
    static constexpr std::size_t kRawBatch = 256;

    bool holderHandshake();
    bool partnerHandshake();
    bool sendHello(std::uint64_t kind);
    /** True when @p pacer's next datagram (@p size bytes) is due at @p now; else sleeps
        towards it (at most a socket timeout, never past the step's end) and is false. */
    bool dueNow(udp::Pacer& pacer, std::int64_t now, std::uint64_t size);
    void sendLoop();
    /** Opens the raw engine's ring on the interface of localAddress; false with @p error. */
    bool openRaw(std::string& error);
    /** After the handshake: the frames' addresses (the partner's MAC); false with an error. */
    bool resolveRaw();
    void rawSendLoop();
    void receiveLoop();
    void requestLoop();
    void pause(int ms);
    void respondLoop();
    void sendEnd();

    OpSequence m_shape;  // tells which directions this end has
    std::uint32_t m_tag = 0;
    int m_fd = -1;
    bool m_raw = false;  // frames through m_ring instead of datagrams through m_fd
    std::optional<udp::RawInterface> m_iface;
    std::unique_ptr<udp::TxRing> m_ring;
    std::optional<udp::FrameBuilder> m_frames;
    LaneCounters m_lanes[2];

    LaneReader m_reader;  // sampler thread only
};

}  // namespace iometry::workers
