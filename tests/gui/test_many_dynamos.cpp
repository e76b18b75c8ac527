// The window with many dynamos (issue #41, docs/architecture.md "The window stays responsive"):
// a plan of N spawned dynamos on loopback, one light paced TCP pair each, two repeats of a
// step. They connect in a burst, each step ends with N workers' rows and the run with N
// dynamos' summaries; the GUI thread must never stall over 100 ms (stallLimitMs) meanwhile,
// and the topology, the Targets page's list of dynamos and the report must hold all N.
// N is 128, or IOMETRY_GUI_DYNAMOS; the dynamos are IOMETRY_DYNAMO's (CI's sanitizer build
// points it at a release build's dynamo: 128 sanitized ones are too heavy for its 2 cores).
#include <QtTest>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTreeWidget>

#include "engine/plan/plan_json.hpp"
#include "gui/main_window.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/targets_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"

#include "stall_meter.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

int dynamoCount() {
    bool ok = false;
    const int n = qEnvironmentVariable("IOMETRY_GUI_DYNAMOS").toInt(&ok);
    return ok && n >= 2 && n <= 999 ? n : 128;
}

model::Plan manyDynamosPlan(int n) {
    const std::string last = QStringLiteral("%1").arg(n, 3, 10, QLatin1Char('0')).toStdString();
    const std::string text = R"({"format": "iometry.plan/1", "name": "many dynamos",
        "run_s": 2, "ramp_s": 0, "sample_ms": 1000, "repeats": 2, "wait_s": 60,
        "specs": [{"name": "rr", "lines": [{"size": 64, "read": 0, "reply": 64}]}],
        "dynamos": [{"name": "d{001..)" + last + R"(}", "spawn": true}],
        "workers": [{"name": "r{001..)" + last + R"(}", "dynamo": "d{001..)" + last +
                             R"(}", "kind": "tcp", "bind": "127.0.0.1",
                     "peer": {"dynamo": "d{001..)" + last + R"(}", "address": "127.0.0.1"},
                     "spec": "rr", "rate_per_s": 20}]})";
    auto parsed = model::parsePlanText(text);
    if (!parsed.ok()) qFatal("the test's plan does not parse");
    return *parsed.plan;
}

}  // namespace

class TestManyDynamos : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        if (qEnvironmentVariableIsEmpty("IOMETRY_DYNAMO"))
            qputenv("IOMETRY_DYNAMO", IOMETRY_BIN_DIR "/iometry-dynamo");
    }

    void manyDynamosNeverStallTheWindow() {
        const int n = dynamoCount();
        QTemporaryDir results;
        QSettings().setValue("resultsRoot", results.path());

        PlanDocument document;
        document.setPlan(manyDynamosPlan(n));
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QString error;
        QVERIFY2(session.open(error), qPrintable(error));
        window.resize(1280, 860);
        window.show();
        window.showPage(MainWindow::TargetsTab);  // the list of dynamos drawn as they join
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // One meter over the whole run; when the dynamos had joined, the first step started
        // and the run ended tell where its worst stall fell.
        StallMeter stalls;
        int connected = 0;
        double joinedMs = -1, firstStepMs = -1, endedMs = -1;
        QObject::connect(&session, &SessionController::dynamoConnected, &window, [&] {
            if (++connected == n) joinedMs = stalls.elapsedMs();
        });
        QObject::connect(&session, &SessionController::stepStarted, &window, [&] {
            if (firstStepMs < 0) firstStepMs = stalls.elapsedMs();
        });
        QSignalSpy finished(&window, &MainWindow::runFinished);
        QObject::connect(&window, &MainWindow::runFinished, &window, [&] { endedMs = stalls.elapsedMs(); });
        stalls.start();
        QVERIFY(window.startRun());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() > 0, 240000);
        QTest::qWait(300);  // what the run's end left queued
        stalls.stop();
        QCOMPARE(finished.first().first().toInt(), 0);
        QVERIFY2(connected >= n, qPrintable(QString::number(connected)));

        // All N in the topology and in the Targets page's list (beside the session's own
        // local dynamo).
        const QRegularExpression planned(QStringLiteral("^d\\d{3}$"));
        TopologyModel* topology = window.topology();
        const QModelIndex all = topology->index(0, 0);
        int shownConnected = 0;
        for (int i = 0; i < topology->rowCount(all); ++i)
            if (planned.match(topology->index(i, TopologyModel::Name, all).data().toString()).hasMatch() &&
                topology->index(i, TopologyModel::State, all).data().toString().startsWith("connected"))
                ++shownConnected;
        QCOMPARE(shownConnected, n);
        auto* targets = window.findChild<TargetsPage*>();
        QVERIFY(targets);
        auto* list = targets->findChild<QTreeWidget*>();
        QVERIFY(list);
        int listed = 0;
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (planned.match(list->topLevelItem(i)->text(0)).hasMatch()) ++listed;
        QCOMPARE(listed, n);
        // The report holds the run: the total at least.
        QVERIFY(window.reportPage()->table()->rowCount() >= 1);

        // IOMETRY_SHOT_DIR: the Targets page and the report, to look at.
        if (const QString shots = qEnvironmentVariable("IOMETRY_SHOT_DIR"); !shots.isEmpty()) {
            window.showPage(MainWindow::TargetsTab);
            QTest::qWait(200);
            window.grab().save(QDir(shots).filePath("many-dynamos-targets.png"));
            window.showPage(MainWindow::ReportTab);
            QTest::qWait(200);
            window.grab().save(QDir(shots).filePath("many-dynamos-report.png"));
        }
        qInfo("%d dynamos: worst GUI stall %.1f ms, from %.0f ms; all had joined at %.0f ms, "
              "the first step started at %.0f ms, the run ended at %.0f ms",
              n, stalls.worstMs(), stalls.worstAtMs(), joinedMs, firstStepMs, endedMs);
        QVERIFY2(stalls.worstMs() < stallLimitMs(),
                 qPrintable(QString("worst stall %1 ms").arg(stalls.worstMs())));
    }
};

QTEST_MAIN(TestManyDynamos)
#include "test_many_dynamos.moc"
