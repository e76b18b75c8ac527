// The disk worker's block-device safety checks (workers/disk/device_safety.hpp) against real
// loop devices over image files in /tmp: blank (safe), ext4 with a label, mounted, a dos
// partition table with a mounted partition, a swap signature, swap in use, an LVM2 label
// and an md RAID superblock written by hand, a loop device backed by another, and
// device-mapper holders (when the kernel has it; else holders only over a fake sysfs); a
// regular file and a missing path. Every case checks the device's and the image's bytes are
// the same after the check (it never writes). Needs root and a free loop device, else it
// skips. Cleanup detaches exactly the loop devices it attached (newest first), unmounts
// what it mounted, turns off the swap it turned on and deletes its images.

#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "workers/disk/device_safety.hpp"

using iometry::workers::disk::BlockDeviceInfo;
using iometry::workers::disk::blockDeviceHazard;
using iometry::workers::disk::listBlockDevices;
namespace detail = iometry::workers::disk::detail;

namespace {

constexpr qint64 kImageSize = 64 * 1024 * 1024;

struct Run {
    int code = -1;
    QString out;  // stdout and stderr
};

Run run(const QString& program, const QStringList& args, const QByteArray& input = {}) {
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(5000)) {
        r.out = program + ": " + p.errorString();
        return r;
    }
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(20000)) {
        p.kill();
        p.waitForFinished(2000);
        r.out = program + ": timed out";
        return r;
    }
    r.out = QString::fromLocal8Bit(p.readAll()).trimmed();
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

QByteArray contents(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

bool contains(const std::optional<std::string>& hazard, const QString& text) {
    return hazard && QString::fromStdString(*hazard).contains(text);
}

QByteArray shown(const std::optional<std::string>& hazard) {
    return hazard ? QByteArray::fromStdString("hazard: " + *hazard) : QByteArray("no hazard");
}

void putLe(QByteArray& buf, int offset, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) buf[offset + i] = static_cast<char>((value >> (8 * i)) & 0xff);
}

/** LVM2's label checksum (lib/misc/crc.c; libblkid's lvm2 prober checks it). */
std::uint32_t lvm2Crc(const char* data, int size) {
    static const std::uint32_t table[] = {0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac,
                                          0x76dc4190, 0x6b6b51f4, 0x4db26158, 0x5005713c,
                                          0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c,
                                          0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c};
    std::uint32_t crc = 0xf597a6cf;
    for (int i = 0; i < size; ++i) {
        crc ^= static_cast<unsigned char>(data[i]);
        crc = (crc >> 4) ^ table[crc & 0xf];
        crc = (crc >> 4) ^ table[crc & 0xf];
    }
    return crc;
}

/** An LVM2 physical-volume label in sector 1 (what pvcreate writes): label_header
    {"LABELONE", sector 1, crc of bytes 20..511, contents offset 32, "LVM2 001"}, then the
    pv_header's 32-character UUID. */
QByteArray lvm2Label() {
    QByteArray s(512, '\0');
    std::memcpy(s.data(), "LABELONE", 8);
    putLe(s, 8, 1, 8);    // sector_xl
    putLe(s, 20, 32, 4);  // offset_xl
    std::memcpy(s.data() + 24, "LVM2 001", 8);
    std::memcpy(s.data() + 32, "IometrySafetyTestPv0123456789abc", 32);
    putLe(s, 16, lvm2Crc(s.constData() + 20, 512 - 20), 4);  // crc_xl
    return s;
}

/** An md superblock version 1.2 (4 KiB from the start): magic, major 1, the set's name,
    super_offset 8 sectors, one device, and the checksum over the 256 bytes + dev_roles. */
