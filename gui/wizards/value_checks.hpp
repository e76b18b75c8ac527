#pragma once
// A group of check boxes, one per value: the sizes, frames or MTUs a wizard offers.
#include <QGroupBox>
#include <QString>
#include <cstdint>
#include <functional>
#include <vector>

class QCheckBox;

namespace iometry::gui {

/**
 * A group of check boxes, one per value (all checked at first), with All and None buttons.
 * Each box is named @p objectPrefix followed by its value ("frame64"); the page that holds
 * the group registers them as fields under those names.
 */
class ValueChecks : public QGroupBox {
    Q_OBJECT

public:
    /** @p label: how a box shows its value; "%1 B" when null. */
    ValueChecks(const QString& title, std::vector<std::int64_t> values, const QString& objectPrefix,
                int columns, QWidget* parent = nullptr,
                const std::function<QString(std::int64_t)>& label = {});

    const std::vector<QCheckBox*>& boxes() const { return m_boxes; }
    /** The checked values, in the order given. */
    std::vector<std::int64_t> checked() const;

Q_SIGNALS:
    void changed();

private:
    std::vector<std::int64_t> m_values;
    std::vector<QCheckBox*> m_boxes;
};

}  // namespace iometry::gui
