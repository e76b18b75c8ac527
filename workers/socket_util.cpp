#include "workers/socket_util.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace iometry::workers {

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

std::string addressText(const sockaddr* addr) {
    char text[INET6_ADDRSTRLEN] = {};
    if (addr->sa_family == AF_INET)
        inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(addr)->sin_addr, text, sizeof text);
    else if (addr->sa_family == AF_INET6)
        inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(addr)->sin6_addr, text,
                  sizeof text);
    return text;
}

std::string addressText(const sockaddr_storage& addr) {
    return addressText(reinterpret_cast<const sockaddr*>(&addr));
}

std::string normalisedAddress(const std::string& address) {
    sockaddr_storage s;
    socklen_t n;
    return makeAddress(address, 0, s, n) ? addressText(s) : address;
}

std::uint16_t portOf(const sockaddr_storage& addr) {
    return ntohs(addr.ss_family == AF_INET
                     ? reinterpret_cast<const sockaddr_in*>(&addr)->sin_port
                     : reinterpret_cast<const sockaddr_in6*>(&addr)->sin6_port);
}

std::string errnoText(const std::string& what) { return what + ": " + std::strerror(errno); }

void setSocketTimeouts(int fd, int ms) {
    timeval tv{ms / 1000, (ms % 1000) * 1000};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

void prepareLaneThread(std::optional<int> cpu, bool probe) {
    // Traffic threads yield to the control plane of this host: with hundreds of busy lanes
    // on a 2-core machine, lanes at the same priority leave the dynamo's control loop and
    // the manager (often on the same host) so little CPU that a sample takes seconds to
    // handle and the dead-man rule fires (docs/architecture.md, "Threads and priorities").
    // Among themselves lanes stay equal, and an otherwise idle host gives them all its CPU.
    // A probe's lanes do not: at most 1000 requests a second, one at a time, cannot starve
    // a control loop, and at nice 19 a probe waited behind any other program of the host.
    if (!probe) setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kLaneNice);
    if (!cpu) return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(*cpu, &set);
    pthread_setaffinity_np(pthread_self(), sizeof set, &set);
}

}  // namespace iometry::workers
