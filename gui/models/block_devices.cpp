#include "gui/models/block_devices.hpp"

#include <QStringList>

#include "gui/text_format.hpp"

namespace iometry::gui {

bool BlockDevice::inUse() const { return !safe && used; }

QString BlockDevice::sizeText() const { return formatApproxByteSize(size); }

QString BlockDevice::kindText() const {
    const QString kind = rotational ? BlockDevices::tr("rotational") : BlockDevices::tr("SSD");
    if (logicalBlock == 512) return kind;
    return BlockDevices::tr("%1, %2-byte blocks").arg(kind).arg(logicalBlock);
}

QString BlockDevice::safetyText() const {
    if (safe) return BlockDevices::tr("safe: nothing found on it");
    if (inUse()) return BlockDevices::tr("in use: %1").arg(hazard);
    return BlockDevices::tr("holds data: %1").arg(hazard);
}

std::vector<BlockDevice> blockDevicesOf(const nlohmann::json& hello) {
    std::vector<BlockDevice> list;
    if (!hello.is_object()) return list;
    const auto& disks = hello.value("disks", nlohmann::json::array());
    if (!disks.is_array()) return list;
    for (const auto& d : disks) {
        if (!d.is_object() || !d.contains("path") || !d["path"].is_string()) continue;
        BlockDevice b;
        b.path = QString::fromStdString(d["path"].get<std::string>());
        b.name = QString::fromStdString(d.value("name", std::string()));
        b.model = QString::fromStdString(d.value("model", std::string())).trimmed();
        const auto& size = d.value("size", nlohmann::json());
        if (size.is_number_unsigned() || size.is_number_integer())
            b.size = size.get<std::uint64_t>();
        b.logicalBlock = d.value("logical_block", 512);
        b.physicalBlock = d.value("physical_block", 512);
        b.rotational = d.value("rotational", false);
        b.partition = d.value("partition", false);
        // Without a word from the dynamo a device is not safe.
        b.safe = d.value("safe", false);
        // A device the dynamo does not call free of use is taken as used: refused, forced or not.
        b.used = d.value("in_use", !b.safe);
        b.hazard = QString::fromStdString(d.value("hazard", std::string()));
        if (!b.safe && b.hazard.isEmpty())
            b.hazard = BlockDevices::tr("the dynamo did not say it is safe");
        list.push_back(std::move(b));
    }
    return list;
}

}  // namespace iometry::gui
