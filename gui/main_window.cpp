#include "gui/main_window.hpp"

// The window's skeleton: the topology tree beside the pages, the status line, the signals
// wired, and what the window keeps for itself (title, status messages, page keys, Undo keys).
// Each concept of the window has a file of its own (docs/architecture.md, "The workbench
// (gui/)"): main_window_menus.cpp (toolbar and menus), main_window_file.cpp (the plan's file
// actions), main_window_run.cpp (a run, its progress and ETA), main_window_suite.cpp (a review
// suite), main_window_guide.cpp (the user guide), main_window_settings.cpp (the window's
// settings, preferences, language), main_window_quit.cpp (quitting); and helpers that keep
// their own state: PlanImportExport, RecentLists, ExampleChooser, ViewSettings.

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeView>
#include <qcustomplot.h>

#include "gui/dialogs/add_dynamo_dialog.hpp"
#include "gui/dialogs/article_dialog.hpp"
#include "gui/language.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/pages/access_specs_page.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/pages/targets_page.hpp"
#include "gui/pages/test_setup_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/plan_import_export.hpp"
#include "gui/recent_lists.hpp"
#include "gui/report/results_folder.hpp"
#include "gui/session_controller.hpp"
#include "gui/theme.hpp"
#include "gui/view_settings.hpp"

