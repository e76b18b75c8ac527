#include "gui/dialogs/article_dialog.hpp"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPixmap>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>
#include <QThreadPool>

#include "engine/article/article.hpp"
#include "gui/article/article_export.hpp"
#include "gui/article/article_language.hpp"
#include "gui/article/article_pages.hpp"
#include "gui/language.hpp"

namespace iometry::gui {
namespace {

}  // namespace

ArticleDialog::ArticleDialog(const QStringList& folders, QWidget* parent) : QDialog(parent) {
    setObjectName("articleDialog");
    auto* intro = new QLabel(this);
    intro->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setObjectName("articleFolders");
    m_list->setMaximumHeight(96);
    auto* add = new QPushButton(this);
    auto* remove = new QPushButton(this);
    auto* up = new QPushButton(this);
    auto* down = new QPushButton(this);
    connect(add, &QPushButton::clicked, this, &ArticleDialog::addFolder);
    connect(remove, &QPushButton::clicked, this, [this] { delete m_list->currentItem(); });
    auto move = [this](int by) {
        const int row = m_list->currentRow();
        if (row < 0 || row + by < 0 || row + by >= m_list->count()) return;
        QListWidgetItem* item = m_list->takeItem(row);
        m_list->insertItem(row + by, item);
        m_list->setCurrentRow(row + by);
    };
    connect(up, &QPushButton::clicked, this, [move] { move(-1); });
    connect(down, &QPushButton::clicked, this, [move] { move(1); });
    auto* listButtons = new QVBoxLayout;
    for (QPushButton* b : {add, remove, up, down}) listButtons->addWidget(b);
    listButtons->addStretch(1);
    auto* listRow = new QHBoxLayout;
    listRow->addWidget(m_list, 1);
    listRow->addLayout(listButtons);

    m_language = new QComboBox(this);
    m_language->setObjectName("articleLanguage");
    for (const Language& l : languages())
        if (ArticleLanguage::codes().contains(l.code)) m_language->addItem(l.name, l.code);
    setLanguage(ArticleLanguage::ofInterface());
    m_title = new QLineEdit(this);
    m_title->setObjectName("articleTitle");
    auto* form = new QFormLayout;
    auto* languageLabel = new QLabel(this);
    auto* titleLabel = new QLabel(this);
    form->addRow(languageLabel, m_language);
    form->addRow(titleLabel, m_title);

    m_previewButton = new QPushButton(this);
    m_previewButton->setObjectName("articlePreview");
    m_exportButton = new QPushButton(this);
    m_exportButton->setObjectName("articleExport");
    m_prevButton = new QPushButton(this);
    m_nextButton = new QPushButton(this);
    m_pageLabel = new QLabel(this);
    m_pageLabel->setObjectName("articlePageLabel");
    connect(m_previewButton, &QPushButton::clicked, this, &ArticleDialog::preview);
    connect(m_exportButton, &QPushButton::clicked, this, &ArticleDialog::chooseExport);
    connect(m_prevButton, &QPushButton::clicked, this, [this] { showPage(m_page - 1); });
    connect(m_nextButton, &QPushButton::clicked, this, [this] { showPage(m_page + 1); });
    auto* pageRow = new QHBoxLayout;
    pageRow->addWidget(m_previewButton);
    pageRow->addStretch(1);
    pageRow->addWidget(m_prevButton);
    pageRow->addWidget(m_pageLabel);
    pageRow->addWidget(m_nextButton);

    m_pageImage = new QLabel(this);
    m_pageImage->setObjectName("articlePage");
    m_pageImage->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_pageImage);
    m_scroll->setWidgetResizable(true);
    m_scroll->setBackgroundRole(QPalette::Dark);

    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_status = new QLabel(this);
    m_status->setObjectName("articleStatus");
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_exportButton, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(listRow);
    layout->addLayout(form);
    layout->addLayout(pageRow);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    m_stepTimer = new QTimer(this);
    m_stepTimer->setInterval(0);
    setFolders(folders);
    resize(900, 960);

    onLanguageChange(this, [=, this] {
        setWindowTitle(tr("Article"));
        intro->setText(tr("One results folder per device under test (a suite's results folder, or "
                          "a run's), in the order the article compares them. The preview shows the "
                          "pages as the PDF prints them; Export writes HTML or PDF, with every figure "
                          "and table beside it as PNG, SVG and CSV."));
        add->setText(tr("Add folder…"));
        remove->setText(tr("Remove"));
        up->setText(tr("Up"));
        down->setText(tr("Down"));
        languageLabel->setText(tr("Language of the article:"));
        titleLabel->setText(tr("Title:"));
        m_title->setPlaceholderText(tr("Test report: the devices' names"));
        m_previewButton->setText(tr("Preview"));
        m_exportButton->setText(tr("Export…"));
        m_prevButton->setText(tr("◀ Previous"));
        m_nextButton->setText(tr("Next ▶"));
        // Room for the longest page label, so it never shrinks to a letter.
        m_pageLabel->setMinimumWidth(m_pageLabel->fontMetrics().horizontalAdvance(tr("Page %1 of %2").arg(888).arg(888)) + 12);
        m_pageLabel->setAlignment(Qt::AlignCenter);
        if (pageCount() > 0) m_pageLabel->setText(tr("Page %1 of %2").arg(m_page + 1).arg(pageCount()));
    });
    m_prevButton->setEnabled(false);
    m_nextButton->setEnabled(false);
}

ArticleDialog::~ArticleDialog() {
    // Closed while it read or wrote: the busy cursor is the application's, not the dialog's.
    if (m_busy) QApplication::restoreOverrideCursor();
}

QStringList ArticleDialog::folders() const {
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i) out << m_list->item(i)->data(Qt::UserRole).toString();
    return out;
}

