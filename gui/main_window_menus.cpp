#include "gui/main_window.hpp"

// The window's toolbar and menus: every action with its key and object name, and their texts
// in the current language (docs/architecture.md, "The workbench (gui/)").

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>

#include "gui/dialogs/results_picker.hpp"
#include "gui/language.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/plan_import_export.hpp"
#include "gui/recent_lists.hpp"
#include "gui/wizards/wizard_menu.hpp"

namespace iometry::gui {

void MainWindow::createActions() {
    auto* toolbar = addToolBar(QString());
    toolbar->setObjectName("mainToolbar");
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The toolbar's actions are the menus' own, with their shortcuts (createMenus()).
    QAction* open = toolbar->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton), QString());
    open->setObjectName("openPlanAction");
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, &MainWindow::openPlanFromUser);
    QAction* saveAction =
        toolbar->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), QString());
    saveAction->setObjectName("savePlanAction");
    saveAction->setShortcut(QKeySequence::Save);
    connect(saveAction, &QAction::triggered, this, [this] { save(); });
    toolbar->addSeparator();
    m_startAction = toolbar->addAction(style()->standardIcon(QStyle::SP_MediaPlay), QString());
    m_startAction->setObjectName("startAction");
    m_startAction->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R)});
    connect(m_startAction, &QAction::triggered, this, &MainWindow::startFromUser);
    m_stopAction = toolbar->addAction(style()->standardIcon(QStyle::SP_MediaStop), QString());
    m_stopAction->setObjectName("stopAction");
    m_stopAction->setShortcuts({QKeySequence(Qt::SHIFT | Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_Period)});
    m_stopAction->setEnabled(false);
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopRun);
    onLanguageChange(this, [=, this] {
        toolbar->setWindowTitle(tr("Main"));
        m_startAction->setText(tr("Start"));
        m_stopAction->setText(tr("Stop"));
    });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(QString());
    QAction* newPlan = file->addAction(QString(), QKeySequence::New, this, [this] {
        if (!maybeSave()) return;
        m_document->newPlan(PlanDocument::defaultPlan());
    });
    newPlan->setObjectName("newPlanAction");
    QAction* openPlanAction = action("openPlanAction");
    file->addAction(openPlanAction);
    m_recentMenu = file->addMenu(QString());
    m_recentMenu->setObjectName("recentPlansMenu");
    QAction* exampleAction = file->addAction(QString(), this, &MainWindow::chooseExample);
    exampleAction->setObjectName("openExampleAction");
    exampleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    QAction* saveAction = action("savePlanAction");
    file->addAction(saveAction);
    QAction* saveAsAction =
        file->addAction(QString(), QKeySequence::SaveAs, this, [this] { saveAs(); });
    saveAsAction->setObjectName("saveAsAction");
    // Linux desktops give Save As no key of their own: Ctrl+Shift+S as elsewhere.
    if (saveAsAction->shortcut().isEmpty()) saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addSeparator();
    // An IOmeter .icf or a fio job file becomes a new, unsaved plan; an .icf of access
    // specifications only adds them to the open plan, as IOmeter does; what a file cannot
    // carry is said once (docs/iometer-files.md, docs/fio-files.md).
    QAction* importAction = file->addAction(QString(), m_planFiles, &PlanImportExport::importIcfWithDialog);
    importAction->setObjectName("importIcfAction");
    QAction* importFioAction = file->addAction(QString(), m_planFiles, &PlanImportExport::importFioWithDialog);
    importFioAction->setObjectName("importFioAction");
    // The plan's disk workers as a fio job file; what fio cannot express is said once
    // (docs/fio-files.md).
    QAction* exportFioAction = file->addAction(QString(), m_planFiles, &PlanImportExport::exportFioWithDialog);
    exportFioAction->setObjectName("exportFioAction");
    // What IOmeter 1.1 can run of the plan as an .icf (docs/iometer-files.md).
    QAction* exportIcfAction = file->addAction(QString(), m_planFiles, &PlanImportExport::exportIcfWithDialog);
    exportIcfAction->setObjectName("exportIcfAction");
    file->addSeparator();
    QAction* openResultsAction = file->addAction(QString(), this, [this] {
        const QString dir = ResultsPicker::choose(this, resultsRoot(), tr("Open results folder"));
        if (!dir.isEmpty()) openResults(dir);
    });
    openResultsAction->setObjectName("openResultsAction");
    openResultsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_recentResultsMenu = file->addMenu(QString());
    m_recentResultsMenu->setObjectName("recentResultsMenu");
    QAction* exportAction = file->addAction(QString(), this, &MainWindow::exportCurrent);
    exportAction->setObjectName("exportAction");
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    // A suite that was stopped, killed or had members fail: what did not complete runs.
    QAction* resumeSuiteAction = file->addAction(QString(), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Resume suite: its results folder"), resultsRoot());
        if (!dir.isEmpty()) resumeSuite(dir);
    });
    resumeSuiteAction->setObjectName("resumeSuiteAction");
    QAction* addComparisonAction = file->addAction(QString(), this, [this] {
        m_reportPage->chooseComparison();
        if (m_reportPage->hasResults()) showPage(ReportTab);
    });
    addComparisonAction->setObjectName("addComparisonAction");
    QAction* openComparisonAction = file->addAction(QString(), this, [this] {
        m_reportPage->chooseComparisonFile();
        if (m_reportPage->hasResults()) showPage(ReportTab);
    });
    openComparisonAction->setObjectName("openComparisonAction");
    file->addSeparator();
    QAction* quitAction = file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);
    quitAction->setObjectName("quitAction");
    if (quitAction->shortcut().isEmpty()) quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_recent = new RecentLists(
        m_recentMenu, m_recentResultsMenu,
        [this](const QString& f) {
            if (maybeSave()) openPlan(f);
        },
        [this](const QString& dir) { openResults(dir); }, this);

    // Edit: the plan editors' undo and redo, and the preferences.
    QMenu* edit = menuBar()->addMenu(QString());
    edit->setObjectName("editMenu");
    QUndoStack* undo = m_document->undoStack();
    m_undoAction = edit->addAction(QString(), QKeySequence::Undo, undo, &QUndoStack::undo);
    m_undoAction->setObjectName("undoAction");
    m_redoAction = edit->addAction(QString(), QKeySequence::Redo, undo, &QUndoStack::redo);
    m_redoAction->setObjectName("redoAction");
    m_undoAction->setEnabled(undo->canUndo());
    m_redoAction->setEnabled(undo->canRedo());
    connect(undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    // "Undo access specifications edit": what the step changed, in the current language.
    const auto undoTexts = [this] {
        const auto text = [](PlanDocument::EditArea area, bool redo) {
            switch (area) {
            case PlanDocument::EditArea::AccessSpecs:
                return redo ? tr("&Redo: access specifications") : tr("&Undo: access specifications");
            case PlanDocument::EditArea::Targets:
                return redo ? tr("&Redo: targets") : tr("&Undo: targets");
            case PlanDocument::EditArea::TestSetup:
                return redo ? tr("&Redo: test setup") : tr("&Undo: test setup");
            case PlanDocument::EditArea::Plan: break;
            }
            return redo ? tr("&Redo") : tr("&Undo");
        };
        m_undoAction->setText(text(m_document->undoArea(false), false));
        m_redoAction->setText(text(m_document->undoArea(true), true));
    };
    connect(undo, &QUndoStack::indexChanged, this, undoTexts);
    connect(undo, &QUndoStack::cleanChanged, this, [this] { updateTitle(); });
    edit->addSeparator();
    QAction* preferences = edit->addAction(QString(), this, [this] { showPreferences(); });
    preferences->setObjectName("preferencesAction");
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setShortcut(QKeySequence::Preferences);
    if (preferences->shortcut().isEmpty()) preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));

    // View: the pages by key, and one after another.
    QMenu* view = menuBar()->addMenu(QString());
    view->setObjectName("viewMenu");
    QAction* nextPage = view->addAction(QString(), this, [this] { stepPage(1); });
    nextPage->setObjectName("nextPageAction");
    nextPage->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_Tab)});
    QAction* previousPage = view->addAction(QString(), this, [this] { stepPage(-1); });
    previousPage->setObjectName("previousPageAction");
    previousPage->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_PageUp),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab)});
    view->addSeparator();
    QList<QAction*> pageActions;
    for (int page = TargetsTab; page <= ReportTab; ++page) {
        QAction* a = view->addAction(QString(), this, [this, page] { showPage(static_cast<Page>(page)); });
        a->setObjectName(QStringLiteral("pageAction%1").arg(page + 1));
        a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + page)));
        pageActions << a;
    }

    QMenu* run = menuBar()->addMenu(QString());
    run->addAction(m_startAction);
    run->addAction(m_stopAction);

    // The plans' wizards, then the suite of several methods, which runs at once. Each
    // wizard has a key: Ctrl+Alt and its place in the menu.
    QMenu* wizards = addWizardMenu(menuBar(), this, m_document, m_session);
    int wizardKey = 0;
    for (QAction* a : wizards->actions())
        if (!a->isSeparator() && !a->menu() && a->shortcut().isEmpty() && wizardKey < 9)
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | (Qt::Key_1 + wizardKey++)));
    wizards->addSeparator();
    QAction* reviewSuite = wizards->addAction(QString(), this, &MainWindow::openReviewSuiteWizard);
    reviewSuite->setObjectName("reviewSuiteAction");
    reviewSuite->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    QMenu* reportMenu = menuBar()->addMenu(QString());
    QAction* articleAction = reportMenu->addAction(QString(), this, &MainWindow::showArticleDialog);
    articleAction->setObjectName("articleAction");
    articleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));

    QMenu* dynamos = menuBar()->addMenu(QString());
    QAction* addDynamo = dynamos->addAction(QString(), this, &MainWindow::showAddDynamoHelp);
    addDynamo->setObjectName("addDynamoAction");
    addDynamo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));

    QMenu* settingsMenu = menuBar()->addMenu(QString());
    QMenu* language = settingsMenu->addMenu(QString());
    language->setObjectName("languageMenu");
    auto* group = new QActionGroup(this);
    const QString current = savedLanguage();
    QAction* systemLanguage = nullptr;
    for (const Language& l : languages()) {
        QAction* a = language->addAction(l.name);
        a->setObjectName(QStringLiteral("language_") + l.code);
        a->setCheckable(true);
        a->setChecked(l.code == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = l.code] { setLanguage(code); });
        if (l.name.isEmpty()) systemLanguage = a;
    }
    settingsMenu->addAction(preferences);

    QMenu* help = menuBar()->addMenu(QString());
    QAction* guide = help->addAction(QString(), QKeySequence::HelpContents, this, [this] { openGuide(); });
    guide->setObjectName("userGuideAction");
    if (guide->shortcut().isEmpty()) guide->setShortcut(QKeySequence(Qt::Key_F1));
    help->addSeparator();
    QAction* about = help->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Iometry"),
                           tr("<b>Iometry %1</b><br>A test workbench for network adapters and "
                              "storage: throughput, CPU load, latency, per request size.")
                               .arg(QStringLiteral(IOMETRY_VERSION)));
    });

    onLanguageChange(this, [=, this] {
        file->setTitle(tr("&File"));
        newPlan->setText(tr("&New plan"));
        openPlanAction->setText(tr("&Open plan…"));
        m_recentMenu->setTitle(tr("Recent &plans"));
        importAction->setText(tr("&Import IOmeter configuration…"));
        importFioAction->setText(tr("Import &fio job file…"));
        exportFioAction->setText(tr("Export as fio &job file…"));
        exportIcfAction->setText(tr("Export as IOmeter &configuration…"));
        exampleAction->setText(tr("Open &example…"));
        saveAction->setText(tr("&Save plan"));
        saveAsAction->setText(tr("Save plan &as…"));
        openResultsAction->setText(tr("Open results &folder…"));
        m_recentResultsMenu->setTitle(tr("Recent res&ults"));
        exportAction->setText(tr("E&xport…"));
        exportAction->setToolTip(tr("Exports the table of the Results page, or the figure of the "
                                    "Report page"));
        resumeSuiteAction->setText(tr("Res&ume suite…"));
        resumeSuiteAction->setToolTip(tr("Runs the members of a suite that did not complete, "
                                         "into its results folder"));
        reviewSuite->setText(tr("Review &suite…"));
        reviewSuite->setToolTip(tr("Several methods on one device in one go, from a template "
                                   "of the standard reviews: every member into one results "
                                   "folder"));
        addComparisonAction->setText(tr("Add results to the &comparison…"));
        openComparisonAction->setText(tr("Open co&mparison…"));
        quitAction->setText(tr("&Quit"));
        edit->setTitle(tr("&Edit"));
        undoTexts();
        preferences->setText(tr("&Preferences…"));
        view->setTitle(tr("&View"));
        nextPage->setText(tr("&Next page"));
        previousPage->setText(tr("&Previous page"));
        // The pages' own names (their keys Ctrl+1 … Ctrl+5 stand beside them).
        const QString pageNames[] = {tr("Targets"), tr("Access Specifications"), tr("Test Setup"),
                                     tr("Results"), tr("Report")};
        for (int i = 0; i < pageActions.size(); ++i) pageActions[i]->setText(pageNames[i]);
        run->setTitle(tr("&Run"));
        reportMenu->setTitle(tr("Re&port"));
        articleAction->setText(tr("&Article…"));
        dynamos->setTitle(tr("&Dynamos"));
        addDynamo->setText(tr("Add a remote dynamo…"));
        settingsMenu->setTitle(tr("&Settings"));
        language->setTitle(tr("&Language"));
        if (systemLanguage) systemLanguage->setText(tr("System default"));
        help->setTitle(tr("&Help"));
        guide->setText(tr("User &guide"));
        guide->setToolTip(tr("Opens the user guide at the section of the page in view"));
        about->setText(tr("&About Iometry"));
    });
}

}  // namespace iometry::gui
