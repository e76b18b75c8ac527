#include "workers/tcp/tcp_worker.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "workers/socket_util.hpp"
#include "workers/tcp/bulk_receive.hpp"
#include "workers/tcp/socket_options.hpp"

namespace iometry::workers {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kSocketTimeoutMs = 200;     // lanes look at the stop flag this often
constexpr int kAcceptTimeoutMs = 10000;
constexpr auto kGracefulEndWindow = std::chrono::seconds(2);

std::int64_t nowNs() { return WorkerRunner::nowNs(); }

}  // namespace

std::unique_ptr<Worker> makeTcpWorker(PairSetup setup, std::string& error) {
    // The socket controls on a socket of the worker's family, at configure: a control the
    // kernel refuses (an unknown congestion control) ends the step before any traffic,
    // and what it grants is what every data socket of this end will get.
    sockaddr_storage addr;
    socklen_t length;
    if (!makeAddress(setup.localAddress, 0, addr, length)) {
        error = "address " + setup.localAddress + " is not an IP address";
        return nullptr;
    }
    const int probe = ::socket(addr.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (probe < 0) {
        error = errnoText("socket");
        return nullptr;
    }
    auto worker = std::make_unique<TcpWorker>(std::move(setup));
    const bool applied =
        applySocketOptions(probe, worker->socketOptions(), worker->m_shape.hasReplies(), error);
    if (applied) worker->m_granted = grantedSocketOptions(probe);
    ::close(probe);
    if (!applied) return nullptr;
    return worker;
}

TcpWorker::TcpWorker(PairSetup setup)
    : PairWorker(std::move(setup)), m_shape(m_setup.spec, m_setup.seed, m_setup.partner) {
    m_coupled = m_shape.hasReads() && m_shape.hasWrites() && !m_shape.hasReplies();
    m_slotCount = static_cast<std::size_t>(std::max(1, m_setup.outstanding));
    // Transactions keep `outstanding` requests in flight on one connection; a stream has
    // one connection per outstanding request (docs/plan-format.md, `outstanding`).
    const std::size_t links = m_shape.hasReplies() ? 1 : m_slotCount;
    for (std::size_t i = 0; i < links; ++i) {
        m_links.push_back(std::make_unique<Link>());
        m_links.back()->seed = m_setup.seed + i;
    }
    // A requester times its requests, the spec's writes (docs/metrics.md, "Read and write
    // latency"); a stream times nothing and keeps no histograms.
    if (m_shape.hasReplies() && m_shape.hasWrites()) m_links[0]->lanes[SendLane].writeLatency.reserve();
    m_tcpInfo.resize(links);
}

TcpWorker::~TcpWorker() {
    stop();
    if (m_listenFd >= 0) ::close(m_listenFd);
    for (auto& link : m_links)
        if (link->fd >= 0) ::close(link->fd);
}

bool TcpWorker::listen(std::optional<std::uint16_t>& port, std::string& error) {
    sockaddr_storage addr;
    socklen_t length;
    if (!makeAddress(m_setup.localAddress, 0, addr, length)) {
        error = "bind address " + m_setup.localAddress + " is not an IP address";
        return false;
    }
    m_listenFd = ::socket(addr.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_listenFd < 0) {
        error = errnoText("socket");
        return false;
    }
    const int one = 1;
    setsockopt(m_listenFd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    // Accepted connections inherit the listener's controls; buffers must be set before
    // listen(), as the window scale offered in the handshake is chosen from them.
    if (!applySocketOptions(m_listenFd, socketOptions(), m_shape.hasReplies(), error)) return false;
    if (::bind(m_listenFd, reinterpret_cast<sockaddr*>(&addr), length) != 0) {
        error = errnoText("cannot listen on " + m_setup.localAddress);
        return false;
    }
    // The partner's connections; a little room for strays that are refused.
    if (::listen(m_listenFd, static_cast<int>(m_links.size()) + 8) != 0) {
        error = errnoText("listen on " + m_setup.localAddress);
        return false;
    }
    length = sizeof addr;
    getsockname(m_listenFd, reinterpret_cast<sockaddr*>(&addr), &length);
    port = portOf(addr);
    return true;
}

bool TcpWorker::connect(std::uint16_t port, Clock::time_point deadline,
                        const std::atomic<bool>& cancel, std::string& error) {
    for (std::size_t i = 0; i < m_links.size(); ++i)
        if (!connectLink(*m_links[i], i, port, deadline, cancel, error)) return false;
    return true;
}

bool TcpWorker::connectLink(Link& link, std::size_t index, std::uint16_t port,
                            Clock::time_point deadline, const std::atomic<bool>& cancel,
                            std::string& error) {
    const std::string target = m_setup.remoteAddress + ":" + std::to_string(port);
    sockaddr_storage local, remote;
    socklen_t localLength, remoteLength;
    if (!makeAddress(m_setup.localAddress, 0, local, localLength) ||
        !makeAddress(m_setup.remoteAddress, port, remote, remoteLength)) {
        error = "peer or bind address is not an IP address";
        return false;
    }
    const int fd = ::socket(remote.ss_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) {
        error = errnoText("socket");
        return false;
    }
    if (!applySocketOptions(fd, socketOptions(), m_shape.hasReplies(), error)) {
        ::close(fd);
        return false;
    }
    // The data path must be exactly bind <-> peer.address: fix the source address.
    if (::bind(fd, reinterpret_cast<sockaddr*>(&local), localLength) != 0) {
        error = errnoText("cannot bind the data connection to " + m_setup.localAddress);
        ::close(fd);
        return false;
    }
    if (::connect(fd, reinterpret_cast<sockaddr*>(&remote), remoteLength) != 0 &&
        errno != EINPROGRESS) {
        error = errnoText("cannot connect to " + target);
        ::close(fd);
        return false;
    }
    // Wait in short slices so that a cancelled step (stop, bye, dead-man) ends this at once.
    int ready = 0;
    while (ready == 0) {
        if (cancel.load() || m_run.stopping()) {
            error = "connecting to " + target + " was cancelled";
            ::close(fd);
            return false;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                              deadline - Clock::now()).count();
        if (left <= 0) break;
        pollfd p{fd, POLLOUT, 0};
        ready = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 50)));
        if (ready < 0 && errno == EINTR) ready = 0;
        if (ready < 0) break;
    }
    int soError = 0;
    socklen_t soLength = sizeof soError;
    if (ready != 1 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &soError, &soLength) != 0 ||
        soError != 0) {
        errno = soError ? soError : ETIMEDOUT;
        error = errnoText("cannot connect to " + target);
        ::close(fd);
        return false;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    setSocketTimeouts(fd, kSocketTimeoutMs);
    link.fd = fd;
    // The cookie, then the connection's index (2 bytes, big-endian), tell the holder which
    // link this is. They are not payload: not counted.
    std::string hello = m_setup.cookie;
    hello.push_back(static_cast<char>((index >> 8) & 0xff));
    hello.push_back(static_cast<char>(index & 0xff));
    if (sendAll(fd, link.lanes[SendLane], reinterpret_cast<const unsigned char*>(hello.data()), hello.size(), false) != Io::Ok) {
        error = errnoText("cannot identify the data connection to " + target);
        return false;
    }
    return true;
}

