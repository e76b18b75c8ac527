#pragma once
// Block-device safety checks for the disk worker (docs/plan-format.md, "Disk safety"): a block device
// is refused while it is mounted, used as swap, held by device-mapper or md (sysfs
// holders), backing a loop device or claimed exclusively by anyone else (an O_EXCL open
// fails: this also sees mounts of other mount namespaces), or when it carries a partition
// table or any filesystem, RAID, LVM, crypto or swap signature (libblkid), unless the plan
// says force; and the device listing the workbench shows. Everything here only reads:
// /proc, /sys, and the device opened O_RDONLY.

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iometry::workers::disk {

/**
 * Why writing to the block device at @p path would destroy data or disturb this host;
 * nullopt when nothing was found. Read-only: opens the device O_RDONLY, never writes.
 *
 * The reason is one or more short English phrases, joined by "; ", each naming the device
 * and what was found, e.g. `/dev/loop3 holds an ext4 filesystem (label "data")`,
 * `/dev/loop3p1, a partition of /dev/loop3, is mounted at /mnt/x`. It fails safe: a path
 * that is not a block device, cannot be opened or cannot be read is a hazard too.
 *
 * For a whole disk its partitions count as well (one mounted, in swap or held makes the disk
 * unsafe; their signatures are covered by the disk's partition table). For a partition, only
 * the partition itself is checked: another partition of the same disk being mounted is not
 * a hazard for it.
 *
 * Call it before opening the device for the test: it tries an exclusive open (O_EXCL,
 * read-only) to see claims no file shows, so a caller holding it open O_EXCL itself would
 * be told it is busy.
 *
 * @p checks picks the half a caller needs: InUse — something uses it (mounted, swap,
 * holders, backing a loop device, busy), which a plan's `force` cannot override —, or
 * Contents — what it holds (signatures), which `force` overrides; All is both.
 */
enum class HazardChecks { All, InUse, Contents };
std::optional<std::string> blockDeviceHazard(const std::string& path,
                                             HazardChecks checks = HazardChecks::All);

/** blockDeviceHazard()'s phrase, and each reason's facts for a window that words them in
 *  its own language: a JSON array of {what, device, partition_of?, text, …} as
 *  docs/protocol.md ("hello", `reasons`) lists them. */
struct DeviceHazard {
    std::string text;
    nlohmann::json reasons;
};
std::optional<DeviceHazard> findBlockDeviceHazard(const std::string& path,
                                                  HazardChecks checks = HazardChecks::All);

struct BlockDeviceInfo {
    std::string path;  // /dev/sda, /dev/loop3, /dev/nvme0n1p2
    std::string name;  // sda
    std::uint64_t sizeBytes = 0;
    std::string model;  // /sys/block/X/device/model, trimmed; may be empty
    unsigned logicalBlock = 512, physicalBlock = 512;
    bool rotational = false;
    bool partition = false;             // a partition (its disk is the previous whole disk)
    std::optional<std::string> hazard;  // what makes it unsafe: in use, or else its contents
    nlohmann::json reasons = nlohmann::json::array();  // the hazard's reasons, with their facts
    bool inUse = false;  // something uses it now: refused even with force (docs/plan-format.md)
    /** {"path","name","size","model","logical_block","physical_block","rotational",
        "partition","safe": bool,"in_use": bool,"hazard": string and "reasons": array, or
        both absent} */
    nlohmann::json toJson() const;
};

/** Every block device of this host: whole disks from /sys/block, each followed by its
    partitions, skipping those with size 0 (an unattached loop device) and ram disks. */
std::vector<BlockDeviceInfo> listBlockDevices();

/** The pieces the checks are built from, exposed for the unit tests. */
namespace detail {

/** One line of /proc/self/mountinfo. */
struct MountEntry {
    unsigned major = 0, minor = 0;  // field 3, "MAJ:MIN" (0:N for btrfs, tmpfs, …)
    std::string mountPoint;         // field 5, octal escapes (\040) decoded
    std::string fsType;             // after " - "
    std::string source;             // after the fs type, decoded
    std::string options;            // field 6, the mount's own: "rw,relatime"
    std::string superOptions;       // the last field, the file system's: "rw,discard"
};

/** Parses the text of /proc/self/mountinfo; malformed lines are skipped. */
std::vector<MountEntry> parseMountInfo(std::string_view text);

/** The file names (first column, decoded) of the text of /proc/swaps, header skipped. */
std::vector<std::string> parseSwaps(std::string_view text);

/** Decodes the kernel's octal escapes (\040 space, \011 tab, \012 newline, \134 backslash). */
std::string unescapeOctal(std::string_view text);

/** The names in @p sysDevDir/holders (a /sys/class/block/X directory), sorted; empty when
    it has none or does not exist. */
std::vector<std::string> holdersOf(const std::filesystem::path& sysDevDir);

/** "/dev/" + a sysfs block name, '!' read as '/' (cciss!c0d0 → /dev/cciss/c0d0). */
std::string devPathOf(std::string_view sysfsName);

}  // namespace detail
}  // namespace iometry::workers::disk
