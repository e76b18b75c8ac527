#pragma once
// How many times each step runs, and how the repeats combine into one row.
#include "engine/model/plan.hpp"
#include "gui/wizards/checked_page.hpp"

class QComboBox;
class QLabel;
class QSpinBox;

namespace iometry::gui {

/** Repeats and their aggregate; shared by the wizards that offer them. */
class RepeatsPage : public CheckedPage {
    Q_OBJECT

public:
    explicit RepeatsPage(QWidget* parent = nullptr);

    int repeats() const;
    model::Aggregate aggregate() const;
    QString check() const override { return {}; }

private:
    void updateAggregateText();

    QSpinBox* m_repeats;
    QComboBox* m_aggregate;
    QLabel* m_aggregateText;
};

}  // namespace iometry::gui