bool TcpWorker::acceptPartner() {
    const auto deadline = Clock::now() + std::chrono::milliseconds(kAcceptTimeoutMs);
    const std::string expected = normalisedAddress(m_setup.remoteAddress);
    std::size_t accepted = 0;
    while (!m_run.stopping() && Clock::now() < deadline && accepted < m_links.size()) {
        pollfd p{m_listenFd, POLLIN, 0};
        if (::poll(&p, 1, 100) != 1) continue;
        sockaddr_storage from;
        socklen_t fromLength = sizeof from;
        const int fd = ::accept4(m_listenFd, reinterpret_cast<sockaddr*>(&from), &fromLength,
                                 SOCK_CLOEXEC);
        if (fd < 0) continue;
        setSocketTimeouts(fd, kSocketTimeoutMs);
        const std::string source = addressText(from);
        std::string cookie(m_setup.cookie.size() + 2, '\0');  // cookie, link index
        std::size_t got = 0;
        const auto cookieDeadline = Clock::now() + std::chrono::seconds(2);
        while (got < cookie.size() && Clock::now() < cookieDeadline && !m_run.stopping()) {
            const ssize_t n = ::recv(fd, cookie.data() + got, cookie.size() - got, 0);
            if (n > 0) got += static_cast<std::size_t>(n);
            else if (n == 0 || (errno != EAGAIN && errno != EINTR)) break;
        }
        const bool complete = got == cookie.size();
        const std::size_t index =
            complete ? std::size_t{static_cast<unsigned char>(cookie[cookie.size() - 2])} << 8 |
                           static_cast<unsigned char>(cookie[cookie.size() - 1])
                     : m_links.size();
        cookie.resize(m_setup.cookie.size());
        const bool cookieOk = complete && cookie == m_setup.cookie;
        const bool indexOk = index < m_links.size() && m_links[index]->fd < 0;
        if (source != expected || !cookieOk || !indexOk) {
            m_run.addError("refused a data connection from " + source +
                     (source != expected ? " (expected " + expected + ")"
                      : !cookieOk        ? std::string(" (wrong run cookie)")
                                         : " (connection " + std::to_string(index) +
                                               " of this worker is not awaited)"));
            ::close(fd);
            continue;
        }
        m_links[index]->fd = fd;
        ++accepted;
    }
    if (accepted == m_links.size()) {
        ::close(m_listenFd);
        m_listenFd = -1;
        return true;
    }
    if (!m_run.stopping()) {
        m_run.addError("the partner never connected to " + m_setup.localAddress);
        m_links[0]->lanes[SendLane].errors.fetch_add(1, std::memory_order_relaxed);
    }
    return false;
}