void ArticleDialog::setFolders(const QStringList& folders) {
    m_list->clear();
    for (const QString& f : folders) {
        auto* item = new QListWidgetItem(QDir::toNativeSeparators(f), m_list);
        item->setData(Qt::UserRole, f);
    }
    if (m_list->count() > 0) m_list->setCurrentRow(0);
}

void ArticleDialog::setLanguage(const QString& code) {
    const int i = m_language->findData(code);
    if (i >= 0) m_language->setCurrentIndex(i);
}

QString ArticleDialog::statusText() const { return m_status->text(); }

int ArticleDialog::pageCount() const { return m_pages ? m_pages->pageCount() : 0; }

void ArticleDialog::addFolder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Results folder of a device"));
    if (dir.isEmpty()) return;
    auto* item = new QListWidgetItem(QDir::toNativeSeparators(dir), m_list);
    item->setData(Qt::UserRole, dir);
}

void ArticleDialog::fail(const QString& error) {
    setBusy(false);
    m_status->setText(error);
    Q_EMIT failed(error);
}

void ArticleDialog::setBusy(bool busy) {
    m_busy = busy;
    m_previewButton->setEnabled(!busy);
    m_exportButton->setEnabled(!busy);
    m_progress->setVisible(busy);
    if (busy) QApplication::setOverrideCursor(Qt::BusyCursor);
    else QApplication::restoreOverrideCursor();
}

void ArticleDialog::load(std::function<void()> then) {
    if (m_busy) return;
    setBusy(true);
    m_progress->setRange(0, 0);
    m_status->setText(tr("Reading the results folders…"));
    ArticleRequest request;
    request.dirs = folders();
    request.language = m_language->currentData().toString();
    request.title = m_title->text().trimmed();
    // The engine reads every member's files: off the GUI thread, the article handed back.
    // The global pool, not a detached thread: the application waits for it when it quits.
    QPointer<ArticleDialog> self(this);
    QThreadPool::globalInstance()->start([self, request, then = std::move(then)] {
        QString error;
        QStringList problems;
        auto article = loadArticle(request, error, &problems);
        QMetaObject::invokeMethod(qApp, [self, article = std::move(article), error, problems, request,
                                         then]() mutable {
            if (!self) return;
            if (!article) {
                self->fail(error);
                return;
            }
            self->m_problems = problems;
            self->m_article = std::move(article);
            self->m_articleLanguage = std::make_unique<ArticleLanguage>(request.language);
            then();
        });
    });
}

QString ArticleDialog::withProblems() const {
    // What the members' folders lack, under the status: the article shows what summary.csv
    // holds (docs/report.md, "A damaged results folder").
    return m_problems.isEmpty() ? QString() : QLatin1Char('\n') + m_problems.join(QLatin1Char('\n'));
}

void ArticleDialog::preview() {
    load([this] {
        // Laying the pages out measures text only; a page's figures are drawn when it is shown.
        m_pages = std::make_unique<ArticlePages>(*m_article, *m_articleLanguage);
        setBusy(false);
        m_status->setText(tr("Pages: %1; figures: %2; tables: %3.")
                              .arg(m_pages->pageCount())
                              .arg(m_article->figures.size())
                              .arg(m_article->tables.size()) +
                          withProblems());
        showPage(0);
        Q_EMIT previewReady();
    });
}

void ArticleDialog::showPage(int page) {
    if (!m_pages || page < 0 || page >= m_pages->pageCount()) return;
    m_page = page;
    const qreal ratio = devicePixelRatioF();
    const double scale = 1.0;
    QImage image = m_pages->image(page, scale * ratio);
    image.setDevicePixelRatio(ratio);
    m_pageImage->setPixmap(QPixmap::fromImage(image));
    m_pageLabel->setText(tr("Page %1 of %2").arg(page + 1).arg(m_pages->pageCount()));
    m_prevButton->setEnabled(page > 0);
    m_nextButton->setEnabled(page + 1 < m_pages->pageCount());
}

void ArticleDialog::chooseExport() {
    QString selected;
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export the article"), QString(),
        tr("Web page, self-contained (*.html);;PDF document, A4 (*.pdf)"), &selected);
    if (file.isEmpty()) return;
    QString name = file;
    if (QFileInfo(name).suffix().isEmpty()) name += selected.contains(QLatin1String("pdf")) ? ".pdf" : ".html";
    exportTo(name);
}

void ArticleDialog::exportTo(const QString& file) {
    m_exportFile = file;
    load([this] {
        m_writer = std::make_unique<ArticleWriter>(*m_article, m_language->currentData().toString(), m_exportFile);
        QString error;
        if (!m_writer->start(error)) {
            fail(error);
            return;
        }
        m_progress->setRange(0, m_writer->steps());
        m_progress->setValue(0);
        m_status->setText(tr("Writing %1…").arg(QDir::toNativeSeparators(m_exportFile)));
        // One figure per pass of the event loop: the window stays responsive.
        m_stepTimer->disconnect();
        connect(m_stepTimer, &QTimer::timeout, this, [this] {
            QString error;
            if (!m_writer->step(error)) {
                m_stepTimer->stop();
                fail(error);
                return;
            }
            m_progress->setValue(m_writer->done());
            if (!m_writer->finished()) return;
            m_stepTimer->stop();
            setBusy(false);
            m_status->setText(tr("Written: %1, and its figures and tables in %2.")
                                  .arg(QDir::toNativeSeparators(m_exportFile),
                                       QDir::toNativeSeparators(articleFilesDir(m_exportFile))) +
                              withProblems());
            Q_EMIT exported(m_exportFile);
        });
        m_stepTimer->start();
    });
}

}  // namespace iometry::gui
