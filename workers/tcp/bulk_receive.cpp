#include "workers/tcp/bulk_receive.hpp"

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
    return ::recv(fd, buffer, n, MSG_DONTWAIT);
}

}  // namespace iometry::workers
