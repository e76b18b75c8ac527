#pragma once
// A disk worker's target: a test file or, with the plan's explicit opt-in, a block device
// (docs/plan-format.md, "Disk semantics" and "Disk safety"). Opening it is where the safety rules are kept:
// a block device is checked (device_safety.hpp) and refused when it holds anything,
// unless forced; a test file is created and filled, or reused when it is large enough.

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace iometry::workers::disk {

struct TargetOptions {
    std::string path;
    std::uint64_t fileSize = 0;  ///< a file's size (required); a device's span (0 = all)
    bool direct = true;
    bool blockDevice = false;
    bool force = false;
    bool verify = false;
    /** Where the span starts (`start_offset`): I/Os touch [startOffset, startOffset + span). */
    std::uint64_t startOffset = 0;
};

/** Bytes filled so far of all to fill; called from the thread that opens the target. */
using FillProgress = std::function<void(std::uint64_t done, std::uint64_t total)>;

/** The block device whose counters (/proc/diskstats) hold @p file's I/O: @p device (the
 *  file's st_dev), or, when that is an anonymous device of a file system of its own (btrfs
 *  gives each subvolume one), the block device its mount names as its source. */
dev_t blockDeviceUnder(dev_t device, const std::string& file);

class DiskTarget {
public:
    DiskTarget() = default;
    DiskTarget(const DiskTarget&) = delete;
    DiskTarget& operator=(const DiskTarget&) = delete;
    DiskTarget(DiskTarget&& other) noexcept;
    DiskTarget& operator=(DiskTarget&& other) noexcept;
    ~DiskTarget();

    /**
     * Opens @p options' target for reading and writing. A test file shorter than its
     * size is extended and filled with stamped units (verify_pattern.hpp), reporting
     * @p progress and giving up when @p cancel turns true. False with @p error naming the
     * path and the reason; @p warning says what the user should know (a filesystem left
     * with less than 10 % free).
     */
    bool open(const TargetOptions& options, const FillProgress& progress,
              const std::atomic<bool>& cancel, std::string& error, std::string& warning);

    int fd() const { return m_fd; }
    /** Bytes the I/Os may touch: the file size, or the device's size or less. */
    std::uint64_t span() const { return m_span; }
    /** The logical block of what holds it: the unit of direct I/O. */
    std::uint64_t logicalBlock() const { return m_logicalBlock; }
    /** "major:minor" of the block device holding the target (for /proc/diskstats). */
    std::string deviceNumber() const { return m_device; }
    /** The whole disk behind it and a test file's file system, as @p root's sysfs and
        mountinfo tell them (disk_facts.hpp): `ready`'s `disk` and `filesystem`. */
    nlohmann::json describe(const std::filesystem::path& root = "/") const;

private:
    void close();
    void setDevice(dev_t device, std::string file);

    int m_fd = -1;
    std::uint64_t m_span = 0;
    std::uint64_t m_logicalBlock = 512;
    std::string m_device;
    unsigned m_major = 0, m_minor = 0;
    std::string m_file;  // a test file's absolute path, links resolved; empty for a device
};

}  // namespace iometry::workers::disk
