#pragma once
// The workbench window, in IOmeter's spirit: topology on the left; pages for Targets,
// Access Specifications, Test Setup, Results (live) and Report; Start/Stop with progress
// and ETA across all steps and repeats.

#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>
#include <functional>
#include <string>
#include <vector>

#include "engine/results/metrics.hpp"
#include "engine/session/session.hpp"
#include "engine/suite/suite.hpp"
#include "gui/dialogs/example_chooser.hpp"
#include "gui/report/results_folder.hpp"
#include "gui/suite_runner.hpp"

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QTreeView;

namespace iometry::gui {

class ArticleDialog;
class GuideViewer;

class AccessSpecsPage;
class PlanDocument;
class PlanImportExport;
class RecentLists;
class ReportPage;
class ResultsPage;
class SessionController;
class TargetsPage;
class TestSetupPage;
class TopologyModel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(SessionController* session, PlanDocument* document, QWidget* parent = nullptr);
    ~MainWindow() override;

    enum Page { TargetsTab, SpecsTab, SetupTab, ResultsTab, ReportTab };
    void showPage(Page page);
    /** Saves the plan to its file, or asks for one (Save as); false when it was not saved. */
    bool save();
    /** Report → Article…: the dialog, with the folders the Report page shows (a suite's
     *  member gives its suite's folder). It deletes itself when closed. */
    ArticleDialog* showArticleDialog();

    ResultsPage* resultsPage() const { return m_resultsPage; }
    ReportPage* reportPage() const { return m_reportPage; }
    TopologyModel* topology() const { return m_topology; }
    QProgressBar* progressBar() const { return m_progress; }
    QAction* startAction() const { return m_startAction; }
    QAction* stopAction() const { return m_stopAction; }
    /**
     * Where the next run writes its results: a new folder under resultsRoot() named after
     * the plan's title and the time (engine/results/run_folder.hpp, docs/report.md).
     */
    QString nextResultsDir() const;
    /** The folder under which runs and suites write their results (Settings::resultsRoot()). */
    static QString resultsRoot();
    /** Edit → Undo and Redo: the plan editors' edits (PlanDocument::undoStack()). */
    QAction* undoAction() const { return m_undoAction; }
    QAction* redoAction() const { return m_redoAction; }
    /** An action of the menus by its object name (tests, the guide's screenshots). */
    QAction* action(const QString& name) const;
    /**
     * The user guide's section for @p page (its anchor in docs/guide.md): one table for
     * every page, which F1 and Help → User guide open.
     */
    static QString guideAnchor(Page page);
    /**
     * The installed user guide: share/doc/iometry/guide.md beside the program, else the
     * source tree's docs/guide.md (running from a build directory).
     */
    static QString guidePath();
    /**
     * Help → User guide (F1): shows guidePath() in the workbench's guide window at the section
     * of the page in view; when the guide is not there, a message names the path looked for.
     * False when it could not open.
     */
    bool openGuide();
    /** The menu of recently opened plans (File → Recent plans) and results folders. */
    QMenu* recentPlansMenu() const { return m_recentMenu; }
    QMenu* recentResultsMenu() const { return m_recentResultsMenu; }
    /** Edit → Preferences…: the Settings dialog, modal; true when it was accepted. */
    bool showPreferences();
    /** Runs the members of a review suite (Wizards → Review suite…, File → Resume suite…). */
    SuiteRunner* suiteRunner() const { return m_suiteRunner; }

