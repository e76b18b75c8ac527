// A stand-in for IOmeter 1.1's Linux `dynamo`, for the tests of a manager that speaks
// IOmeter's wire protocol (docs/iometer-files.md, "IOmeter's dynamos"). Written from that
// description with the codec of engine/iometer/wire.hpp; it holds no code of IOmeter.
//
// It logs in to the manager, accepts the manager's connect-back and then only answers, as
// the real one does; its counters are real: disk workers read and write DIR/iobw.tst,
// TCP workers move bytes over loopback. Writes carry the target's DataPattern with IOmeter
// 1.1's meanings (docs/plan-format.md, "Data patterns"): 0 one byte value per write, a new
// one each write; 1 one random buffer for every write; 2 each write from a random place of
// a 16 MiB random region. With --raw it also lists that block device as a raw disk, named as
// the Linux dynamo names one (its name in /proc/partitions, "loop3"), and reads and writes it
// directly (the tests give it a loop device). Each disk target it is given is printed with its starting sector,
// maximum size and data pattern, for the tests to check. Unlike the real one it validates what it
// is sent (a worker index, ADD_WORKERS past 128), never fills a file system (1 GiB at most), binds
// only the address given with -m, and gives up on a manager silent for 120 s. With
// --misbehave it breaks the protocol in one chosen way, for the manager's error paths.
//
//   fake_iometer_dynamo -i MANAGER_ADDR -m OWN_ADDR -n NAME [-p PORT] [--dir DIR] [--raw /dev/X]
//                       [--misbehave short-login|wrong-size|wrong-version|stall-results|
//                                    close-on-start|short-results|wrong-timer]
//
// wrong-timer is no protocol break but the stock Linux dynamo's known fault: its login says
// its timer ticks 1.5 times as fast as it does (a "cpu MHz" read while the clock had scaled),
// so every time it reports is 1/1.5 of the truth.
//
// Every end exits with status 0, as the real one's do, but for a manager that could not be
// reached in 30 s or a bad command line (status 1).

#include <arpa/inet.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/times.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine/iometer/wire.hpp"

namespace wire = iometry::iometer;
using wire::Purpose;

namespace {

constexpr double kTicksPerSecond = 1e9;  // the timer: steady_clock in nanoseconds
// What its login says the timer's rate is: the bins' edges are counted in it, as the real
// dynamo computes them from its timer_resolution (wrong-timer: 1.5 times the truth).
double g_claimedTicksPerSecond = kTicksPerSecond;
constexpr int kSilenceSeconds = 120;     // a manager silent this long is gone
constexpr std::uint64_t kMaxFileBytes = 1ull << 30;
constexpr int kMaxQueueDepth = 64;

struct Options {
    std::string manager, own, name, dir;
    std::string raw;  ///< a block device listed as a raw disk (IOmeter: a physical drive), or none
    int port = 1066;
    std::string misbehave;
};
Options opts;

bool misbehaves(const char* what) {
    return opts.misbehave == what;
}

std::uint64_t nowNs() {
    return static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                          std::chrono::steady_clock::now().time_since_epoch())
                                          .count());
}

[[noreturn]] void quit(int status, const char* why) {
    if (why)
        std::fprintf(stderr, "%s\n", why);
    std::fflush(stdout);
    std::_Exit(status);
}

// ---- Sockets -------------------------------------------------------------------------------

bool sendAll(int fd, const std::uint8_t* data, std::size_t n) {
    while (n > 0) {
        const ssize_t sent = ::send(fd, data, n, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR)
            continue;
        if (sent <= 0)
            return false;
        data += sent;
        n -= static_cast<std::size_t>(sent);
    }
    return true;
}
bool sendMessage(int fd, wire::Message m) {
    const auto b = m.encode();
    return sendAll(fd, b.data(), b.size());
}
bool sendData(int fd, const wire::DataMessage& m) {
    return sendAll(fd, m.bytes().data(), m.bytes().size());
}

/** Reads exactly @p n bytes; false when the peer closed or was silent kSilenceSeconds. */
bool recvAll(int fd, std::uint8_t* data, std::size_t n) {
    while (n > 0) {
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, kSilenceSeconds * 1000);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            quit(0, "No message from the manager for 120 s.");
        const ssize_t got = ::recv(fd, data, n, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        data += got;
        n -= static_cast<std::size_t>(got);
    }
    return true;
}

/** @p host:@p port as an IPv4 address; false when @p host is not one. */
bool addressOf(const std::string& host, int port, sockaddr_in* a) {
    *a = sockaddr_in{};
    a->sin_family = AF_INET;
    a->sin_port = htons(static_cast<std::uint16_t>(port));
    return ::inet_pton(AF_INET, host.c_str(), &a->sin_addr) == 1;
}

/** A socket bound on @p host, port 0 (ephemeral), listening when @p listen, or -1. */
int listenOn(const std::string& host, std::uint16_t* port, bool listen = true) {
    sockaddr_in a{};
    if (!addressOf(host, 0, &a))
        return -1;
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    socklen_t len = sizeof a;
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
        (listen && ::listen(fd, 1) != 0) || ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0) {
        if (fd >= 0)
            ::close(fd);
        return -1;
    }
    *port = ntohs(a.sin_port);
    return fd;
}

