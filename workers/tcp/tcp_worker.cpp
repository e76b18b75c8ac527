#include "workers/tcp/tcp_worker.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace iometry::workers {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kSocketTimeoutMs = 200;     // lanes look at the stop flag this often
// The control loop waits on this connect: stay well under the manager's 3 s dead-man rule.
constexpr int kConnectTimeoutMs = 2000;
constexpr int kAcceptTimeoutMs = 10000;
constexpr auto kGracefulEndWindow = std::chrono::seconds(2);

std::int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch())
        .count();
}

/** A socket address from a numeric address and a port; false if not an address. */
bool makeAddress(const std::string& address, std::uint16_t port, sockaddr_storage& out,
                 socklen_t& length) {
    std::memset(&out, 0, sizeof out);
    auto* v4 = reinterpret_cast<sockaddr_in*>(&out);
    if (inet_pton(AF_INET, address.c_str(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(port);
        length = sizeof(sockaddr_in);
        return true;
    }
    auto* v6 = reinterpret_cast<sockaddr_in6*>(&out);
    if (inet_pton(AF_INET6, address.c_str(), &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(port);
        length = sizeof(sockaddr_in6);
        return true;
    }
    return false;
}

std::string addressText(const sockaddr_storage& addr) {
    char text[INET6_ADDRSTRLEN] = {};
    if (addr.ss_family == AF_INET)
        inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(&addr)->sin_addr, text, sizeof text);
    else if (addr.ss_family == AF_INET6)
        inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(&addr)->sin6_addr, text,
                  sizeof text);
    return text;
}

std::string normalised(const std::string& address) {
    sockaddr_storage s;
    socklen_t n;
    return makeAddress(address, 0, s, n) ? addressText(s) : address;
}

std::string errnoText(const std::string& what) { return what + ": " + std::strerror(errno); }

void setTimeouts(int fd, int ms) {
    timeval tv{ms / 1000, (ms % 1000) * 1000};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

}  // namespace

TcpWorker::TcpWorker(TcpWorkerSetup setup)
    : m_setup(std::move(setup)), m_shape(m_setup.spec, m_setup.seed, m_setup.partner) {
    m_coupled = m_shape.hasReads() && m_shape.hasWrites();
    m_slots.assign(static_cast<std::size_t>(std::max(1, m_setup.outstanding)), 0);
}

TcpWorker::~TcpWorker() {
    stop();
    if (m_listenFd >= 0) ::close(m_listenFd);
    if (m_fd >= 0) ::close(m_fd);
}

bool TcpWorker::listen(std::uint16_t& port, std::string& error) {
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
    if (::bind(m_listenFd, reinterpret_cast<sockaddr*>(&addr), length) != 0) {
        error = errnoText("cannot listen on " + m_setup.localAddress);
        return false;
    }
    if (::listen(m_listenFd, 4) != 0) {
        error = errnoText("listen on " + m_setup.localAddress);
        return false;
    }
    length = sizeof addr;
    getsockname(m_listenFd, reinterpret_cast<sockaddr*>(&addr), &length);
    port = ntohs(addr.ss_family == AF_INET ? reinterpret_cast<sockaddr_in*>(&addr)->sin_port
                                           : reinterpret_cast<sockaddr_in6*>(&addr)->sin6_port);
    return true;
}

bool TcpWorker::connect(std::uint16_t port, std::string& error) {
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
    // The data path must be exactly bind <-> peer.address: fix the source address.
    if (::bind(fd, reinterpret_cast<sockaddr*>(&local), localLength) != 0) {
        error = errnoText("cannot bind the data connection to " + m_setup.localAddress);
        ::close(fd);
        return false;
    }
    if (::connect(fd, reinterpret_cast<sockaddr*>(&remote), remoteLength) != 0 &&
        errno != EINPROGRESS) {
        error = errnoText("cannot connect to " + m_setup.remoteAddress + ":" + std::to_string(port));
        ::close(fd);
        return false;
    }
    pollfd p{fd, POLLOUT, 0};
    int soError = 0;
    socklen_t soLength = sizeof soError;
    if (::poll(&p, 1, kConnectTimeoutMs) != 1 ||
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &soError, &soLength) != 0 || soError != 0) {
        errno = soError ? soError : ETIMEDOUT;
        error = errnoText("cannot connect to " + m_setup.remoteAddress + ":" + std::to_string(port));
        ::close(fd);
        return false;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    setTimeouts(fd, kSocketTimeoutMs);
    m_fd = fd;
    if (sendAll(m_setup.cookie.data(), m_setup.cookie.size()) != Io::Ok) {
        error = errnoText("cannot identify the data connection to " + m_setup.remoteAddress);
        return false;
    }
    // The cookie is not payload: keep the counters for requests.
    m_counters.bytesWritten = 0;
    return true;
}

bool TcpWorker::acceptPartner() {
    const auto deadline = Clock::now() + std::chrono::milliseconds(kAcceptTimeoutMs);
    const std::string expected = normalised(m_setup.remoteAddress);
    while (!stopping() && Clock::now() < deadline) {
        pollfd p{m_listenFd, POLLIN, 0};
        if (::poll(&p, 1, 100) != 1) continue;
        sockaddr_storage from;
        socklen_t fromLength = sizeof from;
        const int fd = ::accept4(m_listenFd, reinterpret_cast<sockaddr*>(&from), &fromLength,
                                 SOCK_CLOEXEC);
        if (fd < 0) continue;
        setTimeouts(fd, kSocketTimeoutMs);
        const std::string source = addressText(from);
        std::string cookie(m_setup.cookie.size(), '\0');
        std::size_t got = 0;
        const auto cookieDeadline = Clock::now() + std::chrono::seconds(2);
        while (got < cookie.size() && Clock::now() < cookieDeadline) {
            const ssize_t n = ::recv(fd, cookie.data() + got, cookie.size() - got, 0);
            if (n > 0) got += static_cast<std::size_t>(n);
            else if (n == 0 || (errno != EAGAIN && errno != EINTR)) break;
        }
        if (source != expected || got != cookie.size() || cookie != m_setup.cookie) {
            std::lock_guard lock(m_errorMutex);
            m_errors.push_back("refused a data connection from " + source +
                               (source != expected ? " (expected " + expected + ")"
                                                   : " (wrong run cookie)"));
            ::close(fd);
            continue;
        }
        m_fd = fd;
        ::close(m_listenFd);
        m_listenFd = -1;
        return true;
    }
    if (!stopping()) {
        std::lock_guard lock(m_errorMutex);
        m_errors.push_back("the partner never connected to " + m_setup.localAddress);
        m_counters.errors.fetch_add(1, std::memory_order_relaxed);
    }
    return false;
}

void TcpWorker::start(Clock::time_point end) {
    m_end = end;
    m_runner = std::thread([this] { run(); });
}

void TcpWorker::run() {
    if (!m_setup.partner && m_fd < 0 && !acceptPartner()) {
        m_finished = true;
        return;
    }
    if (m_shape.hasReplies()) {
        const int one = 1;
        setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    }
    const bool sends = m_shape.hasWrites();
    // A requester reads replies; a responder writes them from its receive lane.
    const bool receives = m_shape.hasReads() || (m_shape.hasReplies() && sends);
    if (!sends) m_position[SendLane] = UINT64_MAX;
    if (!receives) m_position[RecvLane] = UINT64_MAX;
    std::thread receiver;
    if (receives && sends) receiver = std::thread([this] { lane(RecvLane); });
    if (sends) lane(SendLane);
    else if (receives) lane(RecvLane);
    if (receiver.joinable()) receiver.join();
    m_finished = true;
}

void TcpWorker::pinThread() {
    if (!m_setup.cpu) return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(*m_setup.cpu, &set);
    pthread_setaffinity_np(pthread_self(), sizeof set, &set);
}

void TcpWorker::publish(Lane which, std::uint64_t index) {
    m_position[which].store(index, std::memory_order_release);
    if (m_coupled) m_position[which].notify_one();
}

bool TcpWorker::waitForOtherLane(Lane which, std::uint64_t index) {
    if (!m_coupled) return true;
    auto& other = m_position[which == SendLane ? RecvLane : SendLane];
    for (;;) {
        const std::uint64_t seen = other.load(std::memory_order_acquire);
        if (seen == UINT64_MAX || seen + kLaneWindow >= index) return true;
        if (stopping()) return false;
        other.wait(seen, std::memory_order_acquire);
    }
}

bool TcpWorker::waitForSlot(std::size_t slots) {
    std::unique_lock lock(m_slotMutex);
    for (;;) {
        const std::uint64_t sent = m_requestsSent.load(std::memory_order_relaxed);
        const std::uint64_t done = m_repliesReceived.load(std::memory_order_acquire);
        if (sent - done < slots) return true;
        // A finished receive lane will never free a slot.
        if (stopping() || Clock::now() >= m_end || m_position[RecvLane].load() == UINT64_MAX)
            return false;
        m_slotFreed.wait_for(lock, std::chrono::milliseconds(kSocketTimeoutMs));
    }
}

void TcpWorker::sleepMs(int ms) {
    const auto until = Clock::now() + std::chrono::milliseconds(ms);
    while (!stopping() && Clock::now() < until && Clock::now() < m_end)
        std::this_thread::sleep_for(std::min<Clock::duration>(std::chrono::milliseconds(10),
                                                              until - Clock::now()));
}

TcpWorker::Io TcpWorker::sendAll(const char* data, std::size_t n) {
    while (n > 0) {
        const ssize_t sent = ::send(m_fd, data, n, MSG_NOSIGNAL);
        if (sent > 0) {
            m_counters.bytesWritten.fetch_add(static_cast<std::uint64_t>(sent),
                                              std::memory_order_relaxed);
            data += sent;
            n -= static_cast<std::size_t>(sent);
            continue;
        }
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            if (stopping() || Clock::now() >= m_end) return Io::Stopped;
            continue;
        }
        if (errno == EPIPE || errno == ECONNRESET) return Io::Eof;
        return Io::Failed;
    }
    return Io::Ok;
}