namespace iometry::gui {

MainWindow::MainWindow(SessionController* session, PlanDocument* document, QWidget* parent)
    : QMainWindow(parent),
      m_session(session),
      m_document(document),
      m_tabs(new QTabWidget(this)),
      m_topologyView(new QTreeView(this)),
      m_topology(new TopologyModel(this)),
      m_targetsPage(new TargetsPage(document, session, this)),
      m_specsPage(new AccessSpecsPage(document, this)),
      m_setupPage(new TestSetupPage(document, this)),
      m_resultsPage(new ResultsPage(this)),
      m_reportPage(new ReportPage(this)),
      m_progress(new QProgressBar(this)),
      m_etaLabel(new QLabel(this)),
      m_dynamosLabel(new QLabel(this)),
      m_suiteRunner(new SuiteRunner(session, this)) {
    m_reportPage->setResultsRoot(&MainWindow::resultsRoot);
    for (QWidget* page : {static_cast<QWidget*>(m_targetsPage), static_cast<QWidget*>(m_specsPage),
                          static_cast<QWidget*>(m_setupPage), static_cast<QWidget*>(m_resultsPage),
                          static_cast<QWidget*>(m_reportPage)})
        m_tabs->addTab(page, QString());

    m_topologyView->setModel(m_topology);
    m_topologyView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_topologyView->header()->setResizeContentsPrecision(100);  // 128 dynamos' rows and more
    // Columns as wide as their texts ("tcp 127.0.0.1 → 127.0.0.1:…" whole), scrolled when
    // the pane is narrower, rather than the last one stretched to the pane and cut.
    m_topologyView->header()->setStretchLastSection(false);
    m_topologyView->setMinimumWidth(220);

    auto* splitter = new QSplitter(this);
    splitter->setObjectName("mainSplitter");
    splitter->addWidget(m_topologyView);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 1000});
    setCentralWidget(splitter);

    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    m_progress->setMaximumWidth(260);
    statusBar()->addPermanentWidget(m_dynamosLabel);
    statusBar()->addPermanentWidget(m_etaLabel);
    statusBar()->addPermanentWidget(m_progress);

    m_planFiles = new PlanImportExport(
        m_document,
        [this](std::function<QString()> text, int timeoutMs) { showStatus(std::move(text), timeoutMs); },
        [this] { return maybeSave(); }, this);
    createActions();
    createMenus();
    // Texts set here and by the functions below follow a switch of the language
    // (Settings → Language); the pages and dialogs follow it themselves.
    onLanguageChange(this, [this] {
        m_tabs->setTabText(TargetsTab, tr("Targets"));
        m_tabs->setTabText(SpecsTab, tr("Access Specifications"));
        m_tabs->setTabText(SetupTab, tr("Test Setup"));
        m_tabs->setTabText(ResultsTab, tr("Results"));
        m_tabs->setTabText(ReportTab, tr("Report"));
        m_progress->setFormat(tr("%p %"));
        refreshTopology();  // the topology's texts, headers too
        updateTitle();
        updateEtaLabel();
        // The status line's message, when it is still the one we showed, in the new words.
        if (m_statusText && statusBar()->currentMessage() == m_statusShown)
            showStatus(m_statusText, m_statusTimeoutMs);
    });

    connect(m_document, &PlanDocument::changed, this, [this] {
        refreshTopology();
        updateTitle();
    });
    connect(m_document, &PlanDocument::fileChanged, this, [this](const QString& path) {
        m_recent->addPlan(path);
        updateTitle();
    });
    connect(m_document, &PlanDocument::modifiedChanged, this, [this] { updateTitle(); });
    // One dynamo's rows at its connect or loss, not the whole tree: 128 dynamos join in a
    // burst (docs/architecture.md, "The window stays responsive").
    connect(m_session, &SessionController::dynamoConnected, this,
            [this](const session::DynamoInfo& dynamo) { updateTopology(dynamo.name, &dynamo); });
    connect(m_session, &SessionController::dynamoLost, this,
            [this](const QString& name, const QString& reason) {
                showStatus([=] { return tr("Dynamo %1 disconnected: %2").arg(name, reason); },
                           10000);
                updateTopology(name.toStdString(), nullptr);
            });
    // Closing or reopening the session runs off the GUI thread (SessionController::close,
    // reopen): the window says so meanwhile, and no run can start.
    connect(m_session, &SessionController::closing, this, [this] {
        m_startAction->setEnabled(false);
        showStatus([=] { return tr("Closing the session…"); });
        refreshTopology();
    });
    connect(m_session, &SessionController::reopened, this, [this](bool ok, const QString& error) {
        m_startAction->setEnabled(!m_session->isRunning() && !m_suiteRunner->isActive() &&
                                  !m_quitting);
        const QString where = m_session->listenAddress();
        if (ok)
            showStatus([=] { return tr("Listening for dynamos on %1").arg(where); }, 10000);
        else if (m_session->isOpen())
            showStatus([=] {
                return tr("Cannot listen there: %1; listening on %2 as before").arg(error, where);
            });
        else
            showStatus([=] { return tr("Not listening for dynamos: %1").arg(error); });
        refreshTopology();
    });
    connect(m_session, &SessionController::stepStarted, this, &MainWindow::onStepStarted);
    connect(m_session, &SessionController::interval, m_resultsPage, &ResultsPage::addInterval);
    connect(m_session, &SessionController::stepFinished, this, &MainWindow::onStepFinished);
    connect(m_session, &SessionController::runFinished, this, &MainWindow::onRunFinished);
    connect(m_suiteRunner, &SuiteRunner::memberStarted, this, &MainWindow::onMemberStarted);
    connect(m_suiteRunner, &SuiteRunner::memberFinished, this, &MainWindow::onMemberFinished);
    connect(m_suiteRunner, &SuiteRunner::finished, this, &MainWindow::onSuiteFinished);
    connect(m_session, &SessionController::logLine, this, [this](const QString& line) {
        // A dynamo's warnings too (a test file that leaves its filesystem nearly full).
        if (line.startsWith(QLatin1String("error")) || line.startsWith(QLatin1String("warning")))
            statusBar()->showMessage(line, 15000);
    });
    connect(m_resultsPage, &ResultsPage::exportTableRequested, this, &MainWindow::exportResultsTable);

    m_progressTimer.setInterval(200);
    connect(&m_progressTimer, &QTimer::timeout, this, &MainWindow::updateProgress);

    QSettings settings;
    restoreGeometry(settings.value("window/geometry").toByteArray());
    restoreState(settings.value("window/state").toByteArray());
    const int tab = settings.value("window/tab", ResultsTab).toInt();
    m_tabs->setCurrentIndex(tab >= 0 && tab < m_tabs->count() ? tab : ResultsTab);
    if (!settings.contains("window/geometry")) resize(1280, 860);
    ViewSettings::restore(this);

    // Undo and Redo keys pressed in a plan page's field undo the plan's edits (eventFilter()).
    qApp->installEventFilter(this);
    followPaletteInCharts();

    refreshTopology();
    updateTitle();
}

