#pragma once
// IOmeter's Test Setup page: name, timing, repeats and the sweeps (request size, outstanding
// I/Os, worker or target cycling) of the shared PlanDocument. Each field is checked by the plan validator as it is
// typed; the reason shows beside the field and the plan keeps its last valid value.

#include <QWidget>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

#include "engine/model/plan.hpp"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStackedWidget;

namespace iometry::gui {

class PlanDocument;

class TestSetupPage : public QWidget {
    Q_OBJECT

public:
    explicit TestSetupPage(PlanDocument* document, QWidget* parent = nullptr);

    /** "13 steps × 1 repeat ≈ 1 min 18 s", as the page shows it. */
    QString summary() const;
    /** The steps, repeats and estimated seconds of @p plan (ramp + run per step). */
    static QString summaryOf(const model::Plan& plan);

private:
    void refresh();
    void updateSummary();
    void write(const std::function<void(model::Plan&)>& edit);
    /** The validator's new problem at @p key once @p edit is applied to the plan's JSON. */
    QString problemAt(const std::function<void(nlohmann::ordered_json&)>& edit,
                      const std::string& key) const;
    bool check(QLabel* error, const QString& problem);
    void writeSweep();
    nlohmann::ordered_json sizeAxisJson() const;
    nlohmann::ordered_json outstandingAxisJson() const;
    /** A cycling axis (`sweep.workers` or `sweep.targets`) from its field, when checked. */
    std::optional<model::SweepAxis> cycleAxis(model::SweepParam param, QCheckBox* box,
                                              QLineEdit* values, QLabel* error);
    void updateSweepControls();

    PlanDocument* m_document;
    bool m_writing = false;

    QLineEdit* m_name;
    QPlainTextEdit* m_description;
    QDoubleSpinBox* m_runS;
    QLabel* m_runSError;
    QDoubleSpinBox* m_rampS;
    QLabel* m_rampSError;
    QDoubleSpinBox* m_idleS;  ///< idle_s: the probes alone before and after each step
    QLabel* m_idleSError;
    QSpinBox* m_sampleMs;
    QLabel* m_sampleMsError;
    QSpinBox* m_repeats;
    QLabel* m_repeatsError;
    QComboBox* m_aggregate;
    QLineEdit* m_seed;
    QLabel* m_seedError;

    QCheckBox* m_sweepSize;
    QLineEdit* m_sizes;
    QPushButton* m_classicSizes;
    QLabel* m_sizesError;
    QCheckBox* m_sweepOutstanding;
    QRadioButton* m_outstandingAsList;
    QRadioButton* m_outstandingAsRange;
    QStackedWidget* m_outstandingStack;
    QLineEdit* m_outstandingValues;
    QSpinBox* m_rangeStart;
    QSpinBox* m_rangeEnd;
    QSpinBox* m_rangeStep;
    QComboBox* m_rangeMode;
    QLabel* m_outstandingError;
    QComboBox* m_order;
    QCheckBox* m_cycleWorkers;
    QLineEdit* m_cycleWorkersValues;
    QPushButton* m_allWorkers;
    QLabel* m_cycleWorkersError;
    QCheckBox* m_cycleTargets;
    QLineEdit* m_cycleTargetsValues;
    QPushButton* m_allTargets;
    QLabel* m_cycleTargetsError;
    QLabel* m_sweepError;
    QLabel* m_summary;
};

}  // namespace iometry::gui
