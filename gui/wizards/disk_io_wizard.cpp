#include "gui/wizards/disk_io_wizard.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/kinds/disk/disk_kind.hpp"
#include "gui/kinds/kind_editors.hpp"
#include "gui/models/worker_model.hpp"
#include "gui/text_format.hpp"
#include "gui/ui_style.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/local_addresses.hpp"
#include "gui/wizards/procedure_steps.hpp"
#include "gui/wizards/summary_table.hpp"

namespace iometry::gui {
namespace {

// The validator's limits (docs/plan-format.md, "Workers", for kinds disk and all).
constexpr int kMaxOutstanding = 4096;
constexpr std::int64_t kMaxFileMiB = std::int64_t{1} << 30;  // 2^50 bytes

enum DeviceColumn { DeviceNameColumn, DeviceSizeColumn, DeviceModelColumn, DeviceKindColumn,
                    DeviceSafetyColumn };

/** A box of outstanding I/Os: three stand in one row. */
QSpinBox* countBox(int lo, int hi, int value, const QString& name, QWidget* parent) {
    return integerSpinBox(lo, hi, value, name, parent, 90);
}

/** "4 KiB, 100 % reads, 100 % random": what a spec line asks. */
QString lineFacts(const model::AccessLine& line) {
    return DiskIoWizard::tr("%1 per I/O, %2 % reads, %3 % at random offsets")
        .arg(formatByteSize(line.size))
        .arg(line.read)
        .arg(line.random);
}

QStringList numbers(const std::vector<std::int64_t>& values) {
    QStringList list;
    for (const auto v : values) list << QString::number(v);
    return list;
}

QStringList byteSizes(const std::vector<std::int64_t>& values) {
    QStringList list;
    for (const auto v : values) list << formatByteSize(static_cast<std::uint64_t>(v));
    return list;
}

}  // namespace

QString diskPatternName(const model::AccessLine& line) {
    const QString where = line.random == 100 ? DiskIoWizard::tr("random")
                          : line.random == 0 ? DiskIoWizard::tr("sequential")
                                             : DiskIoWizard::tr("%1 % random").arg(line.random);
    if (line.read == 100) return DiskIoWizard::tr("%1 read").arg(where);
    if (line.read == 0) return DiskIoWizard::tr("%1 write").arg(where);
    return DiskIoWizard::tr("%1 %2/%3").arg(where).arg(line.read).arg(100 - line.read);
}

model::AccessSpec randomRead4k() {
    model::AccessLine line;
    line.size = 4096;
    line.read = 100;
    line.random = 100;
    return {"4k-randread", {line}};
}

model::WorkerDef localDiskWorker(const std::string& name, const std::string& spec, int outstanding,
                                 const model::DiskSettings& disk) {
    model::WorkerDef worker;
    worker.name = name;
    worker.dynamo = "local";
    worker.spec = spec;
    worker.outstanding = outstanding;
    worker.settings = disk;
    return worker;
}

// ---------------------------------------------------------------------------------------

DiskTargetPage::DiskTargetPage(QWidget* parent)
    : CheckedPage(parent),
      m_file(new QRadioButton(tr("Test &file"), this)),
      m_device(new QRadioButton(tr("&Block device"), this)),
      m_path(new QLineEdit(defaultDiskPath(), this)),
      m_sizeMiB(new QSpinBox(this)),
      m_fileText(nullptr),
      m_devicesNote(explanationLabel(QString(), this)),
      m_deviceList(new QTreeWidget(this)),
      m_spanMiB(new QSpinBox(this)),
      m_force(new QCheckBox(tr("F&orce: overwrite what the device holds"), this)),
      m_warning(new QLabel(this)),
      m_spanForm(new QFormLayout) {
    // A file or device to write is chosen anew each time, consent above all (docs/plan-format.md,
    // "Disk safety"): nothing of this page is carried to the next plan.
    setRemembersFields(false);
    setTitle(tr("Target"));
    setSubTitle(tr("What the worker reads and writes: a test file, which is safe anywhere, or a "
                   "whole block device of this machine, whose contents the test destroys."));
    m_file->setObjectName(QStringLiteral("file"));
    m_device->setObjectName(QStringLiteral("device"));
    m_file->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_file);
    group->addButton(m_device);

