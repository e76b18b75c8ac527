// The io_uring engine (liburing): one ring of the worker's depth, the worker's buffers
// registered (read_fixed / write_fixed: the kernel maps them once, not per I/O) and its
// file registered (IOSQE_FIXED_FILE: no file-table lookup per I/O). The ring has one
// issuer, the worker's traffic thread, and completes its requests only when that thread
// asks for completions (SINGLE_ISSUER + DEFER_TASKRUN, Linux 6.1): no task-work interrupt
// per I/O. A commit submits and runs the completions that are there, as fio's commit does
// (submitting alone left them for the waiting call: 0.77 of fio at QD 32, against 1.07);
// what is still queued when the loop waits goes in the same io_uring_enter() that waits
// (docs/plan-format.md, "Disk semantics").
#include <liburing.h>
#include <sys/uio.h>

#include <cstring>

#include "workers/disk/io_engine.hpp"

namespace iometry::workers::disk {

namespace {

class UringEngine final : public IoEngine {
public:
    ~UringEngine() override {
        if (m_ready) ::io_uring_queue_exit(&m_ring);
    }

    bool init(int fd, unsigned depth, const IoBuffers& buffers, std::string& error) {
        // The ring is made here, on the step runner's thread, disabled: the traffic thread
        // that enables it in start() becomes its one issuer. Older kernels refuse the flags
        // (EINVAL): cooperative task running (5.19), else none.
        constexpr unsigned kDeferred =
            IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_R_DISABLED;
        int rc = -EINVAL;
        for (const unsigned flags : {kDeferred, unsigned{IORING_SETUP_COOP_TASKRUN}, 0u}) {
            rc = ::io_uring_queue_init(depth, &m_ring, flags);
            if (rc != -EINVAL) {
                m_disabled = rc == 0 && (flags & IORING_SETUP_R_DISABLED) != 0;
                break;
            }
        }
        if (rc < 0) {
            error = std::string("io_uring_queue_init: ") + std::strerror(-rc);
            return false;
        }
        m_ready = true;
        std::vector<iovec> iov;
        for (unsigned char* slot : buffers.slots) iov.push_back({slot, buffers.size});
        // Registration is an optimisation: without it (an old kernel, a locked-memory
        // limit) the plain read/write opcodes do the same I/O. The shared region
        // (full_random's) goes last; when the limit refuses it too, its writes alone go plain.
        if (buffers.shared) {
            iov.push_back({const_cast<unsigned char*>(buffers.shared), buffers.sharedSize});
            m_fixedShared = ::io_uring_register_buffers(&m_ring, iov.data(),
                                                        static_cast<unsigned>(iov.size())) == 0;
            m_fixedBuffers = m_fixedShared;
            iov.pop_back();
        }
        if (!m_fixedBuffers)
            m_fixedBuffers = ::io_uring_register_buffers(&m_ring, iov.data(),
                                                         static_cast<unsigned>(iov.size())) == 0;
        m_fixedFile = ::io_uring_register_files(&m_ring, &fd, 1) == 0;
        m_fd = fd;
        m_buffers = buffers;
        m_depth = depth;
        return true;
    }

    bool start(std::string& error) override {
        if (!m_disabled) return true;
        // io_uring_enable_rings() is declared by liburing 2.3 but not exported: its call.
        if (const int rc = ::io_uring_register(static_cast<unsigned>(m_ring.ring_fd),
                                               IORING_REGISTER_ENABLE_RINGS, nullptr, 0);
            rc < 0) {
            error = std::string("IORING_REGISTER_ENABLE_RINGS: ") + std::strerror(-rc);
            return false;
        }
        m_disabled = false;
        return true;
    }

    const char* name() const override { return "io_uring"; }
    unsigned maxInFlight() const override { return m_depth; }