void TcpWorker::run() {
    // One thread arrives at the gate: this runner, once it has its connections and has
    // created the other lanes, which wait for it (start_gate.hpp).
    pinThread();
    const bool connected = std::all_of(m_links.begin(), m_links.end(),
                                       [](const auto& link) { return link->fd >= 0; });
    if ((!m_setup.partner && !connected && !acceptPartner()) ||
        (m_setup.partner && !connected)) {  // no partner came, or a partner's connect failed
        m_run.leaveGate();
        m_run.finish();
        return;
    }
    if (m_shape.hasReplies()) {  // TCP_NODELAY is on unless the plan says otherwise
        m_run.passGate();
        if (!m_shape.hasWrites()) {
            respondLoop();
        } else if (m_slotCount == 1) {
            requestLoop();
        } else {
            requestWindowLoop();
        }
        ::shutdown(m_links[0]->fd, SHUT_WR);
        m_run.finish();
        return;
    }
    if (const std::size_t loops = loopThreads(); loops > 0) {
        // More lanes than CPUs: an event loop per CPU, each over a share of the links.
        // The runner runs the first, the others wait for it to pass the start gate.
        std::vector<std::vector<Link*>> shares(loops);
        for (std::size_t i = 0; i < m_links.size(); ++i) shares[i % loops].push_back(m_links[i].get());
        std::vector<std::thread> others;
        for (std::size_t i = 1; i < loops; ++i)
            others.emplace_back([this, &share = shares[i]] {
                pinThread();
                m_run.waitForGo();
                streamLoop(share);
            });
        m_run.passGate();
        streamLoop(shares[0]);
        for (auto& t : others) t.join();
        m_run.finish();
        return;
    }
    // Every lane of every link is a thread; the runner takes the first, the others wait
    // for it to pass the start gate.
    const bool sends = m_shape.hasWrites();
    const bool receives = m_shape.hasReads();
    std::vector<std::pair<Link*, Lane>> lanes;
    for (auto& link : m_links) {
        if (!sends) link->position[SendLane] = UINT64_MAX;
        if (!receives) link->position[RecvLane] = UINT64_MAX;
        if (sends) lanes.emplace_back(link.get(), SendLane);
        if (receives) lanes.emplace_back(link.get(), RecvLane);
    }
    std::vector<std::thread> others;
    for (std::size_t i = 1; i < lanes.size(); ++i)
        others.emplace_back([this, lane = lanes[i]] {
            pinThread();
            m_run.waitForGo();
            streamLane(*lane.first, lane.second);
        });
    m_run.passGate();
    if (!lanes.empty()) streamLane(*lanes[0].first, lanes[0].second);
    for (auto& t : others) t.join();
    m_run.finish();
}

void TcpWorker::pinThread() { prepareLaneThread(m_setup.cpu, m_setup.probe); }

void TcpWorker::publish(Link& link, Lane which, std::uint64_t offset) {
    link.position[which].store(offset, std::memory_order_release);
    if (m_coupled) link.position[which].notify_one();
}