    m_path->setObjectName(QStringLiteral("path"));
    m_path->setMinimumWidth(320);
    m_sizeMiB->setObjectName(QStringLiteral("fileSizeMiB"));
    m_sizeMiB->setRange(1, static_cast<int>(kMaxFileMiB));
    // The test file a worker made a disk worker on the Targets page starts with, too.
    m_sizeMiB->setValue(static_cast<int>(model::kDefaultTestFileSize >> 20));
    m_sizeMiB->setSuffix(tr(" MiB"));
    m_sizeMiB->setMinimumWidth(140);
    m_sizeMiB->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);

    m_deviceList->setObjectName(QStringLiteral("deviceList"));
    m_deviceList->setHeaderLabels(
        {tr("Device"), tr("Size"), tr("Model"), tr("Type"), tr("Safe to write?")});
    m_deviceList->setRootIsDecorated(true);
    m_deviceList->setUniformRowHeights(true);
    m_deviceList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_deviceList->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Every column as wide as its widest cell, the last too: a device's reason ("in use: …
    // mounted at / and /run/netns") is never cut; a narrow window scrolls instead.
    m_deviceList->header()->setStretchLastSection(false);
    m_deviceList->setMinimumHeight(110);
    // 0 = the whole device. A span limits what the test (and verify's fill) writes.
    m_spanMiB->setObjectName(QStringLiteral("deviceSpanMiB"));
    m_spanMiB->setRange(0, static_cast<int>(kMaxFileMiB));
    m_spanMiB->setSpecialValueText(tr("all of it"));
    m_spanMiB->setSuffix(tr(" MiB"));
    m_spanMiB->setMinimumWidth(140);
    m_spanMiB->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_force->setObjectName(QStringLiteral("force"));
    m_warning->setObjectName(QStringLiteral("forceWarning"));
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(kErrorStyle);

    auto* layout = new QVBoxLayout(this);
    addExplainedChoice(layout, m_file,
                       tr("A file on one of this machine's file systems. Its file system's "
                          "cache and layout are part of what is measured."));
    auto* fileForm = new QFormLayout;
    fileForm->setContentsMargins(24, 0, 0, 0);
    fileForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    fileForm->addRow(tr("&Path:"), m_path);
    m_fileText = addExplainedRow(
        fileForm, tr("&Size:"), m_sizeMiB,
        tr("The dynamo creates the file and fills it on first use, so reads hit written "
           "blocks, not holes; a file already this large is reused as it is, and stays after "
           "the run."));
    layout->addLayout(fileForm);
    layout->addSpacing(6);
    addExplainedChoice(layout, m_device,
                       tr("A disk or partition as the local dynamo reports it, tested from its "
                          "start. The dynamo refuses one that is in use, and one that holds "
                          "data unless Force is ticked."));
    auto* deviceBox = new QVBoxLayout;
    deviceBox->setContentsMargins(24, 0, 0, 0);
    deviceBox->addWidget(m_devicesNote);
    deviceBox->addWidget(m_deviceList);
    m_spanForm->setContentsMargins(0, 0, 0, 0);
    addExplainedRow(m_spanForm, tr("&Tested span:"), m_spanMiB,
                    tr("From the device's start; nothing beyond it is read or written. Verify "
                       "fills the span with stamps first, so a span keeps that short on a "
                       "large device."));
    deviceBox->addLayout(m_spanForm);
    deviceBox->addWidget(m_force);
    deviceBox->addWidget(m_warning);
    layout->addLayout(deviceBox);
    // Spare height goes below: the note of a missing device list stays under its choice.
    addReasonLine(layout);

    registerField(QStringLiteral("file"), m_file);
    registerField(QStringLiteral("device"), m_device);
    registerField(QStringLiteral("path"), m_path);
    registerField(QStringLiteral("fileSizeMiB"), m_sizeMiB);
    registerField(QStringLiteral("devicePath"), this, "devicePath",
                  SIGNAL(devicePathChanged(QString)));
    registerField(QStringLiteral("force"), m_force);
    registerField(QStringLiteral("deviceSpanMiB"), m_spanMiB);

    connect(m_device, &QRadioButton::toggled, this, [this] {
        updateDeviceState();
        Q_EMIT targetChanged();
        refresh();
    });
    connect(m_path, &QLineEdit::textChanged, this, &CheckedPage::refresh);
    connect(m_sizeMiB, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_spanMiB, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_deviceList, &QTreeWidget::currentItemChanged, this, [this] {
        // Consent is per device: another device needs Force ticked again.
        m_force->setChecked(false);
        updateDeviceState();
        Q_EMIT devicePathChanged(devicePath());
        Q_EMIT targetChanged();
        refresh();
    });
    connect(m_force, &QCheckBox::toggled, this, [this] {
        updateDeviceState();
        refresh();
    });
    setDevices({}, false);
}

