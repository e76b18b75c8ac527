#pragma once
// The user guide (docs/guide.md) in a window of the workbench: Help → User guide and F1
// open it at the section of the page in view. Qt renders the Markdown and its pictures
// (docs/guide/*.png, beside the file); a link to a section ("#report") scrolls to its
// heading, a link out of the guide opens in the desktop's browser.

#include <QDialog>
#include <QString>

class QTextBrowser;
class QUrl;

namespace iometry::gui {

class GuideViewer : public QDialog {
    Q_OBJECT

public:
    explicit GuideViewer(QWidget* parent = nullptr);

    /** Shows the guide at @p path; false when it cannot be read. */
    bool load(const QString& path);
    /**
     * Scrolls to the heading whose anchor is @p anchor, as Markdown viewers make anchors
     * of headings: lower case, punctuation dropped, spaces to '-'. False when none has it.
     */
    bool showSection(const QString& anchor);
    /** The anchor of @p heading: "The Report page" → "the-report-page". */
    static QString anchorOf(const QString& heading);
    /** The text of the heading in view at the top (tests). */
    QString sectionInView() const;

private:
    void follow(const QUrl& link);

    QTextBrowser* m_browser;
};

}  // namespace iometry::gui
