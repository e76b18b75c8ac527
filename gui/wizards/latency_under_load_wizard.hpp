#pragma once
// "Latency under load": what a load does to the latency beside it (docs/plan-format.md,
// "Probes"; docs/metrics.md, "Latency under load"), as Flent's RRUL asks it of a link. The
// plan has a load worker and a probe, a worker that times single requests at its own rate;
// the probe runs alone for idle_s before and after the load, so that the report gives its
// latency idle beside its latency under the load. Two wizards share the page of the load, the
// probe and the times: one of a link (a TCP stream in one mode and a UDP ping-pong probe,
// over loopback or between two hosts) and one of a disk (a load of the user's pattern and
// 4 KiB random reads at one in flight on the same test file, on the spawned dynamo "local").
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts", "addressA", "addressB"
//                      the link's topology (adapter_topology_page.hpp)
//   "transmit", "receive", "duplex"
//                      the link's load: its mode (throughput_modes.hpp)
//   "file", "path", "fileSizeMiB"
//                      the disk's test file (disk_io_wizard.hpp)
//   "loadSize"         qint64, bytes of each request of the load (ByteSizeBox)
//   "loadDepth"        int, the link's TCP connections, the disk's I/Os in flight
//   "loadRead", "loadRandom"
//                      int, % of the disk load's I/Os that read, that are random
//   "probeSize"        int, bytes of each probe datagram and of its answer (the link)
//   "probeRateHz"      int, the probe's requests a second
//   "idleS", "runS"    double, seconds of the probe alone before and after, and of the load
//   "planName"         QString (summary page)

#include <QComboBox>
#include <QString>
#include <cstdint>
#include <vector>

#include "engine/model/plan.hpp"
#include "gui/wizards/pair_wizard.hpp"
#include "gui/wizards/plan_wizard.hpp"

class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;

namespace iometry::gui {

class AdapterModePage;
class DiskTargetPage;
class SummaryTable;

/** A choice of request sizes, its value in bytes (the property "bytes", a wizard's field). */
class ByteSizeBox : public QComboBox {
    Q_OBJECT
    Q_PROPERTY(qint64 bytes READ bytes WRITE setBytes NOTIFY bytesChanged)

public:
    /** @p sizes in bytes, smallest first; @p initial chosen at first. */
    ByteSizeBox(const std::vector<std::int64_t>& sizes, std::int64_t initial,
                const QString& objectName, QWidget* parent = nullptr);

    qint64 bytes() const;
    /** Chooses @p bytes; a size not offered changes nothing. */
    void setBytes(qint64 bytes);

Q_SIGNALS:
    void bytesChanged(qint64 bytes);
};

/** Warm-up of the load in every step, not measured (the probe runs through it). */
inline constexpr double kUnderLoadRampS = 1;

/**
 * The load, the probe and the times: the wizard adds the rows of its load and of its probe;
 * the page asks the probe's rate, the seconds of the probe alone before and after, and the
 * seconds of the load.
 */
class UnderLoadPage : public CheckedPage {
    Q_OBJECT

public:
    struct Texts {
        QString subtitle;
        QString probeRateText;  ///< the grey line under the rate: what one request of the probe is
        int probeRateHz = 10;   ///< its first value
    };

    UnderLoadPage(const Texts& texts, QWidget* parent);

    /** Adds the row @p label / @p field, @p text under it, to the load's box (field @p fieldName).
     */
    void addLoadRow(const QString& label, QWidget* field, const QString& text,
                    const QString& fieldName);
    /** The same in the probe's box, above its rate. */
    void addProbeRow(const QString& label, QWidget* field, const QString& text,
                     const QString& fieldName);

    /** The probe's requests a second. */
    int probeRateHz() const;
    /** @p worker made the plan's probe, at the rate asked. */
    void makeProbe(model::WorkerDef& worker) const;
    /** The plan's times: the idle seconds, the load's warm-up and its seconds. */
    void applyTimes(model::Plan& plan) const;
    /** "10 a second": the probe's rate in the summary's words. */
    QString rateText() const;
    /** The summary's rows of the times and the duration of @p plan. */
    void addSummaryRows(SummaryTable& table, const model::Plan& plan) const;
    /** What the plans' descriptions say of the probe alone and of the results. */
    QString idleText(const model::Plan& plan) const;

    QString check() const override { return {}; }

private:
    void registerRowField(const QString& fieldName, QWidget* field);

    QFormLayout* m_load;
    QFormLayout* m_probe;
    QSpinBox* m_rate;
    QDoubleSpinBox* m_idle;
    QDoubleSpinBox* m_run;
};

class LatencyUnderLoadLinkWizard : public PairWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, ModePageId, LoadPageId, SummaryPageId };

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit LatencyUnderLoadLinkWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                        QWidget* parent = nullptr);

    UnderLoadPage* loadPage() const { return m_page; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    /** "TCP full duplex, 64 KiB requests, 1 connection": the load in words. */
    QString loadText() const;

    AdapterModePage* m_mode;
    UnderLoadPage* m_page;
    ByteSizeBox* m_streamSize;
    QSpinBox* m_connections;
    QSpinBox* m_probeSize;
};

class LatencyUnderLoadDiskWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { TargetPageId, LoadPageId, SummaryPageId };

    /** @param dynamos the dynamos connected now (a test file is the only target: see the .cpp) */
    explicit LatencyUnderLoadDiskWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                        QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    DiskTargetPage* targetPage() const { return m_target; }
    UnderLoadPage* loadPage() const { return m_page; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    /** "128 KiB sequential writes, 32 in flight": the load in words. */
    QString loadText(const model::Plan& plan) const;

    DiskTargetPage* m_target;
    UnderLoadPage* m_page;
    ByteSizeBox* m_size;
    QSpinBox* m_read;
    QSpinBox* m_random;
    QSpinBox* m_depth;
};

}  // namespace iometry::gui
