#include "workers/tcp/socket_options.hpp"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>

namespace iometry::workers {
namespace {

std::string firstLine(const char* path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

bool setInt(int fd, int level, int name, int value, const char* what, std::string& error) {
    if (setsockopt(fd, level, name, &value, sizeof value) == 0) return true;
    error = std::string("socket: cannot set ") + what + " to " + std::to_string(value) + ": " +
            std::strerror(errno);
    return false;
}

int getInt(int fd, int level, int name) {
    int value = 0;
    socklen_t length = sizeof value;
    return getsockopt(fd, level, name, &value, &length) == 0 ? value : -1;
}

}  // namespace

std::vector<std::string> availableCongestionControls() {
    std::istringstream words(firstLine("/proc/sys/net/ipv4/tcp_available_congestion_control"));
    return {std::istream_iterator<std::string>(words), std::istream_iterator<std::string>()};
}

std::string defaultCongestionControl() {
    return firstLine("/proc/sys/net/ipv4/tcp_congestion_control");
}

bool applySocketOptions(int fd, const model::SocketOptions& o, bool transactions,
                        std::string& error) {
    if (!o.congestion.empty() &&
        setsockopt(fd, IPPROTO_TCP, TCP_CONGESTION, o.congestion.data(),
                   static_cast<socklen_t>(o.congestion.size())) != 0) {
        const int why = errno;
        // ENOENT: the kernel has no such algorithm (and could not load its module).
        error = "socket: congestion control \"" + o.congestion + "\" " +
                (why == ENOENT ? std::string("is not available on this host")
                               : std::string("cannot be set: ") + std::strerror(why)) +
                "; available: " + joined(availableCongestionControls());
        return false;
    }
    // Buffers before connect or listen: the window scale is chosen from them then.
    if (o.sendBuffer && !setInt(fd, SOL_SOCKET, SO_SNDBUF, static_cast<int>(*o.sendBuffer),
                                "send_buffer (SO_SNDBUF)", error))
        return false;
    if (o.receiveBuffer && !setInt(fd, SOL_SOCKET, SO_RCVBUF, static_cast<int>(*o.receiveBuffer),
                                   "receive_buffer (SO_RCVBUF)", error))
        return false;
    if (!setInt(fd, IPPROTO_TCP, TCP_NODELAY, o.noDelay.value_or(transactions) ? 1 : 0,
                "nodelay (TCP_NODELAY)", error))
        return false;
    if (o.mss && !setInt(fd, IPPROTO_TCP, TCP_MAXSEG, *o.mss, "mss (TCP_MAXSEG)", error))
        return false;
    if (o.zeroCopy && !setInt(fd, SOL_SOCKET, SO_ZEROCOPY, 1, "zerocopy (SO_ZEROCOPY)", error))
        return false;
    if (o.busyPollUs && !setInt(fd, SOL_SOCKET, SO_BUSY_POLL, *o.busyPollUs,
                                "busy_poll_us (SO_BUSY_POLL)", error))
        return false;
    if (o.pacingMbit) {
        // Bytes per second on the wire; 64 bits since Linux 4.19 (32 bits cap at 34 Gbit/s).
        const std::uint64_t rate = static_cast<std::uint64_t>(*o.pacingMbit * 1e6 / 8);
        if (setsockopt(fd, SOL_SOCKET, SO_MAX_PACING_RATE, &rate, sizeof rate) != 0) {
            error = "socket: cannot set pacing_mbit (SO_MAX_PACING_RATE): " +
                    std::string(std::strerror(errno));
            return false;
        }
    }
    return true;
}

nlohmann::json grantedSocketOptions(int fd) {
    nlohmann::json g = nlohmann::json::object();
    g["send_buffer"] = getInt(fd, SOL_SOCKET, SO_SNDBUF);
    g["receive_buffer"] = getInt(fd, SOL_SOCKET, SO_RCVBUF);
    char name[32] = {};
    socklen_t length = sizeof name - 1;
    if (getsockopt(fd, IPPROTO_TCP, TCP_CONGESTION, name, &length) == 0)
        g["congestion"] = std::string(name, strnlen(name, length));
    g["nodelay"] = getInt(fd, IPPROTO_TCP, TCP_NODELAY) > 0;
    g["mss"] = getInt(fd, IPPROTO_TCP, TCP_MAXSEG);
    g["zerocopy"] = getInt(fd, SOL_SOCKET, SO_ZEROCOPY) > 0;
    g["busy_poll_us"] = getInt(fd, SOL_SOCKET, SO_BUSY_POLL);
    std::uint64_t rate = 0;
    length = sizeof rate;
    if (getsockopt(fd, SOL_SOCKET, SO_MAX_PACING_RATE, &rate, &length) == 0) {
        if (length == 4) rate = static_cast<std::uint32_t>(rate);
        const bool unlimited = rate == ~std::uint64_t{0} || (length == 4 && rate == 0xffffffffu);
        g["pacing_mbit"] = unlimited ? nlohmann::json() : nlohmann::json(static_cast<double>(rate) * 8 / 1e6);
    }
    return g;
}

}  // namespace iometry::workers
