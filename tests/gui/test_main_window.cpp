// Drives the real window: the default kind of test over loopback with a real dynamo,
// live charts filling, progress reaching 100 %, exports, and a GUI thread that never
// stalls for more than 100 ms while the test runs; and a plan the Disk I/O wizard made,
// run from the window on a test file, its report drawn against outstanding I/Os.
#include <QtTest>

#include <QProgressBar>
#include <qcustomplot.h>

#include "engine/import/icf_import.hpp"
#include "engine/model/plan_json.hpp"
#include "gui/charts/live_chart.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "gui/main_window.hpp"
#include "gui/models/live_rows_model.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/wizards/disk_io_wizard.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

/** Measures the longest gap between ticks of a 10 ms timer: how long the loop was blocked. */
class StallMeter : public QObject {
public:
    StallMeter() {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last > 0) m_worst = std::max(m_worst, now - m_last);
            m_last = now;
        });
    }
    void start() {
        m_clock.start();
        m_last = 0;
        m_worst = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double worstMs() const { return m_worst / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_worst = 0;
};

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

        // Results as they come (docs/report.md): when the first step has finished, the report
        // already holds it. The window's own slot was connected first, so it has run.
        int reportRowsAfterFirstStep = -1;
        QObject::connect(&session, &SessionController::stepFinished, &window,
                         [&](const std::vector<results::MetricRow>&, int done, int, double) {
                             if (done == 1)
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

        // The GUI thread was never blocked for more than 100 ms while the test ran.
        QVERIFY2(stalls.worstMs() < 100, qPrintable(QString("worst stall %1 ms").arg(stalls.worstMs())));
        qInfo("worst GUI stall during the run: %.1f ms", stalls.worstMs());
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
        QVERIFY(document.isModified());
        QVERIFY(document.filePath().isEmpty());
        QCOMPARE(document.plan().name, (*imported.plan)["name"].get<std::string>());
        QCOMPARE(document.plan().workers.size(), (*imported.plan)["workers"].size());
        QCOMPARE(document.plan().specs.size(), (*imported.plan)["specs"].size());
        QCOMPARE(document.plan().runS, (*imported.plan)["run_s"].get<double>());
        // The plan the window holds is what it saves: it reads back as a valid plan.
        const auto reread = model::parsePlan(model::toJson(document.plan()));
        QVERIFY2(reread.ok(), reread.problems.empty() ? "" : reread.problems.front().toString().c_str());
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