    bool queue(unsigned slot, bool read, std::uint64_t offset, std::uint64_t size,
               const unsigned char* from, std::string& error) override {
        io_uring_sqe* sqe = ::io_uring_get_sqe(&m_ring);
        if (!sqe) {
            error = "io_uring: the submission queue is full";
            return false;
        }
        const int fd = m_fixedFile ? 0 : m_fd;
        unsigned char* data = m_buffers.slots[slot];
        const auto n = static_cast<unsigned>(size);
        if (!read && from) {
            // From the shared region: its registered index follows the slots'.
            auto* source = const_cast<unsigned char*>(from);
            if (m_fixedShared)
                ::io_uring_prep_write_fixed(sqe, fd, source, n, offset,
                                            static_cast<int>(m_buffers.slots.size()));
            else
                ::io_uring_prep_write(sqe, fd, source, n, offset);
        } else if (m_fixedBuffers) {
            if (read) ::io_uring_prep_read_fixed(sqe, fd, data, n, offset, static_cast<int>(slot));
            else ::io_uring_prep_write_fixed(sqe, fd, data, n, offset, static_cast<int>(slot));
        } else {
            if (read) ::io_uring_prep_read(sqe, fd, data, n, offset);
            else ::io_uring_prep_write(sqe, fd, data, n, offset);
        }
        if (m_fixedFile) sqe->flags |= IOSQE_FIXED_FILE;
        ::io_uring_sqe_set_data64(sqe, slot);
        return true;
    }

    bool commit(std::string& error) override {
        for (;;) {
            const int rc = ::io_uring_submit_and_get_events(&m_ring);
            if (rc >= 0) return true;
            if (rc == -EINTR || rc == -EAGAIN) continue;
            error = std::string("io_uring_submit_and_get_events: ") + std::strerror(-rc);
            return false;
        }
    }

    int reap(std::vector<IoCompletion>& out, unsigned atLeast, std::int64_t timeoutNs,
             std::string& error) override {
        int got = 0;
        if (atLeast > 0) {
            io_uring_cqe* cqe = nullptr;
            __kernel_timespec ts{timeoutNs / 1'000'000'000, timeoutNs % 1'000'000'000};
            const int rc = ::io_uring_submit_and_wait_timeout(&m_ring, &cqe, atLeast, &ts, nullptr);
            if (rc < 0 && rc != -ETIME && rc != -EINTR && rc != -EAGAIN && rc != -EBUSY) {
                error = std::string("io_uring_submit_and_wait_timeout: ") + std::strerror(-rc);
                return -1;
            }
        } else if (const int rc = ::io_uring_submit_and_get_events(&m_ring);
                   rc < 0 && rc != -EINTR && rc != -EAGAIN && rc != -EBUSY) {
            error = std::string("io_uring_submit_and_get_events: ") + std::strerror(-rc);
            return -1;
        }
        unsigned head = 0, seen = 0;
        io_uring_cqe* cqe = nullptr;
        io_uring_for_each_cqe(&m_ring, head, cqe) {
            out.push_back({static_cast<unsigned>(::io_uring_cqe_get_data64(cqe)), cqe->res});
            ++seen;
        }
        ::io_uring_cq_advance(&m_ring, seen);
        got += static_cast<int>(seen);
        return got;
    }

private:
    io_uring m_ring{};
    bool m_ready = false;
    bool m_disabled = false;  // made with IORING_SETUP_R_DISABLED, not yet enabled by start()
    bool m_fixedBuffers = false;
    bool m_fixedShared = false;  // the shared region is registered too, after the slots
    bool m_fixedFile = false;
    int m_fd = -1;
    unsigned m_depth = 1;
    IoBuffers m_buffers;
};

}  // namespace

std::unique_ptr<IoEngine> makeUringEngine(int fd, unsigned depth, const IoBuffers& buffers,
                                          std::string& error) {
    auto engine = std::make_unique<UringEngine>();
    if (!engine->init(fd, depth, buffers, error)) return nullptr;
    return engine;
}

}  // namespace iometry::workers::disk
