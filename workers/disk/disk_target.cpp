#include "workers/disk/disk_target.hpp"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <utility>

#include "workers/disk/device_safety.hpp"
#include "workers/disk/disk_facts.hpp"
#include "workers/disk/verify_pattern.hpp"
#include "workers/sysfs_text.hpp"

namespace iometry::workers::disk {

namespace {

constexpr std::uint64_t kFillChunk = 1 << 20;  // bytes per write of the fill

std::string errnoText(const std::string& what) { return what + ": " + std::strerror(errno); }

/**
 * Writes stamped units (generation 0) over [@p from, @p to) of @p fd: the fill of a test
 * file, or of a device's span for verify. Chunks are aligned, so @p fd may be O_DIRECT when
 * @p from and @p to are multiples of its logical block.
 */
bool fillStamped(int fd, const std::string& what, std::uint64_t from, std::uint64_t to,
                 const FillProgress& progress, const std::atomic<bool>& cancel, std::string& error) {
    std::unique_ptr<unsigned char, decltype(&std::free)> chunk(
        static_cast<unsigned char*>(std::aligned_alloc(4096, kFillChunk)), &std::free);
    if (!chunk) {
        error = what + ": out of memory for the fill";
        return false;
    }
    for (std::uint64_t at = from; at < to;) {
        if (cancel.load()) {
            error = what + ": the fill was stopped";
            return false;
        }
        const std::uint64_t n = std::min(kFillChunk, to - at);
        stampUnits(chunk.get(), kFillChunk, at, 0);
        const ssize_t w = ::pwrite(fd, chunk.get(), n, static_cast<off_t>(at));
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            error = errnoText(what);
            return false;
        }
        at += static_cast<std::uint64_t>(w);
        if (progress) progress(at - from, to - from);
    }
    if (::fdatasync(fd) != 0) {
        error = errnoText(what + ": fdatasync after the fill");
        return false;
    }
    return true;
}

/**
 * Whether a device's span [@p from, @p end) was filled for verify: its first and its last
 * unit carry stamps (not the unverified mark). A fill runs from the start to the end, and a
 * verified run writes only inside a filled span, so a stamp at the end means the fill
 * once reached it.
 */
bool spanStamped(int fd, std::uint64_t from, std::uint64_t end, std::uint64_t block) {
    if (end < from + block)
        return false;
    // aligned_alloc wants a size that is a multiple of the alignment (a 512-byte block is not).
    const std::size_t bytes = (block + 4095) / 4096 * 4096;
    std::unique_ptr<unsigned char, decltype(&std::free)> buf(
        static_cast<unsigned char*>(std::aligned_alloc(4096, bytes)), &std::free);
    if (!buf) return false;
    for (std::uint64_t at : {from, end - block}) {
        if (::pread(fd, buf.get(), block, static_cast<off_t>(at)) != static_cast<ssize_t>(block)) return false;
        std::size_t unchecked = 0;
        const std::uint64_t unit =
            at == from ? 0 : block - kVerifyUnit;  // the first, or the last unit
        if (checkUnits(buf.get() + unit, kVerifyUnit, at + unit, nullptr, &unchecked) || unchecked > 0)
            return false;
    }
    return true;
}

}  // namespace

DiskTarget::DiskTarget(DiskTarget&& other) noexcept { *this = std::move(other); }

DiskTarget& DiskTarget::operator=(DiskTarget&& other) noexcept {
    if (this != &other) {
        close();
        m_fd = std::exchange(other.m_fd, -1);
        m_span = other.m_span;
        m_logicalBlock = other.m_logicalBlock;
        m_device = std::move(other.m_device);
        m_major = other.m_major;
        m_minor = other.m_minor;
        m_file = std::move(other.m_file);
    }
    return *this;
}

DiskTarget::~DiskTarget() { close(); }

