// Drives the real window: the default kind of test over loopback with a real dynamo,
// live charts filling, progress reaching 100 %, exports, and a GUI thread that never
// stalls for more than 100 ms while the test runs, while the session closes and reopens
// (new listen settings) and while the window quits, also during a run; a failed run told in
// the Results page; File → Open example; and a plan the Disk I/O wizard made, run from the
// window on a test file, its report drawn against outstanding I/Os. The working habits: the
// menus' shortcuts, undo and redo of the plan editors, the window's settings kept between
// starts, recent plans and results, the results folder's name, Preferences and F1.
#include <QtTest>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>
#include <QInputDialog>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUndoStack>
#include <functional>
#include <qcustomplot.h>

#include "engine/import/fio_import.hpp"
#include "engine/export/fio_export.hpp"
#include "engine/export/icf_export.hpp"
#include "engine/import/icf_import.hpp"
#include "engine/plan/plan_json.hpp"
#include "gui/charts/live_chart.hpp"
#include "gui/dialogs/add_dynamo_dialog.hpp"
#include "gui/dialogs/settings_dialog.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "gui/dialogs/guide_viewer.hpp"
#include "gui/main_window.hpp"
#include "gui/plan_import_export.hpp"
#include "gui/models/live_rows_model.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/settings.hpp"
#include "gui/theme.hpp"
#include "gui/wizards/adapter_throughput_wizard.hpp"
#include "gui/wizards/disk_io_wizard.hpp"
#include "tests/support/corpus.hpp"

#include "stall_meter.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

/** A port that was free a moment ago. */
quint16 freePort() {
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0)) return 0;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

/**
 * Answers the next modal dialog named @p name with @p answer, as a user would: polls for it
 * from the event loop the dialog's exec() runs. @p seen tells whether it came.
 */
void answerModal(const QString& name, std::function<void(QWidget*)> answer, bool* seen) {
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, name, answer, seen] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || modal->objectName() != name) return;
        poll->stop();
        poll->deleteLater();
        if (seen) *seen = true;
        answer(modal);
    });
    poll->start();
}