MainWindow::~MainWindow() { qApp->removeEventFilter(this); }

QAction* MainWindow::action(const QString& name) const { return findChild<QAction*>(name); }

void MainWindow::showPage(Page page) { m_tabs->setCurrentIndex(page); }

ArticleDialog* MainWindow::showArticleDialog() {
    // A suite's member opened on the Report page: the article is of the whole suite.
    QStringList folders;
    for (const ResultsFolder& run : m_reportPage->runs()) {
        const QString& dir = run.dir;
        if (dir.isEmpty()) continue;
        const QDir parent = QFileInfo(dir).dir();
        const QString folder = QFileInfo::exists(parent.filePath(QStringLiteral("suite.json"))) ? parent.path() : dir;
        if (!folders.contains(folder)) folders << folder;
    }
    auto* dialog = new ArticleDialog(folders, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void MainWindow::refreshTopology() {
    m_topology->rebuild(m_document->plan(), m_session->dynamos());
    m_topologyView->expandAll();
    updateDynamosLabel();
}

void MainWindow::updateTopology(const std::string& name, const session::DynamoInfo* connected) {
    const QModelIndex row = m_topology->updateDynamo(m_document->plan(), name, connected);
    if (row.isValid()) m_topologyView->expand(row);  // its workers under it
    updateDynamosLabel();
}

void MainWindow::updateDynamosLabel() {
    m_dynamosLabel->setText(tr("Dynamos connected: %1").arg(m_topology->connectedCount()));
}

void MainWindow::updateTitle() {
    const QString file = m_document->filePath().isEmpty()
                             ? tr("untitled")
                             : QFileInfo(m_document->filePath()).fileName();
    setWindowTitle(tr("%1%2 — Iometry").arg(file, m_document->isModified() ? "*" : ""));
}

void MainWindow::showAddDynamoHelp() {
    // One dialog at a time; it stays open beside the topology tree while remote dynamos join.
    auto* dialog = findChild<AddDynamoDialog*>();
    if (!dialog) {
        dialog = new AddDynamoDialog(m_session, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::showStatus(std::function<QString()> text, int timeoutMs) {
    m_statusText = std::move(text);
    m_statusShown = m_statusText();
    m_statusTimeoutMs = timeoutMs;
    statusBar()->showMessage(m_statusShown, timeoutMs);
}

void MainWindow::stepPage(int delta) {
    const int count = m_tabs->count();
    m_tabs->setCurrentIndex((m_tabs->currentIndex() + delta + count) % count);
}

void MainWindow::followPaletteInCharts() {
    // The live charts: the Report page's figure is the article's, on paper white.
    for (QCustomPlot* plot : m_resultsPage->findChildren<QCustomPlot*>()) followPalette(plot);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // A field keeps its own undo for what is typed in it; once the typing is in the plan,
    // Ctrl+Z there is the plan's Undo, so that it undoes as the Edit menu says.
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType()) return false;
    auto* key = static_cast<QKeyEvent*>(event);
    const bool undo = key->matches(QKeySequence::Undo), redo = key->matches(QKeySequence::Redo);
    if (!undo && !redo) return false;
    auto* widget = static_cast<QWidget*>(watched);
    for (QWidget* page : {static_cast<QWidget*>(m_targetsPage), static_cast<QWidget*>(m_specsPage),
                          static_cast<QWidget*>(m_setupPage)})
        if (page->isAncestorOf(widget)) {
            // Not taken by the field: the key goes on to the Edit menu's shortcut.
            event->ignore();
            return (undo ? m_undoAction : m_redoAction)->isEnabled();
        }
    return false;
}

}  // namespace iometry::gui