std::uint64_t TcpWorker::laneWindowBytes(int fd) const {
    // What can be in flight towards this end: the peer's send buffer (unsent or not yet
    // acknowledged), then this end's receive buffer (arrived, not yet read). The peer's
    // buffer is out of sight; autotuning grows it up to tcp_wmem's maximum, so that is
    // what counts (and this end's own, if larger). Kernel figures include overhead: more
    // than the payload. Positions are offsets in the sequence, which both directions
    // advance: payload of the less travelled direction spans 1/share of it (twice the
    // bytes for read 50).
    static const std::uint64_t sendBufferMax = [] {
        unsigned long long low = 0, initial = 0, max = 0;
        if (std::FILE* f = std::fopen("/proc/sys/net/ipv4/tcp_wmem", "r")) {
            if (std::fscanf(f, "%llu %llu %llu", &low, &initial, &max) != 3) max = 0;
            std::fclose(f);
        }
        return static_cast<std::uint64_t>(max);
    }();
    int sendBuffer = 0, receiveBuffer = 0;
    socklen_t length = sizeof sendBuffer;
    getsockopt(fd, SOL_SOCKET, SO_SNDBUF, &sendBuffer, &length);
    length = sizeof receiveBuffer;
    getsockopt(fd, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, &length);
    const double buffers =
        static_cast<double>(std::max<std::uint64_t>(sendBufferMax, std::max(0, sendBuffer))) +
        std::max(0, receiveBuffer);
    const double share = std::max(0.01, m_shape.smallerDirectionShare());
    return static_cast<std::uint64_t>(buffers / share) + kLaneWindow * m_shape.largestTransfer();
}

bool TcpWorker::waitForOtherLane(Link& link, Lane which, std::uint64_t offset,
                                 std::uint64_t& window) {
    // Full duplex keeps the spec's mix by holding each lane within `window` bytes of the
    // sequence of the other. The two ends hold their lanes too, so the holds form a cycle:
    // this end's send lane waits for its receive lane, which waits for the peer's send
    // lane, which waits for the peer's receive lane, which waits for this send lane. Bytes
    // in flight both ways can never exceed the two ends' windows together, so windows
    // smaller than what the connection can hold cap throughput like a small TCP window.
    // Measured on a 100 Mbit/s tbf link, read 50, against iperf3 --bidir: a window of 64
    // requests read 9.5 % under it, one of this end's own buffers 3.5 % under (the peer's
    // send buffer had grown larger); a window that covers everything in flight towards
    // this end (laneWindowBytes, re-read whenever a lane would wait, as autotuning grows
    // the buffers) reads the same as iperf3. The hold then only bites when one direction
    // really is slower, and keeps the mix there within a window (docs/metrics.md, "Full
    // duplex").
    if (!m_coupled) return true;
    auto& other = link.position[which == SendLane ? RecvLane : SendLane];
    for (;;) {
        const std::uint64_t seen = other.load(std::memory_order_acquire);
        if (seen == UINT64_MAX || seen + window >= offset) return true;
        if (const std::uint64_t now = laneWindowBytes(link.fd); now > window) {
            window = now;
            continue;
        }
        if (m_run.stopping()) return false;
        other.wait(seen, std::memory_order_acquire);
    }
}

void TcpWorker::sleepMs(int ms) {
    const auto until = Clock::now() + std::chrono::milliseconds(ms);
    while (!m_run.stopping() && Clock::now() < until && Clock::now() < m_run.end())
        std::this_thread::sleep_for(std::min<Clock::duration>(std::chrono::milliseconds(10),
                                                              until - Clock::now()));
}

TcpWorker::Io TcpWorker::sendAll(int fd, LaneCounters& lane, const unsigned char* data, std::size_t n,
                                 bool count) {
    // MSG_ZEROCOPY (docs/plan-format.md, "Socket controls"): the kernel sends from the
    // pattern buffer, which no lane ever writes, so a completion only has to be reaped
    // (unreaped ones use up the socket's option memory: ENOBUFS), never waited for.
    const int flags = MSG_NOSIGNAL | (socketOptions().zeroCopy && count ? MSG_ZEROCOPY : 0);
    thread_local std::uint32_t sinceReaped = 0;
    while (n > 0) {
        const ssize_t sent = ::send(fd, data, n, flags);
        if (sent > 0) {
            if (count) LaneCounters::add(lane.bytesWritten, static_cast<std::uint64_t>(sent));
            data += sent;
            n -= static_cast<std::size_t>(sent);
            if (flags & MSG_ZEROCOPY) zeroCopySent(fd, sinceReaped);
            continue;
        }
        if (errno == EINTR) continue;
        if (errno == ENOBUFS && (flags & MSG_ZEROCOPY)) {
            reapZeroCopy(fd);
            continue;
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            if (m_run.stopping() || Clock::now() >= m_run.end()) return Io::Stopped;
            continue;
        }
        if (errno == EPIPE || errno == ECONNRESET) return Io::Eof;
        return Io::Failed;
    }
    return Io::Ok;
}

void TcpWorker::zeroCopySent(int fd, std::uint32_t& sinceReaped) {
    if (++sinceReaped < kZeroCopyReapEvery) return;
    reapZeroCopy(fd);
    sinceReaped = 0;
}

