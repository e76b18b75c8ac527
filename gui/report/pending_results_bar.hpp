#pragma once
// The line under the Report page's title bar while a comparison is shown and new results
// came (docs/report.md, "Results as they come"): "New results: …" with a Show button. The
// comparison the user put together stays until they ask for the new results.

#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;

namespace iometry::gui {

class PendingResultsBar : public QWidget {
    Q_OBJECT

public:
    explicit PendingResultsBar(QWidget* parent = nullptr);

    /** Shows the line for the results labelled @p label. */
    void offer(const QString& label);
    /** Hides the line: no results wait. */
    void withdraw();

Q_SIGNALS:
    /** The user asked for the new results in place of the comparison. */
    void showRequested();

private:
    void updateText();

    QLabel* m_text;
    QPushButton* m_show;
    QString m_label;  ///< of the results waiting
};

}  // namespace iometry::gui
