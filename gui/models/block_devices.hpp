#pragma once
// The block devices a dynamo reports in its hello's "disks" (docs/protocol.md, "Handshake";
// each whole disk followed by its partitions), read the same way by the Targets page and
// the Disk I/O wizard. What a device holds and whether it may be written is the dynamo's
// word (docs/plan-format.md, "Disk safety"); nothing here looks at this machine's disks.

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

namespace iometry::gui {

class BlockDevices {
    Q_DECLARE_TR_FUNCTIONS(BlockDevices)
};

struct BlockDevice {
    QString path;   ///< "/dev/sda"
    QString name;   ///< "sda"
    QString model;  ///< may be empty
    std::uint64_t size = 0;
    int logicalBlock = 512;
    int physicalBlock = 512;
    bool rotational = false;
    bool partition = false;  ///< a partition of the whole disk listed before it
    bool safe = false;
    bool used = true;  ///< the dynamo's `in_use`: something uses it now
    /** The dynamo's reasons (its hello's `reasons`: each {what, device, text, …}); empty
     *  from a dynamo that sends only `hazard`. */
    nlohmann::json reasons;
    QString hazardText;  ///< the dynamo's `hazard`, in English

    /** Why writing to it would destroy data, in the window's language (each reason the
     *  dynamo names worded here; one of a kind this window does not know as the dynamo
     *  wrote it); empty when safe. */
    QString hazard() const;

    /**
     * Something uses the device now (mounted, swap, held by device-mapper or md, backing a
     * loop device, busy, or it could not be read): the dynamo refuses it even with force.
     * The dynamo says so (`in_use` in its hello, docs/protocol.md); a device that only
     * holds data can be forced.
     */
    bool inUse() const;
    /** "256 GiB", "465.8 GiB", "512 MiB": the size to one decimal in binary units. */
    QString sizeText() const;
    /** "SSD" or "rotational"; with the logical block when it is not 512 bytes. */
    QString kindText() const;
    /** "safe", or "in use: …" / "holds data: …" with the dynamo's reason. */
    QString safetyText() const;
};

/** The "disks" of a dynamo's @p hello; empty when it reports none. */
std::vector<BlockDevice> blockDevicesOf(const nlohmann::json& hello);

}  // namespace iometry::gui