void TcpWorker::reapZeroCopy(int fd) {
    char control[256];
    for (;;) {
        msghdr message{};
        message.msg_control = control;
        message.msg_controllen = sizeof control;
        if (::recvmsg(fd, &message, MSG_ERRQUEUE | MSG_DONTWAIT) < 0) return;  // none left
    }
}

TcpWorker::Io TcpWorker::recvAll(int fd, LaneCounters& lane, unsigned char* data, std::size_t n) {
    while (n > 0) {
        const ssize_t got = ::recv(fd, data, n, 0);
        if (got > 0) {
            LaneCounters::add(lane.bytesRead, static_cast<std::uint64_t>(got));
            data += got;
            n -= static_cast<std::size_t>(got);
            continue;
        }
        if (got == 0) return Io::Eof;
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            if (m_run.stopping() || Clock::now() >= m_run.end()) return Io::Stopped;
            continue;
        }
        if (errno == ECONNRESET) return Io::Eof;
        return Io::Failed;
    }
    return Io::Ok;
}

void TcpWorker::laneFailed(LaneCounters& lane, Io result, const char* what) {
    if (result == Io::Stopped || m_run.stopping()) return;
    // The two ends stop on their own clocks: the peer closing in the last moments of
    // the run is the normal end of a step, not an error.
    if (result == Io::Eof && Clock::now() >= m_run.end() - kGracefulEndWindow) return;
    const int savedErrno = errno;
    lane.errors.fetch_add(1, std::memory_order_relaxed);
    m_run.addError(std::string(what) + ": " +
             (result == Io::Eof ? std::string("connection closed by the peer")
                                : std::string(std::strerror(savedErrno))));
}

void TcpWorker::requestLoop() {
    // Outstanding 1: one thread sends a request and reads its reply, so the time between
    // the two stamps is the round trip and nothing else (docs/metrics.md). Paced, a request
    // waits for its due time and is timed from it: a late reply holds the next ones back,
    // and each of them is charged the wait (docs/metrics.md, "Paced requests").
    Link& link = *m_links[0];
    LaneCounters& lane = link.lanes[SendLane];
    OpSequence sequence(m_setup.spec, link.seed, m_setup.partner);
    std::vector<unsigned char> buffer = patternBuffer(sequence);
    std::optional<Schedule> schedule = m_paced.begin(nowNs(), m_run.endNs());
    std::uint64_t made = 0;  // requests sent: a counted step ends after m_setup.count
    while (!m_run.stopping()) {
        if (m_setup.count > 0 && made == m_setup.count) break;
        const Op op = sequence.next();
        if (op.read) continue;  // a requester's spec has no reads; keep to the sequence
        if (schedule && !m_run.waitUntilDue(*schedule)) break;
        const std::int64_t now = nowNs();
        if (m_run.pastEnd(now)) break;
        const std::int64_t started = schedule ? schedule->take() : now;
        ++made;
        Io result = sendAll(link.fd, lane, buffer.data(), op.size);
        if (result != Io::Ok) {
            laneFailed(lane, result, "send");
            break;
        }
        LaneCounters::add(lane.writeOps, 1);
        if (op.reply > 0) {
            result = recvAll(link.fd, lane, buffer.data(), op.reply);
            if (result != Io::Ok) {
                laneFailed(lane, result, "receive reply");
                break;
            }
            lane.writeLatency.record(static_cast<std::uint64_t>(nowNs() - started));
            LaneCounters::add(lane.transactions, 1);
        }
        if (op.delayAfterMs > 0) sleepMs(op.delayAfterMs);
    }
}