    /** An example plan: its file, and its "name" and "description" (ExampleChooser). */
    using ExamplePlan = gui::ExamplePlan;
    /** The example plans' folder (ExampleChooser::examplesDir()). */
    static QString examplesDir();
    /** The plans in @p dir (ExampleChooser::examplePlans()). */
    static std::vector<ExamplePlan> examplePlans(const QString& dir);
    /** The quit is under way: the run stops, then the session closes, then the window. */
    bool isQuitting() const { return m_quitting; }
    /**
     * Quits without asking (scripts: --quit-after-run): a run going on is stopped, the
     * session closes off the GUI thread, then the window closes and the event loop ends.
     */
    void quitWithoutAsking();

public Q_SLOTS:
    /** Starts the plan as it stands; refuses with the reasons if it does not validate. */
    bool startRun();
    void stopRun();
    bool openPlan(const QString& path);
    /**
     * Opens an example plan as a new, unsaved plan: Save asks where, so the example file
     * is never overwritten. False (with a warning) when it is not a valid plan.
     */
    bool openExample(const QString& path);
    /** File → Open example…: lists examplePlans(examplesDir()) and opens the chosen one. */
    void chooseExample();
    bool openResults(const QString& dir);
    /**
     * Runs @p suite into the new results folder @p dir, one member after another (the
     * Results page says which runs); false, and a message box saying why, when it cannot start.
     */
    bool startSuite(const iometry::suite::Suite& suite, const QString& dir);
    /** Runs what did not complete of the suite recorded in @p dir; as startSuite(). */
    bool resumeSuite(const QString& dir);
    /** Wizards → Review suite…: the wizard, whose Finish starts the suite. */
    void openReviewSuiteWizard();
    /**
     * Imports an IOmeter .icf (docs/iometer-files.md) as a new, unsaved plan. False, with
     * @p error naming the file and the line, when it cannot (the plan stays as it was);
     * @p notes lists the settings that have no equivalent and were not carried over.
     * File → Import IOmeter configuration shows both.
     */
    bool importIcf(const QString& path, QString& error, QStringList& notes);
    /**
     * Imports a fio job file (docs/fio-files.md) as importIcf() imports an .icf; File →
     * Import fio job file shows the same.
     */
    bool importFio(const QString& path, QString& error, QStringList& notes);
    /**
     * Writes the plan's disk workers as a fio job file at @p path (docs/fio-files.md,
     * "Writing fio job files"), whole or not at all. False, with @p error, when the plan has
     * no disk worker or the file cannot be written; @p notes lists what fio cannot express.
     * File → Export as fio job file shows both.
     */
    bool exportFio(const QString& path, QString& error, QStringList& notes);
    /** Writes the plan as an IOmeter 1.1 configuration (File → Export as IOmeter configuration). */
    bool exportIcf(const QString& path, QString& error, QStringList& notes);

Q_SIGNALS:
    void runFinished(int result);
    /** A suite is over: SuiteRunner::Outcome. */
    void suiteFinished(int outcome);

protected:
    void closeEvent(QCloseEvent* event) override;
    /** An editor's own Undo and Redo keys (a line edit's) go to the plan's undo stack. */
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void refreshTopology();
    /** Dynamo @p name connected (@p connected, its hello) or was lost (null): its rows only. */
    void updateTopology(const std::string& name, const session::DynamoInfo* connected);
    void updateDynamosLabel();
    void updateTitle();
    void updateProgress();
    /** The status line's step, ETA or outcome of the run, in the current language. */
    void updateEtaLabel();
    /**
     * Whether a run may start now; when not because the session is not open, the status
     * line says so.
     */
    bool mayStart();
    /** The pages and the progress follow a run of @p plan, named @p title, about to start. */
    void prepareRun(const model::Plan& plan, const QString& title);
    /**
     * Starts a suite with @p begin (the runner's start or resume), once no run is going;
     * otherwise, or when @p begin fails, a message box titled @p title says why (@p busy: a
     * run is going).
     */
    bool beginSuite(const QString& title, const QString& busy,
                    const std::function<bool(QString&)>& begin);
    void onMemberStarted(int index, const QString& dir);
    void onMemberFinished(int index, int result, const QString& error);
    void onSuiteFinished(SuiteRunner::Outcome outcome, const QString& error);
    /** Stops the run, or the suite, going on (both when a suite's member runs). */
    void stopAll();
    void onStepStarted(int step, int steps, int repeat, int repeats, double stepSeconds,
                       const QString& label);
    void onStepFinished(const std::vector<results::MetricRow>& rows, int done, int total,
                        double etaS);
    void onRunFinished(int result, const QString& error);
    /** The rest of a run's end, once the report shows it (onRunFinished). */
    void finishRun(int result, const QString& error);
    /**
     * Reads results folder @p dir off the GUI thread (loadResultsFolderLater) and gives it to
     * @p then, unless another read was asked for meanwhile (a later step's, the run's end).
     */
    void readRunFolder(const QString& dir, std::function<void(std::optional<ResultsFolder>)> then);
    /**
     * The first Start: asks once where results go (Settings::hasResultsRoot()), offering
     * the default. False when the user cancels.
     */
    bool askResultsRootOnce();
    /** Start from the menu, toolbar or F5: asks for the results folder the first time. */
    void startFromUser();
    /** Ctrl+PgDown, Ctrl+PgUp: the next or previous page, round. */
    void stepPage(int delta);
    /** Ctrl+E: the table of the Results page, the figure of the Report page. */
    void exportCurrent();
    /** The live charts follow the window's palette (dark desktops). */
    void followPaletteInCharts();
    /** File → Open plan… (Ctrl+O): asks about unsaved changes, then for the file. */
    void openPlanFromUser();
    bool saveAs();
    bool maybeSave();
    void exportResultsTable();
    void showAddDynamoHelp();
    void setLanguage(const QString& code);
    /** Quitting: hides the window and closes the session off the GUI thread, then closes. */
    void finishQuit();
public:
    /**
     * Keeps the window's size and state, page, splitters and column widths (QSettings; the
     * splitters and columns: ViewSettings).
     */
    void saveWindowSettings();

private:
    /**
     * Shows @p text() in the status line (for @p timeoutMs, 0: until replaced), and again in
     * the new words if the language changes while it is shown.
     */
    void showStatus(std::function<QString()> text, int timeoutMs = 0);