TcpWorker::Io TcpWorker::recvAll(char* data, std::size_t n) {
    while (n > 0) {
        const ssize_t got = ::recv(m_fd, data, n, 0);
        if (got > 0) {
            m_counters.bytesRead.fetch_add(static_cast<std::uint64_t>(got),
                                           std::memory_order_relaxed);
            data += got;
            n -= static_cast<std::size_t>(got);
            continue;
        }
        if (got == 0) return Io::Eof;
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            if (stopping() || Clock::now() >= m_end) return Io::Stopped;
            continue;
        }
        if (errno == ECONNRESET) return Io::Eof;
        return Io::Failed;
    }
    return Io::Ok;
}

void TcpWorker::laneFailed(Io result, const char* what) {
    if (result == Io::Stopped || stopping()) return;
    // The two ends stop on their own clocks: the peer closing in the last moments of
    // the run is the normal end of a step, not an error.
    if (result == Io::Eof && Clock::now() >= m_end - kGracefulEndWindow) return;
    const int savedErrno = errno;
    m_counters.errors.fetch_add(1, std::memory_order_relaxed);
    std::lock_guard lock(m_errorMutex);
    m_errors.push_back(std::string(what) + ": " +
                       (result == Io::Eof ? std::string("connection closed by the peer")
                                          : std::string(std::strerror(savedErrno))));
}