void TcpWorker::requestWindowLoop() {
    // Outstanding N > 1: one thread keeps N requests in flight with non-blocking calls and
    // poll(). The moment a reply completes, the same thread stamps and sends the next
    // request, so a slot is never idle waiting for another thread to wake up, and the
    // transactions obey Little's law with N in flight (docs/metrics.md). Two blocking
    // threads would either deadlock on full buffers or lose a wake-up per transaction.
    // Paced, a request goes once it is due and a slot is free, stamped with its due time
    // (docs/metrics.md, "Paced requests"); the thread waits for the next due time in ppoll(),
    // which a reply also ends, and spins its last Schedule::spinNs().
    const int fd = m_links[0]->fd;
    LaneCounters& lane = m_links[0]->lanes[SendLane];
    OpSequence sequence(m_setup.spec, m_links[0]->seed, m_setup.partner);
    std::vector<unsigned char> out = patternBuffer(sequence);
    std::vector<unsigned char> in(out.size());
    struct Slot {
        std::int64_t sentAt = 0;
        std::uint64_t reply = 0;
    };
    std::vector<Slot> ring(m_slotCount);  // this thread only
    std::uint64_t issued = 0, completed = 0;  // requests with a reply
    std::uint64_t sendLeft = 0;    // bytes of the request being sent
    bool sendExpectsReply = false;
    std::uint64_t replyLeft = 0;   // bytes of the reply being read (0: none started)
    bool sending = true;           // false once the step's end has passed
    std::int64_t sendNotBefore = 0;  // a burst's pause
    std::optional<Schedule> schedule = m_paced.begin(nowNs(), m_run.endNs());
    // Replies still due are waited for until the step's end when the requests end before
    // it: a counted step's last ones, a paced step's whose next would be due after the end.
    const bool waitsForReplies = m_setup.count > 0 || schedule;

    auto fail = [&](Io result, const char* what) { laneFailed(lane, result, what); };
    auto ioResult = [&]() {
        if (errno == EPIPE || errno == ECONNRESET) return Io::Eof;
        return Io::Failed;
    };
    while (!m_run.stopping()) {
        const std::int64_t now = nowNs();
        if (m_run.pastEnd(now)) sending = sending && sendLeft > 0;
        bool progress = false;
        // A reply first: it frees a slot.
        while (completed < issued) {
            if (replyLeft == 0) replyLeft = ring[completed % m_slotCount].reply;
            const ssize_t got = ::recv(fd, in.data(), std::min<std::uint64_t>(replyLeft, in.size()),
                                       MSG_DONTWAIT);
            if (got > 0) {
                LaneCounters::add(lane.bytesRead, static_cast<std::uint64_t>(got));
                replyLeft -= static_cast<std::uint64_t>(got);
                progress = true;
                if (replyLeft == 0) {
                    lane.writeLatency.record(static_cast<std::uint64_t>(
                        nowNs() - ring[completed % m_slotCount].sentAt));
                    LaneCounters::add(lane.transactions, 1);
                    ++completed;
                    // Refill the freed slot before reading the next reply: a slot left
                    // empty while this thread reads other replies would not be in flight.
                    break;
                }
                continue;
            }
            if (got == 0) {
                fail(Io::Eof, "receive reply");
                return;
            }
            if (errno == EINTR) continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) break;
            fail(errno == ECONNRESET ? Io::Eof : Io::Failed, "receive reply");
            return;
        }
        // Then requests, while a slot is free.
        for (;;) {
            if (sendLeft == 0) {
                if (m_setup.count > 0 && issued == m_setup.count) sending = false;  // counted
                if (!sending || issued - completed >= m_slotCount) break;
                const std::int64_t t = nowNs();
                if (t < sendNotBefore) break;
                if (m_run.pastEnd(t) || (schedule && m_run.pastEnd(schedule->due()))) {
                    sending = false;
                    break;
                }
                if (schedule && schedule->due() > t) break;  // not due yet
                Op op = sequence.next();
                while (op.read) op = sequence.next();  // a requester's spec has no reads
                sendLeft = op.size;
                sendExpectsReply = op.reply > 0;
                const std::int64_t stamp = schedule ? schedule->take() : t;
                if (sendExpectsReply) ring[issued % m_slotCount] = {stamp, op.reply};
                if (op.delayAfterMs > 0)
                    sendNotBefore = t + std::int64_t{op.delayAfterMs} * 1000000;
                if (sendExpectsReply) ++issued;
            }
            const ssize_t sent =
                ::send(fd, out.data(), std::min<std::uint64_t>(sendLeft, out.size()),
                       MSG_DONTWAIT | MSG_NOSIGNAL);
            if (sent > 0) {
                LaneCounters::add(lane.bytesWritten, static_cast<std::uint64_t>(sent));
                sendLeft -= static_cast<std::uint64_t>(sent);
                progress = true;
                if (sendLeft == 0) LaneCounters::add(lane.writeOps, 1);
                continue;
            }
            if (errno == EINTR) continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) break;
            fail(ioResult(), "send");
            return;
        }
        if (!sending && sendLeft == 0 && completed == issued) break;
        if (progress) continue;
        // After the end, replies still due are not waited for (as a blocking lane's
        // receive gives up at the end): the responder stops on its own clock. A counted
        // step that has sent its requests before the end waits for their replies.
        if (!sending && sendLeft == 0 && (!waitsForReplies || m_run.pastEnd(nowNs()))) break;
        pollfd p{fd, static_cast<short>(POLLIN | (sendLeft > 0 ? POLLOUT : 0)), 0};
        std::int64_t waitNs = std::int64_t{kSocketTimeoutMs} * 1000000;
        const std::int64_t t = nowNs();
        const bool slotFree = sending && sendLeft == 0 && issued - completed < m_slotCount;
        if (slotFree && sendNotBefore > t) waitNs = std::min(waitNs, sendNotBefore - t);
        if (slotFree && schedule) {
            const std::int64_t untilDue = schedule->due() - t;
            if (untilDue <= schedule->spinNs()) continue;  // spin, reading replies meanwhile
            waitNs = std::min(waitNs, untilDue - schedule->spinNs());
        }
        if (!m_run.pastEnd(t)) waitNs = std::min(waitNs, m_run.endNs() - t);
        const timespec timeout{static_cast<time_t>(waitNs / 1000000000), static_cast<long>(waitNs % 1000000000)};
        ::ppoll(&p, 1, &timeout, nullptr);
    }
}

