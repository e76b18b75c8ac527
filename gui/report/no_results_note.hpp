#pragma once
// What the Report page says before anything is loaded: how to open results, and what the
// figure and table will show (docs/report.md, "What a report shows").

#include <QLabel>

namespace iometry::gui {

class NoResultsNote : public QLabel {
    Q_OBJECT

public:
    explicit NoResultsNote(QWidget* parent = nullptr);
};

}  // namespace iometry::gui
