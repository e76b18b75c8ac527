// The event loop of a TCP stream with more lanes than CPUs (tcp_worker.hpp): one thread
// per CPU, each moving the traffic of a share of the stream's connections with
// non-blocking calls and epoll (docs/architecture.md, "Threads and priorities"). It keeps
// the rules of the lane threads: a request is one send() call or more, never merged with
// the next; the receiving side reads whatever has arrived and counts the requests it
// completes; full duplex holds each direction within a window of the other; a pause after
// a request (a burst's end) delays only that connection's sending.

#include <sys/epoll.h>
#include <sys/socket.h>
#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "workers/tcp/bulk_receive.hpp"
#include "workers/tcp/tcp_worker.hpp"

namespace iometry::workers {
namespace {

constexpr int kTickMs = 200;  // the loop looks at the stop flag and slow receivers this often
constexpr std::int64_t kNsPerMs = 1000000;

std::int64_t nowNs() { return WorkerRunner::nowNs(); }

}  // namespace

std::size_t TcpWorker::loopThreads() const {
    // The lanes a stream needs, against the CPUs this end may use: no more lanes than CPUs
    // run a thread each (0: no loop), as a lane thread blocked in its own send() or recv()
    // costs nothing and moves a connection fastest; more run as one loop per CPU, at most
    // one per connection. 64 connections were 128 threads on each end before.
    if (m_shape.hasReplies()) return 0;
    const std::size_t lanes = m_links.size() * ((m_shape.hasWrites() ? 1 : 0) + (m_shape.hasReads() ? 1 : 0));
    std::size_t cpus = 1;
    if (!m_setup.cpu) {
        cpu_set_t set;
        CPU_ZERO(&set);
        if (sched_getaffinity(0, sizeof set, &set) == 0) cpus = std::max(1, CPU_COUNT(&set));
    }
    if (lanes <= cpus) return 0;
    return std::min(m_links.size(), cpus);
}

void TcpWorker::streamLoop(const std::vector<Link*>& links) {
    struct Connection {
        Link* link = nullptr;
        int fd = -1;
        OpSequence sendSequence;
        OpSequence receiveSequence;
        bool sending = false;    // its send lane is running
        bool receiving = false;  // its receive lane is running
        Op sendOp{};                    // the request being sent, or to send next
        std::uint64_t sendLeft = 0;     // its bytes still to send
        std::int64_t sendNotBefore = 0; // a pause: no sending before then
        std::uint32_t zeroCopySends = 0;
        std::uint64_t receiveOffset = 0;  // the request being received: its offset
        std::uint64_t receiveLeft = 0;    // and its bytes still to come
        std::uint64_t window = 0;         // full duplex: how far a lane may lead
        std::uint32_t armed = 0;          // the events asked of epoll
        bool registered = false;
    };
    const bool sends = m_shape.hasWrites();
    const bool receives = m_shape.hasReads();
    const int epoll = ::epoll_create1(EPOLL_CLOEXEC);
    if (epoll < 0) {
        m_run.addError(std::string("epoll_create1: ") + std::strerror(errno));
        links.front()->lanes[SendLane].errors.fetch_add(1, std::memory_order_relaxed);
        return;
    }
    std::vector<Connection> connections;
    connections.reserve(links.size());
    const std::vector<unsigned char> out = patternBuffer(m_shape);
    std::vector<unsigned char> in(
        std::max<std::size_t>(kBulkReceiveBytes, static_cast<std::size_t>(m_shape.largestTransfer())));
    auto nextWrite = [](Connection& c, std::int64_t now) {
        // The pauses of the requests skipped on the way (the other direction's) are kept
        // too, as a lane thread sleeps them.
        std::int64_t pauseMs = 0;
        Op op = c.sendSequence.next();
        while (op.read) {
            pauseMs += op.delayAfterMs;
            op = c.sendSequence.next();
        }
        c.sendOp = op;
        c.sendLeft = op.size;
        if (pauseMs > 0) c.sendNotBefore = std::max(c.sendNotBefore, now) + pauseMs * kNsPerMs;
    };
    auto nextRead = [](Connection& c) {
        Op op = c.receiveSequence.next();
        while (!op.read) op = c.receiveSequence.next();
        c.receiveOffset = op.offset;
        c.receiveLeft = op.size;
    };
    const std::int64_t start = nowNs();
    for (Link* link : links) {
        Connection& c = connections.emplace_back(Connection{
            .link = link,
            .fd = link->fd,
            .sendSequence = OpSequence(m_setup.spec, link->seed, m_setup.partner),
            .receiveSequence = OpSequence(m_setup.spec, link->seed, m_setup.partner)});
        c.sending = sends;
        c.receiving = receives;
        if (sends) nextWrite(c, start);
        if (receives) nextRead(c);
        if (m_coupled) c.window = laneWindowBytes(c.fd);
        // As a lane thread's: woken when this much has arrived (bulkReceiveLane).
        if (receives && !m_coupled) setReceiveMark(c.fd, bulkReceiveLowat(m_shape.largestTransfer()));
    }
    // Full duplex: a lane goes on while it is within the window of the other lane's
    // position, a position being the sequence offset of the request a lane is at
    // (waitForOtherLane). The window grows with the connection's buffers.
    auto within = [&](Connection& c, std::uint64_t otherOffset, std::uint64_t offset) {
        if (otherOffset + c.window >= offset) return true;
        c.window = std::max(c.window, laneWindowBytes(c.fd));
        return otherOffset + c.window >= offset;
    };
    auto sendHeld = [&](Connection& c) {
        return m_coupled && c.receiving && !within(c, c.receiveOffset, c.sendOp.offset);
    };
    auto receiveHeld = [&](Connection& c) {
        return m_coupled && c.sending && !within(c, c.sendOp.offset, c.receiveOffset);
    };
    auto endSending = [&](Connection& c) {
        if (!c.sending) return;
        c.sending = false;
        ::shutdown(c.fd, SHUT_WR);  // the peer's receiver sees the end
        c.link->position[SendLane].store(UINT64_MAX, std::memory_order_release);
    };
    auto endReceiving = [&](Connection& c) {
        c.receiving = false;
        c.link->position[RecvLane].store(UINT64_MAX, std::memory_order_release);
    };
    auto ioError = [](int error) { return error == EPIPE || error == ECONNRESET ? Io::Eof : Io::Failed; };

    // Sends requests until the socket is full, the turn's bytes are used, the connection
    // pauses or is held, or the step ends (false).
    std::int64_t now = start;
    std::uint64_t sinceClock = 0;
    // Read once: the settings do not change within a step, and the turn below is hot.
    const int flags = MSG_DONTWAIT | MSG_NOSIGNAL | (socketOptions().zeroCopy ? MSG_ZEROCOPY : 0);
    auto sendTurn = [&](Connection& c) {
        LaneCounters& lane = c.link->lanes[SendLane];
        std::uint64_t turn = 0;
        while (c.sending && turn < kLoopTurnBytes) {
            if (now < c.sendNotBefore || sendHeld(c)) return true;
            const ssize_t sent = ::send(c.fd, out.data(), std::min<std::uint64_t>(c.sendLeft, out.size()), flags);
            if (sent > 0) {
                const auto n = static_cast<std::uint64_t>(sent);
                LaneCounters::add(lane.bytesWritten, n);
                c.sendLeft -= n;
                turn += n;
                sinceClock += n;
                if (flags & MSG_ZEROCOPY) zeroCopySent(c.fd, c.zeroCopySends);
                if (c.sendLeft == 0) {
                    LaneCounters::add(lane.writeOps, 1);
                    if (c.sendOp.delayAfterMs > 0) {
                        now = nowNs();
                        c.sendNotBefore = now + std::int64_t{c.sendOp.delayAfterMs} * kNsPerMs;
                    }
                    nextWrite(c, now);
                }
                // The clock once per kClockCheckBytes, as a lane thread's (streamLane).
                if (sinceClock >= kClockCheckBytes) {
                    sinceClock = 0;
                    now = nowNs();
                    if (m_run.pastEnd(now)) return false;
                }
                continue;
            }
            const int error = errno;
            if (error == EINTR) continue;
            if (error == EAGAIN || error == EWOULDBLOCK) return true;
            if (error == ENOBUFS && (flags & MSG_ZEROCOPY)) {
                reapZeroCopy(c.fd);
                continue;
            }
            errno = error;
            laneFailed(lane, ioError(error), "send");
            endSending(c);
        }
        return true;
    };
    // Reads what has arrived, counting the requests it completes (bulkReceiveLane). A read
    // that did not fill the buffer took all there was: the next waits for epoll, which
    // reports the connection once its low-water mark has arrived, as a lane thread waits
    // for it (bulk_receive.hpp); reading again at once would take the few bytes that came
    // meanwhile, and have the kernel acknowledge them.
    auto receiveTurn = [&](Connection& c) {
        LaneCounters& lane = c.link->lanes[RecvLane];
        std::uint64_t turn = 0;
        while (c.receiving && turn < kLoopTurnBytes) {
            if (receiveHeld(c)) return;
            const ssize_t got = ::recv(c.fd, in.data(), in.size(), MSG_DONTWAIT);
            if (got > 0) {
                turn += static_cast<std::uint64_t>(got);
                countArrived(lane, static_cast<std::uint64_t>(got), c.receiveLeft, [&] {
                    nextRead(c);
                    return c.receiveLeft;
                });
                if (!m_coupled && static_cast<std::size_t>(got) < in.size()) return;
                continue;
            }
            const int error = got == 0 ? 0 : errno;
            if (error == EINTR) continue;
            if (error == EAGAIN || error == EWOULDBLOCK) return;
            errno = error;
            laneFailed(lane, got == 0 || error == ECONNRESET ? Io::Eof : Io::Failed, "receive");
            endReceiving(c);
        }
    };
    // What a connection asks of epoll now; one with no lane left leaves the set.
    auto arm = [&](Connection& c) {
        std::uint32_t want = 0;
        if (c.receiving && !receiveHeld(c)) want |= EPOLLIN;
        if (c.sending && now >= c.sendNotBefore && !sendHeld(c)) want |= EPOLLOUT;
        if (!c.sending && !c.receiving) {
            if (c.registered) ::epoll_ctl(epoll, EPOLL_CTL_DEL, c.fd, nullptr);
            c.registered = false;
            return;
        }
        if (c.registered && want == c.armed) return;
        epoll_event event{};
        event.events = want;
        event.data.ptr = &c;
        if (::epoll_ctl(epoll, c.registered ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, c.fd, &event) == 0) {
            c.registered = true;
            c.armed = want;
        }
    };

    std::vector<epoll_event> events(std::min<std::size_t>(connections.size(), 256));
    std::int64_t lastTick = start;
    bool live = true;
    while (live && !m_run.stopping()) {
        now = nowNs();
        if (m_run.pastEnd(now)) break;
        // A slow receiver (under bulkReceiveLowat() a tick) is read at every tick, as a
        // lane thread's receive times out; a pause that has ended is armed again.
        const bool tick = now - lastTick >= kTickMs * kNsPerMs;
        if (tick) lastTick = now;
        live = false;
        std::int64_t wake = std::min(m_run.endNs(), now + kTickMs * kNsPerMs);
        for (Connection& c : connections) {
            if (tick && c.receiving) receiveTurn(c);
            arm(c);
            live = live || c.sending || c.receiving;
            if (c.sending && c.sendNotBefore > now) wake = std::min(wake, c.sendNotBefore);
        }
        if (!live) break;
        const int waitMs = static_cast<int>(std::max<std::int64_t>(0, (wake - now + kNsPerMs - 1) / kNsPerMs));
        const int ready = ::epoll_wait(epoll, events.data(), static_cast<int>(events.size()), waitMs);
        if (ready < 0) {
            if (errno == EINTR) continue;
            m_run.addError(std::string("epoll_wait: ") + std::strerror(errno));
            links.front()->lanes[SendLane].errors.fetch_add(1, std::memory_order_relaxed);
            break;
        }
        now = nowNs();
        bool ended = false;
        for (int i = 0; i < ready && !ended; ++i) {
            Connection& c = *static_cast<Connection*>(events[i].data.ptr);
            const std::uint32_t happened = events[i].events;
            if (happened & (EPOLLIN | EPOLLERR | EPOLLHUP)) receiveTurn(c);
            if (happened & (EPOLLOUT | EPOLLERR | EPOLLHUP)) ended = !sendTurn(c);
            if ((happened & (EPOLLERR | EPOLLHUP)) && c.sending && !(happened & EPOLLOUT)) {
                // Reported whatever was asked: a paused or held send lane learns the
                // connection's fate here, not in a loop of wake-ups.
                int error = 0;
                socklen_t length = sizeof error;
                getsockopt(c.fd, SOL_SOCKET, SO_ERROR, &error, &length);
                errno = error;
                laneFailed(c.link->lanes[SendLane], error == 0 ? Io::Eof : ioError(error), "send");
                endSending(c);
            }
        }
        if (ended) break;
    }
    for (Connection& c : connections) {
        endSending(c);
        if (c.receiving) endReceiving(c);
    }
    ::close(epoll);
}

}  // namespace iometry::workers