void DiskTargetPage::setDevices(const std::vector<BlockDevice>& devices, bool dynamoConnected) {
    const QString chosen = devicePath();
    const bool forced = m_force->isChecked();
    m_devices = devices;
    m_connected = dynamoConnected;
    {
        const QSignalBlocker blocker(m_deviceList);
        m_deviceList->clear();
        QTreeWidgetItem* disk = nullptr;
        for (const BlockDevice& d : m_devices) {
            // Partitions follow their disk in the dynamo's list.
            auto* item = d.partition && disk ? new QTreeWidgetItem(disk)
                                             : new QTreeWidgetItem(m_deviceList);
            if (!d.partition) disk = item;
            item->setText(DeviceNameColumn, d.path);
            item->setData(DeviceNameColumn, Qt::UserRole, d.path);
            item->setText(DeviceSizeColumn, d.sizeText());
            item->setTextAlignment(DeviceSizeColumn, Qt::AlignRight | Qt::AlignVCenter);
            item->setText(DeviceModelColumn, d.model.isEmpty() ? tr("—") : d.model);
            item->setText(DeviceKindColumn, d.kindText());
            item->setText(DeviceSafetyColumn, d.safetyText());
            item->setToolTip(DeviceSafetyColumn, d.safetyText());
            if (!d.safe) item->setForeground(DeviceSafetyColumn, QColor(0xc6, 0x28, 0x28));
        }
        m_deviceList->expandAll();
    }
    const bool refused = !m_deviceRefusal.isEmpty();
    if (refused || m_devices.empty()) {
        m_devicesNote->setText(
            refused       ? m_deviceRefusal
            : m_connected ? tr("The local dynamo reports no block device: only a test file can "
                               "be chosen.")
                          : tr("No dynamo has connected yet, so this machine's block devices are "
                               "not known: only a test file can be chosen."));
        m_devicesNote->show();
        m_deviceList->hide();
        if (m_device->isChecked()) m_file->setChecked(true);
    } else {
        m_devicesNote->hide();
        m_deviceList->show();
    }
    m_device->setEnabled(!refused && !m_devices.empty());
    // The span and its line: a device's, of no use where none can be chosen.
    for (const int row : {0, 1}) m_spanForm->setRowVisible(row, !refused);
    setDevicePath(chosen);
    if (devicePath() == chosen) m_force->setChecked(forced && !chosen.isEmpty());
    updateDeviceState();
    refresh();
}

bool DiskTargetPage::isDevice() const { return m_device->isChecked(); }

QString DiskTargetPage::path() const { return m_path->text().trimmed(); }

std::uint64_t DiskTargetPage::fileSize() const {
    return static_cast<std::uint64_t>(m_sizeMiB->value()) * 1024 * 1024;
}

std::uint64_t DiskTargetPage::deviceSpan() const {
    return static_cast<std::uint64_t>(m_spanMiB->value()) * 1024 * 1024;
}

QString DiskTargetPage::devicePath() const {
    const QTreeWidgetItem* item = m_deviceList->currentItem();
    return item ? item->data(DeviceNameColumn, Qt::UserRole).toString() : QString();
}

void DiskTargetPage::setDevicePath(const QString& path) {
    if (path == devicePath()) return;
    QTreeWidgetItem* found = nullptr;
    for (QTreeWidgetItemIterator it(m_deviceList); *it; ++it)
        if ((*it)->data(DeviceNameColumn, Qt::UserRole).toString() == path) found = *it;
    // An unknown path chooses nothing: the page then asks for a device.
    m_deviceList->setCurrentItem(found);
    if (!found) {
        m_deviceList->clearSelection();
        Q_EMIT devicePathChanged(QString());
    }
}

const BlockDevice* DiskTargetPage::device() const {
    const QString path = devicePath();
    if (path.isEmpty()) return nullptr;
    const auto it = std::find_if(m_devices.begin(), m_devices.end(),
                                 [&](const BlockDevice& d) { return d.path == path; });
    return it == m_devices.end() ? nullptr : &*it;
}

bool DiskTargetPage::force() const {
    const BlockDevice* d = device();
    return isDevice() && d && !d->safe && m_force->isChecked();
}

model::DiskSettings DiskTargetPage::settings() const {
    model::DiskSettings disk;
    if (isDevice()) {
        disk.path = devicePath().toStdString();
        disk.blockDevice = true;
        disk.force = force();
        disk.fileSize = deviceSpan();  // 0: all of it
    } else {
        disk.path = path().toStdString();
        disk.fileSize = fileSize();
    }
    return disk;
}

