#pragma once
// "Adapter throughput": the reviewers' standard sweep. One TCP pair, either over loopback
// (one spawned dynamo "local") or across the link under test (dynamo "A" spawned here,
// dynamo "B" started by hand on the other host), one mode per plan (transmit, receive or
// full duplex), the classic request sizes 64 B … 256 KiB, repeats and their aggregate.
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts"            bool, exclusive
//   "addressA", "addressB"            QString (two hosts only)
//   "transmit", "receive", "duplex"   bool, exclusive
//   "size<bytes>"                     bool, one per classic size ("size64" … "size262144")
//   "runS", "rampS"                   double, seconds
//   "sampleMs", "repeats"             int
//   "aggregate"                       int: 0 mean, 1 median, 2 best
//   "planName"                        QString (summary page)

#include <QCheckBox>
#include <vector>

#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/throughput_wizard.hpp"
#include "gui/wizards/value_checks.hpp"

class QDoubleSpinBox;
class QSpinBox;

namespace iometry::gui {

class AdapterSweepPage : public ThroughputStepPage {
    Q_OBJECT

public:
    explicit AdapterSweepPage(QWidget* parent = nullptr);

    /** The checked sizes, smallest first. */
    std::vector<std::int64_t> sizes() const;
    const std::vector<QCheckBox*>& sizeBoxes() const { return valueChecks()->boxes(); }

    QString check() const override;
};

class AdapterThroughputWizard : public ThroughputWizard {
    Q_OBJECT

public:
    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit AdapterThroughputWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                     QWidget* parent = nullptr);

    AdapterSweepPage* sweepPage() const { return static_cast<AdapterSweepPage*>(stepPage()); }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;
};

}  // namespace iometry::gui