dev_t blockDeviceUnder(dev_t device, const std::string& file) {
    // A file system of its own (btrfs, overlayfs) gives its files an anonymous device,
    // major 0, which /proc/diskstats does not list: the block device is the mount's source.
    if (major(device) != 0 || file.empty()) return device;
    const auto mount = fileSystemOf(sysfs::readText("/proc/self/mountinfo"), file);
    struct stat source {};
    if (mount && mount->source.rfind("/dev/", 0) == 0 && ::stat(mount->source.c_str(), &source) == 0 &&
        S_ISBLK(source.st_mode))
        return source.st_rdev;
    return device;
}

void DiskTarget::setDevice(dev_t device, std::string file) {
    m_major = major(device);
    m_minor = minor(device);
    m_device = std::to_string(m_major) + ":" + std::to_string(m_minor);
    m_file = std::move(file);
}

nlohmann::json DiskTarget::describe(const std::filesystem::path& root) const {
    if (m_device.empty()) return nlohmann::json::object();
    return targetFacts(root, m_major, m_minor, m_file);
}

void DiskTarget::close() {
    if (m_fd >= 0) ::close(m_fd);
    m_fd = -1;
}

bool DiskTarget::open(const TargetOptions& o, const FillProgress& progress,
                      const std::atomic<bool>& cancel, std::string& error, std::string& warning) {
    close();
    const std::string& path = o.path;
    struct stat st {};
    const bool exists = ::stat(path.c_str(), &st) == 0;
    if (!exists && errno != ENOENT) {
        error = errnoText(path);
        return false;
    }
    const int directFlag = o.direct ? O_DIRECT : 0;

    if (o.blockDevice) {
        if (!exists || !S_ISBLK(st.st_mode)) {
            error = path + " is not a block device (block_device is true; for a test file leave it out)";
            return false;
        }
        // force overrides what the device holds, never that something uses it (mounted,
        // swap, held, busy): writing under a live filesystem or swap is never a test.
        if (auto inUse = blockDeviceHazard(path, HazardChecks::InUse)) {
            error = "refused: " + *inUse + "; nothing was written (\"force\" does not override a "
                    "device in use)";
            return false;
        }
        if (!o.force) {
            if (auto hazard = blockDeviceHazard(path, HazardChecks::Contents)) {
                error = "refused: " + *hazard + "; nothing was written (\"force\": true writes it all the same)";
                return false;
            }
        }
        // Claimed exclusively (O_EXCL on a block device): nothing mounts it while it is
        // tested. After the checks above, which open it exclusively themselves.
        m_fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC | directFlag | O_EXCL);
        if (m_fd < 0) {
            error = errnoText(path);
            return false;
        }
        std::uint64_t size = 0;
        if (::ioctl(m_fd, BLKGETSIZE64, &size) != 0) {
            error = errnoText(path + ": BLKGETSIZE64");
            close();
            return false;
        }
        int logical = 0;
        if (::ioctl(m_fd, BLKSSZGET, &logical) == 0 && logical >= 512)
            m_logicalBlock = static_cast<std::uint64_t>(logical);
        if (o.startOffset % m_logicalBlock != 0) {
            error = path + ": start_offset " + std::to_string(o.startOffset) +
                    " is not a multiple of its " + std::to_string(m_logicalBlock) +
                    "-byte logical block";
            close();
            return false;
        }
        if (o.startOffset >= size || o.fileSize > size - o.startOffset) {
            error = path + " holds " + std::to_string(size) + " bytes: " +
                    (o.fileSize > 0 ? "fewer than start_offset " + std::to_string(o.startOffset) +
                                          " + file_size " + std::to_string(o.fileSize)
                                    : "start_offset " + std::to_string(o.startOffset) +
                                          " leaves nothing to test");
            close();
            return false;
        }
        m_span = o.fileSize > 0 ? o.fileSize : size - o.startOffset;
        setDevice(st.st_rdev, {});
        if (o.verify) {
            // What a device holds is not ours: its span is filled with stamps first, unless
            // a fill reached its end before (docs/plan-format.md, "Data verification").
            const std::uint64_t end = o.startOffset + m_span / m_logicalBlock * m_logicalBlock;
            if (!spanStamped(m_fd, o.startOffset, end, m_logicalBlock) &&
                !fillStamped(m_fd, path + ": filling its span with stamps for verify",
                             o.startOffset, end, progress, cancel, error)) {
                close();
                return false;
            }
        }
        return true;
    }

    if (exists && S_ISBLK(st.st_mode)) {
        error = path + " is a block device: a test on it destroys its data, so the plan must say "
                       "\"block_device\": true";
        return false;
    }
    if (exists && !S_ISREG(st.st_mode)) {
        error = path + " is neither a regular file nor a block device";
        return false;
    }
    if (o.fileSize == 0) {
        error = path + ": a test file needs file_size";
        return false;
    }
    const std::uint64_t have = exists ? static_cast<std::uint64_t>(st.st_size) : 0;
    // The file holds the span [start_offset, start_offset + file_size): the fill writes the
    // span only, and the bytes before it stay as they were, or a hole in a new file
    // (docs/plan-format.md, "Where the span starts").
    const std::uint64_t end = o.startOffset + o.fileSize;
    const std::uint64_t fillFrom = std::max(o.startOffset, have / kVerifyUnit * kVerifyUnit);
    if (have < end) {
        // Creating or extending: say so when it leaves the filesystem nearly full.
        const std::string dir = path.find('/') == std::string::npos ? "." : path.substr(0, path.rfind('/') + 1);
        struct statvfs fs {};
        if (::statvfs(dir.c_str(), &fs) == 0) {
            const double total = static_cast<double>(fs.f_blocks) * fs.f_frsize;
            const double freeAfter = static_cast<double>(fs.f_bavail) * fs.f_frsize -
                                     static_cast<double>(end - fillFrom);
            if (freeAfter < 0) {
                error = path + ": the filesystem has " +
                        std::to_string(static_cast<std::uint64_t>(fs.f_bavail) * fs.f_frsize) +
                        " bytes free, fewer than the " + std::to_string(end - fillFrom) +
                        " the test file needs";
                return false;
            }
            if (total > 0 && freeAfter < 0.1 * total)
                warning = path + ": creating the test file leaves " +
                          std::to_string(static_cast<int>(100 * freeAfter / total)) +
                          " % of its filesystem free";
        }
    }
    m_fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (m_fd < 0) {
        error = errnoText(path);
        return false;
    }
    if (::fstat(m_fd, &st) != 0) {
        error = errnoText(path);
        close();
        return false;
    }
    std::error_code ec;
    const std::filesystem::path file = std::filesystem::canonical(path, ec);
    setDevice(blockDeviceUnder(st.st_dev, ec ? std::string() : file.string()), ec ? std::string() : file.string());
    m_logicalBlock = logicalBlockSize("/", m_major, m_minor);
    if (o.startOffset % m_logicalBlock != 0) {
        error = path + ": start_offset " + std::to_string(o.startOffset) +
                " is not a multiple of the " + std::to_string(m_logicalBlock) +
                "-byte logical block of its disk";
        close();
        return false;
    }
    if (have < end) {
        // Fill from where the file ends (rounded down to a unit), or from where the span
        // starts, with stamped units: reads then hit real blocks, not holes, and verify
        // finds every unit stamped.
        if (!fillStamped(m_fd, path + ": filling the test file", fillFrom, end, progress, cancel,
                         error)) {
            close();
            return false;
        }
        // The fill went through the page cache; drop it, so that buffered reads of the test
        // start from the disk as direct ones do.
        ::posix_fadvise(m_fd, 0, 0, POSIX_FADV_DONTNEED);
    }
    m_span = o.fileSize;
    if (o.direct) {
        // Reopen with O_DIRECT for the test (the fill wrote unaligned tails buffered).
        const int directFd = ::open(path.c_str(), O_RDWR | O_CLOEXEC | O_DIRECT);
        if (directFd < 0) {
            error = errnoText(path + ": O_DIRECT (set direct false for buffered I/O)");
            close();
            return false;
        }
        ::close(m_fd);
        m_fd = directFd;
    }
    return true;
}

}  // namespace iometry::workers::disk