void DiskTargetPage::addSummaryRows(SummaryTable& table, const model::DiskSettings& disk) const {
    // The words are the Disk I/O wizard's, where they were first written.
    const QString path = QString::fromStdString(disk.path).toHtmlEscaped();
    if (disk.blockDevice) {
        const BlockDevice* d = device();
        QString facts = d ? DiskIoWizard::tr("%1, %2").arg(d->sizeText(), d->model.isEmpty() ? d->kindText() : d->model)
                          : QString();
        table.add(DiskIoWizard::tr("Target:"), DiskIoWizard::tr("block device %1 (%2)").arg(path, facts.toHtmlEscaped()));
        table.add(DiskIoWizard::tr("Span:"), disk.fileSize > 0
                                                 ? DiskIoWizard::tr("the first %1").arg(formatByteSize(disk.fileSize))
                                                 : DiskIoWizard::tr("all of it"));
        if (disk.force)
            table.add(DiskIoWizard::tr("Force:"),
                      QStringLiteral("<span style='%1'>%2</span>")
                          .arg(kErrorStyle, DiskIoWizard::tr("yes: what %1 holds is overwritten").arg(path)));
    } else {
        table.add(DiskIoWizard::tr("Target:"), DiskIoWizard::tr("test file %1, %2, created and filled on first use")
                                                   .arg(path, formatByteSize(disk.fileSize)));
    }
}

void DiskTargetPage::refuseDevices(const QString& why) {
    m_deviceRefusal = why;
    setDevices(m_devices, m_connected);
}

void DiskTargetPage::updateDeviceState() {
    const bool device = isDevice();
    m_path->setEnabled(!device);
    m_sizeMiB->setEnabled(!device);
    m_fileText->setEnabled(!device);
    m_deviceList->setEnabled(device);
    m_spanMiB->setEnabled(device);
    const BlockDevice* d = device ? this->device() : nullptr;
    // Force only means something for a device that holds data and is not in use.
    const bool forceable = d && !d->safe && !d->inUse();
    m_force->setVisible(forceable);
    if (!forceable && m_force->isChecked()) {
        const QSignalBlocker blocker(m_force);
        m_force->setChecked(false);
    }
    QString warning;
    if (d && d->inUse())
        warning = tr("%1 is in use: %2. The dynamo refuses it, Force or not.")
                      .arg(d->path, d->hazard());
    else if (forceable)
        warning = tr("Everything on %1 (%2) will be overwritten: %3. Tick Force only if that "
                     "data may be destroyed.")
                      .arg(d->path, d->sizeText(), d->hazard());
    m_warning->setText(warning);
    m_warning->setVisible(!warning.isEmpty());
}

QString DiskTargetPage::check() const {
    if (isDevice() && !m_deviceRefusal.isEmpty()) return m_deviceRefusal;
    if (!isDevice()) {
        const QString p = path();
        if (p.isEmpty()) return tr("Type the path of the test file.");
        if (!QDir::isAbsolutePath(p))
            return tr("The test file's path must be absolute (the dynamo opens it on its own "
                      "host): %1")
                .arg(p);
        if (p.startsWith(QLatin1String("/dev/")))
            return m_deviceRefusal.isEmpty()
                       ? tr("%1 is under /dev: to test a block device, choose Block device.").arg(p)
                       : m_deviceRefusal;
        if (p.endsWith(QLatin1Char('/')))
            return tr("%1 names a directory: add the test file's name.").arg(p);
        return {};
    }
    const BlockDevice* d = device();
    if (!d) return tr("Pick a block device from the list.");
    if (d->inUse())
        return tr("%1 is in use (%2): the dynamo refuses it even with Force. Pick another "
                  "device or a test file.")
            .arg(d->path, d->hazard());
    if (!d->safe && !m_force->isChecked())
        return tr("%1 holds data (%2): tick Force to overwrite it, or pick another device.")
            .arg(d->path, d->hazard());
    if (deviceSpan() > d->size)
        return tr("The tested span (%1 MiB) is larger than %2 (%3).")
            .arg(m_spanMiB->value())
            .arg(d->path, d->sizeText());
    return {};
}

// ---------------------------------------------------------------------------------------

