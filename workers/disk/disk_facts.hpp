#pragma once
// What a disk worker's `ready` says of its target beyond the device number
// (docs/protocol.md, "A step"): the whole disk behind it — model, firmware, capacity,
// rotational or not, the I/O scheduler — and, for a test file, the file system it lives on
// with its mount options. Read from sysfs and /proc/self/mountinfo under a root folder, so
// that tests read a fake tree. Every fact is optional: what the host does not tell is left
// out, never guessed.

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace iometry::workers::disk {

/** A whole disk as sysfs describes it (a /sys/block/X directory). */
struct DiskFacts {
    std::string name;                       ///< sda, nvme0n1, vda, dm-0
    std::optional<std::string> model;       ///< device/model
    std::optional<std::string> firmware;    ///< device/firmware_rev (NVMe), else device/rev
    std::optional<std::uint64_t> sizeBytes;  ///< size × 512 (sysfs counts 512-byte sectors)
    std::optional<bool> rotational;         ///< queue/rotational
    std::optional<std::string> scheduler;   ///< the scheduler in use, from queue/scheduler
    /** The driver of device/ (virtio_blk, nvme, sd): what a virtual machine's disk, which
     *  tells no model, is known by. */
    std::optional<std::string> driver;

    /** {name, model?, firmware?, size?, rotational?, scheduler?, driver?} */
    nlohmann::json toJson() const;
};

/** The facts of the block directory @p sysDir (/sys/devices/…/block/sda). */
DiskFacts readDisk(const std::filesystem::path& sysDir);

/** What a list of disks shows of @p sysDir (the hello's, device_safety.hpp): its name,
    model, size and rotational, without the firmware and scheduler readDisk adds. */
DiskFacts readDiskSummary(const std::filesystem::path& sysDir);

/** The sysfs directory of the whole disk holding device @p major:@p minor under @p root: a
    partition's disk, anything else (a device-mapper or virtio device, a loop) as it is;
    nullopt when sysfs does not know the number (tmpfs, btrfs's anonymous 0:N). */
std::optional<std::filesystem::path> wholeDiskDir(const std::filesystem::path& root, unsigned major,
                                                  unsigned minor);

/** The logical block size of device @p major:@p minor under @p root, the unit of direct
    I/O: its whole disk's queue/logical_block_size (a partition has no queue of its own);
    512 where sysfs does not tell it. */
std::uint64_t logicalBlockSize(const std::filesystem::path& root, unsigned major, unsigned minor);

/** The mount a file lives on. */
struct FileSystemFacts {
    std::string type;        ///< ext4, xfs, btrfs, tmpfs
    std::string options;     ///< the mount's options then the file system's, each once, as findmnt shows them
    std::string mountPoint;
    std::string source;      ///< /dev/vda1

    /** {type, options, mount_point, source} */
    nlohmann::json toJson() const;
};

/** The mount that holds @p file (an absolute path, links resolved) in @p mountinfo (the text
    of /proc/self/mountinfo): the longest mount point above it, the last of equals (the one
    on top). nullopt when none is (a relative path, an empty text). */
std::optional<FileSystemFacts> fileSystemOf(std::string_view mountinfo, const std::string& file);

/** The scheduler in use in the text of queue/scheduler ("none [mq-deadline] kyber" →
    "mq-deadline"; a single word is that word); nullopt when it does not say. */
std::optional<std::string> activeScheduler(std::string_view text);

/**
 * What `ready` adds of a target on device @p major:@p minor: `disk` (the whole disk's
 * facts) when sysfs knows the device, and, for a test file @p file (empty for a block
 * device), `filesystem`. An object, empty when nothing is known.
 */
nlohmann::json targetFacts(const std::filesystem::path& root, unsigned major, unsigned minor,
                           const std::string& file);

}  // namespace iometry::workers::disk
