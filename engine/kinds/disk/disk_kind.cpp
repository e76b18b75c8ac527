#include "engine/kinds/disk/disk_kind.hpp"

#include <limits>

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = KindParam::Type;

class DiskKind final : public WorkerKind {
public:
    std::string name() const override { return "disk"; }
    article::Text articleText(const WorkerDef& worker) const override {
        const auto* d = worker.as<DiskSettings>();
        if (!d) return {};
        article::Text t = d->blockDevice
                              ? article::text(QT_TRANSLATE_NOOP("Article", "the block device %1 of host %2"))
                              : article::text(QT_TRANSLATE_NOOP("Article", "a test file %1 on host %2"));
        t.arg(d->path).arg(worker.dynamo);
        if (!d->blockDevice && d->fileSize > 0)
            t = article::Text{"", "%1, %2", {}}.arg(std::move(t)).bytes(static_cast<double>(d->fileSize));
        if (d->direct) t = article::text(QT_TRANSLATE_NOOP("Article", "%1, with O_DIRECT")).arg(std::move(t));
        return t;
    }
    bool hasPartnerEnd() const override { return false; }
    PolyValue<KindSettings> makeSettings() const override { return DiskSettings{}; }
    /** In the order they are read: whether the path is a device decides whether file_size is required. */
    std::vector<KindParam> params() const override {
        KindParam size{.key = "file_size", .type = Type::Integer, .lo = static_cast<double>(kMinFileSize),
                       .hi = static_cast<double>(kMaxFileSize), .unit = "bytes",
                       .help = QT_TRANSLATE_NOOP("KindSetting", "Bytes of the test file; for a block device the span tested")};
        size = field(std::move(size), &DiskSettings::fileSize, true);
        size.read = [](ObjectReader& r, KindSettings& settings) {
            auto& s = static_cast<DiskSettings&>(settings);
            // A device path without the consent to write to it: that is the problem to name, not
            // the file size a test file would need (docs/plan-format.md, "Disk safety"). The
            // dynamo, which sees the path, refuses a block device without block_device too.
            const bool devicePath = s.path.rfind("/dev/", 0) == 0 && s.path.rfind("/dev/shm/", 0) != 0;
            const bool unconsented = devicePath && !s.blockDevice && !r.has("file_size");
            if (unconsented)
                r.problem("path", "\"" + s.path +
                                      "\" is a device: a block device is tested only with "
                                      "\"block_device\": true, the consent to destroy its data "
                                      "(docs/plan-format.md, \"Disk safety\"); a test file needs "
                                      "file_size");
            // A test file needs its size; a block device is all of it unless told less.
            r.integer("file_size", s.fileSize, kMinFileSize, kMaxFileSize, !s.blockDevice && !unconsented);
        };
        auto flag = [](const char* key, const char* help, bool DiskSettings::*member, bool omitFalse) {
            return field({.key = key, .type = Type::Boolean, .help = help}, member, omitFalse);
        };
        return {
            field({.key = "path", .type = Type::Text, .lo = 1, .required = true,
                   .help = QT_TRANSLATE_NOOP("KindSetting", "The test file, or with block_device the device, on the worker's dynamo")},
                  &DiskSettings::path),
            flag("block_device", QT_TRANSLATE_NOOP("KindSetting", "The path is a block device: the explicit consent to write to it"),
                 &DiskSettings::blockDevice, true),
            size,
            flag("direct", QT_TRANSLATE_NOOP("KindSetting", "Open with O_DIRECT: requests go to the device, not the page cache"),
                 &DiskSettings::direct, false),
            flag("force", QT_TRANSLATE_NOOP("KindSetting", "Write to a block device that holds a partition table or a file system"),
                 &DiskSettings::force, true),
            field({.key = "engine", .type = Type::Choice, .choices = {"auto", "io_uring", "libaio", "sync"},
                   .help = QT_TRANSLATE_NOOP("KindSetting", "How I/Os reach the kernel")},
                  &DiskSettings::engine),
            flag("verify", QT_TRANSLATE_NOOP("KindSetting", "Writes carry a stamp that reads check"),
                 &DiskSettings::verify, true),
            field({.key = "data_pattern", .type = Type::Choice,
                   .choices = {kDataPatternRepeating, kDataPatternPseudoRandom, kDataPatternFullRandom},
                   .help = QT_TRANSLATE_NOOP("KindSetting", "What writes carry, as IOmeter's data patterns; not with verify")},
                  &DiskSettings::dataPattern, true),
            field({.key = "start_offset", .type = Type::Integer, .lo = 0, .hi = static_cast<double>(kMaxFileSize),
                   .unit = "bytes",
                   .help = QT_TRANSLATE_NOOP("KindSetting", "Where the tested span starts on the target, a multiple of 512")},
                  &DiskSettings::startOffset, true),
        };
    }