DiskSpecPage::DiskSpecPage(QWidget* parent)
    : CheckedPage(parent),
      m_library(SpecLibrary::diskPath()),
      m_specs(new QListWidget(this)),
      m_specText(explanationLabel(QString(), this)),
      m_engine(new QComboBox(this)),
      m_engineText(nullptr),
      m_direct(new QCheckBox(tr("O_&DIRECT: bypass the page cache"), this)),
      m_verify(new QCheckBox(tr("&Verify the data read"), this)),
      m_verifyText(nullptr) {
    setTitle(tr("Access pattern"));
    setSubTitle(tr("What each I/O is: its size, read or write, at a random or the next offset "
                   "— and how the dynamo issues it."));
    m_specs->setObjectName(QStringLiteral("spec"));
    for (const SpecLibrary::Entry& e : m_library.entries()) {
        auto* item = new QListWidgetItem(QString::fromStdString(e.spec.name), m_specs);
        item->setToolTip(e.shownDescription());
    }
    m_specs->setCurrentRow(0);
    // As tall as its entries: no scroll bar for six lines.
    const int rows = std::max(1, m_specs->count());
    m_specs->setFixedHeight(m_specs->sizeHintForRow(0) * rows + 2 * m_specs->frameWidth() + 4);

    m_engine->setObjectName(QStringLiteral("engine"));
    m_engine->addItem(tr("auto: io_uring, else libaio, else sync"), QStringLiteral("auto"));
    m_engine->addItem(QStringLiteral("io_uring"), QStringLiteral("io_uring"));
    m_engine->addItem(QStringLiteral("libaio"), QStringLiteral("libaio"));
    m_engine->addItem(tr("sync: pread/pwrite, one at a time"), QStringLiteral("sync"));
    m_direct->setObjectName(QStringLiteral("direct"));
    m_direct->setChecked(true);
    m_verify->setObjectName(QStringLiteral("verify"));
    m_verify->setChecked(false);

    auto* layout = new QVBoxLayout(this);
    auto* specLabel = new QLabel(tr("&Access specification:"), this);
    specLabel->setBuddy(m_specs);
    layout->addWidget(specLabel);
    layout->addWidget(m_specs);
    layout->addWidget(m_specText);
    layout->addSpacing(6);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_engineText = addExplainedRow(form, tr("&Engine:"), m_engine, QString());
    layout->addLayout(form);
    addExplainedChoice(layout, m_direct,
                       tr("Requests go to the device, not the page cache, so the figures are "
                          "the disk's. Sizes and offsets must then be multiples of the "
                          "device's logical block (512 or 4096 bytes); the library's are."));
    m_verifyText = addExplainedChoice(layout, m_verify, QString());
    addReasonLine(layout);

    registerField(QStringLiteral("spec"), m_specs, "currentRow", SIGNAL(currentRowChanged(int)));
    registerField(QStringLiteral("engine"), m_engine);
    registerField(QStringLiteral("direct"), m_direct);
    registerField(QStringLiteral("verify"), m_verify);
    connect(m_specs, &QListWidget::currentRowChanged, this, [this] {
        updateTexts();
        refresh();
    });
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        updateTexts();
        refresh();
    });
    connect(m_direct, &QCheckBox::toggled, this, &CheckedPage::refresh);
    connect(m_verify, &QCheckBox::toggled, this, &CheckedPage::refresh);
    updateTexts();
}

model::AccessSpec DiskSpecPage::spec() const {
    const auto& entries = m_library.entries();
    if (entries.empty()) {
        // The library is compiled in; should it ever fail, the plan-format example's spec.
        model::AccessLine line;
        line.size = 4096;
        line.read = 100;
        line.random = 100;
        return {"4 KiB random read", {line}};
    }
    const int row = std::clamp(m_specs->currentRow(), 0, static_cast<int>(entries.size()) - 1);
    return entries[static_cast<std::size_t>(row)].spec;
}

QString DiskSpecPage::specDescription() const {
    const auto& entries = m_library.entries();
    const int row = m_specs->currentRow();
    if (row < 0 || row >= static_cast<int>(entries.size())) return {};
    return entries[static_cast<std::size_t>(row)].shownDescription();
}

QString DiskSpecPage::engine() const { return m_engine->currentData().toString(); }

bool DiskSpecPage::direct() const { return m_direct->isChecked(); }

bool DiskSpecPage::verify() const { return m_verify->isChecked(); }

void DiskSpecPage::setDeviceTarget(bool device) {
    m_deviceTarget = device;
    updateTexts();
    refresh();
}

void DiskSpecPage::updateTexts() {
    const model::AccessSpec s = spec();
    QString text = specDescription();
    if (!s.lines.empty()) text += QLatin1Char(' ') + tr("(%1.)").arg(lineFacts(s.lines.front()));
    m_specText->setText(text);
    const QString engine = this->engine();
    if (engine == QLatin1String("io_uring"))
        m_engineText->setText(tr("Submission and completion rings, the buffers and the file "
                                 "registered: the least CPU per I/O. The dynamo refuses the "
                                 "plan where the kernel does not offer it."));
    else if (engine == QLatin1String("libaio"))
        m_engineText->setText(tr("Linux native asynchronous I/O, as fio's libaio engine; with "
                                 "O_DIRECT it keeps every I/O in flight."));
    else if (engine == QLatin1String("sync"))
        m_engineText->setText(tr("pread and pwrite one at a time, whatever the outstanding "
                                 "I/Os say: the baseline of a single thread."));
    else
        m_engineText->setText(tr("The best the dynamo's kernel offers; bench.json records "
                                 "which engine ran."));
    m_verifyText->setText(
        m_deviceTarget
            ? tr("Every write stamps each 512-byte unit with its offset, the step and a "
                 "CRC-32C, and every read checks them; a mismatch stops the run and names the "
                 "offset. The dynamo first writes stamps over the whole device, unless an "
                 "earlier verified run did: that takes as long as writing the device once.")
            : tr("Every write stamps each 512-byte unit with its offset, the step and a "
                 "CRC-32C, and every read checks them; a mismatch stops the run and names the "
                 "offset. It costs CPU and needs a file Iometry filled."));
}