bool hasDynamo(const SessionController& session, const char* name) {
    for (const auto& d : session.dynamos())
        if (d.name == name) return true;
    return false;
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        qputenv("IOMETRY_DYNAMO", IOMETRY_BIN_DIR "/iometry-dynamo");
    }

    void runsTheDefaultLoopbackTest() {
        QTemporaryDir results;
        QSettings().setValue("resultsRoot", results.path());

        PlanDocument document;
        model::Plan plan = PlanDocument::defaultPlan();
        plan.runS = 1;
        plan.rampS = 0;
        plan.sampleMs = 200;
        plan.sweep.front().values = {1024, 65536};
        document.setPlan(plan);

        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QSignalSpy connected(&session, &SessionController::dynamoConnected);
        QString error;
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(connected.count() > 0, 15000);
        // The topology shows the local dynamo connected (the event crosses threads).
        QTRY_VERIFY_WITH_TIMEOUT(window.topology()
                                     ->index(0, TopologyModel::State, window.topology()->index(0, 0))
                                     .data()
                                     .toString()
                                     .startsWith("connected"),
                                 5000);

        // Results as they come (docs/report.md): when the second step has finished, the report
        // already holds the first (its folder is read off the GUI thread while the second
        // step runs). The window's own slot was connected first, so it has run.
        int reportRowsAfterFirstStep = -1;
        QObject::connect(&session, &SessionController::stepFinished, &window,
                         [&](const std::vector<results::MetricRow>&, int done, int, double) {
                             if (done == 2)
                                 reportRowsAfterFirstStep = window.reportPage()->table()->rowCount();
                         });
        StallMeter stalls;
        QSignalSpy finished(&window, &MainWindow::runFinished);
        stalls.start();
        QVERIFY(window.startRun());
        QVERIFY(!window.startAction()->isEnabled());
        QVERIFY(window.stopAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() > 0, 60000);
        stalls.stop();
        QCOMPARE(finished.first().first().toInt(), 0);

        // Progress reached 100 %.
        QCOMPARE(window.progressBar()->value(), window.progressBar()->maximum());
        // The charts received a point per sample: 2 steps × 1 s at 200 ms.
        window.resultsPage()->throughputChart()->flush();
        const int points = window.resultsPage()->throughputChart()->pointCount(0);
        QVERIFY2(points >= 6, qPrintable(QString::number(points)));
        QVERIFY(window.resultsPage()->cpuChart()->pointCount(0) >= 6);
        QVERIFY(window.resultsPage()->table()->rowCount() >= 1);
        const double mbit = window.resultsPage()
                                ->table()
                                ->index(0, LiveRowsModel::MbitPerS)
                                .data(LiveRowsModel::RawValueRole)
                                .toDouble();
        QVERIFY2(mbit > 10, qPrintable(QString::number(mbit)));
        // The report has the run's two sizes, the first since its step ended.
        QVERIFY(window.reportPage()->table()->rowCount() >= 2);
        QCOMPARE(reportRowsAfterFirstStep, window.reportPage()->table()->rowCount() / 2);

        // Exports are well-formed and not empty.
        QTemporaryDir out;
        const QString png = out.filePath("throughput.png");
        QVERIFY2(saveChart(window.resultsPage()->throughputChart()->plot(), png, error),
                 qPrintable(error));
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 400 && image.height() >= 300);
        const QString csv = out.filePath("table.csv");
        QVERIFY2(saveModelCsv(window.resultsPage()->table(), csv, error), qPrintable(error));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 2);
        QVERIFY(lines.first().contains("Mbit/s"));

        // The GUI thread was never blocked for more than 100 ms (stallLimitMs) while the test ran.
        QVERIFY2(stalls.worstMs() < stallLimitMs(), qPrintable(QString("worst stall %1 ms").arg(stalls.worstMs())));
        qInfo("worst GUI stall during the run: %.1f ms", stalls.worstMs());
    }

    void closesAndReopensTheSessionWithoutStalling() {
        // Settings applied in Dynamos → Add a remote dynamo: the old pool closes (byes, the
        // local dynamo reaped) off the GUI thread, the window says so, then listens again.
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QString error;
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(hasDynamo(session, "local"), 15000);

        AddDynamoDialog dialog(&session, &window);
        const quint16 port = freePort();
        QVERIFY(port != 0);
        dialog.setListenPort(port);
        QSignalSpy reopened(&session, &SessionController::reopened);
        StallMeter stalls;
        QElapsedTimer clock;
        stalls.start();
        clock.start();
        QVERIFY2(dialog.applySettings(error), qPrintable(error));
        QVERIFY(session.isClosing());
        QCOMPARE(window.statusBar()->currentMessage(), QString("Closing the session…"));
        QVERIFY(!window.startAction()->isEnabled());
        QVERIFY(!window.startRun());  // nothing starts while the pool is away
        QTRY_VERIFY_WITH_TIMEOUT(reopened.count() == 1, 20000);
        const qint64 reopenMs = clock.elapsed();
        QVERIFY2(reopened.first().at(0).toBool(), qPrintable(reopened.first().at(1).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(hasDynamo(session, "local"), 15000);
        stalls.stop();
        QCOMPARE(session.port(), port);
        QVERIFY(window.startAction()->isEnabled());
        QVERIFY(window.statusBar()->currentMessage().contains(session.listenAddress()));
        qInfo("reopen took %lld ms; worst GUI stall meanwhile: %.1f ms", reopenMs, stalls.worstMs());
        QVERIFY2(stalls.worstMs() < stallLimitMs(),
                 qPrintable(QString("worst stall %1 ms").arg(stalls.worstMs())));

        // The command the dialog prints names where the pool now listens.
        dialog.setDynamoName("B");
        QVERIFY2(dialog.commandText().contains("--manager " + session.listenAddress() + " --name B"),
                 qPrintable(dialog.commandText()));
    }

    void aWizardPrintsWhereTheWindowListens() {
        // Wizards → Adapter throughput, two hosts: the command that joins this window names
        // the address and port the session listens on, with the loopback warning beside it.
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QString error;
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        auto* action = window.findChild<QAction*>("adapterThroughputAction");
        QVERIFY(action);
        action->trigger();
        auto* wizard = window.findChild<AdapterThroughputWizard*>();
        QVERIFY(wizard);
        QCOMPARE(wizard->managerEndpoint().port, session.port());
        wizard->setField("twoHosts", true);
        wizard->setField("addressA", "10.0.0.1");
        wizard->setField("addressB", "10.0.0.2");
        for (int guard = 0; guard < 10 && wizard->currentId() != AdapterThroughputWizard::SummaryPageId; ++guard)
            wizard->next();
        QCOMPARE(wizard->currentId(), int(AdapterThroughputWizard::SummaryPageId));
        const QString summary = wizard->summaryPage()->summaryText();
        QVERIFY2(summary.contains("iometry-dynamo --manager " + session.listenAddress() + " --name B"),
                 qPrintable(summary));
        QVERIFY(session.listenAddress().startsWith("127.0.0.1:"));
        QVERIFY(summary.contains("which only this host reaches"));
        wizard->reject();
    }

    void quitsWithoutStalling() {
        // File → Quit as the program runs it (QApplication::exec): the window goes at once,
        // the session closes behind it off the GUI thread, then the event loop ends.
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        QTemporaryDir saved;
        QString error;
        QVERIFY2(document.save(saved.filePath("plan.json"), error), qPrintable(error));  // no "Save?"
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(hasDynamo(session, "local"), 15000);

        QObject context;  // the connections below end with this test
        bool closedBeforeQuit = false;
        connect(&session, &SessionController::closed, &context, [&] { closedBeforeQuit = true; });
        bool quitBeforeClosed = false;
        bool quitSeen = false;
        connect(qApp, &QCoreApplication::aboutToQuit, &context, [&] {
            quitSeen = true;
            quitBeforeClosed = !closedBeforeQuit;
        });
        StallMeter stalls;
        QElapsedTimer clock;
        qint64 hiddenAfterMs = -1;
        QTimer::singleShot(0, &window, [&] {
            stalls.start();
            clock.start();
            auto* quit = window.findChild<QAction*>("quitAction");
            QVERIFY(quit);
            quit->trigger();
            if (!window.isVisible()) hiddenAfterMs = clock.elapsed();
        });
        QTimer watchdog;
        watchdog.setSingleShot(true);
        connect(&watchdog, &QTimer::timeout, &context, [] { QCoreApplication::exit(3); });
        watchdog.start(30000);
        const int rc = QApplication::exec();
        watchdog.stop();
        const qint64 quitMs = clock.elapsed();
        stalls.stop();
        QCOMPARE(rc, 0);  // not the watchdog: the last window closed
        QVERIFY(quitSeen);
        QVERIFY(closedBeforeQuit);
        QVERIFY(!quitBeforeClosed);
        QVERIFY2(hiddenAfterMs >= 0 && hiddenAfterMs < stallLimitMs(), qPrintable(QString::number(hiddenAfterMs)));
        QVERIFY(!window.isVisible());
        QVERIFY(!session.isOpen());
        QVERIFY(!session.isClosing());
        qInfo("quit took %lld ms (window hidden after %lld ms); worst GUI stall: %.1f ms", quitMs,
              hiddenAfterMs, stalls.worstMs());
        QVERIFY2(stalls.worstMs() < stallLimitMs(),
                 qPrintable(QString("worst stall %1 ms").arg(stalls.worstMs())));
    }

    void quitDuringARunAsksAndStopsIt() {
        QTemporaryDir results;
        QSettings().setValue("resultsRoot", results.path());
        PlanDocument document;
        model::Plan plan = PlanDocument::defaultPlan();
        plan.runS = 1;
        plan.rampS = 0;
        plan.sampleMs = 200;
        plan.sweep.front().values = {1024, 2048, 4096, 8192, 16384, 32768};
        document.setPlan(plan);
        QString error;
        QVERIFY2(document.save(results.filePath("plan.json"), error), qPrintable(error));
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(hasDynamo(session, "local"), 15000);
        QSignalSpy steps(&session, &SessionController::stepFinished);
        QSignalSpy finished(&window, &MainWindow::runFinished);
        QSignalSpy closed(&session, &SessionController::closed);
        QVERIFY(window.startRun());
        const QString dir = session.resultsDir();
        QTRY_VERIFY_WITH_TIMEOUT(steps.count() >= 1, 30000);

        // Cancel: nothing happens, the run goes on.
        bool asked = false;
        answerModal("quitDuringRun", [](QWidget* box) {
            static_cast<QMessageBox*>(box)->button(QMessageBox::Cancel)->click();
        }, &asked);
        QVERIFY(!window.close());
        QVERIFY(asked);
        QVERIFY(window.isVisible());
        QVERIFY(session.isRunning());
        QVERIFY(!window.isQuitting());

        // Stop the run and quit: the run stops cleanly, then the session closes, then the window.
        asked = false;
        answerModal("quitDuringRun", [](QWidget* box) {
            box->findChild<QPushButton*>("stopAndQuit")->click();
        }, &asked);
        StallMeter stalls;
        stalls.start();
        QVERIFY(!window.close());  // not yet: the run stops first
        QVERIFY(asked);
        QVERIFY(window.isQuitting());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 20000);
        QCOMPARE(finished.first().first().toInt(), 2);  // stopped, not failed
        QTRY_VERIFY_WITH_TIMEOUT(closed.count() == 1, 20000);
        QTRY_VERIFY(!window.isVisible());
        stalls.stop();
        QVERIFY(!session.isOpen());
        qInfo("worst GUI stall while quitting during a run: %.1f ms", stalls.worstMs());
        QVERIFY2(stalls.worstMs() < stallLimitMs(),
                 qPrintable(QString("worst stall %1 ms").arg(stalls.worstMs())));

        // What was measured is kept: the steps done are in summary.csv, the run says stopped.
        QFile summary(QDir(dir).filePath("summary.csv"));
        QVERIFY2(summary.open(QIODevice::ReadOnly), qPrintable(summary.fileName()));
        const QStringList lines = QString::fromUtf8(summary.readAll()).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 2, qPrintable(lines.join('\n')));  // the header and a step
        QFile resultsJson(QDir(dir).filePath("results.json"));
        QVERIFY(resultsJson.open(QIODevice::ReadOnly));
        const auto status = nlohmann::json::parse(resultsJson.readAll().toStdString(), nullptr, false);
        QCOMPARE(status.value("status", ""), std::string("stopped"));
    }

    void aFailedRunIsToldInTheResultsPage() {
        QTemporaryDir results;
        QSettings().setValue("resultsRoot", results.path());
        PlanDocument document;
        model::Plan plan = PlanDocument::defaultPlan();
        plan.dynamos.push_back({"ghost", false});  // never connects
        plan.waitS = 1;
        document.setPlan(plan);
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QString error;
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(hasDynamo(session, "local"), 15000);
        QVERIFY(window.resultsPage()->failureText().isEmpty());

        QSignalSpy finished(&window, &MainWindow::runFinished);
        QWidget* modalAtFailure = nullptr;
        connect(&window, &MainWindow::runFinished, this,
                [&] { modalAtFailure = QApplication::activeModalWidget(); });
        QVERIFY2(window.startRun(), "the plan did not start");
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 20000);
        QCOMPARE(finished.first().first().toInt(), 1);
        QTest::qWait(100);
        // No modal box in the way: the window stays usable.
        QVERIFY(!modalAtFailure);
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(window.findChildren<QMessageBox*>().isEmpty());
        // The Results page says why, in a visible banner; the status line too.
        const QString text = window.resultsPage()->failureText();
        QVERIFY2(text.contains("ghost"), qPrintable(text));
        QVERIFY(text.contains(QDir::toNativeSeparators(session.resultsDir())));
        QVERIFY(window.resultsPage()->failureBanner()->isVisible());
        QVERIFY(window.statusBar()->currentMessage().startsWith("Failed: "));
        QVERIFY(window.statusBar()->currentMessage().contains("ghost"));
        QVERIFY(window.startAction()->isEnabled());

        // The next run starts without it.
        plan.dynamos.pop_back();
        plan.runS = 0.5;
        plan.rampS = 0;
        plan.sweep.front().values = {1024};
        document.setPlan(plan);
        QVERIFY(window.startRun());
        QVERIFY(window.resultsPage()->failureText().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 30000);
        QCOMPARE(finished.last().first().toInt(), 0);
    }

    void opensAnExample() {
        // The source tree's examples/ when run from a build directory.
        const QString dir = MainWindow::examplesDir();
        QCOMPARE(QDir(dir).canonicalPath(), QDir::cleanPath(IOMETRY_TEST_DATA "/../../../examples"));
        const auto examples = MainWindow::examplePlans(dir);
        const QStringList files = QDir(dir).entryList({"*.json"}, QDir::Files, QDir::Name);
        QCOMPARE(qsizetype(examples.size()), files.size());
        QVERIFY(examples.size() >= 10);
        int sweep = -1;
        for (std::size_t i = 0; i < examples.size(); ++i) {
            const auto& e = examples[i];
            QCOMPARE(QFileInfo(e.path).fileName(), files[qsizetype(i)]);
            const auto parsed = model::loadPlanFile(e.path.toStdString());
            QVERIFY2(parsed.ok(), qPrintable(e.path));
            QCOMPARE(e.name.toStdString(), parsed.plan->name);
            QCOMPARE(e.description.toStdString(), parsed.plan->description);
            if (QFileInfo(e.path).fileName() == "loopback-sweep.json") sweep = int(i);
        }
        QVERIFY(sweep >= 0);

        // Another folder: what is not a plan with a name is left out.
        QTemporaryDir other;
        QFile::copy(examples[std::size_t(sweep)].path, other.filePath("b.json"));
        QFile broken(other.filePath("a.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ not json");
        broken.close();
        const auto listed = MainWindow::examplePlans(other.path());
        QCOMPARE(listed.size(), std::size_t(1));
        QCOMPARE(QFileInfo(listed.front().path).fileName(), QString("b.json"));

        // File → Open example…: the list, the chosen one opened as a new, unsaved plan.
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        QTemporaryDir saved;
        QString error;
        QVERIFY(document.save(saved.filePath("mine.json"), error));
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        auto* action = window.findChild<QAction*>("openExampleAction");
        QVERIFY(action);
        QVERIFY(action->text().contains("example"));
        bool shown = false;
        int rows = 0;
        answerModal("openExampleDialog", [&](QWidget* dialog) {
            auto* list = dialog->findChild<QListWidget*>("exampleList");
            rows = list->count();
            list->setCurrentRow(sweep);
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open)->click();
        }, &shown);
        action->trigger();
        QVERIFY(shown);
        QCOMPARE(rows, int(examples.size()));
        const auto expected = model::loadPlanFile(examples[std::size_t(sweep)].path.toStdString());
        QCOMPARE(document.plan().name, expected.plan->name);
        QCOMPARE(model::toJson(document.plan()), model::toJson(*expected.plan));
        // Without a file: Save asks where; the example file is never the target. Not edited
        // yet, so a wizard or another example replaces it without asking.
        QVERIFY(document.filePath().isEmpty());
        QVERIFY(!document.isModified());
        QVERIFY(window.windowTitle().startsWith("untitled — "));
    }

    void runsADiskPlanFromTheWizard() {
        QTemporaryDir results;
        QSettings().setValue("resultsRoot", results.path());
        QTemporaryDir files(QDir::tempPath() + "/iometry-gui-disk-XXXXXX");
        QVERIFY(files.isValid());

        DiskIoWizard wizard;
        wizard.setField("path", files.filePath("disk.tst"));
        wizard.setField("fileSizeMiB", 16);
        wizard.setField("qdEnd", 4);  // 1, 2, 4 outstanding, exponential (the default)
        wizard.setField("runS", 1.0);
        wizard.setField("rampS", 0.0);
        QVERIFY2(wizard.problems().isEmpty(), qPrintable(wizard.problems().join('\n')));
        PlanDocument document;
        document.setPlan(wizard.plan());

        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QString error;
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        QSignalSpy finished(&window, &MainWindow::runFinished);
        QVERIFY(window.startRun());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() > 0, 60000);
        QCOMPARE(finished.first().first().toInt(), 0);
        QVERIFY(QFile::exists(files.filePath("disk.tst")));  // created and filled by the dynamo

        // The report is the disk one: a row per queue depth, IOPS measured in each.
        QAbstractItemModel* report = window.reportPage()->table();
        QCOMPARE(report->rowCount(), 3);
        QCOMPARE(report->headerData(0, Qt::Horizontal).toString(), QString("Outstanding I/Os"));
        int iops = -1;
        for (int c = 0; c < report->columnCount(); ++c)
            if (report->headerData(c, Qt::Horizontal).toString() == "IOPS") iops = c;
        QVERIFY(iops > 0);
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(report->index(r, 0).data().toString(), QString::number(1 << r));
            const double value = report->index(r, iops).data().toString().remove(',').toDouble();
            QVERIFY2(value > 0, qPrintable(report->index(r, iops).data().toString()));
        }
    }

    void importsAnIometerConfiguration() {
        // File → Import IOmeter configuration (docs/iometer-files.md): the window's import,
        // with the .icf files the engine's own tests read.
        const QString data = QDir::cleanPath(IOMETRY_TEST_DATA "/../../unit/data/icf") + "/";
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        auto* action = window.findChild<QAction*>("importIcfAction");
        QVERIFY(action);
        QVERIFY(action->text().contains("IOmeter"));

        // A malformed file is refused with its line, and the plan stays as it was.
        const std::string before = document.plan().name;
        QString error;
        QStringList notes;
        QVERIFY(!window.importIcf(data + "bad/truncated.icf", error, notes));
        QVERIFY2(error.startsWith("line 13: "), qPrintable(error));
        QCOMPARE(document.plan().name, before);
        QVERIFY(!window.importIcf(data + "no-such-file.icf", error, notes));
        QVERIFY2(error.contains("no-such-file.icf"), qPrintable(error));
        QCOMPARE(document.plan().name, before);

        // A good one becomes a new, unsaved plan; what has no equivalent is listed.
        QVERIFY2(window.importIcf(data + "iometer-1.1.0.icf", error, notes), qPrintable(error));
        const auto imported = import_icf::importIcfFile((data + "iometer-1.1.0.icf").toStdString());
        QVERIFY(imported.ok());
        QCOMPARE(notes.size(), qsizetype(imported.notes.size()));
        QVERIFY(notes.size() > 0);
        QVERIFY(!document.isModified());  // not edited yet: the file imports it again
        QVERIFY(document.filePath().isEmpty());
        QCOMPARE(document.plan().name, (*imported.plan)["name"].get<std::string>());
        QCOMPARE(document.plan().workers.size(), (*imported.plan)["workers"].size());
        QCOMPARE(document.plan().specs.size(), (*imported.plan)["specs"].size());
        QCOMPARE(document.plan().runS, (*imported.plan)["run_s"].get<double>());
        // The plan the window holds is what it saves: it reads back as a valid plan.
        const auto reread = model::parsePlan(model::toJson(document.plan()));
        QVERIFY2(reread.ok(), reread.problems.empty() ? "" : reread.problems.front().toString().c_str());
    }

    void importsIometerSpecsIntoTheOpenPlan() {
        // A file of access specifications only (IOmeter 2008.06.18, from the corpus of real
        // files) adds its 13 specs to the open plan, as IOmeter does; the workers stay.
        IOMETRY_NEEDS_CORPUS();
        const QString data = QDir::cleanPath(IOMETRY_TEST_DATA "/../../unit/data/icf") + "/";
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QString error;
        QStringList notes;
        QVERIFY2(window.importIcf(data + "iometer-1.1.0.icf", error, notes), qPrintable(error));
        const QString specsOnly = iometry::test::corpusDir() + "/iometer/specs-only-2008.06.18.icf";
        const std::size_t specs = document.plan().specs.size(), workers = document.plan().workers.size();
        const std::string name = document.plan().name;
        QVERIFY2(window.importIcf(specsOnly, error, notes), qPrintable(error));
        QCOMPARE(document.plan().specs.size(), specs + 13);
        QCOMPARE(document.plan().workers.size(), workers);
        QCOMPARE(document.plan().name, name);
        QVERIFY(document.plan().specs.back().name == "OS Paging");
    }

    void importsAFioJobFile() {
        // File → Import fio job file (docs/fio-files.md): the same path as the .icf's, with
        // the job files the engine's own tests read.
        const QString data = QDir::cleanPath(IOMETRY_TEST_DATA "/../../unit/data/fio") + "/";
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        auto* action = window.findChild<QAction*>("importFioAction");
        QVERIFY(action);
        QVERIFY(action->text().contains("fio"));

        const std::string before = document.plan().name;
        QString error;
        QStringList notes;
        QVERIFY(!window.importFio(data + "bad-unit.fio", error, notes));
        QVERIFY2(error.startsWith("line 3: bs=4q"), qPrintable(error));
        QCOMPARE(document.plan().name, before);

        QVERIFY2(window.importFio(data + "aliases.fio", error, notes), qPrintable(error));
        const auto imported = import_fio::importFioFile((data + "aliases.fio").toStdString());
        QVERIFY(imported.ok());
        QCOMPARE(notes.size(), qsizetype(imported.notes.size()));
        QVERIFY(!document.isModified());  // not edited yet: the file imports it again
        QVERIFY(document.filePath().isEmpty());
        QCOMPARE(document.plan().workers.size(), std::size_t{2});
        QCOMPARE(document.plan().workers[1].phase, 1);  // wait_for_previous: a phase of its own
        QCOMPARE(document.plan().rampS, 120.0);
        const auto reread = model::parsePlan(model::toJson(document.plan()));
        QVERIFY2(reread.ok(), reread.problems.empty() ? "" : reread.problems.front().toString().c_str());
    }

    void exportsAFioJobFile() {
        // File → Export as fio job file (docs/fio-files.md): the plan being edited, written
        // as the engine writes it, or nothing at all.
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());  // one tcp pair: no disk worker
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        auto* action = window.findChild<QAction*>("exportFioAction");
        QVERIFY(action);
        QVERIFY(action->text().contains("fio"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("plan.fio");
        QString error;
        QStringList notes;
        QVERIFY(!window.exportFio(path, error, notes));
        QCOMPARE(error, QString("the plan has no disk worker: only disk workers become fio jobs"));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);  // no temporary left

        const auto disk = model::loadPlanFile(
            QDir::cleanPath(IOMETRY_TEST_DATA "/../../../examples/disk-queue-depth.json").toStdString());
        QVERIFY(disk.ok());
        document.setPlan(*disk.plan);
        QVERIFY2(window.exportFio(path, error, notes), qPrintable(error));
        const auto expected = export_fio::exportFio(*disk.plan, export_fio::probedOptions());
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll().toStdString(), expected.text);
        QCOMPARE(notes.size(), qsizetype(expected.notExpressed.size()));
        QVERIFY(notes.size() > 0);
    }

    void importsAnIcfInItsCodePage() {
        // An .icf saved on a Russian Windows (docs/iometer-files.md, "Code pages"): its names in
        // Windows-1251. The window asks which code page, the one detected first, and the
        // names come out as they were typed in IOmeter.
        const QString data = QDir::cleanPath(IOMETRY_TEST_DATA "/../../unit/data/icf") + "/";
        QFile source(data + "iometer-1.1.0.icf");
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray bytes = source.readAll();
        const QString typed = QStringLiteral("Чтение 4К");
        const std::string cyrillic = QStringLiteral("\u0427\u0442\u0435\u043d\u0438\u0435 4\u041a").toStdString();
        QCOMPARE(typed.toStdString(), cyrillic);
        // "Чтение 4К" in Windows-1251, one byte a letter.
        const QByteArray cp1251("\xd7\xf2\xe5\xed\xe8\xe5 4\xca");
        QVERIFY(bytes.contains("Database mix"));
        bytes.replace("Database mix", cp1251);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("russian.icf");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();

        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        auto* files = window.findChild<PlanImportExport*>();
        QVERIFY(files);
        QStringList offered;
        QTimer::singleShot(0, [&] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* ask = qobject_cast<QInputDialog*>(w)) {
                    offered = ask->comboBoxItems();
                    ask->accept();
                }
        });
        QVERIFY(files->askIcfCodePage(path));
        QVERIFY(!offered.isEmpty());
        QVERIFY2(offered.front().startsWith("Windows-1251"), qPrintable(offered.join(" | ")));
        QString error;
        QStringList notes;
        QVERIFY2(files->importIcf(path, error, notes), qPrintable(error));
        bool found = false;
        for (const auto& spec : document.plan().specs) found = found || spec.name == cyrillic;
        QVERIFY2(found, "no spec named as typed in IOmeter");
        // A UTF-8 file is not asked about.
        QVERIFY(files->askIcfCodePage(data + "iometer-1.1.0.icf"));
    }

    void exportsAnIometerConfiguration() {
        // File → Export as IOmeter configuration (docs/iometer-files.md): the plan being
        // edited as the engine writes it, which the importer reads back as the same workers.
        PlanDocument document;
        const auto disk = model::loadPlanFile(
            QDir::cleanPath(IOMETRY_TEST_DATA "/../../../examples/disk-queue-depth.json").toStdString());
        QVERIFY(disk.ok());
        document.setPlan(*disk.plan);
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        auto* action = window.findChild<QAction*>("exportIcfAction");
        QVERIFY(action);
        QVERIFY(action->text().contains("IOmeter"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("plan.icf");
        QString error;
        QStringList notes;
        QVERIFY2(window.exportIcf(path, error, notes), qPrintable(error));
        const auto expected = export_icf::exportIcf(*disk.plan);
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll().toStdString(), expected.text);
        QCOMPARE(notes.size(), qsizetype(expected.notExpressed.size()));
        const auto back = import_icf::importIcfFile(path.toStdString());
        QVERIFY(back.plan);
        QCOMPARE((*back.plan)["workers"].size(), disk.plan->workers.size());
    }

    void shortcutsTriggerTheirActions() {
        // Every action of the menus that has a key is reached by that key from the window
        // (and says it in the menu: the shortcut is the action's own).
        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // Something to undo and redo, and Stop enabled, so that their keys have an action.
        model::Plan edited = document.plan();
        edited.runS = 7;
        document.setPlan(edited);
        document.undoStack()->undo();
        document.undoStack()->redo();
        document.undoStack()->undo();
        window.stopAction()->setEnabled(true);
        window.setFocus();

        // Pages by key, for real: Ctrl+PgDown and Ctrl+PgUp go round, Ctrl+1 … Ctrl+5 jump.
        auto* tabs = window.findChild<QTabWidget*>();
        QVERIFY(tabs);
        window.showPage(MainWindow::ReportTab);
        QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), int(MainWindow::TargetsTab));
        QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), int(MainWindow::ReportTab));
        QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), int(MainWindow::SetupTab));
        QTest::keyClick(&window, Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), int(MainWindow::ResultsTab));

        // The frequent ones have keys.
        const QStringList frequent = {"newPlanAction", "openPlanAction", "savePlanAction", "saveAsAction",
                                      "startAction", "stopAction", "exportAction", "nextPageAction",
                                      "previousPageAction", "undoAction", "redoAction", "userGuideAction",
                                      "preferencesAction", "openResultsAction", "reviewSuiteAction",
                                      "adapterThroughputAction", "latencyAction", "quitAction"};
        for (const QString& name : frequent) {
            QAction* a = window.action(name);
            QVERIFY2(a, qPrintable(name));
            QVERIFY2(!a->shortcut().isEmpty(), qPrintable(name + " has no key"));
        }
        // Every key reaches its action, once; what the actions do is not wanted here (dialogs).
        QSet<QString> keys;
        int checked = 0;
        for (QAction* a : window.findChildren<QAction*>()) {
            if (a->shortcut().isEmpty() || !a->isEnabled() || a->shortcutContext() == Qt::WidgetShortcut ||
                a->objectName().startsWith("pageAction") ||
                a->objectName().endsWith("PageAction"))
                continue;
            for (const QKeySequence& key : a->shortcuts()) {
                const QString text = key.toString();
                QVERIFY2(!keys.contains(text), qPrintable(text + " is taken twice"));
                keys.insert(text);
            }
            QObject::disconnect(a, &QAction::triggered, nullptr, nullptr);
            QSignalSpy triggered(a, &QAction::triggered);
            QTest::keySequence(&window, a->shortcut());
            QVERIFY2(triggered.count() == 1, qPrintable(a->objectName() + " by " + a->shortcut().toString()));
            ++checked;
        }
        QVERIFY2(checked >= frequent.size(), qPrintable(QString::number(checked)));
    }

    void undoRestoresAnEditAndRedoReappliesIt() {
        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.showPage(MainWindow::SetupTab);
        const model::Plan before = document.plan();
        QVERIFY(!document.isModified());
        QVERIFY(!window.undoAction()->isEnabled());

        // Typing a name in the Test Setup page: one step, however many keys.
        auto* name = window.findChild<QLineEdit*>("name");
        QVERIFY(name);
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, "Wire");
        QCOMPARE(document.plan().name, std::string("Wire"));
        QVERIFY(document.isModified());
        QVERIFY(window.windowTitle().contains('*'));
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY(window.undoAction()->isEnabled());
        QVERIFY2(window.undoAction()->text().contains("test setup"), qPrintable(window.undoAction()->text()));
        // Ctrl+Z in the field is the plan's Undo: the exact plan before, and not modified.
        QTest::keySequence(name, QKeySequence::Undo);
        QVERIFY(document.plan() == before);
        QCOMPARE(name->text(), QString::fromStdString(before.name));
        QVERIFY(!document.isModified());
        QVERIFY(!window.windowTitle().contains('*'));
        QTest::keySequence(name, QKeySequence::Redo);
        QCOMPARE(document.plan().name, std::string("Wire"));
        QCOMPARE(name->text(), QStringLiteral("Wire"));
        QVERIFY(document.isModified());

        // An edit of another page is a step of its own, named after its page.
        model::Plan specs = document.plan();
        specs.specs.front().lines.front().read = 100;
        document.setPlan(specs);
        QCOMPARE(document.undoStack()->count(), 2);
        QVERIFY2(window.undoAction()->text().contains("access specifications"),
                 qPrintable(window.undoAction()->text()));
        window.undoAction()->trigger();
        window.undoAction()->trigger();
        QVERIFY(document.plan() == before);
        window.redoAction()->trigger();
        window.redoAction()->trigger();
        QVERIFY(document.plan() == specs);

        // Saved: the clean state; an undo from there is modified again; a load clears the steps.
        QTemporaryDir dir;
        const QString path = dir.filePath("plan.json");
        QString error;
        QVERIFY2(document.save(path, error), qPrintable(error));
        QVERIFY(!document.isModified());
        window.undoAction()->trigger();
        QVERIFY(document.isModified());
        QVERIFY(document.load(path).empty());
        QVERIFY(!document.isModified());
        QVERIFY(!window.undoAction()->isEnabled());
        QVERIFY(document.plan() == specs);
    }

    void settingsSurviveARestart() {
        QSettings().remove("window");
        QSettings().remove("recentFiles");
        QSettings().remove("recentResults");
        QTemporaryDir dir;
        const QString planPath = dir.filePath("kept.json");
        QList<int> splitterSizes;
        QSize size;
        int headerIndex = -1, section = -1, width = 0;
        {
            PlanDocument document;
            SessionController session(SessionController::defaultDynamoExecutable());
            MainWindow window(&session, &document);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(1111, 777);
            size = window.size();  // no narrower than its minimum
            window.showPage(MainWindow::SpecsTab);
            auto* splitter = window.findChild<QSplitter*>("mainSplitter");
            QVERIFY(splitter);
            splitter->setSizes({400, 711});
            QCoreApplication::processEvents();
            splitterSizes = splitter->sizes();
            // A table's column the user may drag, made wider.
            const auto headers = window.findChildren<QHeaderView*>();
            for (int h = 0; h < headers.size() && headerIndex < 0; ++h)
                for (int i = 0; i < headers[h]->count(); ++i)
                    if (headers[h]->orientation() == Qt::Horizontal &&
                        headers[h]->sectionResizeMode(i) == QHeaderView::Interactive) {
                        headerIndex = h;
                        section = i;
                        width = headers[h]->sectionSize(i) + 37;
                        headers[h]->resizeSection(i, width);
                        break;
                    }
            QVERIFY(headerIndex >= 0);
            QString error;
            QVERIFY2(document.save(planPath, error), qPrintable(error));
            QVERIFY(window.recentPlansMenu()->isEnabled());
            // Quit as a user does: the session closes, then the window.
            window.close();
            QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 10000);
        }
        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), size);
        QCOMPARE(window.findChild<QTabWidget*>()->currentIndex(), int(MainWindow::SpecsTab));
        QCOMPARE(window.findChild<QSplitter*>("mainSplitter")->sizes(), splitterSizes);
        QCOMPARE(window.findChildren<QHeaderView*>()[headerIndex]->sectionSize(section), width);
        const QList<QAction*> recent = window.recentPlansMenu()->actions();
        QCOMPARE(recent.size(), 1);
        QCOMPARE(recent.front()->data().toString(), QFileInfo(planPath).absoluteFilePath());

        // A plan no longer there is taken off the list, with a message.
        QVERIFY(QFile::remove(planPath));
        bool told = false;
        answerModal("recentMissing", [](QWidget* box) { static_cast<QDialog*>(box)->accept(); }, &told);
        recent.front()->trigger();
        QVERIFY(told);
        QVERIFY(window.recentPlansMenu()->actions().isEmpty());
        QVERIFY(!window.recentPlansMenu()->isEnabled());
        QVERIFY(QSettings().value("recentFiles").toStringList().isEmpty());
    }

    void resultsFolderNamedAfterThePlan() {
        QTemporaryDir root;
        Settings::setResultsRoot(root.path());
        PlanDocument document;
        model::Plan plan = PlanDocument::defaultPlan();
        plan.name = "Adapter throughput: receive";
        document.setPlan(plan);
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        const QFileInfo next(window.nextResultsDir());
        QCOMPARE(next.absolutePath(), QDir(root.path()).absolutePath());
        QVERIFY2(QRegularExpression("^adapter-throughput-receive-\\d{8}-\\d{6}$").match(next.fileName()).hasMatch(),
                 qPrintable(next.fileName()));
        QVERIFY(Settings::hasResultsRoot());
    }

    void preferencesAreKept() {
        SettingsDialog dialog;
        QTemporaryDir root;
        dialog.resultsRootEdit()->setText(root.path());
        dialog.numberFormatBox()->setCurrentIndex(int(Settings::NumberFormat::C));
        dialog.themeBox()->setCurrentIndex(int(Settings::Theme::Dark));
        QSignalSpy numbers(Settings::notifier(), &Settings::numberFormatChanged);
        dialog.accept();
        QCOMPARE(QSettings().value("display/numberFormat").toString(), QStringLiteral("c"));
        QCOMPARE(Settings::numberFormat(), Settings::NumberFormat::C);
        QCOMPARE(numbers.count(), 1);
        QCOMPARE(Settings::resultsRoot(), QDir::cleanPath(root.path()));
        QCOMPARE(QSettings().value("display/theme").toString(), QStringLiteral("dark"));
        // Dark: the window darker than its text, and the live charts drawn in those colours.
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        const auto plots = window.resultsPage()->findChildren<QCustomPlot*>();
        QVERIFY(!plots.isEmpty());
        for (QCustomPlot* plot : plots) {
            plot->replot();
            QVERIFY(plot->xAxis->tickLabelColor().lightness() > 150);
        }
        // A step marker added during the run takes the palette's colours when it is made.
        const auto markerLabels = [&window](const QString& text) {
            QList<QCPItemText*> found;
            for (QCustomPlot* plot : window.resultsPage()->findChildren<QCustomPlot*>())
                for (int i = 0; i < plot->itemCount(); ++i)
                    if (auto* label = qobject_cast<QCPItemText*>(plot->item(i)); label && label->text() == text)
                        found << label;
            return found;
        };
        const auto charts = window.resultsPage()->findChildren<LiveChart*>();
        QVERIFY(!charts.isEmpty());
        for (LiveChart* chart : charts) chart->addMarker(1.0, QStringLiteral("marker 64 B"));
        QCOMPARE(markerLabels(QStringLiteral("marker 64 B")).size(), charts.size());
        for (QCPItemText* label : markerLabels(QStringLiteral("marker 64 B")))
            QVERIFY(label->color().lightness() > 150);

        SettingsDialog back;
        back.numberFormatBox()->setCurrentIndex(int(Settings::NumberFormat::Interface));
        back.themeBox()->setCurrentIndex(int(Settings::Theme::Light));
        back.accept();
        QCOMPARE(QSettings().value("display/numberFormat").toString(), QStringLiteral("interface"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
        for (QCustomPlot* plot : plots) {
            QCoreApplication::processEvents();  // the widgets hear of the palette
            plot->replot();
            QVERIFY(plot->xAxis->tickLabelColor().lightness() < 100);
        }
        // ... and the markers already drawn follow a change of palette.
        for (QCPItemText* label : markerLabels(QStringLiteral("marker 64 B")))
            QVERIFY(label->color().lightness() < 100);
    }

    void guideViewerScrollsToASection() {
        // A guide of its own, long enough to scroll: the viewer brings a heading to the top,
        // follows a link to a section, and shows the picture beside the file.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QImage picture(40, 30, QImage::Format_RGB32);
        picture.fill(Qt::darkCyan);
        QVERIFY(QDir(dir.path()).mkpath("guide"));
        QVERIFY(picture.save(dir.filePath("guide/shot.png")));
        QString text = "# A guide\n\nSee [the second part](#the-second-part).\n\n";
        for (int i = 0; i < 80; ++i) text += QString("Line %1 of the first part.\n\n").arg(i);
        text += "## The second part\n\n![A picture](guide/shot.png)\n\n";
        for (int i = 0; i < 80; ++i) text += QString("Line %1 of the second part.\n\n").arg(i);
        QFile file(dir.filePath("guide.md"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
        file.close();
        GuideViewer viewer;
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QVERIFY(viewer.load(file.fileName()));
        QCOMPARE(viewer.sectionInView(), QString("A guide"));
        QVERIFY(viewer.showSection("the-second-part"));
        QCOMPARE(viewer.sectionInView(), QString("The second part"));
        QVERIFY(!viewer.showSection("no-such-part"));
        auto* browser = viewer.findChild<QTextBrowser*>("guideText");
        QVERIFY(browser);
        const QVariant image = browser->document()->resource(QTextDocument::ImageResource, QUrl("guide/shot.png"));
        QCOMPARE(image.value<QImage>().size(), picture.size());
        QCOMPARE(GuideViewer::anchorOf("The Report page: figures, tables"), QString("the-report-page-figures-tables"));
    }

    void userGuideAtThePageInView() {
        // One anchor per page, each a section of docs/guide.md once the guide is there.
        QSet<QString> anchors;
        for (int page = MainWindow::TargetsTab; page <= MainWindow::ReportTab; ++page)
            anchors.insert(MainWindow::guideAnchor(static_cast<MainWindow::Page>(page)));
        QCOMPARE(anchors.size(), 5);
        QVERIFY(!anchors.contains(QString()));
        const QString path = MainWindow::guidePath();
        if (QFileInfo::exists(path)) {
            // Headings become anchors as Markdown viewers make them: lower case, spaces to '-'.
            QFile guide(path);
            QVERIFY(guide.open(QIODevice::ReadOnly | QIODevice::Text));
            QSet<QString> headings;
            for (const QString& line : QString::fromUtf8(guide.readAll()).split('\n'))
                if (line.startsWith('#'))
                    headings.insert(line.section(' ', 1).trimmed().toLower().remove(QRegularExpression("[^\\w\\s-]")).replace(' ', '-'));
            for (const QString& anchor : anchors) QVERIFY2(headings.contains(anchor), qPrintable(anchor));
            // F1 on the Report page shows the guide in the workbench at the Report's section.
            PlanDocument document;
            SessionController session(SessionController::defaultDynamoExecutable());
            MainWindow window(&session, &document);
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            window.showPage(MainWindow::ReportTab);
            QTest::keyClick(&window, Qt::Key_F1);
            auto* viewer = window.findChild<GuideViewer*>("guideViewer");
            QVERIFY(viewer);
            QTRY_VERIFY(viewer->isVisible());
            QCOMPARE(GuideViewer::anchorOf(viewer->sectionInView()), MainWindow::guideAnchor(MainWindow::ReportTab));
            return;
        }
        // Not installed: F1 says so, naming the file looked for.
        PlanDocument document;
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QString text;
        answerModal("guideMissing", [&text](QWidget* box) {
            text = static_cast<QMessageBox*>(box)->text();
            static_cast<QDialog*>(box)->accept();
        }, nullptr);
        QTest::keyClick(&window, Qt::Key_F1);
        QVERIFY2(text.contains(QDir::toNativeSeparators(path)), qPrintable(text));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
