#include "gui/wizards/value_checks.hpp"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace iometry::gui {

ValueChecks::ValueChecks(const QString& title, std::vector<std::int64_t> values,
                         const QString& objectPrefix, int columns, QWidget* parent,
                         const std::function<QString(std::int64_t)>& label)
    : QGroupBox(title, parent), m_values(std::move(values)) {
    auto* grid = new QGridLayout;
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        auto* box = new QCheckBox(label ? label(m_values[i]) : tr("%1 B").arg(m_values[i]), this);
        box->setChecked(true);
        box->setObjectName(objectPrefix + QString::number(m_values[i]));
        grid->addWidget(box, static_cast<int>(i) / columns, static_cast<int>(i) % columns);
        connect(box, &QCheckBox::toggled, this, &ValueChecks::changed);
        m_boxes.push_back(box);
    }
    auto* all = new QPushButton(tr("&All"), this);
    auto* none = new QPushButton(tr("&None"), this);
    connect(all, &QPushButton::clicked, this, [this] {
        for (QCheckBox* box : m_boxes)
            box->setChecked(true);
    });
    connect(none, &QPushButton::clicked, this, [this] {
        for (QCheckBox* box : m_boxes)
            box->setChecked(false);
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(all);
    buttons->addWidget(none);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addLayout(buttons);
}

std::vector<std::int64_t> ValueChecks::checked() const {
    std::vector<std::int64_t> list;
    for (std::size_t i = 0; i < m_boxes.size(); ++i)
        if (m_boxes[i]->isChecked())
            list.push_back(m_values[i]);
    return list;
}

}  // namespace iometry::gui
