#pragma once
// Report → Article…: the article of a review (docs/report.md, "The article") from one
// results folder per device under test, previewed page by page as the PDF prints it, then
// exported as HTML or PDF with every figure and table beside it. Reading the folders runs
// off the GUI thread; drawing a page or a figure is one step of the event loop at a time.

#include <QDialog>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

#include "engine/document/document.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QTimer;

namespace iometry::gui {

class ArticleLanguage;
class ArticlePages;
class ArticleWriter;

class ArticleDialog : public QDialog {
    Q_OBJECT

public:
    /** @p folders: the folders to start with (a suite's results folder, a run's). */
    explicit ArticleDialog(const QStringList& folders, QWidget* parent = nullptr);
    ~ArticleDialog() override;

    QStringList folders() const;
    void setFolders(const QStringList& folders);
    /** "en", "ru", "uk" or "zh_CN". */
    void setLanguage(const QString& code);

    /** Reads the folders and shows the first page; previewReady() or failed() follows. */
    void preview();
    /** Writes the article to @p file (.html or .pdf); exported() or failed() follows. */
    void exportTo(const QString& file);

    int pageCount() const;
    int currentPage() const { return m_page; }
    void showPage(int page);
    /** The article of the last preview or export; null before one. */
    const article::Article* article() const { return m_article ? &*m_article : nullptr; }
    /** What the dialog says under its buttons: the last outcome. */
    QString statusText() const;

Q_SIGNALS:
    void previewReady();
    void exported(const QString& file);
    void failed(const QString& error);

private:
    /** Reads the folders off the GUI thread, then runs @p then with the article. */
    void load(std::function<void()> then);
    void chooseExport();
    void addFolder();
    void fail(const QString& error);
    void setBusy(bool busy);

    QListWidget* m_list = nullptr;
    QComboBox* m_language = nullptr;
    QLineEdit* m_title = nullptr;
    QPushButton* m_previewButton = nullptr;
    QPushButton* m_exportButton = nullptr;
    QPushButton* m_prevButton = nullptr;
    QPushButton* m_nextButton = nullptr;
    QLabel* m_pageLabel = nullptr;
    QLabel* m_pageImage = nullptr;
    QScrollArea* m_scroll = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QStringList m_problems;  ///< the folders' missing or damaged files, a line each
    /** The lines of m_problems after a status, or nothing. */
    QString withProblems() const;
    QTimer* m_stepTimer = nullptr;

    std::optional<article::Article> m_article;
    std::unique_ptr<ArticleLanguage> m_articleLanguage;
    std::unique_ptr<ArticlePages> m_pages;
    std::unique_ptr<ArticleWriter> m_writer;
    QString m_exportFile;
    int m_page = 0;
    bool m_busy = false;
};

}  // namespace iometry::gui
