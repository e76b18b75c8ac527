// The disk kind in the workers table: its test file or block device and how it is driven
// (docs/plan-format.md, "Disk semantics", "Disk safety", "Data verification").
#include <limits>

#include "engine/kinds/disk/disk_kind.hpp"
#include "gui/kinds/kind_editors.hpp"
#include "gui/models/worker_model.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {
namespace {

const model::DiskSettings& diskOf(const CellView& v) { return *v.worker.as<model::DiskSettings>(); }
model::DiskSettings& diskOf(CellEdit& e) { return *e.worker.as<model::DiskSettings>(); }

/** A yes/no setting of a disk worker. */
WorkerColumn flag(const char* key, const char* header, const char* tip, bool model::DiskSettings::*field) {
    return flagColumn(key, header, tip, 120,
                      [field](auto& w) -> auto& { return w.template as<model::DiskSettings>()->*field; });
}

}  // namespace

QString defaultDiskPath() { return QStringLiteral("/var/tmp/iometry.tst"); }

KindEditor diskEditor() {
    KindEditor e;
    e.kind = &model::diskKind();
    e.label = QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "disk — a test file or block device");

    WorkerColumn path{"path", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Path"),
                      "",
                      120};
    path.text = [](const CellView& v, bool) { return QString::fromStdString(diskOf(v).path); };
    path.cellTip = [](const CellView& v) -> QString {
        const QString p = QString::fromStdString(diskOf(v).path);
        for (const BlockDevice& b : v.table.devicesOf(QString::fromStdString(v.worker.dynamo)))
            if (b.path == p) return WorkerText::tr("%1: %2, %3").arg(p, b.sizeText(), b.safetyText());
        return {};
    };
    path.choices = [](const CellView& v) {
        // The current path, the usual test file, and the block devices the dynamo reports.
        Choices c;
        c.values << QString::fromStdString(diskOf(v).path);
        if (!c.values.contains(defaultDiskPath())) c.values << defaultDiskPath();
        c.values.removeAll(QString());
        c.labels = c.values;
        for (const BlockDevice& b : v.table.devicesOf(QString::fromStdString(v.worker.dynamo))) {
            if (c.values.contains(b.path)) continue;
            c.values << b.path;
            c.labels << WorkerText::tr("%1 — %2, %3").arg(b.path, b.sizeText(), b.safetyText());
        }
        return c;
    };
    path.edit = [](CellEdit& edit) {
        diskOf(edit).path = edit.utf8();
        return QString();
    };
    e.columns.push_back(std::move(path));

    WorkerColumn size{"file_size", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "File size"),
                      QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                        "\"1 GiB\" and \"512 MiB\" are read too. Empty for all of a "
                                        "block device."),
                      120, true};
    size.text = [](const CellView& v, bool editor) {
        const model::DiskSettings& d = diskOf(v);
        if (editor) return d.fileSize > 0 ? QString::number(d.fileSize) : QString();
        if (d.fileSize > 0) return formatByteSize(d.fileSize);
        return d.blockDevice ? WorkerText::tr("all of it") : QString();
    };
    size.edit = [](CellEdit& edit) {
        std::uint64_t& bytes = diskOf(edit).fileSize;
        if (edit.text.isEmpty()) {
            bytes = 0;
            return QString();
        }
        if (const auto parsed = parseByteCount(edit.text)) {
            bytes = *parsed;
            // Out of range is the validator's to word: hand it the number as typed.
            if (*parsed <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                edit.raw = static_cast<std::int64_t>(*parsed);
        } else {
            edit.rawNumber();
        }
        return QString();
    };
    e.columns.push_back(std::move(size));

    WorkerColumn engine{"engine", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Engine"),
                        "",
                        120};
    engine.text = [](const CellView& v, bool) { return QString::fromStdString(diskOf(v).engine); };
    engine.choices = [](const CellView&) {
        Choices c;
        c.values << QStringLiteral("auto") << QStringLiteral("io_uring") << QStringLiteral("libaio")
                 << QStringLiteral("sync");
        c.labels << WorkerText::tr("auto — io_uring, else libaio, else sync") << c.values[1] << c.values[2]
                 << WorkerText::tr("sync — pread/pwrite, one at a time");
        c.freeText = false;
        return c;
    };
    engine.edit = [](CellEdit& edit) {
        diskOf(edit).engine = edit.utf8();
        return QString();
    };
    e.columns.push_back(std::move(engine));

    e.columns.push_back(flag("direct", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "O_DIRECT"),
                             "",
                             &model::DiskSettings::direct));
    e.columns.push_back(flag("verify", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Verify"),
                             QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                               "A block device's span is filled with stamps first."),
                             &model::DiskSettings::verify));
    WorkerColumn blockDevice =
        flag("block_device", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Block device"),
             "",
             &model::DiskSettings::blockDevice);
    blockDevice.edit = [set = blockDevice.edit](CellEdit& edit) {
        const QString reason = set(edit);
        // force means something only for a block device: it goes with it.
        if (!diskOf(edit).blockDevice) diskOf(edit).force = false;
        return reason;
    };
    e.columns.push_back(std::move(blockDevice));
    e.columns.push_back(flag("force", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Force"),
                             QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                               "It is destroyed; a device in use is refused all the same."),
                             &model::DiskSettings::force));

    // docs/plan-format.md, "Data patterns": empty is the default, pseudo_random.
    WorkerColumn pattern{
        "data_pattern", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Data pattern"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "Empty: pseudo_random. Not with verify: its writes carry the "
                          "verification stamps."),
        120};
    pattern.text = [](const CellView& v, bool editor) {
        const model::DiskSettings& d = diskOf(v);
        if (editor || !d.dataPattern.empty())
            return QString::fromStdString(d.dataPattern);
        return d.verify ? WorkerText::tr("stamps (verify)")
                        : WorkerText::tr("default (pseudo_random)");
    };
    pattern.choices = [](const CellView&) {
        Choices c;
        c.values << QString() << QString::fromLatin1(model::kDataPatternRepeating)
                 << QString::fromLatin1(model::kDataPatternPseudoRandom)
                 << QString::fromLatin1(model::kDataPatternFullRandom);
        c.labels << WorkerText::tr("default — pseudo_random")
                 << WorkerText::tr("repeating — each write one byte value, a new one per write")
                 << WorkerText::tr("pseudo_random — one random buffer that every write carries")
                 << WorkerText::tr(
                        "full_random — each write from a random place of a 16 MiB random region");
        c.freeText = false;
        return c;
    };
    pattern.edit = [](CellEdit& edit) {
        diskOf(edit).dataPattern = edit.isDefault() ? std::string() : edit.utf8();
        return QString();
    };
    e.columns.push_back(std::move(pattern));

    // docs/plan-format.md, "Where the span starts".
    WorkerColumn start{
        "start_offset", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Start offset"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "The I/Os stay in [start offset, start offset + file size); a "
                          "test file is as long as both. \"1 GiB\" is read too; empty is 0."),
        120, true};
    start.text = [](const CellView& v, bool editor) {
        const std::uint64_t at = diskOf(v).startOffset;
        if (editor)
            return at > 0 ? QString::number(at) : QString();
        return at > 0 ? formatByteSize(at) : QString();
    };
    start.edit = [](CellEdit& edit) {
        std::uint64_t& at = diskOf(edit).startOffset;
        if (edit.text.isEmpty()) {
            at = 0;
            return QString();
        }
        if (const auto parsed = parseByteCount(edit.text)) {
            at = *parsed;
            // Out of range is the validator's to word: hand it the number as typed.
            if (*parsed <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                edit.raw = static_cast<std::int64_t>(*parsed);
        } else {
            edit.rawNumber();
        }
        return QString();
    };
    e.columns.push_back(std::move(start));

    // Their help, ranges and units are the kind's settings table's.
    for (WorkerColumn& c : e.columns) c = withSetting(std::move(c), model::diskKind());
    e.adopt = [](CellEdit& edit) {
        // docs/plan-format.md, "Disk semantics": a test file (under /var/tmp) to start with.
        model::DiskSettings disk;
        if (const auto* had = edit.worker.as<model::DiskSettings>()) disk = *had;
        if (disk.path.empty()) disk.path = defaultDiskPath().toStdString();
        if (disk.fileSize == 0 && !disk.blockDevice) disk.fileSize = model::kDefaultTestFileSize;
        edit.worker.settings = disk;
    };
    return e;
}

}  // namespace iometry::gui
