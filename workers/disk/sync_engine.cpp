// The synchronous engine: pread/pwrite at queue() time, one I/O at a time whatever the
// worker's depth (as fio's psync). The fallback when neither io_uring nor libaio starts.
#include <unistd.h>

#include <cerrno>
#include <deque>

#include "workers/disk/io_engine.hpp"

namespace iometry::workers::disk {

namespace {

class SyncEngine final : public IoEngine {
public:
    SyncEngine(int fd, const IoBuffers& buffers) : m_fd(fd), m_buffers(buffers) {}

    const char* name() const override { return "sync"; }
    // Each I/O is done inside queue(): one at a time, so that each is timed alone.
    unsigned maxInFlight() const override { return 1; }

    bool queue(unsigned slot, bool read, std::uint64_t offset, std::uint64_t size,
               const unsigned char* from, std::string&) override {
        unsigned char* data =
            !read && from ? const_cast<unsigned char*>(from) : m_buffers.slots[slot];
        std::uint64_t done = 0;
        long long result = 0;
        while (done < size) {
            const ssize_t n = read ? ::pread(m_fd, data + done, size - done, static_cast<off_t>(offset + done))
                                   : ::pwrite(m_fd, data + done, size - done, static_cast<off_t>(offset + done));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                result = n < 0 ? -errno : static_cast<long long>(done);  // an error, or the end
                break;
            }
            done += static_cast<std::uint64_t>(n);
            result = static_cast<long long>(done);
        }
        m_done.push_back({slot, result});
        return true;
    }

    bool commit(std::string&) override { return true; }

    int reap(std::vector<IoCompletion>& out, unsigned, std::int64_t, std::string&) override {
        const int n = static_cast<int>(m_done.size());
        out.insert(out.end(), m_done.begin(), m_done.end());
        m_done.clear();
        return n;
    }

private:
    int m_fd;
    IoBuffers m_buffers;
    std::deque<IoCompletion> m_done;
};

}  // namespace

std::unique_ptr<IoEngine> makeSyncEngine(int fd, const IoBuffers& buffers) {
    return std::make_unique<SyncEngine>(fd, buffers);
}

}  // namespace iometry::workers::disk