void TcpWorker::recordLatency(Lane which, std::uint64_t ns) {
    std::lock_guard lock(m_latencyMutex[which]);
    m_latency[which].record(ns);
}

void TcpWorker::lane(Lane which) {
    pinThread();
    OpSequence sequence(m_setup.spec, m_setup.seed, m_setup.partner);
    std::vector<char> buffer(sequence.largestTransfer());
    for (std::size_t i = 0; i < buffer.size(); ++i) buffer[i] = static_cast<char>(i * 31 + 7);
    const bool requester = m_shape.hasReplies() && m_shape.hasWrites();
    const bool responder = m_shape.hasReplies() && !m_shape.hasWrites();
    const std::size_t slots = m_slots.size();

    while (!stopping()) {
        const Op op = sequence.next();
        bool mine;
        if (which == SendLane) mine = !op.read;
        else if (requester) mine = op.reply > 0;  // the receive lane takes the replies
        else mine = op.read;
        if (!mine) {
            if (op.delayAfterMs > 0) sleepMs(op.delayAfterMs);
            continue;
        }
        publish(which, op.index);
        if (!waitForOtherLane(which, op.index)) break;
        const std::int64_t started = nowNs();
        if (started >= std::chrono::duration_cast<std::chrono::nanoseconds>(
                           m_end.time_since_epoch()).count())
            break;

        if (which == SendLane) {
            if (requester && op.reply > 0) {
                // Wait for a free slot: at most `outstanding` requests in flight.
                if (!waitForSlot(slots)) break;
                m_slots[m_requestsSent.load(std::memory_order_relaxed) % slots] = started;
            }
            const Io result = sendAll(buffer.data(), op.size);
            if (result != Io::Ok) {
                laneFailed(result, "send");
                break;
            }
            m_counters.writeOps.fetch_add(1, std::memory_order_relaxed);
            if (requester && op.reply > 0) {
                m_requestsSent.fetch_add(1, std::memory_order_release);
            } else {
                recordLatency(which, static_cast<std::uint64_t>(nowNs() - started));
            }
        } else if (requester) {
            const Io result = recvAll(buffer.data(), op.reply);
            if (result != Io::Ok) {
                laneFailed(result, "receive reply");
                break;
            }
            const std::uint64_t done = m_repliesReceived.load(std::memory_order_relaxed);
            const std::int64_t sentAt = m_slots[done % slots];
            recordLatency(which, static_cast<std::uint64_t>(nowNs() - sentAt));
            m_counters.transactions.fetch_add(1, std::memory_order_relaxed);
            {
                std::lock_guard lock(m_slotMutex);
                m_repliesReceived.fetch_add(1, std::memory_order_release);
            }
            m_slotFreed.notify_one();
        } else {
            Io result = recvAll(buffer.data(), op.size);
            if (result != Io::Ok) {
                laneFailed(result, "receive");
                break;
            }
            m_counters.readOps.fetch_add(1, std::memory_order_relaxed);
            if (responder && op.reply > 0) {
                result = sendAll(buffer.data(), op.reply);
                if (result != Io::Ok) {
                    laneFailed(result, "send reply");
                    break;
                }
                m_counters.transactions.fetch_add(1, std::memory_order_relaxed);
            }
            recordLatency(which, static_cast<std::uint64_t>(nowNs() - started));
        }
        if (op.delayAfterMs > 0) sleepMs(op.delayAfterMs);
    }
    // Let the other lane (and the peer) see that this direction is done.
    m_position[which].store(UINT64_MAX, std::memory_order_release);
    m_position[which].notify_all();
    m_slotFreed.notify_all();
    if (which == SendLane) ::shutdown(m_fd, SHUT_WR);
}

