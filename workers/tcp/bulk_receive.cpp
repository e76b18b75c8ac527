#include "workers/tcp/bulk_receive.hpp"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>

namespace iometry::workers {

void setReceiveMark(int fd, int bytes) {
    setsockopt(fd, SOL_SOCKET, SO_RCVLOWAT, &bytes, sizeof bytes);
}

ssize_t receiveArrived(int fd, void* buffer, std::size_t n, int waitMs) {
    // poll() reports a TCP socket readable only once SO_RCVLOWAT bytes are queued, and it
    // leaves the queue and the acknowledgements alone while it waits.
    pollfd p{fd, POLLIN, 0};
    ::poll(&p, 1, waitMs);
    const ssize_t got = ::recv(fd, buffer, n, MSG_DONTWAIT);
    if (got > 0) {
        const int off = 0;
        setsockopt(fd, IPPROTO_TCP, TCP_QUICKACK, &off, sizeof off);
    }
    return got;
}

}  // namespace iometry::workers