QByteArray mdSuperblock() {
    QByteArray s(512, '\0');
    putLe(s, 0, 0xa92b4efc, 4);  // magic
    putLe(s, 4, 1, 4);           // major_version
    std::memcpy(s.data() + 16, "iometry-set-uuid", 16);
    std::memcpy(s.data() + 32, "host:test", 9);  // set_name
    putLe(s, 72, 1, 4);                          // level: raid1
    putLe(s, 80, 100 * 1024, 8);                 // size in sectors
    putLe(s, 92, 1, 4);                          // raid_disks
    putLe(s, 128, 2048, 8);                      // data_offset
    putLe(s, 136, 100 * 1024, 8);                // data_size
    putLe(s, 144, 8, 8);                         // super_offset: 4096 / 512
    std::memcpy(s.data() + 168, "iometry-dev-uuid", 16);
    putLe(s, 220, 1, 4);  // max_dev; dev_roles[0] = 0 at 256
    std::uint64_t sum = 0;
    for (int i = 0; i + 4 <= 258; i += 4) {
        std::uint32_t w = 0;
        for (int b = 0; b < 4; ++b)
            w |= static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + b])) << (8 * b);
        sum += w;
    }
    sum += static_cast<unsigned char>(s[256]) | (static_cast<unsigned char>(s[257]) << 8);
    putLe(s, 216, static_cast<std::uint32_t>((sum & 0xffffffff) + (sum >> 32)), 4);
    return s;
}

const BlockDeviceInfo* findListed(const std::vector<BlockDeviceInfo>& devices,
                                  const QString& path) {
    for (const auto& d : devices)
        if (QString::fromStdString(d.path) == path) return &d;
    return nullptr;
}

}  // namespace

class TestDeviceSafety : public QObject {
    Q_OBJECT

    QStringList m_loops, m_mounts, m_swaps, m_maps, m_partx, m_files, m_dirs;
    QString m_error;
    int m_serial = 0;

    QString newImage() {
        const QString path = QStringLiteral("/tmp/iometry-safety-%1-%2.img")
                                 .arg(::getpid())
                                 .arg(++m_serial);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || !f.resize(kImageSize)) {
            m_error = "cannot create " + path;
            return {};
        }
        m_files << path;
        return path;
    }

    bool writeAt(const QString& image, qint64 offset, const QByteArray& bytes) {
        QFile f(image);
        return f.open(QIODevice::ReadWrite) && f.seek(offset) && f.write(bytes) == bytes.size();
    }

    /** Attaches @p image to a free loop device (with its partitions when @p partitions);
        the device, or empty with m_error. */
    QString attach(const QString& image, bool partitions = false) {
        QStringList args{"-f", "--show"};
        if (partitions) args << "-P";
        const Run r = run("losetup", args << image);
        if (r.code != 0 || !r.out.startsWith("/dev/loop")) {
            m_error = "losetup failed: " + r.out;
            return {};
        }
        const QString dev = r.out.section('\n', 0, 0).trimmed();
        m_loops << dev;
        return dev;
    }

    QString mountPoint() {
        const QString dir =
            QStringLiteral("/tmp/iometry-safety-mnt-%1-%2").arg(::getpid()).arg(++m_serial);
        if (!QDir().mkpath(dir)) return {};
        m_dirs << dir;
        return dir;
    }

    bool mountRo(const QString& dev, const QString& dir) {
        const Run r = run("mount", {"-o", "ro", dev, dir});
        if (r.code != 0) {
            m_error = "mount failed: " + r.out;
            return false;
        }
        m_mounts << dir;
        return true;
    }

    bool tool(const char* name) { return !QStandardPaths::findExecutable(name).isEmpty() ||
                                         QFileInfo::exists(QString("/usr/sbin/") + name) ||
                                         QFileInfo::exists(QString("/sbin/") + name); }

    /** blockDeviceHazard(@p path), checking that neither @p path's bytes nor @p image's
        changed across the call. */
    std::optional<std::string> hazardUnchanged(const QString& path, const QString& image = {}) {
        const QByteArray devBefore = contents(path);
        const QByteArray imgBefore = image.isEmpty() ? QByteArray() : contents(image);
        auto hazard = blockDeviceHazard(path.toStdString());
        qInfo("%s -> %s", qPrintable(path), shown(hazard).constData());
        if (contents(path) != devBefore) m_error += path + " changed ";
        if (!image.isEmpty() && contents(image) != imgBefore) m_error += image + " changed ";
        return hazard;
    }

    void tearDown() {
        for (const QString& dev : std::as_const(m_swaps)) run("swapoff", {dev});
        for (auto it = m_mounts.crbegin(); it != m_mounts.crend(); ++it)
            if (run("umount", {*it}).code != 0) run("umount", {"-l", *it});
        for (const QString& name : std::as_const(m_maps)) run("dmsetup", {"remove", name});
        for (const QString& dev : std::as_const(m_partx)) run("partx", {"-d", dev});
        for (auto it = m_loops.crbegin(); it != m_loops.crend(); ++it) {  // newest first
            const Run r = run("losetup", {"-d", *it});  // exactly the device attached
            if (r.code != 0) qWarning("losetup -d %s: %s", qPrintable(*it), qPrintable(r.out));
        }
        for (const QString& f : std::as_const(m_files)) QFile::remove(f);
        for (const QString& d : std::as_const(m_dirs)) QDir().rmdir(d);
        m_swaps.clear();
        m_mounts.clear();
        m_maps.clear();
        m_partx.clear();
        m_loops.clear();
        m_files.clear();
        m_dirs.clear();
        m_error.clear();
    }

