#include "workers/disk/disk_facts.hpp"

#include <algorithm>
#include <sstream>
#include <system_error>
#include <vector>

#include "workers/disk/device_safety.hpp"
#include "workers/sysfs_text.hpp"

namespace iometry::workers::disk {
namespace fs = std::filesystem;

namespace {

std::optional<std::string> nonEmpty(std::string text) {
    if (text.empty()) return std::nullopt;
    return text;
}

/** @p options, then those of @p more it lacks, comma-separated. */
std::string mergedOptions(const std::string& options, const std::string& more) {
    std::vector<std::string> seen;
    std::string out;
    for (const std::string* list : {&options, &more}) {
        std::istringstream in(*list);
        for (std::string item; std::getline(in, item, ',');) {
            if (item.empty() || std::find(seen.begin(), seen.end(), item) != seen.end()) continue;
            seen.push_back(item);
            out += (out.empty() ? "" : ",") + item;
        }
    }
    return out;
}

/** Whether @p file lies at or below the mount point @p mount. */
bool isBelow(const std::string& file, const std::string& mount) {
    if (mount == "/") return file.starts_with('/');
    return file.starts_with(mount) && (file.size() == mount.size() || file[mount.size()] == '/');
}

}  // namespace

nlohmann::json DiskFacts::toJson() const {
    nlohmann::json j = {{"name", name}};
    if (model) j["model"] = *model;
    if (firmware) j["firmware"] = *firmware;
    if (sizeBytes) j["size"] = *sizeBytes;
    if (rotational) j["rotational"] = *rotational;
    if (scheduler) j["scheduler"] = *scheduler;
    if (driver) j["driver"] = *driver;
    return j;
}

nlohmann::json FileSystemFacts::toJson() const {
    return {{"type", type}, {"options", options}, {"mount_point", mountPoint}, {"source", source}};
}

std::optional<std::string> activeScheduler(std::string_view text) {
    const auto open = text.find('[');
    const auto close = open == std::string_view::npos ? open : text.find(']', open);
    if (close != std::string_view::npos) return nonEmpty(std::string(text.substr(open + 1, close - open - 1)));
    const std::string word = sysfs::trimmed(std::string(text));
    if (word.find_first_of(" \t") != std::string::npos) return std::nullopt;
    return nonEmpty(word);
}

DiskFacts readDiskSummary(const fs::path& sysDir) {
    DiskFacts facts;
    facts.name = sysDir.filename().string();
    facts.model = nonEmpty(sysfs::readValue(sysDir / "device" / "model"));
    if (const auto sectors = sysfs::readUnsigned(sysDir / "size")) facts.sizeBytes = *sectors * 512;
    if (const auto rotational = sysfs::readUnsigned(sysDir / "queue" / "rotational"))
        facts.rotational = *rotational == 1;
    return facts;
}

DiskFacts readDisk(const fs::path& sysDir) {
    DiskFacts facts = readDiskSummary(sysDir);
    facts.firmware = nonEmpty(sysfs::readValue(sysDir / "device" / "firmware_rev"));
    if (!facts.firmware) facts.firmware = nonEmpty(sysfs::readValue(sysDir / "device" / "rev"));
    facts.scheduler = activeScheduler(sysfs::readText(sysDir / "queue" / "scheduler"));
    std::error_code ec;
    const fs::path driver = fs::read_symlink(sysDir / "device" / "driver", ec);
    if (!ec) facts.driver = nonEmpty(driver.filename().string());
    return facts;
}

std::optional<fs::path> wholeDiskDir(const fs::path& root, unsigned major, unsigned minor) {
    std::error_code ec;
    const fs::path dir = fs::canonical(
        root / "sys" / "dev" / "block" / (std::to_string(major) + ":" + std::to_string(minor)), ec);
    if (ec) return std::nullopt;
    // A partition's directory sits in its disk's (…/block/sda/sda1).
    if (fs::exists(dir / "partition", ec)) return dir.parent_path();
    return dir;
}

std::uint64_t logicalBlockSize(const fs::path& root, unsigned major, unsigned minor) {
    if (const auto disk = wholeDiskDir(root, major, minor))
        if (const auto size = sysfs::readUnsigned(*disk / "queue" / "logical_block_size"); size && *size >= 512)
            return *size;
    return 512;
}

std::optional<FileSystemFacts> fileSystemOf(std::string_view mountinfo, const std::string& file) {
    std::optional<FileSystemFacts> found;
    for (const detail::MountEntry& m : detail::parseMountInfo(mountinfo)) {
        if (!isBelow(file, m.mountPoint)) continue;
        if (found && found->mountPoint.size() > m.mountPoint.size()) continue;
        found = FileSystemFacts{m.fsType, mergedOptions(m.options, m.superOptions), m.mountPoint, m.source};
    }
    return found;
}

nlohmann::json targetFacts(const fs::path& root, unsigned major, unsigned minor, const std::string& file) {
    nlohmann::json facts = nlohmann::json::object();
    if (const auto disk = wholeDiskDir(root, major, minor)) facts["disk"] = readDisk(*disk).toJson();
    if (!file.empty())
        if (const auto mount = fileSystemOf(sysfs::readText(root / "proc" / "self" / "mountinfo"), file))
            facts["filesystem"] = mount->toJson();
    return facts;
}

}  // namespace iometry::workers::disk