QString DiskSpecPage::check() const {
    if (m_library.entries().empty())
        return tr("The disk spec library could not be read: %1")
            .arg(m_library.problems().empty()
                     ? QString()
                     : QString::fromStdString(m_library.problems().front().toString()));
    return {};
}

// ---------------------------------------------------------------------------------------

std::vector<std::int64_t> DiskCyclingPage::offeredSizes() {
    return {512, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288, 1048576};
}

DiskCyclingPage::DiskCyclingPage(QWidget* parent)
    : CheckedPage(parent),
      m_start(countBox(1, kMaxOutstanding, 1, QStringLiteral("qdStart"), this)),
      m_end(countBox(1, kMaxOutstanding, 32, QStringLiteral("qdEnd"), this)),
      m_step(countBox(1, kMaxOutstanding, 2, QStringLiteral("qdStep"), this)),
      m_exponential(new QRadioButton(tr("E&xponential (× step)"), this)),
      m_linear(new QRadioButton(tr("&Linear (+ step)"), this)),
      m_preview(new QLabel(this)),
      m_sizeSweep(new QCheckBox(tr("S&weep request sizes instead of the spec's"), this)),
      m_sizes(new ValueChecks(tr("Request sizes"), offeredSizes(), QStringLiteral("size"), 5,
                              this)),
      m_run(secondsSpinBox(0.1, 86400, 10, QStringLiteral("runS"), this)),
      m_ramp(secondsSpinBox(0, 3600, 1, QStringLiteral("rampS"), this)) {
    setTitle(tr("Cycling"));
    setSubTitle(tr("Each step runs the pattern with another number of outstanding I/Os (and, "
                   "if asked, request size): IOmeter's cycling, one row per step."));
    m_exponential->setObjectName(QStringLiteral("qdExponential"));
    m_linear->setObjectName(QStringLiteral("qdLinear"));
    m_exponential->setChecked(true);
    auto* modeGroup = new QButtonGroup(this);
    modeGroup->addButton(m_exponential);
    modeGroup->addButton(m_linear);
    m_preview->setObjectName(QStringLiteral("qdPreview"));
    m_preview->setWordWrap(true);
    m_sizeSweep->setObjectName(QStringLiteral("sizeSweep"));
    const auto offered = offeredSizes();
    for (std::size_t i = 0; i < offered.size(); ++i) {
        QCheckBox* box = m_sizes->boxes()[i];
        box->setText(formatByteSize(static_cast<std::uint64_t>(offered[i])));
        // 512 B only suits devices with 512-byte logical blocks: offered, not checked.
        box->setChecked(offered[i] >= 4096);
    }
    m_sizes->setEnabled(false);

    auto* range = new QHBoxLayout;
    auto* fromLabel = new QLabel(tr("&From"), this);
    fromLabel->setBuddy(m_start);
    range->addWidget(fromLabel);
    range->addWidget(m_start);
    auto* toLabel = new QLabel(tr("&to"), this);
    toLabel->setBuddy(m_end);
    range->addWidget(toLabel);
    range->addWidget(m_end);
    auto* stepLabel = new QLabel(tr("s&tep"), this);
    stepLabel->setBuddy(m_step);
    range->addWidget(stepLabel);
    range->addWidget(m_step);
    range->addStretch(1);
    auto* modes = new QHBoxLayout;
    modes->addWidget(m_exponential);
    modes->addWidget(m_linear);
    modes->addStretch(1);

    auto* qdBox = new QGroupBox(tr("Outstanding I/Os"), this);
    auto* qdLayout = new QVBoxLayout(qdBox);
    qdLayout->addLayout(range);
    qdLayout->addLayout(modes);
    qdLayout->addWidget(m_preview);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addExplainedRow(form, tr("&Run time per step:"), m_run,
                    tr("Measured; the rows of summary.csv are over this time."));
    addExplainedRow(form, tr("R&amp before each step:"), m_ramp,
                    tr("I/Os run but are not counted, so queues and caches settle first."));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(qdBox);
    layout->addWidget(m_sizeSweep);
    layout->addWidget(m_sizes);
    layout->addLayout(form);
    addReasonLine(layout);

    registerField(QStringLiteral("qdStart"), m_start);
    registerField(QStringLiteral("qdEnd"), m_end);
    registerField(QStringLiteral("qdStep"), m_step);
    registerField(QStringLiteral("qdExponential"), m_exponential);
    registerField(QStringLiteral("qdLinear"), m_linear);
    registerField(QStringLiteral("sizeSweep"), m_sizeSweep);
    for (QCheckBox* box : m_sizes->boxes()) registerField(box->objectName(), box);
    registerField(QStringLiteral("runS"), m_run, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("rampS"), m_ramp, "value", SIGNAL(valueChanged(double)));

    const auto changed = [this] {
        updatePreview();
        refresh();
    };
    connect(m_start, &QSpinBox::valueChanged, this, changed);
    connect(m_end, &QSpinBox::valueChanged, this, changed);
    connect(m_step, &QSpinBox::valueChanged, this, changed);
    connect(m_exponential, &QRadioButton::toggled, this, changed);
    connect(m_sizeSweep, &QCheckBox::toggled, this, [this, changed](bool on) {
        m_sizes->setEnabled(on);
        changed();
    });
    connect(m_sizes, &ValueChecks::changed, this, changed);
    connect(m_run, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    connect(m_ramp, &QDoubleSpinBox::valueChanged, this, &CheckedPage::refresh);
    updatePreview();
}

model::RangeAxis DiskCyclingPage::outstandingRange() const {
    model::RangeAxis r;
    r.start = m_start->value();
    r.end = m_end->value();
    r.step = m_step->value();
    r.exponential = m_exponential->isChecked();
    return r;
}

std::vector<std::int64_t> DiskCyclingPage::outstandingValues() const {
    const model::RangeAxis r = outstandingRange();
    if (r.end < r.start || (r.exponential && r.step < 2) || r.step < 1) return {};
    return r.values();
}

bool DiskCyclingPage::sizeSweep() const { return m_sizeSweep->isChecked(); }

std::vector<std::int64_t> DiskCyclingPage::sizes() const {
    return sizeSweep() ? m_sizes->checked() : std::vector<std::int64_t>{};
}

double DiskCyclingPage::runS() const { return m_run->value(); }

double DiskCyclingPage::rampS() const { return m_ramp->value(); }

void DiskCyclingPage::setEngine(const QString& engine) {
    m_engine = engine;
    updatePreview();
}

void DiskCyclingPage::updatePreview() {
    const auto values = outstandingValues();
    QString text;
    if (values.empty())
        text = tr("No value: see below.");
    else if (values.size() == 1)
        text = tr("One step, %1 outstanding.").arg(values.front());
    else
        text = tr("%1 steps: %2.").arg(values.size()).arg(elidedList(numbers(values), 8, 2));
    if (m_engine == QLatin1String("sync") && !values.empty() && values.back() > 1)
        text += QLatin1Char(' ') + tr("The sync engine keeps one I/O in flight whatever this "
                                      "says: every step then measures the same queue depth.");
    if (sizeSweep()) {
        const auto s = m_sizes->checked();
        const int n = static_cast<int>(s.size());
        // Numerus forms (%n) let translations inflect "sizes"; English needs the one apart.
        if (!s.empty() && !values.empty())
            text += QLatin1Char(' ') +
                    (n == 1 ? tr("With %n request size, %1 steps in all.", "", n)
                            : tr("With %n request sizes, %1 steps in all.", "", n))
                        .arg(s.size() * values.size());
    }
    m_preview->setText(text);
}

QString DiskCyclingPage::check() const {
    const model::RangeAxis r = outstandingRange();
    if (r.end < r.start)
        return tr("Outstanding I/Os: the last value (%1) is less than the first (%2).")
            .arg(r.end)
            .arg(r.start);
    if (r.exponential && r.step < 2)
        return tr("Outstanding I/Os: an exponential range multiplies by its step, which must "
                  "be at least 2.");
    if (sizeSweep() && m_sizes->checked().empty())
        return tr("Check at least one request size, or untick the size sweep.");
    return {};
}

// ---------------------------------------------------------------------------------------

DiskIoWizard::DiskIoWizard(const std::vector<session::DynamoInfo>& dynamos, QWidget* parent)
    : PlanWizard(parent),
      m_target(new DiskTargetPage(this)),
      m_spec(new DiskSpecPage(this)),
      m_cycling(new DiskCyclingPage(this)) {
    setWindowTitle(tr("Disk I/O"));
    setObjectName(QStringLiteral("diskIoWizard"));
    setPage(TargetPageId, m_target);
    setPage(SpecPageId, m_spec);
    setPage(CyclingPageId, m_cycling);
    setPage(SummaryPageId, createSummaryPage({m_target, m_spec, m_cycling}));
    connect(m_target, &DiskTargetPage::targetChanged, m_spec,
            [this] { m_spec->setDeviceTarget(m_target->isDevice()); });
    connect(m_spec, &QWizardPage::completeChanged, m_cycling,
            [this] { m_cycling->setEngine(m_spec->engine()); });
    setDynamos(dynamos);
}

void DiskIoWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    const session::DynamoInfo* local = localDynamo(dynamos);
    m_target->setDevices(local ? blockDevicesOf(local->hello) : std::vector<BlockDevice>{},
                         local != nullptr);
}

