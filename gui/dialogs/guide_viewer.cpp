#include "gui/dialogs/guide_viewer.hpp"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace iometry::gui {

GuideViewer::GuideViewer(QWidget* parent) : QDialog(parent), m_browser(new QTextBrowser(this)) {
    setObjectName("guideViewer");
    setWindowTitle(tr("User guide"));
    m_browser->setObjectName("guideText");
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &GuideViewer::follow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(900, 760);
}

bool GuideViewer::load(const QString& path) {
    if (!QFileInfo(path).isReadable()) return false;
    // The suffix makes it Markdown; pictures resolve against the file's folder.
    m_browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    return !m_browser->document()->isEmpty();
}

QString GuideViewer::anchorOf(const QString& heading) {
    static const QRegularExpression punctuation(QStringLiteral("[^\\w\\s-]"));
    return heading.trimmed().toLower().remove(punctuation).replace(QLatin1Char(' '), QLatin1Char('-'));
}

bool GuideViewer::showSection(const QString& anchor) {
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || anchorOf(block.text()) != anchor) continue;
        // The heading at the top of the view, laid out at the view's width.
        m_browser->setTextCursor(QTextCursor(block));
        QTextDocument* document = m_browser->document();
        document->setTextWidth(m_browser->viewport()->width());
        const QRectF place = document->documentLayout()->blockBoundingRect(block);
        m_browser->verticalScrollBar()->setValue(static_cast<int>(place.top()));
        return true;
    }
    return false;
}

QString GuideViewer::sectionInView() const {
    const QTextCursor top = m_browser->cursorForPosition(QPoint(0, 0));
    for (QTextBlock block = top.block(); block.isValid(); block = block.previous())
        if (block.blockFormat().headingLevel() > 0) return block.text();
    return {};
}

void GuideViewer::follow(const QUrl& link) {
    if (link.isRelative() && link.path().isEmpty() && link.hasFragment()) {
        showSection(link.fragment());
        return;
    }
    QDesktopServices::openUrl(m_browser->source().resolved(link));
}

}  // namespace iometry::gui
