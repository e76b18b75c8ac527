#pragma once
// A one-line label that shortens its text with "…" when the layout gives it less room than
// the text needs, rather than cutting it off, and then shows the whole text in its tool tip.
// For names that grow with the user's data (a results folder, the runs compared), beside
// controls that must stay whole.

#include <QLabel>

namespace iometry::gui {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(Qt::TextElideMode mode, QWidget* parent = nullptr);

    /** The text as a whole; text() is what fits. */
    void setFullText(const QString& text);
    QString fullText() const { return m_full; }
    /** A tool tip for when the text is whole (the full text is the tool tip when it is not). */
    void setExtraToolTip(const QString& tip);
    bool isElided() const { return text() != m_full; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void elide();

    Qt::TextElideMode m_mode;
    QString m_full;
    QString m_tip;
};

}  // namespace iometry::gui