void TcpWorker::stop() {
    m_stop = true;
    for (auto& position : m_position) {
        position.store(UINT64_MAX);
        position.notify_all();
    }
    m_slotFreed.notify_all();
    if (m_fd >= 0) ::shutdown(m_fd, SHUT_RDWR);
    if (m_runner.joinable()) m_runner.join();
}

WorkerDelta TcpWorker::takeDelta() {
    WorkerDelta d;
    auto take = [](std::atomic<std::uint64_t>& now, std::atomic<std::uint64_t>& before) {
        const std::uint64_t value = now.load(std::memory_order_relaxed);
        const std::uint64_t previous = before.exchange(value, std::memory_order_relaxed);
        return value - previous;
    };
    d.counters.readOps = take(m_counters.readOps, m_reported.readOps);
    d.counters.writeOps = take(m_counters.writeOps, m_reported.writeOps);
    d.counters.bytesRead = take(m_counters.bytesRead, m_reported.bytesRead);
    d.counters.bytesWritten = take(m_counters.bytesWritten, m_reported.bytesWritten);
    d.counters.transactions = take(m_counters.transactions, m_reported.transactions);
    d.counters.errors = take(m_counters.errors, m_reported.errors);
    for (int lane = 0; lane < 2; ++lane) {
        std::lock_guard lock(m_latencyMutex[lane]);
        d.latency.merge(m_latency[lane]);
        m_latency[lane].reset();
    }
    return d;
}

std::vector<std::string> TcpWorker::takeErrors() {
    std::lock_guard lock(m_errorMutex);
    return std::exchange(m_errors, {});
}

}  // namespace iometry::workers
