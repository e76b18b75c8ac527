#include "workers/disk/device_safety.hpp"

#include <blkid/blkid.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <system_error>
#include <type_traits>

#include "workers/disk/disk_facts.hpp"
#include "workers/sysfs_text.hpp"

namespace iometry::workers::disk {
namespace fs = std::filesystem;

namespace detail {

std::string unescapeOctal(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size()) {
            const char a = text[i + 1], b = text[i + 2], c = text[i + 3];
            if (a >= '0' && a <= '3' && b >= '0' && b <= '7' && c >= '0' && c <= '7') {
                out += static_cast<char>((a - '0') * 64 + (b - '0') * 8 + (c - '0'));
                i += 3;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

namespace {

std::vector<std::string_view> splitFields(std::string_view line) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i > start) fields.push_back(line.substr(start, i - start));
    }
    return fields;
}

template <typename F>
void forEachLine(std::string_view text, F&& f) {
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        f(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
}

bool parseUnsigned(std::string_view text, unsigned& value) {
    if (text.empty() || text.size() > 9) return false;
    unsigned v = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + static_cast<unsigned>(c - '0');
    }
    value = v;
    return true;
}

}  // namespace

std::vector<MountEntry> parseMountInfo(std::string_view text) {
    std::vector<MountEntry> entries;
    forEachLine(text, [&](std::string_view line) {
        const auto fields = splitFields(line);
        // id parent MAJ:MIN root mountpoint options [optional...] - fstype source superopts
        if (fields.size() < 9) return;
        MountEntry entry;
        const std::string_view dev = fields[2];
        const std::size_t colon = dev.find(':');
        if (colon == std::string_view::npos || !parseUnsigned(dev.substr(0, colon), entry.major) ||
            !parseUnsigned(dev.substr(colon + 1), entry.minor))
            return;
        std::size_t sep = 6;
        while (sep < fields.size() && fields[sep] != "-") ++sep;
        if (sep + 2 >= fields.size()) return;
        entry.mountPoint = unescapeOctal(fields[4]);
        entry.options = unescapeOctal(fields[5]);
        if (sep + 3 < fields.size()) entry.superOptions = unescapeOctal(fields[sep + 3]);
        entry.fsType = unescapeOctal(fields[sep + 1]);
        entry.source = unescapeOctal(fields[sep + 2]);
        entries.push_back(std::move(entry));
    });
    return entries;
}

std::vector<std::string> parseSwaps(std::string_view text) {
    std::vector<std::string> names;
    bool header = true;
    forEachLine(text, [&](std::string_view line) {
        if (header) {  // "Filename  Type  Size  Used  Priority"
            header = false;
            if (line.starts_with("Filename")) return;
        }
        const auto fields = splitFields(line);
        if (!fields.empty()) names.push_back(unescapeOctal(fields[0]));
    });
    return names;
}

std::vector<std::string> holdersOf(const fs::path& sysDevDir) {
    std::vector<std::string> names;
    std::error_code ec;
    for (fs::directory_iterator it(sysDevDir / "holders", ec), end; !ec && it != end;
         it.increment(ec))
        names.push_back(it->path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

std::string devPathOf(std::string_view sysfsName) {
    std::string path = "/dev/";
    path += sysfsName;
    std::replace(path.begin() + 5, path.end(), '!', '/');
    return path;
}

}  // namespace detail

namespace {

using sysfs::readText;
using sysfs::trimmed;

std::uint64_t readNumber(const fs::path& path, std::uint64_t fallback) {
    return sysfs::readUnsigned(path).value_or(fallback);
}

/** The "MAJ:MIN" of a sysfs block directory's dev file. */
std::optional<dev_t> devNumberOf(const fs::path& sysDir) {
    const std::string text = trimmed(readText(sysDir / "dev"));
    unsigned maj = 0, min = 0;
    char tail = 0;
    if (std::sscanf(text.c_str(), "%u:%u%c", &maj, &min, &tail) != 2) return std::nullopt;
    return makedev(maj, min);
}

std::string errnoText(int e) { return std::strerror(e); }

/** A block device as sysfs sees it: itself, and, for a whole disk, its partitions. */
struct Node {
    std::string name;  // kernel name: loop3, loop3p1, dm-0
    dev_t dev = 0;
    fs::path sys;  // /sys/devices/.../block/loop3[/loop3p1]
};

std::vector<Node> partitionsOf(const fs::path& diskSys) {
    std::vector<Node> parts;
    std::error_code ec;
    for (fs::directory_iterator it(diskSys, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code e2;
        if (!fs::exists(it->path() / "partition", e2)) continue;
        Node node;
        node.name = it->path().filename().string();
        node.sys = it->path();
        if (const auto dev = devNumberOf(node.sys)) {
            node.dev = *dev;
            parts.push_back(std::move(node));
        }
    }
    std::sort(parts.begin(), parts.end(), [](const Node& a, const Node& b) {
        return readNumber(a.sys / "partition", 0) < readNumber(b.sys / "partition", 0);
    });
    return parts;
}

/** One reason a device is unsafe: the English phrase, and its facts for a window that
    words it in its own language (docs/protocol.md, "hello": `reasons`). */
struct Reason {
    std::string text;
    nlohmann::json facts;  // {"what": …, "device": …, and what the kind of reason adds}
};
using Reasons = std::vector<Reason>;

/** The facts every reason has: what it is and the device it names (a partition's disk as
    "partition_of"). */
nlohmann::json factsOf(const char* what, const std::string& path, const Node* part = nullptr) {
    nlohmann::json facts = {{"what", what}};
    if (part == nullptr) {
        facts["device"] = path;
    } else {
        facts["device"] = detail::devPathOf(part->name);
        facts["partition_of"] = path;
    }
    return facts;
}

/** Who a phrase is about: "/dev/loop3" for the device asked about, "/dev/loop3p1, a
    partition of /dev/loop3," for one of its partitions. */
std::string subject(const std::string& path, const Node* part) {
    if (part == nullptr) return path;
    return detail::devPathOf(part->name) + ", a partition of " + path + ",";
}

std::string joinedList(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

/** Mounted: the device's or a partition's dev_t in mountinfo, or a /dev source naming it
    (btrfs reports an anonymous 0:N there). */
void checkMounts(const std::string& path, const Node& self, const std::vector<Node>& parts,
                 Reasons& reasons, bool& inUse) {
    const auto mounts = detail::parseMountInfo(readText("/proc/self/mountinfo"));
    auto check = [&](const Node& node, const Node* part) {
        std::vector<std::string> points;
        for (const auto& m : mounts) {
            bool match = makedev(m.major, m.minor) == node.dev;
            if (!match && m.source.starts_with("/dev/")) {
                struct stat st {};
                match = ::stat(m.source.c_str(), &st) == 0 && S_ISBLK(st.st_mode) &&
                        st.st_rdev == node.dev;
            }
            if (match && std::find(points.begin(), points.end(), m.mountPoint) == points.end())
                points.push_back(m.mountPoint);
        }
        if (points.empty()) return;
        nlohmann::json facts = factsOf("mounted", path, part);
        facts["at"] = points;
        reasons.push_back({subject(path, part) + " is mounted at " + joinedList(points), std::move(facts)});
        inUse = true;
    };
    check(self, nullptr);
    for (const auto& part : parts) check(part, &part);
}

void checkSwaps(const std::string& path, const Node& self, const std::vector<Node>& parts,
                Reasons& reasons, bool& inUse) {
    for (const auto& name : detail::parseSwaps(readText("/proc/swaps"))) {
        struct stat st {};
        if (::stat(name.c_str(), &st) != 0 || !S_ISBLK(st.st_mode)) continue;
        if (st.st_rdev == self.dev) {
            reasons.push_back({path + " is in use as swap", factsOf("swap", path)});
            inUse = true;
        }
        for (const auto& part : parts) {
            if (st.st_rdev != part.dev) continue;
            reasons.push_back({subject(path, &part) + " is in use as swap", factsOf("swap", path, &part)});
            inUse = true;
        }
    }
}

void checkHolders(const std::string& path, const Node& self, const std::vector<Node>& parts,
                  Reasons& reasons, bool& inUse) {
    auto check = [&](const Node& node, const Node* part) {
        const auto holders = detail::holdersOf(node.sys);
        if (holders.empty()) return;
        nlohmann::json facts = factsOf("held", path, part);
        facts["by"] = holders;
        reasons.push_back({subject(path, part) + " is in use by " + joinedList(holders), std::move(facts)});
        inUse = true;
    };
    check(self, nullptr);
    for (const auto& part : parts) check(part, &part);
}

/** A loop device whose backing file is this device or one of its partitions (nothing in
    sysfs holders or the exclusive claim shows that). */
void checkLoopBacking(const std::string& path, const Node& self, const std::vector<Node>& parts,
                      Reasons& reasons, bool& inUse) {
    std::error_code ec;
    for (fs::directory_iterator it("/sys/block", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string loop = it->path().filename().string();
        if (!loop.starts_with("loop")) continue;
        const std::string backing = trimmed(readText(it->path() / "loop" / "backing_file"));
        struct stat st {};
        if (backing.empty() || ::stat(backing.c_str(), &st) != 0 || !S_ISBLK(st.st_mode))
            continue;
        const Node* part = nullptr;
        if (st.st_rdev != self.dev) {
            const auto found = std::find_if(parts.begin(), parts.end(),
                                            [&](const Node& p) { return p.dev == st.st_rdev; });
            if (found == parts.end()) continue;
            part = &*found;
        }
        nlohmann::json facts = factsOf("loop", path, part);
        facts["loop"] = detail::devPathOf(loop);
        reasons.push_back({subject(path, part) + " backs the loop device " + detail::devPathOf(loop),
                           std::move(facts)});
        inUse = true;
    }
}

struct ProbeDeleter {
    void operator()(blkid_probe probe) const { blkid_free_probe(probe); }
};
using Probe = std::unique_ptr<std::remove_pointer_t<blkid_probe>, ProbeDeleter>;

/** A low-level probe of @p path (opened O_RDONLY by libblkid) for every superblock usage
    and partition tables; null with errno set when the device cannot be opened. */
Probe newProbe(const std::string& path) {
    errno = 0;
    Probe probe(blkid_new_probe_from_filename(path.c_str()));
    if (!probe) return probe;
    blkid_probe_enable_superblocks(probe.get(), 1);
    blkid_probe_set_superblocks_flags(probe.get(),
                                      BLKID_SUBLKS_LABEL | BLKID_SUBLKS_TYPE |
                                          BLKID_SUBLKS_USAGE | BLKID_SUBLKS_BADCSUM);
    blkid_probe_filter_superblocks_usage(
        probe.get(), BLKID_FLTR_ONLYIN,
        BLKID_USAGE_FILESYSTEM | BLKID_USAGE_RAID | BLKID_USAGE_CRYPTO | BLKID_USAGE_OTHER);
    blkid_probe_enable_partitions(probe.get(), 1);
    blkid_probe_set_partitions_flags(probe.get(), 0);
    return probe;
}

std::string lookup(blkid_probe probe, const char* name) {
    const char* data = nullptr;
    std::size_t len = 0;
    if (blkid_probe_lookup_value(probe, name, &data, &len) != 0 || data == nullptr) return {};
    return std::string(data, ::strnlen(data, len));
}

std::string article(const std::string& word) {
    if (word.empty()) return "a";
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
    return std::string("aeioux").find(c) != std::string::npos ? "an" : "a";
}

/** The phrases for the signatures of the probe's current result. */
void describe(blkid_probe probe, const std::string& path, Reasons& reasons) {
    const std::string ptType = lookup(probe, "PTTYPE");
    if (!ptType.empty()) {
        nlohmann::json facts = factsOf("partition_table", path);
        facts["type"] = ptType;
        reasons.push_back({path + " carries " + article(ptType) + " " + ptType + " partition table", std::move(facts)});
    }
    const std::string type = lookup(probe, "TYPE");
    if (type.empty()) return;
    const std::string usage = lookup(probe, "USAGE");
    const std::string label = lookup(probe, "LABEL");
    const bool badCsum = !lookup(probe, "SBBADCSUM").empty();
    std::string details;
    auto add = [&](const std::string& item) {
        details += details.empty() ? "" : ", ";
        details += item;
    };
    std::string what;
    nlohmann::json facts = factsOf("signature", path);
    facts["type"] = type;
    if (type == "swap") {
        what = "holds a swap signature";
        facts["usage"] = "swap";
    } else if (type == "swsuspend") {
        what = "holds a hibernation image";
        facts["usage"] = "hibernation";
        add(type);
    } else if (type.starts_with("LVM") && type.ends_with("_member")) {
        what = "is an " + type.substr(0, type.find('_')) + " physical volume";
        facts["usage"] = "lvm";
        add(type);
    } else if (usage == "raid") {
        what = "is a RAID member";
        facts["usage"] = "raid";
        add(type);
    } else if (usage == "crypto") {
        what = "holds an encrypted volume";
        facts["usage"] = "crypto";
        add(type);
    } else if (usage == "filesystem") {
        what = "holds " + article(type) + " " + type + " filesystem";
        facts["usage"] = "filesystem";
    } else {
        what = "holds " + article(type) + " " + type + " signature";
        facts["usage"] = "other";
    }
    if (!label.empty()) {
        add("label \"" + label + "\"");
        facts["label"] = label;
    }
    if (badCsum) {
        add("bad checksum");
        facts["bad_checksum"] = true;
    }
    reasons.push_back({path + " " + what + (details.empty() ? "" : " (" + details + ")"), std::move(facts)});
}

/** libblkid's verdict on @p path; false with @p error when it could not look. */
bool checkSignatures(const std::string& path, const std::string& resolved, Reasons& reasons,
                     std::string& error) {
    Probe probe = newProbe(resolved);
    if (!probe) {
        const int e = errno != 0 ? errno : EIO;
        error = "cannot open " + path + ": " + errnoText(e);
        return false;
    }
    const int rc = blkid_do_safeprobe(probe.get());
    if (rc == 1) return true;  // nothing found
    if (rc == 0) {
        describe(probe.get(), path, reasons);
        return true;
    }
    if (rc == -2) {  // more than one signature: list them one by one, the way wipefs does
        Probe each = newProbe(resolved);
        const std::size_t before = reasons.size();
        while (each && blkid_do_probe(each.get()) == 0) describe(each.get(), path, reasons);
        if (reasons.size() == before)
            reasons.push_back({path + " carries conflicting signatures", factsOf("conflicting_signatures", path)});
        return true;
    }
    error = "cannot read the signatures of " + path;
    return false;
}

}  // namespace

std::optional<DeviceHazard> findBlockDeviceHazard(const std::string& path, HazardChecks checks) {
    Reasons reasons;
    // Each reason with its facts and its English phrase (what a window that does not know
    // the kind of reason shows).
    const auto hazard = [&]() -> std::optional<DeviceHazard> {
        if (reasons.empty()) return std::nullopt;
        DeviceHazard out{{}, nlohmann::json::array()};
        for (auto it = reasons.begin(); it != reasons.end(); ++it) {
            if (std::find_if(reasons.begin(), it, [&](const Reason& r) { return r.text == it->text; }) != it)
                continue;  // said already
            out.text += out.text.empty() ? "" : "; ";
            out.text += it->text;
            nlohmann::json facts = it->facts;
            facts["text"] = it->text;
            out.reasons.push_back(std::move(facts));
        }
        return out;
    };
    const auto unreadable = [&](std::string text) {
        nlohmann::json facts = factsOf("unreadable", path);
        reasons.push_back({std::move(text), std::move(facts)});
        return hazard();
    };
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        const int e = errno;
        return unreadable("cannot open " + path + ": " + errnoText(e));
    }
    if (!S_ISBLK(st.st_mode)) return unreadable(path + " is not a block device");
    std::error_code ec;
    const fs::path resolvedPath = fs::canonical(path, ec);
    const std::string resolved = ec ? path : resolvedPath.string();

    // Where sysfs keeps it: /sys/dev/block/MAJ:MIN → .../block/loop3[/loop3p1].
    const fs::path link = "/sys/dev/block/" + std::to_string(major(st.st_rdev)) + ":" +
                          std::to_string(minor(st.st_rdev));
    Node self;
    self.dev = st.st_rdev;
    self.sys = fs::canonical(link, ec);
    if (ec) return unreadable(path + " is unknown to sysfs (" + link.string() + ": " + ec.message() + ")");
    self.name = self.sys.filename().string();
    const bool isPartition = fs::exists(self.sys / "partition", ec);
    const std::vector<Node> parts = isPartition ? std::vector<Node>{} : partitionsOf(self.sys);

    bool inUse = false;
    const bool usage = checks != HazardChecks::Contents;
    if (usage) {
        checkMounts(path, self, parts, reasons, inUse);
        checkSwaps(path, self, parts, reasons, inUse);
        checkHolders(path, self, parts, reasons, inUse);
        checkLoopBacking(path, self, parts, reasons, inUse);
    }

    std::string error;
    if (checks != HazardChecks::InUse && !checkSignatures(path, resolved, reasons, error))
        reasons.push_back({error, factsOf("unreadable", path)});

    // Whatever the checks above do not know (a program holding it open exclusively, a
    // holder sysfs does not show): the kernel refuses an exclusive open of a claimed device.
    if (usage && !inUse) {
        const int fd = ::open(resolved.c_str(), O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK);
        const int e = errno;
        if (fd >= 0) {
            ::close(fd);
        } else if (e == EBUSY) {
            reasons.push_back({path + " is busy (opened exclusively by the kernel or a program)", factsOf("busy", path)});
        } else if (error.empty()) {
            reasons.push_back({"cannot open " + path + ": " + errnoText(e), factsOf("unreadable", path)});
        }
    }

    return hazard();
}

std::optional<std::string> blockDeviceHazard(const std::string& path, HazardChecks checks) {
    auto found = findBlockDeviceHazard(path, checks);
    if (!found) return std::nullopt;
    return std::move(found->text);
}

nlohmann::json BlockDeviceInfo::toJson() const {
    nlohmann::json j = {{"path", path},
                        {"name", name},
                        {"size", sizeBytes},
                        {"model", model},
                        {"logical_block", logicalBlock},
                        {"physical_block", physicalBlock},
                        {"rotational", rotational},
                        {"partition", partition},
                        {"safe", !hazard.has_value()},
                        {"in_use", inUse}};
    if (hazard) {
        j["hazard"] = *hazard;
        j["reasons"] = reasons;
    }
    return j;
}

namespace {

/** The checks a disk target makes, in its order: in use (never forced), then contents. */
void assess(BlockDeviceInfo& device) {
    auto found = findBlockDeviceHazard(device.path, HazardChecks::InUse);
    device.inUse = found.has_value();
    if (!device.inUse) found = findBlockDeviceHazard(device.path, HazardChecks::Contents);
    device.hazard.reset();
    device.reasons = nlohmann::json::array();
    if (found) {
        device.hazard = std::move(found->text);
        device.reasons = std::move(found->reasons);
    }
}

}  // namespace

std::vector<BlockDeviceInfo> listBlockDevices() {
    std::vector<fs::path> disks;
    std::error_code ec;
    for (fs::directory_iterator it("/sys/block", ec), end; !ec && it != end; it.increment(ec))
        disks.push_back(it->path());
    std::sort(disks.begin(), disks.end());

    std::vector<BlockDeviceInfo> devices;
    for (const auto& link : disks) {
        const std::string name = link.filename().string();
        std::error_code e2;
        const fs::path sys = fs::canonical(link, e2);
        if (e2) continue;
        const auto dev = devNumberOf(sys);
        if (!dev) continue;
        if (major(*dev) == 1 || name.starts_with("ram")) continue;  // RAM_MAJOR: ram disks
        const DiskFacts facts = readDiskSummary(sys);
        if (facts.sizeBytes.value_or(0) == 0) continue;

        BlockDeviceInfo disk;
        disk.name = name;
        disk.path = detail::devPathOf(name);
        disk.sizeBytes = *facts.sizeBytes;
        disk.model = facts.model.value_or("");
        disk.logicalBlock =
            static_cast<unsigned>(readNumber(sys / "queue" / "logical_block_size", 512));
        disk.physicalBlock =
            static_cast<unsigned>(readNumber(sys / "queue" / "physical_block_size", 512));
        disk.rotational = facts.rotational.value_or(false);
        assess(disk);
        const auto parts = partitionsOf(sys);
        devices.push_back(disk);

        for (const auto& part : parts) {
            const std::uint64_t partSectors = readNumber(part.sys / "size", 0);
            if (partSectors == 0) continue;
            BlockDeviceInfo info = disk;  // model, block sizes and rotation are the disk's
            info.name = part.name;
            info.path = detail::devPathOf(part.name);
            info.sizeBytes = partSectors * 512;
            info.partition = true;
            assess(info);
            devices.push_back(std::move(info));
        }
    }
    return devices;
}

}  // namespace iometry::workers::disk