model::Plan DiskIoWizard::buildPlan() const {
    model::Plan plan;
    plan.runS = m_cycling->runS();
    plan.rampS = m_cycling->rampS();
    plan.sampleMs = 1000;
    plan.dynamos = {{"local", true}};

    model::AccessSpec spec = m_spec->spec();
    const std::vector<std::int64_t> sizes = m_cycling->sizes();
    const QString pattern =
        spec.lines.empty() ? QString() : diskPatternName(spec.lines.front());
    // With a size sweep every line takes each step's size: the spec's own size would mislead.
    if (!sizes.empty() && !pattern.isEmpty()) spec.name = pattern.toStdString();
    plan.specs = {spec};

    model::DiskSettings disk = m_target->settings();
    const bool device = disk.blockDevice;
    disk.direct = m_spec->direct();
    disk.engine = m_spec->engine().toStdString();
    disk.verify = m_spec->verify();
    const std::vector<std::int64_t> depths = m_cycling->outstandingValues();
    const model::WorkerDef worker =
        localDiskWorker("disk", spec.name, depths.empty() ? 1 : static_cast<int>(depths.front()), disk);
    plan.workers = {worker};
    if (!sizes.empty()) plan.sweep.push_back({model::SweepParam::Size, sizes});
    if (depths.size() > 1) plan.sweep.push_back({model::SweepParam::Outstanding, depths});

    const QString target = QString::fromStdString(disk.path);
    const QString what =
        sizes.empty() ? QString::fromStdString(spec.name)
                      : tr("%1 at %2").arg(pattern, elidedList(byteSizes(sizes), 2, 1));
    const QString depthText =
        depths.size() > 1 ? tr("QD %1 … %2").arg(depths.front()).arg(depths.back())
        : tr("QD %1").arg(worker.outstanding);
    plan.name = tr("Disk: %1, %2, %3").arg(what, depthText, target).toStdString();

    QString where = device
                        ? (disk.force ? tr("the block device %1, whose contents it overwrites "
                                             "(force)")
                                        : tr("the block device %1"))
                              .arg(target)
                        : tr("a %1 test file %2, which the dynamo creates and fills on first use")
                              .arg(formatByteSize(disk.fileSize), target);
    QStringList how;
    how << tr("engine %1").arg(QString::fromStdString(disk.engine));
    how << (disk.direct ? tr("O_DIRECT") : tr("through the page cache"));
    if (disk.verify) how << tr("every read verified");
    plan.description =
        tr("%1 on %2 (%3), at %4 outstanding I/Os%5. summary.csv has IOPS, MB/s and latency "
           "percentiles beside the device's own counters (dev_* columns); bench.json says "
           "which engine ran.")
            .arg(what, where, how.join(QStringLiteral(", ")),
                 depths.empty() ? QStringLiteral("—") : elidedList(numbers(depths), 8, 2),
                 sizes.empty() ? QString()
                               : tr(", each at request sizes %1")
                                     .arg(elidedList(byteSizes(sizes), 8, 2)))
            .toStdString();
    return plan;
}

