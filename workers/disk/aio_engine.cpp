// The libaio engine: Linux native AIO (io_submit / io_getevents), asynchronous only with
// O_DIRECT (buffered, the kernel completes each request inside io_submit, as fio notes).
#include <libaio.h>

#include <cerrno>
#include <cstring>

#include "workers/disk/io_engine.hpp"

namespace iometry::workers::disk {

namespace {

class AioEngine final : public IoEngine {
public:
    ~AioEngine() override {
        if (m_context) ::io_destroy(m_context);
    }

    bool init(int fd, unsigned depth, const IoBuffers& buffers, std::string& error) {
        if (const int rc = ::io_setup(static_cast<int>(depth), &m_context); rc < 0) {
            m_context = nullptr;
            error = std::string("io_setup: ") + std::strerror(-rc);
            return false;
        }
        m_fd = fd;
        m_buffers = buffers;
        m_iocbs.resize(buffers.slots.size());
        m_events.resize(depth);
        return true;
    }

    const char* name() const override { return "libaio"; }
    unsigned maxInFlight() const override { return static_cast<unsigned>(m_events.size()); }

    bool queue(unsigned slot, bool read, std::uint64_t offset, std::uint64_t size,
               const unsigned char* from, std::string&) override {
        iocb& cb = m_iocbs[slot];
        if (read) ::io_prep_pread(&cb, m_fd, m_buffers.slots[slot], size, static_cast<long long>(offset));
        else
            ::io_prep_pwrite(&cb, m_fd,
                             from ? const_cast<unsigned char*>(from) : m_buffers.slots[slot], size,
                             static_cast<long long>(offset));
        cb.data = reinterpret_cast<void*>(static_cast<std::uintptr_t>(slot));
        m_queued.push_back(&cb);
        return true;
    }

    bool commit(std::string& error) override {
        std::size_t done = 0;
        while (done < m_queued.size()) {
            const int rc = ::io_submit(m_context, static_cast<long>(m_queued.size() - done),
                                       m_queued.data() + done);
            if (rc > 0) {
                done += static_cast<std::size_t>(rc);
                continue;
            }
            if (rc == -EINTR || rc == -EAGAIN) continue;
            error = std::string("io_submit: ") + std::strerror(-rc);
            m_queued.clear();
            return false;
        }
        m_queued.clear();
        return true;
    }

    int reap(std::vector<IoCompletion>& out, unsigned atLeast, std::int64_t timeoutNs,
             std::string& error) override {
        if (!m_queued.empty() && !commit(error)) return -1;
        timespec ts{timeoutNs / 1'000'000'000, timeoutNs % 1'000'000'000};
        int rc;
        do {
            rc = ::io_getevents(m_context, static_cast<long>(atLeast), static_cast<long>(m_events.size()),
                                m_events.data(), &ts);
        } while (rc == -EINTR);
        if (rc < 0) {
            error = std::string("io_getevents: ") + std::strerror(-rc);
            return -1;
        }
        for (int i = 0; i < rc; ++i) {
            const io_event& e = m_events[static_cast<std::size_t>(i)];
            // res is the byte count or -errno, in an unsigned field.
            out.push_back({static_cast<unsigned>(reinterpret_cast<std::uintptr_t>(e.data)),
                           static_cast<long long>(static_cast<long>(e.res))});
        }
        return rc;
    }

private:
    io_context_t m_context = nullptr;
    int m_fd = -1;
    IoBuffers m_buffers;
    std::vector<iocb> m_iocbs;
    std::vector<iocb*> m_queued;
    std::vector<io_event> m_events;
};

}  // namespace

std::unique_ptr<IoEngine> makeAioEngine(int fd, unsigned depth, const IoBuffers& buffers,
                                        std::string& error) {
    auto engine = std::make_unique<AioEngine>();
    if (!engine->init(fd, depth, buffers, error)) return nullptr;
    return engine;
}

}  // namespace iometry::workers::disk
