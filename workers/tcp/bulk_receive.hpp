#pragma once
// How the receiving end of a one-way TCP stream reads (docs/metrics.md, "How a one-way
// stream is read"): woken only once a low-water mark of bytes has arrived, and never
// reading while less than that is queued, unless its wait ran out.

#include <sys/types.h>

#include <cstddef>

namespace iometry::workers {

/** Sets @p fd's receive low-water mark (SO_RCVLOWAT) to @p bytes. */
void setReceiveMark(int fd, int bytes);

/**
 * Waits up to @p waitMs for @p fd's low-water mark to be queued (or for the end of the
 * stream or an error), then reads what has arrived, up to @p n bytes, without waiting for
 * more. A read that finds less than the mark queued would copy it and then sleep for the
 * rest, and Linux acknowledges at once the data such a read takes: the sender's Nagle then
 * sends its next few requests as a segment of their own. So a read happens only once the
 * mark is there, or when the wait ran out (a slow stream is counted at most @p waitMs late).
 * After a read it turns TCP_QUICKACK off again (it does not stay off): a read that empties
 * the queue is then not acknowledged for that alone, only with the next full segment or
 * when the delayed-ACK timer runs out, as for a reader that took a full segment and the
 * bytes after it in one read.
 * Returns what recv() returned: -1 with EAGAIN when nothing had arrived.
 */
ssize_t receiveArrived(int fd, void* buffer, std::size_t n, int waitMs);

}  // namespace iometry::workers
