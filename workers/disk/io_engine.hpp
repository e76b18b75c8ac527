#pragma once
// The disk worker's I/O engines behind one small table of operations, as fio's
// ioengine_ops: queue() takes a request for one of the worker's buffers, commit() hands
// what was queued to the kernel, reap() returns completions. io_uring (liburing, with
// registered buffers and file), libaio, and a synchronous engine (pread/pwrite: one I/O
// at a time whatever the depth) share one job loop (disk_worker.cpp) and one accounting.
// docs/plan-format.md, "Workers" (the disk key `engine`) says how "auto" chooses.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace iometry::workers::disk {

struct IoCompletion {
    unsigned slot = 0;   // the buffer (and request) it completes
    long long result = 0;  // bytes moved, or -errno
};

class IoEngine {
public:
    virtual ~IoEngine() = default;
    /** "io_uring", "libaio" or "sync": what bench.json records. */
    virtual const char* name() const = 0;
    /**
     * Called once by the thread that then queues, commits and reaps, before the first
     * request (an io_uring ring takes it as its one issuer). False with @p error.
     */
    virtual bool start(std::string& error) {
        (void)error;
        return true;
    }
    /** I/Os it can have in flight at once: the depth it was made with; 1 for sync. */
    virtual unsigned maxInFlight() const = 0;
    /**
     * Queues a read or write of @p size bytes at @p offset into / from buffer @p slot; a
     * write with @p from takes its bytes from there instead, a place in IoBuffers::shared
     * (full_random's region) that stays as it is until the write completes.
     */
    virtual bool queue(unsigned slot, bool read, std::uint64_t offset, std::uint64_t size,
                       const unsigned char* from, std::string& error) = 0;
    /** Hands every queued request to the kernel now. */
    virtual bool commit(std::string& error) = 0;
    /**
     * Hands what is still queued to the kernel (io_uring: in the same system call), then
     * appends completions to @p out: waits until at least @p atLeast are there or
     * @p timeoutNs passes (0: only what is done already). -1 with @p error on failure.
     */
    virtual int reap(std::vector<IoCompletion>& out, unsigned atLeast, std::int64_t timeoutNs,
                     std::string& error) = 0;
};

/** Buffers of the worker, one per request in flight; aligned for direct I/O. */
struct IoBuffers {
    std::vector<unsigned char*> slots;
    std::size_t size = 0;
    /** A region writes may take their bytes from (queue()'s `from`), or null; aligned too. */
    const unsigned char* shared = nullptr;
    std::size_t sharedSize = 0;
};

/**
 * The engine @p wanted ("auto", "io_uring", "libaio", "sync") on @p fd with @p depth
 * requests in flight. "auto" takes io_uring, else libaio, else sync, and says in @p note
 * why one was passed over. Null with @p error when the engine asked for cannot start.
 */
std::unique_ptr<IoEngine> makeIoEngine(const std::string& wanted, int fd, unsigned depth,
                                       const IoBuffers& buffers, std::string& note,
                                       std::string& error);

std::unique_ptr<IoEngine> makeUringEngine(int fd, unsigned depth, const IoBuffers& buffers,
                                          std::string& error);
std::unique_ptr<IoEngine> makeAioEngine(int fd, unsigned depth, const IoBuffers& buffers,
                                        std::string& error);
std::unique_ptr<IoEngine> makeSyncEngine(int fd, const IoBuffers& buffers);

}  // namespace iometry::workers::disk
