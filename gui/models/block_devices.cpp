#include "gui/models/block_devices.hpp"

#include <QStringList>

#include "engine/json/json_fields.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

bool BlockDevice::inUse() const { return !safe && used; }

QString BlockDevice::sizeText() const { return formatApproxByteSize(size); }

QString BlockDevice::kindText() const {
    const QString kind = rotational ? BlockDevices::tr("rotational") : BlockDevices::tr("SSD");
    if (logicalBlock == 512) return kind;
    return BlockDevices::tr("%1, %2-byte blocks").arg(kind).arg(logicalBlock);
}

namespace {

/** @p key of @p facts as text; empty when it is not a string. */
QString field(const nlohmann::json& facts, const char* key) {
    return QString::fromStdString(model::stringAt(facts, key));
}

/** @p key of @p facts, a list of strings, as the window's language joins them ("/ and /boot"). */
QString listField(const nlohmann::json& facts, const char* key) {
    QStringList items;
    const auto it = facts.find(key);
    if (it != facts.end() && it->is_array())
        for (const auto& item : *it)
            if (item.is_string()) items << QString::fromStdString(item.get<std::string>());
    // The C locale (plain numbers, or no language) joins with commas alone: English words.
    QLocale locale = displayLocale();
    if (locale.language() == QLocale::C) locale = QLocale(QLocale::English);
    return locale.createSeparatedList(items);
}

/** English takes "an" before @p word (as the dynamo writes it: ext4, xfs, atari); the
 *  translations give both forms the same words. */
bool takesAn(const QString& word) {
    return !word.isEmpty() && QStringLiteral("aeioux").contains(word.front().toLower());
}

/** One of the dynamo's reasons in the window's language (docs/protocol.md, "hello");
 *  empty for a kind of reason this window does not know. */
QString wordedReason(const nlohmann::json& facts) {
    if (!facts.is_object()) return {};
    const QString what = field(facts, "what"), device = field(facts, "device"), disk = field(facts, "partition_of");
    if (device.isEmpty()) return {};
    //: a partition named in a reason, e.g. "/dev/vda1, a partition of /dev/vda,"
    const QString subject = disk.isEmpty() ? device : BlockDevices::tr("%1, a partition of %2,").arg(device, disk);
    if (what == QLatin1String("mounted")) return BlockDevices::tr("%1 is mounted at %2").arg(subject, listField(facts, "at"));
    if (what == QLatin1String("swap")) return BlockDevices::tr("%1 is in use as swap").arg(subject);
    if (what == QLatin1String("held")) return BlockDevices::tr("%1 is in use by %2").arg(subject, listField(facts, "by"));
    if (what == QLatin1String("loop"))
        return BlockDevices::tr("%1 backs the loop device %2").arg(subject, field(facts, "loop"));
    if (what == QLatin1String("busy"))
        return BlockDevices::tr("%1 is busy (opened exclusively by the kernel or a program)").arg(subject);
    if (what == QLatin1String("conflicting_signatures"))
        return BlockDevices::tr("%1 carries conflicting signatures").arg(subject);
    const QString type = field(facts, "type");
    if (what == QLatin1String("partition_table") && !type.isEmpty())
        return (takesAn(type) ? BlockDevices::tr("%1 carries an %2 partition table")
                              : BlockDevices::tr("%1 carries a %2 partition table"))
            .arg(subject, type);
    if (what != QLatin1String("signature") || type.isEmpty()) return {};
    const QString usage = field(facts, "usage");
    QString text;
    QStringList details;
    if (usage == QLatin1String("swap")) {
        text = BlockDevices::tr("%1 holds a swap signature").arg(subject);
    } else if (usage == QLatin1String("hibernation")) {
        text = BlockDevices::tr("%1 holds a hibernation image").arg(subject);
        details << type;
    } else if (usage == QLatin1String("lvm")) {
        text = BlockDevices::tr("%1 is an LVM physical volume").arg(subject);
        details << type;
    } else if (usage == QLatin1String("raid")) {
        text = BlockDevices::tr("%1 is a RAID member").arg(subject);
        details << type;
    } else if (usage == QLatin1String("crypto")) {
        text = BlockDevices::tr("%1 holds an encrypted volume").arg(subject);
        details << type;
    } else if (usage == QLatin1String("filesystem")) {
        text = (takesAn(type) ? BlockDevices::tr("%1 holds an %2 filesystem") : BlockDevices::tr("%1 holds a %2 filesystem"))
                   .arg(subject, type);
    } else {
        text = (takesAn(type) ? BlockDevices::tr("%1 holds an %2 signature") : BlockDevices::tr("%1 holds a %2 signature"))
                   .arg(subject, type);
    }
    if (const QString label = field(facts, "label"); !label.isEmpty())
        details << BlockDevices::tr("label \"%1\"").arg(label);
    if (model::flagAt(facts, "bad_checksum", false)) details << BlockDevices::tr("bad checksum");
    if (!details.isEmpty()) text = BlockDevices::tr("%1 (%2)").arg(text, details.join(BlockDevices::tr(", ")));
    return text;
}

}  // namespace

QString BlockDevice::hazard() const {
    if (safe) return {};
    if (reasons.empty())
        return hazardText.isEmpty() ? BlockDevices::tr("the dynamo did not say it is safe") : hazardText;
    QStringList parts;
    for (const auto& facts : reasons) {
        QString text = wordedReason(facts);
        if (text.isEmpty()) text = field(facts, "text");  // a kind this window does not know
        if (!text.isEmpty()) parts << text;
    }
    return parts.isEmpty() ? hazardText : parts.join(BlockDevices::tr("; "));
}

QString BlockDevice::safetyText() const {
    if (safe) return BlockDevices::tr("safe: nothing found on it");
    if (inUse()) return BlockDevices::tr("in use: %1").arg(hazard());
    return BlockDevices::tr("holds data: %1").arg(hazard());
}

std::vector<BlockDevice> blockDevicesOf(const nlohmann::json& hello) {
    std::vector<BlockDevice> list;
    if (!hello.is_object()) return list;
    const nlohmann::json disks = model::arrayAt(hello, "disks");
    for (const auto& d : disks) {
        if (!d.is_object() || !d.contains("path") || !d["path"].is_string()) continue;
        BlockDevice b;
        b.path = QString::fromStdString(d["path"].get<std::string>());
        b.name = field(d, "name");
        b.model = field(d, "model").trimmed();
        b.size = model::numberAt<std::uint64_t>(d, "size", 0);
        b.logicalBlock = model::numberAt(d, "logical_block", 512);
        b.physicalBlock = model::numberAt(d, "physical_block", 512);
        b.rotational = model::flagAt(d, "rotational", false);
        b.partition = model::flagAt(d, "partition", false);
        // Without a word from the dynamo a device is not safe.
        b.safe = model::flagAt(d, "safe", false);
        // A device the dynamo does not call free of use is taken as used: refused, forced or not.
        b.used = model::flagAt(d, "in_use", !b.safe);
        b.hazardText = field(d, "hazard");
        b.reasons = model::arrayAt(d, "reasons");
        list.push_back(std::move(b));
    }
    return list;
}

}  // namespace iometry::gui
