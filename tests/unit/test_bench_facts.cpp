// What a dynamo tells of its host and of a disk target for bench.json (docs/protocol.md,
// "Handshake" and "A step"), read from a fake sysfs and procfs tree in a temporary folder:
// the board, the CPU frequency range and the memory (installed, from the memory blocks,
// else MemTotal); an interface's PCIe link and its slot, none for a virtio device on
// conventional PCI or for a USB adapter (its controller's link is not its own); no ring
// sizes for loopback; a partition resolving to its whole disk (and its logical block to the
// disk's), a disk without a model, rotational 0 and 1, the scheduler's bracketed word, and
// the mount of a test file with its options. Absent facts stay absent.

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "workers/disk/disk_facts.hpp"
#include "workers/host_facts.hpp"
#include "workers/sysfs_text.hpp"

namespace fs = std::filesystem;
using namespace iometry::workers;

namespace {

void put(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
}

void link(const fs::path& at, const fs::path& to) {
    fs::create_directories(at.parent_path());
    fs::create_directory_symlink(to, at);
}

/** A block device directory with its dev number, size in sectors and queue. */
void blockDir(const fs::path& dir, const std::string& dev, const std::string& sectors,
              const std::string& rotational, const std::string& scheduler) {
    put(dir / "dev", dev + "\n");
    put(dir / "size", sectors + "\n");
    if (!rotational.empty()) put(dir / "queue" / "rotational", rotational + "\n");
    if (!scheduler.empty()) put(dir / "queue" / "scheduler", scheduler + "\n");
}

}  // namespace

class TestBenchFacts : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    fs::path m_root;

