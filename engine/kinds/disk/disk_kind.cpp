#include "engine/kinds/disk/disk_kind.hpp"

#include <limits>

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

class DiskKind final : public WorkerKind {
public:
    std::string name() const override { return "disk"; }
    article::Text articleText(const WorkerDef& worker) const override {
        const auto* d = worker.as<DiskSettings>();
        if (!d) return {};
        article::Text t = d->blockDevice
                              ? article::text(QT_TRANSLATE_NOOP("Article", "the block device %1 of dynamo %2"))
                              : article::text(QT_TRANSLATE_NOOP("Article", "a test file %1 of dynamo %2"));
        t.arg(d->path).arg(worker.dynamo);
        if (!d->blockDevice && d->fileSize > 0)
            t = article::Text{"", "%1, %2", {}}.arg(std::move(t)).bytes(static_cast<double>(d->fileSize));
        if (d->direct) t = article::text(QT_TRANSLATE_NOOP("Article", "%1, with O_DIRECT")).arg(std::move(t));
        return t;
    }
    bool hasPartnerEnd() const override { return false; }
    PolyValue<KindSettings> makeSettings() const override { return DiskSettings{}; }
    std::vector<std::string> keys() const override {
        return {"path", "file_size", "direct", "block_device", "force", "engine", "verify"};
    }

    void read(ObjectReader& r, KindSettings& settings) const override {
        auto& s = static_cast<DiskSettings&>(settings);
        r.string("path", s.path, true, true);
        r.boolean("block_device", s.blockDevice);
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
        r.integer("file_size", s.fileSize, kMinFileSize, kMaxFileSize,
                  !s.blockDevice && !unconsented);
        r.boolean("direct", s.direct);
        r.boolean("force", s.force);
        if (s.force && !s.blockDevice)
            r.problem("force", "only a block device is checked before it is written; set "
                               "block_device true or leave force out");
        r.string("engine", s.engine, false);
        if (!isDiskEngine(s.engine))
            r.problem("engine", "must be auto, io_uring, libaio or sync, got \"" + s.engine + "\"");
        r.boolean("verify", s.verify);
    }

    void write(const KindSettings& settings, Json& worker) const override {
        const auto& s = static_cast<const DiskSettings&>(settings);
        // In the order read() reads them: whether the path is a device decides whether
        // file_size is required.
        worker["path"] = s.path;
        if (s.blockDevice) worker["block_device"] = true;
        if (s.fileSize > 0) worker["file_size"] = s.fileSize;
        worker["direct"] = s.direct;
        if (s.force) worker["force"] = true;
        worker["engine"] = s.engine;
        if (s.verify) worker["verify"] = true;
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
        return {"DISK", s.path, "0", std::to_string(s.fileSize / 512)};
    }

    bool isStorage() const override { return true; }
};

}  // namespace

const WorkerKind& diskKind() {
    static const DiskKind kind;
    return kind;
}

const WorkerKind& DiskSettings::kind() const { return diskKind(); }

bool isDiskEngine(const std::string& name) {
    return name == "auto" || name == "io_uring" || name == "libaio" || name == "sync";
}

}  // namespace iometry::model