private slots:
    void initTestCase() {
        if (::geteuid() != 0) QSKIP("needs root: attaches loop devices, mounts, swapon");
        const Run r = run("losetup", {"-f"});
        if (r.code != 0 || !r.out.startsWith("/dev/loop"))
            QSKIP(qPrintable("no free loop device (losetup -f: " + r.out + ")"));
    }

    void cleanup() { tearDown(); }
    void cleanupTestCase() { tearDown(); }

    // ---- the parsers, over canned text ----

    void parsesMountInfo() {
        const std::string text =
            "22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw\n"
            "36 22 7:3 / /mnt/my\\040disk rw,noatime shared:5 master:1 - ext4 /dev/loop3 rw\n"
            "40 22 0:45 /sub /srv rw - btrfs /dev/sdb2 rw,space_cache\n"
            "garbage\n"
            "41 22 x:y / /bad rw - tmpfs tmpfs rw";
        const auto m = detail::parseMountInfo(text);
        QCOMPARE(m.size(), std::size_t{3});
        QCOMPARE(m[0].major, 254u);
        QCOMPARE(m[0].mountPoint, std::string("/"));
        QCOMPARE(m[1].major, 7u);
        QCOMPARE(m[1].minor, 3u);
        QCOMPARE(m[1].mountPoint, std::string("/mnt/my disk"));
        QCOMPARE(m[1].fsType, std::string("ext4"));
        QCOMPARE(m[1].source, std::string("/dev/loop3"));
        QCOMPARE(m[2].minor, 45u);
        QCOMPARE(m[2].source, std::string("/dev/sdb2"));
    }

    void parsesSwapsAndNames() {
        const auto s = detail::parseSwaps(
            "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
            "/dev/zram0                              partition\t8388604\t\t0\t\t100\n"
            "/swap\\040file                           file\t\t1048572\t\t0\t\t-2\n");
        QCOMPARE(s, (std::vector<std::string>{"/dev/zram0", "/swap file"}));
        QVERIFY(detail::parseSwaps("Filename Type Size Used Priority\n").empty());
        QCOMPARE(detail::unescapeOctal("a\\011b\\134c\\04"), std::string("a\tb\\c\\04"));
        QCOMPARE(detail::devPathOf("cciss!c0d0"), std::string("/dev/cciss/c0d0"));
        QCOMPARE(detail::devPathOf("nvme0n1p2"), std::string("/dev/nvme0n1p2"));
    }

    void readsHoldersOfAFakeSysfs() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path sys = dir.path().toStdString();
        QVERIFY(detail::holdersOf(sys).empty());  // no holders directory at all
        std::filesystem::create_directories(sys / "holders");
        QVERIFY(detail::holdersOf(sys).empty());
        std::filesystem::create_directories(sys / "holders" / "md1");
        std::filesystem::create_directories(sys / "holders" / "dm-0");
        QCOMPARE(detail::holdersOf(sys), (std::vector<std::string>{"dm-0", "md1"}));
    }

    // ---- paths that are not block devices: fail safe ----

    void regularFileIsNotABlockDevice() {
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const auto hazard = hazardUnchanged(image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QCOMPARE(QString::fromStdString(hazard.value_or("")), image + " is not a block device");
        QCOMPARE(QString::fromStdString(blockDeviceHazard("/dev/null").value_or("")),
                 QString("/dev/null is not a block device"));
        QVERIFY(contains(blockDeviceHazard("/tmp"), "is not a block device"));
    }

    void missingPathCannotBeOpened() {
        const QString path = QStringLiteral("/tmp/iometry-safety-missing-%1").arg(::getpid());
        const auto hazard = blockDeviceHazard(path.toStdString());
        QVERIFY2(contains(hazard, "cannot open " + path), shown(hazard).constData());
        QVERIFY2(contains(hazard, "No such file or directory"), shown(hazard).constData());
    }

    // ---- loop devices ----

    void blankDeviceIsSafe() {
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(!hazard, shown(hazard).constData());

        // Through a symlink too.
        const QString link = image + ".link";
        QVERIFY(QFile::link(dev, link));
        m_files << link;
        const auto viaLink = blockDeviceHazard(link.toStdString());
        QVERIFY2(!viaLink, shown(viaLink).constData());

        const auto devices = listBlockDevices();
        const BlockDeviceInfo* info = findListed(devices, dev);
        QVERIFY2(info != nullptr, qPrintable(dev + " is not listed"));
        QCOMPARE(QString::fromStdString(info->name), QFileInfo(dev).fileName());
        QCOMPARE(info->sizeBytes, std::uint64_t(kImageSize));
        QVERIFY(!info->partition);
        QVERIFY2(!info->hazard, shown(info->hazard).constData());
        QVERIFY(info->logicalBlock >= 512);
        QVERIFY(info->physicalBlock >= info->logicalBlock);
        const nlohmann::json j = info->toJson();
        QCOMPARE(j.at("path").get<std::string>(), dev.toStdString());
        QCOMPARE(j.at("size").get<std::uint64_t>(), std::uint64_t(kImageSize));
        QCOMPARE(j.at("safe").get<bool>(), true);
        QVERIFY(!j.contains("hazard"));
        QVERIFY(j.at("model").is_string());
        QVERIFY(j.at("logical_block").is_number_unsigned());
        QVERIFY(j.at("physical_block").is_number_unsigned());
        QVERIFY(j.at("rotational").is_boolean());

        for (const auto& d : devices) {
            QVERIFY2(d.sizeBytes > 0, d.path.c_str());  // unattached loops are left out
            QVERIFY2(!d.name.starts_with("ram"), d.path.c_str());
            QCOMPARE(d.toJson().at("safe").get<bool>(), !d.hazard.has_value());
            QCOMPARE(d.toJson().contains("hazard"), d.hazard.has_value());
        }
    }

    void ext4IsReportedWithItsLabel() {
        if (!tool("mkfs.ext4")) QSKIP("mkfs.ext4 is not installed");
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const Run mkfs = run("mkfs.ext4", {"-q", "-F", "-L", "data", image});
        QVERIFY2(mkfs.code == 0, qPrintable(mkfs.out));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));

        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " holds an ext4 filesystem (label \"data\")"),
                 shown(hazard).constData());
        QVERIFY2(!contains(hazard, "mounted"), shown(hazard).constData());

        const auto devices = listBlockDevices();
        const BlockDeviceInfo* info = findListed(devices, dev);
        QVERIFY2(info != nullptr, qPrintable(dev + " is not listed"));
        QCOMPARE(info->sizeBytes, std::uint64_t(kImageSize));
        QCOMPARE(info->hazard, hazard);
        const nlohmann::json j = info->toJson();
        QCOMPARE(j.at("safe").get<bool>(), false);
        QCOMPARE(j.at("hazard").get<std::string>(), *hazard);
        // The reason's facts, for a window that words it in its language (docs/protocol.md).
        QCOMPARE(j.at("reasons").size(), std::size_t(1));
        const nlohmann::json& reason = j.at("reasons").at(0);
        QCOMPARE(reason.at("what").get<std::string>(), std::string("signature"));
        QCOMPARE(reason.at("usage").get<std::string>(), std::string("filesystem"));
        QCOMPARE(reason.at("type").get<std::string>(), std::string("ext4"));
        QCOMPARE(reason.at("label").get<std::string>(), std::string("data"));
        QCOMPARE(reason.at("device").get<std::string>(), dev.toStdString());
        QCOMPARE(reason.at("text").get<std::string>(), *hazard);

        // A mounted one says where.
        const QString dir = mountPoint();
        QVERIFY(!dir.isEmpty());
        QVERIFY2(mountRo(dev, dir), qPrintable(m_error));
        const auto mounted = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(mounted, dev + " is mounted at " + dir), shown(mounted).constData());
        QVERIFY2(contains(mounted, "holds an ext4 filesystem"), shown(mounted).constData());
        const auto found = iometry::workers::disk::findBlockDeviceHazard(dev.toStdString());
        QVERIFY(found);
        QCOMPARE(found->text, *mounted);
        QCOMPARE(found->reasons.at(0).at("what").get<std::string>(), std::string("mounted"));
        QCOMPARE(found->reasons.at(0).at("at"), nlohmann::json::array({dir.toStdString()}));
    }

    void partitionTableAndMountedPartition() {
        if (!tool("sfdisk") || !tool("mkfs.ext4")) QSKIP("sfdisk or mkfs.ext4 is not installed");
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const Run sfdisk = run("sfdisk", {"-q", image}, "label: dos\n,,L\n");
        QVERIFY2(sfdisk.code == 0, qPrintable(sfdisk.out));
        const QString dev = attach(image, true);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const QString part = dev + "p1";
        for (int i = 0; i < 25 && !QFileInfo::exists(part); ++i) QThread::msleep(20);
        if (!QFileInfo::exists(part)) {
            // A kernel without the dos partition parser (CONFIG_MSDOS_PARTITION off) scans
            // nothing: partx reads the table itself and adds the partition (BLKPG).
            const Run partx = run("partx", {"-a", dev});
            QVERIFY2(partx.code == 0, qPrintable("partx -a: " + partx.out));
            m_partx << dev;
            for (int i = 0; i < 100 && !QFileInfo::exists(part); ++i) QThread::msleep(20);
        }
        QVERIFY2(QFileInfo::exists(part), qPrintable(part + " did not appear"));

        auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " carries a dos partition table"),
                 shown(hazard).constData());
        QVERIFY2(!contains(hazard, "mounted"), shown(hazard).constData());
        // The partition itself holds nothing yet.
        const auto emptyPart = hazardUnchanged(part, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(!emptyPart, shown(emptyPart).constData());

        const Run mkfs = run("mkfs.ext4", {"-q", "-F", "-L", "part", part});
        QVERIFY2(mkfs.code == 0, qPrintable(mkfs.out));
        const QString dir = mountPoint();
        QVERIFY(!dir.isEmpty());
        QVERIFY2(mountRo(part, dir), qPrintable(m_error));

        hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, part + ", a partition of " + dev + ", is mounted at " + dir),
                 shown(hazard).constData());
        QVERIFY2(contains(hazard, "dos partition table"), shown(hazard).constData());
        const auto partHazard = hazardUnchanged(part, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(partHazard, part + " is mounted at " + dir),
                 shown(partHazard).constData());
        QVERIFY2(contains(partHazard, part + " holds an ext4 filesystem (label \"part\")"),
                 shown(partHazard).constData());

        const auto devices = listBlockDevices();
        const BlockDeviceInfo* disk = findListed(devices, dev);
        const BlockDeviceInfo* listed = findListed(devices, part);
        QVERIFY2(disk != nullptr && listed != nullptr,
                 qPrintable(dev + " or " + part + " is not listed"));
        QVERIFY(!disk->partition);
        QVERIFY(listed->partition);
        QCOMPARE(listed->sizeBytes, std::uint64_t(kImageSize - 1024 * 1024));  // starts at 1 MiB
        QVERIFY(disk->hazard.has_value());
        // Listed as a disk target checks it: in use first, which force never overrides.
        QVERIFY(listed->inUse);
        QVERIFY2(contains(listed->hazard, part + " is mounted at " + dir), shown(listed->hazard).constData());
        QCOMPARE(listed->toJson().at("safe").get<bool>(), false);
        QCOMPARE(listed->toJson().at("in_use").get<bool>(), true);
        QVERIFY(listed == disk + 1);  // a disk's partitions follow it
    }

    void twoSignaturesAreBothNamed() {
        // libblkid's safe probe calls two filesystems "ambivalent": both are named.
        if (!tool("mkfs.ext4") || !tool("mkfs.bfs"))
            QSKIP("mkfs.ext4 or mkfs.bfs is not installed");
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const Run mkfs = run("mkfs.ext4", {"-q", "-F", "-L", "data", image});
        QVERIFY2(mkfs.code == 0, qPrintable(mkfs.out));
        // A BFS superblock in the first 512 bytes, which ext4 leaves alone.
        const QString bfs = image + ".bfs";
        m_files << bfs;
        {
            QFile f(bfs);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(4 * 1024 * 1024));
        }
        const Run mkbfs = run("mkfs.bfs", {bfs});
        QVERIFY2(mkbfs.code == 0, qPrintable(mkbfs.out));
        QVERIFY(writeAt(image, 0, contents(bfs).left(512)));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " holds an ext4 filesystem (label \"data\")"),
                 shown(hazard).constData());
        QVERIFY2(contains(hazard, dev + " holds a bfs filesystem"), shown(hazard).constData());
    }

    void swapSignature() {
        if (!tool("mkswap")) QSKIP("mkswap is not installed");
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const Run mk = run("mkswap", {"-L", "sw", image});
        QVERIFY2(mk.code == 0, qPrintable(mk.out));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " holds a swap signature (label \"sw\")"),
                 shown(hazard).constData());
        QVERIFY2(!contains(hazard, "in use as swap"), shown(hazard).constData());
    }

    void swapInUse() {
        if (!tool("mkswap") || !tool("swapon")) QSKIP("mkswap or swapon is not installed");
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const Run mk = run("mkswap", {image});
        QVERIFY2(mk.code == 0, qPrintable(mk.out));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const Run on = run("swapon", {"-p", "-1", dev});
        if (on.code != 0) QSKIP(qPrintable("swapon failed: " + on.out));
        m_swaps << dev;
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " is in use as swap"), shown(hazard).constData());
        QVERIFY2(contains(hazard, "swap signature"), shown(hazard).constData());
    }

    void lvm2PhysicalVolume() {
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        QVERIFY(writeAt(image, 512, lvm2Label()));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " is an LVM2 physical volume (LVM2_member)"),
                 shown(hazard).constData());
    }

    void raidMember() {
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        QVERIFY(writeAt(image, 4096, mdSuperblock()));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(
            contains(hazard, dev + " is a RAID member (linux_raid_member, label \"host:test\")"),
                 shown(hazard).constData());
    }

    void backsALoopDevice() {
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const QString upper = attach(dev);  // a loop device over the loop device
        QVERIFY2(!upper.isEmpty(), qPrintable(m_error));
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " backs the loop device " + upper),
                 shown(hazard).constData());
        const auto top = hazardUnchanged(upper, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(!top, shown(top).constData());
    }

    void deviceMapperHolder() {
        if (!tool("dmsetup") || run("dmsetup", {"version"}).code != 0)
            QSKIP("no device-mapper in this kernel (dmsetup version fails): sysfs holders are "
                  "covered by readsHoldersOfAFakeSysfs only");
        const QString image = newImage();
        QVERIFY2(!image.isEmpty(), qPrintable(m_error));
        const QString dev = attach(image);
        QVERIFY2(!dev.isEmpty(), qPrintable(m_error));
        const QString name = QStringLiteral("iometry-safety-%1").arg(::getpid());
        const Run create = run("dmsetup", {"create", name, "--table",
                                           QStringLiteral("0 %1 linear %2 0")
                                               .arg(kImageSize / 512)
                                               .arg(dev)});
        if (create.code != 0) QSKIP(qPrintable("dmsetup create failed: " + create.out));
        m_maps << name;
        const auto hazard = hazardUnchanged(dev, image);
        QVERIFY2(m_error.isEmpty(), qPrintable(m_error));
        QVERIFY2(contains(hazard, dev + " is in use by dm-"), shown(hazard).constData());
    }
};

QTEST_GUILESS_MAIN(TestDeviceSafety)
#include "test_device_safety.moc"