void TcpWorker::respondLoop() {
    // The responder times nothing: its partner, the requester, times the round trip.
    Link& link = *m_links[0];
    LaneCounters& lane = link.lanes[RecvLane];
    OpSequence sequence(m_setup.spec, link.seed, m_setup.partner);
    std::vector<unsigned char> buffer = patternBuffer(sequence);
    std::uint64_t answered = 0;  // a counted step ends after m_setup.count
    while (!m_run.stopping()) {
        if (m_setup.count > 0 && answered == m_setup.count) break;
        const Op op = sequence.next();
        if (!op.read) continue;
        ++answered;
        Io result = recvAll(link.fd, lane, buffer.data(), op.size);
        if (result != Io::Ok) {
            laneFailed(lane, result, "receive");
            break;
        }
        LaneCounters::add(lane.readOps, 1);
        if (op.reply > 0) {
            result = sendAll(link.fd, lane, buffer.data(), op.reply);
            if (result != Io::Ok) {
                laneFailed(lane, result, "send reply");
                break;
            }
            LaneCounters::add(lane.transactions, 1);
        }
    }
}

void TcpWorker::streamLane(Link& link, Lane which) {
    // Streams record no latency: a send() returning says nothing about delivery
    // (docs/metrics.md, "Latency columns").
    if (which == RecvLane && !m_coupled) return bulkReceiveLane(link);
    LaneCounters& lane = link.lanes[which];
    OpSequence sequence(m_setup.spec, link.seed, m_setup.partner);
    std::vector<unsigned char> buffer = patternBuffer(sequence);
    const int fd = link.fd;
    std::uint64_t window = m_coupled ? laneWindowBytes(fd) : 0;
    // The step's end is looked at once per kClockCheckBytes sent, not per request: at 64 B
    // a clock read per request was 3 % of the sender's time (perf, bench/README.md). The
    // lane overshoots the end by at most that many bytes, which fall in no interval.
    std::uint64_t sinceClock = kClockCheckBytes;
    while (!m_run.stopping()) {
        const Op op = sequence.next();
        const bool mine = which == SendLane ? !op.read : op.read;
        if (!mine) {
            if (op.delayAfterMs > 0) sleepMs(op.delayAfterMs);
            continue;
        }
        publish(link, which, op.offset);
        if (!waitForOtherLane(link, which, op.offset, window)) break;
        if (sinceClock >= kClockCheckBytes || op.delayAfterMs > 0) {
            if (m_run.pastEnd(nowNs())) break;
            sinceClock = 0;
        }
        sinceClock += op.size;
        if (which == SendLane) {
            const Io result = sendAll(fd, lane, buffer.data(), op.size);
            if (result != Io::Ok) {
                laneFailed(lane, result, "send");
                break;
            }
            LaneCounters::add(lane.writeOps, 1);
        } else {
            const Io result = recvAll(fd, lane, buffer.data(), op.size);
            if (result != Io::Ok) {
                laneFailed(lane, result, "receive");
                break;
            }
            LaneCounters::add(lane.readOps, 1);
        }
        if (op.delayAfterMs > 0) sleepMs(op.delayAfterMs);
    }
    // Let the other lane (and the peer) see that this direction is done.
    link.position[which].store(UINT64_MAX, std::memory_order_release);
    link.position[which].notify_all();
    if (which == SendLane) ::shutdown(fd, SHUT_WR);
}