/** Timeouts on a data socket, so that a worker sees STOP while it waits. */
void setTimeouts(int fd) {
    timeval tv{0, 200'000};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

// ---- Host figures ---------------------------------------------------------------------------

struct CpuSample {
    std::uint64_t user = 0, system = 0, irq = 0, busy = 0, total = 0, interrupts = 0;
    std::uint64_t retransmits = 0;
    std::int64_t jiffies = 0;
    /** Each interface of /proc/net/dev in file order: packets in + out, in errors, out
     *  errors (as the Linux dynamo reads them). */
    struct Interface {
        std::string name;
        std::uint64_t packets = 0, inErrors = 0, outErrors = 0;
    };
    std::vector<Interface> interfaces;
};

CpuSample sampleHost() {
    CpuSample s;
    std::ifstream stat("/proc/stat");
    std::string line;
    while (std::getline(stat, line)) {
        std::istringstream in(line);
        std::string key;
        in >> key;
        if (key == "cpu") {
            std::uint64_t v[8] = {};
            for (auto& x : v)
                in >> x;
            // user nice system idle iowait irq softirq steal
            s.user = v[0] + v[1];
            s.system = v[2];
            s.irq = v[5] + v[6];
            s.total = v[0] + v[1] + v[2] + v[3] + v[4] + v[5] + v[6] + v[7];
            s.busy = s.total - v[3] - v[4];
        } else if (key == "intr") {
            in >> s.interrupts;
        }
    }
    std::ifstream snmp("/proc/net/snmp");
    std::vector<std::string> names;
    while (std::getline(snmp, line)) {
        if (line.rfind("Tcp:", 0) != 0)
            continue;
        std::istringstream in(line.substr(4));
        std::vector<std::string> fields;
        for (std::string f; in >> f;)
            fields.push_back(f);
        if (names.empty()) {
            names = fields;
            continue;
        }
        for (std::size_t i = 0; i < names.size() && i < fields.size(); ++i)
            if (names[i] == "RetransSegs")
                s.retransmits = std::strtoull(fields[i].c_str(), nullptr, 10);
    }
    std::ifstream dev("/proc/net/dev");
    for (int skip = 0; skip < 2 && std::getline(dev, line); ++skip) {
    }
    while (std::getline(dev, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        std::istringstream in(line.substr(colon + 1));
        std::uint64_t v[16] = {};
        for (auto& x : v)
            in >> x;
        std::istringstream name(line.substr(0, colon));
        CpuSample::Interface i;
        name >> i.name;
        i.packets = v[1] + v[9];
        i.inErrors = v[2];
        i.outErrors = v[10];
        s.interfaces.push_back(i);
    }
    tms t{};
    s.jiffies = static_cast<std::int64_t>(::times(&t));
    return s;
}

wire::ManagerResults managerResults(const CpuSample& from, const CpuSample& to) {
    wire::ManagerResults r;
    r.timeCounter = {from.jiffies, to.jiffies};
    const double total = static_cast<double>(to.total - from.total);
    const double seconds = static_cast<double>(to.jiffies - from.jiffies) /
                           static_cast<double>(::sysconf(_SC_CLK_TCK));
    wire::CpuUtilization c;
    if (total > 0) {
        c.total = 100.0 * static_cast<double>(to.busy - from.busy) / total;
        c.user = 100.0 * static_cast<double>(to.user - from.user) / total;
        c.privileged = 100.0 * static_cast<double>(to.system - from.system) / total;
        c.irq = 100.0 * static_cast<double>(to.irq - from.irq) / total;
    }
    if (seconds > 0) {
        c.interruptsPerSec = static_cast<double>(to.interrupts - from.interrupts) / seconds;
        r.tcpRetransmitsPerSec = static_cast<double>(to.retransmits - from.retransmits) / seconds;
        // Each interface's packets and errors per second, by its place in the file.
        for (std::size_t k = 0; k < to.interfaces.size() && k < from.interfaces.size() &&
                                k < static_cast<std::size_t>(wire::kMaxInterfaces);
             ++k) {
            const auto rate = [&](std::uint64_t a, std::uint64_t b) {
                return b >= a ? static_cast<double>(b - a) / seconds : 0.0;
            };
            r.interfaces.push_back({.packetsPerSec = rate(from.interfaces[k].packets, to.interfaces[k].packets),
                                    .outErrors = rate(from.interfaces[k].outErrors, to.interfaces[k].outErrors),
                                    .inErrors = rate(from.interfaces[k].inErrors, to.interfaces[k].inErrors)});
        }
    }
    r.cpus = {c};
    return r;
}

// ---- Workers --------------------------------------------------------------------------------

void count(wire::RawResult& r, bool read, bool ok, std::uint64_t bytes, std::uint64_t ns) {
    if (!ok) {
        ++(read ? r.readErrors : r.writeErrors);
        return;
    }
    if (read) {
        r.bytesRead += bytes;
        ++r.readCount;
        r.readLatencySum += ns;
        r.maxRawReadLatency = std::max(r.maxRawReadLatency, ns);
    } else {
        r.bytesWritten += bytes;
        ++r.writeCount;
        r.writeLatencySum += ns;
        r.maxRawWriteLatency = std::max(r.maxRawWriteLatency, ns);
    }
    ++r.transactionCount;
    r.transactionLatencySum += ns;
    r.maxRawTransactionLatency = std::max(r.maxRawTransactionLatency, ns);
    if (const int bin = wire::latencyBin(static_cast<double>(ns) / g_claimedTicksPerSecond); bin >= 0)
        ++r.latencyBin[bin];
}

struct Target {
    wire::TargetSpec spec;
    int listenFd = -1;  // the server end of a TCP pair, bound at SET_TARGETS
    std::mutex mutex;
    wire::RawResult total;        // since RECORD_ON
    wire::RawResult sinceUpdate;  // since the last REPORT_UPDATE
    ~Target() {
        if (listenFd >= 0)
            ::close(listenFd);
    }
};

struct Worker {
    wire::TestSpec spec;  // idle until SET_ACCESS
    std::vector<std::unique_ptr<Target>> targets;
    std::vector<std::thread> threads;
    std::vector<int> dataFds;  // shut down at STOP to wake blocked threads
    std::mutex fdMutex;
    std::atomic<bool> stop{false}, begin{false}, recording{false};
    std::atomic<int> opened{0}, failed{0};
    int expected = 0;  // threads that open something
    std::uint64_t recordOn = 0, recordOff = 0, lastUpdate = 0;

    bool reports() const { return !targets.empty() && !spec.lines.empty(); }

    void add(Target& t, bool read, bool ok, std::uint64_t bytes, std::uint64_t ns) {
        if (!recording.load())
            return;
        std::lock_guard lock(t.mutex);
        count(t.total, read, ok, bytes, ns);
        count(t.sinceUpdate, read, ok, bytes, ns);
    }
    void keepFd(int fd) {
        std::lock_guard lock(fdMutex);
        dataFds.push_back(fd);
    }
    /** Waits for BEGIN_IO; false on STOP. */
    bool waitBegin() {
        while (!begin.load() && !stop.load())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return !stop.load();
    }

    void halt() {
        stop = true;
        {
            std::lock_guard lock(fdMutex);
            for (const int fd : dataFds)
                ::shutdown(fd, SHUT_RDWR);
        }
        for (auto& t : threads)
            t.join();
        threads.clear();
        for (const int fd : dataFds)
            ::close(fd);
        dataFds.clear();
        stop = false;
        begin = false;
        opened = 0;
        failed = 0;
        expected = 0;
    }
    ~Worker() { halt(); }
};

/** The access grid: 100 slots, each line filling its of_size share. */
std::vector<int> grid(const wire::TestSpec& spec) {
    std::vector<int> slots;
    for (std::size_t i = 0; i < spec.lines.size(); ++i)
        slots.insert(slots.end(), static_cast<std::size_t>(spec.lines[i].ofSize),
                     static_cast<int>(i));
    return slots;
}

std::string fileOf() {
    return opts.dir + "/iobw.tst";
}

/** The raw disk's name as the Linux dynamo lists it: the device's name under /dev. */
std::string rawName() {
    const auto slash = opts.raw.rfind('/');
    return slash == std::string::npos ? opts.raw : opts.raw.substr(slash + 1);
}

bool isDisk(const wire::TargetSpec& spec) {
    return wire::isType(spec.type(), wire::kLogicalDiskType) ||
           wire::isType(spec.type(), wire::kPhysicalDiskType);
}

/** The bytes of a test file, or of a block device (whose st_size is 0). */
std::uint64_t sizeOf(int fd) {
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        return 0;
    std::uint64_t bytes = 0;
    if (S_ISBLK(st.st_mode) && ::ioctl(fd, BLKGETSIZE64, &bytes) == 0)
        return bytes;
    return static_cast<std::uint64_t>(st.st_size);
}

void diskThread(Worker& w, Target& t, int index) {
    const bool raw = wire::isType(t.spec.type(), wire::kPhysicalDiskType);
    if (raw && t.spec.name() != rawName()) {
        ++w.failed;
        return;
    }
    const std::string path = raw ? opts.raw : fileOf();
    int fd = ::open(path.c_str(), O_RDWR | O_DIRECT | O_CLOEXEC);
    if (fd < 0 && !raw)
        fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);  // tmpfs has no O_DIRECT
    if (fd < 0) {
        ++w.failed;
        return;
    }
    ++w.opened;
    if (!w.waitBegin()) {
        ::close(fd);
        return;
    }
    const auto disk = t.spec.disk();
    const std::uint64_t sector =
        disk.sectorSize > 0 ? static_cast<std::uint64_t>(disk.sectorSize) : 4096;
    const std::uint64_t start = disk.startingSector * sector;
    const std::uint64_t fileBytes = sizeOf(fd);
    std::uint64_t length = disk.maximumSize > 0 ? disk.maximumSize * sector : fileBytes;
    length = start < fileBytes ? std::min(length, fileBytes - start) : 0;

    const auto slots = grid(w.spec);
    std::uint32_t largest = 0;
    for (const auto& l : w.spec.lines)
        largest = std::max(largest, l.size);
    const std::size_t bufBytes = (std::max<std::uint32_t>(largest, 1) + 4095) / 4096 * 4096;
    std::unique_ptr<std::uint8_t, decltype(&std::free)> buffer(
        static_cast<std::uint8_t*>(std::aligned_alloc(4096, bufBytes)), &std::free);
    std::mt19937_64 rng(t.spec.randomSeed() + static_cast<std::uint64_t>(index) * 7919);
    // What writes carry: IOmeter's DataPattern (0 repeating bytes, 1 pseudo random, 2 full
    // random). Full random writes straight from a random 4-KiB-aligned place of the region.
    const int pattern = t.spec.dataPattern();
    constexpr std::size_t kRegion = std::size_t{16} << 20;
    std::unique_ptr<std::uint8_t, decltype(&std::free)> region(nullptr, &std::free);
    auto randomBytes = [&rng](std::uint8_t* p, std::size_t n) {
        for (std::size_t i = 0; i + 8 <= n; i += 8) {
            const std::uint64_t word = rng();
            std::memcpy(p + i, &word, 8);
        }
    };
    if (pattern == 2) {
        region.reset(static_cast<std::uint8_t*>(std::aligned_alloc(4096, kRegion + bufBytes)));
        randomBytes(region.get(), kRegion + bufBytes);
    } else if (pattern == 1) {
        randomBytes(buffer.get(), bufBytes);
    } else {
        std::memset(buffer.get(), 0xA5, bufBytes);
    }
    std::uint64_t sequential = 0;
    while (!w.stop.load() && !slots.empty()) {
        const auto& line = w.spec.lines[static_cast<std::size_t>(slots[rng() % slots.size()])];
        const std::uint64_t align = line.align ? line.align : sector;
        for (int b = 0; b < std::max(line.burst, 1) && !w.stop.load(); ++b) {
            const bool read = static_cast<int>(rng() % 100) < line.reads;
            if (line.size == 0 || line.size > length) {
                w.add(t, read, false, 0, 0);
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
                continue;
            }
            std::uint64_t offset;
            if (static_cast<int>(rng() % 100) < line.random) {
                offset = (rng() % (length - line.size + 1)) / align * align;
            } else {
                if (sequential + line.size > length)
                    sequential = 0;
                offset = sequential;
                sequential += line.size;
            }
            std::uint8_t* data = buffer.get();
            if (!read && pattern == 0)
                std::memset(data, static_cast<int>(rng() & 0xff), line.size);
            if (!read && pattern == 2 && region)
                data = region.get() + rng() % (kRegion / 4096) * 4096;
            const auto t0 = nowNs();
            const ssize_t done =
                read ? ::pread(fd, buffer.get(), line.size, static_cast<off_t>(start + offset))
                     : ::pwrite(fd, data, line.size, static_cast<off_t>(start + offset));
            const auto ns = nowNs() - t0;
            w.add(t, read, done == static_cast<ssize_t>(line.size), line.size, ns);
        }
        if (line.delayMs > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(line.delayMs));
    }
    ::close(fd);
}

/** Moves @p n bytes one way; false on STOP or a broken connection. */
bool transfer(Worker& w, int fd, std::uint8_t* buf, std::size_t n, bool receive) {
    while (n > 0) {
        if (w.stop.load())
            return false;
        const ssize_t r = receive ? ::recv(fd, buf, n, 0) : ::send(fd, buf, n, MSG_NOSIGNAL);
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            continue;
        if (r <= 0)
            return false;
        n -= static_cast<std::size_t>(r);
    }
    return true;
}

/**
 * One end of a TCP pair. The server end's target is of TCPClientType (it serves a client):
 * it accepts on the socket bound at SET_TARGETS; the client end's is of TCPServerType and
 * connects. Both draw the same lines and directions from the pair's seed; "read" is the
 * server end receiving.
 */
void tcpThread(Worker& w, Target& t) {
    const bool serverEnd = wire::isType(t.spec.type(), wire::kTcpClientType);
    int fd = -1;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (fd < 0 && !w.stop.load() && std::chrono::steady_clock::now() < deadline) {
        if (serverEnd) {
            pollfd p{t.listenFd, POLLIN, 0};
            if (::poll(&p, 1, 100) == 1)
                fd = ::accept4(t.listenFd, nullptr, nullptr, SOCK_CLOEXEC);
        } else {
            const auto tcp = t.spec.tcp();
            sockaddr_in a{};
            if (!addressOf(tcp.remoteAddress, static_cast<int>(tcp.remotePort), &a))
                break;
            fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
            if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
                ::close(fd);
                fd = -1;
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        }
    }
    if (fd < 0) {
        if (!w.stop.load())
            ++w.failed;
        return;
    }
    setTimeouts(fd);
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    w.keepFd(fd);
    ++w.opened;
    if (!w.waitBegin())
        return;
    const auto slots = grid(w.spec);
    std::uint32_t largest = 1;
    for (const auto& l : w.spec.lines)
        largest = std::max(largest, l.size);
    std::vector<std::uint8_t> buffer(largest, 0x5A);
    std::mt19937_64 rng(t.spec.randomSeed());
    while (!w.stop.load() && !slots.empty()) {
        const auto& line = w.spec.lines[static_cast<std::size_t>(slots[rng() % slots.size()])];
        const bool serverReads = static_cast<int>(rng() % 100) < line.reads;
        const bool receive = serverEnd == serverReads;
        if (line.size == 0)
            continue;
        const auto t0 = nowNs();
        const bool ok = transfer(w, fd, buffer.data(), line.size, receive);
        if (!ok)
            break;
        w.add(t, receive, true, line.size, nowNs() - t0);
    }
}

// ---- The dynamo -----------------------------------------------------------------------------

class Dynamo {
public:
    explicit Dynamo(int listenFd, std::uint16_t port) : m_listenFd(listenFd), m_port(port) {}

    void run() {
        for (;;) {
            login();
            m_control = acceptControl();
            serve();  // returns on RESET
            ::close(m_control);
        }
    }

private:
    void login() {
        sockaddr_in a{};
        if (!addressOf(opts.manager, opts.port, &a))
            quit(1, "-i: not an IPv4 address");
        // Every 200 ms while refused, as the real one; it retries forever, this one 30 s.
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        int fd = -1;
        for (;;) {
            fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
            if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0)
                break;
            ::close(fd);
            if (std::chrono::steady_clock::now() >= deadline)
                quit(1, "Could not connect to the manager in 30 s.");
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
        wire::ManagerInfo info;
        info.name = opts.name;
        info.address = opts.own;
        info.port = m_port;
        info.processors =
            static_cast<std::int32_t>(std::max(1u, std::thread::hardware_concurrency()));
        if (misbehaves("wrong-timer")) g_claimedTicksPerSecond = 1.5 * kTicksPerSecond;
        info.timerResolution = g_claimedTicksPerSecond;
        auto data = wire::encodeManagerInfo(info);
        if (!data)
            quit(1, data.error().c_str());
        std::int32_t version = wire::kVersion;
        if (misbehaves("wrong-version"))
            version = 20060727;  // a date, as builds before 1.1
        if (misbehaves("wrong-size"))
            data->setSize(static_cast<std::int32_t>(wire::kPayloadBytes));
        sendMessage(fd, wire::Message::of(Purpose::Login, version));
        if (misbehaves("short-login")) {
            sendAll(fd, data->bytes().data(), 1000);
            ::close(fd);
            quit(0, "Sent part of the login (short-login).");
        }
        sendData(fd, *data);
        std::array<std::uint8_t, wire::kMessageBytes> reply{};
        if (!recvAll(fd, reply.data(), reply.size()))
            quit(0, "Error receiving message.");
        ::close(fd);
        const auto m = wire::decodeMessage(reply);
        if (m->data == static_cast<std::int32_t>(Purpose::WrongVersion))
            quit(0, "Wrong version: the manager refused this dynamo's version.");
        // As the stock dynamo: its port, bound before the login, listens only now, once
        // LOGIN_OK is read (a manager connecting back at once is refused until then); a
        // little later than the real one, so that a manager that does not try again fails.
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        if (::listen(m_listenFd, 1) != 0)
            quit(1, "Cannot listen on the control port.");
    }

    int acceptControl() {
        pollfd p{m_listenFd, POLLIN, 0};
        if (::poll(&p, 1, kSilenceSeconds * 1000) != 1)
            quit(0, "No manager connected back in 120 s.");
        const int fd = ::accept4(m_listenFd, nullptr, nullptr, SOCK_CLOEXEC);
        if (fd < 0)
            quit(0, "Error accepting the manager's connection.");
        return fd;
    }

    wire::Message receive() {
        std::array<std::uint8_t, wire::kMessageBytes> b{};
        if (!recvAll(m_control, b.data(), b.size()))
            quit(0, "Error receiving message.");
        return *wire::decodeMessage(b);
    }
    wire::DataMessage receiveData() {
        wire::DataMessage m;
        if (!recvAll(m_control, m.bytes().data(), m.bytes().size()))
            quit(0, "Error receiving message.");
        return m;
    }
    void reply(wire::Message m) {
        if (!sendMessage(m_control, m))
            quit(0, "Error sending message.");
    }
    void replyData(const wire::DataMessage& m) {
        if (!sendData(m_control, m))
            quit(0, "Error sending message.");
    }

    /** The workers a recipient names: all, one, or none when the index is out of range. */
    std::vector<Worker*> workersFor(std::int32_t who) {
        std::vector<Worker*> out;
        if (who == wire::kAllWorkers || who == wire::kManager) {
            for (auto& w : m_workers)
                out.push_back(w.get());
        } else if (who >= 0 && who < static_cast<std::int32_t>(m_workers.size())) {
            out.push_back(m_workers[static_cast<std::size_t>(who)].get());
        }
        return out;
    }
    bool validRecipient(std::int32_t who) const {
        return who == wire::kAllWorkers ||
               (who >= 0 && who < static_cast<std::int32_t>(m_workers.size()));
    }

    void serve() {
        for (;;) {
            const auto m = receive();
            switch (static_cast<Purpose>(m.purpose)) {
                case Purpose::AddWorkers:
                    addWorkers(m);
                    break;
                case Purpose::ReportTargets:
                    reportTargets();
                    break;
                case Purpose::SetAccess:
                    setAccess(m);
                    break;
                case Purpose::SetTargets:
                    setTargets(m);
                    break;
                case Purpose::PrepDisks:
                    prepDisks(m);
                    break;
                case Purpose::StopPrepare:
                    break;  // the fill is done before PREP_DISKS replies
                case Purpose::Start:
                    start(m);
                    break;
                case Purpose::BeginIo:
                    beginIo(m);
                    break;
                case Purpose::RecordOn:
                    recordOn(m);
                    break;
                case Purpose::RecordOff:
                    recordOff(m);
                    break;
                case Purpose::Stop:
                    stop(m);
                    break;
                case Purpose::ReportResults:
                    report(false);
                    break;
                case Purpose::ReportUpdate:
                    report(true);
                    break;
                case Purpose::Reset:
                    m_workers.clear();
                    return;
                case Purpose::Exit:
                    if (m.data == wire::kManager) {
                        m_workers.clear();
                        quit(0, nullptr);
                    }
                    if (!m_workers.empty())
                        m_workers.pop_back();
                    break;
                default:
                    std::printf("Unknown purpose 0x%08x (%s).\n", static_cast<unsigned>(m.purpose),
                                wire::purposeName(m.purpose));
                    m_workers.clear();
                    quit(0, "Unknown purpose");
            }
        }
    }

    void addWorkers(const wire::Message& m) {
        const auto have = static_cast<std::int32_t>(m_workers.size());
        if (m.data <= 0 || m.data > wire::kMaxWorkers - have) {
            reply({m.purpose, 0});
            return;
        }
        for (int i = 0; i < m.data; ++i)
            m_workers.push_back(std::make_unique<Worker>());
        reply({m.purpose, m.data});
    }

    /** The file system's type, as a mount table names it (the Linux dynamo's from MNTTAB). */
    static std::string fsType(const std::string& dir) {
        struct statfs fs {};
        if (::statfs(dir.c_str(), &fs) != 0)
            return "unknown";
        switch (static_cast<unsigned long>(fs.f_type)) {
            case 0xEF53: return "ext4";
            case 0x01021994: return "tmpfs";
            case 0x58465342: return "xfs";
            case 0x9123683E: return "btrfs";
            case 0x794C7630: return "overlay";
            default: return "fs";
        }
    }

    void reportTargets() {
        wire::TargetSpec disk;
        // As the Linux dynamo lists a mounted file system: "MOUNT_POINT [TYPE]".
        const std::string listed = opts.dir + " [" + fsType(opts.dir) + "]";
        const bool named = disk.setName(listed).ok() && disk.setActualName(listed).ok() &&
                           disk.setBasicName(listed).ok();
        disk.setType(wire::kLogicalDiskType);
        struct stat st {};
        const bool ready = ::stat(fileOf().c_str(), &st) == 0 && st.st_size > 0;
        disk.setDisk({false, false, ready, 4096,
                      ready ? static_cast<std::uint64_t>(st.st_size) / 4096 : 0, 0});
        std::vector<wire::TargetSpec> disks;
        if (!opts.dir.empty() && named)
            disks.push_back(disk);
        if (!opts.raw.empty()) {
            // A raw disk: its sector size from the device; ready, as IOmeter lists one.
            const int fd = ::open(opts.raw.c_str(), O_RDONLY | O_CLOEXEC);
            int sector = 0;
            if (fd >= 0 && ::ioctl(fd, BLKSSZGET, &sector) == 0 && sector > 0) {
                wire::TargetSpec raw;
                const std::string name = rawName();
                if (raw.setName(name).ok() && raw.setActualName(name).ok() && raw.setBasicName(name).ok()) {
                    raw.setType(wire::kPhysicalDiskType);
                    raw.setDisk({false, true, true, sector, 0, 0});
                    disks.push_back(raw);
                }
            }
            if (fd >= 0)
                ::close(fd);
        }

        wire::TargetSpec nic;
        (void)nic.setName(opts.own);
        (void)nic.setActualName(opts.own);
        (void)nic.setBasicName(opts.own);
        nic.setType(wire::kTcpClientType);
        (void)nic.setTcp({0, "", 0});
        replyData(*wire::encodeTargets(disks));
        replyData(*wire::encodeTargets({nic}));
        replyData(*wire::encodeTargets({}));  // no VI NICs
    }

    void setAccess(const wire::Message& m) {
        const auto data = receiveData();
        const auto spec = wire::decodeTestSpec(data);
        if (!spec || !validRecipient(m.data)) {
            if (!spec)
                std::fprintf(stderr, "SET_ACCESS refused: %s\n", spec.error().c_str());
            reply({m.purpose, 0});
            return;
        }
        // The workers' threads read the spec: it changes only between STOP and START.
        const auto targets = workersFor(m.data);
        if (std::any_of(targets.begin(), targets.end(),
                        [](Worker* w) { return !w->threads.empty(); })) {
            reply({m.purpose, 0});
            return;
        }
        for (auto* w : targets)
            w->spec = *spec;
        reply({m.purpose, 1});
    }

    void setTargets(const wire::Message& m) {
        auto data = receiveData();
        auto targets = wire::decodeTargets(data);
        bool ok = targets.ok() && validRecipient(m.data);
        if (!targets)
            std::fprintf(stderr, "SET_TARGETS refused: %s\n", targets.error().c_str());
        if (ok) {
            for (auto* w : workersFor(m.data)) {
                w->halt();
                w->targets.clear();
                for (auto& spec : *targets) {
                    auto t = std::make_unique<Target>();
                    if (wire::isType(spec.type(), wire::kTcpClientType)) {
                        // The server end: listen on its own interface; the echo says where.
                        std::uint16_t port = 0;
                        t->listenFd = listenOn(spec.name(), &port);
                        if (t->listenFd < 0)
                            ok = false;
                        auto tcp = spec.tcp();
                        tcp.localPort = port;
                        (void)spec.setTcp(tcp);
                    }
                    if (isDisk(spec)) {
                        const auto d = spec.disk();
                        std::printf(
                            "Disk target %s: starting sector %llu, maximum size %llu, data pattern "
                            "%d.\n",
                            spec.name().c_str(), static_cast<unsigned long long>(d.startingSector),
                            static_cast<unsigned long long>(d.maximumSize), spec.dataPattern());
                        std::fflush(stdout);
                    }
                    t->spec = spec;
                    w->targets.push_back(std::move(t));
                }
            }
            data = *wire::encodeTargets(*targets);
        }
        reply({m.purpose, ok ? 1 : 0});
        replyData(data);
    }

    void prepDisks(const wire::Message& m) {
        std::uint64_t want = 0;
        bool ok = !opts.dir.empty();
        for (auto& w : m_workers)
            for (auto& t : w->targets) {
                if (!wire::isType(t->spec.type(), wire::kLogicalDiskType))
                    continue;
                const auto d = t->spec.disk();
                const std::uint64_t sector =
                    d.sectorSize > 0 ? static_cast<std::uint64_t>(d.sectorSize) : 4096;
                if (d.maximumSize == 0)
                    ok = false;  // the real one would fill the file system
                want = std::max(want, (d.startingSector + d.maximumSize) * sector);
            }
        if (want > kMaxFileBytes)
            ok = false;
        if (ok && want > 0)
            ok = fill(want);
        reply({m.purpose, ok ? 1 : 0});
    }

    static bool fill(std::uint64_t bytes) {
        const int fd = ::open(fileOf().c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0)
            return false;
        struct stat st {};
        ::fstat(fd, &st);
        std::vector<std::uint8_t> chunk(1 << 20, 0xA5);
        std::uint64_t at = static_cast<std::uint64_t>(st.st_size);
        bool ok = true;
        while (ok && at < bytes) {
            const auto n =
                static_cast<std::size_t>(std::min<std::uint64_t>(chunk.size(), bytes - at));
            ok = ::pwrite(fd, chunk.data(), n, static_cast<off_t>(at)) == static_cast<ssize_t>(n);
            at += n;
        }
        ok = ok && ::fsync(fd) == 0;
        ::close(fd);
        return ok;
    }

    void start(const wire::Message& m) {
        if (misbehaves("close-on-start")) {
            ::close(m_control);
            m_workers.clear();
            quit(0, "Closed the control connection at START (close-on-start).");
        }
        if (!validRecipient(m.data)) {
            reply({m.purpose, 0});
            return;
        }
        for (auto* w : workersFor(m.data)) {
            if (!w->threads.empty() || w->spec.lines.empty())
                continue;
            w->expected = 0;
            for (auto& t : w->targets) {
                Target* target = t.get();
                if (isDisk(target->spec)) {
                    const int depth = std::clamp(target->spec.queueDepth(), 1, kMaxQueueDepth);
                    for (int i = 0; i < depth; ++i, ++w->expected)
                        w->threads.emplace_back(diskThread, std::ref(*w), std::ref(*target), i);
                } else if (wire::isType(target->spec.type(), wire::kTcpClientType) ||
                           wire::isType(target->spec.type(), wire::kTcpServerType)) {
                    ++w->expected;
                    w->threads.emplace_back(tcpThread, std::ref(*w), std::ref(*target));
                }
            }
        }
        reply({m.purpose, 1});
    }

    void beginIo(const wire::Message& m) {
        bool ok = validRecipient(m.data);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        for (auto* w : workersFor(m.data)) {
            while (w->opened.load() + w->failed.load() < w->expected &&
                   std::chrono::steady_clock::now() < deadline)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            if (w->opened.load() < w->expected)
                ok = false;
        }
        for (auto* w : workersFor(m.data))
            w->begin = true;
        reply({m.purpose, ok ? 1 : 0});
    }

    void recordOn(const wire::Message& m) {
        m_hostAtRecordOn = m_hostAtUpdate = sampleHost();
        const auto now = nowNs();
        for (auto* w : workersFor(m.data)) {
            for (auto& t : w->targets) {
                std::lock_guard lock(t->mutex);
                t->total = t->sinceUpdate = {};
            }
            w->recordOn = w->lastUpdate = now;
            w->recordOff = 0;
            w->recording = true;
        }
    }

    void recordOff(const wire::Message& m) {
        const auto now = nowNs();
        for (auto* w : workersFor(m.data)) {
            w->recording = false;
            w->recordOff = now;
        }
        reply(m);
    }

    void stop(const wire::Message& m) {
        for (auto* w : workersFor(m.data))
            w->halt();
        reply(m);
    }

    void report(bool update) {
        if (misbehaves("stall-results"))
            stall();
        const auto host = sampleHost();
        const auto managerData = *wire::encodeManagerResults(
            managerResults(update ? m_hostAtUpdate : m_hostAtRecordOn, host));
        if (update)
            m_hostAtUpdate = host;
        if (misbehaves("short-results") && update) {
            sendAll(m_control, managerData.bytes().data(), 1000);
            ::close(m_control);
            m_workers.clear();
            quit(0, "Sent part of an update (short-results).");
        }
        replyData(managerData);
        const auto now = nowNs();
        for (auto& w : m_workers) {
            if (!w->reports())
                continue;
            wire::WorkerResults r;
            if (update) {
                r.time = {w->lastUpdate, now};
                w->lastUpdate = now;
            } else {
                r.time = {w->recordOn, w->recordOff ? w->recordOff : now};
            }
            for (auto& t : w->targets) {
                std::lock_guard lock(t->mutex);
                r.targets.push_back(update ? t->sinceUpdate : t->total);
                if (update)
                    t->sinceUpdate = {};
            }
            replyData(*wire::encodeWorkerResults(r));
        }
    }

    /** Stops answering and keeps the socket open until the manager closes it (or 120 s). */
    [[noreturn]] void stall() {
        std::printf("Stalling (stall-results).\n");
        std::fflush(stdout);
        std::uint8_t sink[4096];
        for (;;) {
            pollfd p{m_control, POLLIN, 0};
            if (::poll(&p, 1, kSilenceSeconds * 1000) != 1)
                break;
            if (::recv(m_control, sink, sizeof sink, 0) <= 0)
                break;
        }
        m_workers.clear();
        quit(0, "Error receiving message.");
    }

    int m_listenFd;
    std::uint16_t m_port;
    int m_control = -1;
    std::vector<std::unique_ptr<Worker>> m_workers;
    CpuSample m_hostAtRecordOn = sampleHost(), m_hostAtUpdate = m_hostAtRecordOn;
};

[[noreturn]] void usage(const char* why) {
    std::fprintf(stderr,
                 "%s\nusage: fake_iometer_dynamo -i MANAGER_ADDR -m OWN_ADDR -n NAME [-p PORT] "
                 "[--dir DIR] [--raw /dev/X]\n    [--misbehave short-login|wrong-size|wrong-version|stall-results|wrong-timer|"
                 "close-on-start|short-results]\n",
                 why);
    std::exit(1);
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc)
            usage(("missing the value of " + a).c_str());
        const std::string v = argv[++i];
        if (a == "-i")
            opts.manager = v;
        else if (a == "-m")
            opts.own = v;
        else if (a == "-n")
            opts.name = v;
        else if (a == "-p")
            opts.port = std::atoi(v.c_str());
        else if (a == "--dir")
            opts.dir = v;
        else if (a == "--raw")
            opts.raw = v;
        else if (a == "--misbehave")
            opts.misbehave = v;
        else
            usage(("unknown option " + a).c_str());
    }
    static const std::vector<std::string> kinds = {"",
                                                   "short-login",
                                                   "wrong-size",
                                                   "wrong-version",
                                                   "stall-results",
                                                   "close-on-start",
                                                   "short-results",
                                                   "wrong-timer"};
    if (std::find(kinds.begin(), kinds.end(), opts.misbehave) == kinds.end())
        usage(("unknown misbehaviour " + opts.misbehave).c_str());
    if (opts.manager.empty())
        usage("-i MANAGER_ADDR is required");
    if (opts.own.empty())
        usage(
            "Specifying the Iometer address, the Manager network name parameter becomes mandatory");
    if (opts.port <= 0 || opts.port > 65535)
        usage("-p: not a port");
    if (opts.name.empty())
        opts.name = opts.own;
    while (opts.dir.size() > 1 && opts.dir.back() == '/')
        opts.dir.pop_back();

    std::uint16_t port = 0;
    const int listenFd = listenOn(opts.own, &port, false);  // listens after LOGIN_OK
    if (listenFd < 0)
        usage(("cannot bind on " + opts.own).c_str());
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    std::printf("fake_iometer_dynamo: bound on %s:%u, manager %s:%d\n", opts.own.c_str(), port,
                opts.manager.c_str(), opts.port);
    Dynamo(listenFd, port).run();
}
