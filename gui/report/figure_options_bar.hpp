#pragma once
// The Report figure's options above it (docs/report.md, "What a report shows"): its title
// and subtitle, editable before export, what the error bars show and what the right axis
// of the throughput figure shows. The bar says what the user changed; the page draws.

#include <QString>
#include <QWidget>

#include "gui/report/compare_figure.hpp"
#include "gui/report/figure_style.hpp"

class QComboBox;
class QLabel;
class QLineEdit;

namespace iometry::gui {

class FigureOptionsBar : public QWidget {
    Q_OBJECT

public:
    explicit FigureOptionsBar(QWidget* parent = nullptr);

    /** The user's title and subtitle; empty: the figure's own. */
    const QString& title() const { return m_title; }
    const QString& subtitle() const { return m_subtitle; }
    /** Takes @p title and @p subtitle as the user's (empty: the figure's own); the fields stay. */
    void setTitles(const QString& title, const QString& subtitle);
    /** The same, and the fields show them (a comparison file's). */
    void showTitles(const QString& title, const QString& subtitle);
    /**
     * The figure's own titles as last drawn: a field that holds no title of the user's
     * shows its own, from its start as it is read.
     */
    void showOwnTitles(const QString& title, const QString& subtitle);

    void setSpreadMode(figure::SpreadMode mode);
    void setSecondAxis(SecondAxis axis);
    /** Shows or hides the error bars' box (and its label), the right axis's. */
    void showSpread(bool shown);
    void showSecondAxis(bool shown);

Q_SIGNALS:
    /** The user edited a field: the titles now wanted (empty: the figure's own). */
    void titlesEdited(const QString& title, const QString& subtitle);
    void spreadModeChosen(figure::SpreadMode mode);
    void secondAxisChosen(SecondAxis axis);

private:
    // Made in the order Tab visits them.
    QComboBox* m_spreadBox;
    QComboBox* m_secondBox;
    QLineEdit* m_titleEdit;
    QLineEdit* m_subtitleEdit;
    QLabel* m_titleLabel;
    QLabel* m_subtitleLabel;
    QLabel* m_spreadLabel;
    QLabel* m_secondLabel;
    QString m_title, m_subtitle;        ///< the user's; empty: the figure's own
    QString m_ownTitle, m_ownSubtitle;  ///< the figure's own, as last drawn
};

}  // namespace iometry::gui