QString DiskIoWizard::summaryHtml(const model::Plan& plan) const {
    SummaryTable table;
    const model::DiskSettings& w = *plan.workers.front().as<model::DiskSettings>();
    m_target->addSummaryRows(table, w);
    const model::AccessSpec& spec = plan.specs.front();
    const std::vector<std::int64_t> sizes = m_cycling->sizes();
    table.add(tr("Pattern:"),
              sizes.empty() ? tr("%1 (%2)").arg(QString::fromStdString(spec.name).toHtmlEscaped(),
                                                 lineFacts(spec.lines.front()))
                            : tr("%1 at %2").arg(QString::fromStdString(spec.name).toHtmlEscaped(),
                                                 elidedList(byteSizes(sizes), 6, 2)));
    QStringList how;
    how << QString::fromStdString(w.engine);
    how << (w.direct ? tr("O_DIRECT") : tr("page cache"));
    how << (w.verify ? tr("verified") : tr("not verified"));
    table.add(tr("Engine:"), how.join(QStringLiteral(", ")));
    const auto depths = m_cycling->outstandingValues();
    table.add(tr("Outstanding I/Os:"),
              depths.empty() ? tr("none") : elidedList(numbers(depths), 8, 2));
    table.add(tr("Each step:"), tr("%1 ramp + %2 measured")
                                    .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS)));
    table.add(tr("Steps:"), procedureStepsText(plan));
    return table.html();
}

}  // namespace iometry::gui