    SessionController* m_session;
    PlanDocument* m_document;
    QTabWidget* m_tabs;
    GuideViewer* m_guide = nullptr;  // made at the first F1
    QTreeView* m_topologyView;
    TopologyModel* m_topology;
    TargetsPage* m_targetsPage;
    AccessSpecsPage* m_specsPage;
    TestSetupPage* m_setupPage;
    ResultsPage* m_resultsPage;
    ReportPage* m_reportPage;
    QProgressBar* m_progress;
    QLabel* m_etaLabel;
    QLabel* m_dynamosLabel;
    QAction* m_startAction = nullptr;
    QAction* m_stopAction = nullptr;
    SuiteRunner* m_suiteRunner;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_recentResultsMenu = nullptr;
    PlanImportExport* m_planFiles = nullptr;  // File → Import, Export (gui/plan_import_export.cpp)
    RecentLists* m_recent = nullptr;  // the two menus' entries (gui/recent_lists.cpp)
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QTimer m_progressTimer;
    static constexpr int kProgressSteps = 1000;  // the progress bar's range

    // Progress across steps and repeats.
    QElapsedTimer m_stepClock;
    double m_stepSeconds = 0;
    int m_stepsDone = 0;
    int m_stepsTotal = 0;
    double m_etaS = -1;
    double m_eta = 0;  // seconds left, as last shown
    enum class RunState { Idle, Running, Done, Stopped, Failed };
    RunState m_runState = RunState::Idle;
    QString m_runPlanName;
    quint64 m_runFolderReads = 0;  ///< readRunFolder()'s calls: only the latest is shown

    // Quitting (closeEvent): a run is stopped first, then the session closed, then the window.
    bool m_quitting = false;
    bool m_quitAfterRun = false;
    bool m_quitReady = false;

    // The status line's message as last shown by showStatus().
    std::function<QString()> m_statusText;
    QString m_statusShown;
    int m_statusTimeoutMs = 0;
};

}  // namespace iometry::gui
