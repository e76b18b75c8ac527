#pragma once
// "Disk I/O": IOmeter's storage curve — IOPS, MB/s and latency of one access pattern against
// the number of outstanding I/Os — on a test file or a whole block device of this machine
// (docs/plan-format.md, "Workers", "Disk semantics", "Disk safety", "Data
// verification"; examples/disk-queue-depth.json). One disk worker on the spawned dynamo
// "local", a spec from the disk library (resources/disk_specs.json), and a sweep of
// outstanding I/Os, optionally crossed with request sizes.
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "file", "device"                  bool, exclusive: a test file or a block device
//   "path"                            QString, the test file
//   "fileSizeMiB"                     int, the test file's size in MiB
//   "devicePath"                      QString, the chosen block device ("" for none)
//   "force"                           bool, write to a device that holds data
//   "spec"                            int, row of the disk library (0: 4 KiB random read)
//   "engine"                          int: 0 auto, 1 io_uring, 2 libaio, 3 sync
//   "direct", "verify"                bool
//   "qdStart", "qdEnd", "qdStep"      int, outstanding I/Os
//   "qdExponential", "qdLinear"       bool, exclusive: multiply by step, or add it
//   "sizeSweep"                       bool: sweep the request sizes below instead of the spec's
//   "size<bytes>"                     bool, one per offered size ("size512" … "size1048576")
//   "runS", "rampS"                   double, seconds
//   "planName"                        QString (summary page)

#include <QString>
#include <vector>

#include "engine/kinds/disk/disk_kind.hpp"
#include "gui/models/block_devices.hpp"
#include "gui/models/spec_library.hpp"
#include "gui/wizards/plan_wizard.hpp"
#include "gui/wizards/value_checks.hpp"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QTreeWidget;

namespace iometry::gui {

class SummaryTable;

/** "random read", "sequential write", "random 70/30": a disk spec line's pattern without its size. */
QString diskPatternName(const model::AccessLine& line);

/** The spec "4k-randread": 4 KiB reads at random offsets, the storage latency's classic. */
model::AccessSpec randomRead4k();

/**
 * The disk worker @p name on the spawned dynamo "local": @p spec, @p outstanding I/Os in
 * flight, @p disk its target.
 */
model::WorkerDef localDiskWorker(const std::string& name, const std::string& spec, int outstanding,
                                 const model::DiskSettings& disk);

class DiskTargetPage : public CheckedPage {
    Q_OBJECT
    Q_PROPERTY(QString devicePath READ devicePath WRITE setDevicePath NOTIFY devicePathChanged)

public:
    explicit DiskTargetPage(QWidget* parent = nullptr);

    /** The local dynamo's devices; none (no dynamo yet) leaves only the test file. */
    void setDevices(const std::vector<BlockDevice>& devices, bool dynamoConnected);
    const std::vector<BlockDevice>& devices() const { return m_devices; }

    bool isDevice() const;
    QString path() const;
    /** The test file's size in bytes. */
    std::uint64_t fileSize() const;
    QString devicePath() const;
    void setDevicePath(const QString& path);
    /** Bytes of the device tested from its start; 0 = all of it (the plan's file_size). */
    std::uint64_t deviceSpan() const;
    /** The chosen device, or null. */
    const BlockDevice* device() const;
    bool force() const;
    /** The disk worker's target as the page stands: path, block device, force, size or span;
     *  its other keys at their defaults. */
    model::DiskSettings settings() const;
    /** The summary's rows of @p disk's target (the page's device facts beside a device). */
    void addSummaryRows(SummaryTable& table, const model::DiskSettings& disk) const;
    /**
     * A test file only: the block device choice stays disabled, @p why said in its place (a
     * plan whose workers share the target cannot run on a device one worker claims).
     */
    void refuseDevices(const QString& why);

    QString check() const override;

Q_SIGNALS:
    void devicePathChanged(const QString& path);
    /** File or device, or the device, changed. */
    void targetChanged();

private:
    void updateDeviceState();

    QRadioButton* m_file;
    QRadioButton* m_device;
    QLineEdit* m_path;
    QSpinBox* m_sizeMiB;
    QLabel* m_fileText;
    QLabel* m_devicesNote;
    QTreeWidget* m_deviceList;
    QSpinBox* m_spanMiB;
    QCheckBox* m_force;
    QLabel* m_warning;
    QFormLayout* m_spanForm;
    std::vector<BlockDevice> m_devices;
    bool m_connected = false;
    QString m_deviceRefusal;
};

class DiskSpecPage : public CheckedPage {
    Q_OBJECT

public:
    explicit DiskSpecPage(QWidget* parent = nullptr);

    const SpecLibrary& library() const { return m_library; }
    /** The chosen spec from the library (the first when none is chosen). */
    model::AccessSpec spec() const;
    QString specDescription() const;
    /** "auto", "io_uring", "libaio" or "sync". */
    QString engine() const;
    bool direct() const;
    bool verify() const;
    /** The verify text says what verify costs on a block device (its span is filled first). */
    void setDeviceTarget(bool device);

    QString check() const override;

private:
    void updateTexts();

    SpecLibrary m_library;
    QListWidget* m_specs;
    QLabel* m_specText;
    QComboBox* m_engine;
    QLabel* m_engineText;
    QCheckBox* m_direct;
    QCheckBox* m_verify;
    QLabel* m_verifyText;
    bool m_deviceTarget = false;
};

class DiskCyclingPage : public CheckedPage {
    Q_OBJECT

public:
    explicit DiskCyclingPage(QWidget* parent = nullptr);

    /** The request sizes offered for a size sweep, smallest first. */
    static std::vector<std::int64_t> offeredSizes();

    model::RangeAxis outstandingRange() const;
    /** The outstanding I/Os of each step (empty while the range is wrong). */
    std::vector<std::int64_t> outstandingValues() const;
    bool sizeSweep() const;
    std::vector<std::int64_t> sizes() const;
    double runS() const;
    double rampS() const;
    /** The sync engine has one I/O in flight whatever outstanding says: the page says so. */
    void setEngine(const QString& engine);

    QString check() const override;

private:
    void updatePreview();

    QSpinBox* m_start;
    QSpinBox* m_end;
    QSpinBox* m_step;
    QRadioButton* m_exponential;
    QRadioButton* m_linear;
    QLabel* m_preview;
    QCheckBox* m_sizeSweep;
    ValueChecks* m_sizes;
    QDoubleSpinBox* m_run;
    QDoubleSpinBox* m_ramp;
    QString m_engine = QStringLiteral("auto");
};

class DiskIoWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { TargetPageId, SpecPageId, CyclingPageId, SummaryPageId };

    /** @param dynamos the dynamos connected now; the local one's block devices are offered */
    explicit DiskIoWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                          QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    DiskTargetPage* targetPage() const { return m_target; }
    DiskSpecPage* specPage() const { return m_spec; }
    DiskCyclingPage* cyclingPage() const { return m_cycling; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    DiskTargetPage* m_target;
    DiskSpecPage* m_spec;
    DiskCyclingPage* m_cycling;
};

}  // namespace iometry::gui