void TcpWorker::bulkReceiveLane(Link& link) {
    // The receiving end of a one-way stream reads whatever has arrived, up to
    // kBulkReceiveBytes a call, and counts the requests those bytes complete by walking
    // the sequence over them: a request is counted when its last byte arrives, as with one
    // recv() per request, which at 64 B made two system calls per request where iperf
    // makes one (perf, bench/README.md). A request is counted at most kSocketTimeoutMs
    // late, when fewer than bulkReceiveLowat() bytes come in that time. Nothing waits on
    // this lane's position (one-way: no coupling), and its pauses only mirror the
    // sender's, which keeps them itself.
    LaneCounters& lane = link.lanes[RecvLane];
    OpSequence sequence(m_setup.spec, link.seed, m_setup.partner);
    std::vector<unsigned char> buffer(
        std::max<std::size_t>(kBulkReceiveBytes, static_cast<std::size_t>(sequence.largestTransfer())));
    auto nextRequest = [&] {
        Op op = sequence.next();
        while (!op.read) op = sequence.next();  // a receiving spec has none: keep to it
        return op.size;
    };
    const int fd = link.fd;
    // Woken only once bulkReceiveLowat() bytes are there, or when the socket's timeout
    // passed, for a slow stream. A reader woken for every segment had the kernel
    // acknowledge each, and the sender's Nagle then sent each request as a segment of its
    // own (at 64 B on loopback 808,000 segments, iperf 2 5,150). Below kMarkFirstBelow it
    // also reads only once the mark is there (bulk_receive.hpp): a blocking read of the
    // few bytes below it made twice the ACKs of iperf 2 (bench/README.md, "The ACKs at
    // small sizes").
    setReceiveMark(fd, bulkReceiveLowat(sequence.largestTransfer()));
    const bool markFirst = sequence.largestTransfer() < kMarkFirstBelow;
    std::uint64_t size = nextRequest();  // the current request
    std::uint64_t left = size;           // its bytes still to come
    Io result = Io::Ok;
    while (!m_run.stopping()) {
        if (m_run.pastEnd(nowNs())) break;
        // A large request is read a piece at a time, each piece waited for whole (or until
        // the socket's timeout) and never past the request's end, so it is counted when
        // its last byte arrives.
        const bool large = size >= kLargeRequestBytes;
        const ssize_t got = large       ? ::recv(fd, buffer.data(), std::min(left, kLargeRequestPiece), MSG_WAITALL)
                            : markFirst ? receiveArrived(fd, buffer.data(), buffer.size(), kSocketTimeoutMs)
                                        : ::recv(fd, buffer.data(), buffer.size(), 0);
        if (got > 0) {
            countArrived(lane, static_cast<std::uint64_t>(got), left, [&] { return size = nextRequest(); });
            continue;
        }
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) continue;  // end looked at above
        result = got == 0 || errno == ECONNRESET ? Io::Eof : Io::Failed;
        break;
    }
    if (result != Io::Ok) laneFailed(lane, result, "receive");
    link.position[RecvLane].store(UINT64_MAX, std::memory_order_release);
    link.position[RecvLane].notify_all();
}

void TcpWorker::wake() {
    for (auto& link : m_links) {
        for (auto& position : link->position) {
            position.store(UINT64_MAX);
            position.notify_all();
        }
        if (link->fd >= 0) ::shutdown(link->fd, SHUT_RDWR);
    }
}

nlohmann::json TcpWorker::facts() const {
    // What this end's kernel granted (docs/plan-format.md, "Socket controls").
    return {{m_setup.partner ? "socket_partner" : "socket_holder", m_granted}};
}

WorkerDelta TcpWorker::takeDelta() {
    WorkerDelta d;
    // A stream of several connections reports each one as well (docs/metrics.md,
    // "Connections of a stream"); the worker's counters are their sum.
    const bool each = m_links.size() > 1;
    for (std::size_t l = 0; l < m_links.size(); ++l) {
        WorkerDelta one;
        WorkerDelta& into = each ? one : d;  // one connection: straight into the sum
        for (std::size_t i = 0; i < 2; ++i) m_reader.takeInto(2 * l + i, m_links[l]->lanes[i], into);
        // The kernel's view of the connection (docs/metrics.md, "TCP connections").
        if (const int fd = m_links[l]->fd.load(); fd >= 0) m_tcpInfo[l].takeInto(fd, into.counters);
        if (!each) continue;
        d.add(one);
        d.connections.push_back(one.counters);
    }
    d.counters.scheduled += m_paced.takeDue(nowNs());
    m_run.takeThreadTimes(d.counters);
    return d;
}

}  // namespace iometry::workers
