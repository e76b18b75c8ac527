#pragma once
// Wizards → Review suite…: a review suite (docs/suite-format.md) made one's own and started.
// Pick a template of examples/suites (or a suite file of one's own), place its dynamos on this
// window's, name the device and the repeats, choose the results folder, and see every member
// and the total duration. What the answers change is the engine's: they are SuiteOverrides,
// applied by suite::parseSuite(), and the summary is suite::estimateSuite() of the result.

#include <QString>
#include <QStringList>
#include <QWizard>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "engine/session/session.hpp"
#include "engine/suite/suite.hpp"
#include "gui/wizards/checked_page.hpp"

class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTableWidget;

namespace iometry::gui {

class ReviewSuiteWizard;
class SuiteHostsPage;

/** The templates (examples/suites) and a suite file of one's own. */
class SuiteTemplatePage : public CheckedPage {
    Q_OBJECT

public:
    SuiteTemplatePage(ReviewSuiteWizard* wizard, const QString& templatesDir);

    QListWidget* templateList() const { return m_list; }
    QString check() const override;

private:
    ReviewSuiteWizard* m_wizard;
    QListWidget* m_list;
    QLabel* m_file;
};

/**
 * The device under test, the repeats, (for a quick look) every member's run time and, for a
 * suite of disk workers, their test file and its size (iometry-run suite's `--set path=…
 * --set file_size=…`, docs/suite-format.md).
 */
class SuiteDevicePage : public CheckedPage {
    Q_OBJECT

public:
    explicit SuiteDevicePage(ReviewSuiteWizard* wizard);

    /** Takes the template's device, repeats and disk test file as the defaults. */
    void setSuite(const suite::Suite& suite);
    /** A problem of the test file or its size, as the engine words it; else empty. */
    QString check() const override;
    /** The test file and size when changed from the template's: set on every disk worker. */
    std::vector<suite::WorkerSetting> workerSettings() const;

private:
    ReviewSuiteWizard* m_wizard;
    QLineEdit* m_device;
    QSpinBox* m_repeats;
    QDoubleSpinBox* m_runS;
    QGroupBox* m_disk;
    QLineEdit* m_testFile;
    QLineEdit* m_testFileSize;
    QString m_templateFile;  ///< as the template's first disk worker has them
    QString m_templateSize;
};

/** The suite's results folder: a new one under the results root, named after the suite. */
class SuiteFolderPage : public CheckedPage {
    Q_OBJECT

public:
    SuiteFolderPage(ReviewSuiteWizard* wizard, QString resultsRoot);

    void initializePage() override;
    QString check() const override;

private:
    ReviewSuiteWizard* m_wizard;
    QString m_root;
    QLineEdit* m_folder;
    bool m_edited = false;  // the user typed or browsed: the default no longer follows the suite
};

/** Every member (name, method, steps, repeats, duration), those left out, and the total. */
class SuiteSummaryPage : public CheckedPage {
    Q_OBJECT

public:
    explicit SuiteSummaryPage(ReviewSuiteWizard* wizard);

    QTableWidget* membersTable() const { return m_members; }
    /** The total line as shown. */
    QString totalText() const;
    void initializePage() override;
    QString check() const override;

private:
    ReviewSuiteWizard* m_wizard;
    QLabel* m_about;
    QTableWidget* m_members;
    QLabel* m_total;
};

class ReviewSuiteWizard : public QWizard {
    Q_OBJECT

public:
    enum { TemplatePageId, HostsPageId, DevicePageId, FolderPageId, SummaryPageId };

    /**
     * @param dynamos connected now (what the hosts page offers)
     * @param templatesDir where the templates are (examplesDir()/suites)
     * @param resultsRoot under which the default results folder is made
     */
    ReviewSuiteWizard(const std::vector<session::DynamoInfo>& dynamos, const QString& templatesDir,
                      const QString& resultsRoot, QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos);
    /**
     * Chooses the suite file @p path (a template or one's own). False when it cannot be read
     * or is no valid suite: problems() then lists why, each at its path.
     */
    bool setSuiteFile(const QString& path);
    QString suiteFile() const { return m_path; }
    /** The chosen suite as its file writes it; null when none is chosen or it is not valid. */
    const suite::Suite* templateSuite() const { return m_template ? &*m_template : nullptr; }
    /** Why the chosen file is no suite (each problem at its path); empty when it is one. */
    const QStringList& fileProblems() const { return m_fileProblems; }

    /** The pages' answers as the engine takes them. */
    suite::SuiteOverrides overrides() const;
    /** The suite as it will run: the file with overrides(), read by suite::parseSuite(). */
    suite::SuiteParseResult result() const;
    /** The engine's problems with result(), one a line; empty when there are none. */
    QString suiteProblems() const;
    /** result()'s suite (call when the wizard may finish). */
    suite::Suite suite() const;
    QString resultsDir() const;

    SuiteTemplatePage* templatePage() const { return m_templatePage; }
    SuiteHostsPage* hostsPage() const { return m_hostsPage; }
    SuiteSummaryPage* summaryPage() const { return m_summaryPage; }

    /** "gigabit-adapter-review-20261203-145609": a new suite folder's name. */
    static QString folderName(const QString& suiteName);

Q_SIGNALS:
    /** Another suite file was chosen (valid or not). */
    void suiteChanged();

private:
    QString m_path;
    std::optional<nlohmann::ordered_json> m_document;
    std::filesystem::path m_baseDir;
    std::optional<suite::Suite> m_template;
    QStringList m_fileProblems;

    SuiteTemplatePage* m_templatePage;
    SuiteHostsPage* m_hostsPage;
    SuiteDevicePage* m_devicePage;
    SuiteFolderPage* m_folderPage;
    SuiteSummaryPage* m_summaryPage;
};

}  // namespace iometry::gui
