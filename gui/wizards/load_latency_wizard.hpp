#pragma once
// "Load–latency curve": how latency grows with load, measured open loop
// (docs/plan-format.md, "Load–latency curve"; docs/metrics.md, "The load–latency curve"): the
// highest rate in a closed loop, then fractions of it offered on a schedule, every latency
// timed from its request's scheduled time. Two wizards share the page of the levels: one of
// a link (one TCP request/response worker, over loopback or between two hosts) and one of a
// disk (one disk worker of 4 KiB random reads on a test file or a block device of this
// machine, on the spawned dynamo "local").
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts", "addressA", "addressB"    the link's topology (adapter_topology_page.hpp)
//   "file", "device", "path", "fileSizeMiB", "devicePath", "force", "deviceSpanMiB"
//                                                      the disk's target (disk_io_wizard.hpp)
//   "requestSize"      int, bytes of each request and of its reply (the link)
//   "inFlight"         int, requests (I/Os) the worker keeps in flight
//   "fraction<pct>"    bool, one per offered fraction in % ("fraction5" … "fraction125")
//   "arrivals"         int, the arrivals' row: 0 constant, 1 poisson
//   "trialS"           double, seconds each step measures
//   "planName"         QString (summary page)
// The questions of arrivals and time are the method's keys (gui/wizards/method_fields.hpp).

#include <QString>
#include <cstdint>
#include <vector>

#include "engine/methods/load_latency/load_latency_method.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/pair_wizard.hpp"
#include "gui/wizards/plan_wizard.hpp"

class QFormLayout;
class QSpinBox;
class QWidget;

namespace iometry::gui {

class DiskTargetPage;
class SummaryTable;
class ValueChecks;

/** The fractions of the highest rate the wizards offer, in %, smallest first. */
std::vector<std::int64_t> loadLatencyOfferedPercents();
/** Those checked at first: the procedure's example, 10 % … 100 %. */
bool isDefaultLoadPercent(std::int64_t percent);

/**
 * The load and its levels: requests in flight (the wizard names them and may add rows, the
 * link its request size), the fractions of the highest rate, the arrivals and the time.
 */
class LoadLevelsPage : public CheckedPage {
    Q_OBJECT

public:
    struct Texts {
        QString subtitle;
        QString inFlightLabel;  ///< "&Requests in flight:", "&I/Os in flight:"
        QString inFlightText;   ///< the grey line under it
        int inFlight = 1;       ///< its first value
        int mostInFlight = 64;  ///< the most the wizard offers: a queue deeper than this saturates anything
    };

    LoadLevelsPage(const Texts& texts, QWidget* parent);

    /**
     * Adds a row of the load below requests in flight (the link's request size): @p field
     * labelled @p label, @p text under it, registered as the field @p fieldName.
     */
    void addLoadRow(const QString& label, QWidget* field, const QString& text, const QString& fieldName);
    int inFlight() const;
    /** The checked fractions, smallest first. */
    std::vector<double> fractions() const;
    /** The method's settings as the page stands. */
    model::LoadLatencyParams params() const;
    ValueChecks* fractionChecks() const { return m_fractions; }

    /** The summary's rows of the levels, the time and the steps of @p plan. */
    void addSummaryRows(SummaryTable& table, const model::Plan& plan) const;
    /** What the plan's description says of the levels: "…, then 10 %, 25 % … of it …". */
    QString levelsText(const model::Plan& plan) const;

    QString check() const override;

private:
    MethodFields* m_fields;
    QSpinBox* m_inFlight;
    QFormLayout* m_form;
    int m_loadRows = 2;  ///< the form's rows of the load: requests in flight and its line
    ValueChecks* m_fractions;
};

/** Warm-up of every step, not measured: the schedule starts with it. */
inline constexpr double kLoadLatencyRampS = 1;

class LoadLatencyLinkWizard : public PairWizard {
    Q_OBJECT

public:
    enum PageId { TopologyPageId, LevelsPageId, SummaryPageId };

    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit LoadLatencyLinkWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                   QWidget* parent = nullptr);

    LoadLevelsPage* levelsPage() const { return m_levels; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    LoadLevelsPage* m_levels;
    QSpinBox* m_size;
};

class LoadLatencyDiskWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { TargetPageId, LevelsPageId, SummaryPageId };

    /** @param dynamos the dynamos connected now; the local one's block devices are offered */
    explicit LoadLatencyDiskWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                   QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    DiskTargetPage* targetPage() const { return m_target; }
    LoadLevelsPage* levelsPage() const { return m_levels; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    DiskTargetPage* m_target;
    LoadLevelsPage* m_levels;
};

}  // namespace iometry::gui