    void configure(const WorkerDef& worker, ConfigureContext& context, nlohmann::json& entry) const override {
        // docs/protocol.md, "A step": a disk worker in `configure`, its target. Each step run writes its
        // own generation into verified blocks (a read finds this one's or an older one).
        WorkerKind::configure(worker, context, entry);
        entry["generation"] = context.nextGeneration();
    }

    void readConfigure(ObjectReader& r, ConfiguredWorker& worker) const override {
        WorkerKind::readConfigure(r, worker);
        r.integer("generation", worker.generation, 1, std::numeric_limits<std::int64_t>::max(), false);
    }

    void describe(const WorkerDef& worker, const nlohmann::json& facts, Json& entry) const override {
        const auto& s = static_cast<const DiskSettings&>(*worker.settings);
        entry["kind"] = name();
        entry["path"] = s.path;
        entry["engine_asked"] = s.engine;
        if (facts.is_object())
            for (auto it = facts.begin(); it != facts.end(); ++it) entry[it.key()] = it.value();
    }

    std::string targetName(const WorkerDef& worker) const override {
        return static_cast<const DiskSettings&>(*worker.settings).path;
    }

    IometerTarget iometerTarget(const WorkerDef& worker) const override {
        const auto& s = static_cast<const DiskSettings&>(*worker.settings);
        return {"DISK", s.path, std::to_string(s.startOffset / 512), std::to_string(s.fileSize / 512)};
    }

    /** A dynamo older than these keys would write its own data at offset 0 (docs/protocol.md). */
    std::vector<std::string> features(const WorkerDef& worker) const override {
        const auto& s = static_cast<const DiskSettings&>(*worker.settings);
        std::vector<std::string> needed;
        if (!s.dataPattern.empty()) needed.emplace_back("data_pattern");
        if (s.startOffset != 0) needed.emplace_back("start_offset");
        return needed;
    }

    bool isStorage() const override { return true; }

    /** docs/plan-format.md, "Data patterns" and "Where the span starts". */
    void check(const PlanContext& context, Problems& problems) const override {
        const Plan& plan = context.plan;
        for (std::size_t i = 0; i < plan.workers.size(); ++i) {
            const WorkerDef& w = plan.workers[i];
            const auto* d = w.as<DiskSettings>();
            if (w.kind() != this || !d) continue;
            const std::string path = indexPath("workers", i);
            if (d->verify && !d->dataPattern.empty())
                problems.push_back({path + ".data_pattern",
                                    "worker \"" + w.name + "\": with verify every write carries the "
                                    "verification stamps, not a data pattern: leave data_pattern out or "
                                    "set verify false"});
            if (d->startOffset % kStartOffsetUnit != 0)
                problems.push_back({path + ".start_offset",
                                    "worker \"" + w.name + "\": must be a multiple of " +
                                        std::to_string(kStartOffsetUnit) + " bytes (a sector), got " +
                                        std::to_string(d->startOffset)});
            else if (d->startOffset + d->fileSize > static_cast<std::uint64_t>(kMaxFileSize))
                problems.push_back({path + ".start_offset",
                                    "worker \"" + w.name + "\": start_offset + file_size must be at most " +
                                        std::to_string(kMaxFileSize) + " bytes (2^50), got " +
                                        std::to_string(d->startOffset + d->fileSize)});
        }
    }
    /** Every I/O is a request: IOPS on a schedule. */
    bool takesPacedRequests(const AccessSpec&) const override { return true; }

protected:
    void checkRead(ObjectReader& r, const KindSettings& settings) const override {
        if (static_cast<const DiskSettings&>(settings).force && !static_cast<const DiskSettings&>(settings).blockDevice)
            r.problem("force", "only a block device is checked before it is written; set "
                               "block_device true or leave force out");
    }
};

}  // namespace

const WorkerKind& diskKind() {
    static const DiskKind kind;
    return kind;
}

const WorkerKind& DiskSettings::kind() const { return diskKind(); }

}  // namespace iometry::model