private slots:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        m_root = m_tmp.path().toStdString();
        const fs::path sys = m_root / "sys";
        // An NVMe disk with a partition; its model and firmware on the controller.
        const fs::path nvme = sys / "devices/pci0000:00/0000:00:1d.0/0000:3b:00.0/nvme/nvme0";
        put(nvme / "model", "Samsung SSD 980 PRO 1TB                 \n");
        put(nvme / "firmware_rev", "5B2QGXA7\n");
        blockDir(nvme / "nvme0n1", "259:0", "1953525168", "0", "[none] mq-deadline kyber");
        link(nvme / "nvme0n1" / "device", nvme);
        put(nvme / "nvme0n1" / "queue" / "logical_block_size", "4096\n");
        blockDir(nvme / "nvme0n1" / "nvme0n1p2", "259:2", "1000000", "", "");
        put(nvme / "nvme0n1" / "nvme0n1p2" / "partition", "2\n");
        link(sys / "dev/block/259:2", nvme / "nvme0n1" / "nvme0n1p2");
        link(sys / "dev/block/259:0", nvme / "nvme0n1");
        // A SATA disk that tells no model, only its revision; rotational.
        const fs::path sda = sys / "devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0";
        put(sda / "rev", "SN04\n");
        blockDir(sda / "block" / "sda", "8:0", "7814037168", "1", "mq-deadline kyber [bfq] none");
        link(sda / "block" / "sda" / "device", sda);
        link(sda / "driver", sys / "bus/scsi/drivers/sd");
        link(sys / "dev/block/8:0", sda / "block" / "sda");
        // A device-mapper device: no device/ at all; a scheduler file of one word.
        blockDir(sys / "devices/virtual/block/dm-0", "253:0", "2048", "0", "none");
        link(sys / "dev/block/253:0", sys / "devices/virtual/block/dm-0");
        put(m_root / "proc/self/mountinfo",
            "22 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw,discard,errors=remount-ro\n"
            "30 22 8:0 / /var/tmp rw,noatime shared:2 - xfs /dev/sda rw,attr2,inode64\n"
            "31 22 0:40 / /var/tmp\\040x rw,nosuid - tmpfs tmpfs rw,size=1024k\n"
            "32 22 0:41 / /mnt rw - tmpfs tmpfs rw\n"
            "33 22 253:0 / /mnt rw,noatime - xfs /dev/mapper/vg-data rw,logbsize=256k\n");

        // A PCIe network card behind a root port of a wider, faster slot.
        const fs::path port = sys / "devices/pci0000:00/0000:00:01.0";
        link(port / "subsystem", sys / "bus/pci");
        put(port / "max_link_width", "16\n");
        put(port / "max_link_speed", "16.0 GT/s PCIe\n");
        const fs::path card = port / "0000:01:00.0";
        link(card / "subsystem", sys / "bus/pci");
        put(card / "current_link_width", "4\n");
        put(card / "current_link_speed", "8.0 GT/s PCIe\n");
        put(card / "max_link_width", "8\n");
        put(card / "max_link_speed", "8.0 GT/s PCIe\n");
        link(sys / "class/net/eth1/device", card);
        // A virtio device on conventional PCI: its PCI function tells no link.
        const fs::path pci = sys / "devices/pci0000:00/0000:00:03.0";
        link(pci / "subsystem", sys / "bus/pci");
        link(pci / "virtio2" / "subsystem", sys / "bus/virtio");
        link(sys / "class/net/eth0/device", pci / "virtio2");
        // A USB network adapter on a PCIe USB card that tells its link: the adapter is no PCI
        // function, and its host controller's link is not the adapter's.
        const fs::path xhci = port / "0000:01:00.1";
        link(xhci / "subsystem", sys / "bus/pci");
        put(xhci / "current_link_width", "1\n");
        put(xhci / "current_link_speed", "8.0 GT/s PCIe\n");
        const fs::path usb = xhci / "usb2" / "2-1" / "2-1:1.0";
        for (const fs::path& dir : {xhci / "usb2", xhci / "usb2" / "2-1", usb}) link(dir / "subsystem", sys / "bus/usb");
        link(sys / "class/net/enx0/device", usb);

        const fs::path dmi = sys / "class/dmi/id";
        put(dmi / "board_vendor", "Supermicro\n");
        put(dmi / "board_name", "X11SPi-TF\n");
        put(dmi / "sys_vendor", "To be filled by O.E.M.\n");
        const fs::path cpu = sys / "devices/system/cpu";
        put(cpu / "cpu0/cpufreq/cpuinfo_min_freq", "800000\n");
        put(cpu / "cpu0/cpufreq/cpuinfo_max_freq", "3500000\n");
        put(cpu / "cpu1/cpufreq/cpuinfo_min_freq", "1000000\n");
        put(cpu / "cpu1/cpufreq/cpuinfo_max_freq", "4200000\n");
        fs::create_directories(cpu / "cpu2");  // no cpufreq: does not count
        put(cpu / "cpufreq/boost", "1\n");     // not a CPU
        put(m_root / "proc/meminfo", "MemTotal:       24683772 kB\nMemFree:         1000 kB\n");
        // 24 GiB installed in blocks of 128 MiB: 191 online, one that tells only its state
        // (an older kernel), two offline, and the folder's other entries.
        const fs::path memory = sys / "devices/system/memory";
        put(memory / "block_size_bytes", "8000000\n");
        put(memory / "auto_online_blocks", "online\n");
        put(memory / "power" / "async", "disabled\n");
        for (int i = 0; i < 191; ++i) put(memory / ("memory" + std::to_string(i)) / "online", "1\n");
        put(memory / "memory191" / "state", "online\n");
        for (int i = 192; i < 194; ++i) put(memory / ("memory" + std::to_string(i)) / "online", "0\n");
        // A host without memory blocks (no memory hotplug): only MemTotal tells its memory.
        put(m_root / "vm" / "proc/meminfo", "MemTotal:        2014024 kB\n");
        put(m_root / "vm" / "sys/devices/system/memory/block_size_bytes", "8000000\n");
    }

    void aPartitionResolvesToItsDisk() {
        const auto dir = disk::wholeDiskDir(m_root, 259, 2);
        QVERIFY(dir);
        QCOMPARE(dir->filename().string(), std::string("nvme0n1"));
        const auto facts = disk::readDisk(*dir);
        QCOMPARE(facts.model.value_or("?"), std::string("Samsung SSD 980 PRO 1TB"));
        QCOMPARE(facts.firmware.value_or("?"), std::string("5B2QGXA7"));
        QCOMPARE(facts.sizeBytes.value_or(0), std::uint64_t{1953525168} * 512);
        QCOMPARE(facts.rotational, std::optional<bool>(false));
        QCOMPARE(facts.scheduler.value_or("?"), std::string("none"));
        // What the hello's disk list shows: no firmware or scheduler read for it.
        const auto summary = disk::readDiskSummary(*dir);
        QCOMPARE(summary.toJson().dump(), std::string(R"({"model":"Samsung SSD 980 PRO 1TB","name":"nvme0n1",)"
                                                      R"("rotational":false,"size":1000204886016})"));
        // A whole disk is itself; a number sysfs does not know is no disk.
        QCOMPARE(disk::wholeDiskDir(m_root, 259, 0)->filename().string(), std::string("nvme0n1"));
        QVERIFY(!disk::wholeDiskDir(m_root, 0, 40));
    }

    // The unit of direct I/O on a test file's device: a partition's is its disk's (it has no
    // queue of its own); 512 where sysfs tells none.
    void logicalBlockOfAPartition() {
        QCOMPARE(disk::logicalBlockSize(m_root, 259, 2), std::uint64_t{4096});
        QCOMPARE(disk::logicalBlockSize(m_root, 259, 0), std::uint64_t{4096});
        QCOMPARE(disk::logicalBlockSize(m_root, 8, 0), std::uint64_t{512});  // no such file
        QCOMPARE(disk::logicalBlockSize(m_root, 0, 40), std::uint64_t{512});  // tmpfs: no disk
    }

    void aMissingModelStaysAbsent() {
        const auto sda = disk::readDisk(*disk::wholeDiskDir(m_root, 8, 0));
        QVERIFY(!sda.model);
        QCOMPARE(sda.firmware.value_or("?"), std::string("SN04"));
        QCOMPARE(sda.rotational, std::optional<bool>(true));
        QCOMPARE(sda.scheduler.value_or("?"), std::string("bfq"));
        QCOMPARE(sda.driver.value_or("?"), std::string("sd"));  // what it is known by without a model
        const nlohmann::json j = sda.toJson();
        QVERIFY(!j.contains("model"));
        QCOMPARE(j.value("rotational", false), true);
        const auto dm = disk::readDisk(*disk::wholeDiskDir(m_root, 253, 0));
        QVERIFY(!dm.model && !dm.firmware && !dm.driver);
        QCOMPARE(dm.scheduler.value_or("?"), std::string("none"));
        QCOMPARE(dm.sizeBytes.value_or(0), std::uint64_t{2048} * 512);
    }

    void schedulerWord() {
        QCOMPARE(disk::activeScheduler("none [mq-deadline] kyber\n").value_or("?"), std::string("mq-deadline"));
        QCOMPARE(disk::activeScheduler("[none] bfq").value_or("?"), std::string("none"));
        QCOMPARE(disk::activeScheduler("none\n").value_or("?"), std::string("none"));
        QVERIFY(!disk::activeScheduler("none kyber"));
        QVERIFY(!disk::activeScheduler(""));
    }

    void mountInfoWithOptions() {
        // A test file: its disk and the mount it lives on, the mount's options then the
        // file system's, each once.
        const nlohmann::json file = disk::targetFacts(m_root, 8, 0, "/var/tmp/t.tst");
        QCOMPARE(file["disk"].value("name", ""), std::string("sda"));
        const nlohmann::json fsys = file["filesystem"];
        QCOMPARE(fsys.value("type", ""), std::string("xfs"));
        QCOMPARE(fsys.value("options", ""), std::string("rw,noatime,attr2,inode64"));
        QCOMPARE(fsys.value("mount_point", ""), std::string("/var/tmp"));
        QCOMPARE(fsys.value("source", ""), std::string("/dev/sda"));
        const auto mounted = [&](const std::string& path) {
            const auto found = disk::fileSystemOf(sysfs::readText(m_root / "proc/self/mountinfo"), path);
            return found ? found->type + " " + found->mountPoint : std::string("none");
        };
        QCOMPARE(mounted("/var/tmpfoo/x"), std::string("ext4 /"));  // a name that only begins alike
        QCOMPARE(mounted("/var/tmp x/f"), std::string("tmpfs /var/tmp x"));  // \040 decoded
        QCOMPARE(mounted("/mnt/f"), std::string("xfs /mnt"));  // the mount on top
        QCOMPARE(mounted("relative/f"), std::string("none"));
        // A block device has no file system of its own to tell; a file on tmpfs no disk.
        QVERIFY(!disk::targetFacts(m_root, 8, 0, "").contains("filesystem"));
        const nlohmann::json tmpfs = disk::targetFacts(m_root, 0, 40, "/var/tmp x/f");
        QVERIFY(!tmpfs.contains("disk"));
        QCOMPARE(tmpfs["filesystem"].value("options", ""), std::string("rw,nosuid,size=1024k"));
    }

    void boardFrequencyAndMemory() {
        HostFacts facts;
        readMachineFacts(m_root, facts);
        QCOMPARE(facts.boardVendor, std::string("Supermicro"));
        QCOMPARE(facts.boardName, std::string("X11SPi-TF"));
        QCOMPARE(facts.systemVendor, std::string());  // the placeholder is no vendor
        QCOMPARE(facts.cpuMinKHz.value_or(0), std::uint64_t{800000});
        QCOMPARE(facts.cpuMaxKHz.value_or(0), std::uint64_t{4200000});
        const nlohmann::json j = facts.toJson();
        QCOMPARE(j["board"].dump(), std::string(R"({"name":"X11SPi-TF","vendor":"Supermicro"})"));
        QVERIFY(!j.contains("system"));
        QCOMPARE(j["cpu_freq_khz"].dump(), std::string(R"({"max":4200000,"min":800000})"));
        // The memory installed, from the online memory blocks, not MemTotal (what the
        // kernel can use, 23.5 GiB here).
        QCOMPARE(j.value("memory_bytes", std::uint64_t{0}), std::uint64_t{24} << 30);
        QCOMPARE(j.value("memory_source", ""), std::string("blocks"));
        // Without memory blocks, MemTotal, said to be that.
        HostFacts vm;
        readMachineFacts(m_root / "vm", vm);
        QCOMPARE(vm.toJson().value("memory_bytes", std::uint64_t{0}), std::uint64_t{2014024} * 1024);
        QCOMPARE(vm.toJson().value("memory_source", ""), std::string("meminfo"));
                // A host that tells none of it: none of it in the hello.
        HostFacts bare;
        readMachineFacts(m_root / "nowhere", bare);
        const nlohmann::json none = bare.toJson();
        for (const char* key : {"board", "system", "cpu_freq_khz", "memory_bytes", "memory_source"}) QVERIFY2(!none.contains(key), key);
    }

    void pcieLinkAndSlot() {
        const nlohmann::json link = readPcieLink(m_root, "eth1");
        QCOMPARE(link.dump(), std::string(R"({"max_speed":"8.0 GT/s","max_width":8,"slot_speed":"16.0 GT/s",)"
                                          R"("slot_width":16,"speed":"8.0 GT/s","width":4})"));
        QVERIFY(readPcieLink(m_root, "eth0").is_null());   // virtio on conventional PCI
        QVERIFY(readPcieLink(m_root, "lo").is_null());     // no device at all
        QVERIFY2(readPcieLink(m_root, "enx0").is_null(), readPcieLink(m_root, "enx0").dump().c_str());  // USB
    }

    void ringSizesAbsentOnLoopback() {
        QVERIFY(readRings("lo").is_null());
        QVERIFY(readRings("no-such-interface0").is_null());
        InterfaceFacts lo;
        lo.name = "lo";
        lo.rings = readRings("lo");
        const nlohmann::json j = lo.toJson();
        QVERIFY(!j.contains("rings"));
    }

    // The hello's interfaces carry the ring sizes their drivers tell, read over the same
    // ethtool socket as the driver and offloads (on a host whose NICs tell none, all null).
    void theHelloTellsTheRings() {
        for (const InterfaceFacts& i : collectHostFacts().interfaces)
            QVERIFY2(i.rings == readRings(i.name), (i.name + ": " + i.rings.dump() + " vs " + readRings(i.name).dump()).c_str());
    }
};

QTEST_GUILESS_MAIN(TestBenchFacts)
#include "test_bench_facts.moc"
